//! Something wrong in the book, at a place in a file: a typed [`Fault`] (never words),
//! where it lies, and what to do about it ([`Hint`]). The reporting edge
//! (`crate::report`) says it as a rustc-style report in French.
use super::config::ConfigFault;
use super::faults::BuildFault;
use super::frontmatter::FrontMatterFault;
use super::links::LinkFault;
use super::lint::LintWarning;
use super::summary::SummaryFault;
use super::templates::TemplateFault;
use super::walk::WalkFault;

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
