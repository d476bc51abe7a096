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

#[doc(hidden)]
pub mod sections;
#[doc(hidden)]
pub mod words;

use rayon::prelude::*;
use serde::Serialize;
use std::collections::BTreeMap;
use std::path::PathBuf;

pub use sections::{PageSections, cut};
use words::{each_term, is_stop_word};
pub use words::{fold, stem, terms, words};

/// The browser side, shipped in every site (a book's own `static/` may replace them).
pub const STATIC: &[(&str, &str)] = &[
    ("search.js", include_str!("../../static/search.js")),
    ("search.css", include_str!("../../static/search.css")),
];

/// Where the index goes, relative to the site root.
pub const INDEX_FILE: &str = "search-index.js";

/// Index format version, read by search.js (2: pages name their game; 3: postings and
/// sections' pages as gaps from the one before, so that a page's share of the index does
/// not grow with the number of digits of a big book's section numbers).
pub const FORMAT: u32 = 3;

/// Weight of a word in a heading (or the page title) against one in running text; a
/// word's weight in running text stops growing at `TEXT_CAP` (long sections do not win
/// by length alone).
const HEADING_WEIGHT: u32 = 10;
/// The page's own title (its top section's heading) weighs more than a section's.
const TITLE_WEIGHT: u32 = 15;
const TEXT_CAP: u32 = 5;

/// Query words shorter than this match whole words only: "mat" must not find "match".
pub const MIN_PREFIX: usize = 4;

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
        self.search_in(query, "")
    }

    /// [`SearchIndex::search`] for a reader inside `game` (a page's game, `""` for
    /// none): that game's sections come first, each group ranked as `search` ranks.
    pub fn search_in(&self, query: &str, game: &str) -> Vec<Hit> {
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
        let here = |s: u32| {
            !game.is_empty()
                && self
                    .sections
                    .get(s as usize)
                    .and_then(|sec| self.pages.get(sec.page))
                    .is_some_and(|p| p.game == game)
        };
        ranked.sort_by(|a, b| {
            (here(b.0), b.1.1, b.1.0)
                .cmp(&(here(a.0), a.1.1, a.1.0))
                .then(a.0.cmp(&b.0))
        });
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
        /// [gap, weight, gap, weight, …]: each section as its distance from the one
        /// before (the first from 0); sections ascend
        struct Postings<'a>(&'a [(u32, u32)]);
        impl Serialize for Postings<'_> {
            fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                let mut seq = s.serialize_seq(Some(self.0.len() * 2))?;
                let mut before = 0;
                for &(section, weight) in self.0 {
                    seq.serialize_element(&(section - before))?;
                    seq.serialize_element(&weight)?;
                    before = section;
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
                // (each section's page as its distance from the one before: 0 or 1)
                let mut before = 0;
                s.collect_seq(self.0.iter().map(|s| {
                    let gap = s.page - before;
                    before = s.page;
                    (
                        gap,
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
            /// [page gap, id or "", heading, text]
            sections: Sections<'a>,
            /// term → [section gap, weight, section gap, weight, …]
            terms: Terms<'a>,
        }
        let out = Out {
            v: FORMAT,
            pages: Pages(&self.pages),
            sections: Sections(&self.sections),
            terms: Terms(&self.terms),
        };
        w.write_all(crate::lang::fr::site::SEARCH_INDEX_HEADER.as_bytes())?;
        w.write_all(b"window.ARBITRE_SEARCH = ")?;
        // (serde_json gives back the system's own error: its kind, disk full, is kept)
        serde_json::to_writer(&mut *w, &out).map_err(std::io::Error::from)?;
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
        let mut page = 0;
        for s in v.get("sections")?.as_array()? {
            let id = text(s.get(1)?)?;
            page += usize::try_from(s.get(0)?.as_u64()?).ok()?;
            index.sections.push(Section {
                page,
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
            let mut section = 0;
            let pairs = (nums.chunks_exact(2))
                .map(|c| {
                    section += c[0];
                    (section, c[1])
                })
                .collect();
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
