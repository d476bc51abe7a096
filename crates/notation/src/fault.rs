//! What a notation reader could not read, as data: the token and where it stands.
//! The words are the reporting edge's (the site crate's French catalogue): a new
//! variant fails to compile there until it has them.

use arbitre_rules::{AnyGame, Illegal, SetupError};

/// A move the game refused, with the game as it stood: the refusal names squares and
/// seats, which only that game can spell.
#[derive(Clone, Debug)]
pub struct Refusal {
    pub why: Illegal,
    pub game: Box<AnyGame>,
}

impl Refusal {
    pub fn new(why: Illegal, game: impl Into<AnyGame>) -> Refusal {
        Refusal {
            why,
            game: Box::new(game.into()),
        }
    }
}

/// Two refusals are the same when they give the same reason in the same position.
impl PartialEq for Refusal {
    fn eq(&self, other: &Refusal) -> bool {
        self.why == other.why
            && crate::write_position(&self.game) == crate::write_position(&other.game)
    }
}

impl Eq for Refusal {}

/// A FEN4 field holding four comma-separated numbers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fen4Field {
    Eliminated,
    Kingside,
    Queenside,
    Points,
}

/// Why a position or move string cannot be read: a fault of one family's notation, or
/// one that any notation can meet. Squares are kept as written (the reader's own
/// geometry names them); `rank`s count from 1. Each family's faults are an enum of their
/// own, so that the words for them (the reporting edge's) are matched exhaustively
/// family by family.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotationFault {
    Chess(ChessFault),
    Bughouse(BughouseFault),
    Chess4(Chess4Fault),
    Shogi4(Shogi4Fault),
    // ---- any family
    /// Two pieces of a `pieces:` list on one square (`board` names a bughouse board).
    TwoPiecesOn {
        square: String,
        board: Option<char>,
    },
    /// A move read in a game that is over.
    GameOver,
    /// A piece letter of the other letter set: `letters` is the set the book reads,
    /// `letter` the capital it reads otherwise or not at all (`R`, the king in French
    /// and the rook in English; `N` only English; `C` only French), `text` the move and
    /// `suggestion` the move as the book's set would write what was likely meant.
    OtherLetters {
        text: String,
        letter: char,
        letters: crate::Letters,
        suggestion: String,
    },
    /// A move of a replayed game the game refuses.
    Refused {
        token: String,
        reason: Refusal,
    },
    Record(Box<crate::record::RecordFault>),
}

/// What a FEN, a chess position given piece by piece (`pieces:`) or a SAN/UCI move
/// gets wrong (chess, and each board of bughouse).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ChessFault {
    FenFieldCount {
        found: usize,
    },
    FenTurn {
        found: String,
    },
    FenHalfmove {
        found: String,
    },
    FenFullmove {
        found: String,
    },
    FenRankCount {
        found: usize,
    },
    FenDigit {
        digit: char,
        rank: u8,
    },
    FenRankTooLong {
        rank: u8,
    },
    FenCharacter {
        found: char,
        rank: u8,
    },
    FenRankShort {
        rank: u8,
        files: u8,
    },
    FenCastlingLetters {
        field: String,
    },
    FenCastlingRepeated {
        field: String,
    },
    FenEnPassantField {
        field: String,
    },
    FenCastlingWithoutPieces {
        letter: char,
        king: String,
        rook: String,
    },
    FenEnPassantImpossible {
        square: String,
    },
    KingMissing {
        white: bool,
    },
    TooManyKings {
        white: bool,
        count: u32,
    },
    PawnOnBackRank {
        square: String,
    },
    WaitingKingInCheck {
        white: bool,
    },
    TooManyCheckers,
    ChessPieceToken {
        token: String,
    },
    ChessTurn,
    ChessSeat,
    EmptyMove,
    PromotionUnreadable {
        text: String,
    },
    NotTheAnnouncedPiece {
        text: String,
        square: String,
    },
    SanUnreadable {
        text: String,
    },
    SanNoPieceReaches {
        text: String,
        square: String,
    },
    SanIllegalAmbiguous {
        text: String,
    },
    SanAmbiguous {
        text: String,
    },
}

/// What a crazyhouse FEN, the two-board position, a bughouse move or a BPGN record
/// gets wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BughouseFault {
    ZhPocketUnclosed {
        pocket: String,
    },
    ZhTildeAlone,
    ZhTildeNotPromoted {
        square: String,
    },
    ZhPocketLetter {
        letter: char,
    },
    TwoBoardsExpected,
    /// A fault of one bughouse board (`A` or `B`).
    OnBoard {
        board: char,
        fault: Box<NotationFault>,
    },
    BughouseMoveToken {
        text: String,
    },
    BughouseClock {
        clock: String,
        text: String,
    },
    DropUnreadable {
        text: String,
    },
    SquareInMove {
        square: String,
        text: String,
    },
    BughousePieceToken {
        token: String,
    },
    BughouseTurn,
    BughouseSeat,
    BughouseHandToken {
        token: String,
    },
    BpgnTagUnclosed,
    BpgnTag {
        inner: String,
    },
    BpgnTagValue {
        key: String,
    },
    BpgnCommentUnclosed,
    /// The n-th move of a BPGN game (1-based), as written when known.
    BpgnMove {
        number: usize,
        text: Option<String>,
        fault: Box<NotationFault>,
    },
    /// A BPGN move the match refuses (`reason` is None when no move of the board
    /// matches the text).
    BpgnIllegal {
        number: usize,
        text: String,
        reason: Option<Refusal>,
    },
    /// A BPGN result comment the match cannot apply; `reason` as above.
    BpgnEnd {
        reason: Refusal,
    },
}

/// What a FEN4 position, a four-player chess `pieces:` list or a PGN4 move gets wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Chess4Fault {
    Fen4Separators,
    Fen4MissingFields,
    Fen4Turn {
        found: String,
    },
    Fen4FieldUnreadable {
        field: Fen4Field,
        text: String,
    },
    Fen4FieldCount {
        field: Fen4Field,
    },
    Fen4Counter {
        text: String,
    },
    Fen4RankCount {
        found: usize,
    },
    Fen4EmptyCount {
        token: String,
    },
    Fen4PieceOffBoard {
        token: String,
        rank: i32,
    },
    Fen4RankWidth {
        rank: i32,
        files: i32,
    },
    Fen4Piece {
        token: String,
    },
    Fen4EnPassantOpen,
    Fen4EnPassantClose,
    Fen4EnPassantCount,
    Fen4EnPassantEntry {
        entry: String,
    },
    Fen4Square {
        square: String,
    },
    Chess4Seat {
        seat: u8,
    },
    EmptyPiece,
    Chess4Piece {
        token: String,
    },
    SquareInToken {
        square: String,
        token: String,
    },
    Chess4TwoKings {
        seat: String,
    },
    Chess4TurnToAbsent {
        seat: String,
    },
    CastlingNotHere,
    Chess4MoveUnreadable {
        text: String,
    },
    NoSuchPieceOn {
        text: String,
        letter: char,
        square: String,
    },
    CapturedIsNot {
        text: String,
        letter: char,
        square: String,
    },
}

/// What a shogi4 position string, its `pieces:` or a USI move gets wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Shogi4Fault {
    Shogi4FieldCount,
    Shogi4RankCount,
    Shogi4EmptyCount {
        cell: String,
    },
    Shogi4RankTooLong {
        row: usize,
    },
    Shogi4RankShort {
        row: usize,
    },
    Shogi4Turn {
        found: String,
    },
    Shogi4HandCount,
    Shogi4Hand {
        text: String,
    },
    Shogi4Mate {
        entry: String,
    },
    Shogi4MoveNumber {
        text: String,
    },
    Shogi4Cell {
        token: String,
    },
    Shogi4PieceToken {
        token: String,
    },
    Shogi4Promotion {
        token: String,
    },
    Shogi4Seat,
    Shogi4HandToken {
        token: String,
    },
    Shogi4HandOfAbsent {
        seat: String,
    },
    Shogi4MoveUnreadable {
        text: String,
    },
    /// A shogi4 position the engine cannot set up.
    Shogi4Setup(SetupError),
}

macro_rules! family_fault {
    ($($family:ident($fault:ty)),*) => {$(
        impl From<$fault> for NotationFault {
            fn from(fault: $fault) -> NotationFault {
                NotationFault::$family(fault)
            }
        }

        impl From<$fault> for crate::NotationError {
            fn from(fault: $fault) -> crate::NotationError {
                crate::NotationError { fault: fault.into() }
            }
        }
    )*};
}

family_fault!(
    Chess(ChessFault),
    Bughouse(BughouseFault),
    Chess4(Chess4Fault),
    Shogi4(Shogi4Fault)
);

impl NotationFault {
    /// The piece token of a `pieces:` list this fault names (`Ra1`, `*N`), so that a
    /// report can point at that entry.
    pub fn token(&self) -> Option<&str> {
        match self {
            NotationFault::Chess(ChessFault::ChessPieceToken { token })
            | NotationFault::Bughouse(
                BughouseFault::BughousePieceToken { token }
                | BughouseFault::BughouseHandToken { token },
            )
            | NotationFault::Chess4(
                Chess4Fault::Chess4Piece { token } | Chess4Fault::SquareInToken { token, .. },
            )
            | NotationFault::Shogi4(
                Shogi4Fault::Shogi4PieceToken { token }
                | Shogi4Fault::Shogi4Promotion { token }
                | Shogi4Fault::Shogi4HandToken { token },
            )
            | NotationFault::Refused { token, .. } => Some(token),
            NotationFault::Bughouse(BughouseFault::OnBoard { fault, .. }) => fault.token(),
            _ => None,
        }
    }
}
