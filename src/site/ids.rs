//! Heading ids as mdBook 0.5 makes them (`id_from_content` and `unique_id` in its
//! crates/mdbook-html/src/utils.rs), so a book's addresses and bookmarks stay the same
//! when it moves from mdBook to arbitre; and unique ids in linear time.
use std::collections::{HashMap, HashSet};

/// mdBook's id of a heading's text: trimmed, lowercased, each whitespace character a
/// `-` (runs are not merged, ends not trimmed: « A : B » is `a--b`), letters, digits,
/// `_` and `-` kept (accents too), everything else dropped. An empty result (a heading
/// of punctuation only) is `section` here, where mdBook writes an empty id.
pub fn slugify(text: &str) -> String {
    let out: String = text
        .trim()
        .to_lowercase()
        .chars()
        .filter_map(|c| {
            if c.is_alphanumeric() || c == '_' || c == '-' {
                Some(c)
            } else if c.is_whitespace() {
                Some('-')
            } else {
                None
            }
        })
        .collect();
    if out.is_empty() {
        "section".to_string()
    } else {
        out
    }
}

/// The ids given so far, and for each base the next suffix to try: a base asked for n
/// times costs O(n) in all, not O(n²) as trying `-1`, `-2`… from the start each time.
#[derive(Debug, Default, Clone)]
pub struct UniqueIds {
    used: HashSet<String>,
    next: HashMap<String, u32>,
    /// suffixed candidates tried so far: the work done, which the cost test compares
    tries: u64,
}

impl UniqueIds {
    pub fn new() -> UniqueIds {
        UniqueIds::default()
    }

    /// Ids taken before any is given (the frame of a page).
    pub fn with(taken: impl IntoIterator<Item = String>) -> UniqueIds {
        UniqueIds {
            used: taken.into_iter().collect(),
            ..UniqueIds::default()
        }
    }

    /// Marks `id` as taken as it is (a heading's own `{#id}`).
    pub fn reserve(&mut self, id: &str) {
        self.used.insert(id.to_string());
    }

    /// The suffixed candidates tried so far (each a `format!` and a set lookup).
    pub fn tries(&self) -> u64 {
        self.tries
    }

    /// `base`, or `base-1`, `base-2`… the first not taken (mdBook's rule), then taken.
    /// Every suffix below `next[base]` is taken and ids are never given back, so
    /// starting there gives the same id as starting from 1.
    pub fn take(&mut self, base: &str) -> String {
        if self.used.insert(base.to_string()) {
            return base.to_string();
        }
        let n = self.next.entry(base.to_string()).or_insert(1);
        loop {
            let candidate = format!("{base}-{n}");
            *n += 1;
            self.tries += 1;
            if self.used.insert(candidate.clone()) {
                return candidate;
            }
        }
    }
}

/// Gives `base` a suffix if it is taken, and records it.
pub fn unique_id(base: &str, used: &mut UniqueIds) -> String {
    used.take(base)
}

/// The anchors `<a name="…">` of raw HTML in `html`: a browser goes to them as to ids
/// (HTML's « indicated part of the document »), so links to them are good (Helix's book
/// marks headings `### <a name="scope-header"></a>The header scope`).
pub fn a_names(html: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = html;
    while let Some(pos) = rest.find("<a ") {
        let tag = &rest[pos + 3..];
        let end = tag.find('>').unwrap_or(tag.len());
        let attrs = &tag[..end];
        for quote in ['"', '\''] {
            let key = format!("name={quote}");
            let Some(at) = attrs.find(&key) else { continue };
            // (a whole attribute: after a space, not `data-name=`)
            if at > 0 && !attrs[..at].ends_with(char::is_whitespace) {
                continue;
            }
            let value = &attrs[at + key.len()..];
            if let Some(close) = value.find(quote) {
                out.push(crate::site::postprocess::unescape_attr(&value[..close]));
            }
        }
        rest = &tag[end..];
    }
    out
}
