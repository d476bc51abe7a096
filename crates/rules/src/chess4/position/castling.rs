//! Castling in four-player chess: where each seat's king and rooks start and land in
//! each layout, the castling move, and why one is not possible.

use super::{Position, geometry, opponents};
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
pub fn castle_spec(layout: Layout, seat: Seat, side: usize) -> CastleSpec {
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

/// Squares of a castling spec.
pub fn castle_squares(layout: Layout, seat: Seat, side: usize) -> Option<[Square; 4]> {
    let g = geometry();
    let c = castle_spec(layout, seat, side);
    Some([
        g.square(c.king_from.0, c.king_from.1)?,
        g.square(c.king_to.0, c.king_to.1)?,
        g.square(c.rook_from.0, c.rook_from.1)?,
        g.square(c.rook_to.0, c.rook_to.1)?,
    ])
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
        let g = geometry();
        let (kx, ky) = g.coords(kf);
        let (rx, ry) = g.coords(rf);
        let (dx, dy) = ((rx - kx).signum(), (ry - ky).signum());
        let mut cur = kf;
        while let Some(next) = g.step(cur, (dx, dy)) {
            if next == rf {
                break;
            }
            if self.get(next).is_some() {
                return Some(CastlingFailure::PathBlocked);
            }
            cur = next;
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
        let (tx, ty) = g.coords(kt);
        let (sx, sy) = ((tx - kx).signum(), (ty - ky).signum());
        let mut cur = kf;
        while let Some(next) = g.step(cur, (sx, sy)) {
            if next == kt {
                if self.attacked(next, enemy) {
                    return Some(CastlingFailure::LandsOnAttackedSquare);
                }
                break;
            }
            if self.attacked(next, enemy) {
                return Some(CastlingFailure::CrossesAttackedSquare);
            }
            cur = next;
        }
        None
    }
}
