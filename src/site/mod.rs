//! The book-to-site pipeline: the [`crate::book::Book`] loaded once → Markdown with
//! position blocks handed to a [`BlockRenderer`] → link and anchor checks → Tera pages →
//! the emitters → a fresh folder swapped in only when everything succeeded. The stages
//! are in [`stages`]; `build`, `check` and `serve` (`prepare`) run them here.
pub mod blocks;
pub mod board_data;
pub mod config;
pub mod faq;
pub mod faults;
pub mod frontmatter;
pub mod handout;
pub mod init;
pub mod links;
pub mod lint;
pub mod markdown;
pub mod output;
pub mod plain_pass;
pub mod png_cache;
pub mod position;
pub mod postprocess;
pub mod print;
pub mod search;
pub mod serve;
pub mod settings;
pub mod stages;
pub mod summary;
pub mod templates;
pub mod timing;
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
/// `Display` gives one line (`file:line: message`); [`Problem::render`] the rustc-style
/// report with the source line, a caret under the bad token and a hint.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    pub file: String,
    pub line: usize,
    pub message: String,
    /// 1-based column (in characters) of the bad token; 0 when unknown.
    pub col: usize,
    /// Characters under the caret (at least one).
    pub width: usize,
    /// The text of the line, for the report.
    pub source: Option<String>,
    /// What to do about it (a « vouliez-vous dire », say).
    pub hint: Option<String>,
}

impl Problem {
    pub fn new(file: impl Into<String>, line: usize, message: String) -> Problem {
        Problem {
            file: file.into(),
            line,
            message,
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

    pub fn with_hint(mut self, hint: Option<String>) -> Problem {
        self.hint = hint;
        self
    }

    /// « vouliez-vous dire « x » ? » when `x` is close to `word` among `known`.
    pub fn did_you_mean(self, word: &str, known: &[&str]) -> Problem {
        let hint = nearest(word, known).map(|k| format!("vouliez-vous dire « {k} » ?"));
        self.with_hint(hint)
    }

    /// The rustc-style report, as the examples' diagnostics are written:
    /// `erreur: …`, `  --> file:line:col`, the line, a caret, `= aide : …`.
    pub fn render(&self) -> String {
        self.render_as("erreur")
    }

    /// Same report with another headline word (`attention` for warnings).
    pub fn render_as(&self, level: &str) -> String {
        let mut out = format!("{level}: {}\n", self.message);
        if self.col > 0 {
            out.push_str(&format!("  --> {}:{}:{}\n", self.file, self.line, self.col));
        } else {
            out.push_str(&format!("  --> {}:{}\n", self.file, self.line));
        }
        let pad = " ".repeat(self.line.to_string().len());
        if let Some(src) = &self.source {
            out.push_str(&format!("{pad} |\n{} | {src}\n", self.line));
            if self.col > 0 {
                let before: String = src
                    .chars()
                    .take(self.col - 1)
                    .map(|c| if c == '\t' { '\t' } else { ' ' })
                    .collect();
                out.push_str(&format!(
                    "{pad} | {before}{}\n",
                    "^".repeat(self.width.max(1))
                ));
            }
        }
        if let Some(hint) = &self.hint {
            out.push_str(&format!("{pad} = aide : {hint}\n"));
        }
        out
    }
}

/// The closest of `known` to a mistyped `word` (a swap of two letters counts as one
/// edit, `titel` is `title`), if it is close enough to be what was meant.
pub fn nearest<'a>(word: &str, known: &[&'a str]) -> Option<&'a str> {
    let (d, best) = known
        .iter()
        .filter(|k| **k != word)
        .map(|k| (edits(word, k), *k))
        .min_by_key(|(d, _)| *d)?;
    let limit = (word.chars().count().max(best.chars().count()) / 3).max(1);
    (d <= limit).then_some(best)
}

/// Optimal string alignment distance: insertions, deletions, substitutions and swaps of
/// two neighbours.
fn edits(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    let mut d = vec![vec![0usize; b.len() + 1]; a.len() + 1];
    for (i, row) in d.iter_mut().enumerate() {
        row[0] = i;
    }
    for (j, cell) in d[0].iter_mut().enumerate() {
        *cell = j;
    }
    for i in 1..=a.len() {
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            let mut v = (d[i - 1][j] + 1)
                .min(d[i][j - 1] + 1)
                .min(d[i - 1][j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                v = v.min(d[i - 2][j - 2] + 1);
            }
            d[i][j] = v;
        }
    }
    d[a.len()][b.len()]
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

    /// Failed examples plus faults in the book: what `M failed` counts, so that the
    /// summary never says `0 failed` when the command fails.
    pub fn failures(&self) -> usize {
        self.failed + self.problems.len()
    }

    /// `N passed, M failed` with `, K skipped` when K > 0 (contract).
    pub fn summary_line(&self) -> String {
        crate::fr::site::summary_line(self.passed, self.failures(), self.skipped)
    }

    /// Everything to show before the summary line: warnings, example reports, then the
    /// book's faults, each a rustc-style report.
    pub fn write_diagnostics(&self, w: &mut dyn std::io::Write) -> std::io::Result<()> {
        for p in &self.warnings {
            writeln!(w, "{}", p.render_as("attention"))?;
        }
        for d in &self.diagnostics {
            writeln!(w, "{d}")?;
        }
        for p in &self.problems {
            writeln!(w, "{}", p.render())?;
        }
        Ok(())
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
    /// A quick build (`serve`, right after a page is saved): only these pages (paths in
    /// the source folder, as in SUMMARY.md) and their neighbours are laid out, and the
    /// print pages, the
    /// search index and the copied files are left for the full build that follows.
    /// The whole book is still read and checked.
    pub only: Option<&'a std::collections::BTreeSet<String>>,
}

impl<'a> Pipeline<'a> {
    pub fn new(renderer: &'a dyn BlockRenderer) -> Self {
        Pipeline {
            renderer,
            hook: None,
            cache: None,
            only: None,
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
    let cwd = std::env::current_dir().map_err(|e| SiteError::Io(e.to_string()))?;
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
    steps.step(crate::fr::site::step::PNG_PRUNED);
    if let (Some(site), Some(target), Some(staging)) = (assembled, target, staging)
        && report.ok()
    {
        staging.write_all(&site.files)?;
        steps.step(crate::fr::site::step::OTHER_FILES);
        staging.commit()?;
        steps.step(crate::fr::site::step::SWAPPED);
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
pub(crate) fn prepare(
    book_root: &Path,
    out: Option<&Path>,
    pipeline: &Pipeline,
) -> Result<(Report, Option<(PathBuf, stages::Assembled)>), SiteError> {
    let cwd = std::env::current_dir().map_err(|e| SiteError::Io(e.to_string()))?;
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
    let cwd = std::env::current_dir().map_err(|e| SiteError::Io(e.to_string()))?;
    let root = book_root_of(book_root, &cwd)?;
    let target = target_of(&root, None);
    // every page is rendered (template faults show) and none is kept
    Ok(stages::run(&root, pipeline, target.as_deref(), Some(&output::Discard))?.0)
}

/// The book's root as every command reads it: canonical, a folder with a book.toml.
pub fn book_root(book_root: &Path) -> Result<PathBuf, SiteError> {
    let cwd = std::env::current_dir().map_err(|e| SiteError::Io(e.to_string()))?;
    book_root_of(book_root, &cwd)
}

fn book_root_of(book_root: &Path, cwd: &Path) -> Result<PathBuf, SiteError> {
    let root = output::normalise(book_root, cwd);
    if !root.is_dir() {
        return Err(SiteError::Io(crate::fr::site::no_book(book_root)));
    }
    if !root.join("book.toml").is_file() {
        return Err(SiteError::Io(crate::fr::site::not_a_book(book_root)));
    }
    Ok(root)
}
