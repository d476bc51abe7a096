//! The settings of four-player shogi (source 003's table), and the two presets.
//!
//! Every point the source calls changeable is a field; so is every point the source
//! leaves open, with the club's reading as the default (the guide says so).

use crate::rules::{OptionInfo, Preset, Seat};

/// Individual (everyone for themselves) or teams of opposite seats.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Format {
    Individual,
    /// South+North against West+East; a move may not create a new check on the
    /// partner's king, partners' pieces cannot be captured, and the game ends at the
    /// first mate (that player's team loses).
    Teams,
}

/// When an individual game ends (teams always end at the first mate).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EndCondition {
    /// The official rule: after two players are mated, the survivors are ranked.
    AfterTwoMates,
    /// Play on until one player is left.
    LastSurvivor,
}

/// What becomes of a mated player's board pieces (the hand always goes to the mater).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MatedPieces {
    /// They belong to the mater and keep their facing (and so their promotion zone).
    ToMater,
    /// They stay where they are, belong to nobody, never move or give check, and anyone
    /// may capture them into hand.
    Ownerless,
}

/// Who receives the pieces of a player mated without being in check (open in source 003).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StalemateHeir {
    /// The player who made the last move (club's reading): they count it as a mate.
    LastMover,
    /// Nobody: board pieces become ownerless, the hand leaves the game, no one counts
    /// the mate.
    Nobody,
}

/// Who is the mater when a king is attacked by a player other than the last mover, or
/// by several players (open: source 003 says "the one giving check").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MaterRule {
    /// The player giving check (club's reading, source 003); among several, the last
    /// mover if they are one of them, otherwise the first of them clockwise from the
    /// last mover.
    Checker,
    /// The player who made the last move, as two Japanese rule pages say.
    LastMover,
}

/// Which checked players decide whether a checking pawn drop is a forbidden pawn-drop
/// mate (open: a drop made while another king is also in check).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PawnDropMate {
    /// A checking pawn drop is forbidden if any player in check right after it would
    /// have no legal move (club's reading, REFERENCE §3).
    AnyChecked,
    /// Only the player whose king the pawn attacks is considered.
    PawnChecked,
}

/// Where play resumes when the player who had to move is mated at once.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ResumeAfterMate {
    /// Clockwise from the mated player (default).
    FromMated,
    /// Clockwise from the player who made the last move.
    FromMover,
}

/// Every changeable point of four-player shogi.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Shogi4Options {
    pub format: Format,
    pub end: EndCondition,
    pub mated_pieces: MatedPieces,
    /// Total number of moves of the four players after which the game ends.
    pub move_limit: Option<u32>,
    /// The seat that moves first from the start position.
    pub first: Seat,
    pub stalemate_heir: StalemateHeir,
    pub mater: MaterRule,
    pub pawn_drop_mate: PawnDropMate,
    pub resume: ResumeAfterMate,
}

impl Shogi4Options {
    /// Preset `shogi4`: individual, the site's defaults.
    pub const SHOGI4: Shogi4Options = Shogi4Options {
        format: Format::Individual,
        end: EndCondition::AfterTwoMates,
        mated_pieces: MatedPieces::ToMater,
        move_limit: None,
        first: 0,
        stalemate_heir: StalemateHeir::LastMover,
        mater: MaterRule::Checker,
        pawn_drop_mate: PawnDropMate::AnyChecked,
        resume: ResumeAfterMate::FromMated,
    };

    /// Preset `shogi4-teams`: opposite seats are partners.
    pub const SHOGI4_TEAMS: Shogi4Options = Shogi4Options {
        format: Format::Teams,
        ..Shogi4Options::SHOGI4
    };

    /// The options of a preset id.
    pub fn preset(preset: Preset) -> Option<Shogi4Options> {
        match preset {
            Preset::Shogi4 => Some(Shogi4Options::SHOGI4),
            Preset::Shogi4Teams => Some(Shogi4Options::SHOGI4_TEAMS),
            _ => None,
        }
    }

    /// The settings table rows, with the names `rules:` accepts.
    pub fn info(&self) -> Vec<OptionInfo> {
        let seat = |s: Seat| super::SEAT_IDS[s as usize % 4].to_string();
        vec![
            OptionInfo {
                name: "format",
                value: match self.format {
                    Format::Individual => "individual",
                    Format::Teams => "teams",
                }
                .into(),
                choices: vec!["individual", "teams"],
                label_fr: "Format (individuel ou équipes de joueurs opposés)",
            },
            OptionInfo {
                name: "end",
                value: match self.end {
                    EndCondition::AfterTwoMates => "two-mates",
                    EndCondition::LastSurvivor => "last-survivor",
                }
                .into(),
                choices: vec!["two-mates", "last-survivor"],
                label_fr: "Fin de partie (individuel ; les équipes finissent au premier mat)",
            },
            OptionInfo {
                name: "mated-pieces",
                value: match self.mated_pieces {
                    MatedPieces::ToMater => "to-mater",
                    MatedPieces::Ownerless => "ownerless",
                }
                .into(),
                choices: vec!["to-mater", "ownerless"],
                label_fr: "Pièces du joueur maté sur le plateau",
            },
            OptionInfo {
                name: "move-limit",
                value: self
                    .move_limit
                    .map_or_else(|| "none".to_string(), |n| n.to_string()),
                choices: vec![],
                label_fr: "Limite de coups (somme des quatre joueurs)",
            },
            OptionInfo {
                name: "first",
                value: seat(self.first),
                choices: vec!["south", "west", "north", "east"],
                label_fr: "Premier joueur",
            },
            OptionInfo {
                name: "stalemate-heir",
                value: match self.stalemate_heir {
                    StalemateHeir::LastMover => "last-mover",
                    StalemateHeir::Nobody => "nobody",
                }
                .into(),
                choices: vec!["last-mover", "nobody"],
                label_fr: "Héritier d'un joueur sans coup légal mais pas en échec",
            },
            OptionInfo {
                name: "mater",
                value: match self.mater {
                    MaterRule::Checker => "checker",
                    MaterRule::LastMover => "last-mover",
                }
                .into(),
                choices: vec!["checker", "last-mover"],
                label_fr: "Auteur du mat quand l'échec vient d'un autre joueur",
            },
            OptionInfo {
                name: "pawn-drop-mate",
                value: match self.pawn_drop_mate {
                    PawnDropMate::AnyChecked => "any-checked",
                    PawnDropMate::PawnChecked => "pawn-checked",
                }
                .into(),
                choices: vec!["any-checked", "pawn-checked"],
                label_fr: "Mat par parachutage de pion : joueurs en échec considérés",
            },
            OptionInfo {
                name: "resume",
                value: match self.resume {
                    ResumeAfterMate::FromMated => "from-mated",
                    ResumeAfterMate::FromMover => "from-mover",
                }
                .into(),
                choices: vec!["from-mated", "from-mover"],
                label_fr: "Reprise du jeu après un mat au tour du joueur",
            },
        ]
    }

    /// Sets one option by its `rules:` name; the error lists what is accepted.
    pub fn set(&mut self, name: &str, value: &str) -> Result<(), String> {
        let v = value.trim();
        let bad = |choices: &str| Err(format!("option `{name}`: expected {choices}, got `{v}`"));
        match name {
            "format" => match v {
                "individual" => self.format = Format::Individual,
                "teams" => self.format = Format::Teams,
                _ => return bad("individual | teams"),
            },
            "end" => match v {
                "two-mates" => self.end = EndCondition::AfterTwoMates,
                "last-survivor" => self.end = EndCondition::LastSurvivor,
                _ => return bad("two-mates | last-survivor"),
            },
            "mated-pieces" => match v {
                "to-mater" => self.mated_pieces = MatedPieces::ToMater,
                "ownerless" => self.mated_pieces = MatedPieces::Ownerless,
                _ => return bad("to-mater | ownerless"),
            },
            "move-limit" => match v {
                "none" => self.move_limit = None,
                _ => match v.parse::<u32>() {
                    Ok(n) if n > 0 => self.move_limit = Some(n),
                    _ => return bad("none | a positive number"),
                },
            },
            "first" => match super::seat_from_id(v) {
                Some(s) => self.first = s,
                None => return bad("south | west | north | east"),
            },
            "stalemate-heir" => match v {
                "last-mover" => self.stalemate_heir = StalemateHeir::LastMover,
                "nobody" => self.stalemate_heir = StalemateHeir::Nobody,
                _ => return bad("last-mover | nobody"),
            },
            "mater" => match v {
                "checker" => self.mater = MaterRule::Checker,
                "last-mover" => self.mater = MaterRule::LastMover,
                _ => return bad("checker | last-mover"),
            },
            "pawn-drop-mate" => match v {
                "any-checked" => self.pawn_drop_mate = PawnDropMate::AnyChecked,
                "pawn-checked" => self.pawn_drop_mate = PawnDropMate::PawnChecked,
                _ => return bad("any-checked | pawn-checked"),
            },
            "resume" => match v {
                "from-mated" => self.resume = ResumeAfterMate::FromMated,
                "from-mover" => self.resume = ResumeAfterMate::FromMover,
                _ => return bad("from-mated | from-mover"),
            },
            _ => {
                return Err(format!(
                    "unknown shogi4 option `{name}` (format, end, mated-pieces, move-limit, first, \
                     stalemate-heir, mater, pawn-drop-mate, resume)"
                ));
            }
        }
        Ok(())
    }
}
