//! The print pages of one top-level chapter each (`print/<chapitre>.html`): where they
//! go and which chapters they hold.

use super::ids::PrintIds;
use super::sections::sections_html;
use super::{PrintChapter, chapter_slug, document};
use crate::site::blocks::escape_html;
use crate::site::markdown::{UniqueIds, unique_id};

/// A print page of its own for one top-level chapter and the pages under it.
pub struct ChapterPrint {
    /// output path, `print/echecs.html`
    pub out_path: String,
    /// indexes of the chapters it holds
    pub chapters: std::ops::Range<usize>,
    pub html: String,
}

/// The folder of the chapters' print pages.
pub const CHAPTER_FOLDER: &str = "print";

/// The name of a chapter's print page: its folder when it is `dir/index.html`
/// (`echecs/index.html` → `echecs`), its slug otherwise.
pub(super) fn chapter_print_name(out_path: &str) -> String {
    match out_path.strip_suffix("/index.html") {
        Some(dir) => chapter_slug(&format!("{dir}.html")),
        None => chapter_slug(out_path),
    }
}

/// Where each chapter print page goes and which chapters it holds: one per top-level
/// chapter that has pages under it (a game, in the club's guide), at
/// `print/<name>.html`. Known without rendering anything (`serve` links pages to them
/// before the print pages are made).
pub fn chapter_groups(chapters: &[PrintChapter]) -> Vec<(String, std::ops::Range<usize>)> {
    let mut out = Vec::new();
    let mut used = UniqueIds::new();
    let mut i = 0;
    while i < chapters.len() {
        let end = i
            + 1
            + chapters[i + 1..]
                .iter()
                .take_while(|c| c.depth > chapters[i].depth)
                .count();
        if chapters[i].depth == 0 && end > i + 1 {
            let name = unique_id(&chapter_print_name(chapters[i].out_path), &mut used);
            out.push((format!("{CHAPTER_FOLDER}/{name}.html"), i..end));
        }
        i = end;
    }
    out
}

/// The chapter print pages of [`chapter_groups`].
pub fn chapter_pages(
    book_title: &str,
    language: &str,
    chapters: &[PrintChapter],
) -> Result<Vec<ChapterPrint>, String> {
    let mut out = Vec::new();
    for (out_path, range) in chapter_groups(chapters) {
        let part = &chapters[range.clone()];
        let ids = PrintIds::rooted(part, "../")?;
        let body = sections_html(part, &ids)?;
        out.push(chapter_document(
            book_title, language, chapters, out_path, range, &body,
        ));
    }
    Ok(out)
}

/// One chapter's print page around its sections.
pub(super) fn chapter_document(
    book_title: &str,
    language: &str,
    chapters: &[PrintChapter],
    out_path: String,
    range: std::ops::Range<usize>,
    body: &str,
) -> ChapterPrint {
    let i = range.start;
    let body = crate::diagram::merge_page_defs(body);
    let w = crate::lang::words(language);
    {
        let book = escape_html(book_title);
        let chapter = escape_html(chapters[i].title);
        let back = escape_html(&crate::site::urls::encode_path(chapters[i].out_path));
        let bar = format!(
            "<header class=\"ecran-seulement barre-impression\"><a href=\"../{back}\">{}</a> <a href=\"../print.html\">{}</a> <span>{}</span></header>\n",
            w.back_to_chapter,
            w.whole_guide_print,
            crate::site::typography::of_language(language)(w.chapter_print_how)
        );
        ChapterPrint {
            out_path,
            chapters: range,
            html: document(
                language,
                &format!("{chapter} — {book}{}", w.print_suffix),
                "../",
                &bar,
                &format!("<p class=\"livre-imprime\">{book}</p>\n{body}"),
            ),
        }
    }
}
