//! Bughouse notation: two-board FEN, BPGN move tokens, `pieces:`, BPGN games, and the
//! real game (bughouse-db 3611438, tests/data/bughouse_3611438.bpgn) replayed move by move.

use arbitre::commands::run_perft_command;
use arbitre::notation;
use arbitre::notation::bughouse::{
    game_from_text, move_clock, moves_listing, parse_bpgn, parse_bughouse_move, parse_zh_fen,
    replay_bpgn, split_move_token, write_bpgn, write_two_boards, write_zh_fen,
};
use arbitre::rules::AnyGame;
use arbitre::rules::Preset;
use arbitre::rules::bughouse::Bughouse;
use arbitre::rules::{EndReason, Game, GameResult, Move, PieceKind};

const REAL_GAME: &str = include_str!("../data/bughouse_3611438.bpgn");
const REAL_FINAL: &str = "r1b4r/pp1k1p2/3pppp1/3pP3/3nn3/3b1N2/PKP3PP/8[RRBNPn] b - - 1 26 | rk6/1ppq2pp/2N1pp2/p2p1P1B/1b1P1P2/1K1B1b2/PPP2BqP/RN1r4[QQRPPPn] b - - 6 28";

fn bughouse(game: &AnyGame) -> &Bughouse {
    game.bughouse().expect("a bughouse game")
}

#[test]
fn the_real_game_replays_to_its_final_position() {
    let bpgn = parse_bpgn(REAL_GAME).expect("the BPGN reads");
    assert_eq!(bpgn.moves.len(), 106);
    assert_eq!(bpgn.tag("BughouseDBGameNo"), Some("3611438"));
    assert_eq!(bpgn.result.as_deref(), Some("0-1"));
    let (game, written) = replay_bpgn(&bpgn).expect("every move is legal");
    assert_eq!(write_two_boards(&game), REAL_FINAL);
    // Our SAN of each move is the one FICS wrote, check marks included.
    let ours: Vec<&str> = written.iter().map(|m| m.san.as_str()).collect();
    let theirs: Vec<&str> = bpgn.moves.iter().map(|m| m.san.as_str()).collect();
    assert_eq!(ours, theirs);
    // No mate on either board; the match ends on BlackB's flag: a and B win.
    assert!(!game.is_mated(0) && !game.is_mated(1));
    let outcome = game.outcome().expect("over");
    assert_eq!(outcome.reason, EndReason::Time);
    assert_eq!(outcome.result, GameResult::Win(vec![1, 2]));
    // Clocks come from the comments, a negative one included.
    assert_eq!(game.clock_ms(1), -576);
    assert_eq!(game.clock_ms(0), 105_938);
    assert_eq!(game.clock_ms(3), 140);
}

#[test]
fn the_real_game_writes_back_and_reads_again() {
    let bpgn = parse_bpgn(REAL_GAME).expect("reads");
    let (_, written) = replay_bpgn(&bpgn).expect("replays");
    let mut out = bpgn.clone();
    out.moves = written;
    let text = write_bpgn(&out);
    assert!(text.starts_with("[Event \"FICS rated bughouse game\"]\n"));
    assert!(text.contains("1A. d4{119.051} 1a. Nc6{119.861} 1B. d4{118.328}"));
    assert!(text.contains("25a. cxd6{-0.576}"));
    assert!(text.trim_end().ends_with("{BlackB forfeits on time} 0-1"));
    let again = parse_bpgn(&text).expect("our BPGN reads back");
    assert_eq!(again, out);
    let (game, _) = replay_bpgn(&again).expect("and replays");
    assert_eq!(write_two_boards(&game), REAL_FINAL);
}

#[test]
fn an_illegal_bpgn_move_is_reported_with_its_number() {
    let bpgn = parse_bpgn("1A. e4 1a. e5 2A. Ke3").expect("reads");
    let e = replay_bpgn(&bpgn).expect_err("Ke3 is illegal");
    assert!(
        arbitre::fr::notation::message(&e.fault).contains("coup 3"),
        "{}",
        arbitre::fr::notation::message(&e.fault)
    );
    assert!(parse_bpgn("1A. e4 {unclosed").is_err());
    assert!(parse_bpgn("1C. e4").is_err());
    assert!(parse_bpgn("[Event unquoted]\n1A. e4").is_err());
}

#[test]
fn two_board_fen_round_trips() {
    for text in [
        REAL_FINAL,
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1 | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1",
        "4k3/1Q~6/8/8/4b3/8/Kpp5/8[QRBNPqrbnp] b - - 0 1 | 2k5/8/8/8/8/8/8/4K3[Qn] w - - 3 17",
        "r1bqk2r/pppp1ppp/2n1p3/4P3/1b1Pn3/2NB1N2/PPP2PPP/R1BQK2R[Nb] b KQkq - 0 1 | 4k3/4Q~3/8/8/8/8/8/4K3[] b - - 0 1",
    ] {
        let game = game_from_text(Preset::Bughouse, text).expect("reads");
        assert_eq!(write_two_boards(&game), text);
        let boxed = notation::parse_position(Preset::Bughouse, text).expect("reads");
        assert_eq!(notation::write_position(&boxed), text);
    }
    let start = game_from_text(Preset::Bughouse, "start").expect("start");
    assert_eq!(
        write_two_boards(&start),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1 | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1"
    );
}

#[test]
fn the_pocket_may_be_a_ninth_rank() {
    let bracket = parse_zh_fen("2k5/8/8/8/8/8/8/4K3[Qn] w - - 0 1").expect("brackets");
    let ninth = parse_zh_fen("2k5/8/8/8/8/8/8/4K3/Qn w - - 0 1").expect("ninth rank");
    assert_eq!(bracket, ninth);
    let empty = parse_zh_fen("4k3/1Q~6/8/8/4b3/8/Kpp5/8/ b - - 0 1").expect("empty ninth rank");
    assert_eq!(
        write_zh_fen(&empty),
        "4k3/1Q~6/8/8/4b3/8/Kpp5/8[] b - - 0 1"
    );
    assert_ne!(empty.pos.board.promoted, 0);
}

#[test]
fn bad_positions_are_refused_with_a_message() {
    for bad in [
        "start | start",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1",
        "8/8/8/8/8/8/8/8[] w - - 0 1 | 8/8/8/8/8/8/8/8[] w - - 0 1",
        "4k3/8/8/8/8/8/8/4K3[X] w - - 0 1 | 4k3/8/8/8/8/8/8/4K3[] w - - 0 1",
        "4k3/8/8/8/8/8/8/4K3[K] w - - 0 1 | 4k3/8/8/8/8/8/8/4K3[] w - - 0 1",
        "4k3/8/8/8/8/8/8/4K3[Q w - - 0 1 | 4k3/8/8/8/8/8/8/4K3[] w - - 0 1",
        "4k~3/8/8/8/8/8/8/4K3[] w - - 0 1 | 4k3/8/8/8/8/8/8/4K3[] w - - 0 1",
        "~4k3/8/8/8/8/8/8/4K3[] w - - 0 1 | 4k3/8/8/8/8/8/8/4K3[] w - - 0 1",
    ] {
        let e = notation::parse_position(Preset::Bughouse, bad).expect_err(bad);
        assert!(!arbitre::fr::notation::message(&e.fault).is_empty());
    }
}

#[test]
fn move_tokens_in_every_accepted_form() {
    let game = notation::parse_position(Preset::Bughouse, "start").expect("start");
    let e4 = |seat| {
        let sq = |s| game.geometry().parse_square(s).expect("square");
        (
            seat,
            Move::Step {
                from: sq("e2"),
                to: sq("e4"),
                promotion: None,
            },
        )
    };
    for text in [
        "A. e4",
        "A.e4",
        "1A. e4{179.051}",
        "1A.e4",
        "A. e2e4",
        "A. e2-e4",
        "A. e4 ",
    ] {
        assert_eq!(
            notation::parse_move(&game, text).expect(text),
            e4(0),
            "{text}"
        );
    }
    assert_eq!(notation::parse_move(&game, "B. e4").expect("B"), e4(2));
    let t = split_move_token("12b. Q@g5{109.897}").expect("token");
    assert_eq!(
        (t.number, t.seat, t.body.as_str(), t.clock_ms),
        (Some(12), 3, "Q@g5", Some(109_897))
    );
    assert_eq!(move_clock("1a. e5{178.320}"), Some((1, 178_320)));
    assert_eq!(move_clock("a. e5"), None);
    let t = split_move_token("25a. cxd6{-0.576}").expect("negative clock");
    assert_eq!(t.clock_ms, Some(-576));
    for bad in [
        "e4",
        "C. e4",
        "A e4",
        "A. ",
        "A. e4{abc}",
        "A. e4{1.0",
        "A. e4 e5",
    ] {
        assert!(notation::parse_move(&game, bad).is_err(), "{bad}");
    }
    // Drops read in both cases of letter, and the seat comes from the letter.
    let with_hand = notation::parse_position(Preset::Bughouse,
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1 | rnbqkbnr/ppppp1pp/8/8/8/8/PPPPPPPP/RNBQKBNR[p] b KQkq - 0 1",
        )
        .expect("position");
    let (seat, mv) = notation::parse_move(&with_hand, "b. P@f7").expect("drop");
    assert_eq!(seat, 3);
    assert!(matches!(
        mv,
        Move::Drop {
            kind: PieceKind::Pawn,
            ..
        }
    ));
    assert_eq!(notation::write_move(&with_hand, 3, &mv), "b. P@f7");
}

#[test]
fn moves_are_written_as_bpgn_with_the_bughouse_mate_sign() {
    let g = notation::parse_position(
        Preset::Bughouse,
        "6k1/8/8/8/8/7p/8/7K[q] b - - 0 1 | 6k1/8/8/8/8/8/PP4r1/K7[] b - - 0 1",
    )
    .expect("position");
    let (seat, mv) = notation::parse_move(&g, "a. Q@g2").expect("drop");
    assert_eq!(seat, 1);
    assert_eq!(notation::write_move(&g, seat, &mv), "a. Q@g2#");
    assert_eq!(notation::write_move_fr(&g, seat, &mv), "a. D@g2#");
    // The back-rank check leaves White no move, but a drop could block it: `+` only.
    let (seat, mv) = notation::parse_move(&g, "b. Rg1").expect("move");
    assert_eq!(seat, 3);
    assert_eq!(notation::write_move(&g, seat, &mv), "b. Rg1+");
    assert_eq!(notation::write_move_fr(&g, seat, &mv), "b. Tg1+");
    // The seat passed in does not matter when the move is legal for one player only.
    assert_eq!(notation::write_move(&g, 0, &mv), "b. Rg1+");
}

#[test]
fn the_moves_listing_keeps_the_boards_apart() {
    let game = game_from_text(Preset::Bughouse, "start").expect("start");
    let list = moves_listing(&game);
    assert_eq!(list.len(), 40);
    assert!(list.contains(&"A. e4".to_string()) && list.contains(&"B. e4".to_string()));
    assert!(
        list.iter()
            .all(|m| m.starts_with("A. ") || m.starts_with("B. "))
    );
}

#[test]
fn pieces_lists_both_boards_and_hands() {
    let g = notation::from_pieces(
        Preset::Bughouse,
        &[
            (0, vec!["Kh1".into(), "g2".into(), "*N".into()]),
            (
                1,
                vec!["Kh8".into(), "Rg8".into(), "*P".into(), "*P".into()],
            ),
        ],
        1,
    )
    .expect("pieces");
    assert_eq!(
        notation::write_position(&g),
        "6rk/8/8/8/8/8/6P1/7K[Npp] b - - 0 1 | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1"
    );
    assert_eq!(g.hand(0), vec![PieceKind::Knight]);
    assert_eq!(g.to_move(), vec![1, 2]);
    let g = notation::from_pieces(
        Preset::Bughouse,
        &[
            (2, vec!["Ke1".into()]),
            (3, vec!["Ke8".into(), "*Q".into()]),
        ],
        3,
    )
    .expect("board B only");
    assert_eq!(g.to_move(), vec![0, 3]);
    assert_eq!(bughouse(&g).board(1).hand(1).len(), 1);
    for bad in [
        vec!["Xe1".to_string()],
        vec!["*K".to_string()],
        vec!["Ke1".into(), "Ke1".into()],
    ] {
        assert!(
            notation::from_pieces(
                Preset::Bughouse,
                &[(0, bad.clone()), (1, vec!["Ke8".into()])],
                0
            )
            .is_err(),
            "{bad:?}"
        );
    }
    // A board listed without both kings cannot be played.
    assert!(notation::from_pieces(Preset::Bughouse, &[(0, vec!["Ke1".into()])], 0).is_err());
}

#[test]
fn perft_command_takes_a_board_letter() {
    let perft = |game: &str, board| run_perft_command(game, "start", "", 2, board);
    assert_eq!(perft("bughouse", Some('A')), Ok(400));
    assert_eq!(perft("bughouse", Some('b')), Ok(400));
    assert_eq!(run_perft_command("bughouse", "start", "", 1, None), Ok(40));
    assert!(perft("bughouse", Some('C')).is_err());
    assert!(perft("chess", Some('A')).is_err());
}

mod never_panics {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(400))]

        #[test]
        fn on_any_position_text(text in "[ -~]{0,120}") {
            let _ = notation::parse_position(Preset::Bughouse, &text);
            let _ = parse_zh_fen(&text);
        }

        #[test]
        fn on_fen_like_text(text in "[1-8kqrbnpKQRBNP~/\\[\\]]{1,70}( [wb] (-|KQkq) - [0-9] [1-9])?") {
            let _ = parse_zh_fen(&text);
            let _ = notation::parse_position(Preset::Bughouse, &format!("{text} | {text}"));
        }

        #[test]
        fn on_any_move_or_game_text(text in "[0-9]{0,2}[AaBbC]?\\.? ?[ -~]{0,14}") {
            let game = Bughouse::new();
            if let Ok((seat, mv)) = parse_bughouse_move(&game, &text) {
                let mut copy = game.clone();
                let _ = copy.play(seat, &mv);
                let _ = arbitre::notation::bughouse::write_move(&game, seat, &mv, false);
            }
            if let Ok(bpgn) = parse_bpgn(&text) {
                let _ = replay_bpgn(&bpgn);
                let _ = write_bpgn(&bpgn);
            }
        }
    }
}
