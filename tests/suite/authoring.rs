//! The authors' tools end to end through the command line: `check --bless` on a copy of
//! a book with wrong claims, `coverage` on a fixture (its table snapshot-tested), and
//! `arbitre mdbook` driven by a real `mdbook build`.

use crate::site_common::{copy_dir, fixtures, snapshot_tree};
use std::path::{Path, PathBuf};
use std::process::Command;

fn arbitre(args: &[&str], dir: Option<&Path>) -> (i32, String, String) {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_arbitre"));
    cmd.args(args);
    if let Some(d) = dir {
        cmd.current_dir(d);
    }
    let out = cmd.output().expect("run arbitre");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn copy_fixture(rel: &str) -> (tempfile::TempDir, PathBuf) {
    let tmp = tempfile::tempdir().unwrap();
    let root = tmp.path().join("livre");
    copy_dir(&fixtures().join(rel), &root);
    (tmp, root)
}

fn text(p: &Path) -> String {
    std::fs::read_to_string(p).unwrap()
}

// ------------------------------------------------------------------------ bless

#[test]
fn bless_turns_wrong_claims_into_a_passing_book_and_touches_nothing_else() {
    let (_tmp, book) = copy_fixture("authoring/bless/book");
    let b = book.to_str().unwrap();
    let before = snapshot_tree(&book);
    // without --bless nothing is written
    let (code, _, _) = arbitre(&["check", b], None);
    assert_eq!(code, 1);
    assert_eq!(snapshot_tree(&book), before);

    let (code, stdout, stderr) = arbitre(&["check", "--bless", b], None);
    assert_eq!(code, 0, "{stdout}\n{stderr}");
    assert_eq!(
        stdout.lines().last(),
        Some("8 passed, 0 failed"),
        "{stdout}"
    );
    // the summary: one `file:line: old → new` per change
    for line in [
        "content/echecs.md:23: next: [noir] → next: [white]",
        "content/echecs.md:24: check: - white → check: []",
        "content/echecs.md:26: legal: - Nf3 - e4-e5 → legal: [Nf3]",
        "content/echecs.md:26: (rien) → illegal: [e4-e5]",
        "content/echecs.md:29: g1: [f3, h3] → g1: [f3, h3, e2]",
        "content/echecs.md:35: illegal: [e4, Ke2] → illegal: [Ke2]",
        "content/echecs.md:35: (rien) → legal: [e4]",
        "content/echecs.md:52: draw: true → draw: false",
        "content/echecs.md:53: end: agreement → (retiré : la partie n'est pas terminée)",
        "content/positions/berger.yaml:5: checkmate: [white] → checkmate: [black]",
        "content/positions/berger.yaml:6: winner: [black] → winner: [white]",
        "content/quatre.md:10: next: yellow → next: blue",
        "content/quatre.md:11: red: 3 → red: 0",
    ] {
        assert!(stdout.contains(line), "missing « {line} » in:\n{stdout}");
    }
    // byte for byte the expected files: only the claims changed
    let expected = fixtures().join("authoring/bless/blessed");
    for rel in [
        "content/echecs.md",
        "content/quatre.md",
        "content/positions/berger.yaml",
    ] {
        assert_eq!(text(&book.join(rel)), text(&expected.join(rel)), "{rel}");
    }
    for rel in ["book.toml", "content/SUMMARY.md"] {
        assert_eq!(
            text(&book.join(rel)),
            text(&fixtures().join("authoring/bless/book").join(rel))
        );
    }
    // no temporary file left beside the pages
    let after = snapshot_tree(&book);
    assert_eq!(
        after.iter().map(|(p, _)| p).collect::<Vec<_>>(),
        before.iter().map(|(p, _)| p).collect::<Vec<_>>()
    );
    // a following check passes, and blessing again changes nothing
    let (code, stdout, _) = arbitre(&["check", b], None);
    assert_eq!((code, stdout.trim()), (0, "8 passed, 0 failed"));
    let (code, stdout, _) = arbitre(&["check", "--bless", b], None);
    assert_eq!((code, stdout.trim()), (0, "8 passed, 0 failed"));
    assert_eq!(snapshot_tree(&book), after);
}

#[test]
fn bless_rewrites_acts_scores_and_clocks() {
    let tmp = tempfile::tempdir().unwrap();
    let book = tmp.path();
    std::fs::create_dir_all(book.join("content")).unwrap();
    std::fs::write(book.join("book.toml"), "[book]\ntitle = \"Formes\"\n").unwrap();
    std::fs::write(
        book.join("content/SUMMARY.md"),
        "# Sommaire\n\n- [Page](page.md)\n",
    )
    .unwrap();
    let page = "# Page\n\n```position\ngame: chess4-ffa\nexpect:\n  illegal: [{claim_win: red}, {resign: red}]\n  scores: none\n```\n\n```position\ngame: chess4-teams\nexpect:\n  scores: {red: 0}\n```\n\n```position\ngame: bughouse\nmoves: [\"1A. e4{179.051}\"]\nexpect:\n  clocks: {A: \"3:00\"}\n```\n";
    std::fs::write(book.join("content/page.md"), page).unwrap();
    let b = book.to_str().unwrap();
    let (code, stdout, stderr) = arbitre(&["check", "--bless", b], None);
    assert_eq!(code, 0, "{stdout}\n{stderr}");
    for line in [
        "content/page.md:6: illegal: [{claim_win: red}, {resign: red}] → illegal: [{claim_win: red}]",
        "content/page.md:6: (rien) → legal: [{resign: red}]",
        "content/page.md:7: scores: none → scores: {red: 0, blue: 0, yellow: 0, green: 0}",
        "content/page.md:13: scores: {red: 0} → scores: none",
        "content/page.md:20: A: \"3:00\" → A: \"2:59.051\"",
    ] {
        assert!(stdout.contains(line), "missing « {line} » in:\n{stdout}");
    }
    assert_eq!(stdout.lines().last(), Some("3 passed, 0 failed"));
    let (code, stdout, _) = arbitre(&["check", b], None);
    assert_eq!((code, stdout.trim()), (0, "3 passed, 0 failed"));
}

#[test]
fn examples_that_cannot_run_are_not_blessed() {
    let (_tmp, book) = copy_fixture("authoring/bless/stuck");
    let b = book.to_str().unwrap();
    let page = book.join("content/page.md");
    let before = text(&page);
    let (code, stdout, stderr) = arbitre(&["check", "--bless", b], None);
    assert_eq!(code, 1, "{stdout}\n{stderr}");
    assert!(
        stdout.contains("content/page.md:26: next: white → next: black"),
        "{stdout}"
    );
    assert_eq!(stdout.lines().last(), Some("1 passed, 2 failed"));
    assert!(stderr.contains("--> content/page.md:10:"), "{stderr}");
    assert!(stderr.contains("Coup « e4 » impossible"), "{stderr}");
    assert!(stderr.contains("YAML illisible"), "{stderr}");
    assert!(stderr.contains("--> content/page.md:18:"), "{stderr}");
    // only the blessed line changed
    let after = text(&page);
    let changed: Vec<(&str, &str)> = before
        .lines()
        .zip(after.lines())
        .filter(|(a, b)| a != b)
        .collect();
    assert_eq!(
        changed,
        [("expect: {next: white}", "expect: {next: black}")]
    );
    assert_eq!(before.lines().count(), after.lines().count());
}

// --------------------------------------------------------------------- coverage

#[test]
fn coverage_of_a_fixture_book() {
    let book = fixtures().join("examples/passing");
    let (code, stdout, stderr) = arbitre(&["coverage", book.to_str().unwrap()], None);
    assert_eq!(code, 0, "{stderr}");
    // gaps first, before any preset's table
    let gaps = stdout.find("Lacunes").expect("a gap list");
    let chess = stdout.find("\nchess — ").expect("the chess table");
    assert!(gaps < chess);
    // each count names the examples behind it, `page.md:line`, that an editor opens
    let row = stdout
        .lines()
        .find(|l| l.contains("checkmate") && l.contains(".md:"))
        .expect("a counted row with its places");
    let place = row.split_whitespace().find(|w| w.contains(".md:")).unwrap();
    let (page, line) = place.trim_end_matches(',').rsplit_once(':').unwrap();
    let text = std::fs::read_to_string(book.join("src").join(page))
        .or_else(|_| std::fs::read_to_string(book.join(page)))
        .unwrap();
    let at = text
        .lines()
        .nth(line.parse::<usize>().unwrap() - 2)
        .unwrap();
    assert!(at.starts_with("```position"), "{place}: {at}");
    insta::assert_snapshot!(stdout);
}

#[test]
fn coverage_writes_a_standalone_page_outside_the_site() {
    let (_tmp, book) = copy_fixture("examples/passing");
    let b = book.to_str().unwrap();
    let page = book.join("couverture.html");
    let (code, _, stderr) = arbitre(&["coverage", b, "--html", page.to_str().unwrap()], None);
    assert_eq!(code, 0, "{stderr}");
    let html = text(&page);
    assert!(html.starts_with("<!doctype html>"));
    assert!(html.contains("<html lang=\"fr\">"));
    assert!(html.contains("Lacunes"));
    assert!(!html.contains("src=\"http") && !html.contains("href=\"http"));
    // never into the built site
    std::fs::create_dir_all(book.join("book")).unwrap();
    let inside = book.join("book/couverture.html");
    let (code, _, stderr) = arbitre(&["coverage", b, "--html", inside.to_str().unwrap()], None);
    assert_eq!(code, 1);
    assert!(stderr.contains("site construit"), "{stderr}");
    assert!(!inside.exists());
}

// ----------------------------------------------------------------------- mdbook

#[test]
fn mdbook_supports_any_renderer() {
    assert_eq!(arbitre(&["mdbook", "supports", "html"], None).0, 0);
}

/// mdBook 0.5 (`tools.rs` says where it is looked for; scripts/test.sh installs it).
fn mdbook() -> PathBuf {
    super::tools::mdbook()
}

/// `mdbook build` with our binary first on PATH (book.toml says `arbitre mdbook`).
fn mdbook_build(mdbook: &Path, book: &Path) -> (i32, String) {
    let bin_dir = Path::new(env!("CARGO_BIN_EXE_arbitre")).parent().unwrap();
    let path = std::env::join_paths(std::iter::once(bin_dir.to_path_buf()).chain(
        std::env::split_paths(&std::env::var_os("PATH").unwrap_or_default()),
    ))
    .unwrap();
    let out = Command::new(mdbook)
        .arg("build")
        .arg(book)
        .env("PATH", path)
        .output()
        .expect("run mdbook");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn mdbook_version_is_0_5() {
    let mdbook = mdbook();
    let out = Command::new(mdbook).arg("--version").output().unwrap();
    let v = String::from_utf8_lossy(&out.stdout);
    assert!(v.contains("v0.5."), "{v}");
}

#[test]
fn a_real_mdbook_build_draws_checked_examples() {
    let mdbook = mdbook();
    let (_tmp, book) = copy_fixture("mdbook/passing");
    let (code, stdout, stderr) = arbitre(&["mdbook", "install", book.to_str().unwrap()], None);
    assert_eq!(code, 0, "{stderr}");
    assert!(stdout.contains("[preprocessor.arbitre]"), "{stdout}");
    let (code, stderr) = mdbook_build(&mdbook, &book);
    assert_eq!(code, 0, "{stderr}");
    assert!(stderr.contains("arbitre : 2 passed, 0 failed"), "{stderr}");
    let page = text(&book.join("book/roque.html"));
    assert!(!page.contains("```position") && !page.contains("language-position"));
    assert!(
        page.contains("<figure class=\"board-example interactive\""),
        "{page}"
    );
    assert!(page.contains("role=\"img\""));
    assert!(page.contains("Les Blancs peuvent roquer des deux côtés."));
    assert!(page.contains("class=\"board-data\""));
    // mdBook 0.5 names the files with a hash: arbitre-diagrammes-1a2b3c4d.css
    assert!(
        page.contains("arbitre-diagrammes-") && page.contains("<script src=\"arbitre-diagrammes-")
    );
    // an ordinary code block is left to mdBook
    assert!(page.contains("fn main()"));
    let berger = text(&book.join("book/berger.html"));
    assert!(berger.contains("Le mat du berger.") && berger.contains("<svg"));
    let copied = std::fs::read_dir(book.join("book"))
        .unwrap()
        .filter_map(|e| e.ok())
        .filter(|e| {
            e.file_name()
                .to_string_lossy()
                .starts_with("arbitre-diagrammes")
        })
        .count();
    assert_eq!(copied, 2);
}

#[test]
fn a_false_claim_fails_mdbook_build_at_the_written_line() {
    let mdbook = mdbook();
    let (_tmp, book) = copy_fixture("mdbook/failing");
    arbitre(&["mdbook", "install", book.to_str().unwrap()], None);
    let (code, stderr) = mdbook_build(&mdbook, &book);
    assert_ne!(code, 0, "{stderr}");
    assert!(
        stderr.contains("erreur: affirmation fausse : « next: [white] »"),
        "{stderr}"
    );
    // line 9 of src/faux.md as written, the {{#include}} above it notwithstanding
    assert!(stderr.contains("--> src/faux.md:9:3"), "{stderr}");
    assert!(stderr.contains("arbitre : 0 passed, 1 failed"), "{stderr}");
}
