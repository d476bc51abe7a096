//! The closed set of game families and the one registry of presets.
//!
//! Every other module asks here: which presets exist, which family a preset belongs to,
//! the start position of a preset, and a game of any family as one value
//! ([`AnyGame`]). Adding a family means adding a variant to [`Family`], [`Preset`] and
//! [`AnyGame`], then following the compiler's errors: every `match` on them, in the
//! notation, the French words and the site, names what the new family must provide.

use super::bughouse::{Bughouse, BughouseOptions};
use super::chess::{Chess, ChessOptions};
use super::chess4::{Chess4, Chess4Options};
use super::shogi4::{Shogi4, Shogi4Options};
use super::{
    Event, Game, Geometry, Illegal, Move, OptionInfo, Outcome, Piece, PieceKind, Seat, Square,
};

/// A game family: one engine module each.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Family {
    Chess,
    Chess4,
    Shogi4,
    Bughouse,
}

impl Family {
    pub const ALL: [Family; 4] = [
        Family::Chess,
        Family::Chess4,
        Family::Shogi4,
        Family::Bughouse,
    ];

    /// The presets of this family, in registry order.
    pub fn presets(self) -> impl Iterator<Item = Preset> {
        Preset::ALL.into_iter().filter(move |p| p.family() == self)
    }
}

/// A named rule set of the sources (a game as a site plays it): a plain value of its
/// family's options struct.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Preset {
    Chess,
    Chess4Teams,
    Chess4Ffa,
    Chess4QdanTeams,
    Chess4QdanSolo,
    Shogi4,
    Shogi4Teams,
    Bughouse,
}

impl Preset {
    /// Every preset: standard chess, the four-player chess variants, four-player shogi,
    /// bughouse.
    pub const ALL: [Preset; 8] = [
        Preset::Chess,
        Preset::Chess4Teams,
        Preset::Chess4Ffa,
        Preset::Chess4QdanTeams,
        Preset::Chess4QdanSolo,
        Preset::Shogi4,
        Preset::Shogi4Teams,
        Preset::Bughouse,
    ];

    /// The preset id examples and the command line write (a contract).
    pub fn id(self) -> &'static str {
        match self {
            Preset::Chess => "chess",
            Preset::Chess4Teams => "chess4-teams",
            Preset::Chess4Ffa => "chess4-ffa",
            Preset::Chess4QdanTeams => "chess4-qdan-teams",
            Preset::Chess4QdanSolo => "chess4-qdan-solo",
            Preset::Shogi4 => "shogi4",
            Preset::Shogi4Teams => "shogi4-teams",
            Preset::Bughouse => "bughouse",
        }
    }

    /// The preset of an id, exactly as written.
    pub fn from_id(id: &str) -> Option<Preset> {
        Preset::ALL.into_iter().find(|p| p.id() == id)
    }

    /// Every preset id, in registry order.
    pub fn ids() -> Vec<&'static str> {
        Preset::ALL.iter().map(|p| p.id()).collect()
    }

    pub fn family(self) -> Family {
        match self {
            Preset::Chess => Family::Chess,
            Preset::Chess4Teams
            | Preset::Chess4Ffa
            | Preset::Chess4QdanTeams
            | Preset::Chess4QdanSolo => Family::Chess4,
            Preset::Shogi4 | Preset::Shogi4Teams => Family::Shogi4,
            Preset::Bughouse => Family::Bughouse,
        }
    }

    /// The preset's start position.
    pub fn start(self) -> AnyGame {
        match self.family() {
            Family::Chess => AnyGame::Chess(Chess::new()),
            Family::Chess4 => AnyGame::Chess4(Chess4::start(self, self.chess4_options())),
            Family::Shogi4 => AnyGame::Shogi4(Shogi4::start(self, self.shogi4_options())),
            Family::Bughouse => AnyGame::Bughouse(Bughouse::new()),
        }
    }

    /// The options of a chess preset (the chess defaults for any other preset).
    pub fn chess_options(self) -> ChessOptions {
        ChessOptions::preset(self).unwrap_or_else(ChessOptions::chess)
    }

    /// The options of a four-player chess preset (Chess.com Teams for any other).
    pub fn chess4_options(self) -> Chess4Options {
        Chess4Options::preset(self).unwrap_or_else(Chess4Options::chess_com_teams)
    }

    /// The options of a four-player shogi preset (`shogi4` for any other).
    pub fn shogi4_options(self) -> Shogi4Options {
        Shogi4Options::preset(self).unwrap_or(Shogi4Options::SHOGI4)
    }

    /// The options of the bughouse preset.
    pub fn bughouse_options(self) -> BughouseOptions {
        BughouseOptions::preset(self).unwrap_or_default()
    }
}

/// A game of any family: the closed set the rest of the crate holds and matches on.
// The variants differ in size (a four-player chess game is the largest), but a game is
// cloned whole (one per example frame) and never moved in a hot loop: no boxing.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug)]
pub enum AnyGame {
    Chess(Chess),
    Chess4(Chess4),
    Shogi4(Shogi4),
    Bughouse(Bughouse),
}

impl From<Chess> for AnyGame {
    fn from(g: Chess) -> AnyGame {
        AnyGame::Chess(g)
    }
}

impl From<Chess4> for AnyGame {
    fn from(g: Chess4) -> AnyGame {
        AnyGame::Chess4(g)
    }
}

impl From<Shogi4> for AnyGame {
    fn from(g: Shogi4) -> AnyGame {
        AnyGame::Shogi4(g)
    }
}

impl From<Bughouse> for AnyGame {
    fn from(g: Bughouse) -> AnyGame {
        AnyGame::Bughouse(g)
    }
}

/// Runs the same expression on whichever family's game `self` holds.
macro_rules! each {
    ($self:expr, $g:ident => $body:expr) => {
        match $self {
            AnyGame::Chess($g) => $body,
            AnyGame::Chess4($g) => $body,
            AnyGame::Shogi4($g) => $body,
            AnyGame::Bughouse($g) => $body,
        }
    };
}

/// Why perft cannot count what was asked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PerftError {
    /// Deeper than [`super::MAX_PERFT_DEPTH`].
    TooDeep { depth: u32, max: u32 },
    /// A board was named for a game played on one board.
    NoSuchBoard,
}

impl AnyGame {
    pub fn family(&self) -> Family {
        match self {
            AnyGame::Chess(_) => Family::Chess,
            AnyGame::Chess4(_) => Family::Chess4,
            AnyGame::Shogi4(_) => Family::Shogi4,
            AnyGame::Bughouse(_) => Family::Bughouse,
        }
    }

    /// The chess game, if this is one.
    pub fn chess(&self) -> Option<&Chess> {
        match self {
            AnyGame::Chess(g) => Some(g),
            _ => None,
        }
    }

    /// The four-player chess game, if this is one.
    pub fn chess4(&self) -> Option<&Chess4> {
        match self {
            AnyGame::Chess4(g) => Some(g),
            _ => None,
        }
    }

    /// The four-player shogi game, if this is one.
    pub fn shogi4(&self) -> Option<&Shogi4> {
        match self {
            AnyGame::Shogi4(g) => Some(g),
            _ => None,
        }
    }

    /// The bughouse match, if this is one.
    pub fn bughouse(&self) -> Option<&Bughouse> {
        match self {
            AnyGame::Bughouse(g) => Some(g),
            _ => None,
        }
    }

    /// The game as a trait object, for code that only reads common state.
    pub fn as_game(&self) -> &dyn Game {
        each!(self, g => g)
    }

    /// Perft under perft's rule (README), each family by its own fast walk. `board`
    /// (0 = A, 1 = B) counts one bughouse board alone, the other frozen.
    pub fn perft(&self, depth: u32, board: Option<usize>) -> Result<u64, PerftError> {
        let max = super::MAX_PERFT_DEPTH;
        if depth > max {
            return Err(PerftError::TooDeep { depth, max });
        }
        match (self, board) {
            (AnyGame::Bughouse(g), board) => Ok(super::bughouse::perft(g, depth, board)),
            (_, Some(_)) => Err(PerftError::NoSuchBoard),
            (AnyGame::Chess(g), None) => Ok(super::chess::perft(g, depth)),
            (AnyGame::Chess4(g), None) => Ok(super::chess4::perft(g, depth)),
            (AnyGame::Shogi4(g), None) => Ok(super::shogi4::perft(g, depth)),
        }
    }
}

impl Game for AnyGame {
    fn preset(&self) -> Preset {
        each!(self, g => g.preset())
    }
    fn geometry(&self) -> &Geometry {
        each!(self, g => g.geometry())
    }
    fn seats(&self) -> Vec<Seat> {
        each!(self, g => g.seats())
    }
    fn seat_id(&self, seat: Seat) -> &'static str {
        each!(self, g => g.seat_id(seat))
    }
    fn partner(&self, seat: Seat) -> Option<Seat> {
        each!(self, g => g.partner(seat))
    }
    fn to_move(&self) -> Vec<Seat> {
        each!(self, g => g.to_move())
    }
    fn next_to_move(&self) -> Vec<Seat> {
        each!(self, g => g.next_to_move())
    }
    fn legal_moves(&self) -> Vec<Move> {
        each!(self, g => Game::legal_moves(g))
    }
    fn legal_moves_of(&self, seat: Seat) -> Vec<Move> {
        each!(self, g => Game::legal_moves_of(g, seat))
    }
    fn play(&mut self, seat: Seat, mv: &Move) -> Result<Vec<Event>, Illegal> {
        each!(self, g => g.play(seat, mv))
    }
    fn checked(&self) -> Vec<Seat> {
        each!(self, g => g.checked())
    }
    fn pieces(&self) -> Vec<(Square, Piece)> {
        each!(self, g => g.pieces())
    }
    fn hand(&self, seat: Seat) -> Vec<PieceKind> {
        each!(self, g => g.hand(seat))
    }
    fn score(&self, seat: Seat) -> Option<i32> {
        each!(self, g => g.score(seat))
    }
    fn clock_ms(&self, seat: Seat) -> Option<i64> {
        each!(self, g => Game::clock_ms(g, seat))
    }
    fn board_count(&self) -> usize {
        each!(self, g => g.board_count())
    }
    fn board_of(&self, seat: Seat) -> usize {
        each!(self, g => g.board_of(seat))
    }
    fn board_pieces(&self, board: usize) -> Vec<(Square, Piece)> {
        each!(self, g => Game::board_pieces(g, board))
    }
    fn mated_as_is(&self, mate: bool) -> Vec<Seat> {
        each!(self, g => g.mated_as_is(mate))
    }
    fn eliminated(&self) -> Vec<Seat> {
        each!(self, g => g.eliminated())
    }
    fn outcome(&self) -> Option<Outcome> {
        each!(self, g => g.outcome())
    }
    fn options(&self) -> Vec<OptionInfo> {
        each!(self, g => g.options())
    }
    fn set_option(&mut self, name: &str, value: &str) -> Result<(), super::OptionError> {
        each!(self, g => g.set_option(name, value))
    }
    fn ignore_draw_rules(&mut self) {
        each!(self, g => g.ignore_draw_rules())
    }
}
