//! Legal move generation on the compact board.
//!
//! Fully legal, not pseudo-legal: checkers and pinned pieces are computed first, so
//! no move is tried and taken back. A crazyhouse or bughouse board reuses these
//! functions and adds drops on the squares [`evasion_targets`] allows.

use super::bitboard::*;
use super::position::*;

/// Where generated moves go: a fixed-size list for perft, a `Vec` elsewhere.
pub trait MoveSink {
    fn push(&mut self, m: CMove);
}

impl MoveSink for Vec<CMove> {
    #[inline]
    fn push(&mut self, m: CMove) {
        Vec::push(self, m);
    }
}

/// A sink that only counts: perft's last ply needs the number of moves, not the moves.
#[derive(Default)]
pub struct MoveCounter(pub u64);

impl MoveSink for MoveCounter {
    #[inline]
    fn push(&mut self, _m: CMove) {
        self.0 += 1;
    }
}

/// A move list on the stack (no chess position has more than 218 legal moves).
pub struct MoveList {
    moves: [CMove; 256],
    len: usize,
}

impl MoveList {
    pub fn new() -> MoveList {
        MoveList {
            moves: [CMove {
                from: 0,
                to: 0,
                piece: Kind::Pawn,
                promotion: None,
                flag: MoveFlag::Normal,
            }; 256],
            len: 0,
        }
    }
    pub fn len(&self) -> usize {
        self.len
    }
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
    pub fn as_slice(&self) -> &[CMove] {
        &self.moves[..self.len]
    }
    pub fn clear(&mut self) {
        self.len = 0;
    }
}

impl Default for MoveList {
    fn default() -> Self {
        MoveList::new()
    }
}

impl MoveSink for MoveList {
    #[inline]
    fn push(&mut self, m: CMove) {
        // 256 > 218, the most legal moves of any chess position; never overflows.
        if self.len < self.moves.len() {
            self.moves[self.len] = m;
            self.len += 1;
        }
    }
}

/// Pieces of `by` attacking `sq`, given an occupancy.
#[inline]
pub fn attackers(board: &Board, sq: u8, by: Color, occupied: Bitboard) -> Bitboard {
    let them = board.by_color[by as usize];
    let k = &board.by_kind;
    let rq = k[Kind::Rook as usize] | k[Kind::Queen as usize];
    let bq = k[Kind::Bishop as usize] | k[Kind::Queen as usize];
    them & ((KNIGHT[sq as usize] & k[Kind::Knight as usize])
        | (KING[sq as usize] & k[Kind::King as usize])
        | (PAWN_ATTACKS[(by ^ 1) as usize][sq as usize] & k[Kind::Pawn as usize])
        | (rook_attacks(sq, occupied) & rq)
        | (bishop_attacks(sq, occupied) & bq))
}

/// The pieces checking the side to move's king.
#[inline]
pub fn checkers(pos: &Position) -> Bitboard {
    match pos.board.king(pos.turn) {
        Some(k) => attackers(&pos.board, k, pos.turn ^ 1, pos.board.occupied()),
        None => 0,
    }
}

/// Whether `color`'s king is attacked.
pub fn in_check(board: &Board, color: Color) -> bool {
    match board.king(color) {
        Some(k) => attackers(board, k, color ^ 1, board.occupied()) != 0,
        None => false,
    }
}

/// Pieces of the side to move that stand alone between their king and an enemy slider.
#[inline]
pub fn pinned(pos: &Position, king: u8) -> Bitboard {
    let b = &pos.board;
    let them = pos.turn ^ 1;
    let occ = b.occupied();
    let snipers = (ROOK_RAYS[king as usize]
        & (b.pieces(them, Kind::Rook) | b.pieces(them, Kind::Queen)))
        | (BISHOP_RAYS[king as usize]
            & (b.pieces(them, Kind::Bishop) | b.pieces(them, Kind::Queen)));
    let mut pinned = 0;
    for s in squares(snipers) {
        let blockers = between(king, s) & occ;
        if blockers != 0 && blockers & (blockers - 1) == 0 {
            pinned |= blockers & b.by_color[pos.turn as usize];
        }
    }
    pinned
}

/// Squares where a non-king move (or a drop) can go: anywhere when not in check,
/// between the king and a single checker or on it, nowhere in double check.
pub fn evasion_targets(pos: &Position) -> Bitboard {
    let chk = checkers(pos);
    match pos.board.king(pos.turn) {
        _ if chk == 0 => !0,
        Some(k) if chk & (chk - 1) == 0 => between(k, chk.trailing_zeros() as u8) | chk,
        _ => 0,
    }
}

/// Empty squares where a piece from hand may be dropped without leaving the king in
/// check (crazyhouse, bughouse); a pawn's rank limits are the caller's rule.
pub fn drop_squares(pos: &Position) -> Bitboard {
    !pos.board.occupied() & evasion_targets(pos)
}

#[inline]
fn push_pawn<S: MoveSink>(sink: &mut S, from: u8, to: u8, flag: MoveFlag) {
    if !(8..56).contains(&to) {
        for p in [Kind::Queen, Kind::Rook, Kind::Bishop, Kind::Knight] {
            sink.push(CMove {
                from,
                to,
                piece: Kind::Pawn,
                promotion: Some(p),
                flag,
            });
        }
    } else {
        sink.push(CMove {
            from,
            to,
            piece: Kind::Pawn,
            promotion: None,
            flag,
        });
    }
}

/// Every legal board move of the side to move (no drops).
pub fn legal_moves<S: MoveSink>(pos: &Position, sink: &mut S) {
    let b = &pos.board;
    let us = pos.turn;
    let them = us ^ 1;
    let ours = b.by_color[us as usize];
    let theirs = b.by_color[them as usize];
    let occ = ours | theirs;
    let Some(ksq) = b.king(us) else {
        return;
    };
    let chk = attackers(b, ksq, them, occ);

    // King steps: the king itself is lifted off the board so that it cannot hide
    // behind itself from a slider.
    let occ_no_king = occ ^ bit(ksq);
    for to in squares(KING[ksq as usize] & !ours) {
        if attackers(b, to, them, occ_no_king) == 0 {
            sink.push(CMove {
                from: ksq,
                to,
                piece: Kind::King,
                promotion: None,
                flag: MoveFlag::Normal,
            });
        }
    }
    if chk.count_ones() > 1 {
        return; // double check: only the king moves
    }
    let target = if chk == 0 {
        !ours
    } else {
        between(ksq, chk.trailing_zeros() as u8) | chk
    };
    let pin = pinned(pos, ksq);

    if chk == 0 {
        castling_moves(pos, ksq, sink);
    }

    let allowed = |from: u8| -> Bitboard {
        if pin & bit(from) != 0 {
            line(ksq, from)
        } else {
            !0
        }
    };

    for from in squares(b.pieces(us, Kind::Knight) & !pin) {
        for to in squares(KNIGHT[from as usize] & target) {
            sink.push(CMove {
                from,
                to,
                piece: Kind::Knight,
                promotion: None,
                flag: MoveFlag::Normal,
            });
        }
    }
    for (kind, set) in [
        (Kind::Bishop, b.pieces(us, Kind::Bishop)),
        (Kind::Rook, b.pieces(us, Kind::Rook)),
        (Kind::Queen, b.pieces(us, Kind::Queen)),
    ] {
        for from in squares(set) {
            let att = match kind {
                Kind::Bishop => bishop_attacks(from, occ),
                Kind::Rook => rook_attacks(from, occ),
                _ => queen_attacks(from, occ),
            };
            for to in squares(att & target & allowed(from)) {
                sink.push(CMove {
                    from,
                    to,
                    piece: kind,
                    promotion: None,
                    flag: MoveFlag::Normal,
                });
            }
        }
    }

    // Pawns.
    let (fwd, start_rank): (i32, i32) = if us == WHITE { (8, 1) } else { (-8, 6) };
    for from in squares(b.pieces(us, Kind::Pawn)) {
        let allow = allowed(from) & target;
        let one = (from as i32 + fwd) as u8;
        if occ & bit(one) == 0 {
            if allow & bit(one) != 0 {
                push_pawn(sink, from, one, MoveFlag::Normal);
            }
            if rank_of(from) == start_rank {
                let two = (one as i32 + fwd) as u8;
                if occ & bit(two) == 0 && allow & bit(two) != 0 {
                    sink.push(CMove {
                        from,
                        to: two,
                        piece: Kind::Pawn,
                        promotion: None,
                        flag: MoveFlag::DoublePush,
                    });
                }
            }
        }
        for to in squares(PAWN_ATTACKS[us as usize][from as usize] & theirs & allow) {
            push_pawn(sink, from, to, MoveFlag::Normal);
        }
    }

    if let Some(ep) = pos.ep {
        en_passant_moves(pos, ksq, ep, sink);
    }
}

/// En passant: checked by replaying the three square changes, since the capture
/// removes two pieces from a line at once (the famous horizontal pin).
pub(crate) fn en_passant_moves<S: MoveSink>(pos: &Position, ksq: u8, ep: u8, sink: &mut S) {
    let b = &pos.board;
    let us = pos.turn;
    let them = us ^ 1;
    let cap = if us == WHITE {
        ep.wrapping_sub(8)
    } else {
        ep + 8
    };
    if cap >= 64 || b.pieces(them, Kind::Pawn) & bit(cap) == 0 || b.occupied() & bit(ep) != 0 {
        return;
    }
    for from in squares(PAWN_ATTACKS[them as usize][ep as usize] & b.pieces(us, Kind::Pawn)) {
        let occ = (b.occupied() ^ bit(from) ^ bit(cap)) | bit(ep);
        let mut after = *b;
        after.by_color[them as usize] &= !bit(cap);
        after.by_kind[Kind::Pawn as usize] &= !bit(cap);
        if attackers(&after, ksq, them, occ) == 0 {
            sink.push(CMove {
                from,
                to: ep,
                piece: Kind::Pawn,
                promotion: None,
                flag: MoveFlag::EnPassant,
            });
        }
    }
}

/// The squares the king crosses and lands on, and the squares that must be empty,
/// for castling toward `king_to`.
pub fn castling_squares(king_from: u8, king_to: u8) -> (Bitboard, Bitboard) {
    let (rook_from, _) = castle_rook_squares(king_to);
    let king_path = between(king_from, king_to) | bit(king_to);
    let empty = between(king_from, rook_from);
    (king_path, empty)
}

pub(crate) fn castling_moves<S: MoveSink>(pos: &Position, ksq: u8, sink: &mut S) {
    let b = &pos.board;
    let us = pos.turn;
    let (ks, qs, home) = if us == WHITE {
        (WHITE_KINGSIDE, WHITE_QUEENSIDE, 4u8)
    } else {
        (BLACK_KINGSIDE, BLACK_QUEENSIDE, 60u8)
    };
    if ksq != home {
        return;
    }
    let occ = b.occupied();
    for (right, to) in [(ks, home + 2), (qs, home - 2)] {
        if pos.castling & right == 0 {
            continue;
        }
        let (rook_from, _) = castle_rook_squares(to);
        if b.pieces(us, Kind::Rook) & bit(rook_from) == 0 {
            continue;
        }
        let (path, empty) = castling_squares(ksq, to);
        if occ & empty != 0 {
            continue;
        }
        if squares(path).any(|s| attackers(b, s, us ^ 1, occ) != 0) {
            continue;
        }
        sink.push(CMove {
            from: ksq,
            to,
            piece: Kind::King,
            promotion: None,
            flag: MoveFlag::Castle,
        });
    }
}

/// Leaf count of the move tree (bulk counting: at depth 1 the legal moves are counted,
/// not played, exactly as shakmaty's `perft` does; they are counted as sets by
/// [`count_legal`](super::count::count_legal) rather than listed). Copy-make above;
/// one move list per ply, allocated once.
pub fn perft(pos: &Position, depth: u32) -> u64 {
    walk(pos, depth, &mut lists(depth), true)
}

/// The same count, keeping the last ply's moves in a list as shakmaty's `perft` does
/// (for the benchmark: it shows what the counting sink alone is worth).
pub fn perft_listing_leaves(pos: &Position, depth: u32) -> u64 {
    walk(pos, depth, &mut lists(depth), false)
}

fn lists(depth: u32) -> Vec<MoveList> {
    (0..depth).map(|_| MoveList::new()).collect()
}

fn walk(pos: &Position, depth: u32, lists: &mut [MoveList], count_leaves: bool) -> u64 {
    if depth == 0 {
        return 1;
    }
    if depth == 1 && count_leaves {
        return super::count::count_legal(pos);
    }
    let Some((list, deeper)) = lists.split_first_mut() else {
        return 0;
    };
    list.clear();
    legal_moves(pos, list);
    if depth == 1 {
        return list.len() as u64;
    }
    let mut total = 0;
    for &m in list.as_slice() {
        let mut next = *pos;
        next.play_unchecked(m);
        total += walk(&next, depth - 1, deeper, count_leaves);
    }
    total
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn drops_must_block_a_single_check_and_are_impossible_in_double_check() {
        let mut pos = Position::empty();
        pos.board.put(4, WHITE, Kind::King); // e1
        pos.board.put(60, BLACK, Kind::King); // e8
        pos.board.put(7, BLACK, Kind::Rook); // h1: check along the first rank
        assert_eq!(drop_squares(&pos), bit(5) | bit(6)); // f1, g1
        pos.board.put(20, BLACK, Kind::Knight); // e3 attacks... d1, f1 (not e1): still single
        assert_eq!(drop_squares(&pos), bit(5) | bit(6));
        pos.board.put(19, BLACK, Kind::Knight); // d3 attacks e1: double check
        assert_eq!(drop_squares(&pos), 0);
        let quiet = Position::start();
        assert_eq!(drop_squares(&quiet).count_ones(), 32);
    }

    #[test]
    fn a_drop_and_a_capture_report_what_left_the_board() {
        let mut pos = Position::start();
        let drop = CMove {
            from: 43,
            to: 43,
            piece: Kind::Knight,
            promotion: None,
            flag: MoveFlag::Drop,
        };
        assert_eq!(pos.play_unchecked(drop), None);
        assert_eq!(pos.board.piece_at(43), Some((WHITE, Kind::Knight))); // d6
        assert_eq!(pos.castling, 15);
        let mut list = Vec::new();
        legal_moves(&pos, &mut list);
        let takes: Vec<CMove> = list.iter().filter(|m| m.to == 43).copied().collect();
        assert_eq!(takes.len(), 2); // the c7 and e7 pawns (the knight checks e8)
        let cxd6 = takes.iter().find(|m| m.from == 50).copied().expect("c7xd6");
        let mut after = pos;
        assert_eq!(after.play_unchecked(cxd6), Some((Kind::Knight, false)));
        // A promoted piece is reported as such (it would go to hand as a pawn).
        let mut p = Position::empty();
        p.board.put(4, WHITE, Kind::King);
        p.board.put(60, BLACK, Kind::King);
        p.board.put(49, WHITE, Kind::Pawn); // b7
        p.board.put(56, BLACK, Kind::Rook); // a8
        p.play_unchecked(CMove {
            from: 49,
            to: 57,
            piece: Kind::Pawn,
            promotion: Some(Kind::Queen),
            flag: MoveFlag::Normal,
        });
        assert_ne!(p.board.promoted & bit(57), 0);
        let rxb8 = CMove {
            from: 56,
            to: 57,
            piece: Kind::Rook,
            promotion: None,
            flag: MoveFlag::Normal,
        };
        assert_eq!(p.play_unchecked(rxb8), Some((Kind::Queen, true)));
        assert_eq!(p.board.promoted, 0);
    }
}
