//! The tests of `arbitre::book::config` (src/book/config.rs), through its public API: moved out of the
//! library so that `cargo test` compiles it once (docs/MEASURES.md, « Mise en route »).
use arbitre::book::Problem;

use arbitre::book::Fault;
use arbitre::book::config::*;

/// The nearest known key an unknown key's fault names (the hint's « vouliez-vous dire »).
fn suggestion(p: &Problem) -> Option<&'static str> {
    match &*p.fault {
        Fault::Config(ConfigFault::UnknownKey { suggestion, .. }) => *suggestion,
        _ => None,
    }
}

/// The table where a misplaced key belongs.
fn belongs_in(p: &Problem) -> Option<&'static str> {
    match &*p.fault {
        Fault::Config(ConfigFault::UnknownKey { belongs_in, .. }) => *belongs_in,
        _ => None,
    }
}

#[test]
fn line_index_agrees_with_scan() {
    let text = "a\nbc\n\nd\n";
    let idx = LineIndex::new(text);
    for off in 0..=text.len() + 2 {
        assert_eq!(idx.line(off), line_of(text, off), "offset {off}");
    }
}

#[test]
fn defaults_apply() {
    let c = BookConfig::parse("[book]\ntitle = \"T\"\n").unwrap();
    assert_eq!(c.book.language, "fr");
    assert_eq!(c.book.src, "src");
    assert_eq!(c.build.build_dir, "book");
    assert!(c.output.html.smart_punctuation);
}

#[test]
fn unknown_key_names_key_and_line() {
    let p = BookConfig::parse("[book]\ntitle = \"T\"\n\n[build]\nbuld-dir = \"x\"\n").unwrap_err();
    assert_eq!(
        p.to_string(),
        "book.toml:5: clé inconnue « buld-dir » dans [build]"
    );
    assert_eq!(suggestion(&p), Some("build-dir"));
    assert_eq!((p.col, p.width), (1, 8));
    let p = BookConfig::parse("[book]\ntitle = \"T\"\n[output.html]\nsite = 1\n").unwrap_err();
    assert_eq!(
        p.to_string(),
        "book.toml:4: clé inconnue « site » dans [output.html]"
    );
}

#[test]
fn every_fault_at_once_in_file_order() {
    let text = "[book]\ntitel = \"T\"\nauthors = \"moi\"\n[output.html]\nsmart-punctuation = \"oui\"\nadditional-css = [\"a.css\", 3]\n[outptu]\n";
    let l = Loaded::read(text);
    let got: Vec<String> = l.errors.iter().map(|p| p.to_string()).collect();
    assert_eq!(
        got,
        [
            "book.toml:2: clé inconnue « titel » dans [book]",
            "book.toml:3: « book.authors » attend une liste de textes, comme [\"a\", \"b\"], pas un texte",
            "book.toml:5: « output.html.smart-punctuation » attend un booléen (true ou false), pas un texte",
            "book.toml:6: « output.html.additional-css » attend une liste de textes : cet élément est un nombre entier",
            "book.toml:7: clé inconnue « outptu »",
        ]
    );
    let hints: Vec<Option<&str>> = l.errors.iter().map(suggestion).collect();
    assert_eq!(hints[0], Some("title"));
    assert_eq!(hints[4], Some("output"));
    // the caret under the list item that is not a text
    assert_eq!(l.errors[3].col, 28);
}

#[test]
fn mdbook_settings_are_warnings() {
    let text = "[book]\ntitle = \"T\"\nmultilingual = false\n[output.html]\ndefault-theme = \"light\"\ngit-repository-url = \"https://x\"\n[output.html.search]\nenable = true\n[output.pdf]\n[preprocessor.katex]\n[rust]\nedition = \"2021\"\n";
    let l = Loaded::read(text);
    assert!(l.errors.is_empty(), "{:?}", l.errors);
    assert_eq!(l.config.book.title, "T");
    let lines: Vec<usize> = l.warnings.iter().map(|p| p.line).collect();
    // `[preprocessor.katex]` and `[rust]` are used (book::preprocess, book::options):
    // no warning
    assert_eq!(lines, [3, 5, 6, 7, 9]);
    assert!(l.warnings.iter().all(|p| matches!(
        *p.fault,
        Fault::Config(ConfigFault::MdbookKey { .. } | ConfigFault::MdbookTable { .. })
    )));
    let table = |p: &Problem| match &*p.fault {
        Fault::Config(ConfigFault::MdbookTable { table }) => table.clone(),
        _ => String::new(),
    };
    assert_eq!(table(&l.warnings[4]), "output.pdf", "{:?}", l.warnings[4]);
}

#[test]
fn bad_toml_has_line_and_french_message() {
    let p = BookConfig::parse("[book]\ntitle = \"T\"\nauthors = [\n").unwrap_err();
    assert_eq!(
        p.to_string(),
        "book.toml:3: TOML illisible : liste non fermée (« ] » attendu)"
    );
    let l = Loaded::read("[book]\ntitle = x\nauthors = [\"a\" \"b\"]\ntitle = \"y\"\n");
    let got: Vec<&Fault> = l.errors.iter().map(|p| &*p.fault).collect();
    let syntax = |what, expected: &[&str]| {
        Fault::Config(ConfigFault::Syntax {
            what,
            expected: expected.iter().map(|t| t.to_string()).collect(),
        })
    };
    assert_eq!(
        got,
        [
            &syntax(TomlSyntax::Unquoted, &[]),
            &syntax(TomlSyntax::MissingCommaInArray, &[","]),
            &syntax(TomlSyntax::DuplicateKey, &[]),
        ]
    );
}

fn messages(text: &str) -> Vec<String> {
    Loaded::read(text)
        .errors
        .iter()
        .map(|p| p.to_string())
        .collect()
}

#[test]
fn a_bare_word_is_one_fault_not_a_misspelt_boolean() {
    // the parser reads `fr` as a broken `false`; the key wants a text
    assert_eq!(
        messages("[book]\nlanguage = fr\ntitle = tru\n"),
        [
            "book.toml:2: TOML illisible : un texte doit être entre guillemets",
            "book.toml:3: TOML illisible : un texte doit être entre guillemets",
        ]
    );
    // where a boolean is wanted, it stays a broken boolean, said once
    assert_eq!(
        messages("[output.html]\nsmart-punctuation = ture\n"),
        ["book.toml:2: TOML illisible : booléen mal formé (true ou false)"]
    );
}

#[test]
fn a_broken_header_does_not_hide_later_faults() {
    assert_eq!(
        messages("[book\ntitle = \"x\"\n[outptu]\n"),
        [
            "book.toml:1: TOML illisible : en-tête de table non fermé (« ] » attendu)",
            "book.toml:3: clé inconnue « outptu »",
        ]
    );
}

#[test]
fn an_unclosed_list_is_one_fault() {
    assert_eq!(
        messages("[book]\nauthors = [\"a\",\n[build]\n"),
        // the parser sees the list end at the next header
        ["book.toml:3: TOML illisible : liste non fermée (« ] » attendu)"]
    );
}

#[test]
fn a_misplaced_key_names_its_table() {
    let l = Loaded::read("title = \"x\"\n[book]\nbuild-dir = \"b\"\n");
    let hints: Vec<Option<&str>> = l.errors.iter().map(belongs_in).collect();
    assert_eq!(hints, [Some("book"), Some("build")]);
}

#[test]
fn a_table_opened_twice_says_where_first() {
    let l = Loaded::read("[book]\ntitle = \"x\"\n\n[book]\nsrc = \"c\"\n");
    assert_eq!(l.errors.len(), 1, "{:?}", l.errors);
    assert_eq!(
        l.errors[0].to_string(),
        "book.toml:4: TOML illisible : table « [book] » ouverte deux fois"
    );
    assert!(
        matches!(
            *l.errors[0].fault,
            Fault::Config(ConfigFault::DuplicateTable { first_line: 1, .. })
        ),
        "{:?}",
        l.errors[0]
    );
}

#[test]
fn a_missing_book_toml_is_said_in_french() {
    let dir = std::env::temp_dir().join(format!("arbitre-cfg-{}", std::process::id()));
    std::fs::create_dir_all(dir.join("book.toml")).unwrap();
    let l = Loaded::load(&dir);
    std::fs::remove_dir_all(&dir).unwrap();
    assert_eq!(
        l.errors[0].to_string(),
        "book.toml:1: lecture impossible : c'est un dossier"
    );
}

#[test]
fn mdbook_keys_arbitre_uses_are_read() {
    let text = "[book]\nlanguage = \"de\"\n[build]\ncreate-missing = false\n[output.html]\ninput-404 = \"lost.md\"\ncname = \"exemple.org\"\nplaypen = { editable = true }\n[output.html.redirect]\n\"/a.html\" = \"b.html\"\n\"/c.html#x\" = \"d.html\"\n\"../e.html\" = \"f.html\"\n[output.linkcheck]\nwarning-policy = \"error\"\nfollow-web-links = false\n";
    let l = Loaded::read(text);
    let c = &l.config;
    assert!(!c.build.create_missing);
    assert_eq!(c.output.html.input_404.as_deref(), Some("lost.md"));
    assert_eq!(c.output.html.cname.as_deref(), Some("exemple.org"));
    assert_eq!(c.output.outside_links, LinkLevel::Error);
    let r = &c.output.html.redirect;
    assert_eq!(
        (r.len(), r[0].from.as_str(), r[0].to.as_str(), r[0].line),
        (2, "/a.html", "b.html", 10)
    );
    // an anchor of an old path: kept, for the site's fragment map
    assert_eq!(
        (r[1].from.as_str(), r[1].to.as_str()),
        ("/c.html#x", "d.html")
    );
    let errors: Vec<String> = l.errors.iter().map(|p| p.to_string()).collect();
    assert_eq!(
        errors,
        ["book.toml:12: redirection « ../e.html » : l'ancienne adresse doit rester dans le site"]
    );
    let warnings: Vec<String> = l.warnings.iter().map(|p| p.to_string()).collect();
    assert_eq!(
        warnings,
        [
            "book.toml:2: arbitre n'a pas les mots d'interface de la langue « de » : les pages seront en anglais, sans typographie française",
            "book.toml:8: la table « [output.html.playpen] » est un réglage de mdBook qu'arbitre ignore",
            "book.toml:15: la clé « output.linkcheck.follow-web-links » est un réglage de mdBook qu'arbitre ignore",
        ]
    );
    let l = Loaded::read("[output.linkcheck]\ntraverse-parent-directories = true\n");
    assert_eq!(l.config.output.outside_links, LinkLevel::Ignore);
    let l = Loaded::read("[output.linkcheck]\nwarning-policy = \"loud\"\n");
    assert_eq!(
        l.errors[0].to_string(),
        "book.toml:2: « output.linkcheck.warning-policy » ne peut pas valoir « loud »"
    );
}

#[test]
fn link_levels_follow_the_layout_unless_written() {
    let level = |text: &str, src: &str| {
        let mut l = Loaded::read(text);
        assert!(l.errors.is_empty(), "{:?}", l.errors);
        l.config.book.src = src.to_string();
        (l.config.internal_links(), l.config.output.outside_links)
    };
    // arbitre's layout refuses dead links; mdBook's warns, as mdBook builds the book
    assert_eq!(level("", "content"), (LinkLevel::Error, LinkLevel::Warn));
    assert_eq!(level("", "src"), (LinkLevel::Warn, LinkLevel::Warn));
    assert_eq!(level("", "pages"), (LinkLevel::Warn, LinkLevel::Warn));
    // a book with mdbook-linkcheck asks for the check, unless the checker is optional
    let linkcheck = "[output.linkcheck]\n";
    assert_eq!(level(linkcheck, "src"), (LinkLevel::Error, LinkLevel::Warn));
    let optional = "[output.linkcheck]\noptional = true\n";
    assert_eq!(level(optional, "src"), (LinkLevel::Warn, LinkLevel::Warn));
    // written, the keys win over the layout and over [output.linkcheck]
    let warn = "[arbitre]\ninternal-links = \"warn\"\n";
    assert_eq!(level(warn, "content"), (LinkLevel::Warn, LinkLevel::Warn));
    let both = "[arbitre]\ninternal-links = \"error\"\noutside-links = \"error\"\n";
    assert_eq!(level(both, "src"), (LinkLevel::Error, LinkLevel::Error));
    let over =
        "[arbitre]\noutside-links = \"warn\"\n[output.linkcheck]\nwarning-policy = \"error\"\n";
    assert_eq!(level(over, "src").1, LinkLevel::Warn);
    // a value of neither kind: an error at the value, with the two allowed
    let l = Loaded::read("[arbitre]\ninternal-links = \"ignore\"\noutside-links = 1\n");
    let errors: Vec<String> = l.errors.iter().map(|p| p.to_string()).collect();
    assert_eq!(
        errors,
        [
            "book.toml:2: « arbitre.internal-links » ne peut pas valoir « ignore »",
            "book.toml:3: « arbitre.outside-links » attend un texte entre guillemets, pas un nombre entier",
        ]
    );
    assert_eq!(l.config.arbitre.internal_links, None);
}
