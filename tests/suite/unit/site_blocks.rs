//! The tests of `arbitre::site::blocks` (src/site/blocks.rs), through its public API: moved out of the
//! library so that `cargo test` compiles it once (docs/MEASURES.md, « Mise en route »).
use arbitre::site::blocks::*;
use std::path::Path;

#[test]
fn plain_renderer_escapes_and_skips() {
    let ctx = BlockContext {
        book_root: Path::new("."),
        file: Path::new("content/a.md"),
        line: 3,
        info: &BlockInfo::parse("position"),
        body: "caption: \"<b>\" & co\n",
        page_game: None,
        letters: Default::default(),
        in_faq: false,
        index: 0,
        page_key: "a",
    };
    let out = PlainRenderer.render(&ctx);
    assert_eq!(out.skipped, 1);
    assert!(out.html.contains("&lt;b&gt;"));
    assert!(out.html.contains("&amp; co"));
    assert!(!out.html.contains("<b>"));
}
