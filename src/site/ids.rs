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

#[cfg(test)]
mod tests {
    use super::*;

    /// mdBook 0.5.4's own test cases (crates/mdbook-html/src/utils.rs).
    #[test]
    fn ids_as_mdbook_makes_them() {
        assert_eq!(
            slugify("`--passes`: add more rustdoc passes"),
            "--passes-add-more-rustdoc-passes"
        );
        assert_eq!(
            slugify("Method-call 🐙 expressions \u{1f47c}"),
            "method-call--expressions-"
        );
        assert_eq!(slugify("_-_12345"), "_-_12345");
        assert_eq!(slugify("中文標題 CJK title"), "中文標題-cjk-title");
        assert_eq!(slugify("Über"), "über");
        assert_eq!(slugify("Règle 12 : le roque"), "règle-12--le-roque");
        let mut used = UniqueIds::new();
        assert_eq!(used.take("Über"), "Über");
        assert_eq!(used.take("Über"), "Über-1");
        assert_eq!(used.take("Über"), "Über-2");
    }

    /// The 404 page's title has the id mdBook gives it (`document-not-found-404`), in
    /// every interface language.
    #[test]
    fn the_404_titles_id_is_its_slug() {
        use crate::lang::words::Interface;
        for i in [Interface::French, Interface::English] {
            let w = i.words();
            assert_eq!(w.not_found_id, slugify(w.not_found_title), "{i:?}");
        }
        assert_eq!(
            Interface::English.words().not_found_id,
            "document-not-found-404"
        );
    }

    #[test]
    fn suffixes_skip_ids_already_taken() {
        let mut used = UniqueIds::with(["a-1".to_string(), "a-3".to_string()]);
        let got: Vec<String> = (0..4).map(|_| used.take("a")).collect();
        assert_eq!(got, ["a", "a-2", "a-4", "a-5"]);
        // `a-2` asked for itself after being given: suffixed in turn
        assert_eq!(used.take("a-2"), "a-2-1");
    }

    #[test]
    fn a_names_are_anchors() {
        let html = "<h3 id=\"the-header-scope\"><a name=\"scope-header\"></a>The <code>header</code></h3>\n<a href=\"x\" data-name=\"no\">x</a><a class='k' name='b&amp;c'>";
        assert_eq!(a_names(html), ["scope-header", "b&c"]);
        assert!(a_names("<abbr name=\"x\">").is_empty());
    }
}
