//! `arbitre init`: the starter book (French text the new author reads first, kept as
//! files under `starter/`) and the refusal of a folder that already holds a book.
use std::path::Path;

pub const BOOK_TOML: &str = include_str!("starter/book.toml");
pub const SUMMARY: &str = include_str!("starter/SUMMARY.md");
pub const INDEX: &str = include_str!("starter/index.md");

pub fn already_a_book(dir: &Path) -> String {
    format!(
        "« {} » contient déjà un livre (book.toml ou content/) : rien n'a été écrit",
        dir.display()
    )
}
