//! The tests of `arbitre::example::because` (src/example/because.rs), through its public API: moved out of the
//! library so that `cargo test` compiles it once (docs/MEASURES.md, « Mise en route »).

use arbitre::example::because::REASONS;
use arbitre::example::check::check;
use arbitre::example::fault::Fault;
use arbitre::example::fault::Found;
use arbitre::example::schema::read_example;
use arbitre::example::yaml::parse;

fn run(text: &str) -> arbitre::example::check::Checked {
    check(&read_example(&parse(text).unwrap()).unwrap(), None).unwrap()
}

const OUT_OF_CHECK: &str = "game: chess\nsetup: \"4r1k1/8/8/8/8/8/8/R3K2R w KQ - 0 1\"\n";
const FROM_PIECES: &str =
    "game: chess\npieces: {white: [Ke1, Ra1, Rh1], black: [Kg8, Re8]}\nturn: white\n";

#[test]
fn the_stated_reason_holds() {
    let r = run(&format!(
        "{OUT_OF_CHECK}expect:\n  illegal: [O-O, O-O-O, Kd1-c1]\n  because: {{O-O: check, O-O-O: check, Kd1-c1: no-piece}}\n"
    ));
    assert!(r.failures.is_empty(), "{:?}", r.failures);
    assert!(r.warnings.is_empty(), "{:?}", r.warnings);
}

/// The case: castling out of check in a `pieces:` position is refused for lack
/// of rights; `because: check` must then fail, naming the engine's reason.
#[test]
fn castling_from_pieces_fails_when_the_reason_is_check() {
    let r = run(&format!(
        "{FROM_PIECES}expect:\n  check: [white]\n  illegal: [O-O]\n  because: check\n"
    ));
    assert_eq!(r.failures.len(), 1, "{:?}", r.failures);
    let f = &r.failures[0];
    assert_eq!(f.claim, "illegal: O-O (because: check)");
    assert!(
        matches!(
            &*f.fault,
            Fault::False(Found::OtherReason {
                reason: "no-castling-rights",
                refused: Some(_)
            })
        ),
        "{f:?}"
    );
    let said = arbitre::fr::example::said(f);
    assert!(said.found.contains("no-castling-rights"), "{}", said.found);
    assert!(said.hint.unwrap().contains("setup:"));
}

#[test]
fn without_because_an_accidental_refusal_is_a_warning() {
    let r = run(&format!("{FROM_PIECES}expect:\n  illegal: [O-O]\n"));
    assert!(r.failures.is_empty(), "{:?}", r.failures);
    assert_eq!(r.warnings.len(), 1);
    assert!(r.warnings[0].is_warning());
    let report = arbitre::fr::example::said(&r.warnings[0]);
    assert!(
        report.headline.contains("droit de roquer"),
        "{}",
        report.headline
    );
    // a move of the side not on move: read as Black's, from a square White holds
    let r = run("game: chess\nmoves: [e4]\nexpect:\n  illegal: [d2-d4, e7-e4]\n");
    assert_eq!(r.warnings.len(), 1, "{:?}", r.warnings);
    assert!(matches!(
        &*r.warnings[0].fault,
        Fault::Accidental {
            reason: "no-piece",
            ..
        }
    ));
    // stated, it is no warning
    let r = run("game: chess\nmoves: [e4]\nexpect:\n  illegal: [d2-d4]\n  because: no-piece\n");
    assert!(r.warnings.is_empty() && r.failures.is_empty(), "{r:?}");
    // castling refused for a reason the position shows: nothing to say
    let r = run(&format!("{OUT_OF_CHECK}expect:\n  illegal: [O-O]\n"));
    assert!(r.warnings.is_empty(), "{:?}", r.warnings);
}

#[test]
fn check_into_check_and_pinned_are_told_apart() {
    // the bishop shields its king from the rook e4; the rook f8 holds the f-file
    let r = run(
        "game: chess\nsetup: \"4kr2/8/8/8/4r3/8/4B3/4K3 w - - 0 1\"\nexpect:\n  illegal: [Be2-d3, Ke1-f1, Ke1-f2]\n  because: {Be2-d3: pinned, Ke1-f1: into-check, Ke1-f2: into-check}\n",
    );
    assert!(r.failures.is_empty(), "{:?}", r.failures);
    // in check from h1: a bishop move that does not parry
    let r = run(
        "game: chess\nsetup: \"4k3/8/8/8/8/8/4B3/4K2r w - - 0 1\"\nexpect:\n  illegal: [Be2-d3]\n  because: pinned\n",
    );
    assert!(
        matches!(
            &*r.failures[0].fault,
            Fault::False(Found::OtherReason {
                reason: "check",
                ..
            })
        ),
        "{:?}",
        r.failures
    );
}

#[test]
fn unknown_words_and_keys_are_named() {
    let r = run("game: chess\nexpect:\n  illegal: [e2-e5]\n  because: canot-reach\n");
    assert!(
        matches!(&*r.failures[0].fault, Fault::UnknownReason { word, suggestion: Some("cannot-reach") } if word == "canot-reach"),
        "{:?}",
        r.failures
    );
    let r = run("game: chess\nexpect:\n  illegal: [e2-e5]\n  because: {e2-e6: cannot-reach}\n");
    assert!(
        matches!(&*r.failures[0].fault, Fault::BecauseWithoutIllegal { item: Some(m) } if m == "e2-e6"),
        "{:?}",
        r.failures
    );
    let r = run("game: chess\nexpect:\n  check: []\n  because: check\n");
    assert!(matches!(
        &*r.failures[0].fault,
        Fault::BecauseWithoutIllegal { item: None }
    ));
    let e = read_example(&parse("game: chess\nexpect:\n  becose: check\n").unwrap()).unwrap_err();
    assert!(
        matches!(
            e.fault,
            arbitre::example::schema::SchemaFault::UnknownKey {
                suggestion: Some("because"),
                ..
            }
        ),
        "{e:?}"
    );
}

#[test]
fn every_reason_word_is_distinct() {
    let mut words = REASONS.to_vec();
    words.sort_unstable();
    words.dedup();
    assert_eq!(words.len(), REASONS.len());
}
