//! French full-text search that works everywhere, `file://` included: the index is a
//! plain script (`search-index.js` setting `window.ARBITRE_SEARCH`) loaded with a classic
//! `<script>` tag, so no fetch, module or WASM is needed (pagefind's UI cannot run from
//! `file://`). Words are folded (lower case, accents off: "echec" finds "échec") and
//! reduced by a light French stemmer ("roques", "roquer", "roqué" → "roqu");
//! `static/search.js` applies exactly the same rules to the reader's query
//! (tests/suite/site_search.rs runs both on the same word list).
//!
//! Each page is cut into sections at its `h1`–`h3` headings; a hit names the page, the
//! section and links to `page.html#heading-id`.
use rayon::prelude::*;
use serde::Serialize;
use std::collections::BTreeMap;
use std::path::PathBuf;

/// The browser side, shipped in every site (a book's own `static/` may replace them).
pub const STATIC: &[(&str, &str)] = &[
    ("search.js", include_str!("../../static/search.js")),
    ("search.css", include_str!("../../static/search.css")),
];

/// Where the index goes, relative to the site root.
pub const INDEX_FILE: &str = "search-index.js";

/// Index format version, read by search.js (2: pages name their game).
pub const FORMAT: u32 = 2;

/// Weight of a word in a heading (or the page title) against one in running text; a
/// word's weight in running text stops growing at `TEXT_CAP` (long sections do not win
/// by length alone).
const HEADING_WEIGHT: u32 = 10;
/// The page's own title (its top section's heading) weighs more than a section's.
const TITLE_WEIGHT: u32 = 15;
const TEXT_CAP: u32 = 5;

/// Frequent words that say nothing about a page; dropped from the index and the query.
/// Single letters (elisions: l', d', qu'…) are dropped too, except digits.
const STOP_WORDS: &[&str] = &[
    "au", "aux", "ce", "ces", "cet", "cette", "dans", "de", "des", "du", "elle", "en", "est", "et",
    "il", "la", "le", "les", "leur", "ne", "on", "ou", "par", "pour", "qu", "que", "qui", "sa",
    "se", "ses", "son", "sur", "un", "une",
];

/// Query words shorter than this match whole words only: "mat" must not find "match".
pub const MIN_PREFIX: usize = 4;

/// Words the suffix rules would merge with words of another meaning, and their stems:
/// "en passant" is not "passer son tour" nor "les pièces passent".
const EXCEPTIONS: &[(&str, &str)] = &[
    ("passant", "passant"),
    ("passants", "passant"),
    ("passent", "passent"),
];

/// Endings removed by [`stem`] (after a plural `s`/`x`), longest first; one at most.
const SUFFIXES: &[&str] = &[
    "issement", "atrice", "ement", "ation", "ateur", "aient", "ence", "ance", "euse", "eur", "ait",
    "ant", "ent", "ee", "er", "ez", "e",
];

/// Lower case without accents or ligatures: "Échec" → "echec", "Œuvre" → "oeuvre".
pub fn fold(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for ch in text.chars() {
        if ch.is_ascii() {
            out.push(ch.to_ascii_lowercase());
            continue;
        }
        for l in ch.to_lowercase() {
            match l {
                'à' | 'á' | 'â' | 'ã' | 'ä' | 'å' => out.push('a'),
                'ç' => out.push('c'),
                'è' | 'é' | 'ê' | 'ë' => out.push('e'),
                'ì' | 'í' | 'î' | 'ï' => out.push('i'),
                'ñ' => out.push('n'),
                'ò' | 'ó' | 'ô' | 'õ' | 'ö' => out.push('o'),
                'ù' | 'ú' | 'û' | 'ü' => out.push('u'),
                'ý' | 'ÿ' => out.push('y'),
                'œ' => out.push_str("oe"),
                'æ' => out.push_str("ae"),
                'ß' => out.push_str("ss"),
                c => out.push(c),
            }
        }
    }
    out
}

/// The folded words of a text: runs of letters and digits; everything else separates.
pub fn words(text: &str) -> Vec<String> {
    fold(text)
        .split(|c: char| !(c.is_alphabetic() || c.is_numeric()))
        .filter(|w| !w.is_empty())
        .map(str::to_string)
        .collect()
}

/// A light French stemmer on a folded word (Savoy-style): plural `s`/`x` (and `aux` →
/// `al`), then one verb, adjective or noun ending, then a doubled final consonant
/// (but `ss`).
/// Words of three letters or fewer, or holding anything but `a`–`z`, are kept whole;
/// so are the [`EXCEPTIONS`].
pub fn stem(word: &str) -> String {
    let mut w = String::new();
    stem_into(word, &mut w);
    w
}

/// [`stem`] into `w` (cleared first): no new string for each word of a page.
fn stem_into(word: &str, w: &mut String) {
    w.clear();
    if word.len() <= 3 || !word.bytes().all(|b| b.is_ascii_lowercase()) {
        w.push_str(word);
        return;
    }
    if let Some((_, s)) = EXCEPTIONS.iter().find(|(w, _)| *w == word) {
        w.push_str(s);
        return;
    }
    w.push_str(word);
    if w.len() >= 5 && w.ends_with("aux") {
        w.truncate(w.len() - 3);
        w.push_str("al");
    } else if w.ends_with('s') || w.ends_with('x') {
        w.pop();
    }
    for suffix in SUFFIXES {
        if w.ends_with(suffix) && w.len() - suffix.len() >= 3 {
            w.truncate(w.len() - suffix.len());
            break;
        }
    }
    let b = w.as_bytes();
    // "ss" stays: "passant" → "pass", not the "pas" of a negation
    if b.len() >= 4 && b[b.len() - 1] == b[b.len() - 2] && !b"aeiouys".contains(&b[b.len() - 1]) {
        w.pop();
    }
}

/// Is this folded word left out of the index and of queries?
fn is_stop_word(word: &str) -> bool {
    let mut chars = word.chars();
    let single_letter = matches!((chars.next(), chars.next()), (Some(c), None) if !c.is_numeric());
    single_letter || STOP_WORDS.contains(&word)
}

/// The search terms of a text: folded words, stop words out, stemmed.
pub fn terms(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    each_term(text, |t| out.push(t.to_string()));
    out
}

/// [`terms`] handed to `f` one by one, without a string for each.
fn each_term(text: &str, mut f: impl FnMut(&str)) {
    let folded = fold(text);
    let mut stemmed = String::new();
    for w in folded.split(|c: char| !(c.is_alphabetic() || c.is_numeric())) {
        if w.is_empty() || is_stop_word(w) {
            continue;
        }
        stem_into(w, &mut stemmed);
        f(&stemmed);
    }
}

/// A hash map with a quick hash for short words (FxHash, as rustc uses): the index is
/// made of the book's own words, nobody feeds it keys chosen to collide.
type FastMap<K, V> = std::collections::HashMap<K, V, std::hash::BuildHasherDefault<FxHasher>>;

#[derive(Default)]
struct FxHasher(u64);

impl std::hash::Hasher for FxHasher {
    fn write(&mut self, bytes: &[u8]) {
        const K: u64 = 0x51_7c_c1_b7_27_22_0a_95;
        let mut chunks = bytes.chunks_exact(8);
        for c in &mut chunks {
            let word = u64::from_le_bytes([c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7]]);
            self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(K);
        }
        for &b in chunks.remainder() {
            self.0 = (self.0.rotate_left(5) ^ u64::from(b)).wrapping_mul(K);
        }
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

/// One page handed to the indexer.
pub struct SearchPage<'a> {
    /// output path relative to the site root, e.g. `echecs/roque.html`
    pub url: &'a str,
    pub title: &'a str,
    /// the game (top chapter) the page belongs to, `""` for none: shown on each result
    pub game: &'a str,
    /// the page's content (the article, not the layout around it)
    pub html: &'a str,
}

/// A part of a page under one heading.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Section {
    pub page: usize,
    /// the heading's id (none: the top of the page)
    pub id: Option<String>,
    pub heading: String,
    /// the plain text under the heading, spaces collapsed (for excerpts)
    pub text: String,
}

/// A page of the index.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IndexedPage {
    pub url: String,
    pub title: String,
    /// its game (top chapter), `""` for none
    pub game: String,
}

#[derive(Debug, Clone, Default)]
pub struct SearchIndex {
    /// pages in reading order
    pub pages: Vec<IndexedPage>,
    pub sections: Vec<Section>,
    /// term → (section, weight), sections ascending
    pub terms: BTreeMap<String, Vec<(u32, u32)>>,
}

/// One result: a section of a page.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Hit {
    pub url: String,
    pub title: String,
    /// the page's game, `""` for none
    pub game: String,
    pub section_id: Option<String>,
    pub heading: String,
    pub score: u32,
    /// every query word matched a whole word (not only as a prefix)
    pub whole: bool,
}

impl Hit {
    /// `page.html#heading-id`, or the page alone for its top.
    pub fn href(&self) -> String {
        match &self.section_id {
            Some(id) => format!("{}#{id}", self.url),
            None => self.url.clone(),
        }
    }
}

/// At most this many results, and this many sections of one page.
pub const MAX_RESULTS: usize = 20;
pub const MAX_PER_PAGE: usize = 3;

impl SearchIndex {
    pub fn build(pages: &[SearchPage]) -> SearchIndex {
        // pages cut in parallel
        let cut: Vec<PageSections> = pages.par_iter().map(|p| cut(p.html)).collect();
        Self::build_cut(pages, cut)
    }

    /// The index of pages already cut into sections ([`cut`], as each page is
    /// rendered: the pages' HTML is not needed any more, only their text).
    pub fn build_cut(pages: &[SearchPage], cut: Vec<PageSections>) -> SearchIndex {
        let mut index = SearchIndex::default();
        for (p, (page, raw)) in pages.iter().zip(cut).enumerate() {
            index.pages.push(IndexedPage {
                url: page.url.to_string(),
                title: page.title.to_string(),
                game: page.game.to_string(),
            });
            for (i, mut s) in raw.0.into_iter().enumerate() {
                if i == 0 {
                    // the top of the page links to the page itself, under its h1 (or title)
                    s.id = None;
                    if s.heading.is_empty() {
                        s.heading = page.title.to_string();
                    }
                }
                index.sections.push(Section {
                    page: p,
                    id: s.id,
                    heading: s.heading,
                    text: s.text,
                });
            }
        }
        // sections counted in parallel, a slice at a time (a big book's counts are not
        // all held at once), merged in reading order: postings stay in section order
        let mut terms: FastMap<String, Vec<(u32, u32)>> = Default::default();
        const SLICE: usize = 4096;
        for start in (0..index.sections.len()).step_by(SLICE) {
            let end = (start + SLICE).min(index.sections.len());
            let counted: Vec<Vec<(String, u32)>> = (start..end)
                .into_par_iter()
                .map(|si| index.section_terms(si))
                .collect();
            for (si, counts) in (start..).zip(counted) {
                for (t, c) in counts {
                    match terms.get_mut(&t) {
                        Some(list) => list.push((si as u32, c)),
                        None => {
                            terms.insert(t, vec![(si as u32, c)]);
                        }
                    }
                }
            }
        }
        index.terms = terms.into_iter().collect();
        index
    }

    /// The weighted terms of one section: running text (capped), its heading, and the
    /// page title at the page's top.
    fn section_terms(&self, si: usize) -> Vec<(String, u32)> {
        let s = &self.sections[si];
        let mut counts: FastMap<String, u32> = Default::default();
        each_term(&s.text, |t| match counts.get_mut(t) {
            Some(c) => *c = (*c + 1).min(TEXT_CAP),
            None => {
                counts.insert(t.to_string(), 1);
            }
        });
        let title = self.pages.get(s.page).map_or("", |p| p.title.as_str());
        let mut headings = terms(&s.heading);
        let page_top = si == 0 || self.sections[si - 1].page != s.page;
        if page_top && title != s.heading {
            headings.extend(terms(title)); // the page's title counts at its top
        }
        let weight = if page_top {
            TITLE_WEIGHT
        } else {
            HEADING_WEIGHT
        };
        // Each word of a heading counts once, and more in a short heading: "Le pat"
        // speaks of stalemate more than "Mat, pat et élimination" does.
        let distinct: std::collections::BTreeSet<String> = headings.into_iter().collect();
        let each = weight + weight / distinct.len().max(1) as u32;
        for t in distinct {
            *counts.entry(t).or_default() += each;
        }
        counts.into_iter().collect()
    }

    /// The results for a query, as search.js ranks them: every query word must match;
    /// the last one also as a prefix (search as you type) when it has at least
    /// [`MIN_PREFIX`] letters. Sections where every word matched whole come first, then
    /// by score (summed weights), ties in reading order; at most [`MAX_PER_PAGE`]
    /// sections per page.
    pub fn search(&self, query: &str) -> Vec<Hit> {
        let qwords: Vec<String> = words(query)
            .into_iter()
            .filter(|w| !is_stop_word(w))
            .collect();
        let Some(last) = qwords.len().checked_sub(1) else {
            return Vec::new();
        };
        // section → (score, matched whole)
        let mut scores: Option<BTreeMap<u32, (u32, bool)>> = None;
        for (i, word) in qwords.iter().enumerate() {
            let q = stem(word);
            let mut these: BTreeMap<u32, (u32, bool)> = BTreeMap::new();
            if let Some(postings) = self.terms.get(&q) {
                for &(s, c) in postings {
                    let e = these.entry(s).or_default();
                    e.0 += c;
                    e.1 = true;
                }
            }
            if i == last && word.chars().count() >= MIN_PREFIX {
                let longer = self
                    .terms
                    .range(q.clone()..)
                    .skip_while(|(k, _)| **k == q)
                    .take_while(|(k, _)| k.starts_with(q.as_str()));
                for (_, postings) in longer {
                    for &(s, c) in postings {
                        these.entry(s).or_default().0 += c;
                    }
                }
            }
            scores = Some(match scores {
                None => these,
                Some(prev) => prev
                    .into_iter()
                    .filter_map(|(s, (c, w))| these.get(&s).map(|d| (s, (c + d.0, w && d.1))))
                    .collect(),
            });
        }
        let mut ranked: Vec<(u32, (u32, bool))> = scores.unwrap_or_default().into_iter().collect();
        ranked.sort_by(|a, b| (b.1.1, b.1.0).cmp(&(a.1.1, a.1.0)).then(a.0.cmp(&b.0)));
        let mut per_page: BTreeMap<usize, usize> = BTreeMap::new();
        let mut hits = Vec::new();
        for (s, (score, whole)) in ranked {
            let Some(sec) = self.sections.get(s as usize) else {
                continue;
            };
            let Some(page) = self.pages.get(sec.page) else {
                continue;
            };
            let n = per_page.entry(sec.page).or_default();
            if *n >= MAX_PER_PAGE {
                continue;
            }
            *n += 1;
            hits.push(Hit {
                url: page.url.clone(),
                title: page.title.clone(),
                game: page.game.clone(),
                section_id: sec.id.clone(),
                heading: sec.heading.clone(),
                score,
                whole,
            });
            if hits.len() == MAX_RESULTS {
                break;
            }
        }
        hits
    }

    /// The index as a classic script: `window.ARBITRE_SEARCH = {…};` (same bytes for the
    /// same pages).
    pub fn to_script(&self) -> String {
        let mut out = Vec::new();
        // (writing into a Vec cannot fail, and serde_json writes UTF-8)
        let _ = self.write_script(&mut out);
        String::from_utf8(out).unwrap_or_default()
    }

    /// [`SearchIndex::to_script`] written straight into `w` (a big book's index is not
    /// copied into one string first).
    pub fn write_script(&self, w: &mut dyn std::io::Write) -> std::io::Result<()> {
        use serde::ser::{SerializeSeq, Serializer};
        /// [section, weight, section, weight, …]
        struct Postings<'a>(&'a [(u32, u32)]);
        impl Serialize for Postings<'_> {
            fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                let mut seq = s.serialize_seq(Some(self.0.len() * 2))?;
                for &(section, weight) in self.0 {
                    seq.serialize_element(&section)?;
                    seq.serialize_element(&weight)?;
                }
                seq.end()
            }
        }
        struct Terms<'a>(&'a BTreeMap<String, Vec<(u32, u32)>>);
        impl Serialize for Terms<'_> {
            fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.collect_map(self.0.iter().map(|(k, v)| (k, Postings(v))))
            }
        }
        struct Pages<'a>(&'a [IndexedPage]);
        impl Serialize for Pages<'_> {
            fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.collect_seq(
                    self.0
                        .iter()
                        .map(|p| (p.url.as_str(), p.title.as_str(), p.game.as_str())),
                )
            }
        }
        struct Sections<'a>(&'a [Section]);
        impl Serialize for Sections<'_> {
            fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.collect_seq(self.0.iter().map(|s| {
                    (
                        s.page,
                        s.id.as_deref().unwrap_or(""),
                        s.heading.as_str(),
                        s.text.as_str(),
                    )
                }))
            }
        }
        #[derive(Serialize)]
        struct Out<'a> {
            v: u32,
            /// [url, title, game]
            pages: Pages<'a>,
            /// [page, id or "", heading, text]
            sections: Sections<'a>,
            /// term → [section, weight, section, weight, …]
            terms: Terms<'a>,
        }
        let out = Out {
            v: FORMAT,
            pages: Pages(&self.pages),
            sections: Sections(&self.sections),
            terms: Terms(&self.terms),
        };
        w.write_all(crate::fr::site::SEARCH_INDEX_HEADER.as_bytes())?;
        w.write_all(b"window.ARBITRE_SEARCH = ")?;
        serde_json::to_writer(&mut *w, &out).map_err(std::io::Error::other)?;
        w.write_all(b";\n")
    }
}

impl SearchIndex {
    /// Reads back a script written by [`SearchIndex::to_script`] (tests, tools); `None`
    /// when it is not one.
    pub fn from_script(script: &str) -> Option<SearchIndex> {
        let start = script.find("window.ARBITRE_SEARCH = ")? + "window.ARBITRE_SEARCH = ".len();
        let json = script[start..].trim_end().strip_suffix(';')?;
        let v: serde_json::Value = serde_json::from_str(json).ok()?;
        if v.get("v")?.as_u64()? != u64::from(FORMAT) {
            return None;
        }
        let text = |x: &serde_json::Value| x.as_str().map(str::to_string);
        let mut index = SearchIndex::default();
        for p in v.get("pages")?.as_array()? {
            index.pages.push(IndexedPage {
                url: text(p.get(0)?)?,
                title: text(p.get(1)?)?,
                game: text(p.get(2)?)?,
            });
        }
        for s in v.get("sections")?.as_array()? {
            let id = text(s.get(1)?)?;
            index.sections.push(Section {
                page: usize::try_from(s.get(0)?.as_u64()?).ok()?,
                id: (!id.is_empty()).then_some(id),
                heading: text(s.get(2)?)?,
                text: text(s.get(3)?)?,
            });
        }
        for (k, list) in v.get("terms")?.as_object()? {
            let nums: Vec<u32> = list
                .as_array()?
                .iter()
                .map(|n| n.as_u64().and_then(|n| u32::try_from(n).ok()))
                .collect::<Option<_>>()?;
            let pairs = nums.chunks_exact(2).map(|c| (c[0], c[1])).collect();
            index.terms.insert(k.clone(), pairs);
        }
        Some(index)
    }
}

/// The site files for search: the index script (search.js and search.css come from
/// [`STATIC`]).
pub fn site_files(pages: &[SearchPage]) -> Vec<(PathBuf, Vec<u8>)> {
    vec![(
        PathBuf::from(INDEX_FILE),
        SearchIndex::build(pages).to_script().into_bytes(),
    )]
}

/// A page's text cut into sections ([`cut`]), waiting for the index to be built.
#[derive(Debug, Default)]
pub struct PageSections(Vec<RawSection>);

/// The sections of a page's content (the article's HTML).
pub fn cut(html: &str) -> PageSections {
    PageSections(sections_of(html))
}

/// A section as cut from HTML, before it is tied to its page.
#[derive(Debug, Default)]
struct RawSection {
    id: Option<String>,
    heading: String,
    text: String,
}

/// Elements whose content is not text to search (diagrams, scripts, controls).
const SKIPPED: &[&str] = &["svg", "script", "style", "template", "button", "noscript"];

/// Classes of page chrome inside the content (heading anchors, FAQ counts): not text.
/// Any element may also opt out with `data-search-ignore`.
const SKIPPED_CLASSES: &[&str] = &["ancre", "faq-compte"];

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
fn sections_of(html: &str) -> Vec<RawSection> {
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_words_match_whole_and_whole_words_come_first() {
        let pages = [
            SearchPage {
                url: "fin.html",
                title: "La fin du match",
                game: "Bughouse",
                html: "<p>Le match se termine. Un match nul.</p>",
            },
            SearchPage {
                url: "mat.html",
                title: "Le pat",
                game: "Échecs",
                html: "<p>Pas de mat ici, seulement un pat.</p>",
            },
            SearchPage {
                url: "roque.html",
                title: "Le roque",
                game: "Échecs",
                html: "<p>Roquer. Le roquement n'existe pas.</p><h2 id=\"r\">Roquement</h2><p>x</p>",
            },
        ];
        let index = SearchIndex::build(&pages);
        // "mat" (3 letters): no prefix, so "match" is not found
        let hits = index.search("mat");
        assert_eq!(hits.len(), 1, "{hits:?}");
        assert_eq!(hits[0].url, "mat.html");
        assert_eq!(hits[0].game, "Échecs");
        // "matc": a prefix of 4 letters finds the match
        assert_eq!(index.search("matc")[0].url, "fin.html");
        assert!(!index.search("matc")[0].whole);
        // "roqu": the whole word (stem of "roque", in the title) before the prefix
        // match "roquement" in a heading
        let hits = index.search("roque");
        assert!(hits[0].whole && hits[0].url == "roque.html" && hits[0].section_id.is_none());
    }

    #[test]
    fn folding_and_stemming() {
        assert_eq!(fold("Échec ÉLÈVE Œuf"), "echec eleve oeuf");
        for (w, s) in [
            ("roque", "roqu"),
            ("roques", "roqu"),
            ("roquer", "roqu"),
            ("roquee", "roqu"),
            ("echecs", "echec"),
            ("chevaux", "cheval"),
            ("pions", "pion"),
            ("mat", "mat"),
            ("e4", "e4"),
        ] {
            assert_eq!(stem(w), s, "{w}");
        }
        assert_eq!(terms("l’échiquier et les pièces"), vec!["echiqui", "piec"]);
    }

    #[test]
    fn sections_skip_diagrams_and_keep_ids() {
        let html = "<h1 id=\"t\">Titre <a class=\"ancre\" href=\"#t\">#</a></h1><p>Intro <em>ici</em>.</p><figure><svg><title>Roi e1</title><svg>x</svg></svg><figcaption>Légende</figcaption></figure><h2 id=\"le-roque\">Le roque</h2><p>Le roi &amp; la tour</p><h3>Sans id</h3><p>fin</p>";
        let s = sections_of(html);
        assert_eq!(s.len(), 3);
        assert_eq!(s[0].id.as_deref(), Some("t"));
        assert_eq!(s[0].text, "Intro ici. Légende");
        assert_eq!(s[1].id.as_deref(), Some("le-roque"));
        assert_eq!(s[1].heading, "Le roque");
        assert_eq!(s[1].text, "Le roi & la tour");
        assert_eq!(s[2].id, None);
        assert_eq!(s[2].text, "fin");
    }

    #[test]
    fn faq_questions_are_sections() {
        let html = "<h2 id=\"theme\">Thème <span class=\"faq-compte\">(2)</span></h2>\n<details class=\"faq-question\" id=\"q1\">\n<summary>Peut-on roquer ?</summary>\n<div class=\"faq-reponse\"><p>Oui.</p></div>\n</details><details><summary>Sans id</summary><p>Non.</p></details>";
        let s = sections_of(html);
        assert_eq!(s.len(), 3, "{s:?}");
        assert_eq!(s[1].heading, "Thème");
        assert_eq!(s[2].id.as_deref(), Some("q1"));
        assert_eq!(s[2].heading, "Peut-on roquer ?");
        assert_eq!(s[2].text, "Oui. Sans id Non.");
    }

    #[test]
    fn odd_html_is_text_not_a_panic() {
        for html in [
            "<",
            "<h2",
            "<svg>",
            "&#xFFFFFFFF;",
            "a &",
            "<h2 id=>x</h2>",
            "<!-- x",
        ] {
            let _ = sections_of(html);
        }
    }
}
