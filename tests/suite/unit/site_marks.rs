//! The tests of `arbitre::site::marks` (src/site/marks.rs), through its public API: moved out of the
//! library so that `cargo test` compiles it once (docs/MEASURES.md, « Mise en route »).
use arbitre::site::marks::*;
use pulldown_cmark::BlockQuoteKind;

#[test]
fn math_is_mathml() {
    let m = math("x^2", false);
    assert!(m.starts_with("<math"), "{m}");
    assert!(m.contains("<msup>"), "{m}");
    assert!(math("\\sum_i i", true).contains("display=\"block\""));
}

#[test]
fn admonition_titles_follow_the_language() {
    let fr = admonition_open(BlockQuoteKind::Warning, arbitre::lang::marks::of("fr"));
    assert!(fr.contains("blockquote-tag-warning") && fr.contains(">Attention</p>"));
    let en = admonition_open(BlockQuoteKind::Tip, arbitre::lang::marks::of("en"));
    assert!(en.contains(">Tip</p>"));
}
