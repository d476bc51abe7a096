//! The tests of `arbitre::site::plain_pass` (src/site/plain_pass.rs), through its public API: moved out of the
//! library so that `cargo test` compiles it once (docs/MEASURES.md, « Mise en route »).
use arbitre::site::plain_pass::*;

fn lol(html: &str) -> (String, Vec<String>) {
    arbitre::site::postprocess::post_process_with_ids(html, true).unwrap()
}

#[test]
fn same_as_the_lol_html_pass_on_pulldown_html() {
    let html = "<h1 id=\"titre\">Le roque : règles</h1>\n<h2 id=\"quand\">Quand ?</h2>\n<p>Le roi « bouge » ! Voir <a href=\"autre.md#x\">la page</a>, <a href=\"https://x.fr/a.md\">https://x.fr/a.md</a> et <code>a ? b</code>.</p>\n<pre><code>x ! y\n</code></pre>\n<h3 id=\"a&quot;b\">T</h3>\n<p><img src=\"i.png\" alt=\"a ! b\" /> l'heure 10:30 ; AT&amp;T ; fin</p>\n<div class=\"footnote-definition\" id=\"n\"><sup class=\"footnote-definition-label\">1</sup>\n<p>Note !</p>\n</div>\n";
    assert_eq!(post_process(html), Some(lol(html)));
}

#[test]
fn a_changed_link_is_written_as_lol_html_writes_it() {
    let html = "<p>a <a href=\"b.md?x=1&amp;y=2\" title=\"t &quot;u&quot;\">c</a> <img src=\"i.png\" alt=\"\" /></p>\n";
    assert_eq!(post_process(html), Some(lol(html)));
}

#[test]
fn print_refuses_before_it_changes_anything() {
    let mut seen = 0;
    let html = "<h2 id=\"a\">A</h2><p class=\"ecran-seulement\">x</p>";
    let out = print_rewrite(html, |_, _, _| {
        seen += 1;
        Some(String::new())
    });
    assert_eq!((out, seen), (None, 0));
}

#[test]
fn anything_unexpected_is_left_to_lol_html() {
    for html in [
        "<p>a <span>b</span></p>",
        "<!-- x --><p>a</p>",
        "<p>a <code>b</p>",
    ] {
        if let Some((out, _)) = post_process(html) {
            panic!("{html} → {out}");
        }
    }
}
