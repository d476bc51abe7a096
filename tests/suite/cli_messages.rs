//! The messages a newcomer met first (issue « a newcomer's first hour »), each from the
//! real binary at its file:line:col, each compared to its snapshot: a move of the side
//! not on move, a square off the board, an unknown preset, `pieces:` written as a list.
//! (`moves` in a finished game: `cli_conventions`.)
use std::path::Path;
use std::process::Command;

const BIN: &str = env!("CARGO_BIN_EXE_arbitre");

/// `arbitre check`'s report (stderr, then the summary line) of a book whose one page
/// holds `page`; the check must fail.
fn report(page: &str) -> String {
    let tmp = tempfile::tempdir().unwrap();
    let root = tmp.path();
    let files = [
        ("book.toml", "[book]\ntitle = \"T\"\n"),
        ("content/SUMMARY.md", "[A](a.md)\n"),
        ("content/a.md", page),
    ];
    for (path, text) in files {
        let p = root.join(path);
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(p, text).unwrap();
    }
    let out = Command::new(BIN)
        .arg("check")
        .current_dir(Path::new(root))
        .env("NO_COLOR", "1")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    format!(
        "{}{}",
        String::from_utf8_lossy(&out.stderr),
        String::from_utf8_lossy(&out.stdout)
    )
}

fn page(game: &str, block: &str) -> String {
    format!("---\ntitle: A\ngame: {game}\n---\n# A\n\n```position\n{block}```\n")
}

#[test]
fn a_move_of_the_side_not_on_move_says_whose_turn_it_is() {
    let r = report(&page("chess", "setup: start\nmoves: [e4, Qh5]\n"));
    assert!(r.contains("c'est aux Noirs de jouer"), "{r}");
    assert!(r.contains("des Noirs") && !r.contains("de les"), "{r}");
    insta::assert_snapshot!("side_not_on_move", r);
}

#[test]
fn an_off_board_square_is_named() {
    let r = report(&page("chess", "setup: start\nmoves: [Rh9]\n"));
    assert!(
        r.contains("h9 n'est pas une case du plateau (de a1 à h8)"),
        "{r}"
    );
    insta::assert_snapshot!("off_board_square", r);
    // four-player chess: its own corners
    let r = report(&page("chess4-teams", "setup: start\nmoves: [e2-e15]\n"));
    assert!(r.contains("e15 n'est pas une case du plateau"), "{r}");
}

#[test]
fn an_unknown_preset_lists_the_presets_it_begins() {
    let r = report(&page("chess", "game: chess4\nsetup: start\n"));
    assert!(r.contains("jeux connus : chess, chess4-teams"), "{r}");
    assert!(r.ends_with("0 passed, 1 failed\n"), "{r}");
    insta::assert_snapshot!("unknown_preset", r);
}

#[test]
fn pieces_as_a_list_shows_the_shape() {
    let r = report(&page("chess", "pieces: [Ke1, Ke8]\nturn: white\n"));
    assert!(
        r.contains("pieces: { white: [Ke1, Qd1, e2], black: [Ke8] }"),
        "{r}"
    );
    insta::assert_snapshot!("pieces_shape", r);
}
