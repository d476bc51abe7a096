//! The PNG cache: drawing a 300 dpi diagram is a large part of a build's time, and a guide's
//! examples rarely change between two builds. Each PNG is kept in
//! `.arbitre-cache/png/` at the book's root under the hash of what made it (the
//! standalone SVG, the resolution and the encoder's version), so a rebuild draws only
//! the diagrams whose SVG changed. The cache is content-addressed: whatever it holds,
//! a build writes the same bytes as a build without it. Deleting the folder is always
//! safe. Entries unused for [`KEEP_DAYS`] days are removed by the next build. The site's
//! PNGs are hard links to the entries ([`Made::File`], `output::PageSink::link`): each
//! diagram is written once, in the cache.
use std::collections::BTreeMap;
use std::collections::btree_map::Entry;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, OnceLock};
use std::time::{Duration, SystemTime};

use super::output::Made;

/// The book's cache folder, relative to its root (named in the README).
pub const CACHE: &str = ".arbitre-cache";

/// The PNG cache, relative to the book root.
pub const DIR: &str = ".arbitre-cache/png";

/// Bumped whenever the drawing, the encoding or the key's making changes, so old
/// entries are not reused (8: the key became an xxh3 hash; 9: drawn at print size;
/// 10: marks, markers and targets composited as sprites; 11: the trays' rims too).
const ENCODER_VERSION: u32 = 11;

/// Millimetres per SVG unit on paper: `static/print.css` prints the chessboard (400
/// units wide) 3.5 cm wide, and every board with the same square (about 4 mm). The
/// site's PNGs are drawn at that size, so at 300 dpi a chessboard is 413 pixels wide
/// and prints as the print pages show it: drawing them at the SVG's nominal size
/// (96 units an inch, 11.9 mm squares) cost nine times the pixels, most of a cold
/// build, for an image nobody prints that large (`arbitre diagram --dpi` makes one).
pub const PRINT_MM_PER_UNIT: f32 = 35.0 / 400.0;

/// Pixels per SVG unit for a PNG at `dpi` printed at [`PRINT_MM_PER_UNIT`].
pub fn print_scale(dpi: u32) -> f32 {
    dpi as f32 / 25.4 * PRINT_MM_PER_UNIT
}

/// Unused entries older than this are removed.
#[doc(hidden)]
pub const KEEP_DAYS: u64 = 14;

/// 128 bits of xxh3 (stable across platforms and Rust versions, unlike the standard
/// library's hasher): a collision between two of a book's diagrams is out of reach.
fn key(svg: &str, dpi: u32) -> String {
    let mut h = xxhash_rust::xxh3::Xxh3::new();
    h.update(&ENCODER_VERSION.to_le_bytes());
    h.update(&dpi.to_le_bytes());
    h.update(svg.as_bytes());
    format!("{:032x}", h.digest128())
}

/// The smallest PNG there is (signature, IHDR, IDAT, IEND): an entry shorter than this
/// is not one (an empty file left by a full disk) and is drawn again.
const MIN_PNG: u64 = 67;

/// A cache hit's time is set again once it is older than this (see [`touch`]).
const TOUCH_AFTER: Duration = Duration::from_secs(24 * 3600);

/// The PNG of `svg` at `dpi`, at print size, as bytes (see [`drawn`]).
pub fn png(book_root: &Path, svg: &str, dpi: u32) -> Result<Vec<u8>, crate::diagram::PngFault> {
    match drawn(book_root, svg, dpi)? {
        Made::Bytes(bytes) => Ok(bytes),
        Made::File(path) => match std::fs::read(&path) {
            Ok(bytes) => Ok(bytes),
            // (removed since: by another build's prune, or by hand)
            Err(_) => crate::diagram::svg_to_png_scaled(svg, print_scale(dpi), dpi),
        },
    }
}

/// The PNG of `svg` at `dpi`, at print size: the entry of the cache of the book at
/// `book_root` when it holds it, else drawn and stored there. The output hard-links the
/// entry: one file written per diagram, not two (docs/MEASURES.md, « Un PNG écrit une
/// fois »). A cache that cannot be written only costs time: the PNG is then drawn and
/// its bytes returned. A hit is judged by the entry's metadata alone, never opened:
/// entries are written whole ([`store`]) and read-only, so one of the right name and
/// size is the drawing.
pub fn drawn(book_root: &Path, svg: &str, dpi: u32) -> Result<Made, crate::diagram::PngFault> {
    let dir = book_root.join(DIR);
    let path = dir.join(format!("{}.png", key(svg, dpi)));
    if let Ok(meta) = std::fs::symlink_metadata(&path)
        && meta.file_type().is_file()
        && meta.len() >= MIN_PNG
    {
        touch(&path, &meta);
        return Ok(Made::File(path));
    }
    // the same drawing asked for twice at once (two examples of one position) is drawn
    // by the first asker; the other waits for it
    let (cell, first) = {
        let mut in_flight = IN_FLIGHT.lock().unwrap_or_else(|e| e.into_inner());
        match in_flight.entry(path.clone()) {
            Entry::Occupied(e) => (e.get().clone(), false),
            Entry::Vacant(e) => (e.insert(Default::default()).clone(), true),
        }
    };
    if !first {
        return cell.wait().clone();
    }
    let done = Done(&path, &cell);
    let drawn = crate::diagram::svg_to_png_scaled(svg, print_scale(dpi), dpi).map(|bytes| {
        if store(&dir, &path, &bytes) {
            Made::File(path.clone())
        } else {
            Made::Bytes(bytes)
        }
    });
    let _ = cell.set(drawn.clone());
    drop(done);
    drawn
}

/// A use keeps an entry from being pruned ([`prune`] counts days): its time is set to
/// now when it is older than a day, not at every hit. So a hit costs one `statx` and
/// no open, and the output files linked to the entry keep their time between the
/// builds of a day (the next build's record of the site still knows them).
fn touch(path: &Path, meta: &std::fs::Metadata) {
    let stale = meta
        .modified()
        .ok()
        .and_then(|t| SystemTime::now().duration_since(t).ok())
        .is_some_and(|age| age > TOUCH_AFTER);
    // (opened for reading: the entry is read-only; its owner may still set its time)
    if stale && let Ok(f) = std::fs::File::open(path) {
        let _ = f.set_modified(SystemTime::now());
    }
}

type Drawn = Result<Made, crate::diagram::PngFault>;

/// The drawings under way in this process, by cache path: only while they are drawn
/// (once stored, the cache serves them).
static IN_FLIGHT: Mutex<BTreeMap<PathBuf, Arc<OnceLock<Drawn>>>> = Mutex::new(BTreeMap::new());

/// Ends a drawing under way even if it unwinds: its waiters are released (with a
/// fault rather than forever) and its entry removed.
struct Done<'a>(&'a Path, &'a Arc<OnceLock<Drawn>>);

impl Drop for Done<'_> {
    fn drop(&mut self) {
        let _ = self.1.set(Err(crate::diagram::PngFault::Encoding));
        let mut in_flight = IN_FLIGHT.lock().unwrap_or_else(|e| e.into_inner());
        in_flight.remove(self.0);
    }
}

/// Writes an entry atomically (a temporary file renamed into place), so that a reader
/// never sees half a PNG, even with two builds at once; true when it is in place. The
/// entry is read-only: the site's PNGs are hard links to it, and a program that
/// writes into an output PNG in place is refused rather than changing the cache
/// (one that writes a new file and renames it, as editors do, breaks the link and
/// leaves the entry alone). The folder is made only when the first write finds it
/// missing (one `mkdir` per build, not one per PNG).
fn store(dir: &Path, path: &Path, bytes: &[u8]) -> bool {
    let tmp = tmp_name(path);
    let written = match write_read_only(&tmp, bytes) {
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            std::fs::create_dir_all(dir).is_ok() && write_read_only(&tmp, bytes).is_ok()
        }
        r => r.is_ok(),
    };
    if written && std::fs::rename(&tmp, path).is_ok() {
        return true;
    }
    let _ = std::fs::remove_file(&tmp);
    false
}

fn write_read_only(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    use std::io::Write;
    let mut options = std::fs::File::options();
    options.write(true).create_new(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o444);
    options.open(path)?.write_all(bytes)
}

fn tmp_name(path: &Path) -> PathBuf {
    use std::sync::atomic::{AtomicU64, Ordering};
    static N: AtomicU64 = AtomicU64::new(0);
    let n = N.fetch_add(1, Ordering::Relaxed);
    path.with_extension(format!("{}-{n}.tmp", std::process::id()))
}

/// Removes entries not used for [`KEEP_DAYS`] days (and temporary files a killed build
/// left, after a day). Called after a build; errors are ignored (a cache).
pub fn prune(book_root: &Path) {
    let Ok(entries) = std::fs::read_dir(book_root.join(DIR)) else {
        return;
    };
    let now = SystemTime::now();
    for e in entries.flatten() {
        let name = e.file_name().to_string_lossy().into_owned();
        let max_age = if name.ends_with(".tmp") {
            Duration::from_secs(24 * 3600)
        } else if name.ends_with(".png") {
            Duration::from_secs(KEEP_DAYS * 24 * 3600)
        } else {
            continue;
        };
        let old = e
            .metadata()
            .and_then(|m| m.modified())
            .ok()
            .and_then(|t| now.duration_since(t).ok())
            .is_some_and(|age| age > max_age);
        if old {
            let _ = std::fs::remove_file(e.path());
        }
    }
}
