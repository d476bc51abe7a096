//! The tests of `arbitre::book::typography` (src/book/typography.rs), through its public API: moved out of the
//! library so that `cargo test` compiles it once (docs/MEASURES.md, « Mise en route »).
use arbitre::book::typography::french;

#[test]
fn spaces_before_high_punctuation() {
    assert_eq!(french("Échec !"), "Échec\u{202F}!");
    assert_eq!(french("Échec!"), "Échec\u{202F}!");
    assert_eq!(
        french("Pourquoi ? Parce que ; voilà"),
        "Pourquoi\u{202F}? Parce que\u{202F}; voilà"
    );
    assert_eq!(french("Note : ceci"), "Note\u{00A0}: ceci");
    assert_eq!(french("Note: ceci"), "Note\u{00A0}: ceci");
    assert_eq!(french("Quoi ?!"), "Quoi\u{202F}?!");
}

#[test]
fn guillemets() {
    assert_eq!(french("« roque »"), "«\u{00A0}roque\u{00A0}»");
    assert_eq!(french("«roque»"), "«\u{00A0}roque\u{00A0}»");
    assert_eq!(french("“roque”"), "«\u{00A0}roque\u{00A0}»");
}

#[test]
fn leaves_times_urls_and_entities_alone() {
    assert_eq!(french("à 10:30 précises"), "à 10:30 précises");
    assert_eq!(
        french("voir https://example.org/a?b=1;c"),
        "voir https://example.org/a?b=1;c"
    );
    assert_eq!(french("Tom &amp; Jerry"), "Tom &amp; Jerry");
    assert_eq!(french("a&#160;b"), "a&#160;b");
    assert_eq!(french("x:y"), "x:y");
    assert_eq!(french("rien à faire"), "rien à faire");
}

#[test]
fn apostrophes() {
    assert_eq!(french("Livre d'essai"), "Livre d’essai");
    assert_eq!(french("Livre d&#x27;essai"), "Livre d’essai");
    assert_eq!(french("l&#39;échec"), "l’échec");
    assert_eq!(french("'cité'"), "'cité'");
}

#[test]
fn idempotent() {
    for s in ["Échec !", "« a »", "Note : b", "Quoi ?!"] {
        let once = french(s);
        assert_eq!(french(&once), once);
    }
}

fn normalise(s: &str) -> String {
    s.replace("&#39;", "'")
        .replace("&#x27;", "'")
        .chars()
        .filter(|c| !matches!(c, ' ' | '\u{a0}' | '\u{202f}'))
        .map(|c| match c {
            '“' => '«',
            '”' => '»',
            '’' => '\'',
            c => c,
        })
        .collect()
}

proptest::proptest! {
    /// Only spaces change and quotes turn typographic; a second pass changes nothing.
    #[test]
    fn only_spacing_changes(s in "[a-zé0-9 :;!?«»“”'&#x.;/]{0,40}") {
        let once = french(&s);
        proptest::prop_assert_eq!(normalise(&once), normalise(&s));
        proptest::prop_assert_eq!(french(&once), once.clone());
    }
}
