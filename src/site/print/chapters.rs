//! « Imprimer ce chapitre »: a top-level chapter and its pages are one group of
//! `print.html`, which carries an id of its own; `print.html#imprimer-<chapitre>` shows
//! and prints that group alone (`static/print.css`, `:has(:target)`), so no chapter is
//! written twice (docs/MEASURES.md, « Ce que chaque page écrit »).

use super::{PrintChapter, chapter_slug};
use crate::site::markdown::{UniqueIds, unique_id};

/// What the group anchors of `print.html` start with.
pub const CHAPTER_ANCHOR: &str = "imprimer-";

/// The name of a chapter's print anchor: its folder when it is `dir/index.html`
/// (`echecs/index.html` → `echecs`), its slug otherwise.
#[doc(hidden)]
pub fn chapter_print_name(out_path: &str) -> String {
    match out_path.strip_suffix("/index.html") {
        Some(dir) => chapter_slug(&format!("{dir}.html")),
        None => chapter_slug(out_path),
    }
}

/// The anchor of each chapter's group in `print.html` and which chapters it holds: one
/// per top-level chapter that has pages under it (a game, in the club's guide),
/// `imprimer-<name>`. Known without rendering anything (`serve` links pages to them
/// before the print page is made).
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
            out.push((format!("{CHAPTER_ANCHOR}{name}"), i..end));
        }
        i = end;
    }
    out
}
