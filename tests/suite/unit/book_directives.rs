//! The tests of `arbitre::book::directives` (src/book/directives.rs), through its public API: moved out of the
//! library so that `cargo test` compiles it once (docs/MEASURES.md, « Mise en route »).
use arbitre::book::directives::*;
use std::fs;

fn dir() -> tempfile::TempDir {
    let d = tempfile::tempdir().unwrap();
    fs::write(d.path().join("f.rs"), "Lorem\nipsum\ndolor\nsit\namet\n").unwrap();
    fs::write(
        d.path().join("a.rs"),
        "// ANCHOR: all\nfn main() {\n    // ANCHOR: body\n    let x = 1;\n    // ANCHOR_END: body\n}\n// ANCHOR_END: all\n",
    )
    .unwrap();
    d
}

fn take(spec: &str) -> String {
    let d = dir();
    expand(&format!("{{{{#include {spec}}}}}"), d.path()).text
}

#[test]
fn line_ranges_as_mdbook_reads_them() {
    assert_eq!(take("f.rs:2"), "ipsum");
    assert_eq!(take("f.rs:2:3"), "ipsum\ndolor");
    assert_eq!(take("f.rs:4:"), "sit\namet");
    assert_eq!(take("f.rs::2"), "Lorem\nipsum");
    assert_eq!(take("f.rs"), "Lorem\nipsum\ndolor\nsit\namet");
    assert_eq!(take("f.rs:4:3"), "");
}

#[test]
fn anchors_drop_their_marker_lines() {
    assert_eq!(take("a.rs:body"), "    let x = 1;");
    assert_eq!(take("a.rs:all"), "fn main() {\n    let x = 1;\n}");
    assert_eq!(take("a.rs:none"), "");
}

#[test]
fn rustdoc_include_hides_what_is_left_out() {
    let d = dir();
    let e = expand("{{#rustdoc_include a.rs:body}}", d.path());
    assert_eq!(e.text, "# fn main() {\n    let x = 1;\n# }");
    let e = expand("{{#rustdoc_include f.rs:2:3}}", d.path());
    assert_eq!(e.text, "# Lorem\nipsum\ndolor\n# sit\n# amet");
}

#[test]
fn playground_title_and_escapes() {
    let d = dir();
    let e = expand("{{#playground f.rs editable}}", d.path());
    assert!(
        e.text.starts_with("```rust,editable\nLorem\n"),
        "{}",
        e.text
    );
    assert!(e.text.ends_with("amet\n```\n"));
    let e = expand("{{#title Mon titre}}\n# T\n", d.path());
    assert_eq!(e.text, "\n# T\n");
    assert_eq!(e.title.as_deref(), Some("Mon titre"));
    let e = expand("`\\{{#include f.rs}}` {{#unknown x}}", d.path());
    assert_eq!(e.text, "`{{#include f.rs}}` {{#unknown x}}");
    assert!(e.faults.is_empty());
}

#[test]
fn missing_file_is_a_fault_at_its_line() {
    let d = dir();
    let e = expand("a\nb {{#include nope.rs}}\n", d.path());
    assert_eq!(e.text, "a\nb {{#include nope.rs}}\n");
    assert_eq!(e.faults.len(), 1);
    assert_eq!((e.faults[0].at.line, e.faults[0].at.col), (2, 3));
    assert_eq!(e.faults[0].directive, "{{#include nope.rs}}");
}

#[test]
fn lines_map_back_to_the_page() {
    let d = dir();
    let e = expand("a\n{{#include f.rs::3}}\nb\n", d.path());
    assert_eq!(e.text, "a\nLorem\nipsum\ndolor\nb\n");
    assert_eq!(e.lines, [1, 2, 2, 2, 3, 4]);
}

#[test]
fn nested_includes_are_relative_and_cycles_stop() {
    let d = dir();
    fs::create_dir(d.path().join("sub")).unwrap();
    fs::write(d.path().join("sub/x.md"), "X {{#include ../f.rs:1}}").unwrap();
    assert_eq!(expand("{{#include sub/x.md}}", d.path()).text, "X Lorem");
    fs::write(d.path().join("loop.md"), "o{{#include loop.md}}").unwrap();
    let e = expand("{{#include loop.md}}", d.path());
    assert_eq!(e.text, "o".repeat(MAX_DEPTH));
    assert_eq!(e.faults.len(), 1);
    assert_eq!(e.faults[0].kind, DirectiveFaultKind::TooDeep);
}
