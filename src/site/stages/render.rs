//! Stage « render »: each page's Markdown to HTML with its examples checked (in
//! parallel, with the handouts at the same time), then the post-pass. What later stages
//! need of a page is kept aside ([`Kept`]); its body may wait on disk ([`Bodies`]).
use rayon::prelude::*;
use std::collections::BTreeSet;
use std::path::Path;

use super::bodies::Bodies;
use super::scope::Scope;
use crate::book::{Book, Loaded, Page, Source};
use crate::site::faults::BuildFault;
use crate::site::frontmatter::FrontMatter;
use crate::site::handout::{self, Handouts};
use crate::site::markdown::{self, PageSource, RenderedBody};
use crate::site::output::Spilled;
use crate::site::progress::Stage;
use crate::site::{Pipeline, Problem, Report, SiteError, lint, postprocess, search, typography};

/// One page once rendered.
#[derive(Clone)]
pub struct PageDone {
    pub front: FrontMatter,
    pub title: String,
    pub body: RenderedBody,
    pub problems: Vec<Problem>,
    pub warnings: Vec<Problem>,
    /// The page could not be read or its front matter is broken: its anchors are
    /// unknown, so links into it are not judged by them (one fault, not a cascade).
    pub unread: bool,
    /// the body's ids in document order when the post-pass could read them (else the
    /// print pages read them from the body)
    pub print_ids: Option<Vec<String>>,
}

/// What later stages need of a page once its body is laid aside.
#[derive(Default)]
pub struct Kept {
    /// its ids (links and anchors are checked against them)
    pub ids: BTreeSet<String>,
    /// the same in document order, for the print pages (not for a quick build)
    pub print_ids: Option<Result<Vec<String>, String>>,
    /// its text, for the search index (not for a quick build)
    pub search: Option<search::PageSections>,
    /// where its body waits on disk (its HTML in memory is then empty)
    pub spilled: Option<Spilled>,
    /// a figure of it is played by the rules engine (the site then ships the engine)
    pub engine: bool,
}

/// Every page and handout, rendered; `done[i]` and `kept[i]` are `book.pages[i]`'s.
pub struct Rendered {
    pub done: Vec<PageDone>,
    pub kept: Vec<Kept>,
    pub handouts: Handouts,
}

/// Renders the book's pages and handouts.
pub fn pages(
    book: &Book,
    pipeline: &Pipeline,
    scope: &Scope,
    bodies: &Bodies,
) -> Result<Rendered, SiteError> {
    let progress = pipeline.progress;
    crate::site::progress::start(progress, Stage::Render, book.pages.len());
    let (rendered, handouts): (Vec<(PageDone, Result<Kept, SiteError>)>, _) = rayon::join(
        || {
            book.pages
                .par_iter()
                .map(|p| {
                    let mut d = render_page(book, p, pipeline);
                    let b = &d.body;
                    crate::site::progress::step(progress, b.passed + b.failed + b.skipped);
                    let kept = keep(&mut d, scope.is_whole(), bodies);
                    (d, kept)
                })
                .collect()
        },
        || handout::render_all(book, pipeline),
    );
    let (mut done, kept): (Vec<PageDone>, Vec<_>) = rendered.into_iter().unzip();
    let kept = kept.into_iter().collect::<Result<Vec<Kept>, SiteError>>()?;
    qualify_titles(book, &mut done);
    Ok(Rendered {
        done,
        kept,
        handouts,
    })
}

impl Rendered {
    /// The pages' and handouts' counts, warnings and reports, into the build's report.
    pub fn tally(&self, report: &mut Report) {
        for d in &self.done {
            report.warnings.extend(d.warnings.iter().cloned());
            report.passed += d.body.passed;
            report.failed += d.body.failed;
            report.skipped += d.body.skipped;
            report
                .diagnostics
                .extend(d.body.diagnostics.iter().cloned());
        }
        let h = &self.handouts;
        report.passed += h.passed;
        report.failed += h.failed;
        report.skipped += h.skipped;
        report.warnings.extend(h.warnings.iter().cloned());
        report.diagnostics.extend(h.diagnostics.iter().cloned());
        report.problems.extend(h.problems.iter().cloned());
    }

    /// Whether a page or a handout has a figure played by the engine: only then does
    /// the site get the engine's files (a book without one is spared half a megabyte).
    pub fn plays(&self) -> bool {
        self.handouts.plays || self.kept.iter().any(|k| k.engine)
    }

    /// Each page's search sections, taken out for the search index's emitter (which
    /// consumes them while the pages are laid out).
    pub fn take_search_cuts(&mut self) -> Vec<search::PageSections> {
        self.kept
            .iter_mut()
            .map(|k| k.search.take().unwrap_or_default())
            .collect()
    }
}

/// Takes what later stages need from a page just rendered, and lays its body aside
/// when the build spills.
fn keep(d: &mut PageDone, whole: bool, bodies: &Bodies) -> Result<Kept, SiteError> {
    let html = &d.body.html;
    let mut kept = Kept::default();
    markdown::collect_ids(html, &mut kept.ids);
    kept.engine = crate::site::engine::plays(html);
    if whole {
        kept.print_ids = Some(match d.print_ids.take() {
            Some(ids) => Ok(ids),
            None => crate::site::print::ids_of(html),
        });
        kept.search = Some(search::cut(html));
    }
    kept.spilled = bodies.lay_aside(&mut d.body.html)?;
    Ok(kept)
}

/// A page rendered, or taken from `serve`'s cache when its file and name are unchanged.
fn render_page(book: &Book, p: &Page, pipeline: &Pipeline) -> PageDone {
    let smart = book.config.output.html.smart_punctuation;
    let raw = match &p.source {
        Loaded::Read(src) => &src.raw,
        Loaded::BadFront(bad) => &bad.raw,
        Loaded::Unreadable(e) => {
            let problem = Problem::new(p.file_label.clone(), 1, BuildFault::Unreadable(e.into()));
            return unread(p, RenderedBody::default(), problem);
        }
    };
    let Some(cache) = pipeline.cache else {
        return render_source(book, p, pipeline);
    };
    let print = super::cache::fingerprint(raw, &p.name, smart);
    if let Some(done) = cache.get(&p.file_label, print) {
        return done;
    }
    let done = render_source(book, p, pipeline);
    cache.put(&p.file_label, print, &done);
    done
}

/// A page that could not be rendered: one problem, links into it not judged.
fn unread(p: &Page, body: RenderedBody, problem: Problem) -> PageDone {
    PageDone {
        front: FrontMatter::default(),
        title: p.name.clone(),
        body,
        problems: vec![problem],
        warnings: Vec::new(),
        unread: true,
        print_ids: None,
    }
}

fn render_source(book: &Book, p: &Page, pipeline: &Pipeline) -> PageDone {
    match &p.source {
        Loaded::Read(src) => render_text(book, p, src, pipeline),
        Loaded::BadFront(bad) => {
            // the page's examples are not checked, and count as failed
            let (failed, skipped) = bad.examples();
            let body = RenderedBody {
                failed,
                skipped,
                ..RenderedBody::default()
            };
            unread(p, body, bad.problem(&p.file_label))
        }
        Loaded::Unreadable(e) => {
            let problem = Problem::new(p.file_label.clone(), 1, BuildFault::Unreadable(e.into()));
            unread(p, RenderedBody::default(), problem)
        }
    }
}

fn render_text(book: &Book, p: &Page, src: &Source, pipeline: &Pipeline) -> PageDone {
    let text = src.text();
    let warnings = lint::page_warnings(
        &p.file_label,
        text,
        src.body(),
        src.body_line_offset,
        &src.blocks,
    );
    let source = PageSource {
        book_root: &book.root,
        file: Path::new(&p.file_label),
        body: src.body(),
        body_line_offset: src.body_line_offset,
        front: &src.front,
        smart_punctuation: book.config.output.html.smart_punctuation,
        page_key: &p.key,
        blocks: &src.blocks,
        options: &book.options,
        letters: book.config.arbitre.move_letters,
        words: crate::lang::marks::of(&book.config.book.language),
        line_map: src.directives.as_ref().map(|d| d.lines.as_slice()),
    };
    let mut body = markdown::render(&source, pipeline.renderer);
    let typo = typography::of_language(&book.config.book.language);
    let french = crate::lang::Interface::of(&book.config.book.language)
        .0
        .french_typography();
    let (problems, print_ids) = post_pass(&mut body, &p.file_label, french);
    // text the templates receive (titles, names) gets the post-pass's typography in Rust
    for h in &mut body.headings {
        h.text = typo(&h.text);
    }
    // the front matter's title, else mdBook's `{{#title …}}`, else the summary's name
    let directive_title = src.directives.as_ref().and_then(|d| d.title.as_deref());
    let title = src.front.title.as_deref().or(directive_title);
    let title = typo(title.unwrap_or(&p.name));
    PageDone {
        front: src.front.clone(),
        title,
        body,
        problems,
        warnings,
        unread: false,
        print_ids,
    }
}

/// The post-pass, once, on the page's own content; then the diagrams' shared drawings,
/// once for the whole page (their ids move: the print pages then read the ids again).
/// `french`: French typography (the plain pass always applies it: other books take the
/// full pass).
fn post_pass(
    body: &mut RenderedBody,
    file_label: &str,
    french: bool,
) -> (Vec<Problem>, Option<Vec<String>>) {
    let mut problems = Vec::new();
    let mut ids = None;
    let plain = (body.plain && french)
        .then(|| crate::site::plain_pass::post_process(&body.html))
        .flatten();
    match plain.map_or_else(
        || postprocess::post_process_with_ids(&body.html, french),
        Ok,
    ) {
        Ok((html, found)) => {
            body.html = html;
            ids = Some(found);
        }
        Err(e) => problems.push(Problem::new(file_label, 1, BuildFault::BadHtml(e))),
    }
    if crate::diagram::has_page_defs(&body.html) {
        body.html = crate::diagram::merge_page_defs(&body.html);
        ids = None;
    }
    (problems, ids)
}

/// Page titles two pages share take their game's name (`toc::qualify_titles`).
fn qualify_titles(book: &Book, done: &mut [PageDone]) {
    let entries = &book.summary.entries;
    let tops: Vec<Option<String>> = super::tree::game_chapters(book)
        .into_iter()
        .map(|g| g.map(|g| typography::of_language(&book.config.book.language)(&entries[g].name)))
        .collect();
    let mut titles: Vec<String> = done
        .iter_mut()
        .map(|d| std::mem::take(&mut d.title))
        .collect();
    crate::site::toc::qualify_titles(&mut titles, &tops);
    for (d, t) in done.iter_mut().zip(titles) {
        d.title = t;
    }
}
