//! The tests of `arbitre::site::templates` (src/site/templates.rs), through its public API: moved out of the
//! library so that `cargo test` compiles it once (docs/MEASURES.md, « Mise en route »).
use arbitre::site::templates::*;

#[test]
fn defaults_load() {
    let dir = tempfile::tempdir().unwrap();
    let tera = load(dir.path()).unwrap();
    assert!(tera.contains_template("page.html"));
    assert!(tera.contains_template("404.html"));
}

#[test]
fn override_and_error() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir(dir.path().join("templates")).unwrap();
    std::fs::write(
        dir.path().join("templates/404.html"),
        "perdu {{ book.title }}",
    )
    .unwrap();
    let tera = load(dir.path()).unwrap();
    let mut ctx = tera::Context::new();
    ctx.insert("book", &serde_json::json!({"title": "T"}));
    assert_eq!(tera.render("404.html", &ctx).unwrap(), "perdu T");
    std::fs::write(dir.path().join("templates/page.html"), "{% if %}").unwrap();
    let problems = load(dir.path()).unwrap_err();
    assert_eq!(problems.len(), 1);
    assert!(
        problems[0].to_string().starts_with("templates/page.html:"),
        "{}",
        problems[0]
    );
}
