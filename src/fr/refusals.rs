//! Refusals in French: illegal moves and drops, impossible set-ups, options that cannot
//! be set, perft requests that cannot be counted. (The short labels of refusals, which
//! the coverage table shows, are page words: [`crate::lang::fr::refusals`].)

use super::pieces::{a_piece, piece_noun};
use super::seats::{seat_genitive, seat_name};
use super::{join_and, lowercase_first};
use crate::rules::options::Expected;
use crate::rules::{
    CastlingFailure, DropRefusal, Game, Geometry, Illegal, OptionError, PerftError, PieceKind,
    Seat, SetupError,
};

/// Why a move is illegal, in one French clause (no capital, no full stop).
pub fn illegal(game: &dyn Game, why: &Illegal) -> String {
    let g = game.geometry();
    let n = |s| g.name(s);
    match why {
        Illegal::NotYourTurn { seat } => {
            format!("ce n'est pas le tour {}", seat_genitive(game.seat_id(*seat)))
        }
        Illegal::NoPiece { from } => format!("aucune pièce du joueur au trait en {}", n(*from)),
        Illegal::CannotReach { from, to } => {
            format!("la pièce en {} ne peut pas aller en {}", n(*from), n(*to))
        }
        Illegal::Blocked { from, to, at } if at == to => {
            format!("la case {} est occupée (coup {}-{})", n(*at), n(*from), n(*to))
        }
        Illegal::Blocked { from, to, at } => {
            format!("le chemin de {} à {} est barré en {}", n(*from), n(*to), n(*at))
        }
        Illegal::LeavesKingInCheck { king, by } => {
            let by: Vec<String> = by.iter().map(|s| n(*s)).collect();
            if by.is_empty() {
                format!("le roi en {} serait en échec", n(*king))
            } else {
                format!(
                    "le roi en {} serait en échec (attaqué depuis {})",
                    n(*king),
                    join_and(&by)
                )
            }
        }
        Illegal::Castling { reason } => format!("roque impossible : {}", castling(*reason)),
        Illegal::EnPassantExpired { to } => format!(
            "la prise en passant en {} n'est possible qu'au coup qui suit le double pas",
            n(*to)
        ),
        Illegal::Promotion { on } => format!(
            "promotion incorrecte en {} (un pion qui atteint la dernière rangée devient dame, tour, fou ou cavalier, et seulement lui)",
            n(*on)
        ),
        Illegal::Drop { kind, to, reason } => {
            format!("parachutage impossible en {} : {}", n(*to), drop(game, *kind, *to, reason))
        }
        Illegal::DroppedPawnDoubleStep { from, .. } => format!(
            "le pion en {} a été parachuté : avec ce réglage, il n'avance pas de deux cases",
            n(*from)
        ),
        Illegal::OwnPiece { at } => format!(
            "la case {} est occupée par une pièce de votre camp : on ne prend ni ses propres pièces ni celles de son partenaire",
            n(*at)
        ),
        Illegal::KingNotCapturable { at } => {
            format!("le roi en {} ne peut pas être pris : un roi ne se capture jamais", n(*at))
        }
        Illegal::ChecksPartner { king } => format!(
            "ce coup mettrait en échec le roi de votre partenaire, en {}",
            n(*king)
        ),
        Illegal::RepetitionByCheck => {
            "le joueur qui donne échec à chaque coup ne peut pas répéter une position une quatrième fois".into()
        }
        Illegal::ActUnavailable => "cet acte n'existe pas dans ce jeu ou ce format".into(),
        Illegal::ClaimRefused { needed, players_left, .. } if *players_left != 2 => format!(
            "la victoire ne se réclame qu'à deux joueurs restants (il en reste {players_left}) et avec {needed} points d'avance"
        ),
        Illegal::ClaimRefused { lead, needed, .. } => format!(
            "il faut {needed} points d'avance pour réclamer la victoire ; l'avance n'est que de {lead}"
        ),
        Illegal::NoDrawToClaim { repetitions, plies } => no_draw_to_claim(*repetitions, *plies),
        Illegal::GameOver => "la partie est terminée".into(),
        Illegal::NotLegalHere => "aucune pièce ne joue ce coup dans cette position".into(),
    }
}

/// Why a claimed draw is refused: what each claimed rule counts now and needs.
fn no_draw_to_claim(repetitions: Option<(usize, usize)>, plies: Option<(usize, usize)>) -> String {
    let mut why = Vec::new();
    if let Some((found, needed)) = repetitions {
        why.push(format!(
            "la position n'est apparue que {found} fois (il en faut {needed})"
        ));
    }
    if let Some((found, needed)) = plies {
        why.push(format!(
            "{found} demi-coups seulement sans prise ni coup de pion (il en faut {needed})"
        ));
    }
    if why.is_empty() {
        return "aucune nulle ne se réclame avec ces règles : elles s'appliquent d'elles-mêmes ou pas du tout".into();
    }
    format!("rien à réclamer : {}", why.join(", et "))
}

fn castling(reason: CastlingFailure) -> &'static str {
    match reason {
        CastlingFailure::NoRights => "la position ne donne pas le droit de roquer de ce côté",
        CastlingFailure::KingMoved => "le roi a déjà bougé",
        CastlingFailure::RookMoved => "cette tour a déjà bougé",
        CastlingFailure::PathBlocked => "une case entre le roi et la tour est occupée",
        CastlingFailure::InCheck => "le roi est en échec",
        CastlingFailure::CrossesAttackedSquare => "le roi traverserait une case attaquée",
        CastlingFailure::LandsOnAttackedSquare => "le roi arriverait sur une case attaquée",
    }
}

fn drop(game: &dyn Game, kind: PieceKind, to: crate::rules::Square, why: &DropRefusal) -> String {
    let n = |s| game.geometry().name(s);
    let (noun, _, _) = piece_noun(kind);
    match why {
        DropRefusal::NoDropsInGame => "on ne parachute aucune pièce dans ce jeu".into(),
        DropRefusal::NotDroppable => format!("{} ne se parachute jamais", a_piece(kind)),
        DropRefusal::NotInHand => format!("le joueur n'a pas de {} en main", lowercase_first(noun)),
        DropRefusal::Occupied => format!("la case {} est occupée", n(to)),
        DropRefusal::OffBoard => "cette case n'est pas sur le plateau".into(),
        DropRefusal::PawnOnEdgeRank => {
            "un pion ne se pose ni sur la première ni sur la dernière rangée".into()
        }
        DropRefusal::PawnCannotMove => "un pion posé là ne pourrait plus jamais avancer".into(),
        DropRefusal::PawnBeforeTurnedKing { king } => format!(
            "un pion ne se pose pas juste devant un roi retourné (en {})",
            n(*king)
        ),
        DropRefusal::Nifu { twin } => format!(
            "le joueur a déjà un pion non promu sur cette ligne, en {} (deux pions sur une ligne : nifu)",
            n(*twin)
        ),
        DropRefusal::PawnDropMate { mated } => {
            let names: Vec<String> = mated
                .iter()
                .map(|s| seat_name(game.seat_id(*s)).to_string())
                .collect();
            format!(
                "un pion parachuté ne peut pas donner mat (uchifuzume) : il materait {}",
                join_and(&names)
            )
        }
    }
}

/// Why a described position cannot be set up. `seat_id` names a seat as examples
/// write it.
pub fn setup_error(
    geometry: &Geometry,
    seat_id: &dyn Fn(Seat) -> String,
    e: &SetupError,
) -> String {
    let n = |s| geometry.name(s);
    let seat = |s: &Seat| seat_name(&seat_id(*s)).to_string();
    match e {
        SetupError::OffBoard => "une case hors du plateau".into(),
        SetupError::TwoPieces { on } => format!("deux pièces sur la case {}", n(*on)),
        SetupError::NoSuchSeat { seat } => {
            format!("ce jeu n'a pas de joueur n° {}", u32::from(*seat) + 1)
        }
        SetupError::TwoKings { seat: s } => format!("deux rois pour {}", seat(s)),
        SetupError::OnlyKingTurned { on } => {
            format!("seul un roi peut être retourné (pièce en {})", n(*on))
        }
        SetupError::KindNotInGame { kind } => {
            format!("ce jeu n'a pas de {}", lowercase_first(piece_noun(*kind).0))
        }
        SetupError::CannotPromote { kind, on } => {
            format!("{} ne se promeut pas (pièce en {})", a_piece(*kind), n(*on))
        }
        SetupError::PieceOfAbsentPlayer { on, seat: s } => format!(
            "la pièce en {} appartient à {}, qui ne joue pas : marquez-la sans propriétaire",
            n(*on),
            seat(s)
        ),
        SetupError::NotHandPiece { kind } => format!(
            "{} ne peut pas être en main (seulement tour, or, argent et pion)",
            a_piece(*kind)
        ),
        SetupError::MatedWithoutTurnedKing { seat: s } => {
            format!("{} est dit maté mais son roi n'est pas retourné", seat(s))
        }
        SetupError::MatedTwice { seat: s } => format!("{} ne peut être maté qu'une fois", seat(s)),
        SetupError::NoLivePlayer => "aucun joueur n'a de roi non retourné".into(),
        SetupError::TurnToAbsentPlayer { seat: s } => {
            format!(
                "le trait est à {}, qui n'a pas de roi non retourné",
                seat(s)
            )
        }
    }
}

/// An option that cannot be set: what is wrong, and a hint (the nearest spelling, or
/// what is accepted).
pub fn option_error(e: &OptionError) -> (String, String) {
    match e {
        OptionError::UnknownName {
            name,
            suggestion,
            known,
        } => (
            format!("réglage inconnu « {name} »"),
            match suggestion {
                Some(s) => format!("vouliez-vous dire « {s} » ?"),
                None => format!("réglages de ce jeu : {}", known.join(", ")),
            },
        ),
        OptionError::BadValue {
            name,
            value,
            expected,
            suggestion,
        } => {
            let accepted = match expected {
                Expected::OneOf(ids) => format!("valeurs possibles : {}", ids.join(", ")),
                Expected::Integer { min, none: false } => {
                    format!("un nombre entier au moins égal à {min}")
                }
                Expected::Integer { min, none: true } => {
                    format!("un nombre entier au moins égal à {min}, ou none (sans limite)")
                }
                Expected::Integers { count } => {
                    format!("{count} nombres entiers séparés par des virgules")
                }
            };
            (
                format!(
                    "valeur « {} » refusée pour le réglage « {name} »",
                    value.trim()
                ),
                match suggestion {
                    Some(s) => format!("vouliez-vous dire « {s} » ? ({accepted})"),
                    None => accepted,
                },
            )
        }
    }
}

/// Why perft cannot count what was asked.
pub fn perft_error(e: &PerftError) -> String {
    match e {
        PerftError::TooDeep { depth, max } => {
            format!("profondeur {depth} trop grande : perft compte au plus {max} demi-coups")
        }
        PerftError::NoSuchBoard => "--board ne sert qu'au bughouse (deux échiquiers)".into(),
    }
}
