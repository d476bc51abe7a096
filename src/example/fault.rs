//! What checking an example finds wrong, as data: the place, the claim as written, the
//! fault and a hint drawn from the engine's state. The checker never words them;
//! the French words (`fr::example`) say them when the report is written.

use super::load::LoadFault;
use super::schema::SchemaFault;
use super::yaml::{Pos, YamlFault};
use crate::notation::fault::NotationFault;
use crate::rules::{AnyGame, EndReason, Illegal, OptionError, PieceKind};
use std::collections::BTreeSet;

/// A claim that does not hold, or a part of the example the engine cannot read.
#[derive(Clone, Debug)]
pub struct Failure {
    pub pos: Pos,
    /// What the example says, as written (`check: [white]`).
    pub claim: String,
    /// Boxed, as the hint: a failure is made once per failing example, and the
    /// results that carry it are mostly `Ok`.
    pub fault: Box<Fault>,
    /// What the engine's state suggests, when the fault itself does not tell.
    pub hint: Option<Box<Hint>>,
}

impl Failure {
    /// A fault at `pos`, about `claim`, without a hint of its own.
    pub fn new(pos: Pos, claim: impl Into<String>, fault: Fault) -> Failure {
        Failure {
            pos,
            claim: claim.into(),
            fault: Box::new(fault),
            hint: None,
        }
    }

    /// A claim that does not hold; `found` is what the engine says instead.
    pub fn mismatch(pos: Pos, claim: impl Into<String>, found: Found) -> Failure {
        Failure::new(pos, claim, Fault::False(found))
    }

    pub fn hint(mut self, hint: Option<Hint>) -> Failure {
        self.hint = hint.map(Box::new);
        self
    }

    /// A claim the engine contradicts (the report's headline is the claim), rather
    /// than a part of the example that cannot be read or played (the headline says
    /// what is wrong).
    pub fn claim_false(&self) -> bool {
        matches!(*self.fault, Fault::False(_))
    }

    /// A warning: the example passes, but probably not for the reason it shows.
    pub fn is_warning(&self) -> bool {
        matches!(*self.fault, Fault::Accidental { .. })
    }
}

/// The engine's refusal of a move, with the game it was refused in (its squares and
/// seats name the refusal).
#[derive(Clone, Debug)]
pub struct Refused {
    pub game: Box<AnyGame>,
    pub why: Illegal,
}

/// What is wrong with an example.
#[derive(Clone, Debug)]
pub enum Fault {
    /// The YAML cannot be read.
    Yaml(YamlFault),
    /// The example's texts cannot be put together (`file:`).
    Load(LoadFault),
    /// A key, shape or value the schema refuses.
    Schema(SchemaFault),
    /// Neither the example nor its page names a game.
    NoGame,
    /// A game no preset has; `of_page` when the page's front matter names it.
    UnknownGame {
        id: String,
        suggestion: Option<&'static str>,
        known: Vec<&'static str>,
        of_page: bool,
    },
    /// A `rules:` entry the game refuses.
    Option(OptionError),
    /// `pieces:` without `turn:`.
    TurnMissing,
    /// `turn:` names another player than the position's.
    TurnContradicts,
    /// A seat name the game does not have; `known`: the ids it has.
    UnknownPlayer { name: String, known: Vec<String> },
    /// `pieces:` the notation cannot place.
    Pieces(NotationFault),
    /// `setup:` the notation cannot read.
    Position(NotationFault),
    /// A move the notation cannot read.
    Move(NotationFault),
    /// A move of `moves:` the engine refuses.
    IllegalMove(Refused),
    /// A square name off the board.
    OffBoard { square: String },
    /// A bare `moves_of:` square where both players to move (one per board) have a
    /// piece.
    SquareOnBothBoards { square: String, seats: Vec<String> },
    /// An entry of `illegal:` that is no move in any notation.
    NotAMove,
    /// A claim the engine contradicts.
    False(Found),
    /// A `because:` word that names no refusal; the nearest word.
    UnknownReason {
        word: String,
        suggestion: Option<&'static str>,
    },
    /// A `because:` given for a move `illegal:` does not list (`None`: no `illegal:`).
    BecauseWithoutIllegal { item: Option<String> },
    /// A warning, not a failure: an `illegal:` move refused for a reason examples
    /// often meet by accident (see [`super::because::accidental`]), and no `because:`.
    Accidental {
        refused: Refused,
        reason: &'static str,
    },
}

/// Why a move of `legal:` is not legal.
#[derive(Clone, Debug)]
pub enum NotLegal {
    Refused(Refused),
    Unreadable(NotationFault),
}

/// What the engine found instead of a false claim.
#[derive(Clone, Debug)]
pub enum Found {
    /// An act of `legal:` the engine refuses.
    RefusedAct(Refused),
    /// A move of `legal:` that is not legal.
    NotLegal(NotLegal),
    /// An act of `illegal:` the engine accepts.
    ActAccepted,
    /// A move of `illegal:` the engine accepts.
    MoveIsLegal,
    /// A move of `illegal:` refused for another reason than its `because:` (`refused`:
    /// the engine's refusal; `None` when no piece makes the move at all).
    OtherReason {
        reason: &'static str,
        refused: Option<Refused>,
    },
    /// The destinations of a `moves_of:` square; `missing` are claimed but not legal,
    /// `extra` legal but not claimed.
    Destinations {
        found: BTreeSet<String>,
        missing: Vec<String>,
        extra: Vec<String>,
    },
    /// The seats a seat claim (`key`) would have to name.
    Seats {
        key: &'static str,
        seats: BTreeSet<String>,
    },
    /// `winner:` of a drawn game.
    Drawn,
    /// A claim about the end of a game that is not over.
    NotOver,
    /// How the game stands, for a `draw:` claim.
    Draw {
        ended: Option<EndReason>,
        is_draw: bool,
    },
    /// The places of the game's ranking (empty: no ranking).
    Ranking(Vec<BTreeSet<String>>),
    /// How the game ended, for an `end:` claim.
    End(Option<EndReason>),
    /// A seat's points, as the claim wrote the seat.
    Points { seat: String, points: i32 },
    /// A format without points.
    NoPoints,
    /// A format that counts points, for `scores: none`: `seat: points` each.
    PointsCounted(Vec<String>),
    /// A seat's clock, written `m:ss`.
    Clock { seat: String, time: String },
    /// A game without a clock.
    NoClock,
    /// The letters a hand holds.
    Hand(Vec<String>),
}

/// What the engine's state suggests about a refused or unreadable move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Hint {
    /// A castling tried in a position given piece by piece.
    CastlingFromPieces,
    /// The players to move (seat ids; none: the game is over).
    Turn(Vec<String>),
    /// A drop of a piece the seat does not hold: what its hand holds.
    Hand { seat: String, letters: Vec<String> },
    /// The legal drops of a kind the seat holds.
    Drops { kind: PieceKind, moves: Vec<String> },
    /// A move from an empty square.
    EmptySquare(String),
    /// A move of another seat's piece, then whose turn it is.
    PieceOf {
        square: String,
        owner: String,
        turn: Vec<String>,
    },
    /// The legal moves of the piece on a square.
    PieceMoves { square: String, moves: Vec<String> },
    /// The legal moves of a seat's pieces of one kind.
    KindMoves {
        kind: PieceKind,
        seat: String,
        moves: Vec<String>,
    },
    /// A square name beyond the board (`Rh9`), with the board's first and last squares.
    OffBoard {
        square: String,
        first: String,
        last: String,
    },
    /// Every legal move of the players to move.
    LegalMoves(Vec<String>),
    /// The points of the players still in the game, behind a refused claim.
    Points(Vec<(String, i32)>),
    /// How the game ended.
    EndedBy(EndReason),
}
