//! The options of four-player chess and the four presets of the sources.
//!
//! Every point a source calls changeable, or leaves open, is a named field here; the
//! presets are plain values. Where a source is silent the doc comment of the preset says
//! which value we chose: that is the club's reading, to be stated in the guide.

use crate::rules::{OptionInfo, Preset, Seat};

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
    /// Chess.com's current FFA table (REFERENCE §1.4); the second site's is the same.
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
    /// 21; insufficient material read as [`InsufficientMaterial::NoMatePossible`].
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
        let opt = |name, value: String, choices: Vec<&'static str>, label_fr| OptionInfo {
            name,
            value,
            choices,
            label_fr,
        };
        let num = |n: Option<u32>| n.map_or("none".to_string(), |n| n.to_string());
        vec![
            opt(
                "format",
                id_format(self.format).into(),
                vec!["teams", "ffa"],
                "Format",
            ),
            opt(
                "layout",
                id_layout(self.layout).into(),
                vec!["standard", "old-standard"],
                "Disposition de départ",
            ),
            opt(
                "first",
                SEAT_IDS[self.first as usize % 4].into(),
                SEAT_IDS.to_vec(),
                "Premier joueur",
            ),
            opt(
                "en_passant",
                self.en_passant.to_string(),
                vec!["true", "false"],
                "Prise en passant",
            ),
            opt(
                "en_passant_who",
                match self.en_passant_who {
                    EnPassantWho::AnyAttackingPawn => "any-attacking-pawn",
                    EnPassantWho::OnlyPawnInFront => "pawn-in-front",
                }
                .into(),
                vec!["any-attacking-pawn", "pawn-in-front"],
                "Qui peut prendre en passant",
            ),
            opt(
                "en_passant_window",
                match self.en_passant_window {
                    EnPassantWindow::NextPlayerOnly => "next-player",
                    EnPassantWindow::UntilOwnerMovesAgain => "until-owner-moves",
                }
                .into(),
                vec!["next-player", "until-owner-moves"],
                "Durée de la prise en passant",
            ),
            opt(
                "promotion_rank",
                self.promotion_rank.to_string(),
                vec!["8", "11"],
                "Rangée de promotion",
            ),
            opt(
                "promotion",
                match self.promotion {
                    Promotion::Choice => "choice",
                    Promotion::QueenWorthOne => "queen-worth-1",
                }
                .into(),
                vec!["choice", "queen-worth-1"],
                "Pièce de promotion",
            ),
            opt(
                "mate",
                match self.mate_timing {
                    MateTiming::AtMatedPlayersTurn => "at-turn",
                    MateTiming::Immediate => "immediate",
                }
                .into(),
                vec!["at-turn", "immediate"],
                "Moment du mat",
            ),
            opt(
                "king_capture",
                self.king_capture.to_string(),
                vec!["true", "false"],
                "Capture du roi",
            ),
            opt(
                "on_resign",
                match self.on_resign {
                    OnResign::ZombieKing => "zombie-king",
                    OnResign::Eliminated => "eliminated",
                }
                .into(),
                vec!["zombie-king", "eliminated"],
                "Après un abandon",
            ),
            opt(
                "claim_threshold",
                self.claim_threshold.to_string(),
                vec![],
                "Avance qui met fin à la partie",
            ),
            opt(
                "claim",
                match self.claim {
                    ClaimMode::Claim => "claim",
                    ClaimMode::Automatic => "automatic",
                }
                .into(),
                vec!["claim", "automatic"],
                "Fin sur l'avance",
            ),
            opt(
                "stalemate",
                match self.stalemate {
                    StalemateRule::Draw => "draw",
                    StalemateRule::ScoreAndEliminate => "score-and-eliminate",
                }
                .into(),
                vec!["draw", "score-and-eliminate"],
                "Pat",
            ),
            opt(
                "threefold",
                self.threefold.to_string(),
                vec!["true", "false"],
                "Triple répétition",
            ),
            opt(
                "fifty_move_plies",
                num(self.fifty_move_plies),
                vec![],
                "Règle des 50 coups (en coups joués)",
            ),
            opt(
                "insufficient-material",
                match self.insufficient_material {
                    InsufficientMaterial::Off => "off",
                    InsufficientMaterial::NoMatePossible => "no-mate-possible",
                }
                .into(),
                vec!["off", "no-mate-possible"],
                "Matériel insuffisant",
            ),
            opt(
                "move_limit",
                num(self.move_limit),
                vec![],
                "Limite de coups",
            ),
            opt(
                "points",
                format!(
                    "{},{},{},{},{}",
                    self.points.pawn,
                    self.points.knight,
                    self.points.bishop,
                    self.points.rook,
                    self.points.queen
                ),
                vec![],
                "Barème P,C,F,T,D",
            ),
        ]
    }

    /// Changes one option by name, as an example's `rules:` writes it.
    pub fn set(&mut self, name: &str, value: &str) -> Result<(), String> {
        let v = value.trim();
        let bad = |accepted: &str| Err(format!("option `{name}`: `{v}` is not one of {accepted}"));
        let boolean = |v: &str| match v {
            "true" | "yes" | "on" => Some(true),
            "false" | "no" | "off" => Some(false),
            _ => None,
        };
        let limit = |v: &str| -> Result<Option<u32>, String> {
            if matches!(v, "none" | "null" | "~" | "") {
                return Ok(None);
            }
            v.parse::<u32>()
                .map(Some)
                .map_err(|_| format!("option `{name}`: `{v}` is not a number or none"))
        };
        match name {
            "format" => match v {
                "teams" => self.format = Format::Teams,
                "ffa" | "solo" | "individual" => self.format = Format::FreeForAll,
                _ => return bad("teams, ffa"),
            },
            "layout" => match v {
                "standard" => self.layout = Layout::Standard,
                "old-standard" | "old" => self.layout = Layout::OldStandard,
                _ => return bad("standard, old-standard"),
            },
            "first" => match seat_from_id(v) {
                Some(s) => self.first = s,
                None => return bad("red, blue, yellow, green"),
            },
            "en_passant" => match boolean(v) {
                Some(b) => self.en_passant = b,
                None => return bad("true, false"),
            },
            "en_passant_who" => match v {
                "any-attacking-pawn" => self.en_passant_who = EnPassantWho::AnyAttackingPawn,
                "pawn-in-front" => self.en_passant_who = EnPassantWho::OnlyPawnInFront,
                _ => return bad("any-attacking-pawn, pawn-in-front"),
            },
            "en_passant_window" => match v {
                "next-player" => self.en_passant_window = EnPassantWindow::NextPlayerOnly,
                "until-owner-moves" => {
                    self.en_passant_window = EnPassantWindow::UntilOwnerMovesAgain
                }
                _ => return bad("next-player, until-owner-moves"),
            },
            "promotion_rank" => match v {
                "8" => self.promotion_rank = 8,
                "11" => self.promotion_rank = 11,
                _ => return bad("8, 11"),
            },
            "promotion" => match v {
                "choice" => self.promotion = Promotion::Choice,
                "queen-worth-1" => self.promotion = Promotion::QueenWorthOne,
                _ => return bad("choice, queen-worth-1"),
            },
            "mate" => match v {
                "at-turn" => self.mate_timing = MateTiming::AtMatedPlayersTurn,
                "immediate" => self.mate_timing = MateTiming::Immediate,
                _ => return bad("at-turn, immediate"),
            },
            "king_capture" => match boolean(v) {
                Some(b) => self.king_capture = b,
                None => return bad("true, false"),
            },
            "on_resign" => match v {
                "zombie-king" => self.on_resign = OnResign::ZombieKing,
                "eliminated" => self.on_resign = OnResign::Eliminated,
                _ => return bad("zombie-king, eliminated"),
            },
            "claim_threshold" => match v.parse::<i32>() {
                Ok(n) if n > 0 => self.claim_threshold = n,
                _ => return bad("a positive number"),
            },
            "claim" => match v {
                "claim" => self.claim = ClaimMode::Claim,
                "automatic" => self.claim = ClaimMode::Automatic,
                _ => return bad("claim, automatic"),
            },
            "stalemate" => match v {
                "draw" => self.stalemate = StalemateRule::Draw,
                "score-and-eliminate" => self.stalemate = StalemateRule::ScoreAndEliminate,
                _ => return bad("draw, score-and-eliminate"),
            },
            "threefold" => match boolean(v) {
                Some(b) => self.threefold = b,
                None => return bad("true, false"),
            },
            "fifty_move_plies" => self.fifty_move_plies = limit(v)?,
            // The older spelling and its yes/no values are still read.
            "insufficient-material" | "insufficient_material" => match v {
                "off" | "false" | "no" => self.insufficient_material = InsufficientMaterial::Off,
                "no-mate-possible" | "true" | "yes" => {
                    self.insufficient_material = InsufficientMaterial::NoMatePossible
                }
                _ => return bad("off, no-mate-possible"),
            },
            "move_limit" => self.move_limit = limit(v)?,
            "points" => {
                let n: Vec<i32> = v
                    .split(',')
                    .map(|x| x.trim().parse::<i32>())
                    .collect::<Result<_, _>>()
                    .map_err(|_| format!("option `points`: `{v}` is not five numbers P,N,B,R,Q"))?;
                if n.len() != 5 {
                    return bad("five numbers P,N,B,R,Q");
                }
                self.points.pawn = n[0];
                self.points.knight = n[1];
                self.points.bishop = n[2];
                self.points.rook = n[3];
                self.points.queen = n[4];
            }
            _ => {
                let names: Vec<&str> = self.info().iter().map(|o| o.name).collect();
                return Err(format!(
                    "unknown option `{name}` (known: {})",
                    names.join(", ")
                ));
            }
        }
        Ok(())
    }
}

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

fn id_format(f: Format) -> &'static str {
    match f {
        Format::Teams => "teams",
        Format::FreeForAll => "ffa",
    }
}

fn id_layout(l: Layout) -> &'static str {
    match l {
        Layout::Standard => "standard",
        Layout::OldStandard => "old-standard",
    }
}
