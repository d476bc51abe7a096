//! One trait, [`FamilyNotation`], implemented once per game family: how its positions
//! and moves are read and written. Default methods cover the common case (a move names
//! no seat, carries nothing beside itself, uses chess piece letters); a family
//! overrides what its notation does differently. The crate root picks the impl through
//! [`by_family!`] and [`by_game!`], the one place that lists the families.

use crate::letters::{Letters, french_of, to_english};
use crate::{NotationError, NotationFault};
use arbitre_rules::{AnyGame, Move, Preset, Seat};

/// A family's notation, over its concrete game.
pub trait FamilyNotation {
    type Game: Into<AnyGame>;

    /// A new game from the preset's `start` or a position string.
    fn parse_position(preset: Preset, text: &str) -> Result<Self::Game, NotationError>;

    /// A new game holding exactly these pieces, `turn` to move.
    fn from_pieces(
        preset: Preset,
        pieces: &[(Seat, Vec<String>)],
        turn: Seat,
    ) -> Result<Self::Game, NotationError>;

    /// The position as a string [`FamilyNotation::parse_position`] reads back.
    fn write_position(game: &Self::Game) -> String;

    /// Reads a move written with English piece letters; returns the seat that plays it.
    fn parse_move(game: &Self::Game, text: &str) -> Result<(Seat, Move), NotationError>;

    /// Writes a legal move, with French piece letters when `french`.
    fn write_move(game: &Self::Game, seat: Seat, mv: &Move, french: bool) -> String;

    /// Whether moves name pieces by chess letters (K Q R B N), which a book may write
    /// in French. Shogi's letters are its own.
    fn has_piece_letters() -> bool {
        true
    }

    /// A move's text split into what names the mover (`b. `) and the move itself.
    fn split_mover(text: &str) -> (&str, &str) {
        ("", text)
    }

    /// Reads a move written with `letters`: French letters are made English first.
    fn parse_move_in(
        game: &Self::Game,
        text: &str,
        letters: Letters,
    ) -> Result<(Seat, Move), NotationError> {
        match letters {
            Letters::Fr if Self::has_piece_letters() => {
                Self::parse_move(game, &Self::in_english(text)?)
            }
            _ => Self::parse_move(game, text),
        }
    }

    /// The text with its move's French letters made English; a letter only English
    /// has is a fault that names its French twin.
    fn in_english(text: &str) -> Result<String, NotationError> {
        let (mover, body) = Self::split_mover(text);
        english_or_fault(mover, body)
    }

    /// The seat a move's text names and the move without that name, for notations
    /// that name the mover; `None` elsewhere.
    fn move_seat<'a>(_game: &Self::Game, _text: &'a str) -> Option<(Seat, &'a str)> {
        None
    }

    /// Whether `token` is a seat alone that belongs with the next token (`A.` of
    /// `A. e4`), when a string of moves is split at whitespace.
    fn is_seat_prefix(_token: &str) -> bool {
        false
    }

    /// After `text` was played: applies what the text records beside the move (a
    /// clock). Nothing by default.
    fn apply_annotations(_game: &mut Self::Game, _text: &str) {}
}

/// `mover` then `body` with its French letters made English, or the fault naming the
/// first letter only English has.
pub(crate) fn english_or_fault(mover: &str, body: &str) -> Result<String, NotationError> {
    match to_english(body) {
        Ok(body) => Ok(format!("{mover}{body}")),
        Err(letter) => Err(NotationFault::OtherLetters {
            text: body.trim().to_string(),
            letter,
            letters: Letters::Fr,
            suggestion: rewrite(body.trim(), french_of),
        }
        .into()),
    }
}

/// `text` with each capital replaced by what `letter` makes of it (if anything).
pub(crate) fn rewrite(text: &str, letter: fn(char) -> Option<char>) -> String {
    text.chars()
        .map(|c| {
            if c.is_ascii_uppercase() {
                letter(c).unwrap_or(c)
            } else {
                c
            }
        })
        .collect()
}

/// Runs `$body` with `$n` naming the notation of `$family`: the one list of families.
macro_rules! by_family {
    ($family:expr, $n:ident => $body:expr) => {
        match $family {
            arbitre_rules::Family::Chess => {
                type $n = $crate::chess::ChessNotation;
                $body
            }
            arbitre_rules::Family::Chess4 => {
                type $n = $crate::chess4::Chess4Notation;
                $body
            }
            arbitre_rules::Family::Shogi4 => {
                type $n = $crate::shogi4::Shogi4Notation;
                $body
            }
            arbitre_rules::Family::Bughouse => {
                type $n = $crate::bughouse::BughouseNotation;
                $body
            }
        }
    };
}

/// Runs `$body` with `$g` the concrete game `$game` holds and `$n` its notation.
macro_rules! by_game {
    ($game:expr, $g:ident, $n:ident => $body:expr) => {
        match $game {
            arbitre_rules::AnyGame::Chess($g) => {
                type $n = $crate::chess::ChessNotation;
                $body
            }
            arbitre_rules::AnyGame::Chess4($g) => {
                type $n = $crate::chess4::Chess4Notation;
                $body
            }
            arbitre_rules::AnyGame::Shogi4($g) => {
                type $n = $crate::shogi4::Shogi4Notation;
                $body
            }
            arbitre_rules::AnyGame::Bughouse($g) => {
                type $n = $crate::bughouse::BughouseNotation;
                $body
            }
        }
    };
}

pub(crate) use {by_family, by_game};
