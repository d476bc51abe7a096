//! The tests of `arbitre::lang::en::browser` (src/lang/en/browser.rs), through its public API: moved out of the
//! library so that `cargo test` compiles it once (docs/MEASURES.md, « Mise en route »).
use arbitre::lang::en::browser::*;

#[test]
fn same_keys_as_the_french_table() {
    let en: Vec<&str> = UI.iter().map(|(k, _)| *k).collect();
    let fr: Vec<&str> = arbitre::lang::fr::browser::UI
        .iter()
        .map(|(k, _)| *k)
        .collect();
    assert_eq!(en, fr);
}
