//! Reading and writing positions and moves in each game's notation.
//!
//! Each game family provides one [`GameNotation`]; [`for_preset`] finds it from a
//! preset id. The rules engine knows nothing of these strings.

pub mod bughouse;
pub mod chess4;
pub mod shogi4;

use crate::rules::{Game, Move, Seat};
use std::fmt;

pub mod chess;
pub mod commands;

/// A string that could not be read, with a short English-free explanation for the user.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotationError {
    /// What is wrong, in French, one sentence (shown to the guide's authors).
    pub message: String,
}

impl NotationError {
    pub fn new(message: impl Into<String>) -> NotationError {
        NotationError {
            message: message.into(),
        }
    }
}

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for NotationError {}

/// A game family's notation: positions, moves and the `pieces:` form of examples.
pub trait GameNotation: Sync {
    /// The preset ids this notation serves.
    fn presets(&self) -> &'static [&'static str];
    /// A new game of `preset` from `start` (the preset's start position) or a
    /// position string (FEN, FEN4, two-board FEN, our shogi4 string).
    fn parse_position(&self, preset: &str, text: &str) -> Result<Box<dyn Game>, NotationError>;
    /// A new game of `preset` holding exactly these pieces, `turn` to move. Each seat
    /// lists its pieces as examples write them (`Kh1`, `d2`, `+R5b`, ...); a seat
    /// with no king is out of the game.
    #[allow(clippy::wrong_self_convention)] // a constructor through the family's notation
    fn from_pieces(
        &self,
        preset: &str,
        pieces: &[(Seat, Vec<String>)],
        turn: Seat,
    ) -> Result<Box<dyn Game>, NotationError>;
    /// The position as a string that [`GameNotation::parse_position`] reads back.
    fn write_position(&self, game: &dyn Game) -> String;
    /// Reads a move in any accepted form (SAN, UCI, long algebraic, PGN4, BPGN, USI)
    /// for the current position; returns the seat that plays it.
    fn parse_move(&self, game: &dyn Game, text: &str) -> Result<(Seat, Move), NotationError>;
    /// Writes a move (legal in the current position) in the game's main notation.
    fn write_move(&self, game: &dyn Game, seat: Seat, mv: &Move) -> String;
    /// After `text` was played: applies what the move's text records beside the move
    /// itself (a BPGN clock `{119.051}`). Most notations record nothing more.
    fn apply_annotations(&self, _game: &mut dyn Game, _text: &str) {}

    /// The same move for French readers (piece letters R D T F C for chess games).
    fn write_move_fr(&self, game: &dyn Game, seat: Seat, mv: &Move) -> String {
        self.write_move(game, seat, mv)
    }
}

/// Every game family's notation. Each engine adds its own here.
fn all() -> Vec<&'static dyn GameNotation> {
    vec![
        &chess::CHESS_NOTATION,
        &chess4::Chess4Notation,
        &shogi4::SHOGI4_NOTATION,
        &bughouse::BUGHOUSE_NOTATION,
    ]
}

/// The notation serving a preset id, if the preset exists.
pub fn for_preset(preset: &str) -> Option<&'static dyn GameNotation> {
    all().into_iter().find(|n| n.presets().contains(&preset))
}

/// Every known preset id, in a stable order.
pub fn preset_ids() -> Vec<&'static str> {
    all()
        .iter()
        .flat_map(|n| n.presets().iter().copied())
        .collect()
}
