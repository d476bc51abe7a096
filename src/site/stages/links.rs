//! Stage « links »: every page's links and anchors checked against the pages' ids and
//! every file the site will hold (pages, generated files, static files, drawings). A
//! page's own problems and its links' come out together, in line order.
use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;

use super::render::Rendered;
use crate::book::config::LinkLevel;
use crate::book::{Book, Fault, Loaded};
use crate::site::links::{self, LinkFault, LinkTargets};
use crate::site::{Problem, search, templates, toc};

/// Every path of the site a link may name besides the pages.
pub fn generated_files(
    rendered: &Rendered,
    static_files: &[String],
    hook_files: &[(PathBuf, Vec<u8>)],
) -> BTreeSet<String> {
    let fixed = [
        "404.html",
        "sitemap.xml",
        "index.html",
        "print.html",
        toc::PAGE,
        toc::SCRIPT,
    ];
    let mut generated: BTreeSet<String> = fixed.iter().map(|s| s.to_string()).collect();
    for (name, _) in templates::DEFAULT_STATIC.iter().chain(search::STATIC) {
        generated.insert(format!("static/{name}"));
    }
    generated.insert(search::INDEX_FILE.to_string());
    for (name, _) in super::emit::generated_static("fr") {
        generated.insert(name.to_string());
    }
    for name in crate::site::engine::names(rendered.plays()) {
        generated.insert(name.to_string());
    }
    for f in static_files {
        generated.insert(format!("static/{f}"));
    }
    let page_files = rendered.done.iter().flat_map(|d| &d.body.files);
    let made = page_files.chain(&rendered.handouts.files).map(|(f, _)| f);
    for f in made.chain(hook_files.iter().map(|(f, _)| f)) {
        generated.insert(f.to_string_lossy().replace('\\', "/"));
    }
    generated
}

/// Each page's problems, its links' included, page after page; then the link problems
/// that are warnings: links that leave the book unless `[output.linkcheck]` or
/// `[arbitre] outside-links` says otherwise, and dead links inside the book where
/// [`crate::book::config::BookConfig::internal_links`] says so.
pub fn check(
    book: &Book,
    rendered: &Rendered,
    generated: &BTreeSet<String>,
) -> (Vec<Problem>, Vec<Problem>) {
    let mut ids: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let mut outputs = BTreeMap::new();
    for (p, k) in book.pages.iter().zip(&rendered.kept) {
        ids.insert(p.src_path.clone(), k.ids.clone());
        outputs.insert(p.out_path.clone(), p.src_path.clone());
    }
    let pages = book.pages.iter().zip(&rendered.done);
    let unread: BTreeSet<String> = pages
        .clone()
        .filter(|(_, d)| d.unread)
        .map(|(p, _)| p.src_path.clone())
        .collect();
    let targets = LinkTargets {
        pages: &ids,
        outputs: &outputs,
        src_dir: &book.src_dir,
        generated,
        unread: &unread,
    };
    let mut problems = Vec::new();
    for (p, d) in pages {
        let mut found = d.problems.clone();
        // the page's text, for the caret under each bad link
        let text = match &p.source {
            Loaded::Read(src) => src.file_text(),
            Loaded::BadFront(bad) => bad.raw.as_str(),
            Loaded::Unreadable(_) => "",
        };
        links::check_page(
            &p.src_path,
            &p.file_label,
            text,
            &d.body.links,
            &targets,
            &mut found,
        );
        found.sort_by_key(|pr| pr.line);
        problems.extend(found);
    }
    let outside = book.config.output.outside_links;
    let internal = book.config.internal_links();
    let mut errors = Vec::new();
    let mut warnings = Vec::new();
    for p in problems {
        let level = match &*p.fault {
            Fault::Link(LinkFault::LeavesBook { .. }) => outside,
            Fault::Link(_) => internal,
            _ => LinkLevel::Error,
        };
        match level {
            LinkLevel::Error => errors.push(p),
            LinkLevel::Warn => warnings.push(p),
            LinkLevel::Ignore => {}
        }
    }
    (errors, warnings)
}
