//! French explanations of the engine's verdicts, for diagnostics and captions.

use crate::rules::{CastlingFailure, Game, Illegal, Seat};

/// French display name of a seat id (`white` → `les Blancs`), for sentences.
pub fn seat_fr(id: &str) -> &str {
    match id {
        "white" => "les Blancs",
        "black" => "les Noirs",
        "red" => "Rouge",
        "blue" => "Bleu",
        "yellow" => "Jaune",
        "green" => "Vert",
        "south" => "Sud",
        "west" => "Ouest",
        "north" => "Nord",
        "east" => "Est",
        "A" => "les Blancs de l'échiquier A",
        "a" => "les Noirs de l'échiquier A",
        "B" => "les Blancs de l'échiquier B",
        "b" => "les Noirs de l'échiquier B",
        other => other,
    }
}

/// Why a move is illegal, in one French sentence.
pub fn illegal_fr(game: &dyn Game, reason: &Illegal) -> String {
    let g = game.geometry();
    let sq = |s| g.name(s);
    match reason {
        Illegal::NotYourTurn { seat } => {
            format!("ce n'est pas le tour de {}", seat_fr(game.seat_id(*seat)))
        }
        Illegal::NoPiece { from } => format!("aucune pièce du joueur au trait en {}", sq(*from)),
        Illegal::CannotReach { from, to } => {
            format!(
                "la pièce de {} ne se déplace pas ainsi jusqu'en {}",
                sq(*from),
                sq(*to)
            )
        }
        Illegal::Blocked { from, to, at } => {
            format!(
                "le chemin de {} à {} est barré en {}",
                sq(*from),
                sq(*to),
                sq(*at)
            )
        }
        Illegal::LeavesKingInCheck { king, by } => {
            let by: Vec<String> = by.iter().map(|s| sq(*s)).collect();
            if by.is_empty() {
                format!("le roi en {} serait en prise", sq(*king))
            } else {
                format!(
                    "le roi en {} serait attaqué depuis {}",
                    sq(*king),
                    by.join(", ")
                )
            }
        }
        Illegal::Castling { reason } => format!("roque interdit : {}", castling_fr(*reason)),
        Illegal::EnPassantExpired { to } => {
            format!(
                "la prise en passant en {} n'est plus possible : elle se joue au coup suivant seulement",
                sq(*to)
            )
        }
        Illegal::Promotion { on } => format!("promotion impossible ou manquante en {}", sq(*on)),
        Illegal::Drop { kind, to, why } => {
            format!(
                "parachutage de {} en {} interdit ({why})",
                kind.letter(),
                sq(*to)
            )
        }
        Illegal::GameOver => "la partie est déjà terminée".to_string(),
        Illegal::Other(text) => text.clone(),
    }
}

pub fn castling_fr(reason: CastlingFailure) -> &'static str {
    match reason {
        CastlingFailure::KingMoved => "le roi a déjà bougé",
        CastlingFailure::RookMoved => "la tour a déjà bougé",
        CastlingFailure::PathBlocked => "une pièce se trouve entre le roi et la tour",
        CastlingFailure::InCheck => "le roi est en échec",
        CastlingFailure::CrossesAttackedSquare => "le roi traverserait une case attaquée",
        CastlingFailure::LandsOnAttackedSquare => "le roi arriverait sur une case attaquée",
    }
}

/// A list of seat ids for messages: `aucun` when empty.
pub fn seats_list(game: &dyn Game, seats: &[Seat]) -> String {
    if seats.is_empty() {
        return "personne".to_string();
    }
    seats
        .iter()
        .map(|s| game.seat_id(*s))
        .collect::<Vec<_>>()
        .join(", ")
}
