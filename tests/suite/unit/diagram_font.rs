//! The tests of `arbitre::diagram::font` (src/diagram/font.rs), through its public API: moved out of the
//! library so that `cargo test` compiles it once (docs/MEASURES.md, « Mise en route »).
use arbitre::diagram::font::*;

#[test]
fn every_coordinate_character_has_a_glyph() {
    for c in "0123456789abcdefghijklmnorsABGKNPQRS+ ".chars() {
        assert!(glyph(c).is_some(), "{c}");
    }
}

#[test]
fn shifting_moves_only_x_coordinates() {
    assert_eq!(shift_path("M1 2.4L3.6 0V10", 10.0), "M11 2.4L13.6 0V10");
    assert_eq!(
        shift_path("M0 3A3 3 0 0 1 6 3H2", 1.0),
        "M1 3A3 3 0 0 1 7 3H3"
    );
}
