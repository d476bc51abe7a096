//! The label of a step of an example (a move played), in the notation each chapter
//! teaches, numbered from the game's own state. The label is a [`StepLabel`] (a type
//! of the page words, which say it: the seat's name, the layout of the label).

use crate::rules::Seat;

pub use crate::lang::StepLabel;

/// Counts rounds over the steps of one sequence: a round is over when the turn comes
/// back to (or before) the place, counted from the first mover, of the last mover.
#[derive(Clone, Debug, Default)]
pub struct Rounds {
    first: Option<Seat>,
    last_place: Option<u8>,
    over: u32,
}

impl Rounds {
    /// The round (from 1) of a step by `seat` in a game of `players` seats.
    pub fn round_of(&mut self, seat: Seat, players: u8) -> u32 {
        let players = players.max(1);
        let first = *self.first.get_or_insert(seat);
        let place = (seat + players - first) % players;
        if self.last_place.is_some_and(|p| place <= p) {
            self.over += 1;
        }
        self.last_place = Some(place);
        self.over + 1
    }
}
