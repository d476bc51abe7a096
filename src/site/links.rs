//! Internal link and anchor checking. Every Markdown link that is not an outside address
//! must name a page of the book (or a file copied into the site), and its `#fragment` an
//! id on that page.
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use super::markdown::LinkRef;
use super::{Hint, Problem};
pub use crate::book::faults::LinkFault;
use crate::book::problem::{Lines, SHOWN};
pub use crate::book::summary::nearest_path;

/// What the checker knows of the site being built.
pub struct LinkTargets<'a> {
    /// page source path (relative to the source folder, `/`) → ids on that page
    pub pages: &'a BTreeMap<String, BTreeSet<String>>,
    /// pages' output paths (`x/y.html`) → source path
    pub outputs: &'a BTreeMap<String, String>,
    pub src_dir: &'a Path,
    /// generated files one may link to (`sitemap.xml`, `404.html`, `static/...`)
    pub generated: &'a BTreeSet<String>,
    /// pages that could not be read (broken front matter): their anchors are unknown
    pub unread: &'a BTreeSet<String>,
}

/// Is this an outside address (scheme, protocol-relative, mail)?
pub fn is_external(dest: &str) -> bool {
    if dest.starts_with("//") {
        return true;
    }
    match dest.find(':') {
        Some(colon) => {
            let before = &dest[..colon];
            !before.is_empty()
                && before
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || matches!(c, '+' | '-' | '.'))
        }
        None => false,
    }
}

/// Joins `rel` to the folder of `page` (both `/`-separated, relative to the source
/// folder) and normalises `.` and `..`. None when it climbs out of the book.
pub fn resolve(page: &str, rel: &str) -> Option<String> {
    let mut parts: Vec<&str> = if rel.starts_with('/') {
        Vec::new()
    } else {
        let mut p: Vec<&str> = page.split('/').collect();
        p.pop();
        p
    };
    for c in rel.split('/') {
        match c {
            "" | "." => {}
            ".." => {
                parts.pop()?;
            }
            c => parts.push(c),
        }
    }
    let mut s = parts.join("/");
    if rel.ends_with('/') || s.is_empty() {
        if !s.is_empty() {
            s.push('/');
        }
        s.push_str("index.md");
    }
    Some(s)
}

/// « vouliez-vous dire … » for a link: the nearest of `known`, written from `page`.
fn nearest_link<'a>(
    page: &str,
    wanted: &str,
    known: impl Iterator<Item = &'a String>,
) -> Option<Hint> {
    let known: Vec<&str> = known.map(String::as_str).collect();
    nearest_path(wanted, &known).map(|k| Hint::DidYouMean(super::urls::relative_path(page, k)))
}

/// The id of the page that `wanted` most likely meant: the nearest by edits, else the
/// longest id that begins `wanted` or that `wanted` begins (`#le-roque-court` for a
/// page whose heading is « Le roque »), if it is more than a few letters.
fn nearest_anchor<'a>(wanted: &str, ids: &'a BTreeSet<String>) -> Option<&'a str> {
    let known: Vec<&str> = ids.iter().map(String::as_str).collect();
    let long = |s: &str| s.chars().count() >= 4;
    super::nearest(wanted, &known).or_else(|| {
        known
            .iter()
            .filter(|k| long(wanted) && long(k))
            .filter(|k| wanted.starts_with(**k) || k.starts_with(wanted))
            .max_by_key(|k| k.len())
            .copied()
    })
}

/// Checks the links of one page. `text`: the page's file, for the caret under each bad
/// link in the reports.
pub fn check_page(
    page_src: &str,
    file_label: &str,
    text: &str,
    links: &[LinkRef],
    targets: &LinkTargets,
    problems: &mut Vec<Problem>,
) {
    // the page's lines, found once: each bad link costs its line, not the page
    let mut lines = Lines::new(text);
    let first = problems.len();
    for link in links {
        let dest = link.dest.trim();
        if dest.is_empty() || is_external(dest) {
            continue;
        }
        // past the reports shown in full, no « did you mean » is searched for
        let hinted = problems.len() - first < SHOWN;
        let mut bad = |fault: LinkFault, hint: &dyn Fn() -> Option<Hint>| {
            let p = lines.place(Problem::new(file_label, link.line, fault), dest);
            p.with_hint(if hinted { hint() } else { None })
        };
        let dest_s = dest.to_string();
        let (path, fragment) = match dest.split_once('#') {
            Some((p, f)) => (p, Some(f)),
            None => (dest, None),
        };
        // links are read as browsers read them: `r%C3%A8gles.md` is règles.md
        let path = path.split('?').next().unwrap_or(path);
        let path = super::urls::decode(path).unwrap_or_else(|| path.to_string());
        let target_page: Option<&str> = if path.is_empty() {
            Some(page_src)
        } else {
            // (mdBook's reading: `e.mdr` is the page `e.md`, see urls::mdbook_md_path)
            let Some(resolved) = resolve(page_src, crate::book::urls::mdbook_md_path(&path)) else {
                problems.push(bad(LinkFault::LeavesBook { dest: dest_s }, &|| None));
                continue;
            };
            if resolved.ends_with(".md") {
                if targets.pages.contains_key(&resolved) {
                    Some(
                        targets
                            .pages
                            .get_key_value(&resolved)
                            .map_or("", |(k, _)| k),
                    )
                } else if resolved
                    .strip_suffix(".md")
                    .is_some_and(|stem| targets.generated.contains(&format!("{stem}.html")))
                {
                    // a page laid out on its own, out of the summary (a handout): its
                    // `.md` link leads to its `.html` like any page's
                    None
                } else if targets.src_dir.join(&resolved).is_file() {
                    problems.push(bad(LinkFault::Unlisted { dest: dest_s }, &|| {
                        Some(Hint::UnlistedLink)
                    }));
                    continue;
                } else {
                    problems.push(bad(LinkFault::MissingPage { dest: dest_s }, &|| {
                        nearest_link(page_src, &resolved, targets.pages.keys())
                    }));
                    continue;
                }
            } else if let Some(src) = targets.outputs.get(&resolved) {
                Some(src.as_str())
            } else if targets.generated.contains(&resolved)
                || targets.src_dir.join(&resolved).is_file()
            {
                None
            } else {
                problems.push(bad(
                    LinkFault::MissingFile {
                        dest: dest_s,
                        image: link.is_image,
                    },
                    &|| {
                        nearest_link(
                            page_src,
                            &resolved,
                            targets.generated.iter().chain(targets.outputs.keys()),
                        )
                    },
                ));
                continue;
            }
        };
        if let (Some(page), Some(frag)) = (target_page, fragment) {
            if frag.is_empty() || targets.unread.contains(page) {
                continue;
            }
            let frag = super::urls::decode(frag).unwrap_or_else(|| frag.to_string());
            let ids = targets.pages.get(page);
            let known = ids.is_some_and(|ids| ids.contains(&frag));
            if !known {
                let hint = || {
                    ids.and_then(|ids| nearest_anchor(&frag, ids))
                        .map(|k| Hint::DidYouMean(format!("#{k}")))
                };
                let fault = LinkFault::MissingAnchor {
                    fragment: frag.clone(),
                    page: (page != page_src).then(|| page.to_string()),
                };
                problems.push(bad(fault, &hint));
            }
        }
    }
}
