//! A chapter's HTML made fit for the print page: its ids renamed, its links to other
//! chapters turned into in-page anchors, FAQ answers open, screen-only parts (headings'
//! « # » links among them) left out.

use std::cell::{Cell, RefCell};
use std::collections::BTreeSet;

use lol_html::html_content::Element;
use lol_html::{RewriteStrSettings, element, rewrite_str};

use super::ids::{PrintIds, is_shared};
use super::join;
use crate::site::links::is_external;
use crate::site::postprocess::unescape_attr;

/// Where a link of chapter `from` (index `i`) points inside the print page (at the
/// site root). `outside` is set when it leads off the print page (then where it leads
/// depends on where the print page is).
#[doc(hidden)]
pub fn rewrite_href(
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
    crate::site::urls::decode(s).unwrap_or_else(|| s.to_string())
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
    chapter_html_with(html, i, from, ids, true).map(|(html, _)| html)
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
    if plain_allowed && let Some(out) = crate::site::plain_pass::print_rewrite(html, change) {
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
            // (ids of what goes are still read: a later id of the same name is named as
            // it was before)
            for (name, value) in &attrs {
                if let Some(new) = change(&tag, name, value) {
                    el.set_attribute(name, &new)?;
                }
            }
            match for_print(&tag, &attrs) {
                ForPrint::Kept => {}
                ForPrint::Removed => el.remove(),
                ForPrint::Figure => {
                    // (removed first: the class then comes last, as before)
                    el.remove_attribute("class");
                    el.set_attribute("class", "board-example")?;
                }
            }
            Ok(())
        }))
        // answers open
        .append_element_content_handler(element!("details", |el: &mut Element| {
            el.set_attribute("open", "")?;
            Ok(())
        }));
    let out = rewrite_str(html, settings).map_err(|e| e.to_string())?;
    Ok((out, depends.get()))
}

/// What the print page does with an element that has attributes.
enum ForPrint {
    Kept,
    /// meant for the screen: earlier frames of a sequence, step buttons, board data,
    /// PNG links, headings' « # » links, what the book marks `.ecran-seulement`
    Removed,
    /// an interactive example, printed as a plain one
    Figure,
}

/// Decided from the tag and its classes in the one `*` handler rather than by selectors
/// of their own: lol_html matches every selector against every element, and each one
/// more cost the print pass of an example page about an eighth more (docs/MEASURES.md,
/// « Moins d'octets par page »).
fn for_print(tag: &str, attrs: &[(String, String)]) -> ForPrint {
    let class = attrs
        .iter()
        .find(|(n, _)| n == "class")
        .map(|(_, v)| v.as_str());
    let has = |k: &str| class.is_some_and(|c| c.split_ascii_whitespace().any(|x| x == k));
    let removed = match tag {
        "div" => has("board-steps") || (has("board") && attrs.iter().any(|(n, _)| n == "hidden")),
        "script" => has("board-data") || has("arb-looks"),
        "a" => has("png-link") || has("ancre"),
        _ => false,
    };
    if removed || has("ecran-seulement") {
        ForPrint::Removed
    } else if tag == "figure" && has("interactive") {
        ForPrint::Figure
    } else {
        ForPrint::Kept
    }
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
