//! Position examples checked end to end through the command line: a book whose
//! examples all hold passes; a book with every kind of mistake fails with one
//! rustc-style report per mistake, at the right file and line.

use std::path::Path;
use std::process::Command;

fn check(book: &Path) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_arbitre"))
        .arg("check")
        .arg(book)
        .output()
        .expect("run arbitre");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn fixture(name: &str) -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/examples")
        .join(name)
}

#[test]
fn a_book_of_true_examples_passes() {
    let (code, stdout, stderr) = check(&fixture("passing"));
    assert_eq!(
        stdout.lines().last(),
        Some("8 passed, 0 failed"),
        "{stderr}"
    );
    assert_eq!(code, 0, "{stderr}");
}

#[test]
fn every_kind_of_mistake_is_reported_at_its_line() {
    let (code, stdout, stderr) = check(&fixture("failing"));
    assert_eq!(code, 1);
    assert_eq!(stdout.lines().last(), Some("0 passed, 9 failed, 1 skipped"));
    // Examples are checked in parallel; reports come in page order all the same.
    insta::assert_snapshot!(stderr);
}

#[test]
fn acts_scores_and_clocks_are_claims_with_their_own_reports() {
    let (code, stdout, stderr) = check(&fixture("forms"));
    assert_eq!(code, 1);
    assert_eq!(stdout.lines().last(), Some("5 passed, 11 failed"));
    insta::assert_snapshot!(stderr);
}

#[test]
fn a_changed_claim_turns_a_passing_book_into_a_failing_one() {
    let dir = tempfile::tempdir().unwrap();
    let src = fixture("passing");
    for entry in walkdir::WalkDir::new(&src) {
        let entry = entry.unwrap();
        let to = dir.path().join(entry.path().strip_prefix(&src).unwrap());
        if entry.file_type().is_dir() {
            std::fs::create_dir_all(&to).unwrap();
        } else {
            std::fs::copy(entry.path(), &to).unwrap();
        }
    }
    let page = dir.path().join("content/exemples.md");
    let text = std::fs::read_to_string(&page).unwrap();
    std::fs::write(
        &page,
        text.replace("stalemate: [black]", "stalemate: [white]"),
    )
    .unwrap();
    let (code, stdout, stderr) = check(dir.path());
    assert_eq!(code, 1);
    assert_eq!(stdout.lines().last(), Some("7 passed, 1 failed"));
    assert!(stderr.contains("« stalemate: [white] »"), "{stderr}");
    assert!(stderr.contains("content/exemples.md:"), "{stderr}");
}

#[test]
fn build_refuses_to_write_a_site_with_a_false_example() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("site");
    let status = Command::new(env!("CARGO_BIN_EXE_arbitre"))
        .arg("build")
        .arg(fixture("failing"))
        .arg("-o")
        .arg(&out)
        .output()
        .expect("run arbitre");
    assert_eq!(status.status.code(), Some(1));
    assert!(!out.exists(), "no half-written output");
}

#[test]
fn the_club_guide_examples_all_hold() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let (code, stdout, stderr) = check(root);
    let last = stdout.lines().last().unwrap_or_default().to_string();
    assert!(
        last.ends_with(", 0 failed") || last.contains(", 0 failed,"),
        "{last}\n{stderr}"
    );
    assert_eq!(code, 0, "{stderr}");
}

#[test]
fn clocks_written_beside_bughouse_moves_reach_the_game() {
    use arbitre::example::{check::check, load::load};
    use arbitre::rules::Game;
    let dir = tempfile::tempdir().unwrap();
    let body = "game: bughouse\nsetup: start\nmoves: [\"1A. e4{179.051}\", \"1a. e5{-0.576}\"]\n";
    let loaded = load(dir.path(), Path::new("content/p.md"), 1, body).unwrap();
    let checked = check(&loaded.example, None).unwrap();
    let game = &checked.last().game;
    let clock = |id: &str| {
        let seat = game
            .seats()
            .into_iter()
            .find(|s| game.seat_id(*s) == id)
            .unwrap();
        game.clock_ms(seat)
    };
    assert_eq!(clock("A"), Some(179_051));
    assert_eq!(clock("a"), Some(-576));
    assert_eq!(
        clock("B"),
        Some(180_000),
        "untouched clocks keep the preset's 3 minutes"
    );
}
