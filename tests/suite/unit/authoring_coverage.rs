//! The tests of `arbitre::authoring::coverage` (src/authoring/coverage.rs), through its public API: moved out of the
//! library so that `cargo test` compiles it once (docs/MEASURES.md, « Mise en route »).
use arbitre::authoring::coverage::*;
use arbitre::rules::Preset;

#[test]
fn every_preset_lists_its_claims_and_options() {
    for p in Preset::ALL {
        let items = possible(p);
        assert!(items.contains(&(Category::Claim, "next".into())), "{p:?}");
        assert!(items.iter().any(|(c, _)| *c == Category::Option), "{p:?}");
        assert!(items.iter().any(|(c, _)| *c == Category::Ending), "{p:?}");
    }
    let ffa = possible(Preset::Chess4Ffa);
    assert!(ffa.contains(&(Category::Claim, "scores".into())));
    assert!(!possible(Preset::Chess).contains(&(Category::Claim, "scores".into())));
    assert!(possible(Preset::Bughouse).contains(&(Category::Claim, "clocks".into())));
    let refused = (Category::Refusal, "victoire réclamée refusée".to_string());
    assert!(ffa.contains(&refused));
    assert!(!possible(Preset::Chess4Teams).contains(&refused));
    let no_act = (Category::Refusal, "acte inconnu de ce jeu".to_string());
    assert!(possible(Preset::Shogi4).contains(&no_act));
}
