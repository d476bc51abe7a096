//! The tests of `arbitre::lang::fr::coverage` (src/lang/fr/coverage.rs), through its public API: moved out of the
//! library so that `cargo test` compiles it once (docs/MEASURES.md, « Mise en route »).
use arbitre::lang::Removal;
use arbitre::lang::fr::coverage::*;

#[test]
fn a_removal_says_why() {
    assert_eq!(
        removed(Removal::NoClock),
        "(retiré : ce jeu ne tient pas de pendule)"
    );
}
