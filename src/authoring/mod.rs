//! Tools for the guide's authors, beside the site: `check --bless` rewrites false
//! claims to what the engine found, `coverage` tells what the examples exercise, and
//! `mdbook` checks and draws the examples of any mdBook book.
pub mod bless;
pub mod collect;
pub mod coverage;
pub mod mdbook;
pub mod spans;
