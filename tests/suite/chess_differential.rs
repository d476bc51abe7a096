//! Differential tests against shakmaty 0.30.1 over seeded random playouts: at every ply
//! the same legal moves (UCI), the same check, checkmate and stalemate verdicts, the
//! same FEN (pieces, side, castling rights, en passant square, clocks), events that
//! agree; and on sampled plies the same SAN for every legal move.

use arbitre::notation;
use arbitre::notation::chess::{to_san, to_uci, write_fen};
use arbitre::rules::chess::game::to_move;
use arbitre::rules::chess::{Chess, ChessOptions, DrawRule};
use arbitre::rules::{Event, Game, Preset};
use shakmaty::fen::Fen;
use shakmaty::san::SanPlus;
use shakmaty::{CastlingMode, EnPassantMode, Position};

/// A tiny deterministic generator (xorshift64*), so failures replay exactly.
struct XorShift(u64);

impl XorShift {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

const STARTS: [&str; 7] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
    "8/8/1k6/2b5/2pP4/8/5K2/8 b - d3 0 1",
];

fn shakmaty_position(fen: &str) -> shakmaty::Chess {
    fen.parse::<Fen>()
        .expect("fen")
        .into_position(CastlingMode::Standard)
        .expect("position")
}

/// A chess game whose draw rules are off, so that playouts run to mate, stalemate
/// or the ply cap while shakmaty (which keeps no history) still agrees on moves.
fn our_game(fen: &str) -> Chess {
    let mut g = notation::parse_position(Preset::Chess, fen)
        .expect("our fen")
        .chess()
        .expect("a Chess")
        .clone();
    for opt in ["repetition", "fifty-moves", "insufficient-material"] {
        g.set_option(opt, "off").expect("option");
    }
    assert_eq!(g.chess_options().repetition, DrawRule::Off);
    assert_eq!(ChessOptions::chess().repetition, DrawRule::Auto);
    g
}

fn playouts(seed: u64, count: usize, max_plies: usize, san_every: usize) -> usize {
    let mut rng = XorShift(seed);
    let mut plies = 0;
    for i in 0..count {
        let fen = STARTS[i % STARTS.len()];
        let mut ours = our_game(fen);
        let mut theirs = shakmaty_position(fen);
        for ply in 0..max_plies {
            let our_list = ours.legal_moves();
            let their_list = theirs.legal_moves();
            let mut our_moves: Vec<String> = our_list.iter().map(to_uci).collect();
            let mut their_moves: Vec<String> = their_list
                .iter()
                .map(|m| m.to_uci(CastlingMode::Standard).to_string())
                .collect();
            our_moves.sort();
            their_moves.sort();
            let ctx = || format!("playout {i} ply {ply}: {}", write_fen(ours.position()));
            assert_eq!(our_moves, their_moves, "{}", ctx());
            let check = !ours.checked().is_empty();
            assert_eq!(check, theirs.is_check(), "{}", ctx());
            let over = ours.outcome().is_some();
            assert_eq!(over && check, theirs.is_checkmate(), "{}", ctx());
            assert_eq!(over && !check, theirs.is_stalemate(), "{}", ctx());
            // The whole FEN, clocks and en passant square included (FEN standard: the
            // square is written after every double step).
            assert_eq!(
                write_fen(ours.position()),
                Fen::from_position(&theirs, EnPassantMode::Always).to_string(),
                "{}",
                ctx()
            );
            if ply % san_every == 0 {
                for m in ours.legal_cmoves() {
                    let uci = to_uci(&to_move(m));
                    let sm = *their_list
                        .iter()
                        .find(|x| x.to_uci(CastlingMode::Standard).to_string() == uci)
                        .expect("same move");
                    assert_eq!(
                        to_san(ours.position(), m),
                        SanPlus::from_move(theirs.clone(), sm).to_string(),
                        "{}",
                        ctx()
                    );
                }
            }
            plies += 1;
            if our_moves.is_empty() {
                break;
            }
            let pick = rng.below(our_moves.len());
            let uci = &our_moves[pick];
            let mv = our_list
                .iter()
                .find(|m| &to_uci(m) == uci)
                .expect("our move")
                .clone();
            let seat = ours.to_move()[0];
            let events = ours.play(seat, &mv).expect("legal move plays");
            let sm = *their_list
                .iter()
                .find(|m| &m.to_uci(CastlingMode::Standard).to_string() == uci)
                .expect("their move");
            theirs.play_unchecked(sm);
            // The events agree with the verdicts on the new position.
            let has = |f: fn(&Event) -> bool| events.iter().any(f);
            assert_eq!(has(|e| matches!(e, Event::Check { .. })), theirs.is_check());
            assert_eq!(
                has(|e| matches!(e, Event::Checkmate { .. })),
                theirs.is_checkmate()
            );
            assert_eq!(
                has(|e| matches!(e, Event::Stalemate { .. })),
                theirs.is_stalemate()
            );
            assert_eq!(
                has(|e| matches!(e, Event::Captured { .. })),
                sm.is_capture()
            );
            assert_eq!(
                has(|e| matches!(e, Event::Promoted { .. })),
                sm.is_promotion()
            );
        }
    }
    plies
}

#[test]
fn random_playouts_agree_with_shakmaty() {
    let plies = playouts(0x5EED_CAFE_F00D_0002, 420, 200, 9);
    eprintln!("{plies} plies compared with shakmaty");
    assert!(plies > 10_000, "only {plies} plies compared");
}

// The same, five times longer (minutes of CPU): CI runs it (.ci/run, beside the fuzz
// pass), the README's test command does not.
#[test]
#[ignore = "deep: run by CI (.ci/run: cargo test --release -- --include-ignored many_)"]
fn many_random_playouts_agree_with_shakmaty() {
    let plies = playouts(0x5EED_CAFE_F00D_0001, 2100, 200, 9);
    eprintln!("{plies} plies compared with shakmaty");
    assert!(plies > 100_000, "only {plies} plies compared");
}
