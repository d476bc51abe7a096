//! Assembling the site in memory: every page rendered (in parallel), checked, laid out
//! with the templates and post-processed; plus 404, sitemap, static files and assets.
//! Nothing is written here, so `check` and `build` share it.
use rayon::prelude::*;
use serde::Serialize;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use super::config::{BookConfig, io_fr};
use super::frontmatter::{self, FrontMatter};
use super::links::{self, LinkTargets};
use super::markdown::{self, Heading, PageSource, RenderedBody};
use super::summary::{self, EntryKind, Summary};
use super::{
    PageInfo, Pipeline, Problem, Report, SiteError, postprocess, search, templates, typography,
};

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
    file_label: String,
}

#[derive(Clone)]
struct PageDone {
    front: FrontMatter,
    title: String,
    body: RenderedBody,
    problems: Vec<Problem>,
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
    s.push_str(&to_parts[common..].join("/"));
    s
}

/// Files under `dir` (sorted, relative, `/`-separated), hidden ones left out.
fn walk_files(dir: &Path) -> Vec<String> {
    if !dir.is_dir() {
        return Vec::new();
    }
    let mut out: Vec<String> = walkdir::WalkDir::new(dir)
        .sort_by_file_name()
        .into_iter()
        .filter_entry(|e| e.depth() == 0 || !e.file_name().to_string_lossy().starts_with('.'))
        .filter_map(Result::ok)
        .filter(|e| e.file_type().is_file())
        .filter_map(|e| {
            e.path()
                .strip_prefix(dir)
                .ok()
                .map(|p| p.to_string_lossy().replace('\\', "/"))
        })
        .collect();
    out.sort();
    out
}

pub fn assemble(
    root: &Path,
    pipeline: &Pipeline,
) -> Result<(Report, Option<Assembled>), SiteError> {
    let mut report = Report::default();
    let config = match BookConfig::load(root) {
        Ok(c) => c,
        Err(p) => {
            report.problems.push(p);
            return Ok((report, None));
        }
    };
    let src_name = config.book.src.trim_end_matches('/').to_string();
    let src_dir = root.join(&src_name);
    if !src_dir.is_dir() {
        report.problems.push(Problem::new(
            "book.toml",
            1,
            format!("dossier des pages introuvable « {src_name} »"),
        ));
        return Ok((report, None));
    }
    let summary_label = format!("{src_name}/SUMMARY.md");
    let summary_text = match std::fs::read_to_string(src_dir.join("SUMMARY.md")) {
        Ok(t) => t,
        Err(e) => {
            report.problems.push(Problem::new(
                summary_label,
                1,
                format!("sommaire illisible : {}", io_fr(&e)),
            ));
            return Ok((report, None));
        }
    };
    let (mut summary, summary_problems) = summary::parse(&summary_text, &src_dir, &summary_label);
    report.problems.extend(summary_problems);
    for e in &mut summary.entries {
        e.name = typography::french(&e.name);
    }

    let pages: Vec<PageRef> = summary
        .entries
        .iter()
        .enumerate()
        .filter_map(|(i, e)| {
            e.path.as_ref().map(|p| PageRef {
                entry: i,
                src_path: p.clone(),
                out_path: out_path_of(p),
                file_label: format!("{src_name}/{p}"),
            })
        })
        .collect();

    // 1. Markdown and examples, in parallel.
    let smart = config.output.html.smart_punctuation;
    let done: Vec<PageDone> = pages
        .par_iter()
        .map(|p| render_page(root, p, &summary, smart, pipeline))
        .collect();
    for d in &done {
        report.passed += d.body.passed;
        report.failed += d.body.failed;
        report.skipped += d.body.skipped;
        report
            .diagnostics
            .extend(d.body.diagnostics.iter().cloned());
    }

    // Handouts (content/fiches/*.md): examples checked like any page's.
    let handouts = super::handout::render_all(
        root,
        &src_name,
        &typography::french(&config.book.title),
        &config.book.language,
        smart,
        pipeline,
    );
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

    // 2. Links and anchors.
    let mut ids: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let mut outputs = BTreeMap::new();
    for (p, d) in pages.iter().zip(&done) {
        let mut set = BTreeSet::new();
        markdown::collect_ids(&d.body.html, &mut set);
        ids.insert(p.src_path.clone(), set);
        outputs.insert(p.out_path.clone(), p.src_path.clone());
    }
    let static_files = walk_files(&root.join("static"));
    let mut generated: BTreeSet<String> = ["404.html", "sitemap.xml", "index.html", "print.html"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    for (name, _) in templates::DEFAULT_STATIC.iter().chain(search::STATIC) {
        generated.insert(format!("static/{name}"));
    }
    generated.insert(search::INDEX_FILE.to_string());
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
    let targets = LinkTargets {
        pages: &ids,
        outputs: &outputs,
        src_dir: &src_dir,
        generated: &generated,
    };
    let mut page_problems: Vec<Vec<Problem>> = done.iter().map(|d| d.problems.clone()).collect();
    for ((p, d), probs) in pages.iter().zip(&done).zip(page_problems.iter_mut()) {
        links::check_page(&p.src_path, &p.file_label, &d.body.links, &targets, probs);
        probs.sort_by_key(|pr| pr.line);
    }
    report.problems.extend(page_problems.into_iter().flatten());

    // 3. Additional CSS/JS named in book.toml must exist.
    let html_cfg = &config.output.html;
    let mut css = vec![
        "static/arbitre.css".to_string(),
        "static/search.css".to_string(),
    ];
    let mut js = vec![
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
            match std::fs::read(root.join(&rel)) {
                Ok(bytes) if links::resolve("x", &rel).is_some() => {
                    into.push(rel.clone());
                    extra_assets.push((PathBuf::from(rel), bytes));
                }
                _ => report.problems.push(Problem::new(
                    "book.toml",
                    line_of_value(root, f),
                    format!("fichier introuvable « {f} »"),
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

    // 5. Pages through the templates and the post-pass, in parallel.
    let layout = Layout {
        config: &config,
        book_title: typography::french(&config.book.title),
        summary: &summary,
        pages: &pages,
        done: &done,
        css: &css,
        js: &js,
        tera: &tera,
    };
    let rendered: Vec<Result<String, Problem>> = (0..pages.len())
        .into_par_iter()
        .map(|i| {
            let extra = pipeline
                .hook
                .map_or(serde_json::Value::Null, |h| h.page_extra(&infos[i]));
            layout.page(i, extra)
        })
        .collect();

    let mut files: BTreeMap<PathBuf, Vec<u8>> = BTreeMap::new();
    // Pages are rendered, not copied; content/positions/ holds example data (DESIGN §4).
    for f in walk_files(&src_dir) {
        if !f.ends_with(".md") && !f.starts_with("positions/") {
            match std::fs::read(src_dir.join(&f)) {
                Ok(b) => {
                    files.insert(PathBuf::from(f), b);
                }
                Err(e) => report.problems.push(Problem::new(
                    format!("{src_name}/{f}"),
                    1,
                    format!("lecture impossible : {}", io_fr(&e)),
                )),
            }
        }
    }
    for (name, text) in templates::DEFAULT_STATIC.iter().chain(search::STATIC) {
        files.insert(
            PathBuf::from(format!("static/{name}")),
            text.as_bytes().to_vec(),
        );
    }
    for f in &static_files {
        match std::fs::read(root.join("static").join(f)) {
            Ok(b) => {
                files.insert(PathBuf::from(format!("static/{f}")), b);
            }
            Err(e) => report.problems.push(Problem::new(
                format!("static/{f}"),
                1,
                format!("lecture impossible : {}", io_fr(&e)),
            )),
        }
    }
    for (path, bytes) in extra_assets {
        files.insert(path, bytes);
    }
    for d in &done {
        for (path, bytes) in &d.body.files {
            files.insert(path.clone(), bytes.clone());
        }
    }
    for (p, r) in pages.iter().zip(rendered) {
        match r {
            Ok(html) => {
                files.insert(PathBuf::from(&p.out_path), html.into_bytes());
            }
            Err(problem) => report.problems.push(problem),
        }
    }
    if !outputs.contains_key("index.html") {
        files.insert(
            PathBuf::from("index.html"),
            layout.redirect_index().into_bytes(),
        );
    }
    match layout.not_found() {
        Ok(html) => {
            files.insert(PathBuf::from("404.html"), html.into_bytes());
        }
        Err(p) => report.problems.push(p),
    }
    files.insert(PathBuf::from("sitemap.xml"), layout.sitemap().into_bytes());
    // The whole guide on one page, for print.
    let chapters: Vec<super::print::PrintChapter> = pages
        .iter()
        .zip(&done)
        .map(|(p, d)| super::print::PrintChapter {
            out_path: &p.out_path,
            title: &d.title,
            html: &d.body.html,
        })
        .collect();
    match super::print::print_page(
        &layout.book_title,
        &config.book.language,
        &chapters,
        &handouts.list,
    ) {
        Ok(html) => {
            files.insert(PathBuf::from("print.html"), html.into_bytes());
        }
        Err(e) => report.problems.push(Problem::new(
            "print.html",
            1,
            format!("page d'impression impossible : {e}"),
        )),
    }
    files.extend(handouts.files);
    // The search index (a script, so it also works from file://).
    let games: Vec<String> = pages
        .iter()
        .map(|p| {
            game_chapter(&summary, p.entry)
                .map(|g| summary.entries[g].name.clone())
                .unwrap_or_default()
        })
        .collect();
    let search_pages: Vec<search::SearchPage> = pages
        .iter()
        .zip(&done)
        .zip(&games)
        .map(|((p, d), game)| search::SearchPage {
            url: &p.out_path,
            title: &d.title,
            game,
            html: &d.body.html,
        })
        .collect();
    files.extend(search::site_files(&search_pages));
    files.extend(hook_files);
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

/// The top chapter a page belongs to (its game, in the club's guide): the top-level
/// ancestor of a nested page, or a top-level page that has pages under it.
fn game_chapter(summary: &Summary, entry: usize) -> Option<usize> {
    let entries = &summary.entries;
    let mut top = entry;
    while let Some(p) = entries[top].parent {
        top = p;
    }
    let has_children = entries.iter().any(|e| e.parent == Some(top));
    (entries[top].path.is_some() && (top != entry || has_children)).then_some(top)
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
    };
    let text = match std::fs::read_to_string(&path) {
        Ok(t) => t,
        Err(e) => return fail(1, format!("lecture impossible : {}", io_fr(&e))),
    };
    let print = fingerprint(&text, &name, smart);
    if let Some(done) = pipeline.cache.and_then(|c| c.get(&p.file_label, print)) {
        return done;
    }
    let done = render_text(root, p, name, &text, smart, pipeline);
    if let Some(cache) = pipeline.cache {
        cache.put(&p.file_label, print, &done);
    }
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
    let fail = |line, message| PageDone {
        front: FrontMatter::default(),
        title: name.clone(),
        body: RenderedBody::default(),
        problems: vec![Problem::new(p.file_label.clone(), line, message)],
    };
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let split = match frontmatter::split(text) {
        Ok(s) => s,
        Err((line, msg)) => return fail(line, msg),
    };
    let file = Path::new(&p.file_label);
    let source = PageSource {
        book_root: root,
        file,
        body: split.body,
        body_line_offset: split.body_line_offset,
        front: &split.front,
        smart_punctuation: smart,
    };
    let mut body = markdown::render(&source, pipeline.renderer);
    // The post-pass runs on the page's own content, once; text the templates receive
    // (titles, names) gets the same typography in Rust.
    let mut problems = Vec::new();
    match postprocess::post_process(&body.html, true) {
        Ok(html) => body.html = html,
        Err(e) => problems.push(Problem::new(
            p.file_label.clone(),
            1,
            format!("HTML illisible : {e}"),
        )),
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
    }
}

struct Layout<'a> {
    config: &'a BookConfig,
    /// with French typography
    book_title: String,
    summary: &'a Summary,
    pages: &'a [PageRef],
    done: &'a [PageDone],
    css: &'a [String],
    js: &'a [String],
    tera: &'a tera::Tera,
}

impl<'a> Layout<'a> {
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
            open.insert(i);
            cur = entries[i].parent;
        }
        entries
            .iter()
            .enumerate()
            .filter(|(_, e)| e.depth == 0 || e.parent.is_some_and(|p| open.contains(&p)))
            .map(|(i, e)| TocItem {
                kind: &e.kind,
                name: &e.name,
                href: e.path.as_deref().map_or(String::new(), |p| match from {
                    Some(f) => relative_href(f, &out_path_of(p)),
                    None => format!("{root}{}", out_path_of(p)),
                }),
                number: e.number_label(),
                depth: e.depth,
                current: Some(i) == current,
                open: open.contains(&i),
            })
            .collect()
    }

    fn page(&self, i: usize, extra: serde_json::Value) -> Result<String, Problem> {
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
            .map(|t| t.replace("{path}", &p.file_label));
        let ctx = Ctx {
            book: self.book(),
            page: PageCtx {
                title: &d.title,
                description: d.front.description.as_deref(),
                path: &p.out_path,
                content: &d.body.html,
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

    fn not_found(&self) -> Result<String, Problem> {
        // Served from any address: absolute links when the site's address is known.
        let root = self.site_url().unwrap_or_default();
        let ctx = Ctx {
            book: self.book(),
            page: PageCtx {
                title: "Page introuvable",
                description: None,
                path: "404.html",
                content: "",
                faq: false,
                game: None,
            },
            toc: self.toc(None, None, &root),
            prev: None,
            next: None,
            outline: Vec::new(),
            css: self.css,
            js: self.js,
            edit_url: None,
            extra: serde_json::Value::Null,
            root,
        };
        self.render("404.html", &ctx)
    }

    fn redirect_index(&self) -> String {
        let title = super::blocks::escape_html(&self.config.book.title);
        let lang = super::blocks::escape_html(&self.config.book.language);
        match self.pages.first() {
            Some(p) => {
                let href = super::blocks::escape_html(&p.out_path);
                format!(
                    "<!DOCTYPE html>\n<html lang=\"{lang}\">\n<head>\n<meta charset=\"utf-8\">\n<meta http-equiv=\"refresh\" content=\"0; url={href}\">\n<title>{title}</title>\n</head>\n<body>\n<p><a href=\"{href}\">Commencer la lecture</a></p>\n</body>\n</html>\n"
                )
            }
            None => format!(
                "<!DOCTYPE html>\n<html lang=\"{lang}\">\n<head>\n<meta charset=\"utf-8\">\n<title>{title}</title>\n</head>\n<body>\n<p>Ce livre n'a encore aucune page.</p>\n</body>\n</html>\n"
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
                super::blocks::escape_html(&format!("{base}{}", p.out_path))
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
