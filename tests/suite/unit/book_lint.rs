//! The tests of `arbitre::book::lint` (src/book/lint.rs), through its public API: moved out of the
//! library so that `cargo test` compiles it once (docs/MEASURES.md, « Mise en route »).
use arbitre::book::Block;
use arbitre::book::lint::*;

#[test]
fn misspelt_position_and_include_are_warned_at_their_lines() {
    let text = "---\ntitle: a\n---\n# A\n\n```posiiton\ngame: chess\n```\n\n```yaml\nx: 1\n```\n\n{{#template ../a.md}}\n";
    let body = &text[text.find("# A").unwrap()..];
    let w = page_warnings("content/a.md", text, body, 3, &blocks(body, 3));
    let got: Vec<String> = w.iter().map(|p| format!("{}:{}", p.line, p.col)).collect();
    assert_eq!(got, ["6:4", "14:1"], "{w:#?}");
    let near = LintWarning::NearPosition {
        word: "posiiton".into(),
    };
    assert_eq!(*w[0].fault, near.into());
    let include = LintWarning::MdbookDirective {
        directive: "{{#template",
    };
    assert_eq!(*w[1].fault, include.into());
    // `position` itself and unrelated languages are not warned about
    let ok = "```position\na: 1\n```\n```python\n```\n```Position\n```\n";
    let w = page_warnings("content/b.md", ok, ok, 0, &blocks(ok, 0));
    assert_eq!(w.len(), 1, "{w:#?}"); // `Position` is not `position`
    assert_eq!(w[0].line, 6);
}

fn blocks(body: &str, offset: usize) -> Vec<Block> {
    use arbitre::book::block::{fenced_blocks, markdown_options};
    fenced_blocks(body, markdown_options(true), offset)
}
