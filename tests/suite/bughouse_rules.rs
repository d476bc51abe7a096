//! The rules of bughouse (source 004; docs/sources/bughouse.md): hands, drops, mate and waiting,
//! and every way a match ends.

use arbitre::notation::bughouse::{game_from_text, parse_bughouse_move};
use arbitre::rules::Preset;
use arbitre::rules::bughouse::{Bughouse, BughouseOptions, partner_of, team_of};
use arbitre::rules::{
    DropRefusal, EndReason, Event, Game, GameResult, Illegal, Move, PieceKind, Seat,
};

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1";

fn on_a(fen_a: &str) -> Bughouse {
    game_from_text(Preset::Bughouse, &format!("{fen_a} | {START}")).expect("position")
}

fn play(game: &mut Bughouse, text: &str) -> Vec<Event> {
    let (seat, mv) = parse_bughouse_move(game, text).expect(text);
    game.play(seat, &mv)
        .unwrap_or_else(|e| panic!("{text}: {e:?}"))
}

fn try_play(game: &Bughouse, text: &str) -> Result<Vec<Event>, Illegal> {
    let mut copy = game.clone();
    let (seat, mv) = parse_bughouse_move(&copy, text).expect(text);
    copy.play(seat, &mv)
}

fn win(seats: &[Seat], reason: EndReason) -> Option<arbitre::rules::Outcome> {
    Some(arbitre::rules::Outcome {
        result: GameResult::Win(seats.to_vec()),
        reason,
    })
}

#[test]
fn seats_and_teams() {
    let g = Bughouse::new();
    let ids: Vec<&str> = g.seats().iter().map(|s| g.seat_id(*s)).collect();
    assert_eq!(ids, ["A", "a", "B", "b"]);
    assert_eq!(g.partner(0), Some(3));
    assert_eq!(g.partner(1), Some(2));
    assert_eq!(partner_of(2), 1);
    assert_eq!(team_of(3), vec![0, 3]);
    assert_eq!(g.to_move(), vec![0, 2]);
    assert_eq!(g.preset(), Preset::Bughouse);
}

#[test]
fn the_boards_do_not_wait_for_each_other() {
    let mut g = Bughouse::new();
    play(&mut g, "A. e4");
    assert_eq!(g.to_move(), vec![1, 2]);
    assert!(try_play(&g, "B. d4").is_ok());
    assert!(try_play(&g, "a. e5").is_ok());
    assert!(matches!(
        try_play(&g, "A. d4"),
        Err(Illegal::NotYourTurn { seat: 0 })
    ));
    assert!(matches!(
        try_play(&g, "b. d5"),
        Err(Illegal::NotYourTurn { seat: 3 })
    ));
    play(&mut g, "B. d4");
    play(&mut g, "b. d5");
    // Board B's moves never changed board A's turn.
    assert_eq!(g.to_move(), vec![1, 2]);
    assert!(matches!(
        try_play(&g, "b. e5"),
        Err(Illegal::NotYourTurn { seat: 3 })
    ));
    assert_eq!(g.legal_moves_of(0), vec![]);
    assert_eq!(g.legal_moves_of(1).len(), 20);
    assert_eq!(
        g.legal_moves().len(),
        g.legal_moves_of(1).len() + g.legal_moves_of(2).len()
    );
}

#[test]
fn a_capture_goes_to_the_partner_keeping_its_colour() {
    let mut g = Bughouse::new();
    play(&mut g, "A. e4");
    play(&mut g, "a. d5");
    let events = play(&mut g, "A. exd5");
    assert!(events.contains(&Event::ToHand {
        seat: 3,
        kind: PieceKind::Pawn
    }));
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::Captured { by: 0, .. }))
    );
    assert_eq!(g.hand(3), vec![PieceKind::Pawn]);
    assert!(g.hand(0).is_empty() && g.hand(1).is_empty() && g.hand(2).is_empty());
    // The black pawn is Black's on board B: b may drop it, B may not.
    play(&mut g, "B. e4");
    assert!(try_play(&g, "b. P@e5").is_ok());
    play(&mut g, "a. Qxd5");
    assert_eq!(g.hand(2), vec![PieceKind::Pawn]);
}

#[test]
fn a_captured_promoted_piece_goes_as_a_pawn() {
    let mut g = on_a("4k3/4Q~3/8/8/8/8/8/4K3[] b - - 0 1");
    play(&mut g, "a. Kxe7");
    assert_eq!(g.hand(2), vec![PieceKind::Pawn]);
    let mut g = on_a("4k3/4Q3/8/8/8/8/8/4K3[] b - - 0 1");
    play(&mut g, "a. Kxe7");
    assert_eq!(g.hand(2), vec![PieceKind::Queen]);
    // A piece promoted during the match keeps its mark.
    let mut g = on_a("r3k3/1P6/8/8/8/8/8/4K3[] w - - 0 1");
    let events = play(&mut g, "A. bxa8=Q+");
    assert!(events.contains(&Event::Promoted {
        seat: 0,
        on: g.geometry().parse_square("a8").expect("a8"),
        to: PieceKind::Queen
    }));
    assert_eq!(g.hand(3), vec![PieceKind::Rook]);
    let mut g = on_a("8/Pk6/8/8/8/8/8/4K3[] w - - 0 1");
    play(&mut g, "A. a8=Q+");
    play(&mut g, "a. Kxa8");
    assert_eq!(g.hand(2), vec![PieceKind::Pawn]);
}

#[test]
fn drops_go_on_empty_squares_and_never_a_pawn_on_the_first_or_last_rank() {
    let g = on_a("4k3/8/8/8/8/8/8/4K3[PN] w - - 0 1");
    for ok in ["A. P@e2", "A. P@a7", "A. P@h3", "A. N@d1", "A. N@h8"] {
        assert!(try_play(&g, ok).is_ok(), "{ok}");
    }
    for (bad, why) in [
        ("A. P@d1", DropRefusal::PawnOnEdgeRank),
        ("A. P@d8", DropRefusal::PawnOnEdgeRank),
        ("A. P@e1", DropRefusal::Occupied),
        ("A. N@e8", DropRefusal::Occupied),
        ("A. Q@d4", DropRefusal::NotInHand),
    ] {
        match try_play(&g, bad) {
            Err(Illegal::Drop { reason, .. }) => assert_eq!(reason, why, "{bad}"),
            other => panic!("{bad}: {other:?}"),
        }
    }
    // Black's pawns too: neither rank 8 nor rank 1.
    let g = game_from_text(
        Preset::Bughouse,
        &format!("{START} | 4k3/8/8/8/8/8/8/R3K3[p] b - - 0 1"),
    )
    .expect("pos");
    assert!(try_play(&g, "b. P@b2").is_ok());
    assert!(try_play(&g, "b. P@h7").is_ok());
    assert!(try_play(&g, "b. P@b1").is_err());
    assert!(try_play(&g, "b. P@h8").is_err());
    // A drop counts as the move: the hand shrinks and the turn passes.
    let mut g = on_a("4k3/8/8/8/8/8/8/4K3[NN] w - - 0 1");
    play(&mut g, "A. N@c3");
    assert_eq!(g.hand(0), vec![PieceKind::Knight]);
    assert_eq!(g.to_move(), vec![1, 2]);
}

#[test]
fn a_drop_must_not_leave_the_king_in_check() {
    let g = on_a("4k3/8/8/8/8/8/8/r3K3[N] w - - 0 1");
    assert!(try_play(&g, "A. N@b1").is_ok());
    assert!(try_play(&g, "A. N@d1").is_ok());
    assert!(matches!(
        try_play(&g, "A. N@f3"),
        Err(Illegal::LeavesKingInCheck { .. })
    ));
}

#[test]
fn a_dropped_pawn_on_its_second_rank_may_step_two_and_be_taken_en_passant() {
    let mut g = on_a("4k3/8/8/8/4p3/8/8/4K3[P] w - - 0 1");
    play(&mut g, "A. P@d2");
    play(&mut g, "a. Kf7");
    assert!(try_play(&g, "A. d4").is_ok());
    play(&mut g, "A. d4");
    assert!(try_play(&g, "a. exd3").is_ok());
    let events = play(&mut g, "a. exd3");
    assert!(events.contains(&Event::ToHand {
        seat: 2,
        kind: PieceKind::Pawn
    }));
    // The other reading, as an option.
    let mut g = on_a("4k3/8/8/8/4p3/8/8/4K3[P] w - - 0 1");
    g.set_option("dropped-pawn-double-step", "no")
        .expect("option");
    play(&mut g, "A. P@d2");
    play(&mut g, "a. Kf7");
    assert!(try_play(&g, "A. d3").is_ok());
    assert!(try_play(&g, "A. d4").is_err());
}

#[test]
fn a_dropped_rook_gives_no_castling() {
    // The h1 rook is taken (the right goes with it); a rook dropped back on h1 cannot castle.
    let mut g = game_from_text(
        Preset::Bughouse,
        &format!("4k2r/8/8/8/8/8/8/4K2R[] b Kk - 0 1 | {START}"),
    )
    .expect("position");
    play(&mut g, "a. Rxh1+");
    play(&mut g, "A. Kd2");
    play(&mut g, "a. Rh8");
    play(&mut g, "A. Ke1");
    play(&mut g, "B. e4");
    play(&mut g, "b. d5");
    play(&mut g, "B. exd5");
    play(&mut g, "b. Qxd5");
    assert_eq!(g.hand(0), vec![PieceKind::Pawn]);
    let mut g = on_a("4k3/8/8/8/8/8/8/4K3[R] w - - 0 1");
    play(&mut g, "A. R@h1");
    play(&mut g, "a. Kd7");
    assert!(try_play(&g, "A. O-O").is_err());
    assert!(try_play(&g, "A. Kf1").is_ok());
}

#[test]
fn a_check_a_drop_could_block_is_not_mate_even_with_an_empty_hand() {
    let g = on_a("6k1/5ppp/8/8/8/8/6PP/r6K[] w - - 0 1");
    assert_eq!(g.checked(), vec![0]);
    assert!(g.legal_moves_of(0).is_empty());
    assert!(!g.is_mated(0));
    assert!(g.is_waiting(0));
    assert_eq!(g.outcome(), None);
    assert_eq!(g.to_move(), vec![0, 2]);
    // The plain crazyhouse reading is an option: then it is mate.
    let mut zh = g.clone();
    zh.set_option("drop-blockable-mate", "yes").expect("option");
    assert_eq!(zh.outcome(), win(&[1, 2], EndReason::Checkmate));
    // With a piece in hand the drop itself parries the check.
    let g = on_a("6k1/5ppp/8/8/8/8/6PP/r6K[N] w - - 0 1");
    assert!(!g.is_waiting(0));
    assert_eq!(g.legal_moves_of(0).len(), 6);
}

#[test]
fn the_waiting_player_is_saved_by_a_piece_from_the_partner() {
    let mut g = game_from_text(
        Preset::Bughouse,
        "6k1/5ppp/8/8/8/8/6PP/r6K[] w - - 0 1 | 4k3/3r4/8/8/8/8/3N4/4K3[] b - - 0 1",
    )
    .expect("position");
    play(&mut g, "b. Rxd2");
    assert_eq!(g.hand(0), vec![PieceKind::Knight]);
    play(&mut g, "A. N@g1");
    assert!(g.checked().is_empty());
    assert!(g.hand(0).is_empty());
    assert_eq!(g.to_move(), vec![1, 2]);
}

#[test]
fn smothered_contact_and_double_checks_are_mate_whatever_the_hand() {
    for fen in [
        "6k1/5ppp/8/8/8/8/5nPP/6RK[] w - - 0 1",
        "6k1/5ppp/8/8/8/8/5nPP/6RK[QRBNP] w - - 0 1",
        "6k1/8/8/8/8/7p/6q1/7K[] w - - 0 1",
        "6k1/8/8/8/8/7p/6q1/7K[QQ] w - - 0 1",
    ] {
        let g = on_a(fen);
        assert!(g.is_mated(0), "{fen}");
        // A mate given as a position has already ended the match.
        assert_eq!(g.outcome(), win(&[1, 2], EndReason::Checkmate), "{fen}");
        assert!(g.to_move().is_empty() && g.legal_moves().is_empty());
    }
    // Mate by a move: the events say who is mated and that the match is over.
    let mut g = on_a("6k1/1b6/8/8/4n3/8/7P/6RK[QRBN] b - - 0 1");
    let events = play(&mut g, "a. Ng3");
    assert!(events.contains(&Event::Checkmate { seat: 0 }));
    assert!(events.contains(&Event::GameOver(
        win(&[1, 2], EndReason::Checkmate).expect("win")
    )));
    assert_eq!(g.checked(), vec![0]);
    assert!(matches!(try_play(&g, "B. e4"), Err(Illegal::GameOver)));
    // A drop may mate, a pawn drop too.
    let mut g = on_a("6nk/7p/4N3/8/8/8/8/7K[P] w - - 0 1");
    play(&mut g, "A. P@g7");
    assert_eq!(g.outcome(), win(&[0, 3], EndReason::Checkmate));
}

#[test]
fn no_move_and_no_check_means_waiting_not_stalemate() {
    let g = on_a("7k/8/8/8/8/1q6/8/K7[] w - - 0 1");
    assert!(g.checked().is_empty());
    assert!(g.is_waiting(0) && !g.is_mated(0));
    assert_eq!(g.outcome(), None);
    assert_eq!(g.to_move(), vec![0, 2]);
    assert_eq!(g.legal_moves().len(), 20);
}

#[test]
fn the_match_is_drawn_when_nobody_to_move_can_ever_move() {
    let mut g = game_from_text(
        Preset::Bughouse,
        "7k/8/8/8/8/1q6/8/K7[] w - - 0 1 | 7k/8/8/8/8/8/2q5/K7[] b - - 0 1",
    )
    .expect("position");
    assert_eq!(g.outcome(), None);
    let events = play(&mut g, "b. Qb3");
    let draw = arbitre::rules::Outcome {
        result: GameResult::Draw,
        reason: EndReason::NoMovePossible,
    };
    assert!(events.contains(&Event::GameOver(draw.clone())));
    assert_eq!(g.outcome(), Some(draw));
    // Both stuck from the start: over at once.
    let g = game_from_text(
        Preset::Bughouse,
        "7k/8/8/8/8/1q6/8/K7[] w - - 0 1 | 7k/8/8/8/8/1q6/8/K7[] w - - 0 1",
    )
    .expect("position");
    assert_eq!(
        g.outcome().map(|o| o.reason),
        Some(EndReason::NoMovePossible)
    );
}

#[test]
fn resignation_time_and_leaving_lose_for_the_team() {
    for (act, loser, reason) in [
        (Move::Resign(3), 3, EndReason::Resignation),
        (Move::Timeout(1), 1, EndReason::Time),
        (Move::Leave(2), 2, EndReason::Resignation),
        (Move::Resign(0), 0, EndReason::Resignation),
    ] {
        let mut g = Bughouse::new();
        play(&mut g, "A. e4");
        let events = g.play(loser, &act).expect("acts are always possible");
        let winners: Vec<Seat> = (0..4)
            .filter(|s| *s != loser && *s != partner_of(loser))
            .collect();
        assert_eq!(g.outcome(), win(&winners, reason), "{act:?}");
        assert_eq!(events.len(), 1);
        assert!(matches!(
            g.play(0, &Move::Resign(0)),
            Err(Illegal::GameOver)
        ));
    }
    let mut g = Bughouse::new();
    assert!(g.play(0, &Move::ClaimWin(0)).is_err());
    assert!(g.play(0, &Move::Resign(7)).is_err());
    g.play(0, &Move::DrawAgreed).expect("agreement");
    assert_eq!(
        g.outcome(),
        Some(arbitre::rules::Outcome {
            result: GameResult::Draw,
            reason: EndReason::Agreement
        })
    );
}

#[test]
fn repetition_ends_nothing_and_the_move_cap_draws() {
    let mut g = Bughouse::new();
    for _ in 0..3 {
        for m in ["A. Nf3", "a. Nf6", "A. Ng1", "a. Ng8"] {
            play(&mut g, m);
        }
    }
    assert_eq!(g.outcome(), None);
    assert_eq!(g.moves_played(), 12);
    let mut g = Bughouse::new();
    g.set_option("move-cap", "4").expect("option");
    for m in ["A. Nf3", "B. Nf3", "a. Nf6"] {
        play(&mut g, m);
        assert_eq!(g.outcome(), None);
    }
    let events = play(&mut g, "b. Nf6");
    let cap = arbitre::rules::Outcome {
        result: GameResult::Draw,
        reason: EndReason::MoveCap,
    };
    assert!(events.contains(&Event::GameOver(cap.clone())));
    assert_eq!(g.outcome(), Some(cap));
    // The default cap is 800 moves on the two boards together.
    assert_eq!(BughouseOptions::bughouse().move_cap, 800);
    let mut g = Bughouse::new();
    for i in 0..800 {
        let m = [
            "A. Nf3", "a. Nf6", "B. Nf3", "b. Nf6", "A. Ng1", "a. Ng8", "B. Ng1", "b. Ng8",
        ][i % 8];
        assert_eq!(g.outcome(), None, "move {i}");
        play(&mut g, m);
    }
    assert_eq!(g.outcome().map(|o| o.reason), Some(EndReason::MoveCap));
}

#[test]
fn a_mate_on_the_capping_move_is_a_mate() {
    let mut g = on_a("6k1/8/8/8/8/7p/8/7K[q] b - - 0 1");
    g.set_option("move-cap", "1").expect("option");
    play(&mut g, "a. Q@g2");
    assert_eq!(g.outcome(), win(&[1, 2], EndReason::Checkmate));
}

#[test]
fn options_are_listed_and_checked() {
    let mut g = Bughouse::new();
    let names: Vec<&str> = g.options().iter().map(|o| o.name).collect();
    assert_eq!(
        names,
        [
            "clock",
            "move-cap",
            "drop-blockable-mate",
            "dropped-pawn-double-step"
        ]
    );
    assert_eq!(g.clock_ms(0), 180_000);
    g.set_option("clock", "120").expect("clock");
    assert_eq!(g.clock_ms(3), 120_000);
    assert!(g.set_option("clock", "zero").is_err());
    assert!(g.set_option("move-cap", "0").is_err());
    assert!(g.set_option("drop-blockable-mate", "maybe").is_err());
    assert!(g.set_option("stalemate", "yes").is_err());
}

#[test]
fn pieces_of_both_boards_are_reported_apart() {
    let g = game_from_text(
        Preset::Bughouse,
        "4k3/4Q~3/8/8/8/8/8/4K3[] b - - 0 1 | 7k/8/8/8/8/8/8/K7[] w - - 0 1",
    )
    .expect("position");
    assert_eq!(g.pieces().len(), 3);
    assert_eq!(g.pieces(), g.board_pieces(0));
    let b = g.board_pieces(1);
    assert_eq!(b.len(), 2);
    assert!(b.iter().all(|(_, p)| p.owner == 2 || p.owner == 3));
    assert!(
        g.board_pieces(0)
            .iter()
            .any(|(_, p)| p.promoted && p.kind == PieceKind::Queen)
    );
}

#[test]
fn a_king_that_moved_and_came_back_is_the_reason_castling_is_refused() {
    use arbitre::rules::CastlingFailure;
    let castle = "r3k2r/8/8/8/8/8/8/R3K2R[] w KQkq - 0 1";
    let mut g: Bughouse =
        game_from_text(Preset::Bughouse, &format!("{castle} | {castle}")).expect("position");
    let reason = |g: &Bughouse, m: &str| match try_play(g, m) {
        Err(Illegal::Castling { reason }) => reason,
        other => panic!("{m}: {other:?}"),
    };
    // Board A: the king goes to f1 and comes back; its rights went with it.
    for m in ["A. Kf1", "a. Kf8", "A. Ke1", "a. Ke8"] {
        play(&mut g, m);
    }
    assert_eq!(reason(&g, "A. O-O"), CastlingFailure::KingMoved);
    assert_eq!(reason(&g, "A. O-O-O"), CastlingFailure::KingMoved);
    play(&mut g, "A. Rb1");
    assert_eq!(reason(&g, "a. O-O"), CastlingFailure::KingMoved);
    // Board B saw no king move: a rook that went and came back is the reason there,
    // and the other side may still castle.
    for m in ["B. Rh2", "b. Rh7", "B. Rh1", "b. Rh8"] {
        play(&mut g, m);
    }
    assert_eq!(reason(&g, "B. O-O"), CastlingFailure::RookMoved);
    assert!(try_play(&g, "B. O-O-O").is_ok());
    play(&mut g, "B. Rh2");
    assert!(try_play(&g, "b. O-O-O").is_ok());
}
