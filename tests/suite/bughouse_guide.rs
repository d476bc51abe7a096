//! The guide's bughouse examples (content/bughouse/*.md, checked by the club with
//! python-chess-bughouse) all hold for our engine: each `position` block is loaded and
//! checked as `arbitre check` does.

use arbitre::example::check::check;
use arbitre::example::load::load;
use std::path::Path;

/// The `position` blocks of a page: (line of the first content line, body).
fn position_blocks(text: &str) -> Vec<(usize, String)> {
    let mut blocks = Vec::new();
    let mut current: Option<(usize, String)> = None;
    for (i, line) in text.lines().enumerate() {
        match &mut current {
            None if line.trim_start().starts_with("```position") && !line.contains("ignore") => {
                current = Some((i + 2, String::new()));
            }
            Some(_) if line.trim_start().starts_with("```") => blocks.extend(current.take()),
            Some((_, body)) => {
                body.push_str(line);
                body.push('\n');
            }
            None => {}
        }
    }
    blocks
}

#[test]
fn every_bughouse_example_of_the_guide_holds() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut checked = 0;
    let mut failures = Vec::new();
    for page in ["faq.md", "fin.md", "mat.md", "regles.md"] {
        let rel = Path::new("content/bughouse").join(page);
        let text = std::fs::read_to_string(root.join(&rel)).expect("page");
        for (line, body) in position_blocks(&text) {
            let loaded = match load(root, &rel, line, &body) {
                Ok(l) => l,
                Err((_, f)) => {
                    failures.push(format!(
                        "{page}:{line}: {} — {}",
                        f.claim,
                        arbitre::fr::example::found(&f)
                    ));
                    continue;
                }
            };
            match check(&loaded.example, Some("bughouse")) {
                Ok(run) => failures.extend(run.failures.iter().map(|f| {
                    format!(
                        "{page}:{line}: {} — {}",
                        f.claim,
                        arbitre::fr::example::found(f)
                    )
                })),
                Err(f) => failures.push(format!(
                    "{page}:{line}: {} — {}",
                    f.claim,
                    arbitre::fr::example::found(&f)
                )),
            }
            checked += 1;
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert_eq!(checked, 42, "the bughouse pages hold 42 examples");
}
