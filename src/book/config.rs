//! book.toml: the book's settings, in mdBook's spirit. The whole file is read at once and
//! every fault reported with its line and a caret: TOML syntax, unknown keys (with the
//! nearest known one), values of the wrong type. mdBook's own keys are accepted with a
//! warning that arbitre ignores them, so an existing mdBook book builds.

mod faults;
#[doc(hidden)]
pub mod keys;
mod mdbook;
#[doc(hidden)]
pub mod reader;

use std::path::Path;

use toml::de::DeTable;

use super::Problem;

pub use faults::{ConfigFault, Found, Kind, TomlSyntax};
use keys::{BOOK, BUILD, HTML, OUTPUT, TOP};
pub use mdbook::{LinkLevel, Redirect};
use reader::{Reader, Value, syntax_errors};

#[derive(Debug, Clone, Default)]
pub struct BookConfig {
    pub book: BookSection,
    pub build: BuildSection,
    pub output: OutputSection,
    pub arbitre: ArbitreSection,
}

/// `[arbitre]`: what only arbitre reads.
#[derive(Debug, Clone, Default)]
pub struct ArbitreSection {
    /// `move-letters`: the piece letters of the book's moves (`"en"` or `"fr"`); an
    /// example may choose its own with `letters:`.
    pub move_letters: crate::notation::Letters,
    /// `internal-links`: what a link inside the book that leads nowhere is, when
    /// written (else see [`BookConfig::internal_links`])
    pub internal_links: Option<LinkLevel>,
    /// `outside-links`: what a link that leaves the book is, when written (it wins
    /// over `[output.linkcheck]`)
    pub outside_links: Option<LinkLevel>,
}

#[derive(Debug, Clone)]
pub struct BookSection {
    pub title: String,
    pub authors: Vec<String>,
    pub description: Option<String>,
    /// `fr` or `en` unless written: see [`Loaded::load`]
    pub language: String,
    /// `language` was written in book.toml
    pub language_given: bool,
    pub src: String,
    /// `src` was written in book.toml (else mdBook's default, `src`)
    pub src_given: bool,
}

impl Default for BookSection {
    fn default() -> Self {
        BookSection {
            title: crate::lang::fr::site::UNTITLED_BOOK.to_string(),
            authors: Vec::new(),
            description: None,
            language: "fr".to_string(),
            language_given: false,
            // mdBook's default (arbitre's own books say `src = "content"`)
            src: "src".to_string(),
            src_given: false,
        }
    }
}

#[derive(Debug, Clone)]
pub struct BuildSection {
    pub build_dir: String,
    /// a SUMMARY.md entry whose file is absent is created (mdBook's default)
    pub create_missing: bool,
}

impl Default for BuildSection {
    fn default() -> Self {
        BuildSection {
            build_dir: "book".to_string(),
            create_missing: true,
        }
    }
}

#[derive(Debug, Clone, Default)]
pub struct OutputSection {
    pub html: HtmlSection,
    /// what a link that leaves the book is (mdbook-linkcheck's keys or `[arbitre]
    /// outside-links`, see mdbook.rs)
    pub outside_links: mdbook::LinkLevel,
    /// the book has an `[output.linkcheck]` table, not `optional`: its authors want
    /// dead links refused (mdbook-linkcheck refuses them)
    pub linkcheck: bool,
}

#[derive(Debug, Clone)]
pub struct HtmlSection {
    /// Absolute address of the published site, used by sitemap.xml and the 404 page.
    pub site_url: Option<String>,
    /// Extra stylesheets, paths relative to the book root (copied into the site).
    pub additional_css: Vec<String>,
    pub additional_js: Vec<String>,
    /// `{path}` is replaced by the page's path relative to the book root.
    pub edit_url_template: Option<String>,
    /// Typographic apostrophes and quotes (« » for straight double quotes).
    pub smart_punctuation: bool,
    /// The page made into 404.html (mdBook: `404.md`; empty: no 404 page made from a file).
    pub input_404: Option<String>,
    /// Old address → new one, each written as a redirect page (in file order).
    pub redirect: Vec<Redirect>,
    /// The site's domain, written into a `CNAME` file (GitHub Pages), as mdBook does.
    pub cname: Option<String>,
}

impl Default for HtmlSection {
    fn default() -> Self {
        HtmlSection {
            site_url: None,
            additional_css: Vec::new(),
            additional_js: Vec::new(),
            edit_url_template: None,
            smart_punctuation: true,
            input_404: None,
            redirect: Vec::new(),
            cname: None,
        }
    }
}

/// book.toml read in full: the settings (defaults where a value was wrong) and every
/// fault and warning, in file order.
#[derive(Debug, Default)]
pub struct Loaded {
    pub config: BookConfig,
    pub errors: Vec<Problem>,
    pub warnings: Vec<Problem>,
}

const FILE: &str = "book.toml";

/// A fault at a byte span of book.toml, with the caret under it.
fn at_span(text: &str, span: std::ops::Range<usize>, fault: &ConfigFault) -> Problem {
    let start = span.start.min(text.len());
    let line = line_of(text, start);
    let line_start = text[..start].rfind('\n').map_or(0, |i| i + 1);
    let line_end = text[start..].find('\n').map_or(text.len(), |i| start + i);
    let src = text[line_start..line_end].trim_end_matches('\r');
    let end = span.end.clamp(start, line_start + src.len());
    let mut p = said(line, fault);
    p.col = text[line_start..start].chars().count() + 1;
    p.width = text[start..end].chars().count().max(1);
    p.source = Some(src.to_string());
    p
}

/// The fault at `line` (its hint, when it has one, follows from the fault: the edge
/// says both).
fn said(line: usize, fault: &ConfigFault) -> Problem {
    Problem::new(FILE, line, fault.clone())
}

impl Loaded {
    /// Reads book.toml's text: every fault at once.
    pub fn read(text: &str) -> Loaded {
        let (doc, syntax) = DeTable::parse_recoverable(text);
        let mut r = Reader {
            text,
            out: Loaded::default(),
            syntax: syntax_errors(text, &syntax),
        };
        let mut config = BookConfig::default();
        for (key, value, table) in r.section(&TOP, doc.get_ref()) {
            let Some(table) = table else { continue };
            let _ = value;
            match key {
                "book" => {
                    for (k, v, _) in r.section(&BOOK, table) {
                        let b = &mut config.book;
                        match (k, v) {
                            ("title", Some(Value::Text(t))) => b.title = t,
                            ("authors", Some(Value::Texts(t))) => b.authors = t,
                            ("description", Some(Value::Text(t))) => b.description = Some(t),
                            ("language", Some(Value::Text(t))) => {
                                b.language = t;
                                b.language_given = true;
                            }
                            ("src", Some(Value::Text(t))) => {
                                b.src = t;
                                b.src_given = true;
                            }
                            _ => {}
                        }
                    }
                }
                "build" => {
                    for (k, v, _) in r.section(&BUILD, table) {
                        match (k, v) {
                            ("build-dir", Some(Value::Text(t))) => config.build.build_dir = t,
                            ("create-missing", Some(Value::Bool(b))) => {
                                config.build.create_missing = b
                            }
                            _ => {}
                        }
                    }
                }
                "output" => {
                    for (k, _, t) in r.section(&OUTPUT, table) {
                        let Some(t) = t else { continue };
                        if k == "linkcheck" {
                            (config.output.outside_links, config.output.linkcheck) = r.linkcheck(t);
                            continue;
                        }
                        let h = &mut config.output.html;
                        for (k, v, t) in r.section(&HTML, t) {
                            match (k, v) {
                                ("input-404", Some(Value::Text(t))) => h.input_404 = Some(t),
                                ("redirect", _) => h.redirect = r.redirects(t),
                                ("site-url", Some(Value::Text(t))) => h.site_url = Some(t),
                                ("cname", Some(Value::Text(t))) => h.cname = Some(t),
                                ("additional-css", Some(Value::Texts(t))) => h.additional_css = t,
                                ("additional-js", Some(Value::Texts(t))) => h.additional_js = t,
                                ("edit-url-template", Some(Value::Text(t))) => {
                                    h.edit_url_template = Some(t)
                                }
                                ("smart-punctuation", Some(Value::Bool(b))) => {
                                    h.smart_punctuation = b
                                }
                                _ => {}
                            }
                        }
                    }
                }
                "arbitre" => config.arbitre = r.arbitre(table),
                _ => {}
            }
        }
        for e in std::mem::take(&mut r.syntax) {
            r.out.errors.push(at_span(text, e.span, &e.fault));
        }
        if config.book.src.trim().is_empty() || Path::new(&config.book.src).is_absolute() {
            let line = find_key_line(text, "src");
            r.out
                .errors
                .push(said(line, &ConfigFault::SrcNotRelative).at(text, "src"));
        }
        if config.build.build_dir.trim().is_empty() {
            let line = find_key_line(text, "build-dir");
            r.out
                .errors
                .push(said(line, &ConfigFault::BuildDirEmpty).at(text, "build-dir"));
        }
        for (key, value, scheme) in super::urls::foreign_addresses(&config.output.html) {
            let fault = ConfigFault::ForeignScheme { key, scheme };
            let line = find_key_line(text, key);
            r.out.errors.push(said(line, &fault).at(text, value));
        }
        if let Some(level) = config.arbitre.outside_links {
            config.output.outside_links = level;
        }
        r.out.config = config;
        mdbook::check_language(text, &mut r.out);
        r.out.errors.sort_by_key(|p| (p.line, p.col));
        r.out.warnings.sort_by_key(|p| (p.line, p.col));
        r.out
    }

    /// Reads `book.toml` at the book root. A missing file is a problem at line 1.
    /// The defaults that depend on the folder are settled here: `src` (mdBook's `src/`,
    /// or arbitre's former `content/`), then `language` (`fr` for a book in `content/`,
    /// mdBook's `en` otherwise).
    pub fn load(book_root: &Path) -> Loaded {
        match crate::files::read_to_string(&book_root.join(FILE)) {
            Ok(text) => {
                let mut loaded = Loaded::read(&text);
                mdbook::settle_src(book_root, &mut loaded);
                mdbook::settle_language(&mut loaded);
                loaded
            }
            Err(e) => Loaded {
                errors: vec![said(1, &ConfigFault::Unreadable(e.kind()))],
                ..Loaded::default()
            },
        }
    }
}

/// Line lookup for many offsets in one text (a binary search, not a scan per call).
pub struct LineIndex {
    newlines: Vec<usize>,
}

impl LineIndex {
    pub fn new(text: &str) -> LineIndex {
        LineIndex {
            newlines: text
                .bytes()
                .enumerate()
                .filter(|(_, b)| *b == b'\n')
                .map(|(i, _)| i)
                .collect(),
        }
    }

    /// 1-based line of a byte offset.
    pub fn line(&self, offset: usize) -> usize {
        self.newlines.partition_point(|&nl| nl < offset) + 1
    }
}

/// 1-based line of a byte offset.
pub fn line_of(text: &str, offset: usize) -> usize {
    let end = offset.min(text.len());
    text.as_bytes()[..end]
        .iter()
        .filter(|&&b| b == b'\n')
        .count()
        + 1
}

impl BookConfig {
    /// Reads `book.toml` at the book root: the settings, or the first fault (see
    /// [`Loaded::load`] for all of them).
    pub fn load(book_root: &Path) -> Result<BookConfig, Problem> {
        Self::first_fault(Loaded::load(book_root))
    }

    pub fn parse(text: &str) -> Result<BookConfig, Problem> {
        Self::first_fault(Loaded::read(text))
    }

    /// What a link inside the book that leads nowhere (a page, a file or an anchor not
    /// found) is: `[arbitre] internal-links` when written; else an error for a book in
    /// arbitre's layout (`content/`) or one with `[output.linkcheck]` (whose checker
    /// refuses dead links), and a warning for a book laid out as mdBook's, which
    /// `mdbook build` accepts with its dead links (mdBook checks none). (mdBook 0.5
    /// refuses an `[arbitre]` table: a book that must stay mdBook's asks for errors
    /// with `[output.linkcheck]`.)
    pub fn internal_links(&self) -> LinkLevel {
        self.arbitre.internal_links.unwrap_or(
            if mdbook::arbitre_layout(&self.book) || self.output.linkcheck {
                LinkLevel::Error
            } else {
                LinkLevel::Warn
            },
        )
    }

    fn first_fault(l: Loaded) -> Result<BookConfig, Problem> {
        match l.errors.into_iter().next() {
            Some(p) => Err(p),
            None => Ok(l.config),
        }
    }
}

fn find_key_line(text: &str, key: &str) -> usize {
    text.lines()
        .position(|l| {
            let l = l.trim_start();
            l.starts_with(key) && l[key.len()..].trim_start().starts_with('=')
        })
        .map_or(1, |i| i + 1)
}
