//! Writing the site safely: refuse dangerous output folders, write everything into a fresh
//! temporary folder beside the target, and swap it in only once complete. A failed build
//! leaves the previous site untouched; nothing outside the output folder is ever deleted.
use std::collections::BTreeMap;
use std::path::{Component, Path, PathBuf};

use super::SiteError;

mod folders;
mod prints;
mod spill;
mod staging;

pub use folders::recover;
#[doc(hidden)]
pub use prints::Print;
pub use spill::{Spill, Spilled};
pub use staging::Staging;

/// Marks a folder as ours: only folders holding it (or empty ones) may be replaced.
pub const MARKER: &str = ".arbitre";
pub const MARKER_TEXT: &str = crate::lang::fr::site::MARKER_TEXT;
pub use crate::book::faults::Refusal;

/// Absolute, normalised form of `p` (relative paths are taken from `base`), resolving
/// symbolic links on the part that exists.
pub fn normalise(p: &Path, base: &Path) -> PathBuf {
    let joined = if p.is_absolute() {
        p.to_path_buf()
    } else {
        base.join(p)
    };
    let mut clean = PathBuf::new();
    for c in joined.components() {
        match c {
            Component::ParentDir => {
                clean.pop();
            }
            Component::CurDir => {}
            c => clean.push(c),
        }
    }
    // canonicalise the longest existing prefix
    let mut existing = clean.clone();
    let mut rest = Vec::new();
    while !existing.exists() {
        match existing.file_name() {
            Some(name) => {
                rest.push(name.to_os_string());
                existing.pop();
            }
            None => break,
        }
    }
    let mut out = existing.canonicalize().unwrap_or(existing);
    for r in rest.iter().rev() {
        out.push(r);
    }
    out
}

/// Refuses an output folder that would destroy the book or something we did not make.
pub fn check_target(book_root: &Path, src_dir: &Path, out: &Path) -> Result<(), SiteError> {
    let refuse = |why: Refusal| {
        Err(SiteError::Refused {
            out: out.to_path_buf(),
            why,
        })
    };
    if out == book_root {
        return refuse(Refusal::BookRoot);
    }
    if book_root.starts_with(out) {
        return refuse(Refusal::ParentOfBook);
    }
    // (a book whose pages sit at its root, `src = "."`, has its output among them: the
    // pages then leave it out)
    if src_dir != book_root && out.starts_with(src_dir) {
        return refuse(Refusal::PagesFolder);
    }
    for special in ["templates", "static"] {
        if out.starts_with(book_root.join(special)) {
            return refuse(Refusal::BookFolder(special));
        }
    }
    if out.exists() {
        if !out.is_dir() {
            return refuse(Refusal::NotAFolder);
        }
        let empty = std::fs::read_dir(out)
            .map_err(|e| io_err(out, e))?
            .next()
            .is_none();
        if !empty && !out.join(MARKER).is_file() {
            return refuse(Refusal::NotOurs { marker: MARKER });
        }
    }
    Ok(())
}

fn io_err(what: &Path, e: std::io::Error) -> SiteError {
    SiteError::io(what, &e)
}

/// Makes `dir` and its parents. A file in the way is named as what it is, no folder
/// (the system says « exists » of it).
fn make_dir(dir: &Path) -> Result<(), SiteError> {
    std::fs::create_dir_all(dir).map_err(|e| {
        let in_the_way = dir.ancestors().find(|a| a.exists() && !a.is_dir());
        match in_the_way {
            Some(file) => io_err(file, std::io::ErrorKind::NotADirectory.into()),
            None => io_err(dir, e),
        }
    })
}

/// Writes `files` (paths relative to the site root) as the new content of `out`.
///
/// The new site is written into a fresh folder beside `out`, then exchanged with it in
/// one step (see [`Staging`]).
pub fn write_site(out: &Path, files: &BTreeMap<PathBuf, Vec<u8>>) -> Result<(), SiteError> {
    let staging = Staging::begin(out)?;
    staging.write_all(files)?;
    staging.commit()
}

/// A file's content as the stages hand it to the output: its bytes, or a file that
/// holds them (a PNG cache entry, [`crate::site::png_cache::drawn`]), which a sink
/// links rather than copies ([`PageSink::link`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Made {
    Bytes(Vec<u8>),
    File(PathBuf),
}

impl Made {
    /// The bytes, read from the file when they are in one.
    pub fn bytes(&self) -> Result<std::borrow::Cow<'_, [u8]>, SiteError> {
        match self {
            Made::Bytes(b) => Ok(b.into()),
            Made::File(f) => std::fs::read(f).map(Into::into).map_err(|e| io_err(f, e)),
        }
    }
}

/// Where pages go as they are rendered, so that a big book is never held in memory
/// whole. Called from several threads at once.
pub trait PageSink: Sync {
    fn write(&self, rel: &Path, bytes: &[u8]) -> Result<(), SiteError>;

    /// Writes `rel` with the bytes of the file `from` (a PNG cache entry). By default
    /// the file is read and its bytes written.
    fn link(&self, rel: &Path, from: &Path) -> Result<(), SiteError> {
        let bytes = std::fs::read(from).map_err(|e| io_err(from, e))?;
        self.write(rel, &bytes)
    }

    /// Writes `rel` as `made` says.
    fn put(&self, rel: &Path, made: &Made) -> Result<(), SiteError> {
        match made {
            Made::Bytes(bytes) => self.write(rel, bytes),
            Made::File(from) => self.link(rel, from),
        }
    }

    /// Writes one file made of many pieces, each written as `parts` hands it over (a
    /// print page of the whole book is never held in memory in one piece). By default
    /// the pieces are gathered and given to [`PageSink::write`].
    fn write_parts(&self, rel: &Path, parts: &mut Parts) -> Result<(), SiteError> {
        let mut bytes = Vec::new();
        parts(&mut bytes).map_err(|e| io_err(rel, e))?;
        self.write(rel, &bytes)
    }

    /// A folder for the build's scratch files, on the output's file system.
    fn scratch(&self) -> Option<&Path> {
        None
    }
}

/// What writes a file's pieces, in order, into the writer it is given.
pub type Parts<'a> = dyn FnMut(&mut dyn std::io::Write) -> std::io::Result<()> + 'a;

/// Discards what it is given (`check` renders every page, to find template faults,
/// and keeps none).
pub struct Discard;

impl PageSink for Discard {
    fn write(&self, _rel: &Path, _bytes: &[u8]) -> Result<(), SiteError> {
        Ok(())
    }

    fn link(&self, _rel: &Path, _from: &Path) -> Result<(), SiteError> {
        Ok(())
    }

    fn write_parts(&self, rel: &Path, parts: &mut Parts) -> Result<(), SiteError> {
        parts(&mut std::io::sink()).map_err(|e| io_err(rel, e))
    }
}
