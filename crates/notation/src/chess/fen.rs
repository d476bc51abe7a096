//! FEN: reading with strict validation, and writing.

use crate::{ChessFault as F, NotationError, NotationFault};
use arbitre_rules::chess::bitboard::bit;
use arbitre_rules::chess::movegen::{attackers, in_check};
use arbitre_rules::chess::position::*;
use arbitre_rules::chess::squares::{name, parse as parse_square};

fn err(fault: impl Into<NotationFault>) -> NotationError {
    NotationError {
        fault: fault.into(),
    }
}

fn kind_of_letter(c: char) -> Option<Kind> {
    Some(match c.to_ascii_lowercase() {
        'p' => Kind::Pawn,
        'n' => Kind::Knight,
        'b' => Kind::Bishop,
        'r' => Kind::Rook,
        'q' => Kind::Queen,
        'k' => Kind::King,
        _ => return None,
    })
}

pub fn letter(kind: Kind) -> char {
    match kind {
        Kind::Pawn => 'P',
        Kind::Knight => 'N',
        Kind::Bishop => 'B',
        Kind::Rook => 'R',
        Kind::Queen => 'Q',
        Kind::King => 'K',
    }
}

/// Reads a FEN (six fields; the two clocks may be left out and then are `0 1`).
pub fn parse_fen(text: &str) -> Result<Position, NotationError> {
    let fields: Vec<&str> = text.split_whitespace().collect();
    if fields.len() != 6 && fields.len() != 4 {
        return Err(err(F::FenFieldCount {
            found: fields.len(),
        }));
    }
    let mut pos = Position::empty();
    parse_board(fields[0], &mut pos.board)?;
    pos.turn = match fields[1] {
        "w" => WHITE,
        "b" => BLACK,
        other => {
            return Err(err(F::FenTurn {
                found: other.to_string(),
            }));
        }
    };
    pos.castling = parse_castling(fields[2])?;
    pos.ep = parse_ep(fields[3])?;
    if fields.len() == 6 {
        pos.halfmove = fields[4].parse().map_err(|_| {
            err(F::FenHalfmove {
                found: fields[4].to_string(),
            })
        })?;
        pos.fullmove = fields[5].parse().ok().filter(|n| *n >= 1).ok_or_else(|| {
            err(F::FenFullmove {
                found: fields[5].to_string(),
            })
        })?;
    }
    validate(&pos)?;
    Ok(pos)
}

fn parse_board(text: &str, board: &mut Board) -> Result<(), NotationError> {
    let ranks: Vec<&str> = text.split('/').collect();
    if ranks.len() != 8 {
        return Err(err(F::FenRankCount { found: ranks.len() }));
    }
    for (i, row) in ranks.iter().enumerate() {
        let rank = 7 - i as u8;
        let mut file: u8 = 0;
        for c in row.chars() {
            if let Some(d) = c.to_digit(10) {
                if !(1..=8).contains(&d) {
                    return Err(err(F::FenDigit {
                        digit: c,
                        rank: rank + 1,
                    }));
                }
                file += d as u8;
            } else if let Some(kind) = kind_of_letter(c) {
                if file >= 8 {
                    return Err(err(F::FenRankTooLong { rank: rank + 1 }));
                }
                let color = if c.is_ascii_uppercase() { WHITE } else { BLACK };
                board.put(rank * 8 + file, color, kind);
                file += 1;
            } else {
                return Err(err(F::FenCharacter {
                    found: c,
                    rank: rank + 1,
                }));
            }
            if file > 8 {
                return Err(err(F::FenRankTooLong { rank: rank + 1 }));
            }
        }
        if file != 8 {
            return Err(err(F::FenRankShort {
                rank: rank + 1,
                files: file,
            }));
        }
    }
    Ok(())
}

fn parse_castling(text: &str) -> Result<u8, NotationError> {
    if text == "-" {
        return Ok(0);
    }
    let mut rights = 0;
    for c in text.chars() {
        let r = match c {
            'K' => WHITE_KINGSIDE,
            'Q' => WHITE_QUEENSIDE,
            'k' => BLACK_KINGSIDE,
            'q' => BLACK_QUEENSIDE,
            _ => {
                return Err(err(F::FenCastlingLetters {
                    field: text.to_string(),
                }));
            }
        };
        if rights & r != 0 {
            return Err(err(F::FenCastlingRepeated {
                field: text.to_string(),
            }));
        }
        rights |= r;
    }
    Ok(rights)
}

fn parse_ep(text: &str) -> Result<Option<u8>, NotationError> {
    if text == "-" {
        return Ok(None);
    }
    parse_square(text).map(Some).ok_or_else(|| {
        err(F::FenEnPassantField {
            field: text.to_string(),
        })
    })
}

/// Checks that a position could occur in a game as far as a reader can tell at a
/// glance: one king each, no pawn on the first or last rank, the side that just moved
/// not in check, castling rights and the en passant square consistent with the pieces.
pub fn validate(pos: &Position) -> Result<(), NotationError> {
    let b = &pos.board;
    for color in [WHITE, BLACK] {
        let white = color == WHITE;
        match b.pieces(color, Kind::King).count_ones() {
            0 => return Err(err(F::KingMissing { white })),
            1 => {}
            count => return Err(err(F::TooManyKings { white, count })),
        }
    }
    let back_ranks = 0xFF00_0000_0000_00FFu64;
    if b.by_kind[Kind::Pawn as usize] & back_ranks != 0 {
        let sq = (b.by_kind[Kind::Pawn as usize] & back_ranks).trailing_zeros() as u8;
        return Err(err(F::PawnOnBackRank { square: name(sq) }));
    }
    if in_check(b, pos.turn ^ 1) {
        return Err(err(F::WaitingKingInCheck {
            white: pos.turn != WHITE,
        }));
    }
    for (right, king, rook, label) in [
        (WHITE_KINGSIDE, 4u8, 7u8, 'K'),
        (WHITE_QUEENSIDE, 4, 0, 'Q'),
        (BLACK_KINGSIDE, 60, 63, 'k'),
        (BLACK_QUEENSIDE, 60, 56, 'q'),
    ] {
        let color = if right & (WHITE_KINGSIDE | WHITE_QUEENSIDE) != 0 {
            WHITE
        } else {
            BLACK
        };
        if pos.castling & right != 0
            && (b.pieces(color, Kind::King) & bit(king) == 0
                || b.pieces(color, Kind::Rook) & bit(rook) == 0)
        {
            return Err(err(F::FenCastlingWithoutPieces {
                letter: label,
                king: name(king),
                rook: name(rook),
            }));
        }
    }
    if let Some(ep) = pos.ep {
        // The pawn that just double-stepped stands in front of the square it skipped.
        let (rank, pawn_sq, start_sq) = if pos.turn == WHITE {
            (5, ep.wrapping_sub(8), ep + 8)
        } else {
            (2, ep + 8, ep.wrapping_sub(8))
        };
        let ok = ep / 8 == rank
            && b.pieces(pos.turn ^ 1, Kind::Pawn) & bit(pawn_sq) != 0
            && b.occupied() & (bit(ep) | bit(start_sq)) == 0;
        if !ok {
            return Err(err(F::FenEnPassantImpossible { square: name(ep) }));
        }
    }
    // More than two checkers, or two that no single move could give, cannot happen;
    // only the count is checked here, as a cheap guard for the move generator.
    if let Some(k) = b.king(pos.turn)
        && attackers(b, k, pos.turn ^ 1, b.occupied()).count_ones() > 2
    {
        return Err(err(F::TooManyCheckers));
    }
    Ok(())
}

/// The piece-placement field of a FEN, ranks 8 to 1; a piece whose square is in
/// `promoted` gets a `~` after its letter (crazyhouse and bughouse FENs).
pub fn write_placement(board: &Board, promoted: u64) -> String {
    let mut s = String::with_capacity(90);
    for rank in (0..8u8).rev() {
        let mut empty = 0;
        for file in 0..8u8 {
            let sq = rank * 8 + file;
            match board.piece_at(sq) {
                Some((c, k)) => {
                    if empty > 0 {
                        s.push((b'0' + empty) as char);
                        empty = 0;
                    }
                    let l = letter(k);
                    s.push(if c == WHITE {
                        l
                    } else {
                        l.to_ascii_lowercase()
                    });
                    if promoted & (1u64 << sq) != 0 {
                        s.push('~');
                    }
                }
                None => empty += 1,
            }
        }
        if empty > 0 {
            s.push((b'0' + empty) as char);
        }
        if rank > 0 {
            s.push('/');
        }
    }
    s
}

/// Writes a FEN. The en passant square is written after every double step (as the
/// FEN standard asks), whether or not a capture is possible.
pub fn write_fen(pos: &Position) -> String {
    let mut s = write_placement(&pos.board, 0);
    s.push_str(if pos.turn == WHITE { " w " } else { " b " });
    if pos.castling == 0 {
        s.push('-');
    }
    for (r, c) in [
        (WHITE_KINGSIDE, 'K'),
        (WHITE_QUEENSIDE, 'Q'),
        (BLACK_KINGSIDE, 'k'),
        (BLACK_QUEENSIDE, 'q'),
    ] {
        if pos.castling & r != 0 {
            s.push(c);
        }
    }
    s.push(' ');
    match pos.ep {
        Some(ep) => s.push_str(&name(ep)),
        None => s.push('-'),
    }
    s.push_str(&format!(" {} {}", pos.halfmove, pos.fullmove));
    s
}
