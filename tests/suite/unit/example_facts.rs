//! The tests of `arbitre::example::facts` (src/example/facts.rs), through its public API: moved out of the
//! library so that `cargo test` compiles it once (docs/MEASURES.md, « Mise en route »).
use arbitre::example::check::Checked;
use arbitre::example::check::check;
use arbitre::example::facts::*;
use arbitre::example::fault::Fault;
use arbitre::example::schema::read_example;
use arbitre::example::schema::{ClaimKind, MoveItem, Spanned};
use arbitre::example::yaml::parse;
use arbitre::rules::{Event, Game, Illegal};

fn run(text: &str) -> Checked {
    check(&read_example(&parse(text).unwrap()).unwrap(), None).unwrap()
}

#[test]
fn seats_and_destinations_of_a_mate() {
    let r = run("game: chess\nmoves: [f3, e5, g4, Qh4]\n");
    let mate = claim_seats(&r, &ClaimKind::Checkmate(vec![])).unwrap();
    assert_eq!(mate, vec![0]);
    let winner = claim_seats(&r, &ClaimKind::Winner(vec![])).unwrap();
    assert_eq!(winner, vec![1]);
    assert!(events(&r).any(|(_, e)| matches!(e, Event::Checkmate { seat: 0 })));
    let start = run("game: chess\n");
    let g = &start.last().game;
    let e2 = g.geometry().parse_square("e2").unwrap();
    let names: Vec<String> = destinations(g, None, e2).into_iter().collect();
    assert_eq!(names, ["e3", "e4"]);
}

#[test]
fn a_bughouse_square_names_its_player_when_both_boards_move_from_it() {
    let g = run("game: bughouse\n").last().game.clone();
    let fault = moves_of_origin(&g, "e2").unwrap_err();
    assert!(
        matches!(&fault, Fault::SquareOnBothBoards { square, seats }
            if square == "e2" && seats == &["A", "B"]),
        "{fault:?}"
    );
    let (seat, from) = moves_of_origin(&g, "B. e2").unwrap();
    assert_eq!(g.seat_id(seat.unwrap()), "B");
    let names: Vec<String> = destinations(&g, seat, from).into_iter().collect();
    assert_eq!(names, ["e3", "e4"]);
    // after a move on A, only B moves from e2: the bare square is enough
    let g = run("game: bughouse\nmoves: [\"A. d4\"]\n")
        .last()
        .game
        .clone();
    let (seat, from) = moves_of_origin(&g, "e2").unwrap();
    assert_eq!(seat, None);
    assert_eq!(destinations(&g, seat, from).len(), 2);
}

#[test]
fn verdicts_of_moves() {
    let g = run("game: chess\n").last().game.clone();
    assert_eq!(move_verdict(&g, "e4"), MoveVerdict::Legal);
    assert!(matches!(move_verdict(&g, "e2-e5"), MoveVerdict::Illegal(_)));
    assert_eq!(move_verdict(&g, "bonjour"), MoveVerdict::Unreadable);
}

#[test]
fn verdicts_of_acts() {
    let item = |value| Spanned {
        value,
        pos: Default::default(),
    };
    let resign = |seat: &str| {
        item(MoveItem::Act {
            act: arbitre::example::schema::ActKind::Resign,
            seat: seat.into(),
        })
    };
    let chess = run("game: chess\n").last().game.clone();
    assert_eq!(item_verdict(&chess, &resign("white")), MoveVerdict::Legal);
    assert_eq!(
        item_verdict(&chess, &resign("red")),
        MoveVerdict::Unreadable
    );
    let shogi = run("game: shogi4\n").last().game.clone();
    assert_eq!(
        item_verdict(&shogi, &resign("south")),
        MoveVerdict::Illegal(Some(Illegal::ActUnavailable))
    );
    let over = run("game: chess\nmoves: [{resign: white}]\n")
        .last()
        .game
        .clone();
    assert_eq!(
        item_verdict(&over, &item(MoveItem::DrawAgreed)),
        MoveVerdict::Illegal(Some(Illegal::GameOver))
    );
}
