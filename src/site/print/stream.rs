//! The whole guide's print page, made a few chapters at a time so that a big book's
//! pages are never all in memory.

use std::borrow::Cow;

use rayon::prelude::*;

use super::chapters::chapter_groups;
use super::ids::PrintIds;
use super::rewrite::chapter_html;
use super::sections::push_section;
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

/// The whole print page a few chapters at a time, so that a big book's print page is
/// never held in memory: its sections go to `sections` in reading order (a top-level
/// chapter and the pages under it at a time), and its frame is returned. `found`: each
/// chapter's ids ([`ids_of`](super::ids_of)); `body`: each chapter's HTML.
pub fn stream_print_pages(
    book_title: &str,
    language: &str,
    chapters: &[PrintChapter],
    found: &[Vec<String>],
    body: &BodyOf,
    handouts: &[(String, String)],
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
        let range = group.map_or(i..i + 1, |(_, r)| r);
        let rewritten: Vec<String> = range
            .clone()
            .into_par_iter()
            .map(|j| chapter_html(&body(j)?, j, chapters[j].out_path, &ids))
            .collect::<Result<_, _>>()?;
        let mut text = String::new();
        for (k, html) in rewritten.iter().enumerate() {
            push_section(chapters, &ids, range.start + k, html, &mut open, &mut text);
        }
        i = range.end;
        // the shared drawings go to the top of the page, each once, as
        // `merge_page_defs` does over a whole body
        if !crate::diagram::has_page_defs(&text) {
            sections(text)?;
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
