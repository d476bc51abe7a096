//! The addresses mdBook makes besides the pages: the 404 page from the book's own
//! `404.md` (`input-404`), and one page per `[output.html.redirect]` entry.
use std::collections::BTreeMap;
use std::path::PathBuf;

use pulldown_cmark::{Event, HeadingLevel, Parser, Tag, TagEnd};

use super::emit::Emit;
use super::site_files::SiteFiles;
use crate::book::block::markdown_options;
use crate::book::config::Redirect;
use crate::site::blocks::escape_html;
use crate::site::faults::{BuildFault, Maker};
use crate::site::{Problem, SiteError};

/// The 404 page: the book's `404.md` (or the file `input-404` names) in the site's
/// layout when it exists, else arbitre's own page; none for `input-404 = ""`
/// (mdBook's rule).
pub fn not_found(e: &Emit, site: &mut SiteFiles) -> Result<(), SiteError> {
    let input = e.book.config.output.html.input_404.as_deref();
    if input == Some("") {
        return Ok(());
    }
    let file = e.book.src_dir.join(input.unwrap_or("404.md"));
    let made = match std::fs::read_to_string(&file) {
        Ok(text) => {
            let (title, body) = markdown_page(&text, e);
            e.layout.not_found_from(&title, &body)
        }
        // no such file: arbitre's own page (a file named but absent is said as mdBook
        // does not: an error at its key)
        Err(err) if err.kind() == std::io::ErrorKind::NotFound && input.is_none() => {
            e.layout.not_found()
        }
        Err(err) => {
            let fault = BuildFault::Unreadable((&err).into());
            let label = crate::book::walk::join_label(&e.book.src_name, input.unwrap_or("404.md"));
            Err(Problem::new(label, 1, fault))
        }
    };
    match made {
        Ok(html) => site.add(
            PathBuf::from("404.html"),
            html.into_bytes(),
            &Maker::NotFound,
        ),
        Err(p) => site.problems.push(p),
    }
    Ok(())
}

/// A page's Markdown as HTML, with the text of its first `# ` heading (the title).
fn markdown_page(text: &str, e: &Emit) -> (String, String) {
    let smart = e.book.config.output.html.smart_punctuation;
    let mut title = String::new();
    let mut in_h1 = None;
    let events: Vec<Event> = Parser::new_ext(text, markdown_options(smart))
        .inspect(|ev| match ev {
            Event::Start(Tag::Heading {
                level: HeadingLevel::H1,
                ..
            }) if title.is_empty() => in_h1 = Some(()),
            Event::End(TagEnd::Heading(HeadingLevel::H1)) => in_h1 = None,
            Event::Text(t) | Event::Code(t) if in_h1.is_some() => title.push_str(t),
            _ => {}
        })
        .collect();
    let events = with_heading_ids(events);
    let mut html = String::new();
    pulldown_cmark::html::push_html(&mut html, events.into_iter());
    let typography = e.book.config.book.language == "fr";
    let html = crate::site::postprocess::post_process(&html, typography).unwrap_or(html);
    (title.trim().to_string(), html)
}

/// Headings without their own `{#id}` take mdBook's id, as on the other pages.
fn with_heading_ids(mut events: Vec<Event<'_>>) -> Vec<Event<'_>> {
    let mut used = crate::site::ids::UniqueIds::new();
    for i in 0..events.len() {
        let Event::Start(Tag::Heading { id, .. }) = &events[i] else {
            continue;
        };
        if let Some(own) = id {
            used.reserve(own);
            continue;
        }
        let text: String = events[i + 1..]
            .iter()
            .take_while(|e| !matches!(e, Event::End(TagEnd::Heading(_))))
            .filter_map(|e| match e {
                Event::Text(t) | Event::Code(t) => Some(t.as_ref()),
                _ => None,
            })
            .collect();
        let new = used.take(&crate::site::ids::slugify(&text));
        if let Event::Start(Tag::Heading { id, .. }) = &mut events[i] {
            *id = Some(new.into());
        }
    }
    events
}

/// The generated script of fragment redirects, from the site's root.
pub const REDIRECTS_JS: &str = "static/redirects.js";

/// The redirects of one old path: its own entry (the default address) and those of
/// its anchors (`#old` → address), as mdBook combines them.
#[derive(Default)]
struct OldPath<'a> {
    whole: Option<&'a Redirect>,
    anchors: BTreeMap<String, String>,
    /// the first entry's line in book.toml
    line: usize,
}

/// One page per redirected old path: a meta refresh, a canonical link and a plain link
/// (mdBook's redirect page), and `static/redirects.js` for the anchors: an old path's
/// `#fragment` entries and, on a redirect page, the fragment the reader came with. A
/// redirect over a page of the book is an error at its line, as in mdBook; its anchors
/// are followed on that page.
pub fn redirects(e: &Emit, site: &mut SiteFiles) -> Result<(), SiteError> {
    let list = &e.book.config.output.html.redirect;
    if list.is_empty() {
        return Ok(());
    }
    let mut old: BTreeMap<String, OldPath> = BTreeMap::new();
    for r in list {
        let (path, anchor) = match r.from.rsplit_once('#') {
            Some((p, a)) => (p, Some(a)),
            None => (r.from.as_str(), None),
        };
        // `/a.html` and `./a.html` both name a.html of the site, as in mdBook
        let path: Vec<&str> = path
            .split('/')
            .filter(|s| !s.is_empty() && *s != ".")
            .collect();
        let o = old.entry(path.join("/")).or_insert_with(|| OldPath {
            line: r.line,
            ..OldPath::default()
        });
        match anchor {
            Some(a) => {
                o.anchors.insert(format!("#{a}"), r.to.clone());
            }
            None => o.whole = Some(r),
        }
    }
    let lang = e.book.config.book.language.as_str();
    let mut maps: BTreeMap<String, BTreeMap<String, String>> = BTreeMap::new();
    for (path, o) in old {
        let is_page = e.book.pages.iter().any(|p| p.out_path == path);
        match o.whole {
            Some(r) if is_page => {
                let fault = BuildFault::RedirectOverPage {
                    from: r.from.clone(),
                };
                site.problems.push(Problem::new("book.toml", r.line, fault));
            }
            Some(r) => site.add(
                PathBuf::from(&path),
                redirect_page(r, lang, &path).into_bytes(),
                &Maker::Redirect(r.from.clone()),
            ),
            None if is_page => {}
            None => {
                let fault = BuildFault::RedirectFragmentsOnly { from: path.clone() };
                site.problems.push(Problem::new("book.toml", o.line, fault));
            }
        }
        if !o.anchors.is_empty() {
            maps.insert(path, o.anchors);
        }
    }
    let maps = serde_json::to_string(&maps).unwrap_or_else(|_| "{}".into());
    let script = include_str!("../../../static/redirects.js").replace("MAPS", &maps);
    site.add(
        PathBuf::from(REDIRECTS_JS),
        script.into_bytes(),
        &Maker::Generated,
    );
    Ok(())
}

/// mdBook's redirect page, its script a file (pages run no inline script).
fn redirect_page(r: &Redirect, lang: &str, path: &str) -> String {
    let url = escape_html(&r.to);
    let words = crate::lang::words(lang);
    let root = "../".repeat(path.matches('/').count());
    format!(
        "<!DOCTYPE html>\n<html lang=\"{}\">\n<head>\n<meta charset=\"utf-8\">\n<title>{}</title>\n<meta http-equiv=\"refresh\" content=\"0; URL={url}\">\n<link rel=\"canonical\" href=\"{url}\">\n</head>\n<body>\n<p>{} <a href=\"{url}\">{url}</a>.</p>\n<script src=\"{root}{REDIRECTS_JS}\" data-to=\"{url}\"></script>\n</body>\n</html>\n",
        escape_html(lang),
        words.redirecting,
        words.redirecting_to,
    )
}

/// `[output.html] cname`: the `CNAME` file GitHub Pages reads, as mdBook writes it.
pub fn cname(e: &Emit, site: &mut SiteFiles) -> Result<(), SiteError> {
    if let Some(name) = &e.book.config.output.html.cname {
        site.add(
            PathBuf::from("CNAME"),
            format!("{name}\n").into_bytes(),
            &Maker::Generated,
        );
    }
    Ok(())
}
