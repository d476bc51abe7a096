//! scripts/verify_bughouse_examples.py, the second reading of the bughouse chapter by
//! python-chess-bughouse, runs here: every example of content/bughouse/ passes it, every
//! line docs/sources/bughouse.md cites is a checked example, the script knows every key
//! of the engine's schema, and a false claim makes it fail.
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use arbitre::example::schema::{EXPECT_KEYS, SHOW_KEYS, TOP_KEYS};

use crate::tools;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn run(args: &[&str]) -> (Output, String) {
    let python = tools::bughouse_python();
    let out = Command::new(python)
        .arg(root().join("scripts/verify_bughouse_examples.py"))
        .args(args)
        .current_dir(root())
        .output()
        .expect("python runs");
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    (out, text)
}

/// "N passed, M failed" from the script's last line.
fn tally(text: &str) -> (usize, usize) {
    let last = text.lines().last().unwrap_or_default();
    let nums: Vec<usize> = last
        .split(|c: char| !c.is_ascii_digit())
        .filter_map(|n| n.parse().ok())
        .collect();
    assert!(
        last.contains("passed") && nums.len() >= 2,
        "no tally line:\n{text}"
    );
    (nums[0], nums[1])
}

#[test]
fn the_bughouse_chapter_passes_the_python_checker() {
    let (out, text) = run(&["--sources", "docs/sources/bughouse.md"]);
    let (passed, failed) = tally(&text);
    assert!(
        out.status.success() && failed == 0,
        "the checker fails:\n{text}"
    );
    assert!(passed >= 40, "only {passed} examples checked:\n{text}");
    assert!(text.contains(", 0 broken"), "broken citations:\n{text}");
}

#[test]
fn the_checker_knows_every_key_of_the_schema() {
    let (out, text) = run(&["--keys"]);
    assert!(out.status.success(), "{text}");
    for (name, keys) in [
        ("top", TOP_KEYS),
        ("show", SHOW_KEYS),
        ("expect", EXPECT_KEYS),
    ] {
        let line = text
            .lines()
            .find_map(|l| l.strip_prefix(&format!("{name}\t")))
            .unwrap_or_else(|| panic!("no {name} line:\n{text}"));
        let known: Vec<&str> = line.split(' ').collect();
        for key in keys {
            assert!(
                known.contains(key),
                "the checker does not know {name}.{key}"
            );
        }
    }
}

fn chapter(page: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("arbitre-bugscript-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("bughouse")).expect("temp dir");
    std::fs::write(dir.join("bughouse/essai.md"), page).expect("page");
    dir
}

#[test]
fn a_false_claim_fails_the_checker() {
    let page = r#"---
game: bughouse
---
```position
setup: start
moves: ["1A. e4{170.5}"]
expect:
  clocks: { A: "2:50.5", a: "3:00" }
  moves_of: { "B. e2": [e3, e4] }
  illegal: ["a. e1=K"]
```

```position
setup: start
moves: ["1A. e4{170.5}"]
expect:
  clocks: { A: "2:50.4" }
  moves_of: { g8: [f6, h6, e7] }
```
"#;
    let dir = chapter(page);
    let (out, text) = run(&["--content", dir.to_str().expect("utf-8 path")]);
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(tally(&text), (1, 1), "{text}");
    assert!(!out.status.success(), "{text}");
    assert!(
        text.contains("clocks A: expected 170400 ms, found 170500 ms"),
        "{text}"
    );
    assert!(text.contains("moves_of g8: expected"), "{text}");
}
