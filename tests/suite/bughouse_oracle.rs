//! Differential test of the whole match against python-chess-bughouse 0.28.0: random
//! two-board playouts it recorded (scripts/bughouse_oracle.py → tests/data/
//! bughouse_oracle.tsv) are replayed move by move. At every ply both boards must match
//! its FEN (pieces, promoted marks, pockets fed by the partner's captures, side,
//! castling rights, move number), its legal moves on each board (count and a hash of the
//! sorted UCI list, drops included), its bughouse-mate verdicts, and our BPGN writing
//! of the move played must be its SAN (pawn drops aside: `@d6` there, `P@d6` in BPGN).

use arbitre::notation::bughouse::{
    game_from_text, parse_bughouse_move, parse_two_boards, write_move,
};
use arbitre::notation::chess::to_uci;
use arbitre::rules::Game;
use arbitre::rules::Preset;
use arbitre::rules::bughouse::{BugBoard, Bughouse};
use arbitre::rules::chess::game::to_move;

const DATA: &str = include_str!("../data/bughouse_oracle.tsv");

fn fnv1a(text: &str) -> u64 {
    let mut h: u64 = 0xCBF2_9CE4_8422_2325;
    for b in text.bytes() {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01B3);
    }
    h
}

/// Everything but the en passant square (written only when a capture is legal there)
/// and the half-move clock: python-chess-bughouse does not reset it on a pawn drop,
/// shakmaty and we do, and bughouse has no fifty-move rule to care.
fn same_board(ours: &BugBoard, theirs: &BugBoard) -> bool {
    let (a, b) = (&ours.pos, &theirs.pos);
    a.board == b.board
        && ours.pocket == theirs.pocket
        && a.turn == b.turn
        && a.castling == b.castling
        && a.fullmove == b.fullmove
}

#[test]
fn random_match_playouts_agree_with_python_chess_bughouse() {
    let mut game: Option<Bughouse> = None;
    let mut last_playout = "";
    let (mut plies, mut drops, mut mates) = (0, 0, 0);
    for (n, line) in DATA.lines().enumerate() {
        let f: Vec<&str> = line.split('\t').collect();
        assert_eq!(f.len(), 10, "line {}", n + 1);
        let at = format!("line {} (playout {}, ply {})", n + 1, f[0], f[1]);
        if f[0] != last_playout {
            game = Some(game_from_text(Preset::Bughouse, f[2]).expect("start position"));
            last_playout = f[0];
        }
        let g = game.as_mut().expect("a game");
        let theirs = parse_two_boards(f[2]).expect("their FEN reads");
        for board in 0..2 {
            assert!(
                same_board(g.board(board), &theirs[board]),
                "{at}: board {board} differs\nours   {}\ntheirs {}",
                arbitre::notation::bughouse::write_zh_fen(g.board(board)),
                f[2]
            );
            let mut moves: Vec<String> = g
                .board(board)
                .legal_vec(true)
                .iter()
                .map(|m| to_uci(&to_move(*m)))
                .collect();
            moves.sort();
            assert_eq!(
                moves.len().to_string(),
                f[3 + board],
                "{at}: move count on board {board}"
            );
            assert_eq!(
                format!("{:016x}", fnv1a(&moves.join(" "))),
                f[5 + board],
                "{at}: moves on board {board}: {moves:?}"
            );
            assert_eq!(
                g.is_mated(board),
                f[7 + board] == "1",
                "{at}: mate on board {board}"
            );
        }
        if f[9] == "-" {
            if f[7] == "1" || f[8] == "1" {
                mates += 1;
                assert!(g.outcome().is_some(), "{at}: a mate ends the match");
            }
            continue;
        }
        let (seat, mv) = parse_bughouse_move(g, f[9])
            .unwrap_or_else(|e| panic!("{at}: {}", arbitre::fr::notation::message(&e.fault)));
        // python-chess writes a pawn drop `@d6`; BPGN (and we) write `P@d6`.
        let expected = f[9].replacen(". @", ". P@", 1);
        assert_eq!(write_move(g, seat, &mv, false), expected, "{at}");
        drops += usize::from(f[9].contains('@'));
        g.play(seat, &mv).unwrap_or_else(|e| panic!("{at}: {e:?}"));
        plies += 1;
    }
    assert!(
        plies > 2000 && drops > 100 && mates >= 5,
        "{plies} plies, {drops} drops, {mates} mates"
    );
}
