//! The book's table of contents, written once for the whole site.
//!
//! Every page used to carry the whole sidebar, so the site grew with the square of its
//! pages. Now each page carries only its neighbourhood (see `Layout::toc` in
//! `stages/layout.rs`: the current page's ancestors, a window of siblings, its children) and a
//! link to the full contents page; the page script draws the whole, foldable tree from
//! one shared script. A script, not JSON: `fetch` does not work from `file://`.

use super::blocks::escape_html;
use super::summary::{EntryKind, Summary};
use super::urls;

/// The shared table of contents, loaded by every page.
pub const SCRIPT: &str = "static/sommaire.js";
/// The full contents page, the fallback without JavaScript.
pub const PAGE: &str = "sommaire.html";
/// How many siblings each side of the current page (or of its ancestors) a page's own
/// sidebar lists (2 × WINDOW + 1 of each list, fewer only when the list is shorter):
/// what bounds a page's weight, whatever the book's size. The list is the fallback
/// without JavaScript (the script draws the whole tree over it), and the largest part
/// each page repeats: 12 made it 5.6 KB of a 11 KB page in a book of long chapters.
pub const WINDOW: usize = 5;

fn out_path_of(src_path: &str) -> String {
    match src_path.strip_suffix(".md") {
        Some(stem) => format!("{stem}.html"),
        None => src_path.to_string(),
    }
}

fn kind_code(k: &EntryKind) -> &'static str {
    match k {
        EntryKind::Part => "p",
        EntryKind::Separator => "s",
        EntryKind::Chapter => "c",
        EntryKind::Draft => "d",
    }
}

/// `static/sommaire.js`: `window.ARBITRE_SOMMAIRE`, one row per summary entry:
/// `[kind, name, href from the site root, number, depth, parent index or -1]`.
pub fn script(summary: &Summary) -> String {
    let rows: Vec<serde_json::Value> = summary
        .entries
        .iter()
        .map(|e| {
            serde_json::json!([
                kind_code(&e.kind),
                e.name,
                e.path
                    .as_deref()
                    .map_or(String::new(), |p| urls::encode_path(&out_path_of(p))),
                e.number_label(),
                e.depth,
                e.parent.map_or(-1, |p| p as i64),
            ])
        })
        .collect();
    // a JSON value always writes itself out
    let json = serde_json::Value::Array(rows).to_string();
    format!(
        "// {}\nwindow.ARBITRE_SOMMAIRE = {json};\n",
        crate::lang::fr::site::TOC_SCRIPT_COMMENT
    )
}

/// The body of the full contents page: every entry, nested, links from the site root.
pub fn contents_html(summary: &Summary, title: &str) -> String {
    let mut out = format!("<h1 id=\"sommaire-complet\">{}</h1>\n", escape_html(title));
    out.push_str("<ol class=\"sommaire-complet\">\n");
    let mut depth = 0;
    let mut open_li = false;
    for e in &summary.entries {
        // nesting follows depth: open or close lists as it changes
        while depth < e.depth {
            out.push_str("<ol>\n");
            depth += 1;
            open_li = false;
        }
        while depth > e.depth {
            if open_li {
                out.push_str("</li>\n");
            }
            out.push_str("</ol>\n");
            depth -= 1;
            open_li = true;
        }
        if open_li {
            out.push_str("</li>\n");
        }
        let name = escape_html(&e.name);
        let number = e.number_label();
        let number = if number.is_empty() {
            String::new()
        } else {
            format!("<span class=\"numero\">{number}</span> ")
        };
        match (&e.kind, &e.path) {
            (EntryKind::Part, _) => {
                out.push_str(&format!("<li class=\"partie\">{name}"));
            }
            (EntryKind::Separator, _) => {
                out.push_str("<li class=\"separateur\" aria-hidden=\"true\">");
            }
            (_, Some(p)) => {
                let href = escape_html(&urls::encode_path(&out_path_of(p)));
                out.push_str(&format!("<li><a href=\"{href}\">{number}{name}</a>"));
            }
            (_, None) => {
                out.push_str(&format!(
                    "<li class=\"brouillon\"><span title=\"{}\">{number}{name}</span>",
                    crate::lang::fr::site::DRAFT_TITLE
                ));
            }
        }
        open_li = true;
    }
    while depth > 0 {
        if open_li {
            out.push_str("</li>\n");
        }
        out.push_str("</ol>\n");
        depth -= 1;
        open_li = true;
    }
    if open_li {
        out.push_str("</li>\n");
    }
    out.push_str("</ol>\n");
    out
}

/// Page titles that name their game: a title two pages share ("Questions fréquentes")
/// takes the name of its top chapter ("Bughouse — questions fréquentes").
pub fn qualify_titles(titles: &mut [String], tops: &[Option<String>]) {
    let mut count = std::collections::HashMap::new();
    for t in titles.iter() {
        *count.entry(t.clone()).or_insert(0usize) += 1;
    }
    for (t, top) in titles.iter_mut().zip(tops) {
        if let Some(top) = top
            && count[t.as_str()] > 1
            && top != t
        {
            *t = format!("{top} — {}", lower_first(t));
        }
    }
}

/// "Questions fréquentes" → "questions fréquentes"; "FAQ" stays.
fn lower_first(s: &str) -> String {
    let mut chars = s.chars();
    match (chars.next(), chars.next()) {
        (Some(a), Some(b)) if a.is_uppercase() && !b.is_uppercase() => {
            a.to_lowercase().chain(s.chars().skip(1)).collect()
        }
        _ => s.to_string(),
    }
}
