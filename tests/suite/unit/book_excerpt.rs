//! The tests of `arbitre::book::excerpt` (src/book/excerpt.rs), through its public API: moved out of the
//! library so that `cargo test` compiles it once (docs/MEASURES.md, « Mise en route »).
use arbitre::book::excerpt::*;

#[test]
fn a_short_line_is_kept_whole() {
    let e = around("setup: start", 7, 5);
    assert_eq!((e.text.as_str(), e.caret, e.width), ("setup: start", 7, 5));
}

#[test]
fn a_long_line_is_cut_around_the_caret_and_cutting_again_keeps_it() {
    let line = format!("{}ZZZ{}", "é".repeat(500_000), "a".repeat(500_000));
    let e = around(&line, 500_000, 3);
    assert!(e.text.chars().count() <= LONGEST, "{}", e.text);
    assert!(e.text.starts_with(CUT) && e.text.ends_with(CUT));
    let under: String = e.text.chars().skip(e.caret).take(e.width).collect();
    assert_eq!(under, "ZZZ");
    assert_eq!(around(&e.text, e.caret, e.width), e);
}

#[test]
fn the_ends_of_a_long_line_are_cut_on_one_side_only() {
    let line = "x".repeat(1000);
    let head = around(&line, 0, 1);
    assert!(!head.text.starts_with(CUT) && head.text.ends_with(CUT));
    assert_eq!(head.caret, 0);
    let tail = around(&line, 999, 1);
    assert!(tail.text.starts_with(CUT) && !tail.text.ends_with(CUT));
    assert_eq!(tail.text.chars().nth(tail.caret), Some('x'));
    // a caret past the end stays at the end
    let past = around(&line, 5000, 1);
    assert_eq!(past.caret, past.text.chars().count());
}

#[test]
fn the_caret_never_runs_past_the_quoted_text() {
    // a fault spanning a whole line of 150 characters (a table row of Helix's book)
    let row = format!("| {} |", "x".repeat(146));
    for (line, caret, width) in [(row.as_str(), 0, 150), ("setup: start", 7, 40)] {
        let cut = around(line, caret, width);
        let shown = cut.text.chars().count();
        assert!(cut.caret + cut.width <= shown, "{cut:?}");
        assert!(cut.caret_line().chars().count() <= LONGEST, "{cut:?}");
        // cutting again keeps it
        assert_eq!(around(&cut.text, cut.caret, cut.width), cut);
    }
    assert_eq!(around("ab", 2, 5).width, 1, "one caret past the end");
}
