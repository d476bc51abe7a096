//! The tests of `arbitre::site::ids` (src/site/ids.rs), through its public API: moved out of the
//! library so that `cargo test` compiles it once (docs/MEASURES.md, « Mise en route »).
use arbitre::site::ids::*;

/// mdBook 0.5.4's own test cases (crates/mdbook-html/src/utils.rs).
#[test]
fn ids_as_mdbook_makes_them() {
    assert_eq!(
        slugify("`--passes`: add more rustdoc passes"),
        "--passes-add-more-rustdoc-passes"
    );
    assert_eq!(
        slugify("Method-call 🐙 expressions \u{1f47c}"),
        "method-call--expressions-"
    );
    assert_eq!(slugify("_-_12345"), "_-_12345");
    assert_eq!(slugify("中文標題 CJK title"), "中文標題-cjk-title");
    assert_eq!(slugify("Über"), "über");
    assert_eq!(slugify("Règle 12 : le roque"), "règle-12--le-roque");
    let mut used = UniqueIds::new();
    assert_eq!(used.take("Über"), "Über");
    assert_eq!(used.take("Über"), "Über-1");
    assert_eq!(used.take("Über"), "Über-2");
}

/// The 404 page's title has the id mdBook gives it (`document-not-found-404`), in
/// every interface language.
#[test]
fn the_404_titles_id_is_its_slug() {
    use arbitre::lang::words::Interface;
    for i in [Interface::French, Interface::English] {
        let w = i.words();
        assert_eq!(w.not_found_id, slugify(w.not_found_title), "{i:?}");
    }
    assert_eq!(
        Interface::English.words().not_found_id,
        "document-not-found-404"
    );
}

#[test]
fn suffixes_skip_ids_already_taken() {
    let mut used = UniqueIds::with(["a-1".to_string(), "a-3".to_string()]);
    let got: Vec<String> = (0..4).map(|_| used.take("a")).collect();
    assert_eq!(got, ["a", "a-2", "a-4", "a-5"]);
    // `a-2` asked for itself after being given: suffixed in turn
    assert_eq!(used.take("a-2"), "a-2-1");
}

#[test]
fn a_names_are_anchors() {
    let html = "<h3 id=\"the-header-scope\"><a name=\"scope-header\"></a>The <code>header</code></h3>\n<a href=\"x\" data-name=\"no\">x</a><a class='k' name='b&amp;c'>";
    assert_eq!(a_names(html), ["scope-header", "b&c"]);
    assert!(a_names("<abbr name=\"x\">").is_empty());
}
