//! The HTML post-pass (lol_html) over a page's content: French typography on text nodes
//! outside code, anchors on headings, and `.md` links rewritten to `.html`.
pub use crate::book::faults::RewriteFault;
use lol_html::html_content::{ContentType, Element};
use lol_html::{RewriteStrSettings, doc_text, element, end_tag, rewrite_str};
use std::cell::{Cell, RefCell};
use std::rc::Rc;

use super::links::is_external;
use super::typography;

/// Elements whose text is never touched by typography.
const RAW: &[&str] = &[
    "code", "pre", "kbd", "samp", "script", "style", "textarea", "svg", "math",
];

/// An attribute value as lol_html gives it (its source text, entities not decoded)
/// back to plain text, so escaping it again does not escape twice (`{#a"b}` is
/// `id="a&quot;b"` in the HTML and must be `href="#a&quot;b"` in its anchor link).
pub fn unescape_attr(raw: &str) -> String {
    if !raw.contains('&') {
        return raw.to_string();
    }
    raw.replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&#x27;", "'")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&amp;", "&")
}

pub fn rewrite_md_href(href: &str) -> Option<String> {
    if is_external(href) || href.starts_with('#') {
        return None;
    }
    let (path, frag) = match href.find(['#', '?']) {
        Some(i) => href.split_at(i),
        None => (href, ""),
    };
    if path.is_empty() {
        return None;
    }
    // a folder link opens its index page, also from file://
    if path.ends_with('/') {
        return Some(format!("{path}index.html{frag}"));
    }
    let stem = crate::book::urls::mdbook_md_path(path).strip_suffix(".md")?;
    Some(format!(
        "{}{frag}",
        crate::book::out_path_of(&format!("{stem}.md"))
    ))
}

/// The link to a heading written at its end (`id` as text, escaped here).
pub fn anchor(id: &str) -> String {
    anchor_in(id, crate::lang::fr::site::SECTION_LINK)
}

/// The same with the label of another interface language.
fn anchor_in(id: &str, label: &str) -> String {
    format!(
        " <a class=\"ancre\" href=\"#{}\" aria-label=\"{label}\">#</a>",
        super::blocks::escape_html(id),
    )
}

pub fn post_process(html: &str, typography: bool) -> Result<String, RewriteFault> {
    post_process_with_ids(html, typography).map(|(html, _)| html)
}

/// [`post_process`], and every id of the page in document order, as text (what
/// [`super::print::ids_of`] reads of the result: the pass adds no id and removes none,
/// so one pass serves both).
pub fn post_process_with_ids(
    html: &str,
    typography: bool,
) -> Result<(String, Vec<String>), RewriteFault> {
    let ids = RefCell::new(Vec::new());
    let raw_depth = Rc::new(Cell::new(0usize));
    let buffer = Rc::new(RefCell::new(String::new()));
    let depth_for_el = raw_depth.clone();
    let depth_for_text = raw_depth.clone();
    let buf = buffer.clone();

    let settings = RewriteStrSettings::new()
        .append_element_content_handler(element!(RAW.join(", "), move |el: &mut Element| {
            if el.can_have_content() && !el.is_self_closing() {
                depth_for_el.set(depth_for_el.get() + 1);
                let d = depth_for_el.clone();
                el.on_end_tag(end_tag!(move |_end| {
                    d.set(d.get().saturating_sub(1));
                    Ok(())
                }))?;
            }
            Ok(())
        }))
        .append_element_content_handler(element!("[id]", |el: &mut Element| {
            if let Some(id) = el.get_attribute("id") {
                ids.borrow_mut().push(unescape_attr(&id));
            }
            Ok(())
        }))
        .append_element_content_handler(element!("h2[id], h3[id], h4[id]", |el: &mut Element| {
            if let Some(id) = el.get_attribute("id").map(|v| unescape_attr(&v)) {
                // French typography goes with the French interface (lang::Interface)
                let label = match typography {
                    true => crate::lang::fr::site::SECTION_LINK,
                    false => crate::lang::en::WORDS.section_link,
                };
                el.append(&anchor_in(&id, label), ContentType::Html);
            }
            Ok(())
        }))
        .append_element_content_handler(element!("a[href]", |el: &mut Element| {
            if let Some(new) = el.get_attribute("href").and_then(|h| rewrite_md_href(&h)) {
                el.set_attribute("href", &new)?;
            }
            Ok(())
        }))
        .append_document_content_handler(doc_text!(move |t| {
            if !typography || depth_for_text.get() > 0 {
                return Ok(());
            }
            // Text may arrive in pieces: gather the node, rewrite it at its last piece.
            let mut b = buf.borrow_mut();
            b.push_str(t.as_str());
            if t.last_in_text_node() {
                let fixed = typography::french(&b);
                b.clear();
                t.replace(&fixed, ContentType::Html);
            } else {
                t.remove();
            }
            Ok(())
        }));
    let out = rewrite_str(html, settings).map_err(|e| {
        use lol_html::errors::RewritingError as E;
        match e {
            E::MemoryLimitExceeded(_) => RewriteFault::Memory,
            E::ParsingAmbiguity(_) => RewriteFault::Ambiguous,
            _ => RewriteFault::Handler,
        }
    })?;
    Ok((out, ids.into_inner()))
}
