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
}

/// Every changeable point of two-player chess.
///
/// Source 002 lists the five draws as ways the game *ends* and says nothing of a
/// claim, so the `chess` preset ends the game automatically on threefold repetition,
/// after fifty moves (100 plies) without capture or pawn move, and on insufficient
/// material (exactly K v K, K+B v K, K+N v K). Stalemate and agreement always end it.
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

fn rule(r: DrawRule) -> Value {
    Value::Choice(usize::from(r == DrawRule::Off))
}

fn to_rule(v: &Value) -> DrawRule {
    if *v == Value::Choice(1) {
        DrawRule::Off
    } else {
        DrawRule::Auto
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
        values: Values::Choice(AUTO_OFF),
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
        values: Values::Choice(AUTO_OFF),
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
