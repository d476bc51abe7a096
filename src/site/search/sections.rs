//! A page's HTML cut into the sections the index names: at `h1`–`h3` headings and FAQ
//! questions, the text of each with the page's chrome, diagrams and scripts left out.

/// A page's text cut into sections ([`cut`]), waiting for the index to be built.
#[derive(Debug, Default)]
pub struct PageSections(pub(super) Vec<RawSection>);

/// The sections of a page's content (the article's HTML).
pub fn cut(html: &str) -> PageSections {
    PageSections(sections_of(html))
}

/// A section as cut from HTML, before it is tied to its page.
#[derive(Debug, Default)]
#[doc(hidden)]
pub struct RawSection {
    pub id: Option<String>,
    pub heading: String,
    pub text: String,
}

/// Elements whose content is not text to search (diagrams, scripts, controls).
const SKIPPED: &[&str] = &["svg", "script", "style", "template", "button", "noscript"];

/// Classes of page chrome inside the content (heading anchors, FAQ counts, a diagram's
/// « PNG » link, the engine's settings tables): not text a reader searches, and noise
/// in an excerpt. Any element may also opt out with `data-search-ignore`.
const SKIPPED_CLASSES: &[&str] = &["ancre", "faq-compte", "png-link", "reglages"];

fn is_ignored(tag: &str) -> bool {
    // (most tags have neither attribute: no search for them)
    (tag.contains("data-search-ignore")
        && (attribute(tag, "data-search-ignore").is_some() || tag.contains(" data-search-ignore")))
        || (tag.contains("class")
            && attribute(tag, "class")
                .is_some_and(|c| c.split_whitespace().any(|k| SKIPPED_CLASSES.contains(&k))))
}

/// Elements that do not separate words.
const INLINE: &[&str] = &[
    "a", "abbr", "b", "cite", "code", "em", "i", "kbd", "mark", "q", "s", "small", "span",
    "strong", "sub", "sup", "u",
];

/// Cuts the HTML of a page into sections at `h1`–`h3` and at FAQ questions
/// (`<details id>`, the `<summary>` as heading). A small scanner is enough: the
/// HTML is our own pipeline's output; anything odd is read as text, never a panic.
#[doc(hidden)]
pub fn sections_of(html: &str) -> Vec<RawSection> {
    let mut sections = vec![RawSection::default()];
    let mut in_heading: Option<String> = None; // the tag name, e.g. "h2"
    let mut awaiting_summary = false;
    let mut rest = html;
    while let Some(lt) = rest.find('<') {
        push_text(&mut sections, in_heading.is_some(), &rest[..lt]);
        rest = &rest[lt..];
        if rest.starts_with("<!--") {
            rest = rest.find("-->").map_or("", |e| &rest[e + 3..]);
            continue;
        }
        let Some(gt) = rest.find('>') else {
            rest = "";
            break;
        };
        let tag = &rest[1..gt];
        rest = &rest[gt + 1..];
        let closing = tag.starts_with('/');
        let name: String = tag
            .trim_start_matches('/')
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric())
            .collect::<String>()
            .to_ascii_lowercase();
        if !closing && !tag.ends_with('/') && (SKIPPED.contains(&name.as_str()) || is_ignored(tag))
        {
            rest = skip_element(rest, &name);
            push_text(&mut sections, in_heading.is_some(), " ");
            continue;
        }
        let is_section_heading = matches!(name.as_str(), "h1" | "h2" | "h3");
        if is_section_heading && !closing {
            let id = attribute(tag, "id");
            let top_h1 = name == "h1" && sections.len() == 1 && sections[0].text.trim().is_empty();
            if top_h1 {
                sections[0].id = id;
            } else {
                sections.push(RawSection {
                    id,
                    ..RawSection::default()
                });
            }
            in_heading = Some(name);
            continue;
        }
        // a FAQ question (`<details id>`) is a section; its `<summary>` is the heading
        if !closing && name == "details" {
            if let Some(id) = attribute(tag, "id") {
                sections.push(RawSection {
                    id: Some(id),
                    ..RawSection::default()
                });
                awaiting_summary = true;
            }
            continue;
        }
        if !closing && name == "summary" && awaiting_summary && in_heading.is_none() {
            awaiting_summary = false;
            in_heading = Some(name);
            continue;
        }
        if closing && in_heading.as_deref() == Some(name.as_str()) {
            in_heading = None;
            continue;
        }
        if !INLINE.contains(&name.as_str()) {
            push_text(&mut sections, in_heading.is_some(), " ");
        }
    }
    push_text(&mut sections, in_heading.is_some(), rest);
    for s in &mut sections {
        s.heading = collapse(&s.heading);
        s.text = collapse(&s.text);
    }
    sections
}

fn push_text(sections: &mut [RawSection], heading: bool, raw: &str) {
    if raw.is_empty() {
        return;
    }
    let Some(s) = sections.last_mut() else {
        return;
    };
    let text: std::borrow::Cow<str> = if raw.contains('&') {
        decode_entities(raw).into()
    } else {
        raw.into()
    };
    if heading {
        s.heading.push_str(&text);
    } else {
        s.text.push_str(&text);
    }
}

/// The rest after the end of the element `name` (nested ones of the same name counted).
fn skip_element<'a>(mut rest: &'a str, name: &str) -> &'a str {
    let open = format!("<{name}");
    let close = format!("</{name}");
    let mut depth = 1usize;
    loop {
        let next_open = find_tag(rest, &open);
        let Some(c) = find_tag(rest, &close) else {
            return "";
        };
        match next_open {
            Some(o) if o < c => {
                depth += 1;
                rest = &rest[o + open.len()..];
            }
            _ => {
                depth -= 1;
                rest = &rest[c + close.len()..];
                if depth == 0 {
                    return rest.find('>').map_or("", |g| &rest[g + 1..]);
                }
            }
        }
    }
}

/// Position of `<name` followed by a non-name character (so `<s` does not match `<svg`).
fn find_tag(hay: &str, open: &str) -> Option<usize> {
    let mut from = 0;
    while let Some(i) = hay[from..].find(open) {
        let at = from + i;
        let after = hay[at + open.len()..].chars().next();
        if !after.is_some_and(|c| c.is_ascii_alphanumeric() || c == '-') {
            return Some(at);
        }
        from = at + open.len();
    }
    None
}

/// The value of `name="…"` (or `'…'`) in a tag's text.
fn attribute(tag: &str, name: &str) -> Option<String> {
    let mut from = 0;
    while let Some(i) = tag[from..].find(name) {
        let at = from + i;
        from = at + name.len();
        let before_ok = tag[..at].ends_with(|c: char| c.is_whitespace());
        let after = tag[from..].trim_start();
        if !before_ok || !after.starts_with('=') {
            continue;
        }
        let value = after[1..].trim_start();
        let quote = value.chars().next()?;
        if quote == '"' || quote == '\'' {
            let end = value[1..].find(quote)?;
            return Some(decode_entities(&value[1..1 + end]));
        }
        let end = value
            .find(|c: char| c.is_whitespace() || c == '>' || c == '/')
            .unwrap_or(value.len());
        return Some(decode_entities(&value[..end]));
    }
    None
}

fn decode_entities(s: &str) -> String {
    if !s.contains('&') {
        return s.to_string();
    }
    let mut out = String::with_capacity(s.len());
    let mut rest = s;
    while let Some(amp) = rest.find('&') {
        out.push_str(&rest[..amp]);
        rest = &rest[amp..];
        let semi = rest.find(';').filter(|&e| e <= 12);
        let decoded = semi.and_then(|e| {
            let ent = &rest[1..e];
            let c = match ent {
                "amp" => Some('&'),
                "lt" => Some('<'),
                "gt" => Some('>'),
                "quot" => Some('"'),
                "apos" => Some('\''),
                "nbsp" => Some('\u{a0}'),
                _ => {
                    let n = if let Some(h) = ent.strip_prefix("#x").or(ent.strip_prefix("#X")) {
                        u32::from_str_radix(h, 16).ok()
                    } else if let Some(d) = ent.strip_prefix('#') {
                        d.parse().ok()
                    } else {
                        None
                    };
                    n.and_then(char::from_u32)
                }
            };
            c.map(|c| (c, e))
        });
        match decoded {
            Some((c, e)) => {
                out.push(c);
                rest = &rest[e + 1..];
            }
            None => {
                out.push('&');
                rest = &rest[1..];
            }
        }
    }
    out.push_str(rest);
    out
}

/// Runs of white space (no-break spaces included) to one space, ends trimmed.
fn collapse(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for word in s.split_whitespace() {
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(word);
    }
    out
}
