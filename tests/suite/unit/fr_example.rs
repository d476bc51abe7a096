//! The tests of `arbitre::fr::example` (src/fr/example.rs), through its public API: moved out of the
//! library so that `cargo test` compiles it once (docs/MEASURES.md, « Mise en route »).
use arbitre::example::diagnostic::SourceText;
use arbitre::example::fault::{Failure, Fault, Found, Hint};
use arbitre::example::yaml::{Pos, YamlFault};
use arbitre::fr::example::*;
use std::collections::BTreeSet;

fn source(text: &str, line_offset: usize) -> SourceText {
    SourceText {
        path: "content/a.md".into(),
        text: text.into(),
        line_offset,
    }
}

#[test]
fn points_at_the_claim_in_the_page() {
    let src = source("setup: start\nexpect:\n  check: [white]\n", 10);
    let f = Failure::mismatch(
        Pos::new(3, 3),
        "check: [white]",
        Found::Seats {
            key: "check",
            seats: BTreeSet::new(),
        },
    )
    .hint(Some(Hint::EmptySquare("e4".into())));
    let text = report(&[src], &f);
    assert!(text.contains("--> content/a.md:13:3"), "{text}");
    assert!(text.contains("13 |   check: [white]"), "{text}");
    assert!(text.contains("   |   ^^^^^\n"), "{text}");
    assert!(text.contains("= trouvé : check : []"), "{text}");
    assert!(text.contains("= aide : la case e4 est vide"), "{text}");
    assert!(
        text.starts_with("erreur: affirmation fausse : « check: [white] »"),
        "{text}"
    );
}

#[test]
fn the_caret_points_at_the_quoted_character() {
    let src = source("setup: \"rnbqkbnr/ppppxppp/8 w\"\n", 0);
    let fault = arbitre::notation::ChessFault::FenCharacter {
        found: 'x',
        rank: 7,
    }
    .into();
    let f = Failure::new(Pos::new(1, 8), "setup", Fault::Pieces(fault));
    let text = report(&[src], &f);
    assert!(text.starts_with("erreur: FEN invalide"), "{text}");
    let want = format!("\n  | {}^\n", " ".repeat(21));
    assert!(text.contains(&want), "{text}");
}

#[test]
fn a_tab_gets_one_caret() {
    let body = "game: chess\nexpect:\n\tcheck: []\n";
    let e = arbitre::example::yaml::parse(body).unwrap_err();
    assert!(matches!(e.fault, YamlFault::Syntax(_)), "{e:?}");
    let f = Failure::new(e.pos, "YAML", Fault::Yaml(e.fault));
    let text = report(&[source(body, 0)], &f);
    assert!(text.contains("--> content/a.md:3:1\n"), "{text}");
    assert!(text.ends_with("\n  | ^\n"), "{text:?}");
}
