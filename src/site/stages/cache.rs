//! `serve`'s incremental build: rendered pages kept between rebuilds, each with a
//! fingerprint of what it was made from. The render stage asks the cache before it
//! renders a page; nothing else in the build knows of it.
use std::collections::BTreeMap;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

use super::render::PageDone;

/// Rendered pages by source file, with a fingerprint of what they were made from (the
/// file's text and its name in the sidebar). `serve` keeps one between rebuilds and
/// clears it when anything but a page changes (templates, positions, book.toml…).
#[derive(Default)]
pub struct PageCache {
    pages: Mutex<BTreeMap<String, (u64, PageDone)>>,
    rendered: AtomicUsize,
}

impl PageCache {
    pub fn new() -> PageCache {
        PageCache::default()
    }

    pub fn clear(&self) {
        if let Ok(mut pages) = self.pages.lock() {
            pages.clear();
        }
    }

    /// How many pages were rendered (not taken from the cache) since it was made.
    pub fn rendered(&self) -> usize {
        self.rendered.load(Ordering::SeqCst)
    }

    pub(super) fn get(&self, file: &str, fingerprint: u64) -> Option<PageDone> {
        let pages = self.pages.lock().ok()?;
        pages
            .get(file)
            .filter(|(f, _)| *f == fingerprint)
            .filter(|(_, d)| files_still_there(d))
            .map(|(_, d)| d.clone())
    }

    pub(super) fn put(&self, file: &str, fingerprint: u64, done: &PageDone) {
        self.rendered.fetch_add(1, Ordering::SeqCst);
        if let Ok(mut pages) = self.pages.lock() {
            pages.insert(file.to_string(), (fingerprint, done.clone()));
        }
    }
}

/// Whether the files a kept page's drawings are in (PNG cache entries, not bytes:
/// `output::Made::File`) are still there: one deleted since (`.arbitre-cache` removed
/// while `serve` runs) has the page rendered, so drawn, again.
fn files_still_there(done: &PageDone) -> bool {
    done.body.files.iter().all(|(_, made)| match made {
        crate::site::output::Made::File(entry) => entry.is_file(),
        crate::site::output::Made::Bytes(_) => true,
    })
}

/// What a page was made from, hashed with xxh3 (stable across Rust versions, unlike
/// the standard library's hasher); each part is preceded by its length so that no two
/// inputs run together.
pub fn fingerprint(text: &str, name: &str, smart: bool) -> u64 {
    let mut h = xxhash_rust::xxh3::Xxh3::new();
    for part in [text, name] {
        h.update(&(part.len() as u64).to_le_bytes());
        h.update(part.as_bytes());
    }
    h.update(&[u8::from(smart)]);
    h.digest()
}
