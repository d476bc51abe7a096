//! The tests of `arbitre::book::summary` (src/book/summary.rs), through its public API: moved out of the
//! library so that `cargo test` compiles it once (docs/MEASURES.md, « Mise en route »).
use arbitre::book::Hint;
use arbitre::book::summary::*;

fn dir_with(files: &[&str]) -> tempfile::TempDir {
    let d = tempfile::tempdir().unwrap();
    for f in files {
        let p = d.path().join(f);
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(p, "# x\n").unwrap();
    }
    d
}

#[test]
fn full_syntax() {
    let d = dir_with(&["intro.md", "a.md", "a/b.md", "a/c.md", "d.md", "fin.md"]);
    let text = "# Sommaire\n\n[Intro](intro.md)\n\n# Partie un\n\n- [A](a.md)\n  - [B](a/b.md)\n  - [C](a/c.md)\n- [Brouillon]()\n\n---\n\n# Partie deux\n\n- [D](d.md)\n\n[Fin](fin.md)\n";
    let (s, problems) = parse(text, d.path(), "content/SUMMARY.md");
    assert!(problems.is_empty(), "{problems:?}");
    assert_eq!(s.title.as_deref(), Some("Sommaire"));
    let view: Vec<_> = s
        .entries
        .iter()
        .map(|e| {
            (
                e.kind.clone(),
                e.name.as_str(),
                e.number_label(),
                e.depth,
                e.parent,
            )
        })
        .collect();
    use EntryKind::*;
    assert_eq!(
        view,
        vec![
            (Chapter, "Intro", String::new(), 0, None),
            (Part, "Partie un", String::new(), 0, None),
            (Chapter, "A", "1.".into(), 0, None),
            (Chapter, "B", "1.1.".into(), 1, Some(2)),
            (Chapter, "C", "1.2.".into(), 1, Some(2)),
            (Draft, "Brouillon", "2.".into(), 0, None),
            (Separator, "", String::new(), 0, None),
            (Part, "Partie deux", String::new(), 0, None),
            (Chapter, "D", "3.".into(), 0, None),
            (Chapter, "Fin", String::new(), 0, None),
        ]
    );
    assert_eq!(s.entries[3].path.as_deref(), Some("a/b.md"));
    assert_eq!(s.entries[8].line, 16);
}

#[test]
fn missing_file_and_bad_items_are_reported_with_lines() {
    let d = dir_with(&["a.md"]);
    let text = "- [A](a.md)\n- [X](absent.md)\n- pas de lien\n- [A encore](a.md)\n";
    let (summary, problems) = parse(text, d.path(), "content/SUMMARY.md");
    // the second entry of a.md is no chapter: the page is laid out once
    let chapters = summary.entries.iter().filter(|e| e.path.is_some()).count();
    assert_eq!(chapters, 1);
    let msgs: Vec<String> = problems.iter().map(|p| p.to_string()).collect();
    assert_eq!(
        msgs,
        vec![
            "content/SUMMARY.md:2: fichier introuvable « absent.md »",
            "content/SUMMARY.md:3: élément du sommaire sans lien",
            "content/SUMMARY.md:4: « a.md » figure déjà dans le sommaire (ligne 1)",
        ]
    );
}

#[test]
fn a_missing_page_suggests_the_same_name_in_another_folder() {
    let d = dir_with(&["echecs/roque.md", "shogi/plateau.md", "echecs/plateau.md"]);
    let text = "- [R](roque.md)\n- [P](plateau.md)\n- [Q](echecs/roqe.md)\n";
    let (_, problems) = parse(text, d.path(), "content/SUMMARY.md");
    let hints: Vec<Option<Hint>> = problems.iter().map(|p| p.hint.clone()).collect();
    let roque = Some(Hint::DidYouMean("echecs/roque.md".into()));
    assert_eq!(
        hints,
        [
            roque.clone(),
            None, // two pages of that name: no guess
            roque,
        ]
    );
}
