//! The legal moves: pseudo-moves that leave the mover's king safe, tested by making
//! each move and taking it back.

use super::{Made, Position, geometry};
use crate::chess4::options::Chess4Options;
use crate::{Move, PieceKind, Seat};

/// The seat a made move takes out of the game by capturing its live king, in the
/// points formats (where its army then dies); `None` otherwise.
pub(crate) fn eliminated_by(made: &Made, opts: &Chess4Options) -> Option<Seat> {
    match made.captured {
        Some((_, p)) if !opts.teams() && p.kind == PieceKind::King && !p.dead => Some(p.owner),
        _ => None,
    }
}

/// Tells which pseudo-legal moves of one seat keep its king safe. Most moves need no
/// trial: when the king is not attacked now, a move that is neither the king's, nor
/// castling, nor en passant, made from a square on no rank, file or diagonal of the
/// king, cannot expose it (emptying that square opens no line to the king; filling the
/// destination or capturing there only takes attacks away). Every other move is made
/// on a scratch copy, checked and taken back.
struct SafetyFilter<'a> {
    pos: &'a Position,
    seat: Seat,
    opts: &'a Chess4Options,
    /// the king's (file, rank) when it is not attacked now: the shortcut applies
    calm_king: Option<(i32, i32)>,
    no_king: bool,
    scratch: Option<Box<Position>>,
}

impl<'a> SafetyFilter<'a> {
    fn new(pos: &'a Position, seat: Seat, opts: &'a Chess4Options) -> SafetyFilter<'a> {
        let king = pos.kings[seat as usize];
        let calm_king = king
            .filter(|_| !pos.in_check(seat, opts.teams()))
            .map(|k| geometry().coords(k));
        SafetyFilter {
            pos,
            seat,
            opts,
            calm_king,
            no_king: king.is_none(),
            scratch: None,
        }
    }

    fn keeps_king_safe(&mut self, mv: &Move) -> bool {
        if self.no_king {
            // nothing to expose (as `in_check` says for a seat without a king)
            return true;
        }
        if let (Some((kf, kr)), Move::Step { from, to, .. }) = (self.calm_king, mv)
            && let Some(p) = self.pos.board[from.0 as usize]
            && p.kind != PieceKind::King
        {
            let g = geometry();
            let (ff, fr) = g.coords(*from);
            let (tf, tr) = g.coords(*to);
            let en_passant_like = p.kind == PieceKind::Pawn
                && self.pos.board[to.0 as usize].is_none()
                && ff != tf
                && fr != tr;
            let on_a_line = ff == kf || fr == kr || (ff - kf).abs() == (fr - kr).abs();
            if !en_passant_like && !on_a_line {
                return true;
            }
        }
        let pos = self.pos;
        let scratch = self.scratch.get_or_insert_with(|| Box::new(pos.clone()));
        scratch.keeps_king_safe(self.seat, mv, self.opts)
    }
}

impl Position {
    /// Whether a pseudo-legal move leaves `seat`'s king safe, judged on the position
    /// the move makes with all its consequences: in the points formats a captured live
    /// king takes its whole army out, and dead pieces attack nothing, so the pieces of
    /// the seat whose king is taken no longer count (docs/ARCHITECTURE.md). In Teams a
    /// king capture kills no army (it ends the game), so the plain test stands.
    pub fn keeps_king_safe(&mut self, seat: Seat, mv: &Move, opts: &Chess4Options) -> bool {
        let Some((undo, made)) = self.apply(seat, mv, opts) else {
            return false;
        };
        let gone = eliminated_by(&made, opts);
        let safe = !self.in_check_after(seat, opts.teams(), gone);
        self.undo(&undo);
        safe
    }

    /// The legal board moves of `seat` in this position.
    pub fn legal_moves(&self, seat: Seat, opts: &Chess4Options) -> Vec<Move> {
        let mut pseudo = Vec::with_capacity(64);
        self.pseudo_moves(seat, opts, &mut pseudo);
        let mut filter = SafetyFilter::new(self, seat, opts);
        pseudo.retain(|m| filter.keeps_king_safe(m));
        pseudo
    }

    /// Whether `seat` has at least one legal move.
    pub fn has_legal_move(&self, seat: Seat, opts: &Chess4Options) -> bool {
        let mut pseudo = Vec::with_capacity(64);
        self.pseudo_moves(seat, opts, &mut pseudo);
        let mut filter = SafetyFilter::new(self, seat, opts);
        pseudo.iter().any(|m| filter.keeps_king_safe(m))
    }
}
