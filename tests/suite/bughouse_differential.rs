//! Differential test of one bughouse board in crazyhouse mode (captures go to the
//! capturer's pocket) against shakmaty 0.30.1's `Crazyhouse`, over seeded random
//! playouts: at every ply the same legal moves including drops (UCI), the same check
//! and crazyhouse-mate verdicts, and the same position after each move (pieces,
//! promoted marks, pockets, side, castling rights, clocks), read back from shakmaty's
//! FEN with our own crazyhouse FEN reader.

use arbitre::notation::bughouse::{parse_zh_fen, write_zh_fen};
use arbitre::notation::chess::to_uci;
use arbitre::rules::bughouse::{BugBoard, CaptureRule};
use arbitre::rules::chess::game::to_move;
use arbitre::rules::chess::movegen::checkers;
use arbitre::rules::chess::position::Board;
use shakmaty::fen::Fen;
use shakmaty::variant::Crazyhouse;
use shakmaty::{CastlingMode, EnPassantMode, Position};

/// xorshift64*, so that a failure replays exactly.
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

const STARTS: [&str; 6] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1",
    "2k5/8/8/8/8/8/8/4K3[QRBNPqrbnp] w - - 0 1",
    "r1bqk2r/pppp1ppp/2n1p3/4P3/1b1Pn3/2NB1N2/PPP2PPP/R1BQK2R[] b KQkq - 0 1",
    "4k3/1Q~6/8/8/4b3/8/Kpp5/8[] b - - 0 1",
    "2rn1b1r/1pp2n1p/B1PBk1pP/5p1P/P5p1/2P2RP1/RP1QNP2/1NBK4[QPp] w - - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R[] w KQkq - 0 1",
];

fn theirs_from(fen: &str) -> Crazyhouse {
    fen.parse::<Fen>()
        .expect("shakmaty reads the FEN")
        .into_position(CastlingMode::Standard)
        .expect("a crazyhouse position")
}

/// What both sides must agree on: pieces (with promoted marks), pockets, side to move,
/// castling rights, clocks. The en passant square is left out: shakmaty writes it only
/// when a capture is legal, we after every double step.
type Essentials = (Board, [[u8; 5]; 2], u8, u8, u16, u16);

fn essentials(b: &BugBoard) -> Essentials {
    (
        b.pos.board,
        b.pocket,
        b.pos.turn,
        b.pos.castling,
        b.pos.halfmove,
        b.pos.fullmove,
    )
}

fn playouts(seed: u64, count: usize, max_plies: usize) -> usize {
    let mut rng = XorShift(seed);
    let mut plies = 0;
    for i in 0..count {
        let fen = STARTS[i % STARTS.len()];
        let mut ours = parse_zh_fen(fen).expect("our reader");
        let mut theirs = theirs_from(fen);
        for ply in 0..max_plies {
            let list = ours.legal_vec(true);
            let mut our_moves: Vec<String> = list.iter().map(|m| to_uci(&to_move(*m))).collect();
            let mut their_moves: Vec<String> = theirs
                .legal_moves()
                .iter()
                .map(|m| m.to_uci(CastlingMode::Standard).to_string())
                .collect();
            our_moves.sort();
            their_moves.sort();
            let here = write_zh_fen(&ours);
            assert_eq!(
                our_moves, their_moves,
                "legal moves differ at ply {ply} of playout {i}: {here}"
            );
            assert_eq!(
                checkers(&ours.pos) != 0,
                theirs.is_check(),
                "check differs: {here}"
            );
            // With a drop-blockable check counted as mate we play plain crazyhouse.
            assert_eq!(
                ours.is_mated(true, true),
                theirs.is_checkmate(),
                "mate differs: {here}"
            );
            if list.is_empty() {
                break;
            }
            let k = rng.below(list.len());
            let uci = &our_moves_unsorted(&list)[k];
            let their_move = theirs
                .legal_moves()
                .into_iter()
                .find(|m| &m.to_uci(CastlingMode::Standard).to_string() == uci)
                .expect("the same move exists for shakmaty");
            ours.play(list[k], CaptureRule::OwnPocket);
            theirs.play_unchecked(their_move);
            let their_fen = Fen::from_position(&theirs, EnPassantMode::Legal).to_string();
            let reread = parse_zh_fen(&their_fen).expect("shakmaty's FEN reads back");
            assert_eq!(
                essentials(&ours),
                essentials(&reread),
                "positions differ after {uci}: ours {} theirs {their_fen}",
                write_zh_fen(&ours)
            );
            plies += 1;
        }
    }
    plies
}

fn our_moves_unsorted(list: &[arbitre::rules::chess::CMove]) -> Vec<String> {
    list.iter().map(|m| to_uci(&to_move(*m))).collect()
}

#[test]
fn random_crazyhouse_playouts_agree_with_shakmaty() {
    let plies = playouts(0x5EED_B0C4, 60, 120);
    assert!(plies > 3000, "only {plies} plies were compared");
}

// The same, seven to thirty times longer (minutes of CPU): CI runs it (.ci/run, beside the fuzz
// pass), the README's test command does not.
#[test]
#[ignore = "deep: run by CI (.ci/run: cargo test --release -- --include-ignored many_)"]
fn many_random_crazyhouse_playouts_agree_with_shakmaty() {
    let plies = playouts(0xB06_4005E, 2000, 200);
    assert!(plies > 100_000, "only {plies} plies were compared");
}
