//! Castling in four-player chess: where each seat's king and rooks start and land in
//! each layout, the castling move, and why one is not possible.

use super::cross::{self, off};
use super::{CELLS, Position, opponents};
use crate::chess4::options::{Chess4Options, Layout};
use crate::{CastlingFailure, Move, PieceKind, Seat, Square};

/// One castling of one seat: king and rook squares, as (file, rank) from zero.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CastleSpec {
    pub king_from: (i32, i32),
    pub king_to: (i32, i32),
    pub rook_from: (i32, i32),
    pub rook_to: (i32, i32),
}

const fn spec(k: (i32, i32), kt: (i32, i32), r: (i32, i32), rt: (i32, i32)) -> CastleSpec {
    CastleSpec {
        king_from: k,
        king_to: kt,
        rook_from: r,
        rook_to: rt,
    }
}

/// Where the king and the rook of `seat` start and land when castling on `side`, in
/// `layout` (the sources' castling table, `[seat][side]`).
pub const fn castle_spec(layout: Layout, seat: Seat, side: usize) -> CastleSpec {
    // Files a=0 .. n=13, ranks 1=0 .. 14=13.
    let table: [[CastleSpec; 2]; 4] = match layout {
        Layout::Standard => [
            [
                spec((7, 0), (9, 0), (10, 0), (8, 0)),
                spec((7, 0), (5, 0), (3, 0), (6, 0)),
            ],
            [
                spec((0, 6), (0, 4), (0, 3), (0, 5)),
                spec((0, 6), (0, 8), (0, 10), (0, 7)),
            ],
            [
                spec((6, 13), (4, 13), (3, 13), (5, 13)),
                spec((6, 13), (8, 13), (10, 13), (7, 13)),
            ],
            [
                spec((13, 7), (13, 9), (13, 10), (13, 8)),
                spec((13, 7), (13, 5), (13, 3), (13, 6)),
            ],
        ],
        Layout::OldStandard => [
            [
                spec((7, 0), (9, 0), (10, 0), (8, 0)),
                spec((7, 0), (5, 0), (3, 0), (6, 0)),
            ],
            [
                spec((0, 7), (0, 9), (0, 10), (0, 8)),
                spec((0, 7), (0, 5), (0, 3), (0, 6)),
            ],
            [
                spec((6, 13), (4, 13), (3, 13), (5, 13)),
                spec((6, 13), (8, 13), (10, 13), (7, 13)),
            ],
            [
                spec((13, 6), (13, 4), (13, 3), (13, 5)),
                spec((13, 6), (13, 8), (13, 10), (13, 7)),
            ],
        ],
    };
    table[seat as usize % 4][side]
}

/// The mailbox cell of a (file, rank) of the cross board.
const fn cell((f, r): (i32, i32)) -> Square {
    Square(((r + 2) * cross::STRIDE + f + 2) as u16)
}

/// Every castling's squares (king from, king to, rook from, rook to), `[layout][seat]
/// [side]`, computed once at compile time: move generation asks for them at every node.
const CASTLE_SQUARES: [[[[Square; 4]; 2]; 4]; 2] = {
    let mut t = [[[[Square(0); 4]; 2]; 4]; 2];
    let layouts = [Layout::Standard, Layout::OldStandard];
    let mut l = 0;
    while l < 2 {
        let mut seat = 0;
        while seat < 4 {
            let mut side = 0;
            while side < 2 {
                let c = castle_spec(layouts[l], seat as Seat, side);
                t[l][seat][side] = [
                    cell(c.king_from),
                    cell(c.king_to),
                    cell(c.rook_from),
                    cell(c.rook_to),
                ];
                side += 1;
            }
            seat += 1;
        }
        l += 1;
    }
    t
};

/// Which rook home each cell is, `[layout][cell]`: 0 for none, else 1 + 2 × seat +
/// side.
pub(super) const ROOK_HOMES: [[u8; CELLS]; 2] = {
    let mut t = [[0u8; CELLS]; 2];
    let mut l = 0;
    while l < 2 {
        let mut seat = 0;
        while seat < 4 {
            let mut side = 0;
            while side < 2 {
                let rook = CASTLE_SQUARES[l][seat][side][2];
                t[l][rook.0 as usize] = 1 + 2 * seat as u8 + side as u8;
                side += 1;
            }
            seat += 1;
        }
        l += 1;
    }
    t
};

/// Squares of a castling spec (every seat of both layouts has both castlings).
pub fn castle_squares(layout: Layout, seat: Seat, side: usize) -> Option<[Square; 4]> {
    let l = match layout {
        Layout::Standard => 0,
        Layout::OldStandard => 1,
    };
    CASTLE_SQUARES[l][seat as usize % 4].get(side).copied()
}

/// The castling move of a seat and side.
pub fn castle_move(layout: Layout, seat: Seat, side: usize) -> Option<Move> {
    let [king_from, king_to, rook_from, rook_to] = castle_squares(layout, seat, side)?;
    Some(Move::Castle {
        king_from,
        king_to,
        rook_from,
        rook_to,
    })
}

impl Position {
    /// Why `seat` cannot castle on `side` now, or `None` when it can.
    pub fn castle_failure(
        &self,
        seat: Seat,
        side: usize,
        opts: &Chess4Options,
    ) -> Option<CastlingFailure> {
        let Some([kf, kt, rf, rt]) = castle_squares(opts.layout, seat, side) else {
            return Some(CastlingFailure::KingMoved);
        };
        let king_ok = matches!(self.get(kf), Some(p) if p.kind == PieceKind::King && p.owner == seat && !p.dead);
        if !king_ok {
            return Some(CastlingFailure::KingMoved);
        }
        // No right on either side: the position gives none (FEN4, `pieces:`); the game
        // says « roi déjà joué » when it saw the king move.
        if self.castling[seat as usize] == [false; 2] {
            return Some(CastlingFailure::NoRights);
        }
        let rook_ok = matches!(self.get(rf), Some(p) if p.kind == PieceKind::Rook && p.owner == seat && !p.dead);
        if !self.castling[seat as usize][side] || !rook_ok {
            return Some(CastlingFailure::RookMoved);
        }
        // King and rook share a file or a rank: the cells between are a fixed step apart.
        let (kx, ky) = cross::coords(kf.0);
        let (rx, ry) = cross::coords(rf.0);
        let toward_rook = off(((rx - kx).signum(), (ry - ky).signum()));
        let mut cur = kf.0 as i32 + toward_rook;
        while cur != rf.0 as i32 {
            if !self.board[cur as usize].is_empty() {
                return Some(CastlingFailure::PathBlocked);
            }
            cur += toward_rook;
        }
        // The king's and rook's destinations must be free too (they are between or
        // the pieces' own squares in every layout, checked for safety).
        for sq in [kt, rt] {
            if sq != kf && sq != rf && self.get(sq).is_some() {
                return Some(CastlingFailure::PathBlocked);
            }
        }
        let enemy = |o: Seat| opponents(opts.teams(), seat, o);
        if self.attacked(kf, enemy) {
            return Some(CastlingFailure::InCheck);
        }
        let (tx, ty) = cross::coords(kt.0);
        let toward_target = off(((tx - kx).signum(), (ty - ky).signum()));
        let mut next = kf.0 as i32 + toward_target;
        while cross::exists(next) {
            let attacked = self.attacked(Square(next as u16), enemy);
            if next == kt.0 as i32 {
                if attacked {
                    return Some(CastlingFailure::LandsOnAttackedSquare);
                }
                break;
            }
            if attacked {
                return Some(CastlingFailure::CrossesAttackedSquare);
            }
            next += toward_target;
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess4::position::geometry;

    /// The table holds the squares the geometry gives for each castling spec.
    #[test]
    fn the_table_is_the_specs_on_the_cross_board() {
        let g = geometry();
        for layout in [Layout::Standard, Layout::OldStandard] {
            for seat in 0..4 {
                for side in 0..2 {
                    let c = castle_spec(layout, seat, side);
                    let sq = |(f, r): (i32, i32)| g.square(f, r).unwrap();
                    let expected = [
                        sq(c.king_from),
                        sq(c.king_to),
                        sq(c.rook_from),
                        sq(c.rook_to),
                    ];
                    assert_eq!(castle_squares(layout, seat, side), Some(expected));
                    let homes = &ROOK_HOMES[layout as usize];
                    let home = 1 + 2 * seat + side as u8;
                    assert_eq!(homes[expected[2].0 as usize], home);
                }
            }
            let count = ROOK_HOMES[layout as usize].iter().filter(|&&h| h != 0);
            assert_eq!(count.count(), 8, "{layout:?}");
        }
    }
}
