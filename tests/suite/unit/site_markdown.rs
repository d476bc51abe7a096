//! The tests of `arbitre::site::markdown` (src/site/markdown.rs), through its public API: moved out of the
//! library so that `cargo test` compiles it once (docs/MEASURES.md, « Mise en route »).
use arbitre::book::Block;
use arbitre::book::block::markdown_options;
use arbitre::book::options::MdbookOptions;
use arbitre::site::blocks::PlainRenderer;
use arbitre::site::blocks::{BlockContext, BlockRenderer};
use arbitre::site::frontmatter::FrontMatter;
use arbitre::site::markdown::*;
use std::collections::BTreeSet;
use std::path::Path;

fn blocks_of(body: &str, offset: usize) -> Vec<Block> {
    arbitre::book::block::fenced_blocks(body, markdown_options(true), offset)
}

fn render_str(body: &str, offset: usize) -> RenderedBody {
    let front = FrontMatter::default();
    let blocks = blocks_of(body, offset);
    let src = PageSource {
        blocks: &blocks,
        book_root: Path::new("."),
        file: Path::new("content/p.md"),
        body,
        body_line_offset: offset,
        front: &front,
        smart_punctuation: true,
        page_key: "p",
        options: &MdbookOptions::default(),
        letters: Default::default(),
        words: arbitre::lang::marks::of("fr"),
        line_map: None,
    };
    render(&src, &PlainRenderer)
}

#[test]
fn inline_raw_html_is_kept_as_written() {
    let r = render_str(
        "Texte <script>var s = 'a' < 2;</script> et <style>q::before{content:'«'}</style>, <code>l'a & b</code> 'c'.\n",
        0,
    );
    assert!(
        r.html.contains("<script>var s = 'a' < 2;</script>"),
        "{}",
        r.html
    );
    assert!(
        r.html.contains("<style>q::before{content:'«'}</style>"),
        "{}",
        r.html
    );
    assert!(r.html.contains("<code>l'a & b</code>"), "{}", r.html);
    assert!(r.html.contains("‘c’"), "smart quotes elsewhere: {}", r.html);
}

#[test]
fn slugs_keep_accents() {
    assert_eq!(slugify("Règle 12 : le roque"), "règle-12--le-roque");
    assert_eq!(slugify("  Échec et mat !"), "échec-et-mat-");
    assert_eq!(slugify("???"), "section");
}

#[test]
fn headings_get_unique_ids() {
    let r = render_str("# Titre\n\n## Roque\n\n## Roque\n\n## Autre {#mien}\n", 0);
    let ids: Vec<_> = r.headings.iter().map(|h| h.id.as_str()).collect();
    assert_eq!(ids, ["titre", "roque", "roque-1", "mien"]);
    assert!(
        r.html.contains("<h2 id=\"roque-1\">Roque</h2>"),
        "{}",
        r.html
    );
}

#[test]
fn links_and_blocks_carry_file_lines() {
    let body =
        "Texte [lien](autre.md#x).\n\n```position\ngame: chess\n```\n\n```rust\nfn a() {}\n```\n";
    let r = render_str(body, 4);
    assert_eq!(r.links.len(), 1);
    assert_eq!(r.links[0].line, 5);
    assert_eq!(r.links[0].dest, "autre.md#x");
    assert_eq!(r.skipped, 1);
    assert!(r.html.contains("class=\"position\""));
    assert!(r.html.contains("<code class=\"language-rust\">"));
}

#[test]
fn block_context_line_is_first_content_line() {
    struct Spy(std::sync::Mutex<Vec<(usize, String, usize)>>);
    impl BlockRenderer for Spy {
        fn render(&self, ctx: &BlockContext) -> arbitre::site::blocks::BlockOutput {
            self.0
                .lock()
                .unwrap()
                .push((ctx.line, ctx.info.as_str().to_string(), ctx.index));
            arbitre::site::blocks::BlockOutput {
                passed: 1,
                html: "<div id=\"ex\"></div>".into(),
                ..Default::default()
            }
        }
    }
    let spy = Spy(Default::default());
    let front = FrontMatter::default();
    let body = "# T\n\n```position\na: 1\n```\n\n- liste\n\n  ```position,ignore\n  b: 2\n  ```\n";
    let blocks = blocks_of(body, 3);
    let src = PageSource {
        blocks: &blocks,
        book_root: Path::new("."),
        file: Path::new("content/p.md"),
        body,
        body_line_offset: 3,
        front: &front,
        smart_punctuation: false,
        page_key: "p",
        options: &MdbookOptions::default(),
        letters: Default::default(),
        words: arbitre::lang::marks::of("fr"),
        line_map: None,
    };
    let r = render(&src, &spy);
    assert_eq!(r.passed, 2);
    assert_eq!(
        *spy.0.lock().unwrap(),
        vec![
            (7, "position".to_string(), 0),
            (13, "position,ignore".to_string(), 1)
        ]
    );
    let mut ids = BTreeSet::new();
    collect_ids(&r.html, &mut ids);
    assert!(ids.contains("ex") && ids.contains("t"));
}
