//! The tests of `arbitre::site::handout` (src/site/handout.rs), through its public API: moved out of the
//! library so that `cargo test` compiles it once (docs/MEASURES.md, « Mise en route »).
use arbitre::book::Book;
use arbitre::site::Pipeline;
use arbitre::site::PlainRenderer;
use arbitre::site::handout::*;
use std::path::PathBuf;

/// The handouts of a book whose content/fiches/ holds `files` (name, text).
fn handouts_of(files: &[(&str, &str)]) -> Handouts {
    let dir = tempfile::tempdir().unwrap();
    let fiches = dir.path().join("content/fiches");
    std::fs::create_dir_all(&fiches).unwrap();
    for (name, text) in files {
        std::fs::write(fiches.join(name), text).unwrap();
    }
    render_book(dir.path())
}

/// The handouts of the book at `root`.
fn render_book(root: &std::path::Path) -> Handouts {
    let renderer = PlainRenderer;
    let book = Book {
        root: root.to_path_buf(),
        config: arbitre::site::BookConfig::parse("[book]\ntitle = \"Livre\"\n").unwrap(),
        src_name: "content".to_string(),
        src_dir: root.join("content"),
        summary: Default::default(),
        pages: Vec::new(),
        handouts: arbitre::book::page::handouts(root, "content", true),
        options: Default::default(),
    };
    render_all(&book, &Pipeline::new(&renderer))
}

#[test]
fn one_page_per_file_in_fiches() {
    let h = handouts_of(&[
        (
            "echecs.md",
            "---\ntitle: Fiche — Échecs\ngame: chess\n---\n# L'essentiel\n\nLe roi : une case !\n",
        ),
        ("notes.txt", "pas une fiche"),
    ]);
    assert!(
        h.problems.is_empty(),
        "{:?}",
        h.problems.iter().map(|p| p.to_string()).collect::<Vec<_>>()
    );
    assert_eq!(
        h.list,
        [(
            "fiches/echecs.html".to_string(),
            "Fiche — Échecs".to_string()
        )]
    );
    let (path, bytes) = &h.files[0];
    assert_eq!(path, &PathBuf::from("fiches/echecs.html"));
    let html = String::from_utf8(bytes.bytes().unwrap().into_owned()).unwrap();
    assert!(html.contains("<body class=\"fiche\">"), "{html}");
    assert!(html.contains("href=\"../static/arbitre.css\""), "{html}");
    assert!(html.contains("case\u{202F}!"), "French typography: {html}");
}

#[test]
fn a_broken_front_matter_fails_its_examples() {
    let block = "```position\nsetup: start\nexpect:\n  next: white\n```\n\n";
    let text = format!(
        "---\ntitle: [Fiche\ngame: chess\n---\n# Fiche\n\n{block}{block}```position,ignore\nsetup: start\n```\n"
    );
    let h = handouts_of(&[("echecs.md", &text)]);
    assert_eq!(h.problems.len(), 1, "one problem: the front matter");
    assert!(
        h.problems[0]
            .to_string()
            .starts_with("content/fiches/echecs.md:")
    );
    assert_eq!((h.passed, h.failed, h.skipped), (0, 2, 1));
}

#[test]
fn a_misspelt_block_of_a_handout_is_warned_about() {
    let h = handouts_of(&[(
        "echecs.md",
        "---\ntitle: Fiche\ngame: chess\n---\n# Fiche\n\n```posiiton\nsetup: start\n```\n",
    )]);
    assert!(h.problems.is_empty());
    assert!(h.diagnostics.is_empty(), "{:?}", h.diagnostics);
    assert_eq!(h.warnings.len(), 1, "{:?}", h.warnings);
    let w = &h.warnings[0];
    assert_eq!(
        (w.file.as_str(), w.line, w.col),
        ("content/fiches/echecs.md", 7, 4)
    );
    let near = arbitre::site::lint::LintWarning::NearPosition {
        word: "posiiton".into(),
    };
    assert_eq!(*w.fault, near.into());
}

#[test]
fn no_folder_no_handouts() {
    let dir = tempfile::tempdir().unwrap();
    let h = render_book(dir.path());
    assert!(h.files.is_empty() && h.list.is_empty() && h.problems.is_empty());
}
