//! The post-pass ([`super::postprocess`]) without an HTML parser, for a page whose HTML
//! pulldown-cmark wrote alone (no raw HTML of the author's, no example block): there
//! every `<` opens a tag, no attribute value holds a `>`, and the only elements whose
//! text typography leaves alone are `code` and `pre`. The result is the same bytes as
//! the lol_html pass gives (the suite compares the two over the guide's pages and
//! generated Markdown), at a fraction of its cost: a big book's pages are mostly such
//! pages. Anything unexpected returns `None`, and the caller takes the lol_html pass.
use super::postprocess::{rewrite_md_href, unescape_attr};
use super::typography;

/// Tags pulldown-cmark writes (with the options `markdown` sets). Any other name means
/// the HTML did not come from it alone.
const KNOWN: &[&str] = &[
    "a",
    "blockquote",
    "br",
    "code",
    "del",
    "div",
    "em",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "hr",
    "img",
    "li",
    "ol",
    "p",
    "pre",
    "strong",
    "sup",
    "table",
    "tbody",
    "td",
    "th",
    "thead",
    "tr",
    "ul",
];

/// A piece of such HTML: text between tags, or one tag.
enum Piece<'a> {
    Text(&'a str),
    Tag(Tag<'a>),
}

/// A tag as written: `raw` is its whole source, `<…>`.
struct Tag<'a> {
    raw: &'a str,
    name: &'a str,
    closing: bool,
    self_closing: bool,
    /// `name="value"` pairs, values as written (escaped)
    attributes: Vec<(&'a str, &'a str)>,
}

/// The HTML cut into text and tags, or `None` when it holds anything but the tags of
/// [`KNOWN`] with `name="value"` attributes (each name once): a comment, a doctype, an
/// element whose content is not HTML (`script`, `svg`…), a `<` that opens no tag, an
/// unquoted or valueless attribute. Such HTML is left to lol_html.
fn pieces(html: &str) -> Option<Vec<Piece<'_>>> {
    let mut found = Vec::new();
    let mut rest = html;
    loop {
        let lt = rest.find('<').unwrap_or(rest.len());
        if lt > 0 {
            found.push(Piece::Text(&rest[..lt]));
        }
        if lt == rest.len() {
            return Some(found);
        }
        rest = &rest[lt..];
        let gt = rest.find('>')?;
        let raw = &rest[..=gt];
        rest = &rest[gt + 1..];
        let inner = &raw[1..raw.len() - 1];
        if inner.contains(['<', '\'']) {
            return None;
        }
        let closing = inner.starts_with('/');
        let body = if closing { &inner[1..] } else { inner };
        let name_end = body
            .find(|c: char| c.is_ascii_whitespace() || c == '/')
            .unwrap_or(body.len());
        let name = &body[..name_end];
        if !KNOWN.contains(&name) {
            return None;
        }
        let after = &body[name_end..];
        let self_closing = after.trim_end().ends_with('/');
        let attributes = if closing {
            if !after.is_empty() {
                return None;
            }
            Vec::new()
        } else {
            attributes(after)?
        };
        found.push(Piece::Tag(Tag {
            raw,
            name,
            closing,
            self_closing,
            attributes,
        }));
    }
}

/// The attributes of a start tag as pulldown-cmark writes them: ` name="value"`, each
/// value escaped (no `"` inside), each name once, and an optional ` /` at the end.
fn attributes(mut s: &str) -> Option<Vec<(&str, &str)>> {
    let mut found: Vec<(&str, &str)> = Vec::new();
    loop {
        s = s.trim_start();
        if s.is_empty() || s == "/" {
            return Some(found);
        }
        let eq = s.find("=\"")?;
        let name = &s[..eq];
        if name.is_empty()
            || !name
                .bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
            || found.iter().any(|(n, _)| *n == name)
        {
            return None;
        }
        let value_start = eq + 2;
        let len = s[value_start..].find('"')?;
        found.push((name, &s[value_start..value_start + len]));
        s = &s[value_start + len + 1..];
    }
}

fn value<'a>(tag: &Tag<'a>, name: &str) -> Option<&'a str> {
    tag.attributes
        .iter()
        .find(|(n, _)| *n == name)
        .map(|(_, v)| *v)
}

/// The post-pass over pulldown-cmark's own HTML: typography on text outside `code` and
/// `pre`, an anchor link in each `h2`–`h4` with an id, `.md` links made `.html`; and the
/// page's ids in document order. `None` when the HTML holds anything this scanner does
/// not read exactly as lol_html would.
pub fn post_process(html: &str) -> Option<(String, Vec<String>)> {
    let mut out = String::with_capacity(html.len() + html.len() / 16);
    let mut ids = Vec::new();
    // `code` and `pre` open around the current text
    let mut raw_depth = 0usize;
    // the id of each open h2–h4, for the anchor written before its end tag
    let mut open_heading: Option<String> = None;
    for piece in pieces(html)? {
        let tag = match piece {
            Piece::Text(text) if raw_depth == 0 => {
                out.push_str(&typography::french(text));
                continue;
            }
            Piece::Text(text) => {
                out.push_str(text);
                continue;
            }
            Piece::Tag(tag) => tag,
        };
        if tag.closing {
            if matches!(tag.name, "code" | "pre") {
                raw_depth = raw_depth.checked_sub(1)?;
            }
            if matches!(tag.name, "h2" | "h3" | "h4")
                && let Some(id) = open_heading.take()
            {
                out.push_str(&super::postprocess::anchor(&id));
            }
            out.push_str(tag.raw);
            continue;
        }
        if let Some(id) = value(&tag, "id") {
            ids.push(unescape_attr(id));
        }
        match tag.name {
            "code" | "pre" if !tag.self_closing => raw_depth += 1,
            "h2" | "h3" | "h4" => open_heading = value(&tag, "id").map(unescape_attr),
            "a" => {
                if let Some(href) = value(&tag, "href")
                    && let Some(new) = rewrite_md_href(href)
                {
                    out.push_str(&with_values(&tag, |name, _| {
                        (name == "href").then(|| new.clone())
                    }));
                    continue;
                }
            }
            _ => {}
        }
        out.push_str(tag.raw);
    }
    (raw_depth == 0 && open_heading.is_none()).then_some((out, ids))
}

/// A start tag written again as lol_html writes one whose attributes were set: each
/// value `change` gives (from the name and the value as written) in place of the old,
/// escaped as lol_html escapes (double quotes only); the others as they were.
fn with_values(tag: &Tag, mut change: impl FnMut(&str, &str) -> Option<String>) -> String {
    let mut out = String::with_capacity(tag.raw.len() + 16);
    out.push('<');
    out.push_str(tag.name);
    for (name, value) in &tag.attributes {
        out.push(' ');
        out.push_str(name);
        out.push_str("=\"");
        match change(name, value) {
            Some(new) => out.push_str(&new.replace('"', "&quot;")),
            None => out.push_str(value),
        }
        out.push('"');
    }
    if tag.self_closing {
        out.push_str(if tag.attributes.is_empty() {
            "/>"
        } else {
            " />"
        });
    } else {
        out.push('>');
    }
    out
}

/// Classes the print pass removes or changes ([`super::print`]): a page that has any is
/// left to lol_html.
const PRINT_CLASSES: &[&str] = &[
    "board",
    "board-steps",
    "board-data",
    "arb-looks",
    "png-link",
    "ecran-seulement",
    "interactive",
];

/// Whether `tag` opens a heading's « # » link ([`super::postprocess`] adds one to each
/// `h2`–`h4`): the print page has no use for it, hidden on paper, and it cost about 400
/// bytes a page of `print.html` (docs/ARCHITECTURE.md, « Ce que chaque page écrit »).
fn is_heading_anchor(tag: &Tag) -> bool {
    value(tag, "class").is_some_and(|c| c.split_ascii_whitespace().any(|k| k == "ancre"))
}

/// The print pass over such HTML: each start tag with attributes handed to `change`
/// (tag name, attribute name, value as text) as lol_html's `*` handler is; `None` when
/// the HTML is not such HTML, or holds what the print pass removes or opens (a
/// `details`, an element of [`PRINT_CLASSES`]).
pub fn print_rewrite(
    html: &str,
    mut change: impl FnMut(&str, &str, &str) -> Option<String>,
) -> Option<String> {
    let pieces = pieces(html)?;
    // (all read before the first change: a refusal must come before `change` has seen
    // any id, since the lol_html pass then starts over with the same `change`)
    let removed = |tag: &Tag| {
        value(tag, "class").is_some_and(|c| {
            c.split_ascii_whitespace()
                .any(|k| PRINT_CLASSES.contains(&k))
        })
    };
    if pieces
        .iter()
        .any(|p| matches!(p, Piece::Tag(tag) if removed(tag)))
    {
        return None;
    }
    let mut out = String::with_capacity(html.len() + html.len() / 8);
    // inside a heading's « # » link, which the print page leaves out (as lol_html's
    // `a.ancre` handler does: the element and its text, not the space before it)
    let mut in_anchor = false;
    for piece in pieces {
        let tag = match piece {
            Piece::Text(_) if in_anchor => continue,
            Piece::Text(text) => {
                out.push_str(text);
                continue;
            }
            Piece::Tag(tag) => tag,
        };
        if in_anchor {
            in_anchor = !(tag.closing && tag.name == "a");
            continue;
        }
        if tag.name == "a" && !tag.closing && is_heading_anchor(&tag) {
            in_anchor = true;
            continue;
        }
        if tag.closing || tag.attributes.is_empty() {
            out.push_str(tag.raw);
            continue;
        }
        let mut changed = false;
        let written = with_values(&tag, |name, value| {
            let new = change(tag.name, name, &unescape_attr(value));
            changed |= new.is_some();
            new
        });
        out.push_str(if changed { &written } else { tag.raw });
    }
    Some(out)
}
