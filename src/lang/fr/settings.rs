//! The words of a ` ```settings ` table (HTML the reader sees).
use crate::escape::escape_html;
use crate::rules::options::Values;

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
