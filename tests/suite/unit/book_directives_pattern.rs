//! The tests of `arbitre::book::directives::pattern`: mdBook's regular expressions,
//! matched by hand, give what the regex crate gave (the expected matches below are
//! those of the patterns themselves, checked with a backtracking matcher).
use arbitre::book::directives::pattern::{anchor, links};

/// Each match as (whole, name, rest); an escaped link has no name nor rest.
fn found(text: &str) -> Vec<(&str, Option<&str>, Option<&str>)> {
    links(text)
        .map(|m| match m.parts {
            Some((name, rest)) => (&text[m.whole], Some(&text[name]), Some(&text[rest])),
            None => (&text[m.whole], None, None),
        })
        .collect()
}

#[test]
fn directives_with_their_name_and_rest() {
    assert_eq!(
        found("see {{#include a.rs}} and {{ #include  b.rs:2:3 }}."),
        [
            ("{{#include a.rs}}", Some("include"), Some("a.rs")),
            (
                "{{ #include  b.rs:2:3 }}",
                Some("include"),
                Some("b.rs:2:3 ")
            ),
        ]
    );
    // spaces, and the rest, run over lines
    assert_eq!(
        found("{{\n#include\nfile\n}}"),
        [("{{\n#include\nfile\n}}", Some("include"), Some("file\n"))]
    );
    // the match starts at the second brace
    assert_eq!(
        found("{{{#include a}}"),
        [("{{#include a}}", Some("include"), Some("a"))]
    );
}

#[test]
fn what_is_no_directive() {
    assert_eq!(
        found("{{#include}} {{#  x}} {{ include a}} {{#in-clude a}}"),
        []
    );
    // the rest ends at the first brace, which must close: the next link is found
    assert_eq!(
        found("{{#include a.rs} }} {{#include b}}"),
        [("{{#include b}}", Some("include"), Some("b"))]
    );
}

#[test]
fn an_empty_rest_takes_the_last_space() {
    assert_eq!(
        found("{{#title }} {{#title  }}"),
        [("{{#title  }}", Some("title"), Some(" "))]
    );
    assert_eq!(
        found("{{#title\u{3000}\u{3000}}}"),
        [(
            "{{#title\u{3000}\u{3000}}}",
            Some("title"),
            Some("\u{3000}")
        )]
    );
}

#[test]
fn an_escaped_link_runs_to_the_last_braces_of_its_line() {
    assert_eq!(
        found("\\{{#include a.rs}} and {{#x y}} end\nnext {{#include c}}"),
        [
            ("\\{{#include a.rs}} and {{#x y}}", None, None),
            ("{{#include c}}", Some("include"), Some("c")),
        ]
    );
    assert_eq!(
        found("\\{{#a}} x }} y\n}}"),
        [("\\{{#a}} x }}", None, None)]
    );
    // without braces on its line it is no escape: the directive after the backslash is
    assert_eq!(
        found("\\{{#include a\n}}"),
        [("{{#include a\n}}", Some("include"), Some("a\n"))]
    );
}

#[test]
fn anchors_as_mdbook_reads_them() {
    let start = |l| anchor(l, "ANCHOR:");
    assert_eq!(start("// ANCHOR: my-name_1 rest"), Some("my-name_1"));
    assert_eq!(start("ANCHOR: étape"), Some("étape"));
    assert_eq!(start("ANCHOR: a.b"), Some("a"));
    assert_eq!(start("ANCHOR: -x ANCHOR: y"), Some("-x"));
    // spaces then the next marker's letters are a name
    assert_eq!(start("ANCHOR:   ANCHOR: y"), Some("ANCHOR"));
    // a marker without a name is skipped for the next one
    assert_eq!(start("ANCHOR: . ANCHOR:z"), Some("z"));
    assert_eq!(start("ANCHOR:"), None);
    assert_eq!(start("ANCHOR_END: x"), None);
    assert_eq!(anchor("// ANCHOR_END: x", "ANCHOR_END:"), Some("x"));
}
