//! Property tests: FEN and SAN round trips on positions from random playouts, and no
//! input string makes a chess parser panic.

use arbitre::notation;
use arbitre::notation::chess::{SanTarget, parse_fen, parse_san, to_san, write_fen};
use arbitre::rules::Game;
use arbitre::rules::Preset;
use arbitre::rules::chess::movegen::legal_moves;
use arbitre::rules::chess::{CMove, Position};
use proptest::prelude::*;

/// The position after `plies` random legal moves from a CPW start, chosen by `seed`.
fn playout(start: usize, seed: u64, plies: usize) -> Position {
    const STARTS: [&str; 3] = [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    ];
    let mut pos = parse_fen(STARTS[start % STARTS.len()]).expect("start");
    let mut x = seed | 1;
    for _ in 0..plies {
        let mut moves: Vec<CMove> = Vec::new();
        legal_moves(&pos, &mut moves);
        if moves.is_empty() {
            break;
        }
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        pos.play_unchecked(moves[(x % moves.len() as u64) as usize]);
    }
    pos
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 1000, ..ProptestConfig::default() })]

    #[test]
    fn fen_write_then_read_gives_the_same_position(start in 0usize..3, seed in any::<u64>(), plies in 0usize..120) {
        let pos = playout(start, seed, plies);
        let fen = write_fen(&pos);
        let back = parse_fen(&fen).map_err(|e| TestCaseError::fail(format!("{fen}: {e:?}")))?;
        // FEN does not record which pieces were promoted; everything else must match.
        prop_assert_eq!(back.board.by_color, pos.board.by_color);
        prop_assert_eq!(back.board.by_kind, pos.board.by_kind);
        prop_assert_eq!((back.turn, back.castling, back.ep, back.halfmove, back.fullmove),
            (pos.turn, pos.castling, pos.ep, pos.halfmove, pos.fullmove));
        prop_assert_eq!(write_fen(&back), fen);
    }

    #[test]
    fn san_write_then_read_gives_the_same_move(start in 0usize..3, seed in any::<u64>(), plies in 0usize..120) {
        let pos = playout(start, seed, plies);
        let mut moves: Vec<CMove> = Vec::new();
        legal_moves(&pos, &mut moves);
        for m in moves {
            let san = to_san(&pos, m);
            let back = parse_san(&pos, &san).map_err(|e| TestCaseError::fail(format!("{san}: {e:?}")))?;
            prop_assert_eq!(back, SanTarget::Legal(m), "{} in {}", san, write_fen(&pos));
        }
    }

    #[test]
    fn arbitrary_strings_never_panic_the_parsers(s in "\\PC{0,40}") {
        let _ = parse_fen(&s);
        let pos = playout(0, 7, 10);
        let _ = parse_san(&pos, &s);
        let g = notation::parse_position(Preset::Chess, "start").expect("start");
        let _ = notation::parse_move(&g, &s);
        let _ = notation::parse_position(Preset::Chess, &s);
    }

    #[test]
    fn fen_like_strings_never_panic(s in "[rnbqkpRNBQKP1-9/ wb\\-a-h0-9]{0,90}") {
        let _ = parse_fen(&s);
    }

    #[test]
    fn move_like_strings_never_panic(s in "[KQRBNa-hx1-9=+#O0\\-qrbnk@ ]{0,10}") {
        for fen in ["start", "r3k2r/8/8/8/8/8/1p4P1/R3K2R w KQkq - 0 1"] {
            let mut g = notation::parse_position(Preset::Chess, fen).expect("start");
            if let Ok((seat, mv)) = notation::parse_move(&g, &s) {
                let _ = g.play(seat, &mv);
            }
        }
    }
}
