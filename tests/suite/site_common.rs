//! Shared helpers for the site tests: fixture books copied into temporary folders.
#![allow(dead_code)]
use std::path::{Path, PathBuf};

pub fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures")
}

pub fn copy_dir(from: &Path, to: &Path) {
    for entry in walkdir::WalkDir::new(from) {
        let entry = entry.unwrap();
        let rel = entry.path().strip_prefix(from).unwrap();
        let dest = to.join(rel);
        if entry.file_type().is_dir() {
            std::fs::create_dir_all(&dest).unwrap();
        } else {
            std::fs::copy(entry.path(), &dest).unwrap();
        }
    }
}

/// A fixture book copied into a fresh temporary folder; returns (guard, book root).
pub fn fixture_book(kind: &str, name: &str) -> (tempfile::TempDir, PathBuf) {
    let tmp = tempfile::tempdir().unwrap();
    let root = tmp.path().join(name);
    copy_dir(&fixtures().join(kind).join(name), &root);
    (tmp, root)
}

/// The `<main …>…</main>` part of a page.
pub fn main_of(html: &str) -> &str {
    let start = html.find("<main").expect("a <main> element");
    let end = html.rfind("</main>").expect("a </main>") + "</main>".len();
    &html[start..end]
}

/// Every file under `dir` with its bytes, sorted by path.
pub fn snapshot_tree(dir: &Path) -> Vec<(String, Vec<u8>)> {
    let mut v: Vec<(String, Vec<u8>)> = walkdir::WalkDir::new(dir)
        .into_iter()
        .map(|e| e.unwrap())
        .filter(|e| e.file_type().is_file())
        .map(|e| {
            (
                e.path()
                    .strip_prefix(dir)
                    .unwrap()
                    .to_string_lossy()
                    .into_owned(),
                std::fs::read(e.path()).unwrap(),
            )
        })
        .collect();
    v.sort();
    v
}

/// A book made of `(path, text)` files in a fresh folder (canonical, so that paths the
/// build prints compare with it); returns the folder's guard and the book's root.
pub fn book_of(files: &[(&str, &str)]) -> (tempfile::TempDir, PathBuf) {
    let tmp = tempfile::tempdir().unwrap();
    let root = tmp.path().canonicalize().unwrap().join("livre");
    for (p, text) in files {
        let path = root.join(p);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    }
    (tmp, root)
}
