//! The tests of `arbitre::diagram::layout` (src/diagram/layout.rs), through its public API: moved out of the
//! library so that `cargo test` compiles it once (docs/MEASURES.md, « Mise en route »).
use arbitre::diagram::layout::*;
use arbitre::rules::{Direction, Geometry};

#[test]
fn white_at_the_bottom_puts_a1_bottom_left() {
    let g = Geometry::chess();
    let l = Layout::new(&g, Direction::South, &[]);
    assert_eq!(l.cell(0, 0), (0, 7));
    assert_eq!(l.cell(7, 7), (7, 0));
}

#[test]
fn black_at_the_bottom_puts_h8_bottom_left() {
    let g = Geometry::chess();
    let l = Layout::new(&g, Direction::North, &[]);
    assert_eq!(l.cell(7, 7), (0, 7));
    assert_eq!(l.cell(0, 0), (7, 0));
}

#[test]
fn west_at_the_bottom_turns_the_board_a_quarter() {
    // Blue sits at the a-file edge; from there, Red's rank 1 is on the right.
    let g = Geometry::cross();
    let l = Layout::new(&g, Direction::West, &[]);
    assert_eq!(l.side_of(Direction::West), Side::Bottom);
    assert_eq!(l.side_of(Direction::South), Side::Right);
    // a7 (Blue's king) is on the bottom row.
    assert_eq!(l.cell(0, 6).1, 13);
    // a14 (top of file a) is at the bottom-left.
    assert_eq!(l.cell(0, 13), (0, 13));
    assert_eq!(l.angle(Direction::East), 0);
    assert_eq!(l.angle(Direction::North), 270);
}
