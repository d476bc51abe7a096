//! Random four-player games: the engine never panics, `play` accepts exactly the moves
//! `legal_moves` lists, and every position survives a trip through the position string.

use arbitre::notation;
use arbitre::rules::Preset;
use arbitre::rules::shogi4::Shogi4;
use arbitre::rules::{Game, Move, PieceKind, Square};

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
    let mut game =
        notation::parse_position(Preset::from_id(preset).expect("preset"), "start").expect("start");
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
        let text = notation::write_position(&game);
        let back = notation::parse_position(Preset::from_id(preset).expect("preset"), &text)
            .expect("round trip");
        assert_eq!(notation::write_position(&back), text);
        let shogi = game.shogi4().expect("shogi4");
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

/// The position turned a quarter clockwise: every seat becomes the next one.
fn turned(setup: &arbitre::rules::shogi4::Setup) -> arbitre::rules::shogi4::Setup {
    use arbitre::rules::Direction;
    use arbitre::rules::shogi4::geo;
    let g = geo();
    let next = |s: u8| (s + 1) % 4;
    let pieces = setup
        .pieces
        .iter()
        .map(|&(sq, p)| {
            let (f, r) = g.coords(sq);
            let mut q = p;
            q.owner = next(p.owner);
            q.facing = match p.facing {
                Direction::North => Direction::East,
                Direction::East => Direction::South,
                Direction::South => Direction::West,
                Direction::West => Direction::North,
            };
            (g.square(r, 8 - f).expect("square"), q)
        })
        .collect();
    let mut hands: [Vec<PieceKind>; 4] = Default::default();
    for s in 0..4u8 {
        hands[next(s) as usize] = setup.hands[s as usize].clone();
    }
    arbitre::rules::shogi4::Setup {
        pieces,
        hands,
        to_move: next(setup.to_move),
        mates: setup
            .mates
            .iter()
            .map(|&(v, m)| (next(v), m.map(next)))
            .collect(),
        moves_played: setup.moves_played,
    }
}

#[test]
fn turning_the_board_a_quarter_changes_no_count() {
    use arbitre::rules::shogi4::{Shogi4Options, perft};
    for first in ["south", "west", "north", "east"] {
        let mut g = Shogi4::new(Preset::Shogi4).expect("start");
        arbitre::rules::Game::set_option(&mut g, "first", first).expect("first");
        let counts: Vec<u64> = (1..=4).map(|d| perft(&g, d)).collect();
        assert_eq!(counts[0], 9, "{first}");
        let south = Shogi4::new(Preset::Shogi4).expect("start");
        let want: Vec<u64> = (1..=4).map(|d| perft(&south, d)).collect();
        assert_eq!(counts, want, "{first}");
    }
    // Positions from random games, turned four times.
    let mut rng = Lcg(99);
    let mut game = notation::parse_position(Preset::Shogi4, "start").expect("start");
    let mut compared = 0;
    for ply in 0..240 {
        if game.outcome().is_some() {
            break;
        }
        if ply % 12 == 0 {
            let shogi = game.shogi4().expect("shogi4");
            let mut setup = shogi.setup();
            let base = Shogi4::from_setup(Preset::Shogi4, Shogi4Options::SHOGI4, &setup)
                .expect("same position");
            let want = perft(&base, 2);
            for _ in 0..4 {
                setup = turned(&setup);
                let t = Shogi4::from_setup(Preset::Shogi4, Shogi4Options::SHOGI4, &setup)
                    .expect("turned position");
                assert_eq!(perft(&t, 2), want, "ply {ply}");
                compared += 1;
            }
        }
        let legal = game.legal_moves();
        let seat = game.to_move()[0];
        let mv = legal[rng.next(legal.len())].clone();
        game.play(seat, &mv).expect("legal");
    }
    assert!(compared >= 8);
}
