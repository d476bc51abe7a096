//! The tests of `arbitre::authoring::bless` (src/authoring/bless.rs), through its public API: moved out of the
//! library so that `cargo test` compiles it once (docs/MEASURES.md, « Mise en route »).
use arbitre::authoring::spans::{self};

use arbitre::authoring::bless::fixes::{fill, fixes};
use arbitre::authoring::bless::*;
use arbitre::example::check::check;
use arbitre::example::schema::read_example;
use arbitre::example::yaml::parse;

/// The example blessed in memory: its text after the edits.
fn blessed(text: &str) -> String {
    let ex = read_example(&parse(text).unwrap()).unwrap();
    let run = check(&ex, None).unwrap();
    let tree = spans::parse(text).unwrap();
    let (k, v) = tree.get("expect").unwrap();
    let mut edits = fixes(text, k, v, &ex, &run);
    edits.sort_by_key(|e| (e.start, e.end));
    let mut out = text.to_string();
    for e in edits.iter().rev() {
        out.replace_range(e.start..e.end, &e.text);
    }
    out
}

fn passes(text: &str) -> bool {
    let ex = read_example(&parse(text).unwrap()).unwrap();
    check(&ex, None).unwrap().failures.is_empty()
}

#[test]
fn wrong_seats_are_rewritten_in_their_style() {
    let text = "game: chess\nmoves: [e4] # ouverture\nexpect:\n  next: blanc   # faux\n  check: [black]\n  eliminated:\n    - white\n";
    let out = blessed(text);
    assert_eq!(
        out,
        "game: chess\nmoves: [e4] # ouverture\nexpect:\n  next: black   # faux\n  check: []\n  eliminated: []\n"
    );
    assert!(passes(&out));
}

#[test]
fn failing_moves_change_lists() {
    let text = "game: chess\nexpect:\n  legal: [e4, e2-e5, Nf3]\n  next: white\n";
    let out = blessed(text);
    assert_eq!(
        out,
        "game: chess\nexpect:\n  legal: [e4, Nf3]\n  illegal: [e2-e5]\n  next: white\n"
    );
    assert!(passes(&out));
    let text = "game: chess\nexpect: {illegal: [e4, Ke2], legal: [d4]}\n";
    let out = blessed(text);
    assert_eq!(
        out,
        "game: chess\nexpect: {illegal: [Ke2], legal: [d4, e4]}\n"
    );
    assert!(passes(&out));
}

#[test]
fn empty_expect_is_filled() {
    let text = "game: chess\nmoves: [f3, e5, g4, Qh4]\nexpect: {}\n";
    let out = blessed(text);
    assert_eq!(
        out,
        "game: chess\nmoves: [f3, e5, g4, Qh4]\nexpect:\n  next: white\n  check: [white]\n  winner: [black]\n  end: checkmate\n"
    );
    assert!(passes(&out));
    let text = "game: chess\nshow: {moves_of: g1}\nexpect: {}\n";
    let out = blessed(text);
    assert!(out.contains("  moves_of: {g1: [f3, h3]}\n"), "{out}");
    assert!(passes(&out));
}

#[test]
fn unfinished_games_lose_their_end_claims() {
    let text = "game: chess\nexpect:\n  end: checkmate\n  draw: true\n  next: white\n";
    let out = blessed(text);
    assert_eq!(out, "game: chess\nexpect:\n  draw: false\n  next: white\n");
    assert!(passes(&out));
}

#[test]
fn block_lists_stay_block_lists() {
    // the author's squares that hold keep their order; the missing ones follow
    let text =
        "game: chess\nmoves: [e4, d5]\nexpect:\n  moves_of:\n    e4:\n      - e5\n      - e6\n";
    let out = blessed(text);
    assert_eq!(
        out,
        "game: chess\nmoves: [e4, d5]\nexpect:\n  moves_of:\n    e4:\n      - e5\n      - d5\n"
    );
    assert!(passes(&out));
}

#[test]
fn a_block_in_a_list_keeps_its_prefix() {
    let page = "# T\n\n- item\n\n  ```position\n  game: chess\n  expect: {}\n  ```\n";
    let body = "game: chess\nexpect: {}\n";
    let map = Mapping::block(page, 6, body).unwrap();
    let tree = spans::parse(body).unwrap();
    let (k, v) = tree.get("expect").unwrap();
    let ex = read_example(&parse(body).unwrap()).unwrap();
    let run = check(&ex, None).unwrap();
    let e = map.apply(page, &fill(body, k, v, &ex, &run).unwrap());
    let mut out = page.to_string();
    out.replace_range(e.start..e.end, &e.text);
    assert_eq!(
        out,
        "# T\n\n- item\n\n  ```position\n  game: chess\n  expect:\n    next: white\n    check: []\n  ```\n"
    );
    assert_eq!(e.line, 7);
}

#[test]
fn refused_and_accepted_acts_change_lists() {
    let text = "game: chess4-ffa\nexpect:\n  illegal: [{claim_win: red}, {resign: red}]\n  legal:\n    - draw_agreed: true\n";
    let out = blessed(text);
    assert_eq!(
        out,
        "game: chess4-ffa\nexpect:\n  illegal: [{claim_win: red}]\n  legal:\n    - draw_agreed: true\n    - {resign: red}\n"
    );
    assert!(passes(&out));
    // an act that is refused leaves `legal:` for a new `illegal:`
    let text = "game: shogi4\nexpect: {legal: [{resign: south}, 5g5f]}\n";
    let out = blessed(text);
    assert_eq!(
        out,
        "game: shogi4\nexpect: {legal: [5g5f], illegal: [{resign: south}]}\n"
    );
    assert!(passes(&out));
}

#[test]
fn scores_of_a_format_without_points_become_none_and_back() {
    let text = "game: chess4-teams\nexpect:\n  scores:\n    red: 3\n  next: red\n";
    let out = blessed(text);
    assert_eq!(
        out,
        "game: chess4-teams\nexpect:\n  scores: none\n  next: red\n"
    );
    assert!(passes(&out));
    let text = "game: chess4-ffa\nmoves: [h2-h3]\nexpect: {scores: none}\n";
    let out = blessed(text);
    assert_eq!(
        out,
        "game: chess4-ffa\nmoves: [h2-h3]\nexpect: {scores: {red: 0, blue: 0, yellow: 0, green: 0}}\n"
    );
    assert!(passes(&out));
}

#[test]
fn clocks_take_the_engine_times_in_their_quotes() {
    let text = "game: bughouse\nmoves: [\"1A. e4{179.051}\"]\nexpect:\n  clocks: {A: \"3:00\", a: 3:00, B: 2:00}\n";
    let out = blessed(text);
    assert_eq!(
        out,
        "game: bughouse\nmoves: [\"1A. e4{179.051}\"]\nexpect:\n  clocks: {A: \"2:59.051\", a: 3:00, B: 3:00}\n"
    );
    assert!(passes(&out));
    // a game without clocks loses the claim
    let text = "game: chess\nexpect:\n  clocks: {white: 3:00}\n  next: white\n";
    let out = blessed(text);
    assert_eq!(out, "game: chess\nexpect:\n  next: white\n");
    // an empty expect with shown clocks gets them
    let text = "game: bughouse\nshow: {clocks: true}\nexpect: {}\n";
    let out = blessed(text);
    assert!(
        out.contains("  clocks: {A: \"3:00\", a: \"3:00\", B: \"3:00\", b: \"3:00\"}\n"),
        "{out}"
    );
    assert!(passes(&out));
}
