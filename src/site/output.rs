//! Writing the site safely: refuse dangerous output folders, write everything into a fresh
//! temporary folder beside the target, and swap it in only once complete. A failed build
//! leaves the previous site untouched; nothing outside the output folder is ever deleted.
use rayon::prelude::*;
use std::collections::BTreeMap;
use std::path::{Component, Path, PathBuf};

use super::SiteError;
use super::faults::BuildFault;

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

/// Temporary folders beside the output: `.NAME.arbitre-neuf-PID` (the site being
/// written) and `.NAME.arbitre-ancien-PID` (the previous one, moved away).
const NEW: &str = "arbitre-neuf-";
const OLD: &str = "arbitre-ancien-";

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

/// Page bodies waiting on disk between the step that renders them and the steps that
/// read them again (layout, print pages): a big book's bodies are not all held in
/// memory at once. One file, written and read back by offset (positional reads and
/// writes: no `lseek` and no lock, where a shared cursor cost two `lseek`s a text, four
/// a page); on Unix it is removed as soon as it is opened (nothing is left behind,
/// even by a killed build).
pub struct Spill {
    file: std::fs::File,
    /// where the next text goes: each `put` takes its place first, then writes there
    end: std::sync::atomic::AtomicU64,
    /// the folder it lies in (named when the disk is full)
    dir: PathBuf,
    #[cfg(not(unix))]
    path: PathBuf,
}

/// Where one text sits in a [`Spill`].
#[derive(Clone, Copy, Debug)]
pub struct Spilled {
    at: u64,
    len: usize,
}

impl Spill {
    /// A new spill file in `dir`.
    pub fn new(dir: &Path) -> Result<Spill, SiteError> {
        use std::sync::atomic::{AtomicUsize, Ordering};
        static COUNT: AtomicUsize = AtomicUsize::new(0);
        let n = COUNT.fetch_add(1, Ordering::SeqCst);
        let path = dir.join(format!(".arbitre-corps-{}-{n}", std::process::id()));
        let file = std::fs::OpenOptions::new()
            .read(true)
            .write(true)
            .create_new(true)
            .open(&path)
            .map_err(|e| io_err(&path, e))?;
        #[cfg(unix)]
        let _ = std::fs::remove_file(&path);
        Ok(Spill {
            file,
            end: Default::default(),
            dir: dir.to_path_buf(),
            #[cfg(not(unix))]
            path,
        })
    }

    /// Appends `text`; returns where it went.
    pub fn put(&self, text: &str) -> Result<Spilled, SiteError> {
        let at = self
            .end
            .fetch_add(text.len() as u64, std::sync::atomic::Ordering::Relaxed);
        write_at(&self.file, text.as_bytes(), at).map_err(|e| self.fault(e))?;
        Ok(Spilled {
            at,
            len: text.len(),
        })
    }

    fn fault(&self, e: std::io::Error) -> SiteError {
        SiteError::Build(BuildFault::Scratch {
            dir: self.dir.clone(),
            why: e.into(),
        })
    }

    /// The text put at `at`.
    pub fn get(&self, at: Spilled) -> Result<String, SiteError> {
        let mut bytes = vec![0; at.len];
        read_at(&self.file, &mut bytes, at.at).map_err(|e| self.fault(e))?;
        String::from_utf8(bytes).map_err(|_| SiteError::Build(BuildFault::ScratchDamaged))
    }
}

#[cfg(unix)]
fn write_at(file: &std::fs::File, bytes: &[u8], at: u64) -> std::io::Result<()> {
    std::os::unix::fs::FileExt::write_all_at(file, bytes, at)
}

#[cfg(unix)]
fn read_at(file: &std::fs::File, bytes: &mut [u8], at: u64) -> std::io::Result<()> {
    std::os::unix::fs::FileExt::read_exact_at(file, bytes, at)
}

#[cfg(windows)]
fn write_at(file: &std::fs::File, mut bytes: &[u8], mut at: u64) -> std::io::Result<()> {
    while !bytes.is_empty() {
        let n = std::os::windows::fs::FileExt::seek_write(file, bytes, at)?;
        if n == 0 {
            return Err(std::io::ErrorKind::WriteZero.into());
        }
        (bytes, at) = (&bytes[n..], at + n as u64);
    }
    Ok(())
}

#[cfg(windows)]
fn read_at(file: &std::fs::File, mut bytes: &mut [u8], mut at: u64) -> std::io::Result<()> {
    while !bytes.is_empty() {
        let n = std::os::windows::fs::FileExt::seek_read(file, bytes, at)?;
        if n == 0 {
            return Err(std::io::ErrorKind::UnexpectedEof.into());
        }
        (bytes, at) = (&mut bytes[n..], at + n as u64);
    }
    Ok(())
}

#[cfg(not(unix))]
impl Drop for Spill {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.path);
    }
}

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

/// A file of a site as arbitre wrote it: its content's XXH3-128, and what tells that
/// the file on disk is still that one (its length, inode and modification time: a file
/// edited or replaced since has another). Kept in the book's cache folder, one line a
/// file ([`Staging::recorded_in`]).
#[derive(Debug, Clone, PartialEq, Eq)]
#[doc(hidden)]
pub struct Print {
    hash: u128,
    len: u64,
    inode: u64,
    modified_ns: i128,
}

impl Print {
    #[cfg(unix)]
    #[doc(hidden)]
    pub fn of(meta: &std::fs::Metadata, hash: u128) -> Option<Print> {
        use std::os::unix::fs::MetadataExt;
        Some(Print {
            hash,
            len: meta.len(),
            inode: meta.ino(),
            modified_ns: i128::from(meta.mtime()) * 1_000_000_000 + i128::from(meta.mtime_nsec()),
        })
    }

    /// (elsewhere every file of the previous site is read and compared)
    #[cfg(not(unix))]
    #[doc(hidden)]
    pub fn of(_meta: &std::fs::Metadata, _hash: u128) -> Option<Print> {
        None
    }

    /// `hash len inode modified path`, the path last (it may hold spaces).
    fn write(&self, rel: &str, into: &mut String) {
        use std::fmt::Write;
        if !rel.contains('\n') {
            let _ = writeln!(
                into,
                "{:032x} {} {} {} {rel}",
                self.hash, self.len, self.inode, self.modified_ns
            );
        }
    }

    /// The lines of a marker that read as prints (its first line is a sentence).
    #[doc(hidden)]
    pub fn read_all(text: &str) -> std::collections::HashMap<String, Print> {
        text.lines()
            .filter_map(|line| {
                let mut f = line.splitn(5, ' ');
                let print = Print {
                    hash: u128::from_str_radix(f.next()?, 16).ok()?,
                    len: f.next()?.parse().ok()?,
                    inode: f.next()?.parse().ok()?,
                    modified_ns: f.next()?.parse().ok()?,
                };
                Some((f.next()?.to_string(), print))
            })
            .collect()
    }
}

impl Drop for Staging {
    fn drop(&mut self) {
        if !self.committed {
            let _ = remove_tree(&self.tmp);
        }
    }
}

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

/// Swaps two folders in one step. Ok(false): this system or file system cannot.
#[cfg(target_os = "linux")]
fn exchange(a: &Path, b: &Path) -> std::io::Result<bool> {
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
fn exchange(_a: &Path, _b: &Path) -> std::io::Result<bool> {
    Ok(false)
}

/// The lock file `.NAME.arbitre-verrou` beside the output folder: an OS file lock,
/// released even when the process is killed, held until the guard is dropped; the file
/// is then removed (a build leaves nothing beside its output).
struct Lock {
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

fn lock(parent: &Path, name: &str) -> Result<Lock, SiteError> {
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
fn remove_tree(dir: &Path) -> std::io::Result<()> {
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
