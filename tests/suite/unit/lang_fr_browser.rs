//! The tests of `arbitre::lang::fr::browser` (src/lang/fr/browser.rs), through its public API: moved out of the
//! library so that `cargo test` compiles it once (docs/MEASURES.md, « Mise en route »).
use arbitre::lang::fr::browser::*;

#[test]
fn keys_are_unique_and_the_script_holds_them() {
    let mut keys: Vec<&str> = UI.iter().map(|(k, _)| *k).collect();
    keys.sort();
    let n = keys.len();
    keys.dedup();
    assert_eq!(keys.len(), n);
    let script = script(arbitre::site::typography::french);
    assert!(script.contains("\"faq.tout-ouvrir\":\"Tout ouvrir\""));
    assert!(script.contains("{case}\u{a0}: {cases}"), "{script}");
}
