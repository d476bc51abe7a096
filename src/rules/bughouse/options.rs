//! The settings of bughouse (source 004) and its preset.
//!
//! What the source calls changeable (the clock, the safety cap) is a field; so is each
//! point other bughouse rule sets read differently, with source 004's reading (or the
//! club's, where the source is silent) as the default.

use crate::rules::{OptionInfo, Preset};

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

fn yes_no(v: bool) -> String {
    if v { "yes" } else { "no" }.to_string()
}

fn parse_bool(name: &str, v: &str) -> Result<bool, String> {
    match v {
        "yes" | "true" | "oui" => Ok(true),
        "no" | "false" | "non" => Ok(false),
        _ => Err(format!(
            "option {name} : valeur « {v} » inconnue (yes ou no)"
        )),
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
        vec![
            OptionInfo {
                name: "clock",
                value: self.clock_seconds.to_string(),
                choices: vec![],
                label_fr: "Temps de chaque joueur à la pendule (secondes)",
            },
            OptionInfo {
                name: "move-cap",
                value: self.move_cap.to_string(),
                choices: vec![],
                label_fr: "Coups joués sur les deux échiquiers réunis avant la nulle",
            },
            OptionInfo {
                name: "drop-blockable-mate",
                value: yes_no(self.drop_blockable_mate),
                choices: vec!["yes", "no"],
                label_fr: "Un échec qu'un parachutage pourrait parer compte comme mat",
            },
            OptionInfo {
                name: "dropped-pawn-double-step",
                value: yes_no(self.dropped_pawn_double_step),
                choices: vec!["yes", "no"],
                label_fr: "Un pion parachuté sur sa deuxième rangée peut avancer de deux cases",
            },
        ]
    }

    pub fn set(&mut self, name: &str, value: &str) -> Result<(), String> {
        let number = |min: u32| {
            value
                .parse::<u32>()
                .ok()
                .filter(|n| *n >= min)
                .ok_or_else(|| {
                    format!("option {name} : un nombre entier au moins égal à {min} est attendu")
                })
        };
        match name {
            "clock" => self.clock_seconds = number(1)?,
            "move-cap" => self.move_cap = number(1)?,
            "drop-blockable-mate" => self.drop_blockable_mate = parse_bool(name, value)?,
            "dropped-pawn-double-step" => self.dropped_pawn_double_step = parse_bool(name, value)?,
            _ => {
                return Err(format!(
                    "option inconnue « {name} » (options : clock, move-cap, drop-blockable-mate, dropped-pawn-double-step)"
                ));
            }
        }
        Ok(())
    }
}
