//! The one fault of a ` ```settings ` table, in French.

/// A settings block naming no preset, as the examples' diagnostics are written.
pub fn unknown_game(file: &str, line: usize, preset: &str, known: &[&str]) -> String {
    format!(
        "erreur: tableau de réglages d'un jeu inconnu « {preset} »\n  --> {file}:{line}:1\n   = aide : jeux connus : {}\n",
        known.join(", ")
    )
}
