//! The book-to-site pipeline: the [`crate::book::Book`] loaded once → Markdown with
//! position blocks handed to a [`BlockRenderer`] → link and anchor checks → Tera pages →
//! the emitters → a fresh folder swapped in only when everything succeeded. The stages
//! are in [`stages`]; `build`, `check` and `serve` (`prepare`) run them here.
pub mod blocks;
pub mod board_data;
pub mod board_engine;
pub mod code;
pub mod engine;
pub mod faq;
pub mod handout;
pub mod ids;
pub mod init;
pub mod links;
pub mod markdown;
pub mod marks;
pub mod output;
pub mod plain_pass;
pub mod png_cache;
pub mod position;
pub mod postprocess;
pub mod print;
pub mod progress;
pub mod search;
pub mod settings;
pub mod stages;
pub mod templates;
pub mod timing;
pub mod toc;

use std::path::{Path, PathBuf};

pub use blocks::{BlockContext, BlockOutput, BlockRenderer, PlainRenderer};
pub use config::BookConfig;
pub use faults::{IoFault, SiteError};
pub use frontmatter::FrontMatter;
pub use markdown::Heading;
pub use position::ExampleRenderer;
pub use problem::{Diagnostic, Fault, Hint, Problem, Report, nearest};

// The book's parts the stages read (its config, summary, front matter, folders, paths,
// typography, lint) and the typed faults are the book's (`crate::book`): the site
// names them through these paths too.
pub use crate::book::{
    config, faults, frontmatter, lint, problem, summary, typography, urls, walk,
};

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
    /// A quick build (`serve`, right after a page is saved): only these pages (paths in
    /// the source folder, as in SUMMARY.md) and their neighbours are laid out, and the
    /// print pages, the
    /// search index and the copied files are left for the full build that follows.
    /// The whole book is still read and checked.
    pub only: Option<&'a std::collections::BTreeSet<String>>,
    /// Where the stages report their steps (the command line's progress bar).
    pub progress: Option<&'a dyn progress::Progress>,
}

impl<'a> Pipeline<'a> {
    pub fn new(renderer: &'a dyn BlockRenderer) -> Self {
        Pipeline {
            renderer,
            hook: None,
            cache: None,
            only: None,
            progress: None,
        }
    }

    pub fn with_progress(mut self, progress: &'a dyn progress::Progress) -> Self {
        self.progress = Some(progress);
        self
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

pub use stages::PageCache;

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
    let cwd = std::env::current_dir().map_err(|e| SiteError::NoCurrentDir(e.into()))?;
    let root = book_root_of(book_root, &cwd)?;
    let target = target_of(&root, out);
    // The output folder is checked before anything is written; the pages then go into
    // a fresh folder beside it as they are rendered, swapped in only when the whole
    // build is good (dropped otherwise, the previous site untouched).
    let staging = match (&target, BookConfig::load(&root)) {
        (Some(t), Ok(config)) => {
            output::check_target(&root, &crate::book::src_dir_of(&root, &config), t)?;
            Some(output::Staging::begin(t)?.recorded_in(record_of(&root, t)))
        }
        _ => None,
    };
    let sink = staging.as_ref().map(|s| s as &dyn output::PageSink);
    let (mut report, assembled) = stages::run(&root, pipeline, target.as_deref(), sink)?;
    let mut steps = timing::Steps::start();
    // after drawing: the entries this build used were just touched
    png_cache::prune(&root);
    steps.step(crate::lang::fr::site::step::PNG_PRUNED);
    if let (Some(site), Some(target), Some(staging)) = (assembled, target, staging)
        && report.ok()
    {
        staging.write_all(&site.files)?;
        steps.step(crate::lang::fr::site::step::OTHER_FILES);
        staging.commit()?;
        steps.step(crate::lang::fr::site::step::SWAPPED);
        report.output = Some(target);
    }
    Ok(report)
}

/// Where a build of the book at `root` into `out` records its files for the next one
/// (`.arbitre-cache/sites/`, one file for each output folder).
fn record_of(root: &Path, out: &Path) -> PathBuf {
    let key = xxhash_rust::xxh3::xxh3_64(out.as_os_str().as_encoded_bytes());
    root.join(png_cache::CACHE)
        .join("sites")
        .join(format!("{key:016x}"))
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
#[doc(hidden)]
pub fn prepare(
    book_root: &Path,
    out: Option<&Path>,
    pipeline: &Pipeline,
) -> Result<(Report, Option<(PathBuf, stages::Assembled)>), SiteError> {
    let cwd = std::env::current_dir().map_err(|e| SiteError::NoCurrentDir(e.into()))?;
    let root = book_root_of(book_root, &cwd)?;
    let target = target_of(&root, out);
    let (report, assembled) = stages::run(&root, pipeline, target.as_deref(), None)?;
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
    let cwd = std::env::current_dir().map_err(|e| SiteError::NoCurrentDir(e.into()))?;
    let root = book_root_of(book_root, &cwd)?;
    let target = target_of(&root, None);
    // every page is rendered (template faults show) and none is kept
    Ok(stages::run(&root, pipeline, target.as_deref(), Some(&output::Discard))?.0)
}

/// The book's root as every command reads it: canonical, a folder with a book.toml.
pub fn book_root(book_root: &Path) -> Result<PathBuf, SiteError> {
    let cwd = std::env::current_dir().map_err(|e| SiteError::NoCurrentDir(e.into()))?;
    book_root_of(book_root, &cwd)
}

fn book_root_of(book_root: &Path, cwd: &Path) -> Result<PathBuf, SiteError> {
    let root = output::normalise(book_root, cwd);
    if !root.is_dir() {
        return Err(SiteError::NoBook(book_root.to_path_buf()));
    }
    if !root.join("book.toml").exists() {
        return Err(SiteError::NotABook(book_root.to_path_buf()));
    }
    Ok(root)
}
