//! Stage « emit »: the site's files, each output made by one emitter. An emitter is a
//! function of one signature over [`Emit`] (everything the earlier stages made); the
//! build runs [`WHOLE`] or, for `serve`'s quick build, [`QUICK`]. A new output is one
//! more function in these lists (docs/ARCHITECTURE.md, « How to add an output »).
use rayon::prelude::*;
use std::path::{Path, PathBuf};

use super::assets::{Assets, DIAGRAM_CSS};
use super::bodies::Bodies;
use super::layout::Layout;
use super::render::Rendered;
use super::scope::Scope;
use super::site_files::SiteFiles;
use crate::book::Book;
use crate::lang::fr::site::step;
use crate::site::faults::{BuildFault, Maker};
use crate::site::output::{Made, PageSink};
use crate::site::print::PrintChapter;
use crate::site::{
    PageInfo, Pipeline, Problem, SiteError, search, templates, toc, typography, walk,
};

/// What the emitters read: the book and what every earlier stage made of it.
pub struct Emit<'a> {
    pub book: &'a Book,
    pub pipeline: &'a Pipeline<'a>,
    pub scope: Scope<'a>,
    pub rendered: &'a Rendered,
    pub bodies: &'a Bodies,
    pub layout: &'a Layout<'a>,
    pub assets: &'a Assets,
    /// files of the book's `static/` (relative to it)
    pub static_files: &'a [String],
    pub hook_files: &'a [(PathBuf, Vec<u8>)],
    pub infos: &'a [PageInfo<'a>],
    pub print_chapters: &'a [PrintChapter<'a>],
    /// each page's text for the search index, taken once by its emitter
    pub search_cuts: std::sync::Mutex<Vec<search::PageSections>>,
    /// the output folder, never copied into itself
    pub out: Option<&'a Path>,
    /// where finished files go at once (a build); None: they stay in [`SiteFiles`]
    pub sink: Option<&'a dyn PageSink>,
}

impl Emit<'_> {
    /// Page `i`'s body, from memory or from the disk.
    pub fn body_of(&self, i: usize) -> Result<std::borrow::Cow<'_, str>, SiteError> {
        let r = self.rendered;
        self.bodies.body(r.kept[i].spilled, &r.done[i])
    }
}

/// One output of the site.
pub type Emitter = fn(&Emit, &mut SiteFiles) -> Result<(), SiteError>;

/// The whole site, in the order paths are claimed (a clash is reported the same way
/// every time); each with the step its timing is reported under, if any.
pub const WHOLE: &[(Emitter, Option<&str>)] = &[
    (default_static, None),
    (book_static, None),
    (extra_assets, None),
    (diagrams, None),
    (pages, Some(step::LAID_OUT)),
    (home, None),
    (super::emit_addresses::not_found, None),
    (sitemap, None),
    (contents, Some(step::SMALL_PAGES)),
    (super::emit_print::print_and_search, Some(step::PRINT)),
    (handouts, Some(step::SEARCH)),
    (hook_files, None),
    (super::emit_addresses::redirects, None),
    (super::emit_addresses::cname, None),
    (copied, Some(step::COPIED)),
];

/// `serve`'s quick build: no print pages, search index, handouts or copied files.
pub const QUICK: &[(Emitter, Option<&str>)] = WHOLE.split_at(9).0;

/// Static files the build writes from Rust data: the diagrams' colours and the French
/// texts of the page scripts. A book's own `static/` may replace them.
pub fn generated_static(language: &str) -> [(&'static str, String); 2] {
    use crate::lang::{Interface, en, fr};
    let texts = match Interface::of(language).0 {
        Interface::French => fr::browser::script(typography::french),
        Interface::English => fr::browser::script_of(en::browser::UI, str::to_string),
    };
    [
        (DIAGRAM_CSS, crate::diagram::page_css()),
        (fr::browser::FILE, texts),
    ]
}

fn default_static(e: &Emit, site: &mut SiteFiles) -> Result<(), SiteError> {
    for (name, text) in templates::DEFAULT_STATIC.iter().chain(search::STATIC) {
        let path = PathBuf::from(format!("static/{name}"));
        site.add(path, text.as_bytes().to_vec(), &Maker::DefaultStatic);
    }
    for (name, text) in generated_static(&e.book.config.book.language) {
        site.add(PathBuf::from(name), text.into_bytes(), &Maker::Generated);
    }
    for (name, bytes) in crate::site::engine::files(e.rendered.plays()) {
        site.add(PathBuf::from(name), bytes, &Maker::Generated);
    }
    Ok(())
}

/// The book's static/ overrides arbitre's defaults, by design.
fn book_static(e: &Emit, site: &mut SiteFiles) -> Result<(), SiteError> {
    for f in e.static_files {
        let label = format!("static/{f}");
        match std::fs::read(e.book.root.join("static").join(f)) {
            Ok(b) => site.add_override(PathBuf::from(&label), b, label),
            Err(e) => {
                let fault = BuildFault::Unreadable(e.into());
                site.problems.push(Problem::new(label, 1, fault));
            }
        }
    }
    Ok(())
}

fn extra_assets(e: &Emit, site: &mut SiteFiles) -> Result<(), SiteError> {
    for (path, bytes) in &e.assets.extra {
        site.add(
            path.clone(),
            bytes.clone(),
            &Maker::ExtraAsset(path.clone()),
        );
    }
    Ok(())
}

/// The pages' drawings, written at once with a sink (not kept until the end).
fn diagrams(e: &Emit, site: &mut SiteFiles) -> Result<(), SiteError> {
    for (p, d) in e.book.pages.iter().zip(&e.rendered.done) {
        // (a quick build keeps only its own pages' drawings; the names were claimed)
        if !e.scope.draws(p) {
            continue;
        }
        for (path, made) in &d.body.files {
            put(e, site, path, made, &Maker::Diagram(p.file_label.clone()))?;
        }
    }
    Ok(())
}

/// A file of the site: written (or linked) at once with a sink, else kept in memory.
fn put(
    e: &Emit,
    site: &mut SiteFiles,
    path: &Path,
    made: &Made,
    maker: &Maker,
) -> Result<(), SiteError> {
    match e.sink {
        Some(sink) if site.claim(path.to_path_buf(), maker) => sink.put(path, made),
        Some(_) => Ok(()),
        None => {
            site.add(path.to_path_buf(), made.bytes()?.into_owned(), maker);
            Ok(())
        }
    }
}

/// Why a page did not reach the site.
enum PageFault {
    Template(Problem),
    Write(SiteError),
}

/// Each page's path is claimed first (in reading order, so that a clash is reported
/// the same way every time), then the pages are laid out in parallel and, with a
/// sink, written at once.
fn pages(e: &Emit, site: &mut SiteFiles) -> Result<(), SiteError> {
    let pages = &e.book.pages;
    let claimed: Vec<bool> = pages
        .iter()
        .map(|p| {
            site.claim(
                PathBuf::from(&p.out_path),
                &Maker::Page(p.file_label.clone()),
            )
        })
        .collect();
    let progress = e.pipeline.progress;
    crate::site::progress::start(progress, crate::site::progress::Stage::Layout, pages.len());
    let laid_out: Vec<Result<Option<String>, PageFault>> = (0..pages.len())
        .into_par_iter()
        .map(|i| {
            crate::site::progress::step(progress, 0);
            if !claimed[i] || !e.scope.lays_out(pages, i) {
                return Ok(None);
            }
            let extra = e
                .pipeline
                .hook
                .map_or(serde_json::Value::Null, |h| h.page_extra(&e.infos[i]));
            let content = e.body_of(i).map_err(PageFault::Write)?;
            let html = e
                .layout
                .page(i, extra, &content)
                .map_err(PageFault::Template)?;
            let Some(sink) = e.sink else {
                return Ok(Some(html));
            };
            sink.write(Path::new(&pages[i].out_path), html.as_bytes())
                .map_err(PageFault::Write)?;
            Ok(None)
        })
        .collect();
    let mut write_error = None;
    for (p, r) in pages.iter().zip(laid_out) {
        match r {
            Ok(Some(html)) => site.insert_claimed(PathBuf::from(&p.out_path), html.into_bytes()),
            Ok(None) => {}
            Err(PageFault::Template(problem)) => site.problems.push(problem),
            Err(PageFault::Write(e)) => {
                write_error.get_or_insert(e);
            }
        }
    }
    write_error.map_or(Ok(()), Err)
}

/// `index.html`, unless a page is the home page: the first page again, as mdBook
/// writes it, when that page sits at the site's root (its links then hold from
/// `index.html` too); else a redirect to it.
fn home(e: &Emit, site: &mut SiteFiles) -> Result<(), SiteError> {
    let pages = &e.book.pages;
    if pages.iter().any(|p| p.out_path == "index.html") {
        return Ok(());
    }
    let first_at_root = pages.first().is_some_and(|p| !p.out_path.contains('/'));
    if first_at_root && !e.scope.lays_out(pages, 0) {
        // serve's quick build of other pages: the home page made before stays
        return Ok(());
    }
    let html = if first_at_root {
        let extra = e
            .pipeline
            .hook
            .map_or(serde_json::Value::Null, |h| h.page_extra(&e.infos[0]));
        let content = e.body_of(0)?;
        match e.layout.page(0, extra, &content) {
            Ok(html) => html,
            Err(p) => {
                site.problems.push(p);
                return Ok(());
            }
        }
    } else {
        e.layout.redirect_index()
    };
    site.add(PathBuf::from("index.html"), html.into_bytes(), &Maker::Home);
    Ok(())
}

fn sitemap(e: &Emit, site: &mut SiteFiles) -> Result<(), SiteError> {
    let xml = e.layout.sitemap();
    site.add(
        PathBuf::from("sitemap.xml"),
        xml.into_bytes(),
        &Maker::Sitemap,
    );
    Ok(())
}

/// One table of contents for every page, and its page for readers without JavaScript.
fn contents(e: &Emit, site: &mut SiteFiles) -> Result<(), SiteError> {
    let script = toc::script(&e.book.summary);
    site.add(
        PathBuf::from(toc::SCRIPT),
        script.into_bytes(),
        &Maker::SharedContents,
    );
    let page = e.layout.contents_page();
    site.add(
        PathBuf::from(toc::PAGE),
        page.into_bytes(),
        &Maker::ContentsPage,
    );
    Ok(())
}

fn handouts(e: &Emit, site: &mut SiteFiles) -> Result<(), SiteError> {
    for (path, made) in &e.rendered.handouts.files {
        put(e, site, path, made, &Maker::Handouts)?;
    }
    Ok(())
}

/// What hooks add (print page, search index…).
fn hook_files(e: &Emit, site: &mut SiteFiles) -> Result<(), SiteError> {
    for (path, bytes) in e.hook_files {
        site.add(path.clone(), bytes.clone(), &Maker::Hook);
    }
    Ok(())
}

/// Everything else under the source folder is copied as it is, unless it would take a
/// generated file's place. Pages are rendered, not copied; positions/ holds example
/// data; the output folder (and, for `src = "."`, the book's own book.toml, static/ and
/// templates/) are not part of the pages.
fn copied(e: &Emit, site: &mut SiteFiles) -> Result<(), SiteError> {
    let (book, src_name) = (e.book, &e.book.src_name);
    let mut skip: Vec<PathBuf> = e.out.map(Path::to_path_buf).into_iter().collect();
    if src_name.is_empty() {
        skip.extend(["book.toml", "static", "templates"].map(|n| book.root.join(n)));
    }
    for f in walk::files(
        &book.src_dir,
        &book.root,
        src_name,
        &skip,
        &mut site.problems,
    ) {
        if f.ends_with(".md") || f.starts_with("positions/") {
            continue;
        }
        let label = walk::join_label(src_name, &f);
        match std::fs::read(book.src_dir.join(&f)) {
            Ok(b) => site.add_copied(PathBuf::from(&f), b, &label),
            Err(e) => {
                let fault = BuildFault::Unreadable(e.into());
                site.problems.push(Problem::new(label, 1, fault));
            }
        }
    }
    Ok(())
}
