//! Random four-player games: the engine never panics, `play` accepts exactly the moves
//! `legal_moves` lists, and every position survives a trip through the position string.

use arbitre::notation::{self, GameNotation};
use arbitre::rules::shogi4::Shogi4;
use arbitre::rules::{Move, PieceKind, Square};

/// A small deterministic generator (no dependency needed).
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

fn nota() -> &'static dyn GameNotation {
    notation::for_preset("shogi4").expect("registered")
}

fn random_move(rng: &mut Lcg, squares: &[Square]) -> Move {
    let sq = |rng: &mut Lcg| squares[rng.next(squares.len())];
    if rng.next(4) == 0 {
        let kinds = [
            PieceKind::Rook,
            PieceKind::Gold,
            PieceKind::Silver,
            PieceKind::Pawn,
            PieceKind::King,
        ];
        Move::Drop {
            kind: kinds[rng.next(kinds.len())],
            to: sq(rng),
        }
    } else {
        let from = sq(rng);
        let to = sq(rng);
        let promotion = (rng.next(3) == 0).then_some(PieceKind::Silver);
        Move::Step {
            from,
            to,
            promotion,
        }
    }
}

fn playout(preset: &str, seed: u64, rules: &[(&str, &str)]) -> (usize, usize) {
    let mut rng = Lcg(seed);
    let mut game = nota().parse_position(preset, "start").expect("start");
    for (k, v) in rules {
        game.set_option(k, v).expect("option");
    }
    let squares = game.geometry().squares().to_vec();
    let mut plies = 0;
    let mut mates = 0;
    while game.outcome().is_none() && plies < 300 {
        let legal = game.legal_moves();
        let seat = game.to_move()[0];
        assert!(!legal.is_empty(), "a player to move always has a move");
        // Moves drawn at random are accepted exactly when listed.
        for _ in 0..20 {
            let mv = random_move(&mut rng, &squares);
            let mut probe = game.clone();
            let accepted = probe.play(seat, &mv).is_ok();
            assert_eq!(accepted, legal.contains(&mv), "{mv:?}");
        }
        let text = nota().write_position(game.as_ref());
        let back = nota().parse_position(preset, &text).expect("round trip");
        assert_eq!(nota().write_position(back.as_ref()), text);
        let shogi = game.as_any().downcast_ref::<Shogi4>().expect("shogi4");
        let pos = shogi.position();
        for mv in pos.pseudo_moves(seat, shogi.shogi4_options()) {
            assert!(pos.validate(seat, &mv, shogi.shogi4_options()).is_ok());
        }
        let mv = legal[rng.next(legal.len())].clone();
        let events = game.play(seat, &mv).expect("a listed move is legal");
        mates += events
            .iter()
            .filter(|e| matches!(e, arbitre::rules::Event::Checkmate { .. }))
            .count();
        plies += 1;
    }
    (plies, mates)
}

#[test]
fn random_games_are_consistent() {
    let mut total_mates = 0;
    for seed in 1..=6 {
        let (_, mates) = playout("shogi4", seed, &[]);
        total_mates += mates;
    }
    let (_, m) = playout("shogi4-teams", 7, &[]);
    total_mates += m;
    let (_, m) = playout(
        "shogi4",
        8,
        &[("mated-pieces", "ownerless"), ("end", "last-survivor")],
    );
    total_mates += m;
    // These seeds reach mates, so transfers and turned kings are exercised too.
    assert!(total_mates > 0);
}
