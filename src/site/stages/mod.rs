//! The build as named stages over types (docs/ARCHITECTURE.md, « The build »):
//!
//! load → render (examples checked) → links → lay out → emit → (the caller) write and swap
//!
//! `check`, `build` and `serve` all run [`run`]; what differs is passed in: a sink for
//! the finished files (`build` writes them into the new site's folder at once, `check`
//! drops them, `serve` keeps them in memory), a [`Scope`] (`serve`'s quick build), a
//! page cache ([`PageCache`], `serve`'s incremental build) and where page bodies wait
//! ([`bodies::Bodies`], the spill to disk).
pub mod assets;
pub mod bodies;
pub mod cache;
pub mod emit;
pub mod emit_addresses;
pub mod emit_print;
pub mod layout;
pub mod links;
pub mod render;
pub mod scope;
pub mod site_files;
pub mod tree;

use std::collections::{BTreeMap, HashSet};
use std::path::{Path, PathBuf};

pub use cache::PageCache;
pub use scope::Scope;

use crate::book::Book;
use crate::lang::fr::site::step;
use crate::site::config::BookConfig;
use crate::site::output::PageSink;
use crate::site::timing::Steps;
use crate::site::{PageInfo, Pipeline, Problem, Report, SiteError, print, templates, walk};

/// The site in memory: the files no sink took.
pub struct Assembled {
    pub config: BookConfig,
    pub src_dir: PathBuf,
    pub files: BTreeMap<PathBuf, Vec<u8>>,
}

/// Runs every stage over the book at `root` (canonical). `out`: the output folder,
/// left out of the pages when it sits inside the source folder. With a `sink`, each
/// file goes to it as soon as it is made and is left out of the returned files.
pub fn run(
    root: &Path,
    pipeline: &Pipeline,
    out: Option<&Path>,
    sink: Option<&dyn PageSink>,
) -> Result<(Report, Option<Assembled>), SiteError> {
    let mut steps = Steps::start();
    let (book, mut report) = Book::load(root, out);
    let Some(book) = book else {
        return Ok((report, None));
    };
    let scope = Scope::of(pipeline);
    let bodies = bodies::Bodies::for_build(sink, pipeline)?;
    let mut rendered = render::pages(&book, pipeline, &scope, &bodies)?;
    steps.step(step::PAGES);
    rendered.tally(&mut report);
    let search_cuts = rendered.take_search_cuts();
    let rendered = rendered;
    let infos = page_infos(&book, &rendered);
    let hook_files = hook_files(pipeline, &book, &infos, &mut report.problems);
    steps.step(step::HOOKS);
    let print_chapters = tree::print_chapters(&book, &rendered.done);
    let print_groups = print::chapter_groups(&print_chapters);
    steps.step(step::PRINT_GROUPS);
    let static_files = walk::files(
        &root.join("static"),
        root,
        "static",
        &[],
        &mut report.problems,
    );
    let generated = links::generated_files(&rendered, &static_files, &hook_files);
    let (link_problems, link_warnings) = links::check(&book, &rendered, &generated);
    report.problems.extend(link_problems);
    report.warnings.extend(link_warnings);
    steps.step(step::LINKS);
    let assets = assets::Assets::of(root, &book.config.output.html, &mut report.problems);
    let tera = match templates::load(root) {
        Ok(t) => t,
        Err(problems) => {
            report.problems.extend(problems);
            return Ok((report, None));
        }
    };
    steps.step(step::TEMPLATES);
    let chapter_print = chapter_print_of(book.pages.len(), &print_groups);
    let layout = layout::Layout::new(&book, &rendered.done, &assets, &tera, chapter_print);
    let emit = emit::Emit {
        book: &book,
        pipeline,
        scope,
        rendered: &rendered,
        bodies: &bodies,
        layout: &layout,
        assets: &assets,
        static_files: &static_files,
        hook_files: &hook_files,
        infos: &infos,
        print_chapters: &print_chapters,
        search_cuts: std::sync::Mutex::new(search_cuts),
        out,
        sink,
    };
    let mut site = emit_all(&emit, &mut steps)?;
    report.problems.append(&mut site.problems);
    say_each_once(&mut report.problems);
    let assembled = Assembled {
        config: book.config.clone(),
        src_dir: book.src_dir.clone(),
        files: site.files,
    };
    Ok((report, Some(assembled)))
}

/// Runs the emitters of the scope in order (each claims its paths in the `SiteFiles`).
fn emit_all(emit: &emit::Emit, steps: &mut Steps) -> Result<site_files::SiteFiles, SiteError> {
    let emitters = if emit.scope.is_whole() {
        emit::WHOLE
    } else {
        emit::QUICK
    };
    let mut site = site_files::SiteFiles::default();
    for (emitter, label) in emitters {
        emitter(emit, &mut site)?;
        if let Some(label) = label {
            steps.step(label);
        }
    }
    Ok(site)
}

/// A template fault repeats on every page: say each problem once.
fn say_each_once(problems: &mut Vec<Problem>) {
    let mut seen = HashSet::new();
    problems.retain(|p| seen.insert((p.file.clone(), p.line, p.fault.clone())));
}

/// What a hook sees of each page.
fn page_infos<'a>(book: &'a Book, rendered: &'a render::Rendered) -> Vec<PageInfo<'a>> {
    book.pages
        .iter()
        .zip(&rendered.done)
        .map(|(p, d)| PageInfo {
            file: Path::new(&p.file_label),
            out_path: &p.out_path,
            title: &d.title,
            front: &d.front,
            html: &d.body.html,
            headings: &d.body.headings,
        })
        .collect()
}

/// What hooks add (print page, search index…), known before links are checked.
fn hook_files(
    pipeline: &Pipeline,
    book: &Book,
    infos: &[PageInfo],
    problems: &mut Vec<Problem>,
) -> Vec<(PathBuf, Vec<u8>)> {
    match pipeline.hook.map(|h| h.extra_files(&book.config, infos)) {
        Some(Ok(files)) => files,
        Some(Err(found)) => {
            problems.extend(found);
            Vec::new()
        }
        None => Vec::new(),
    }
}

/// Each page's chapter anchor in `print.html` (the whole chapter with the pages under
/// it), if any.
fn chapter_print_of(
    pages: usize,
    groups: &[(String, std::ops::Range<usize>)],
) -> Vec<Option<String>> {
    let mut of = vec![None; pages];
    for (anchor, range) in groups {
        for i in range.clone() {
            of[i] = Some(anchor.clone());
        }
    }
    of
}
