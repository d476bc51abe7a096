//! The hints an example's failure gives about the engine's answers: the legal moves,
//! whose turn it is, what a hand holds, a player's act, how the game ended. The
//! example checker gathers the facts (written moves, seat names) and asks here for the
//! French sentence, so no sentence is built outside this module.

use super::{end_reason, join_and, lowercase_first, seat_dative, seat_genitive, seat_name};
use crate::rules::{EndReason, Move, PieceKind};

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

/// The legal moves of a seat's pieces of one kind.
pub fn kind_moves(kind: PieceKind, seat_id: &str, moves: &[String]) -> String {
    let (_, plural, _) = super::piece_noun(kind);
    let plural = lowercase_first(plural);
    if moves.is_empty() {
        format!(
            "aucun coup légal pour les {plural} de {}",
            seat_name(seat_id)
        )
    } else {
        format!("coups légaux des {plural} : {}", move_list(moves))
    }
}

/// An act as the moves of an example list it: the seat, then what it does.
pub fn act(seat_id: &str, mv: &Move) -> String {
    let label = match mv {
        Move::Resign(_) => "abandon",
        Move::Timeout(_) => "temps dépassé",
        Move::ClaimWin(_) => "victoire réclamée",
        Move::Leave(_) => "départ",
        Move::DrawAgreed => return "nulle par accord".into(),
        Move::Step { .. } | Move::Castle { .. } | Move::Drop { .. } => "coup",
    };
    format!("{} : {label}", seat_name(seat_id))
}

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
