//! The book's position examples, read from the [`Book`]: every `position` block of its
//! pages and handouts, with its page and line, as `check` would hand it to the checker.

use crate::book::{Block as Fenced, Book, Loaded, Source};
use crate::site::{self, Report, SiteError};
use std::path::{Path, PathBuf};

/// One fenced `position` block of the book.
#[derive(Clone, Debug)]
pub struct Block {
    /// The book's root (canonical).
    pub root: PathBuf,
    /// The page, relative to the root (`content/echecs/roque.md`).
    pub file: PathBuf,
    /// 1-based line in the page of the block's first content line.
    pub line: usize,
    pub info: String,
    pub body: String,
    pub page_game: Option<String>,
    /// The book's piece letters (`[arbitre] move-letters`).
    pub letters: crate::notation::Letters,
    /// Marked `ignore`: drawn, never checked, so never blessed or counted.
    pub ignored: bool,
}

/// Every position block of the book in page order, with what loading the book found
/// (book.toml, the folders, SUMMARY.md). Pages that cannot be read, or whose front
/// matter is broken, have no blocks to give.
pub fn blocks(book: &Path) -> Result<(Vec<Block>, Report), SiteError> {
    let root = site::book_root(book)?;
    let (book, report) = Book::load(&root, None);
    let Some(book) = book else {
        return Ok((Vec::new(), report));
    };
    let pages = book.pages.iter().map(|p| (&p.file_label, &p.source));
    let handouts = book
        .handouts
        .iter()
        .filter_map(|h| Some((&h.file_label, h.source.as_ref().ok()?)));
    let mut blocks: Vec<Block> = pages
        .chain(handouts)
        .filter_map(|(file, loaded)| match loaded {
            Loaded::Read(src) => Some((file, src)),
            _ => None,
        })
        .flat_map(|(file, src)| {
            examples(
                &book.root,
                Path::new(file),
                src,
                book.config.arbitre.move_letters,
            )
        })
        .collect();
    // back to book order, as the checker would see them
    blocks.sort_by(|a, b| (&a.file, a.line).cmp(&(&b.file, b.line)));
    Ok((blocks, report))
}

fn examples<'a>(
    root: &'a Path,
    file: &'a Path,
    src: &'a Source,
    letters: crate::notation::Letters,
) -> impl Iterator<Item = Block> + 'a {
    src.blocks
        .iter()
        .filter(|b| b.info.is_position())
        .map(move |b: &Fenced| Block {
            root: root.to_path_buf(),
            file: file.to_path_buf(),
            line: b.line,
            info: b.info.as_str().to_string(),
            body: b.body.clone(),
            page_game: src.front.game.clone(),
            letters,
            ignored: b.info.ignored(),
        })
}
