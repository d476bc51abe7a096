//! The tests of `arbitre::site::links` (src/site/links.rs), through its public API: moved out of the
//! library so that `cargo test` compiles it once (docs/MEASURES.md, « Mise en route »).
use arbitre::site::Hint;
use arbitre::site::links::*;
use arbitre::site::markdown::LinkRef;
use std::collections::{BTreeMap, BTreeSet};

#[test]
fn external_detection() {
    assert!(is_external("https://example.org"));
    assert!(is_external("mailto:a@b.fr"));
    assert!(is_external("//cdn.example"));
    assert!(!is_external("echecs/roque.md"));
    assert!(!is_external("#ancre"));
    assert!(!is_external("a.md#x:y"));
}

#[test]
fn resolution() {
    assert_eq!(
        resolve("echecs/roque.md", "prise.md").as_deref(),
        Some("echecs/prise.md")
    );
    assert_eq!(
        resolve("echecs/roque.md", "../index.md").as_deref(),
        Some("index.md")
    );
    assert_eq!(
        resolve("echecs/roque.md", "../shogi4/").as_deref(),
        Some("shogi4/index.md")
    );
    assert_eq!(resolve("index.md", "../x.md"), None);
    assert_eq!(resolve("a/b.md", "/c.md").as_deref(), Some("c.md"));
}

#[test]
fn reports_broken_links_and_anchors() {
    let mut pages = BTreeMap::new();
    pages.insert("a.md".to_string(), BTreeSet::from(["haut".to_string()]));
    pages.insert("b/c.md".to_string(), BTreeSet::from(["roque".to_string()]));
    let outputs = BTreeMap::from([("b/c.html".to_string(), "b/c.md".to_string())]);
    // a handout, laid out out of the summary
    let generated = BTreeSet::from(["fiches/echecs.html".to_string()]);
    let dir = tempfile::tempdir().unwrap();
    let targets = LinkTargets {
        pages: &pages,
        outputs: &outputs,
        src_dir: dir.path(),
        generated: &generated,
        unread: &BTreeSet::new(),
    };
    let link = |dest: &str, line| LinkRef {
        dest: dest.into(),
        line,
        is_image: false,
    };
    let links = vec![
        link("b/c.md#roque", 1),
        link("b/c.html#roque", 2),
        link("#haut", 3),
        link("https://x.org/y", 4),
        link("absent.md", 5),
        link("b/c.md#rien", 6),
        link("#bas", 7),
        link("img.png", 8),
        link("b/c.md#r%6Fque", 9),
        link("fiches/echecs.md", 10),
        link("b/c.md#roque-court", 11),
    ];
    let mut problems = Vec::new();
    check_page("a.md", "content/a.md", "", &links, &targets, &mut problems);
    let msgs: Vec<String> = problems.iter().map(|p| p.to_string()).collect();
    assert_eq!(
        msgs,
        vec![
            "content/a.md:5: lien cassé : page introuvable « absent.md »",
            "content/a.md:6: ancre introuvable « #rien » dans « b/c.md »",
            "content/a.md:7: ancre introuvable « #bas » sur cette page",
            "content/a.md:8: lien cassé : fichier introuvable « img.png »",
            "content/a.md:11: ancre introuvable « #roque-court » dans « b/c.md »",
        ]
    );
    // the anchor the link lengthens is suggested; nothing near `#bas`
    assert_eq!(problems[4].hint, Some(Hint::DidYouMean("#roque".into())));
    assert_eq!(problems[2].hint, None);
}
