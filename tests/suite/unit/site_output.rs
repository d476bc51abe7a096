//! The tests of `arbitre::site::output` (src/site/output.rs), through its public API: moved out of the
//! library so that `cargo test` compiles it once (docs/MEASURES.md, « Mise en route »).
use arbitre::site::output::*;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

#[test]
fn spilled_texts_come_back_and_leave_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let spill = Spill::new(dir.path()).unwrap();
    let a = spill.put("première page, é").unwrap();
    let b = spill.put("").unwrap();
    let c = spill.put("<p>troisième</p>").unwrap();
    assert_eq!(spill.get(c).unwrap(), "<p>troisième</p>");
    assert_eq!(spill.get(a).unwrap(), "première page, é");
    assert_eq!(spill.get(b).unwrap(), "");
    drop(spill);
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 0);
}

#[test]
fn normalise_handles_dots_and_missing_parts() {
    let d = tempfile::tempdir().unwrap();
    let base = d.path().canonicalize().unwrap();
    assert_eq!(normalise(Path::new("a/../b/./c"), &base), base.join("b/c"));
    assert_eq!(normalise(Path::new("."), &base), base);
}

#[test]
fn refusals() {
    let d = tempfile::tempdir().unwrap();
    let root = d.path().canonicalize().unwrap();
    let src = root.join("content");
    std::fs::create_dir(&src).unwrap();
    assert!(check_target(&root, &src, &root).is_err());
    assert!(check_target(&root, &src, root.parent().unwrap()).is_err());
    assert!(check_target(&root, &src, &src).is_err());
    assert!(check_target(&root, &src, &src.join("x")).is_err());
    let foreign = root.join("docs");
    std::fs::create_dir(&foreign).unwrap();
    assert!(check_target(&root, &src, &foreign).is_ok(), "empty is fine");
    std::fs::write(foreign.join("a.txt"), "x").unwrap();
    let err = check_target(&root, &src, &foreign).unwrap_err().to_string();
    assert!(err.contains("n'a pas été créé par arbitre"), "{err}");
    std::fs::write(foreign.join(MARKER), MARKER_TEXT).unwrap();
    assert!(check_target(&root, &src, &foreign).is_ok());
    assert!(check_target(&root, &src, &root.join("book")).is_ok());
}

#[test]
fn swap_replaces_whole_folder() {
    let d = tempfile::tempdir().unwrap();
    let out = d.path().join("site");
    let mut files = BTreeMap::new();
    files.insert(PathBuf::from("a/b.html"), b"un".to_vec());
    write_site(&out, &files).unwrap();
    assert_eq!(std::fs::read(out.join("a/b.html")).unwrap(), b"un");
    let mut files2 = BTreeMap::new();
    files2.insert(PathBuf::from("c.html"), b"deux".to_vec());
    write_site(&out, &files2).unwrap();
    assert!(!out.join("a/b.html").exists());
    assert!(out.join(MARKER).is_file());
    let mut names: Vec<_> = std::fs::read_dir(d.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert_eq!(names, ["site"], "no temp folder or lock left");
    let mut bad = BTreeMap::new();
    bad.insert(PathBuf::from("../evil"), vec![]);
    assert!(write_site(&out, &bad).is_err());
    assert_eq!(std::fs::read(out.join("c.html")).unwrap(), b"deux");
}

#[cfg(unix)]
#[test]
fn unchanged_files_are_taken_from_the_previous_site() {
    use std::os::unix::fs::MetadataExt;
    let d = tempfile::tempdir().unwrap();
    let out = d.path().join("site");
    let site = |b: &str| -> BTreeMap<PathBuf, Vec<u8>> {
        [("a/same.html", "pareil"), ("a/other.html", b)]
            .iter()
            .map(|(p, t)| (PathBuf::from(p), t.as_bytes().to_vec()))
            .collect()
    };
    write_site(&out, &site("un")).unwrap();
    let ino = |p: &str| std::fs::metadata(out.join(p)).unwrap().ino();
    let (same, other) = (ino("a/same.html"), ino("a/other.html"));
    write_site(&out, &site("deux")).unwrap();
    assert_eq!(ino("a/same.html"), same, "same bytes: the same file");
    assert_ne!(ino("a/other.html"), other, "new bytes: a new file");
    assert_eq!(std::fs::read(out.join("a/other.html")).unwrap(), b"deux");
    assert_eq!(
        std::fs::metadata(out.join("a/same.html")).unwrap().nlink(),
        1
    );
    // a folder of the output replaced by a link to elsewhere: nothing taken from it
    let elsewhere = d.path().join("ailleurs");
    std::fs::create_dir(&elsewhere).unwrap();
    std::fs::write(elsewhere.join("same.html"), "pareil").unwrap();
    std::fs::remove_dir_all(out.join("a")).unwrap();
    std::os::unix::fs::symlink(&elsewhere, out.join("a")).unwrap();
    write_site(&out, &site("deux")).unwrap();
    assert!(std::fs::symlink_metadata(out.join("a")).unwrap().is_dir());
    assert_eq!(
        std::fs::metadata(elsewhere.join("same.html"))
            .unwrap()
            .nlink(),
        1
    );
    assert_eq!(std::fs::read(out.join("a/same.html")).unwrap(), b"pareil");
}

#[test]
fn each_file_is_fingerprinted_apart_and_an_edited_file_is_not_taken() {
    use std::os::unix::fs::MetadataExt;
    let d = tempfile::tempdir().unwrap();
    let out = d.path().join("site");
    let site: BTreeMap<PathBuf, Vec<u8>> = [("a/page.html", "pareil"), ("b.html", "autre")]
        .iter()
        .map(|(p, t)| (PathBuf::from(p), t.as_bytes().to_vec()))
        .collect();
    let record_file = d.path().join("cache/site");
    let write = |files: &BTreeMap<PathBuf, Vec<u8>>| {
        let staging = Staging::begin(&out)
            .unwrap()
            .recorded_in(record_file.clone());
        staging.write_all(files).unwrap();
        staging.commit().unwrap();
    };
    write(&site);
    // the record is kept apart, not in the site
    let marker = std::fs::read_to_string(out.join(MARKER)).unwrap();
    assert_eq!(marker, MARKER_TEXT);
    let record = std::fs::read_to_string(&record_file).unwrap();
    let prints = Print::read_all(&record);
    assert_eq!(prints.len(), 2, "{record}");
    let page = &prints["a/page.html"];
    let meta = std::fs::metadata(out.join("a/page.html")).unwrap();
    let hash = xxhash_rust::xxh3::xxh3_128(b"pareil");
    assert_eq!(Print::of(&meta, hash).as_ref(), Some(page));
    // edited in place to other bytes of the same length: its time changed, so it is
    // read, found different and written again
    std::thread::sleep(std::time::Duration::from_millis(20));
    std::fs::write(out.join("a/page.html"), "PAREIL").unwrap();
    let edited = std::fs::metadata(out.join("a/page.html")).unwrap().ino();
    write(&site);
    assert_eq!(std::fs::read(out.join("a/page.html")).unwrap(), b"pareil");
    assert_ne!(
        std::fs::metadata(out.join("a/page.html")).unwrap().ino(),
        edited
    );
    // no record (an older arbitre's site): files are compared by their bytes
    std::fs::remove_file(&record_file).unwrap();
    let kept = std::fs::metadata(out.join("b.html")).unwrap().ino();
    write(&site);
    assert_eq!(std::fs::metadata(out.join("b.html")).unwrap().ino(), kept);
}

fn names(dir: &Path) -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    v.sort();
    v
}

#[test]
fn a_killed_swap_is_recovered() {
    let d = tempfile::tempdir().unwrap();
    let out = d.path().join("book");
    // killed between "old site out" and "new site in": no book/ at all
    let old = d.path().join(".book.arbitre-ancien-4242");
    std::fs::create_dir(&old).unwrap();
    std::fs::write(old.join("index.html"), "ancien").unwrap();
    std::fs::write(old.join(MARKER), MARKER_TEXT).unwrap();
    let new = d.path().join(".book.arbitre-neuf-4242");
    std::fs::create_dir(&new).unwrap();
    std::fs::write(new.join("moitie.html"), "à moitié écrit").unwrap();
    // another dead build's leftover, and a folder that is not ours
    std::fs::create_dir(d.path().join(".book.arbitre-neuf-17")).unwrap();
    std::fs::create_dir(d.path().join(".book.arbitre-neuf-x")).unwrap();
    recover(d.path(), "book", &out).unwrap();
    assert_eq!(std::fs::read(out.join("index.html")).unwrap(), b"ancien");
    assert_eq!(names(d.path()), [".book.arbitre-neuf-x", "book"]);
    // with book/ present, leftovers are only removed
    std::fs::create_dir(&old).unwrap();
    recover(d.path(), "book", &out).unwrap();
    assert_eq!(names(d.path()), [".book.arbitre-neuf-x", "book"]);
    assert_eq!(std::fs::read(out.join("index.html")).unwrap(), b"ancien");
}

#[test]
fn racing_builds_each_leave_a_whole_site() {
    let d = tempfile::tempdir().unwrap();
    let out = d.path().join("site");
    let sites: Vec<BTreeMap<PathBuf, Vec<u8>>> = (0..4)
        .map(|n| {
            (0..20)
                .map(|f| {
                    (
                        PathBuf::from(format!("p{f}.html")),
                        format!("{n}").into_bytes(),
                    )
                })
                .collect()
        })
        .collect();
    std::thread::scope(|s| {
        for site in &sites {
            let out = &out;
            s.spawn(move || {
                for _ in 0..5 {
                    write_site(out, site).unwrap();
                }
            });
        }
    });
    let first = std::fs::read(out.join("p0.html")).unwrap();
    for f in 0..20 {
        assert_eq!(
            std::fs::read(out.join(format!("p{f}.html"))).unwrap(),
            first
        );
    }
    assert_eq!(names(d.path()), ["site"]);
}
