//! Fenced `settings` blocks: a preset's settings table, generated from the engine's
//! options struct so that the table a reader sees cannot drift from the rules checked.
//!
//! ````markdown
//! ```settings
//! chess4-ffa
//! ```
//! ````
//! An empty block takes the page's `game:`.

use super::blocks::{BlockContext, BlockOutput, escape_html};
use crate::rules::{Game, Preset};
use std::fmt::Write as _;

/// Is this info string a settings table?
pub fn is_settings_info(info: &str) -> bool {
    info.split(|c: char| c == ',' || c.is_whitespace())
        .find(|t| !t.is_empty())
        == Some("settings")
}

pub fn render(ctx: &BlockContext) -> BlockOutput {
    let preset = ctx.body.trim();
    let preset = if preset.is_empty() {
        ctx.page_game.unwrap_or_default()
    } else {
        preset
    };
    let Some(game) = Preset::from_id(preset).map(Preset::start) else {
        return BlockOutput {
            html: String::new(),
            failed: 1,
            diagnostics: vec![format!(
                "erreur: tableau de réglages d'un jeu inconnu « {preset} »\n  --> {}:{}:1\n   = aide : jeux connus : {}\n",
                ctx.file.display(),
                ctx.line,
                Preset::ids().join(", ")
            )],
            ..BlockOutput::default()
        };
    };
    let mut html = format!(
        "<table class=\"reglages\" data-game=\"{}\">\n<caption>Réglages du préréglage <code>{}</code></caption>\n\
         <thead><tr><th scope=\"col\">Réglage</th><th scope=\"col\">Nom dans <code>rules:</code></th>\
         <th scope=\"col\">Valeur</th><th scope=\"col\">Valeurs possibles</th></tr></thead>\n<tbody>\n",
        escape_html(preset),
        escape_html(preset)
    );
    for o in game.options() {
        let choices = if o.choices.is_empty() {
            "un nombre".to_string()
        } else {
            o.choices
                .iter()
                .map(|c| format!("<code>{}</code>", escape_html(c)))
                .collect::<Vec<_>>()
                .join(", ")
        };
        let _ = writeln!(
            html,
            "<tr><td>{}</td><td><code>{}</code></td><td><code>{}</code></td><td>{choices}</td></tr>",
            escape_html(o.label_fr),
            escape_html(o.name),
            escape_html(&o.value)
        );
    }
    html.push_str("</tbody>\n</table>\n");
    BlockOutput {
        html,
        ..BlockOutput::default()
    }
}
