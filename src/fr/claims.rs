//! The hints an example's failure gives about the engine's answers: the legal moves,
//! whose turn it is, what a hand holds, a player's act, how the game ended. The
//! example checker gathers the facts (written moves, seat names) and asks here for the
//! French sentence, so no sentence is built outside this module.

use super::{end_reason, join_and, lowercase_first, seat_dative, seat_genitive, seat_name};
use crate::rules::{EndReason, Game, Illegal, PieceKind};

/// How many moves a hint lists before it only counts them.
const SHOWN: usize = 40;

/// A list of written moves, at most [`SHOWN`] of them, then their count.
pub fn move_list(moves: &[String]) -> String {
    let n = moves.len().min(SHOWN);
    let more = if moves.len() > n {
        format!(" … ({} en tout)", moves.len())
    } else {
        String::new()
    };
    format!("{}{more}", moves[..n].join(", "))
}

/// Every legal move of the players to move.
pub fn all_legal_moves(moves: &[String]) -> String {
    if moves.is_empty() {
        "aucun coup légal dans cette position".into()
    } else {
        format!("coups légaux : {}", move_list(moves))
    }
}

/// Whose turn it is (`seat_ids` as examples write seats); none: the game is over.
pub fn turn(seat_ids: &[&str]) -> String {
    if seat_ids.is_empty() {
        return "la partie est terminée".into();
    }
    let names: Vec<String> = seat_ids.iter().map(|s| seat_genitive(s)).collect();
    format!("c'est au tour {}", join_and(&names))
}

/// A castling tried in a position given piece by piece.
pub fn castling_from_pieces() -> String {
    "une position donnée par « pieces: » n'a aucun droit de roque ; pour roquer, donnez la position par « setup: » (une FEN avec ses droits de roque)".into()
}

/// A drop of a piece the seat does not hold: what its hand holds (piece letters).
pub fn hand(seat_id: &str, letters: &[String]) -> String {
    let whose = seat_genitive(seat_id);
    if letters.is_empty() {
        format!("la main {whose} est vide")
    } else {
        format!("la main {whose} : {}", letters.join(", "))
    }
}

/// The legal drops of a kind the seat holds.
pub fn drops(kind: PieceKind, drops: &[String]) -> String {
    if drops.is_empty() {
        format!(
            "{} en main ne peut se poser nulle part",
            super::pieces::the_piece(kind)
        )
    } else {
        format!("parachutages possibles : {}", move_list(drops))
    }
}

/// A move from an empty square.
pub fn empty_square(square: &str) -> String {
    format!("la case {square} est vide")
}

/// A move of a piece that belongs to another seat, then whose turn it is.
pub fn piece_of(square: &str, owner_id: &str, turn: &str) -> String {
    format!(
        "la pièce en {square} appartient {} ; {turn}",
        seat_dative(owner_id)
    )
}

/// The legal moves of the piece on `square`.
pub fn piece_moves(square: &str, moves: &[String]) -> String {
    if moves.is_empty() {
        format!("la pièce en {square} n'a aucun coup légal")
    } else {
        format!(
            "coups légaux de la pièce en {square} : {}",
            move_list(moves)
        )
    }
}

/// A square name beyond the board's edge (`Rh9`), and the board's corners.
pub fn square_off_board(square: &str, first: &str, last: &str) -> String {
    format!("{square} n'est pas une case du plateau (de {first} à {last})")
}

/// The legal moves of a seat's pieces of one kind.
pub fn kind_moves(kind: PieceKind, seat_id: &str, moves: &[String]) -> String {
    let (_, plural, _) = super::piece_noun(kind);
    let plural = lowercase_first(plural);
    if moves.is_empty() {
        // the usual cause: a move of the side not on move
        format!(
            "c'est {} de jouer, et les {plural} {} n'ont aucun coup légal",
            seat_dative(seat_id),
            seat_genitive(seat_id)
        )
    } else {
        format!("coups légaux des {plural} : {}", move_list(moves))
    }
}

pub use crate::lang::fr::browser::act;

/// The points of the players still in the game, behind a refused claim.
pub fn points(scores: &[(&str, i32)]) -> String {
    let shown: Vec<String> = scores
        .iter()
        .map(|(s, p)| format!("{} {p}", seat_name(s)))
        .collect();
    format!("points des joueurs en jeu : {}", shown.join(", "))
}

/// How a finished game ended, with its `end:` key.
pub fn ended_by(reason: EndReason) -> String {
    format!(
        "la partie s'est terminée par : {} (end: {})",
        end_reason(reason),
        reason.id()
    )
}

/// A move of `moves:` the engine refuses.
pub fn illegal_move(game: &dyn Game, why: &Illegal) -> String {
    format!("coup illégal : {}", super::illegal(game, why))
}

/// An act of `legal:` the engine refuses.
pub fn refused_act(game: &dyn Game, why: &Illegal) -> String {
    format!("cet acte est refusé : {}", super::illegal(game, why))
}

/// A move of `legal:` that is not legal, `why` said in French.
pub fn not_legal(why: &str) -> String {
    format!("ce coup n'est pas légal : {why}")
}

pub const ACT_ACCEPTED: &str = "cet acte est accepté";
pub const MOVE_IS_LEGAL: &str = "ce coup est légal";
pub const REMOVE_FROM_ILLEGAL: &str = "retirez-le de `illegal:` ou changez la position";
pub const NOT_A_MOVE: &str = "ce n'est pas un coup bien écrit";
pub const NOT_A_MOVE_HINT: &str = "écrivez le coup dans la notation du jeu, par exemple e2-e4";
pub const DRAWN: &str = "la partie est nulle";
pub const NOT_OVER: &str = "la partie n'est pas terminée";
pub const NO_RANKING: &str = "aucun classement";
pub const NO_POINTS: &str = "ce format ne compte pas de points";
pub const NO_CLOCK: &str = "ce jeu ne tient pas de pendule";
pub const NO_CLOCK_HINT: &str = "le moteur ne tient les pendules qu'au bughouse (réglage `clock`)";
pub const OVER: &str = "partie terminée";

/// The destinations a `moves_of:` claim lists wrongly: `missing` are claimed but not
/// legal, `extra` legal but not claimed.
pub fn destinations_hint(missing: &[String], extra: &[String]) -> String {
    let mut hint = Vec::new();
    if !missing.is_empty() {
        hint.push(format!("en trop dans l'exemple : {}", missing.join(", ")));
    }
    if !extra.is_empty() {
        hint.push(format!("oubliées : {}", extra.join(", ")));
    }
    hint.join(" ; ")
}

/// How the game stands, for a `draw:` claim: not over, drawn or won, and why.
pub fn draw_found(ended: Option<EndReason>, is_draw: bool) -> String {
    match ended {
        None => NOT_OVER.into(),
        Some(r) if is_draw => format!("nulle ({}, end: {})", end_reason(r), r.id()),
        Some(r) => format!("partie gagnée ({}, end: {})", end_reason(r), r.id()),
    }
}

/// How the game ended, for an `end:` claim (or that it is not over).
pub fn end_found(ended: Option<EndReason>) -> String {
    match ended {
        Some(r) => ended_by(r),
        None => NOT_OVER.into(),
    }
}

/// A format that counts points, for a `scores: none` claim.
pub fn points_counted(kept: &[String]) -> String {
    format!("ce format compte des points : {{{}}}", kept.join(", "))
}

/// A seat's clock, already written as `m:ss`.
pub fn clock_shows(seat_id: &str, time: &str) -> String {
    format!("la pendule {} indique {time}", seat_genitive(seat_id))
}

/// A move of `illegal:` refused, but not for its `because:` (`why`: the engine's
/// refusal in French, when a piece could make the move at all).
pub fn other_reason(reason: &str, why: Option<&str>) -> String {
    match why {
        Some(why) => format!("refusé pour une autre raison, « {reason} » : {why}"),
        None => {
            format!("refusé pour une autre raison, « {reason} » : aucune pièce ne joue ce coup")
        }
    }
}

/// What to do when `because:` names another reason than the engine's.
pub fn other_reason_hint(reason: &str) -> String {
    format!(
        "changez la position pour que le coup soit refusé pour la raison annoncée, ou écrivez « because: {reason} » si c'est bien celle-là"
    )
}

/// A `because:` word that names no refusal.
pub fn unknown_reason(word: &str) -> String {
    format!("raison inconnue « {word} » dans « because »")
}

/// The nearest reason, or every reason.
pub fn reasons_hint(suggestion: Option<&str>, known: &[&str]) -> String {
    match suggestion {
        Some(s) => format!("vouliez-vous dire « {s} » ?"),
        None => format!("raisons possibles : {}", known.join(", ")),
    }
}

/// A `because:` for a move `illegal:` does not list (`None`: no `illegal:` at all).
pub fn because_without_illegal(item: Option<&str>) -> String {
    match item {
        Some(m) => format!("« because » donne une raison pour « {m} », absent de « illegal »"),
        None => "« because » donne la raison des coups de « illegal », qui manque".into(),
    }
}

pub const BECAUSE_KEYS_HINT: &str =
    "les clés de « because » sont les coups de « illegal », écrits de la même façon";

/// An `illegal:` move refused for a reason examples often meet by accident (`why`: the
/// refusal in French): a warning.
pub fn accidental(why: &str) -> String {
    format!(
        "ce coup est bien refusé, mais peut-être pas pour la raison que montre l'exemple : {why}"
    )
}

/// What to do about it: the fix of the accident, and `because:` when it is meant.
pub fn accidental_hint(reason: &str, from_pieces_castling: bool) -> String {
    let state = format!("si c'est la raison voulue, écrivez-la : « because: {reason} »");
    if from_pieces_castling {
        format!("{} ; {state}", castling_from_pieces())
    } else {
        format!("vérifiez le camp au trait et la fin de partie ; {state}")
    }
}
