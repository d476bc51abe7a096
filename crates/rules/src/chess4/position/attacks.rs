//! Which squares a seat attacks, and whether a king is in check.

use super::{Cell, DIAG, FACINGS, KING, KNIGHT, ORTHO, Position, exists, off, opponents};
use crate::{Direction, PieceKind, Seat, Square};

/// Where a pawn attacking a square stands, by its facing: the square minus each of the
/// facing's two diagonal steps forward, `orient((side, 1))`, in the order of
/// `Direction::ALL`, side -1 before side 1.
const PAWN_FROM: [(Direction, i32); 8] = [
    (Direction::North, -off((-1, 1))),
    (Direction::North, -off((1, 1))),
    (Direction::East, -off((1, 1))),
    (Direction::East, -off((1, -1))),
    (Direction::South, -off((1, -1))),
    (Direction::South, -off((-1, -1))),
    (Direction::West, -off((-1, -1))),
    (Direction::West, -off((-1, 1))),
];

impl Position {
    /// Whether `sq` is attacked by a live piece of a seat accepted by `by`.
    pub fn attacked(&self, sq: Square, by: impl Fn(Seat) -> bool) -> bool {
        self.attack_scan::<true>(sq, None, &by, &mut |_| true)
    }

    /// [`Position::attacked`] as if `vacated` were empty (the square a king leaves).
    pub(super) fn attacked_past(
        &self,
        sq: Square,
        vacated: Square,
        by: impl Fn(Seat) -> bool,
    ) -> bool {
        self.attack_scan::<true>(sq, Some(vacated), &by, &mut |_| true)
    }

    /// [`Position::attacked`] by knights, kings and pawns only (the lines are looked
    /// along by the caller).
    pub(super) fn attacked_by_steppers(&self, sq: Square, by: impl Fn(Seat) -> bool) -> bool {
        self.attack_scan::<false>(sq, None, &by, &mut |_| true)
    }

    /// The live pieces of seats accepted by `by` that attack `sq`.
    pub fn attackers(&self, sq: Square, by: impl Fn(Seat) -> bool) -> Vec<Square> {
        let mut out = Vec::new();
        self.attack_scan::<true>(sq, None, &by, &mut |s| {
            out.push(s);
            false
        });
        out
    }

    /// Calls `found` for each attacker; stops (returning true) when it returns true.
    /// Sliders see through `vacated`; without `LINES` they are not looked for.
    #[inline]
    fn attack_scan<const LINES: bool>(
        &self,
        sq: Square,
        vacated: Option<Square>,
        by: &impl Fn(Seat) -> bool,
        found: &mut impl FnMut(Square) -> bool,
    ) -> bool {
        let s = sq.0 as i32;
        let vacated = vacated.map_or(-1, |v| v.0 as i32);
        let live = |c: Cell| !c.is_dead() && by(c.owner());
        // A knight's jump, a king's step or a pawn's diagonal from a square lands inside
        // the padded mailbox (two cells of border), and a border cell holds no piece:
        // those lookups need no `exists` test (`cell` only keeps the index in range).
        let cell = |t: i32| self.board.get(t as usize).copied().unwrap_or_default();
        for d in KNIGHT {
            let t = s + off(d);
            let c = cell(t);
            if c.is(PieceKind::Knight) && live(c) && found(Square(t as u16)) {
                return true;
            }
        }
        for d in KING {
            let t = s + off(d);
            let c = cell(t);
            if c.is(PieceKind::King) && live(c) && found(Square(t as u16)) {
                return true;
            }
        }
        for (dirs, kind) in [(ORTHO, PieceKind::Rook), (DIAG, PieceKind::Bishop)] {
            if !LINES {
                break;
            }
            for d in dirs {
                let o = off(d);
                let mut t = s + o;
                while exists(t) {
                    let c = self.board[t as usize];
                    if t != vacated && !c.is_empty() {
                        if (c.is(kind) || c.is(PieceKind::Queen))
                            && live(c)
                            && found(Square(t as u16))
                        {
                            return true;
                        }
                        break;
                    }
                    t += o;
                }
            }
        }
        // A pawn facing f on p attacks p + orient(f, (±1, 1)); its facing is its owner's.
        for (f, o) in PAWN_FROM {
            let t = s + o;
            let c = cell(t);
            if c.is(PieceKind::Pawn)
                && FACINGS[c.owner() as usize] == f
                && live(c)
                && found(Square(t as u16))
            {
                return true;
            }
        }
        false
    }

    /// Whether `seat`'s king is attacked by an opponent's live piece.
    pub fn in_check(&self, seat: Seat, teams: bool) -> bool {
        self.in_check_after(seat, teams, None)
    }

    /// [`Position::in_check`] once the army of `gone` (whose king was just taken) is
    /// dead: its pieces attack nothing.
    pub fn in_check_after(&self, seat: Seat, teams: bool, gone: Option<Seat>) -> bool {
        match self.kings[seat as usize] {
            Some(k) => self.attacked(k, |o| opponents(teams, seat, o) && Some(o) != gone),
            None => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The table is the pawns' diagonal steps, each facing's, taken backwards.
    #[test]
    fn pawn_table_is_the_facings_diagonals() {
        let mut expected = Vec::new();
        for f in Direction::ALL {
            for side in [-1, 1] {
                expected.push((f, -off(f.orient((side, 1)))));
            }
        }
        assert_eq!(PAWN_FROM.to_vec(), expected);
    }
}
