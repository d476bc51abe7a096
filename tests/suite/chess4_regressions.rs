//! Wrong answers of four-player chess found from outside (issue 11), one test each, so
//! that none comes back.

use arbitre::commands::run_moves_command;
use arbitre::notation;
use arbitre::rules::Family;
use arbitre::rules::chess4::{geometry, seat_from_id};
use arbitre::rules::{AnyGame, Preset};
use arbitre::rules::{EndReason, Event, Game, PieceKind, Seat};

fn setup(preset: &str, pieces: &[(&str, &[&str])], turn: &str) -> AnyGame {
    let p: Vec<(Seat, Vec<String>)> = pieces
        .iter()
        .map(|(s, v)| {
            (
                seat_from_id(s).expect("seat"),
                v.iter().map(|x| x.to_string()).collect(),
            )
        })
        .collect();
    notation::from_pieces(
        Preset::from_id(preset).expect("preset"),
        &p,
        seat_from_id(turn).expect("seat"),
    )
    .expect("position")
}

fn play(g: &mut AnyGame, text: &str) -> Vec<Event> {
    let (s, mv) = notation::parse_move(g, text).expect("move reads");
    g.play(s, &mv)
        .unwrap_or_else(|e| panic!("{text} illegal: {e:?}"))
}

fn pawn_of(g: &dyn Game, square: &str) -> Option<Seat> {
    let sq = geometry().parse_square(square).expect("square");
    g.pieces()
        .into_iter()
        .find(|(s, p)| *s == sq && p.kind == PieceKind::Pawn)
        .map(|(_, p)| p.owner)
}

/// The reproduction of the issue: Red's l4 pawn steps straight onto l5, the square
/// Green's pawn skipped with m5-k5. That is no capture, so k5-j5 stays legal.
#[test]
fn forward_step_onto_the_skipped_square_captures_nothing() {
    let moves = "k2-k3 b7-c7 g13-g12 m4-l4 k3xl4 c7-d7 g12-g11 m5-k5 l4-l5 d7-e7 g11-g10";
    for preset in Family::Chess4.presets().map(Preset::id) {
        let list = run_moves_command(preset, "start", moves).expect("the moves are legal");
        assert!(
            list.iter().any(|m| m == "k5-j5"),
            "{preset}: k5-j5 missing from {list:?}"
        );
        if preset.ends_with("teams") {
            assert_eq!(list.len(), 33, "{preset}: {list:?}");
        }
    }
}

/// Every preset and every en passant option: a plain step onto the skipped square
/// leaves the double-stepper where it is; only the diagonal capture removes it.
#[test]
fn only_a_diagonal_step_takes_en_passant_under_every_option() {
    let pieces: &[(&str, &[&str])] = &[
        ("red", &["Kh1", "k4", "l4"]),
        ("blue", &["Ka7"]),
        ("yellow", &["Kg14"]),
        ("green", &["Kn8", "m5"]),
    ];
    for preset in Family::Chess4.presets().map(Preset::id) {
        for enabled in ["true", "false"] {
            for who in ["any-attacking-pawn", "pawn-in-front"] {
                for window in ["next-player", "until-owner-moves"] {
                    let at = format!("{preset} en_passant={enabled} who={who} window={window}");
                    let fresh = || {
                        let mut g = setup(preset, pieces, "green");
                        for (k, v) in [
                            ("en-passant", enabled),
                            ("en-passant-who", who),
                            ("en-passant-window", window),
                        ] {
                            g.set_option(k, v).expect("option");
                        }
                        play(&mut g, "m5-k5");
                        g
                    };
                    let mut step = fresh();
                    let ev = play(&mut step, "l4-l5");
                    assert!(
                        !ev.iter().any(|e| matches!(e, Event::Captured { .. })),
                        "{at}: {ev:?}"
                    );
                    assert_eq!(pawn_of(&step, "k5"), Some(3), "{at}");
                    assert_eq!(pawn_of(&step, "l5"), Some(0), "{at}");

                    let mut take = fresh();
                    let (s, mv) = notation::parse_move(&take, "k4xl5").expect("reads");
                    let taken = take.play(s, &mv).is_ok();
                    assert_eq!(taken, enabled == "true", "{at}");
                    if taken {
                        assert_eq!(pawn_of(&take, "k5"), None, "{at}");
                    }
                }
            }
        }
    }
}

fn outcome_reason(g: &dyn Game) -> Option<EndReason> {
    g.outcome().map(|o| o.reason)
}

/// Kings on d1, e3 and f1: a lone knight on f2 mates the king on d1. So with three or
/// more kings a single minor piece does not make the material insufficient.
#[test]
fn a_lone_knight_mates_with_the_help_of_other_kings() {
    for preset in ["chess4-ffa", "chess4-qdan-solo"] {
        let pieces: &[(&str, &[&str])] = &[
            ("red", &["Kd1"]),
            ("blue", &["Ke3"]),
            ("yellow", &["Kf1"]),
            ("green", &["Kn8", "Nh3"]),
        ];
        let mut g = setup(preset, pieces, "green");
        let ev = play(&mut g, "Nh3-f2");
        assert!(
            ev.contains(&Event::Checkmate { seat: 0 }),
            "{preset}: {ev:?}"
        );
        assert_eq!(g.eliminated(), vec![0], "{preset}");
        assert_eq!(g.score(3), Some(20), "{preset}");
    }
}

#[test]
fn four_kings_and_one_minor_piece_play_on() {
    let pieces: &[(&str, &[&str])] = &[
        ("red", &["Kh1", "Nd4"]),
        ("blue", &["Ka7"]),
        ("yellow", &["Kg14"]),
        ("green", &["Kn8", "Ri2"]),
    ];
    for preset in ["chess4-ffa", "chess4-qdan-solo"] {
        let mut g = setup(preset, pieces, "red");
        play(&mut g, "Kh1xRi2");
        assert_eq!(outcome_reason(&g), None, "{preset}");
        assert!(!g.legal_moves().is_empty());
    }
}

#[test]
fn kings_only_is_a_draw_in_both_individual_presets() {
    let pieces: &[(&str, &[&str])] = &[
        ("red", &["Kh1"]),
        ("blue", &["Ka7", "~Qa9"]),
        ("yellow", &["Kg14"]),
        ("green", &["Kn8", "Ri2"]),
    ];
    for preset in ["chess4-ffa", "chess4-qdan-solo"] {
        let mut g = setup(preset, pieces, "red");
        play(&mut g, "Kh1xRi2");
        assert_eq!(
            outcome_reason(&g),
            Some(EndReason::InsufficientMaterial),
            "{preset}: dead pieces do not matter when nothing can give check"
        );
        assert_eq!(
            g.score(0),
            Some(15),
            "{preset}: 5 for the rook, 10 for the draw"
        );
    }
}

/// Two players left and nothing else on the board: source 002's K+N v K and K+B v K
/// end the game; a dead piece on the board (which can wall a king in) does not.
#[test]
fn two_players_with_a_lone_minor_piece_draw_unless_dead_pieces_remain() {
    for minor in ["Ne4", "Be4"] {
        let two: &[(&str, &[&str])] = &[("red", &["Kh1", minor]), ("green", &["Kn8", "Ri2"])];
        let mut g = setup("chess4-ffa", two, "red");
        play(&mut g, "Kh1xRi2");
        assert_eq!(
            outcome_reason(&g),
            Some(EndReason::InsufficientMaterial),
            "{minor}"
        );

        let with_dead: &[(&str, &[&str])] = &[
            ("red", &["Kh1", minor]),
            ("blue", &["~Ra9"]),
            ("green", &["Kn8", "Ri2"]),
        ];
        let mut g = setup("chess4-ffa", with_dead, "red");
        play(&mut g, "Kh1xRi2");
        assert_eq!(outcome_reason(&g), None, "{minor} with a dead rook");
    }
    // Two minor pieces are more than source 002's cases.
    let two_minors: &[(&str, &[&str])] =
        &[("red", &["Kh1", "Ne4"]), ("green", &["Kn8", "Ri2", "Bm9"])];
    let mut g = setup("chess4-qdan-solo", two_minors, "red");
    play(&mut g, "Kh1xRi2");
    assert_eq!(outcome_reason(&g), None);
}

#[test]
fn insufficient_material_is_an_option_of_the_individual_presets() {
    for (preset, default) in [
        ("chess4-teams", "off"),
        ("chess4-qdan-teams", "off"),
        ("chess4-ffa", "no-mate-possible"),
        ("chess4-qdan-solo", "no-mate-possible"),
    ] {
        let g = notation::parse_position(Preset::from_id(preset).expect("preset"), "start")
            .expect("start");
        let opt = g
            .options()
            .into_iter()
            .find(|o| o.name == "insufficient-material")
            .expect("listed");
        assert_eq!(opt.value, default, "{preset}");
        assert_eq!(opt.choices(), vec!["off", "no-mate-possible"]);
    }
    let pieces: &[(&str, &[&str])] = &[
        ("red", &["Kh1"]),
        ("blue", &["Ka7"]),
        ("yellow", &["Kg14"]),
        ("green", &["Kn8", "Ri2"]),
    ];
    let mut g = setup("chess4-ffa", pieces, "red");
    g.set_option("insufficient-material", "off")
        .expect("option");
    play(&mut g, "Kh1xRi2");
    assert_eq!(outcome_reason(&g), None);
    assert!(g.set_option("insufficient-material", "sometimes").is_err());
}

/// A `pieces:` entry on a square the board does not have (`Ra1` on the cross): the
/// report points at that entry, not at the `pieces:` key.
#[test]
fn an_off_board_pieces_entry_is_reported_at_the_entry() {
    use arbitre::example::check::check;
    use arbitre::example::load::load;
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    for (game, body, line, col) in [
        (
            "chess4-teams",
            "pieces:\n  red: [Kh1, Ra1]\n  blue: [Ka7]\nturn: red\nexpect: { check: [] }\n",
            2,
            14,
        ),
        (
            "chess",
            "pieces: { white: [Ke1, i9], black: [Ke8] }\nturn: white\nexpect: { check: [] }\n",
            1,
            24,
        ),
        (
            "shogi4",
            "pieces:\n  south: [K5i, G0a]\n  north: [K5a]\nturn: south\nexpect: { check: [] }\n",
            2,
            16,
        ),
        (
            "bughouse",
            "pieces:\n  A: [Ke1]\n  a: [Ke8, Qz9]\nturn: A\nexpect: { check: [] }\n",
            3,
            12,
        ),
    ] {
        let loaded = load(root, std::path::Path::new("content/essai.md"), 1, body)
            .unwrap_or_else(|(_, f)| panic!("{game}: {}", arbitre::fr::example::found(&f)));
        let failure = check(&loaded.example, Some(game)).expect_err("the position is refused");
        assert_eq!(
            (failure.pos.line, failure.pos.col),
            (line, col),
            "{game}: {}",
            arbitre::fr::example::found(&failure)
        );
    }
}

// ------------------------------------------------ issue 26: what real games found

/// Chess.com game 100527014, ply 175: Yellow's king d13 is checked by Green's knight
/// e11 alone, and Yellow's bishop takes Green's king. Green's army dies with its king,
/// a dead knight attacks nothing: the capture is legal.
const BG14XKK10: &str = "Y-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-x,x,x,3,yB,4,x,x,x/x,x,x,yK,7,x,x,x/x,x,x,8,x,x,x/4,gN,9/10,gK,3/14/14/bK,13/14/14/14/x,x,x,8,x,x,x/x,x,x,8,x,x,x/x,x,x,4,rK,3,x,x,x";

#[test]
fn a_king_capture_frees_the_capturer_from_that_armys_checks() {
    // the reproduction, through the command line's own function
    let list = run_moves_command("chess4-ffa", BG14XKK10, "Bg14xKk10").expect("accepted");
    assert!(list.iter().any(|m| m == "Kh1-h2"), "Red to move: {list:?}");

    let mut g = notation::parse_position(Preset::Chess4Ffa, BG14XKK10).expect("fen4");
    let ev = play(&mut g, "Bg14xKk10");
    assert!(ev.contains(&Event::Eliminated { seat: 3 }), "{ev:?}");
    assert_eq!(g.eliminated(), vec![3]);
    assert_eq!(g.score(2), Some(20));
    assert!(g.checked().is_empty(), "the dead knight gives no check");
    assert_eq!(g.to_move(), vec![0]);
    // the same in the individual format of the second site
    let mut q = notation::parse_position(Preset::Chess4QdanSolo, BG14XKK10).expect("fen4");
    play(&mut q, "Bg14xKk10");
    assert_eq!(q.eliminated(), vec![3]);
}

/// Only the captured king's army dies: a check by anyone else still forbids the move.
#[test]
fn a_king_capture_leaving_another_players_check_stays_illegal() {
    use arbitre::rules::Illegal;
    let pieces: &[(&str, &[&str])] = &[
        ("red", &["Kh1"]),
        ("blue", &["Ka7", "Rd5"]),
        ("yellow", &["Kd13", "Bg14"]),
        ("green", &["Kk10", "Ne11"]),
    ];
    let mut g = setup("chess4-ffa", pieces, "yellow");
    let (s, mv) = notation::parse_move(&g, "Bg14xKk10").expect("reads");
    let d5 = geometry().parse_square("d5").expect("square");
    let d13 = geometry().parse_square("d13").expect("square");
    assert_eq!(
        g.play(s, &mv),
        Err(Illegal::LeavesKingInCheck {
            king: d13,
            by: vec![d5]
        }),
        "the rook still checks; the dead knight is not named"
    );
}

/// In Teams a king capture ends the game and kills no army: the club keeps the plain
/// rule (no move may leave one's own king attacked), the sources making no exception.
#[test]
fn in_teams_a_king_capture_may_not_leave_ones_king_in_check() {
    let pieces: &[(&str, &[&str])] = &[
        ("red", &["Kh1"]),
        ("blue", &["Ka7"]),
        ("yellow", &["Kd13", "Bg14"]),
        ("green", &["Kk10", "Ne11"]),
    ];
    let g = setup("chess4-teams", pieces, "yellow");
    let (s, mv) = notation::parse_move(&g, "Bg14xKk10").expect("reads");
    assert!(g.clone().play(s, &mv).is_err());
}

/// The zombie position: Red, out of time, keeps a king on h1 beside its own
/// dead pawn i2, which Chess.com's zombie kings take (`Kh2xi3`, `Kj2xRi2`).
const ZOMBIE: &str = "R-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-x,x,x,yR,2,yK,4,x,x,x/x,x,x,8,x,x,x/x,x,x,8,x,x,x/13,gR/14/2,bQ,11/13,gK/bK,13/14/14/14/x,x,x,8,x,x,x/x,x,x,5,rP,2,x,x,x/x,x,x,4,rK,3,x,x,x";

#[test]
fn a_zombie_king_takes_its_own_armys_dead_pieces() {
    // the reproduction, with the act taking Red's turn as it did then
    let mut g = notation::parse_position(Preset::Chess4Ffa, ZOMBIE).expect("fen4");
    g.set_option("zombie-start", "next-turn").expect("option");
    for m in ["T", "Ka7-a8", "Kg14-f14", "Kn8-n7"] {
        play(&mut g, m);
    }
    let red: Vec<String> = g
        .legal_moves()
        .iter()
        .map(|m| notation::write_move(&g, 0, m))
        .collect();
    assert!(red.iter().any(|m| m == "Kh1xi2"), "{red:?}");
    let ev = play(&mut g, "Kh1xi2");
    assert!(
        ev.iter().any(
            |e| matches!(e, Event::Captured { by: 0, piece, .. } if piece.owner == 0 && piece.dead)
        ),
        "{ev:?}"
    );
    assert_eq!(g.score(0), Some(0), "a dead piece is worth nothing");
    // a dead rook too (`Kj2xRi2`)
    let pieces: &[(&str, &[&str])] = &[
        ("red", &["Kj2", "Ri2", "d2"]),
        ("blue", &["Ka7"]),
        ("yellow", &["Kg14", "f13"]),
        ("green", &["Kn8"]),
    ];
    let mut r = setup("chess4-ffa", pieces, "red");
    r.play(0, &arbitre::rules::Move::Resign(0)).expect("act");
    play(&mut r, "Kj2xRi2");
    assert_eq!(r.to_move(), vec![1]);
}

fn chess4(g: &AnyGame) -> &arbitre::rules::chess4::Chess4 {
    g.chess4().expect("a four-player chess game")
}

/// Chess.com's `74. Kj2-k2T`: the flag falls and the zombie king moves in that same
/// turn. `chess4-ffa` now plays it so by default (`zombie-start: same-turn`).
#[test]
fn a_zombie_king_moves_in_the_turn_its_owner_left() {
    use arbitre::rules::Move;
    use arbitre::rules::chess4::SeatStatus;
    let start = notation::parse_position(Preset::Chess4Ffa, ZOMBIE).expect("fen4");
    let opt = start
        .options()
        .into_iter()
        .find(|o| o.name == "zombie-start")
        .expect("listed");
    assert_eq!(opt.value, "same-turn");

    let mut g = start.clone();
    let ev = g.play(0, &Move::Timeout(0)).expect("act");
    assert!(ev.contains(&Event::Eliminated { seat: 0 }));
    assert_eq!(g.to_move(), vec![0], "Red's zombie king plays this turn");
    play(&mut g, "Kh1xi2");
    assert_eq!(g.to_move(), vec![1]);

    // The engine call a PGN4 reader makes for `Kh1xi2T`: both, in Red's one turn.
    let mut r = start.clone();
    let AnyGame::Chess4(c) = &mut r else {
        panic!("chess4")
    };
    let (_, king) = notation::parse_move(&start, "Kh1xi2").expect("reads");
    let ev = c
        .resign_then_king_move(&Move::Timeout(0), &king)
        .expect("played");
    assert!(ev.contains(&Event::Eliminated { seat: 0 }));
    assert_eq!(chess4(&r).status(0), SeatStatus::Zombie);
    assert_eq!(r.to_move(), vec![1]);
    // … whatever the option says, since the record says when the king moved
    let mut n = start.clone();
    n.set_option("zombie-start", "next-turn").expect("option");
    let AnyGame::Chess4(c) = &mut n else {
        panic!("chess4")
    };
    c.resign_then_king_move(&Move::Resign(0), &king)
        .expect("played");
    assert_eq!(n.to_move(), vec![1]);
    // A bare `T` on Red's ply takes the turn, whatever the option says.
    let mut bare = start.clone();
    let AnyGame::Chess4(c) = &mut bare else {
        panic!("chess4")
    };
    c.resign_using_turn(&Move::Timeout(0)).expect("played");
    assert_eq!(bare.to_move(), vec![1]);
}

/// The combined call is all or nothing, and only for the seat to move.
#[test]
fn resign_then_king_move_changes_nothing_when_refused() {
    use arbitre::rules::chess4::SeatStatus;
    use arbitre::rules::{Illegal, Move};
    let start = notation::parse_position(Preset::Chess4Ffa, ZOMBIE).expect("fen4");
    let (_, wrong) = notation::parse_move(&start, "Kh1-h3").expect("reads");
    let mut g = start.clone();
    let AnyGame::Chess4(c) = &mut g else {
        panic!("chess4")
    };
    assert!(c.resign_then_king_move(&Move::Timeout(0), &wrong).is_err());
    assert_eq!(c.status(0), SeatStatus::Active);
    assert_eq!(g.to_move(), vec![0]);
    let (_, king) = notation::parse_move(&start, "Kh1xi2").expect("reads");
    let AnyGame::Chess4(c) = &mut g else {
        panic!("chess4")
    };
    assert_eq!(
        c.resign_then_king_move(&Move::Timeout(1), &king),
        Err(Illegal::NotYourTurn { seat: 1 })
    );
    assert_eq!(
        c.resign_then_king_move(&Move::DrawAgreed, &king),
        Err(Illegal::ActUnavailable)
    );
    // without a zombie king (the second site's individual format) there is no king move
    let mut q = notation::parse_position(Preset::Chess4QdanSolo, ZOMBIE).expect("fen4");
    let AnyGame::Chess4(c) = &mut q else {
        panic!("chess4")
    };
    assert_eq!(
        c.resign_then_king_move(&Move::Resign(0), &king),
        Err(Illegal::NotYourTurn { seat: 0 })
    );
    assert_eq!(c.status(0), SeatStatus::Active);
}

/// Chess.com scores no multi-check bonus for a king whose owner has left: in games
/// 101543960 (`Qi5-k3++`, three times) and 97969768 (`Qi4-h4++`) one of the two kings
/// is a zombie and the record's points have no bonus (found from the records corpus).
#[test]
fn a_check_on_a_zombie_king_earns_no_multi_check_bonus() {
    use arbitre::rules::Move;
    let pieces: &[(&str, &[&str])] = &[
        ("red", &["Kh1", "d2"]),
        ("blue", &["Ka7", "Qa5"]),
        ("yellow", &["Kk14"]),
        ("green", &["Kg8"]),
    ];
    // Red still plays: the queen on g5 checks g1 and g8 at once, a queen's +1.
    let mut live = setup("chess4-ffa", pieces, "red");
    play(&mut live, "Kh1-g1");
    play(&mut live, "Qa5-g5");
    assert_eq!(live.score(1), Some(1));
    // Red has left: its zombie king on g1 is no player's king in play.
    let mut zombie = setup("chess4-ffa", pieces, "red");
    zombie.play(0, &Move::Resign(0)).expect("act");
    play(&mut zombie, "Kh1-g1");
    let ev = play(&mut zombie, "Qa5-g5");
    assert!(ev.contains(&Event::Check { seat: 0 }), "{ev:?}");
    assert!(ev.contains(&Event::Check { seat: 3 }), "{ev:?}");
    assert_eq!(zombie.score(1), Some(0));
}

/// A draw with a zombie king left: each active player scores the draw's 10 and the
/// zombie's end as a zombie stalemate's 10 (Chess.com game 97969768, ended by
/// insufficient material with Red's zombie king on the board: +20 to each player left).
#[test]
fn a_draw_ends_a_zombie_king_as_a_stalemate_would() {
    use arbitre::rules::Move;
    let pieces: &[(&str, &[&str])] = &[
        ("red", &["Kh1"]),
        ("blue", &["Ka7", "Qj10"]),
        ("yellow", &["Kg14"]),
        ("green", &["Kn8"]),
    ];
    let mut g = setup("chess4-ffa", pieces, "red");
    g.play(0, &Move::Resign(0)).expect("act");
    play(&mut g, "Kh1-h2");
    play(&mut g, "Qj10-g13");
    let ev = play(&mut g, "Kg14xQg13");
    let ended = ev
        .iter()
        .any(|e| matches!(e, Event::GameOver(o) if o.reason == EndReason::InsufficientMaterial));
    assert!(ended, "{ev:?}");
    let scores: Vec<Option<i32>> = (0..4).map(|s| g.score(s)).collect();
    assert_eq!(scores, [Some(0), Some(20), Some(29), Some(20)]);
}
