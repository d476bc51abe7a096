//! FEN, SAN, UCI, long algebraic, French display, `pieces:` and the command helpers.

use arbitre::commands::{run_moves_command, run_perft_command};
use arbitre::notation;
use arbitre::notation::chess::{SanTarget, parse_fen, parse_san, to_san, to_san_fr, write_fen};
use arbitre::rules::chess::Kind;
use arbitre::rules::chess::movegen::legal_moves;
use arbitre::rules::{AnyGame, Game, Move, Preset};

const START_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

#[test]
fn the_preset_is_registered() {
    assert!(Preset::ids().contains(&"chess"));
    let g = notation::parse_position(Preset::Chess, "start").unwrap();
    assert_eq!(notation::write_position(&g), START_FEN);
    assert_eq!(g.seat_id(0), "white");
    assert_eq!(g.seat_id(1), "black");
    assert_eq!(g.preset(), Preset::Chess);
    assert_eq!(g.legal_moves().len(), 20);
}

#[test]
fn fen_round_trips_and_reads_four_fields() {
    for fen in [
        START_FEN,
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        "8/8/1k6/2b5/2pP4/8/5K2/8 b - d3 0 1",
    ] {
        assert_eq!(write_fen(&parse_fen(fen).unwrap()), fen);
    }
    let short = parse_fen("4k3/8/8/8/8/8/8/4K3 b - -").unwrap();
    assert_eq!(write_fen(&short), "4k3/8/8/8/8/8/8/4K3 b - - 0 1");
}

#[test]
fn fen_errors_are_one_french_sentence() {
    let cases = [
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1", "rangées"),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1",
            "trait",
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0",
            "6 champs",
        ),
        (
            "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "chiffre",
        ),
        (
            "rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "plus de 8",
        ),
        (
            "rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "7 cases",
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKXNR w KQkq - 0 1",
            "caractère",
        ),
        ("4k3/8/8/8/8/8/8/4K2K w - - 0 1", "2 rois blancs"),
        ("4k3/8/8/8/8/8/8/8 w - - 0 1", "manque le roi blanc"),
        ("4K3/8/8/8/8/8/8/8 w - - 0 1", "manque le roi noir"),
        ("4k2P/8/8/8/8/8/8/4K3 w - - 0 1", "pion en h8"),
        ("4k3/8/8/8/8/8/8/p3K3 w - - 0 1", "pion en a1"),
        ("4k3/8/8/8/8/8/8/4R1K1 w - - 0 1", "n'est pas à lui"),
        ("4k3/8/8/8/4r3/8/8/4K3 b - - 0 1", "roi blanc est en échec"),
        ("4k3/8/8/8/8/8/8/4K3 w X - 0 1", "roque"),
        ("4k3/8/8/8/8/8/8/4K3 w KK - 0 1", "répétée"),
        ("4k3/8/8/8/8/8/8/4K3 w K - 0 1", "droit de roque"),
        ("4k3/8/8/8/8/8/8/4K3 w - e3 0 1", "en passant"),
        ("4k3/8/8/8/4P3/8/8/4K3 b - e4 0 1", "en passant"),
        ("4k3/8/8/8/4P3/8/8/4K3 b - e9 0 1", "en passant"),
        ("4k3/8/8/8/8/8/8/4K3 w - - x 1", "demi-coups"),
        ("4k3/8/8/8/8/8/8/4K3 w - - 0 0", "numéro de coup"),
    ];
    for (fen, needle) in cases {
        let e = parse_fen(fen).expect_err(fen).fault;
        let e = arbitre::fr::notation::message(&e);
        assert!(e.contains(needle), "{fen}: {e}");
        assert!(!e.contains('\n') && e.ends_with('.'), "{e}");
    }
    // The en passant square right after a double step is accepted.
    assert!(parse_fen("4k3/8/8/8/4P3/8/8/4K3 b - e3 0 1").is_ok());
}

fn game(fen: &str) -> AnyGame {
    notation::parse_position(Preset::Chess, fen).unwrap()
}

fn parsed(g: &AnyGame, text: &str) -> Move {
    notation::parse_move(g, text)
        .unwrap_or_else(|e| panic!("{text}: {e:?}"))
        .1
}

#[test]
fn every_move_form_names_the_same_move() {
    let g = game("start");
    let nf3 = parsed(&g, "Nf3");
    for form in ["g1f3", "Ng1-f3", "g1-f3", "Nf3+", "Ngf3", "Nf3!?"] {
        assert_eq!(parsed(&g, form), nf3, "{form}");
    }
    let g = game("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    let oo = parsed(&g, "O-O");
    assert!(matches!(oo, Move::Castle { .. }));
    for form in ["0-0", "e1g1", "Ke1-g1"] {
        assert_eq!(parsed(&g, form), oo, "{form}");
    }
    let g = game("3r4/4P3/8/8/8/8/k7/4K3 w - - 0 1");
    assert_eq!(parsed(&g, "e8=Q"), parsed(&g, "e7e8q"));
    assert_eq!(parsed(&g, "exd8=N"), parsed(&g, "e7xd8=N"));
    assert_eq!(parsed(&g, "exd8N"), parsed(&g, "e7d8n"));
    for bad in [
        "", "Zf3", "e9", "Nf3f", "O-O-O-O", "e7e8k", "Ke8=Q", "x", "exd8=K", "Ne1-e2",
    ] {
        assert!(notation::parse_move(&g, bad).is_err(), "{bad}");
    }
}

#[test]
fn san_disambiguates_exactly() {
    // Three queens reach b2: a1 needs its square, c1 its file, a3 its rank.
    let pos = parse_fen("4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1").unwrap();
    let mut moves = Vec::new();
    legal_moves(&pos, &mut moves);
    let mut to_b2: Vec<String> = moves
        .iter()
        .filter(|m| m.to == 9)
        .map(|&m| to_san(&pos, m))
        .collect();
    to_b2.sort();
    assert_eq!(to_b2, ["Q3b2", "Qa1b2", "Qcb2"]);
    for s in &to_b2 {
        assert!(matches!(parse_san(&pos, s), Ok(SanTarget::Legal(m)) if m.to == 9));
    }
    assert!(parse_san(&pos, "Qb2").is_err());
    // Knights on b1 and f3 both reach d2: the file decides; knights on the same file: the rank.
    let pos = parse_fen("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1").unwrap();
    let mut moves = Vec::new();
    legal_moves(&pos, &mut moves);
    let mut to_d2: Vec<String> = moves
        .iter()
        .filter(|m| m.to == 11 && m.piece == Kind::Knight)
        .map(|&m| to_san(&pos, m))
        .collect();
    to_d2.sort();
    assert_eq!(to_d2, ["Nbd2", "Nfd2"]);
    let pos = parse_fen("4k3/8/8/8/8/1N6/8/1N2K3 w - - 0 1").unwrap();
    let mut moves = Vec::new();
    legal_moves(&pos, &mut moves);
    let mut to_d2: Vec<String> = moves
        .iter()
        .filter(|m| m.to == 11 && m.piece == Kind::Knight)
        .map(|&m| to_san(&pos, m))
        .collect();
    to_d2.sort();
    assert_eq!(to_d2, ["N1d2", "N3d2"]);
}

#[test]
fn san_suffixes_and_french_letters() {
    let mut g = game("start");
    for m in "e4 e5 Qh5 Nc6 Bc4 Nf6".split_whitespace() {
        let (seat, mv) = notation::parse_move(&g, m).unwrap();
        g.play(seat, &mv).unwrap();
    }
    let mate = parsed(&g, "Qxf7");
    assert_eq!(notation::write_move(&g, 0, &mate), "Qxf7#");
    assert_eq!(notation::write_move_fr(&g, 0, &mate), "Dxf7#");
    let nf3 = parsed(&g, "Nf3");
    assert_eq!(notation::write_move_fr(&g, 0, &nf3), "Cf3");
    let pos = parse_fen("r3k3/1P6/8/8/8/8/8/R3K2R w KQq - 0 1").unwrap();
    let mut moves = Vec::new();
    legal_moves(&pos, &mut moves);
    let mut fr: Vec<String> = moves.iter().map(|&m| to_san_fr(&pos, m)).collect();
    fr.sort();
    for expected in [
        "O-O", "O-O-O", "b8=D+", "bxa8=C", "bxa8=T+", "Txa8+", "Rf1", "Rd2",
    ] {
        assert!(fr.contains(&expected.to_string()), "{expected} in {fr:?}");
    }
}

#[test]
fn pieces_setup_has_no_castling_and_no_en_passant() {
    let g = notation::from_pieces(
        Preset::Chess,
        &[
            (0, vec!["Ke1".into(), "Rh1".into(), "e2".into()]),
            (1, vec!["Ke8".into(), "Pd4".into()]),
        ],
        1,
    )
    .unwrap();
    assert_eq!(
        notation::write_position(&g),
        "4k3/8/8/8/3p4/8/4P3/4K2R b - - 0 1"
    );
    let bad = |pieces: &[(u8, Vec<String>)], turn| {
        let e = notation::from_pieces(Preset::Chess, pieces, turn)
            .map(|_| ())
            .expect_err("bad");
        arbitre::fr::notation::message(&e.fault)
    };
    assert!(bad(&[(0, vec!["Ke1".into()])], 0).contains("roi noir"));
    assert!(
        bad(
            &[
                (0, vec!["Ke1".into(), "Xe2".into()]),
                (1, vec!["Ke8".into()])
            ],
            0
        )
        .contains("illisible")
    );
    assert!(
        bad(
            &[
                (0, vec!["Ke1".into(), "e1".into()]),
                (1, vec!["Ke8".into()])
            ],
            0
        )
        .contains("même case")
    );
    assert!(
        bad(
            &[
                (0, vec!["Ke1".into(), "Qe7".into()]),
                (1, vec!["Ke8".into()])
            ],
            0
        )
        .contains("échec")
    );
    assert!(
        bad(
            &[
                (0, vec!["Ke1".into(), "a8".into()]),
                (1, vec!["Ke8".into()])
            ],
            0
        )
        .contains("pion")
    );
}

#[test]
fn the_command_helpers() {
    let moves = run_moves_command("chess", "start", "").unwrap();
    assert_eq!(moves.len(), 20);
    assert!(moves.contains(&"Nf3".to_string()) && moves.contains(&"e4".to_string()));
    let mut sorted = moves.clone();
    sorted.sort();
    assert_eq!(moves, sorted);
    let after = run_moves_command("chess", "start", "e4 e5 Nf3 Nc6 Bc4 Nf6").unwrap();
    assert!(after.contains(&"O-O".to_string()));
    assert_eq!(run_perft_command("chess", "start", "", 3, None), Ok(8902));
    assert_eq!(
        run_perft_command("chess", START_FEN, "e2e4", 1, None),
        Ok(20)
    );
    assert_eq!(run_perft_command("chess", "start", "", 0, None), Ok(1));
    for (game, pos, moves, needle) in [
        ("go", "start", "", "jeu inconnu"),
        ("chess", "start x", "", "FEN invalide"),
        ("chess", "4k3/8/8/8/8/8/8/4K2K w - - 0 1", "", "rois"),
        ("chess", "start", "e4 e4", "coup 2"),
        ("chess", "start", "e4 Ke7 Bb5 Kd6", "illégal"),
        ("chess", "start", "e2e5", "ne peut pas aller"),
    ] {
        let e = run_moves_command(game, pos, moves).expect_err(needle);
        assert!(e.contains(needle), "{e}");
        assert!(!e.contains('\n'));
        assert!(run_perft_command(game, pos, moves, 1, None).is_err());
    }
}
