//! Bad examples and their diagnostics: every file under tests/fixtures/diagnostics/ is
//! one example's YAML; its report is compared to an insta snapshot, and no report may
//! hold English (the contract's own tokens aside: keys, preset ids, notation).

use arbitre::example::{check, diagnostic, load};
use std::path::Path;

fn fixtures() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/diagnostics")
}

/// The report of one example as `arbitre check` prints it.
fn report(name: &str, body: &str) -> String {
    let page = Path::new("content").join(format!("{name}.md"));
    // The block's first line is the page's line 10, as after a short front matter.
    let loaded = match load::load(&fixtures(), &page, 10, body) {
        Ok(l) => l,
        Err((sources, f)) => return diagnostic::render(&sources, &f),
    };
    match check::check(&loaded.example, None) {
        Ok(c) if c.failures.is_empty() => "(aucun problème)\n".to_string(),
        Ok(c) => c
            .failures
            .iter()
            .map(|f| diagnostic::render(&loaded.sources, f))
            .collect(),
        Err(f) => diagnostic::render(&loaded.sources, &f),
    }
}

fn cases() -> Vec<(String, String)> {
    let mut names: Vec<_> = std::fs::read_dir(fixtures())
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "yaml"))
        .collect();
    names.sort();
    names
        .into_iter()
        .map(|p| {
            let name = p.file_stem().unwrap().to_string_lossy().into_owned();
            (name, std::fs::read_to_string(&p).unwrap())
        })
        .collect()
}

#[test]
fn every_bad_example_has_its_diagnostic() {
    let cases = cases();
    assert!(cases.len() >= 25, "{}", cases.len());
    for (name, body) in cases {
        let text = report(&name, &body);
        assert!(text.starts_with("erreur: "), "{name}: {text}");
        insta::assert_snapshot!(name.clone(), text);
    }
}

/// English words that no French diagnostic uses (lower case, whole words).
const ENGLISH: &[&str] = &[
    "the",
    "is",
    "are",
    "not",
    "no",
    "expected",
    "found",
    "while",
    "parsing",
    "invalid",
    "unknown",
    "cannot",
    "must",
    "does",
    "did",
    "allowed",
    "with",
    "should",
    "error",
    "piece",
    "square",
    "occupied",
    "rank",
    "such",
    "this",
    "there",
    "only",
    "of",
    "to",
    "in",
    "and",
    "be",
    "one",
    "got",
    "known",
    "number",
    "key",
    "value",
    "mapping",
    "sequence",
    "scalar",
    "indentation",
    "missing",
    "string",
    "boolean",
];

/// The lines a diagnostic writes itself: its headline, `trouvé` and `aide`, without
/// the echoed source line nor what sits between « » (the author's own text).
fn own_words(report: &str) -> Vec<String> {
    let mut words = Vec::new();
    for line in report.lines() {
        let line = line.trim_start();
        let Some(text) = line
            .strip_prefix("erreur: ")
            .or_else(|| line.split_once("= trouvé : ").map(|x| x.1))
            .or_else(|| line.split_once("= aide : ").map(|x| x.1))
        else {
            continue;
        };
        let mut outside = String::new();
        let mut depth = 0;
        for c in text.chars() {
            match c {
                '«' => depth += 1,
                '»' => depth -= 1,
                _ if depth == 0 => outside.push(c),
                _ => {}
            }
        }
        words.extend(
            outside
                .split(|c: char| !c.is_alphabetic() && c != '\'')
                .filter(|w| !w.is_empty())
                .map(str::to_lowercase),
        );
    }
    words
}

#[test]
fn no_diagnostic_speaks_english() {
    for (name, body) in cases() {
        let text = report(&name, &body);
        let english: Vec<String> = own_words(&text)
            .into_iter()
            .filter(|w| ENGLISH.contains(&w.as_str()))
            .collect();
        assert!(english.is_empty(), "{name}: {english:?} in\n{text}");
    }
}

#[test]
fn the_word_list_catches_english() {
    let english = "erreur: YAML illisible : while parsing a flow sequence, expected ',' or ']'\n";
    assert!(
        own_words(english)
            .iter()
            .any(|w| ENGLISH.contains(&w.as_str()))
    );
}

#[test]
fn bughouse_moves_may_be_written_with_a_space() {
    let moves = arbitre::notation::commands::run_moves_command("bughouse", "start", "A. e4 a. e5")
        .expect("A. e4 a. e5 is two moves");
    assert!(moves.iter().any(|m| m.starts_with("A.")), "{moves:?}");
    let two = arbitre::notation::split_moves("A. e4 b.e5 12B. Nf3");
    assert_eq!(two, vec!["A. e4", "b.e5", "12B. Nf3"]);
}

#[test]
fn an_unknown_page_game_is_reported_once_at_the_front_matter() {
    use arbitre::site::{self, PlainRenderer};
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    std::fs::create_dir_all(root.join("content")).unwrap();
    std::fs::write(root.join("book.toml"), "[book]\ntitle = \"Essai\"\n").unwrap();
    std::fs::write(
        root.join("content/SUMMARY.md"),
        "# Sommaire\n\n- [Page](page.md)\n",
    )
    .unwrap();
    let block = "```position\nsetup: start\nexpect:\n  next: white\n```\n\n";
    std::fs::write(
        root.join("content/page.md"),
        format!("---\ntitle: Page\ngame: chesss\n---\n# Page\n\n{block}{block}"),
    )
    .unwrap();
    let report = site::check(root, &PlainRenderer).unwrap();
    assert!(!report.ok());
    let all: Vec<String> = report
        .problems
        .iter()
        .map(|p| p.to_string())
        .chain(report.diagnostics.iter().cloned())
        .collect();
    let said: Vec<&String> = all.iter().filter(|m| m.contains("chesss")).collect();
    assert_eq!(said.len(), 1, "{all:#?}");
    assert!(said[0].contains("content/page.md:3"), "{said:?}");
    assert!(said[0].contains("« chess »"), "{said:?}");
}
