//! `arbitre init`: the refusal of a folder that already holds a book (the starter
//! book itself is page words: [`crate::lang::fr::init`]).
use std::path::Path;

pub fn already_a_book(dir: &Path) -> String {
    format!(
        "« {} » contient déjà un livre (book.toml ou content/) : rien n'a été écrit",
        dir.display()
    )
}
