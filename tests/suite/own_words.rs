//! The guide is written in our own words: no long run of a source text (../shared/seeds,
//! present beside the repository in development and CI) may appear in content/.
//! Short runs are fine (terms, a list of pieces, the name of a rule set).

use std::path::Path;

/// Lower case, one space for any run of whitespace, typographic apostrophes as plain ones.
fn normalise(text: &str) -> Vec<char> {
    let text = text.replace('\u{2019}', "'").to_lowercase();
    text.split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .chars()
        .collect()
}

const LONGEST_SHARED_RUN: usize = 90;

#[test]
fn no_long_passage_of_a_source_is_copied_into_the_guide() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let seeds = root.join("../shared/seeds");
    let Ok(entries) = std::fs::read_dir(&seeds) else {
        eprintln!(
            "source texts absent ({}): nothing to compare",
            seeds.display()
        );
        return;
    };
    let mut sources = String::new();
    for e in entries.flatten() {
        if e.path().extension().is_some_and(|x| x == "txt") {
            sources.push_str(&std::fs::read_to_string(e.path()).unwrap_or_default());
            sources.push('\n');
        }
    }
    let sources: String = normalise(&sources).into_iter().collect();
    let mut copied = Vec::new();
    for entry in walkdir::WalkDir::new(root.join("content")) {
        let entry = entry.unwrap();
        if entry.path().extension().is_none_or(|x| x != "md") {
            continue;
        }
        let page = normalise(&std::fs::read_to_string(entry.path()).unwrap());
        let mut i = 0;
        while i + LONGEST_SHARED_RUN <= page.len() {
            let window: String = page[i..i + LONGEST_SHARED_RUN].iter().collect();
            if sources.contains(&window) {
                copied.push(format!("{}: « {window} »", entry.path().display()));
                i += LONGEST_SHARED_RUN;
            } else {
                i += 1;
            }
        }
    }
    assert!(
        copied.is_empty(),
        "passages copied from the sources:\n{}",
        copied.join("\n")
    );
}
