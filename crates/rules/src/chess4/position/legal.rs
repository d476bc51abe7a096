//! The legal moves: pseudo-moves that leave the mover's king safe, tested by making
//! each move and taking it back.

use super::{Made, Position, geometry, opponents};
use crate::chess4::options::Chess4Options;
use crate::{Move, PieceKind, Seat, Square};

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
/// destination or capturing there only takes attacks away). A move from a square on
/// one of those lines can only open that line, so that line alone is looked at. Every
/// other move (the king's, castling, en passant, any move while in check, the capture
/// of a live king) is made on a scratch copy, checked and taken back.
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
            // On a line of the king: only that line can open. Look along it from the
            // king, unless the move takes a live king (its army may then die, which
            // the full trial judges).
            let takes_king =
                self.pos.board[to.0 as usize].is_some_and(|t| t.kind == PieceKind::King && !t.dead);
            if !en_passant_like && !takes_king {
                let dir = ((ff - kf).signum(), (fr - kr).signum());
                return !self.line_opens(*from, *to, dir);
            }
        }
        let pos = self.pos;
        let scratch = self.scratch.get_or_insert_with(|| Box::new(pos.clone()));
        scratch.keeps_king_safe(self.seat, mv, self.opts)
    }
}

impl SafetyFilter<'_> {
    /// Whether moving a piece from `from` (on the king's line `dir`) to `to` leaves an
    /// opponent's live slider facing the calm king along that line.
    fn line_opens(&self, from: Square, to: Square, dir: (i32, i32)) -> bool {
        let Some(king) = self.pos.kings[self.seat as usize] else {
            return false;
        };
        let g = geometry();
        let o = g.offset(dir);
        let diagonal = dir.0 != 0 && dir.1 != 0;
        let mut t = king.0 as i32 + o;
        while t >= 0 && g.contains(Square(t as u16)) {
            if t == to.0 as i32 {
                return false; // the moved piece still blocks the line
            }
            if t != from.0 as i32
                && let Some(p) = self.pos.board[t as usize]
            {
                let slides = match p.kind {
                    PieceKind::Queen => true,
                    PieceKind::Bishop => diagonal,
                    PieceKind::Rook => !diagonal,
                    _ => false,
                };
                return slides && !p.dead && opponents(self.opts.teams(), self.seat, p.owner);
            }
            t += o;
        }
        false
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
