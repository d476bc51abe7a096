//! `arbitre mdbook`: an mdBook preprocessor, and a reporting edge (its output and its
//! diagnostics are made here, their words from `crate::fr`). mdBook runs `arbitre mdbook
//! supports RENDERER` (exit 0: supported), then `arbitre mdbook` with `[context, book]`
//! as JSON on stdin, and reads the book back on stdout. Each ```position block of a
//! chapter is checked like in `arbitre check` and replaced by its diagram; a false claim
//! prints the same rustc-style report on stderr and fails `mdbook build`.
//!
//! The book's JSON is walked as plain JSON (chapters are `{"Chapter": {...}}` objects
//! under `items`, `sections` or `sub_items`), so the fields mdBook adds between
//! versions pass through untouched.

use crate::book::block::fenced_blocks;
use crate::site::blocks::{BlockContext, BlockRenderer};
use crate::site::position::ExampleRenderer;
use crate::site::problem::SHOWN;
use pulldown_cmark::Options;
use serde_json::Value;
use std::path::{Path, PathBuf};

/// What preprocessing found.
#[derive(Debug, Default)]
pub struct Outcome {
    /// The book, diagrams in place of the blocks (JSON for mdBook's stdout).
    pub book: String,
    pub passed: usize,
    pub failed: usize,
    pub skipped: usize,
    /// Reports of the false claims, in chapter order: the first [`SHOWN`], then
    /// « … et N autres erreurs » when there were more (as the terminal report says them;
    /// the others are counted, never worded or kept).
    pub diagnostics: Vec<String>,
    /// Reports past the first [`SHOWN`].
    hidden: usize,
}

impl Outcome {
    pub fn summary_line(&self) -> String {
        crate::fr::book::counts_line(self.passed, self.failed, self.skipped)
    }
}

pub use crate::book::mdbook::MdbookFault;

impl From<MdbookFault> for String {
    fn from(f: MdbookFault) -> String {
        crate::fr::authoring::mdbook_fault(&f)
    }
}

/// The settings a book may give under `[preprocessor.arbitre]`.
struct Settings {
    root: PathBuf,
    /// `[book] src`, the folder chapters' `source_path` is relative to.
    src: PathBuf,
    /// `game = "chess"`: the game of examples that name none.
    game: Option<String>,
    /// `move-letters = "fr"` (here or under `[arbitre]`): the piece letters of moves.
    letters: crate::notation::Letters,
    /// Interactive boards only where the renderer runs scripts (html).
    interactive: bool,
}

/// Runs the preprocessor on mdBook's `[context, book]` JSON.
pub fn preprocess(input: &str) -> Result<Outcome, String> {
    let value: Value = serde_json::from_str(input).map_err(|e| MdbookFault::NotJson {
        line: e.line(),
        column: e.column(),
        end: e.is_eof(),
    })?;
    let Value::Array(mut parts) = value else {
        return Err(MdbookFault::NotPair.into());
    };
    if parts.len() != 2 {
        return Err(MdbookFault::NotPair.into());
    }
    let mut book = parts.pop().unwrap_or(Value::Null);
    let context = parts.pop().unwrap_or(Value::Null);
    let root = PathBuf::from(context["root"].as_str().unwrap_or("."));
    let src = PathBuf::from(context["config"]["book"]["src"].as_str().unwrap_or("src"));
    let settings = Settings {
        root,
        src,
        game: context["config"]["preprocessor"]["arbitre"]["game"]
            .as_str()
            .map(str::to_string),
        letters: letters(&context["config"])?,
        interactive: context["renderer"].as_str().unwrap_or("html") == "html",
    };
    let mut out = Outcome::default();
    walk(&mut book, &settings, &mut out);
    if out.hidden > 0 {
        let more = crate::fr::hostile::more_errors(out.hidden);
        out.diagnostics.push(format!("{more}\n"));
    }
    out.book = serde_json::to_string(&book).map_err(|_| MdbookFault::Output)?;
    Ok(out)
}

/// `move-letters` under `[preprocessor.arbitre]`, else under `[arbitre]` (as `arbitre
/// build` reads it); English letters when neither says.
fn letters(config: &Value) -> Result<crate::notation::Letters, MdbookFault> {
    let given = config["preprocessor"]["arbitre"]["move-letters"]
        .as_str()
        .or(config["arbitre"]["move-letters"].as_str());
    match given {
        None => Ok(Default::default()),
        Some(id) => crate::notation::Letters::from_id(id).ok_or(MdbookFault::BadLetters {
            value: id.to_string(),
        }),
    }
}

/// Visits every chapter of the book, sub-chapters included.
fn walk(node: &mut Value, settings: &Settings, out: &mut Outcome) {
    match node {
        Value::Object(map) => {
            if let Some(Value::Object(ch)) = map.get_mut("Chapter") {
                let source = ch
                    .get("source_path")
                    .and_then(Value::as_str)
                    .or_else(|| ch.get("path").and_then(Value::as_str))
                    .map(PathBuf::from);
                if let (Some(source), Some(Value::String(content))) =
                    (source, ch.get_mut("content"))
                {
                    *content = chapter(content, &source, settings, out);
                }
            }
            for v in map.values_mut() {
                walk(v, settings, out);
            }
        }
        Value::Array(items) => items.iter_mut().for_each(|v| walk(v, settings, out)),
        _ => {}
    }
}

/// One chapter's Markdown with each position block replaced by its figure.
fn chapter(content: &str, source: &Path, settings: &Settings, out: &mut Outcome) -> String {
    let file = settings.src.join(source);
    let page_key = crate::site::urls::page_key(&source.to_string_lossy());
    // the chapter as written, to count lines as the author sees them
    let written = std::fs::read_to_string(settings.root.join(&file)).ok();
    // a chapter written for arbitre may open with front matter: its `game:` is the
    // default game of its examples, and the front matter itself is not shown
    let front = crate::site::frontmatter::split(content)
        .ok()
        .filter(|f| f.body_line_offset > 0);
    let page_game = front
        .as_ref()
        .and_then(|f| f.front.game.clone())
        .or_else(|| settings.game.clone());
    // mdBook's output has no engine file: its diagrams keep their move tables
    let renderer = ExampleRenderer {
        png_dpi: None,
        engine: false,
    };
    let mut replacements: Vec<(std::ops::Range<usize>, String)> = Vec::new();
    let blocks = fenced_blocks(content, Options::empty(), 0);
    for (index, b) in blocks.iter().filter(|b| b.info.is_rendered()).enumerate() {
        let block = &content[b.range.clone()];
        let (line, included) = source_line(content, b.range.start, block, written.as_deref());
        let ctx = BlockContext {
            book_root: &settings.root,
            file: &file,
            line: line + 1,
            info: &b.info,
            body: &b.body,
            page_game: page_game.as_deref(),
            letters: settings.letters,
            in_faq: false,
            index,
            page_key: &page_key,
        };
        let o = if b.info.is_settings() {
            crate::site::settings::render(&ctx)
        } else {
            renderer.render(&ctx)
        };
        out.passed += o.passed;
        out.failed += o.failed;
        out.skipped += o.skipped;
        for d in &o.diagnostics {
            if out.diagnostics.len() >= SHOWN {
                out.hidden += 1;
                continue;
            }
            let d = crate::report::diagnostic(d);
            out.diagnostics.push(if included {
                format!("{d}   = note : {}\n", crate::fr::authoring::INCLUDED_NOTE)
            } else {
                d
            });
        }
        // the figure takes the block's lines, its final newline included
        let mut html = as_markdown_block(&o.html, settings.interactive);
        if !block.ends_with('\n') {
            html.pop();
        }
        replacements.push((b.range.clone(), html));
    }
    let mut text = content.to_string();
    for (range, html) in replacements.into_iter().rev() {
        text.replace_range(range, &html);
    }
    if let Some(f) = front {
        // the replacements all stand after the front matter, which is unchanged
        let skip: usize = text
            .split_inclusive('\n')
            .take(f.body_line_offset)
            .map(str::len)
            .sum();
        text.replace_range(..skip, "");
    }
    text
}

/// The 1-based line of a block's fence, in the chapter's file as written when the block
/// stands there, else in the chapter as mdBook hands it over (after `{{#include}}`);
/// the flag says which.
fn source_line(content: &str, at: usize, block: &str, written: Option<&str>) -> (usize, bool) {
    let expanded = content[..at].matches('\n').count() + 1;
    let Some(written) = written else {
        return (expanded, false);
    };
    if written == content {
        return (expanded, false);
    }
    // the n-th block with this very text in the chapter is the n-th in the file
    let nth = content[..at].matches(block).count();
    match written.match_indices(block).nth(nth) {
        Some((pos, _)) => (written[..pos].matches('\n').count() + 1, false),
        None => (expanded, true),
    }
}

/// A figure as raw HTML that CommonMark keeps in one piece: no blank line inside (a
/// blank line would end the HTML block), and for renderers other than html no script.
fn as_markdown_block(html: &str, interactive: bool) -> String {
    let mut html = html.to_string();
    if !interactive {
        for (open, close) in [
            (
                "<script type=\"application/json\" class=\"board-data\">",
                "</script>\n",
            ),
            (
                "<script type=\"application/json\" class=\"arb-looks\">",
                "</script>\n",
            ),
            ("<div class=\"board-steps\">", "</div>\n"),
        ] {
            while let Some(s) = html.find(open) {
                let Some(e) = html[s..].find(close) else {
                    break;
                };
                html.replace_range(s..s + e + close.len(), "");
            }
        }
        html = html.replace("board-example interactive", "board-example");
    }
    let mut out: String = html
        .lines()
        .filter(|l| !l.trim().is_empty())
        .collect::<Vec<_>>()
        .join("\n");
    out.push('\n');
    out
}

/// The style sheet an mdBook book adds (`additional-css`): the diagrams' colours and
/// the figure, step and interactive-board rules of arbitre's own style sheet, with
/// its colour variables taken from mdBook's theme.
pub fn stylesheet() -> String {
    let site = include_str!("../../static/arbitre.css");
    let start = site.find(CSS_FROM).unwrap_or(0);
    let end = site[start..].find(CSS_TO).map_or(site.len(), |e| start + e);
    format!(
        "/* {} */\n\
         .board-example {{ --bordure: var(--table-border-color, #d9d6cf); --fond-doux: var(--quote-bg, #f3f1ec); --texte: var(--fg, #1f2328); --discret: var(--fg, #5d646d); --lien: var(--links, #0b5cad); }}\n\
         figure.board-example {{ margin: 1.5rem 0; }}\n\
         .board-example figcaption {{ font-size: 0.92em; margin-top: 0.4rem; }}\n\
         .board-example svg {{ max-width: 100%; height: auto; }}\n\
         {}\n{}",
        crate::fr::authoring::MDBOOK_CSS_COMMENT,
        crate::diagram::page_css(),
        &site[start..end]
    )
}

#[doc(hidden)]
pub const CSS_FROM: &str = "/* Diagrammes : lien PNG";
#[doc(hidden)]
pub const CSS_TO: &str = "/* Téléphone : les diagrammes";

/// The script an mdBook book adds (`additional-js`): the French texts of the boards,
/// then arbitre's page scripts, the page shell and the boards (parts whose elements are
/// absent do nothing).
pub fn script() -> String {
    format!(
        "{}{}{}",
        crate::lang::fr::browser::script(crate::site::typography::french),
        include_str!("../../static/arbitre.js"),
        include_str!("../../static/plateaux.js")
    )
}

/// The files `arbitre mdbook install` writes at the book's root.
pub const CSS_FILE: &str = "arbitre-diagrammes.css";
pub const JS_FILE: &str = "arbitre-diagrammes.js";

/// Writes the style sheet and the script beside book.toml; returns their names.
pub fn install(book: &Path) -> Result<Vec<PathBuf>, String> {
    if !book.join("book.toml").is_file() {
        return Err(MdbookFault::NotABook {
            dir: book.to_path_buf(),
        }
        .into());
    }
    let mut written = Vec::new();
    for (name, text) in [(CSS_FILE, stylesheet()), (JS_FILE, script())] {
        let path = book.join(name);
        std::fs::write(&path, text).map_err(|error| MdbookFault::Unwritable {
            file: path.clone(),
            error,
        })?;
        written.push(path);
    }
    Ok(written)
}

/// What to add to book.toml, printed by `install`.
pub const BOOK_TOML: &str = "[preprocessor.arbitre]\ncommand = \"arbitre mdbook\"\n\n[output.html]\nadditional-css = [\"arbitre-diagrammes.css\"]\nadditional-js = [\"arbitre-diagrammes.js\"]\n";
