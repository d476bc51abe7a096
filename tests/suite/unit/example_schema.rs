//! The tests of `arbitre::example::schema` (src/example/schema.rs), through its public API: moved out of the
//! library so that `cargo test` compiles it once (docs/MEASURES.md, « Mise en route »).
use arbitre::example::schema::*;
use arbitre::example::yaml::parse;

#[test]
fn one_string_of_bughouse_moves_keeps_each_seat_with_its_move() {
    // The command line keeps `A. e4` together; the guide read « A. » alone.
    let doc = parse("game: bughouse\nsetup: start\nmoves: \"A. e4 a. e5 B. d4\"\n").unwrap();
    let bug = read_example(&doc).unwrap();
    let moves: Vec<_> = bug.moves.iter().map(|m| m.value.clone()).collect();
    assert_eq!(
        moves,
        ["A. e4", "a. e5", "B. d4"].map(|m| MoveItem::Notation(m.to_string()))
    );
}

#[test]
fn reads_every_part() {
    let text = "game: chess\nsetup: start\nmoves: [e4, {resign: black}]\nshow: {arrows: [e2-e4], interactive: true}\nexpect:\n  check: []\n  next: black\n  scores: {red: 8}\n";
    let ex = read_example(&parse(text).unwrap()).unwrap();
    assert_eq!(ex.game.unwrap().value, "chess");
    assert_eq!(ex.moves.len(), 2);
    assert_eq!(
        ex.moves[1].value,
        MoveItem::Act {
            act: ActKind::Resign,
            seat: "black".into()
        }
    );
    assert!(ex.show.interactive);
    assert_eq!(ex.expect.len(), 3);
    assert_eq!(ex.expect[1].pos.line, 7);
    assert!(matches!(&ex.expect[2].kind, ClaimKind::Scores(p) if p[0].1 == 8));
}

#[test]
fn unknown_keys_suggest_the_closest() {
    let e = read_example(&parse("setup: start\nexpect:\n  chek: []\n").unwrap()).unwrap_err();
    assert_eq!(e.pos.line, 3);
    assert!(
        matches!(&e.fault, SchemaFault::UnknownKey { word, suggestion: Some("check"), place: Place::Expect, .. } if word == "chek"),
        "{e:?}"
    );
    let e = read_example(&parse("zzz: 1\n").unwrap()).unwrap_err();
    assert!(
        matches!(
            &e.fault,
            SchemaFault::UnknownKey {
                suggestion: None,
                place: Place::Example,
                ..
            }
        ),
        "{e:?}"
    );
}

#[test]
fn pieces_need_a_turn() {
    let e = read_example(&parse("pieces: {white: [Ke1]}\n").unwrap()).unwrap_err();
    assert_eq!(e.fault, SchemaFault::PiecesWithoutTurn);
}

#[test]
fn legal_and_illegal_take_acts() {
    let text = "game: chess4-ffa\nexpect:\n  illegal: [{claim_win: red}, d2-d5]\n  legal:\n    - resign: red\n    - draw_agreed: true\n";
    let ex = read_example(&parse(text).unwrap()).unwrap();
    let ClaimKind::Illegal(items) = &ex.expect[0].kind else {
        panic!("{:?}", ex.expect[0]);
    };
    assert_eq!(items[0].value.text(), "{claim_win: red}");
    assert_eq!(items[1].value, MoveItem::Notation("d2-d5".into()));
    let ClaimKind::Legal(items) = &ex.expect[1].kind else {
        panic!("{:?}", ex.expect[1]);
    };
    assert_eq!(items[0].pos.line, 5);
    assert_eq!(items[1].value, MoveItem::DrawAgreed);
    // one act alone counts as a list of one
    let ex = read_example(&parse("expect:\n  illegal: {resign: south}\n").unwrap()).unwrap();
    assert!(matches!(&ex.expect[0].kind, ClaimKind::Illegal(i) if i.len() == 1));
    // a misspelt act is named, at its line
    let e =
        read_example(&parse("expect:\n  illegal:\n    - {resing: south}\n").unwrap()).unwrap_err();
    assert_eq!((e.pos.line, e.pos.col), (3, 8));
    assert!(
        matches!(&e.fault, SchemaFault::UnknownKey { word, suggestion: Some("resign"), place: Place::ActsOf(list), .. }
            if word == "resing" && list == "illegal"),
        "{e:?}"
    );
}

#[test]
fn scores_none_and_the_empty_map() {
    let ex = read_example(&parse("expect:\n  scores: none\n").unwrap()).unwrap();
    assert_eq!(ex.expect[0].kind, ClaimKind::NoScores);
    assert_eq!(ex.expect[0].kind.key(), "scores");
    let e = read_example(&parse("expect:\n  scores: {}\n").unwrap()).unwrap_err();
    assert_eq!(e.pos.line, 2);
    assert_eq!(e.fault, SchemaFault::EmptyScores);
    let e = read_example(&parse("expect:\n  scores: aucun\n").unwrap()).unwrap_err();
    assert!(matches!(e.fault, SchemaFault::ScoresShape { .. }), "{e:?}");
}

#[test]
fn clock_readings() {
    assert_eq!(parse_clock("3:00"), Some(180_000));
    assert_eq!(parse_clock("2:59.051"), Some(179_051));
    assert_eq!(parse_clock("2:56.5"), Some(176_500));
    assert_eq!(parse_clock("0:04.32"), Some(4_320));
    assert_eq!(parse_clock("-0:00.576"), Some(-576));
    for bad in [
        "180",
        "3:0",
        "3:60",
        "3:00.1234",
        ":30",
        "3:00.",
        "--1:00",
        "3 min",
    ] {
        assert_eq!(parse_clock(bad), None, "{bad}");
    }
    for ms in [0, 180_000, 179_051, 176_500, 4_320, 3_600_000, -576] {
        assert_eq!(parse_clock(&format_clock(ms)), Some(ms), "{ms}");
    }
    assert_eq!(format_clock(176_500), "2:56.5");
    let text = "expect:\n  clocks: { A: \"3:00\", a: 2:59.051 }\n";
    let ex = read_example(&parse(text).unwrap()).unwrap();
    let ClaimKind::Clocks(pairs) = &ex.expect[0].kind else {
        panic!()
    };
    assert_eq!(pairs[0].1.value, 180_000);
    assert_eq!(
        (pairs[1].0.value.as_str(), pairs[1].1.value),
        ("a", 179_051)
    );
    let e = read_example(&parse("expect:\n  clocks: {A: 180}\n").unwrap()).unwrap_err();
    assert_eq!((e.pos.line, e.pos.col), (2, 15));
    assert_eq!(e.fault, SchemaFault::NotAClock { text: "180".into() });
    assert!(read_example(&parse("expect:\n  clocks: {}\n").unwrap()).is_err());
}
