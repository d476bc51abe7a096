//! `arbitre check --bless`: every failing claim rewritten in place to what the engine
//! found, and every `expect: {}` filled, like `cargo insta review` or
//! `TRYCMD=overwrite`. Only the bytes of the claims that change are touched (the YAML
//! is read again with byte ranges, [`super::spans`]); comments, key order and flow or
//! block style stay as written. Examples whose YAML cannot be read or whose moves are
//! illegal are left alone: the check that follows reports them.

#[doc(hidden)]
pub mod fixes;

use super::collect::{self, Block};
use super::spans::{self, line_of};
use crate::example::check::check_in;
use crate::example::load::load;
use crate::site::SiteError;
use fixes::fixes;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// What blessing did.
#[derive(Debug, Default)]
pub struct Blessed {
    /// One line per change: `file:line: old → new`.
    pub changes: Vec<String>,
    /// Files rewritten, relative to the book root.
    pub written: Vec<PathBuf>,
    /// Why an example could not be blessed where that is not an example failure the
    /// following check reports (a file that cannot be written, edits in conflict).
    pub problems: Vec<BlessProblem>,
}

pub use crate::lang::Removal;

/// What could not be blessed (said by the command line, the edge).
#[derive(Debug)]
pub enum BlessProblem {
    /// The example's corrections overlap another example's (`line`: its block).
    Overlap { file: PathBuf, line: usize },
    Unwritable {
        file: PathBuf,
        error: std::io::Error,
    },
}

/// A change in one source text (the block's YAML or a positions file).
#[derive(Clone, Debug, PartialEq)]
#[doc(hidden)]
pub struct Edit {
    pub start: usize,
    pub end: usize,
    pub text: String,
    /// Where the claim is written, for the summary.
    at: usize,
    old: String,
    new: String,
}

/// A change in a file of the book, in the file's bytes.
#[derive(Clone, Debug, PartialEq)]
#[doc(hidden)]
pub struct FileEdit {
    pub start: usize,
    pub end: usize,
    pub text: String,
    pub line: usize,
    old: String,
    new: String,
}

/// Blesses every example of the book at `book`.
pub fn bless(book: &Path) -> Result<Blessed, SiteError> {
    let (blocks, _) = collect::blocks(book)?;
    let mut out = Blessed::default();
    let Some(root) = blocks.first().map(|b| b.root.clone()) else {
        return Ok(out);
    };
    let mut texts: BTreeMap<PathBuf, String> = BTreeMap::new();
    let mut per_file: BTreeMap<PathBuf, Vec<FileEdit>> = BTreeMap::new();
    for block in blocks.iter().filter(|b| !b.ignored) {
        let Some((path, edits)) = bless_block(block, &mut texts) else {
            continue;
        };
        let list = per_file.entry(path.clone()).or_default();
        let clash = edits.iter().any(|e| {
            list.iter().any(|o| {
                o != e && e.start < o.end.max(o.start + 1) && o.start < e.end.max(e.start + 1)
            })
        });
        if clash {
            out.problems.push(BlessProblem::Overlap {
                file: path.clone(),
                line: block.line,
            });
            continue;
        }
        for e in edits {
            if !list.contains(&e) {
                list.push(e);
            }
        }
    }
    for (path, mut edits) in per_file {
        if edits.is_empty() {
            continue;
        }
        let Some(original) = texts.get(&path) else {
            continue;
        };
        edits.sort_by_key(|e| (e.start, e.end));
        for e in &edits {
            out.changes.push(format!(
                "{}:{}: {} → {}",
                path.display(),
                e.line,
                e.old,
                e.new
            ));
        }
        let mut text = original.clone();
        for e in edits.iter().rev() {
            text.replace_range(e.start..e.end, &e.text);
        }
        match write_atomically(&root.join(&path), &text) {
            Ok(()) => out.written.push(path),
            Err(error) => out
                .problems
                .push(BlessProblem::Unwritable { file: path, error }),
        }
    }
    Ok(out)
}

/// Writes beside the file, then renames over it: a reader never sees half a file.
fn write_atomically(path: &Path, text: &str) -> std::io::Result<()> {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let tmp = path.with_file_name(format!(".{name}.arbitre-bless"));
    std::fs::write(&tmp, text)?;
    if let Ok(meta) = std::fs::metadata(path) {
        let _ = std::fs::set_permissions(&tmp, meta.permissions());
    }
    std::fs::rename(&tmp, path).inspect_err(|_| {
        let _ = std::fs::remove_file(&tmp);
    })
}

/// The edits one example needs, in the file that holds its `expect:`.
fn bless_block(
    block: &Block,
    texts: &mut BTreeMap<PathBuf, String>,
) -> Option<(PathBuf, Vec<FileEdit>)> {
    let loaded = load(&block.root, &block.file, block.line, &block.body).ok()?;
    let run = check_in(&loaded.example, block.page_game.as_deref(), block.letters).ok()?;
    let block_tree = spans::parse(&block.body).ok()?;
    // `expect:` is the block's own, or the positions file's when the block has none
    let (path, source, tree) = if block_tree.get("expect").is_some() {
        (block.file.clone(), block.body.clone(), block_tree)
    } else {
        let file = loaded.sources.get(1)?;
        let tree = spans::parse(&file.text).ok()?;
        tree.get("expect")?;
        (file.path.clone(), file.text.clone(), tree)
    };
    let (key, value) = tree.get("expect")?;
    let edits = fixes(&source, key, value, &loaded.example, &run);
    if edits.is_empty() {
        return None;
    }
    let whole = match texts.get(&path) {
        Some(t) => t.clone(),
        None => {
            let t = std::fs::read_to_string(block.root.join(&path)).ok()?;
            texts.insert(path.clone(), t.clone());
            t
        }
    };
    let map = if path == block.file {
        Mapping::block(&whole, block.line, &source)?
    } else {
        Mapping::identity(&source, &whole)?
    };
    Some((path, edits.iter().map(|e| map.apply(&whole, e)).collect()))
}

/// From the bytes of a source text to the bytes of its file: a block's lines sit in
/// the page after a prefix the Markdown parser took away (list indentation, `> `).
#[doc(hidden)]
pub struct Mapping {
    /// File byte of each source line's first byte, and that line's outer prefix.
    lines: Vec<(usize, String)>,
    starts: Vec<usize>,
}

impl Mapping {
    #[doc(hidden)]
    pub fn identity(source: &str, whole: &str) -> Option<Mapping> {
        (source == whole).then(|| Mapping {
            lines: vec![(0, String::new())],
            starts: vec![0],
        })
    }

    #[doc(hidden)]
    pub fn block(whole: &str, first_line: usize, body: &str) -> Option<Mapping> {
        let file_lines: Vec<(usize, &str)> = {
            let mut at = 0;
            whole
                .split_inclusive('\n')
                .map(|l| {
                    let here = at;
                    at += l.len();
                    (here, l.trim_end_matches(['\n', '\r']))
                })
                .collect()
        };
        let mut lines = Vec::new();
        let mut starts = Vec::new();
        let mut at = 0;
        for (i, line) in body.split_inclusive('\n').enumerate() {
            let content = line.trim_end_matches(['\n', '\r']);
            let (file_at, file_line) = *file_lines.get(first_line - 1 + i)?;
            let prefix_len = file_line.len().checked_sub(content.len())?;
            if !file_line.ends_with(content) {
                return None;
            }
            lines.push((file_at + prefix_len, file_line[..prefix_len].to_string()));
            starts.push(at);
            at += line.len();
        }
        Some(Mapping { lines, starts })
    }

    #[doc(hidden)]
    pub fn apply(&self, whole: &str, e: &Edit) -> FileEdit {
        let to_file = |o: usize| {
            let i = self.starts.partition_point(|s| *s <= o).saturating_sub(1);
            self.lines[i].0 + (o - self.starts[i])
        };
        let i = self
            .starts
            .partition_point(|s| *s <= e.start)
            .saturating_sub(1);
        let prefix = &self.lines[i].1;
        let at = to_file(e.at);
        FileEdit {
            start: to_file(e.start),
            end: to_file(e.end),
            text: e.text.replace('\n', &format!("\n{prefix}")),
            line: line_of(whole, at),
            old: e.old.clone(),
            new: e.new.clone(),
        }
    }
}
