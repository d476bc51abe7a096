//! The tests of `arbitre::site::postprocess` (src/site/postprocess.rs), through its public API: moved out of the
//! library so that `cargo test` compiles it once (docs/MEASURES.md, « Mise en route »).
use arbitre::site::postprocess::*;

#[test]
fn typography_skips_code_and_pre() {
    let html = "<main><p>Échec ! Voir <code>a ? b</code> et « ceci » : fin</p><pre><code>x ! y</code></pre><p>10:30 ?</p></main>";
    let out = post_process(html, true).unwrap();
    assert!(out.contains("Échec\u{202F}!"), "{out}");
    assert!(out.contains("<code>a ? b</code>"), "{out}");
    assert!(out.contains("«\u{a0}ceci\u{a0}»\u{a0}: fin"), "{out}");
    assert!(out.contains("<pre><code>x ! y</code></pre>"), "{out}");
    assert!(out.contains("10:30\u{202F}?"), "{out}");
}

#[test]
fn no_typography_inside_script_or_urls() {
    let html = "<p>Lien : <a href=\"https://a.fr/?q=1\">https://a.fr/?q=1</a></p><script>if (a ? b : c) {}</script>";
    let out = post_process(html, true).unwrap();
    assert!(out.contains(">https://a.fr/?q=1</a>"), "{out}");
    assert!(out.contains("if (a ? b : c) {}"), "{out}");
    assert!(out.contains("Lien\u{a0}:"), "{out}");
}

#[test]
fn links_and_anchors() {
    let html = "<main><h2 id=\"roque\">Roque</h2><p><a href=\"echecs/roque.md#x\">a</a> <a href=\"https://x.org/a.md\">b</a> <a href=\"../index.md\">c</a></p></main>";
    let out = post_process(html, true).unwrap();
    assert!(out.contains("href=\"echecs/roque.html#x\""), "{out}");
    assert!(out.contains("href=\"https://x.org/a.md\""), "{out}");
    assert!(out.contains("href=\"../index.html\""), "{out}");
    assert!(
        out.contains("Roque <a class=\"ancre\" href=\"#roque\""),
        "{out}"
    );
}

#[test]
fn custom_id_with_quote_escaped_once() {
    let out = post_process("<h2 id=\"a&quot;b&amp;c\">T</h2>", true).unwrap();
    assert!(
        out.contains("<a class=\"ancre\" href=\"#a&quot;b&amp;c\""),
        "{out}"
    );
}

#[test]
fn md_href_rewrite() {
    assert_eq!(rewrite_md_href("a.md").as_deref(), Some("a.html"));
    assert_eq!(rewrite_md_href("a.md?x#y").as_deref(), Some("a.html?x#y"));
    assert_eq!(rewrite_md_href("a.png"), None);
    // mdBook's unanchored rewrite: what follows the last `.md` is dropped
    assert_eq!(rewrite_md_href("../e.mdr").as_deref(), Some("../e.html"));
    // mdBook's rule: a README is its folder's index
    assert_eq!(
        rewrite_md_href("../b/README.md#x").as_deref(),
        Some("../b/index.html#x")
    );
    assert_eq!(rewrite_md_href("readme.md").as_deref(), Some("index.html"));
    assert_eq!(rewrite_md_href("#a.md"), None);
    assert_eq!(
        rewrite_md_href("../shogi4/").as_deref(),
        Some("../shogi4/index.html")
    );
    assert_eq!(rewrite_md_href("https://x.org/").as_deref(), None);
    assert_eq!(rewrite_md_href("?q=1"), None);
}
