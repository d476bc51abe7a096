//! The README's table of `rules:` options is generated from the engine's one declaration
//! of each option (`rules::options`), so it cannot drift: this test rebuilds it and
//! compares. `ARBITRE_README=write cargo test --release --test suite -- readme_options`
//! rewrites the README's section after a change to an option.
use arbitre::rules::options::Values;
use arbitre::rules::{Family, Game};

const START: &str = "<!-- tableau des réglages : produit par tests/suite/readme_options.rs -->\n";
const END: &str = "<!-- fin du tableau des réglages -->\n";

fn values_text(values: &Values) -> String {
    match values {
        Values::Choice(choices) => choices
            .iter()
            .map(|c| format!("`{}` ({})", c.id, c.label))
            .collect::<Vec<_>>()
            .join(", "),
        Values::Integer { min, none: false } => format!("un nombre entier ≥ {min}"),
        Values::Integer { min, none: true } => {
            format!("un nombre entier ≥ {min}, ou `none` (sans limite)")
        }
        Values::Integers { count } => format!("{count} nombres entiers séparés par des virgules"),
    }
}

fn tables() -> String {
    let mut out = String::new();
    for family in Family::ALL {
        let presets: Vec<_> = family.presets().collect();
        let per_preset: Vec<_> = presets.iter().map(|p| p.start().options()).collect();
        out.push_str(&format!(
            "\n| `rules:` | réglage | valeurs | {} |\n|---|---|---|{}\n",
            presets
                .iter()
                .map(|p| format!("`{}`", p.id()))
                .collect::<Vec<_>>()
                .join(" | "),
            "---|".repeat(presets.len())
        ));
        for option in &per_preset[0] {
            let defaults: Vec<String> = per_preset
                .iter()
                .map(|opts| {
                    opts.iter()
                        .find(|o| o.name == option.name)
                        .map_or("—".to_string(), |o| format!("`{}`", o.value))
                })
                .collect();
            out.push_str(&format!(
                "| `{}` | {} | {} | {} |\n",
                option.name,
                option.label,
                values_text(&option.values),
                defaults.join(" | ")
            ));
        }
    }
    out
}

#[test]
fn readme_options_table_is_the_engines_declaration() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("README.md");
    let readme = std::fs::read_to_string(&path).unwrap();
    let (Some(a), Some(b)) = (readme.find(START), readme.find(END)) else {
        panic!("README.md: the markers of the options table are missing");
    };
    let found = &readme[a + START.len()..b];
    let wanted = tables();
    if found != wanted {
        if std::env::var("ARBITRE_README").as_deref() == Ok("write") {
            let updated = format!("{}{START}{wanted}{}", &readme[..a], &readme[b..]);
            std::fs::write(&path, updated).unwrap();
        } else {
            panic!(
                "README.md's options table differs from the engine's declaration; \
                 rerun with ARBITRE_README=write\n--- wanted:\n{wanted}"
            );
        }
    }
}
