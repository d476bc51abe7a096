//! `arbitre init`: the starter book, French text the new author reads first, kept as
//! files under `starter/`.

pub const BOOK_TOML: &str = include_str!("starter/book.toml");
pub const SUMMARY: &str = include_str!("starter/SUMMARY.md");
pub const INDEX: &str = include_str!("starter/index.md");
