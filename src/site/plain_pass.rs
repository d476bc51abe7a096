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
    let mut rest = html;
    loop {
        let lt = rest.find('<').unwrap_or(rest.len());
        let text = &rest[..lt];
        if !text.is_empty() {
            if raw_depth == 0 {
                out.push_str(&typography::french(text));
            } else {
                out.push_str(text);
            }
        }
        if lt == rest.len() {
            break;
        }
        rest = &rest[lt..];
        let gt = rest.find('>')?;
        let tag = &rest[..=gt];
        rest = &rest[gt + 1..];
        let inner = &tag[1..tag.len() - 1];
        let closing = inner.starts_with('/');
        let name_end = inner
            .find(|c: char| c.is_ascii_whitespace() || c == '/' && !closing)
            .unwrap_or(inner.len());
        let name = inner[usize::from(closing)..name_end].trim_end_matches('/');
        if !KNOWN.contains(&name) || inner.contains(['<', '\'']) {
            return None;
        }
        if closing {
            if matches!(name, "code" | "pre") {
                raw_depth = raw_depth.checked_sub(1)?;
            }
            if matches!(name, "h2" | "h3" | "h4")
                && let Some(id) = open_heading.take()
            {
                out.push_str(&super::postprocess::anchor(&id));
            }
            out.push_str(tag);
            continue;
        }
        let attrs = attributes(&inner[name_end..])?;
        for (attr, value) in &attrs {
            if *attr == "id" {
                ids.push(unescape_attr(value));
            }
        }
        match name {
            "code" | "pre" => raw_depth += 1,
            "h2" | "h3" | "h4" => {
                open_heading = attrs
                    .iter()
                    .find(|(a, _)| *a == "id")
                    .map(|(_, v)| unescape_attr(v));
            }
            "a" => {
                if let Some((_, href)) = attrs.iter().find(|(a, _)| *a == "href")
                    && let Some(new) = rewrite_md_href(href)
                {
                    // (lol_html writes a changed value escaped: leave those to it)
                    if href.contains(['&', '"']) {
                        return None;
                    }
                    let at = tag.find(" href=\"")? + " href=\"".len();
                    out.push_str(&tag[..at]);
                    out.push_str(&new);
                    out.push_str(&tag[at + href.len()..]);
                    continue;
                }
            }
            _ => {}
        }
        out.push_str(tag);
    }
    (raw_depth == 0 && open_heading.is_none()).then_some((out, ids))
}

/// The attributes of a start tag as pulldown-cmark writes them: ` name="value"`, each
/// value escaped (no `"` inside), and an optional ` /` at the end.
fn attributes(mut s: &str) -> Option<Vec<(&str, &str)>> {
    let mut found = Vec::new();
    loop {
        s = s.trim_start();
        if s.is_empty() || s == "/" {
            return Some(found);
        }
        let eq = s.find("=\"")?;
        let name = &s[..eq];
        if name.is_empty() || !name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-') {
            return None;
        }
        let value_start = eq + 2;
        let len = s[value_start..].find('"')?;
        found.push((name, &s[value_start..value_start + len]));
        s = &s[value_start + len + 1..];
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lol(html: &str) -> (String, Vec<String>) {
        super::super::postprocess::post_process_with_ids(html, true).unwrap()
    }

    #[test]
    fn same_as_the_lol_html_pass_on_pulldown_html() {
        let html = "<h1 id=\"titre\">Le roque : règles</h1>\n<h2 id=\"quand\">Quand ?</h2>\n<p>Le roi « bouge » ! Voir <a href=\"autre.md#x\">la page</a>, <a href=\"https://x.fr/a.md\">https://x.fr/a.md</a> et <code>a ? b</code>.</p>\n<pre><code>x ! y\n</code></pre>\n<h3 id=\"a&quot;b\">T</h3>\n<p><img src=\"i.png\" alt=\"a ! b\" /> l'heure 10:30 ; AT&amp;T ; fin</p>\n<div class=\"footnote-definition\" id=\"n\"><sup class=\"footnote-definition-label\">1</sup>\n<p>Note !</p>\n</div>\n";
        assert_eq!(post_process(html), Some(lol(html)));
    }

    #[test]
    fn anything_unexpected_is_left_to_lol_html() {
        for html in [
            "<p>a <span>b</span></p>",
            "<!-- x --><p>a</p>",
            "<p>a <a href=\"b.md?x=1&amp;y=2\">c</a></p>",
            "<p>a <code>b</p>",
        ] {
            if let Some((out, _)) = post_process(html) {
                panic!("{html} → {out}");
            }
        }
    }
}
