//! The material state of a four-player shogi game (board, hands, who is alive) and
//! everything that depends on it alone: movement, attacks, move legality.
//!
//! Turn order, mates and the end of the game live in the game module; this one never
//! looks at history.

use super::options::{Format, PawnDropMate, Shogi4Options};
use crate::{Direction, DropRefusal, Geometry, Illegal, Move, Piece, PieceKind, Seat, Square};
use std::sync::OnceLock;

/// Mailbox cells of the 9x9 geometry (9 + 2 * 2 padding, squared).
pub const CELLS: usize = 169;

/// The kinds a hand can hold, in the order hands are written (SFEN order).
pub const HAND_KINDS: [PieceKind; 4] = [
    PieceKind::Rook,
    PieceKind::Gold,
    PieceKind::Silver,
    PieceKind::Pawn,
];

pub fn hand_index(kind: PieceKind) -> Option<usize> {
    HAND_KINDS.iter().position(|&k| k == kind)
}

/// The shared 9x9 geometry.
pub fn geo() -> &'static Geometry {
    static GEO: OnceLock<Geometry> = OnceLock::new();
    GEO.get_or_init(Geometry::shogi)
}

/// The direction a seat's own pieces (and its drops) face.
pub fn front(seat: Seat) -> Direction {
    match seat % 4 {
        0 => Direction::North,
        1 => Direction::East,
        2 => Direction::South,
        _ => Direction::West,
    }
}

/// The seat whose own pieces face `dir`.
pub fn seat_facing(dir: Direction) -> Seat {
    match dir {
        Direction::North => 0,
        Direction::East => 1,
        Direction::South => 2,
        Direction::West => 3,
    }
}

const KING: [(i32, i32); 8] = [
    (0, 1),
    (1, 1),
    (-1, 1),
    (1, 0),
    (-1, 0),
    (0, -1),
    (1, -1),
    (-1, -1),
];
const GOLD: [(i32, i32); 6] = [(0, 1), (1, 1), (-1, 1), (1, 0), (-1, 0), (0, -1)];
const SILVER: [(i32, i32); 5] = [(0, 1), (1, 1), (-1, 1), (1, -1), (-1, -1)];
const PAWN: [(i32, i32); 1] = [(0, 1)];
const DIAGONAL: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];
const ORTHOGONAL: [(i32, i32); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];

/// The single steps of a piece, relative to its facing (right, forward).
fn steps(p: &Piece) -> &'static [(i32, i32)] {
    match (p.kind, p.promoted) {
        (PieceKind::King, _) => &KING,
        (PieceKind::Gold, _) | (PieceKind::Silver, true) | (PieceKind::Pawn, true) => &GOLD,
        (PieceKind::Silver, false) => &SILVER,
        (PieceKind::Pawn, false) => &PAWN,
        // The dragon adds diagonal steps to the rook's slides.
        (PieceKind::Rook, true) => &DIAGONAL,
        _ => &[],
    }
}

/// Whether the piece slides orthogonally (rook and dragon).
fn slides(p: &Piece) -> bool {
    p.kind == PieceKind::Rook
}

/// The inverse of [`Direction::orient`]: an absolute delta seen from a facing.
fn unorient(facing: Direction, (dx, dy): (i32, i32)) -> (i32, i32) {
    match facing {
        Direction::North => (dx, dy),
        Direction::East => (-dy, dx),
        Direction::South => (-dx, -dy),
        Direction::West => (dy, -dx),
    }
}

/// A piece that moves and attacks: not a turned king, not an ownerless piece.
fn active(p: &Piece) -> bool {
    !p.flipped && !p.dead
}

/// Whether `sq` is among the three farthest lines in direction `facing`.
pub fn in_zone(facing: Direction, sq: Square) -> bool {
    let (f, r) = geo().coords(sq);
    match facing {
        Direction::North => r >= 6,
        Direction::South => r <= 2,
        Direction::East => f >= 6,
        Direction::West => f <= 2,
    }
}

/// The square straight ahead of `sq` for a piece facing `facing`.
pub fn ahead(facing: Direction, sq: Square) -> Option<Square> {
    geo().step(sq, facing.vector())
}

/// Board, hands and the living set.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    pub board: [Option<Piece>; CELLS],
    /// Counts per seat, indexed by [`hand_index`].
    pub hands: [[u8; 4]; 4],
    /// Seats still playing (present and not mated).
    pub living: [bool; 4],
}

impl Position {
    pub fn empty() -> Position {
        Position {
            board: [None; CELLS],
            hands: [[0; 4]; 4],
            living: [false; 4],
        }
    }

    pub fn at(&self, sq: Square) -> Option<Piece> {
        self.board.get(sq.0 as usize).copied().flatten()
    }

    fn set(&mut self, sq: Square, p: Option<Piece>) {
        if let Some(cell) = self.board.get_mut(sq.0 as usize) {
            *cell = p;
        }
    }

    /// The square of a seat's king (turned or not).
    pub fn king_square(&self, seat: Seat) -> Option<Square> {
        geo().squares().iter().copied().find(|&sq| {
            self.at(sq)
                .is_some_and(|p| p.kind == PieceKind::King && p.owner == seat)
        })
    }

    /// Squares whose active piece, owned by someone other than `victim`, attacks `target`.
    pub fn attackers(&self, target: Square, victim: Seat) -> Vec<Square> {
        let g = geo();
        let mut out = Vec::new();
        for d in KING {
            if let Some(n) = g.step(target, d)
                && let Some(p) = self.at(n)
                && active(&p)
                && p.owner != victim
                && steps(&p).contains(&unorient(p.facing, (-d.0, -d.1)))
            {
                out.push(n);
            }
        }
        for d in ORTHOGONAL {
            if let Some(sq) = g.ray(target, d).find(|&s| self.at(s).is_some())
                && let Some(p) = self.at(sq)
                && active(&p)
                && p.owner != victim
                && slides(&p)
            {
                out.push(sq);
            }
        }
        out
    }

    /// Whether a living seat's (unturned) king is attacked.
    pub fn in_check(&self, seat: Seat) -> bool {
        self.living[seat as usize % 4]
            && self
                .king_square(seat)
                .is_some_and(|k| !self.attackers(k, seat).is_empty())
    }

    /// Living seats in check, in seat order.
    pub fn checked(&self) -> Vec<Seat> {
        (0..4).filter(|&s| self.in_check(s)).collect()
    }

    /// Whether `seat` may land a piece on `to` (empty, or a capturable piece).
    fn may_land(&self, seat: Seat, to: Square, opts: &Shogi4Options) -> Result<(), Illegal> {
        match self.at(to) {
            None => Ok(()),
            Some(t) if t.kind == PieceKind::King => Err(Illegal::KingNotCapturable { at: to }),
            Some(t) if t.dead => Ok(()),
            Some(t) if t.owner == seat => Err(Illegal::OwnPiece { at: to }),
            Some(t) if opts.format == Format::Teams && t.owner == partner(seat) => {
                Err(Illegal::OwnPiece { at: to })
            }
            Some(_) => Ok(()),
        }
    }

    /// Adds the step moves from `from` to `to`, with and without promotion as allowed.
    fn push_steps(&self, p: &Piece, from: Square, to: Square, out: &mut Vec<Move>) {
        let (can, must) = promotion_rule(p, from, to);
        if can {
            out.push(Move::Step {
                from,
                to,
                promotion: Some(p.kind),
            });
        }
        if !must {
            out.push(Move::Step {
                from,
                to,
                promotion: None,
            });
        }
    }

    /// Moves that respect movement, blocking, capture and drop rules, before any
    /// check-related test.
    pub fn pseudo_moves(&self, seat: Seat, opts: &Shogi4Options) -> Vec<Move> {
        let g = geo();
        let mut out = Vec::new();
        for &from in g.squares() {
            let Some(p) = self.at(from) else { continue };
            if !active(&p) || p.owner != seat {
                continue;
            }
            for &rel in steps(&p) {
                if let Some(to) = g.step(from, p.facing.orient(rel))
                    && self.may_land(seat, to, opts).is_ok()
                {
                    self.push_steps(&p, from, to, &mut out);
                }
            }
            if slides(&p) {
                for d in ORTHOGONAL {
                    for to in g.ray(from, d) {
                        let occupied = self.at(to).is_some();
                        if self.may_land(seat, to, opts).is_ok() {
                            self.push_steps(&p, from, to, &mut out);
                        }
                        if occupied {
                            break;
                        }
                    }
                }
            }
        }
        for (i, &kind) in HAND_KINDS.iter().enumerate() {
            if self.hands[seat as usize % 4][i] == 0 {
                continue;
            }
            for &to in g.squares() {
                if self.at(to).is_none() && self.drop_rule(seat, kind, to).is_ok() {
                    out.push(Move::Drop { kind, to });
                }
            }
        }
        out
    }

    /// The pawn-specific drop rules (the square is known to be empty).
    fn drop_rule(&self, seat: Seat, kind: PieceKind, to: Square) -> Result<(), Illegal> {
        if kind != PieceKind::Pawn {
            return Ok(());
        }
        let facing = front(seat);
        let why = |reason| Err(Illegal::Drop { kind, to, reason });
        match ahead(facing, to) {
            None => return why(DropRefusal::PawnCannotMove),
            Some(a) if self.at(a).is_some_and(|p| p.flipped) => {
                return why(DropRefusal::PawnBeforeTurnedKing { king: a });
            }
            _ => {}
        }
        // Nifu: the pawn's own line is a file for pawns facing up or down, a rank for
        // pawns facing left or right.
        let (f, r) = geo().coords(to);
        let vertical = matches!(facing, Direction::North | Direction::South);
        let twin = geo().squares().iter().copied().find(|&sq| {
            let (sf, sr) = geo().coords(sq);
            let same_line = if vertical { sf == f } else { sr == r };
            same_line
                && self.at(sq).is_some_and(|p| {
                    p.kind == PieceKind::Pawn
                        && !p.promoted
                        && active(&p)
                        && p.owner == seat
                        && p.facing == facing
                })
        });
        if let Some(twin) = twin {
            return why(DropRefusal::Nifu { twin });
        }
        Ok(())
    }

    /// Why a board move is not even well formed for `seat` here (movement, blocking,
    /// captures, promotion, drops); `Ok` means it is one of [`Position::pseudo_moves`].
    pub fn validate(&self, seat: Seat, mv: &Move, opts: &Shogi4Options) -> Result<(), Illegal> {
        let g = geo();
        match *mv {
            Move::Step {
                from,
                to,
                promotion,
            } => {
                let p = match self.at(from) {
                    Some(p) if active(&p) && p.owner == seat => p,
                    _ => return Err(Illegal::NoPiece { from }),
                };
                if !g.contains(to) || from == to {
                    return Err(Illegal::CannotReach { from, to });
                }
                let step_ok = steps(&p)
                    .iter()
                    .any(|&rel| g.step(from, p.facing.orient(rel)) == Some(to));
                if !step_ok {
                    let (ff, fr) = g.coords(from);
                    let (tf, tr) = g.coords(to);
                    if !slides(&p) || (ff != tf && fr != tr) {
                        return Err(Illegal::CannotReach { from, to });
                    }
                    let d = ((tf - ff).signum(), (tr - fr).signum());
                    for sq in g.ray(from, d) {
                        if sq == to {
                            break;
                        }
                        if self.at(sq).is_some() {
                            return Err(Illegal::Blocked { from, to, at: sq });
                        }
                    }
                }
                self.may_land(seat, to, opts)?;
                let (can, must) = promotion_rule(&p, from, to);
                match promotion {
                    Some(k) if k != p.kind || !can => Err(Illegal::Promotion { on: to }),
                    None if must => Err(Illegal::Promotion { on: to }),
                    _ => Ok(()),
                }
            }
            Move::Drop { kind, to } => {
                let why = |reason| Err(Illegal::Drop { kind, to, reason });
                let Some(i) = hand_index(kind) else {
                    return why(DropRefusal::NotDroppable);
                };
                if self.hands[seat as usize % 4][i] == 0 {
                    return why(DropRefusal::NotInHand);
                }
                if !g.contains(to) {
                    return why(DropRefusal::OffBoard);
                }
                if self.at(to).is_some() {
                    return why(DropRefusal::Occupied);
                }
                self.drop_rule(seat, kind, to)
            }
            _ => Err(Illegal::ActUnavailable),
        }
    }

    /// Plays a well-formed move; returns the piece captured, if any.
    pub fn apply(&mut self, seat: Seat, mv: &Move) -> Option<Piece> {
        match *mv {
            Move::Step {
                from,
                to,
                promotion,
            } => {
                let mut p = self.at(from)?;
                let captured = self.at(to);
                if let Some(c) = captured
                    && let Some(i) = hand_index(c.kind)
                {
                    let h = &mut self.hands[seat as usize % 4][i];
                    *h = h.saturating_add(1);
                }
                if promotion.is_some() {
                    p.promoted = true;
                }
                self.set(from, None);
                self.set(to, Some(p));
                captured
            }
            Move::Drop { kind, to } => {
                if let Some(i) = hand_index(kind) {
                    let h = &mut self.hands[seat as usize % 4][i];
                    *h = h.saturating_sub(1);
                }
                self.set(to, Some(Piece::new(kind, seat, front(seat))));
                None
            }
            _ => None,
        }
    }

    /// The tests that need the position after the move: own king safety, the teams
    /// partner rule, pawn-drop mate. `mv` must be well formed.
    pub fn legality(&self, seat: Seat, mv: &Move, opts: &Shogi4Options) -> Result<(), Illegal> {
        let mut next = self.clone();
        next.apply(seat, mv);
        if let Some(k) = next.king_square(seat) {
            let by = next.attackers(k, seat);
            if !by.is_empty() {
                return Err(Illegal::LeavesKingInCheck { king: k, by });
            }
        }
        if opts.format == Format::Teams {
            let mate = partner(seat);
            if self.living[mate as usize]
                && let Some(k) = self.king_square(mate)
            {
                let owned = |pos: &Position| -> Vec<(Square, Seat)> {
                    pos.attackers(k, mate)
                        .into_iter()
                        .filter_map(|s| pos.at(s).map(|p| (s, p.owner)))
                        .collect()
                };
                let before = owned(self);
                if owned(&next).iter().any(|a| !before.contains(a)) {
                    return Err(Illegal::ChecksPartner { king: k });
                }
            }
        }
        if let Move::Drop {
            kind: PieceKind::Pawn,
            to,
        } = *mv
            && let Some(a) = ahead(front(seat), to)
            && let Some(target) = next.at(a)
            && target.kind == PieceKind::King
            && !target.flipped
            && target.owner != seat
            && next.living[target.owner as usize % 4]
        {
            let judged: Vec<Seat> = match opts.pawn_drop_mate {
                PawnDropMate::AnyChecked => next.checked(),
                PawnDropMate::PawnChecked => vec![target.owner],
            };
            let mated = |s: &Seat| *s != seat && !next.has_any_legal(*s, opts);
            if judged.iter().any(mated) {
                // Rare (a checking pawn drop that mates): naming every mated player
                // costs nothing on the common path.
                return Err(Illegal::Drop {
                    kind: PieceKind::Pawn,
                    to,
                    reason: DropRefusal::PawnDropMate {
                        mated: judged.into_iter().filter(mated).collect(),
                    },
                });
            }
        }
        Ok(())
    }

    /// Every legal move of `seat` (history-independent rules only).
    pub fn legal_moves(&self, seat: Seat, opts: &Shogi4Options) -> Vec<Move> {
        self.pseudo_moves(seat, opts)
            .into_iter()
            .filter(|m| self.legality(seat, m, opts).is_ok())
            .collect()
    }

    /// Whether `seat` has at least one legal move; pawn drops are tried last since
    /// they may need a look one move deeper.
    pub fn has_any_legal(&self, seat: Seat, opts: &Shogi4Options) -> bool {
        let moves = self.pseudo_moves(seat, opts);
        let is_pawn_drop = |m: &Move| {
            matches!(
                m,
                Move::Drop {
                    kind: PieceKind::Pawn,
                    ..
                }
            )
        };
        moves
            .iter()
            .filter(|m| !is_pawn_drop(m))
            .chain(moves.iter().filter(|m| is_pawn_drop(m)))
            .any(|m| self.legality(seat, m, opts).is_ok())
    }
}

/// The partner of a seat in the teams format (the opposite seat).
pub fn partner(seat: Seat) -> Seat {
    (seat + 2) % 4
}

/// (may promote, must promote) for a move of `p` from `from` to `to`.
fn promotion_rule(p: &Piece, from: Square, to: Square) -> (bool, bool) {
    let promotable = matches!(
        p.kind,
        PieceKind::Rook | PieceKind::Silver | PieceKind::Pawn
    ) && !p.promoted;
    let can = promotable && (in_zone(p.facing, from) || in_zone(p.facing, to));
    let must = can && p.kind == PieceKind::Pawn && ahead(p.facing, to).is_none();
    (can, must)
}
