//! FEN: reading with strict validation, and writing.

use crate::notation::NotationError;
use crate::rules::chess::bitboard::bit;
use crate::rules::chess::movegen::{attackers, in_check};
use crate::rules::chess::position::*;
use crate::rules::chess::squares::{name, parse as parse_square};

fn err(msg: impl Into<String>) -> NotationError {
    NotationError::new(msg)
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
        return Err(err(format!(
            "FEN invalide : 6 champs attendus (pièces, trait, roques, en passant, demi-coups, coups), {} trouvés.",
            fields.len()
        )));
    }
    let mut pos = Position::empty();
    parse_board(fields[0], &mut pos.board)?;
    pos.turn = match fields[1] {
        "w" => WHITE,
        "b" => BLACK,
        other => {
            return Err(err(format!(
                "FEN invalide : le trait doit être « w » ou « b », pas « {other} »."
            )));
        }
    };
    pos.castling = parse_castling(fields[2])?;
    pos.ep = parse_ep(fields[3])?;
    if fields.len() == 6 {
        pos.halfmove = fields[4].parse().map_err(|_| {
            err(format!(
                "FEN invalide : le compteur de demi-coups « {} » n'est pas un nombre.",
                fields[4]
            ))
        })?;
        pos.fullmove = fields[5].parse().ok().filter(|n| *n >= 1).ok_or_else(|| {
            err(format!(
                "FEN invalide : le numéro de coup « {} » doit être un nombre positif.",
                fields[5]
            ))
        })?;
    }
    validate(&pos)?;
    Ok(pos)
}

fn parse_board(text: &str, board: &mut Board) -> Result<(), NotationError> {
    let ranks: Vec<&str> = text.split('/').collect();
    if ranks.len() != 8 {
        return Err(err(format!(
            "FEN invalide : 8 rangées séparées par « / » attendues, {} trouvées.",
            ranks.len()
        )));
    }
    for (i, row) in ranks.iter().enumerate() {
        let rank = 7 - i as u8;
        let mut file: u8 = 0;
        for c in row.chars() {
            if let Some(d) = c.to_digit(10) {
                if !(1..=8).contains(&d) {
                    return Err(err(format!(
                        "FEN invalide : chiffre « {c} » impossible dans la rangée {}.",
                        rank + 1
                    )));
                }
                file += d as u8;
            } else if let Some(kind) = kind_of_letter(c) {
                if file >= 8 {
                    return Err(err(format!(
                        "FEN invalide : la rangée {} compte plus de 8 cases.",
                        rank + 1
                    )));
                }
                let color = if c.is_ascii_uppercase() { WHITE } else { BLACK };
                board.put(rank * 8 + file, color, kind);
                file += 1;
            } else {
                return Err(err(format!(
                    "FEN invalide : caractère « {c} » inconnu dans la rangée {}.",
                    rank + 1
                )));
            }
            if file > 8 {
                return Err(err(format!(
                    "FEN invalide : la rangée {} compte plus de 8 cases.",
                    rank + 1
                )));
            }
        }
        if file != 8 {
            return Err(err(format!(
                "FEN invalide : la rangée {} compte {file} cases au lieu de 8.",
                rank + 1
            )));
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
                return Err(err(format!(
                    "FEN invalide : champ de roque « {text} » incorrect (lettres KQkq ou « - »)."
                )));
            }
        };
        if rights & r != 0 {
            return Err(err(format!(
                "FEN invalide : champ de roque « {text} » avec une lettre répétée."
            )));
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
        err(format!(
            "FEN invalide : case en passant « {text} » incorrecte (une case ou « - »)."
        ))
    })
}

/// Checks that a position could occur in a game as far as a reader can tell at a
/// glance: one king each, no pawn on the first or last rank, the side that just moved
/// not in check, castling rights and the en passant square consistent with the pieces.
pub fn validate(pos: &Position) -> Result<(), NotationError> {
    let b = &pos.board;
    for (color, name_fr) in [(WHITE, "blanc"), (BLACK, "noir")] {
        match b.pieces(color, Kind::King).count_ones() {
            0 => {
                return Err(err(format!(
                    "Position impossible : il manque le roi {name_fr}."
                )));
            }
            1 => {}
            n => {
                return Err(err(format!(
                    "Position impossible : {n} rois {name_fr}s sur l'échiquier."
                )));
            }
        }
    }
    let back_ranks = 0xFF00_0000_0000_00FFu64;
    if b.by_kind[Kind::Pawn as usize] & back_ranks != 0 {
        let sq = (b.by_kind[Kind::Pawn as usize] & back_ranks).trailing_zeros() as u8;
        return Err(err(format!(
            "Position impossible : un pion en {} (aucun pion ne peut se trouver sur la 1re ou la 8e rangée).",
            name(sq)
        )));
    }
    if in_check(b, pos.turn ^ 1) {
        let side = if pos.turn == WHITE { "noir" } else { "blanc" };
        return Err(err(format!(
            "Position impossible : le roi {side} est en échec alors que ce n'est pas à lui de jouer."
        )));
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
            return Err(err(format!(
                "FEN invalide : droit de roque « {label} » sans le roi en {} et la tour en {}.",
                name(king),
                name(rook)
            )));
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
            return Err(err(format!(
                "FEN invalide : case en passant {} impossible (aucun pion adverse ne vient de la sauter).",
                name(ep)
            )));
        }
    }
    // More than two checkers, or two that no single move could give, cannot happen;
    // only the count is checked here, as a cheap guard for the move generator.
    if let Some(k) = b.king(pos.turn)
        && attackers(b, k, pos.turn ^ 1, b.occupied()).count_ones() > 2
    {
        return Err(err(
            "Position impossible : le roi au trait est attaqué par plus de deux pièces.",
        ));
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
