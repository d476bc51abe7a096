//! Issue 32: what a build writes grows in proportion to the book. At scale the cost of a
//! build is what it writes (on disk, the kernel allocating inodes and blocks took 72 % of
//! the CPU at 20,000 pages), so the bytes and files written for n and 10 n pages are
//! compared in one run, counted rather than timed; and no page grows with the book (each
//! page's own sidebar is a window of the contents, `toc::WINDOW`).
use arbitre::site::{self, PlainRenderer};
use std::path::Path;

/// A page of about 2 KB of French text, headings, a table and a list, as `scripts/bench.sh`
/// generates them.
fn page(c: usize, s: usize) -> String {
    let mut t = format!(
        "# Chapitre {c}, section {s} : la règle numéro {}\n\n",
        c * 100 + s
    );
    t.push_str("Cette page décrit une règle du jeu à quatre joueurs. Chaque joueur place\nseize pièces sur son côté du plateau en croix, puis la partie se joue dans le\nsens des aiguilles d'une montre.\n\n## Mise en place\n\n");
    t.push_str("| Pièce | Nombre | Valeur |\n|---|---|---|\n| Pion | 8 | 1 |\n| Cavalier | 2 | 3 |\n| Dame | 1 | 9 |\n\n");
    t.push_str("## Déroulement\n\n- chaque joueur joue un coup à son tour ;\n- un roi en échec doit être protégé ;\n- un joueur maté est éliminé.\n\n> Remarque : les règles locales peuvent changer certains réglages.\n");
    t
}

/// A book of `chapters` chapters of `per` pages each (its index included).
fn make_book(root: &Path, chapters: usize, per: usize) {
    let content = root.join("content");
    std::fs::create_dir_all(&content).unwrap();
    std::fs::write(
        root.join("book.toml"),
        "[book]\ntitle = \"Livre de mesure\"\nlanguage = \"fr\"\nsrc = \"content\"\n",
    )
    .unwrap();
    let mut summary = String::from("# Sommaire\n\n");
    for c in 1..=chapters {
        std::fs::create_dir_all(content.join(format!("ch{c}"))).unwrap();
        summary.push_str(&format!("- [Chapitre {c}](ch{c}/index.md)\n"));
        std::fs::write(content.join(format!("ch{c}/index.md")), page(c, 0)).unwrap();
        for s in 1..per {
            summary.push_str(&format!("    - [Section {c}.{s}](ch{c}/s{s}.md)\n"));
            std::fs::write(content.join(format!("ch{c}/s{s}.md")), page(c, s)).unwrap();
        }
    }
    std::fs::write(content.join("SUMMARY.md"), summary).unwrap();
}

/// What a build of the book wrote besides the shared files: (bytes, files, the heaviest
/// page's bytes, the search index's bytes).
struct Written {
    bytes: u64,
    files: u64,
    heaviest_page: u64,
    index: u64,
}

fn build(chapters: usize, per: usize) -> Written {
    let tmp = tempfile::tempdir().unwrap();
    let root = tmp.path().join("livre");
    make_book(&root, chapters, per);
    let report = site::build(&root, None, &PlainRenderer).unwrap();
    assert!(report.ok(), "{:?}", report.problems);
    let mut w = Written {
        bytes: 0,
        files: 0,
        heaviest_page: 0,
        index: 0,
    };
    let out = root.join("book");
    // the shared files (styles, scripts, the rules engine) are the same for any book
    let shared = |p: &Path| {
        let rel = p
            .strip_prefix(&out)
            .unwrap()
            .to_string_lossy()
            .replace('\\', "/");
        rel.starts_with("static/") || site::engine::names(true).contains(&rel.as_str())
    };
    for e in walkdir::WalkDir::new(&out) {
        let e = e.unwrap();
        if !e.file_type().is_file() || shared(e.path()) {
            continue;
        }
        let len = e.metadata().unwrap().len();
        w.bytes += len;
        w.files += 1;
        if e.file_name() == "search-index.js" {
            w.index = len;
        }
        if e.path()
            .parent()
            .and_then(|p| p.file_name())
            .is_some_and(|d| d.to_string_lossy().starts_with("ch"))
        {
            w.heaviest_page = w.heaviest_page.max(len);
        }
    }
    w
}

#[test]
fn bytes_and_files_written_grow_in_proportion_to_the_book() {
    // 12 chapters of 10 pages, then 120: both past the sidebar's window of chapters
    let (small, large) = (build(12, 10), build(120, 10));
    let n = 120.0;
    let bytes = large.bytes as f64 / small.bytes as f64;
    let files = large.files as f64 / small.files as f64;
    // 10 times the pages, about 10 times the bytes (longer numbers and names)
    assert!(
        bytes <= 10.3,
        "bytes ×{bytes:.2} from {n} to {} pages ({} → {})",
        10.0 * n,
        small.bytes,
        large.bytes
    );
    assert!(
        files <= 10.0,
        "files ×{files:.2} ({} → {})",
        small.files,
        large.files
    );
    // one file a page, and a few for the whole book
    assert!(
        large.files <= 10 * 120 + 40,
        "{} files for 1,200 pages",
        large.files
    );
    // no page grows with the book (a few bytes for longer numbers)
    let page = large.heaviest_page as f64 / small.heaviest_page as f64;
    assert!(
        page < 1.03,
        "the heaviest page ×{page:.3} ({} → {} bytes)",
        small.heaviest_page,
        large.heaviest_page
    );
    // what a page of about 2 KB of Markdown costs in all: the page, its share of the
    // search index and of print.html (docs/MEASURES.md, « Ce que chaque page écrit »)
    let per_page = (large.bytes - small.bytes) as f64 / (9.0 * n);
    eprintln!(
        "{n} → {} pages: bytes ×{bytes:.3}, files ×{files:.3}, heaviest page {} → {}, {per_page:.0} bytes a page",
        10.0 * n,
        small.heaviest_page,
        large.heaviest_page
    );
    // (8,433 before the sidebar's entries lost their unread classes and the icon its
    // data URI in every page, and the index its absolute section numbers)
    assert!(per_page < 7_600.0, "{per_page:.0} bytes written per page");
    // a page's share of the search index does not grow with the book: its postings are
    // gaps between sections, not section numbers a digit longer every tenfold (×10.64
    // when they were)
    let index = large.index as f64 / small.index as f64;
    assert!(
        index <= 10.2,
        "search index ×{index:.2} ({} → {})",
        small.index,
        large.index
    );
}

/// The inodes a build makes (the site's files and the PNG cache's, the shared ones left
/// out), for a book of `chapters` chapters of 10 pages with one chess example of its own
/// position on every page: each new inode is a file the kernel allocates, the cost that
/// grew with the book on disk.
fn inodes_with_examples(chapters: usize) -> usize {
    use std::os::unix::fs::MetadataExt;
    let tmp = tempfile::tempdir().unwrap();
    let root = tmp.path().join("livre");
    make_book(&root, chapters, 10);
    let mut n = 0;
    for c in 1..=chapters {
        for s in 0..10 {
            let file = if s == 0 {
                "index".to_string()
            } else {
                format!("s{s}")
            };
            let path = root.join(format!("content/ch{c}/{file}.md"));
            // white's king on a square of ranks 1 to 6, its rook on a7, b7 or c7
            let king = format!("{}{}", (b'a' + (n % 8) as u8) as char, n / 8 % 6 + 1);
            let rook = (b'a' + (n / 48 % 3) as u8) as char;
            let example = format!(
                "\n```position\ngame: chess\npieces: {{ white: [K{king}, R{rook}7], black: [Kh8] }}\nturn: black\nexpect: {{ next: black }}\n```\n"
            );
            let mut text = std::fs::read_to_string(&path).unwrap();
            text.push_str(&example);
            std::fs::write(&path, text).unwrap();
            n += 1;
        }
    }
    let report = site::build(&root, None, &site::ExampleRenderer::default()).unwrap();
    assert!(report.ok() && report.passed == n, "{:?}", report.problems);
    let out = root.join("book");
    let mut inodes = std::collections::HashSet::new();
    for dir in [out.clone(), root.join(site::png_cache::CACHE)] {
        for e in walkdir::WalkDir::new(&dir) {
            let e = e.unwrap();
            let rel = e.path().strip_prefix(&out).unwrap_or(e.path());
            let rel = rel.to_string_lossy().replace('\\', "/");
            if e.file_type().is_file()
                && !rel.starts_with("static/")
                && !site::engine::names(true).contains(&rel.as_str())
            {
                inodes.insert(e.metadata().unwrap().ino());
            }
        }
    }
    inodes.len()
}

/// A page with an example makes two inodes, its page and its diagram's PNG (a hard
/// link between the PNG cache and the site, docs/MEASURES.md, « Un PNG écrit une
/// fois »); three when the PNG was written twice.
#[test]
fn a_page_with_an_example_makes_two_inodes() {
    let (small, large) = (inodes_with_examples(2), inodes_with_examples(20));
    let per_page = (large - small) as f64 / 180.0;
    eprintln!(
        "20 → 200 pages with an example each: {small} → {large} inodes, {per_page:.2} a page"
    );
    assert!(
        per_page <= 2.0,
        "{per_page:.2} inodes a page ({small} → {large})"
    );
}
