//! The book, loaded once: book.toml, the summary tree, and each page with its text, its
//! front matter and its fenced blocks. `build`, `check`, `serve`, `check --bless`,
//! `coverage` and the mdBook preprocessor all start from it (docs/ARCHITECTURE.md).
pub mod block;
pub mod config;
pub mod directives;
pub mod excerpt;
pub mod faults;
pub mod frontmatter;
pub mod lint;
pub mod mdbook;
mod missing;
pub mod options;
pub mod page;
pub mod preprocess;
mod preprocess_book;
pub mod problem;
pub mod summary;
pub mod typography;
pub mod urls;
pub mod walk;

use rayon::prelude::*;
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

pub use block::{Block, BlockInfo, BlockKind};
pub use page::{Handout, Loaded, Page, Source};

pub use config::BookConfig;
pub use problem::{Diagnostic, Fault, Hint, Problem, Report};

use faults::BuildFault;
use summary::{EntryKind, Summary};

pub struct Book {
    /// the book's root, canonical
    pub root: PathBuf,
    pub config: BookConfig,
    /// the source folder as written in labels: `content`, or nothing for `src = "."`
    pub src_name: String,
    /// the folder of the pages (the root itself for `src = "."`)
    pub src_dir: PathBuf,
    pub summary: Summary,
    /// the chapters with a file, in reading order
    pub pages: Vec<Page>,
    pub handouts: Vec<Handout>,
    /// mdBook's keys that change how pages are read and drawn
    pub options: options::MdbookOptions,
}

impl Book {
    /// Reads the book at `root` (canonical). `out`: the output folder, left out of the
    /// pages when it sits inside the source folder. The report holds what loading found
    /// (faults of book.toml, the folders, SUMMARY.md; pages left out of it); no book
    /// when the pages cannot be found.
    pub fn load(root: &Path, out: Option<&Path>) -> (Option<Book>, Report) {
        let mut report = Report::default();
        // every fault of book.toml at once; the rest of the book is not read until it is right
        let loaded = config::Loaded::load(root);
        report.warnings.extend(loaded.warnings);
        if !loaded.errors.is_empty() {
            report.problems.extend(loaded.errors);
            return (None, report);
        }
        let config = loaded.config;
        let src_name = src_label(&config.book.src);
        let src_dir = src_dir_of(root, &config);
        if let Err(fault) = pages_folder(root, &src_dir, &config.book.src) {
            report.problems.push(fault);
            return (None, report);
        }
        let create = config.build.create_missing;
        let typo = typography::of_language(&config.book.language);
        let Some(summary) = read_summary(root, &src_dir, &src_name, (create, typo), &mut report)
        else {
            return (None, report);
        };
        let mut listed: BTreeSet<String> = summary
            .entries
            .iter()
            .filter_map(|e| e.path.clone())
            .collect();
        // the 404 page's source is published, as 404.html (mdBook's `input-404`)
        let input_404 = config.output.html.input_404.as_deref().unwrap_or("404.md");
        listed.insert(input_404.to_string());
        let out_dir: Vec<PathBuf> = out.map(Path::to_path_buf).into_iter().collect();
        report.warnings.extend(lint::unlisted_pages(
            &src_dir, root, &src_name, &listed, &out_dir,
        ));
        let smart = config.output.html.smart_punctuation;
        let mut pages = read_pages(&summary, &src_name, root, smart);
        let options = options::MdbookOptions::load(root);
        report
            .problems
            .extend(preprocess_book::directive_problems(&pages));
        let included = preprocess_book::included_labels(root, &pages);
        report.warnings.retain(|w| {
            !(matches!(*w.fault, Fault::Lint(lint::LintWarning::Unlisted { .. }))
                && included.contains(&w.file))
        });
        let ran = preprocess_book::run(root, &options, &summary, &mut pages, smart);
        report.problems.extend(ran.errors);
        report.warnings.extend(ran.warnings);
        let handouts = page::handouts(root, &src_name, smart);
        let book = Book {
            root: root.to_path_buf(),
            config,
            src_name,
            src_dir,
            summary,
            pages,
            handouts,
            options,
        };
        (Some(book), report)
    }
}

/// The source folder as written in labels: `content`, or nothing for `src = "."`.
pub fn src_label(src: &str) -> String {
    src.split('/')
        .filter(|s| !s.is_empty() && *s != ".")
        .collect::<Vec<_>>()
        .join("/")
}

/// The folder of the pages: the book root itself for `src = "."`.
pub fn src_dir_of(root: &Path, config: &BookConfig) -> PathBuf {
    let src_name = src_label(&config.book.src);
    if src_name.is_empty() {
        root.to_path_buf()
    } else {
        root.join(&src_name)
    }
}

/// The pages' folder must exist and stay inside the book.
fn pages_folder(root: &Path, src_dir: &Path, src: &str) -> Result<(), Problem> {
    let fault = if !src_dir.is_dir() {
        BuildFault::NoPagesFolder {
            src: src.to_string(),
        }
    } else if let Err(why) = walk::inside(root, src_dir) {
        BuildFault::PagesFolderRefused {
            src: src.to_string(),
            why,
        }
    } else {
        return Ok(());
    };
    Err(Problem::new("book.toml", 1, fault))
}

/// SUMMARY.md, its names with French typography; a page reached through a link that
/// leaves the book is refused (a draft), not read.
fn read_summary(
    root: &Path,
    src_dir: &Path,
    src_name: &str,
    (create_missing, typo): (bool, fn(&str) -> String),
    report: &mut Report,
) -> Option<Summary> {
    let problems = &mut report.problems;
    let label = walk::join_label(src_name, "SUMMARY.md");
    let text = match crate::files::read_to_string(&src_dir.join("SUMMARY.md")) {
        Ok(t) => t,
        Err(e) => {
            let fault = BuildFault::SummaryUnreadable(e.into());
            problems.push(Problem::new(label, 1, fault));
            return None;
        }
    };
    let (mut summary, mut found) = summary::parse(&text, src_dir, &label);
    if create_missing && missing::create(&summary, &mut found, src_dir, &label, report) {
        // read again: the created pages are chapters now
        (summary, found) = summary::parse(&text, src_dir, &label);
    }
    let problems = &mut report.problems;
    problems.extend(found);
    let mut inside = walk::Inside::new(root);
    for e in &mut summary.entries {
        e.name = typo(&e.name);
        if let Some(p) = &e.path
            && let Err(why) = inside.check(&src_dir.join(p))
        {
            let fault = BuildFault::EntryRefused {
                path: p.clone(),
                why,
            };
            problems.push(Problem::new(label.clone(), e.line, fault));
            e.path = None;
            e.kind = EntryKind::Draft;
        }
    }
    Some(summary)
}

/// The page of a source file: `a/b.md` → `a/b.html`. A `README.md` (any case) is its
/// folder's `index.html`, as mdBook's `index` preprocessor makes it.
pub fn out_path_of(src_path: &str) -> String {
    match src_path.strip_suffix(".md") {
        Some(stem) => {
            let (dir, name) = stem.rsplit_once('/').map_or(("", stem), |(d, n)| (d, n));
            if name.eq_ignore_ascii_case("readme") {
                if dir.is_empty() {
                    "index.html".to_string()
                } else {
                    format!("{dir}/index.html")
                }
            } else {
                format!("{stem}.html")
            }
        }
        None => src_path.to_string(),
    }
}

/// Every chapter with a file, read in parallel.
fn read_pages(summary: &Summary, src_name: &str, root: &Path, smart: bool) -> Vec<Page> {
    let listed: Vec<(usize, &String)> = summary
        .entries
        .iter()
        .enumerate()
        .filter_map(|(i, e)| e.path.as_ref().map(|p| (i, p)))
        .collect();
    listed
        .into_par_iter()
        .map(|(entry, p)| {
            let file_label = walk::join_label(src_name, p);
            Page {
                entry,
                src_path: p.clone(),
                out_path: out_path_of(p),
                href: urls::encode_path(&out_path_of(p)),
                key: urls::page_key(p),
                name: summary.entries[entry].name.clone(),
                source: page::read(&root.join(&file_label), smart),
                file_label,
            }
        })
        .collect()
}

impl Page {
    /// The page's source when it could be read.
    pub fn read(&self) -> Option<&Source> {
        match &self.source {
            Loaded::Read(s) => Some(s),
            _ => None,
        }
    }
}
