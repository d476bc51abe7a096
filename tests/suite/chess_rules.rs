//! Standard chess through the `Game` interface: draws, acts, events and the precise
//! reasons of illegal moves.

use arbitre::notation;
use arbitre::rules::{AnyGame, Preset};
use arbitre::rules::{
    CastlingFailure, EndReason, Event, Game, GameResult, Illegal, Move, Outcome, PieceKind,
};

fn game(fen: &str) -> AnyGame {
    notation::parse_position(Preset::Chess, fen).unwrap_or_else(|e| panic!("{fen}: {e:?}"))
}

fn sq(g: &dyn Game, name: &str) -> arbitre::rules::Square {
    g.geometry().parse_square(name).expect("square")
}

/// Plays a sequence of moves, panicking with the move on any error.
fn play_all(g: &mut AnyGame, moves: &str) -> Vec<Event> {
    let mut last = vec![];
    for m in moves.split_whitespace() {
        let (seat, mv) = notation::parse_move(g, m).unwrap_or_else(|e| panic!("{m}: {e:?}"));
        last = g.play(seat, &mv).unwrap_or_else(|e| panic!("{m}: {e:?}"));
    }
    last
}

/// The reason a move is refused.
fn refused(g: &mut AnyGame, m: &str) -> Illegal {
    let (seat, mv) = notation::parse_move(g, m).unwrap_or_else(|e| panic!("{m}: {e:?}"));
    let before = notation::write_position(g);
    let why = g.play(seat, &mv).expect_err(m);
    assert_eq!(before, notation::write_position(g), "state changed");
    why
}

fn draw(reason: EndReason) -> Option<Outcome> {
    Some(Outcome {
        result: GameResult::Draw,
        reason,
    })
}

const START: &str = "start";

#[test]
fn threefold_repetition_ends_the_game() {
    let mut g = game(START);
    play_all(&mut g, "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1");
    assert_eq!(g.outcome(), None);
    let events = play_all(&mut g, "Ng8");
    assert_eq!(g.outcome(), draw(EndReason::Repetition));
    assert!(events.contains(&Event::GameOver(draw(EndReason::Repetition).unwrap())));
    assert!(g.to_move().is_empty() && g.legal_moves().is_empty());
    // Turned off, the same sequence goes on.
    let mut g = game(START);
    g.set_option("repetition", "off").unwrap();
    play_all(&mut g, "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 Nf3");
    assert_eq!(g.outcome(), None);
}

#[test]
fn an_en_passant_square_without_a_capture_does_not_make_a_new_position() {
    // After 1.e4 no black pawn can take en passant: the position equals the later ones.
    let mut g = game(START);
    play_all(&mut g, "e4 Nf6 Nf3 Ng8 Ng1 Nf6 Nf3 Ng8");
    assert_eq!(g.outcome(), None);
    play_all(&mut g, "Ng1");
    assert_eq!(g.outcome(), draw(EndReason::Repetition));
}

#[test]
fn a_possible_en_passant_capture_makes_a_different_position() {
    // After 1...d5, e5xd6 en passant is possible: that position (A) differs from the
    // same pieces later (A'). So A' reaches a third time only at ply 13, after the
    // position following Nf3 already has (ply 11).
    let shuffle = "d5 Nf3 Kd7 Ng1 Ke8 Nf3 Kd7 Ng1 Ke8";
    let mut g = game("4k3/3p4/8/4P3/8/8/8/4K1N1 b - - 0 1");
    play_all(&mut g, shuffle);
    assert_eq!(g.outcome(), None);
    play_all(&mut g, "Nf3");
    assert_eq!(g.outcome(), draw(EndReason::Repetition));
    // The same moves with no en passant possible: the draw comes at ply 9.
    let mut g = game("4k3/3p4/8/7P/8/8/8/4K1N1 b - - 0 1");
    play_all(&mut g, shuffle);
    assert_eq!(g.outcome(), draw(EndReason::Repetition));
}

#[test]
fn castling_rights_make_a_different_position() {
    // Without the right, the start position would be back a third time at ply 8.
    let mut g = game("4k3/8/8/8/8/8/8/4K2R w K - 0 1");
    play_all(&mut g, "Rh2 Kd8 Rh1 Ke8 Rh2 Kd8 Rh1 Ke8");
    assert_eq!(g.outcome(), None);
    play_all(&mut g, "Rh2");
    assert_eq!(g.outcome(), draw(EndReason::Repetition));
    let mut g = game("4k3/8/8/8/8/8/8/4K2R w - - 0 1");
    play_all(&mut g, "Rh2 Kd8 Rh1 Ke8 Rh2 Kd8 Rh1 Ke8");
    assert_eq!(g.outcome(), draw(EndReason::Repetition));
}

#[test]
fn fifty_moves_without_capture_or_pawn_move() {
    let mut g = game("7k/8/6K1/8/8/8/8/R7 w - - 98 80");
    play_all(&mut g, "Ra2");
    assert_eq!(g.outcome(), None);
    play_all(&mut g, "Kg8");
    assert_eq!(g.outcome(), draw(EndReason::FiftyMoves));
    // The 100th ply ends it.
    let mut g = game("7k/8/6K1/8/8/8/8/R7 w - - 99 80");
    play_all(&mut g, "Ra2");
    assert_eq!(g.outcome(), draw(EndReason::FiftyMoves));
    // A mate on that ply wins instead.
    let mut g = game("7k/8/6K1/8/8/8/8/R7 w - - 99 80");
    play_all(&mut g, "Ra8#");
    assert_eq!(g.outcome().map(|o| o.reason), Some(EndReason::Checkmate));
    // A capture on that ply resets the count.
    let mut g = game("7k/8/6K1/8/8/8/r7/R7 w - - 99 80");
    play_all(&mut g, "Rxa2");
    assert_eq!(g.outcome(), None);
    // A pawn move too.
    let mut g = game("7k/8/6K1/8/8/8/P7/R7 w - - 99 80");
    play_all(&mut g, "a3");
    assert_eq!(g.outcome(), None);
}

#[test]
fn insufficient_material_is_exactly_the_three_cases_of_the_source() {
    let over = |fen: &str| game(fen).outcome();
    let im = draw(EndReason::InsufficientMaterial);
    assert_eq!(over("8/8/4k3/8/8/3K4/8/8 w - - 0 1"), im); // K v K
    assert_eq!(over("8/8/4k3/8/8/3KB3/8/8 w - - 0 1"), im); // K+B v K
    assert_eq!(over("8/8/4k3/8/8/3K4/8/6n1 b - - 0 1"), im); // K v K+N
    assert_eq!(over("8/8/4kb2/8/8/3KB3/8/8 w - - 0 1"), None); // K+B v K+B
    assert_eq!(over("8/8/4k3/8/8/3KN3/8/6N1 w - - 0 1"), None); // K+N+N v K
    assert_eq!(over("8/8/4k3/8/8/3K4/7P/8 w - - 0 1"), None); // K+P v K
    assert_eq!(over("8/8/4kn2/8/8/3KB3/8/8 w - - 0 1"), None); // K+B v K+N
    // Reached by a capture.
    let mut g = game("8/8/5k2/8/3r4/3K4/8/8 w - - 0 1");
    let ev = play_all(&mut g, "Kxd4");
    assert!(ev.contains(&Event::GameOver(im.clone().unwrap())));
    // Shakmaty agrees on the three cases (its own test is broader).
    for fen in [
        "8/8/4k3/8/8/3K4/8/8 w - - 0 1",
        "8/8/4k3/8/8/3KB3/8/8 w - - 0 1",
        "8/8/4k3/8/8/3K4/8/6n1 b - - 0 1",
    ] {
        use shakmaty::Position;
        let p: shakmaty::Chess = fen
            .parse::<shakmaty::fen::Fen>()
            .unwrap()
            .into_position(shakmaty::CastlingMode::Standard)
            .unwrap();
        assert!(p.is_insufficient_material(), "{fen}");
    }
}

#[test]
fn checkmate_and_stalemate_events() {
    let mut g = game(START);
    let ev = play_all(&mut g, "e4 e5 Qh5 Nc6 Bc4 Nf6 Qxf7#");
    let win = Outcome {
        result: GameResult::Win(vec![0]),
        reason: EndReason::Checkmate,
    };
    assert!(matches!(ev[0], Event::Moved { seat: 0, .. }));
    assert!(
        ev.iter()
            .any(|e| matches!(e, Event::Captured { by: 0, piece, on }
        if piece.kind == PieceKind::Pawn && piece.owner == 1 && *on == sq(&g, "f7")))
    );
    assert!(ev.contains(&Event::Check { seat: 1 }));
    assert!(ev.contains(&Event::Checkmate { seat: 1 }));
    assert_eq!(ev.last(), Some(&Event::GameOver(win.clone())));
    assert_eq!(g.outcome(), Some(win));
    assert_eq!(g.checked(), vec![1]);
    assert!(g.to_move().is_empty());
    assert_eq!(g.next_to_move(), vec![1]);
    assert_eq!(refused(&mut g, "a6"), Illegal::GameOver);

    let mut g = game("7k/8/6K1/5Q2/8/8/8/8 w - - 0 1");
    let ev = play_all(&mut g, "Qf7");
    assert!(ev.contains(&Event::Stalemate { seat: 1 }));
    assert!(!ev.iter().any(|e| matches!(e, Event::Check { .. })));
    assert_eq!(g.outcome(), draw(EndReason::Stalemate));
}

#[test]
fn acts_end_the_game() {
    let mut g = game(START);
    assert_eq!(
        g.play(0, &Move::Resign(0)).unwrap(),
        vec![Event::GameOver(Outcome {
            result: GameResult::Win(vec![1]),
            reason: EndReason::Resignation
        })]
    );
    assert_eq!(g.play(1, &Move::DrawAgreed), Err(Illegal::GameOver));
    let mut g = game(START);
    g.play(1, &Move::Timeout(1)).unwrap();
    assert_eq!(
        g.outcome(),
        Some(Outcome {
            result: GameResult::Win(vec![0]),
            reason: EndReason::Time
        })
    );
    let mut g = game(START);
    g.play(0, &Move::DrawAgreed).unwrap();
    assert_eq!(g.outcome(), draw(EndReason::Agreement));
    let mut g = game(START);
    assert!(g.play(0, &Move::Resign(7)).is_err());
    assert!(g.play(0, &Move::ClaimWin(0)).is_err());
    assert_eq!(g.outcome(), None);
}

#[test]
fn promotion_to_each_piece_and_its_errors() {
    for (m, kind) in [
        ("e8=Q", PieceKind::Queen),
        ("e8=R", PieceKind::Rook),
        ("e8=B", PieceKind::Bishop),
        ("e8=N", PieceKind::Knight),
        ("e7e8n", PieceKind::Knight),
    ] {
        let mut g = game("8/4P3/8/8/8/8/k7/4K3 w - - 0 1");
        let ev = play_all(&mut g, m);
        assert!(ev.contains(&Event::Promoted {
            seat: 0,
            on: sq(&g, "e8"),
            to: kind
        }));
        assert!(
            g.pieces()
                .iter()
                .any(|(s, p)| *s == sq(&g, "e8") && p.kind == kind)
        );
    }
    let mut g = game("8/4P3/8/8/8/8/k7/4K3 w - - 0 1");
    let e8 = sq(&g, "e8");
    assert_eq!(refused(&mut g, "e7e8"), Illegal::Promotion { on: e8 });
    let king = Move::Step {
        from: sq(&g, "e7"),
        to: e8,
        promotion: Some(PieceKind::King),
    };
    assert_eq!(g.play(0, &king), Err(Illegal::Promotion { on: e8 }));
    let e2 = sq(&g, "e2");
    assert_eq!(refused(&mut g, "e1-e2=Q"), Illegal::Promotion { on: e2 });
}

#[test]
fn en_passant_only_right_after_the_double_step() {
    let mut g = game("4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1");
    play_all(&mut g, "e4");
    let mut now = g.clone();
    let ev = play_all(&mut now, "dxe3");
    assert!(
        ev.iter()
            .any(|e| matches!(e, Event::Captured { on, .. } if *on == sq(&g, "e4")))
    );
    play_all(&mut g, "Ke7 Kf1");
    let e3 = sq(&g, "e3");
    assert_eq!(
        refused(&mut g, "d4xe3"),
        Illegal::EnPassantExpired { to: e3 }
    );
}

#[test]
fn castling_conditions_each_reported() {
    let reason = |fen: &str, m: &str| match refused(&mut game(fen), m) {
        Illegal::Castling { reason } => reason,
        other => panic!("{fen} {m}: {other:?}"),
    };
    use CastlingFailure::*;
    assert_eq!(
        reason("r3k2r/8/8/8/8/8/8/R3K2R w kq - 0 1", "O-O"),
        NoRights
    );
    assert_eq!(
        reason("r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1", "O-O"),
        RookMoved
    );
    assert_eq!(
        reason("r3k2r/8/8/8/8/8/8/R3K2R w Kkq - 0 1", "e1c1"),
        RookMoved
    );
    assert_eq!(
        reason("r3k2r/8/8/8/8/8/8/R3KB1R w KQkq - 0 1", "O-O"),
        PathBlocked
    );
    assert_eq!(
        reason("r3k2r/8/8/8/8/8/8/RN2K2R w KQkq - 0 1", "O-O-O"),
        PathBlocked
    );
    assert_eq!(
        reason("r3k2r/8/8/8/8/8/4r3/R3K2R w KQkq - 0 1", "O-O"),
        InCheck
    );
    assert_eq!(
        reason("4k3/8/8/8/8/8/5r2/R3K2R w KQ - 0 1", "O-O"),
        CrossesAttackedSquare
    );
    assert_eq!(
        reason("4k3/8/8/8/8/8/6r1/R3K2R w KQ - 0 1", "Ke1-g1"),
        LandsOnAttackedSquare
    );
    // An attacked rook, or an attacked b1, does not matter.
    play_all(&mut game("4k3/8/8/8/8/8/7r/R3K2R w KQ - 0 1"), "O-O");
    let mut g = game("1r2k3/8/8/8/8/8/8/R3K2R w KQ - 0 1");
    let ev = play_all(&mut g, "O-O-O");
    assert!(matches!(
        ev[0],
        Event::Moved {
            mv: Move::Castle { .. },
            ..
        }
    ));
    assert!(
        g.pieces()
            .iter()
            .any(|(s, p)| *s == sq(&g, "d1") && p.kind == PieceKind::Rook)
    );
}

#[test]
fn a_king_that_moved_is_the_reason_castling_is_refused() {
    let reason = |g: &mut AnyGame, m: &str| match refused(g, m) {
        Illegal::Castling { reason } => reason,
        other => panic!("{m}: {other:?}"),
    };
    // The king away from e1: « O-O » names the king.
    let mut g = game("r3k2r/8/8/8/8/8/8/R4K1R w kq - 0 1");
    assert_eq!(reason(&mut g, "O-O"), CastlingFailure::KingMoved);
    // The king went to f1 and came back: the rights are gone because of the king.
    let mut g = game("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    play_all(&mut g, "Kf1 Kf8 Ke1 Ke8");
    assert_eq!(reason(&mut g, "O-O"), CastlingFailure::KingMoved);
    assert_eq!(reason(&mut g, "O-O-O"), CastlingFailure::KingMoved);
    // A rook that went and came back costs its side only, and is named.
    let mut g = game("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    play_all(&mut g, "Rg1 Kf8 Rh1 Ke8");
    assert_eq!(reason(&mut g, "O-O"), CastlingFailure::RookMoved);
    play_all(&mut g, "O-O-O");
    // The French clause says it.
    let mut g = game("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    play_all(&mut g, "Kf1 Kf8 Ke1 Ke8");
    let why = refused(&mut g, "O-O");
    assert_eq!(
        arbitre::fr::illegal(&g, &why),
        "roque impossible : le roi a déjà bougé"
    );
}

#[test]
fn move_errors_name_their_squares() {
    let mut g = game(START);
    let s = |name| sq(&g, name);
    let (c1, e3, d2, a1, a3, a2, g1, g3, e4) = (
        s("c1"),
        s("e3"),
        s("d2"),
        s("a1"),
        s("a3"),
        s("a2"),
        s("g1"),
        s("g3"),
        s("e4"),
    );
    let (e3b, e7) = (s("e3"), s("e7"));
    assert_eq!(
        refused(&mut g, "Bc1-e3"),
        Illegal::Blocked {
            from: c1,
            to: e3,
            at: d2
        }
    );
    assert_eq!(
        refused(&mut g, "Ra1-a3"),
        Illegal::Blocked {
            from: a1,
            to: a3,
            at: a2
        }
    );
    assert_eq!(
        refused(&mut g, "Ng1-g3"),
        Illegal::CannotReach { from: g1, to: g3 }
    );
    assert_eq!(refused(&mut g, "e3e4"), Illegal::NoPiece { from: e3b });
    assert_eq!(refused(&mut g, "e7e5"), Illegal::NoPiece { from: e7 });
    assert_eq!(
        refused(&mut g, "Ra1-a2"),
        Illegal::Blocked {
            from: a1,
            to: a2,
            at: a2
        }
    );
    play_all(&mut g, "e3 e5");
    assert_eq!(
        g.play(
            1,
            &Move::Step {
                from: e7,
                to: e3,
                promotion: None
            }
        ),
        Err(Illegal::NotYourTurn { seat: 1 })
    );
    play_all(&mut g, "Nc3 e4");
    let (c2, c3, c4) = (sq(&g, "c2"), sq(&g, "c3"), sq(&g, "c4"));
    assert_eq!(
        refused(&mut g, "c2c4"),
        Illegal::Blocked {
            from: c2,
            to: c4,
            at: c3
        }
    );
    assert_eq!(
        refused(&mut g, "e3e4"),
        Illegal::Blocked {
            from: e3,
            to: e4,
            at: e4
        }
    );
    let e5 = sq(&g, "e5");
    assert_eq!(
        refused(&mut g, "e3e5"),
        Illegal::CannotReach { from: e3, to: e5 }
    );
    // A pinned knight.
    let mut g = game("4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1");
    let (e1, e7) = (sq(&g, "e1"), sq(&g, "e7"));
    assert_eq!(
        refused(&mut g, "Nc3"),
        Illegal::LeavesKingInCheck {
            king: e1,
            by: vec![e7]
        }
    );
    // The king stepping into an attack.
    let mut g = game("4k3/8/8/8/8/8/3r4/4K3 w - - 0 1");
    let (f2, d2) = (sq(&g, "f2"), sq(&g, "d2"));
    assert_eq!(
        refused(&mut g, "Kf2"),
        Illegal::LeavesKingInCheck {
            king: f2,
            by: vec![d2]
        }
    );
}

// ------------------------------------------- FIDE's own draw rule (issue 26)

/// The `chess` preset with FIDE's draw rule, as a replayed record sets it.
fn fide(fen: &str) -> AnyGame {
    let mut g = game(fen);
    g.set_option("repetition", "claim").expect("option");
    g.set_option("fifty-moves", "claim").expect("option");
    g
}

fn claim_draw(g: &mut AnyGame) -> Result<Vec<Event>, Illegal> {
    let AnyGame::Chess(c) = g else {
        panic!("chess")
    };
    c.claim_draw()
}

/// Real games play on after an unclaimed threefold repetition: under FIDE's rule the
/// third occurrence only allows a claim, the fifth ends the game by itself.
#[test]
fn fide_threefold_is_claimed_and_fivefold_is_automatic() {
    let knights = "Nf3 Nf6 Ng1 Ng8";
    let mut g = fide(START);
    assert_eq!(
        claim_draw(&mut g),
        Err(Illegal::NoDrawToClaim {
            repetitions: Some((1, 3)),
            plies: Some((0, 100))
        })
    );
    play_all(&mut g, &format!("{knights} {knights}"));
    assert_eq!(g.outcome(), None, "third occurrence: the game goes on");
    let mut claimed = g.clone();
    let events = claim_draw(&mut claimed).expect("a claim is granted");
    assert_eq!(claimed.outcome(), draw(EndReason::Repetition));
    assert!(events.contains(&Event::GameOver(draw(EndReason::Repetition).unwrap())));
    assert_eq!(claim_draw(&mut claimed), Err(Illegal::GameOver));
    // unclaimed: the fourth occurrence, then the fifth ends it
    play_all(&mut g, knights);
    assert_eq!(g.outcome(), None);
    play_all(&mut g, "Nf3 Nf6 Ng1");
    assert_eq!(g.outcome(), None);
    play_all(&mut g, "Ng8");
    assert_eq!(g.outcome(), draw(EndReason::Repetition));
    // Source 002's reading, the preset's default, ended it at the third.
    let mut old = game(START);
    play_all(&mut old, &format!("{knights} {knights}"));
    assert_eq!(old.outcome(), draw(EndReason::Repetition));
    assert_eq!(
        claim_draw(&mut game(START)),
        Err(Illegal::NoDrawToClaim {
            repetitions: None,
            plies: None
        })
    );
}

#[test]
fn fide_fifty_moves_are_claimed_and_seventy_five_are_automatic() {
    let mut g = fide("7k/8/6K1/8/8/8/8/R7 w - - 99 80");
    play_all(&mut g, "Ra2");
    assert_eq!(g.outcome(), None, "100 plies: a claim, not an end");
    let mut claimed = g.clone();
    claim_draw(&mut claimed).expect("granted");
    assert_eq!(claimed.outcome(), draw(EndReason::FiftyMoves));
    let mut g = fide("7k/8/6K1/8/8/8/8/R7 w - - 148 80");
    play_all(&mut g, "Ra2");
    assert_eq!(g.outcome(), None);
    assert!(claim_draw(&mut g.clone()).is_ok());
    play_all(&mut g, "Kg8");
    assert_eq!(g.outcome(), draw(EndReason::FiftyMoves), "the 150th ply");
    // a mate on the 150th ply wins instead
    let mut g = fide("7k/8/6K1/8/8/8/8/R7 w - - 149 80");
    play_all(&mut g, "Ra8#");
    assert_eq!(g.outcome().map(|o| o.reason), Some(EndReason::Checkmate));
    // too early to claim
    let mut g = fide("7k/8/6K1/8/8/8/8/R7 w - - 97 80");
    play_all(&mut g, "Ra2");
    assert_eq!(
        claim_draw(&mut g),
        Err(Illegal::NoDrawToClaim {
            repetitions: Some((1, 3)),
            plies: Some((98, 100))
        })
    );
}

#[test]
fn the_draw_rules_list_claim_among_their_values() {
    let g = game(START);
    for name in ["repetition", "fifty-moves"] {
        let o = g
            .options()
            .into_iter()
            .find(|o| o.name == name)
            .expect("listed");
        assert_eq!(
            o.value, "auto",
            "{name}: source 002's reading stays the default"
        );
        assert_eq!(o.choices(), vec!["auto", "off", "claim"], "{name}");
    }
    let insufficient = g
        .options()
        .into_iter()
        .find(|o| o.name == "insufficient-material")
        .expect("listed");
    assert_eq!(insufficient.choices(), vec!["auto", "off"]);
    let mut g = game(START);
    assert!(g.set_option("insufficient-material", "claim").is_err());
    assert_eq!(
        arbitre::rules::chess::ChessOptions::fide().repetition,
        arbitre::rules::chess::DrawRule::Claim
    );
}

/// python-chess's own reading of FIDE's rule (scripts/oracles/fide_draws.py): after each
/// move of 240 random playouts full of repetitions and long quiet endgames, the game
/// ends by itself exactly at a fivefold repetition or the seventy-fifth move, and a
/// claim is granted exactly where python-chess finds a threefold repetition
/// (`is_repetition(3)`) or fifty moves (`is_fifty_moves`).
#[test]
fn fide_draws_agree_with_python_chess() {
    const DATA: &str = include_str!("../data/fide_draws.tsv");
    let (mut plies, mut ends, mut claims) = (0, 0, 0);
    for line in DATA.lines() {
        let cols: Vec<&str> = line.split('\t').collect();
        let [n, fen, moves, verdicts] = cols[..] else {
            panic!("bad line: {line}")
        };
        let mut g = fide(fen);
        for (i, (m, v)) in moves.split(' ').zip(verdicts.chars()).enumerate() {
            let at = format!("playout {n}, move {} ({m}), expected {v}", i + 1);
            play_all(&mut g, m);
            plies += 1;
            let end = g.outcome().map(|o| o.reason);
            let granted = claim_draw(&mut g.clone());
            match v {
                'R' => assert_eq!(end, Some(EndReason::Repetition), "{at}"),
                'F' => assert_eq!(end, Some(EndReason::FiftyMoves), "{at}"),
                _ => {
                    assert_eq!(end, None, "{at}");
                    assert_eq!(granted.is_ok(), v != '.', "{at}: {granted:?}");
                    if v != '.' {
                        claims += 1;
                        let mut c = g.clone();
                        claim_draw(&mut c).expect("granted");
                        let want = if v == 'f' {
                            EndReason::FiftyMoves
                        } else {
                            EndReason::Repetition
                        };
                        assert_eq!(c.outcome().map(|o| o.reason), Some(want), "{at}");
                    }
                }
            }
            if matches!(v, 'R' | 'F') {
                ends += 1;
            }
        }
    }
    assert!(
        plies > 10_000 && ends > 100 && claims > 3_000,
        "{plies} {ends} {claims}"
    );
}
