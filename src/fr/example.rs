//! What an example itself gets wrong, before the engine answers: no game or an unknown
//! one, a missing or contradicted turn, an unknown player, a square off the board.

pub const NO_GAME: &str = "aucun jeu indiqué";
pub const NO_GAME_HINT: &str =
    "ajoutez `game: chess` (ou un autre jeu) à l'exemple ou `game:` dans l'en-tête de la page";
pub const TURN_MISSING: &str = "« turn » manque";
pub const TURN_CONTRADICTS: &str = "la position donne le trait à un autre joueur";
pub const TURN_CONTRADICTS_HINT: &str = "avec `setup:`, le trait vient de la position elle-même ; retirez `turn:` ou corrigez la position";

/// An unknown game: the nearest preset id, or all of them.
pub fn unknown_game(id: &str, suggestion: Option<&str>, known: &[&str]) -> (String, String) {
    let hint = match suggestion {
        Some(s) => format!("vouliez-vous dire « {s} » ?"),
        None => format!("jeux connus : {}", known.join(", ")),
    };
    (format!("jeu inconnu « {id} »"), hint)
}

/// The claim an unknown game of the page's front matter is shown as.
pub fn game_of_page(id: &str) -> String {
    format!("game: {id} (en-tête de la page, utilisé par cet exemple)")
}

/// A position the notation cannot read, `why` said by [`super::notation`].
pub fn unreadable_position(why: &str) -> String {
    format!("position illisible : {why}")
}

/// A seat name the game does not have, and the seats it has.
pub fn unknown_player(name: &str, known: &[&str]) -> (String, String) {
    (
        format!("joueur « {name} » inconnu dans ce jeu"),
        format!("joueurs : {}", known.join(", ")),
    )
}

/// A square name off the board.
pub fn off_board(square: &str) -> String {
    format!("case « {square} » hors du plateau")
}

/// What a hand holds, for a `hands:` claim (piece letters).
pub fn in_hand(letters: &[String]) -> String {
    format!("en main : [{}]", letters.join(", "))
}

/// The headline of a claim the engine contradicts, quoting the claim as written.
pub fn claim_false(claim: &str) -> String {
    format!("affirmation fausse : « {claim} »")
}

/// A bare `moves_of:` square where both players to move (one per board) have a piece:
/// the reason, and the keys that would name one (`A. e2`).
pub fn square_on_both_boards(square: &str, seats: &[&str]) -> (String, String) {
    let keys: Vec<String> = seats.iter().map(|s| format!("« {s}. {square} »")).collect();
    (
        format!("la case {square} porte une pièce au trait sur chacun des deux échiquiers"),
        format!("nommez le joueur : {}", keys.join(" ou ")),
    )
}
