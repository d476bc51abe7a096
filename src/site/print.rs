//! `print.html`: the whole guide on one page, in SUMMARY order, as mdBook does — each
//! page in its own section, ids made unique per page, links between pages turned into
//! in-page anchors, FAQ answers open, nothing interactive or meant for the screen
//! (`.ecran-seulement`). `print.html#imprimer-<chapitre>`: one top-level chapter and its
//! pages alone (« Imprimer ce chapitre »). Laid out for A4 by `static/print.css`: two
//! columns, each chapter that has pages under it starting a new sheet.

#[doc(hidden)]
pub mod chapters;
#[doc(hidden)]
pub mod ids;
#[doc(hidden)]
pub mod rewrite;
#[doc(hidden)]
pub mod sections;
mod stream;

use std::borrow::Cow;

use super::blocks::escape_html;
use crate::lang::fr::site as fr;

pub use chapters::{CHAPTER_ANCHOR, chapter_groups};
use ids::found_ids;
pub use ids::{PrintIds, ids_of};
pub use rewrite::{chapter_html, chapter_html_parsed};
use sections::{contents_html, sections_html};
pub use stream::{BodyOf, WholePrint, stream_print_pages};

/// One chapter as the print page needs it.
pub struct PrintChapter<'a> {
    /// output path relative to the site root, e.g. `echecs/roque.html`
    pub out_path: &'a str,
    pub title: &'a str,
    /// the page body after Markdown and the post-pass
    pub html: &'a str,
    /// nesting in SUMMARY.md: 0 for a top-level chapter
    pub depth: usize,
    /// the part title (`# Part` in SUMMARY.md) that opens just before this page
    pub part: Option<&'a str>,
}

/// The anchor of a chapter in the print page: `echecs/roque.html` → `echecs-roque`.
pub fn chapter_slug(out_path: &str) -> String {
    out_path
        .strip_suffix(".html")
        .unwrap_or(out_path)
        .chars()
        .map(|c| if c.is_alphanumeric() { c } else { '-' })
        .collect()
}

/// `dir` + a relative `href`, `..` and `.` resolved; None when it climbs above the root.
fn join(dir: &[&str], href: &str) -> Option<String> {
    let mut parts: Vec<&str> = dir.to_vec();
    for seg in href.split('/') {
        match seg {
            "" | "." => {}
            ".." => {
                parts.pop()?;
            }
            s => parts.push(s),
        }
    }
    Some(parts.join("/"))
}

/// The icon every page of the site carries (no request for /favicon.ico).
const ICON: &str = "<link rel=\"icon\" href=\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E%3Crect width='16' height='16' rx='3' fill='%23b3470e'/%3E%3Crect x='4' y='4' width='4' height='4' fill='%23fff'/%3E%3Crect x='8' y='8' width='4' height='4' fill='%23fff'/%3E%3C/svg%3E\">";

/// The page around the sections.
fn document(language: &str, title: &str, root: &str, bar: &str, content: &str) -> String {
    format!(
        "<!DOCTYPE html>\n<html lang=\"{lang}\">\n<head>\n<meta charset=\"utf-8\">\n<meta http-equiv=\"Content-Security-Policy\" content=\"script-src 'self' 'wasm-unsafe-eval'\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n{ICON}\n<meta name=\"robots\" content=\"noindex\">\n<title>{title}</title>\n<link rel=\"stylesheet\" href=\"{root}static/arbitre.css\">\n<link rel=\"stylesheet\" href=\"{root}static/diagrammes.css\">\n<link rel=\"stylesheet\" href=\"{root}static/print.css\">\n</head>\n<body class=\"impression\">\n{bar}<main id=\"contenu\">\n{content}</main>\n</body>\n</html>\n",
        lang = escape_html(language),
    )
}

/// The whole print page. `handouts`: (href, title) of the handouts, listed on screen only.
pub fn print_page(
    book_title: &str,
    language: &str,
    chapters: &[PrintChapter],
    handouts: &[(String, String)],
) -> Result<String, String> {
    let ids = PrintIds::new(chapters)?;
    let body = sections_html(chapters, &ids)?;
    Ok(whole_document(
        book_title, language, chapters, &ids, &body, handouts,
    ))
}

/// The whole guide's print page around its sections.
fn whole_document(
    book_title: &str,
    language: &str,
    chapters: &[PrintChapter],
    ids: &PrintIds,
    body: &str,
    handouts: &[(String, String)],
) -> String {
    let w = crate::lang::words(language);
    let contents = contents_html(chapters, ids, w.print_contents);
    let mut list = String::new();
    if !handouts.is_empty() {
        list.push_str(&format!(
            "<nav class=\"fiches-liste ecran-seulement\" aria-label=\"{}\"><p>{}</p><ul>\n",
            fr::HANDOUTS_LABEL,
            super::typography::french(fr::HANDOUTS_INTRO)
        ));
        for (href, title) in handouts {
            list.push_str(&format!(
                "<li><a href=\"{}\">{}</a></li>\n",
                escape_html(href),
                escape_html(title)
            ));
        }
        list.push_str("</ul></nav>\n");
    }
    // the chapters' shared drawings, once for the whole page
    let body = crate::diagram::merge_page_defs(body);
    let title = escape_html(book_title);
    // the book's spacing before « : », as on every other page
    let typo = super::typography::of_language(language);
    // (`.tout-le-guide` or `.seul-chapitre` shows, as a chapter's group is the target)
    let bar = format!(
        "<header class=\"ecran-seulement barre-impression\"><a href=\"index.html\">{}</a> <span class=\"tout-le-guide\">{}</span><span class=\"seul-chapitre\">{}</span> <a class=\"seul-chapitre\" href=\"print.html\">{}</a></header>\n{list}",
        w.back_to_guide,
        typo(w.print_how),
        typo(w.chapter_print_how),
        w.whole_guide_print,
    );
    document(
        language,
        &format!("{title}{}", w.print_suffix),
        "",
        &bar,
        &format!(
            "<header class=\"page-de-titre\"><h1>{title}</h1></header>\n<p class=\"livre-imprime seul-chapitre\">{title}</p>\n{contents}{body}"
        ),
    )
}

/// The whole guide's print page, made as the build streams it.
pub fn print_pages(
    book_title: &str,
    language: &str,
    chapters: &[PrintChapter],
    handouts: &[(String, String)],
) -> Result<String, String> {
    let found = found_ids(chapters)?;
    let mut body = String::new();
    let whole = stream_print_pages(
        book_title,
        language,
        chapters,
        &found,
        &|i| Ok(Cow::Borrowed(chapters[i].html)),
        handouts,
        &mut |s| {
            body.push_str(&s);
            Ok(())
        },
    )?;
    Ok(format!("{}{body}{}", whole.head, whole.tail))
}
