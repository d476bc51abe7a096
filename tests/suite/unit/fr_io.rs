//! The tests of `arbitre::fr::io` (src/fr/io.rs), through its public API: moved out of the
//! library so that `cargo test` compiles it once (docs/MEASURES.md, « Mise en route »).
use arbitre::fr::io::*;

#[test]
fn watch_faults_say_why_in_french() {
    let e = notify::Error::path_not_found();
    assert_eq!(
        watch_error(&e),
        "surveillance des fichiers impossible : dossier introuvable"
    );
    let e = notify::Error::io(std::io::Error::from(std::io::ErrorKind::PermissionDenied));
    assert!(!watch_error(&e).contains("denied"), "{}", watch_error(&e));
}

#[test]
fn never_the_system_text() {
    let e = std::io::Error::from_raw_os_error(2);
    assert_eq!(io_error(&e), "fichier ou dossier introuvable");
    let other = std::io::Error::from_raw_os_error(71); // EPROTO
    assert!(
        io_error(&other).starts_with("erreur du système n° "),
        "{}",
        io_error(&other)
    );
    let custom = std::io::Error::other("boom");
    assert_eq!(io_error(&custom), "erreur d'entrée-sortie");
}
