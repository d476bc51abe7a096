//! The keys book.toml knows, section by section, with the kind of each value and the
//! keys mdBook reads that arbitre accepts and ignores.

use super::faults::Kind;

/// One section of book.toml: its keys and their kinds, then the keys mdBook knows there
/// and arbitre does not use (a warning, never an error).
pub(super) struct Section {
    pub(super) name: &'static str,
    pub(super) keys: &'static [(&'static str, Kind)],
    pub(super) mdbook: &'static [&'static str],
    /// Keys of mdBook that arbitre uses but reads elsewhere (`book::options`,
    /// `book::preprocess`): accepted here without a word.
    pub(super) elsewhere: &'static [&'static str],
}

pub(super) const TOP: Section = Section {
    name: "",
    keys: &[
        ("book", Kind::Table),
        ("build", Kind::Table),
        ("output", Kind::Table),
        ("arbitre", Kind::Table),
    ],
    mdbook: &[],
    elsewhere: &["preprocessor", "rust"],
};

/// `[arbitre]`: arbitre's own keys, beside mdBook's sections.
pub(super) const ARBITRE: Section = Section {
    name: "arbitre",
    keys: &[
        ("move-letters", Kind::Text),
        ("internal-links", Kind::Text),
        ("outside-links", Kind::Text),
    ],
    mdbook: &[],
    elsewhere: &[],
};

pub(super) const BOOK: Section = Section {
    name: "book",
    keys: &[
        ("title", Kind::Text),
        ("authors", Kind::Texts),
        ("description", Kind::Text),
        ("language", Kind::Text),
        ("src", Kind::Text),
    ],
    mdbook: &["multilingual", "text-direction"],
    elsewhere: &[],
};

pub(super) const BUILD: Section = Section {
    name: "build",
    keys: &[("build-dir", Kind::Text), ("create-missing", Kind::Bool)],
    mdbook: &["extra-watch-dirs"],
    elsewhere: &["use-default-preprocessors"],
};

pub(super) const OUTPUT: Section = Section {
    name: "output",
    keys: &[("html", Kind::Table), ("linkcheck", Kind::Table)],
    // any other renderer (`[output.linkcheck]`, `[output.pdf]`…) is mdBook's
    mdbook: &[],
    elsewhere: &[],
};

pub(super) const HTML: Section = Section {
    name: "output.html",
    keys: &[
        ("site-url", Kind::Text),
        ("additional-css", Kind::Texts),
        ("additional-js", Kind::Texts),
        ("edit-url-template", Kind::Text),
        ("smart-punctuation", Kind::Bool),
        ("input-404", Kind::Text),
        ("redirect", Kind::Table),
        ("cname", Kind::Text),
    ],
    // every other key of mdBook 0.5's `HtmlConfig` (crates/mdbook-core/src/config.rs),
    // and a few of 0.4 that 0.5 dropped (`curly-quotes`, `copy-fonts`, `google-analytics`)
    mdbook: &[
        "theme",
        "default-theme",
        "preferred-dark-theme",
        "curly-quotes",
        "copy-fonts",
        "no-section-label",
        "git-repository-url",
        "git-repository-icon",
        "live-reload-endpoint",
        "hash-files",
        "google-analytics",
        "sidebar-header-nav",
        "search",
        "print",
        "fold",
        "playpen",
        "definition-lists",
        "admonitions",
    ],
    elsewhere: &["mathjax-support", "playground", "code"],
};

/// The sections whose keys a misplaced key may belong to.
pub(super) const SECTIONS: [&Section; 3] = [&BOOK, &BUILD, &HTML];
