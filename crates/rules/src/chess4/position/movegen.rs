//! The moves of the pieces, before the test that the mover's king stays safe: steps,
//! slides, jumps, pawn pushes with promotion, captures and en passant.

use super::castling::castle_move;
use super::{
    Cell, DIAG, KING, KINGSIDE, KNIGHT, ORTHO, Position, QUEENSIDE, SeatStatus, cross, exists, off,
    opponents, relative_rank,
};
use crate::chess4::options::{Chess4Options, EnPassantWho, Promotion};
use crate::{Move, Piece, PieceKind, Seat, Square};

impl Position {
    /// Whether `mover` may capture `target`. A dead piece belongs to nobody and can be
    /// taken by anyone, the zombie king of its own former army included.
    pub(super) fn capturable(&self, mover: Seat, target: &Piece, opts: &Chess4Options) -> bool {
        if target.dead {
            return true;
        }
        if target.owner == mover {
            return false;
        }
        if !opponents(opts.teams(), mover, target.owner) {
            return false;
        }
        target.kind != PieceKind::King || opts.king_capture
    }

    /// [`Position::capturable`] of a non-empty cell, read from its byte.
    #[inline(always)]
    pub(super) fn capturable_cell(&self, mover: Seat, target: Cell, opts: &Chess4Options) -> bool {
        if target.is_dead() {
            return true;
        }
        let owner = target.owner();
        owner != mover
            && opponents(opts.teams(), mover, owner)
            && (!target.is(PieceKind::King) || opts.king_capture)
    }

    /// The landing square of the pawn an en passant capture by `mover`'s pawn from
    /// `from` to `to` would remove, if this is one.
    #[inline(always)]
    pub fn en_passant_victim(
        &self,
        mover: Seat,
        from: Square,
        to: Square,
        opts: &Chess4Options,
    ) -> Option<Square> {
        // Most calls find no entry skipping `to`: that is looked at here, inlined into
        // move generation and `make`; the rest is a call.
        if !opts.en_passant
            || !self
                .en_passant
                .iter()
                .any(|e| e.is_some_and(|(skipped, _)| skipped == to))
        {
            return None;
        }
        self.en_passant_victim_on(mover, from, to, opts)
    }

    /// [`Position::en_passant_victim`] once an entry skips `to`.
    #[inline(never)]
    fn en_passant_victim_on(
        &self,
        mover: Seat,
        from: Square,
        to: Square,
        opts: &Chess4Options,
    ) -> Option<Square> {
        if self.get(to).is_some() {
            return None;
        }
        let pawn = self.get(from).filter(|p| p.kind == PieceKind::Pawn)?;
        // Only a diagonal capture step takes en passant: a plain forward step onto the
        // skipped square is an ordinary move and removes nothing.
        let diagonal = [-1, 1]
            .into_iter()
            .any(|side| from.0 as i32 + off(pawn.facing.orient((side, 1))) == to.0 as i32);
        if !diagonal {
            return None;
        }
        for owner in 0..4u8 {
            let Some((skipped, landing)) = self.en_passant[owner as usize] else {
                continue;
            };
            if skipped != to || owner == mover {
                continue;
            }
            let Some(victim) = self.get(landing) else {
                continue;
            };
            if victim.kind != PieceKind::Pawn
                || victim.owner != owner
                || !self.capturable(mover, &victim, opts)
            {
                continue;
            }
            if opts.en_passant_who == EnPassantWho::OnlyPawnInFront
                && from.0 as i32 + off(pawn.facing.orient((0, 1))) != landing.0 as i32
            {
                continue;
            }
            return Some(landing);
        }
        None
    }

    /// Pushes a pawn's move, as the four promotions (or the queen's alone) when
    /// `promotes`. Inlined: a call for each pawn move cost as much as the push.
    #[inline(always)]
    fn push_pawn(
        from: Square,
        to: Square,
        promotes: bool,
        opts: &Chess4Options,
        out: &mut Vec<Move>,
    ) {
        if promotes {
            let kinds: &[PieceKind] = match opts.promotion {
                Promotion::Choice => &[
                    PieceKind::Queen,
                    PieceKind::Rook,
                    PieceKind::Bishop,
                    PieceKind::Knight,
                ],
                Promotion::QueenWorthOne => &[PieceKind::Queen],
            };
            for &k in kinds {
                out.push(Move::Step {
                    from,
                    to,
                    promotion: Some(k),
                });
            }
        } else {
            out.push(Move::Step {
                from,
                to,
                promotion: None,
            });
        }
    }

    /// Moves of `seat` that obey piece movement, ignoring the safety of its king.
    pub fn pseudo_moves(&self, seat: Seat, opts: &Chess4Options, out: &mut Vec<Move>) {
        self.moves_by_piece(seat, opts, out, |_, _, _| {});
    }

    /// [`Position::pseudo_moves`], calling `after(out, start, mover)` once the moves of
    /// each piece are pushed (`out[start..]`; `mover`: the piece and its square, `None`
    /// for castling), so that a caller may judge them while they are fresh.
    #[inline(always)]
    pub(super) fn moves_by_piece(
        &self,
        seat: Seat,
        opts: &Chess4Options,
        out: &mut Vec<Move>,
        mut after: impl FnMut(&mut Vec<Move>, usize, Option<(Square, Piece)>),
    ) {
        let zombie = self.status[seat as usize] == SeatStatus::Zombie;
        if self.status[seat as usize] == SeatStatus::Out {
            return;
        }
        // The seat's live pieces, in the order of the mailbox (that of the squares).
        for (w, mut bits) in self.live_words(seat).into_iter().enumerate() {
            while bits != 0 {
                let n = w * 64 + bits.trailing_zeros() as usize;
                bits &= bits - 1;
                let idx = cross::SQUARES.get(n).copied().unwrap_or_default() as usize;
                let Some(p) = self.board.get(idx).and_then(|c| c.piece()) else {
                    continue;
                };
                if zombie && p.kind != PieceKind::King {
                    continue;
                }
                let start = out.len();
                let from = Square(idx as u16);
                self.piece_moves(seat, from, p, opts, out);
                after(out, start, Some((from, p)));
            }
        }
        if !zombie {
            let start = out.len();
            for side in [KINGSIDE, QUEENSIDE] {
                // without the right there is no castling (`castle_failure` says why)
                if self.castling[seat as usize][side]
                    && self.castle_failure(seat, side, opts).is_none()
                    && let Some(m) = castle_move(opts.layout, seat, side)
                {
                    out.push(m);
                }
            }
            if out.len() > start {
                after(out, start, None);
            }
        }
    }

    /// Pseudo-legal moves of the piece `p` standing on `from`.
    pub fn piece_moves(
        &self,
        seat: Seat,
        from: Square,
        p: Piece,
        opts: &Chess4Options,
        out: &mut Vec<Move>,
    ) {
        let s = from.0 as i32;
        let step = |t: i32| Move::Step {
            from,
            to: Square(t as u16),
            promotion: None,
        };
        match p.kind {
            PieceKind::Pawn => {
                let fwd = off(p.facing.orient((0, 1)));
                let one = s + fwd;
                // Each step of the pawn, straight or diagonal, goes one rank forward
                // for its seat: whether it promotes is known from `from`'s rank, once.
                let rank = relative_rank(seat, from);
                let promotes = |ahead: i32| rank + ahead + 1 >= opts.promotion_rank as i32;
                if exists(one) && self.board[one as usize].is_empty() {
                    Self::push_pawn(from, Square(one as u16), promotes(1), opts, out);
                    let two = one + fwd;
                    if rank == 1 && exists(two) && self.board[two as usize].is_empty() {
                        Self::push_pawn(from, Square(two as u16), promotes(2), opts, out);
                    }
                }
                for side in [-1, 1] {
                    let t = s + off(p.facing.orient((side, 1)));
                    if !exists(t) {
                        continue;
                    }
                    let to = Square(t as u16);
                    let target = self.board[t as usize];
                    let takes = if target.is_empty() {
                        self.en_passant_victim(seat, from, to, opts).is_some()
                    } else {
                        self.capturable_cell(seat, target, opts)
                    };
                    if takes {
                        Self::push_pawn(from, to, promotes(1), opts, out);
                    }
                }
            }
            PieceKind::Knight | PieceKind::King => {
                let deltas = if p.kind == PieceKind::Knight {
                    KNIGHT
                } else {
                    KING
                };
                for d in deltas {
                    let t = s + off(d);
                    if !exists(t) {
                        continue;
                    }
                    let target = self.board[t as usize];
                    if target.is_empty() || self.capturable_cell(seat, target, opts) {
                        out.push(step(t));
                    }
                }
            }
            PieceKind::Rook | PieceKind::Bishop | PieceKind::Queen => {
                let dirs: &[(i32, i32)] = match p.kind {
                    PieceKind::Rook => &ORTHO,
                    PieceKind::Bishop => &DIAG,
                    _ => &[
                        (0, 1),
                        (1, 0),
                        (0, -1),
                        (-1, 0),
                        (1, 1),
                        (1, -1),
                        (-1, -1),
                        (-1, 1),
                    ],
                };
                for &d in dirs {
                    let o = off(d);
                    let mut t = s + o;
                    while exists(t) {
                        let target = self.board[t as usize];
                        if target.is_empty() {
                            out.push(step(t));
                        } else {
                            if self.capturable_cell(seat, target, opts) {
                                out.push(step(t));
                            }
                            break;
                        }
                        t += o;
                    }
                }
            }
            PieceKind::Gold | PieceKind::Silver => {}
        }
    }
}
