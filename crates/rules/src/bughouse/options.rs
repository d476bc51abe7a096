//! The settings of bughouse (source 004) and its preset.
//!
//! What the source calls changeable (the clock, the safety cap) is a field; so is each
//! point other bughouse rule sets read differently, with source 004's reading (or the
//! club's, where the source is silent) as the default.

use crate::Preset;
use crate::options::{self, OptionDecl, OptionError, OptionInfo, Value, Values};

/// Every changeable point of bughouse.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct BughouseOptions {
    /// Seconds on each player's clock at the start (source 004: 3 minutes when the
    /// table chose no time control).
    pub clock_seconds: u32,
    /// Board moves on the two boards together after which the match is drawn
    /// (source 004: 800, one per player's move).
    pub move_cap: u32,
    /// Whether a check that a drop could block counts as mate when no move or drop
    /// parries it now (source 004: no, even with an empty hand; Fairy-Stockfish: yes).
    pub drop_blockable_mate: bool,
    /// Whether a pawn dropped on its own second rank may later step two squares
    /// (source silent; club's reading: yes, as python-chess and Fairy-Stockfish).
    pub dropped_pawn_double_step: bool,
}

impl Default for BughouseOptions {
    fn default() -> Self {
        BughouseOptions::bughouse()
    }
}

impl BughouseOptions {
    /// The `bughouse` preset (source 004).
    pub fn bughouse() -> BughouseOptions {
        BughouseOptions {
            clock_seconds: 180,
            move_cap: 800,
            drop_blockable_mate: false,
            dropped_pawn_double_step: true,
        }
    }

    /// The named preset, if it belongs to this family.
    pub fn preset(preset: Preset) -> Option<BughouseOptions> {
        (preset == Preset::Bughouse).then(BughouseOptions::bughouse)
    }

    pub fn describe(&self) -> Vec<OptionInfo> {
        options::describe(OPTIONS, self)
    }

    pub fn set(&mut self, name: &str, value: &str) -> Result<(), OptionError> {
        options::set(OPTIONS, self, name, value)
    }
}

fn yes_no(b: bool) -> Value {
    Value::Choice(usize::from(!b))
}

fn count(v: &Value) -> u32 {
    match v {
        Value::Integer(Some(n)) => u32::try_from(*n).unwrap_or(u32::MAX),
        _ => 0,
    }
}

/// The options of bughouse, declared once.
pub const OPTIONS: &[OptionDecl<BughouseOptions>] = &[
    OptionDecl {
        name: "clock",
        label: "Temps de chaque joueur à la pendule (secondes)",
        description: "Le temps de réflexion de chaque joueur au début du match.",
        values: Values::Integer {
            min: 1,
            none: false,
        },
        get: |o| Value::Integer(Some(i64::from(o.clock_seconds))),
        set: |o, v| o.clock_seconds = count(&v),
    },
    OptionDecl {
        name: "move-cap",
        label: "Coups joués sur les deux échiquiers réunis avant la nulle",
        description: "Au-delà, le match est déclaré nul.",
        values: Values::Integer {
            min: 1,
            none: false,
        },
        get: |o| Value::Integer(Some(i64::from(o.move_cap))),
        set: |o, v| o.move_cap = count(&v),
    },
    OptionDecl {
        name: "drop-blockable-mate",
        label: "Un échec qu'un parachutage pourrait parer compte comme mat",
        description: "Avec « no », un échec qu'une pièce parachutée pourrait couvrir n'est pas un mat, même la main vide.",
        values: Values::Choice(options::YES_NO),
        get: |o| yes_no(o.drop_blockable_mate),
        set: |o, v| o.drop_blockable_mate = v == Value::Choice(0),
    },
    OptionDecl {
        name: "dropped-pawn-double-step",
        label: "Un pion parachuté sur sa deuxième rangée peut avancer de deux cases",
        description: "Lecture du club : oui, comme un pion qui n'a pas encore bougé.",
        values: Values::Choice(options::YES_NO),
        get: |o| yes_no(o.dropped_pawn_double_step),
        set: |o, v| o.dropped_pawn_double_step = v == Value::Choice(0),
    },
];
