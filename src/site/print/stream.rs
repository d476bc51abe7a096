//! The whole guide's print page and the chapters' own, made a few chapters at a time so
//! that a big book's pages are never all in memory.

use std::borrow::Cow;

use rayon::prelude::*;

use super::chapters::{ChapterPrint, chapter_document, chapter_groups};
use super::ids::PrintIds;
use super::rewrite::{chapter_html, chapter_html_in};
use super::sections::{push_section, sections_from};
use super::{PrintChapter, whole_document};

/// A chapter's body, fetched when it is needed (a big book's bodies wait on disk).
pub type BodyOf<'a> = dyn Fn(usize) -> Result<Cow<'a, str>, String> + Sync + 'a;

/// The whole guide's print page around its sections: `head` ends with the shared
/// drawings of every chapter, `tail` closes the page.
pub struct WholePrint {
    pub head: String,
    pub tail: String,
}

/// Marks where the sections go in the whole page while its frame is made.
const CUT: &str = "\u{e000}arbitre-sections\u{e000}";

/// [`print_pages`] a few chapters at a time, so that a big book's print pages are never
/// held in memory: each chapter print page goes to `chapter_page` when done, the whole
/// page's sections to `sections` in reading order (a top-level chapter and the pages
/// under it at a time), and its frame is returned. `found`: each chapter's ids
/// ([`ids_of`]); `body`: each chapter's HTML.
#[allow(clippy::too_many_arguments)]
pub fn stream_print_pages(
    book_title: &str,
    language: &str,
    chapters: &[PrintChapter],
    found: &[Vec<String>],
    body: &BodyOf,
    handouts: &[(String, String)],
    chapter_page: &mut dyn FnMut(ChapterPrint) -> Result<(), String>,
    sections: &mut dyn FnMut(String) -> Result<(), String>,
) -> Result<WholePrint, String> {
    let ids = PrintIds::named(chapters, found, "");
    let mut groups = chapter_groups(chapters).into_iter().peekable();
    // the shared drawings of the chapters so far, as one block
    let mut defs = String::new();
    let mut open = false;
    let mut i = 0;
    while i < chapters.len() {
        let group = groups.next_if(|(_, r)| r.start == i);
        let range = group.as_ref().map_or(i..i + 1, |(_, r)| r.clone());
        let bodies: Vec<Cow<str>> = range
            .clone()
            .into_par_iter()
            .map(body)
            .collect::<Result<_, _>>()?;
        let mut reuse: Vec<Option<String>> = vec![None; range.len()];
        if let Some((out_path, _)) = group {
            let part = &chapters[range.clone()];
            let part_ids = PrintIds::named(part, &found[range.clone()], "../");
            let rewritten: Vec<(String, bool)> = part
                .par_iter()
                .zip(&bodies)
                .enumerate()
                .map(|(k, (c, html))| chapter_html_in(html, k, c.out_path, &part_ids))
                .collect::<Result<_, _>>()?;
            let same = range
                .clone()
                .all(|j| part_ids.same_names(j - range.start, &ids, j));
            let mut htmls = Vec::with_capacity(rewritten.len());
            for (k, (html, depends)) in rewritten.into_iter().enumerate() {
                if same && !depends {
                    reuse[k] = Some(html.clone());
                }
                htmls.push(html);
            }
            let group_body = sections_from(part, &part_ids, htmls);
            chapter_page(chapter_document(
                book_title,
                language,
                chapters,
                out_path,
                range.clone(),
                &group_body,
            ))?;
        }
        let rewritten: Vec<String> = reuse
            .into_par_iter()
            .zip(&bodies)
            .enumerate()
            .map(|(k, (done, html))| match done {
                Some(html) => Ok(html),
                None => {
                    let j = range.start + k;
                    chapter_html(html, j, chapters[j].out_path, &ids)
                }
            })
            .collect::<Result<_, _>>()?;
        drop(bodies);
        let mut text = String::new();
        for (k, html) in rewritten.iter().enumerate() {
            push_section(chapters, &ids, range.start + k, html, &mut open, &mut text);
        }
        // the shared drawings go to the top of the page, each once, as
        // `merge_page_defs` does over a whole body
        if !crate::diagram::has_page_defs(&text) {
            sections(text)?;
            i = range.end;
            continue;
        }
        let merged = crate::diagram::merge_page_defs(&format!("{CUT}{text}"));
        match merged.find(CUT) {
            Some(at) if at > 0 => {
                defs = crate::diagram::merge_page_defs(&format!("{defs}{}", &merged[..at]));
                sections(merged[at + CUT.len()..].to_string())?;
            }
            _ => sections(text)?,
        }
        i = range.end;
    }
    if open {
        sections("</div>\n".to_string())?;
    }
    let frame = whole_document(book_title, language, chapters, &ids, CUT, handouts);
    let at = frame.rfind(CUT).unwrap_or(frame.len());
    Ok(WholePrint {
        head: format!("{}{defs}", &frame[..at]),
        tail: frame[at..].replacen(CUT, "", 1),
    })
}
