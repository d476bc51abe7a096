//! The options of the chess family and its presets.

use crate::rules::{OptionInfo, Preset};

/// How a drawing rule applies.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DrawRule {
    /// The game ends by itself the moment the condition holds.
    Auto,
    /// The rule does not apply (variants without it, e.g. bughouse's repetition).
    Off,
}

impl DrawRule {
    fn id(self) -> &'static str {
        match self {
            DrawRule::Auto => "auto",
            DrawRule::Off => "off",
        }
    }
    fn parse(s: &str) -> Option<DrawRule> {
        match s {
            "auto" | "true" | "oui" => Some(DrawRule::Auto),
            "off" | "false" | "non" => Some(DrawRule::Off),
            _ => None,
        }
    }
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
        vec![
            OptionInfo {
                name: "repetition",
                value: self.repetition.id().to_string(),
                choices: vec!["auto", "off"],
                label_fr: "Nulle par triple répétition",
            },
            OptionInfo {
                name: "repetition-count",
                value: self.repetition_count.to_string(),
                choices: vec![],
                label_fr: "Nombre d'occurrences d'une position pour la nulle",
            },
            OptionInfo {
                name: "fifty-moves",
                value: self.fifty_moves.id().to_string(),
                choices: vec!["auto", "off"],
                label_fr: "Nulle par la règle des cinquante coups",
            },
            OptionInfo {
                name: "fifty-move-plies",
                value: self.fifty_move_plies.to_string(),
                choices: vec![],
                label_fr: "Demi-coups sans prise ni coup de pion avant la nulle",
            },
            OptionInfo {
                name: "insufficient-material",
                value: self.insufficient_material.id().to_string(),
                choices: vec!["auto", "off"],
                label_fr: "Nulle par matériel insuffisant",
            },
        ]
    }

    pub fn set(&mut self, name: &str, value: &str) -> Result<(), String> {
        let rule = |v: &str| {
            DrawRule::parse(v)
                .ok_or_else(|| format!("option {name} : valeur « {v} » inconnue (auto ou off)"))
        };
        match name {
            "repetition" => self.repetition = rule(value)?,
            "fifty-moves" => self.fifty_moves = rule(value)?,
            "insufficient-material" => self.insufficient_material = rule(value)?,
            "repetition-count" => {
                self.repetition_count = value.parse().ok().filter(|n| *n >= 2).ok_or_else(|| {
                    format!("option {name} : un nombre entier au moins égal à 2 est attendu")
                })?
            }
            "fifty-move-plies" => {
                self.fifty_move_plies = value.parse().ok().filter(|n| *n >= 1).ok_or_else(|| {
                    format!("option {name} : un nombre entier positif est attendu")
                })?
            }
            _ => {
                return Err(format!(
                    "option inconnue « {name} » (options : repetition, repetition-count, fifty-moves, fifty-move-plies, insufficient-material)"
                ));
            }
        }
        Ok(())
    }
}
