//! The tests of `arbitre::site::toc` (src/site/toc.rs), through its public API: moved out of the
//! library so that `cargo test` compiles it once (docs/MEASURES.md, « Mise en route »).
use arbitre::site::toc::*;

#[test]
fn contents_page_and_script_hold_every_entry_nested() {
    let dir = tempfile::tempdir().unwrap();
    for f in ["index.md", "a.md", "a/b c.md", "d.md"] {
        let p = dir.path().join(f);
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(p, "# x\n").unwrap();
    }
    let text = "[Accueil](index.md)\n\n# Partie\n\n- [A](a.md)\n    - [A b](a/b%20c.md)\n        - [Brouillon]()\n- [D](d.md)\n";
    let (summary, problems) = arbitre::site::summary::parse(text, dir.path(), "SUMMARY.md");
    assert!(problems.is_empty(), "{problems:?}");
    let html = contents_html(&summary, "Sommaire");
    assert_eq!(html.matches("<ol").count(), html.matches("</ol>").count());
    assert_eq!(html.matches("<li").count(), html.matches("</li>").count());
    assert!(html.contains("<li><a href=\"a/b%20c.html\"><span class=\"numero\">1.1.</span> A b</a><ol>\n<li class=\"brouillon\">"), "{html}");
    assert!(html.contains("<li class=\"partie\">Partie</li>"));
    let js = script(&summary);
    assert!(
        js.contains(r#"["c","A b","a/b%20c.html","1.1.",1,2]"#),
        "{js}"
    );
    assert!(js.contains(r#"["d","Brouillon","","1.1.1.",2,3]"#), "{js}");
}

#[test]
fn shared_titles_name_their_chapter() {
    let mut t = vec![
        "Questions fréquentes".to_string(),
        "Questions fréquentes".to_string(),
        "FAQ".to_string(),
        "FAQ".to_string(),
        "Le roque".to_string(),
    ];
    let tops = [
        Some("Bughouse".to_string()),
        Some("Échecs".to_string()),
        Some("Shogi".to_string()),
        None,
        Some("Échecs".to_string()),
    ];
    qualify_titles(&mut t, &tops);
    assert_eq!(
        t,
        [
            "Bughouse — questions fréquentes",
            "Échecs — questions fréquentes",
            "Shogi — FAQ",
            "FAQ",
            "Le roque"
        ]
    );
}
