//! Rule tests for four-player chess: castling, en passant, promotion, partners, mates,
//! king capture, FFA points, eliminations and acts.

use arbitre::notation;
use arbitre::rules::chess4::{
    Chess4, Chess4Options, Layout, Position, SeatStatus, geometry, seat_from_id,
};
use arbitre::rules::{AnyGame, Preset};
use arbitre::rules::{
    CastlingFailure, EndReason, Event, Game, GameResult, Illegal, PieceKind, Seat, Square,
};

fn sq(name: &str) -> Square {
    geometry().parse_square(name).expect("square")
}

fn seat(id: &str) -> Seat {
    seat_from_id(id).expect("seat")
}

fn setup(preset: &str, pieces: &[(&str, &[&str])], turn: &str) -> AnyGame {
    let p: Vec<(Seat, Vec<String>)> = pieces
        .iter()
        .map(|(s, v)| (seat(s), v.iter().map(|x| x.to_string()).collect()))
        .collect();
    notation::from_pieces(Preset::from_id(preset).expect("preset"), &p, seat(turn))
        .expect("position")
}

fn try_play(g: &mut AnyGame, text: &str) -> Result<Vec<Event>, Illegal> {
    let (s, mv) =
        notation::parse_move(g, text).unwrap_or_else(|e| panic!("cannot read {text}: {e:?}"));
    g.play(s, &mv)
}

fn play(g: &mut AnyGame, text: &str) -> Vec<Event> {
    try_play(g, text).unwrap_or_else(|e| panic!("{text} illegal: {e:?}"))
}

fn play_all(g: &mut AnyGame, moves: &str) {
    for m in moves.split_whitespace() {
        play(g, m);
    }
}

fn piece_at(g: &dyn Game, name: &str) -> Option<(PieceKind, Seat, bool)> {
    g.pieces()
        .into_iter()
        .find(|(s, _)| *s == sq(name))
        .map(|(_, p)| (p.kind, p.owner, p.dead))
}

fn legal_texts(g: &AnyGame) -> Vec<String> {
    let s = g.to_move()[0];
    let mut v: Vec<String> = g
        .legal_moves()
        .iter()
        .map(|m| notation::write_move(g, s, m))
        .collect();
    v.sort();
    v
}

// ---------------------------------------------------------------- castling

/// Start position of `layout` with every back-rank piece but kings and rooks removed.
fn castling_game(layout: Layout, turn: Seat) -> AnyGame {
    let mut o = Chess4Options::chess_com_teams();
    o.layout = layout;
    let mut pos = Position::start(layout, turn);
    for &s in geometry().squares() {
        if let Some(p) = pos.get(s)
            && matches!(
                p.kind,
                PieceKind::Knight | PieceKind::Bishop | PieceKind::Queen
            )
        {
            pos.put(s, None);
        }
    }
    AnyGame::from(Chess4::from_position(
        Preset::Chess4Teams,
        o,
        pos,
        [0; 4],
        0,
    ))
}

fn check_castle(layout: Layout, seat_id: &str, text: &str, king: &str, rook: &str) {
    let mut g = castling_game(layout, seat(seat_id));
    play(&mut g, text);
    assert_eq!(
        piece_at(&g, king),
        Some((PieceKind::King, seat(seat_id), false)),
        "{layout:?} {seat_id} {text}: king on {king}"
    );
    assert_eq!(
        piece_at(&g, rook),
        Some((PieceKind::Rook, seat(seat_id), false)),
        "{layout:?} {seat_id} {text}: rook on {rook}"
    );
}

#[test]
fn castling_standard_every_colour_both_sides() {
    let l = Layout::Standard;
    check_castle(l, "red", "O-O", "j1", "i1");
    check_castle(l, "red", "O-O-O", "f1", "g1");
    check_castle(l, "blue", "O-O", "a5", "a6");
    check_castle(l, "blue", "O-O-O", "a9", "a8");
    check_castle(l, "yellow", "O-O", "e14", "f14");
    check_castle(l, "yellow", "O-O-O", "i14", "h14");
    check_castle(l, "green", "O-O", "n10", "n9");
    check_castle(l, "green", "O-O-O", "n6", "n7");
}

#[test]
fn castling_old_standard_every_colour_both_sides() {
    let l = Layout::OldStandard;
    check_castle(l, "red", "O-O", "j1", "i1");
    check_castle(l, "red", "O-O-O", "f1", "g1");
    check_castle(l, "blue", "O-O", "a10", "a9");
    check_castle(l, "blue", "O-O-O", "a6", "a7");
    check_castle(l, "yellow", "O-O", "e14", "f14");
    check_castle(l, "yellow", "O-O-O", "i14", "h14");
    check_castle(l, "green", "O-O", "n5", "n6");
    check_castle(l, "green", "O-O-O", "n9", "n8");
}

#[test]
fn castling_written_as_king_step_and_conditions() {
    // Kh1-j1 is read as O-O.
    let mut g = castling_game(Layout::Standard, 0);
    play(&mut g, "Kh1-j1");
    assert_eq!(piece_at(&g, "i1").map(|p| p.0), Some(PieceKind::Rook));

    // A Blue rook on i5 after the pawn is gone attacks i1: O-O crosses an attacked square.
    let mut pos = Position::start(Layout::Standard, 0);
    for name in ["i1", "j1", "i2", "e1", "f1", "g1"] {
        pos.put(sq(name), None);
    }
    let rook = pos.get(sq("a4")).expect("blue rook");
    pos.put(sq("i5"), Some(rook));
    let mut g: AnyGame = AnyGame::from(Chess4::from_position(
        Preset::Chess4Teams,
        Chess4Options::chess_com_teams(),
        pos.clone(),
        [0; 4],
        0,
    ));
    assert_eq!(
        try_play(&mut g, "O-O"),
        Err(Illegal::Castling {
            reason: CastlingFailure::CrossesAttackedSquare
        })
    );
    play(&mut g, "O-O-O");

    // The same rook belonging to partner Yellow does not stop castling in Teams.
    let mut yellow_rook = rook;
    yellow_rook.owner = 2;
    yellow_rook.facing = arbitre::rules::Direction::South;
    pos.put(sq("i5"), Some(yellow_rook));
    let mut g: AnyGame = AnyGame::from(Chess4::from_position(
        Preset::Chess4Teams,
        Chess4Options::chess_com_teams(),
        pos,
        [0; 4],
        0,
    ));
    play(&mut g, "O-O");

    // Having moved the king loses both rights, and the refusal names the king, even
    // once it is back home (the position alone only knows that no right is left).
    let mut g = castling_game(Layout::Standard, 0);
    play_all(
        &mut g,
        "Kh1-i1 Ka7-a6 Kg14-f14 Kn8-n9 Ki1-h1 Ka6-a7 Kf14-g14 Kn9-n8",
    );
    for side in ["O-O", "O-O-O"] {
        assert_eq!(
            try_play(&mut g, side),
            Err(Illegal::Castling {
                reason: CastlingFailure::KingMoved
            }),
            "{side}"
        );
    }
    // A rook that moved and came back costs its own side only.
    let mut g = castling_game(Layout::Standard, 0);
    play_all(
        &mut g,
        "Rk1-j1 Ka7-a6 Kg14-f14 Kn8-n9 Rj1-k1 Ka6-a7 Kf14-g14 Kn9-n8",
    );
    assert_eq!(
        try_play(&mut g, "O-O"),
        Err(Illegal::Castling {
            reason: CastlingFailure::RookMoved
        })
    );
    play(&mut g, "O-O-O");
    // A position given without rights (here piece by piece) has none to lose.
    let mut g = setup(
        "chess4-teams",
        &[
            ("red", &["Kh1", "Rd1", "Rk1"]),
            ("blue", &["Ka7"]),
            ("yellow", &["Kg14"]),
            ("green", &["Kn8"]),
        ],
        "red",
    );
    assert_eq!(
        try_play(&mut g, "O-O"),
        Err(Illegal::Castling {
            reason: CastlingFailure::NoRights
        })
    );
}

// ---------------------------------------------------------------- en passant

#[test]
fn en_passant_chess_com_record_three_plies_later() {
    // 1. d2-d3 .. b4-d4 .. k13-k12 .. m11-k11 2. d3xc4 .. Ra4xc4 .. k12xl11
    let mut g = notation::parse_position(Preset::Chess4Teams, "start").expect("start");
    play_all(&mut g, "d2-d3 b4-d4 k13-k12 m11-k11");
    let ev = play(&mut g, "d3xc4");
    assert!(
        ev.iter()
            .any(|e| matches!(e, Event::Captured { on, piece, .. }
        if *on == sq("d4") && piece.kind == PieceKind::Pawn && piece.owner == 1))
    );
    assert_eq!(piece_at(&g, "d4"), None);
    play(&mut g, "Ra4xc4");
    play(&mut g, "k12xl11");
    assert_eq!(piece_at(&g, "k11"), None, "Green's pawn taken e.p.");
}

#[test]
fn en_passant_next_player_only_window() {
    let mut g = notation::parse_position(Preset::Chess4QdanTeams, "start").expect("start");
    play_all(&mut g, "d2-d3 b4-d4 k13-k12 m11-k11");
    assert_eq!(
        try_play(&mut g, "d3xc4"),
        Err(Illegal::EnPassantExpired { to: sq("c4") })
    );

    // Yellow moves right after Blue: Blue b6-d6, Yellow d7xc6 en passant.
    let pieces: &[(&str, &[&str])] = &[
        ("red", &["Kh1"]),
        ("blue", &["Ka7", "b6"]),
        ("yellow", &["Kg14", "d7"]),
        ("green", &["Kn8"]),
    ];
    let mut g = setup("chess4-qdan-teams", pieces, "blue");
    play_all(&mut g, "b6-d6 d7xc6");
    assert_eq!(piece_at(&g, "d6"), None);
    assert_eq!(piece_at(&g, "c6").map(|p| p.1), Some(2));

    // Until the owner moves again, Yellow may still take after Green and Red moved.
    // Once Blue has moved again the entry is gone, whatever the window.
    let mut g = setup("chess4-teams", pieces, "blue");
    play_all(&mut g, "b6-d6 Kg14-g13 Kn8-n9 Kh1-h2 Ka7-a8");
    assert!(
        try_play(&mut g, "d7xc6").is_err(),
        "window closed after Blue moved"
    );
}

#[test]
fn en_passant_who_may_take() {
    // Blue e2 attacks f3 after Red f2-f4, but f4 is not in front of it.
    let pieces: &[(&str, &[&str])] = &[
        ("red", &["Kh1", "f2"]),
        ("blue", &["Ka7", "e2"]),
        ("yellow", &["Kg14"]),
        ("green", &["Kn8"]),
    ];
    let mut any = setup("chess4-teams", pieces, "red");
    play_all(&mut any, "f2-f4 e2xf3");
    assert_eq!(piece_at(&any, "f4"), None);

    let mut front = setup("chess4-teams", pieces, "red");
    front
        .set_option("en-passant-who", "pawn-in-front")
        .expect("option");
    play(&mut front, "f2-f4");
    assert!(try_play(&mut front, "e2xf3").is_err());

    let mut none = setup("chess4-teams", pieces, "red");
    none.set_option("en-passant", "false").expect("option");
    play(&mut none, "f2-f4");
    assert!(try_play(&mut none, "e2xf3").is_err());
}

// ---------------------------------------------------------------- promotion

#[test]
fn promotion_teams_on_eleventh_rank_with_choice() {
    let pieces: &[(&str, &[&str])] = &[
        ("red", &["Kh1", "h10"]),
        ("blue", &["Ka7", "j7"]),
        ("yellow", &["Kg14"]),
        ("green", &["Kn8"]),
    ];
    let g = setup("chess4-teams", pieces, "red");
    let promos: Vec<String> = legal_texts(&g)
        .into_iter()
        .filter(|m| m.starts_with("h10"))
        .collect();
    assert_eq!(promos, ["h10-h11=B", "h10-h11=N", "h10-h11=Q", "h10-h11=R"]);
    let mut g2 = g.clone();
    assert_eq!(
        try_play(&mut g2, "h10-h11"),
        Err(Illegal::Promotion { on: sq("h11") })
    );
    play(&mut g2, "h10h11n");
    assert_eq!(piece_at(&g2, "h11").map(|p| p.0), Some(PieceKind::Knight));

    // Blue promotes on file k in Teams.
    let mut g3 = setup("chess4-teams", pieces, "blue");
    play(&mut g3, "j7-k7=N");
    assert_eq!(piece_at(&g3, "k7").map(|p| p.0), Some(PieceKind::Knight));
}

#[test]
fn promotion_ffa_on_eighth_rank_queen_worth_one() {
    for (preset, who, from, to) in [
        ("chess4-ffa", "red", "h7", "h8"),
        ("chess4-ffa", "blue", "g5", "h5"),
        ("chess4-ffa", "yellow", "e8", "e7"),
        ("chess4-qdan-solo", "green", "h10", "g10"),
    ] {
        let pieces: Vec<(&str, Vec<String>)> = ["red", "blue", "yellow", "green"]
            .iter()
            .map(|&s| {
                let king = match s {
                    "red" => "Ke1",
                    "blue" => "Ka4",
                    "yellow" => "Kk14",
                    _ => "Kn4",
                };
                let mut v = vec![king.to_string()];
                if s == who {
                    v.push(from.to_string());
                }
                (s, v)
            })
            .collect();
        let refs: Vec<(&str, Vec<&str>)> = pieces
            .iter()
            .map(|(s, v)| (*s, v.iter().map(|x| x.as_str()).collect()))
            .collect();
        let slices: Vec<(&str, &[&str])> = refs.iter().map(|(s, v)| (*s, v.as_slice())).collect();
        let mut g = setup(preset, &slices, who);
        let ev = play(&mut g, &format!("{from}-{to}"));
        assert!(
            ev.iter().any(|e| matches!(
                e,
                Event::Promoted {
                    to: PieceKind::Queen,
                    ..
                }
            )),
            "{preset} {who}"
        );
        let promoted = g
            .pieces()
            .into_iter()
            .find(|(s, _)| *s == sq(to))
            .map(|(_, p)| p.promoted);
        assert_eq!(promoted, Some(true), "{preset} {who}");
    }
}

#[test]
fn promoted_queen_is_worth_one_point() {
    let pieces: &[(&str, &[&str])] = &[
        ("red", &["Ke1", "h7", "d2"]),
        ("blue", &["Ka4", "Ng6"]),
        ("yellow", &["Kk14"]),
        ("green", &["Kn10"]),
    ];
    let mut g = setup("chess4-ffa", pieces, "red");
    play_all(&mut g, "h7-h8=Q Ng6xh8");
    assert_eq!(g.score(1), Some(1));
}

// ---------------------------------------------------------------- partners

#[test]
fn partner_pieces_block_are_not_captured_and_never_check() {
    let pieces: &[(&str, &[&str])] = &[
        ("red", &["Kh1", "Rd5"]),
        ("blue", &["Ka7"]),
        ("yellow", &["Kg14", "h5", "Qh3"]),
        ("green", &["Kn8"]),
    ];
    let teams = setup("chess4-teams", pieces, "red");
    let rook: Vec<String> = legal_texts(&teams)
        .into_iter()
        .filter(|m| m.starts_with("Rd5"))
        .collect();
    assert!(rook.contains(&"Rd5-g5".to_string()));
    assert!(!rook.iter().any(|m| m.contains("h5") || m.contains("i5")));
    assert_eq!(
        teams.checked(),
        Vec::<Seat>::new(),
        "partner queen gives no check"
    );

    let ffa = setup("chess4-ffa", pieces, "red");
    assert_eq!(ffa.checked(), vec![0], "in FFA the yellow queen checks red");
    let rook: Vec<String> = legal_texts(&ffa)
        .into_iter()
        .filter(|m| m.starts_with("Rd5"))
        .collect();
    assert!(rook.is_empty() || rook.iter().all(|m| m.contains("h3") || m.contains("h5")));
}

#[test]
fn knight_jumps_a_corner_and_sliders_stop_at_it() {
    let pieces: &[(&str, &[&str])] = &[
        ("red", &["Kh1", "Nc4", "Be1"]),
        ("blue", &["Ka7"]),
        ("yellow", &["Kg14"]),
        ("green", &["Kn8"]),
    ];
    let g = setup("chess4-teams", pieces, "red");
    let knight: Vec<String> = legal_texts(&g)
        .into_iter()
        .filter(|m| m.starts_with("Nc4"))
        .collect();
    assert!(knight.contains(&"Nc4-d2".to_string()));
    assert!(knight.contains(&"Nc4-e3".to_string()));
    assert!(knight.contains(&"Nc4-a5".to_string()));
    assert!(
        !knight
            .iter()
            .any(|m| m.ends_with("b2") || m.ends_with("a3"))
    );
    let bishop: Vec<String> = legal_texts(&g)
        .into_iter()
        .filter(|m| m.starts_with("Be1"))
        .collect();
    // From e1 toward c3 the missing corner stops the bishop after d2.
    assert!(bishop.contains(&"Be1-d2".to_string()));
    assert!(
        !bishop
            .iter()
            .any(|m| m.ends_with("c3") || m.ends_with("b4"))
    );
}

// ---------------------------------------------------------------- mates

/// Red Rk5-n5 mates Green's Kn8 walled in by its own pawns; Blue's Ra5 may take the rook.
fn mate_pieces() -> Vec<(&'static str, &'static [&'static str])> {
    vec![
        ("red", &["Kh1", "Rk5"]),
        ("blue", &["Ka7", "Ra5"]),
        ("yellow", &["Kg14"]),
        ("green", &["Kn8", "m7", "m8", "m9"]),
    ]
}

#[test]
fn teams_mate_waits_for_the_mated_players_turn() {
    let mut g = setup("chess4-teams", &mate_pieces(), "red");
    let ev = play(&mut g, "Rk5-n5");
    assert!(ev.contains(&Event::Check { seat: 3 }));
    assert!(!ev.iter().any(|e| matches!(e, Event::Checkmate { .. })));
    assert_eq!(g.outcome(), None);
    play(&mut g, "Ka7-a8");
    let ev = play(&mut g, "Kg14-g13");
    assert!(ev.contains(&Event::Checkmate { seat: 3 }));
    assert_eq!(
        g.outcome().map(|o| (o.result, o.reason)),
        Some((GameResult::Win(vec![0, 2]), EndReason::Checkmate))
    );
    assert!(g.to_move().is_empty());
}

#[test]
fn teams_partner_rescues_before_the_turn() {
    let mut g = setup("chess4-teams", &mate_pieces(), "red");
    play(&mut g, "Rk5-n5");
    play(&mut g, "Ra5xRn5");
    play(&mut g, "Kg14-g13");
    assert_eq!(g.outcome(), None);
    assert_eq!(g.to_move(), vec![3]);
    assert!(g.checked().is_empty());
}

#[test]
fn teams_immediate_mate_option() {
    let mut g = setup("chess4-teams", &mate_pieces(), "red");
    g.set_option("mate", "immediate").expect("option");
    let ev = play(&mut g, "Rk5-n5");
    assert!(ev.contains(&Event::Checkmate { seat: 3 }));
    assert_eq!(g.outcome().map(|o| o.reason), Some(EndReason::Checkmate));
}

#[test]
fn ffa_mate_scores_twenty_and_kills_the_army() {
    let mut pieces = mate_pieces();
    pieces[0] = ("red", &["Kh1", "Rk5", "Rm4"]);
    pieces[1] = ("blue", &["Ka7"]);
    let mut g = setup("chess4-ffa", &pieces, "red");
    let ev = play(&mut g, "Rk5-n5");
    assert!(ev.contains(&Event::Checkmate { seat: 3 }));
    assert!(ev.contains(&Event::Eliminated { seat: 3 }));
    assert_eq!(g.score(0), Some(20));
    assert_eq!(g.eliminated(), vec![3]);
    assert_eq!(piece_at(&g, "m7"), Some((PieceKind::Pawn, 3, true)));
    assert_eq!(piece_at(&g, "n8"), Some((PieceKind::King, 3, true)));
    // Green is skipped; a dead piece is worth nothing.
    play_all(&mut g, "Ka7-a8 Kg14-g13");
    assert_eq!(g.to_move(), vec![0]);
    let ev = play(&mut g, "Rm4xm7");
    assert!(!ev.iter().any(|e| matches!(e, Event::Points { .. })));
    assert_eq!(g.score(0), Some(20));
    // Dead pieces block and can be taken: the rook on n5 stops at the dead king on n8.
    play_all(&mut g, "Ka8-b8 Kg13-g14");
    let red = legal_texts(&g);
    assert!(red.contains(&"Rn5xKn8".to_string()));
    assert!(!red.contains(&"Rn5-n9".to_string()));
    assert!(g.checked().is_empty(), "dead pieces give no check");
}

#[test]
fn ffa_mate_at_turn_option_scores_the_checker() {
    let mut pieces = mate_pieces();
    pieces[1] = ("blue", &["Ka7"]);
    let mut g = setup("chess4-ffa", &pieces, "red");
    g.set_option("mate", "at-turn").expect("option");
    let ev = play(&mut g, "Rk5-n5");
    assert!(!ev.iter().any(|e| matches!(e, Event::Checkmate { .. })));
    play(&mut g, "Ka7-a8");
    let ev = play(&mut g, "Kg14-g13");
    assert!(ev.contains(&Event::Checkmate { seat: 3 }));
    assert_eq!(g.score(0), Some(20));
    assert_eq!(g.to_move(), vec![0]);
}

// ---------------------------------------------------------------- king capture

fn king_capture_pieces() -> Vec<(&'static str, &'static [&'static str])> {
    vec![
        ("red", &["Ke1", "Nk8"]),
        ("blue", &["Ka7"]),
        ("yellow", &["Kg14", "Qh8"]),
        ("green", &["Kn8"]),
    ]
}

#[test]
fn teams_king_left_in_check_is_captured() {
    let mut g = setup("chess4-teams", &king_capture_pieces(), "red");
    let ev = play(&mut g, "Nk8-j10");
    assert!(ev.contains(&Event::Check { seat: 3 }));
    play(&mut g, "Ka7-a6");
    assert!(legal_texts(&g).contains(&"Qh8xKn8".to_string()));
    play(&mut g, "Qh8xKn8");
    assert_eq!(
        g.outcome().map(|o| (o.result, o.reason)),
        Some((GameResult::Win(vec![0, 2]), EndReason::KingCapture))
    );

    let mut off = setup("chess4-teams", &king_capture_pieces(), "red");
    off.set_option("king-capture", "false").expect("option");
    play_all(&mut off, "Nk8-j10 Ka7-a6");
    assert!(try_play(&mut off, "Qh8xn8").is_err());
}

#[test]
fn ffa_king_capture_scores_twenty() {
    let mut g = setup("chess4-ffa", &king_capture_pieces(), "red");
    play_all(&mut g, "Nk8-j10 Ka7-a6");
    let ev = play(&mut g, "Qh8xKn8");
    assert!(ev.contains(&Event::Eliminated { seat: 3 }));
    assert_eq!(g.score(2), Some(20));
    assert_eq!(g.to_move(), vec![0], "Green is out, Red moves next");
}

// ---------------------------------------------------------------- FFA points

#[test]
fn ffa_knight_then_rook_makes_eight() {
    let pieces: &[(&str, &[&str])] = &[
        ("red", &["Kh1", "Nh5", "d2"]),
        ("blue", &["Ka7", "Ng7", "Re8"]),
        ("yellow", &["Kk14"]),
        ("green", &["Kn4"]),
    ];
    let mut g = setup("chess4-ffa", pieces, "red");
    let ev = play(&mut g, "Nh5xNg7");
    assert!(ev.contains(&Event::Points { seat: 0, points: 3 }));
    play_all(&mut g, "Ka7-a6 Kk14-k13 Kn4-n5");
    play(&mut g, "Ng7xRe8");
    assert_eq!(g.score(0), Some(8));
    assert_eq!(g.score(1), Some(0));
    // Teams keep no score.
    let t = setup("chess4-teams", pieces, "red");
    assert_eq!(t.score(0), None);
}

#[test]
fn ffa_bishop_is_worth_a_rook_and_queen_nine() {
    let pieces: &[(&str, &[&str])] = &[
        ("red", &["Kh1", "Re5", "Rj5"]),
        ("blue", &["Ka7", "Be9"]),
        ("yellow", &["Kk14", "Qj9"]),
        ("green", &["Kn4"]),
    ];
    let mut g = setup("chess4-ffa", pieces, "red");
    play(&mut g, "Re5xBe9");
    assert_eq!(g.score(0), Some(5));
    play_all(&mut g, "Ka7-a6 Kk14-k13 Kn4-m4");
    play(&mut g, "Rj5xQj9");
    assert_eq!(g.score(0), Some(14));
}

#[test]
fn ffa_double_check_bonus() {
    // Knight e5-f7 checks Blue Ke9 and Green Kg9: +5.
    let pieces: &[(&str, &[&str])] = &[
        ("red", &["Kh1", "Ne5", "Qf3"]),
        ("blue", &["Ke9"]),
        ("yellow", &["Kk13"]),
        ("green", &["Kg9"]),
    ];
    let mut g = setup("chess4-ffa", pieces, "red");
    let ev = play(&mut g, "Ne5-f7");
    assert!(ev.contains(&Event::Check { seat: 1 }) && ev.contains(&Event::Check { seat: 3 }));
    assert_eq!(g.score(0), Some(5));
    // The queen between them: +1.
    let mut g = setup("chess4-ffa", pieces, "red");
    play(&mut g, "Qf3-f9");
    assert_eq!(g.score(0), Some(1));
    // A single check scores nothing.
    let mut g = setup("chess4-ffa", pieces, "red");
    let ev = play(&mut g, "Ne5-d7");
    assert!(ev.contains(&Event::Check { seat: 1 }));
    assert_eq!(g.score(0), Some(0));
}

#[test]
fn ffa_triple_check_bonus() {
    // Queen to g8 checks Blue Kc8 (rank), Yellow Kg12 (file) and Green Kk12 (diagonal).
    let pieces: &[(&str, &[&str])] = &[
        ("red", &["Kh1", "Qh7"]),
        ("blue", &["Kd8"]),
        ("yellow", &["Kg12"]),
        ("green", &["Kk12"]),
    ];
    let mut g = setup("chess4-ffa", pieces, "red");
    let ev = play(&mut g, "Qh7-g8");
    let checks = ev
        .iter()
        .filter(|e| matches!(e, Event::Check { .. }))
        .count();
    assert_eq!(checks, 3);
    assert_eq!(g.score(0), Some(5));
}

// ---------------------------------------------------------------- other ends

#[test]
fn teams_resignation_loses_for_the_team() {
    let mut g = notation::parse_position(Preset::Chess4Teams, "start").expect("start");
    g.play(0, &arbitre::rules::Move::Resign(2)).expect("act");
    assert_eq!(
        g.outcome().map(|o| (o.result, o.reason)),
        Some((GameResult::Win(vec![1, 3]), EndReason::Resignation))
    );
}

#[test]
fn ffa_resignation_leaves_a_walking_king() {
    let mut g = notation::parse_position(Preset::Chess4Ffa, "start").expect("start");
    play_all(&mut g, "h2-h3 b7-c7 g13-g12 m8-l8");
    // Blue resigns while Red is to move.
    g.play(1, &arbitre::rules::Move::Resign(1)).expect("act");
    assert_eq!(g.eliminated(), vec![1]);
    assert_eq!(piece_at(&g, "b4"), Some((PieceKind::Pawn, 1, true)));
    play(&mut g, "h3-h4");
    assert_eq!(g.to_move(), vec![1], "the zombie king still has its turns");
    // its own dead army is no wall: a dead piece is taken by anyone (issue 26); b8 is
    // on the diagonal g13-g12 opened for Yellow's queen
    assert_eq!(legal_texts(&g), ["Ka7-b7", "Ka7xBa6", "Ka7xQa8", "Ka7xb6"]);
    play(&mut g, "Ka7-b7");
    assert_eq!(g.to_move(), vec![2]);

    // Resigning at one's turn: by default (Chess.com) the zombie king plays that same
    // turn; with `zombie-start: next-turn` the act takes the turn.
    let mut z = notation::parse_position(Preset::Chess4Ffa, "start").expect("start");
    play(&mut z, "h2-h3");
    let mut later = z.clone();
    z.play(1, &arbitre::rules::Move::Resign(1)).expect("act");
    assert_eq!(z.to_move(), vec![1]);
    let ev = play(&mut z, "Ka7xb7");
    assert!(
        ev.iter()
            .any(|e| matches!(e, Event::Captured { by: 1, .. }))
    );
    assert_eq!(z.to_move(), vec![2]);
    later
        .set_option("zombie-start", "next-turn")
        .expect("option");
    later
        .play(1, &arbitre::rules::Move::Resign(1))
        .expect("act");
    assert_eq!(later.to_move(), vec![2]);
    play_all(&mut later, "g13-g12 m8-l8 h3-h4 Ka7xb7");

    let mut e = notation::parse_position(Preset::Chess4QdanSolo, "start").expect("start");
    play(&mut e, "h2-h3");
    e.play(1, &arbitre::rules::Move::Resign(1)).expect("act");
    assert_eq!(e.to_move(), vec![2], "eliminated: Blue is skipped");
    assert_eq!(piece_at(&e, "a7"), Some((PieceKind::King, 1, true)));
}

const TWO_LEFT: &str = "R-0,1,0,1-0,0,0,0-0,0,0,0-30,0,5,0-0-x,x,x,3,yK,4,x,x,x/x,x,x,8,x,x,x/x,x,x,8,x,x,x/14/14/14/drK,13/14/14/14/14/x,x,x,8,x,x,x/x,x,x,8,x,x,x/x,x,x,4,rK,3,x,x,x";

#[test]
fn ffa_claim_win_and_automatic_end() {
    let mut g = notation::parse_position(Preset::Chess4Ffa, TWO_LEFT).expect("fen4");
    assert_eq!(g.score(0), Some(30));
    assert!(g.play(2, &arbitre::rules::Move::ClaimWin(2)).is_err());
    g.play(0, &arbitre::rules::Move::ClaimWin(0))
        .expect("claim");
    assert_eq!(g.score(2), Some(25));
    assert_eq!(
        g.outcome().map(|o| (o.result, o.reason)),
        Some((
            GameResult::Ranking(vec![vec![0], vec![2], vec![1, 3]]),
            EndReason::Claim
        ))
    );

    let mut auto = notation::parse_position(Preset::Chess4QdanSolo, TWO_LEFT).expect("fen4");
    play(&mut auto, "Kh1-h2");
    assert_eq!(auto.outcome().map(|o| o.reason), Some(EndReason::Claim));
}

#[test]
fn ffa_draw_gives_ten_to_each_remaining_player() {
    let mut g = notation::parse_position(Preset::Chess4Ffa, "start").expect("start");
    g.play(0, &arbitre::rules::Move::DrawAgreed).expect("draw");
    for s in 0..4 {
        assert_eq!(g.score(s), Some(10));
    }
    // Threefold repetition with knights going out and back.
    let mut g = notation::parse_position(Preset::Chess4Teams, "start").expect("start");
    let cycle = "Nj1-i3 Na10-c9 Nj14-i12 Nn10-l9 Ni3-j1 Nc9-a10 Ni12-j14 Nl9-n10";
    play_all(&mut g, cycle);
    play_all(&mut g, cycle);
    assert_eq!(
        g.outcome().map(|o| (o.result, o.reason)),
        Some((GameResult::Draw, EndReason::Repetition))
    );
}

#[test]
fn move_limit_and_fifty_moves() {
    let mut g = notation::parse_position(Preset::Chess4Ffa, "start").expect("start");
    g.set_option("move-limit", "4").expect("option");
    play_all(&mut g, "Nj1-i3 Na10-c9 Nj14-i12");
    assert_eq!(g.outcome(), None);
    play(&mut g, "Nn10-l9");
    assert_eq!(g.outcome().map(|o| o.reason), Some(EndReason::MoveLimit));

    let mut g = notation::parse_position(Preset::Chess4Teams, "start").expect("start");
    g.set_option("fifty-move-plies", "6").expect("option");
    g.set_option("threefold", "false").expect("option");
    play_all(&mut g, "Nj1-i3 Na10-c9 Nj14-i12 Nn10-l9 Ni3-j1");
    assert_eq!(g.outcome(), None);
    play(&mut g, "Nc9-a10");
    assert_eq!(g.outcome().map(|o| o.reason), Some(EndReason::FiftyMoves));
}

#[test]
fn stalemate_teams_draw_and_ffa_points() {
    // Green Kn4 boxed by Red's rooks on m-file... Red Qm6 covers m4? Use: Rl5 and Rm10.
    let pieces: &[(&str, &[&str])] = &[
        ("red", &["Kh1", "Rl9", "Rf5"]),
        ("blue", &["Ka7"]),
        ("yellow", &["Kg14"]),
        ("green", &["Kn4"]),
    ];
    // After Rl9-m9, Green's Kn4 has n5 (rank 5 by Rf5) and m4, m5 (file m) covered.
    let mut t = setup("chess4-teams", pieces, "red");
    play_all(&mut t, "Rl9-m9 Ka7-a8");
    let ev = play(&mut t, "Kg14-g13");
    assert!(ev.contains(&Event::Stalemate { seat: 3 }));
    assert_eq!(
        t.outcome().map(|o| (o.result, o.reason)),
        Some((GameResult::Draw, EndReason::Stalemate))
    );

    let mut f = setup("chess4-ffa", pieces, "red");
    play_all(&mut f, "Rl9-m9 Ka7-a8 Kg14-g13");
    assert_eq!(f.score(3), Some(20));
    assert_eq!(f.eliminated(), vec![3]);
    assert_eq!(f.outcome(), None);
}

#[test]
fn presets_and_options_are_listed() {
    for id in [
        "chess4-teams",
        "chess4-ffa",
        "chess4-qdan-teams",
        "chess4-qdan-solo",
    ] {
        let g =
            notation::parse_position(Preset::from_id(id).expect("preset"), "start").expect("start");
        assert_eq!(g.preset().id(), id);
        assert_eq!(g.seat_id(0), "red");
        let opts = g.options();
        assert!(opts.iter().any(|o| o.name == "en-passant-window"));
    }
    let mut g = notation::parse_position(Preset::Chess4Teams, "start").expect("start");
    g.set_option("first", "blue").expect("first");
    assert_eq!(g.to_move(), vec![1]);
    g.set_option("layout", "old-standard").expect("layout");
    assert_eq!(piece_at(&g, "a8").map(|p| p.0), Some(PieceKind::King));
    assert!(g.set_option("layout", "diagonal").is_err());
    assert!(g.set_option("nonsense", "1").is_err());
    assert_eq!(g.partner(0), Some(2));
    let f = notation::parse_position(Preset::Chess4Ffa, "start").expect("start");
    assert_eq!(f.partner(0), None);
    assert_eq!(SeatStatus::Active, SeatStatus::Active);
}

#[test]
fn en_passant_onto_the_promotion_line_promotes() {
    // Teams: Blue b11-d11, then (after Yellow and Green) Red d10xc11=Q.
    let pieces: &[(&str, &[&str])] = &[
        ("red", &["Kh1", "d10"]),
        ("blue", &["Ka4", "b11"]),
        ("yellow", &["Kk14"]),
        ("green", &["Kn4"]),
    ];
    let mut g = setup("chess4-teams", pieces, "blue");
    play_all(&mut g, "b11-d11 Kk14-j14 Kn4-n5");
    assert_eq!(
        try_play(&mut g.clone(), "d10xc11"),
        Err(Illegal::Promotion { on: sq("c11") })
    );
    play(&mut g, "d10xc11=R");
    assert_eq!(piece_at(&g, "d11"), None);
    assert_eq!(piece_at(&g, "c11").map(|p| p.0), Some(PieceKind::Rook));

    // FFA: Red h2-h4, Blue g4xh3 becomes the 1-point queen on its eighth file.
    let pieces: &[(&str, &[&str])] = &[
        ("red", &["Ke1", "h2", "d2"]),
        ("blue", &["Ka4", "g4"]),
        ("yellow", &["Kk14"]),
        ("green", &["Kn4"]),
    ];
    let mut g = setup("chess4-ffa", pieces, "red");
    play_all(&mut g, "h2-h4 g4xh3");
    assert_eq!(piece_at(&g, "h4"), None);
    assert_eq!(g.score(1), Some(1));
    let q = g.pieces().into_iter().find(|(s, _)| *s == sq("h3"));
    assert!(q.is_some_and(|(_, p)| p.kind == PieceKind::Queen && p.promoted));
}

#[test]
fn ffa_immediate_mate_scores_the_mover_even_by_discovery() {
    // Red's knight leaves n6: Yellow's rook on n4 mates Green, walled in by its pawns.
    let pieces: &[(&str, &[&str])] = &[
        ("red", &["Kh1", "Nn6", "d2"]),
        ("blue", &["Ka7", "b5"]),
        ("yellow", &["Kg14", "Rn4", "d13"]),
        ("green", &["Kn8", "m7", "m8", "m9"]),
    ];
    let mut g = setup("chess4-ffa", pieces, "red");
    let ev = play(&mut g, "Nn6-l5");
    assert!(ev.contains(&Event::Checkmate { seat: 3 }));
    assert_eq!(g.score(0), Some(20));
    assert_eq!(g.score(2), Some(0));

    // Mate at the turn instead: the checking piece's owner scores when Green's turn comes.
    let mut g = setup("chess4-ffa", pieces, "red");
    g.set_option("mate", "at-turn").expect("option");
    play_all(&mut g, "Nn6-l5 b5-c5");
    let ev = play(&mut g, "d13-d12");
    assert!(ev.contains(&Event::Checkmate { seat: 3 }));
    assert_eq!(g.score(2), Some(20));
    assert_eq!(g.score(0), Some(0));
}
