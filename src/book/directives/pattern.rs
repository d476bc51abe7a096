//! mdBook's three patterns, matched by hand as the regex crate matches them (leftmost
//! first, greedy): a dozen lines each instead of the regex crate, whose automata were
//! 17 s of the set-up's compile (docs/MEASURES.md, « Mise en route »).
//!
//! The link pattern, from mdBook's links.rs:
//! `\\\{\{#.*\}\}` (an escaped link: to the last `}}` of its line) or
//! `\{\{\s*#([a-zA-Z0-9_]+)\s+([^}]+)\}\}` (a directive, its name and the rest).
//! The anchors, from take_lines.rs: `ANCHOR:\s*([\w_-]+)` and `ANCHOR_END:\s*([\w_-]+)`.
use std::ops::Range;

/// One match of the link pattern in a text (byte ranges).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LinkMatch {
    pub whole: Range<usize>,
    /// the directive's name and the rest, absent for an escaped link
    pub parts: Option<(Range<usize>, Range<usize>)>,
}

/// The link pattern's matches, left to right, none overlapping.
pub fn links(text: &str) -> impl Iterator<Item = LinkMatch> + '_ {
    let mut from = 0;
    std::iter::from_fn(move || {
        while let Some(i) = text[from..].find(['\\', '{']) {
            let at = from + i;
            if let Some(m) = escaped_at(text, at).or_else(|| directive_at(text, at)) {
                from = m.whole.end;
                return Some(m);
            }
            from = at + 1;
        }
        from = text.len();
        None
    })
}

/// `\{{#` then anything on the line up to its last `}}`.
fn escaped_at(text: &str, at: usize) -> Option<LinkMatch> {
    let body = at + "\\{{#".len();
    if !text[at..].starts_with("\\{{#") {
        return None;
    }
    let line_end = text[body..].find('\n').map_or(text.len(), |i| body + i);
    let close = text[body..line_end].rfind("}}")?;
    Some(LinkMatch {
        whole: at..body + close + 2,
        parts: None,
    })
}

/// `{{`, spaces, `#name`, spaces, the rest up to the first `}`, which must be `}}`.
fn directive_at(text: &str, at: usize) -> Option<LinkMatch> {
    let rest = text[at..].strip_prefix("{{")?;
    let hash = at + 2 + (rest.len() - rest.trim_start().len());
    if !text[hash..].starts_with('#') {
        return None;
    }
    let name_start = hash + 1;
    let name_end = name_start
        + text[name_start..]
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .unwrap_or(text.len() - name_start);
    let after_name = &text[name_end..];
    let spaces_end = name_end + (after_name.len() - after_name.trim_start().len());
    if name_end == name_start || spaces_end == name_end {
        return None;
    }
    let close = spaces_end + text[spaces_end..].find('}')?;
    if !text[close..].starts_with("}}") {
        return None;
    }
    // `\s+` gives its last space back when the rest would otherwise be empty
    let rest_start = if close > spaces_end {
        spaces_end
    } else {
        let last_space = text[name_end..spaces_end].chars().next_back()?;
        if spaces_end - last_space.len_utf8() == name_end {
            return None;
        }
        spaces_end - last_space.len_utf8()
    };
    Some(LinkMatch {
        whole: at..close + 2,
        parts: Some((name_start..name_end, rest_start..close)),
    })
}

/// The name after the first `marker` (`ANCHOR:` or `ANCHOR_END:`) of `line` that has
/// one: spaces, then word characters, `_` and `-`.
pub fn anchor<'a>(line: &'a str, marker: &str) -> Option<&'a str> {
    let mut from = 0;
    while let Some(i) = line[from..].find(marker) {
        let after = &line[from + i + marker.len()..];
        let name = after.trim_start();
        let end = name
            .find(|c: char| !(regex_syntax::is_word_character(c) || c == '-'))
            .unwrap_or(name.len());
        if end > 0 {
            return Some(&name[..end]);
        }
        from += i + 1;
    }
    None
}
