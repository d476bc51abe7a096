//! The three board geometries: 8x8 chess, the 160-square cross, 9x9 shogi.

use arbitre::rules::geometry::BoardKind;
use arbitre::rules::{Direction, Geometry};

#[test]
fn square_counts() {
    assert_eq!(Geometry::chess().squares().len(), 64);
    assert_eq!(Geometry::cross().squares().len(), 160);
    assert_eq!(Geometry::shogi().squares().len(), 81);
    assert_eq!(Geometry::cross().kind(), BoardKind::Cross);
}

#[test]
fn the_cross_misses_exactly_its_four_3x3_corners() {
    let g = Geometry::cross();
    let corner = |x: i32| !(3..11).contains(&x);
    let mut missing = Vec::new();
    for f in 0..14 {
        for r in 0..14 {
            let name = format!("{}{}", (b'a' + f as u8) as char, r + 1);
            let exists = g.square(f, r).is_some();
            assert_eq!(exists, g.parse_square(&name).is_some(), "{name}");
            if !exists {
                missing.push(name);
            }
            assert_eq!(exists, !(corner(f) && corner(r)), "({f},{r})");
        }
    }
    assert_eq!(missing.len(), 36);
    // Spot-check each corner and the squares just beside it.
    for name in ["a1", "c3", "l1", "n3", "a12", "c14", "l14", "n12"] {
        assert!(g.parse_square(name).is_none(), "{name} should be missing");
    }
    for name in ["d1", "a4", "k1", "n4", "a11", "d14", "k14", "n11"] {
        assert!(g.parse_square(name).is_some(), "{name} should exist");
    }
}

#[test]
fn names_round_trip_on_every_board() {
    for g in [Geometry::chess(), Geometry::cross(), Geometry::shogi()] {
        for &sq in g.squares() {
            assert_eq!(g.parse_square(&g.name(sq)), Some(sq));
        }
    }
    let s = Geometry::shogi();
    // USI: file 9 on the left, rank a at the top.
    assert_eq!(s.coords(s.parse_square("9a").unwrap()), (0, 8));
    assert_eq!(s.coords(s.parse_square("1i").unwrap()), (8, 0));
    assert!(s.parse_square("0a").is_none() && s.parse_square("1j").is_none());
    let c = Geometry::chess();
    assert!(c.parse_square("i1").is_none() && c.parse_square("a9").is_none());
}

#[test]
fn a_slider_stops_at_a_missing_square() {
    let g = Geometry::cross();
    let h2 = g.parse_square("h2").unwrap();
    let west: Vec<String> = g.ray(h2, (-1, 0)).map(|s| g.name(s)).collect();
    assert_eq!(west, ["g2", "f2", "e2", "d2"]); // c2 is in the missing corner
    let d4 = g.parse_square("d4").unwrap();
    assert_eq!(g.ray(d4, (-1, -1)).count(), 0); // c3 is missing
    let d5 = g.parse_square("d5").unwrap();
    assert_eq!(g.ray(d5, (-1, 0)).count(), 3); // c5, b5, a5
    // On the chess board a ray stops at the edge.
    let c = Geometry::chess();
    assert_eq!(c.ray(c.parse_square("a1").unwrap(), (1, 1)).count(), 7);
}

#[test]
fn a_knight_jumps_across_a_corner_onto_the_board() {
    let g = Geometry::cross();
    let c4 = g.parse_square("c4").unwrap();
    let to = |d| g.step(c4, d).map(|s| g.name(s));
    assert_eq!(to((1, -2)), Some("d2".to_string()));
    assert_eq!(to((2, -1)), Some("e3".to_string()));
    assert_eq!(to((-1, -2)), None); // b2: missing corner
    assert_eq!(to((-2, -1)), None); // a3: missing corner
    assert_eq!(to((-2, 1)), Some("a5".to_string()));
}

#[test]
fn step_directions_relative_to_each_facing() {
    let forward = (0, 1);
    let right = (1, 0);
    for facing in Direction::ALL {
        // Forward is the facing itself; backward its opposite.
        assert_eq!(facing.orient(forward), facing.vector());
        assert_eq!(facing.orient((0, -1)), facing.opposite().vector());
    }
    assert_eq!(Direction::North.orient(right), (1, 0));
    assert_eq!(Direction::East.orient(right), (0, -1));
    assert_eq!(Direction::South.orient(right), (-1, 0));
    assert_eq!(Direction::West.orient(right), (0, 1));
    // A pawn's capture diagonals (forward-left, forward-right) for each facing.
    assert_eq!(Direction::North.orient((-1, 1)), (-1, 1));
    assert_eq!(Direction::East.orient((-1, 1)), (1, 1));
    assert_eq!(Direction::South.orient((-1, 1)), (1, -1));
    assert_eq!(Direction::West.orient((-1, 1)), (-1, -1));
    // A shogi-style knight jump (two forward, one right) facing West lands left-down-ish.
    assert_eq!(Direction::West.orient((1, 2)), (-2, 1));
}
