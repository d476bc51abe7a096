//! The build's own faults, typed: a fault of the book's folders or files, what makes
//! each file of the site (named when two makers want one path), an input or output
//! fault as the words need it, and the errors that stop a command. They carry data,
//! never words: the reporting edge says them in French. The faults of the site's later
//! stages (links, templates, the HTML post-pass, the output folder) are here too, so
//! that a [`super::Problem`] can carry them from below the site.
use std::path::PathBuf;

use super::walk::WalkFault;

/// An input or output fault, kept as the French words need it: its kind, and the
/// system's error number for a kind that has no words of its own. (An `io::Error`
/// itself is neither `Clone` nor `Eq`, and its text is the system's English.)
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct IoFault {
    pub kind: std::io::ErrorKind,
    pub code: Option<i32>,
}

impl From<&std::io::Error> for IoFault {
    fn from(e: &std::io::Error) -> IoFault {
        IoFault {
            kind: e.kind(),
            code: e.raw_os_error(),
        }
    }
}

impl From<std::io::Error> for IoFault {
    fn from(e: std::io::Error) -> IoFault {
        IoFault::from(&e)
    }
}

/// A fault of the book's folders or files.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum BuildFault {
    /// two makers want one path of the site
    MadeTwice {
        path: PathBuf,
        first: Origin,
        then: Maker,
    },
    /// a file copied from the book would replace one arbitre makes
    TakesArbitresPlace {
        path: PathBuf,
        maker: Origin,
    },
    NoPagesFolder {
        src: String,
    },
    PagesFolderRefused {
        src: String,
        why: WalkFault,
    },
    /// an entry of SUMMARY.md whose file leads out of the book (`path` as listed)
    EntryRefused {
        path: String,
        why: WalkFault,
    },
    SummaryUnreadable(IoFault),
    /// warning: a SUMMARY.md entry's absent file, created as mdBook does (`create-missing`)
    PageCreated {
        path: String,
    },
    /// a SUMMARY.md entry's absent file could not be created
    PageNotCreated {
        path: String,
        why: IoFault,
    },
    /// an `[output.html.redirect]` entry whose old path is a page of the book
    RedirectOverPage {
        from: String,
    },
    /// `[output.html.redirect]` entries `from#x` only, for an old path that is no page:
    /// nowhere to send the reader who comes without one of those anchors
    RedirectFragmentsOnly {
        from: String,
    },
    /// a file named by `additional-css` or `additional-js`
    AssetMissing {
        name: String,
    },
    Unreadable(IoFault),
    BadHtml(RewriteFault),
    /// the print page could not be made (the HTML rewriter's own message)
    NoPrintPage(String),
    /// the build's scratch file ([`super::output::Spill`])
    ScratchLost,
    /// the scratch file in `dir` could not be written or read back
    Scratch {
        dir: PathBuf,
        why: IoFault,
    },
    ScratchDamaged,
    /// an mdBook directive (`{{#include …}}`…) that could not be expanded
    Directive(super::directives::DirectiveFaultKind, String),
    /// a preprocessor of book.toml (`[preprocessor.NAME]`) that failed
    Preprocessor {
        name: String,
        failure: super::preprocess::Failure,
    },
}

/// What makes a file of the site (named when two want the same path).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Maker {
    DefaultStatic,
    Generated,
    /// a file named by `additional-css` or `additional-js`
    ExtraAsset(PathBuf),
    /// a diagram of this page (its file label)
    Diagram(String),
    Page(String),
    /// the first page's redirect, `index.html`
    Home,
    NotFound,
    /// a page of `[output.html.redirect]` (its old path)
    Redirect(String),
    Sitemap,
    SharedContents,
    ContentsPage,
    WholePrint,
    Handouts,
    SearchIndex,
    Hook,
}

/// Where a file of the site comes from: made by arbitre, or copied from the book (the
/// file's label, `content/img/a.png` or `static/x.css`).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Origin {
    Made(Maker),
    Copied(String),
}

/// An error that stops the command itself (not a fault in the book's content).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum SiteError {
    /// the current folder cannot be read (a relative book path is taken from it)
    NoCurrentDir(IoFault),
    /// `arbitre build DIR` where DIR is not a folder
    NoBook(PathBuf),
    /// `arbitre build DIR` where DIR has no book.toml
    NotABook(PathBuf),
    /// a file or folder that cannot be read or written
    Io { path: PathBuf, fault: IoFault },
    /// a fault of the build itself (its scratch file)
    Build(BuildFault),
    /// an output folder refused
    Refused { out: PathBuf, why: Refusal },
    /// an output folder with no parent (the root of the file system)
    NoParent(PathBuf),
    /// a path of the site that would leave it
    PathRefused(PathBuf),
    /// `arbitre init DIR` where DIR already holds a book
    AlreadyABook(PathBuf),
}

impl SiteError {
    /// An input or output error on `path`.
    pub fn io(path: &std::path::Path, e: &std::io::Error) -> SiteError {
        SiteError::Io {
            path: path.to_path_buf(),
            fault: e.into(),
        }
    }
}

impl std::error::Error for SiteError {}

/// What is wrong with a link; `dest` as written.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum LinkFault {
    /// It climbs out of the book.
    LeavesBook {
        dest: String,
    },
    /// A page of the source folder that SUMMARY.md does not list (never published).
    Unlisted {
        dest: String,
    },
    MissingPage {
        dest: String,
    },
    MissingFile {
        dest: String,
        image: bool,
    },
    /// `page`: the page named by the link, `None` for the link's own page.
    MissingAnchor {
        fragment: String,
        page: Option<String>,
    },
}

/// What a Tera error says, read from its English headline (never shown): said in French
/// by the reporting edge.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum TemplateFault {
    /// A tag or a variable left open at the end of the file.
    UnexpectedEnd,
    UnexpectedCharacter,
    /// A token where the grammar wants another (`{{ 1 + }}`).
    Unexpected {
        token: String,
    },
    /// A string left open (`{{ "abc }}`).
    UnclosedString,
    /// `{#` without its `#}`.
    UnclosedComment,
    /// A value of the wrong type for a filter or a test (Tera's type names).
    WrongType {
        expected: String,
        found: String,
    },
    /// A filter or function called without an argument it needs.
    MissingArgument {
        name: String,
    },
    /// `{% for %}` over something that is no list nor map.
    NotIterable,
    Unknown {
        what: TemplateItem,
        name: String,
    },
    UndefinedVariable {
        name: String,
    },
    UndefinedField {
        name: String,
    },
    /// `{% extends %}` of a template that does not exist.
    MissingParent {
        parent: String,
    },
    /// Templates that extend or include each other in a circle.
    Circular,
    /// Any other complaint of Tera's.
    Other,
}

/// What a template may name that Tera does not know.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TemplateItem {
    Filter,
    Function,
    Test,
    Template,
    Component,
    Block,
}

/// Why an output folder is refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Refusal {
    BookRoot,
    ParentOfBook,
    /// the pages' folder or one under it
    PagesFolder,
    /// `templates/` or `static/`
    BookFolder(&'static str),
    NotAFolder,
    /// neither empty nor holding our marker
    NotOurs {
        marker: &'static str,
    },
}

/// Why the post-pass could not rewrite a page.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RewriteFault {
    /// The rewriter's memory limit was reached.
    Memory,
    /// Markup the HTML parser cannot read without guessing (a `<svg>` or `<math>` left
    /// open, say).
    Ambiguous,
    /// One of the pass's own handlers refused.
    Handler,
}
