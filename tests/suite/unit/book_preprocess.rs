//! The tests of `arbitre::book::preprocess` (src/book/preprocess.rs), through its public API: moved out of the
//! library so that `cargo test` compiles it once (docs/MEASURES.md, « Mise en route »).
use arbitre::book::options::{MdbookOptions, PreprocessorSpec};
use arbitre::book::preprocess::*;

fn spec(name: &str, before: &[&str], after: &[&str]) -> PreprocessorSpec {
    PreprocessorSpec {
        name: name.into(),
        command: format!("mdbook-{name}"),
        before: before.iter().map(|s| s.to_string()).collect(),
        after: after.iter().map(|s| s.to_string()).collect(),
        ..Default::default()
    }
}

fn names(o: &MdbookOptions) -> Vec<String> {
    order(o).unwrap().iter().map(|p| p.name.clone()).collect()
}

#[test]
fn mdbooks_order_ties_by_name_then_before_and_after() {
    let mut o = MdbookOptions {
        preprocessors: vec![spec("zeta", &[], &[]), spec("alpha", &[], &[])],
        ..Default::default()
    };
    assert_eq!(names(&o), ["alpha", "zeta"]);
    o.preprocessors = vec![spec("alpha", &[], &["zeta"]), spec("zeta", &[], &[])];
    assert_eq!(names(&o), ["zeta", "alpha"]);
    o.preprocessors = vec![spec("zeta", &["alpha"], &[]), spec("alpha", &[], &[])];
    assert_eq!(names(&o), ["zeta", "alpha"]);
    // an unknown name in before/after is left out, as mdBook warns and goes on
    o.preprocessors = vec![spec("a", &["nobody"], &["links"])];
    assert_eq!(names(&o), ["a"]);
    o.preprocessors = vec![spec("a", &["b"], &[]), spec("b", &["a"], &[])];
    assert_eq!(order(&o).unwrap_err(), "a");
}

#[test]
fn books_items_are_read_back_nested() {
    let book = serde_json::json!({"items": [
        chapter("Un", "texte 1", Some(&[1]), "un.md", &[]),
        "Separator",
        {"Chapter": {"name": "Deux", "content": "texte 2", "path": "deux.md",
            "sub_items": [chapter("Trois", "texte 3", None, "a/trois.md", &["Deux".into()])]}},
        {"PartTitle": "Partie"},
    ]});
    let got = contents(&book);
    assert_eq!(got.len(), 3);
    assert_eq!(got[2], ("a/trois.md".to_string(), "texte 3".to_string()));
}
