//! The tests of `arbitre::site::png_cache` (src/site/png_cache.rs), through its public API: moved out of the
//! library so that `cargo test` compiles it once (docs/MEASURES.md, « Mise en route »).
use arbitre::site::png_cache::*;
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

const SVG: &str = r##"<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10" viewBox="0 0 20 10"><rect x="0" y="0" width="10" height="10" fill="#b58863"/></svg>"##;

fn entries(root: &Path) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(root.join(DIR))
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    v.sort();
    v
}

#[test]
fn a_second_draw_comes_from_the_cache_with_the_same_bytes() {
    let d = tempfile::tempdir().unwrap();
    let first = png(d.path(), SVG, 96).unwrap();
    assert_eq!(
        first,
        arbitre::diagram::svg_to_png_scaled(SVG, print_scale(96), 96).unwrap()
    );
    let stored = entries(d.path());
    assert_eq!(stored.len(), 1);
    // a planted entry under the same key is what the next call returns: read, not drawn
    // (a hit is judged by the entry's name and size, never by opening it)
    let planted = [b"\x89PNG\r\n\x1a\n".as_slice(), &[b'p'; 100]].concat();
    std::fs::remove_file(&stored[0]).unwrap();
    std::fs::write(&stored[0], &planted).unwrap();
    assert_eq!(png(d.path(), SVG, 96).unwrap(), planted);
    assert_eq!(
        drawn(d.path(), SVG, 96).unwrap(),
        arbitre::site::output::Made::File(stored[0].clone())
    );
    // another resolution or another drawing is another entry
    png(d.path(), SVG, 192).unwrap();
    png(d.path(), &SVG.replace("b58863", "f0d9b5"), 96).unwrap();
    assert_eq!(entries(d.path()).len(), 3);
}

#[test]
fn one_drawing_asked_for_at_once_is_drawn_and_stored_once() {
    let d = tempfile::tempdir().unwrap();
    let alone = arbitre::diagram::svg_to_png_scaled(SVG, print_scale(96), 96).unwrap();
    let all: Vec<Vec<u8>> = std::thread::scope(|s| {
        let askers: Vec<_> = (0..8)
            .map(|_| s.spawn(|| png(d.path(), SVG, 96).unwrap()))
            .collect();
        askers.into_iter().map(|a| a.join().unwrap()).collect()
    });
    assert!(all.iter().all(|b| *b == alone));
    assert_eq!(entries(d.path()).len(), 1);
}

#[test]
fn a_chessboard_prints_at_the_size_of_the_print_pages() {
    // print.css gives the chessboard (400 units wide) 3.5 cm
    let css = include_str!("../../../static/print.css");
    assert!(css.contains("figure.board-example .board { flex: 0 0 auto; width: 3.5cm; }"));
    let board = arbitre::diagram::Diagram::new(arbitre::rules::Geometry::chess());
    let svg = arbitre::diagram::to_svg(&board);
    assert!(svg.contains("viewBox=\"0 0 400 400\""), "{}", &svg[..200]);
    let d = tempfile::tempdir().unwrap();
    let png = png(d.path(), &svg, 300).unwrap();
    let back = resvg::tiny_skia::Pixmap::decode_png(&png).unwrap();
    // 3.5 cm at 300 dpi, and the file says 300 dpi (11811 pixels a metre)
    assert_eq!((back.width(), back.height()), (413, 413));
    let phys = png.windows(4).position(|w| w == b"pHYs").unwrap();
    assert_eq!(png[phys + 4..phys + 8], 11811u32.to_be_bytes());
}

#[test]
fn a_broken_entry_is_drawn_again() {
    let d = tempfile::tempdir().unwrap();
    let good = png(d.path(), SVG, 96).unwrap();
    let stored = entries(d.path());
    std::fs::remove_file(&stored[0]).unwrap();
    std::fs::write(&stored[0], b"").unwrap();
    assert_eq!(png(d.path(), SVG, 96).unwrap(), good);
    assert_eq!(std::fs::read(&stored[0]).unwrap(), good);
}

#[test]
fn prune_removes_only_old_entries() {
    let d = tempfile::tempdir().unwrap();
    png(d.path(), SVG, 96).unwrap();
    png(d.path(), SVG, 192).unwrap();
    let stored = entries(d.path());
    // (opened for reading: entries are read-only)
    let f = std::fs::File::open(&stored[0]).unwrap();
    f.set_modified(SystemTime::now() - Duration::from_secs((KEEP_DAYS + 1) * 24 * 3600))
        .unwrap();
    prune(d.path());
    assert_eq!(entries(d.path()), stored[1..]);
}

/// A hit keeps its entry from being pruned: an entry older than a day gets the time of
/// the hit; a younger one is left as it is (its time, shared with the site's PNG linked
/// to it, does not change at every build).
#[test]
fn a_hit_sets_the_time_of_an_entry_older_than_a_day() {
    let d = tempfile::tempdir().unwrap();
    png(d.path(), SVG, 96).unwrap();
    png(d.path(), SVG, 192).unwrap();
    let stored = entries(d.path());
    let age = |p: &Path| {
        let t = std::fs::metadata(p).unwrap().modified().unwrap();
        SystemTime::now().duration_since(t).unwrap_or_default()
    };
    let set = |p: &Path, ago: Duration| {
        let f = std::fs::File::open(p).unwrap();
        f.set_modified(SystemTime::now() - ago).unwrap();
    };
    set(&stored[0], Duration::from_secs(2 * 24 * 3600));
    set(&stored[1], Duration::from_secs(3600));
    let hits: Vec<_> = [96, 192]
        .iter()
        .map(|&dpi| drawn(d.path(), SVG, dpi).unwrap())
        .collect();
    assert!(
        hits.iter()
            .all(|h| matches!(h, arbitre::site::output::Made::File(_)))
    );
    let touched = stored.iter().find(|p| age(p) < Duration::from_secs(600));
    assert!(touched.is_some(), "the two-day-old entry was not touched");
    let left = stored.iter().filter(|p| {
        let a = age(p);
        a > Duration::from_secs(3000) && a < Duration::from_secs(4000)
    });
    assert_eq!(left.count(), 1, "the hour-old entry was touched");
}

/// Entries are read-only (the site's PNGs are links to them).
#[test]
fn an_entry_is_stored_read_only() {
    use std::os::unix::fs::PermissionsExt;
    let d = tempfile::tempdir().unwrap();
    png(d.path(), SVG, 96).unwrap();
    let mode = std::fs::metadata(&entries(d.path())[0])
        .unwrap()
        .permissions()
        .mode();
    assert_eq!(mode & 0o222, 0, "{mode:o}");
}
