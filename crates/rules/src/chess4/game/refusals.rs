//! Why a move is refused: the rule it breaks, told as precisely as the position
//! allows (a piece in the way, a king left in check, a castling that is not possible).

use super::Chess4;
use crate::chess4::position::{
    KINGSIDE, QUEENSIDE, SeatStatus, castle_move, eliminated_by, geometry, opponents,
};
use crate::{CastlingFailure, Illegal, Move, Piece, PieceKind, Seat, Square};

impl Chess4 {
    /// Explains why a board move is not legal for `seat`.
    pub(super) fn explain(&self, seat: Seat, mv: &Move) -> Illegal {
        match *mv {
            Move::Castle { king_from, .. } => {
                for side in [KINGSIDE, QUEENSIDE] {
                    if castle_move(self.options.layout, seat, side).as_ref() == Some(mv) {
                        if let Some(reason) = self.pos.castle_failure(seat, side, &self.options) {
                            let reason = match reason {
                                CastlingFailure::NoRights | CastlingFailure::RookMoved
                                    if self.king_moved[seat as usize] =>
                                {
                                    CastlingFailure::KingMoved
                                }
                                other => other,
                            };
                            return Illegal::Castling { reason };
                        }
                        return self.check_reason(seat, mv, king_from);
                    }
                }
                Illegal::CannotReach {
                    from: king_from,
                    to: king_from,
                }
            }
            Move::Step {
                from,
                to,
                promotion,
            } => {
                let Some(p) = self.pos.get(from).filter(|p| p.owner == seat && !p.dead) else {
                    return Illegal::NoPiece { from };
                };
                if self.pos.status[seat as usize] == SeatStatus::Zombie && p.kind != PieceKind::King
                {
                    return Illegal::NoPiece { from };
                }
                let mut pseudo = Vec::new();
                self.pos
                    .piece_moves(seat, from, p, &self.options, &mut pseudo);
                let same_squares = |m: &Move| matches!(m, Move::Step { from: f, to: t, .. } if *f == from && *t == to);
                if pseudo.contains(mv) {
                    return self.check_reason(seat, mv, from);
                }
                if pseudo.iter().any(same_squares)
                    || (promotion.is_some() && p.kind == PieceKind::Pawn)
                {
                    return Illegal::Promotion { on: to };
                }
                if let Some(at) = self.blocker(from, to, &p) {
                    return Illegal::Blocked { from, to, at };
                }
                if p.kind == PieceKind::Pawn
                    && self.pos.get(to).is_none()
                    && self
                        .closed_en_passant
                        .iter()
                        .any(|&(skipped, _)| skipped == to)
                {
                    return Illegal::EnPassantExpired { to };
                }
                Illegal::CannotReach { from, to }
            }
            Move::Drop { kind, to } => Illegal::Drop {
                kind,
                to,
                reason: crate::DropRefusal::NoDropsInGame,
            },
            _ => Illegal::ActUnavailable,
        }
    }

    /// The attackers that would remain on `seat`'s king after `mv`.
    pub(super) fn check_reason(&self, seat: Seat, mv: &Move, fallback: Square) -> Illegal {
        let mut scratch = self.pos.clone();
        if let Some((_, made)) = scratch.apply(seat, mv, &self.options)
            && let Some(king) = scratch.kings[seat as usize]
        {
            // the army of a king taken here attacks nothing any more
            let gone = eliminated_by(&made, &self.options);
            let by = scratch.attackers(king, |o| {
                opponents(self.teams(), seat, o) && Some(o) != gone
            });
            return Illegal::LeavesKingInCheck { king, by };
        }
        Illegal::CannotReach {
            from: fallback,
            to: fallback,
        }
    }

    /// The first piece standing between `from` and `to` on a line the piece uses.
    pub(super) fn blocker(&self, from: Square, to: Square, p: &Piece) -> Option<Square> {
        let g = geometry();
        let (fx, fy) = g.coords(from);
        let (tx, ty) = g.coords(to);
        let (dx, dy) = (tx - fx, ty - fy);
        let ortho = dx == 0 || dy == 0;
        let diag = dx.abs() == dy.abs();
        let fits = match p.kind {
            PieceKind::Rook => ortho,
            PieceKind::Bishop => diag,
            PieceKind::Queen => ortho || diag,
            PieceKind::Pawn => ortho && (dx.abs() + dy.abs() == 2),
            _ => false,
        };
        if !fits || (dx == 0 && dy == 0) {
            return None;
        }
        let step = (dx.signum(), dy.signum());
        for sq in g.ray(from, step) {
            if sq == to {
                return None;
            }
            if self.pos.get(sq).is_some() {
                return Some(sq);
            }
        }
        None
    }
}
