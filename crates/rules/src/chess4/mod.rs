//! Four-player chess on the 160-square cross: Chess.com's Teams and Free-For-All and the
//! second site's two formats, as presets of one options struct ([`Chess4Options`]).
//!
//! Seats: 0 red (south, pawns north), 1 blue (west, east), 2 yellow (north, south),
//! 3 green (east, west); partners 0+2 and 1+3 in Teams.

mod game;
mod options;
mod perft;
mod position;

pub use game::Chess4;
pub use options::{
    Chess4Options, ClaimMode, EnPassantWho, EnPassantWindow, Format, InsufficientMaterial, Layout,
    MateTiming, OnResign, PointsTable, Promotion, SEAT_IDS, StalemateRule, seat_from_id,
};
pub use perft::perft;
pub use position::{
    CELLS, FACINGS, KINGSIDE, Position, QUEENSIDE, SeatStatus, castle_move, castle_squares,
    geometry, relative_rank,
};
