//! Scenario tests of four-player shogi's rules (source 003; docs/sources/shogi4.md).

use arbitre::notation;
use arbitre::rules::shogi4::Shogi4;
use arbitre::rules::{AnyGame, Preset};
use arbitre::rules::{
    DropRefusal, EndReason, Event, Game, GameResult, Illegal, Move, PieceKind, Seat,
};

const S: Seat = 0;
const W: Seat = 1;
const N: Seat = 2;
const E: Seat = 3;

/// A game holding exactly these pieces (`pieces:` tokens), `turn` to move.
fn setup(preset: &str, pieces: &[(Seat, &[&str])], turn: Seat) -> AnyGame {
    let owned: Vec<(Seat, Vec<String>)> = pieces
        .iter()
        .map(|(s, t)| (*s, t.iter().map(|x| x.to_string()).collect()))
        .collect();
    notation::from_pieces(Preset::from_id(preset).expect("preset"), &owned, turn)
        .unwrap_or_else(|e| panic!("setup: {e:?}"))
}

fn parse(game: &AnyGame, usi: &str) -> (Seat, Move) {
    notation::parse_move(game, usi).unwrap_or_else(|e| panic!("{usi}: {e:?}"))
}

/// Plays a USI move for whoever is to move; panics with the reason if illegal.
fn play(game: &mut AnyGame, usi: &str) -> Vec<Event> {
    let (seat, mv) = parse(game, usi);
    game.play(seat, &mv)
        .unwrap_or_else(|e| panic!("{usi} should be legal: {e:?}"))
}

/// The reason a USI move is refused; panics if it is accepted.
fn refuse(game: &mut AnyGame, usi: &str) -> Illegal {
    let (seat, mv) = parse(game, usi);
    let legal = game.legal_moves().contains(&mv);
    let err = game
        .play(seat, &mv)
        .expect_err(&format!("{usi} should be illegal"));
    assert!(!legal, "{usi} is listed as legal but refused");
    err
}

fn legal(game: &AnyGame) -> Vec<String> {
    let mut v: Vec<String> = game
        .legal_moves()
        .iter()
        .map(|m| notation::write_move(game, 0, m))
        .collect();
    v.sort();
    v
}

fn next(game: &dyn Game) -> Seat {
    *game.to_move().first().expect("someone to move")
}

fn sq(game: &dyn Game, name: &str) -> arbitre::rules::Square {
    game.geometry().parse_square(name).expect("square")
}

fn moves_of(game: &dyn Game, from: &str) -> Vec<String> {
    let f = sq(game, from);
    let mut v: Vec<String> = game
        .legal_moves()
        .iter()
        .filter_map(|m| match m {
            Move::Step {
                from,
                to,
                promotion: None,
            } if *from == f => Some(game.geometry().name(*to)),
            _ => None,
        })
        .collect();
    v.sort();
    v
}

fn shogi4(game: &AnyGame) -> &Shogi4 {
    game.shogi4().expect("a Shogi4")
}

// ---------------------------------------------------------------- movement

#[test]
fn pieces_move_relative_to_their_facing() {
    // A gold of each facing in the middle of an otherwise empty board.
    let g = setup(
        "shogi4",
        &[
            (S, &["K9i", "G5e"]),
            (W, &["K9a"]),
            (N, &["K1a"]),
            (E, &["K1i"]),
        ],
        S,
    );
    assert_eq!(moves_of(&g, "5e"), ["4d", "4e", "5d", "5f", "6d", "6e"]);
    let g = setup(
        "shogi4",
        &[
            (S, &["K9i"]),
            (W, &["K9a", "G5e"]),
            (N, &["K1a"]),
            (E, &["K1i"]),
        ],
        W,
    );
    // West faces file 1: forward is 4e.
    assert_eq!(moves_of(&g, "5e"), ["4d", "4e", "4f", "5d", "5f", "6e"]);
    let g = setup(
        "shogi4",
        &[
            (S, &["K9i"]),
            (W, &["K9a"]),
            (N, &["K1a", "S5e"]),
            (E, &["K1i"]),
        ],
        N,
    );
    // North faces rank i: silver steps 5f, 4f, 6f, and back diagonals 4d, 6d.
    assert_eq!(moves_of(&g, "5e"), ["4d", "4f", "5f", "6d", "6f"]);
    let g = setup(
        "shogi4",
        &[
            (S, &["K9i"]),
            (W, &["K9a"]),
            (N, &["K1a"]),
            (E, &["K1i", "+R5e"]),
        ],
        E,
    );
    // A dragon: rook lines plus diagonal steps, whatever its facing.
    assert_eq!(moves_of(&g, "5e").len(), 16 + 4);
}

#[test]
fn promotion_zone_follows_the_facing_and_the_last_line_forces_it() {
    let mut g = setup(
        "shogi4",
        &[
            (S, &["K9i", "5d", "4b"]),
            (W, &["K9a", "3e", "2d"]),
            (N, &["K1a"]),
            (E, &["K1i"]),
        ],
        S,
    );
    let l = legal(&g);
    assert!(l.contains(&"5d5c+".to_string()) && l.contains(&"5d5c".to_string()));
    // A pawn reaching its last line must promote.
    assert!(l.contains(&"4b4a+".to_string()) && !l.contains(&"4b4a".to_string()));
    play(&mut g, "9i8i");
    // West's pawn faces file 1: file 2 is in its zone, rank c is not relevant.
    let l = legal(&g);
    assert!(l.contains(&"3e2e+".to_string()) && l.contains(&"3e2e".to_string()));
    assert!(l.contains(&"2d1d+".to_string()));
    assert!(matches!(refuse(&mut g, "2d1d"), Illegal::Promotion { .. }));
}

// ---------------------------------------------------------------- check priority

#[test]
fn two_players_checked_at_once_answer_in_clockwise_order() {
    // South's gold discovers the rook on East's king and checks West's king itself.
    let mut g = setup(
        "shogi4",
        &[
            (S, &["K5i", "R5h", "G5d"]),
            (W, &["K7c"]),
            (N, &["K9a"]),
            (E, &["K5a"]),
        ],
        S,
    );
    assert!(g.checked().is_empty());
    let ev = play(&mut g, "5d6d");
    assert!(ev.contains(&Event::Check { seat: W }));
    assert!(ev.contains(&Event::Check { seat: E }));
    assert_eq!(g.checked(), [W, E]);
    assert_eq!(next(&g), W);
    play(&mut g, "7c8d");
    // East is still in check: East answers now, North's turn is skipped.
    assert_eq!(next(&g), E);
    play(&mut g, "5a4a");
    assert_eq!(next(&g), S);
}

#[test]
fn discovered_check_by_a_third_player_gives_priority() {
    // South's silver opens West's rook on North's king.
    let mut g = setup(
        "shogi4",
        &[
            (S, &["K5i", "S6c"]),
            (W, &["K9i", "R9c"]),
            (N, &["K3c", "G1a"]),
            (E, &["K1i"]),
        ],
        S,
    );
    assert!(g.checked().is_empty());
    play(&mut g, "6c6b");
    assert_eq!(g.checked(), [N]);
    assert_eq!(next(&g), N, "North answers before West");
    play(&mut g, "3c3d");
    assert_eq!(next(&g), E, "play resumes clockwise from North");
}

/// South's silver on 5a opens West's rook on North's cornered king: mate at once.
fn discovered_mate(rules: &[(&str, &str)]) -> (AnyGame, Vec<Event>) {
    let mut g = setup(
        "shogi4",
        &[
            (S, &["K5i", "S5a", "G2c"]),
            (W, &["K9e", "R9a"]),
            (N, &["K1a"]),
            (E, &["K1e"]),
        ],
        S,
    );
    for (k, v) in rules {
        g.set_option(k, v).expect("option");
    }
    let ev = play(&mut g, "5a4b");
    (g, ev)
}

#[test]
fn mate_by_discovered_check_goes_to_the_checker() {
    let (g, ev) = discovered_mate(&[]);
    assert!(ev.contains(&Event::Checkmate { seat: N }));
    assert_eq!(g.eliminated(), [N]);
    let m = shogi4(&g).mates()[0];
    assert_eq!(m.mater, Some(W));
    assert!(m.in_check);
    // Play resumes clockwise from the mated player.
    assert_eq!(next(&g), E);
    let king = g.pieces().into_iter().find(|(s, _)| *s == sq(&g, "1a"));
    assert!(king.is_some_and(|(_, p)| p.flipped && p.kind == PieceKind::King));
}

#[test]
fn mater_option_last_mover_and_resume_option_from_mover() {
    let (g, _) = discovered_mate(&[("mater", "last-mover"), ("resume", "from-mover")]);
    assert_eq!(shogi4(&g).mates()[0].mater, Some(S));
    assert_eq!(next(&g), W);
}

// ---------------------------------------------------------------- mate at turn

fn caged_north(rules: &[(&str, &str)]) -> (AnyGame, Vec<Event>) {
    // North's king on 1a has no move and is not in check; West moves, then North's
    // turn comes.
    let mut g = setup(
        "shogi4",
        &[
            (S, &["K5i", "G2c", "S3b"]),
            (W, &["K9e", "P8e"]),
            (N, &["K1a"]),
            (E, &["K1e"]),
        ],
        W,
    );
    for (k, v) in rules {
        g.set_option(k, v).expect("option");
    }
    assert!(g.checked().is_empty());
    let ev = play(&mut g, "8e7e");
    (g, ev)
}

#[test]
fn no_legal_move_at_ones_turn_is_mate_even_without_check() {
    let (g, ev) = caged_north(&[]);
    assert!(ev.contains(&Event::Checkmate { seat: N }));
    assert_eq!(g.eliminated(), [N]);
    let m = shogi4(&g).mates()[0];
    assert!(!m.in_check);
    assert_eq!(m.mater, Some(W), "the last mover receives by default");
    assert_eq!(next(&g), E);
}

#[test]
fn stalemate_heir_option_nobody() {
    let (g, _) = caged_north(&[("stalemate-heir", "nobody")]);
    assert_eq!(shogi4(&g).mates()[0].mater, None);
}

// ---------------------------------------------------------------- transfer

/// South mates West (cornered on 9a); West owns silvers facing file 1 and a pawn in hand.
fn west_mated(rules: &[(&str, &str)]) -> (AnyGame, Vec<Event>) {
    let mut g = setup(
        "shogi4",
        &[
            (S, &["K5i", "G8c", "S7c"]),
            (W, &["K9a", "S4e", "S6b", "*P"]),
            (N, &["K3a"]),
            (E, &["K1i"]),
        ],
        S,
    );
    for (k, v) in rules {
        g.set_option(k, v).expect("option");
    }
    let ev = play(&mut g, "8c8b");
    (g, ev)
}

#[test]
fn mated_players_pieces_go_to_the_mater_keeping_their_facing() {
    let (mut g, ev) = west_mated(&[]);
    assert!(ev.contains(&Event::Checkmate { seat: W }));
    assert!(ev.contains(&Event::ToHand {
        seat: S,
        kind: PieceKind::Pawn
    }));
    assert_eq!(g.hand(S), [PieceKind::Pawn]);
    assert!(g.hand(W).is_empty());
    let silver = g
        .pieces()
        .into_iter()
        .find(|(s, _)| *s == sq(&g, "4e"))
        .expect("silver");
    assert_eq!(silver.1.owner, S);
    assert_eq!(silver.1.facing, arbitre::rules::Direction::East);
    assert_eq!(next(&g), N);
    play(&mut g, "3a3b");
    play(&mut g, "1i1h");
    // The inherited silver promotes by its own facing (files 1-3), not South's ranks a-c.
    let l = legal(&g);
    for m in ["4e3e+", "4e3e", "6b5b"] {
        assert!(l.contains(&m.to_string()), "{m} missing from {l:?}");
    }
    assert!(matches!(refuse(&mut g, "6b5b+"), Illegal::Promotion { .. }));
    // It moves forward toward file 1, never toward rank a.
    assert!(!l.contains(&"4e4d".to_string()));
    play(&mut g, "4e3e+");
}

#[test]
fn turned_king_is_an_obstacle_nobody_takes_or_passes() {
    let (mut g, _) = west_mated(&[]);
    play(&mut g, "3a3b");
    play(&mut g, "1i1h");
    // The gold on 8b attacks 9a but cannot take the turned king.
    assert!(!moves_of(&g, "8b").contains(&"9a".to_string()));
    assert!(matches!(
        refuse(&mut g, "8b9a"),
        Illegal::KingNotCapturable { .. }
    ));
    // A pawn may not be dropped right in front of it.
    assert!(matches!(
        refuse(&mut g, "P*9b"),
        Illegal::Drop {
            kind: PieceKind::Pawn,
            reason: DropRefusal::PawnBeforeTurnedKing { .. },
            ..
        }
    ));
    // A rook stops before it.
    let g = setup(
        "shogi4",
        &[
            (S, &["K5i", "R9e"]),
            (W, &["K9c!"]),
            (N, &["K1a"]),
            (E, &["K1i"]),
        ],
        S,
    );
    let up: Vec<String> = moves_of(&g, "9e")
        .into_iter()
        .filter(|s| s.starts_with('9'))
        .collect();
    assert_eq!(up, ["9d", "9f", "9g", "9h", "9i"]);
    assert_eq!(g.eliminated(), [W]);
}

#[test]
fn ownerless_option_leaves_pieces_for_anyone_to_take() {
    let (mut g, _) = west_mated(&[("mated-pieces", "ownerless")]);
    assert_eq!(
        g.hand(S),
        [PieceKind::Pawn],
        "the hand still goes to the mater"
    );
    let silver = g
        .pieces()
        .into_iter()
        .find(|(s, _)| *s == sq(&g, "6b"))
        .expect("silver");
    assert!(silver.1.dead);
    // Ownerless pieces give no check; South takes one into hand.
    assert!(g.checked().is_empty());
    play(&mut g, "3a3b");
    play(&mut g, "1i1h");
    play(&mut g, "7c6b");
    assert!(g.hand(S).contains(&PieceKind::Silver));
}

// ---------------------------------------------------------------- drops

#[test]
fn drop_restrictions() {
    let mut g = setup(
        "shogi4",
        &[
            (S, &["K9i", "5g", "3e>e", "*P", "*G"]),
            (W, &["K9a", "8e", "*P"]),
            (N, &["K1a"]),
            (E, &["K1i"]),
        ],
        S,
    );
    // Nifu on a file for a pawn facing up.
    assert!(matches!(
        refuse(&mut g, "P*5e"),
        Illegal::Drop {
            reason: DropRefusal::Nifu { .. },
            ..
        }
    ));
    // Last line: the pawn could never move.
    assert!(matches!(
        refuse(&mut g, "P*4a"),
        Illegal::Drop {
            reason: DropRefusal::PawnCannotMove,
            ..
        }
    ));
    // A gold may go on rank a; a pawn on file 3 is fine (the 3e pawn faces right).
    let l = legal(&g);
    assert!(l.contains(&"G*4a".to_string()));
    play(&mut g, "P*3g");
    // West's pawns face file 1: nifu is along the rank, file 1 is their last line.
    assert!(matches!(
        refuse(&mut g, "P*6e"),
        Illegal::Drop {
            reason: DropRefusal::Nifu { .. },
            ..
        }
    ));
    assert!(matches!(
        refuse(&mut g, "P*1c"),
        Illegal::Drop {
            reason: DropRefusal::PawnCannotMove,
            ..
        }
    ));
    let l = legal(&g);
    assert!(l.contains(&"P*8c".to_string()) && l.contains(&"P*6d".to_string()));
}

#[test]
fn pawn_drop_mate_is_forbidden_but_pawn_drop_check_is_not() {
    let mut g = setup(
        "shogi4",
        &[
            (S, &["K9i", "G5c", "*P"]),
            (W, &["K9e"]),
            (N, &["K5a", "4a", "6a"]),
            (E, &["K1i"]),
        ],
        S,
    );
    let why = refuse(&mut g, "P*5b");
    assert!(
        matches!(
            why,
            Illegal::Drop {
                reason: DropRefusal::PawnDropMate { .. },
                ..
            }
        ),
        "{why:?}"
    );
    // Without the gold the king can take the pawn: the drop is a plain check.
    let mut g = setup(
        "shogi4",
        &[
            (S, &["K9i", "G6d", "*P"]),
            (W, &["K9e"]),
            (N, &["K5a", "4a", "6a"]),
            (E, &["K1i"]),
        ],
        S,
    );
    play(&mut g, "P*5b");
    assert_eq!(next(&g), N);
}

#[test]
fn a_drop_must_not_leave_ones_king_in_check() {
    let mut g = setup(
        "shogi4",
        &[
            (S, &["K5i", "*G"]),
            (W, &["K9b"]),
            (N, &["K1a", "R5a"]),
            (E, &["K1i"]),
        ],
        S,
    );
    assert_eq!(g.checked(), [S]);
    assert!(matches!(
        refuse(&mut g, "G*1e"),
        Illegal::LeavesKingInCheck { .. }
    ));
    play(&mut g, "G*5e");
}

// ---------------------------------------------------------------- teams

#[test]
fn teams_a_move_may_not_check_the_partner() {
    let mut g = setup(
        "shogi4-teams",
        &[
            (S, &["K5i", "R5h", "S5e", "G4c"]),
            (W, &["K9a", "6h"]),
            (N, &["K5a", "3c"]),
            (E, &["K1i"]),
        ],
        S,
    );
    // Moving the silver would open South's rook on North's king.
    assert!(matches!(
        refuse(&mut g, "5e4d"),
        Illegal::ChecksPartner { .. }
    ));
    // The gold may not check North directly either.
    assert!(matches!(
        refuse(&mut g, "4c4b"),
        Illegal::ChecksPartner { .. }
    ));
    // Nor take a partner's piece.
    assert!(matches!(refuse(&mut g, "4c3c"), Illegal::OwnPiece { .. }));
    play(&mut g, "5h6h");
    assert_eq!(g.partner(S), Some(N));
}

#[test]
fn teams_end_at_the_first_mate() {
    let mut g = setup(
        "shogi4-teams",
        &[
            (S, &["K5i", "G8c", "S7c"]),
            (W, &["K9a"]),
            (N, &["K3a"]),
            (E, &["K1i"]),
        ],
        S,
    );
    play(&mut g, "8c8b");
    let out = g.outcome().expect("over");
    assert_eq!(out.result, GameResult::Win(vec![S, N]));
    assert_eq!(shogi4(&g).next_player(), N, "it would be North's turn");
    assert_eq!(out.reason, EndReason::Checkmate);
    assert!(g.to_move().is_empty());
}

// ---------------------------------------------------------------- end and ranking

fn double_mate(rules: &[(&str, &str)]) -> AnyGame {
    // South mates West; North, caged without check, is mated at its turn right after.
    let mut g = setup(
        "shogi4",
        &[
            (S, &["K5i", "G8c", "S7c", "G2c", "S3b"]),
            (W, &["K9a"]),
            (N, &["K1a"]),
            (E, &["K1i", "5e"]),
        ],
        S,
    );
    for (k, v) in rules {
        g.set_option(k, v).expect("option");
    }
    play(&mut g, "8c8b");
    g
}

#[test]
fn game_ends_after_two_mates_with_a_ranking() {
    let g = double_mate(&[]);
    assert_eq!(g.eliminated(), [W, N]);
    let out = g.outcome().expect("over");
    assert_eq!(out.reason, EndReason::Checkmate);
    assert_eq!(
        out.result,
        GameResult::Ranking(vec![vec![S], vec![E], vec![N], vec![W]])
    );
}

#[test]
fn last_survivor_option_plays_on() {
    let g = double_mate(&[("end", "last-survivor")]);
    assert_eq!(g.eliminated(), [W, N]);
    assert!(g.outcome().is_none());
    assert_eq!(next(&g), E);
}

#[test]
fn move_limit_ranks_by_mates_then_pieces_and_shares_ties() {
    let mut g = setup(
        "shogi4",
        &[
            (S, &["K5i", "5g", "*P"]),
            (W, &["K9e", "8e"]),
            (N, &["K5a", "5c", "4c"]),
            (E, &["K1e", "2e"]),
        ],
        S,
    );
    g.set_option("move-limit", "2").expect("option");
    play(&mut g, "5g5f");
    assert!(g.outcome().is_none());
    play(&mut g, "8e7e");
    let out = g.outcome().expect("over");
    assert_eq!(out.reason, EndReason::MoveLimit);
    assert_eq!(
        out.result,
        GameResult::Ranking(vec![vec![S, N], vec![W, E]])
    );
}

#[test]
fn fourth_occurrence_ends_the_game_by_repetition() {
    let mut g = setup(
        "shogi4",
        &[(S, &["K5i"]), (W, &["K9e"]), (N, &["K5a"]), (E, &["K1e"])],
        S,
    );
    let cycle = [
        "5i5h", "9e8e", "5a5b", "1e2e", "5h5i", "8e9e", "5b5a", "2e1e",
    ];
    for (i, m) in cycle.iter().cycle().take(24).enumerate() {
        assert!(g.outcome().is_none(), "ended early at move {i}");
        play(&mut g, m);
    }
    let out = g.outcome().expect("over");
    assert_eq!(out.reason, EndReason::Repetition);
    assert_eq!(out.result, GameResult::Ranking(vec![vec![S, W, N, E]]));
}

#[test]
fn the_player_checking_at_every_move_may_not_repeat_a_fourth_time() {
    let mut g = setup("shogi4", &[(S, &["K9i", "R2h"]), (N, &["K2a"])], N);
    let cycle = ["2a1a", "2h1h", "1a2a", "1h2h"];
    for m in cycle.iter().cycle().take(11) {
        play(&mut g, m);
    }
    assert!(g.outcome().is_none());
    assert!(!legal(&g).contains(&"1h2h".to_string()));
    assert!(matches!(refuse(&mut g, "1h2h"), Illegal::RepetitionByCheck));
    play(&mut g, "1h1g");
}

#[test]
fn first_seat_option_and_no_resignation() {
    let mut g = notation::parse_position(Preset::Shogi4, "start").expect("start");
    g.set_option("first", "north").expect("option");
    assert_eq!(next(&g), N);
    assert_eq!(g.legal_moves().len(), 9);
    assert!(g.play(N, &Move::Resign(N)).is_err());
    assert!(matches!(
        g.play(S, &parse(&g, "5g5f").1),
        Err(Illegal::NotYourTurn { .. })
    ));
}

/// South's gold leaves 7c and opens two lines at once: South's rook on West's king,
/// East's rook on North's cornered king. West answers first and blocks with a pawn drop
/// that checks South's king (South can take it), while North stays in check without any
/// legal move.
fn pawn_drop_while_another_is_mated(rules: &[(&str, &str)]) -> AnyGame {
    let mut g = setup(
        "shogi4",
        &[
            (S, &["K6d", "R7a", "G7c", "S9a", "S8a", "G8e"]),
            (W, &["K7f", "*P"]),
            (N, &["K9c"]),
            (E, &["K1i", "R1c"]),
        ],
        S,
    );
    for (k, v) in rules {
        g.set_option(k, v).expect("option");
    }
    assert!(g.checked().is_empty());
    play(&mut g, "7c6b");
    assert_eq!(g.checked(), [W, N]);
    assert_eq!(next(&g), W);
    g
}

#[test]
fn pawn_drop_mate_option_any_checked_forbids_the_drop() {
    let mut g = pawn_drop_while_another_is_mated(&[("pawn-drop-mate", "any-checked")]);
    let why = refuse(&mut g, "P*7d");
    assert!(
        matches!(
            why,
            Illegal::Drop {
                reason: DropRefusal::PawnDropMate { .. },
                ..
            }
        ),
        "{why:?}"
    );
    // The same block without check on South's king is fine.
    play(&mut g, "P*7e");
}

/// The preset's default: only the king the pawn attacks counts (the guide's reading,
/// `shogi4/deplacements.md`), so the drop is legal without any `rules:`.
#[test]
fn pawn_drop_mate_default_counts_only_the_king_the_pawn_attacks() {
    let mut g = pawn_drop_while_another_is_mated(&[]);
    let ev = play(&mut g, "P*7d");
    assert!(ev.contains(&Event::Check { seat: S }));
    // North, still in check and without a move, is mated at once by East's rook.
    assert_eq!(g.eliminated(), [N]);
    assert_eq!(shogi4(&g).mates()[0].mater, Some(E));
    assert_eq!(next(&g), S);
}

#[test]
fn options_are_listed_and_checked() {
    let mut g = notation::parse_position(Preset::Shogi4Teams, "start").expect("start");
    let names: Vec<&str> = g.options().iter().map(|o| o.name).collect();
    assert_eq!(
        names,
        [
            "format",
            "end",
            "mated-pieces",
            "move-limit",
            "first",
            "stalemate-heir",
            "mater",
            "pawn-drop-mate",
            "resume"
        ]
    );
    assert_eq!(g.options()[0].value, "teams");
    assert!(g.set_option("end", "forever").is_err());
    assert!(g.set_option("move-limit", "0").is_err());
    assert!(g.set_option("colour", "red").is_err());
    g.set_option("move-limit", "120").expect("limit");
    assert_eq!(g.options()[3].value, "120");
    g.set_option("format", "individual").expect("format");
    assert_eq!(g.partner(S), None);
}
