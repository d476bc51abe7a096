//! Counting the legal moves of a position without listing them: perft's last ply.
//!
//! The same rules as [`legal_moves`](super::movegen::legal_moves) (checkers and pins
//! first, nothing tried and taken back), but each piece's destinations are counted as
//! a set (one popcount) and pawns are moved all at once by shifts, so no move is
//! built. Pinned pieces, en passant and castling, being rare, go through the
//! generator's own code.

use super::bitboard::*;
use super::movegen::{MoveCounter, attackers, castling_moves, en_passant_moves, pinned};
use super::position::*;

/// Ranks 1 and 8, where a pawn arriving promotes (four moves each).
const PROMOTION_RANKS: Bitboard = 0xFF00_0000_0000_00FF;
const FILE_A: Bitboard = 0x0101_0101_0101_0101;
const FILE_H: Bitboard = FILE_A << 7;
/// Where a pawn lands after its single step when a double step is still open to it.
const THIRD_RANK: [Bitboard; 2] = [0x0000_0000_00FF_0000, 0x0000_FF00_0000_0000];

/// Moves landing on `to`: a promoting pawn counts four (queen, rook, bishop, knight).
#[inline]
fn pawn_count(to: Bitboard) -> u64 {
    (to & !PROMOTION_RANKS).count_ones() as u64 + 4 * (to & PROMOTION_RANKS).count_ones() as u64
}

/// `set` moved one rank toward the side's far edge (white up, black down).
#[inline]
fn forward(set: Bitboard, us: Color) -> Bitboard {
    if us == WHITE { set << 8 } else { set >> 8 }
}

/// The number of legal board moves of the side to move (no drops): always
/// `legal_moves(pos, ..)`'s count.
pub fn count_legal(pos: &Position) -> u64 {
    let b = &pos.board;
    let us = pos.turn;
    let them = us ^ 1;
    let ours = b.by_color[us as usize];
    let theirs = b.by_color[them as usize];
    let occ = ours | theirs;
    let Some(ksq) = b.king(us) else {
        return 0;
    };
    let chk = attackers(b, ksq, them, occ);
    let occ_no_king = occ ^ bit(ksq);
    let mut n = 0u64;
    for to in squares(KING[ksq as usize] & !ours) {
        n += (attackers(b, to, them, occ_no_king) == 0) as u64;
    }
    if chk & chk.wrapping_sub(1) != 0 {
        return n; // double check: only the king moves
    }
    let target = if chk == 0 {
        !ours
    } else {
        between(ksq, chk.trailing_zeros() as u8) | chk
    };
    let pin = pinned(pos, ksq);
    let mut sink = MoveCounter(0);
    if chk == 0 {
        castling_moves(pos, ksq, &mut sink);
    }
    if let Some(ep) = pos.ep {
        en_passant_moves(pos, ksq, ep, &mut sink);
    }
    n += sink.0;

    for from in squares(b.pieces(us, Kind::Knight) & !pin) {
        n += (KNIGHT[from as usize] & target).count_ones() as u64;
    }
    let queens = b.pieces(us, Kind::Queen);
    for from in squares(b.pieces(us, Kind::Bishop) | queens) {
        let mut to = bishop_attacks(from, occ) & target;
        if pin & bit(from) != 0 {
            to &= line(ksq, from);
        }
        n += to.count_ones() as u64;
    }
    for from in squares(b.pieces(us, Kind::Rook) | queens) {
        let mut to = rook_attacks(from, occ) & target;
        if pin & bit(from) != 0 {
            to &= line(ksq, from);
        }
        n += to.count_ones() as u64;
    }
    n + count_pawn_moves(pos, ksq, pin, target)
}

/// Pushes and captures (not en passant) of the side to move's pawns.
fn count_pawn_moves(pos: &Position, ksq: u8, pin: Bitboard, target: Bitboard) -> u64 {
    let b = &pos.board;
    let us = pos.turn;
    let theirs = b.by_color[(us ^ 1) as usize];
    let empty = !b.occupied();
    let pawns = b.pieces(us, Kind::Pawn);
    // Unpinned pawns, all at once.
    let free = pawns & !pin;
    let one = forward(free, us) & empty;
    let two = forward(one & THIRD_RANK[us as usize], us) & empty;
    let (west, east) = if us == WHITE {
        ((free & !FILE_A) << 7, (free & !FILE_H) << 9)
    } else {
        ((free & !FILE_A) >> 9, (free & !FILE_H) >> 7)
    };
    let mut n = pawn_count(one & target)
        + (two & target).count_ones() as u64
        + pawn_count(west & theirs & target)
        + pawn_count(east & theirs & target);
    // Pinned pawns move along their pin line only.
    for from in squares(pawns & pin) {
        let allow = line(ksq, from) & target;
        let single = forward(bit(from), us) & empty;
        let double = forward(single & THIRD_RANK[us as usize], us) & empty;
        let takes = PAWN_ATTACKS[us as usize][from as usize] & theirs;
        n += pawn_count((single | takes) & allow) + (double & allow).count_ones() as u64;
    }
    n
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::movegen::legal_moves;

    /// The count equals the generator's list length at every node of random games
    /// (fixed seed) from the start: checks, pins, promotions, en passant, castling.
    #[test]
    fn count_agrees_with_the_generator_along_random_games() {
        let mut seed = 0x9E37_79B9_7F4A_7C15u64;
        let mut rand = |n: usize| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed % n as u64) as usize
        };
        let (mut nodes, mut ep, mut checks) = (0, 0, 0);
        for _ in 0..300 {
            let mut pos = Position::start();
            for _ in 0..300 {
                let mut list = Vec::new();
                legal_moves(&pos, &mut list);
                assert_eq!(count_legal(&pos), list.len() as u64, "{pos:?}");
                nodes += 1;
                ep += list.iter().any(|m| m.flag == MoveFlag::EnPassant) as u32;
                checks += (super::super::movegen::checkers(&pos) != 0) as u32;
                if list.is_empty() {
                    break;
                }
                pos.play_unchecked(list[rand(list.len())]);
            }
        }
        assert!(
            nodes > 10_000 && ep > 10 && checks > 100,
            "{nodes} {ep} {checks}"
        );
    }
}
