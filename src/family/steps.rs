//! The label of a step of an example (a move played), in the notation each chapter
//! teaches, numbered from the game's own state. The words (the seat's name, the
//! layout of the label) are `crate::fr::browser::step_label`'s.

use crate::rules::Seat;

/// A step's label, as typed data.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StepLabel {
    /// Chess: the move number, whether White moved, the move in French SAN
    /// (`2.Cf3`, `2…Cc6`).
    Chess {
        number: u32,
        white: bool,
        san: String,
    },
    /// A game of several boards: the mover's board's move number and the move as BPGN
    /// writes it, its board and seat included (`1A. e4`).
    Board { number: u32, bpgn: String },
    /// A four-player game: a round or move number, the mover's seat id and the move
    /// (`1. Bleu b7-c7`, `3. Nord 5c5d`).
    Seat {
        number: u32,
        seat_id: &'static str,
        notation: String,
    },
}

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
