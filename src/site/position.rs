//! Renders fenced `position` blocks: checks the example through the rules engine,
//! reports failures, and draws the position as an inline SVG figure (plus a PNG for
//! print). This is where the site meets `example` and `diagram`.

use super::blocks::{BlockContext, BlockOutput, BlockRenderer, Drawing, escape_html};
use super::{board_data, board_engine};
use crate::book::Diagnostic;
use crate::diagram::{self, Arrow};
use crate::example::check::{Checked, Step, check_in};
use crate::example::load::load;
use crate::example::schema::{Example, MoveItem};
use crate::lang::fr::browser as textes;
use crate::rules::{AnyGame, Game, Square};
use std::fmt::Write as _;
use std::path::PathBuf;

/// The renderer of position examples used by `build` and `check`.
#[derive(Clone, Copy, Debug)]
pub struct ExampleRenderer {
    /// Also render each diagram as PNG (for print); `check` skips it.
    pub png_dpi: Option<u32>,
    /// Diagrams played by the engine in the page (the site ships it); the mdBook
    /// preprocessor's pages keep their move tables (nothing ships the engine there).
    pub engine: bool,
}

impl Default for ExampleRenderer {
    fn default() -> Self {
        ExampleRenderer {
            png_dpi: Some(300),
            engine: super::engine::available(),
        }
    }
}

impl BlockRenderer for ExampleRenderer {
    fn render(&self, ctx: &BlockContext) -> BlockOutput {
        let ignore = ctx.info.ignored();
        let mut out = BlockOutput::default();
        let loaded = match load(ctx.book_root, ctx.file, ctx.line, ctx.body) {
            Ok(l) => l,
            Err((sources, failure)) => {
                if ignore {
                    out.skipped = 1;
                } else {
                    out.failed = 1;
                    out.diagnostics
                        .push(Diagnostic::Example { sources, failure });
                }
                out.html = plain(ctx);
                return out;
            }
        };
        let mut example = loaded.example;
        if ignore {
            example.expect.clear();
        }
        match check_in(&example, ctx.page_game, ctx.letters) {
            Ok(checked) => {
                if ignore {
                    out.skipped = 1;
                } else if checked.failures.is_empty() {
                    out.passed = 1;
                } else {
                    out.failed = 1;
                    for f in &checked.failures {
                        out.diagnostics.push(Diagnostic::Example {
                            sources: loaded.sources.clone(),
                            failure: f.clone(),
                        });
                    }
                }
                // passing, maybe for another reason than the page shows: said, not failed
                if !ignore {
                    for w in &checked.warnings {
                        out.diagnostics.push(Diagnostic::Example {
                            sources: loaded.sources.clone(),
                            failure: w.clone(),
                        });
                    }
                }
                // a failed build writes no site: its PNGs would be drawn for nothing,
                // and a book of faulty examples would cost what a good one does
                let png_dpi = self.png_dpi.filter(|_| out.failed == 0);
                let (html, drawings) = Self { png_dpi, ..*self }.figure(ctx, &example, &checked);
                out.html = html;
                out.drawings = drawings;
            }
            Err(failure) => {
                if ignore {
                    out.skipped = 1;
                } else {
                    out.failed = 1;
                    out.diagnostics.push(Diagnostic::Example {
                        sources: loaded.sources,
                        failure,
                    });
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

/// Step labels in the notation each chapter teaches, with move numbers (each family's
/// [`crate::family::GameFamily::step_label`], said by [`textes::step_label`]). Acts keep
/// their French label.
/// Does the sequence start from its game's own start position (« Position initiale »)
/// rather than from one the example set up (« Position »)?
fn is_game_start(checked: &Checked) -> bool {
    let start = crate::rules::Preset::from_id(&checked.preset)
        .and_then(|p| crate::notation::parse_position(p, "start").ok());
    start.is_some_and(|s| {
        crate::notation::write_position(&s) == crate::notation::write_position(checked.start())
    })
}

fn step_labels(ex: &Example, checked: &Checked) -> Vec<Option<String>> {
    let mut labels = vec![None];
    let mut rounds = crate::family::Rounds::default();
    // the game at step i is the one before move i
    checked.walk(|i, _, prev| {
        let (Some(item), Some(frame)) = (ex.moves.get(i), checked.frames.get(i + 1)) else {
            return;
        };
        // the move as it was played (read once, in the example's letters)
        let label = match &item.value {
            MoveItem::Notation(_) => frame.replayed(),
            _ => None,
        }
        .and_then(|(seat, mv)| {
            crate::family::of_game(prev).step_label(prev, seat, mv, &mut rounds)
        });
        labels.push(match label {
            Some(label) => Some(textes::step_label(&label)),
            None => frame.played.as_ref().map(|p| move_label(&p.0)),
        });
    });
    while labels.len() < checked.frames.len() {
        labels.push(None);
    }
    labels
}

/// A move of the sequence as captions name it: as written, or a seat's act.
fn move_label(label: &crate::example::check::MoveLabel) -> String {
    use crate::example::check::MoveLabel;
    match label {
        MoveLabel::Written(text) => text.clone(),
        // (the page's typography: a no-break space before « : », as captions have)
        MoveLabel::Act { seat, act } => super::typography::french(&textes::act(seat, act)),
    }
}

impl ExampleRenderer {
    /// The boards of one frame as drawn: the example's bottom seat, its last move, and
    /// (with `with_show`) its arrows, marks and the destinations of `moves_of`.
    fn frame_boards(
        &self,
        ex: &Example,
        (frame, game): (&Step, &AnyGame),
        label: Option<&str>,
        with_show: bool,
    ) -> Vec<diagram::Diagram> {
        let mut boards = diagram::boards_of(game);
        let title = textes::diagram_title(label);
        let many = boards.len() > 1;
        for (i, d) in boards.iter_mut().enumerate() {
            d.title = if many {
                format!(
                    "{} — {title}",
                    textes::board_name(char::from(b'A' + i as u8))
                )
            } else {
                title.clone()
            };
        }
        // The last move is drawn on the board it was played on (bughouse: the mover's).
        if ex.show.last_move.unwrap_or(true) {
            let board = frame.mover.map_or(0, |s| game.board_of(s));
            if let Some(b) = boards.get_mut(board) {
                b.last_move = frame.played.as_ref().and_then(|p| p.1);
            }
        }
        let d = &mut boards[0];
        if let Some(bottom) = &ex.show.bottom
            && let Some(seat) = crate::example::check::seat_named(game, &bottom.value)
        {
            *d = d.clone().with_bottom_seat(seat);
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
                for (origin, dests) in board_data::moves_of_board(game, 0) {
                    if origin == name {
                        d.targets.extend(dests);
                    }
                }
            }
        }
        boards
    }

    /// The status line of a frame: side to move, points, clocks (as `show:` asks).
    fn status(ex: &Example, game: &dyn Game) -> String {
        let mut parts = vec![textes::to_move_line(game)];
        if ex.show.scores != Some(false) {
            parts.push(textes::points_line(game));
        }
        if ex.show.clocks {
            parts.push(textes::clocks_line(game));
        }
        parts.retain(|p| !p.is_empty());
        parts.join(" ")
    }

    /// The PNG for print and download: the standalone drawing of the final boards.
    fn png_drawing(
        &self,
        ctx: &BlockContext,
        id: &str,
        final_boards: &[diagram::Diagram],
    ) -> Vec<Drawing> {
        let mut drawings = Vec::new();
        if let Some(dpi) = self.png_dpi {
            // A PNG holds pixels only: its SVG gets one id and no words (title,
            // description), so the same position anywhere in the book is the same SVG,
            // drawn once (the PNG cache's key), and no description is written for it.
            let mut standalone = final_boards.to_vec();
            for (i, d) in standalone.iter_mut().enumerate() {
                d.id = format!("png-b{i}");
                d.title = String::new();
                d.description = "-".into();
            }
            let svg = match &standalone[..] {
                [one] => diagram::to_svg(one),
                many => diagram::to_svg_row(many, "png", "", ""),
            };
            let root = ctx.book_root.to_path_buf();
            drawings.push(Drawing::new(
                PathBuf::from(format!("diagrammes/{id}.png")),
                move || super::png_cache::drawn(&root, &svg, dpi),
            ));
        }
        drawings
    }

    fn figure(
        &self,
        ctx: &BlockContext,
        ex: &Example,
        checked: &Checked,
    ) -> (String, Vec<Drawing>) {
        let id = example_id(ctx);
        let last = checked.frames.len() - 1;
        // with the engine in the page, every diagram can be played on (from its last
        // position; the guide's line through the engine, not as stepped frames)
        let engine = self.engine;
        let steps = checked.frames.len() > 1 && (ex.show.interactive || ctx.in_faq);
        let interactive = ex.show.interactive || ctx.in_faq || engine;
        let labels = step_labels(ex, checked);
        let label_of = |i: usize| labels.get(i).cloned().flatten();
        let end = checked.last();
        let final_boards =
            self.frame_boards(ex, (&end.step, &end.game), label_of(last).as_deref(), true);
        let mut defs = diagram::Defs::new();
        let mut html = String::new();
        let _ = writeln!(
            html,
            "<figure class=\"board-example{}\" id=\"exemple-{}\" data-game=\"{}\">",
            if interactive { " interactive" } else { "" },
            ctx.index + 1,
            escape_html(&checked.preset)
        );
        // the final position, drawn for every reader (JavaScript or not)
        let many = final_boards.len() > 1;
        html.push_str(if many {
            "<div class=\"board boards\">"
        } else {
            "<div class=\"board\">"
        });
        for (i, d) in final_boards.iter().enumerate() {
            let svg = diagram::PageBoard::new(d).svg(&format!("{id}-{i}"), &mut defs);
            if many {
                let letter = char::from(b'A' + i as u8);
                let _ = write!(
                    html,
                    "<div class=\"board-part\" data-board=\"{letter}\"><p class=\"board-name\" data-search-ignore>{}</p>{svg}</div>",
                    textes::board_name(letter)
                );
            } else {
                html.push_str(&svg);
            }
        }
        html.push_str("</div>\n");
        // the PNG for print and download: the standalone drawing of the same boards
        let drawings = self.png_drawing(ctx, &id, &final_boards);
        if interactive {
            let first = if is_game_start(checked) {
                textes::INITIAL
            } else {
                textes::START
            };
            // each step's game replayed in turn, never all of them held at once
            let mut frames: Vec<board_data::FigureFrame> = Vec::new();
            let mut before: Option<AnyGame> = None;
            let mut add = |i: usize, step: &Step, game: &AnyGame| {
                frames.push(board_data::FigureFrame {
                    boards: if i == last {
                        final_boards.clone()
                    } else {
                        self.frame_boards(ex, (step, game), label_of(i).as_deref(), false)
                    },
                    // the engine in the page computes the moves; else they are listed
                    moves: if engine {
                        Vec::new()
                    } else {
                        board_data::frame_moves(game, final_boards.len())
                    },
                    engine: engine.then(|| board_engine::engine_frame(before.as_ref(), step, game)),
                    label: label_of(i).unwrap_or_else(|| first.to_string()),
                    status: super::typography::french(&Self::status(ex, game)),
                });
                if engine {
                    before = Some(game.clone());
                }
            };
            let seats = if steps {
                checked.walk(&mut add);
                checked.start()
            } else {
                add(last, &end.step, &end.game);
                &end.game
            };
            let line = (engine && !steps && checked.frames.len() > 1)
                .then(|| board_engine::engine_line(checked))
                .flatten();
            let data = board_data::figure_data(&frames, seats, line, &mut defs);
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
        if !drawings.is_empty() {
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
        let status = Self::status(ex, &end.game);
        let _ = write!(html, "<span class=\"etat\">{}</span>", escape_html(&status));
        html.push_str("</figcaption>\n");
        html.push_str(&defs.block());
        html.push_str("</figure>\n");
        (html, drawings)
    }
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
