//! FEN4 and PGN4 for four-player chess: reading, writing, round trips.

use arbitre::notation;
use arbitre::rules::chess4::{Chess4, Layout, Position, geometry};
use arbitre::rules::{AnyGame, Preset};
use arbitre::rules::{Game, Move, PieceKind, Seat};

const START_X: &str = "R-0,0,0,0-1,1,1,1-1,1,1,1-0,0,0,0-0-x,x,x,yR,yN,yB,yK,yQ,yB,yN,yR,x,x,x/x,x,x,yP,yP,yP,yP,yP,yP,yP,yP,x,x,x/x,x,x,8,x,x,x/bR,bP,10,gP,gR/bN,bP,10,gP,gN/bB,bP,10,gP,gB/bQ,bP,10,gP,gK/bK,bP,10,gP,gQ/bB,bP,10,gP,gB/bN,bP,10,gP,gN/bR,bP,10,gP,gR/x,x,x,8,x,x,x/x,x,x,rP,rP,rP,rP,rP,rP,rP,rP,x,x,x/x,x,x,rR,rN,rB,rQ,rK,rB,rN,rR,x,x,x";
const OLD_DIGITS: &str = "R-0,0,0,0-1,1,1,1-1,1,1,1-0,0,0,0-0-3,yR,yN,yB,yK,yQ,yB,yN,yR,3/3,yP,yP,yP,yP,yP,yP,yP,yP,3/14/bR,bP,10,gP,gR/bN,bP,10,gP,gN/bB,bP,10,gP,gB/bK,bP,10,gP,gQ/bQ,bP,10,gP,gK/bB,bP,10,gP,gB/bN,bP,10,gP,gN/bR,bP,10,gP,gR/14/3,rP,rP,rP,rP,rP,rP,rP,rP,3/3,rR,rN,rB,rQ,rK,rB,rN,rR,3";

fn chess4(g: &AnyGame) -> &Chess4 {
    g.chess4().expect("Chess4")
}

#[test]
fn start_positions_read_and_write() {
    let g = notation::parse_position(Preset::Chess4Teams, "start").expect("start");
    assert_eq!(notation::write_position(&g), START_X);
    let read = notation::parse_position(Preset::Chess4Teams, START_X).expect("x style");
    assert_eq!(chess4(&read).position(), chess4(&g).position());

    let old = notation::parse_position(Preset::Chess4Teams, OLD_DIGITS).expect("digit style");
    let mut expected = Position::start(Layout::OldStandard, 0);
    expected.refresh_kings();
    assert_eq!(chess4(&old).position(), &expected);
    // Written back in x style, it reads back to the same position.
    let again = notation::parse_position(Preset::Chess4Teams, &notation::write_position(&old))
        .expect("rewritten");
    assert_eq!(chess4(&again).position(), &expected);
}

#[test]
fn fen4_errors_are_values() {
    for bad in [
        "",
        "R-0,0,0,0",
        "Q-0,0,0,0-1,1,1,1-1,1,1,1-0,0,0,0-0-14/14",
        "R-0,0,0,0-1,1,1,1-1,1,1,1-0,0,0,0-0-x,x,x,yR",
        "R-0,0,0,0-1,1,1,1-1,1,1,1-0,0,0,0-0-x,x,x,zQ,7,x,x,x/14/14/14/14/14/14/14/14/14/14/14/14/14",
        "R-0,0,0,0-1,1,1,1-1,1,1,1-0,0,0,0-0-rK,13/14/14/14/14/14/14/14/14/14/14/14/14/14",
    ] {
        assert!(
            notation::parse_position(Preset::Chess4Teams, bad).is_err(),
            "{bad}"
        );
    }
}

#[test]
fn en_passant_extra_round_trips() {
    let mut g = notation::parse_position(Preset::Chess4Teams, "start").expect("start");
    for m in ["h2-h3", "b4-d4"] {
        let (s, mv) = notation::parse_move(&g, m).expect("move");
        g.play(s, &mv).expect("legal");
    }
    let fen = notation::write_position(&g);
    assert!(fen.contains("{'enPassant':('','c4:d4','','')}"), "{fen}");
    let back = notation::parse_position(Preset::Chess4Teams, &fen).expect("read back");
    assert_eq!(notation::write_position(&back), fen);
}

/// A small deterministic generator for random playouts.
struct Lcg(u64);
impl Lcg {
    fn next(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) as usize) % n.max(1)
    }
}

#[test]
fn fen4_round_trip_over_random_playouts() {
    for preset in ["chess4-teams", "chess4-ffa", "chess4-qdan-solo"] {
        for seed in 0..12u64 {
            let mut rng = Lcg(seed * 7919 + 1);
            let mut g = notation::parse_position(Preset::from_id(preset).expect("preset"), "start")
                .expect("start");
            for _ in 0..120 {
                let fen = notation::write_position(&g);
                let back = notation::parse_position(Preset::from_id(preset).expect("preset"), &fen)
                    .expect("read back");
                assert_eq!(notation::write_position(&back), fen, "{preset} {seed}");
                assert_eq!(
                    chess4(&back).position(),
                    chess4(&g).position(),
                    "{preset} {seed}: {fen}"
                );
                let mut a: Vec<Move> = g.legal_moves();
                let mut b: Vec<Move> = back.legal_moves();
                a.sort_by_key(|m| format!("{m:?}"));
                b.sort_by_key(|m| format!("{m:?}"));
                assert_eq!(a, b, "{preset} {seed}: {fen}");
                let Some(&seat) = g.to_move().first() else {
                    break;
                };
                if a.is_empty() {
                    break;
                }
                let mv = a[rng.next(a.len())].clone();
                // The move written in PGN4 reads back as the same move.
                let text = notation::write_move(&g, seat, &mv);
                let (s2, mv2) = notation::parse_move(&g, &text).expect("own output");
                assert_eq!((s2, &mv2), (seat, &mv), "{text}");
                g.play(seat, &mv).expect("legal move plays");
            }
        }
    }
}

fn setup(preset: &str, pieces: &[(Seat, &[&str])], turn: Seat) -> AnyGame {
    let p: Vec<(Seat, Vec<String>)> = pieces
        .iter()
        .map(|(s, v)| (*s, v.iter().map(|x| x.to_string()).collect()))
        .collect();
    notation::from_pieces(Preset::from_id(preset).expect("preset"), &p, turn).expect("pieces")
}

fn sq(name: &str) -> arbitre::rules::Square {
    geometry().parse_square(name).expect("square")
}

#[test]
fn pgn4_moves_are_read() {
    let g = notation::parse_position(Preset::Chess4Teams, "start").expect("start");
    let step = |from: &str, to: &str, p: Option<PieceKind>| Move::Step {
        from: sq(from),
        to: sq(to),
        promotion: p,
    };
    assert_eq!(
        notation::parse_move(&g, "d2-d4").expect("d2-d4"),
        (0, step("d2", "d4", None))
    );
    assert_eq!(
        notation::parse_move(&g, "d2d4").expect("d2d4"),
        (0, step("d2", "d4", None))
    );
    assert_eq!(
        notation::parse_move(&g, "Nj1-i3").expect("Nj1-i3"),
        (0, step("j1", "i3", None))
    );
    assert!(
        notation::parse_move(&g, "Bj1-i3").is_err(),
        "wrong piece letter"
    );
    assert!(notation::parse_move(&g, "d2-d99").is_err());
    assert!(notation::parse_move(&g, "hello").is_err());

    // Bh2xNl6 with the captured letter checked when given, optional otherwise.
    let g = setup(
        "chess4-teams",
        &[
            (0, &["Kh1", "Bh2", "h10"]),
            (1, &["Ka7"]),
            (2, &["Kg14"]),
            (3, &["Kn8", "Nl6"]),
        ],
        0,
    );
    let capture = (0, step("h2", "l6", None));
    assert_eq!(
        notation::parse_move(&g, "Bh2xNl6").expect("with letter"),
        capture
    );
    assert_eq!(
        notation::parse_move(&g, "Bh2xl6").expect("without"),
        capture
    );
    assert!(
        notation::parse_move(&g, "Bh2xQl6").is_err(),
        "wrong captured letter"
    );
    assert_eq!(
        notation::write_move(&g, 0, &capture.1),
        "Bh2xNl6+",
        "l6-m7-n8 checks Green"
    );
    let promo = (0, step("h10", "h11", Some(PieceKind::Queen)));
    assert_eq!(notation::parse_move(&g, "h10-h11=Q").expect("=Q"), promo);
    assert_eq!(notation::parse_move(&g, "h10h11q").expect("uci"), promo);
    assert_eq!(notation::write_move(&g, 0, &promo.1), "h10-h11=Q");
    assert_eq!(notation::write_move_fr(&g, 0, &promo.1), "h10-h11=D");
    assert_eq!(notation::write_move_fr(&g, 0, &capture.1), "Fh2xCl6+");

    // Castling and a king capture.
    let g = notation::parse_position(Preset::Chess4Teams, START_X).expect("start");
    let (_, oo) = notation::parse_move(&g, "O-O").expect("O-O");
    assert!(matches!(oo, Move::Castle { king_to, .. } if king_to == sq("j1")));
    let (_, ooo) = notation::parse_move(&g, "O-O-O").expect("O-O-O");
    assert!(matches!(ooo, Move::Castle { king_to, .. } if king_to == sq("f1")));

    // Green's knight leaves the eighth rank: its partner Blue's king is attacked by
    // Red's rook, and Red moves before Blue.
    let mut g = setup(
        "chess4-teams",
        &[
            (0, &["Kh1", "Rh8", "d2"]),
            (1, &["Ka8"]),
            (2, &["Kg14"]),
            (3, &["Kn4", "Nd8"]),
        ],
        3,
    );
    let (s, mv) = notation::parse_move(&g, "Nd8-e10").expect("knight");
    g.play(s, &mv).expect("legal");
    let (s, mv) = notation::parse_move(&g, "Rh8xKa8").expect("king capture");
    assert_eq!(notation::write_move(&g, s, &mv), "Rh8xKa8");
    g.play(s, &mv).expect("legal");
    assert_eq!(
        g.outcome().map(|o| o.reason),
        Some(arbitre::rules::EndReason::KingCapture)
    );
}

#[test]
fn pgn4_suffixes_count_checks_and_mates() {
    // Knight e5-f7 checks two kings: `++`.
    let g = setup(
        "chess4-ffa",
        &[
            (0, &["Kh1", "Ne5", "d2"]),
            (1, &["Ke9"]),
            (2, &["Kk13"]),
            (3, &["Kg9"]),
        ],
        0,
    );
    let (s, mv) = notation::parse_move(&g, "Ne5-f7").expect("move");
    assert_eq!(notation::write_move(&g, s, &mv), "Ne5-f7++");
    // Mate in FFA (immediate): `#`.
    let g = setup(
        "chess4-ffa",
        &[
            (0, &["Kh1", "Rk5", "d2"]),
            (1, &["Ka7", "b5"]),
            (2, &["Kg14", "d13"]),
            (3, &["Kn8", "m7", "m8", "m9"]),
        ],
        0,
    );
    let (s, mv) = notation::parse_move(&g, "Rk5-n5").expect("move");
    assert_eq!(notation::write_move(&g, s, &mv), "Rk5-n5#");
}

#[test]
fn from_pieces_marks_absent_seats_and_rejects_nonsense() {
    let g = setup(
        "chess4-ffa",
        &[(0, &["Kh1", "d2"]), (2, &["Kg14", "Qh14"])],
        0,
    );
    assert_eq!(g.eliminated(), vec![1, 3]);
    assert!(notation::from_pieces(Preset::Chess4Teams, &[(0, vec!["Kz1".into()])], 0).is_err());
    assert!(
        notation::from_pieces(Preset::Chess4Teams, &[(0, vec!["Ka1".into()])], 0).is_err(),
        "a1 is a missing corner"
    );
    assert!(notation::from_pieces(Preset::Chess4Teams, &[(0, vec!["Kh1".into()])], 1).is_err());
    assert!(Preset::from_id("nope").is_none());
    // Dead pieces and the 1-point queen.
    let g = setup(
        "chess4-ffa",
        &[(0, &["Kh1", "Dd8", "~Qe8"]), (1, &["Ka7"])],
        0,
    );
    let fen = notation::write_position(&g);
    assert!(fen.contains("rD") && fen.contains("drQ"), "{fen}");
}

#[test]
fn pgn4_game_replays() {
    use arbitre::notation::chess4::replay_pgn4;
    let pgn = r#"[GameNr "1"]
[Variant "Teams"]
[RuleVariants "EnPassant"]
[StartFen4 "4PC"]
[Result "0-1"]

1. d2-d3 { date=x clock=1 } .. b4-d4 .. k13-k12 .. m11-k11 2. d3xc4 .. Ra4xc4 .. k12xl11 ( .. k12-k11 ) .. R
"#;
    let g = replay_pgn4(Preset::Chess4Teams, pgn).expect("replays");
    assert_eq!(g.position().get(sq("k11")), None, "e.p. three plies later");
    assert_eq!(
        g.outcome().map(|o| (o.result, o.reason)),
        Some((
            arbitre::rules::GameResult::Win(vec![0, 2]),
            arbitre::rules::EndReason::Resignation
        ))
    );
    let old = replay_pgn4(
        Preset::Chess4Teams,
        "[StartFen4 \"4PCo\"]\n1. h2-h3 .. Ka8-a7",
    )
    .err();
    assert!(
        old.is_some(),
        "a7 holds Blue's queen in Old Standard: Ka8 cannot go there"
    );
    let old = replay_pgn4(
        Preset::Chess4Teams,
        "[StartFen4 \"4PCo\"]\n1. h2-h3 .. b8-c8 .. g13-g12 .. m7-l7 2. Qg1-h2",
    );
    assert!(old.is_ok());
    assert!(replay_pgn4(Preset::Chess4Teams, "1. h2-h5").is_err());
}

#[test]
fn pgn4_zombie_king_moves_carry_a_suffix() {
    use arbitre::notation::chess4::replay_pgn4;
    let pgn = "[Variant \"FFA\"]\n1. h2-h3 .. b7-c7 .. g13-g12 .. m8-l8 2. h3-h4 .. R .. g12-g11 .. l8-k8 3. h4-h5 .. Ka7-b7R";
    let g = replay_pgn4(Preset::Chess4Ffa, pgn).expect("replays");
    assert_eq!(g.eliminated(), vec![1]);
    assert_eq!(
        g.position()
            .get(sq("b7"))
            .map(|p| (p.kind, p.owner, p.dead)),
        Some((PieceKind::King, 1, false))
    );
    assert_eq!(g.to_move(), vec![2]);
}

#[test]
fn zombie_king_round_trips_through_fen4() {
    use arbitre::rules::chess4::SeatStatus;
    let mut g = notation::parse_position(Preset::Chess4Ffa, "start").expect("start");
    let (s, mv) = notation::parse_move(&g, "h2-h3").expect("move");
    g.play(s, &mv).expect("legal");
    g.play(0, &Move::Resign(2)).expect("resign");
    let fen = notation::write_position(&g);
    assert!(fen.starts_with("B-0,0,1,0-"), "{fen}");
    assert!(fen.contains("yK") && fen.contains("dyQ"), "{fen}");
    let back = notation::parse_position(Preset::Chess4Ffa, &fen).expect("read back");
    assert_eq!(chess4(&back).status(2), SeatStatus::Zombie);
    assert_eq!(notation::write_position(&back), fen);
}

/// Chess.com writes a flag fall and the zombie king's move of that same turn as one
/// token (`74. Kj2-k2T`): the reader plays both in the seat's turn (issue 26).
#[test]
fn pgn4_a_flag_fall_and_its_zombie_move_share_one_ply() {
    use arbitre::notation::chess4::replay_pgn4;
    let pgn = "[Variant \"FFA\"]\n[StartFen4 \"R-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-x,x,x,yR,2,yK,4,x,x,x/x,x,x,8,x,x,x/x,x,x,8,x,x,x/13,gR/14/2,bQ,11/13,gK/bK,13/14/14/14/x,x,x,8,x,x,x/x,x,x,5,rP,2,x,x,x/x,x,x,4,rK,3,x,x,x\"]\n\n1. Kh1xi2T .. Ka7-a8 .. Kg14-f14 .. Kn8-n7 2. Ki2-h1T";
    let g = replay_pgn4(Preset::Chess4Ffa, pgn).expect("replays");
    assert_eq!(g.eliminated(), vec![0]);
    assert_eq!(
        g.position()
            .get(sq("h1"))
            .map(|p| (p.kind, p.owner, p.dead)),
        Some((PieceKind::King, 0, false))
    );
    assert_eq!(g.to_move(), vec![1]);
}
