//! The library's own tests, one file per module of src/ (`book_urls` tests
//! `arbitre::book::urls`): they were `#[cfg(test)]` modules inside src/, which made
//! `cargo test` compile the library a second time (docs/MEASURES.md, « Mise en route »).

mod authoring_bless;
mod authoring_coverage;
mod authoring_spans;
mod book_block;
mod book_config;
mod book_directives;
mod book_excerpt;
mod book_frontmatter;
mod book_lint;
mod book_options;
mod book_preprocess;
mod book_summary;
mod book_typography;
mod book_urls;
mod book_walk;
mod example_because;
mod example_claims;
mod example_facts;
mod example_load;
mod example_schema;
mod example_yaml;
mod files;
mod fr_authoring;
mod fr_book;
mod fr_cli;
mod fr_drawing;
mod fr_example;
mod fr_io;
mod lang_en_browser;
mod lang_fr_browser;
mod lang_fr_coverage;
mod lang_fr_seats;
mod mdbook;
mod report;
mod suggest;
