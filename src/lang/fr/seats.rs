//! Seats in French: the heading a diagram writes over a seat's pieces, and the name a
//! sentence uses, with its article (`les Blancs`, `Rouge`) and the contractions of
//! « à » and « de ».

/// The French words of every seat, by the engine's seat id (ids are unique across
/// families): heading, then the name with its article. A new family adds its seats'
/// rows here; tests/suite/family.rs checks that every seat of every family has its
/// words.
const SEATS: &[(&str, &str, &str)] = &[
    // chess
    ("white", "Blancs", "les Blancs"),
    ("black", "Noirs", "les Noirs"),
    // four-player chess
    ("red", "Rouge", "Rouge"),
    ("blue", "Bleu", "Bleu"),
    ("yellow", "Jaune", "Jaune"),
    ("green", "Vert", "Vert"),
    // four-player shogi
    ("south", "Sud", "Sud"),
    ("west", "Ouest", "Ouest"),
    ("north", "Nord", "Nord"),
    ("east", "Est", "Est"),
    // bughouse
    ("A", "Blancs A", "les Blancs de l'échiquier A"),
    ("a", "Noirs A", "les Noirs de l'échiquier A"),
    ("B", "Blancs B", "les Blancs de l'échiquier B"),
    ("b", "Noirs B", "les Noirs de l'échiquier B"),
];

/// The French words of one seat id.
fn words(id: &str) -> Option<(&'static str, &'static str)> {
    SEATS
        .iter()
        .find(|(seat, ..)| *seat == id)
        .map(|(_, heading, name)| (*heading, *name))
}

/// The heading of a seat's pieces in a diagram: `Blancs`, `Rouge`, `Blancs A`.
pub fn seat_heading(id: &str) -> &str {
    words(id).map_or(id, |w| w.0)
}

/// A seat named in a sentence, with its article: `les Blancs`, `Rouge`.
pub fn seat_name(id: &str) -> &str {
    words(id).map_or(id, |w| w.1)
}

/// « à » + a name with or without `les`: `aux Blancs`, `à Rouge`.
pub fn dative_of(name: &str) -> String {
    match name.strip_prefix("les ") {
        Some(rest) => format!("aux {rest}"),
        None => format!("à {name}"),
    }
}

/// « de » + a name with or without `les`: `des Blancs`, `de Rouge`, elided before a
/// vowel: `d'Ouest`, `d'Est`.
pub fn genitive_of(name: &str) -> String {
    match name.strip_prefix("les ") {
        Some(rest) => format!("des {rest}"),
        None if name.starts_with(['A', 'E', 'I', 'O', 'U', 'É', 'a', 'e', 'i', 'o', 'u', 'é']) => {
            format!("d'{name}")
        }
        None => format!("de {name}"),
    }
}

/// « à » + a seat: `aux Blancs`, `à Rouge`.
pub fn seat_dative(id: &str) -> String {
    dative_of(seat_name(id))
}

/// « de » + a seat: `des Blancs`, `de Rouge`.
pub fn seat_genitive(id: &str) -> String {
    genitive_of(seat_name(id))
}

/// The dative of a diagram heading: `aux Blancs A`, `à Rouge` (a two-player heading
/// is plural: `Blancs` → `aux Blancs`).
pub fn heading_dative(id: &str) -> String {
    let heading = seat_heading(id);
    if seat_name(id).starts_with("les ") {
        format!("aux {heading}")
    } else {
        format!("à {heading}")
    }
}

/// A player without a seat style: `Joueur 5`.
pub fn numbered_player(seat: u8) -> (String, String) {
    let n = u32::from(seat) + 1;
    (format!("Joueur {n}"), format!("au joueur {n}"))
}

/// A bughouse board's heading.
pub fn board_heading(board: usize) -> &'static str {
    if board == 0 {
        "Échiquier A"
    } else {
        "Échiquier B"
    }
}
