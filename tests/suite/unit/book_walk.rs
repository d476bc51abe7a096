//! The tests of `arbitre::book::walk` (src/book/walk.rs), through its public API: moved out of the
//! library so that `cargo test` compiles it once (docs/MEASURES.md, « Mise en route »).
use arbitre::book::walk::*;

#[cfg(unix)]
#[test]
fn links_inside_followed_outside_refused() {
    let outside = tempfile::tempdir().unwrap();
    std::fs::write(outside.path().join("secret.txt"), "x").unwrap();
    let d = tempfile::tempdir().unwrap();
    let book = d.path().canonicalize().unwrap();
    let content = book.join("content");
    std::fs::create_dir_all(content.join("vrai")).unwrap();
    std::fs::write(content.join("vrai/a.png"), "a").unwrap();
    std::os::unix::fs::symlink(content.join("vrai"), content.join("alias")).unwrap();
    std::os::unix::fs::symlink(content.join("vrai/a.png"), content.join("b.png")).unwrap();
    std::os::unix::fs::symlink(outside.path(), content.join("dehors")).unwrap();
    std::os::unix::fs::symlink(&content, content.join("vrai/boucle")).unwrap();
    std::os::unix::fs::symlink(book.join("absent"), content.join("casse.png")).unwrap();
    let mut problems = Vec::new();
    let got = files(&content, &book, "content", &[], &mut problems);
    assert_eq!(got, ["alias/a.png", "b.png", "vrai/a.png"]);
    let msgs: Vec<String> = problems.iter().map(|p| p.to_string()).collect();
    assert!(
        msgs.iter()
            .any(|m| m.starts_with("content/dehors:1: lien symbolique vers")
                && m.contains("hors du livre")),
        "{msgs:?}"
    );
    assert!(msgs.iter().any(|m| m.contains("casse.png")), "{msgs:?}");
    assert!(msgs.iter().any(|m| m.contains("boucle")), "{msgs:?}");
}
