//! Deep and long inputs for every parser of `fuzz.rs`: a piece nested thousands of
//! times (`- - - …`, `[[[…`, `{a: {a: …`, `( ( …`), or repeated into one line of tens of
//! thousands of characters, then a few of the same mutations as the shallow corpus
//! (so that deep texts come unbalanced and cut too). The property is the same: an
//! answer, never a panic, a stack overflow or a hang.
use proptest::prelude::*;

use arbitre::commands;
use arbitre::notation;
use arbitre::rules::Preset;

use crate::fuzz::{apply, edit, fuzz};
use crate::hostile::check_block;

/// A text made of `head`, `open` × depth, `middle` × repeats, `close` × depth, `tail`.
#[derive(Clone, Copy)]
pub struct Shape(
    pub &'static str,
    pub &'static str,
    pub &'static str,
    pub &'static str,
    pub &'static str,
);

/// Texts of these shapes, up to 5,000 deep and `repeats` repeats, some of them mutated.
fn deep(
    shapes: &'static [Shape],
    alphabet: &'static str,
    repeats: usize,
) -> impl Strategy<Value = String> {
    let alpha: Vec<char> = alphabet.chars().collect();
    (
        0..shapes.len(),
        prop_oneof![0..8usize, 0..5000usize],
        prop_oneof![1..4usize, 1..repeats.max(2)],
        proptest::collection::vec(edit(), 0..3),
    )
        .prop_map(move |(i, depth, repeats, edits)| {
            let Shape(head, open, middle, close, tail) = shapes[i];
            let text = format!(
                "{head}{}{}{}{tail}",
                open.repeat(depth),
                middle.repeat(repeats),
                close.repeat(depth)
            );
            if edits.is_empty() {
                text
            } else {
                apply(&text, &edits, &alpha)
            }
        })
}

const YAML: &[Shape] = &[
    Shape("game: chess\nexpect:\n  legal:\n    ", "- ", "1", "", "\n"),
    Shape("game: chess\nexpect: ", "[", "a, ", "]", "\n"),
    Shape("game: chess\nexpect: ", "{a: ", "b", "}", "\n"),
    Shape("game: chess\nexpect: ", "{a: [", "b", "]}", "\n"),
    Shape(
        "game: chess\nsetup: start\nmoves: [",
        "",
        "Nf3, Nf6, Ng1, Ng8, ",
        "",
        "e4]\n",
    ),
    Shape("game: chess\ncaption: \"", "", "é « a »", "", "\"\n"),
    Shape(
        "game: chess\nexpect:\n  legal: [",
        "",
        "Nf3, ",
        "",
        "Zz9]\n",
    ),
    Shape("game: chess\n", "", "k: 1\n", "", ""),
    Shape("", "", "\t- [a, {b: '", "", "\n"),
];

#[test]
fn fuzz_deep_example_yaml() {
    fuzz(
        "deep example yaml",
        120,
        deep(YAML, "-[]{}:, \n\"'#", 20_000),
        |text| {
            check_block(text);
            let _ = arbitre::authoring::spans::parse(text);
        },
    );
}

const FRONT: &[Shape] = &[
    Shape("---\ntitle: ", "[", "a", "]", "\n---\n# T\n"),
    Shape("---\nx:\n  ", "- ", "1", "", "\n---\n# T\n"),
    Shape("---\ntitle: \"", "", "é", "", "\"\n---\n"),
    Shape("---\n", "", "title: a\n", "", "---\n"),
];

const SUMMARY: &[Shape] = &[
    Shape("# Sommaire\n\n", "", "- [A](a.md)\n", "", ""),
    Shape("", "> ", "- [A](a.md)", "", "\n"),
    Shape("", "[", "A", "](a.md)", "\n"),
    Shape("- [A](a.md)\n", "  ", "- [B](a.md)", "", "\n"),
    Shape("- [", "", "é", "", "](a.md)\n"),
];

const TOML: &[Shape] = &[
    Shape("[book]\ntitle = \"T\"\nx = ", "[", "1, ", "]", "\n"),
    Shape("[book]\ntitle = \"T\"\nx = ", "{a = ", "1", "}", "\n"),
    Shape("[book]\ntitle = \"", "", "é", "", "\"\n"),
    Shape("", "", "[book]\n", "", ""),
    Shape("[", "", "a.", "", "b]\n"),
];

#[test]
fn fuzz_deep_book_files() {
    use arbitre::site::{BookConfig, frontmatter, summary};
    fuzz(
        "deep front matter",
        60,
        deep(FRONT, "-[]:\n", 20_000),
        |text| {
            let _ = frontmatter::split(text);
        },
    );
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("a.md"), "# a\n").unwrap();
    let src = dir.path().to_path_buf();
    fuzz(
        "deep SUMMARY.md",
        60,
        deep(SUMMARY, "-[]()> \n", 20_000),
        |text| {
            let _ = summary::parse(text, &src, "content/SUMMARY.md");
        },
    );
    fuzz(
        "deep book.toml",
        60,
        deep(TOML, "[]{}=,\"\n", 20_000),
        |text| {
            let _ = BookConfig::parse(text);
        },
    );
}

const POSITIONS: &[Shape] = &[
    Shape("", "", "8/", "", "8 w - - 0 1"),
    Shape(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR",
        "[",
        "P",
        "]",
        " w KQkq - 0 1",
    ),
    Shape("", "", "p", "", "/8/8/8/8/8/8/8 w - - 0 1"),
    Shape("R-0,0,0,0-1,1,1,1-1,1,1,1-0,0,0,0-0-", "", "x,", "", "/14"),
    Shape("", "", "9/", "", " S>W 1"),
    Shape(
        "8/8/8/8/8/8/8/8[] w - - 0 1 | ",
        "",
        "8/",
        "",
        "[] b - - 0 1",
    ),
];

const RECORDS: &[Shape] = &[
    Shape("e4 ", "", "Nf3 Nf6 Ng1 Ng8 ", "", "e5"),
    Shape(
        "[StartFen4 \"4PC\"]\n1. d2-d3 ",
        "( ",
        ".. b7-c7 ",
        ") ",
        "\n",
    ),
    Shape("[StartFen4 \"4PC\"]\n1. ", "{ ", "x", "} ", "d2-d3\n"),
    Shape("[Event \"x\"]\n\n", "(", "1A. e4 ", ")", "\n"),
    Shape("[Event \"x\"]\n\n1A. e4", "{", "1", "}", " 1a. e5\n"),
    Shape("", "", "P*5e ", "", ""),
];

#[test]
fn fuzz_deep_notations() {
    let presets = ["chess", "chess4-teams", "shogi4", "bughouse"];
    fuzz(
        "deep positions",
        80,
        deep(POSITIONS, "/8[]-,| ", 20_000),
        |text| {
            for id in presets {
                if let Some(p) = Preset::from_id(id) {
                    let _ = notation::parse_position(p, text);
                }
            }
        },
    );
    fuzz(
        "deep records",
        80,
        deep(RECORDS, "(){} .\n", 20_000),
        |text| {
            for id in presets {
                if let Some(p) = Preset::from_id(id) {
                    let start = notation::write_position(&p.start());
                    let _ = commands::run_moves_command(id, &start, text);
                }
            }
            let _ = notation::chess4::replay_pgn4(Preset::Chess4Teams, text);
            let _ = notation::bughouse::parse_bpgn(text);
        },
    );
}
