//! The rules engine: board geometries, pieces, moves, games and their presets.
//!
//! This module imports nothing from the rest of the crate (notation, examples,
//! diagrams and the site all depend on it, never the reverse).
//!
//! The vocabulary below is shared by every game. Each game family lives in its own
//! submodule and implements [`Game`]; each rule set of the sources is a named preset,
//! a plain value of that family's options struct.

pub mod bughouse;
pub mod chess;
pub mod chess4;
pub mod geometry;
pub mod options;
pub mod registry;
pub mod shogi4;

pub use geometry::{Direction, Geometry, Square};
pub use options::{OptionError, OptionInfo};
pub use registry::{AnyGame, Family, PerftError, Preset};

use std::fmt;

/// A seat at the table. Chess: 0 white, 1 black. Four-player chess: 0 red, 1 blue,
/// 2 yellow, 3 green. Shogi4: 0 south, 1 west, 2 north, 3 east. Bughouse: 0 `A`
/// (white on board A), 1 `a`, 2 `B`, 3 `b`.
pub type Seat = u8;

/// The kinds of piece any of our games knows. Shogi's gold and silver join the chess set;
/// a shogi rook is [`PieceKind::Rook`] with shogi movement, decided by the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum PieceKind {
    King,
    Queen,
    Rook,
    Bishop,
    Knight,
    Pawn,
    Gold,
    Silver,
}

impl PieceKind {
    /// The English letter used by FEN, SAN, PGN4 and USI (uppercase).
    pub fn letter(self) -> char {
        match self {
            PieceKind::King => 'K',
            PieceKind::Queen => 'Q',
            PieceKind::Rook => 'R',
            PieceKind::Bishop => 'B',
            PieceKind::Knight => 'N',
            PieceKind::Pawn => 'P',
            PieceKind::Gold => 'G',
            PieceKind::Silver => 'S',
        }
    }

    pub fn from_letter(c: char) -> Option<PieceKind> {
        Some(match c.to_ascii_uppercase() {
            'K' => PieceKind::King,
            'Q' => PieceKind::Queen,
            'R' => PieceKind::Rook,
            'B' => PieceKind::Bishop,
            'N' => PieceKind::Knight,
            'P' => PieceKind::Pawn,
            'G' => PieceKind::Gold,
            'S' => PieceKind::Silver,
            _ => return None,
        })
    }
}

/// A piece on a board. `facing` is the direction its "forward" points (pawns of
/// 4-player chess, every shogi piece; in two-player chess white faces north and black
/// south). `dead` marks an eliminated FFA army's grey pieces; `flipped` a mated shogi4
/// king left as an obstacle.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    pub kind: PieceKind,
    pub owner: Seat,
    pub facing: Direction,
    pub promoted: bool,
    pub dead: bool,
    pub flipped: bool,
}

impl Piece {
    pub fn new(kind: PieceKind, owner: Seat, facing: Direction) -> Piece {
        Piece {
            kind,
            owner,
            facing,
            promoted: false,
            dead: false,
            flipped: false,
        }
    }
}

/// A move or a non-board act. Board moves name squares; the game decides what they mean.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    /// A piece goes from one square to another; `promotion` names the new kind
    /// (chess) or, for shogi, `Some(kind)` with the same kind means "promote".
    Step {
        from: Square,
        to: Square,
        promotion: Option<PieceKind>,
    },
    /// A piece from hand is put on an empty square.
    Drop {
        kind: PieceKind,
        to: Square,
    },
    /// Castling: the king's start and destination; the rook is implied by the side.
    Castle {
        king_from: Square,
        king_to: Square,
        rook_from: Square,
        rook_to: Square,
    },
    Resign(Seat),
    Timeout(Seat),
    ClaimWin(Seat),
    Leave(Seat),
    DrawAgreed,
}

/// Something a move did, for claims, diagrams and explanations.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    Moved {
        seat: Seat,
        mv: Move,
    },
    Captured {
        by: Seat,
        piece: Piece,
        on: Square,
    },
    Promoted {
        seat: Seat,
        on: Square,
        to: PieceKind,
    },
    Points {
        seat: Seat,
        points: i32,
    },
    Check {
        seat: Seat,
    },
    Checkmate {
        seat: Seat,
    },
    Stalemate {
        seat: Seat,
    },
    Eliminated {
        seat: Seat,
    },
    ToHand {
        seat: Seat,
        kind: PieceKind,
    },
    GameOver(Outcome),
}

/// Why a move is not legal, with the squares involved so that the site can explain it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Illegal {
    /// It is not this player's turn (or the player is out of the game).
    NotYourTurn { seat: Seat },
    /// No piece of the mover stands on `from`.
    NoPiece { from: Square },
    /// The piece does not move that way.
    CannotReach { from: Square, to: Square },
    /// Something stands between `from` and `to`.
    Blocked {
        from: Square,
        to: Square,
        at: Square,
    },
    /// The move would leave (or put) the mover's king under attack from `by`.
    LeavesKingInCheck { king: Square, by: Vec<Square> },
    /// Castling is not allowed; `reason` is one of the source's four conditions.
    Castling { reason: CastlingFailure },
    /// The en passant window is closed.
    EnPassantExpired { to: Square },
    /// A promotion is missing, not allowed here, or to a forbidden kind.
    Promotion { on: Square },
    /// A drop is not allowed; `reason` says which rule forbids it.
    Drop {
        kind: PieceKind,
        to: Square,
        reason: DropRefusal,
    },
    /// A pawn dropped on its own second rank may not step two squares (bughouse option
    /// `dropped-pawn-double-step: no`).
    DroppedPawnDoubleStep { from: Square, to: Square },
    /// The destination holds the mover's own piece (or, in team formats, a partner's).
    OwnPiece { at: Square },
    /// Kings are never captured in this game (four-player shogi).
    KingNotCapturable { at: Square },
    /// In team four-player shogi, a move may not give a new check to the partner's king.
    ChecksPartner { king: Square },
    /// The player giving check at every move may not repeat a position a fourth time.
    RepetitionByCheck,
    /// This game knows no such act (resignation in four-player shogi, a claim in teams...).
    ActUnavailable,
    /// A claimed win needs two players left and a lead of `needed` points.
    ClaimRefused {
        lead: i32,
        needed: i32,
        players_left: usize,
    },
    /// A claimed draw (FIDE's rule, chess option `claim`) that the position does not
    /// allow: per rule set to `claim`, (found, needed): the occurrences of the current
    /// position, and the plies without capture or pawn move; `None` for a rule that is
    /// not claimed (both `None`: no rule of this game is claimed).
    NoDrawToClaim {
        repetitions: Option<(usize, usize)>,
        plies: Option<(usize, usize)>,
    },
    /// The game is over.
    GameOver,
    /// The move is not among the legal moves and no single rule above explains it
    /// (a move no piece of the game makes at all).
    NotLegalHere,
}

/// Why a piece may not be dropped there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DropRefusal {
    /// This game has no drops (chess, four-player chess).
    NoDropsInGame,
    /// This kind of piece is never dropped (a king).
    NotDroppable,
    /// The player holds no such piece in hand.
    NotInHand,
    /// The square is not empty.
    Occupied,
    /// The square is not on the board.
    OffBoard,
    /// A pawn on the first or last rank (bughouse).
    PawnOnEdgeRank,
    /// A pawn where it could never move (shogi: the last line in front of it).
    PawnCannotMove,
    /// A pawn directly in front of a turned-over king (four-player shogi).
    PawnBeforeTurnedKing { king: Square },
    /// Nifu: the player already has an unpromoted pawn of the same facing on that line.
    Nifu { twin: Square },
    /// Uchifuzume: the dropped pawn would mate these players.
    PawnDropMate { mated: Vec<Seat> },
}

/// Why a described position (pieces, hands, mates) cannot be set up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// A square that is not on the board.
    OffBoard,
    /// Two pieces on one square.
    TwoPieces { on: Square },
    /// A seat number the game does not have.
    NoSuchSeat { seat: Seat },
    /// Two kings for one seat.
    TwoKings { seat: Seat },
    /// Only a king can be turned over (a mated four-player shogi king).
    OnlyKingTurned { on: Square },
    /// This game has no such piece.
    KindNotInGame { kind: PieceKind },
    /// This piece does not promote.
    CannotPromote { kind: PieceKind, on: Square },
    /// A piece of a player who is not playing (no live king) must be marked ownerless.
    PieceOfAbsentPlayer { on: Square, seat: Seat },
    /// This piece is never held in hand.
    NotHandPiece { kind: PieceKind },
    /// A player said to be mated has no turned king.
    MatedWithoutTurnedKing { seat: Seat },
    /// A player is listed as mated twice.
    MatedTwice { seat: Seat },
    /// Nobody is left to play.
    NoLivePlayer,
    /// The player to move is not playing.
    TurnToAbsentPlayer { seat: Seat },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CastlingFailure {
    /// The position carries no castling right on that side (a position given piece by
    /// piece has none).
    NoRights,
    KingMoved,
    RookMoved,
    PathBlocked,
    InCheck,
    CrossesAttackedSquare,
    LandsOnAttackedSquare,
}

/// Why a game ended (the `end:` claim of an example).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EndReason {
    Checkmate,
    Stalemate,
    KingCapture,
    Repetition,
    FiftyMoves,
    InsufficientMaterial,
    MoveLimit,
    Resignation,
    Time,
    Claim,
    Agreement,
    NoMovePossible,
    MoveCap,
    Eliminations,
}

impl EndReason {
    /// The identifier used in the YAML `end:` claim.
    pub fn id(self) -> &'static str {
        match self {
            EndReason::Checkmate => "checkmate",
            EndReason::Stalemate => "stalemate",
            EndReason::KingCapture => "king-capture",
            EndReason::Repetition => "repetition",
            EndReason::FiftyMoves => "fifty-moves",
            EndReason::InsufficientMaterial => "insufficient-material",
            EndReason::MoveLimit => "move-limit",
            EndReason::Resignation => "resignation",
            EndReason::Time => "time",
            EndReason::Claim => "claim",
            EndReason::Agreement => "agreement",
            EndReason::NoMovePossible => "no-move-possible",
            EndReason::MoveCap => "move-cap",
            EndReason::Eliminations => "eliminations",
        }
    }
}

/// How a game ended: winners (one seat, or a team), a draw, or a full ranking.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum GameResult {
    /// These seats won (a team lists both partners).
    Win(Vec<Seat>),
    Draw,
    /// Places from first to last; a place with several seats is shared.
    Ranking(Vec<Vec<Seat>>),
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Outcome {
    pub result: GameResult,
    pub reason: EndReason,
}

/// A game in progress: what every game family answers, whatever its board.
///
/// Object-safe, so that code reading common state (diagrams) can take `&dyn Game`; the
/// rest of the crate holds the closed [`AnyGame`] and matches on its family where a
/// family's own notation or walk is needed (no downcasts).
pub trait Game: Send + Sync + fmt::Debug {
    /// The preset this game was created from.
    fn preset(&self) -> Preset;
    fn geometry(&self) -> &Geometry;
    /// Every seat of this game, in turn order.
    fn seats(&self) -> Vec<Seat>;
    /// The English id of a seat as examples write it (`white`, `red`, `south`, `A`).
    fn seat_id(&self, seat: Seat) -> &'static str;
    /// The partner of a seat in team formats.
    fn partner(&self, seat: Seat) -> Option<Seat>;
    /// Who may move now (several on two bughouse boards); empty once the game is over.
    fn to_move(&self) -> Vec<Seat>;
    /// Whose turn it is, or would be once the game is over (the `next:` claim).
    /// Defaults to [`Game::to_move`]; games that stop the clock override it.
    fn next_to_move(&self) -> Vec<Seat> {
        self.to_move()
    }
    /// All legal moves of the players to move (board moves only, no acts).
    fn legal_moves(&self) -> Vec<Move>;
    /// The legal moves of one seat (empty when it is not that seat's turn). Where two
    /// players move at once (bughouse) a `Move` does not say whose it is: use this.
    fn legal_moves_of(&self, seat: Seat) -> Vec<Move> {
        if self.to_move().contains(&seat) {
            self.legal_moves()
        } else {
            Vec::new()
        }
    }
    /// Plays a move or act for `seat`; on error nothing changed.
    fn play(&mut self, seat: Seat, mv: &Move) -> Result<Vec<Event>, Illegal>;
    /// The seats whose king is attacked now (by an opponent's active piece).
    fn checked(&self) -> Vec<Seat>;
    /// Every piece on the board (for bughouse, squares of both boards).
    fn pieces(&self) -> Vec<(Square, Piece)>;
    /// Pieces in hand per seat (empty for games without drops).
    fn hand(&self, seat: Seat) -> Vec<PieceKind>;
    /// Points per seat in scoring formats; `None` where the format keeps no score.
    fn score(&self, seat: Seat) -> Option<i32>;
    /// Remaining time on a seat's clock in milliseconds, where the game keeps clocks.
    fn clock_ms(&self, _seat: Seat) -> Option<i64> {
        None
    }
    /// How many boards the game is played on (two for bughouse).
    fn board_count(&self) -> usize {
        1
    }
    /// The board a seat plays on.
    fn board_of(&self, _seat: Seat) -> usize {
        0
    }
    /// The pieces of one board (squares are per board, so boards are asked one by one).
    fn board_pieces(&self, board: usize) -> Vec<(Square, Piece)> {
        if board == 0 {
            self.pieces()
        } else {
            Vec::new()
        }
    }
    /// For a position given as it stands (no move played from it): the seats that
    /// position itself mates (`mate`) or stalemates, never their partners. By default
    /// the seats to move with no legal move, in check for a mate, not for a stalemate.
    fn mated_as_is(&self, mate: bool) -> Vec<Seat> {
        let checked = self.checked();
        self.to_move()
            .into_iter()
            .filter(|s| checked.contains(s) == mate)
            .filter(|&s| self.legal_moves_of(s).is_empty())
            .collect()
    }
    /// Seats out of the game, in the order they left.
    fn eliminated(&self) -> Vec<Seat>;
    /// The outcome once the game is over.
    fn outcome(&self) -> Option<Outcome>;
    /// The preset's options with their current values.
    fn options(&self) -> Vec<OptionInfo>;
    /// Changes an option (an example's `rules:`); the error names what is accepted.
    fn set_option(&mut self, name: &str, value: &str) -> Result<(), OptionError>;
    /// Perft's rule (README): from now on no draw ends the game (repetition, fifty
    /// moves, insufficient material, move limits and caps); a game already over by one
    /// of them goes on. Mates, king captures and eliminations still end it. Nothing to
    /// do for a game without draw rules.
    fn ignore_draw_rules(&mut self) {}
}

/// Whether an ending is one that perft plays through (see [`Game::ignore_draw_rules`]).
pub fn is_draw_rule(reason: EndReason) -> bool {
    matches!(
        reason,
        EndReason::Repetition
            | EndReason::FiftyMoves
            | EndReason::InsufficientMaterial
            | EndReason::MoveLimit
            | EndReason::MoveCap
    )
}

/// The deepest perft the command line accepts: the walk recurses once per ply, and no
/// tree of any of our games can be counted that deep anyway.
pub const MAX_PERFT_DEPTH: u32 = 100;

/// Leaf count of the move tree of any game, by cloning and playing through [`Game`]
/// (slow but generic). Perft's rule: the tree stops where no one has a legal move, or
/// where a move ends the game by mate, king capture or elimination; draws do not stop
/// it ([`Game::ignore_draw_rules`]). Every leaf is played, no bulk counting.
pub fn perft<G: Game + Clone>(game: &G, depth: u32) -> u64 {
    let mut root = game.clone();
    root.ignore_draw_rules();
    perft_walk(&root, depth)
}

fn perft_walk<G: Game + Clone>(game: &G, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut total = 0;
    // Several seats may move at once (bughouse), and the same move may be legal for
    // both: each seat's own moves are played by that seat.
    for seat in game.to_move() {
        for mv in game.legal_moves_of(seat) {
            let mut next = game.clone();
            if next.play(seat, &mv).is_ok() {
                total += perft_walk(&next, depth - 1);
            }
        }
    }
    total
}
