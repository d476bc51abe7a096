//! Assembling the site: every page rendered (in parallel), checked, laid out with the
//! templates and post-processed; plus 404, sitemap, static files and assets. `check`
//! and `build` share it: the finished pages go to a sink (`build` writes them into the
//! new site's folder at once, `check` drops them) or, for `serve`, stay in memory.
use rayon::prelude::*;
use serde::Serialize;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use super::config::BookConfig;
use super::frontmatter::{self, FrontMatter};
use super::links::{self, LinkTargets};
use super::markdown::{self, Heading, PageSource, RenderedBody};
use super::output::{PageSink, Spill, Spilled};
use super::summary::{self, EntryKind, Summary};
use super::{
    PageInfo, Pipeline, Problem, Report, SiteError, postprocess, search, templates, typography,
    urls, walk,
};
use crate::fr::site::{self as fr, step};
use std::borrow::Cow;

pub struct Assembled {
    pub config: BookConfig,
    pub src_dir: PathBuf,
    pub files: BTreeMap<PathBuf, Vec<u8>>,
}

/// One chapter with a file, in reading order.
struct PageRef {
    entry: usize,
    src_path: String,
    out_path: String,
    /// `out_path` as a link (percent-encoded: never read as a scheme)
    href: String,
    file_label: String,
    /// unique per page, for ids and diagram file names
    key: String,
}

#[derive(Clone)]
struct PageDone {
    front: FrontMatter,
    title: String,
    body: RenderedBody,
    problems: Vec<Problem>,
    warnings: Vec<Problem>,
    /// The page could not be read or its front matter is broken: its anchors are
    /// unknown, so links into it are not judged by them (one fault, not a cascade).
    unread: bool,
    /// the body's ids in document order when the post-pass could read them (else the
    /// print pages read them from the body)
    print_ids: Option<Vec<String>>,
}

/// Rendered pages by source file, with a fingerprint of what they were made from (the
/// file's text and its name in the sidebar). `serve` keeps one between rebuilds and
/// clears it when anything but a page changes (templates, positions, book.toml…).
#[derive(Default)]
pub struct PageCache {
    pages: std::sync::Mutex<BTreeMap<String, (u64, PageDone)>>,
    rendered: std::sync::atomic::AtomicUsize,
}

impl PageCache {
    pub fn new() -> PageCache {
        PageCache::default()
    }

    pub fn clear(&self) {
        if let Ok(mut pages) = self.pages.lock() {
            pages.clear();
        }
    }

    /// How many pages were rendered (not taken from the cache) since it was made.
    pub fn rendered(&self) -> usize {
        self.rendered.load(std::sync::atomic::Ordering::SeqCst)
    }

    fn get(&self, file: &str, fingerprint: u64) -> Option<PageDone> {
        let pages = self.pages.lock().ok()?;
        pages
            .get(file)
            .filter(|(f, _)| *f == fingerprint)
            .map(|(_, d)| d.clone())
    }

    fn put(&self, file: &str, fingerprint: u64, done: &PageDone) {
        self.rendered
            .fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        if let Ok(mut pages) = self.pages.lock() {
            pages.insert(file.to_string(), (fingerprint, done.clone()));
        }
    }
}

fn fingerprint(text: &str, name: &str, smart: bool) -> u64 {
    use std::hash::{Hash, Hasher};
    // DefaultHasher::new() has fixed keys: the same input gives the same value
    let mut h = std::collections::hash_map::DefaultHasher::new();
    (text, name, smart).hash(&mut h);
    h.finish()
}

#[derive(Serialize)]
struct BookCtx<'a> {
    title: &'a str,
    description: Option<&'a str>,
    authors: &'a [String],
    language: &'a str,
}

#[derive(Serialize)]
struct PageCtx<'a> {
    title: &'a str,
    description: Option<&'a str>,
    path: &'a str,
    content: &'a str,
    faq: bool,
    game: Option<&'a str>,
}

#[derive(Serialize)]
struct TocItem<'a> {
    /// the entry's index in the summary (the page script finds it in the shared table)
    index: usize,
    kind: &'a EntryKind,
    name: &'a str,
    href: String,
    number: String,
    depth: usize,
    current: bool,
    open: bool,
}

#[derive(Serialize)]
struct NavLink<'a> {
    title: &'a str,
    href: String,
}

#[derive(Serialize)]
struct Ctx<'a> {
    book: BookCtx<'a>,
    page: PageCtx<'a>,
    root: String,
    toc: Vec<TocItem<'a>>,
    prev: Option<NavLink<'a>>,
    next: Option<NavLink<'a>>,
    outline: Vec<&'a Heading>,
    css: &'a [String],
    js: &'a [String],
    edit_url: Option<String>,
    /// this page's chapter on its own print page (`print/echecs.html`), from this page
    chapter_print: Option<String>,
    extra: serde_json::Value,
}

fn out_path_of(src_path: &str) -> String {
    match src_path.strip_suffix(".md") {
        Some(stem) => format!("{stem}.html"),
        None => src_path.to_string(),
    }
}

fn root_prefix(out_path: &str) -> String {
    "../".repeat(out_path.matches('/').count())
}

/// The shortest relative link from the page at `from` to the page at `to` (both output
/// paths relative to the site root, `/`-separated).
fn relative_href(from: &str, to: &str) -> String {
    let from_dirs: Vec<&str> = from.split('/').collect();
    let from_dirs = &from_dirs[..from_dirs.len() - 1];
    let to_parts: Vec<&str> = to.split('/').collect();
    let common = from_dirs
        .iter()
        .zip(&to_parts[..to_parts.len() - 1])
        .take_while(|(a, b)| a == b)
        .count();
    let mut s = "../".repeat(from_dirs.len() - common);
    s.push_str(&urls::encode_path(&to_parts[common..].join("/")));
    s
}

/// The source folder as written in labels: `content`, or nothing for `src = "."`.
fn src_label(src: &str) -> String {
    src.split('/')
        .filter(|s| !s.is_empty() && *s != ".")
        .collect::<Vec<_>>()
        .join("/")
}

/// Where each file of the site comes from, so that two sources of one path are an error
/// naming both (a file of content/ never silently replaced by a generated one).
#[derive(Default)]
struct SiteFiles {
    files: BTreeMap<PathBuf, Vec<u8>>,
    origin: BTreeMap<PathBuf, String>,
}

impl SiteFiles {
    /// Adds a file made by arbitre; `maker` says what made it.
    fn add(&mut self, path: PathBuf, bytes: Vec<u8>, maker: &Maker, problems: &mut Vec<Problem>) {
        if self.claim(path.clone(), maker, problems) {
            self.files.insert(path, bytes);
        }
    }

    /// Reserves a path for a file made by arbitre whose bytes go elsewhere (a page
    /// written as soon as it is rendered); false, with a problem, when it is taken.
    fn claim(&mut self, path: PathBuf, maker: &Maker, problems: &mut Vec<Problem>) -> bool {
        let then = crate::fr::site::maker(maker);
        if let Some(first) = self.origin.get(&path) {
            problems.push(Problem::new(
                first.clone(),
                1,
                say(BuildFault::MadeTwice {
                    path: &path,
                    first,
                    then: &then,
                }),
            ));
            return false;
        }
        self.origin.insert(path, then);
        true
    }

    /// Adds a file copied from the book (content/ or static/), which must not take the
    /// place of a generated one.
    fn add_copied(
        &mut self,
        path: PathBuf,
        bytes: Vec<u8>,
        label: &str,
        problems: &mut Vec<Problem>,
    ) {
        if let Some(maker) = self.origin.get(&path) {
            problems.push(Problem::new(
                label,
                1,
                say(BuildFault::TakesArbitresPlace { path: &path, maker }),
            ));
            return;
        }
        self.origin.insert(path.clone(), label.to_string());
        self.files.insert(path, bytes);
    }
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

/// `root`: the book's canonical root; `out`: the output folder, left out of the pages
/// when it sits inside the source folder (a book whose `src` is `.`). With a `sink`,
/// each page goes to it as soon as it is rendered and is left out of the returned
/// files: memory then holds a few pages at a time, not the whole site.
pub fn assemble(
    root: &Path,
    pipeline: &Pipeline,
    out: Option<&Path>,
    sink: Option<&dyn PageSink>,
) -> Result<(Report, Option<Assembled>), SiteError> {
    let mut report = Report::default();
    let mut steps = super::timing::Steps::start();
    // every fault of book.toml at once; the rest of the book is not read until it is right
    let loaded = super::config::Loaded::load(root);
    report.warnings.extend(loaded.warnings);
    if !loaded.errors.is_empty() {
        report.problems.extend(loaded.errors);
        return Ok((report, None));
    }
    let config = loaded.config;
    let src_name = src_label(&config.book.src);
    let src_dir = src_dir_of(root, &config);
    if !src_dir.is_dir() {
        report.problems.push(Problem::new(
            "book.toml",
            1,
            say(BuildFault::NoPagesFolder {
                src: &config.book.src,
            }),
        ));
        return Ok((report, None));
    }
    if let Err(why) = walk::inside(root, &src_dir) {
        report.problems.push(Problem::new(
            "book.toml",
            1,
            say(BuildFault::PagesFolderRefused {
                src: &config.book.src,
                why: &why.to_string(),
            }),
        ));
        return Ok((report, None));
    }
    let summary_label = walk::join_label(&src_name, "SUMMARY.md");
    let summary_text = match std::fs::read_to_string(src_dir.join("SUMMARY.md")) {
        Ok(t) => t,
        Err(e) => {
            report.problems.push(Problem::new(
                summary_label,
                1,
                say(BuildFault::SummaryUnreadable(&e)),
            ));
            return Ok((report, None));
        }
    };
    let (mut summary, summary_problems) = summary::parse(&summary_text, &src_dir, &summary_label);
    report.problems.extend(summary_problems);
    for e in &mut summary.entries {
        e.name = typography::french(&e.name);
        // a page reached through a link that leaves the book is refused, not read
        if let Some(p) = &e.path
            && let Err(why) = walk::inside(root, &src_dir.join(p))
        {
            report.problems.push(Problem::new(
                summary_label.clone(),
                e.line,
                format!("« {p} » : {why}"),
            ));
            e.path = None;
            e.kind = EntryKind::Draft;
        }
    }

    let listed: BTreeSet<String> = summary
        .entries
        .iter()
        .filter_map(|e| e.path.clone())
        .collect();
    let out_dir: Vec<PathBuf> = out.map(Path::to_path_buf).into_iter().collect();
    report.warnings.extend(super::lint::unlisted_pages(
        &src_dir, root, &src_name, &listed, &out_dir,
    ));

    let pages: Vec<PageRef> = summary
        .entries
        .iter()
        .enumerate()
        .filter_map(|(i, e)| {
            e.path.as_ref().map(|p| PageRef {
                entry: i,
                src_path: p.clone(),
                out_path: out_path_of(p),
                href: urls::encode_path(&out_path_of(p)),
                file_label: walk::join_label(&src_name, p),
                key: urls::page_key(p),
            })
        })
        .collect();

    // 1. Markdown and examples, in parallel.
    let smart = config.output.html.smart_punctuation;
    let quick = pipeline.only.is_some();
    // A build's page bodies wait on disk until the steps that read them again (a big
    // book is never held in memory whole); a hook reads them all at once, and `serve`
    // keeps its pages in memory.
    let scratch_dir = std::env::temp_dir();
    let spill = match sink {
        Some(s) if pipeline.hook.is_none() => {
            Some(Spill::new(s.scratch().unwrap_or(&scratch_dir))?)
        }
        _ => None,
    };
    let spill = spill.as_ref();
    // Handouts (content/fiches/*.md), examples checked like any page's, at the same time.
    let book_title = typography::french(&config.book.title);
    let (rendered, handouts): (Vec<(PageDone, Result<Kept, SiteError>)>, _) = rayon::join(
        || {
            pages
                .par_iter()
                .map(|p| {
                    let mut d = render_page(root, p, &summary, smart, pipeline);
                    let kept = keep(&mut d, !quick, spill);
                    (d, kept)
                })
                .collect()
        },
        || {
            super::handout::render_all(
                root,
                &src_name,
                &book_title,
                &config.book.language,
                smart,
                pipeline,
            )
        },
    );
    let (mut done, kept): (Vec<PageDone>, Vec<_>) = rendered.into_iter().unzip();
    let mut page_ids = Vec::with_capacity(pages.len());
    let mut print_ids = Vec::with_capacity(pages.len());
    let mut search_cuts = Vec::with_capacity(pages.len());
    let mut spilled = Vec::with_capacity(pages.len());
    for k in kept {
        let k = k?;
        page_ids.push(k.ids);
        print_ids.push(k.print_ids);
        search_cuts.push(k.search);
        spilled.push(k.spilled);
    }
    steps.step(step::PAGES);
    qualify_titles(&summary, &pages, &mut done);
    for d in &done {
        report.warnings.extend(d.warnings.iter().cloned());
        report.passed += d.body.passed;
        report.failed += d.body.failed;
        report.skipped += d.body.skipped;
        report
            .diagnostics
            .extend(d.body.diagnostics.iter().cloned());
    }

    report.passed += handouts.passed;
    report.failed += handouts.failed;
    report.skipped += handouts.skipped;
    report
        .diagnostics
        .extend(handouts.diagnostics.iter().cloned());
    report.problems.extend(handouts.problems.iter().cloned());

    // What hooks add (print page, search index…), known before links are checked.
    let infos: Vec<PageInfo> = pages
        .iter()
        .zip(&done)
        .map(|(p, d)| PageInfo {
            file: Path::new(&p.file_label),
            out_path: &p.out_path,
            title: &d.title,
            front: &d.front,
            html: &d.body.html,
            headings: &d.body.headings,
        })
        .collect();
    let hook_files = match pipeline.hook.map(|h| h.extra_files(&config, &infos)) {
        Some(Ok(f)) => f,
        Some(Err(problems)) => {
            report.problems.extend(problems);
            Vec::new()
        }
        None => Vec::new(),
    };
    steps.step(step::HOOKS);

    // The print pages: the whole guide, and each chapter with pages under it alone.
    // (a quick build for `serve` leaves them for the full build that follows it)
    let print_chapters = print_chapters(&summary, &pages, &done);
    let print_groups = super::print::chapter_groups(&print_chapters);
    let mut chapter_print_of: Vec<Option<String>> = vec![None; pages.len()];
    steps.step(step::PRINT_GROUPS);
    for (out_path, range) in &print_groups {
        for i in range.clone() {
            chapter_print_of[i] = Some(out_path.clone());
        }
    }

    // 2. Links and anchors.
    let mut ids: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let mut outputs = BTreeMap::new();
    for (p, set) in pages.iter().zip(page_ids) {
        ids.insert(p.src_path.clone(), set);
        outputs.insert(p.out_path.clone(), p.src_path.clone());
    }
    let static_files = walk::files(
        &root.join("static"),
        root,
        "static",
        &[],
        &mut report.problems,
    );
    let mut generated: BTreeSet<String> = [
        "404.html",
        "sitemap.xml",
        "index.html",
        "print.html",
        super::toc::PAGE,
        super::toc::SCRIPT,
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    for (name, _) in templates::DEFAULT_STATIC.iter().chain(search::STATIC) {
        generated.insert(format!("static/{name}"));
    }
    generated.insert(search::INDEX_FILE.to_string());
    for (name, _) in generated_static() {
        generated.insert(name.to_string());
    }
    for f in &static_files {
        generated.insert(format!("static/{f}"));
    }
    for d in &done {
        for (f, _) in &d.body.files {
            generated.insert(f.to_string_lossy().replace('\\', "/"));
        }
    }
    for (f, _) in &handouts.files {
        generated.insert(f.to_string_lossy().replace('\\', "/"));
    }
    for (f, _) in &hook_files {
        generated.insert(f.to_string_lossy().replace('\\', "/"));
    }
    for (out_path, _) in &print_groups {
        generated.insert(out_path.clone());
    }
    let unread: BTreeSet<String> = pages
        .iter()
        .zip(&done)
        .filter(|(_, d)| d.unread)
        .map(|(p, _)| p.src_path.clone())
        .collect();
    let targets = LinkTargets {
        pages: &ids,
        outputs: &outputs,
        src_dir: &src_dir,
        generated: &generated,
        unread: &unread,
    };
    let mut page_problems: Vec<Vec<Problem>> = done.iter().map(|d| d.problems.clone()).collect();
    for ((p, d), probs) in pages.iter().zip(&done).zip(page_problems.iter_mut()) {
        // the page's text again, for the caret under each bad link (only when one is bad)
        let mut found = Vec::new();
        links::check_page(
            &p.src_path,
            &p.file_label,
            "",
            &d.body.links,
            &targets,
            &mut found,
        );
        if !found.is_empty() {
            let text = std::fs::read_to_string(src_dir.join(&p.src_path)).unwrap_or_default();
            found.clear();
            links::check_page(
                &p.src_path,
                &p.file_label,
                &text,
                &d.body.links,
                &targets,
                &mut found,
            );
        }
        probs.extend(found);
        probs.sort_by_key(|pr| pr.line);
    }
    report.problems.extend(page_problems.into_iter().flatten());
    steps.step(step::LINKS);

    // 3. Additional CSS/JS named in book.toml must exist.
    let html_cfg = &config.output.html;
    let mut css = vec![
        "static/arbitre.css".to_string(),
        DIAGRAM_CSS.to_string(),
        "static/search.css".to_string(),
        "static/print.css".to_string(),
    ];
    let mut js = vec![
        crate::fr::browser::FILE.to_string(),
        super::toc::SCRIPT.to_string(),
        "static/arbitre.js".to_string(),
        "static/search.js".to_string(),
    ];
    let mut extra_assets = Vec::new();
    for (list, into) in [
        (&html_cfg.additional_css, &mut css),
        (&html_cfg.additional_js, &mut js),
    ] {
        for f in list {
            let rel = f.trim_start_matches("./").to_string();
            let safe =
                links::resolve("x", &rel).is_some() && walk::inside(root, &root.join(&rel)).is_ok();
            match std::fs::read(root.join(&rel)) {
                Ok(bytes) if safe => {
                    into.push(urls::encode_path(&rel));
                    extra_assets.push((PathBuf::from(rel), bytes));
                }
                _ => report.problems.push(Problem::new(
                    "book.toml",
                    line_of_value(root, f),
                    say(BuildFault::AssetMissing { name: f }),
                )),
            }
        }
    }

    // 4. Templates.
    let tera = match templates::load(root) {
        Ok(t) => t,
        Err(problems) => {
            report.problems.extend(problems);
            return Ok((report, None));
        }
    };

    // 5. Pages through the templates and the post-pass, in parallel (below).
    steps.step(step::TEMPLATES);
    let mut layout = Layout::new(&config, &summary, &pages, &done, &css, &js, &tera);
    // a page's body, from memory or from the disk
    let body_of = |i: usize| body(spill, spilled[i], &done[i]);
    layout.chapter_print = chapter_print_of;

    let mut site = SiteFiles::default();
    let probs = &mut report.problems;
    for (name, text) in templates::DEFAULT_STATIC.iter().chain(search::STATIC) {
        site.add(
            PathBuf::from(format!("static/{name}")),
            text.as_bytes().to_vec(),
            &Maker::DefaultStatic,
            probs,
        );
    }
    for (name, text) in generated_static() {
        site.add(
            PathBuf::from(name),
            text.into_bytes(),
            &Maker::Generated,
            probs,
        );
    }
    // the book's static/ overrides arbitre's defaults, by design
    for f in &static_files {
        let path = PathBuf::from(format!("static/{f}"));
        match std::fs::read(root.join("static").join(f)) {
            Ok(b) => {
                site.origin.insert(path.clone(), format!("static/{f}"));
                site.files.insert(path, b);
            }
            Err(e) => probs.push(Problem::new(
                format!("static/{f}"),
                1,
                say(BuildFault::Unreadable(&e)),
            )),
        }
    }
    for (path, bytes) in extra_assets {
        site.add(path.clone(), bytes, &Maker::ExtraAsset(&path), probs);
    }
    for (p, d) in pages.iter().zip(&done) {
        // (a quick build keeps only its own pages' drawings; the names are claimed above)
        if pipeline
            .only
            .is_some_and(|only| !only.contains(&p.src_path))
        {
            continue;
        }
        for (path, bytes) in &d.body.files {
            let maker = Maker::Diagram(&p.file_label);
            match sink {
                // written at once, not kept until the end
                Some(sink) if site.claim(path.clone(), &maker, probs) => sink.write(path, bytes)?,
                Some(_) => {}
                None => site.add(path.clone(), bytes.clone(), &maker, probs),
            }
        }
    }
    // Each page's path is claimed first (in reading order, so that a clash is reported
    // the same way every time), then the pages are rendered in parallel and, with a
    // sink, written at once.
    let claimed: Vec<bool> = pages
        .iter()
        .map(|p| {
            site.claim(
                PathBuf::from(&p.out_path),
                &Maker::Page(&p.file_label),
                probs,
            )
        })
        .collect();
    let rendered: Vec<Result<Option<String>, PageFault>> = (0..pages.len())
        .into_par_iter()
        .map(|i| {
            // a saved page and its neighbours (their links carry its title)
            let wanted = pipeline.only.is_none_or(|only| {
                (i.saturating_sub(1)..=i + 1)
                    .any(|j| pages.get(j).is_some_and(|p| only.contains(&p.src_path)))
            });
            if !claimed[i] || !wanted {
                return Ok(None);
            }
            let extra = pipeline
                .hook
                .map_or(serde_json::Value::Null, |h| h.page_extra(&infos[i]));
            let content = body_of(i).map_err(PageFault::Write)?;
            let html = layout
                .page(i, extra, &content)
                .map_err(PageFault::Template)?;
            match sink {
                Some(sink) => {
                    sink.write(Path::new(&pages[i].out_path), html.as_bytes())
                        .map_err(PageFault::Write)?;
                    Ok(None)
                }
                None => Ok(Some(html)),
            }
        })
        .collect();
    let mut write_error = None;
    for (p, r) in pages.iter().zip(rendered) {
        match r {
            Ok(Some(html)) => {
                site.files
                    .insert(PathBuf::from(&p.out_path), html.into_bytes());
            }
            Ok(None) => {}
            Err(PageFault::Template(problem)) => probs.push(problem),
            Err(PageFault::Write(e)) => {
                write_error.get_or_insert(e);
            }
        }
    }
    if let Some(e) = write_error {
        return Err(e);
    }
    steps.step(step::LAID_OUT);
    if !outputs.contains_key("index.html") {
        site.add(
            PathBuf::from("index.html"),
            layout.redirect_index().into_bytes(),
            &Maker::Home,
            probs,
        );
    }
    match layout.not_found() {
        Ok(html) => site.add(
            PathBuf::from("404.html"),
            html.into_bytes(),
            &Maker::NotFound,
            probs,
        ),
        Err(p) => probs.push(p),
    }
    site.add(
        PathBuf::from("sitemap.xml"),
        layout.sitemap().into_bytes(),
        &Maker::Sitemap,
        probs,
    );
    // One table of contents for every page, and its page for readers without JavaScript.
    site.add(
        PathBuf::from(super::toc::SCRIPT),
        super::toc::script(&summary).into_bytes(),
        &Maker::SharedContents,
        probs,
    );
    site.add(
        PathBuf::from(super::toc::PAGE),
        layout.contents_page().into_bytes(),
        &Maker::ContentsPage,
        probs,
    );
    steps.step(step::SMALL_PAGES);
    if !quick {
        // The search index (a script, so it also works from file://) is made while the
        // print pages are: one reads the pages' text, the other their bodies.
        let games: Vec<String> = game_chapters(&summary, &pages)
            .into_iter()
            .map(|g| {
                g.map(|g| summary.entries[g].name.clone())
                    .unwrap_or_default()
            })
            .collect();
        let search_pages: Vec<search::SearchPage> = pages
            .iter()
            .zip(&done)
            .zip(&games)
            .map(|((p, d), game)| search::SearchPage {
                url: &p.href,
                title: &d.title,
                game,
                html: "",
            })
            .collect();
        let cut: Vec<_> = search_cuts
            .into_iter()
            .map(Option::unwrap_or_default)
            .collect();
        let index_path = PathBuf::from(search::INDEX_FILE);
        // (with a sink the path is claimed now; without one the script joins the site
        // after the print pages, as before)
        let index_claimed =
            sink.is_some() && site.claim(index_path.clone(), &Maker::SearchIndex, probs);
        let make_index = || -> Result<Option<String>, SiteError> {
            let index = search::SearchIndex::build_cut(&search_pages, cut);
            match sink {
                Some(sink) if index_claimed => {
                    sink.write_parts(&index_path, &mut |w| index.write_script(w))?;
                    Ok(None)
                }
                Some(_) => Ok(None),
                None => Ok(Some(index.to_script())),
            }
        };
        // The whole guide on one page, and each chapter with pages under it alone.
        let (printed, indexed) = rayon::join(
            || {
                print_pages(
                    &layout,
                    &print_chapters,
                    &print_ids,
                    &body_of,
                    &handouts.list,
                    sink,
                    spill,
                    &mut site,
                    probs,
                )
            },
            make_index,
        );
        printed?;
        let script = indexed?;
        steps.step(step::PRINT);
        for (path, bytes) in handouts.files {
            site.add(path, bytes, &Maker::Handouts, probs);
        }
        if let Some(script) = script {
            site.add(index_path, script.into_bytes(), &Maker::SearchIndex, probs);
        }
        steps.step(step::SEARCH);
        for (path, bytes) in hook_files {
            site.add(path, bytes, &Maker::Hook, probs);
        }
        // Everything else under the source folder is copied as it is, unless it would take
        // a generated file's place. Pages are rendered, not copied; positions/ holds example
        // data (DESIGN §4); the output folder (and, for `src = "."`, the book's own
        // book.toml, static/ and templates/) are not part of the pages.
        let mut skip: Vec<PathBuf> = out.map(Path::to_path_buf).into_iter().collect();
        if src_name.is_empty() {
            skip.extend(["book.toml", "static", "templates"].map(|n| root.join(n)));
        }
        for f in walk::files(&src_dir, root, &src_name, &skip, probs) {
            if f.ends_with(".md") || f.starts_with("positions/") {
                continue;
            }
            let label = walk::join_label(&src_name, &f);
            match std::fs::read(src_dir.join(&f)) {
                Ok(b) => site.add_copied(PathBuf::from(&f), b, &label, probs),
                Err(e) => probs.push(Problem::new(label, 1, say(BuildFault::Unreadable(&e)))),
            }
        }
    }
    let files = site.files;
    steps.step(step::COPIED);
    drop(infos);
    // a template fault repeats on every page: say it once
    let mut seen = BTreeSet::new();
    report.problems.retain(|p| seen.insert(p.to_string()));
    Ok((
        report,
        Some(Assembled {
            config,
            src_dir,
            files,
        }),
    ))
}

/// What later steps need of a page once its body is laid aside.
#[derive(Default)]
struct Kept {
    /// its ids (links and anchors are checked against them)
    ids: BTreeSet<String>,
    /// the same in document order, for the print pages (not for a quick build)
    print_ids: Option<Result<Vec<String>, String>>,
    /// its text, for the search index (not for a quick build)
    search: Option<search::PageSections>,
    /// where its body waits on disk (its HTML in memory is then empty)
    spilled: Option<Spilled>,
}

/// Takes what later steps need from a page just rendered, and lays its body aside when
/// the build spills.
fn keep(d: &mut PageDone, full: bool, spill: Option<&Spill>) -> Result<Kept, SiteError> {
    let html = &d.body.html;
    let mut kept = Kept::default();
    markdown::collect_ids(html, &mut kept.ids);
    if full {
        kept.print_ids = Some(match d.print_ids.take() {
            Some(ids) => Ok(ids),
            None => super::print::ids_of(html),
        });
        kept.search = Some(search::cut(html));
    }
    if let Some(spill) = spill {
        kept.spilled = Some(spill.put(html)?);
        d.body.html = String::new();
    }
    Ok(kept)
}

/// A page's body, from memory or from the disk.
fn body<'d>(
    spill: Option<&Spill>,
    spilled: Option<Spilled>,
    done: &'d PageDone,
) -> Result<Cow<'d, str>, SiteError> {
    match (spill, spilled) {
        (Some(s), Some(at)) => s.get(at).map(Cow::Owned),
        _ => Ok(Cow::Borrowed(&done.body.html)),
    }
}

/// A text kept for a later step: in memory, or on disk when the build spills.
enum Stored {
    Here(String),
    Spilled(Spilled),
}

fn store(spill: Option<&Spill>, text: String) -> Result<Stored, SiteError> {
    Ok(match spill {
        Some(s) => Stored::Spilled(s.put(&text)?),
        None => Stored::Here(text),
    })
}

fn load<'s>(spill: Option<&Spill>, stored: &'s Stored) -> Result<Cow<'s, str>, SiteError> {
    match (stored, spill) {
        (Stored::Here(t), _) => Ok(Cow::Borrowed(t)),
        (Stored::Spilled(at), Some(s)) => s.get(*at).map(Cow::Owned),
        (Stored::Spilled(_), None) => Err(SiteError::Io(say(BuildFault::ScratchLost))),
    }
}

/// The whole guide's print page and each chapter's: with a sink, each written as soon
/// as it is made (the whole page's sections wait on disk until its end is known, so a
/// big book's print pages are never held in memory).
#[allow(clippy::too_many_arguments)]
fn print_pages<'d>(
    layout: &Layout,
    chapters: &[super::print::PrintChapter],
    print_ids: &[Option<Result<Vec<String>, String>>],
    body_of: &(dyn Fn(usize) -> Result<Cow<'d, str>, SiteError> + Sync),
    handouts: &[(String, String)],
    sink: Option<&dyn PageSink>,
    spill: Option<&Spill>,
    site: &mut SiteFiles,
    probs: &mut Vec<Problem>,
) -> Result<(), SiteError> {
    let whole_path = PathBuf::from("print.html");
    let whole_origin = Maker::WholePrint;
    let chapter_origin = Maker::ChapterPrint;
    let found: Result<Vec<Vec<String>>, String> = print_ids
        .iter()
        .map(|k| k.clone().unwrap_or(Ok(Vec::new())))
        .collect();
    // the whole page's path first, as when it was made before its chapters'
    let whole_claimed = site.claim(whole_path.clone(), &whole_origin, probs);
    let mut sections: Vec<Stored> = Vec::new();
    // a write that failed (the build stops) rather than a page that could not be made
    let fault: std::cell::RefCell<Option<SiteError>> = Default::default();
    let failed = |e: SiteError| {
        let said = e.to_string();
        fault.borrow_mut().get_or_insert(e);
        said
    };
    let made = found.and_then(|found| {
        super::print::stream_print_pages(
            &layout.book_title,
            &layout.config.book.language,
            chapters,
            &found,
            &|i| body_of(i).map_err(|e| e.to_string()),
            handouts,
            &mut |c| {
                match sink {
                    Some(sink) => {
                        let path = PathBuf::from(&c.out_path);
                        if site.claim(path.clone(), &chapter_origin, probs) {
                            sink.write(&path, c.html.as_bytes()).map_err(failed)?;
                        }
                    }
                    None => site.add(
                        PathBuf::from(c.out_path),
                        c.html.into_bytes(),
                        &chapter_origin,
                        probs,
                    ),
                }
                Ok(())
            },
            &mut |text| {
                let kept = store(spill, text).map_err(failed)?;
                sections.push(kept);
                Ok(())
            },
        )
    });
    if let Some(e) = fault.into_inner() {
        return Err(e);
    }
    let whole = match made {
        Ok(whole) => whole,
        Err(e) => {
            probs.push(Problem::new(
                "print.html",
                1,
                say(BuildFault::NoPrintPage(&e)),
            ));
            return Ok(());
        }
    };
    match sink {
        Some(sink) => {
            if whole_claimed {
                sink.write_parts(&whole_path, &mut |w| {
                    w.write_all(whole.head.as_bytes())?;
                    for s in &sections {
                        let text = load(spill, s).map_err(std::io::Error::other)?;
                        w.write_all(text.as_bytes())?;
                    }
                    w.write_all(whole.tail.as_bytes())
                })?;
            }
        }
        None => {
            let mut html = whole.head;
            for s in &sections {
                html.push_str(&load(spill, s)?);
            }
            html.push_str(&whole.tail);
            if whole_claimed {
                site.files.insert(whole_path, html.into_bytes());
            }
        }
    }
    Ok(())
}

/// A fault of the book's folders or files, said by [`crate::fr::site::build_fault`].
pub enum BuildFault<'a> {
    /// two makers want one path of the site
    MadeTwice {
        path: &'a Path,
        first: &'a str,
        then: &'a str,
    },
    /// a file copied from the book would replace one arbitre makes
    TakesArbitresPlace {
        path: &'a Path,
        maker: &'a str,
    },
    NoPagesFolder {
        src: &'a str,
    },
    PagesFolderRefused {
        src: &'a str,
        why: &'a str,
    },
    SummaryUnreadable(&'a std::io::Error),
    /// a file named by `additional-css` or `additional-js`
    AssetMissing {
        name: &'a str,
    },
    Unreadable(&'a std::io::Error),
    BadHtml(&'a str),
    NoPrintPage(&'a str),
    /// the build's scratch file ([`super::output::Spill`])
    ScratchLost,
    Scratch(&'a std::io::Error),
    ScratchDamaged,
}

fn say(fault: BuildFault) -> String {
    fr::build_fault(&fault)
}

/// What makes a file of the site (named when two want the same path), said by
/// [`crate::fr::site::maker`].
pub enum Maker<'a> {
    DefaultStatic,
    Generated,
    /// a file named by `additional-css` or `additional-js`
    ExtraAsset(&'a Path),
    /// a diagram of this page (its file label)
    Diagram(&'a str),
    Page(&'a str),
    /// the first page's redirect, `index.html`
    Home,
    NotFound,
    Sitemap,
    SharedContents,
    ContentsPage,
    WholePrint,
    ChapterPrint,
    Handouts,
    SearchIndex,
    Hook,
}

/// Why a page did not reach the site.
enum PageFault {
    Template(Problem),
    Write(SiteError),
}

/// The style sheet of the diagrams' colours, made from the seat styles.
pub const DIAGRAM_CSS: &str = "static/diagrammes.css";

/// Static files the build writes from Rust data: the diagrams' colours and the French
/// texts of the page scripts. A book's own `static/` may replace them.
fn generated_static() -> [(&'static str, String); 2] {
    [
        (DIAGRAM_CSS, crate::diagram::page_css()),
        (
            crate::fr::browser::FILE,
            crate::fr::browser::script(typography::french),
        ),
    ]
}

/// The pages as the print pages need them: nesting, and the part each one opens.
fn print_chapters<'a>(
    summary: &'a Summary,
    pages: &'a [PageRef],
    done: &'a [PageDone],
) -> Vec<super::print::PrintChapter<'a>> {
    let mut next_entry = 0;
    pages
        .iter()
        .zip(done)
        .map(|(p, d)| {
            let part = summary.entries[next_entry.min(p.entry)..p.entry]
                .iter()
                .rev()
                .find(|e| e.kind == EntryKind::Part)
                .map(|e| e.name.as_str());
            next_entry = p.entry + 1;
            super::print::PrintChapter {
                out_path: &p.out_path,
                title: &d.title,
                html: &d.body.html,
                depth: summary.entries[p.entry].depth,
                part,
            }
        })
        .collect()
}

/// Page titles two pages share take their game's name (`toc::qualify_titles`).
fn qualify_titles(summary: &Summary, pages: &[PageRef], done: &mut [PageDone]) {
    let tops: Vec<Option<String>> = game_chapters(summary, pages)
        .into_iter()
        .map(|g| g.map(|g| typography::french(&summary.entries[g].name)))
        .collect();
    let mut titles: Vec<String> = done
        .iter_mut()
        .map(|d| std::mem::take(&mut d.title))
        .collect();
    super::toc::qualify_titles(&mut titles, &tops);
    for (d, t) in done.iter_mut().zip(titles) {
        d.title = t;
    }
}

/// Each page's top chapter (its game, in the club's guide): the top-level ancestor of
/// a nested page, or a top-level page that has pages under it. One pass over the
/// summary (asking each page's parent list again made a big book quadratic).
fn game_chapters(summary: &Summary, pages: &[PageRef]) -> Vec<Option<usize>> {
    let entries = &summary.entries;
    let mut has_children = vec![false; entries.len()];
    // each entry's top-level ancestor (a parent comes before its children)
    let mut top_of: Vec<usize> = Vec::with_capacity(entries.len());
    for (i, e) in entries.iter().enumerate() {
        if let Some(p) = e.parent {
            has_children[p] = true;
        }
        let top = match e.parent {
            Some(p) if p < i => top_of[p],
            Some(mut p) => {
                while let Some(up) = entries[p].parent {
                    p = up;
                }
                p
            }
            None => i,
        };
        top_of.push(top);
    }
    pages
        .iter()
        .map(|p| {
            let top = top_of[p.entry];
            (entries[top].path.is_some() && (top != p.entry || has_children[top])).then_some(top)
        })
        .collect()
}

fn line_of_value(root: &Path, value: &str) -> usize {
    std::fs::read_to_string(root.join("book.toml"))
        .ok()
        .and_then(|t| t.lines().position(|l| l.contains(value)))
        .map_or(1, |i| i + 1)
}

fn render_page(
    root: &Path,
    p: &PageRef,
    summary: &Summary,
    smart: bool,
    pipeline: &Pipeline,
) -> PageDone {
    let name = summary.entries[p.entry].name.clone();
    let path = root.join(&p.file_label);
    let fail = |line, message| PageDone {
        front: FrontMatter::default(),
        title: name.clone(),
        body: RenderedBody::default(),
        problems: vec![Problem::new(p.file_label.clone(), line, message)],
        warnings: Vec::new(),
        unread: true,
        print_ids: None,
    };
    let text = match std::fs::read_to_string(&path) {
        Ok(t) => t,
        Err(e) => return fail(1, say(BuildFault::Unreadable(&e))),
    };
    let Some(cache) = pipeline.cache else {
        return render_text(root, p, name, &text, smart, pipeline);
    };
    let print = fingerprint(&text, &name, smart);
    if let Some(done) = cache.get(&p.file_label, print) {
        return done;
    }
    let done = render_text(root, p, name, &text, smart, pipeline);
    cache.put(&p.file_label, print, &done);
    done
}

fn render_text(
    root: &Path,
    p: &PageRef,
    name: String,
    text: &str,
    smart: bool,
    pipeline: &Pipeline,
) -> PageDone {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let split = match frontmatter::split(text) {
        Ok(s) => s,
        Err((line, msg)) => {
            // the page's examples are not checked, and count as failed
            let (failed, skipped) = super::lint::examples_in(text);
            let token = quoted_word(&msg).unwrap_or("").to_string();
            return PageDone {
                front: FrontMatter::default(),
                title: name.clone(),
                body: RenderedBody {
                    failed,
                    skipped,
                    ..RenderedBody::default()
                },
                problems: vec![Problem::new(p.file_label.clone(), line, msg).at(text, &token)],
                warnings: Vec::new(),
                unread: true,
                print_ids: None,
            };
        }
    };
    let warnings =
        super::lint::page_warnings(&p.file_label, text, split.body, split.body_line_offset);
    let file = Path::new(&p.file_label);
    let source = PageSource {
        book_root: root,
        file,
        body: split.body,
        body_line_offset: split.body_line_offset,
        front: &split.front,
        smart_punctuation: smart,
        page_key: &p.key,
    };
    let mut body = markdown::render(&source, pipeline.renderer);
    // The post-pass runs on the page's own content, once; text the templates receive
    // (titles, names) gets the same typography in Rust.
    let mut problems = Vec::new();
    let mut ids = None;
    let plain = body
        .plain
        .then(|| super::plain_pass::post_process(&body.html))
        .flatten();
    match plain.map_or_else(|| postprocess::post_process_with_ids(&body.html, true), Ok) {
        Ok((html, found)) => {
            body.html = html;
            ids = Some(found);
        }
        Err(e) => problems.push(Problem::new(
            p.file_label.clone(),
            1,
            say(BuildFault::BadHtml(&e)),
        )),
    }
    // the diagrams' shared drawings, once for the whole page (their ids move: the
    // print pages then read the ids again)
    if crate::diagram::has_page_defs(&body.html) {
        body.html = crate::diagram::merge_page_defs(&body.html);
        ids = None;
    }
    for h in &mut body.headings {
        h.text = typography::french(&h.text);
    }
    let title = typography::french(&split.front.title.clone().unwrap_or(name));
    PageDone {
        front: split.front,
        title,
        body,
        problems,
        warnings,
        unread: false,
        print_ids: ids,
    }
}

/// The first « word » of a message: the token a caret should point at.
fn quoted_word(msg: &str) -> Option<&str> {
    let start = msg.find('«')? + '«'.len_utf8();
    let end = start + msg[start..].find('»')?;
    Some(msg[start..end].trim())
}

/// How many levels of ancestors the sidebar opens around the current page (its own
/// children, its siblings, its parent's…): enough for any real book, and what keeps a
/// page's sidebar from growing with the nesting (3,000 pages nested one level deeper
/// each build in time linear in the pages).
const SIDEBAR_LEVELS: usize = 4;

struct Layout<'a> {
    /// summary entries at depth 0, and each entry's children, in reading order
    top_level: Vec<usize>,
    children: Vec<Vec<usize>>,
    /// the depth-0 ancestor of each entry
    top_of: Vec<usize>,
    config: &'a BookConfig,
    /// with French typography
    book_title: String,
    summary: &'a Summary,
    pages: &'a [PageRef],
    done: &'a [PageDone],
    css: &'a [String],
    js: &'a [String],
    tera: &'a tera::Tera,
    /// each page's chapter print page, from the site root
    chapter_print: Vec<Option<String>>,
}

impl<'a> Layout<'a> {
    fn new(
        config: &'a BookConfig,
        summary: &'a Summary,
        pages: &'a [PageRef],
        done: &'a [PageDone],
        css: &'a [String],
        js: &'a [String],
        tera: &'a tera::Tera,
    ) -> Layout<'a> {
        let entries = &summary.entries;
        let mut children = vec![Vec::new(); entries.len()];
        let mut top_level = Vec::new();
        let mut top_of = Vec::with_capacity(entries.len());
        for (i, e) in entries.iter().enumerate() {
            match e.parent {
                Some(p) if p < i => {
                    children[p].push(i);
                    top_of.push(top_of[p]);
                }
                _ => {
                    if e.depth == 0 {
                        top_level.push(i);
                    }
                    top_of.push(i);
                }
            }
        }
        Layout {
            top_level,
            children,
            top_of,
            config,
            book_title: typography::french(&config.book.title),
            summary,
            pages,
            done,
            css,
            js,
            tera,
            chapter_print: Vec::new(),
        }
    }

    fn book(&self) -> BookCtx<'_> {
        let b = &self.config.book;
        BookCtx {
            title: &self.book_title,
            description: b.description.as_deref(),
            authors: &b.authors,
            language: &b.language,
        }
    }

    /// Sidebar entries: every top-level entry, and the children of the current page and
    /// of its ancestors (so a big book's sidebar stays small on every page).
    /// `from`: the output path of the page being rendered (None: links start at `root`).
    fn toc(&self, current: Option<usize>, from: Option<&str>, root: &str) -> Vec<TocItem<'a>> {
        let entries = &self.summary.entries;
        let mut open = BTreeSet::new();
        let mut cur = current;
        while let Some(i) = cur {
            if open.len() == SIDEBAR_LEVELS {
                break;
            }
            open.insert(i);
            cur = entries[i].parent;
        }
        if let Some(c) = current {
            open.insert(self.top_of[c]);
        }
        // a window of each list around the open entry: a page's weight does not grow
        // with the book (the whole table is in the shared script and on sommaire.html)
        let window = |list: &[usize]| -> Vec<usize> {
            let at = list.iter().position(|i| open.contains(i)).unwrap_or(0);
            let from = at.saturating_sub(super::toc::WINDOW);
            list.iter()
                .skip(from)
                .take(2 * super::toc::WINDOW + 1)
                .copied()
                .collect()
        };
        let mut shown: BTreeSet<usize> = window(&self.top_level).into_iter().collect();
        for &i in &open {
            shown.extend(window(&self.children[i]));
        }
        shown
            .into_iter()
            .map(|i| (i, &entries[i]))
            .map(|(i, e)| TocItem {
                index: i,
                kind: &e.kind,
                name: &e.name,
                href: e.path.as_deref().map_or(String::new(), |p| match from {
                    Some(f) => relative_href(f, &out_path_of(p)),
                    None => format!("{root}{}", urls::encode_path(&out_path_of(p))),
                }),
                number: e.number_label(),
                depth: e.depth,
                current: Some(i) == current,
                open: open.contains(&i),
            })
            .collect()
    }

    /// Page `i` laid out around `content`, its body.
    fn page(&self, i: usize, extra: serde_json::Value, content: &str) -> Result<String, Problem> {
        let p = &self.pages[i];
        let d = &self.done[i];
        let root = root_prefix(&p.out_path);
        let nav = |j: usize| NavLink {
            title: &self.done[j].title,
            href: relative_href(&p.out_path, &self.pages[j].out_path),
        };
        let edit_url = self
            .config
            .output
            .html
            .edit_url_template
            .as_ref()
            .map(|t| t.replace("{path}", &urls::encode_path(&p.file_label)));
        let ctx = Ctx {
            book: self.book(),
            page: PageCtx {
                title: &d.title,
                // a page without its own description gets the book's
                description: d.front.description.as_deref().or(self
                    .config
                    .book
                    .description
                    .as_deref()),
                path: &p.out_path,
                content,
                faq: d.front.faq,
                game: d.front.game.as_deref(),
            },
            toc: self.toc(Some(p.entry), Some(&p.out_path), &root),
            prev: (i > 0).then(|| nav(i - 1)),
            next: (i + 1 < self.pages.len()).then(|| nav(i + 1)),
            outline: d
                .body
                .headings
                .iter()
                .filter(|h| h.level == 2 || h.level == 3)
                .collect(),
            css: self.css,
            js: self.js,
            edit_url,
            chapter_print: self
                .chapter_print
                .get(i)
                .cloned()
                .flatten()
                .map(|to| relative_href(&p.out_path, &to)),
            extra,
            root,
        };
        self.render("page.html", &ctx)
    }

    fn render(&self, template: &str, ctx: &Ctx) -> Result<String, Problem> {
        let problem = |e: &dyn std::error::Error| {
            templates::tera_report(template, "gabarit", &templates::full_error(e))
        };
        let context = tera::Context::from_serialize(ctx).map_err(|e| problem(&e))?;
        self.tera
            .render(template, &context)
            .map_err(|e| problem(&e))
    }

    fn site_url(&self) -> Option<String> {
        self.config.output.html.site_url.as_ref().map(|u| {
            if u.ends_with('/') {
                u.clone()
            } else {
                format!("{u}/")
            }
        })
    }

    /// The context of a page made by arbitre itself (no Markdown source: no neighbours,
    /// no outline, no edit link).
    fn sourceless_ctx<'c>(
        &'c self,
        title: &'c str,
        path: &'c str,
        content: &'c str,
        toc: Vec<TocItem<'a>>,
        root: String,
    ) -> Ctx<'c>
    where
        'a: 'c,
    {
        Ctx {
            book: self.book(),
            page: PageCtx {
                title,
                description: self.config.book.description.as_deref(),
                path,
                content,
                faq: false,
                game: None,
            },
            toc,
            prev: None,
            next: None,
            outline: Vec::new(),
            css: self.css,
            js: self.js,
            edit_url: None,
            chapter_print: None,
            extra: serde_json::Value::Null,
            root,
        }
    }

    fn not_found(&self) -> Result<String, Problem> {
        // Served from any address: absolute links when the site's address is known.
        let root = self.site_url().unwrap_or_default();
        let toc = self.toc(None, None, &root);
        let ctx = self.sourceless_ctx(fr::NOT_FOUND_TITLE, "404.html", "", toc, root);
        self.render("404.html", &ctx)
    }

    /// `sommaire.html`: the whole table of contents on one page. Through the book's
    /// `page.html` when it can render a page without a source (a book's own template
    /// may read fields only real pages have); otherwise a plain page with its styles.
    fn contents_page(&self) -> String {
        let path = super::toc::PAGE;
        let content = super::toc::contents_html(self.summary, fr::CONTENTS_TITLE);
        let toc = self.toc(None, Some(path), "");
        let ctx = self.sourceless_ctx(fr::CONTENTS_TITLE, path, &content, toc, String::new());
        self.render("page.html", &ctx).unwrap_or_else(|_| {
            let css: String = self
                .css
                .iter()
                .map(|h| format!("<link rel=\"stylesheet\" href=\"{}\">\n", super::blocks::escape_html(h)))
                .collect();
            format!(
                "<!DOCTYPE html>\n<html lang=\"{}\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>{} — {}</title>\n{css}</head>\n<body>\n<main id=\"contenu\">\n{content}</main>\n</body>\n</html>\n",
                super::blocks::escape_html(&self.config.book.language),
                fr::CONTENTS_TITLE,
                super::blocks::escape_html(&self.book_title),
            )
        })
    }

    fn redirect_index(&self) -> String {
        let title = super::blocks::escape_html(&self.config.book.title);
        let lang = super::blocks::escape_html(&self.config.book.language);
        match self.pages.first() {
            Some(p) => {
                let href = super::blocks::escape_html(&p.href);
                format!(
                    "<!DOCTYPE html>\n<html lang=\"{lang}\">\n<head>\n<meta charset=\"utf-8\">\n<meta http-equiv=\"refresh\" content=\"0; url={href}\">\n<title>{title}</title>\n</head>\n<body>\n<p><a href=\"{href}\">{}</a></p>\n</body>\n</html>\n",
                    fr::START_READING
                )
            }
            None => format!(
                "<!DOCTYPE html>\n<html lang=\"{lang}\">\n<head>\n<meta charset=\"utf-8\">\n<title>{title}</title>\n</head>\n<body>\n<p>{}</p>\n</body>\n</html>\n",
                fr::EMPTY_BOOK
            ),
        }
    }

    fn sitemap(&self) -> String {
        let base = self.site_url().unwrap_or_default();
        let mut s = String::from(
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n",
        );
        for p in self.pages {
            s.push_str(&format!(
                "<url><loc>{}</loc></url>\n",
                super::blocks::escape_html(&format!("{base}{}", p.href))
            ));
        }
        s.push_str("</urlset>\n");
        s
    }
}

#[cfg(test)]
mod tests {
    use super::relative_href;

    #[test]
    fn relative_links() {
        assert_eq!(relative_href("a.html", "b.html"), "b.html");
        assert_eq!(relative_href("r/a.html", "r/b.html"), "b.html");
        assert_eq!(relative_href("r/a.html", "c.html"), "../c.html");
        assert_eq!(relative_href("c.html", "r/s/a.html"), "r/s/a.html");
        assert_eq!(relative_href("r/s/a.html", "r/t/b.html"), "../t/b.html");
        assert_eq!(relative_href("r/a.html", "r/a.html"), "a.html");
    }
}
