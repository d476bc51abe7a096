//! content/SUMMARY.md in mdBook's syntax: an optional `# Title`, prefix chapters, `# Part`
//! titles, nested numbered chapters (list items), draft chapters `[Name]()`, `---`
//! separators and suffix chapters. The result is a flat list in reading order; each
//! entry knows its depth and parent, which is all the sidebar needs.
use pulldown_cmark::{Event, Parser, Tag, TagEnd};
use std::path::Path;

use super::config::LineIndex;
use super::faults::IoFault;
use super::problem::Lines;
use super::{Hint, Problem};
use crate::suggest::nearest;

#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum EntryKind {
    Part,
    Separator,
    Chapter,
    Draft,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TocEntry {
    pub kind: EntryKind,
    pub name: String,
    /// Page path relative to the source folder, `/`-separated (chapters only).
    pub path: Option<String>,
    /// Section number such as [2, 1] for "2.1." (numbered chapters only).
    pub number: Option<Vec<u32>>,
    pub depth: usize,
    pub parent: Option<usize>,
    /// Line in SUMMARY.md.
    pub line: usize,
}

#[derive(Debug, Clone, Default)]
pub struct Summary {
    pub title: Option<String>,
    pub entries: Vec<TocEntry>,
}

impl TocEntry {
    pub fn number_label(&self) -> String {
        match &self.number {
            Some(n) => n.iter().map(|x| format!("{x}.")).collect::<String>(),
            None => String::new(),
        }
    }
}

/// What is wrong with an entry of SUMMARY.md.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum SummaryFault {
    /// A list item with no `[Name](page.md)`.
    ItemWithoutLink,
    /// A page listed a second time; `first`: the line of the first entry.
    Listed { path: String, first: usize },
    /// An address, an absolute path or a `#fragment`.
    NotRelative { dest: String },
    /// A path that climbs out of the source folder.
    LeavesSource { dest: String },
    /// Not a `.md` file.
    NotMarkdown { dest: String },
    /// No such file.
    Missing { dest: String },
    /// A folder, a named pipe, a device: never read (a pipe would block the build).
    NotAFile { dest: String, folder: bool },
    /// The system refused to look at it (a loop of links, a permission), as it said.
    Unreadable { dest: String, why: IoFault },
}

impl SummaryFault {
    fn problem(&self, file: &str, line: usize) -> Problem {
        Problem::new(file, line, self.clone())
    }
}

/// Chapters are numbered (`2.1.3.`) down to this many levels.
pub const MAX_NUMBER_DEPTH: usize = 6;

struct PendingItem {
    line: usize,
    done: bool,
}

/// SUMMARY.md as it is read: the summary so far and where the reader stands.
struct Reader<'t> {
    /// the text's lines, found once: a problem's caret costs its line, not the text
    lines: Lines<'t>,
    src_dir: &'t Path,
    summary_file: &'t str,
    summary: Summary,
    problems: Vec<Problem>,
    list_depth: usize,
    counters: Vec<u32>,
    top_counter: u32,
    /// entry index at each list depth
    parents: Vec<usize>,
    items: Vec<PendingItem>,
    /// the link being read: dest, line
    in_link: Option<(String, usize)>,
    link_text: String,
    in_h1: Option<usize>,
    heading_text: String,
    /// each page listed, with the line of its first entry
    seen: std::collections::BTreeMap<String, usize>,
    /// the pages in the source folder, for suggestions (walked at the first need)
    pages: Option<Vec<String>>,
}

/// Parses SUMMARY.md text. `src_dir` is used to check that named files exist; every
/// problem is collected (file name given as `summary_file`).
pub fn parse(text: &str, src_dir: &Path, summary_file: &str) -> (Summary, Vec<Problem>) {
    let mut r = Reader {
        lines: Lines::new(text),
        src_dir,
        summary_file,
        summary: Summary::default(),
        problems: Vec::new(),
        list_depth: 0,
        counters: Vec::new(),
        top_counter: 0,
        parents: Vec::new(),
        items: Vec::new(),
        in_link: None,
        link_text: String::new(),
        in_h1: None,
        heading_text: String::new(),
        seen: Default::default(),
        pages: None,
    };
    let lines = LineIndex::new(text);
    for (event, range) in Parser::new(text).into_offset_iter() {
        r.event(event, lines.line(range.start));
    }
    (r.summary, r.problems)
}

impl Reader<'_> {
    fn event(&mut self, event: Event, line: usize) {
        match event {
            Event::Start(Tag::Heading { level, .. })
                if level == pulldown_cmark::HeadingLevel::H1 && self.list_depth == 0 =>
            {
                self.in_h1 = Some(line);
                self.heading_text.clear();
            }
            Event::End(TagEnd::Heading(_)) => self.heading_end(),
            Event::Rule => self.push_unlinked(EntryKind::Separator, String::new(), line),
            Event::Start(Tag::List(_)) => {
                self.list_depth += 1;
                if self.list_depth > 1 {
                    self.counters.push(0);
                }
            }
            Event::End(TagEnd::List(_)) => {
                self.list_depth = self.list_depth.saturating_sub(1);
                if self.list_depth >= 1 {
                    self.counters.pop();
                }
            }
            Event::Start(Tag::Item) => self.items.push(PendingItem { line, done: false }),
            Event::End(TagEnd::Item) => self.item_end(),
            Event::Start(Tag::Link { dest_url, .. }) => {
                self.in_link = Some((dest_url.to_string(), line));
                self.link_text.clear();
            }
            Event::End(TagEnd::Link) => self.link_end(),
            Event::Text(t) | Event::Code(t) => {
                if self.in_link.is_some() {
                    self.link_text.push_str(&t);
                } else if self.in_h1.is_some() {
                    self.heading_text.push_str(&t);
                }
            }
            _ => {}
        }
    }

    /// An entry without a page (a part title, a separator), at the top level.
    fn push_unlinked(&mut self, kind: EntryKind, name: String, line: usize) {
        self.summary.entries.push(TocEntry {
            kind,
            name,
            path: None,
            number: None,
            depth: 0,
            parent: None,
            line,
        });
    }

    /// A `# Title`: the book's title when it comes first, else a part.
    fn heading_end(&mut self) {
        let Some(l) = self.in_h1.take() else {
            return;
        };
        let t = self.heading_text.trim().to_string();
        if self.summary.title.is_none() && self.summary.entries.is_empty() {
            self.summary.title = Some(t);
        } else {
            self.push_unlinked(EntryKind::Part, t, l);
        }
    }

    fn item_end(&mut self) {
        let Some(item) = self.items.pop() else {
            return;
        };
        if !item.done {
            let p = SummaryFault::ItemWithoutLink.problem(self.summary_file, item.line);
            let p = self.lines.place(p, "");
            self.problems.push(p.with_hint(Some(Hint::ItemWithoutLink)));
        }
        self.parents.truncate(self.list_depth.saturating_sub(1));
    }

    fn link_end(&mut self) {
        let Some((dest, l)) = self.in_link.take() else {
            return;
        };
        let name = self.link_text.trim().to_string();
        let in_list = self.list_depth > 0;
        if in_list {
            match self.items.last_mut() {
                Some(item) if !item.done => item.done = true,
                _ => return, // a second link in the same item: ignore
            }
        }
        let depth = self.list_depth.saturating_sub(1);
        let number = self.number(in_list, depth);
        let parent = if depth > 0 {
            self.parents.get(depth - 1).copied()
        } else {
            None
        };
        let (kind, path) = self.target(&dest, l);
        let idx = self.summary.entries.len();
        self.summary.entries.push(TocEntry {
            kind,
            name,
            path,
            number,
            depth,
            parent,
            line: l,
        });
        if in_list {
            self.parents.truncate(depth);
            self.parents.push(idx);
        }
    }

    /// Numbers stop at MAX_NUMBER_DEPTH levels: deeper chapters are not numbered, so a
    /// label's length (and each page's sidebar) does not grow with the nesting.
    fn number(&mut self, in_list: bool, depth: usize) -> Option<Vec<u32>> {
        if !in_list || depth >= MAX_NUMBER_DEPTH {
            return None;
        }
        if depth == 0 {
            self.top_counter += 1;
            return Some(vec![self.top_counter]);
        }
        if let Some(c) = self.counters.last_mut() {
            *c += 1;
        }
        let mut n = vec![self.top_counter];
        n.extend(self.counters.iter().copied());
        Some(n)
    }

    /// What an entry's link leads to: a page, or a draft (empty, refused, or listed twice).
    fn target(&mut self, dest: &str, l: usize) -> (EntryKind, Option<String>) {
        if dest.trim().is_empty() {
            return (EntryKind::Draft, None);
        }
        let file = self.summary_file;
        match check_dest(dest, self.src_dir) {
            Ok(p) => {
                if let Some(first) = self.seen.get(&p) {
                    let fault = SummaryFault::Listed {
                        path: p,
                        first: *first,
                    };
                    let p = self.lines.place(fault.problem(file, l), dest);
                    self.problems.push(p);
                    // reported once: the page is read and laid out once
                    (EntryKind::Draft, None)
                } else {
                    self.seen.insert(p.clone(), l);
                    (EntryKind::Chapter, Some(p))
                }
            }
            Err(fault) => {
                let mut p = self.lines.place(fault.problem(file, l), dest);
                if let SummaryFault::Missing { dest: wanted } = &fault {
                    // the folder is walked once, for the first missing page
                    let src_dir = self.src_dir;
                    let pages = self.pages.get_or_insert_with(|| pages_in(src_dir));
                    let pages: Vec<&str> = pages.iter().map(String::as_str).collect();
                    p = p.with_hint(
                        nearest_path(wanted, &pages).map(|k| Hint::DidYouMean(k.to_string())),
                    );
                }
                self.problems.push(p);
                (EntryKind::Draft, None)
            }
        }
    }
}

/// The Markdown files under the source folder (relative, `/`), for suggestions.
fn pages_in(src_dir: &Path) -> Vec<String> {
    walkdir::WalkDir::new(src_dir)
        .max_depth(6)
        .into_iter()
        .filter_map(Result::ok)
        .filter(|e| e.file_type().is_file())
        .filter_map(|e| {
            let rel = e.path().strip_prefix(src_dir).ok()?;
            let rel = rel.to_string_lossy().replace('\\', "/");
            (rel.ends_with(".md") && rel != "SUMMARY.md").then_some(rel)
        })
        .take(10_000)
        .collect()
}

/// Validates a chapter link and returns its normalised path relative to the source folder.
fn check_dest(dest: &str, src_dir: &Path) -> Result<String, SummaryFault> {
    let dest = super::urls::decode(dest).unwrap_or_else(|| dest.to_string());
    let dest = dest.strip_prefix("./").unwrap_or(&dest).to_string();
    if dest.contains("://") || dest.starts_with('/') || dest.contains('#') {
        return Err(SummaryFault::NotRelative { dest });
    }
    if dest.split('/').any(|c| c == "..") {
        return Err(SummaryFault::LeavesSource { dest });
    }
    if !dest.ends_with(".md") {
        return Err(SummaryFault::NotMarkdown { dest });
    }
    match std::fs::metadata(src_dir.join(&dest)) {
        Ok(m) if m.is_file() => {}
        Ok(m) => {
            let folder = m.is_dir();
            return Err(SummaryFault::NotAFile { dest, folder });
        }
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            return Err(SummaryFault::Missing { dest });
        }
        Err(e) => {
            let why = e.into();
            return Err(SummaryFault::Unreadable { dest, why });
        }
    }
    Ok(dest)
}

/// The path of `known` most likely meant by `wanted` (both relative to the same
/// folder): the nearest by edits, else the one file of that very name in another
/// folder (a page moved, or named without its folder).
pub fn nearest_path<'a>(wanted: &str, known: &[&'a str]) -> Option<&'a str> {
    let name = |p: &'a str| p.rsplit('/').next().unwrap_or(p);
    nearest(wanted, known).or_else(|| {
        let wanted = wanted.rsplit('/').next().unwrap_or(wanted);
        let mut same = known.iter().filter(|k| name(k) == wanted);
        match (same.next(), same.next()) {
            (Some(one), None) => Some(*one),
            _ => None,
        }
    })
}
