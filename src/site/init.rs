//! `arbitre init DIR`: a new book with one page and one example. Only what the author
//! edits is written: the default templates and static files stay built in (a copy would
//! freeze the book at this version; `templates/` and `static/` override them when the
//! author creates them, see docs/ARCHITECTURE.md).
use std::path::{Path, PathBuf};

use super::SiteError;
use crate::lang::fr::init::{BOOK_TOML, INDEX, SUMMARY};

/// Creates the book; refuses a folder that already holds a book.toml or a content/.
/// Returns the files written, relative to `dir`.
pub fn init(dir: &Path) -> Result<Vec<PathBuf>, SiteError> {
    if dir.join("book.toml").exists() || dir.join("content").exists() {
        return Err(SiteError::AlreadyABook(dir.to_path_buf()));
    }
    let files: Vec<(PathBuf, &str)> = vec![
        (PathBuf::from("book.toml"), BOOK_TOML),
        (PathBuf::from("content/SUMMARY.md"), SUMMARY),
        (PathBuf::from("content/index.md"), INDEX),
        (PathBuf::from(".gitignore"), "/book/\n"),
    ];
    let mut written = Vec::new();
    for (rel, text) in files {
        let path = dir.join(&rel);
        if path.exists() {
            continue; // never overwrite (an existing .gitignore, say)
        }
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent).map_err(|e| SiteError::io(parent, &e))?;
        }
        std::fs::write(&path, text).map_err(|e| SiteError::io(&path, &e))?;
        written.push(rel);
    }
    Ok(written)
}
