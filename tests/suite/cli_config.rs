//! book.toml and the command line, from the real binary: every fault of a book.toml in
//! one run, once each, with its line; mdBook's keys as warnings; command lines that go one
//! verb deep (`arbitre mdbook supports`) or are not UTF-8.
use std::ffi::OsStr;

use crate::cli_diagnostics::run_in;

/// A book with this book.toml and one page.
fn book(toml: &str) -> tempfile::TempDir {
    let tmp = tempfile::tempdir().unwrap();
    std::fs::write(tmp.path().join("book.toml"), toml).unwrap();
    std::fs::create_dir_all(tmp.path().join("content")).unwrap();
    std::fs::write(
        tmp.path().join("content/SUMMARY.md"),
        "# Sommaire\n\n- [A](a.md)\n",
    )
    .unwrap();
    std::fs::write(tmp.path().join("content/a.md"), "# A\n").unwrap();
    tmp
}

/// The headlines and `-->` lines of a report.
fn headlines(stderr: &str) -> Vec<String> {
    stderr
        .lines()
        .filter(|l| l.starts_with("erreur: ") || l.starts_with("  --> "))
        .map(str::to_string)
        .collect()
}

#[test]
fn every_book_toml_fault_once_with_its_line() {
    // a broken header, a bare word, a misplaced key, an unknown table after them
    let tmp = book(
        "[book\ntitle = \"T\"\n\n[output.html]\nsite-url = adresse\n\nbuild-dir = \"b\"\n[outptu]\n",
    );
    let (code, stdout, stderr) = run_in(tmp.path(), &["check"]);
    assert_eq!(code, 1, "{stderr}");
    assert_eq!(
        headlines(&stderr),
        [
            "erreur: TOML illisible : en-tête de table non fermé (« ] » attendu)",
            "  --> book.toml:1:6",
            "erreur: TOML illisible : un texte doit être entre guillemets",
            "  --> book.toml:5:12",
            "erreur: clé inconnue « build-dir » dans [output.html]",
            "  --> book.toml:7:1",
            "erreur: clé inconnue « outptu »",
            "  --> book.toml:8:2",
        ],
        "{stderr}"
    );
    assert!(
        stderr.contains("= aide : « build-dir » se place dans la table [build]"),
        "{stderr}"
    );
    assert!(
        stderr.contains("= aide : vouliez-vous dire « output » ?"),
        "{stderr}"
    );
    assert_eq!(stdout.lines().last(), Some("0 passed, 4 failed"));
}

#[test]
fn an_mdbook_book_toml_builds_with_one_warning_per_key_it_ignores() {
    // mathjax-support, [output.html.playground] and [preprocessor.toc] are used: no word
    // that they are ignored
    let tmp = book(
        "[book]\ntitle = \"T\"\nlanguage = \"fr\"\n\n[output.html]\ncurly-quotes = true\nmathjax-support = true\n\n[output.html.playground]\nrunnable = false\n\n[output.pdf]\n\n[preprocessor.toc]\ncommand = \"mdbook-toc\"\noptional = true\n",
    );
    let (code, stdout, stderr) = run_in(tmp.path(), &["check"]);
    assert_eq!(code, 0, "{stderr}");
    let warnings: Vec<&str> = stderr
        .lines()
        .filter(|l| l.starts_with("attention: "))
        .collect();
    assert_eq!(
        warnings,
        [
            "attention: la clé « output.html.curly-quotes » est un réglage de mdBook qu'arbitre ignore",
            "attention: la table « [output.pdf] » est un réglage de mdBook qu'arbitre ignore",
            // (mdbook-toc is not installed here: skipped, as mdBook says too)
            "attention: préprocesseur « toc » : commande « mdbook-toc » introuvable, mais il est marqué optionnel (`optional = true`) : le livre est construit sans lui",
        ]
    );
    assert_eq!(stdout.lines().last(), Some("0 passed, 0 failed"));
}

#[test]
fn a_nested_verb_is_refused_with_its_own_commands_and_help() {
    let tmp = tempfile::tempdir().unwrap();
    let (code, _, stderr) = run_in(tmp.path(), &["mdbook", "suports", "html"]);
    assert_eq!(code, 2);
    assert_eq!(
        stderr,
        "erreur: commande inconnue « suports » (commandes : supports, install) ; vouliez-vous dire « supports » ? (voir arbitre mdbook --help)\n"
    );
    let (code, _, stderr) = run_in(tmp.path(), &["mdbook", "supports"]);
    assert_eq!(code, 2);
    assert_eq!(
        stderr,
        "erreur: argument obligatoire manquant : <RENDU> (voir arbitre mdbook supports --help)\n"
    );
}

#[cfg(unix)]
#[test]
fn an_argument_that_is_not_utf8_is_refused_without_a_panic() {
    use std::os::unix::ffi::OsStrExt;
    let tmp = tempfile::tempdir().unwrap();
    let bad = OsStr::from_bytes(b"\xff");
    for args in [vec![bad], vec![OsStr::new("moves"), bad]] {
        let (code, stdout, stderr) = run_in(tmp.path(), &args);
        assert_eq!(code, 2, "{stderr}");
        assert_eq!(stdout, "");
        assert!(stderr.starts_with("erreur: "), "{stderr}");
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
        assert!(!stderr.contains("panicked"), "{stderr}");
    }
}
