//! The tests of `arbitre::fr::cli` (src/fr/cli.rs), through its public API: moved out of the
//! library so that `cargo test` compiles it once (docs/MEASURES.md, « Mise en route »).
use arbitre::fr::cli::*;

#[test]
fn a_refusal_is_one_line_with_its_suggestion_and_help() {
    let f = CliFault::UnknownOption {
        arg: "--gmae".into(),
    };
    assert_eq!(
        usage_error(&f, &["--game".into()], "arbitre moves --help"),
        "option inconnue « --gmae » ; vouliez-vous dire « --game » ? (voir arbitre moves --help)"
    );
    let f = CliFault::Refused {
        arg: "--dpi <DPI>".into(),
        value: "0".into(),
        why: Some(NumberFault::OutOfRange { min: 1, max: 2400 }),
    };
    assert_eq!(
        usage_error(&f, &[], "arbitre diagram --help"),
        "valeur invalide « 0 » pour --dpi <DPI> : nombre de 1 à 2400 attendu (voir arbitre diagram --help)"
    );
    let one = CliFault::MissingArguments {
        args: vec!["--game <JEU>".into()],
    };
    assert!(usage_error(&one, &[], "h").starts_with("argument obligatoire manquant : --game"));
}
