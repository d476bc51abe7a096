//! mdBook's links preprocessor, as mdBook 0.5 runs it before anything reads a chapter:
//! `{{#include file}}` (with a line range `:5`, `:2:10`, `:5:`, `::10` or an anchor
//! `:name`), `{{#rustdoc_include}}` (the lines left out stay, hidden with `# `),
//! `{{#playground file attrs}}`, `{{#title …}}`, and `\{{#…}}` kept literal without its
//! backslash. Paths are relative to the including file; an included file is expanded in
//! turn, ten levels deep at most (mdBook's limit).
//!
//! Lines: the expanded text replaces the page's text for everything after loading. Each
//! of its lines keeps the line of the page it came from: a line brought in by a
//! directive counts as the directive's line (docs/ARCHITECTURE.md, « Directives »).
use regex::{Captures, Regex};
use std::ops::{Bound, RangeBounds};
use std::path::{Path, PathBuf};
use std::sync::LazyLock;

mod lines;

use super::faults::IoFault;

/// mdBook's `MAX_LINK_NESTED_DEPTH`.
pub const MAX_DEPTH: usize = 10;

/// A directive that could not be expanded: the directive as written, and why.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct DirectiveFault {
    /// where the page's directive stands (its own, or the one that included it)
    pub at: Place,
    pub directive: String,
    pub kind: DirectiveFaultKind,
}

/// A directive's place in the page's text: 1-based line and column (in characters),
/// the text of its line, and the directive as written.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub struct Place {
    pub line: usize,
    pub col: usize,
    pub source: String,
    pub token: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum DirectiveFaultKind {
    /// the named file could not be read (`path` as joined to the including file's folder)
    Unreadable { path: PathBuf, io: IoFault },
    /// includes nested more than [`MAX_DEPTH`] deep (a cycle, most likely)
    TooDeep,
}

/// A text once its directives are expanded.
#[derive(Debug, Default)]
pub struct Expanded {
    pub text: String,
    /// per line of `text` (0-based), the 1-based line of the original text it came from
    pub lines: Vec<usize>,
    /// the last `{{#title …}}`
    pub title: Option<String>,
    /// every file read (for serve: a change to one of them changes the page)
    pub files: Vec<PathBuf>,
    pub faults: Vec<DirectiveFault>,
}

/// mdBook's pattern, as written in its links.rs.
static LINK: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"(?x)
        \\\{\{\#.*\}\}      # an escaped link
        |
        \{\{\s*             # opening braces and whitespace
        \#([a-zA-Z0-9_]+)   # the directive
        \s+
        ([^}]+)             # the path and its properties
        \}\}",
    )
    .expect("the directive pattern compiles")
});

/// Quick test before any work: a text without `{{#` has no directive.
pub fn has_directives(text: &str) -> bool {
    text.contains("{{")
}

/// Expands the directives of `text`, a page whose folder is `base`.
pub fn expand(text: &str, base: &Path) -> Expanded {
    let mut out = Expanded::default();
    let mut title = None;
    let mut state = State {
        files: &mut out.files,
        faults: &mut out.faults,
        title: &mut title,
    };
    let mut line = 1;
    let mut last = 0;
    let mut text_out = String::with_capacity(text.len());
    let mut map = vec![1];
    for cap in LINK.captures_iter(text) {
        let Some(link) = Link::of(&cap) else { continue };
        let whole = cap.get(0).expect("a match");
        push_mapped(
            &mut text_out,
            &mut map,
            &text[last..whole.start()],
            &mut line,
        );
        let directive_line = line;
        let line_start = text[..whole.start()].rfind('\n').map_or(0, |i| i + 1);
        let line_end = text[whole.start()..]
            .find('\n')
            .map_or(text.len(), |i| whole.start() + i);
        let place = Place {
            line,
            col: text[line_start..whole.start()].chars().count() + 1,
            source: text[line_start..line_end].to_string(),
            token: whole.as_str().to_string(),
        };
        match state.render(&link, base, 0, &place) {
            Some(new) => {
                for c in new.chars() {
                    if c == '\n' {
                        map.push(directive_line);
                    }
                    text_out.push(c);
                }
                // the directive's own line breaks (a directive written over two lines)
                line += whole.as_str().matches('\n').count();
            }
            None => push_mapped(&mut text_out, &mut map, whole.as_str(), &mut line),
        }
        last = whole.end();
    }
    push_mapped(&mut text_out, &mut map, &text[last..], &mut line);
    out.text = text_out;
    out.lines = map;
    out.title = title;
    out
}

/// Copies original text, one map entry per line break.
fn push_mapped(out: &mut String, map: &mut Vec<usize>, piece: &str, line: &mut usize) {
    for c in piece.chars() {
        if c == '\n' {
            *line += 1;
            map.push(*line);
        }
    }
    out.push_str(piece);
}

/// What a directive asks for.
#[derive(Debug, Clone, PartialEq)]
enum LinkType {
    Escaped,
    Include(PathBuf, Lines),
    RustdocInclude(PathBuf, Lines),
    Playground(PathBuf, Vec<String>),
    Title(String),
}

/// A line range (0-based, end excluded) or an anchor's name.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Lines {
    Range(Bound<usize>, Bound<usize>),
    Anchor(String),
}

impl RangeBounds<usize> for Lines {
    fn start_bound(&self) -> Bound<&usize> {
        match self {
            Lines::Range(s, _) => s.as_ref(),
            Lines::Anchor(_) => Bound::Unbounded,
        }
    }
    fn end_bound(&self) -> Bound<&usize> {
        match self {
            Lines::Range(_, e) => e.as_ref(),
            Lines::Anchor(_) => Bound::Unbounded,
        }
    }
}

struct Link<'a> {
    kind: LinkType,
    text: &'a str,
}

impl<'a> Link<'a> {
    /// mdBook's `Link::from_capture`: an unknown directive is no link (left as is).
    fn of(cap: &Captures<'a>) -> Option<Link<'a>> {
        let text = cap.get(0)?.as_str();
        let kind = match (cap.get(1), cap.get(2)) {
            (Some(t), Some(title)) if t.as_str() == "title" => {
                LinkType::Title(title.as_str().to_string())
            }
            (Some(t), Some(rest)) => {
                let mut props = rest.as_str().split_whitespace();
                let file = props.next()?;
                match t.as_str() {
                    "include" => {
                        let (p, l) = path_and_lines(file);
                        LinkType::Include(p, l)
                    }
                    "rustdoc_include" => {
                        let (p, l) = path_and_lines(file);
                        LinkType::RustdocInclude(p, l)
                    }
                    "playground" | "playpen" => {
                        LinkType::Playground(file.into(), props.map(str::to_string).collect())
                    }
                    _ => return None,
                }
            }
            (None, None) if text.starts_with('\\') => LinkType::Escaped,
            _ => return None,
        };
        Some(Link { kind, text })
    }
}

/// `file.rs:2:10` → the path and its lines (mdBook's `parse_range_or_anchor`).
fn path_and_lines(arg: &str) -> (PathBuf, Lines) {
    let mut parts = arg.splitn(2, ':');
    let path = parts.next().unwrap_or_default().into();
    (path, parse_lines(parts.next()))
}

pub(crate) fn parse_lines(spec: Option<&str>) -> Lines {
    use Bound::{Excluded, Included, Unbounded};
    let mut parts = spec.unwrap_or("").splitn(3, ':').fuse();
    let first = parts.next();
    let start = match first {
        Some(v) if v.parse::<usize>().is_ok() => {
            Some(v.parse::<usize>().unwrap_or(1).saturating_sub(1))
        }
        Some("") | None => None,
        Some(anchor) => return Lines::Anchor(anchor.to_string()),
    };
    let end = parts.next().map(str::parse::<usize>);
    match (start, end) {
        (Some(s), Some(Ok(e))) => Lines::Range(Included(s), Excluded(e)),
        (Some(s), Some(Err(_))) => Lines::Range(Included(s), Unbounded),
        (Some(s), None) => Lines::Range(Included(s), Excluded(s + 1)),
        (None, Some(Ok(e))) => Lines::Range(Unbounded, Excluded(e)),
        (None, _) => Lines::Range(Unbounded, Unbounded),
    }
}

struct State<'o> {
    files: &'o mut Vec<PathBuf>,
    faults: &'o mut Vec<DirectiveFault>,
    title: &'o mut Option<String>,
}

impl State<'_> {
    /// The text a directive stands for, its own directives expanded; None: left as
    /// written (its fault recorded).
    fn render(&mut self, link: &Link, base: &Path, depth: usize, at: &Place) -> Option<String> {
        let fault = |kind| DirectiveFault {
            at: at.clone(),
            directive: link.text.to_string(),
            kind,
        };
        let (path, new) = match &link.kind {
            LinkType::Escaped => return Some(link.text[1..].to_string()),
            LinkType::Title(t) => {
                *self.title = Some(t.clone());
                return Some(String::new());
            }
            LinkType::Include(p, l) => (p, self.read(base, p).map(|s| lines::take(&s, l))),
            LinkType::RustdocInclude(p, l) => {
                (p, self.read(base, p).map(|s| lines::take_rustdoc(&s, l)))
            }
            LinkType::Playground(p, attrs) => (p, self.read(base, p).map(|s| playground(s, attrs))),
        };
        let new = match new {
            Ok(new) => new,
            Err(io) => {
                self.faults.push(fault(DirectiveFaultKind::Unreadable {
                    path: base.join(path),
                    io,
                }));
                return None;
            }
        };
        if depth >= MAX_DEPTH {
            // mdBook drops the text then, and says so
            self.faults.push(fault(DirectiveFaultKind::TooDeep));
            return Some(String::new());
        }
        let inner_base = base
            .join(path)
            .parent()
            .map(Path::to_path_buf)
            .unwrap_or_default();
        Some(self.expand_inner(&new, &inner_base, depth + 1, at))
    }

    /// An included text's own directives (their faults at the page's directive line).
    fn expand_inner(&mut self, text: &str, base: &Path, depth: usize, at: &Place) -> String {
        let mut out = String::with_capacity(text.len());
        let mut last = 0;
        for cap in LINK.captures_iter(text) {
            let Some(link) = Link::of(&cap) else { continue };
            let whole = cap.get(0).expect("a match");
            out.push_str(&text[last..whole.start()]);
            match self.render(&link, base, depth, at) {
                Some(new) => out.push_str(&new),
                None => out.push_str(whole.as_str()),
            }
            last = whole.end();
        }
        out.push_str(&text[last..]);
        out
    }

    fn read(&mut self, base: &Path, path: &Path) -> Result<String, IoFault> {
        let target = base.join(path);
        let text = crate::files::read_to_string(&target).map_err(IoFault::from)?;
        self.files.push(target);
        Ok(text)
    }
}

/// `{{#playground file a b}}` → a ```` ```rust,a,b ```` block of the whole file.
fn playground(mut contents: String, attrs: &[String]) -> String {
    let kind = if attrs.is_empty() { "rust" } else { "rust," };
    if !contents.ends_with('\n') {
        contents.push('\n');
    }
    format!("```{kind}{}\n{contents}```\n", attrs.join(","))
}
