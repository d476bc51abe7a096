//! The page words in English, for books whose `language` is not French: the interface
//! of the pages ([`WORDS`]) and the page scripts' table ([`browser`]). The diagnostics
//! stay French (they are the author's, not the reader's).

pub mod browser;

use crate::lang::words::Words;

pub const WORDS: Words = Words {
    skip_to_content: "Skip to content",
    tools: "Tools",
    contents: "Contents",
    print: "Print",
    this_chapter: " this chapter",
    book_contents: "Table of contents",
    full_contents: "Full contents",
    close: "Close",
    draft: "Coming soon",
    edit_page: "Suggest an edit",
    neighbours: "Neighbouring pages",
    previous: "Previous",
    next: "Next",
    on_this_page: "On this page",
    // mdBook's own 404 page says these
    not_found_title: "Document not found (404)",
    not_found_id: "document-not-found-404",
    not_found_text: "This URL is invalid, sorry. Please use the navigation bar or search to continue.",
    back_home: "Back to the home page",
    or_choose: " or pick a chapter in the contents.",
    redirecting: "Redirecting…",
    redirecting_to: "This page has moved:",
    start_reading: "Start reading",
    empty_book: "This book has no page yet.",
    section_link: "Link to this section",
    print_contents: "Table of contents",
    back_to_guide: "← Back to the book",
    print_how: "Printable version: use your browser’s Print command (Ctrl+P).",
    whole_guide_print: "The whole book, to print",
    chapter_print_how: "Printable version of this chapter: use your browser’s Print command (Ctrl+P).",
    print_suffix: " — printable version",
};
