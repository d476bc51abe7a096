//! One bughouse board: a chess [`Position`] plus a pocket per colour, with drops.
//!
//! All board moves come from the chess move generator; this module only adds drops
//! (on [`drop_squares`], never a pawn on rank 1 or 8), decides where a captured piece
//! goes ([`CaptureRule`]) and tells bughouse mate from a mere lack of moves.

use crate::chess::bitboard::{Bitboard, between, bit, squares};
use crate::chess::count::count_legal;
use crate::chess::movegen::{MoveCounter, MoveSink, checkers, drop_squares, legal_moves};
use crate::chess::position::*;

/// The kinds a pocket can hold, in the order FEN pockets write them (`QRBNP`).
pub const POCKET_ORDER: [Kind; 5] = [
    Kind::Queen,
    Kind::Rook,
    Kind::Bishop,
    Kind::Knight,
    Kind::Pawn,
];

/// Ranks 2 to 7: where a pawn may be dropped.
const PAWN_DROP_RANKS: Bitboard = 0x00FF_FFFF_FFFF_FF00;
/// Each side's second rank (white rank 2, black rank 7).
const SECOND_RANK: [Bitboard; 2] = [0x0000_0000_0000_FF00, 0x00FF_0000_0000_0000];

/// Where a captured piece goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CaptureRule {
    /// Bughouse: it leaves this board (the caller gives it to the partner).
    Leave,
    /// Crazyhouse: into the capturer's own pocket, changing colour (for the published
    /// crazyhouse perft counts).
    OwnPocket,
}

/// A board of a bughouse match.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BugBoard {
    pub pos: Position,
    /// `pocket[colour][kind as usize]` for kinds pawn to queen.
    pub pocket: [[u8; 5]; 2],
    /// Pawns dropped on their own second rank that have not moved since (only used
    /// when such pawns may not step two squares).
    pub dropped_pawns: Bitboard,
}

/// Passes moves on, except double steps of the pawns in `banned`.
struct NoDoubleStep<'a, S: MoveSink> {
    inner: &'a mut S,
    banned: Bitboard,
}

impl<S: MoveSink> MoveSink for NoDoubleStep<'_, S> {
    fn push(&mut self, m: CMove) {
        if !(m.flag == MoveFlag::DoublePush && self.banned & bit(m.from) != 0) {
            self.inner.push(m);
        }
    }
}

impl BugBoard {
    pub fn new(pos: Position) -> BugBoard {
        BugBoard {
            pos,
            pocket: [[0; 5]; 2],
            dropped_pawns: 0,
        }
    }

    pub fn start() -> BugBoard {
        BugBoard::new(Position::start())
    }

    /// How many pieces of `kind` `color` holds (never a king).
    pub fn count(&self, color: Color, kind: Kind) -> u8 {
        match kind {
            Kind::King => 0,
            k => self.pocket[color as usize & 1][k as usize],
        }
    }

    /// Adds a piece to `color`'s pocket (a king is ignored: it never goes to hand).
    pub fn add(&mut self, color: Color, kind: Kind) {
        if kind != Kind::King {
            let c = &mut self.pocket[color as usize & 1][kind as usize];
            *c = c.saturating_add(1);
        }
    }

    /// The pocket of `color` as kinds, queens first.
    pub fn hand(&self, color: Color) -> Vec<Kind> {
        POCKET_ORDER
            .iter()
            .flat_map(|&k| std::iter::repeat_n(k, self.count(color, k) as usize))
            .collect()
    }

    /// Every legal move of the side to move: board moves, then drops from its pocket.
    pub fn legal<S: MoveSink>(&self, double_step_drops: bool, sink: &mut S) {
        if double_step_drops || self.dropped_pawns == 0 {
            legal_moves(&self.pos, sink);
        } else {
            let mut filter = NoDoubleStep {
                inner: sink,
                banned: self.dropped_pawns,
            };
            legal_moves(&self.pos, &mut filter);
        }
        self.drops(sink);
    }

    /// The legal drops of the side to move.
    pub fn drops<S: MoveSink>(&self, sink: &mut S) {
        for (kind, allowed) in self.drop_sets() {
            for to in squares(allowed) {
                sink.push(CMove {
                    from: to,
                    to,
                    piece: kind,
                    promotion: None,
                    flag: MoveFlag::Drop,
                });
            }
        }
    }

    /// For each kind in the side to move's pocket (`POCKET_ORDER`), the squares it may
    /// be dropped on; empty for kinds it does not hold.
    fn drop_sets(&self) -> [(Kind, Bitboard); 5] {
        let us = self.pos.turn;
        let mut sets = POCKET_ORDER.map(|k| (k, 0));
        if self.pocket[us as usize] == [0; 5] {
            return sets;
        }
        let targets = drop_squares(&self.pos);
        for (kind, set) in &mut sets {
            if self.count(us, *kind) > 0 {
                *set = if *kind == Kind::Pawn {
                    targets & PAWN_DROP_RANKS
                } else {
                    targets
                };
            }
        }
        sets
    }

    pub fn legal_vec(&self, double_step_drops: bool) -> Vec<CMove> {
        let mut v = Vec::with_capacity(64);
        self.legal(double_step_drops, &mut v);
        v
    }

    /// The number of legal moves and drops of the side to move, without listing them
    /// (perft's last ply): board moves counted as sets, drops by popcount.
    pub fn count_legal(&self, double_step_drops: bool) -> u64 {
        if !double_step_drops && self.dropped_pawns != 0 {
            let mut n = MoveCounter(0);
            self.legal(double_step_drops, &mut n);
            return n.0;
        }
        let drops: u32 = self.drop_sets().iter().map(|(_, s)| s.count_ones()).sum();
        count_legal(&self.pos) + drops as u64
    }

    pub fn has_legal_move(&self, double_step_drops: bool) -> bool {
        let mut n = MoveCounter(0);
        self.legal(double_step_drops, &mut n);
        n.0 > 0
    }

    /// Plays a legal move. Returns the piece that leaves the board as it goes to a hand:
    /// its colour (unchanged) and kind (a promoted piece becomes a pawn). With
    /// [`CaptureRule::OwnPocket`] it is also put in the capturer's pocket.
    pub fn play(&mut self, m: CMove, rule: CaptureRule) -> Option<(Color, Kind)> {
        let us = self.pos.turn;
        if m.flag == MoveFlag::Drop {
            let c = &mut self.pocket[us as usize][m.piece as usize];
            *c = c.saturating_sub(1);
            if m.piece == Kind::Pawn && SECOND_RANK[us as usize] & bit(m.to) != 0 {
                self.dropped_pawns |= bit(m.to);
            }
        } else {
            self.dropped_pawns &= !(bit(m.from) | bit(m.to));
            if m.flag == MoveFlag::EnPassant {
                let cap = if us == WHITE { m.to - 8 } else { m.to + 8 };
                self.dropped_pawns &= !bit(cap);
            }
        }
        let captured = self.pos.play_unchecked(m)?;
        let kind = if captured.1 { Kind::Pawn } else { captured.0 };
        if rule == CaptureRule::OwnPocket {
            self.add(us, kind);
        }
        Some((us ^ 1, kind))
    }

    /// Whether the side to move is mated. In bughouse (`drop_blockable_mate` false) it
    /// must be in check with no legal move or drop, and no drop could ever block the
    /// check: a double check, or a single checker with no square between it and the
    /// king (a knight, a pawn, an adjacent piece). The hand then never matters.
    pub fn is_mated(&self, double_step_drops: bool, drop_blockable_mate: bool) -> bool {
        let chk = checkers(&self.pos);
        if chk == 0 || self.has_legal_move(double_step_drops) {
            return false;
        }
        if drop_blockable_mate || chk.count_ones() > 1 {
            return true;
        }
        match self.pos.board.king(self.pos.turn) {
            Some(k) => between(k, chk.trailing_zeros() as u8) == 0,
            None => false,
        }
    }
}

/// Leaf count of one board's move tree (bulk counting at the last ply). With
/// [`CaptureRule::Leave`] captured pieces leave this board (single-board bughouse);
/// with [`CaptureRule::OwnPocket`] it is crazyhouse.
pub fn perft_board(
    board: &BugBoard,
    depth: u32,
    rule: CaptureRule,
    double_step_drops: bool,
) -> u64 {
    if depth == 0 {
        return 1;
    }
    if depth == 1 {
        return board.count_legal(double_step_drops);
    }
    // A Vec, not a `MoveList`: with a full pocket a board has more than 256 moves.
    let list = board.legal_vec(double_step_drops);
    let mut total = 0;
    for &m in &list {
        let mut next = *board;
        next.play(m, rule);
        total += perft_board(&next, depth - 1, rule, double_step_drops);
    }
    total
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The count equals the list's length along random crazyhouse games (fixed seed):
    /// full pockets, drops blocking checks, dropped pawns barred from double steps.
    #[test]
    fn count_agrees_with_the_list_along_random_games() {
        let mut seed = 0x2545_F491_4F6C_DD1Du64;
        let mut rand = |n: usize| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed % n as u64) as usize
        };
        let mut drops = 0;
        for game in 0..200 {
            let double = game % 2 == 0;
            let mut board = BugBoard::start();
            for _ in 0..200 {
                let list = board.legal_vec(double);
                assert_eq!(board.count_legal(double), list.len() as u64, "{board:?}");
                drops += list.iter().filter(|m| m.flag == MoveFlag::Drop).count();
                if list.is_empty() {
                    break;
                }
                board.play(list[rand(list.len())], CaptureRule::OwnPocket);
            }
        }
        assert!(drops > 10_000, "{drops} drops seen");
    }
}
