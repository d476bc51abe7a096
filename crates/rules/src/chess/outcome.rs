//! The draws of source 002 that depend on material and history.

use super::bitboard::Bitboard;
use super::position::*;

/// Insufficient material exactly as source 002 lists it: king against king, or king
/// and one bishop or one knight against a lone king. (FIDE's broader "no possible
/// mate" — e.g. K+B v K+B on same-coloured squares — is deliberately not included.)
pub fn insufficient_material(board: &Board) -> bool {
    let k = &board.by_kind;
    if k[Kind::Pawn as usize] | k[Kind::Rook as usize] | k[Kind::Queen as usize] != 0 {
        return false;
    }
    let minors = k[Kind::Bishop as usize] | k[Kind::Knight as usize];
    // At most one minor piece on the whole board (the other side then has a bare king).
    minors.count_ones() <= 1
}

/// What makes two positions "the same" for repetition: the pieces, the side to move,
/// the castling rights, and en passant only when a capture is actually possible.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RepetitionKey {
    by_color: [Bitboard; 2],
    by_kind: [Bitboard; 6],
    turn: Color,
    castling: u8,
    ep: Option<u8>,
}

impl RepetitionKey {
    /// `ep_capturable`: whether a legal en passant capture exists now.
    pub fn new(pos: &Position, ep_capturable: bool) -> RepetitionKey {
        RepetitionKey {
            by_color: pos.board.by_color,
            by_kind: pos.board.by_kind,
            turn: pos.turn,
            castling: pos.castling,
            ep: if ep_capturable { pos.ep } else { None },
        }
    }
}
