//! Four-player chess on the 160-square cross: Chess.com's Teams and Free-For-All and the
//! second site's two formats, as presets of one options struct ([`Chess4Options`]).
//!
//! Seats: 0 red (south, pawns north), 1 blue (west, east), 2 yellow (north, south),
//! 3 green (east, west); partners 0+2 and 1+3 in Teams.
//!
//! Resignations and flag falls in the points formats with a zombie king
//! ([`OnResign::ZombieKing`]): played through [`crate::Game::play`], an act at the
//! seat's own turn follows the option `zombie-start` ([`ZombieStart`]; Chess.com's
//! same-turn start is the `chess4-ffa` default). A reader of recorded games, where the
//! record says when the king moved, calls [`Chess4::resign_then_king_move`] for PGN4's
//! `Kj2-k2T` (the act and the king's move in one turn) and [`Chess4::resign_using_turn`]
//! for a bare `R` or `T` (the act fills the seat's ply).

mod game;
mod options;
mod perft;
mod position;

pub use game::Chess4;
pub use options::{
    Chess4Options, ClaimMode, EnPassantWho, EnPassantWindow, Format, InsufficientMaterial, Layout,
    MateTiming, OnResign, PointsTable, Promotion, SEAT_IDS, StalemateRule, ZombieStart,
    seat_from_id,
};
pub use perft::{perft, perft_playing_leaves};
pub use position::{
    CELLS, FACINGS, KINGSIDE, Position, QUEENSIDE, SeatStatus, castle_move, castle_squares,
    geometry, relative_rank,
};
