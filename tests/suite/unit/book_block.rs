//! The tests of `arbitre::book::block` (src/book/block.rs), through its public API: moved out of the
//! library so that `cargo test` compiles it once (docs/MEASURES.md, « Mise en route »).
use arbitre::book::block::*;

#[test]
fn info_strings_read_alike() {
    for raw in ["position,ignore", " position ignore", "position, ignore"] {
        let info = BlockInfo::parse(raw);
        assert!(info.is_position() && info.ignored(), "{raw}");
        assert_eq!(info.as_str(), raw);
    }
    assert!(BlockInfo::parse("position").is_position());
    assert!(!BlockInfo::parse("positions").is_position());
    assert!(!BlockInfo::parse("yaml").is_position());
    assert!(!BlockInfo::parse("").is_position());
    assert!(BlockInfo::parse("settings").is_settings());
    assert_eq!(BlockInfo::parse("posiiton,x").first_word(), "posiiton");
    assert!(!BlockInfo::parse("position").ignored());
}

#[test]
fn blocks_carry_their_lines_and_text() {
    let text = "# T\n\n```position\na: 1\n```\n\n- liste\n\n  ```position,ignore\n  b: 2\n  ```\n";
    let blocks = fenced_blocks(text, markdown_options(false), 3);
    let got: Vec<_> = blocks
        .iter()
        .map(|b| (b.line, b.info.as_str(), b.body.as_str()))
        .collect();
    assert_eq!(
        got,
        [(7, "position", "a: 1\n"), (13, "position,ignore", "b: 2\n")]
    );
    assert!(block_at(&blocks, blocks[1].range.start).is_some());
    assert!(block_at(&blocks, 1).is_none());
}
