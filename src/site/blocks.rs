//! The seam between the site and whatever renders fenced `position` blocks (the example
//! checker). The site knows nothing of rules: it hands each block over with its place in
//! the book and inserts what comes back.
use std::path::{Path, PathBuf};

use super::output::Made;
use crate::book::Diagnostic;
use crate::diagram::PngFault;

pub use crate::book::BlockInfo;

pub struct BlockContext<'a> {
    pub book_root: &'a Path,
    /// page path relative to the book root, e.g. content/echecs/roque.md
    pub file: &'a Path,
    /// 1-based line in that file of the fence's FIRST content line
    pub line: usize,
    /// the info string, read (`position,ignore`: a position marked ignore)
    pub info: &'a BlockInfo,
    /// the block's raw text
    pub body: &'a str,
    /// front matter `game:`
    pub page_game: Option<&'a str>,
    /// the book's piece letters, for examples that choose none (`letters:`)
    pub letters: crate::notation::Letters,
    /// page has faq: true
    pub in_faq: bool,
    /// 0-based index of this block within the page (for unique ids)
    pub index: usize,
    /// the page's key, unique in the book, made of `[a-z0-9-]`: ids and file names made
    /// from `{page_key}-{n}` never collide between pages (`a-b.md` and `a/b.md` differ)
    pub page_key: &'a str,
}

#[derive(Debug, Default)]
pub struct BlockOutput {
    /// inserted verbatim in place of the fence
    pub html: String,
    /// extra output files relative to the output root
    pub files: Vec<(PathBuf, Vec<u8>)>,
    /// files drawn once the page's Markdown is done (PNG diagrams), see [`Drawing`]
    pub drawings: Vec<Drawing>,
    pub passed: usize,
    pub failed: usize,
    pub skipped: usize,
    /// reports (failed examples…), typed: the edge says them on stderr
    pub diagnostics: Vec<Diagnostic>,
}

/// An output file (relative to the output root) made after the page's Markdown, in
/// parallel with the book's other drawings: a page with forty diagrams is then spread
/// over every core instead of drawn one after another. An error (which our own SVG
/// never gives) is reported as a warning and the file is left out. What it makes is
/// bytes, or the file that holds them (a PNG cache entry, linked into the output).
pub struct Drawing {
    pub path: PathBuf,
    pub draw: Box<dyn FnOnce() -> Result<Made, PngFault> + Send>,
}

impl Drawing {
    pub fn new(
        path: PathBuf,
        draw: impl FnOnce() -> Result<Made, PngFault> + Send + 'static,
    ) -> Self {
        Drawing {
            path,
            draw: Box::new(draw),
        }
    }
}

impl std::fmt::Debug for Drawing {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Drawing({})", self.path.display())
    }
}

pub trait BlockRenderer: Sync {
    fn render(&self, ctx: &BlockContext) -> BlockOutput;
}

/// Stand-in used until the example checker is wired in: shows the YAML as code and counts
/// the block as skipped (nothing was checked).
#[derive(Debug, Default, Clone, Copy)]
pub struct PlainRenderer;

impl BlockRenderer for PlainRenderer {
    fn render(&self, ctx: &BlockContext) -> BlockOutput {
        BlockOutput {
            html: format!(
                "<pre class=\"position\" id=\"exemple-{}\"><code class=\"language-yaml\">{}</code></pre>\n",
                ctx.index + 1,
                escape_html(ctx.body)
            ),
            skipped: 1,
            ..BlockOutput::default()
        }
    }
}

pub use crate::escape::escape_html;
