//! Something wrong in the book, at a place in a file: a typed [`Fault`] (never words),
//! where it lies, and what to do about it ([`Hint`]); the example reports of a block
//! renderer ([`Diagnostic`]); and what a build or check found ([`Report`]). The
//! reporting edge says them as rustc-style reports in French.
use std::path::PathBuf;

use super::config::ConfigFault;
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
    /// The text of the line, for the report.
    pub source: Option<String>,
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
            hint: None,
        }
    }

    /// Points at `token` on the problem's line of `text` (the whole file): the caret goes
    /// under its first occurrence, or under the whole line when it is not there.
    pub fn at(mut self, text: &str, token: &str) -> Problem {
        let Some(line) = text.lines().nth(self.line.saturating_sub(1)) else {
            return self;
        };
        let line = line.trim_end_matches('\r');
        match line.find(token).filter(|_| !token.is_empty()) {
            Some(byte) => {
                self.col = line[..byte].chars().count() + 1;
                self.width = token.chars().count().max(1);
            }
            None => {
                let indent = line.len() - line.trim_start().len();
                self.col = line[..indent].chars().count() + 1;
                self.width = line.trim().chars().count().max(1);
            }
        }
        self.source = Some(line.to_string());
        self
    }

    pub fn with_hint(mut self, hint: Option<Hint>) -> Problem {
        self.hint = hint;
        self
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
