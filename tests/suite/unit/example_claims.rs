//! The tests of `arbitre::example::claims` (src/example/claims.rs), through its public API: moved out of the
//! library so that `cargo test` compiles it once (docs/MEASURES.md, « Mise en route »).
use arbitre::example::check::check;
use arbitre::example::fault::Hint;
use arbitre::example::fault::{Fault, Found, NotLegal};
use arbitre::example::schema::read_example;
use arbitre::example::yaml::parse;
use arbitre::rules::Illegal;

fn failures(text: &str) -> Vec<arbitre::example::fault::Failure> {
    let ex = read_example(&parse(text).unwrap()).unwrap();
    match check(&ex, None) {
        Ok(run) => run.failures,
        Err(f) => vec![f],
    }
}

#[test]
fn a_false_seat_claim_names_the_seats_found() {
    let f = failures("game: chess\nmoves: [e4]\nexpect:\n  check: [black]\n");
    assert_eq!(f.len(), 1);
    assert!(f[0].claim_false());
    assert_eq!(f[0].claim, "check: [black]");
    assert!(
        matches!(&*f[0].fault, Fault::False(Found::Seats { key: "check", seats }) if seats.is_empty()),
        "{f:?}"
    );
}

#[test]
fn a_move_that_is_not_legal_carries_the_engine_refusal_and_a_hint() {
    let f = failures("game: chess\nexpect:\n  legal: [e2-e5]\n");
    assert!(
        matches!(
            &*f[0].fault,
            Fault::False(Found::NotLegal(NotLegal::Refused(r)))
                if matches!(r.why, Illegal::CannotReach { .. })
        ),
        "{f:?}"
    );
    assert!(
        matches!(f[0].hint.as_deref(), Some(Hint::PieceMoves { square, moves })
            if square == "e2" && moves.len() == 2),
        "{f:?}"
    );
}

#[test]
fn what_the_example_gets_wrong_is_no_false_claim() {
    let f = failures("game: chess\nexpect:\n  illegal: [bonjour]\n");
    assert!(matches!(*f[0].fault, Fault::NotAMove), "{f:?}");
    assert!(!f[0].claim_false());
    let f = failures("game: chees\n");
    assert!(
        matches!(
            &*f[0].fault,
            Fault::UnknownGame {
                suggestion: Some("chess"),
                of_page: false,
                ..
            }
        ),
        "{f:?}"
    );
    let f = failures("game: chess\nmoves: [e2-e5]\n");
    assert!(
        matches!(&*f[0].fault, Fault::IllegalMove(r) if matches!(r.why, Illegal::CannotReach { .. })),
        "{f:?}"
    );
    let f = failures("game: chess\nexpect:\n  winner: [rouge]\n");
    assert!(
        matches!(&*f[0].fault, Fault::False(Found::NotOver)),
        "{f:?}"
    );
}
