//! The interface language of a book: the words arbitre writes into the pages, the
//! diagrams (SVG), the page scripts (`static/textes.js`), the print pages and the
//! authoring tools' output, as opposed to the words of faults, which the reporting edge
//! says (the module `fr` at the top of the crate).
//!
//! This module is a leaf: it imports only the engine's types and `crate::escape`, so
//! that every layer may call it. The typed things it says that are not the engine's
//! (a step's label, a diagram's description, coverage's categories and event kinds, a
//! removal by `check --bless`) are defined here, below their makers, and re-exported by
//! them (`family`, `diagram`, `authoring`). One module per language: [`fr`], and [`en`] for
//! the interface of books in any other language ([`words`]).

pub mod en;
pub mod fr;
pub mod words;

pub use words::{Interface, Words, words};
pub mod marks;

use crate::rules::{Direction, PieceKind};

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

/// The kinds of event counted. An engine event is counted under one kind; some kinds
/// are told apart by what else the move did (an en passant capture, several checks).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EventKind {
    Castle,
    Drop,
    Capture,
    KingCapture,
    DeadPieceCapture,
    EnPassant,
    Promotion,
    Points,
    Check,
    /// One move giving check to several kings.
    MultipleCheck,
    Checkmate,
    Stalemate,
    Elimination,
    ToHand,
}

/// Pieces named alike (same kind and states), with their squares in board order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Group {
    pub kind: PieceKind,
    pub promoted: bool,
    pub flipped: bool,
    /// A facing other than the owner's own (shogi4 pieces taken over by a mater).
    pub turned_to: Option<Direction>,
    pub squares: Vec<String>,
}

/// One seat's part: its name as diagrams write it (with its mark), its pieces on the
/// board and in hand (kinds in list order, with counts).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatPart {
    pub name: String,
    pub groups: Vec<Group>,
    pub hand: Vec<(PieceKind, u32)>,
}

/// What a diagram shows, in the order its text alternative says it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Description {
    pub seats: Vec<SeatPart>,
    pub dead: Vec<Group>,
    /// An empty board is called an « échiquier » on a chess board.
    pub chess_board: bool,
    /// Seats in check and seats to move, each with « à » (`aux Blancs`, `à Rouge ●`).
    pub checked: Vec<String>,
    pub movers: Vec<String>,
}

/// The kinds of thing counted, in display order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Category {
    Option,
    Ending,
    Event,
    Refusal,
    Claim,
}

/// Why a claim is removed rather than rewritten (said by
/// [`fr::coverage::removed`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Removal {
    /// The game did not end: no winner, end or ranking to claim.
    NotOver,
    /// The game ended without a ranking.
    NoRanking,
    /// The game keeps no clock.
    NoClock,
}
