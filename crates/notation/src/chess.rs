//! Chess notation: FEN positions, the `pieces:` form, moves in SAN, UCI and long
//! algebraic; SAN output in English and French letters.

mod fen;
mod san;

pub use fen::{parse_fen, validate, write_fen, write_placement};
pub use san::{SanParts, SanTarget, letter_fr, parse_san, parse_san_parts, to_san, to_san_fr};

use super::{ChessFault as F, NotationError, NotationFault};
use arbitre_rules::chess::Chess;
use arbitre_rules::chess::game::to_move;
use arbitre_rules::chess::position::*;
use arbitre_rules::chess::squares::{name, parse as parse_square, to_square};
use arbitre_rules::{Move, PieceKind, Preset, Seat};

fn err(fault: impl Into<NotationFault>) -> NotationError {
    NotationError {
        fault: fault.into(),
    }
}

/// A new game from a FEN or `start`.
pub fn game_from_text(preset: Preset, text: &str) -> Result<Chess, NotationError> {
    let text = text.trim();
    let pos = if text == "start" {
        Position::start()
    } else {
        parse_fen(text)?
    };
    Ok(Chess::from_position(preset, preset.chess_options(), pos))
}

fn piece_letter(c: u8) -> Option<Kind> {
    Some(match c {
        b'K' => Kind::King,
        b'Q' => Kind::Queen,
        b'R' => Kind::Rook,
        b'B' => Kind::Bishop,
        b'N' => Kind::Knight,
        b'P' => Kind::Pawn,
        _ => return None,
    })
}

/// One `pieces:` token: `Ke1`, `Qd1`, `e2` (a pawn), `Pe2`.
fn parse_piece_token(token: &str) -> Result<(Kind, u8), NotationError> {
    let bad = || {
        err(F::ChessPieceToken {
            token: token.to_string(),
        })
    };
    let b = token.trim().as_bytes();
    let (kind, sq) = match b.first().copied().and_then(piece_letter) {
        Some(k) => (k, &b[1..]),
        None => (Kind::Pawn, b),
    };
    let sq = std::str::from_utf8(sq)
        .ok()
        .and_then(parse_square)
        .ok_or_else(bad)?;
    Ok((kind, sq))
}

/// A position holding exactly these pieces: no castling rights, no en passant.
pub fn position_from_pieces(
    pieces: &[(Seat, Vec<String>)],
    turn: Seat,
) -> Result<Position, NotationError> {
    if turn > BLACK {
        return Err(err(F::ChessTurn));
    }
    let mut pos = Position::empty();
    pos.turn = turn;
    for (seat, tokens) in pieces {
        if *seat > BLACK {
            return Err(err(F::ChessSeat));
        }
        for t in tokens {
            let (kind, sq) = parse_piece_token(t)?;
            if pos.board.piece_at(sq).is_some() {
                return Err(err(NotationFault::TwoPiecesOn {
                    square: name(sq),
                    board: None,
                }));
            }
            pos.board.put(sq, *seat, kind);
        }
    }
    validate(&pos)?;
    Ok(pos)
}

fn kind_of_promo_letter(c: u8) -> Option<Kind> {
    match c.to_ascii_uppercase() {
        b'Q' => Some(Kind::Queen),
        b'R' => Some(Kind::Rook),
        b'B' => Some(Kind::Bishop),
        b'N' => Some(Kind::Knight),
        _ => None,
    }
}

/// A move given by its squares: from, to, promotion, and the piece letter if written.
type Coordinates = (u8, u8, Option<Kind>, Option<Kind>);

/// Reads UCI (`g1f3`, `e7e8q`) or long algebraic (`e2-e4`, `Ng1-f3`, `e7xd8=Q`).
/// `None` when the text is in neither form.
fn parse_coordinates(text: &str) -> Option<Result<Coordinates, NotationError>> {
    let core = text.trim_end_matches(['+', '#', '!', '?']);
    let b = core.as_bytes();
    if !b.is_ascii() {
        return None;
    }
    // UCI: exactly 4 or 5 characters, lowercase promotion letter.
    if (b.len() == 4 || b.len() == 5) && core == text {
        let from = parse_square(&core[0..2]);
        let to = parse_square(&core[2..4]);
        if let (Some(f), Some(t)) = (from, to) {
            if b.len() == 4 {
                return Some(Ok((f, t, None, None)));
            }
            if b[4].is_ascii_lowercase()
                && let Some(p) = kind_of_promo_letter(b[4])
            {
                return Some(Ok((f, t, Some(p), None)));
            }
            return None;
        }
    }
    // Long algebraic: [piece]from(-|x)to[=promo].
    let (piece, rest) = match b.first().copied().and_then(piece_letter) {
        Some(k) => (Some(k), &core[1..]),
        None => (None, core),
    };
    if rest.len() < 5 {
        return None;
    }
    let sep = rest.as_bytes()[2];
    if sep != b'-' && sep != b'x' {
        return None;
    }
    let from = parse_square(&rest[0..2])?;
    let to = parse_square(&rest[3..5])?;
    let tail = &rest.as_bytes()[5..];
    let promo = match tail {
        [] => None,
        [b'=', p] | [p] => match kind_of_promo_letter(*p) {
            Some(k) if p.is_ascii_uppercase() => Some(k),
            _ => {
                return Some(Err(err(F::PromotionUnreadable {
                    text: text.to_string(),
                })));
            }
        },
        _ => return None,
    };
    Some(Ok((from, to, promo, piece)))
}

/// Reads a move in SAN, UCI or long algebraic for the side to move. The move may be
/// illegal (then `Game::play` says why); it must name a piece of the side to move.
pub fn parse_move_in(game: &Chess, text: &str) -> Result<Move, NotationError> {
    let pos = game.position();
    let text = text.trim();
    if text.is_empty() {
        return Err(err(F::EmptyMove));
    }
    if let Some(coords) = parse_coordinates(text) {
        let (from, to, promo, piece) = coords?;
        if let Some(k) = piece {
            match pos.board.piece_at(from) {
                Some((c, actual)) if c == pos.turn && actual != k => {
                    return Err(err(F::NotTheAnnouncedPiece {
                        text: text.to_string(),
                        square: name(from),
                    }));
                }
                _ => {}
            }
        }
        // A king's two-square step is castling when castling is what it names.
        let king_two = pos.board.pieces(pos.turn, Kind::King) & (1u64 << from) != 0
            && from.abs_diff(to) == 2
            && from / 8 == to / 8;
        if king_two {
            let (rf, rt) = castle_rook_squares(to);
            return Ok(Move::Castle {
                king_from: to_square(from),
                king_to: to_square(to),
                rook_from: to_square(rf),
                rook_to: to_square(rt),
            });
        }
        return Ok(Move::Step {
            from: to_square(from),
            to: to_square(to),
            promotion: promo.map(Kind::to_piece_kind),
        });
    }
    match parse_san(pos, text)? {
        SanTarget::Legal(m) => Ok(to_move(m)),
        SanTarget::Illegal {
            from,
            to,
            promotion,
            castle,
        } => Ok(if castle {
            let (rf, rt) = castle_rook_squares(to);
            Move::Castle {
                king_from: to_square(from),
                king_to: to_square(to),
                rook_from: to_square(rf),
                rook_to: to_square(rt),
            }
        } else {
            Move::Step {
                from: to_square(from),
                to: to_square(to),
                promotion: promotion.map(Kind::to_piece_kind),
            }
        }),
    }
}

/// SAN of a legal move (English letters), or a long form if it is not legal.
fn write_in(game: &Chess, mv: &Move, french: bool) -> String {
    match game.find_legal(mv) {
        Some(m) if french => to_san_fr(game.position(), m),
        Some(m) => to_san(game.position(), m),
        None => match mv {
            Move::Step {
                from,
                to,
                promotion,
            } => {
                let g = arbitre_rules::chess::squares::geometry();
                let mut s = format!("{}-{}", g.name(*from), g.name(*to));
                if let Some(p) = promotion {
                    s.push('=');
                    s.push(p.letter());
                }
                s
            }
            Move::Castle { king_to, .. } => {
                let g = arbitre_rules::chess::squares::geometry();
                if g.coords(*king_to).0 == 6 {
                    "O-O"
                } else {
                    "O-O-O"
                }
                .to_string()
            }
            other => format!("{other:?}"),
        },
    }
}

/// A new game of `preset` holding exactly these pieces (see [`position_from_pieces`]).
pub fn game_from_pieces(
    preset: Preset,
    pieces: &[(Seat, Vec<String>)],
    turn: Seat,
) -> Result<Chess, NotationError> {
    let pos = position_from_pieces(pieces, turn)?;
    Ok(Chess::from_position(preset, preset.chess_options(), pos))
}

/// Reads a move for the side to move; returns that side with the move.
pub fn parse_move(game: &Chess, text: &str) -> Result<(Seat, Move), NotationError> {
    let mv = parse_move_in(game, text)?;
    Ok((game.position().turn, mv))
}

/// A move in SAN with English (`french: false`) or French piece letters.
pub fn write_move(game: &Chess, mv: &Move, french: bool) -> String {
    write_in(game, mv, french)
}

/// Standard chess's notation: FEN, SAN, UCI and long algebraic.
pub struct ChessNotation;

impl crate::FamilyNotation for ChessNotation {
    type Game = Chess;

    fn parse_position(preset: Preset, text: &str) -> Result<Chess, NotationError> {
        game_from_text(preset, text)
    }

    fn from_pieces(
        preset: Preset,
        pieces: &[(Seat, Vec<String>)],
        turn: Seat,
    ) -> Result<Chess, NotationError> {
        game_from_pieces(preset, pieces, turn)
    }

    fn write_position(game: &Chess) -> String {
        write_fen(game.position())
    }

    fn parse_move(game: &Chess, text: &str) -> Result<(Seat, Move), NotationError> {
        parse_move(game, text)
    }

    fn write_move(game: &Chess, _seat: Seat, mv: &Move, french: bool) -> String {
        write_move(game, mv, french)
    }
}

/// The UCI form of a move (`e2e4`, `e7e8q`, `e1g1`).
pub fn to_uci(mv: &Move) -> String {
    let g = arbitre_rules::chess::squares::geometry();
    match mv {
        Move::Step {
            from,
            to,
            promotion,
        } => {
            let mut s = format!("{}{}", g.name(*from), g.name(*to));
            if let Some(p) = promotion {
                s.push(p.letter().to_ascii_lowercase());
            }
            s
        }
        Move::Castle {
            king_from, king_to, ..
        } => format!("{}{}", g.name(*king_from), g.name(*king_to)),
        Move::Drop { kind, to } => format!("{}@{}", kind.letter(), g.name(*to)),
        other => format!("{other:?}"),
    }
}

/// Unused letters kept out of promotions: a convenience for callers that validate.
pub fn is_promotion_kind(k: PieceKind) -> bool {
    matches!(
        k,
        PieceKind::Queen | PieceKind::Rook | PieceKind::Bishop | PieceKind::Knight
    )
}
