//! A position given as it stands (no `moves:`): `checkmate:` and `stalemate:` name the
//! players that position mates or stalemates, never their partners (issue 11: a mated
//! bughouse player was reported together with the partner who shares the loss).

use arbitre::example::check::check;
use arbitre::example::load::load;
use std::path::Path;

/// The failures of one example, checked as `arbitre check` does.
fn failures(body: &str) -> Vec<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let loaded = load(root, Path::new("content/essai.md"), 1, body)
        .unwrap_or_else(|(_, f)| panic!("{} — {}", f.claim, arbitre::fr::example::found(&f)));
    match check(&loaded.example, None) {
        Ok(run) => run
            .failures
            .iter()
            .map(|f| format!("{} — {}", f.claim, arbitre::fr::example::found(f)))
            .collect(),
        Err(f) => vec![format!("{} — {}", f.claim, arbitre::fr::example::found(&f))],
    }
}

fn holds(body: &str) {
    let f = failures(body);
    assert!(f.is_empty(), "{body}\n{}", f.join("\n"));
}

fn fails(body: &str) {
    assert!(!failures(body).is_empty(), "should fail:\n{body}");
}

#[test]
fn bughouse_names_the_mated_player_not_the_partner() {
    // Board A: White smothered; board B at its start.
    let a_mated = "game: bughouse\nsetup: \"6k1/5ppp/8/8/8/8/5nPP/6RK[] w - - 0 1 | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1\"\n";
    holds(&format!(
        "{a_mated}expect:\n  checkmate: [A]\n  winner: [a, B]\n  stalemate: []\n"
    ));
    fails(&format!("{a_mated}expect:\n  checkmate: [A, b]\n"));
    // Board B: Black smothered by the knight on f7.
    let b_mated = "game: bughouse\nsetup: \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1 | 6rk/5Npp/8/8/8/8/5PPP/6K1[] b - - 0 1\"\n";
    holds(&format!(
        "{b_mated}expect:\n  checkmate: [b]\n  winner: [a, B]\n"
    ));
    // The same through `pieces:` (board A, not listed, stands at its start).
    holds(
        "game: bughouse\npieces: { B: [Kg1, Nf7, f2, g2, h2], b: [Kh8, Rg8, g7, h7] }\nturn: b\nexpect:\n  checkmate: [b]\n",
    );
}

#[test]
fn chess_names_the_side_to_move() {
    holds(
        "game: chess\nsetup: \"rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3\"\nexpect:\n  checkmate: [white]\n  stalemate: []\n",
    );
    holds(
        "game: chess\nsetup: \"7k/5Q2/6K1/8/8/8/8/8 b - - 0 1\"\nexpect:\n  stalemate: [black]\n  checkmate: []\n",
    );
}

#[test]
fn four_player_chess_names_the_mated_player_not_the_partner() {
    holds(
        "game: chess4-teams\npieces: { red: [Kd1], blue: [Ka7, Qd3, Re9], yellow: [Kg14], green: [Kn8] }\nturn: red\nexpect:\n  checkmate: [red]\n  stalemate: []\n",
    );
}

#[test]
fn four_player_shogi_names_the_player_mated_at_their_turn() {
    // South to move has no legal move: mated at once, and with North alone left the
    // game is over. The claim names South, not the survivor.
    let body =
        "game: shogi4\npieces: { south: [K5i], north: [K5a, +R5g, G4h, G6h] }\nturn: south\n";
    holds(&format!(
        "{body}expect:\n  checkmate: [south]\n  eliminated: [south]\n"
    ));
    fails(&format!("{body}expect:\n  checkmate: [north]\n"));
}
