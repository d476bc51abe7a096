//! The interface words of a site's pages, per interface language: what the default
//! templates (`t.…` in base.html, page.html, 404.html) and the pages arbitre writes
//! without a source say. French for `language = "fr"` (the default), English for any
//! other language; only French books get French typography.

use serde::Serialize;

/// One language's interface words.
#[derive(Debug, Serialize)]
pub struct Words {
    pub skip_to_content: &'static str,
    pub tools: &'static str,
    pub contents: &'static str,
    pub print: &'static str,
    /// after `print` in the chapter's print link, shown on wide screens
    pub this_chapter: &'static str,
    pub book_contents: &'static str,
    pub full_contents: &'static str,
    pub close: &'static str,
    pub draft: &'static str,
    pub edit_page: &'static str,
    pub neighbours: &'static str,
    pub previous: &'static str,
    pub next: &'static str,
    pub on_this_page: &'static str,
    pub not_found_title: &'static str,
    /// the id of the 404 page's title, mdBook's id of `not_found_title` (a test beside
    /// the site's `slugify` checks it)
    pub not_found_id: &'static str,
    pub not_found_text: &'static str,
    pub back_home: &'static str,
    /// after `back_home`
    pub or_choose: &'static str,
    pub redirecting: &'static str,
    pub redirecting_to: &'static str,
    pub start_reading: &'static str,
    pub empty_book: &'static str,
    pub section_link: &'static str,
    pub print_contents: &'static str,
    pub back_to_guide: &'static str,
    pub print_how: &'static str,
    pub whole_guide_print: &'static str,
    pub chapter_print_how: &'static str,
    /// `{title} — version à imprimer`: the part after the title
    pub print_suffix: &'static str,
}

/// The interface language a book's `language` gives.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Interface {
    French,
    English,
}

impl Interface {
    /// `fr` (and `fr-…`) → French; `en` (and `en-…`) → English; any other → English,
    /// and false: a language without interface words (the build warns).
    pub fn of(language: &str) -> (Interface, bool) {
        let primary = language
            .split(['-', '_'])
            .next()
            .unwrap_or("")
            .to_ascii_lowercase();
        match primary.as_str() {
            "fr" => (Interface::French, true),
            "en" => (Interface::English, true),
            _ => (Interface::English, false),
        }
    }

    pub fn words(self) -> &'static Words {
        match self {
            Interface::French => &super::fr::words::WORDS,
            Interface::English => &super::en::WORDS,
        }
    }

    /// French typography (thin spaces before `; ! ?`, « » quotes) on French books only.
    pub fn french_typography(self) -> bool {
        self == Interface::French
    }
}

/// The words of a book's `language`.
pub fn words(language: &str) -> &'static Words {
    Interface::of(language).0.words()
}
