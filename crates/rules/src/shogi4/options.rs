//! The settings of four-player shogi (source 003's table), and the two presets.
//!
//! Every point the source calls changeable is a field; so is every point the source
//! leaves open, with the club's reading as the default (the guide says so).

use crate::options::{
    self, Choice, OptionDecl, OptionError, OptionInfo, Value, Values, choice, pick,
};
use crate::{Preset, Seat};

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
    /// have no legal move.
    AnyChecked,
    /// Only the player whose king the pawn attacks is considered (the club's reading:
    /// the source forbids the mate the pawn gives, as two-player shogi does).
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
        pawn_drop_mate: PawnDropMate::PawnChecked,
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
        options::describe(OPTIONS, self)
    }

    /// Sets one option by its `rules:` name.
    pub fn set(&mut self, name: &str, value: &str) -> Result<(), OptionError> {
        options::set(OPTIONS, self, name, value)
    }
}

/// The options of four-player shogi, declared once.
pub const OPTIONS: &[OptionDecl<Shogi4Options>] = &[
    OptionDecl {
        name: "format",
        label: "Format (individuel ou équipes de joueurs opposés)",
        description: "Chacun pour soi, ou Sud et Nord contre Ouest et Est.",
        values: Values::Choice(&[
            choice("individual", "individuel"),
            choice("teams", "équipes"),
        ]),
        get: |o| Value::Choice(usize::from(o.format == Format::Teams)),
        set: |o, v| o.format = [Format::Individual, Format::Teams][pick(&v)],
    },
    OptionDecl {
        name: "end",
        label: "Fin de partie (individuel ; les équipes finissent au premier mat)",
        description: "La partie s'arrête après deux mats, ou continue jusqu'au dernier joueur.",
        values: Values::Choice(&[
            choice("two-mates", "après deux mats"),
            choice("last-survivor", "jusqu'au dernier joueur"),
        ]),
        get: |o| Value::Choice(usize::from(o.end == EndCondition::LastSurvivor)),
        set: |o, v| o.end = [EndCondition::AfterTwoMates, EndCondition::LastSurvivor][pick(&v)],
    },
    OptionDecl {
        name: "mated-pieces",
        label: "Pièces du joueur maté sur le plateau",
        description: "Elles passent à l'auteur du mat, ou restent sans propriétaire.",
        values: Values::Choice(&[
            choice("to-mater", "à l'auteur du mat"),
            choice("ownerless", "sans propriétaire"),
        ]),
        get: |o| Value::Choice(usize::from(o.mated_pieces == MatedPieces::Ownerless)),
        set: |o, v| o.mated_pieces = [MatedPieces::ToMater, MatedPieces::Ownerless][pick(&v)],
    },
    OptionDecl {
        name: "move-limit",
        label: "Limite de coups (somme des quatre joueurs)",
        description: "Nombre total de coups après lequel la partie s'arrête ; « none » : pas de limite.",
        values: Values::Integer { min: 1, none: true },
        get: |o| Value::Integer(o.move_limit.map(i64::from)),
        set: |o, v| {
            if let Value::Integer(n) = v {
                o.move_limit = n.map(|n| u32::try_from(n).unwrap_or(u32::MAX));
            }
        },
    },
    OptionDecl {
        name: "first",
        label: "Premier joueur",
        description: "Le joueur qui joue le premier coup de la partie.",
        values: Values::Choice(&[
            Choice {
                id: "south",
                aliases: &["sud"],
                label: "Sud",
            },
            Choice {
                id: "west",
                aliases: &["ouest"],
                label: "Ouest",
            },
            Choice {
                id: "north",
                aliases: &["nord"],
                label: "Nord",
            },
            Choice {
                id: "east",
                aliases: &["est"],
                label: "Est",
            },
        ]),
        get: |o| Value::Choice(o.first as usize % 4),
        set: |o, v| o.first = pick(&v) as Seat,
    },
    OptionDecl {
        name: "stalemate-heir",
        label: "Héritier d'un joueur sans coup légal mais pas en échec",
        description: "Qui reçoit les pièces d'un joueur bloqué sans être en échec.",
        values: Values::Choice(&[
            choice("last-mover", "l'auteur du dernier coup"),
            choice("nobody", "personne"),
        ]),
        get: |o| Value::Choice(usize::from(o.stalemate_heir == StalemateHeir::Nobody)),
        set: |o, v| o.stalemate_heir = [StalemateHeir::LastMover, StalemateHeir::Nobody][pick(&v)],
    },
    OptionDecl {
        name: "mater",
        label: "Auteur du mat quand l'échec vient d'un autre joueur",
        description: "Le joueur qui donne l'échec, ou celui qui a joué le dernier coup.",
        values: Values::Choice(&[
            choice("checker", "celui qui donne l'échec"),
            choice("last-mover", "l'auteur du dernier coup"),
        ]),
        get: |o| Value::Choice(usize::from(o.mater == MaterRule::LastMover)),
        set: |o, v| o.mater = [MaterRule::Checker, MaterRule::LastMover][pick(&v)],
    },
    OptionDecl {
        name: "pawn-drop-mate",
        label: "Mat par parachutage de pion : joueurs en échec considérés",
        description: "Quels joueurs en échec comptent pour interdire un parachutage de pion qui mate.",
        values: Values::Choice(&[
            choice("any-checked", "tout joueur en échec"),
            choice("pawn-checked", "le joueur que le pion attaque"),
        ]),
        get: |o| Value::Choice(usize::from(o.pawn_drop_mate == PawnDropMate::PawnChecked)),
        set: |o, v| {
            o.pawn_drop_mate = [PawnDropMate::AnyChecked, PawnDropMate::PawnChecked][pick(&v)]
        },
    },
    OptionDecl {
        name: "resume",
        label: "Reprise du jeu après un mat au tour du joueur",
        description: "Le tour repart du joueur maté, ou de l'auteur du dernier coup.",
        values: Values::Choice(&[
            choice("from-mated", "après le joueur maté"),
            choice("from-mover", "après l'auteur du dernier coup"),
        ]),
        get: |o| Value::Choice(usize::from(o.resume == ResumeAfterMate::FromMover)),
        set: |o, v| o.resume = [ResumeAfterMate::FromMated, ResumeAfterMate::FromMover][pick(&v)],
    },
];
