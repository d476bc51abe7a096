//! The tests of `arbitre::book::frontmatter` (src/book/frontmatter.rs), through its public API: moved out of the
//! library so that `cargo test` compiles it once (docs/MEASURES.md, « Mise en route »).
use arbitre::book::frontmatter::*;

#[test]
fn no_front_matter() {
    let s = split("# Titre\n").unwrap();
    assert_eq!(s.body, "# Titre\n");
    assert_eq!(s.body_line_offset, 0);
    assert_eq!(s.front, FrontMatter::default());
}

#[test]
fn reads_keys_and_offset() {
    let s = split("---\ntitle: Le roque\ngame: chess\nfaq: true\n---\n# Roque\n").unwrap();
    assert_eq!(s.front.title.as_deref(), Some("Le roque"));
    assert_eq!(s.front.game.as_deref(), Some("chess"));
    assert!(s.front.faq);
    assert_eq!(s.body, "# Roque\n");
    assert_eq!(s.body_line_offset, 5);
}

#[test]
fn errors_carry_lines() {
    let e = split("---\ntitle: a\n  - : [\n---\n").unwrap_err();
    assert!(e.0 >= 2, "{e:?}");
    assert!(matches!(e.1, FrontMatterFault::Yaml(_)), "{e:?}");
    let e = split("---\ntitle: a\ngam: chess\n---\n").unwrap_err();
    assert_eq!(e.0, 3);
    assert!(
        matches!(&e.1, FrontMatterFault::UnknownKey { key, suggestion, .. }
            if key == "gam" && suggestion.as_deref() == Some("game")),
        "{e:?}"
    );
    assert_eq!(e.1.token(), "gam");
    let e = split("---\ntitle: a\n").unwrap_err();
    assert_eq!(e.1, FrontMatterFault::Unclosed);
}
