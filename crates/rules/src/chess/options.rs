//! The options of the chess family and its presets.

use crate::Preset;
use crate::options::{self, Choice, OptionDecl, OptionError, OptionInfo, Value, Values};

/// How a drawing rule applies.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DrawRule {
    /// The game ends by itself the moment the condition holds.
    Auto,
    /// The rule does not apply (variants without it, e.g. bughouse's repetition).
    Off,
    /// FIDE's own rule (Laws of Chess, articles 9.2, 9.3 and 9.6): the condition only
    /// lets a player claim the draw ([`crate::chess::Chess::claim_draw`]); the game goes
    /// on unless someone does, and ends by itself only at FIDE's automatic threshold,
    /// the fifth occurrence of a position ([`FIDE_AUTOMATIC_REPETITIONS`]) or 75 moves
    /// of each side ([`FIDE_AUTOMATIC_PLIES`]).
    Claim,
}

/// FIDE 9.6.1: the fifth occurrence of a position ends the game without a claim.
pub const FIDE_AUTOMATIC_REPETITIONS: u8 = 5;

/// FIDE 9.6.2: 75 moves of each side without capture or pawn move end the game.
pub const FIDE_AUTOMATIC_PLIES: u16 = 150;

/// Every changeable point of two-player chess.
///
/// Source 002 lists the five draws as ways the game *ends* and says nothing of a
/// claim, so the `chess` preset ends the game automatically on threefold repetition,
/// after fifty moves (100 plies) without capture or pawn move, and on insufficient
/// material (exactly K v K, K+B v K, K+N v K). Stalemate and agreement always end it.
///
/// FIDE's own rule is the value `claim` of `repetition` and `fifty-moves`
/// ([`ChessOptions::fide`]): threefold repetition and fifty moves only let a player
/// claim the draw, fivefold repetition and seventy-five moves end the game by
/// themselves. Real games play on after an unclaimed threefold repetition, so a
/// replayed record takes these options.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ChessOptions {
    /// Threefold repetition of the same position (same pieces, side to move, castling
    /// rights and en passant possibility).
    pub repetition: DrawRule,
    /// How many occurrences make a repetition draw (3 in FIDE chess).
    pub repetition_count: u8,
    /// The fifty-move rule.
    pub fifty_moves: DrawRule,
    /// Plies without capture or pawn move that end the game (100 = fifty moves each).
    pub fifty_move_plies: u16,
    /// Insufficient material: K v K, K+B v K, K+N v K only, as source 002 lists it.
    pub insufficient_material: DrawRule,
}

impl ChessOptions {
    /// The `chess` preset (source 002).
    pub fn chess() -> ChessOptions {
        ChessOptions {
            repetition: DrawRule::Auto,
            repetition_count: 3,
            fifty_moves: DrawRule::Auto,
            fifty_move_plies: 100,
            insufficient_material: DrawRule::Auto,
        }
    }

    /// The `chess` preset with FIDE's own draw rule: `repetition: claim`,
    /// `fifty-moves: claim` (see [`DrawRule::Claim`]).
    pub fn fide() -> ChessOptions {
        ChessOptions {
            repetition: DrawRule::Claim,
            fifty_moves: DrawRule::Claim,
            ..ChessOptions::chess()
        }
    }

    /// The ply count at which the fifty-move rule ends the game by itself, if it does.
    pub fn automatic_fifty_plies(&self) -> Option<u16> {
        match self.fifty_moves {
            DrawRule::Auto => Some(self.fifty_move_plies),
            DrawRule::Claim => Some(self.fifty_move_plies.max(FIDE_AUTOMATIC_PLIES)),
            DrawRule::Off => None,
        }
    }

    /// The occurrences of a position at which the game ends by itself, if it does.
    pub fn automatic_repetitions(&self) -> Option<u8> {
        match self.repetition {
            DrawRule::Auto => Some(self.repetition_count),
            DrawRule::Claim => Some(self.repetition_count.max(FIDE_AUTOMATIC_REPETITIONS)),
            DrawRule::Off => None,
        }
    }

    /// The named preset, if it belongs to this family.
    pub fn preset(preset: Preset) -> Option<ChessOptions> {
        match preset {
            Preset::Chess => Some(ChessOptions::chess()),
            _ => None,
        }
    }

    pub fn describe(&self) -> Vec<OptionInfo> {
        options::describe(OPTIONS, self)
    }

    pub fn set(&mut self, name: &str, value: &str) -> Result<(), OptionError> {
        options::set(OPTIONS, self, name, value)
    }
}

const AUTO_OFF: &[Choice] = &[
    Choice {
        id: "auto",
        aliases: &["true", "yes", "oui"],
        label: "la partie s'arrête d'elle-même",
    },
    Choice {
        id: "off",
        aliases: &["false", "no", "non"],
        label: "règle désactivée",
    },
];

/// [`AUTO_OFF`] and FIDE's claim, for the repetition rule.
const REPETITION_CHOICES: &[Choice] = &[
    AUTO_OFF[0],
    AUTO_OFF[1],
    Choice {
        id: "claim",
        aliases: &["fide"],
        label: "sur réclamation ; d'elle-même à la 5e occurrence (FIDE)",
    },
];

/// [`AUTO_OFF`] and FIDE's claim, for the fifty-move rule.
const FIFTY_CHOICES: &[Choice] = &[
    AUTO_OFF[0],
    AUTO_OFF[1],
    Choice {
        id: "claim",
        aliases: &["fide"],
        label: "sur réclamation ; d'elle-même après 75 coups de chaque camp (FIDE)",
    },
];

fn rule(r: DrawRule) -> Value {
    Value::Choice(match r {
        DrawRule::Auto => 0,
        DrawRule::Off => 1,
        DrawRule::Claim => 2,
    })
}

fn to_rule(v: &Value) -> DrawRule {
    match v {
        Value::Choice(1) => DrawRule::Off,
        Value::Choice(2) => DrawRule::Claim,
        _ => DrawRule::Auto,
    }
}

fn int(v: &Value) -> i64 {
    match v {
        Value::Integer(Some(n)) => *n,
        _ => 0,
    }
}

/// The options of the chess family, declared once.
pub const OPTIONS: &[OptionDecl<ChessOptions>] = &[
    OptionDecl {
        name: "repetition",
        label: "Nulle par triple répétition",
        description: "La partie est nulle quand la même position revient le nombre de fois fixé.",
        values: Values::Choice(REPETITION_CHOICES),
        get: |o| rule(o.repetition),
        set: |o, v| o.repetition = to_rule(&v),
    },
    OptionDecl {
        name: "repetition-count",
        label: "Nombre d'occurrences d'une position pour la nulle",
        description: "Combien de fois la même position doit apparaître pour que la partie soit nulle.",
        values: Values::Integer {
            min: 2,
            none: false,
        },
        get: |o| Value::Integer(Some(i64::from(o.repetition_count))),
        set: |o, v| o.repetition_count = u8::try_from(int(&v)).unwrap_or(u8::MAX),
    },
    OptionDecl {
        name: "fifty-moves",
        label: "Nulle par la règle des cinquante coups",
        description: "La partie est nulle après le nombre fixé de demi-coups sans prise ni coup de pion.",
        values: Values::Choice(FIFTY_CHOICES),
        get: |o| rule(o.fifty_moves),
        set: |o, v| o.fifty_moves = to_rule(&v),
    },
    OptionDecl {
        name: "fifty-move-plies",
        label: "Demi-coups sans prise ni coup de pion avant la nulle",
        description: "Cent demi-coups font cinquante coups de chaque joueur.",
        values: Values::Integer {
            min: 1,
            none: false,
        },
        get: |o| Value::Integer(Some(i64::from(o.fifty_move_plies))),
        set: |o, v| o.fifty_move_plies = u16::try_from(int(&v)).unwrap_or(u16::MAX),
    },
    OptionDecl {
        name: "insufficient-material",
        label: "Nulle par matériel insuffisant",
        description: "La partie est nulle quand il ne reste que roi contre roi, ou un fou ou un cavalier de plus d'un côté.",
        values: Values::Choice(AUTO_OFF),
        get: |o| rule(o.insufficient_material),
        set: |o, v| o.insufficient_material = to_rule(&v),
    },
];
