//! A board cell of four-player chess in one byte, so that the board is 324 bytes
//! rather than 1,944 (an `Option<Piece>` takes six): the hot loops read and write a
//! byte instead of assembling six (docs/MEASURES.md, « Échecs à quatre : une case en
//! un octet, la légalité jugée pièce par pièce »).

use super::FACINGS;
use crate::{Piece, PieceKind, Seat};

/// One cell: 0 when empty; else bits 0–3 hold 1 + the kind's index in [`KINDS`], bits
/// 4–5 the owner, bit 6 dead, bit 7 promoted. A piece's facing is its owner's
/// ([`FACINGS`]), as every four-player chess piece's is, and none is ever flipped.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Cell(u8);

/// The kinds in the order of their codes (that of [`PieceKind`]'s variants).
const KINDS: [PieceKind; 8] = [
    PieceKind::King,
    PieceKind::Queen,
    PieceKind::Rook,
    PieceKind::Bishop,
    PieceKind::Knight,
    PieceKind::Pawn,
    PieceKind::Gold,
    PieceKind::Silver,
];

const DEAD: u8 = 1 << 6;
const PROMOTED: u8 = 1 << 7;

impl Cell {
    pub const EMPTY: Cell = Cell(0);

    /// The cell holding `piece` (its facing and flip are not kept: see [`Cell`]).
    #[inline(always)]
    pub fn of(piece: Option<Piece>) -> Cell {
        match piece {
            None => Cell::EMPTY,
            Some(p) => Cell(
                (p.kind as u8 + 1)
                    | ((p.owner & 3) << 4)
                    | if p.dead { DEAD } else { 0 }
                    | if p.promoted { PROMOTED } else { 0 },
            ),
        }
    }

    /// The piece the cell holds.
    #[inline(always)]
    pub fn piece(self) -> Option<Piece> {
        let kind = *KINDS.get(((self.0 & 15) as usize).checked_sub(1)?)?;
        let owner = self.owner();
        Some(Piece {
            kind,
            owner,
            facing: FACINGS[owner as usize],
            promoted: self.0 & PROMOTED != 0,
            dead: self.is_dead(),
            flipped: false,
        })
    }

    #[inline(always)]
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whether the cell holds a piece of this kind.
    #[inline(always)]
    pub fn is(self, kind: PieceKind) -> bool {
        self.0 & 15 == kind as u8 + 1
    }

    /// The owner (0 for an empty cell).
    #[inline(always)]
    pub fn owner(self) -> Seat {
        (self.0 >> 4) & 3
    }

    #[inline(always)]
    pub fn is_dead(self) -> bool {
        self.0 & DEAD != 0
    }

    /// The same piece turned into `kind`, marked promoted.
    #[inline(always)]
    pub fn promoted_to(self, kind: PieceKind) -> Cell {
        Cell((self.0 & !15) | (kind as u8 + 1) | PROMOTED)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every piece four-player chess can hold comes back whole from its cell, and the
    /// cell's quick reads say what the piece says.
    #[test]
    fn a_cell_keeps_its_piece() {
        assert_eq!(Cell::of(None), Cell::EMPTY);
        assert_eq!(Cell::EMPTY.piece(), None);
        for kind in KINDS {
            for owner in 0..4u8 {
                for (dead, promoted) in [(false, false), (true, false), (false, true), (true, true)]
                {
                    let mut p = Piece::new(kind, owner, FACINGS[owner as usize]);
                    p.dead = dead;
                    p.promoted = promoted;
                    let c = Cell::of(Some(p));
                    assert!(!c.is_empty());
                    assert_eq!(c.piece(), Some(p));
                    assert_eq!(c.owner(), owner);
                    assert_eq!(c.is_dead(), dead);
                    for other in KINDS {
                        assert_eq!(c.is(other), other == kind);
                    }
                    let q = c.promoted_to(PieceKind::Queen).piece().unwrap();
                    assert_eq!(
                        (q.kind, q.owner, q.dead, q.promoted),
                        (PieceKind::Queen, owner, dead, true)
                    );
                }
            }
        }
    }
}
