//! The shogi4 position string, USI moves and `pieces:` tokens.

use arbitre::notation;
use arbitre::rules::{AnyGame, Preset};
use arbitre::rules::{Direction, Game, Move, PieceKind, Seat};

const START: &str = "2,Ss,Gs,Ks,Gs,Ss,2/3,Ps,Rs,Ps,3/Se,3,Ps,3,Sw/Ge,Pe,5,Pw,Gw/\
Ke,Re,Pe,3,Pw,Rw,Kw/Ge,Pe,5,Pw,Gw/Se,3,Pn,3,Sw/3,Pn,Rn,Pn,3/2,Sn,Gn,Kn,Gn,Sn,2 S -/-/-/- - 1";

fn play(game: &mut AnyGame, usi: &str) {
    let (seat, mv) = notation::parse_move(game, usi).expect("readable");
    game.play(seat, &mv)
        .unwrap_or_else(|e| panic!("{usi}: {e:?}"));
}

fn round_trip(game: &AnyGame) {
    let text = notation::write_position(game);
    let back =
        notation::parse_position(game.preset(), &text).unwrap_or_else(|e| panic!("{text}: {e:?}"));
    assert_eq!(notation::write_position(&back), text);
    let mut a = game.pieces();
    let mut b = back.pieces();
    a.sort_by_key(|(s, _)| *s);
    b.sort_by_key(|(s, _)| *s);
    assert_eq!(a, b);
    for seat in 0..4 {
        assert_eq!(game.hand(seat), back.hand(seat));
    }
    assert_eq!(game.to_move(), back.to_move());
    assert_eq!(game.eliminated(), back.eliminated());
    assert_eq!(game.legal_moves().len(), back.legal_moves().len());
}

#[test]
fn start_string_matches_the_reference_layout() {
    let game = notation::parse_position(Preset::Shogi4, "start").expect("start");
    assert_eq!(notation::write_position(&game), START);
    let parsed = notation::parse_position(Preset::Shogi4, START).expect("parse");
    assert_eq!(parsed.legal_moves(), game.legal_moves());
    // The kings of the reference table, with their facings.
    let g = game.geometry();
    let king = |name: &str| {
        game.pieces()
            .into_iter()
            .find(|(s, _)| g.name(*s) == name)
            .map(|(_, p)| (p.kind, p.owner, p.facing))
    };
    assert_eq!(king("5i"), Some((PieceKind::King, 0, Direction::North)));
    assert_eq!(king("9e"), Some((PieceKind::King, 1, Direction::East)));
    assert_eq!(king("5a"), Some((PieceKind::King, 2, Direction::South)));
    assert_eq!(king("1e"), Some((PieceKind::King, 3, Direction::West)));
    assert_eq!(king("8e"), Some((PieceKind::Rook, 1, Direction::East)));
    assert_eq!(king("3a"), Some((PieceKind::Silver, 2, Direction::South)));
}

#[test]
fn usi_moves_read_and_write() {
    let game = notation::parse_position(Preset::Shogi4, "start").expect("start");
    let (seat, mv) = notation::parse_move(&game, "5g5f").expect("move");
    assert_eq!(seat, 0);
    assert_eq!(notation::write_move(&game, seat, &mv), "5g5f");
    let (_, drop) = notation::parse_move(&game, "P*5e").expect("drop");
    assert!(matches!(
        drop,
        Move::Drop {
            kind: PieceKind::Pawn,
            ..
        }
    ));
    assert_eq!(notation::write_move(&game, 0, &drop), "P*5e");
    let (_, promo) = notation::parse_move(&game, "5h5b+").expect("promotion");
    assert!(matches!(
        promo,
        Move::Step {
            promotion: Some(PieceKind::Rook),
            ..
        }
    ));
    assert_eq!(notation::write_move(&game, 0, &promo), "5h5b+");
    for bad in ["", "5g", "5g5j", "0a1a", "X*5e", "P*5", "5g5f++", "é5g5f"] {
        assert!(notation::parse_move(&game, bad).is_err(), "{bad}");
    }
}

#[test]
fn mid_game_round_trip_with_inherited_pieces_turned_king_and_hands() {
    let pieces: Vec<(Seat, Vec<String>)> = vec![
        (0, vec!["K5i".into(), "G8c".into(), "S7c".into()]),
        (
            1,
            vec!["K9a".into(), "S4e".into(), "+6b".into(), "*P".into()],
        ),
        (2, vec!["K3a".into(), "*R".into(), "*P".into(), "*P".into()]),
        (3, vec!["K1i".into(), "+R2e".into()]),
    ];
    let mut game = notation::from_pieces(Preset::Shogi4, &pieces, 0).expect("pieces");
    round_trip(&game);
    play(&mut game, "8c8b"); // mates West
    assert_eq!(game.eliminated(), [1]);
    let text = notation::write_position(&game);
    assert!(text.contains("Ke!"), "{text}");
    assert!(text.contains("Se0"), "{text}");
    assert!(text.ends_with(" N P/-/R2P/- W>S 2"), "{text}");
    round_trip(&game);
    let mut game = notation::from_pieces(Preset::Shogi4, &pieces, 0).expect("pieces");
    game.set_option("mated-pieces", "ownerless")
        .expect("option");
    play(&mut game, "8c8b");
    let text = notation::write_position(&game);
    assert!(text.contains("Se~") && text.contains("+Pe~"), "{text}");
    let back = notation::parse_position(Preset::Shogi4, &text).expect("parse ownerless");
    assert_eq!(notation::write_position(&back), text);
}

#[test]
fn pieces_tokens_with_facing_and_turned_king() {
    let pieces: Vec<(Seat, Vec<String>)> = vec![
        (
            0,
            vec![
                "K5i".into(),
                "G4a>s".into(),
                "+S3c".into(),
                "5g".into(),
                "P4g".into(),
            ],
        ),
        (1, vec!["K9e!".into(), "R8e".into()]),
        (2, vec!["K5a".into()]),
    ];
    let game = notation::from_pieces(Preset::Shogi4, &pieces, 0).expect("pieces");
    let game = game.shogi4().expect("shogi4");
    let g = game.geometry();
    let at = |n: &str| {
        game.piece_at(g.parse_square(n).expect("square"))
            .expect("piece")
    };
    assert_eq!(at("4a").facing, Direction::South);
    assert_eq!(at("4a").owner, 0);
    assert!(at("3c").promoted && at("3c").kind == PieceKind::Silver);
    assert_eq!(at("4g").kind, PieceKind::Pawn);
    assert!(at("9e").flipped);
    assert!(at("8e").dead, "a mated seat's pieces are ownerless");
    assert!(!game.is_present(3), "a seat without king is absent");
    assert_eq!(game.eliminated(), vec![1]);
    for bad in [
        vec![(0, vec!["K5i".to_string(), "Q5e".to_string()])],
        vec![(0, vec!["K5i".to_string(), "5e>x".to_string()])],
        vec![(0, vec!["K5i".to_string(), "+G5e".to_string()])],
        vec![(0, vec!["K5i".to_string(), "K5e".to_string()])],
        vec![(0, vec!["K5i".to_string(), "5i".to_string()])],
        vec![(0, vec!["K5i".to_string(), "*K".to_string()])],
        vec![(0, vec!["R5i".to_string()])],
    ] {
        assert!(
            notation::from_pieces(Preset::Shogi4, &bad, 0).is_err(),
            "{bad:?}"
        );
    }
}

#[test]
fn malformed_position_strings_are_errors() {
    for bad in [
        "",
        "start start",
        "9/9/9/9/9/9/9/9 S -/-/-/- - 1",
        "9/9/9/9/9/9/9/9/4,Kn,4 S -/-/-/- - x",
        "9/9/9/9/9/9/9/9/4,Kn,4 X -/-/-/- - 1",
        "9/9/9/9/9/9/9/9/4,Kn,4 S -/-/- - 1",
        "9/9/9/9/9/9/9/9/4,Kn,4 S -/-/-/- - 0",
        "9/9/9/9/9/9/9/9/4,Kn,5 S -/-/-/- - 1",
        "9/9/9/9/9/9/9/9/4,Kx,4 S -/-/-/- - 1",
        "9/9/9/9/9/9/9/9/4,Kn,4 S 2/-/-/- - 1",
        "9/9/9/9/9/9/9/9/4,Kn,4 S -/-/-/- S>W 1",
        "9/9/9/9/9/9/9/9/4,Kn,4 W -/-/-/- - 1",
        "9/9/9/9/9/9/9/9/4,Kn,4,Kn,3 S -/-/-/- - 1",
    ] {
        assert!(
            notation::parse_position(Preset::Shogi4, bad).is_err(),
            "{bad}"
        );
    }
    let lone =
        notation::parse_position(Preset::Shogi4, "4,Ks,4/9/9/9/9/9/9/9/4,Kn,4 S -/-/-/- - 7")
            .expect("two kings");
    assert_eq!(lone.seats(), [0, 2]);
    assert_eq!(
        notation::write_position(&lone),
        "4,Ks,4/9/9/9/9/9/9/9/4,Kn,4 S -/-/-/- - 7"
    );
}

mod no_panic {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(300))]

        #[test]
        fn any_position_string_is_read_or_refused(text in "[0-9KRGSPnesw+!~,/ SWNE>*-]{0,120}") {
            if let Ok(game) = notation::parse_position(Preset::Shogi4, &text) {
                let _ = game.legal_moves();
                let written = notation::write_position(&game);
                prop_assert!(notation::parse_position(Preset::Shogi4, &written).is_ok());
            }
        }

        #[test]
        fn any_move_text_is_read_or_refused(text in "[0-9a-kKRGSPQ*+ ]{0,8}") {
            let mut game = notation::parse_position(Preset::Shogi4, "start").expect("start");
            if let Ok((seat, mv)) = notation::parse_move(&game, &text) {
                let listed = game.legal_moves().contains(&mv);
                prop_assert_eq!(game.play(seat, &mv).is_ok(), listed);
            }
        }

        #[test]
        fn any_pieces_token_is_read_or_refused(tokens in proptest::collection::vec("[+*]?[KRGSPQ]?[0-9][a-j](>[nesw])?!?", 0..6)) {
            let mut list = vec!["K5i".to_string()];
            list.extend(tokens);
            let _ = notation::from_pieces(Preset::Shogi4, &[(0, list), (2, vec!["K5a".into()])], 0);
        }
    }
}
