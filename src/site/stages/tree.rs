//! Readings of the summary tree that several stages share: each page's game (its top
//! chapter) and the pages as the print pages nest them.
use super::render::PageDone;
use crate::book::Book;
use crate::site::print::PrintChapter;
use crate::site::summary::EntryKind;

/// Each page's top chapter (its game, in the club's guide): the top-level ancestor of
/// a nested page, or a top-level page that has pages under it. One pass over the
/// summary (asking each page's parent list again made a big book quadratic).
pub fn game_chapters(book: &Book) -> Vec<Option<usize>> {
    let entries = &book.summary.entries;
    let mut has_children = vec![false; entries.len()];
    // each entry's top-level ancestor (a parent comes before its children)
    let mut top_of: Vec<usize> = Vec::with_capacity(entries.len());
    for (i, e) in entries.iter().enumerate() {
        if let Some(p) = e.parent {
            has_children[p] = true;
        }
        let top = match e.parent {
            Some(p) if p < i => top_of[p],
            Some(mut p) => {
                while let Some(up) = entries[p].parent {
                    p = up;
                }
                p
            }
            None => i,
        };
        top_of.push(top);
    }
    book.pages
        .iter()
        .map(|p| {
            let top = top_of[p.entry];
            (entries[top].path.is_some() && (top != p.entry || has_children[top])).then_some(top)
        })
        .collect()
}

/// The pages as the print pages need them: nesting, and the part each one opens.
pub fn print_chapters<'a>(book: &'a Book, done: &'a [PageDone]) -> Vec<PrintChapter<'a>> {
    let entries = &book.summary.entries;
    let mut next_entry = 0;
    book.pages
        .iter()
        .zip(done)
        .map(|(p, d)| {
            let part = entries[next_entry.min(p.entry)..p.entry]
                .iter()
                .rev()
                .find(|e| e.kind == EntryKind::Part)
                .map(|e| e.name.as_str());
            next_entry = p.entry + 1;
            PrintChapter {
                out_path: &p.out_path,
                title: &d.title,
                html: &d.body.html,
                depth: entries[p.entry].depth,
                part,
            }
        })
        .collect()
}
