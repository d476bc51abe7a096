//! The compact 8x8 position: bitboards, side to move, castling rights, en passant,
//! move clocks; and making a move on it (copy-make: `Position` is `Copy`).
//!
//! Crazyhouse and bughouse reuse this type: `play_unchecked` returns the captured piece
//! (so a caller can put it in a hand instead of letting it leave the board), the
//! `promoted` set remembers promoted pieces (a captured one goes to hand as a pawn),
//! and [`MoveFlag::Drop`] puts a piece on an empty square.

use super::bitboard::{Bitboard, bit, squares};

/// Side index: 0 white (faces north), 1 black (faces south). Equal to the seat.
pub type Color = u8;
pub const WHITE: Color = 0;
pub const BLACK: Color = 1;

/// Piece kinds as indices into `Board::by_kind`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Kind {
    Pawn = 0,
    Knight = 1,
    Bishop = 2,
    Rook = 3,
    Queen = 4,
    King = 5,
}

impl Kind {
    pub const ALL: [Kind; 6] = [
        Kind::Pawn,
        Kind::Knight,
        Kind::Bishop,
        Kind::Rook,
        Kind::Queen,
        Kind::King,
    ];

    pub fn from_index(i: u8) -> Kind {
        Kind::ALL[(i as usize).min(5)]
    }

    pub fn to_piece_kind(self) -> crate::PieceKind {
        use crate::PieceKind as P;
        match self {
            Kind::Pawn => P::Pawn,
            Kind::Knight => P::Knight,
            Kind::Bishop => P::Bishop,
            Kind::Rook => P::Rook,
            Kind::Queen => P::Queen,
            Kind::King => P::King,
        }
    }

    pub fn from_piece_kind(k: crate::PieceKind) -> Option<Kind> {
        use crate::PieceKind as P;
        Some(match k {
            P::Pawn => Kind::Pawn,
            P::Knight => Kind::Knight,
            P::Bishop => Kind::Bishop,
            P::Rook => Kind::Rook,
            P::Queen => Kind::Queen,
            P::King => Kind::King,
            P::Gold | P::Silver => return None,
        })
    }
}

/// Castling right bits.
pub const WHITE_KINGSIDE: u8 = 1;
pub const WHITE_QUEENSIDE: u8 = 2;
pub const BLACK_KINGSIDE: u8 = 4;
pub const BLACK_QUEENSIDE: u8 = 8;

/// What a compact move does beyond moving a piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum MoveFlag {
    Normal,
    DoublePush,
    EnPassant,
    Castle,
    /// `piece` from hand onto `to` (`from` must equal `to`); crazyhouse and bughouse.
    Drop,
}

/// A move on the compact board. `piece` is the moving kind, `promotion` the new kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CMove {
    pub from: u8,
    pub to: u8,
    pub piece: Kind,
    pub promotion: Option<Kind>,
    pub flag: MoveFlag,
}

/// Pieces on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Board {
    pub by_color: [Bitboard; 2],
    pub by_kind: [Bitboard; 6],
    /// Pieces that were pawns (crazyhouse `~`); kept for every game, cheap.
    pub promoted: Bitboard,
}

impl Board {
    #[inline]
    pub fn occupied(&self) -> Bitboard {
        self.by_color[0] | self.by_color[1]
    }

    #[inline]
    pub fn pieces(&self, color: Color, kind: Kind) -> Bitboard {
        self.by_color[color as usize] & self.by_kind[kind as usize]
    }

    #[inline]
    pub fn kind_at(&self, sq: u8) -> Option<Kind> {
        let b = bit(sq);
        if self.occupied() & b == 0 {
            return None;
        }
        Kind::ALL
            .iter()
            .copied()
            .find(|&k| self.by_kind[k as usize] & b != 0)
    }

    pub fn color_at(&self, sq: u8) -> Option<Color> {
        let b = bit(sq);
        if self.by_color[0] & b != 0 {
            Some(WHITE)
        } else if self.by_color[1] & b != 0 {
            Some(BLACK)
        } else {
            None
        }
    }

    pub fn piece_at(&self, sq: u8) -> Option<(Color, Kind)> {
        Some((self.color_at(sq)?, self.kind_at(sq)?))
    }

    #[inline]
    pub fn put(&mut self, sq: u8, color: Color, kind: Kind) {
        let b = bit(sq);
        self.by_color[color as usize] |= b;
        self.by_kind[kind as usize] |= b;
    }

    #[inline]
    pub fn remove(&mut self, sq: u8) {
        let keep = !bit(sq);
        self.by_color[0] &= keep;
        self.by_color[1] &= keep;
        for k in &mut self.by_kind {
            *k &= keep;
        }
        self.promoted &= keep;
    }

    /// The king square of `color` (the lowest one if a variant allows several).
    #[inline]
    pub fn king(&self, color: Color) -> Option<u8> {
        let k = self.pieces(color, Kind::King);
        (k != 0).then(|| k.trailing_zeros() as u8)
    }

    /// Every piece, lowest square first.
    pub fn iter(&self) -> impl Iterator<Item = (u8, Color, Kind)> + '_ {
        squares(self.occupied()).filter_map(|sq| {
            let (c, k) = self.piece_at(sq)?;
            Some((sq, c, k))
        })
    }
}

/// A full chess position, as FEN describes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    pub board: Board,
    pub turn: Color,
    /// Bits `WHITE_KINGSIDE` .. `BLACK_QUEENSIDE`.
    pub castling: u8,
    /// The square a pawn skipped with its double step on the last move.
    pub ep: Option<u8>,
    /// Plies since the last capture or pawn move.
    pub halfmove: u16,
    pub fullmove: u16,
}

/// Castling rights that survive a move touching each square (king or rook start squares).
static CASTLE_KEEP: [u8; 64] = {
    let mut t = [15u8; 64];
    t[0] = 15 & !WHITE_QUEENSIDE;
    t[7] = 15 & !WHITE_KINGSIDE;
    t[4] = 15 & !(WHITE_KINGSIDE | WHITE_QUEENSIDE);
    t[56] = 15 & !BLACK_QUEENSIDE;
    t[63] = 15 & !BLACK_KINGSIDE;
    t[60] = 15 & !(BLACK_KINGSIDE | BLACK_QUEENSIDE);
    t
};

/// The rook's squares for a castling king landing on `king_to`.
#[inline]
pub fn castle_rook_squares(king_to: u8) -> (u8, u8) {
    let base = king_to & !7;
    if king_to & 7 == 6 {
        (base + 7, base + 5)
    } else {
        (base, base + 3)
    }
}

impl Position {
    pub fn empty() -> Position {
        Position {
            board: Board::default(),
            turn: WHITE,
            castling: 0,
            ep: None,
            halfmove: 0,
            fullmove: 1,
        }
    }

    /// The standard start position.
    pub fn start() -> Position {
        let mut p = Position::empty();
        let back = [
            Kind::Rook,
            Kind::Knight,
            Kind::Bishop,
            Kind::Queen,
            Kind::King,
            Kind::Bishop,
            Kind::Knight,
            Kind::Rook,
        ];
        for (f, &k) in back.iter().enumerate() {
            let f = f as u8;
            p.board.put(f, WHITE, k);
            p.board.put(8 + f, WHITE, Kind::Pawn);
            p.board.put(48 + f, BLACK, Kind::Pawn);
            p.board.put(56 + f, BLACK, k);
        }
        p.castling = 15;
        p
    }

    /// Plays a move known to be legal (or at least well-formed); returns the captured
    /// piece, if any, with whether it had been promoted.
    #[inline]
    pub fn play_unchecked(&mut self, m: CMove) -> Option<(Kind, bool)> {
        let us = self.turn as usize;
        let them = us ^ 1;
        let from_b = bit(m.from);
        let to_b = bit(m.to);
        let mut captured = None;
        self.ep = None;
        self.halfmove = self.halfmove.saturating_add(1);
        match m.flag {
            MoveFlag::Castle => {
                let (rf, rt) = castle_rook_squares(m.to);
                let king_move = from_b | to_b;
                let rook_move = bit(rf) | bit(rt);
                self.board.by_color[us] ^= king_move ^ rook_move;
                self.board.by_kind[Kind::King as usize] ^= king_move;
                self.board.by_kind[Kind::Rook as usize] ^= rook_move;
                self.board.promoted &= !rook_move;
            }
            MoveFlag::Drop => {
                self.board.by_color[us] |= to_b;
                self.board.by_kind[m.piece as usize] |= to_b;
                if m.piece == Kind::Pawn {
                    self.halfmove = 0;
                }
            }
            MoveFlag::EnPassant => {
                let cap = if us == 0 { m.to - 8 } else { m.to + 8 };
                let cap_b = bit(cap);
                self.board.by_color[them] &= !cap_b;
                self.board.by_kind[Kind::Pawn as usize] &= !cap_b;
                let was_promoted = self.board.promoted & cap_b != 0;
                self.board.promoted &= !cap_b;
                self.board.by_color[us] ^= from_b | to_b;
                self.board.by_kind[Kind::Pawn as usize] ^= from_b | to_b;
                self.halfmove = 0;
                captured = Some((Kind::Pawn, was_promoted));
            }
            MoveFlag::Normal | MoveFlag::DoublePush => {
                if self.board.by_color[them] & to_b != 0 {
                    let k = self.board.kind_at(m.to).unwrap_or(Kind::Pawn);
                    self.board.by_color[them] &= !to_b;
                    self.board.by_kind[k as usize] &= !to_b;
                    captured = Some((k, self.board.promoted & to_b != 0));
                    self.board.promoted &= !to_b;
                    self.halfmove = 0;
                }
                self.board.by_color[us] ^= from_b | to_b;
                if self.board.promoted & from_b != 0 {
                    self.board.promoted ^= from_b | to_b;
                }
                match m.promotion {
                    Some(p) => {
                        self.board.by_kind[m.piece as usize] &= !from_b;
                        self.board.by_kind[p as usize] |= to_b;
                        self.board.promoted |= to_b;
                    }
                    None => self.board.by_kind[m.piece as usize] ^= from_b | to_b,
                }
                if m.piece == Kind::Pawn {
                    self.halfmove = 0;
                    if m.flag == MoveFlag::DoublePush {
                        self.ep = Some((m.from + m.to) / 2);
                    }
                }
            }
        }
        self.castling &= CASTLE_KEEP[m.from as usize] & CASTLE_KEEP[m.to as usize];
        if us == 1 {
            self.fullmove = self.fullmove.saturating_add(1);
        }
        self.turn ^= 1;
        captured
    }
}
