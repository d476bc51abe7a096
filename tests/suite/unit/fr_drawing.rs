//! The tests of `arbitre::fr::drawing` (src/fr/drawing.rs), through its public API: moved out of the
//! library so that `cargo test` compiles it once (docs/MEASURES.md, « Mise en route »).
use arbitre::diagram::PngFault;
use arbitre::fr::drawing::*;

#[test]
fn a_refused_resolution_names_the_range_and_the_value() {
    let text = png_fault(&PngFault::Resolution { dpi: 0, max: 2400 });
    assert_eq!(
        text,
        "la résolution doit être comprise entre 1 et 2400 dpi, pas 0"
    );
}
