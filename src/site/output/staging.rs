//! The new site's folder beside the output: files written or reused from the
//! previous site, then swapped in whole.
use rayon::prelude::*;
use std::collections::BTreeMap;
use std::path::{Component, Path, PathBuf};

use super::folders::{Lock, NEW, OLD, exchange, lock, recover, remove_tree};
use super::prints::Print;
use super::{MARKER, MARKER_TEXT, PageSink, Parts, io_err, make_dir};
use crate::site::SiteError;

/// A site being written: a fresh folder `.NAME.arbitre-neuf-PID` beside the output,
/// filled file by file (pages as they are rendered; a file whose bytes are those of
/// the previous site's is hard-linked from it, see [`Staging::reuse`]), then
/// exchanged with the output in
/// one step (`renameat2(RENAME_EXCHANGE)` on Linux; elsewhere, or on a file system
/// that cannot, two renames) by [`Staging::commit`]. Dropped without a commit, it
/// removes its folder and the previous site stays as it was. A lock file beside `out`
/// keeps two builds of it from racing, and the folders a killed build left behind are
/// recovered first (see [`recover`]).
pub struct Staging {
    out: PathBuf,
    tmp: PathBuf,
    old: PathBuf,
    /// folders made so far (hashed: looked up once a file)
    made: std::sync::Mutex<std::collections::HashSet<PathBuf>>,
    /// what the previous build recorded of its files (see [`Print`])
    previous: std::collections::HashMap<String, Print>,
    /// where the record is kept, if anywhere ([`Staging::recorded_in`])
    prints: Option<PathBuf>,
    /// the same for the files of this site, recorded as they are written
    written: std::sync::Mutex<Vec<(String, Print)>>,
    /// folders of the previous site (relative) and whether files may be taken from
    /// them: a real folder of the output, not a symbolic link leading elsewhere
    reusable: std::sync::Mutex<BTreeMap<PathBuf, bool>>,
    /// whether there is a previous site at all (a first build into a new folder asks
    /// nothing of it: one `statx` a file saved)
    had_site: bool,
    committed: bool,
    _lock: Lock,
}

impl Staging {
    pub fn begin(out: &Path) -> Result<Staging, SiteError> {
        let parent = out
            .parent()
            .ok_or_else(|| SiteError::NoParent(out.to_path_buf()))?;
        make_dir(parent)?;
        let name = out
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_else(|| "site".into());
        let lock = lock(parent, &name)?;
        recover(parent, &name, out)?;
        let pid = std::process::id();
        let tmp = parent.join(format!(".{name}.{NEW}{pid}"));
        std::fs::create_dir(&tmp).map_err(|e| io_err(&tmp, e))?;
        Ok(Staging {
            out: out.to_path_buf(),
            old: parent.join(format!(".{name}.{OLD}{pid}")),
            tmp,
            made: Default::default(),
            previous: Default::default(),
            prints: None,
            written: Default::default(),
            reusable: Default::default(),
            had_site: out.is_dir(),
            committed: false,
            _lock: lock,
        })
    }

    /// Keeps the record of the site's files ([`Print`]) in the file `record` (in the
    /// book's cache folder, not in the site: two builds of one book stay byte for byte
    /// the same, and nothing is left beside the output), and reads the previous build's.
    pub fn recorded_in(mut self, record: PathBuf) -> Staging {
        // (a record whose site is gone, or is not ours, is no use)
        if self.out.join(MARKER).is_file() {
            self.previous = std::fs::read_to_string(&record)
                .map(|text| Print::read_all(&text))
                .unwrap_or_default();
        }
        self.prints = Some(record);
        self
    }

    /// Writes many files, in parallel.
    pub fn write_all(&self, files: &BTreeMap<PathBuf, Vec<u8>>) -> Result<(), SiteError> {
        files
            .par_iter()
            .try_for_each(|(rel, bytes)| self.write(rel, bytes))
    }

    /// Writes the marker last (a site with it is complete), then swaps the new site in.
    pub fn commit(mut self) -> Result<(), SiteError> {
        let marker = self.tmp.join(MARKER);
        std::fs::write(&marker, MARKER_TEXT).map_err(|e| io_err(&marker, e))?;
        self.committed = true;
        self.swap()?;
        self.record_prints();
        Ok(())
    }

    /// Records the new site's prints for the next build (only time is lost when this
    /// fails: the next build then reads the files it compares).
    fn record_prints(&mut self) {
        let Some(record) = self.prints.clone() else {
            return;
        };
        let mut written = std::mem::take(self.written.get_mut().unwrap_or_else(|e| e.into_inner()));
        written.sort_unstable_by(|a, b| a.0.cmp(&b.0));
        let mut text = String::new();
        for (rel, print) in &written {
            print.write(rel, &mut text);
        }
        let mut tmp = record.clone().into_os_string();
        tmp.push(format!(".{}", std::process::id()));
        let tmp = PathBuf::from(tmp);
        let written = record
            .parent()
            .is_some_and(|dir| std::fs::create_dir_all(dir).is_ok())
            && std::fs::write(&tmp, text).is_ok()
            && std::fs::rename(&tmp, &record).is_ok();
        if !written {
            let _ = std::fs::remove_file(&tmp);
            let _ = std::fs::remove_file(&record);
        }
    }

    /// Puts the new site in the output's place and removes the previous one.
    fn swap(&self) -> Result<(), SiteError> {
        let (tmp, out, old) = (&self.tmp, &self.out, &self.old);
        if !out.exists() {
            return std::fs::rename(tmp, out).map_err(|e| {
                let _ = remove_tree(tmp);
                io_err(out, e)
            });
        }
        match exchange(tmp, out) {
            // `tmp` now holds the previous site
            Ok(true) => return remove_tree(tmp).map_err(|e| io_err(tmp, e)),
            Ok(false) => {}
            Err(e) => {
                let _ = remove_tree(tmp);
                return Err(io_err(out, e));
            }
        }
        std::fs::rename(out, old).map_err(|e| {
            let _ = remove_tree(tmp);
            io_err(out, e)
        })?;
        if let Err(e) = std::fs::rename(tmp, out) {
            // put the previous site back
            let _ = std::fs::rename(old, out);
            let _ = remove_tree(tmp);
            return Err(io_err(out, e));
        }
        remove_tree(old).map_err(|e| io_err(old, e))
    }
}

impl PageSink for Staging {
    /// Writes one file of the site; `rel` must stay inside it.
    fn write(&self, rel: &Path, bytes: &[u8]) -> Result<(), SiteError> {
        let path = self.prepare(rel)?;
        let hash = xxhash_rust::xxh3::xxh3_128(bytes);
        let kept = match self.reuse(rel, &path, bytes, hash) {
            Some(meta) => Some(meta),
            None => {
                use std::io::Write;
                let mut file = std::fs::File::create(&path).map_err(|e| io_err(&path, e))?;
                file.write_all(bytes).map_err(|e| io_err(&path, e))?;
                file.metadata().ok()
            }
        };
        if let (Some(meta), Some(rel)) = (kept, rel.to_str())
            && let Some(print) = Print::of(&meta, hash)
        {
            self.written
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .push((rel.to_string(), print));
        }
        Ok(())
    }
    /// Streams the pieces into the file (never reused from the previous site: its bytes
    /// are not known in advance).
    fn write_parts(&self, rel: &Path, parts: &mut Parts) -> Result<(), SiteError> {
        let path = self.prepare(rel)?;
        let file = std::fs::File::create(&path).map_err(|e| io_err(&path, e))?;
        let mut w = std::io::BufWriter::with_capacity(1 << 16, file);
        parts(&mut w)
            .and_then(|()| std::io::Write::flush(&mut w))
            .map_err(|e| io_err(&path, e))
    }

    /// A hard link to `from` (no inode, no byte written: the PNG cache already holds
    /// the file, docs/MEASURES.md, « Un PNG écrit une fois »); a copy when the system
    /// refuses the link (another file system, one without links). The output then
    /// shares its bytes with the cache, as `rsync --link-dest` shares them with the
    /// previous copy: the entries are read-only ([`crate::site::png_cache`]), so that
    /// a program writing into the site's PNG in place cannot change the cache.
    fn link(&self, rel: &Path, from: &Path) -> Result<(), SiteError> {
        let path = self.prepare(rel)?;
        if std::fs::hard_link(from, &path).is_ok() {
            return Ok(());
        }
        let bytes = std::fs::read(from).map_err(|e| io_err(from, e))?;
        self.write(rel, &bytes)
    }

    fn scratch(&self) -> Option<&Path> {
        Some(&self.tmp)
    }
}

impl Staging {
    /// The path of `rel` in the new site, its folder made; `rel` must stay inside it.
    fn prepare(&self, rel: &Path) -> Result<PathBuf, SiteError> {
        if rel.is_absolute()
            || rel.as_os_str().is_empty()
            || rel.components().any(|c| !matches!(c, Component::Normal(_)))
        {
            return Err(SiteError::PathRefused(rel.to_path_buf()));
        }
        let path = self.tmp.join(rel);
        if let Some(dir) = path.parent() {
            // made under the lock: no thread writes into a folder still being made
            let mut made = self.made.lock().unwrap_or_else(|e| e.into_inner());
            if !made.contains(dir) {
                make_dir(dir)?;
                made.insert(dir.to_path_buf());
            }
        }
        Ok(path)
    }

    /// Takes the previous site's copy of `rel` when it holds exactly `bytes`: a hard
    /// link instead of a new file. On a rebuild most files are unchanged; making a file
    /// costs a new inode and removing the previous site frees one, and on a busy ext4
    /// without a journal (which skips inodes freed in the last seconds) that churn cost
    /// more than rendering the pages. The previous build's record holds a fingerprint
    /// of each file it wrote ([`Print`]): a file still as it was written is judged by
    /// its fingerprint, without reading it; any other is read and compared. `None`
    /// when anything differs or fails: the file is then written. `hash` is `bytes`'
    /// XXH3-128.
    fn reuse(
        &self,
        rel: &Path,
        path: &Path,
        bytes: &[u8],
        hash: u128,
    ) -> Option<std::fs::Metadata> {
        if !self.had_site {
            return None;
        }
        let old = self.out.join(rel);
        let meta = std::fs::symlink_metadata(&old).ok()?;
        // a plain file of the previous site, in a real folder of it
        if !meta.file_type().is_file() || meta.len() != bytes.len() as u64 {
            return None;
        }
        if !self.real_folder(rel.parent().unwrap_or(Path::new(""))) {
            return None;
        }
        let recorded = rel
            .to_str()
            .and_then(|r| self.previous.get(r))
            .filter(|p| Print::of(&meta, p.hash).as_ref() == Some(*p));
        let same = match recorded {
            Some(print) => print.hash == hash,
            None => std::fs::read(&old).is_ok_and(|was| was == bytes),
        };
        (same && std::fs::hard_link(&old, path).is_ok()).then_some(meta)
    }

    /// Whether `dir` (relative) is, in the previous site, a chain of real folders (no
    /// symbolic link taking a hard link outside the output folder).
    fn real_folder(&self, dir: &Path) -> bool {
        let mut known = self.reusable.lock().unwrap_or_else(|e| e.into_inner());
        let mut here = PathBuf::new();
        for c in dir.components() {
            here.push(c);
            let ok = *known.entry(here.clone()).or_insert_with(|| {
                std::fs::symlink_metadata(self.out.join(&here))
                    .is_ok_and(|m| m.file_type().is_dir())
            });
            if !ok {
                return false;
            }
        }
        true
    }
}

impl Drop for Staging {
    fn drop(&mut self) {
        if !self.committed {
            let _ = remove_tree(&self.tmp);
        }
    }
}
