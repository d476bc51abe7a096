//! The book's position examples, found exactly as `check` finds them: the site pipeline
//! runs with a renderer that only records each block (page, line, text, page game).

use crate::site::{self, BlockContext, BlockOutput, BlockRenderer, Pipeline, Report, SiteError};
use std::path::{Path, PathBuf};
use std::sync::Mutex;

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
    /// Marked `ignore`: drawn, never checked, so never blessed or counted.
    pub ignored: bool,
}

#[derive(Default)]
struct Recorder {
    blocks: Mutex<Vec<Block>>,
}

impl BlockRenderer for Recorder {
    fn render(&self, ctx: &BlockContext) -> BlockOutput {
        let ignored = ctx
            .info
            .split(|c: char| c == ',' || c.is_whitespace())
            .skip(1)
            .any(|t| t == "ignore");
        if let Ok(mut blocks) = self.blocks.lock() {
            blocks.push(Block {
                root: ctx.book_root.to_path_buf(),
                file: ctx.file.to_path_buf(),
                line: ctx.line,
                info: ctx.info.to_string(),
                body: ctx.body.to_string(),
                page_game: ctx.page_game.map(str::to_string),
                ignored,
            });
        }
        BlockOutput {
            skipped: 1,
            ..BlockOutput::default()
        }
    }
}

/// Every position block of the book in page order, with the book's own problems
/// (configuration, summary, links) as `check` reports them.
pub fn blocks(book: &Path) -> Result<(Vec<Block>, Report), SiteError> {
    let recorder = Recorder::default();
    let report = site::check_with(book, &Pipeline::new(&recorder))?;
    let mut blocks = recorder.blocks.into_inner().unwrap_or_default();
    // pages may be rendered in parallel: back to book order
    blocks.sort_by(|a, b| (&a.file, a.line).cmp(&(&b.file, b.line)));
    Ok((blocks, report))
}
