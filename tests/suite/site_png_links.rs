//! The site's PNGs are hard links to the PNG cache's entries: a diagram costs one file
//! written, not two (src/site/png_cache.rs, `Staging::link` in src/site/output.rs;
//! docs/MEASURES.md, « Un PNG écrit une fois »). A copy when no link can be made, and a
//! changed example is linked to its new drawing, never to a stale one.
use crate::site_common::book_of;
use arbitre::site::{self, output::PageSink};
use std::os::unix::fs::MetadataExt;
use std::path::{Path, PathBuf};

const ROOK: &str = "```position\ngame: chess\npieces: { white: [Ka1, Rd4], black: [Kh8] }\nturn: black\nexpect: { next: black }\n```\n";
const PAWN: &str = "```position\ngame: chess\npieces: { white: [Ka1, h3], black: [Kh8] }\nturn: black\nexpect: { next: black }\n```\n";

fn book(a: &str, b: &str) -> (tempfile::TempDir, PathBuf) {
    let (a, b) = (format!("# A\n\n{a}"), format!("# B\n\n{b}"));
    book_of(&[
        ("book.toml", "[book]\ntitle = \"Essai\"\n"),
        ("content/SUMMARY.md", "- [A](a.md)\n- [B](b.md)\n"),
        ("content/a.md", &a),
        ("content/b.md", &b),
    ])
}

fn build(root: &Path) {
    let r = site::build(root, None, &site::ExampleRenderer::default()).unwrap();
    assert_eq!((r.passed, r.failed), (2, 0));
}

/// (inode, bytes) of each PNG of a folder, by file name.
fn pngs(dir: &Path) -> Vec<(String, u64, Vec<u8>)> {
    let mut v: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "png"))
        .map(|p| {
            let name = p.file_name().unwrap().to_string_lossy().into_owned();
            (
                name,
                std::fs::metadata(&p).unwrap().ino(),
                std::fs::read(&p).unwrap(),
            )
        })
        .collect();
    v.sort();
    v
}

#[test]
fn a_cold_build_links_each_diagram_to_its_cache_entry() {
    let (_tmp, root) = book(ROOK, PAWN);
    build(&root);
    let site = pngs(&root.join("book/diagrammes"));
    let cache = pngs(&root.join(site::png_cache::DIR));
    assert_eq!((site.len(), cache.len()), (2, 2));
    for (name, ino, bytes) in &site {
        let entry = cache.iter().find(|e| e.1 == *ino);
        let entry = entry.unwrap_or_else(|| panic!("{name} is no link to a cache entry"));
        assert_eq!(&entry.2, bytes);
        assert!(bytes.starts_with(b"\x89PNG\r\n\x1a\n"), "{name}");
    }
    assert_ne!(site[0].2, site[1].2);
    // the entries are read-only: a program writing into the site's PNG in place is
    // refused rather than changing the cache
    for e in std::fs::read_dir(root.join(site::png_cache::DIR)).unwrap() {
        let mode = e.unwrap().metadata().unwrap().mode();
        assert_eq!(mode & 0o222, 0, "{mode:o}");
    }
}

#[test]
fn a_changed_example_is_linked_to_its_new_drawing() {
    let (_tmp, root) = book(ROOK, PAWN);
    build(&root);
    let before = pngs(&root.join("book/diagrammes"));
    // b.md now shows a.md's position: its PNG is a.md's, and a.md's is untouched
    std::fs::write(root.join("content/b.md"), format!("# B\n\n{ROOK}")).unwrap();
    build(&root);
    let after = pngs(&root.join("book/diagrammes"));
    assert_eq!(after[0], before[0], "a.md's PNG changed");
    assert_eq!((after[1].1, &after[1].2), (before[0].1, &before[0].2));
    // the pawn's entry is still in the cache, as it was (kept for KEEP_DAYS)
    let cache = pngs(&root.join(site::png_cache::DIR));
    assert!(
        cache
            .iter()
            .any(|e| (e.1, &e.2) == (before[1].1, &before[1].2))
    );
    // and back: the pawn's entry is linked again, not drawn again
    std::fs::write(root.join("content/b.md"), format!("# B\n\n{PAWN}")).unwrap();
    build(&root);
    assert_eq!(pngs(&root.join("book/diagrammes")), before);
}

#[test]
fn without_a_cache_the_diagrams_are_written() {
    let (_tmp, root) = book(ROOK, PAWN);
    let linked = {
        build(&root);
        pngs(&root.join("book/diagrammes"))
    };
    std::fs::remove_dir_all(root.join("book")).unwrap();
    // a file where the cache's folder would be: nothing can be stored
    std::fs::remove_dir_all(root.join(".arbitre-cache")).unwrap();
    std::fs::write(root.join(".arbitre-cache"), "").unwrap();
    build(&root);
    let written = pngs(&root.join("book/diagrammes"));
    for (l, w) in linked.iter().zip(&written) {
        assert_eq!((&l.0, &l.2), (&w.0, &w.2));
        let nlink = std::fs::metadata(root.join("book/diagrammes").join(&w.0)).unwrap();
        assert_eq!(nlink.nlink(), 1);
    }
}

/// A file the system will not link (here one of /proc, another file system) is copied.
#[test]
fn a_file_that_cannot_be_linked_is_copied() {
    let tmp = tempfile::tempdir().unwrap();
    let out = tmp.path().join("site");
    let from = Path::new("/proc/self/stat");
    let staging = site::output::Staging::begin(&out).unwrap();
    staging.link(Path::new("copie/stat"), from).unwrap();
    staging.commit().unwrap();
    let copied = std::fs::read_to_string(out.join("copie/stat")).unwrap();
    // (the stat line of the test's own process: its pid first)
    assert!(
        copied.starts_with(&format!("{} (", std::process::id())),
        "{copied}"
    );
}

/// `serve` keeps rendered pages between builds; a kept page's PNG is a cache entry's
/// path, so a cache removed in between has the page drawn again rather than failing
/// the build on a missing entry.
#[test]
fn a_kept_page_whose_cache_entry_is_gone_is_drawn_again() {
    let (_tmp, root) = book(ROOK, PAWN);
    let renderer = site::ExampleRenderer::default();
    let cache = site::PageCache::new();
    let pipeline = site::Pipeline::new(&renderer).with_cache(&cache);
    site::build_with(&root, None, &pipeline).unwrap();
    let before = pngs(&root.join("book/diagrammes"));
    let rendered = cache.rendered();
    site::build_with(&root, None, &pipeline).unwrap();
    assert_eq!(cache.rendered(), rendered, "the pages were not kept");
    std::fs::remove_dir_all(root.join(".arbitre-cache")).unwrap();
    site::build_with(&root, None, &pipeline).unwrap();
    let after = pngs(&root.join("book/diagrammes"));
    assert_eq!(cache.rendered(), rendered + 2);
    for (b, a) in before.iter().zip(&after) {
        assert_eq!((&b.0, &b.2), (&a.0, &a.2));
    }
}
