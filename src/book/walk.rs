//! Walking the book's folders (content/, static/, templates/) safely: symbolic links are
//! followed while they stay inside the book and refused, with a problem naming both ends,
//! when they lead out of it; an entry that cannot be read (a loop, a dangling link, a
//! permission) is a problem too. Nothing is ever dropped silently.
use std::cell::RefCell;
use std::path::{Path, PathBuf};

use super::Problem;
use super::faults::IoFault;

/// Why an entry of the book is refused or cannot be read.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum WalkFault {
    /// A symbolic link whose target (`real`, resolved) lies outside the book.
    OutsideBook {
        real: PathBuf,
    },
    /// A symbolic link to nothing; `target`: what it names, when readable.
    BrokenLink {
        target: Option<PathBuf>,
    },
    /// A link to one of its own folders, or links that name each other.
    Loop,
    /// A link to a folder the book never reads as content (the site's output folder):
    /// following it would copy the last site into the new one, build after build.
    LeadsToSkipped {
        real: PathBuf,
    },
    /// A file or folder whose name is not UTF-8 (legal on Linux): no page, link or site
    /// path can name it.
    NameNotUtf8,
    Io(IoFault),
}

/// The fault of a link that leads nowhere (`target` as the link names it), or of links
/// that lead to each other (the system says « too many levels of links »).
fn broken(path: &Path) -> WalkFault {
    match std::fs::metadata(path) {
        Err(e) if e.raw_os_error() == Some(ELOOP) => WalkFault::Loop,
        _ => WalkFault::BrokenLink {
            target: std::fs::read_link(path).ok(),
        },
    }
}

#[cfg(unix)]
const ELOOP: i32 = libc::ELOOP;
#[cfg(not(unix))]
const ELOOP: i32 = -1;

/// Is `path` (after every link is resolved) inside the book whose canonical root is
/// `book`? The error says where the link leads.
pub fn inside(book: &Path, path: &Path) -> Result<(), WalkFault> {
    match path.canonicalize() {
        Ok(real) if real.starts_with(book) => Ok(()),
        Ok(real) => Err(WalkFault::OutsideBook { real }),
        Err(_) if path.is_symlink() => Err(broken(path)),
        Err(e) => Err(WalkFault::Io(e.into())),
    }
}

/// [`inside`] for the many pages of a few folders: each folder is resolved once, and a
/// page that is no symbolic link is where its resolved folder says (one `lstat` a page,
/// where resolving the page's whole path cost one system call per component of it, six
/// a page for a book under /home/NAME/: docs/MEASURES.md, « Un PNG écrit une fois »).
pub struct Inside<'a> {
    book: &'a Path,
    dirs: std::collections::HashMap<PathBuf, Option<PathBuf>>,
}

impl<'a> Inside<'a> {
    /// For the book whose canonical root is `book`.
    pub fn new(book: &'a Path) -> Self {
        Inside {
            book,
            dirs: Default::default(),
        }
    }

    /// What [`inside`] says of `path`.
    pub fn check(&mut self, path: &Path) -> Result<(), WalkFault> {
        let plain = std::fs::symlink_metadata(path).is_ok_and(|m| !m.file_type().is_symlink());
        let (Some(dir), Some(name), true) = (path.parent(), path.file_name(), plain) else {
            return inside(self.book, path);
        };
        let real_dir = self
            .dirs
            .entry(dir.to_path_buf())
            .or_insert_with(|| dir.canonicalize().ok());
        match real_dir {
            Some(d) if d.starts_with(self.book) => Ok(()),
            Some(d) => Err(WalkFault::OutsideBook { real: d.join(name) }),
            None => inside(self.book, path),
        }
    }
}

/// The fault of a link (followed) to one of the folders left out (canonical).
fn leads_to(link: &Path, skipped: &[PathBuf]) -> Option<WalkFault> {
    let real = link.canonicalize().ok()?;
    skipped
        .iter()
        .any(|s| real.starts_with(s) || s.starts_with(&real))
        .then_some(WalkFault::LeadsToSkipped { real })
}

/// `label/rel` without a leading `/` when `label` is empty (a book whose pages sit at
/// its root).
pub fn join_label(label: &str, rel: &str) -> String {
    if label.is_empty() {
        rel.to_string()
    } else {
        format!("{label}/{rel}")
    }
}

/// Files under `dir` (sorted, relative, `/`-separated). Hidden entries and the folders
/// or files in `skip` are left out. `book`: the book's canonical root; `label`: how
/// `dir` is named in problems (relative to the book root).
pub fn files(
    dir: &Path,
    book: &Path,
    label: &str,
    skip: &[PathBuf],
    problems: &mut Vec<Problem>,
) -> Vec<String> {
    if !dir.is_dir() {
        return Vec::new();
    }
    // the folders left out, as the system names them: a link to one is seen for what it is
    let skipped: Vec<PathBuf> = skip.iter().filter_map(|s| s.canonicalize().ok()).collect();
    let found = RefCell::new(Vec::new());
    let relative = |p: &Path| {
        p.strip_prefix(dir)
            .map(|r| r.to_string_lossy().replace('\\', "/"))
            .unwrap_or_default()
    };
    let mut out: Vec<String> = walkdir::WalkDir::new(dir)
        .follow_links(true)
        .sort_by_file_name()
        .into_iter()
        .filter_entry(|e| {
            if e.depth() == 0 {
                return true;
            }
            if e.file_name().to_string_lossy().starts_with('.')
                || skip.iter().any(|s| e.path() == s)
            {
                return false;
            }
            let refused = if e.file_name().to_str().is_none() {
                Some(WalkFault::NameNotUtf8)
            } else if e.path_is_symlink() {
                inside(book, e.path())
                    .err()
                    .or_else(|| leads_to(e.path(), &skipped))
            } else {
                None
            };
            if let Some(why) = refused {
                let name = join_label(label, &relative(e.path()));
                found.borrow_mut().push(Problem::new(name, 1, why));
                return false;
            }
            true
        })
        .filter_map(|e| match e {
            Ok(e) => Some(e),
            Err(err) => {
                let rel = err.path().map(relative).unwrap_or_default();
                // walkdir follows links: one to nothing comes here as "not found"
                let why = if err.loop_ancestor().is_some() {
                    WalkFault::Loop
                } else if err.path().is_some_and(|p| p.is_symlink() && !p.exists()) {
                    broken(err.path().unwrap_or(Path::new("")))
                } else {
                    match err.into_io_error() {
                        Some(io) => WalkFault::Io(io.into()),
                        None => WalkFault::Io(IoFault {
                            kind: std::io::ErrorKind::Other,
                            code: None,
                        }),
                    }
                };
                found
                    .borrow_mut()
                    .push(Problem::new(join_label(label, &rel), 1, why));
                None
            }
        })
        .filter(|e| e.file_type().is_file())
        .map(|e| relative(e.path()))
        .collect();
    out.sort();
    problems.extend(found.into_inner());
    out
}
