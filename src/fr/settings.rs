//! The words of a ` ```settings ` table (HTML the reader sees) and of its one fault.
use crate::rules::options::Values;
use crate::site::blocks::escape_html;

/// The table's caption and column headers; `preset`: the id, already escaped.
pub fn table_head(preset: &str) -> String {
    format!(
        "<caption>Réglages du préréglage <code>{preset}</code></caption>\n\
         <thead><tr><th scope=\"col\">Réglage</th><th scope=\"col\">Nom dans <code>rules:</code></th>\
         <th scope=\"col\">Valeur</th><th scope=\"col\">Valeurs possibles</th></tr></thead>\n"
    )
}

/// The "values possible" cell: the choices with their French labels, or the kind of
/// number `rules:` accepts.
pub fn values(v: &Values) -> String {
    match v {
        Values::Choice(choices) => choices
            .iter()
            .map(|c| {
                format!(
                    "<code>{}</code> ({})",
                    escape_html(c.id),
                    escape_html(c.label)
                )
            })
            .collect::<Vec<_>>()
            .join(", "),
        Values::Integer { min, none: false } => format!("un nombre entier, au moins {min}"),
        Values::Integer { min, none: true } => {
            format!("un nombre entier, au moins {min}, ou <code>none</code> (sans limite)")
        }
        Values::Integers { count } => format!("{count} nombres entiers séparés par des virgules"),
    }
}

/// A settings block naming no preset, as the examples' diagnostics are written.
pub fn unknown_game(file: &str, line: usize, preset: &str, known: &[&str]) -> String {
    format!(
        "erreur: tableau de réglages d'un jeu inconnu « {preset} »\n  --> {file}:{line}:1\n   = aide : jeux connus : {}\n",
        known.join(", ")
    )
}
