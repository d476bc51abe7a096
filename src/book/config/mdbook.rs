//! The mdBook keys arbitre reads beyond its own: the redirects of `[output.html]`, the
//! link policy of mdbook-linkcheck's `[output.linkcheck]`, and mdBook's `src` default.

use std::path::Path;

use toml::de::{DeTable, DeValue};

use super::faults::{ConfigFault, Kind};
use super::reader::{Reader, found};
use super::{Loaded, at_span};

/// What a link problem is: a relative link that climbs out of the source folder
/// (`../std/index.html`), or a link inside the book that leads nowhere.
/// mdBook itself never checks links; mdbook-linkcheck refuses the first unless
/// `traverse-parent-directories = true`, and its `warning-policy` says what a warning
/// is. arbitre reads the same two keys, and its own `[arbitre] internal-links` and
/// `outside-links` (mdBook 0.5 refuses unknown keys in `[output.html]`, so an arbitre
/// key there would break the book for mdBook).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum LinkLevel {
    /// a warning (the default for links that leave the book)
    #[default]
    Warn,
    /// an error (`warning-policy = "error"`, `"error"` under `[arbitre]`)
    Error,
    /// said nowhere (`warning-policy = "ignore"`, or `traverse-parent-directories = true`)
    Ignore,
}

/// The values of `[arbitre] internal-links` and `outside-links`.
const LEVELS: [&str; 2] = ["error", "warn"];

impl Reader<'_> {
    /// `[arbitre]`: `move-letters`, one of the letter sets' ids; `internal-links` and
    /// `outside-links`, `"error"` or `"warn"`.
    pub(super) fn arbitre(&mut self, table: &DeTable) -> super::ArbitreSection {
        // unknown keys and values of the wrong kind, said as in every section
        let _ = self.section(&super::keys::ARBITRE, table);
        let mut out = super::ArbitreSection::default();
        for (key, value) in table.iter() {
            let DeValue::String(s) = value.get_ref() else {
                continue;
            };
            let name: &str = key.get_ref();
            let allowed: &'static [&'static str] = match name {
                "move-letters" => match crate::notation::Letters::from_id(s) {
                    Some(l) => {
                        out.move_letters = l;
                        continue;
                    }
                    None => &crate::notation::Letters::IDS,
                },
                "internal-links" | "outside-links" => {
                    let level = match s.as_ref() {
                        "error" => LinkLevel::Error,
                        "warn" => LinkLevel::Warn,
                        _ => {
                            self.bad_choice(name, s, value.span(), &LEVELS);
                            continue;
                        }
                    };
                    match name {
                        "internal-links" => out.internal_links = Some(level),
                        _ => out.outside_links = Some(level),
                    }
                    continue;
                }
                _ => continue,
            };
            self.bad_choice(name, s, value.span(), allowed);
        }
        out
    }

    /// « `arbitre.NAME` cannot be `value` », at the value.
    fn bad_choice(
        &mut self,
        name: &str,
        value: &str,
        span: std::ops::Range<usize>,
        allowed: &'static [&'static str],
    ) {
        let fault = ConfigFault::BadChoice {
            key: format!("arbitre.{name}"),
            value: value.to_string(),
            allowed,
        };
        self.out.errors.push(at_span(self.text, span, &fault));
    }

    /// `[output.linkcheck]`: the two keys read, every other key a warning; with
    /// whether the table asks for the check (`optional = true` does not: mdBook builds
    /// the book without its checker when it is not installed).
    pub(super) fn linkcheck(&mut self, table: &DeTable) -> (LinkLevel, bool) {
        let mut policy = LinkLevel::Warn;
        let mut traverse = false;
        let mut optional = false;
        for (key, value) in table.iter() {
            let name: &str = key.get_ref();
            let full = format!("output.linkcheck.{name}");
            match (name, value.get_ref()) {
                ("traverse-parent-directories", DeValue::Boolean(b)) => traverse = *b,
                ("optional", DeValue::Boolean(b)) => optional = *b,
                ("warning-policy", DeValue::String(s)) => match s.as_ref() {
                    "warn" => policy = LinkLevel::Warn,
                    "error" => policy = LinkLevel::Error,
                    "ignore" => policy = LinkLevel::Ignore,
                    other => {
                        let fault = ConfigFault::BadChoice {
                            key: full,
                            value: other.to_string(),
                            allowed: &["warn", "error", "ignore"],
                        };
                        self.out
                            .errors
                            .push(at_span(self.text, value.span(), &fault));
                    }
                },
                ("traverse-parent-directories" | "warning-policy", v) => {
                    let expected = if name == "warning-policy" {
                        Kind::Text
                    } else {
                        Kind::Bool
                    };
                    let fault = ConfigFault::WrongKind {
                        key: full,
                        expected,
                        found: found(v),
                    };
                    self.out
                        .errors
                        .push(at_span(self.text, value.span(), &fault));
                }
                _ => {
                    let fault = ConfigFault::MdbookKey { key: full };
                    self.out
                        .warnings
                        .push(at_span(self.text, key.span(), &fault));
                }
            }
        }
        let level = if traverse { LinkLevel::Ignore } else { policy };
        (level, !optional)
    }

    /// `[output.html.redirect]`: old path → new address, each a text. An old path
    /// that climbs (`..`) is an error. One with a `#fragment` sends that anchor of the
    /// old path elsewhere (mdBook's fragment map, kept by the site's `redirects.js`).
    pub(super) fn redirects(&mut self, table: Option<&DeTable>) -> Vec<Redirect> {
        let mut out = Vec::new();
        for (key, value) in table.into_iter().flat_map(|t| t.iter()) {
            let from = key.get_ref().to_string();
            let line = super::line_of(self.text, key.span().start);
            let bad = |f: ConfigFault| at_span(self.text, key.span(), &f);
            if from.split(['/', '\\']).any(|s| s == "..") || from.trim_matches('/').is_empty() {
                let p = bad(ConfigFault::RedirectOutside { from });
                self.out.errors.push(p);
                continue;
            }
            match value.get_ref() {
                DeValue::String(s) => out.push(Redirect {
                    from,
                    to: s.to_string(),
                    line,
                }),
                v => {
                    let fault = ConfigFault::WrongKind {
                        key: format!("output.html.redirect.\"{}\"", key.get_ref()),
                        expected: Kind::Text,
                        found: found(v),
                    };
                    self.out
                        .errors
                        .push(at_span(self.text, value.span(), &fault));
                }
            }
        }
        out
    }
}

/// One entry of `[output.html.redirect]`: the old path (from the site's root, a
/// leading `/` allowed), the new address, and the entry's line in book.toml.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Redirect {
    pub from: String,
    pub to: String,
    pub line: usize,
}

/// mdBook's `src` default, with arbitre's former one kept for books written before it:
/// no `src` key, no `src/` folder but a `content/` one → `content` (a book mdBook could
/// not build anyway, so nothing mdBook reads changes).
pub(super) fn settle_src(root: &Path, loaded: &mut Loaded) {
    let book = &mut loaded.config.book;
    if !book.src_given && !root.join("src").is_dir() && root.join("content").is_dir() {
        book.src = "content".to_string();
    }
}

/// The `language` of a book.toml without one. arbitre's own layout (the pages in
/// `content/`, as `init` writes it) keeps arbitre's `fr`: the guides it is made for are
/// French, and books written for it before mdBook's defaults relied on it. Any other
/// book (mdBook's `src/`, or a folder of its own) takes mdBook's `en`, so an English
/// mdBook book gets the interface and 404 page mdBook gives it (issue #30).
pub(super) fn settle_language(loaded: &mut Loaded) {
    let book = &mut loaded.config.book;
    if book.language_given {
        return;
    }
    book.language = if arbitre_layout(book) { "fr" } else { "en" }.to_string();
}

/// Are the book's pages in `content/`, arbitre's own layout (as `init` writes it)?
/// Else the book is laid out as mdBook's (`src/`, or a folder of its own). This picks
/// the defaults that differ: `language`, and what a dead link inside the book is.
pub(super) fn arbitre_layout(book: &super::BookSection) -> bool {
    let mut folder = Path::new(&book.src)
        .components()
        .filter(|c| matches!(c, std::path::Component::Normal(_)));
    folder.next().is_some_and(|c| c.as_os_str() == "content") && folder.next().is_none()
}

/// A `language` with no interface words (neither French nor English): the pages take
/// the English interface and no French typography; a warning at the key says so.
pub(super) fn check_language(text: &str, loaded: &mut Loaded) {
    let language = &loaded.config.book.language;
    if crate::lang::Interface::of(language).1 {
        return;
    }
    let fault = ConfigFault::LanguageWithoutWords {
        language: language.clone(),
    };
    let line = super::find_key_line(text, "language");
    loaded
        .warnings
        .push(super::said(line, &fault).at(text, "language"));
}
