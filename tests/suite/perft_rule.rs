//! Perft's rule at a finished game, the same in every game (README, « Perft ») : the tree
//! stops where no one has a legal move or where a move ends the game by mate, king
//! capture or elimination; draws (insufficient material, repetition, fifty moves, move
//! limits and caps) do not stop it. Each family's own walk and the generic
//! `rules::perft` must agree on it, and the command line follows it.

use arbitre::commands::run_perft_command;
use arbitre::notation;
use arbitre::rules::{self, EndReason, Game, MAX_PERFT_DEPTH, Seat};
use arbitre::rules::{AnyGame, Preset};
use std::process::Command;

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1";

fn game(preset: &str, position: &str, moves: &str) -> AnyGame {
    let mut g = notation::parse_position(Preset::from_id(preset).expect("preset"), position)
        .expect("position");
    for m in moves.split_whitespace() {
        let (s, mv) = notation::parse_move(&g, m).expect("move reads");
        g.play(s, &mv).unwrap_or_else(|e| panic!("{m}: {e:?}"));
    }
    g
}

fn pieces(preset: &str, list: &[(Seat, &[&str])], turn: Seat) -> AnyGame {
    let p: Vec<(Seat, Vec<String>)> = list
        .iter()
        .map(|(s, v)| (*s, v.iter().map(|x| x.to_string()).collect()))
        .collect();
    notation::from_pieces(Preset::from_id(preset).expect("preset"), &p, turn).expect("position")
}

fn reason(g: &dyn Game) -> Option<EndReason> {
    g.outcome().map(|o| o.reason)
}

/// The command's count (each family's own walk) and the generic walk, which must agree.
fn both(preset: &str, position: &str, moves: &str, depth: u32) -> u64 {
    let command = run_perft_command(preset, position, moves, depth, None).expect("perft");
    let generic = rules::perft(&game(preset, position, moves), depth);
    assert_eq!(
        command, generic,
        "{preset} {position} {moves} depth {depth}"
    );
    command
}

#[test]
fn chess_counts_on_from_a_drawn_position() {
    // King against king: drawn by insufficient material as it stands.
    let bare = "4k3/8/8/8/8/8/8/4K3 w - - 0 1";
    assert_eq!(
        reason(&game("chess", bare, "")),
        Some(EndReason::InsufficientMaterial)
    );
    assert_eq!(both("chess", bare, "", 1), 5);
    // Neither king can come near the other in one move: 5 × 5.
    assert_eq!(both("chess", bare, "", 2), 25);
    // Threefold repetition reached by the moves: the start position, counted on.
    let shuffle = "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8";
    assert_eq!(
        reason(&game("chess", "start", shuffle)),
        Some(EndReason::Repetition)
    );
    assert_eq!(both("chess", "start", shuffle, 2), 400);
}

#[test]
fn chess_stops_at_mate_and_stalemate() {
    let mated = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3";
    assert_eq!(both("chess", mated, "", 1), 0);
    assert_eq!(both("chess", mated, "", 0), 1);
    assert_eq!(both("chess", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", "", 3), 0);
}

#[test]
fn four_player_chess_counts_on_through_draws() {
    // Each knight out and back twice: the start position comes a third time.
    let shuffle = "Nj1-i3 Na10-c9 Nj14-i12 Nn10-l9 Ni3-j1 Nc9-a10 Ni12-j14 Nl9-n10";
    let twice = format!("{shuffle} {shuffle}");
    assert_eq!(
        reason(&game("chess4-teams", "start", &twice)),
        Some(EndReason::Repetition)
    );
    assert_eq!(both("chess4-teams", "start", &twice, 2), 395);

    // Insufficient material in FFA (kings only after the capture): counted on.
    let mut g = pieces(
        "chess4-ffa",
        &[
            (0, &["Kh1"]),
            (1, &["Ka7"]),
            (2, &["Kg14"]),
            (3, &["Kn8", "Ri2"]),
        ],
        0,
    );
    let (s, mv) = notation::parse_move(&g, "Kh1xRi2").unwrap();
    g.play(s, &mv).expect("legal");
    assert_eq!(reason(&g), Some(EndReason::InsufficientMaterial));
    let chess4 = g.chess4().expect("chess4");
    let family = arbitre::rules::chess4::perft(chess4, 2);
    assert_eq!(family, rules::perft(&g, 2));
    assert!(family > 0);
}

#[test]
fn four_player_chess_stops_at_a_teams_mate_and_a_king_capture() {
    // Red to move with no legal move, in check: mated at its turn, the game is over.
    let mated = pieces(
        "chess4-teams",
        &[
            (0, &["Kd1"]),
            (1, &["Ka7", "Qd3", "Re9"]),
            (2, &["Kg14"]),
            (3, &["Kn8"]),
        ],
        0,
    );
    assert_eq!(rules::perft(&mated, 1), 0);
    // Yellow's rook leaves the h-file and opens Green's rook onto Red's king; Green
    // moves before Red and may take it: that move ends the game, nothing below it.
    let capture = pieces(
        "chess4-teams",
        &[
            (0, &["Kh1"]),
            (1, &["Ka7"]),
            (2, &["Kg14", "Rh5"]),
            (3, &["Kn8", "Rh9"]),
        ],
        2,
    );
    let mut after = capture.clone();
    let (s, mv) = notation::parse_move(&after, "Rh5-m5").unwrap();
    after.play(s, &mv).unwrap();
    assert_eq!(after.to_move(), vec![3]);
    let king_captures = after
        .legal_moves()
        .iter()
        .filter(|m| notation::write_move(&after, 3, m).contains("xK"))
        .count();
    assert_eq!(king_captures, 1, "Rh9xKh1 is among Green's moves");
    let mut below = 0;
    for mv in after.legal_moves() {
        let mut next = after.clone();
        next.play(3, &mv).unwrap();
        if next.outcome().is_some() {
            assert_eq!(reason(&next), Some(EndReason::KingCapture));
            continue;
        }
        below += next.legal_moves().len() as u64;
    }
    assert_eq!(rules::perft(&after, 2), below);
    let chess4 = after.chess4().unwrap();
    assert_eq!(arbitre::rules::chess4::perft(chess4, 2), below);
}

#[test]
fn four_player_shogi_counts_on_past_the_move_limit_and_stops_at_the_end() {
    let mut g = game("shogi4", "start", "");
    g.set_option("move-limit", "1").expect("option");
    let (s, mv) = notation::parse_move(&g, "5g5f").unwrap();
    g.play(s, &mv).expect("legal");
    assert_eq!(reason(&g), Some(EndReason::MoveLimit));
    let sh = g.shogi4().expect("shogi4");
    let family = arbitre::rules::shogi4::perft(sh, 2);
    assert_eq!(family, rules::perft(&g, 2));
    assert!(family > 0);
    // Two players, South mated as it stands: the game is over, nothing below.
    let over = pieces(
        "shogi4",
        &[(0, &["K5i"]), (2, &["K5a", "+R5g", "G4h", "G6h"])],
        0,
    );
    assert!(over.outcome().is_some());
    assert_eq!(rules::perft(&over, 1), 0);
}

#[test]
fn bughouse_board_perft_ignores_a_mate_on_the_other_board() {
    // Board A: White smothered. Board B at its start.
    let two = format!("6k1/5ppp/8/8/8/8/5nPP/6RK[] w - - 0 1 | {START}");
    let on_b = |depth| run_perft_command("bughouse", &two, "", depth, Some('B')).unwrap();
    assert_eq!(on_b(1), 20);
    assert_eq!(on_b(2), 400);
    let on_a = |depth| run_perft_command("bughouse", &two, "", depth, Some('A')).unwrap();
    assert_eq!(on_a(1), 0, "the mated player has no move");
    // The whole match is over: no one moves.
    assert_eq!(both("bughouse", &two, "", 1), 0);
    assert_eq!(both("bughouse", &two, "", 0), 1);
}

#[test]
fn bughouse_counts_on_past_the_move_cap() {
    let mut g = game("bughouse", "start", "");
    g.set_option("move-cap", "1").expect("option");
    let (s, mv) = notation::parse_move(&g, "A.e4").unwrap();
    g.play(s, &mv).expect("legal");
    assert_eq!(reason(&g), Some(EndReason::MoveCap));
    let bug = g.bughouse().expect("bughouse");
    // Black on A and White on B may move: 20 + 20.
    assert_eq!(arbitre::rules::bughouse::perft(bug, 1, None), 40);
    assert_eq!(rules::perft(&g, 1), 40);
}

#[test]
fn a_huge_depth_is_refused_with_a_clear_message() {
    let err = run_perft_command("chess", "start", "", 30_000, None).unwrap_err();
    assert!(
        err.contains("30000") && err.contains(&MAX_PERFT_DEPTH.to_string()),
        "{err}"
    );
    for preset in ["chess", "chess4-teams", "shogi4", "bughouse"] {
        let out = Command::new(env!("CARGO_BIN_EXE_arbitre"))
            .args(["perft", "--game", preset, "--position", "start"])
            .args(["--depth", "30000"])
            .output()
            .expect("run arbitre");
        assert_eq!(out.status.code(), Some(2), "{preset}");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(stderr.lines().count(), 1, "{preset}: {stderr}");
        assert!(stderr.contains("profondeur 30000"), "{stderr}");
    }
    // The deepest accepted depth still runs (a mated position answers at once).
    let mated = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3";
    assert_eq!(
        run_perft_command("chess", mated, "", MAX_PERFT_DEPTH, None),
        Ok(0)
    );
}
