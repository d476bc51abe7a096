//! The body of a print page: the chapters' sections, grouped under their top-level
//! chapter, and the nested table of contents.

use rayon::prelude::*;

use super::PrintChapter;
use super::ids::PrintIds;
use super::rewrite::chapter_html;
use crate::site::blocks::escape_html;

/// The sections of a print page, grouped: a top-level chapter and the pages under it
/// make one group (`groupe-imprime`; `avec-pages`, a new sheet, when it has pages under
/// it). `ids` were made for these same chapters.
pub(super) fn sections_html(chapters: &[PrintChapter], ids: &PrintIds) -> Result<String, String> {
    let rewritten: Vec<String> = chapters
        .par_iter()
        .enumerate()
        .map(|(i, c)| chapter_html(c.html, i, c.out_path, ids))
        .collect::<Result<_, _>>()?;
    Ok(sections_from(chapters, ids, rewritten))
}

/// The sections around each chapter's rewritten HTML.
pub(super) fn sections_from(
    chapters: &[PrintChapter],
    ids: &PrintIds,
    rewritten: Vec<String>,
) -> String {
    let mut body = String::new();
    let mut open = false;
    for (i, html) in rewritten.into_iter().enumerate() {
        push_section(chapters, ids, i, &html, &mut open, &mut body);
    }
    if open {
        body.push_str("</div>\n");
    }
    body
}

/// Chapter `i`'s section (and the group it opens), after the sections before it;
/// `open`: whether a group is open.
pub(super) fn push_section(
    chapters: &[PrintChapter],
    ids: &PrintIds,
    i: usize,
    html: &str,
    open: &mut bool,
    body: &mut String,
) {
    let c = &chapters[i];
    if c.depth == 0 || !*open {
        if *open {
            body.push_str("</div>\n");
        }
        let has_pages = chapters.get(i + 1).is_some_and(|n| n.depth > c.depth);
        let class = if has_pages {
            "groupe-imprime avec-pages"
        } else {
            "groupe-imprime"
        };
        // a chapter with pages is printed alone from `print.html#<its anchor>`
        let id = match ids.groups.get(&i) {
            Some(anchor) if has_pages => format!(" id=\"{}\"", escape_html(anchor)),
            _ => String::new(),
        };
        body.push_str(&format!("<div class=\"{class}\"{id}>\n"));
        *open = true;
    }
    let slug = escape_html(&ids.sections[i]);
    // a chapter without its own h1 gets one, as in mdBook
    let h1 = if html.contains("<h1") {
        String::new()
    } else {
        format!("<h1>{}</h1>\n", escape_html(c.title))
    };
    body.push_str(&format!(
        "<section class=\"chapitre-imprime niveau-{}\" id=\"{slug}\">\n{h1}{html}</section>\n",
        c.depth.min(3)
    ));
}

/// The nested table of contents: parts, chapters, the pages under them.
/// `label`: the interface words' « Table des matières ».
pub(super) fn contents_html(chapters: &[PrintChapter], ids: &PrintIds, label: &str) -> String {
    // (level, item) in reading order; a part holds the chapters that follow it
    let mut items: Vec<(usize, String)> = Vec::new();
    let mut in_part = false;
    for (i, c) in chapters.iter().enumerate() {
        if let Some(part) = c.part {
            items.push((
                0,
                format!("<span class=\"partie\">{}</span>", escape_html(part)),
            ));
            in_part = true;
        }
        let level = c.depth + usize::from(in_part);
        items.push((
            level,
            format!(
                "<a href=\"#{}\">{}</a>",
                escape_html(&ids.sections[i]),
                escape_html(c.title)
            ),
        ));
    }
    let mut out =
        format!("<nav class=\"table-imprimee\" aria-label=\"{label}\"><h2>{label}</h2>\n");
    out.push_str(&nested_list(&items));
    out.push_str("</nav>\n");
    out
}

/// `<ol>` lists nested by level (a level deeper than the previous item's plus one is
/// taken as one deeper).
fn nested_list(items: &[(usize, String)]) -> String {
    let mut out = String::new();
    let mut depth = 0usize; // open <ol> count
    for (k, (level, item)) in items.iter().enumerate() {
        let want = level + 1;
        if k == 0 || want > depth {
            // open one list (a first item, or a child of the previous item)
            let class = if depth == 0 {
                " class=\"sommaire-imprime\""
            } else {
                ""
            };
            out.push_str(&format!("\n<ol{class}>"));
            depth += 1;
        } else {
            while depth > want.max(1) {
                out.push_str("</li></ol>");
                depth -= 1;
            }
            out.push_str("</li>");
        }
        out.push_str(&format!("\n<li>{item}"));
    }
    while depth > 0 {
        out.push_str("</li></ol>");
        depth -= 1;
    }
    out.push('\n');
    out
}
