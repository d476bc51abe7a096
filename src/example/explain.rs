//! The French words of seats and refusals, as the site's older call sites name them.
//! Everything is said by [`crate::fr`]; these are its names under this module.

use crate::rules::{Game, Illegal};

pub use crate::fr::{seat_dative, seat_genitive};

/// French display name of a seat id (`white` → `les Blancs`), for sentences.
pub fn seat_fr(id: &str) -> &str {
    crate::fr::seat_name(id)
}

/// Why a move is illegal, in one French sentence (naming whose turn it is).
pub fn illegal_fr(game: &dyn Game, reason: &Illegal) -> String {
    crate::fr::illegal(game, reason)
}
