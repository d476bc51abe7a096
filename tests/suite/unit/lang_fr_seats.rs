//! The tests of `arbitre::lang::fr::seats` (src/lang/fr/seats.rs), through its public API: moved out of the
//! library so that `cargo test` compiles it once (docs/MEASURES.md, « Mise en route »).
use arbitre::lang::fr::seats::*;

#[test]
fn de_is_elided_before_a_vowel() {
    assert_eq!(seat_genitive("west"), "d'Ouest");
    assert_eq!(seat_genitive("east"), "d'Est");
    assert_eq!(seat_genitive("north"), "de Nord");
    assert_eq!(seat_genitive("white"), "des Blancs");
    assert_eq!(seat_dative("east"), "à Est");
}
