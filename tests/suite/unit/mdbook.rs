//! The tests of `arbitre::mdbook` (src/mdbook/mod.rs), through its public API: moved out of the
//! library so that `cargo test` compiles it once (docs/MEASURES.md, « Mise en route »).
use arbitre::mdbook::*;
use arbitre::site::problem::SHOWN;
use serde_json::Value;
use std::path::Path;

fn input(root: &Path, content: &str, renderer: &str) -> String {
    serde_json::json!([
        {"root": root, "config": {"book": {"src": "src"}}, "renderer": renderer, "mdbook_version": "0.5.0"},
        {"items": [{"Chapter": {"name": "Un", "content": content, "number": [1], "sub_items": [], "path": "un.md", "source_path": "un.md", "parent_names": []}}, "Separator"]}
    ])
    .to_string()
}

fn content_of(out: &Outcome) -> String {
    let v: Value = serde_json::from_str(&out.book).unwrap();
    v["items"][0]["Chapter"]["content"]
        .as_str()
        .unwrap()
        .to_string()
}

#[test]
fn the_preprocessors_table_chooses_french_letters() {
    let dir = tempfile::tempdir().unwrap();
    let md = "# Un\n\n```position\ngame: chess\nmoves: [e4, e5, Cf3]\nexpect: {next: black}\n```\n";
    let with = |config: Value| {
        let mut v: Value = serde_json::from_str(&input(dir.path(), md, "html")).unwrap();
        v[0]["config"] = config;
        let out = preprocess(&v.to_string()).unwrap();
        (out.passed, out.failed)
    };
    let src = serde_json::json!({"src": "src"});
    let own = serde_json::json!({"book": src, "preprocessor": {"arbitre": {"move-letters": "fr"}}});
    assert_eq!(with(own), (1, 0));
    let shared = serde_json::json!({"book": src, "arbitre": {"move-letters": "fr"}});
    assert_eq!(with(shared), (1, 0));
    assert_eq!(with(serde_json::json!({"book": src})), (0, 1));
    let mut v: Value = serde_json::from_str(&input(dir.path(), md, "html")).unwrap();
    v[0]["config"]["arbitre"] = serde_json::json!({"move-letters": "de"});
    let e = preprocess(&v.to_string()).map(|_| ()).unwrap_err();
    assert!(e.contains("« de »"), "{e}");
}

#[test]
fn blocks_become_figures() {
    let dir = tempfile::tempdir().unwrap();
    let md = "# Un\n\nAvant.\n\n```position\ngame: chess\nmoves: [e4]\nshow: {interactive: true}\ncaption: Le pion du roi.\nexpect: {next: black}\n```\n\nAprès.\n";
    let out = preprocess(&input(dir.path(), md, "html")).unwrap();
    assert_eq!((out.passed, out.failed), (1, 0));
    let text = content_of(&out);
    assert!(text.starts_with("# Un\n\nAvant.\n\n<figure"), "{text}");
    assert!(text.contains("<svg") && text.contains("Le pion du roi."));
    assert!(text.contains("class=\"board-data\""));
    assert!(text.ends_with("</figure>\n\nAprès.\n"), "{text}");
    let figure = &text[text.find("<figure").unwrap()..text.find("</figure>").unwrap()];
    assert!(
        !figure.contains("\n\n"),
        "a blank line would end the HTML block"
    );
    let plain = content_of(&preprocess(&input(dir.path(), md, "markdown")).unwrap());
    assert!(plain.contains("<svg") && !plain.contains("board-data"));
}

#[test]
fn a_false_claim_is_reported_at_the_written_line() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(dir.path().join("src")).unwrap();
    let written =
        "# Un\n\n{{#include intro.md}}\n\n```position\ngame: chess\nexpect: {next: black}\n```\n";
    std::fs::write(dir.path().join("src/un.md"), written).unwrap();
    // as mdBook hands it over: the include expanded to three lines
    let md = "# Un\n\nUn.\nDeux.\nTrois.\n\n```position\ngame: chess\nexpect: {next: black}\n```\n";
    let out = preprocess(&input(dir.path(), md, "html")).unwrap();
    assert_eq!(out.failed, 1);
    assert!(
        out.diagnostics[0].contains("--> src/un.md:7:"),
        "{}",
        out.diagnostics[0]
    );
}

#[test]
fn sixty_false_claims_give_fifty_reports_and_a_count() {
    let dir = tempfile::tempdir().unwrap();
    let block = "```position\ngame: chess\nexpect: {next: black}\n```\n\n";
    let md = format!("# Un\n\n{}", block.repeat(60));
    let out = preprocess(&input(dir.path(), &md, "html")).unwrap();
    assert_eq!(out.failed, 60);
    assert_eq!(out.diagnostics.len(), SHOWN + 1, "{:?}", out.diagnostics);
    assert!(
        out.diagnostics[..SHOWN]
            .iter()
            .all(|d| d.starts_with("erreur"))
    );
    assert_eq!(
        out.diagnostics[SHOWN],
        "… et 10 autres erreurs, non affichées\n"
    );
}

#[test]
fn front_matter_gives_the_game_and_is_not_shown() {
    let dir = tempfile::tempdir().unwrap();
    let md = "---\ntitle: Un\ngame: chess\n---\n# Un\n\n```position\nmoves: [e4]\nexpect: {next: black}\n```\n";
    let out = preprocess(&input(dir.path(), md, "html")).unwrap();
    assert_eq!((out.passed, out.failed), (1, 0), "{:?}", out.diagnostics);
    assert!(content_of(&out).starts_with("# Un\n\n<figure"));
}

#[test]
fn the_stylesheet_takes_the_board_rules() {
    let css = stylesheet();
    assert!(include_str!("../../../static/arbitre.css").contains(CSS_FROM));
    assert!(include_str!("../../../static/arbitre.css").contains(CSS_TO));
    assert!(css.contains(".board-steps") && css.contains(".c-"));
    assert!(!css.contains(".sommaire"));
}
