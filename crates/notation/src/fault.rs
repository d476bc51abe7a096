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

/// Why a position or move string cannot be read. Squares are kept as written (the
/// reader's own geometry names them); `rank`s count from 1.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotationFault {
    // ---- FEN (chess, and each board of bughouse)
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
    // ---- a chess board no game can reach
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
    // ---- chess `pieces:` and moves
    ChessPieceToken {
        token: String,
    },
    ChessTurn,
    ChessSeat,
    TwoPiecesOn {
        square: String,
        board: Option<char>,
    },
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
    // ---- crazyhouse FEN and bughouse
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
    // ---- FEN4 and four-player chess
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
    GameOver,
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
    /// A move of a replayed game the game refuses.
    Refused {
        token: String,
        reason: Refusal,
    },
    // ---- four-player shogi
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
    // ---- whole game records (PGN, PGN4, BPGN)
    Record(Box<crate::record::RecordFault>),
}
