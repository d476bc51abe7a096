//! The folders beside the output: the lock that keeps two builds apart, the swap of
//! the new site with the old, and the recovery after a killed build.
use rayon::prelude::*;
use std::path::{Path, PathBuf};

use super::{MARKER, io_err};
use crate::site::SiteError;

/// Temporary folders beside the output: `.NAME.arbitre-neuf-PID` (the site being
/// written) and `.NAME.arbitre-ancien-PID` (the previous one, moved away).
pub(super) const NEW: &str = "arbitre-neuf-";
pub(super) const OLD: &str = "arbitre-ancien-";

/// Swaps two folders in one step. Ok(false): this system or file system cannot.
#[cfg(target_os = "linux")]
pub(super) fn exchange(a: &Path, b: &Path) -> std::io::Result<bool> {
    use std::ffi::CString;
    use std::os::unix::ffi::OsStrExt;
    let a = CString::new(a.as_os_str().as_bytes())?;
    let b = CString::new(b.as_os_str().as_bytes())?;
    // SAFETY: both are valid NUL-terminated paths that outlive the call; the raw system
    // call needs no glibc of a given version.
    let r = unsafe {
        libc::syscall(
            libc::SYS_renameat2,
            libc::AT_FDCWD,
            a.as_ptr(),
            libc::AT_FDCWD,
            b.as_ptr(),
            libc::RENAME_EXCHANGE,
        )
    };
    if r == 0 {
        return Ok(true);
    }
    let e = std::io::Error::last_os_error();
    match e.raw_os_error() {
        Some(libc::EINVAL | libc::ENOSYS | libc::EOPNOTSUPP | libc::EPERM) => Ok(false),
        _ => Err(e),
    }
}

#[cfg(not(target_os = "linux"))]
pub(super) fn exchange(_a: &Path, _b: &Path) -> std::io::Result<bool> {
    Ok(false)
}

/// The lock file `.NAME.arbitre-verrou` beside the output folder: an OS file lock,
/// released even when the process is killed, held until the guard is dropped; the file
/// is then removed (a build leaves nothing beside its output).
pub(super) struct Lock {
    path: PathBuf,
    _file: std::fs::File,
}

impl Drop for Lock {
    fn drop(&mut self) {
        // removed while still locked: a build waiting on this file sees that it is
        // gone (see `lock`) and takes a new one
        #[cfg(unix)]
        let _ = std::fs::remove_file(&self.path);
    }
}

pub(super) fn lock(parent: &Path, name: &str) -> Result<Lock, SiteError> {
    let path = parent.join(format!(".{name}.arbitre-verrou"));
    loop {
        let file = std::fs::OpenOptions::new()
            .create(true)
            .truncate(false)
            .write(true)
            .open(&path)
            .map_err(|e| io_err(&path, e))?;
        file.lock().map_err(|e| io_err(&path, e))?;
        // the holder before us may have removed the file we waited on
        #[cfg(unix)]
        {
            use std::os::unix::fs::MetadataExt;
            let same = match (file.metadata(), std::fs::metadata(&path)) {
                (Ok(a), Ok(b)) => a.ino() == b.ino() && a.dev() == b.dev(),
                _ => false,
            };
            if !same {
                continue;
            }
        }
        return Ok(Lock { path, _file: file });
    }
}

/// Recovers from a build killed while writing or swapping (called with the lock held, so
/// every temporary folder found belongs to a dead process): if the output folder is
/// missing, the previous site moved away (`-ancien-`) is put back; every other leftover
/// is removed.
pub fn recover(parent: &Path, name: &str, out: &Path) -> Result<(), SiteError> {
    let prefix = format!(".{name}.");
    let mut old = Vec::new();
    let mut rest = Vec::new();
    let entries = std::fs::read_dir(parent).map_err(|e| io_err(parent, e))?;
    for entry in entries.flatten() {
        let file_name = entry.file_name().to_string_lossy().into_owned();
        let Some(tail) = file_name.strip_prefix(&prefix) else {
            continue;
        };
        let is_pid = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
        let path = entry.path();
        if path.is_symlink() || !path.is_dir() {
            continue;
        }
        if tail.strip_prefix(OLD).is_some_and(is_pid) {
            old.push(path);
        } else if tail.strip_prefix(NEW).is_some_and(is_pid) {
            rest.push(path);
        }
    }
    if !out.exists() {
        // the newest previous site that is complete (its marker is written last)
        old.sort_by_key(|p| std::fs::metadata(p).and_then(|m| m.modified()).ok());
        if let Some(i) = old.iter().rposition(|p| p.join(MARKER).is_file()) {
            let good = old.remove(i);
            std::fs::rename(&good, out).map_err(|e| io_err(out, e))?;
        }
    }
    for p in old.into_iter().chain(rest) {
        remove_tree(&p).map_err(|e| io_err(&p, e))?;
    }
    Ok(())
}

/// Removes a folder tree, its top-level entries in parallel (a big site has thousands
/// of files; unlinking them one by one was a visible part of a rebuild).
pub(super) fn remove_tree(dir: &Path) -> std::io::Result<()> {
    let entries: Vec<PathBuf> = std::fs::read_dir(dir)?
        .map(|e| e.map(|e| e.path()))
        .collect::<Result<_, _>>()?;
    entries.par_iter().try_for_each(|p| {
        if p.is_dir() && !p.is_symlink() {
            std::fs::remove_dir_all(p)
        } else {
            std::fs::remove_file(p)
        }
    })?;
    std::fs::remove_dir(dir)
}
