//! Something wrong in the book, at a place in a file: a typed [`Fault`] (never words),
//! where it lies, and what to do about it ([`Hint`]); the example reports of a block
//! renderer ([`Diagnostic`]); and what a build or check found ([`Report`]). The
//! reporting edge says them as rustc-style reports in French.
use std::path::PathBuf;

use super::config::ConfigFault;
use super::excerpt;
use super::faults::{BuildFault, LinkFault, TemplateFault};
use super::frontmatter::FrontMatterFault;
use super::lint::LintWarning;
use super::summary::SummaryFault;
use super::walk::WalkFault;
use crate::diagram::PngFault;
use crate::example::diagnostic::SourceText;
use crate::example::fault::Failure;

/// A problem of the book (or a warning): the fault, at `file:line:col`.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Problem {
    pub file: String,
    pub line: usize,
    /// (boxed: a problem travels in `Result`s, and some faults are large)
    pub fault: Box<Fault>,
    /// 1-based column (in characters) of the bad token; 0 when unknown.
    pub col: usize,
    /// Characters under the caret (at least one).
    pub width: usize,
    /// The text of the line, for the report: the whole line, or (a long line) the part
    /// of it around the column (see [`super::excerpt`]).
    pub source: Option<String>,
    /// Characters of `source` before the caret when `source` is a cut line; `None` when
    /// it is the whole line (the caret is then at `col`).
    pub caret_in_source: Option<usize>,
    /// What to do about it, when the finder knows more than the fault says (the nearest
    /// known name). Faults whose hint follows from themselves (book.toml's, the lint's)
    /// get it from the edge.
    pub hint: Option<Hint>,
}

/// Every fault a problem may carry, each the typed fault of the module that finds it.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Fault {
    Build(BuildFault),
    Config(ConfigFault),
    Summary(SummaryFault),
    FrontMatter(FrontMatterFault),
    Link(LinkFault),
    /// a warning (never stops the build)
    Lint(LintWarning),
    Walk(WalkFault),
    Template {
        when: TemplateWhen,
        fault: TemplateFault,
    },
}

/// When a template fault was found: reading the templates, or laying a page out.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TemplateWhen {
    Reading,
    Rendering,
}

/// What to do about a problem.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Hint {
    /// the name most likely meant (a path, `#anchor` or key, as it should be written)
    DidYouMean(String),
    /// a SUMMARY.md item with no link: how one is written
    ItemWithoutLink,
    /// a link to a page SUMMARY.md does not list: list it, or link another
    UnlistedLink,
}

macro_rules! fault_from {
    ($($variant:ident($ty:ty)),*) => {$(
        impl From<$ty> for Fault {
            fn from(f: $ty) -> Fault {
                Fault::$variant(f)
            }
        }
    )*};
}

fault_from!(
    Build(BuildFault),
    Config(ConfigFault),
    Summary(SummaryFault),
    FrontMatter(FrontMatterFault),
    Link(LinkFault),
    Lint(LintWarning),
    Walk(WalkFault)
);

impl Problem {
    pub fn new(file: impl Into<String>, line: usize, fault: impl Into<Fault>) -> Problem {
        Problem {
            file: file.into(),
            line,
            fault: Box::new(fault.into()),
            col: 0,
            width: 0,
            source: None,
            caret_in_source: None,
            hint: None,
        }
    }

    /// Points at `token` on the problem's line of `text` (the whole file): the caret goes
    /// under its first occurrence, or under the whole line when it is not there. Scans
    /// the text up to the line: a finder with many problems in one text uses [`Lines`].
    pub fn at(self, text: &str, token: &str) -> Problem {
        let mut lines = Lines::new(text);
        lines.place(self, token)
    }

    pub fn with_hint(mut self, hint: Option<Hint>) -> Problem {
        self.hint = hint;
        self
    }
}

/// The lines of a text, found once, so that each problem finds its line in constant
/// time (issue 27: each problem of a 10,000-line summary used to scan the text from its
/// start). Tokens found on one line are searched from where the previous one ended, so
/// many problems on one long line cost the line once, not once each.
pub struct Lines<'t> {
    text: &'t str,
    /// byte where each line starts
    starts: Vec<usize>,
    /// the last token placed: its line, the byte after it, the characters before that
    cursor: (usize, usize, usize),
}

impl<'t> Lines<'t> {
    pub fn new(text: &'t str) -> Lines<'t> {
        let newlines = text.bytes().enumerate().filter(|(_, b)| *b == b'\n');
        let starts = std::iter::once(0)
            .chain(newlines.map(|(i, _)| i + 1))
            .collect();
        Lines {
            text,
            starts,
            cursor: (0, 0, 0),
        }
    }

    /// Line `line` (1-based) without its end, as `str::lines` gives it.
    pub fn get(&self, line: usize) -> Option<&'t str> {
        let start = *self.starts.get(line.checked_sub(1)?)?;
        if start >= self.text.len() {
            return None;
        }
        let end = self.starts.get(line).map_or(self.text.len(), |&s| s - 1);
        let l = &self.text[start..end];
        Some(l.strip_suffix('\r').unwrap_or(l))
    }

    /// [`Problem::at`] in this text: the caret under `token` on the problem's line, else
    /// under the whole line; the line kept is cut around the caret when long.
    pub fn place(&mut self, mut p: Problem, token: &str) -> Problem {
        let Some(line) = self.get(p.line) else {
            return p;
        };
        let (byte, col, width) = match self.find(p.line, line, token) {
            Some((byte, col)) => (byte, col, token.chars().count().max(1)),
            None => {
                let indent = line.len() - line.trim_start().len();
                let shown = line.trim().chars().take(excerpt::LONGEST + 1).count();
                (indent, line[..indent].chars().count(), shown.max(1))
            }
        };
        p.col = col + 1;
        p.width = width;
        let cut = excerpt::around_byte(line, byte, col, width);
        if cut.text != line {
            p.caret_in_source = Some(cut.caret);
        }
        p.source = Some(cut.text);
        p
    }

    /// Byte and character (0-based) of `token` on `line`, searched from the end of the
    /// previous token placed on that line, then from the line's start.
    fn find(&mut self, number: usize, line: &str, token: &str) -> Option<(usize, usize)> {
        if token.is_empty() {
            return None;
        }
        let (from, chars) = match self.cursor {
            (n, byte, chars) if n == number && byte <= line.len() => (byte, chars),
            _ => (0, 0),
        };
        let (byte, col) = match line[from..].find(token) {
            Some(b) => (from + b, chars + line[from..from + b].chars().count()),
            None => {
                let b = line.find(token)?;
                (b, line[..b].chars().count())
            }
        };
        self.cursor = (number, byte + token.len(), col + token.chars().count());
        Some((byte, col))
    }
}
/// The one « did you mean » of the project ([`crate::suggest::nearest`]).
pub use crate::suggest::nearest;

/// A report of a block renderer, typed until the edge says it (in the order found).
#[derive(Debug, Clone)]
pub enum Diagnostic {
    /// An example that failed: the texts it was read from and what failed.
    Example {
        sources: Vec<SourceText>,
        failure: Failure,
    },
    /// A ` ```settings ` table naming no preset (`file`: the page, `line`: the block's).
    UnknownGame {
        file: String,
        line: usize,
        preset: String,
    },
    /// A diagram's picture that could not be drawn (the page is built without it).
    DrawingFailed {
        page: PathBuf,
        picture: PathBuf,
        why: PngFault,
    },
    /// A report already in words, from a block renderer other than arbitre's own (a
    /// block renderer given to the site by a caller of the library).
    Said(String),
}

/// Reports of each kind (errors, warnings) a build says in full; the others are counted
/// in one line (« … et N autres erreurs »), as clang stops at 20 errors: ten thousand
/// faulty examples give a readable report, not ten thousand. (Finders may skip their
/// costly « did you mean » past this many faults of one file, since it is never shown.)
pub const SHOWN: usize = 50;

/// What a build or check found.
#[derive(Debug, Default, Clone)]
pub struct Report {
    /// Examples that passed, failed, were skipped (`position,ignore`).
    pub passed: usize,
    pub failed: usize,
    pub skipped: usize,
    /// Faults in the book (config, summary, front matter, links, templates); each one
    /// counts as one failure in the summary line.
    pub problems: Vec<Problem>,
    /// Things that do not stop the build but are probably mistakes (a page left out of
    /// the summary, a `posiiton` block, mdBook keys arbitre ignores).
    pub warnings: Vec<Problem>,
    /// Reports of the block renderers (failed examples, settings tables, drawings),
    /// typed; the edge says them.
    pub diagnostics: Vec<Diagnostic>,
    /// Where the site was written (build only, on success).
    pub output: Option<PathBuf>,
}

impl Report {
    /// True when nothing is wrong: no problem and no failed example.
    pub fn ok(&self) -> bool {
        self.problems.is_empty() && self.failed == 0
    }

    /// Failed examples plus faults in the book: what `M failed` counts, so that the
    /// summary never says `0 failed` when the command fails.
    pub fn failures(&self) -> usize {
        self.failed + self.problems.len()
    }
}
