//! The legal moves: pseudo-moves that leave the mover's king safe, judged by the
//! shortcuts of [`SafetyFilter`] or by making the move and taking it back.

use super::{DIAG, Made, ORTHO, Position, cross, exists, off, opponents};
use crate::chess4::options::Chess4Options;
use crate::{Move, Piece, PieceKind, Seat, Square};

/// The seat a made move takes out of the game by capturing its live king, in the
/// points formats (where its army then dies); `None` otherwise.
pub(crate) fn eliminated_by(made: &Made, opts: &Chess4Options) -> Option<Seat> {
    match made.captured {
        Some((_, p)) if !opts.teams() && p.kind == PieceKind::King && !p.dead => Some(p.owner),
        _ => None,
    }
}

/// Tells which pseudo-legal moves of one seat keep its king safe. Most moves need no
/// trial. A king's step is safe when no opponent attacks its destination, sliders
/// seeing through the square it leaves. When the king is not attacked now, another
/// piece's move can only expose it by leaving a line between the king and an opponent's
/// slider: the pieces standing alone on such a line (pinned) are found once per
/// position, looking along the king's eight lines, and a pinned piece stays safe only
/// on its line (emptying any other square opens no line to the king; filling the
/// destination or capturing there only takes attacks away). Every other move
/// (castling, en passant, any move but the king's while in check, the capture of a live
/// king, whose army may then die) is made on a scratch copy, checked and taken back.
struct SafetyFilter<'a> {
    pos: &'a Position,
    seat: Seat,
    opts: &'a Chess4Options,
    king: Option<Square>,
    /// the king is not attacked now: the pin shortcut applies
    calm: bool,
    /// pinned squares: (square, step along the line from the king, pinner's square)
    pins: [(u16, i32, u16); 8],
    pin_count: usize,
    scratch: Option<Box<Position>>,
}

impl<'a> SafetyFilter<'a> {
    fn new(pos: &'a Position, seat: Seat, opts: &'a Chess4Options) -> SafetyFilter<'a> {
        let king = pos.kings[seat as usize];
        let mut filter = SafetyFilter {
            pos,
            seat,
            opts,
            king,
            calm: false,
            pins: [(0, 0, 0); 8],
            pin_count: 0,
            scratch: None,
        };
        // `in_check` in two halves: the lines looked along once for pins and checks
        // alike, then the knights, kings and pawns.
        if let Some(k) = king {
            let teams = opts.teams();
            filter.calm =
                !filter.find_pins(k) && !pos.attacked_by_steppers(k, |o| opponents(teams, seat, o));
        }
        filter
    }

    /// Looks along the king's eight lines for an own piece with an opponent's live
    /// slider behind it, nothing else between (a pin); returns whether an opponent's
    /// live slider sees the king itself (a check along a line).
    fn find_pins(&mut self, king: Square) -> bool {
        let teams = self.opts.teams();
        let mut checked = false;
        for (dirs, line_kind) in [(ORTHO, PieceKind::Rook), (DIAG, PieceKind::Bishop)] {
            for d in dirs {
                let o = off(d);
                let mut t = king.0 as i32 + o;
                let mut own = None;
                while exists(t) {
                    let c = self.pos.board[t as usize];
                    if !c.is_empty() {
                        if own.is_none() && c.owner() == self.seat && !c.is_dead() {
                            own = Some(t as u16);
                        } else {
                            let hits = (c.is(line_kind) || c.is(PieceKind::Queen))
                                && !c.is_dead()
                                && opponents(teams, self.seat, c.owner());
                            match own {
                                Some(own) if hits => {
                                    self.pins[self.pin_count] = (own, o, t as u16);
                                    self.pin_count += 1;
                                }
                                None => checked |= hits,
                                Some(_) => {}
                            }
                            break;
                        }
                    }
                    t += o;
                }
            }
        }
        checked
    }

    /// Whether a piece moving from `from` to `to` keeps the calm king covered: a
    /// pinned piece must stay on its line, between the king and the pinner included.
    fn pin_allows(&self, king: Square, from: Square, to: Square) -> bool {
        let Some(&(_, o, pinner)) = self.pins[..self.pin_count].iter().find(|p| p.0 == from.0)
        else {
            return true;
        };
        let mut t = king.0 as i32 + o;
        loop {
            if t == to.0 as i32 {
                return true;
            }
            if t == pinner as i32 {
                return false;
            }
            t += o;
        }
    }

    /// Whether all the moves of the piece `p` on `from` keep the king safe, but the
    /// [`SafetyFilter::special`] ones: there is no king to expose, or the king is calm
    /// and `p` is neither the king nor pinned.
    #[inline(always)]
    fn trusts(&self, from: Square, p: Piece) -> bool {
        self.king.is_none()
            || (self.calm
                && p.kind != PieceKind::King
                && !self.pins[..self.pin_count].iter().any(|q| q.0 == from.0))
    }

    /// A move of a trusted piece that still needs [`SafetyFilter::keeps_king_safe`]: it
    /// takes a live king (whose army may die) or it is a pawn's diagonal step to an
    /// empty square (en passant, which empties a third square).
    #[inline(always)]
    fn special(&self, mv: &Move, p: Piece) -> bool {
        let Move::Step { from, to, .. } = *mv else {
            return true;
        };
        let target = self.pos.board[to.0 as usize];
        // any king (a dead one too: the filter tells them apart)
        if target.is(PieceKind::King) {
            return true;
        }
        p.kind == PieceKind::Pawn && target.is_empty() && {
            let (ff, fr) = cross::coords(from.0);
            let (tf, tr) = cross::coords(to.0);
            ff != tf && fr != tr
        }
    }

    fn keeps_king_safe(&mut self, mv: &Move) -> bool {
        let Some(king) = self.king else {
            // nothing to expose (as `in_check` says for a seat without a king)
            return true;
        };
        if let Move::Step { from, to, .. } = *mv
            && let Some(p) = self.pos.board[from.0 as usize].piece()
        {
            let target = self.pos.board[to.0 as usize].piece();
            let takes_king = target.is_some_and(|t| t.kind == PieceKind::King && !t.dead);
            if !takes_king && p.kind == PieceKind::King {
                let (teams, seat) = (self.opts.teams(), self.seat);
                return !self
                    .pos
                    .attacked_past(to, from, |o| opponents(teams, seat, o));
            }
            let (ff, fr) = cross::coords(from.0);
            let (tf, tr) = cross::coords(to.0);
            let en_passant_like =
                p.kind == PieceKind::Pawn && target.is_none() && ff != tf && fr != tr;
            if self.calm && !takes_king && !en_passant_like {
                return self.pin_allows(king, from, to);
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

    /// The legal board moves of `seat` in this position, judged as each piece's moves
    /// are generated: the moves of a piece [`SafetyFilter::trusts`] skip the filter but
    /// for the few it must see (a live king taken, en passant).
    pub fn legal_moves(&self, seat: Seat, opts: &Chess4Options) -> Vec<Move> {
        let mut filter = SafetyFilter::new(self, seat, opts);
        let mut out = Vec::with_capacity(64);
        self.moves_by_piece(seat, opts, &mut out, |out, start, mover| {
            if let Some((from, p)) = mover
                && filter.trusts(from, p)
            {
                // Nearly always kept whole: a move is taken out only if it is special
                // and fails the filter.
                let mut i = start;
                while let Some(mv) = out.get(i) {
                    if filter.special(mv, p) && !filter.keeps_king_safe(mv) {
                        out.remove(i);
                    } else {
                        i += 1;
                    }
                }
                return;
            }
            let mut kept = start;
            for i in start..out.len() {
                if filter.keeps_king_safe(&out[i]) {
                    if kept != i {
                        out[kept] = out[i].clone();
                    }
                    kept += 1;
                }
            }
            out.truncate(kept);
        });
        out
    }

    /// Whether `seat` has at least one legal move.
    pub fn has_legal_move(&self, seat: Seat, opts: &Chess4Options) -> bool {
        let mut pseudo = Vec::with_capacity(64);
        self.pseudo_moves(seat, opts, &mut pseudo);
        let mut filter = SafetyFilter::new(self, seat, opts);
        pseudo.iter().any(|m| filter.keeps_king_safe(m))
    }
}
