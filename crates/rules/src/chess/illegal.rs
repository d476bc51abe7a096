//! Why a board move is not legal: the reason a reader is told, with its squares.
//!
//! Only called once a move was not found among the legal moves, so speed does not
//! matter here; clarity does. The order of the checks follows how a player thinks:
//! is there a piece, can it move like that, is the way free, then the king's safety.

use super::bitboard::*;
use super::movegen::{attackers, castling_squares};
use super::position::*;
use super::squares::{to_index, to_square};
use crate::{CastlingFailure, DropRefusal, Illegal, Move, PieceKind};

/// The reason `mv` (a `Step` or `Castle` for the side to move) is illegal in `pos`.
pub fn diagnose(pos: &Position, mv: &Move) -> Illegal {
    match mv {
        Move::Castle {
            king_from, king_to, ..
        } => match (to_index(*king_from), to_index(*king_to)) {
            (Some(f), Some(t)) => castling(pos, f, t),
            _ => Illegal::NotLegalHere,
        },
        Move::Step {
            from,
            to,
            promotion,
        } => match (to_index(*from), to_index(*to)) {
            (Some(f), Some(t)) => step(pos, f, t, *promotion),
            (None, _) => Illegal::NoPiece { from: *from },
            (Some(_), None) => Illegal::CannotReach {
                from: *from,
                to: *to,
            },
        },
        Move::Drop { kind, to } => Illegal::Drop {
            kind: *kind,
            to: *to,
            reason: DropRefusal::NoDropsInGame,
        },
        _ => Illegal::ActUnavailable,
    }
}

fn step(pos: &Position, from: u8, to: u8, promotion: Option<PieceKind>) -> Illegal {
    let b = &pos.board;
    let us = pos.turn;
    let (fs, ts) = (to_square(from), to_square(to));
    let Some((color, kind)) = b.piece_at(from) else {
        return Illegal::NoPiece { from: fs };
    };
    if color != us {
        return Illegal::NoPiece { from: fs };
    }
    let (df, dr) = (file_of(to) - file_of(from), rank_of(to) - rank_of(from));
    if kind == Kind::King && dr == 0 && df.abs() == 2 {
        return castling(pos, from, to);
    }
    if from == to {
        return Illegal::CannotReach { from: fs, to: ts };
    }
    if b.by_color[us as usize] & bit(to) != 0 {
        return Illegal::Blocked {
            from: fs,
            to: ts,
            at: ts,
        };
    }
    let flag = match shape(pos, kind, from, to) {
        Ok(flag) => flag,
        Err(refusal) => return refusal,
    };
    let promo_kind = promotion.and_then(Kind::from_piece_kind);
    if let Some(refusal) = promotion_refusal(us, kind, to, promotion, promo_kind) {
        return refusal;
    }
    // A move the piece can make, which must then expose the king.
    let mut after = *pos;
    after.play_unchecked(CMove {
        from,
        to,
        piece: kind,
        promotion: promo_kind,
        flag,
    });
    king_exposed(&after.board, us)
}

/// Whether the piece `kind` of the side to move goes from `from` to `to` by its way of
/// moving, with the way free: the move's flag, or why not.
fn shape(pos: &Position, kind: Kind, from: u8, to: u8) -> Result<MoveFlag, Illegal> {
    let (fs, ts) = (to_square(from), to_square(to));
    match kind {
        Kind::Knight if KNIGHT[from as usize] & bit(to) == 0 => {
            Err(Illegal::CannotReach { from: fs, to: ts })
        }
        Kind::King if KING[from as usize] & bit(to) == 0 => {
            Err(Illegal::CannotReach { from: fs, to: ts })
        }
        Kind::Bishop | Kind::Rook | Kind::Queen => {
            slide(pos.board.occupied(), kind, from, to).map(|()| MoveFlag::Normal)
        }
        Kind::Pawn => pawn_shape(pos, from, to),
        _ => Ok(MoveFlag::Normal),
    }
}

/// A slider's move: along one of its rays, and no piece on the way (the first one,
/// walking from the mover, is named).
fn slide(occ: u64, kind: Kind, from: u8, to: u8) -> Result<(), Illegal> {
    let (fs, ts) = (to_square(from), to_square(to));
    let rays = match kind {
        Kind::Bishop => BISHOP_RAYS[from as usize],
        Kind::Rook => ROOK_RAYS[from as usize],
        _ => ROOK_RAYS[from as usize] | BISHOP_RAYS[from as usize],
    };
    if rays & bit(to) == 0 {
        return Err(Illegal::CannotReach { from: fs, to: ts });
    }
    let on_way = between(from, to) & occ;
    if on_way != 0 {
        let first = if to > from {
            on_way.trailing_zeros() as u8
        } else {
            63 - on_way.leading_zeros() as u8
        };
        return Err(Illegal::Blocked {
            from: fs,
            to: ts,
            at: to_square(first),
        });
    }
    Ok(())
}

/// A pawn's move of the side to move: one step or two from its start onto empty
/// squares, or a capture (en passant included, told apart when its window closed).
fn pawn_shape(pos: &Position, from: u8, to: u8) -> Result<MoveFlag, Illegal> {
    let b = &pos.board;
    let us = pos.turn;
    let occ = b.occupied();
    let (fs, ts) = (to_square(from), to_square(to));
    let (df, dr) = (file_of(to) - file_of(from), rank_of(to) - rank_of(from));
    let fwd = if us == WHITE { 1 } else { -1 };
    let start = if us == WHITE { 1 } else { 6 };
    let one = (from as i32 + 8 * fwd) as u8;
    let blocked_at = |at| Illegal::Blocked {
        from: fs,
        to: ts,
        at,
    };
    if df == 0 && dr == fwd {
        if occ & bit(to) != 0 {
            return Err(blocked_at(ts));
        }
        Ok(MoveFlag::Normal)
    } else if df == 0 && dr == 2 * fwd && rank_of(from) == start {
        if occ & bit(one) != 0 {
            return Err(blocked_at(to_square(one)));
        }
        if occ & bit(to) != 0 {
            return Err(blocked_at(ts));
        }
        Ok(MoveFlag::DoublePush)
    } else if df.abs() == 1 && dr == fwd {
        if b.by_color[(us ^ 1) as usize] & bit(to) != 0 {
            return Ok(MoveFlag::Normal);
        }
        if pos.ep == Some(to) {
            return Ok(MoveFlag::EnPassant);
        }
        // A pawn that double-stepped earlier stands beside: the window closed.
        let behind = (to as i32 - 8 * fwd) as u8;
        let ep_rank = if us == WHITE { 5 } else { 2 };
        if rank_of(to) == ep_rank && b.pieces(us ^ 1, Kind::Pawn) & bit(behind) != 0 {
            return Err(Illegal::EnPassantExpired { to: ts });
        }
        Err(Illegal::CannotReach { from: fs, to: ts })
    } else {
        Err(Illegal::CannotReach { from: fs, to: ts })
    }
}

/// A move the piece can make: a pawn reaching the last rank must name a piece to
/// become, and no other move may name one.
fn promotion_refusal(
    us: Color,
    kind: Kind,
    to: u8,
    promotion: Option<PieceKind>,
    promo_kind: Option<Kind>,
) -> Option<Illegal> {
    let on = to_square(to);
    let last_rank = if us == WHITE { 7 } else { 0 };
    let promotes = kind == Kind::Pawn && rank_of(to) == last_rank;
    match (promotes, promotion) {
        (true, None) => Some(Illegal::Promotion { on }),
        (true, Some(_))
            if !matches!(
                promo_kind,
                Some(Kind::Queen | Kind::Rook | Kind::Bishop | Kind::Knight)
            ) =>
        {
            Some(Illegal::Promotion { on })
        }
        (false, Some(_)) => Some(Illegal::Promotion { on }),
        _ => None,
    }
}

fn king_exposed(board: &Board, us: Color) -> Illegal {
    match board.king(us) {
        Some(k) => Illegal::LeavesKingInCheck {
            king: to_square(k),
            by: squares(attackers(board, k, us ^ 1, board.occupied()))
                .map(to_square)
                .collect(),
        },
        None => Illegal::NotLegalHere,
    }
}

/// Which of the four castling conditions fails (the first one, in the source's order).
fn castling(pos: &Position, from: u8, to: u8) -> Illegal {
    let b = &pos.board;
    let us = pos.turn;
    let home = if us == WHITE { 4 } else { 60 };
    let fail = |reason| Illegal::Castling { reason };
    if b.pieces(us, Kind::King) & bit(from) == 0 {
        // "O-O" with the king elsewhere: it has moved.
        return if from == home && b.pieces(us, Kind::King) != 0 {
            fail(CastlingFailure::KingMoved)
        } else {
            Illegal::NoPiece {
                from: to_square(from),
            }
        };
    }
    if from != home || (to != home + 2 && to != home - 2) {
        return if from != home {
            fail(CastlingFailure::KingMoved)
        } else {
            Illegal::CannotReach {
                from: to_square(from),
                to: to_square(to),
            }
        };
    }
    let (ks, qs) = if us == WHITE {
        (WHITE_KINGSIDE, WHITE_QUEENSIDE)
    } else {
        (BLACK_KINGSIDE, BLACK_QUEENSIDE)
    };
    let right = if to > from { ks } else { qs };
    if pos.castling & (ks | qs) == 0 {
        return fail(CastlingFailure::NoRights);
    }
    let (rook_from, _) = castle_rook_squares(to);
    if pos.castling & right == 0 || b.pieces(us, Kind::Rook) & bit(rook_from) == 0 {
        return fail(CastlingFailure::RookMoved);
    }
    let occ = b.occupied();
    let (path, empty) = castling_squares(from, to);
    if occ & empty != 0 {
        return fail(CastlingFailure::PathBlocked);
    }
    let them = us ^ 1;
    if attackers(b, from, them, occ) != 0 {
        return fail(CastlingFailure::InCheck);
    }
    let crossed = path & !bit(to);
    if squares(crossed).any(|s| attackers(b, s, them, occ) != 0) {
        return fail(CastlingFailure::CrossesAttackedSquare);
    }
    if attackers(b, to, them, occ) != 0 {
        return fail(CastlingFailure::LandsOnAttackedSquare);
    }
    // Nothing of the source's conditions fails: a rule outside chess forbids it.
    Illegal::NotLegalHere
}
