//! The options of four-player chess and the four presets of the sources.
//!
//! Every point a source calls changeable, or leaves open, is a named field here; the
//! presets are plain values. Where a source is silent the doc comment of the preset says
//! which value we chose: that is the club's reading, to be stated in the guide.

use crate::options::{
    self, Choice, OptionDecl, OptionError, OptionInfo, Value, Values, choice, pick,
};
use crate::{Preset, Seat};

/// Two against two, or everyone for themselves with points.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Format {
    Teams,
    FreeForAll,
}

/// Where Blue's and Green's king and queen stand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Layout {
    /// Chess.com "Standard" (PGN4 `4PC`): Blue K a7 Q a8, Green Q n7 K n8.
    Standard,
    /// Chess.com "Old Standard" (`4PCo`): Blue K a8 Q a7, Green K n7 Q n8.
    OldStandard,
}

/// Which pawns may take a double-stepped pawn en passant.
///
/// Club's readings of the cases no source settles: only a diagonal capture step onto the
/// skipped square takes en passant (a plain step onto it removes nothing); the skipped
/// square must be empty (a piece that moved onto it is captured normally, the
/// double-stepper stays); once the double-stepper's owner is eliminated the chance is
/// gone (that owner never moves again, so the window would never close).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EnPassantWho {
    /// Any enemy pawn that attacks the skipped square.
    AnyAttackingPawn,
    /// Only the pawn the double-stepper landed directly in front of (the rule of the
    /// independent engine behind the published perft counts).
    OnlyPawnInFront,
}

/// How long an en passant capture stays possible.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EnPassantWindow {
    /// Only the player who moves right after the double step.
    NextPlayerOnly,
    /// Every opponent at their next turn, until the double-stepper's owner moves again.
    UntilOwnerMovesAgain,
}

/// What a pawn may promote to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Promotion {
    /// Queen, rook, bishop or knight, the player's choice.
    Choice,
    /// Always a queen, worth only [`PointsTable::promoted`] when captured.
    QueenWorthOne,
}

/// When a checkmate is established.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MateTiming {
    /// When the mated player's turn comes (the others may rescue or worsen it first).
    AtMatedPlayersTurn,
    /// As soon as a move leaves a player in check with no legal move.
    Immediate,
}

/// What becomes of a player who resigns or loses on time in a points format.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum OnResign {
    /// The army turns dead but the king stays live and keeps moving (Chess.com
    /// `DeadKingWalking`); in an example its moves are written like any other.
    ZombieKing,
    /// The whole army turns dead at once.
    Eliminated,
}

/// When a zombie king makes its first move, for a player who resigns or runs out of
/// time at its own turn (source 000 only says the king then moves by itself).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ZombieStart {
    /// In that same turn: the act does not use the turn, the king plays it (Chess.com,
    /// whose PGN4 writes `Kj2-k2T` or `Kh1-h2R` on the seat's ply).
    SameTurn,
    /// At the seat's next turn: the act uses the turn.
    NextTurn,
}

/// How a 21-point lead with two players left ends the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ClaimMode {
    /// The leader may claim the win (an act); the other player gets
    /// [`PointsTable::claim_withdrawal`] points.
    Claim,
    /// The game ends at once when the gap is reached.
    Automatic,
}

/// What being stalemated does in a points format (in Teams a stalemate is always a draw).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StalemateRule {
    /// The game is drawn (each remaining player gets [`PointsTable::draw`]).
    Draw,
    /// The stalemated player scores [`PointsTable::stalemated`] and is eliminated.
    ScoreAndEliminate,
}

/// When four-player chess is drawn for lack of material.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum InsufficientMaterial {
    /// Never.
    Off,
    /// Club's reading of the rule "no active player can ever mate another": the game is
    /// drawn when no live piece but kings is left (nothing can give check any more), or
    /// when exactly two players are left with no other piece on the board, dead or
    /// alive, and they hold one of source 002's three cases: king against king, king and
    /// bishop or king and knight against king. Otherwise it goes on: with three or four
    /// kings a lone knight or bishop can still mate, the other kings covering the
    /// escape squares, and dead pieces can wall a king in.
    NoMatePossible,
}

/// Points of the FFA and individual formats.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PointsTable {
    pub pawn: i32,
    pub knight: i32,
    pub bishop: i32,
    pub rook: i32,
    pub queen: i32,
    /// A promoted piece (the 1-point queen).
    pub promoted: i32,
    /// Checkmating a player.
    pub mate: i32,
    /// Capturing a live king left in check.
    pub king_capture: i32,
    /// Being stalemated (scored by the stalemated player) under
    /// [`StalemateRule::ScoreAndEliminate`].
    pub stalemated: i32,
    /// One move newly checks two kings, no queen among the checkers / a queen among them.
    pub double_check: i32,
    pub double_check_queen: i32,
    /// One move newly checks three kings.
    pub triple_check: i32,
    pub triple_check_queen: i32,
    /// Each remaining active player on a draw.
    pub draw: i32,
    /// Mating a zombie king (club's reading of an open point: as a mate).
    pub zombie_mate: i32,
    /// Each active player when a zombie king is stalemated (club's reading).
    pub zombie_stalemate_each: i32,
    /// Given to the other player when the leader claims the win.
    pub claim_withdrawal: i32,
}

impl PointsTable {
    /// Chess.com's current free-for-all points table; the second site's is the same.
    pub const STANDARD: PointsTable = PointsTable {
        pawn: 1,
        knight: 3,
        bishop: 5,
        rook: 5,
        queen: 9,
        promoted: 1,
        mate: 20,
        king_capture: 20,
        stalemated: 20,
        double_check: 5,
        double_check_queen: 1,
        triple_check: 20,
        triple_check_queen: 5,
        draw: 10,
        zombie_mate: 20,
        zombie_stalemate_each: 10,
        claim_withdrawal: 20,
    };
}

/// Every changeable point of four-player chess.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Chess4Options {
    pub format: Format,
    pub layout: Layout,
    /// Who moves first (Chess.com: always Red; the second site rotates it per game).
    pub first: Seat,
    pub en_passant: bool,
    pub en_passant_who: EnPassantWho,
    pub en_passant_window: EnPassantWindow,
    /// The promotion line, counted from the player's own first rank (8 or 11).
    pub promotion_rank: u8,
    pub promotion: Promotion,
    pub mate_timing: MateTiming,
    /// A king left in check may be taken by an opponent who moves before its owner.
    pub king_capture: bool,
    pub points: PointsTable,
    pub on_resign: OnResign,
    /// When the zombie king of [`OnResign::ZombieKing`] first moves.
    pub zombie_start: ZombieStart,
    /// The lead that ends a game with two players left (21 = "more than 20"). "Two
    /// players left" counts active players only (zombie kings are out); the threshold does
    /// not grow with zombie kings on the board (a third-party note says it does: not taken).
    pub claim_threshold: i32,
    pub claim: ClaimMode,
    pub stalemate: StalemateRule,
    pub threefold: bool,
    /// Plies (single moves of any player) without capture or pawn move that draw.
    /// Every preset uses 200: 50 moves per player with four players (source 001 says
    /// "50 coups par joueur"; for Chess.com the count is open, old texts say 100 plies,
    /// a third party 50 full rotations). Plies are counted as played, so with players
    /// eliminated 200 plies are more than 50 moves each.
    pub fifty_move_plies: Option<u32>,
    /// Draw when no active player can ever mate.
    pub insufficient_material: InsufficientMaterial,
    /// Total plies after which the game ends (Teams: draw; points: ranking).
    pub move_limit: Option<u32>,
}

impl Chess4Options {
    /// `chess4-teams`, Chess.com Standard Teams (source 000).
    ///
    /// Club's readings of open points: en passant by any attacking pawn until the
    /// double-stepper's owner moves again (Chess.com records show a capture three plies
    /// later); threefold repetition and the fifty-move rule counted as 200 plies (50 moves
    /// per player, as the second site says) since the source settles no draw rule for
    /// Teams; no insufficient-material rule in Teams.
    pub fn chess_com_teams() -> Chess4Options {
        Chess4Options {
            format: Format::Teams,
            layout: Layout::Standard,
            first: 0,
            en_passant: true,
            en_passant_who: EnPassantWho::AnyAttackingPawn,
            en_passant_window: EnPassantWindow::UntilOwnerMovesAgain,
            promotion_rank: 11,
            promotion: Promotion::Choice,
            mate_timing: MateTiming::AtMatedPlayersTurn,
            king_capture: true,
            points: PointsTable::STANDARD,
            on_resign: OnResign::Eliminated,
            zombie_start: ZombieStart::SameTurn,
            claim_threshold: 21,
            claim: ClaimMode::Claim,
            stalemate: StalemateRule::Draw,
            threefold: true,
            fifty_move_plies: Some(200),
            insufficient_material: InsufficientMaterial::Off,
            move_limit: None,
        }
    }

    /// `chess4-ffa`, Chess.com Standard Free-For-All (source 000).
    ///
    /// Club's readings: mate is immediate (the reading of most texts; the mover who caused
    /// it scores); fifty-move rule = 200 plies; a resigned player's king walks on (zombie),
    /// mating it scores 20, stalemating it gives 10 to each active player; claim threshold
    /// 21; insufficient material read as [`InsufficientMaterial::NoMatePossible`]. A
    /// player who resigns or loses on time at its own turn has its zombie king move in
    /// that same turn, as Chess.com plays it ([`ZombieStart::SameTurn`]).
    pub fn chess_com_ffa() -> Chess4Options {
        Chess4Options {
            format: Format::FreeForAll,
            promotion_rank: 8,
            promotion: Promotion::QueenWorthOne,
            mate_timing: MateTiming::Immediate,
            on_resign: OnResign::ZombieKing,
            stalemate: StalemateRule::ScoreAndEliminate,
            insufficient_material: InsufficientMaterial::NoMatePossible,
            ..Chess4Options::chess_com_teams()
        }
    }

    /// `chess4-qdan-teams`, the second site's Teams format (source 001).
    ///
    /// Club's readings: the Standard layout (the source does not say which); en passant
    /// "as in chess": any attacking pawn, next player only.
    pub fn qdan_teams() -> Chess4Options {
        Chess4Options {
            en_passant_window: EnPassantWindow::NextPlayerOnly,
            ..Chess4Options::chess_com_teams()
        }
    }

    /// `chess4-qdan-solo`, the second site's individual format (source 001).
    ///
    /// Club's readings: a stalemate is a draw (+10 to each remaining player), the only
    /// stalemate rule source 001 states; insufficient material as in `chess4-ffa`
    /// ([`InsufficientMaterial::NoMatePossible`]).
    pub fn qdan_solo() -> Chess4Options {
        Chess4Options {
            format: Format::FreeForAll,
            promotion_rank: 8,
            promotion: Promotion::QueenWorthOne,
            mate_timing: MateTiming::Immediate,
            on_resign: OnResign::Eliminated,
            claim: ClaimMode::Automatic,
            stalemate: StalemateRule::Draw,
            insufficient_material: InsufficientMaterial::NoMatePossible,
            ..Chess4Options::qdan_teams()
        }
    }

    /// The options of a preset id.
    pub fn preset(preset: Preset) -> Option<Chess4Options> {
        Some(match preset {
            Preset::Chess4Teams => Chess4Options::chess_com_teams(),
            Preset::Chess4Ffa => Chess4Options::chess_com_ffa(),
            Preset::Chess4QdanTeams => Chess4Options::qdan_teams(),
            Preset::Chess4QdanSolo => Chess4Options::qdan_solo(),
            _ => return None,
        })
    }

    pub fn teams(&self) -> bool {
        self.format == Format::Teams
    }

    /// The options as the settings table shows them.
    pub fn info(&self) -> Vec<OptionInfo> {
        options::describe(OPTIONS, self)
    }

    /// Changes one option by name, as an example's `rules:` writes it.
    pub fn set(&mut self, name: &str, value: &str) -> Result<(), OptionError> {
        options::set(OPTIONS, self, name, value)
    }
}

fn flag(b: bool) -> Value {
    Value::Choice(usize::from(!b))
}

fn limit(v: &Value) -> Option<u32> {
    match v {
        Value::Integer(n) => n.map(|n| u32::try_from(n).unwrap_or(u32::MAX)),
        _ => None,
    }
}

const SEATS: &[Choice] = &[
    Choice {
        id: "red",
        aliases: &["rouge"],
        label: "Rouge",
    },
    Choice {
        id: "blue",
        aliases: &["bleu"],
        label: "Bleu",
    },
    Choice {
        id: "yellow",
        aliases: &["jaune"],
        label: "Jaune",
    },
    Choice {
        id: "green",
        aliases: &["vert"],
        label: "Vert",
    },
];

/// The options of four-player chess, declared once.
pub const OPTIONS: &[OptionDecl<Chess4Options>] = &[
    OptionDecl {
        name: "format",
        label: "Format",
        description: "Deux équipes de partenaires face à face, ou chacun pour soi avec des points.",
        values: Values::Choice(&[
            Choice {
                id: "teams",
                aliases: &[],
                label: "équipes",
            },
            Choice {
                id: "ffa",
                aliases: &["solo", "individual"],
                label: "chacun pour soi",
            },
        ]),
        get: |o| Value::Choice(usize::from(o.format == Format::FreeForAll)),
        set: |o, v| o.format = [Format::Teams, Format::FreeForAll][pick(&v)],
    },
    OptionDecl {
        name: "layout",
        label: "Disposition de départ",
        description: "Où se tiennent le roi et la dame de Bleu et de Vert.",
        values: Values::Choice(&[
            choice("standard", "Standard"),
            Choice {
                id: "old-standard",
                aliases: &["old"],
                label: "ancienne Standard",
            },
        ]),
        get: |o| Value::Choice(usize::from(o.layout == Layout::OldStandard)),
        set: |o, v| o.layout = [Layout::Standard, Layout::OldStandard][pick(&v)],
    },
    OptionDecl {
        name: "first",
        label: "Premier joueur",
        description: "Le joueur qui joue le premier coup de la partie.",
        values: Values::Choice(SEATS),
        get: |o| Value::Choice(o.first as usize % 4),
        set: |o, v| o.first = pick(&v) as Seat,
    },
    OptionDecl {
        name: "en-passant",
        label: "Prise en passant",
        description: "Un pion qui avance de deux cases peut être pris en passant.",
        values: Values::Choice(options::TRUE_FALSE),
        get: |o| flag(o.en_passant),
        set: |o, v| o.en_passant = pick(&v) == 0,
    },
    OptionDecl {
        name: "en-passant-who",
        label: "Qui peut prendre en passant",
        description: "Tout pion adverse qui attaque la case sautée, ou seulement celui devant lequel le pion s'est arrêté.",
        values: Values::Choice(&[
            choice("any-attacking-pawn", "tout pion qui attaque la case sautée"),
            choice("pawn-in-front", "le pion devant lequel il s'arrête"),
        ]),
        get: |o| {
            Value::Choice(usize::from(
                o.en_passant_who == EnPassantWho::OnlyPawnInFront,
            ))
        },
        set: |o, v| {
            o.en_passant_who = [
                EnPassantWho::AnyAttackingPawn,
                EnPassantWho::OnlyPawnInFront,
            ][pick(&v)]
        },
    },
    OptionDecl {
        name: "en-passant-window",
        label: "Durée de la prise en passant",
        description: "Jusqu'à quand la prise en passant reste possible.",
        values: Values::Choice(&[
            choice("next-player", "le joueur suivant seulement"),
            choice(
                "until-owner-moves",
                "jusqu'au coup suivant du joueur du pion",
            ),
        ]),
        get: |o| {
            Value::Choice(usize::from(
                o.en_passant_window == EnPassantWindow::UntilOwnerMovesAgain,
            ))
        },
        set: |o, v| {
            o.en_passant_window = [
                EnPassantWindow::NextPlayerOnly,
                EnPassantWindow::UntilOwnerMovesAgain,
            ][pick(&v)]
        },
    },
    OptionDecl {
        name: "promotion-rank",
        label: "Rangée de promotion",
        description: "La rangée, comptée depuis la sienne, où un pion est promu.",
        values: Values::Choice(&[choice("8", "8e rangée"), choice("11", "11e rangée")]),
        get: |o| Value::Choice(usize::from(o.promotion_rank == 11)),
        set: |o, v| o.promotion_rank = [8, 11][pick(&v)],
    },
    OptionDecl {
        name: "promotion",
        label: "Pièce de promotion",
        description: "Ce que devient un pion promu.",
        values: Values::Choice(&[
            choice("choice", "dame, tour, fou ou cavalier, au choix"),
            choice(
                "queen-worth-1",
                "toujours une dame, qui ne vaut qu'un point",
            ),
        ]),
        get: |o| Value::Choice(usize::from(o.promotion == Promotion::QueenWorthOne)),
        set: |o, v| o.promotion = [Promotion::Choice, Promotion::QueenWorthOne][pick(&v)],
    },
    OptionDecl {
        name: "mate",
        label: "Moment du mat",
        description: "Un mat est constaté au tour du joueur maté, ou dès le coup qui le crée.",
        values: Values::Choice(&[
            choice("at-turn", "au tour du joueur maté"),
            choice("immediate", "tout de suite"),
        ]),
        get: |o| Value::Choice(usize::from(o.mate_timing == MateTiming::Immediate)),
        set: |o, v| {
            o.mate_timing = [MateTiming::AtMatedPlayersTurn, MateTiming::Immediate][pick(&v)]
        },
    },
    OptionDecl {
        name: "king-capture",
        label: "Capture du roi",
        description: "Un roi laissé en échec peut être pris par un adversaire qui joue avant son propriétaire.",
        values: Values::Choice(options::TRUE_FALSE),
        get: |o| flag(o.king_capture),
        set: |o, v| o.king_capture = pick(&v) == 0,
    },
    OptionDecl {
        name: "on-resign",
        label: "Après un abandon",
        description: "Ce que deviennent les pièces d'un joueur qui abandonne ou perd au temps.",
        values: Values::Choice(&[
            choice(
                "zombie-king",
                "les pièces meurent, le roi continue de marcher",
            ),
            choice("eliminated", "toute l'armée meurt"),
        ]),
        get: |o| Value::Choice(usize::from(o.on_resign == OnResign::Eliminated)),
        set: |o, v| o.on_resign = [OnResign::ZombieKing, OnResign::Eliminated][pick(&v)],
    },
    OptionDecl {
        name: "zombie-start",
        label: "Premier coup du roi zombie",
        description: "Quand un joueur abandonne ou perd au temps à son tour, son roi zombie joue dans ce même tour, ou seulement à son tour suivant.",
        values: Values::Choice(&[
            choice("same-turn", "dans le tour même de l'abandon"),
            choice("next-turn", "au tour suivant du joueur"),
        ]),
        get: |o| Value::Choice(usize::from(o.zombie_start == ZombieStart::NextTurn)),
        set: |o, v| o.zombie_start = [ZombieStart::SameTurn, ZombieStart::NextTurn][pick(&v)],
    },
    OptionDecl {
        name: "claim-threshold",
        label: "Avance qui met fin à la partie",
        description: "L'avance en points, à deux joueurs restants, qui permet de finir la partie.",
        values: Values::Integer {
            min: 1,
            none: false,
        },
        get: |o| Value::Integer(Some(i64::from(o.claim_threshold))),
        set: |o, v| {
            o.claim_threshold = limit(&v).map_or(i32::MAX, |n| i32::try_from(n).unwrap_or(i32::MAX))
        },
    },
    OptionDecl {
        name: "claim",
        label: "Fin sur l'avance",
        description: "Le joueur en tête réclame la victoire, ou la partie s'arrête d'elle-même.",
        values: Values::Choice(&[
            choice("claim", "réclamée par le joueur en tête"),
            choice("automatic", "automatique"),
        ]),
        get: |o| Value::Choice(usize::from(o.claim == ClaimMode::Automatic)),
        set: |o, v| o.claim = [ClaimMode::Claim, ClaimMode::Automatic][pick(&v)],
    },
    OptionDecl {
        name: "stalemate",
        label: "Pat",
        description: "Ce que fait un pat dans un format à points (en équipes, il annule toujours la partie).",
        values: Values::Choice(&[
            choice("draw", "partie nulle"),
            choice(
                "score-and-eliminate",
                "le joueur pat marque des points et quitte la partie",
            ),
        ]),
        get: |o| Value::Choice(usize::from(o.stalemate == StalemateRule::ScoreAndEliminate)),
        set: |o, v| o.stalemate = [StalemateRule::Draw, StalemateRule::ScoreAndEliminate][pick(&v)],
    },
    OptionDecl {
        name: "threefold",
        label: "Triple répétition",
        description: "La partie est nulle quand la même position revient trois fois.",
        values: Values::Choice(options::TRUE_FALSE),
        get: |o| flag(o.threefold),
        set: |o, v| o.threefold = pick(&v) == 0,
    },
    OptionDecl {
        name: "fifty-move-plies",
        label: "Règle des 50 coups (en coups joués)",
        description: "Coups joués, tous joueurs confondus, sans prise ni coup de pion avant la nulle ; « none » : pas de règle.",
        values: Values::Integer { min: 1, none: true },
        get: |o| Value::Integer(o.fifty_move_plies.map(i64::from)),
        set: |o, v| o.fifty_move_plies = limit(&v),
    },
    OptionDecl {
        name: "insufficient-material",
        label: "Matériel insuffisant",
        description: "La partie est nulle quand plus aucun joueur actif ne peut mater.",
        values: Values::Choice(&[
            Choice {
                id: "off",
                aliases: &["false", "no"],
                label: "jamais",
            },
            Choice {
                id: "no-mate-possible",
                aliases: &["true", "yes"],
                label: "quand aucun mat n'est plus possible",
            },
        ]),
        get: |o| {
            Value::Choice(usize::from(
                o.insufficient_material == InsufficientMaterial::NoMatePossible,
            ))
        },
        set: |o, v| {
            o.insufficient_material = [
                InsufficientMaterial::Off,
                InsufficientMaterial::NoMatePossible,
            ][pick(&v)]
        },
    },
    OptionDecl {
        name: "move-limit",
        label: "Limite de coups",
        description: "Nombre total de coups joués après lequel la partie s'arrête ; « none » : pas de limite.",
        values: Values::Integer { min: 1, none: true },
        get: |o| Value::Integer(o.move_limit.map(i64::from)),
        set: |o, v| o.move_limit = limit(&v),
    },
    OptionDecl {
        name: "points",
        label: "Barème P,C,F,T,D",
        description: "Les points que rapporte la prise d'un pion, d'un cavalier, d'un fou, d'une tour et d'une dame.",
        values: Values::Integers { count: 5 },
        get: |o| {
            let p = &o.points;
            Value::Integers(
                [p.pawn, p.knight, p.bishop, p.rook, p.queen]
                    .map(i64::from)
                    .to_vec(),
            )
        },
        set: |o, v| {
            if let Value::Integers(n) = v {
                let n: Vec<i32> = n.iter().map(|x| i32::try_from(*x).unwrap_or(0)).collect();
                if let [pawn, knight, bishop, rook, queen] = n[..] {
                    o.points = PointsTable {
                        pawn,
                        knight,
                        bishop,
                        rook,
                        queen,
                        ..o.points
                    };
                }
            }
        },
    },
];

/// Seat ids in seat order (0 red, 1 blue, 2 yellow, 3 green).
pub const SEAT_IDS: [&str; 4] = ["red", "blue", "yellow", "green"];

/// A seat from its English or French id.
pub fn seat_from_id(id: &str) -> Option<Seat> {
    Some(match id.trim().to_ascii_lowercase().as_str() {
        "red" | "rouge" | "r" => 0,
        "blue" | "bleu" | "b" => 1,
        "yellow" | "jaune" | "y" => 2,
        "green" | "vert" | "g" => 3,
        _ => return None,
    })
}
