//! The book-to-site pipeline: load (book.toml, SUMMARY.md, front matter) → Markdown with
//! position blocks handed to a [`BlockRenderer`] → link and anchor checks → Tera pages →
//! lol_html post-pass → a fresh folder swapped in only when everything succeeded.
pub mod assemble;
pub mod blocks;
pub mod board_data;
pub mod config;
pub mod faq;
pub mod frontmatter;
pub mod handout;
pub mod init;
pub mod links;
pub mod markdown;
pub mod output;
pub mod png_cache;
pub mod position;
pub mod postprocess;
pub mod print;
pub mod search;
pub mod serve;
pub mod settings;
pub mod summary;
pub mod templates;
pub mod textes;
pub mod toc;
pub mod typography;
pub mod urls;
pub mod walk;

use std::fmt;
use std::path::{Path, PathBuf};

pub use blocks::{BlockContext, BlockOutput, BlockRenderer, PlainRenderer};
pub use config::BookConfig;
pub use frontmatter::FrontMatter;
pub use markdown::Heading;
pub use position::ExampleRenderer;

/// Something wrong in the book, at a place in a file (path relative to the book root).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    pub file: String,
    pub line: usize,
    pub message: String,
}

impl Problem {
    pub fn new(file: impl Into<String>, line: usize, message: String) -> Problem {
        Problem {
            file: file.into(),
            line,
            message,
        }
    }
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: {}", self.file, self.line, self.message)
    }
}

/// An error that stops the command itself (not a fault in the book's content).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SiteError {
    Io(String),
    Refused(String),
}

impl fmt::Display for SiteError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SiteError::Io(s) | SiteError::Refused(s) => f.write_str(s),
        }
    }
}

impl std::error::Error for SiteError {}

/// What a build or check found.
#[derive(Debug, Default, Clone)]
pub struct Report {
    pub passed: usize,
    pub failed: usize,
    pub skipped: usize,
    /// Faults in the book (config, summary, front matter, links, templates).
    pub problems: Vec<Problem>,
    /// Example reports from the block renderer, printed as they are.
    pub diagnostics: Vec<String>,
    /// Where the site was written (build only, on success).
    pub output: Option<PathBuf>,
}

impl Report {
    /// True when nothing is wrong: no problem and no failed example.
    pub fn ok(&self) -> bool {
        self.problems.is_empty() && self.failed == 0
    }

    /// `N passed, M failed` with `, K skipped` when K > 0 (contract).
    pub fn summary_line(&self) -> String {
        let mut s = format!("{} passed, {} failed", self.passed, self.failed);
        if self.skipped > 0 {
            s.push_str(&format!(", {} skipped", self.skipped));
        }
        s
    }
}

/// What a hook sees of one page.
pub struct PageInfo<'a> {
    /// relative to the book root, e.g. content/echecs/roque.md
    pub file: &'a Path,
    /// output path relative to the site root, e.g. echecs/roque.html
    pub out_path: &'a str,
    pub title: &'a str,
    pub front: &'a FrontMatter,
    /// the page body after Markdown and position blocks, before templates
    pub html: &'a str,
    pub headings: &'a [Heading],
}

/// Extension point for later features (print page, handouts, search index, per-page
/// data): `page_extra` is given to templates as `extra`; `extra_files` are added to the
/// site (paths relative to its root).
pub trait PageHook: Sync {
    fn page_extra(&self, _page: &PageInfo) -> serde_json::Value {
        serde_json::Value::Null
    }
    fn extra_files(
        &self,
        _config: &BookConfig,
        _pages: &[PageInfo],
    ) -> Result<Vec<(PathBuf, Vec<u8>)>, Vec<Problem>> {
        Ok(Vec::new())
    }
}

/// Everything the pipeline is parameterised by.
#[derive(Clone, Copy)]
pub struct Pipeline<'a> {
    pub renderer: &'a dyn BlockRenderer,
    pub hook: Option<&'a dyn PageHook>,
    /// Pages kept from an earlier build (`serve`): an unchanged page is not rendered and
    /// its examples are not checked again.
    pub cache: Option<&'a PageCache>,
}

impl<'a> Pipeline<'a> {
    pub fn new(renderer: &'a dyn BlockRenderer) -> Self {
        Pipeline {
            renderer,
            hook: None,
            cache: None,
        }
    }

    pub fn with_hook(mut self, hook: &'a dyn PageHook) -> Self {
        self.hook = Some(hook);
        self
    }

    pub fn with_cache(mut self, cache: &'a PageCache) -> Self {
        self.cache = Some(cache);
        self
    }
}

pub use assemble::PageCache;

/// Checks every example and writes the site into `out` (default: the book's build-dir;
/// a relative `out` is taken from the book root, as mdBook does). The site is written
/// only when the report is ok.
pub fn build(
    book_root: &Path,
    out: Option<&Path>,
    renderer: &dyn BlockRenderer,
) -> Result<Report, SiteError> {
    build_with(book_root, out, &Pipeline::new(renderer))
}

pub fn build_with(
    book_root: &Path,
    out: Option<&Path>,
    pipeline: &Pipeline,
) -> Result<Report, SiteError> {
    let cwd = std::env::current_dir().map_err(|e| SiteError::Io(e.to_string()))?;
    let root = book_root_of(book_root, &cwd)?;
    let target = target_of(&root, out);
    // The output folder is checked before anything is written; the pages then go into
    // a fresh folder beside it as they are rendered, swapped in only when the whole
    // build is good (dropped otherwise, the previous site untouched).
    let staging = match (&target, BookConfig::load(&root)) {
        (Some(t), Ok(config)) => {
            output::check_target(&root, &assemble::src_dir_of(&root, &config), t)?;
            Some(output::Staging::begin(t)?)
        }
        _ => None,
    };
    let sink = staging.as_ref().map(|s| s as &dyn output::PageSink);
    let (mut report, assembled) = assemble::assemble(&root, pipeline, target.as_deref(), sink)?;
    // after drawing: the entries this build used were just touched
    png_cache::prune(&root);
    if let (Some(site), Some(target), Some(staging)) = (assembled, target, staging)
        && report.ok()
    {
        staging.write_all(&site.files)?;
        staging.commit()?;
        report.output = Some(target);
    }
    Ok(report)
}

/// The output folder: `out` (relative to the book root, as in mdBook) or the book's
/// build-dir. None when book.toml cannot be read (assembling then says why).
fn target_of(root: &Path, out: Option<&Path>) -> Option<PathBuf> {
    match out {
        Some(o) => Some(output::normalise(o, root)),
        None => BookConfig::load(root)
            .ok()
            .map(|c| output::normalise(Path::new(&c.build.build_dir), root)),
    }
}

/// Everything a build does but writing: the report and, when the book could be
/// assembled, the site in memory and the folder it goes to (already checked safe).
/// `serve` publishes the site before writing it.
pub(crate) fn prepare(
    book_root: &Path,
    out: Option<&Path>,
    pipeline: &Pipeline,
) -> Result<(Report, Option<(PathBuf, assemble::Assembled)>), SiteError> {
    let cwd = std::env::current_dir().map_err(|e| SiteError::Io(e.to_string()))?;
    let root = book_root_of(book_root, &cwd)?;
    let target = target_of(&root, out);
    let (report, assembled) = assemble::assemble(&root, pipeline, target.as_deref(), None)?;
    let (Some(site), Some(target)) = (assembled, target) else {
        return Ok((report, None));
    };
    output::check_target(&root, &site.src_dir, &target)?;
    Ok((report, Some((target, site))))
}

/// Checks examples, links and anchors; writes nothing.
pub fn check(book_root: &Path, renderer: &dyn BlockRenderer) -> Result<Report, SiteError> {
    check_with(book_root, &Pipeline::new(renderer))
}

pub fn check_with(book_root: &Path, pipeline: &Pipeline) -> Result<Report, SiteError> {
    let cwd = std::env::current_dir().map_err(|e| SiteError::Io(e.to_string()))?;
    let root = book_root_of(book_root, &cwd)?;
    let target = target_of(&root, None);
    // every page is rendered (template faults show) and none is kept
    Ok(assemble::assemble(&root, pipeline, target.as_deref(), Some(&output::Discard))?.0)
}

fn book_root_of(book_root: &Path, cwd: &Path) -> Result<PathBuf, SiteError> {
    let root = output::normalise(book_root, cwd);
    if !root.is_dir() {
        return Err(SiteError::Io(format!(
            "livre introuvable : « {} » n'est pas un dossier",
            book_root.display()
        )));
    }
    if !root.join("book.toml").is_file() {
        return Err(SiteError::Io(format!(
            "« {} » n'est pas un livre : book.toml absent (créez-en un avec `arbitre init`)",
            book_root.display()
        )));
    }
    Ok(root)
}
