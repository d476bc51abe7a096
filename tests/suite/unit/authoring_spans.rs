//! The tests of `arbitre::authoring::spans` (src/authoring/spans.rs), through its public API: moved out of the
//! library so that `cargo test` compiles it once (docs/MEASURES.md, « Mise en route »).
use arbitre::authoring::spans::*;

fn slice<'a>(text: &'a str, n: &YNode) -> &'a str {
    &text[n.start..n.end]
}

#[test]
fn ranges_cover_exactly_the_written_value() {
    let text = "game: chess # jeu\nexpect:\n  check: [white,  black] # c\n  next: 'noir'\n  legal:\n    - e4\n    - Nf3\n  hands: {A: [N]}\n  draw:\n  end: x\n";
    let root = parse(text).unwrap();
    let (_, expect) = root.get("expect").unwrap();
    assert!(!expect.is_flow());
    let (_, check) = expect.get("check").unwrap();
    assert_eq!(slice(text, check), "[white,  black]");
    let (_, next) = expect.get("next").unwrap();
    assert_eq!(slice(text, next), "'noir'");
    assert_eq!(next.as_str(), Some("noir"));
    let (_, legal) = expect.get("legal").unwrap();
    assert_eq!(slice(text, legal), "- e4\n    - Nf3");
    let (_, hands) = expect.get("hands").unwrap();
    assert_eq!(slice(text, hands), "{A: [N]}");
    let (k, draw) = expect.get("draw").unwrap();
    assert_eq!(draw.kind, YKind::Empty);
    assert_eq!(draw.start, k.end + 1);
    assert_eq!(slice(text, expect).lines().last(), Some("  end: x"));
}

#[test]
fn accents_count_in_bytes() {
    let text = "caption: « é »\nexpect: {}\n";
    let root = parse(text).unwrap();
    let (_, e) = root.get("expect").unwrap();
    assert_eq!(slice(text, e), "{}");
    assert!(e.entries().is_empty() && e.is_flow());
}

#[test]
fn nesting_stops_where_the_example_reader_stops() {
    let deep = |n: usize| format!("{}1\n", "- ".repeat(n));
    let limit = arbitre::example::yaml::MAX_DEPTH;
    assert!(parse(&deep(limit)).is_ok());
    assert_eq!(parse(&deep(limit + 1)), Err(SpanError::TooDeep));
    assert_eq!(parse(&deep(100_000)), Err(SpanError::TooDeep));
}
