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
use crate::book::Diagnostic;
use crate::lang::fr;
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
            diagnostics: vec![Diagnostic::UnknownGame {
                file: ctx.file.display().to_string(),
                line: ctx.line,
                preset: preset.to_string(),
            }],
            ..BlockOutput::default()
        };
    };
    let mut html = format!(
        "<table class=\"reglages\" data-game=\"{}\">\n{}<tbody>\n",
        escape_html(preset),
        fr::settings::table_head(&escape_html(preset))
    );
    for o in game.options() {
        let choices = fr::settings::values(&o.values);
        let value = match o.value_label {
            Some(label) => format!(
                "<code>{}</code> ({})",
                escape_html(&o.value),
                escape_html(label)
            ),
            None => format!("<code>{}</code>", escape_html(&o.value)),
        };
        let _ = writeln!(
            html,
            "<tr><td>{}<br><small>{}</small></td><td><code>{}</code></td><td>{value}</td><td>{choices}</td></tr>",
            escape_html(o.label),
            escape_html(o.description),
            escape_html(o.name),
        );
    }
    html.push_str("</tbody>\n</table>\n");
    BlockOutput {
        html,
        ..BlockOutput::default()
    }
}
