//! Standard chess (source 002), and the board machinery other chess-like games reuse.
//!
//! - [`bitboard`], [`position`], [`movegen`]: a compact 8x8 board (`Position` is
//!   `Copy`), copy-make, fully legal move generation; what crazyhouse and bughouse build on.
//! - [`count`]: the number of legal moves without listing them (perft's last ply).
//! - [`game`]: [`Chess`], the [`crate::Game`] of the `chess` preset: history,
//!   draws, acts, events, and precise [`crate::Illegal`] reasons ([`illegal`]).
//! - [`options`]: [`ChessOptions`] and its preset.

pub mod bitboard;
pub mod count;
pub mod game;
pub mod illegal;
pub mod movegen;
pub mod options;
pub mod outcome;
pub mod position;
pub mod squares;

pub use game::Chess;
pub use movegen::MoveList;
pub use options::{ChessOptions, DrawRule};
pub use position::{CMove, Kind, MoveFlag, Position};

/// Perft of a chess game's current position on the fast path: copy-make on the
/// compact board, bulk counting at the last ply (the legal moves at depth 1 are
/// counted, not played — the same convention as `shakmaty::perft`). Perft's rule: the
/// tree stops at mate and stalemate (no legal move); draw rules do not stop it, even
/// when the position itself is already drawn.
pub fn perft(game: &Chess, depth: u32) -> u64 {
    movegen::perft(game.position(), depth)
}
