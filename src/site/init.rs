//! `arbitre init DIR`: a new book with one page, one example and the default templates.
use std::path::{Path, PathBuf};

use super::SiteError;
use super::templates::{DEFAULT_STATIC, DEFAULT_TEMPLATES};

const BOOK_TOML: &str = "[book]\ntitle = \"Mon guide\"\nauthors = []\nlanguage = \"fr\"\nsrc = \"content\"\n\n[build]\nbuild-dir = \"book\"\n";

const SUMMARY: &str = "# Sommaire\n\n[Accueil](index.md)\n";

const INDEX: &str = "---\ntitle: Accueil\ngame: chess\n---\n# Bienvenue\n\nCe guide est écrit en Markdown. Chaque exemple de position est vérifié\npar le moteur de règles au moment de la construction : un exemple faux\narrête la construction, avec le fichier et la ligne.\n\n```position\nsetup: start\nmoves: [e4, e5, Nf3]\ncaption: \"Les Blancs développent le cavalier.\"\nexpect:\n  next: black\n  legal: [Nc6]\n```\n\nConstruisez le site avec `arbitre build`, ou relisez-le en direct avec\n`arbitre serve`.\n";

fn io(path: &Path, e: &std::io::Error) -> SiteError {
    SiteError::Io(format!(
        "{} : {}",
        path.display(),
        crate::fr::io::io_error(e)
    ))
}

/// Creates the book; refuses a folder that already holds a book.toml or a content/.
/// Returns the files written, relative to `dir`.
pub fn init(dir: &Path) -> Result<Vec<PathBuf>, SiteError> {
    if dir.join("book.toml").exists() || dir.join("content").exists() {
        return Err(SiteError::Refused(format!(
            "« {} » contient déjà un livre (book.toml ou content/) : rien n'a été écrit",
            dir.display()
        )));
    }
    let mut files: Vec<(PathBuf, &str)> = vec![
        (PathBuf::from("book.toml"), BOOK_TOML),
        (PathBuf::from("content/SUMMARY.md"), SUMMARY),
        (PathBuf::from("content/index.md"), INDEX),
        (PathBuf::from(".gitignore"), "/book/\n"),
    ];
    for (name, text) in DEFAULT_TEMPLATES {
        files.push((Path::new("templates").join(name), text));
    }
    for (name, text) in DEFAULT_STATIC {
        files.push((Path::new("static").join(name), text));
    }
    let mut written = Vec::new();
    for (rel, text) in files {
        let path = dir.join(&rel);
        if path.exists() {
            continue; // never overwrite (an existing .gitignore, say)
        }
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent).map_err(|e| io(parent, &e))?;
        }
        std::fs::write(&path, text).map_err(|e| io(&path, &e))?;
        written.push(rel);
    }
    Ok(written)
}
