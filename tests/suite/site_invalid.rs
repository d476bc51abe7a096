//! Invalid books: each folder under tests/fixtures/invalid/ must fail `check` and `build`
//! with exactly the messages listed in its expected.txt (each a `file:line: message`
//! prefix), and write nothing.
use crate::site_common;

use arbitre::site::{self, PlainRenderer};
use site_common::{fixture_book, fixtures};

fn invalid_books() -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(fixtures().join("invalid"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

#[test]
fn every_invalid_book_fails_with_its_own_message() {
    let names = invalid_books();
    assert!(names.len() >= 10, "{names:?}");
    let mut seen_messages = std::collections::BTreeSet::new();
    for name in names {
        let (_tmp, root) = fixture_book("invalid", &name);
        let expected: Vec<String> = std::fs::read_to_string(root.join("expected.txt"))
            .unwrap()
            .lines()
            .map(str::to_string)
            .collect();
        for report in [
            site::check(&root, &PlainRenderer).unwrap(),
            site::build(&root, None, &PlainRenderer).unwrap(),
        ] {
            assert!(!report.ok(), "{name} passed");
            let got: Vec<String> = report.problems.iter().map(|p| p.to_string()).collect();
            assert_eq!(got.len(), expected.len(), "{name}: {got:#?}");
            for (g, e) in got.iter().zip(&expected) {
                assert!(
                    g.starts_with(e.as_str()),
                    "{name}: got {g:?}, expected {e:?}"
                );
            }
            seen_messages.insert(got.join("\n"));
        }
        assert!(!root.join("book").exists(), "{name}: nothing written");
    }
    // each book fails for its own reason
    assert_eq!(seen_messages.len(), invalid_books().len());
}

#[test]
fn bad_toml_message_names_the_problem() {
    let (_tmp, root) = fixture_book("invalid", "bad-toml");
    let report = site::check(&root, &PlainRenderer).unwrap();
    let msg = report.problems[0].to_string();
    assert!(msg.len() > "book.toml:1: TOML invalide : ".len(), "{msg}");
    assert!(!msg.contains('\n'), "one line: {msg}");
}

#[test]
fn missing_book_is_an_error_value() {
    let tmp = tempfile::tempdir().unwrap();
    let err = site::check(&tmp.path().join("absent"), &PlainRenderer).unwrap_err();
    assert!(err.to_string().contains("livre introuvable"), "{err}");
    let err = site::check(tmp.path(), &PlainRenderer).unwrap_err();
    assert!(err.to_string().contains("book.toml absent"), "{err}");
}
