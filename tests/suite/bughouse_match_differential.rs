//! Differential test of the whole bughouse match against shakmaty 0.30.1, one
//! `Crazyhouse` position per board, over seeded random playouts from sparse positions
//! with pockets (kings in the open, few pieces, promoted pieces, castling rights now
//! and then). shakmaty knows no bughouse: the test moves each captured piece from the
//! capturer's pocket to the partner's on the other board itself (a promoted piece
//! arrives as a pawn, as shakmaty pockets it), and derives the bughouse mate from
//! shakmaty's crazyhouse mate: mate only if no empty square lies between king and
//! checker, or the check is double (source 004). At every ply, on both boards: the
//! same legal moves and drops, check, bughouse mate, position (pieces, promoted marks,
//! pockets, side, castling rights, clocks), and the same match outcome.

use arbitre::notation::bughouse::{game_from_text, parse_zh_fen};
use arbitre::notation::chess::to_uci;
use arbitre::rules::bughouse::{BugBoard, Bughouse, seat_of};
use arbitre::rules::{EndReason, Game, GameResult, Move, Preset};
use shakmaty::fen::Fen;
use shakmaty::variant::Crazyhouse;
use shakmaty::{
    Bitboard, Board, ByColor, ByRole, CastlingMode, Color, EnPassantMode, FromSetup, Piece,
    Position, Role, Setup, Square,
};
use std::time::Instant;

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
    fn chance(&mut self, percent: u64) -> bool {
        self.next() % 100 < percent
    }
}

fn from_setup(setup: Setup) -> Option<Crazyhouse> {
    // One board can hold more than a crazyhouse set: its pieces come from two boards.
    match Crazyhouse::from_setup(setup, CastlingMode::Standard) {
        Ok(pos) => Some(pos),
        Err(e) => e.ignore_too_much_material().ok(),
    }
}

const ROLES: [Role; 5] = [
    Role::Pawn,
    Role::Knight,
    Role::Bishop,
    Role::Rook,
    Role::Queen,
];

/// A sparse legal crazyhouse position (shakmaty decides what is legal).
fn sparse_board(rng: &mut Rng) -> Crazyhouse {
    loop {
        let mut board = Board::empty();
        let mut promoted = Bitboard::EMPTY;
        let mut castling = Bitboard::EMPTY;
        let free = |b: &Board, sq: Square| b.piece_at(sq).is_none();
        for color in [Color::White, Color::Black] {
            let home = rng.chance(25);
            let back = if color == Color::White { 0 } else { 7 };
            let king = if home {
                Square::from_coords(shakmaty::File::E, shakmaty::Rank::new(back))
            } else {
                Square::new(rng.below(64) as u32)
            };
            if !free(&board, king) {
                continue;
            }
            board.set_piece_at(
                king,
                Piece {
                    color,
                    role: Role::King,
                },
            );
            if home {
                for file in [shakmaty::File::A, shakmaty::File::H] {
                    let rook = Square::from_coords(file, shakmaty::Rank::new(back));
                    if rng.chance(75) {
                        board.set_piece_at(
                            rook,
                            Piece {
                                color,
                                role: Role::Rook,
                            },
                        );
                        if rng.chance(80) {
                            castling.add(rook);
                        }
                    }
                }
            }
            for _ in 0..rng.below(4) {
                let sq = Square::new(8 + rng.below(48) as u32);
                if free(&board, sq) {
                    board.set_piece_at(
                        sq,
                        Piece {
                            color,
                            role: Role::Pawn,
                        },
                    );
                }
            }
            for _ in 0..rng.below(4) {
                let role = ROLES[1 + rng.below(4)];
                let sq = Square::new(rng.below(64) as u32);
                if free(&board, sq) {
                    board.set_piece_at(sq, Piece { color, role });
                    if rng.chance(15) {
                        promoted.add(sq);
                    }
                }
            }
        }
        let mut pockets: ByColor<ByRole<u8>> = ByColor::default();
        for color in [Color::White, Color::Black] {
            for _ in 0..rng.below(4) {
                *pockets.get_mut(color).get_mut(ROLES[rng.below(5)]) += 1;
            }
        }
        let setup = Setup {
            board,
            promoted,
            pockets: Some(pockets),
            turn: if rng.chance(50) {
                Color::White
            } else {
                Color::Black
            },
            castling_rights: castling,
            ..Setup::empty()
        };
        if let Some(pos) = from_setup(setup) {
            return pos;
        }
    }
}

fn fen(pos: &Crazyhouse) -> String {
    Fen::from_position(pos, EnPassantMode::Legal).to_string()
}

fn uci_list(pos: &Crazyhouse) -> Vec<String> {
    let mut v: Vec<String> = pos
        .legal_moves()
        .iter()
        .map(|m| m.to_uci(CastlingMode::Standard).to_string())
        .collect();
    v.sort();
    v
}

/// Bughouse mate from shakmaty's crazyhouse verdict: a drop cannot parry a double
/// check, nor a check with no square between king and checker.
fn bughouse_mate(pos: &Crazyhouse) -> bool {
    if !pos.is_checkmate() {
        return false;
    }
    let checkers = pos.checkers();
    let king = pos.board().king_of(pos.turn()).expect("a king");
    checkers.count() >= 2
        || checkers
            .into_iter()
            .all(|c| shakmaty::attacks::between(king, c).is_empty())
}

/// Moves the piece a capture put in the capturer's pocket to the partner's pocket on
/// the other board (same colour as the captured piece, which the partner plays).
fn pass_to_partner(boards: &mut [Crazyhouse; 2], board: usize, mover: Color, before: ByRole<u8>) {
    let after = *boards[board].pockets().expect("pockets").get(mover);
    let Some(&role) = ROLES.iter().find(|&&r| *after.get(r) > *before.get(r)) else {
        return;
    };
    let mut here = boards[board].to_setup(EnPassantMode::Always);
    *here.pockets.as_mut().unwrap().get_mut(mover).get_mut(role) -= 1;
    boards[board] = from_setup(here).expect("the same position");
    let mut there = boards[board ^ 1].to_setup(EnPassantMode::Always);
    *there
        .pockets
        .as_mut()
        .unwrap()
        .get_mut(!mover)
        .get_mut(role) += 1;
    boards[board ^ 1] = from_setup(there).expect("one more piece in hand");
}

type Essentials = (
    arbitre::rules::chess::position::Board,
    [[u8; 5]; 2],
    u8,
    u8,
    u16,
    u16,
);

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

/// The match outcome shakmaty's boards imply: a bughouse mate on either board wins
/// for the other team; no legal move on either board (and no mate) draws.
fn their_outcome(boards: &[Crazyhouse; 2]) -> Option<(EndReason, Vec<u8>)> {
    for (b, pos) in boards.iter().enumerate() {
        if bughouse_mate(pos) {
            let mated = seat_of(b, u8::from(pos.turn() == Color::Black));
            let mut winners = vec![mated ^ 1, mated ^ 2];
            winners.sort();
            return Some((EndReason::Checkmate, winners));
        }
    }
    boards
        .iter()
        .all(|p| p.legal_moves().is_empty())
        .then(|| (EndReason::NoMovePossible, Vec::new()))
}

fn our_outcome(g: &Bughouse) -> Option<(EndReason, Vec<u8>)> {
    let o = g.outcome()?;
    let winners = match o.result {
        GameResult::Win(mut w) => {
            w.sort();
            w
        }
        _ => Vec::new(),
    };
    Some((o.reason, winners))
}

#[derive(Debug, Default)]
struct Tally {
    positions: usize,
    plies: usize,
    drops: usize,
    passed_to_partner: usize,
    waiting: usize,
    mates: usize,
    no_move_possible: usize,
}

fn playouts(seed: u64, count: usize, max_plies: usize) -> Tally {
    let mut rng = Rng(seed);
    let mut tally = Tally::default();
    for i in 0..count {
        let mut theirs = [sparse_board(&mut rng), sparse_board(&mut rng)];
        let start = format!("{} | {}", fen(&theirs[0]), fen(&theirs[1]));
        let mut ours =
            game_from_text(Preset::Bughouse, &start).unwrap_or_else(|e| panic!("{start}: {e:?}"));
        tally.positions += 1;
        let mut played: Vec<String> = Vec::new();
        for _ in 0..=max_plies {
            let at = || format!("playout {i}: {start}\nmoves: {}", played.join(" "));
            let outcome = our_outcome(&ours);
            assert_eq!(
                outcome,
                their_outcome(&theirs),
                "outcomes differ at {}",
                at()
            );
            let mut movable = Vec::new();
            for (b, pos) in theirs.iter().enumerate() {
                let reread = parse_zh_fen(&fen(pos)).expect("shakmaty's FEN reads back");
                assert_eq!(
                    essentials(ours.board(b)),
                    essentials(&reread),
                    "board {b} differs at {}: ours {}",
                    at(),
                    arbitre::notation::bughouse::write_zh_fen(ours.board(b))
                );
                assert_eq!(
                    ours.is_mated(b),
                    bughouse_mate(pos),
                    "bughouse mate differs on board {b} at {}",
                    at()
                );
                let seat = seat_of(b, u8::from(pos.turn() == Color::Black));
                let in_check = ours.checked().contains(&seat);
                assert_eq!(
                    in_check,
                    pos.is_check(),
                    "check differs on board {b} at {}",
                    at()
                );
                if outcome.is_some() {
                    continue;
                }
                let mut mine: Vec<(String, Move)> = ours
                    .legal_moves_of(seat)
                    .into_iter()
                    .map(|m| (to_uci(&m), m))
                    .collect();
                mine.sort_by(|a, b| a.0.cmp(&b.0));
                let names: Vec<&String> = mine.iter().map(|m| &m.0).collect();
                let other = uci_list(pos);
                assert_eq!(
                    names,
                    other.iter().collect::<Vec<_>>(),
                    "moves differ on board {b} at {}",
                    at()
                );
                if mine.is_empty() {
                    tally.waiting += 1;
                } else {
                    movable.push((b, seat, mine));
                }
            }
            match &outcome {
                Some((EndReason::Checkmate, _)) => {
                    tally.mates += 1;
                    break;
                }
                Some(_) => {
                    tally.no_move_possible += 1;
                    break;
                }
                None if movable.is_empty() => break,
                None => {}
            }
            let (b, seat, mine) = &movable[rng.below(movable.len())];
            let (uci, mv) = &mine[rng.below(mine.len())];
            ours.play(*seat, mv)
                .unwrap_or_else(|e| panic!("{uci}: {e:?} at {}", at()));
            let pos = &theirs[*b];
            let mover = pos.turn();
            let before = *pos.pockets().expect("pockets").get(mover);
            let their_move = pos
                .legal_moves()
                .into_iter()
                .find(|m| m.to_uci(CastlingMode::Standard).to_string() == *uci)
                .expect("the same move for shakmaty");
            if matches!(their_move, shakmaty::Move::Put { .. }) {
                tally.drops += 1;
            }
            let capture = their_move.is_capture();
            theirs[*b].play_unchecked(their_move);
            if capture {
                tally.passed_to_partner += 1;
                pass_to_partner(&mut theirs, *b, mover, before);
            }
            played.push(format!(
                "{}{}.{uci}",
                ["A", "B"][*b],
                if mover == Color::White { "" } else { "'" }
            ));
            tally.plies += 1;
        }
    }
    tally
}

fn run(seed: u64, count: usize, max_plies: usize) -> Tally {
    let start = Instant::now();
    let tally = playouts(seed, count, max_plies);
    eprintln!(
        "bughouse match differential: {tally:?} in {:.1?}",
        start.elapsed()
    );
    assert!(
        tally.drops > 0 && tally.passed_to_partner > 0 && tally.mates > 0 && tally.waiting > 0,
        "{tally:?}"
    );
    tally
}

#[test]
fn sparse_match_playouts_agree_with_shakmaty_on_both_boards() {
    let tally = run(0xB0C4_5EED, 300, 80);
    assert!(tally.plies > 10_000, "{tally:?}");
}

// The same, seven to thirty times longer (minutes of CPU): CI runs it (.ci/run, beside the fuzz
// pass), the README's test command does not.
#[test]
#[ignore = "deep: run by CI (.ci/run: cargo test --release -- --include-ignored many_)"]
fn many_sparse_match_playouts_agree_with_shakmaty_on_both_boards() {
    let tally = run(0x2B0A_4D5E, 2000, 120);
    assert!(tally.plies > 100_000, "{tally:?}");
}
