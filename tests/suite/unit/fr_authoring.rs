//! The tests of `arbitre::fr::authoring` (src/fr/authoring.rs), through its public API: moved out of the
//! library so that `cargo test` compiles it once (docs/MEASURES.md, « Mise en route »).
use arbitre::authoring::bless::BlessProblem;
use arbitre::book::mdbook::MdbookFault;
use arbitre::fr::authoring::*;

#[test]
fn notes_and_faults_say_their_data() {
    let p = BlessProblem::Unwritable {
        file: "content/a.md".into(),
        error: std::io::Error::from(std::io::ErrorKind::PermissionDenied),
    };
    assert_eq!(
        bless_problem(&p),
        "content/a.md : écriture impossible (permission refusée)"
    );
    let f = MdbookFault::NotJson {
        line: 1,
        column: 3,
        end: false,
    };
    assert!(mdbook_fault(&f).ends_with("(ligne 1, colonne 3)"));
}
