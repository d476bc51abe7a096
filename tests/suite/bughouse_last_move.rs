//! Bughouse: the last move is highlighted on the board where it was played, in the
//! static diagrams and in the browser's frames, drops included (a drop on board B is
//! not drawn on board A's square of the same name).

use arbitre::site::{self, ExampleRenderer};
use std::path::Path;

fn write(root: &Path, path: &str, text: &str) {
    let p = root.join(path);
    std::fs::create_dir_all(p.parent().unwrap()).unwrap();
    std::fs::write(p, text).unwrap();
}

/// The page of one interactive bughouse example whose last move is `b. P@e5`.
fn built_page() -> String {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    write(root, "book.toml", "[book]\ntitle = \"T\"\n");
    write(root, "content/SUMMARY.md", "# Sommaire\n\n- [A](a.md)\n");
    write(
        root,
        "content/a.md",
        "---\ntitle: A\ngame: bughouse\n---\n# A\n\n```position\nsetup: start\nmoves: [\"A. e4\", \"a. d5\", \"A. exd5\", \"B. e4\", \"b. P@e5\"]\nshow: { interactive: true }\nexpect:\n  next: [a, B]\n```\n",
    );
    let out = root.join("site");
    let report = site::build(
        root,
        Some(&out),
        &ExampleRenderer {
            png_dpi: None,
            ..Default::default()
        },
    )
    .unwrap();
    assert!(report.ok(), "{:?}", report.diagnostics);
    std::fs::read_to_string(out.join("a.html")).unwrap()
}

/// The SVG inside `<div class="board-part" data-board="X">`.
fn board_svg(html: &str, letter: char) -> &str {
    let start = html
        .find(&format!("data-board=\"{letter}\""))
        .expect("board part");
    let rest = &html[start..];
    &rest[..rest.find("</svg>").expect("svg end")]
}

#[test]
fn a_drop_is_highlighted_on_its_own_board() {
    let html = built_page();
    // static drawing: the final frame's highlight is on board B only
    assert_eq!(
        board_svg(&html, 'A').matches("class=\"lastmove\"").count(),
        0
    );
    assert!(board_svg(&html, 'B').contains("class=\"lastmove\""));
    // browser frames: the last-move squares of each board, per frame
    let start = html.find("class=\"board-data\">").unwrap() + "class=\"board-data\">".len();
    let json = &html[start..start + html[start..].find("</script>").unwrap()];
    let data: serde_json::Value = serde_json::from_str(json).unwrap();
    let lm: Vec<serde_json::Value> = data["frames"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f["lm"].clone())
        .collect();
    let want = [
        ["", ""],
        ["e2e4", ""],
        ["d7d5", ""],
        ["e4d5", ""],
        ["", "e2e4"],
        ["", "e5e5"],
    ];
    assert_eq!(lm.len(), want.len(), "{lm:?}");
    for (got, want) in lm.iter().zip(want) {
        assert_eq!(got, &serde_json::json!(want), "{lm:?}");
    }
}
