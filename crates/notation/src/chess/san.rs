//! SAN (standard algebraic notation): writing with exact disambiguation and +/#,
//! reading with the usual leniency (optional suffixes, `0-0`).

use super::fen::letter;
use crate::NotationError;
use arbitre_rules::chess::bitboard::*;
use arbitre_rules::chess::movegen::{checkers, legal_moves};
use arbitre_rules::chess::position::*;
use arbitre_rules::chess::squares::{name, parse as parse_square};

/// The French piece letters: Roi, Dame, Tour, Fou, Cavalier.
pub fn letter_fr(kind: Kind) -> char {
    match kind {
        Kind::Pawn => 'P',
        Kind::Knight => 'C',
        Kind::Bishop => 'F',
        Kind::Rook => 'T',
        Kind::Queen => 'D',
        Kind::King => 'R',
    }
}

fn legal(pos: &Position) -> Vec<CMove> {
    let mut v = Vec::new();
    legal_moves(pos, &mut v);
    v
}

/// SAN of a legal move, English letters.
pub fn to_san(pos: &Position, m: CMove) -> String {
    write_san(pos, m, letter)
}

/// SAN of a legal move with French letters (`Cf3`, `e8=D`, `Txd1+`).
pub fn to_san_fr(pos: &Position, m: CMove) -> String {
    write_san(pos, m, letter_fr)
}

fn write_san(pos: &Position, m: CMove, letters: fn(Kind) -> char) -> String {
    let mut s = String::with_capacity(8);
    if m.flag == MoveFlag::Castle {
        s.push_str(if m.to & 7 == 6 { "O-O" } else { "O-O-O" });
    } else {
        let capture = m.flag == MoveFlag::EnPassant
            || pos.board.by_color[(pos.turn ^ 1) as usize] & bit(m.to) != 0;
        if m.piece == Kind::Pawn {
            if capture {
                s.push((b'a' + m.from % 8) as char);
            }
        } else {
            s.push(letters(m.piece));
            // Other pieces of the same kind that can also go there.
            let rivals: Vec<u8> = legal(pos)
                .iter()
                .filter(|o| o.piece == m.piece && o.to == m.to && o.from != m.from)
                .map(|o| o.from)
                .collect();
            if !rivals.is_empty() {
                let same_file = rivals.iter().any(|&f| f % 8 == m.from % 8);
                let same_rank = rivals.iter().any(|&f| f / 8 == m.from / 8);
                if !same_file {
                    s.push((b'a' + m.from % 8) as char);
                } else if !same_rank {
                    s.push((b'1' + m.from / 8) as char);
                } else {
                    s.push_str(&name(m.from));
                }
            }
        }
        if capture {
            s.push('x');
        }
        s.push_str(&name(m.to));
        if let Some(p) = m.promotion {
            s.push('=');
            s.push(letters(p));
        }
    }
    let mut after = *pos;
    after.play_unchecked(m);
    if checkers(&after) != 0 {
        s.push(if legal(&after).is_empty() { '#' } else { '+' });
    }
    s
}

/// What a SAN string says, before it is matched against the position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SanParts {
    Castle {
        kingside: bool,
    },
    Normal {
        piece: Kind,
        from_file: Option<u8>,
        from_rank: Option<u8>,
        capture: bool,
        to: u8,
        promotion: Option<Kind>,
    },
}

fn err(fault: crate::ChessFault) -> NotationError {
    fault.into()
}

fn piece_of_letter(c: u8) -> Option<Kind> {
    Some(match c {
        b'N' => Kind::Knight,
        b'B' => Kind::Bishop,
        b'R' => Kind::Rook,
        b'Q' => Kind::Queen,
        b'K' => Kind::King,
        _ => return None,
    })
}

/// Splits a SAN string into its parts (no position needed).
pub fn parse_san_parts(text: &str) -> Result<SanParts, NotationError> {
    let bad = || {
        err(crate::ChessFault::SanUnreadable {
            text: text.to_string(),
        })
    };
    let core = text.trim_end_matches(['+', '#', '!', '?']);
    match core {
        "O-O" | "0-0" => return Ok(SanParts::Castle { kingside: true }),
        "O-O-O" | "0-0-0" => return Ok(SanParts::Castle { kingside: false }),
        _ => {}
    }
    let mut b = core.as_bytes();
    if !b.is_ascii() || b.is_empty() {
        return Err(bad());
    }
    let piece = match piece_of_letter(b[0]) {
        Some(k) => {
            b = &b[1..];
            k
        }
        None => Kind::Pawn,
    };
    // Promotion suffix: `=Q` or a bare `Q`.
    let mut promotion = None;
    if let Some((&last, rest)) = b.split_last()
        && let Some(k) = piece_of_letter(last)
    {
        if k == Kind::King || piece != Kind::Pawn {
            return Err(bad());
        }
        promotion = Some(k);
        b = rest.strip_suffix(b"=").unwrap_or(rest);
    }
    if b.len() < 2 {
        return Err(bad());
    }
    let (head, dest) = b.split_at(b.len() - 2);
    let to = std::str::from_utf8(dest)
        .ok()
        .and_then(parse_square)
        .ok_or_else(bad)?;
    let (head, capture) = match head.strip_suffix(b"x") {
        Some(h) => (h, true),
        None => (head, false),
    };
    let (mut from_file, mut from_rank) = (None, None);
    match head {
        [] => {}
        [f @ b'a'..=b'h'] => from_file = Some(f - b'a'),
        [r @ b'1'..=b'8'] => from_rank = Some(r - b'1'),
        [f @ b'a'..=b'h', r @ b'1'..=b'8'] => {
            from_file = Some(f - b'a');
            from_rank = Some(r - b'1');
        }
        _ => return Err(bad()),
    }
    if piece == Kind::Pawn && (from_rank.is_some() || (capture != from_file.is_some())) {
        return Err(bad());
    }
    Ok(SanParts::Normal {
        piece,
        from_file,
        from_rank,
        capture,
        to,
        promotion,
    })
}

/// What a SAN string names in a position: the legal move, or, when no legal move
/// matches, the single move the reader most plausibly meant (so that the rules can
/// explain why it is illegal).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SanTarget {
    Legal(CMove),
    /// A well-formed move of a piece that cannot legally make it.
    Illegal {
        from: u8,
        to: u8,
        promotion: Option<Kind>,
        castle: bool,
    },
}

/// Reads SAN for the side to move. Errors when nothing could be meant or when the
/// move is ambiguous.
pub fn parse_san(pos: &Position, text: &str) -> Result<SanTarget, NotationError> {
    let parts = parse_san_parts(text)?;
    let moves = legal(pos);
    match parts {
        SanParts::Castle { kingside } => {
            let home = if pos.turn == WHITE { 4 } else { 60 };
            let to = if kingside { home + 2 } else { home - 2 };
            Ok(
                match moves
                    .iter()
                    .find(|m| m.flag == MoveFlag::Castle && m.to == to)
                {
                    Some(m) => SanTarget::Legal(*m),
                    None => SanTarget::Illegal {
                        from: home,
                        to,
                        promotion: None,
                        castle: true,
                    },
                },
            )
        }
        SanParts::Normal {
            piece,
            from_file,
            from_rank,
            capture,
            to,
            promotion,
        } => {
            let fits = |from: u8| {
                from_file.is_none_or(|f| from % 8 == f) && from_rank.is_none_or(|r| from / 8 == r)
            };
            let found: Vec<&CMove> = moves
                .iter()
                .filter(|m| {
                    m.piece == piece
                        && m.to == to
                        && m.flag != MoveFlag::Castle
                        && m.promotion == promotion
                        && fits(m.from)
                })
                .collect();
            match found.as_slice() {
                [m] => Ok(SanTarget::Legal(**m)),
                [] => {
                    // Pieces of that kind that could make the move on an empty board.
                    let cands: Vec<u8> = squares(pos.board.pieces(pos.turn, piece))
                        .filter(|&f| fits(f) && could_reach(pos, piece, f, to, capture))
                        .collect();
                    match cands.as_slice() {
                        [from] => Ok(SanTarget::Illegal {
                            from: *from,
                            to,
                            promotion,
                            castle: false,
                        }),
                        [] => Err(err(crate::ChessFault::SanNoPieceReaches {
                            text: text.to_string(),
                            square: name(to),
                        })),
                        _ => Err(err(crate::ChessFault::SanIllegalAmbiguous {
                            text: text.to_string(),
                        })),
                    }
                }
                _ => Err(err(crate::ChessFault::SanAmbiguous {
                    text: text.to_string(),
                })),
            }
        }
    }
}

/// Whether a piece's movement shape joins the two squares (pieces in the way ignored).
fn could_reach(pos: &Position, piece: Kind, from: u8, to: u8, capture: bool) -> bool {
    let t = bit(to);
    match piece {
        Kind::Knight => KNIGHT[from as usize] & t != 0,
        Kind::King => KING[from as usize] & t != 0,
        Kind::Bishop => BISHOP_RAYS[from as usize] & t != 0,
        Kind::Rook => ROOK_RAYS[from as usize] & t != 0,
        Kind::Queen => (ROOK_RAYS[from as usize] | BISHOP_RAYS[from as usize]) & t != 0,
        Kind::Pawn => {
            let fwd: i32 = if pos.turn == WHITE { 1 } else { -1 };
            let (df, dr) = (file_of(to) - file_of(from), rank_of(to) - rank_of(from));
            if capture {
                df.abs() == 1 && dr == fwd
            } else {
                df == 0 && (dr == fwd || dr == 2 * fwd)
            }
        }
    }
}
