//! Handouts (« fiches »): one or two A4 pages per game. A book declares them as pages of
//! their own, `content/fiches/<jeu>.md` (front matter `title`, `game`), kept out of
//! SUMMARY.md: their examples are checked and drawn like any page's, and the result is
//! laid out alone with the handout stylesheet (`body.fiche` in print.css) at
//! `fiches/<jeu>.html`.
use std::path::PathBuf;

use super::blocks::escape_html;
use super::faults::BuildFault;
use super::markdown::{self, PageSource};
use super::output::Made;
use super::{Pipeline, Problem, lint, postprocess, typography};
use crate::book::{Book, Handout, Loaded};

/// What the handouts added to the site and to the build's report.
#[derive(Default)]
pub struct Handouts {
    /// (path relative to the site root, what it holds): the pages and their diagrams' PNGs
    pub files: Vec<(PathBuf, Made)>,
    /// (href from the site root, title), in file-name order
    pub list: Vec<(String, String)>,
    pub passed: usize,
    pub failed: usize,
    pub skipped: usize,
    /// the lint's warnings, reported with the pages' own
    pub warnings: Vec<Problem>,
    pub diagnostics: Vec<crate::book::Diagnostic>,
    pub problems: Vec<Problem>,
    /// whether a handout has a figure played by the engine (the site then ships it)
    pub plays: bool,
}

/// The folder of handouts inside the book's source folder.
pub const FOLDER: &str = crate::book::page::HANDOUTS;

/// Renders every handout of the book.
pub fn render_all(book: &Book, pipeline: &Pipeline) -> Handouts {
    let mut out = Handouts::default();
    let book_title = typography::french(&book.config.book.title);
    for handout in &book.handouts {
        render_one(book, handout, &book_title, pipeline, &mut out);
    }
    out
}

fn render_one(
    book: &Book,
    handout: &Handout,
    book_title: &str,
    pipeline: &Pipeline,
    out: &mut Handouts,
) {
    let label = &handout.file_label;
    let src = match &handout.source {
        Err(why) => return out.problems.push(Problem::new(label, 1, why.clone())),
        Ok(Loaded::Unreadable(e)) => {
            let fault = BuildFault::Unreadable(e.into());
            return out.problems.push(Problem::new(label, 1, fault));
        }
        Ok(Loaded::BadFront(bad)) => {
            // the caret under the token at fault, else under the whole line (as pages)
            out.problems.push(bad.problem(label));
            // Its examples cannot be checked: each counts as failed, as on a page.
            let (failed, skipped) = bad.examples();
            out.failed += failed;
            out.skipped += skipped;
            return;
        }
        Ok(Loaded::Read(src)) => src,
    };
    // a handout's `posiiton` or `{{#include}}` is warned about as a page's
    out.warnings.extend(lint::page_warnings(
        label,
        src.text(),
        src.body(),
        src.body_line_offset,
        &src.blocks,
    ));
    let file = PathBuf::from(label);
    let body = markdown::render(
        &PageSource {
            book_root: &book.root,
            file: &file,
            body: src.body(),
            body_line_offset: src.body_line_offset,
            front: &src.front,
            smart_punctuation: book.config.output.html.smart_punctuation,
            page_key: &handout.key,
            blocks: &src.blocks,
            options: &book.options,
            letters: book.config.arbitre.move_letters,
            words: crate::lang::marks::of(&book.config.book.language),
            line_map: src.directives.as_ref().map(|d| d.lines.as_slice()),
        },
        pipeline.renderer,
    );
    out.passed += body.passed;
    out.failed += body.failed;
    out.skipped += body.skipped;
    out.diagnostics.extend(body.diagnostics.iter().cloned());
    let html = match postprocess::post_process(&body.html, true) {
        Ok(h) => crate::diagram::merge_page_defs(&h),
        Err(e) => {
            return out
                .problems
                .push(Problem::new(label, 1, BuildFault::BadHtml(e)));
        }
    };
    let title = typography::french(src.front.title.as_deref().unwrap_or(handout.stem()));
    let href = handout.href();
    let description = src
        .front
        .description
        .as_deref()
        .or(book.config.book.description.as_deref())
        .map(typography::french);
    out.plays |= super::engine::plays(&html);
    let page = page(&HandoutPage {
        title: &title,
        book_title,
        language: &book.config.book.language,
        description: description.as_deref(),
        // a figure that answers taps brings the boards' script and its words
        scripts: super::stages::assets::has_boards(&html),
        body: &html,
    });
    out.files
        .push((PathBuf::from(&href), Made::Bytes(page.into_bytes())));
    out.files.extend(body.files);
    // the link is encoded (a name with `#`, `?` or a space still leads to the page)
    out.list.push((super::urls::encode_path(&href), title));
}

/// What a handout page is made of.
struct HandoutPage<'a> {
    title: &'a str,
    book_title: &'a str,
    language: &'a str,
    /// the front matter's, else the book's; French typography already applied
    description: Option<&'a str>,
    /// whether the page loads the boards' scripts (`static/arbitre.js`, then
    /// `static/plateaux.js`) and their words (`static/textes.js`), as a chapter page
    /// does: only when a figure answers taps
    scripts: bool,
    body: &'a str,
}

/// A handout page: no navigation, the handout layout, a line saying where it comes from
/// (its words from [`crate::lang::fr::site`]).
fn page(h: &HandoutPage) -> String {
    use crate::lang::fr::site::{HANDOUT_BACK, HANDOUT_PRINT, handout_source};
    let title = escape_html(h.title);
    let book = escape_html(h.book_title);
    let source = super::typography::french(&handout_source(&book));
    let description = h.description.map_or(String::new(), |d| {
        format!(
            "<meta name=\"description\" content=\"{}\">\n",
            escape_html(d)
        )
    });
    // a handout sits one folder down (fiches/), as the style sheets' links say
    let scripts = if h.scripts {
        format!(
            "<script src=\"../{}\"></script>\n<script src=\"../static/arbitre.js\"></script>\n<script src=\"../{}\"></script>\n",
            crate::lang::fr::browser::FILE,
            super::stages::assets::BOARDS_JS
        )
    } else {
        String::new()
    };
    format!(
        "<!DOCTYPE html>\n<html lang=\"{lang}\">\n<head>\n<meta charset=\"utf-8\">\n<meta http-equiv=\"Content-Security-Policy\" content=\"script-src 'self' 'wasm-unsafe-eval'\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<link rel=\"icon\" href=\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E%3Crect width='16' height='16' rx='3' fill='%23b3470e'/%3E%3Crect x='4' y='4' width='4' height='4' fill='%23fff'/%3E%3Crect x='8' y='8' width='4' height='4' fill='%23fff'/%3E%3C/svg%3E\">\n<title>{title} — {book}</title>\n{description}<link rel=\"stylesheet\" href=\"../static/arbitre.css\">\n<link rel=\"stylesheet\" href=\"../static/diagrammes.css\">\n<link rel=\"stylesheet\" href=\"../static/print.css\">\n</head>\n<body class=\"fiche\">\n<header class=\"ecran-seulement barre-impression\"><a href=\"../index.html\">{HANDOUT_BACK}</a> <span>{HANDOUT_PRINT}</span></header>\n<main id=\"contenu\">\n<article class=\"fiche-contenu\">\n{body}</article>\n<p class=\"fiche-source\">{source}</p>\n</main>\n{scripts}</body>\n</html>\n",
        lang = escape_html(h.language),
        body = h.body,
    )
}
