//! French explanations of the engine's verdicts, for diagnostics and captions.

use crate::rules::{Game, Illegal};

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

/// Why a move is illegal, in one French sentence (naming whose turn it is).
pub fn illegal_fr(game: &dyn Game, reason: &Illegal) -> String {
    match reason {
        Illegal::NotYourTurn { seat } => {
            format!(
                "ce n'est pas le tour {}",
                seat_genitive(game.seat_id(*seat))
            )
        }
        other => crate::notation::commands::illegal_fr(game.geometry(), other),
    }
}

/// « à » + a seat's name: `aux Blancs`, `à Rouge`.
pub fn seat_dative(id: &str) -> String {
    let name = seat_fr(id);
    match name.strip_prefix("les ") {
        Some(rest) => format!("aux {rest}"),
        None => format!("à {name}"),
    }
}

/// « de » + a seat's name: `des Blancs`, `de Rouge`.
pub fn seat_genitive(id: &str) -> String {
    let name = seat_fr(id);
    match name.strip_prefix("les ") {
        Some(rest) => format!("des {rest}"),
        None => format!("de {name}"),
    }
}
