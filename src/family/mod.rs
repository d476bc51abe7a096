//! What the site side knows of each game family beyond its engine and its notation,
//! behind one trait, [`GameFamily`], implemented once per family and registered here
//! beside the engine's preset registry ([`crate::rules::registry`]).
//!
//! The trait hands out typed data only: the board its games are drawn on (`board()`,
//! with `board_bottom` and `always_shows_hands`), the seats' looks, the states a
//! piece may come to in play (`piece_states`: promoted, dead, turned over) (with the seat ids
//! the French words are found by) and the names an example may write for them, the
//! label of a step of an example, and what a preset's engine can produce for
//! `arbitre coverage`. Reading and writing the family's notation is the notation
//! crate's `FamilyNotation`, one impl per family too. The words stay in `src/lang/fr` (page words) and
//! `src/fr` (fault words), found by seat id or
//! by these types, so that nothing here imports the French. See "Game families" in
//! docs/ARCHITECTURE.md for what a new family touches.

mod bughouse;
mod chess;
mod chess4;
mod exercise;
mod looks;
mod shogi4;
mod steps;

pub use exercise::{EventKind, Exercisable};
pub use looks::{PieceStates, SeatLook, ShapeMark};
pub use steps::{Rounds, StepLabel};

use crate::rules::geometry::BoardKind;
use crate::rules::{AnyGame, Direction, Family, Move, PieceKind, Preset, Seat};

/// One game family as the site side sees it.
pub trait GameFamily: Sync {
    /// The engine's family this impl speaks for.
    fn family(&self) -> Family;

    /// The board its games are drawn on (bughouse: two of them).
    fn board(&self) -> BoardKind;

    /// How each seat is drawn, indexed by seat.
    fn seat_looks(&self) -> &'static [SeatLook];

    /// The names an example may give a seat besides its id, in lower case, with that
    /// id: the French names (`noirs` for `black`). Input words, not page words.
    fn seat_aliases(&self) -> &'static [(&'static str, &'static str)] {
        &[]
    }

    /// Whether a diagram shows every seat's hand, even empty (shogi: an empty tray says
    /// "nothing in hand"), rather than only when some seat holds something.
    fn always_shows_hands(&self) -> bool {
        false
    }

    /// The edge drawn at the bottom of board `board` (0 = the first) of a game played
    /// on several boards.
    fn board_bottom(&self, _board: usize) -> Direction {
        Direction::South
    }

    /// The states a piece of `kind` may come to in play, each a look of the reader's
    /// page engine (none by default: chess and bughouse pieces keep their look).
    fn piece_states(&self, _kind: PieceKind) -> PieceStates {
        PieceStates::default()
    }

    /// The label of the step `seat` plays `mv` in `before`, numbered from the game's
    /// own state; `rounds` carries the count of rounds between the steps of one
    /// sequence. `None` if `before` is not a game of this family.
    fn step_label(
        &self,
        before: &AnyGame,
        seat: Seat,
        mv: &Move,
        rounds: &mut Rounds,
    ) -> Option<StepLabel>;

    /// What the engine of `preset` (a preset of this family) can produce besides its
    /// options: the endings, events, refusals and claim keys an example could show.
    fn exercisable(&self, preset: Preset) -> Exercisable;
}

/// The impl of a family.
pub fn for_family(family: Family) -> &'static dyn GameFamily {
    match family {
        Family::Chess => &chess::ChessFamily,
        Family::Chess4 => &chess4::Chess4Family,
        Family::Shogi4 => &shogi4::Shogi4Family,
        Family::Bughouse => &bughouse::BughouseFamily,
    }
}

/// The impl of a preset's family.
pub fn of(preset: Preset) -> &'static dyn GameFamily {
    for_family(preset.family())
}

/// The impl of a game's family.
pub fn of_game(game: &AnyGame) -> &'static dyn GameFamily {
    for_family(game.family())
}

/// The first family (in the engine's order) whose games are drawn on `kind`: its seat
/// looks are the default of a diagram drawn without a game.
pub fn played_on(kind: BoardKind) -> &'static dyn GameFamily {
    Family::ALL
        .into_iter()
        .map(for_family)
        .find(|f| f.board() == kind)
        .unwrap_or(for_family(Family::Chess))
}
