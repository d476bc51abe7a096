//! `print.html`: the whole guide on one page, in SUMMARY order, as mdBook does — each
//! page in its own section, ids made unique per page, links between pages turned into
//! in-page anchors, FAQ answers open, nothing interactive or meant for the screen
//! (`.ecran-seulement`). `print/<chapitre>.html`: the same for one top-level chapter and
//! its pages. Laid out for A4 by `static/print.css`: two columns, each chapter that has
//! pages under it starting a new sheet.
use lol_html::html_content::Element;
use lol_html::{RewriteStrSettings, element, rewrite_str};
use rayon::prelude::*;
use std::borrow::Cow;
use std::cell::{Cell, RefCell};
use std::collections::{BTreeMap, BTreeSet};
use std::sync::Mutex;

use super::blocks::escape_html;
use super::links::is_external;
use super::markdown::unique_id;
use super::postprocess::unescape_attr;
use crate::fr::site as fr;

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

/// The ids of the whole print page: each chapter's section id, and for each id found
/// in a chapter (inside its diagrams too) the id it gets in the print page,
/// `chapter--id`, made unique over the page (two chapters whose slugs meet, `a-b.html`
/// and `a/b.html`, or ids that meet once prefixed, get a suffix).
pub struct PrintIds {
    pub sections: Vec<String>,
    maps: Vec<BTreeMap<String, String>>,
    by_path: BTreeMap<String, usize>,
    /// (chapters are rewritten in parallel: a second id in one of them takes a name here)
    used: Mutex<BTreeSet<String>>,
    /// from the print page to the site root (`""`, or `"../"` for `print/…`)
    root: String,
}

impl PrintIds {
    /// Ids the print page itself uses around the chapters.
    const FRAME: &[&str] = &["contenu"];

    pub fn new(chapters: &[PrintChapter]) -> Result<PrintIds, String> {
        Self::rooted(chapters, "")
    }

    /// The ids of a print page at `root` from the site root: links to pages it does not
    /// hold lead to the site's page.
    pub fn rooted(chapters: &[PrintChapter], root: &str) -> Result<PrintIds, String> {
        Ok(Self::named(chapters, &found_ids(chapters)?, root))
    }

    /// The same, from each chapter's ids as [`found_ids`] lists them.
    fn named(chapters: &[PrintChapter], found: &[Vec<String>], root: &str) -> PrintIds {
        let mut used: BTreeSet<String> = Self::FRAME.iter().map(|s| s.to_string()).collect();
        let sections: Vec<String> = chapters
            .iter()
            .map(|c| unique_id(&chapter_slug(c.out_path), &mut used))
            .collect();
        let mut maps = Vec::with_capacity(chapters.len());
        for (found, section) in found.iter().zip(&sections) {
            let mut map = BTreeMap::new();
            // the diagrams' shared drawings are named by what they draw: one per page
            for id in found.iter().filter(|id| !is_shared(id)).cloned() {
                if let std::collections::btree_map::Entry::Vacant(slot) = map.entry(id) {
                    let new = unique_id(&format!("{section}--{}", slot.key()), &mut used);
                    slot.insert(new);
                }
            }
            maps.push(map);
        }
        let by_path = chapters
            .iter()
            .enumerate()
            .map(|(i, c)| (c.out_path.to_string(), i))
            .collect();
        PrintIds {
            sections,
            maps,
            by_path,
            used: Mutex::new(used),
            root: root.to_string(),
        }
    }

    /// Whether chapter `i` here and chapter `j` of `other` get the same ids.
    fn same_names(&self, i: usize, other: &PrintIds, j: usize) -> bool {
        self.sections[i] == other.sections[j] && self.maps[i] == other.maps[j]
    }

    /// The print id of `id` in chapter `i` (an id the chapter does not have keeps the
    /// chapter's prefix, so the link stays inside the chapter's section).
    fn of(&self, i: usize, id: &str) -> String {
        if is_shared(id) {
            return id.to_string();
        }
        self.maps[i]
            .get(id)
            .cloned()
            .unwrap_or_else(|| format!("{}--{id}", self.sections[i]))
    }

    /// A fresh id for a second element carrying the same id in one chapter.
    fn fresh(&self, base: &str) -> String {
        unique_id(
            base,
            &mut self.used.lock().unwrap_or_else(|e| e.into_inner()),
        )
    }
}

/// An id of the diagrams' sprite (`arb-…`): the same id is the same drawing in every
/// chapter, so it keeps its name and the page keeps one copy
/// ([`crate::diagram::merge_page_defs`]).
fn is_shared(id: &str) -> bool {
    id.starts_with(crate::diagram::SPRITE_PREFIX)
}

/// Each chapter's ids, read in parallel.
fn found_ids(chapters: &[PrintChapter]) -> Result<Vec<Vec<String>>, String> {
    chapters.par_iter().map(|c| ids_of(c.html)).collect()
}

/// Every id in a piece of HTML, in document order, as text (entities decoded): what
/// [`stream_print_pages`] needs of each chapter before its body comes back.
pub fn ids_of(html: &str) -> Result<Vec<String>, String> {
    let ids = RefCell::new(Vec::new());
    let settings = RewriteStrSettings::new().append_element_content_handler(element!(
        "[id]",
        |el: &mut Element| {
            if let Some(id) = el.get_attribute("id") {
                ids.borrow_mut().push(unescape_attr(&id));
            }
            Ok(())
        }
    ));
    rewrite_str(html, settings).map_err(|e| e.to_string())?;
    Ok(ids.into_inner())
}

/// Where a link of chapter `from` (index `i`) points inside the print page (at the
/// site root). `outside` is set when it leads off the print page (then where it leads
/// depends on where the print page is).
fn rewrite_href(
    href: &str,
    i: usize,
    from: &str,
    ids: &PrintIds,
    outside: &Cell<bool>,
) -> Option<String> {
    if is_external(href) {
        return None;
    }
    if let Some(frag) = href.strip_prefix('#') {
        return Some(format!("#{}", ids.of(i, &decode(frag))));
    }
    let (path, frag) = match href.find('#') {
        Some(i) => (&href[..i], Some(&href[i + 1..])),
        None => (href, None),
    };
    let dir: Vec<&str> = from.split('/').collect();
    let target = join(&dir[..dir.len() - 1], path)?;
    if let Some(&t) = ids.by_path.get(&decode(&target)) {
        return Some(match frag {
            Some(f) if !f.is_empty() => format!("#{}", ids.of(t, &decode(f))),
            _ => format!("#{}", ids.sections[t]),
        });
    }
    // a page not on this print page, an asset (a PNG, an image): the same file seen
    // from the print page
    outside.set(true);
    let root = &ids.root;
    Some(match frag {
        Some(f) => format!("{root}{target}#{f}"),
        None => format!("{root}{target}"),
    })
}

/// A fragment or path as written in an href, percent-escapes decoded.
fn decode(s: &str) -> String {
    super::urls::decode(s).unwrap_or_else(|| s.to_string())
}

/// Rewrites `url(#id)` references inside an attribute value.
fn rewrite_urls(value: &str, map: &dyn Fn(&str) -> String) -> String {
    let mut out = String::with_capacity(value.len());
    let mut rest = value;
    while let Some(at) = rest.find("url(#") {
        out.push_str(&rest[..at + 5]);
        rest = &rest[at + 5..];
        let end = rest.find(')').unwrap_or(rest.len());
        out.push_str(&map(&rest[..end]));
        rest = &rest[end..];
    }
    out.push_str(rest);
    out
}

/// One chapter's HTML made fit for the print page: chapter `i` of `ids`.
pub fn chapter_html(html: &str, i: usize, from: &str, ids: &PrintIds) -> Result<String, String> {
    chapter_html_in(html, i, from, ids).map(|(html, _)| html)
}

/// [`chapter_html`] through lol_html always (the suite compares it with the
/// parser-free pass [`chapter_html`] takes on plain pages).
#[doc(hidden)]
pub fn chapter_html_parsed(
    html: &str,
    i: usize,
    from: &str,
    ids: &PrintIds,
) -> Result<String, String> {
    chapter_html_with(html, i, from, ids, false).map(|(html, _)| html)
}

/// [`chapter_html`], and whether the result depends on more than the names of the ids
/// of the chapters it links to (a link off the print page, an id given twice): when it
/// does not, the chapter's own print page and the whole guide's print the same HTML.
fn chapter_html_in(
    html: &str,
    i: usize,
    from: &str,
    ids: &PrintIds,
) -> Result<(String, bool), String> {
    chapter_html_with(html, i, from, ids, true)
}

fn chapter_html_with(
    html: &str,
    i: usize,
    from: &str,
    ids: &PrintIds,
    plain_allowed: bool,
) -> Result<(String, bool), String> {
    let seen = RefCell::new(BTreeSet::new());
    let depends = Cell::new(false);
    let change = |tag: &str, name: &str, value: &str| {
        print_attribute(
            tag,
            name,
            value,
            i,
            from,
            ids,
            &mut seen.borrow_mut(),
            &depends,
        )
    };
    // a page pulldown-cmark wrote alone is read without a parser
    if plain_allowed && let Some(out) = super::plain_pass::print_rewrite(html, change) {
        return Ok((out, depends.get()));
    }
    let settings = RewriteStrSettings::new()
        .append_element_content_handler(element!("*", |el: &mut Element| {
            // (most elements have no attribute: nothing to read or allocate)
            if el.attributes().is_empty() {
                return Ok(());
            }
            let attrs: Vec<(String, String)> = el
                .attributes()
                .iter()
                .map(|a| (a.name(), unescape_attr(&a.value())))
                .collect();
            let tag = el.tag_name();
            for (name, value) in attrs {
                if let Some(new) = change(&tag, &name, &value) {
                    el.set_attribute(&name, &new)?;
                }
            }
            Ok(())
        }))
        // answers open; earlier frames of a sequence, step buttons and what the book marks
        // as meant for the screen gone
        .append_element_content_handler(element!("details", |el: &mut Element| {
            el.set_attribute("open", "")?;
            Ok(())
        }))
        .append_element_content_handler(element!(
            "div.board[hidden], div.board-steps, script.board-data, script.arb-looks, a.png-link, .ecran-seulement",
            |el: &mut Element| {
                el.remove();
                Ok(())
            }
        ))
        .append_element_content_handler(element!("figure.interactive", |el: &mut Element| {
            el.remove_attribute("class");
            el.set_attribute("class", "board-example")?;
            Ok(())
        }));
    let out = rewrite_str(html, settings).map_err(|e| e.to_string())?;
    Ok((out, depends.get()))
}

/// The print page's value of attribute `name` of a `tag` element of chapter `i` (value
/// as text), `None` to leave it: ids take the chapter's names (a second one of the same
/// name gets its own, and makes the chapter depend on more than its names), links lead
/// into the print page, references to ids follow them.
#[allow(clippy::too_many_arguments)]
fn print_attribute(
    tag: &str,
    name: &str,
    value: &str,
    i: usize,
    from: &str,
    ids: &PrintIds,
    seen: &mut BTreeSet<String>,
    depends: &Cell<bool>,
) -> Option<String> {
    match name {
        "id" if is_shared(value) => None,
        "id" => {
            let mapped = ids.of(i, value);
            // the same id twice in one chapter: the second gets its own
            Some(if seen.insert(value.to_string()) {
                mapped
            } else {
                depends.set(true);
                ids.fresh(&mapped)
            })
        }
        "href" | "src" if tag == "a" || tag == "img" => rewrite_href(value, i, from, ids, depends),
        "href" | "xlink:href" => value
            .strip_prefix('#')
            .map(|f| format!("#{}", ids.of(i, f))),
        "aria-labelledby" | "aria-describedby" | "aria-controls" | "aria-owns" | "for"
        | "headers" | "list" | "form" => Some(
            value
                .split_ascii_whitespace()
                .map(|t| ids.of(i, t))
                .collect::<Vec<_>>()
                .join(" "),
        ),
        _ if value.contains("url(#") => Some(rewrite_urls(value, &|id| ids.of(i, id))),
        _ => None,
    }
}

/// The icon every page of the site carries (no request for /favicon.ico).
const ICON: &str = "<link rel=\"icon\" href=\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E%3Crect width='16' height='16' rx='3' fill='%23b3470e'/%3E%3Crect x='4' y='4' width='4' height='4' fill='%23fff'/%3E%3Crect x='8' y='8' width='4' height='4' fill='%23fff'/%3E%3C/svg%3E\">";

/// The sections of a print page, grouped: a top-level chapter and the pages under it
/// make one group (`groupe-imprime`; `avec-pages`, a new sheet, when it has pages under
/// it). `ids` were made for these same chapters.
fn sections_html(chapters: &[PrintChapter], ids: &PrintIds) -> Result<String, String> {
    let rewritten: Vec<String> = chapters
        .par_iter()
        .enumerate()
        .map(|(i, c)| chapter_html(c.html, i, c.out_path, ids))
        .collect::<Result<_, _>>()?;
    Ok(sections_from(chapters, ids, rewritten))
}

/// The sections around each chapter's rewritten HTML.
fn sections_from(chapters: &[PrintChapter], ids: &PrintIds, rewritten: Vec<String>) -> String {
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
fn push_section(
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
        body.push_str(&format!("<div class=\"{class}\">\n"));
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
fn contents_html(chapters: &[PrintChapter], ids: &PrintIds) -> String {
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
    let mut out = format!(
        "<nav class=\"table-imprimee\" aria-label=\"{label}\"><h2>{label}</h2>\n",
        label = fr::PRINT_CONTENTS
    );
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

/// The page around the sections.
fn document(language: &str, title: &str, root: &str, bar: &str, content: &str) -> String {
    format!(
        "<!DOCTYPE html>\n<html lang=\"{lang}\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n{ICON}\n<meta name=\"robots\" content=\"noindex\">\n<title>{title}</title>\n<link rel=\"stylesheet\" href=\"{root}static/arbitre.css\">\n<link rel=\"stylesheet\" href=\"{root}static/diagrammes.css\">\n<link rel=\"stylesheet\" href=\"{root}static/print.css\">\n</head>\n<body class=\"impression\">\n{bar}<main id=\"contenu\">\n{content}</main>\n</body>\n</html>\n",
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
    let contents = contents_html(chapters, ids);
    let mut list = String::new();
    if !handouts.is_empty() {
        list.push_str(&format!(
            "<nav class=\"fiches-liste ecran-seulement\" aria-label=\"{}\"><p>{}</p><ul>\n",
            fr::HANDOUTS_LABEL,
            fr::HANDOUTS_INTRO
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
    let bar = format!(
        "<header class=\"ecran-seulement barre-impression\"><a href=\"index.html\">{}</a> <span>{}</span></header>\n{list}",
        fr::BACK_TO_GUIDE,
        fr::PRINT_HOW
    );
    document(
        language,
        &fr::print_title(&title),
        "",
        &bar,
        &format!("<header class=\"page-de-titre\"><h1>{title}</h1></header>\n{contents}{body}"),
    )
}

/// The whole guide's print page and each chapter's, together: a chapter whose print
/// HTML does not depend on the page it is on (no link off its chapter's print page,
/// the same id names on both) is rewritten once for both.
pub fn print_pages(
    book_title: &str,
    language: &str,
    chapters: &[PrintChapter],
    handouts: &[(String, String)],
) -> Result<(String, Vec<ChapterPrint>), String> {
    let found = found_ids(chapters)?;
    let mut prints = Vec::new();
    let mut body = String::new();
    let whole = stream_print_pages(
        book_title,
        language,
        chapters,
        &found,
        &|i| Ok(Cow::Borrowed(chapters[i].html)),
        handouts,
        &mut |c| {
            prints.push(c);
            Ok(())
        },
        &mut |s| {
            body.push_str(&s);
            Ok(())
        },
    )?;
    Ok((format!("{}{body}{}", whole.head, whole.tail), prints))
}

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
fn chapter_print_name(out_path: &str) -> String {
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
    let mut used = BTreeSet::new();
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
fn chapter_document(
    book_title: &str,
    language: &str,
    chapters: &[PrintChapter],
    out_path: String,
    range: std::ops::Range<usize>,
    body: &str,
) -> ChapterPrint {
    let i = range.start;
    let body = crate::diagram::merge_page_defs(body);
    {
        let book = escape_html(book_title);
        let chapter = escape_html(chapters[i].title);
        let back = escape_html(&super::urls::encode_path(chapters[i].out_path));
        let bar = format!(
            "<header class=\"ecran-seulement barre-impression\"><a href=\"../{back}\">{}</a> <a href=\"../print.html\">{}</a> <span>{}</span></header>\n",
            fr::BACK_TO_CHAPTER,
            fr::WHOLE_GUIDE_PRINT,
            fr::CHAPTER_PRINT_HOW
        );
        ChapterPrint {
            out_path,
            chapters: range,
            html: document(
                language,
                &fr::chapter_print_title(&chapter, &book),
                "../",
                &bar,
                &format!("<p class=\"livre-imprime\">{book}</p>\n{body}"),
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn chapter<'a>(out_path: &'a str, html: &'a str) -> PrintChapter<'a> {
        PrintChapter {
            out_path,
            title: "T",
            html,
            depth: 0,
            part: None,
        }
    }

    #[test]
    fn links_become_anchors() {
        let chapters = [
            chapter("index.html", "<p id=\"x\">x</p>"),
            chapter("echecs/roque.html", "<p id=\"ici\">i</p>"),
            chapter("echecs/index.html", ""),
        ];
        let ids = PrintIds::new(&chapters).unwrap();
        let from = "echecs/roque.html";
        let href = |h: &str| rewrite_href(h, 1, from, &ids, &Cell::new(false));
        assert_eq!(href("index.html#x").as_deref(), Some("#echecs-index--x"));
        assert_eq!(href("../index.html#x").as_deref(), Some("#index--x"));
        assert_eq!(href("../index.html").as_deref(), Some("#index"));
        assert_eq!(href("#ici").as_deref(), Some("#echecs-roque--ici"));
        assert_eq!(
            href("../diagrammes/a.png").as_deref(),
            Some("diagrammes/a.png")
        );
        assert_eq!(href("https://x.fr/"), None);
    }

    #[test]
    fn ids_unique_svg_refs_follow_details_open() {
        let html = "<h2 id=\"a\">A</h2><details id=\"q\"><summary>Q</summary>R</details><figure class=\"board-example interactive\" id=\"exemple-1\"><div class=\"board\" data-frame=\"0\" hidden><svg><title id=\"t0\">x</title></svg></div><div class=\"board\" data-frame=\"1\"><svg aria-labelledby=\"t1 d1\"><title id=\"t1\">y</title><desc id=\"d1\">z</desc><defs><g id=\"p\"></g></defs><use href=\"#p\"/><circle fill=\"url(#p)\"/></svg></div><script type=\"application/json\" class=\"board-data\">[]</script><div class=\"board-steps\"><button>◀</button></div><figcaption><a class=\"png-link\" href=\"../diagrammes/x.png\">PNG</a> Légende</figcaption></figure>";
        let chapters = [chapter("echecs/faq.html", html)];
        let ids = PrintIds::new(&chapters).unwrap();
        let out = chapter_html(html, 0, "echecs/faq.html", &ids).unwrap();
        assert!(out.contains("<h2 id=\"echecs-faq--a\">"), "{out}");
        assert!(
            out.contains("<details id=\"echecs-faq--q\" open=\"\">"),
            "{out}"
        );
        assert!(out.contains("id=\"echecs-faq--exemple-1\""), "{out}");
        assert!(out.contains("<title id=\"echecs-faq--t1\">"), "{out}");
        assert!(
            out.contains("aria-labelledby=\"echecs-faq--t1 echecs-faq--d1\""),
            "{out}"
        );
        assert!(out.contains("href=\"#echecs-faq--p\""), "{out}");
        assert!(out.contains("fill=\"url(#echecs-faq--p)\""), "{out}");
        assert!(!out.contains("t0"), "{out}");
        assert!(!out.contains("board-data"), "{out}");
        assert!(!out.contains("board-steps"), "{out}");
        assert!(!out.contains("png-link"), "{out}");
        assert!(!out.contains("interactive"), "{out}");
    }

    #[test]
    fn colliding_chapters_and_ids_stay_unique() {
        // a-b.html and a/b.html share a slug; "x--y" in a meets "y" in a--x.html
        let chapters = [
            chapter("a-b.html", "<h2 id=\"x\">1</h2><p id=\"x\">twice</p>"),
            chapter(
                "a/b.html",
                "<h2 id=\"x\">2</h2><a href=\"../a-b.html#x\">l</a>",
            ),
            chapter("a.html", "<h2 id=\"x--y\">3</h2>"),
            chapter("a--x.html", "<h2 id=\"y\">4</h2>"),
        ];
        let page = print_page("Livre", "fr", &chapters, &[]).unwrap();
        let mut all = BTreeSet::new();
        crate::site::markdown::collect_ids(&page, &mut all);
        let count = page.matches(" id=\"").count();
        assert_eq!(all.len(), count, "duplicate ids in {page}");
        assert!(page.contains("href=\"#a-b--x\""), "{page}");
    }

    #[test]
    fn whole_page() {
        let a = PrintChapter {
            out_path: "index.html",
            title: "Accueil",
            html: "<p>Voir <a href=\"b/c.html\">c</a>.</p>",
            depth: 0,
            part: None,
        };
        let b = PrintChapter {
            out_path: "b/c.html",
            title: "C",
            html: "<h1 id=\"c\">C</h1>",
            depth: 0,
            part: None,
        };
        let page = print_page("Livre", "fr", &[a, b], &[]).unwrap();
        assert!(page.contains(
            "<section class=\"chapitre-imprime niveau-0\" id=\"index\">\n<h1>Accueil</h1>"
        ));
        assert!(page.contains("href=\"#b-c\""), "{page}");
        assert!(page.contains("<h1 id=\"b-c--c\">C</h1>"), "{page}");
        assert!(page.contains("<html lang=\"fr\">"));
    }

    fn nested<'a>(
        out_path: &'a str,
        title: &'a str,
        depth: usize,
        html: &'a str,
    ) -> PrintChapter<'a> {
        PrintChapter {
            out_path,
            title,
            html,
            depth,
            part: None,
        }
    }

    /// The book of the tests: a prefix page, a part with two chapters that have pages.
    fn book<'a>() -> Vec<PrintChapter<'a>> {
        let mut chapters = vec![
            nested(
                "index.html",
                "Accueil",
                0,
                "<p>Voir <a href=\"echecs/roque.html#r\">le roque</a>.</p>",
            ),
            nested(
                "echecs/index.html",
                "Échecs",
                0,
                "<h1>Échecs</h1><p class=\"ecran-seulement\">Touchez une pièce.</p>",
            ),
            nested(
                "echecs/roque.html",
                "Le roque",
                1,
                "<h1>Le roque</h1><p id=\"r\">Voir <a href=\"../shogi/index.html\">le shogi</a> et <a href=\"index.html\">les échecs</a>.</p>",
            ),
            nested("shogi/index.html", "Shogi", 0, "<h1>Shogi</h1>"),
            nested("shogi/mat.html", "Le mat", 1, "<h1>Le mat</h1>"),
            nested(
                "shogi/mat-detail.html",
                "Détail",
                2,
                "<p>Détail <span class=\"ecran-seulement\">à l’écran</span>.</p>",
            ),
        ];
        chapters[1].part = Some("Les règles");
        chapters
    }

    #[test]
    fn contents_nest_parts_chapters_and_pages() {
        let page = print_page("Livre", "fr", &book(), &[]).unwrap();
        let start = page.find("<nav class=\"table-imprimee\"").unwrap();
        let toc = &page[start..start + page[start..].find("</nav>").unwrap()];
        let toc: String = toc.split('\n').collect();
        assert!(
            toc.contains("<ol class=\"sommaire-imprime\"><li><a href=\"#index\">Accueil</a></li><li><span class=\"partie\">Les règles</span><ol><li><a href=\"#echecs-index\">Échecs</a><ol><li><a href=\"#echecs-roque\">Le roque</a></li></ol></li><li><a href=\"#shogi-index\">Shogi</a><ol><li><a href=\"#shogi-mat\">Le mat</a><ol><li><a href=\"#shogi-mat-detail\">Détail</a></li></ol></li></ol></li></ol></li></ol>"),
            "{toc}"
        );
        // a chapter with pages under it starts its own group; a lone page does not
        assert_eq!(
            page.matches("<div class=\"groupe-imprime avec-pages\">")
                .count(),
            2
        );
        assert_eq!(page.matches("<div class=\"groupe-imprime\">").count(), 1);
        assert!(!page.contains("ecran-seulement\">Touchez"), "{page}");
        assert!(!page.contains("à l’écran"), "{page}");
        assert!(page.contains("href=\"#echecs-roque--r\""), "{page}");
    }

    /// Chapters titled "T" from (output path, body): a page below a folder's index is
    /// one level down.
    fn chapters_of<'a>(pages: &'a [(&'a str, &'a str)]) -> Vec<PrintChapter<'a>> {
        pages
            .iter()
            .map(|(out_path, html)| PrintChapter {
                out_path,
                title: "T",
                html,
                depth: usize::from(!out_path.ends_with("index.html") && out_path.contains('/')),
                part: None,
            })
            .collect()
    }

    #[test]
    fn print_pages_together_are_the_pages_made_apart() {
        // links between a chapter's pages (rewritten once for both), off them (rewritten
        // for each page) and an id given twice
        let pages = [
            (
                "a/index.html",
                "<h1 id=\"t\">A</h1><p><a href=\"x.html#s\">x</a></p>",
            ),
            (
                "a/x.html",
                "<h2 id=\"s\">S</h2><p><a href=\"../b/index.html\">b</a></p>",
            ),
            (
                "a/y.html",
                "<p id=\"d\">1</p><p id=\"d\">2</p><a href=\"#d\">d</a>",
            ),
            (
                "b/index.html",
                "<h1 id=\"t\">B</h1><a href=\"z.html\">z</a>",
            ),
            ("b/z.html", "<p id=\"s\">Z</p><img src=\"../img.png\">"),
            ("c.html", "<p><a href=\"a/x.html#s\">retour</a></p>"),
        ];
        let chapters = chapters_of(&pages);
        let handouts = [("fiches/a.html".to_string(), "Fiche".to_string())];
        let (whole, prints) = print_pages("Livre", "fr", &chapters, &handouts).unwrap();
        assert_eq!(
            whole,
            print_page("Livre", "fr", &chapters, &handouts).unwrap()
        );
        let apart = chapter_pages("Livre", "fr", &chapters).unwrap();
        assert_eq!(prints.len(), 2);
        for (p, q) in prints.iter().zip(&apart) {
            assert_eq!((&p.out_path, &p.html), (&q.out_path, &q.html));
        }
        assert!(
            prints[0].html.contains("href=\"../b/index.html\""),
            "{}",
            prints[0].html
        );
        assert!(whole.contains("href=\"#b-index\""), "{whole}");
    }

    #[test]
    fn streamed_print_page_gathers_the_drawings_as_one_page_does() {
        // each chapter carries its diagrams' shared drawings (one in common, one its
        // own); the streamed page puts them once at its top, as merging the whole does
        let defs = |ids: &[&str]| {
            let mut d = crate::diagram::Defs::new();
            for id in ids {
                d.add(id, || format!("<symbol id=\"{id}\"><rect/></symbol>"));
            }
            d.block()
        };
        let a = format!(
            "{}<h1 id=\"a\">A</h1><svg><use href=\"#arb-p\"/></svg>",
            defs(&["arb-p", "arb-q"])
        );
        let b = format!(
            "<p>b</p>{}<svg><use href=\"#arb-r\"/></svg>",
            defs(&["arb-r", "arb-p"])
        );
        let pages = [
            ("a/index.html", a.as_str()),
            ("a/b.html", b.as_str()),
            ("c.html", "<p>c</p>"),
        ];
        let chapters = chapters_of(&pages);
        let (whole, _) = print_pages("Livre", "fr", &chapters, &[]).unwrap();
        assert_eq!(whole, print_page("Livre", "fr", &chapters, &[]).unwrap());
        assert_eq!(whole.matches("class=\"arb-defs\"").count(), 1, "{whole}");
        for id in ["arb-p", "arb-q", "arb-r"] {
            assert_eq!(whole.matches(&format!("id=\"{id}\"")).count(), 1, "{whole}");
        }
    }

    #[test]
    fn one_print_page_per_chapter_with_pages() {
        let chapters = book();
        let prints = chapter_pages("Livre", "fr", &chapters).unwrap();
        let names: Vec<(&str, std::ops::Range<usize>)> = prints
            .iter()
            .map(|p| (p.out_path.as_str(), p.chapters.clone()))
            .collect();
        assert_eq!(
            names,
            [("print/echecs.html", 1..3), ("print/shogi.html", 3..6)]
        );
        let echecs = &prints[0].html;
        // inside the chapter: anchors; elsewhere: the site's page, from print/
        assert!(echecs.contains("href=\"#echecs-index\""), "{echecs}");
        assert!(echecs.contains("href=\"../shogi/index.html\""), "{echecs}");
        assert!(echecs.contains("href=\"../static/print.css\""), "{echecs}");
        assert!(
            echecs.contains("<a href=\"../echecs/index.html\">← Retour au chapitre</a>"),
            "{echecs}"
        );
        assert!(!echecs.contains("Touchez"), "{echecs}");
        assert!(!echecs.contains("Le mat"), "{echecs}");
        assert!(prints[1].html.contains("Détail"));
        assert!(!prints[1].html.contains("à l’écran"));
    }

    #[test]
    fn print_names_stay_apart() {
        assert_eq!(chapter_print_name("echecs/index.html"), "echecs");
        assert_eq!(
            chapter_print_name("regles/shogi/index.html"),
            "regles-shogi"
        );
        assert_eq!(chapter_print_name("bughouse.html"), "bughouse");
        let chapters = [
            nested("a-b/index.html", "A", 0, ""),
            nested("a-b/x.html", "X", 1, ""),
            nested("a/b.html", "B", 0, ""),
            nested("a/c.html", "C", 1, ""),
        ];
        let prints = chapter_pages("Livre", "fr", &chapters).unwrap();
        assert_eq!(prints[0].out_path, "print/a-b.html");
        assert_eq!(prints[1].out_path, "print/a-b-1.html");
    }
}
