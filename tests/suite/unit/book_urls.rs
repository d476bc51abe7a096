//! The tests of `arbitre::book::urls` (src/book/urls.rs), through its public API: moved out of the
//! library so that `cargo test` compiles it once (docs/MEASURES.md, « Mise en route »).
use arbitre::book::urls::*;

#[test]
fn relative_links() {
    assert_eq!(relative_href("a.html", "b.html"), "b.html");
    assert_eq!(relative_href("r/a.html", "r/b.html"), "b.html");
    assert_eq!(relative_href("r/a.html", "c.html"), "../c.html");
    assert_eq!(relative_href("c.html", "r/s/a.html"), "r/s/a.html");
    assert_eq!(relative_href("r/s/a.html", "r/t/b.html"), "../t/b.html");
    assert_eq!(relative_href("r/a.html", "r/a.html"), "a.html");
    assert_eq!(relative_href("a.html", "r/b c.html"), "r/b%20c.html");
    assert_eq!(relative_path("r/a.md", "s/é t.md"), "../s/é t.md");
}

#[test]
fn no_scheme_survives() {
    assert_eq!(
        encode_path("javascript:alert(document.domain).html"),
        "javascript%3Aalert(document.domain).html"
    );
    assert_eq!(encode_path("../a b/c#d?.html"), "../a%20b/c%23d%3F.html");
    assert_eq!(encode_path("règles.html"), "règles.html");
    assert_eq!(encode_path("100%.html"), "100%25.html");
}

#[test]
fn request_paths() {
    assert_eq!(
        site_path("/r%C3%A8gles.html").as_deref(),
        Some("règles.html")
    );
    assert_eq!(site_path("/a%20b.html?x=1").as_deref(), Some("a b.html"));
    assert_eq!(site_path("/").as_deref(), Some("index.html"));
    assert_eq!(site_path("/a/").as_deref(), Some("a/index.html"));
    assert_eq!(site_path("//a//b.html").as_deref(), Some("a/b.html"));
    for bad in [
        "/../etc/passwd",
        "/a/%2e%2e/%2e%2e/x",
        "/a/..%2f..%2fx",
        "/%5c..%5cx",
        "/a%00.html",
        "/%zz",
        "/%C3",
        "/./a",
    ] {
        assert_eq!(site_path(bad), None, "{bad}");
    }
}

#[test]
fn page_keys_are_unique_and_readable() {
    assert_eq!(page_key("quatre-joueurs.md"), "quatre-joueurs");
    assert_eq!(mdbook_md_path("a/enumerations.mdr"), "a/enumerations.md");
    assert_eq!(mdbook_md_path("a.md"), "a.md");
    assert_eq!(mdbook_md_path("x.md.bak"), "x.md");
    assert_eq!(mdbook_md_path("i.png"), "i.png");
    assert_eq!(mdbook_md_path("x.mdbook/a.png"), "x.mdbook/a.png");
    assert_eq!(page_key("echecs/roque.md"), "echecs--roque");
    assert_eq!(page_key("a-b.md"), "a-b");
    assert_eq!(page_key("a/b.md"), "a--b");
    assert_ne!(page_key("A.md"), page_key("a.md"));
    assert_ne!(page_key("a--b.md"), page_key("a/b.md"));
    assert!(page_key("Règles.md").starts_with("r-gles---"));
    for k in [page_key("é/è.md"), page_key(".md"), page_key("a b.md")] {
        assert!(
            k.chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-'),
            "{k}"
        );
    }
}

#[test]
fn json_in_script() {
    let j = json_for_script("{\"a\":\"<!--<script></script>&\"}");
    assert!(!j.contains(['<', '>', '&']), "{j}");
    let back: serde_json::Value = serde_json::from_str(&j).unwrap();
    assert_eq!(back["a"], "<!--<script></script>&");
}

proptest::proptest! {
    #[test]
    fn page_keys_injective(a in "[a-zA-Z/-]{1,8}", b in "[a-zA-Z/-]{1,8}") {
        if a != b {
            proptest::prop_assert_ne!(page_key(&a), page_key(&b));
        }
    }

    #[test]
    fn encode_then_decode(p in "[a-zé:/?#% .\"'<>&A-Z0-9]{0,30}") {
        let e = encode_path(&p);
        proptest::prop_assert!(!e.contains([':', '?', '#', ' ', '"', '\'', '<', '>']));
        proptest::prop_assert_eq!(decode(&e), Some(p));
    }

    #[test]
    fn site_paths_never_climb(p in "[a./%2eE5cC0\\\\]{0,24}") {
        if let Some(rel) = site_path(&p) {
            proptest::prop_assert!(!rel.split('/').any(|s| s == ".." || s == "."));
            proptest::prop_assert!(!rel.contains('\\'));
        }
    }
}
