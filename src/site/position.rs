//! Renders fenced `position` blocks: checks the example through the rules engine,
//! reports failures, and draws the position as an inline SVG figure (plus a PNG for
//! print). This is where the site meets `example` and `diagram`.

use super::blocks::{BlockContext, BlockOutput, BlockRenderer, escape_html};
use crate::diagram::{self, Arrow};
use crate::example::check::{Checked, Frame, check};
use crate::example::diagnostic;
use crate::example::explain::{seat_dative, seat_fr};
use crate::example::load::load;
use crate::example::schema::Example;
use crate::rules::{Game, Move, Square};
use std::fmt::Write as _;
use std::path::PathBuf;

/// The renderer of position examples used by `build` and `check`.
#[derive(Clone, Copy, Debug)]
pub struct ExampleRenderer {
    /// Also render each diagram as PNG (for print); `check` skips it.
    pub png_dpi: Option<u32>,
}

impl Default for ExampleRenderer {
    fn default() -> Self {
        ExampleRenderer { png_dpi: Some(300) }
    }
}

fn flags(info: &str) -> Vec<&str> {
    info.split(|c: char| c == ',' || c.is_whitespace())
        .filter(|t| !t.is_empty())
        .skip(1)
        .collect()
}

impl BlockRenderer for ExampleRenderer {
    fn render(&self, ctx: &BlockContext) -> BlockOutput {
        let ignore = flags(ctx.info).contains(&"ignore");
        let mut out = BlockOutput::default();
        let loaded = match load(ctx.book_root, ctx.file, ctx.line, ctx.body) {
            Ok(l) => l,
            Err((sources, failure)) => {
                if ignore {
                    out.skipped = 1;
                } else {
                    out.failed = 1;
                    out.diagnostics.push(diagnostic::render(&sources, &failure));
                }
                out.html = plain(ctx);
                return out;
            }
        };
        let mut example = loaded.example;
        if ignore {
            example.expect.clear();
        }
        match check(&example, ctx.page_game) {
            Ok(checked) => {
                if ignore {
                    out.skipped = 1;
                } else if checked.failures.is_empty() {
                    out.passed = 1;
                } else {
                    out.failed = 1;
                    for f in &checked.failures {
                        out.diagnostics.push(diagnostic::render(&loaded.sources, f));
                    }
                }
                let (html, files) = self.figure(ctx, &example, &checked);
                out.html = html;
                out.files = files;
            }
            Err(failure) => {
                if ignore {
                    out.skipped = 1;
                } else {
                    out.failed = 1;
                    out.diagnostics
                        .push(diagnostic::render(&loaded.sources, &failure));
                }
                out.html = plain(ctx);
            }
        }
        out
    }
}

/// The block as code, for an example that cannot be drawn.
fn plain(ctx: &BlockContext) -> String {
    format!(
        "<pre class=\"position position-error\" id=\"exemple-{}\"><code class=\"language-yaml\">{}</code></pre>\n",
        ctx.index + 1,
        escape_html(ctx.body)
    )
}

/// `page-stem-N`, unique across the book, for ids and PNG names.
/// The example's id and diagram file stem: the page's key (unique in the book) and the
/// block's number.
fn example_id(ctx: &BlockContext) -> String {
    format!("{}-{}", ctx.page_key, ctx.index + 1)
}

fn squares(game: &dyn Game, text: &str) -> Vec<Square> {
    let g = game.geometry();
    let mut found = Vec::new();
    let chars: Vec<char> = text.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let mut step = 1;
        for len in [3, 2] {
            if i + len <= chars.len() {
                let s: String = chars[i..i + len].iter().collect();
                if let Some(sq) = g.parse_square(&s) {
                    found.push(sq);
                    step = len;
                    break;
                }
            }
        }
        i += step;
    }
    found
}

/// Legal destinations per origin square, for the interactive board. On bughouse's two
/// boards a key names its board too (`A:e2`, `B:e7`), since both boards have an e2.
fn moves_by_square(game: &dyn Game) -> Vec<(String, Vec<String>)> {
    if game.board_count() == 1 {
        return destinations(game, game.legal_moves());
    }
    let mut all = Vec::new();
    for board in 0..game.board_count() {
        let letter = char::from(b'A' + board as u8);
        let moves: Vec<Move> = game
            .to_move()
            .into_iter()
            .filter(|s| game.board_of(*s) == board)
            .flat_map(|s| game.legal_moves_of(s))
            .collect();
        for (from, to) in destinations(game, moves) {
            all.push((format!("{letter}:{from}"), to));
        }
    }
    all
}

fn destinations(game: &dyn Game, moves: Vec<Move>) -> Vec<(String, Vec<String>)> {
    let g = game.geometry();
    let mut map: std::collections::BTreeMap<String, std::collections::BTreeSet<String>> =
        Default::default();
    for mv in moves {
        let (from, to) = match mv {
            Move::Step { from, to, .. } => (g.name(from), g.name(to)),
            Move::Castle {
                king_from, king_to, ..
            } => (g.name(king_from), g.name(king_to)),
            _ => continue,
        };
        map.entry(from).or_default().insert(to);
    }
    map.into_iter()
        .map(|(k, v)| (k, v.into_iter().collect()))
        .collect()
}

fn json_str(s: &str) -> String {
    serde_json::to_string(s).unwrap_or_else(|_| "\"\"".into())
}

impl ExampleRenderer {
    /// The SVG of one frame: the game's board(s) with the example's `show:` marks
    /// (arrows, marks and targets on the last frame only).
    fn frame_svg(&self, ex: &Example, frame: &Frame, id: String, with_show: bool) -> String {
        let game = &frame.game;
        let mut boards = diagram::boards_of(game);
        let title = match &frame.played {
            Some((label, _)) => format!("Diagramme après {label}"),
            None => "Diagramme".into(),
        };
        for (i, d) in boards.iter_mut().enumerate() {
            d.id = if i == 0 {
                id.clone()
            } else {
                format!("{id}-b{i}")
            };
            d.title = title.clone();
        }
        let d = &mut boards[0];
        if let Some(bottom) = &ex.show.bottom
            && let Some(seat) = crate::example::check::seat_named(game, &bottom.value)
        {
            *d = d.clone().with_bottom_seat(seat);
        }
        if ex.show.last_move.unwrap_or(true) {
            d.last_move = frame.played.as_ref().and_then(|p| p.1);
        }
        if with_show {
            for a in &ex.show.arrows {
                match squares(game, &a.value)[..] {
                    [from, to] => d.arrows.push(Arrow { from, to }),
                    [sq] => d.arrows.push(Arrow { from: sq, to: sq }),
                    _ => {}
                }
            }
            for m in &ex.show.marks {
                d.marks.extend(squares(game, &m.value));
            }
            if let Some(of) = &ex.show.moves_of
                && let Some(from) = game.geometry().parse_square(&of.value)
            {
                let name = game.geometry().name(from);
                d.marks.push(from);
                for (origin, dests) in destinations(game, game.legal_moves()) {
                    if origin == name {
                        d.targets
                            .extend(dests.iter().filter_map(|s| game.geometry().parse_square(s)));
                    }
                }
            }
        }
        diagram::compose(&boards, &id, &title)
    }

    fn figure(
        &self,
        ctx: &BlockContext,
        ex: &Example,
        checked: &Checked,
    ) -> (String, Vec<(PathBuf, Vec<u8>)>) {
        let id = example_id(ctx);
        let last = checked.frames.len() - 1;
        let interactive = ex.show.interactive || ctx.in_faq;
        let steps = checked.frames.len() > 1 && interactive;
        let mut html = String::new();
        let _ = writeln!(
            html,
            "<figure class=\"board-example{}\" id=\"exemple-{}\" data-game=\"{}\">",
            if interactive { " interactive" } else { "" },
            ctx.index + 1,
            escape_html(&checked.preset)
        );
        let mut files = Vec::new();
        let mut data = String::from("[");
        for (i, frame) in checked.frames.iter().enumerate() {
            if !steps && i != last {
                continue;
            }
            let svg = self.frame_svg(ex, frame, format!("{id}-{i}"), i == last);
            let hidden = if i == last { "" } else { " hidden" };
            let _ = writeln!(
                html,
                "<div class=\"board\" data-frame=\"{i}\"{hidden}>{svg}</div>"
            );
            if i == last
                && let Some(dpi) = self.png_dpi
                && let Ok(png) = diagram::svg_to_png(&svg, dpi)
            {
                files.push((PathBuf::from(format!("diagrammes/{id}.png")), png));
            }
            if interactive {
                if data.len() > 1 {
                    data.push(',');
                }
                let moves: Vec<String> = moves_by_square(&frame.game)
                    .into_iter()
                    .map(|(from, to)| {
                        format!(
                            "{}:[{}]",
                            json_str(&from),
                            to.iter().map(|s| json_str(s)).collect::<Vec<_>>().join(",")
                        )
                    })
                    .collect();
                let label = frame
                    .played
                    .as_ref()
                    .map(|p| p.0.as_str())
                    .unwrap_or("Position de départ");
                let _ = write!(
                    data,
                    "{{\"label\":{},\"moves\":{{{}}}}}",
                    json_str(label),
                    moves.join(",")
                );
            }
        }
        data.push(']');
        if interactive {
            let _ = writeln!(
                html,
                "<script type=\"application/json\" class=\"board-data\">{}</script>",
                crate::site::urls::json_for_script(&data)
            );
        }
        if steps {
            html.push_str("<div class=\"board-steps\"><button type=\"button\" class=\"step-prev\" aria-label=\"Coup précédent\">◀</button><span class=\"step-label\" aria-live=\"polite\"></span><button type=\"button\" class=\"step-next\" aria-label=\"Coup suivant\">▶</button></div>\n");
        }
        html.push_str("<figcaption>");
        if files.iter().any(|(p, _)| p.ends_with(format!("{id}.png"))) {
            // print-quality image, for download; hidden in print
            let _ = write!(
                html,
                "<a class=\"png-link\" href=\"{}diagrammes/{id}.png\" download title=\"Diagramme en PNG (300 dpi)\">PNG</a> ",
                root_of(ctx)
            );
        }
        if let Some(caption) = &ex.caption {
            html.push_str(&inline_markdown(&caption.value));
            html.push(' ');
        }
        let game = &checked.frames[last].game;
        let movers: Vec<String> = game
            .to_move()
            .iter()
            .map(|s| seat_dative(game.seat_id(*s)))
            .collect();
        if !movers.is_empty() {
            let _ = write!(
                html,
                "<span class=\"to-move\">Trait {}.</span>",
                escape_html(&movers.join(" et "))
            );
        }
        if ex.show.scores != Some(false) {
            let points: Vec<String> = game
                .seats()
                .iter()
                .filter_map(|s| {
                    game.score(*s)
                        .map(|p| format!("{} {p}", seat_fr(game.seat_id(*s))))
                })
                .collect();
            if !points.is_empty() {
                let _ = write!(
                    html,
                    " <span class=\"scores\">Points : {}.</span>",
                    escape_html(&points.join(", "))
                );
            }
        }
        if ex.show.clocks {
            let clocks: Vec<String> = game
                .seats()
                .iter()
                .filter_map(|s| {
                    game.clock_ms(*s)
                        .map(|ms| format!("{} {}", game.seat_id(*s), clock_text(ms)))
                })
                .collect();
            if !clocks.is_empty() {
                let _ = write!(
                    html,
                    " <span class=\"clocks\">Pendules : {}.</span>",
                    escape_html(&clocks.join(", "))
                );
            }
        }
        html.push_str("</figcaption>\n</figure>\n");
        (html, files)
    }
}

/// `m:ss` (or `-m:ss` for a flag that fell), as a clock shows it.
fn clock_text(ms: i64) -> String {
    let sign = if ms < 0 { "-" } else { "" };
    let s = ms.unsigned_abs() / 1000;
    format!("{sign}{}:{:02}", s / 60, s % 60)
}

/// From the page to the site root: `content/echecs/roque.md` → `../`.
fn root_of(ctx: &BlockContext) -> String {
    let depth = ctx.file.components().count().saturating_sub(2);
    "../".repeat(depth)
}

/// A caption's inline Markdown as HTML, without the paragraph around it.
fn inline_markdown(text: &str) -> String {
    let mut html = String::new();
    pulldown_cmark::html::push_html(&mut html, pulldown_cmark::Parser::new(text));
    let html = html.trim();
    let html = html.strip_prefix("<p>").unwrap_or(html);
    html.strip_suffix("</p>").unwrap_or(html).to_string()
}
