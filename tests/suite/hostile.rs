//! Issue 27: what a hostile page can make a build cost. Nothing crashes, and each cost
//! grows in proportion to its input: one test per family of input (unknown keys, moves
//! in an example, nesting depth, line length) compares the cost at n and 4 n in one run
//! and fails when it grows faster than about linearly (see `cost`).
use crate::cost::{self, assert_linear};
use arbitre::example::{check::check, load::load};
use arbitre::rules::Game;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

const BIN: &str = env!("CARGO_BIN_EXE_arbitre");

/// A book whose one page is `index`, in a temporary folder (the hostile tests' book).
pub fn book(index: &str) -> (tempfile::TempDir, PathBuf) {
    let tmp = tempfile::tempdir().unwrap();
    let root = tmp.path().join("livre");
    std::fs::create_dir_all(root.join("content")).unwrap();
    std::fs::write(root.join("book.toml"), "[book]\ntitle = \"Essai\"\n").unwrap();
    std::fs::write(root.join("content/SUMMARY.md"), "[Accueil](index.md)\n").unwrap();
    std::fs::write(root.join("content/index.md"), index).unwrap();
    (tmp, root)
}

/// Runs arbitre with `args`, returning its exit code and stderr; a run that has not
/// ended after 60 s is killed and fails the test (the guard against a read that waits
/// forever).
pub fn run(args: &[&Path]) -> (i32, String) {
    let mut child = Command::new(BIN)
        .args(args)
        .env("NO_COLOR", "1")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let deadline = Instant::now() + Duration::from_secs(60);
    while child.try_wait().unwrap().is_none() {
        if Instant::now() > deadline {
            let _ = child.kill();
            let _ = child.wait();
            panic!("arbitre {args:?} still running after 60 s: it hangs");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    let Output { status, stderr, .. } = child.wait_with_output().unwrap();
    (
        status.code().unwrap_or(-1),
        String::from_utf8_lossy(&stderr).into_owned(),
    )
}

/// Loads and checks one example block (its text starts on line 3 of `content/p.md`),
/// as a build does, whatever it holds.
pub fn check_block(text: &str) {
    let root = Path::new("/nonexistent");
    if let Ok(loaded) = load(root, Path::new("content/p.md"), 3, text) {
        let _ = check(&loaded.example, Some("chess"));
    }
}

#[test]
fn deep_block_nesting_is_an_error_not_a_stack_overflow() {
    // 100,000 nested block lists: 200 KB that used to abort the build (rc 134)
    let deep = format!("{}1\n", "- ".repeat(100_000));
    let pages = [
        (
            "example",
            format!("# T\n\n```position\ngame: chess\nexpect:\n  legal:\n    {deep}```\n"),
        ),
        (
            "front matter",
            format!("---\ntitle: T\nx:\n  {deep}---\n# T\n"),
        ),
    ];
    for (what, page) in pages {
        let (tmp, root) = book(&page);
        let out = tmp.path().join("site");
        let runs: [&[&Path]; 2] = [
            &[Path::new("build"), &root, Path::new("-o"), &out],
            &[Path::new("check"), Path::new("--bless"), &root],
        ];
        for args in runs {
            let (code, stderr) = run(args);
            assert_eq!(code, 1, "{what} {args:?}: {stderr}");
            assert!(
                stderr.contains("imbrication trop profonde")
                    && stderr.contains("content/index.md:"),
                "{what} {args:?}: {stderr}"
            );
        }
    }
}

#[cfg(unix)]
#[test]
fn cost_of_unknown_keys_grows_linearly() {
    // one example with n unknown keys: 64,000 took 29 s, 8,000 0.12 s. Timed in CPU
    // time: the quadratic scan of the keys allocated nothing, so no count of bytes
    // would see it
    let text = |n: usize| {
        let mut t = String::from("game: chess\n");
        for i in 0..n {
            t.push_str(&format!("k{i}: 1\n"));
        }
        t
    };
    let n = 4000;
    let (small, large) = (text(n), text(4 * n));
    let (a, b) = cost::cpu_times(5, n, |size| {
        check_block(if size == n { &small } else { &large })
    });
    cost::assert_linear_time("unknown keys", a, b);
}

#[test]
fn cost_of_moves_in_an_example_grows_linearly() {
    // knights back and forth with no draw rule: 4,000 moves held 657 MB
    let text = |n: usize| {
        let cycle = ["Nf3", "Nf6", "Ng1", "Ng8"];
        let moves: Vec<&str> = (0..n).map(|i| cycle[i % 4]).collect();
        format!(
            "game: chess\nrules: {{repetition: off, fifty-moves: off}}\nmoves: [{}]\nexpect:\n  next: white\n  legal: [e4]\n",
            moves.join(", ")
        )
    };
    let cost = |n: usize| {
        let text = text(n);
        cost::memory(|| {
            let loaded = load(
                Path::new("/nonexistent"),
                Path::new("content/p.md"),
                3,
                &text,
            )
            .unwrap_or_else(|f| panic!("{f:?}"));
            let run = check(&loaded.example, None).unwrap_or_else(|f| panic!("{f:?}"));
            assert!(run.failures.is_empty(), "{:?}", run.failures);
            // what a figure does: every position in turn
            let mut seen = 0;
            run.walk(|_, _, game| seen += usize::from(game.outcome().is_none()));
            assert_eq!(seen, n + 1);
            run
        })
    };
    let (small, large) = (cost(500), cost(2000));
    assert_linear("moves: bytes held", small.peak as f64, large.peak as f64);
    assert_linear(
        "moves: bytes allocated",
        small.allocated as f64,
        large.allocated as f64,
    );
}

#[test]
fn cost_of_nesting_grows_linearly() {
    let block = |n: usize| format!("{}1\n", "- ".repeat(n));
    let flow = |n: usize| format!("x: {}1{}\n", "[".repeat(n), "]".repeat(n));
    let map = |n: usize| format!("x: {}1{}\n", "{a: ".repeat(n), "}".repeat(n));
    let shapes: [(&str, &dyn Fn(usize) -> String); 3] = [
        ("block lists", &block),
        ("flow lists", &flow),
        ("flow maps", &map),
    ];
    for (what, shape) in shapes {
        // within the limit, then far beyond it (refused early: no dearer)
        for n in [12, 2000] {
            let (small, large) = (shape(n), shape(4 * n));
            let a = cost::memory(|| check_block(&small));
            let b = cost::memory(|| check_block(&large));
            assert_linear(
                &format!("{what} ×{n}"),
                a.allocated as f64,
                b.allocated as f64,
            );
        }
    }
}

#[test]
fn cost_of_a_long_line_grows_linearly() {
    let caption = |n: usize| format!("game: chess\ncaption: \"{}\"\n", "é a ".repeat(n));
    let claims = |n: usize| {
        format!(
            "game: chess\nexpect: {{ legal: [{}] }}\n",
            vec!["Nf3"; n].join(", ")
        )
    };
    let unclosed = |n: usize| {
        format!(
            "game: chess\nexpect: {{ legal: [{}\n",
            vec!["Nf3"; n].join(", ")
        )
    };
    let bad = |n: usize| {
        format!(
            "game: chess\nexpect: {{ legal: [{}, Zz9] }}\n",
            vec!["Nf3"; n].join(", ")
        )
    };
    let shapes: [(&str, &dyn Fn(usize) -> String); 4] = [
        ("caption", &caption),
        ("claims", &claims),
        ("unclosed list", &unclosed),
        ("unreadable move", &bad),
    ];
    for (what, shape) in shapes {
        let n = 2000;
        let (small, large) = (shape(n), shape(4 * n));
        let a = cost::memory(|| check_block(&small));
        let b = cost::memory(|| check_block(&large));
        assert_linear(what, a.allocated as f64, b.allocated as f64);
    }
}

#[test]
fn cost_of_summary_problems_grows_linearly() {
    // n entries naming one page: n - 1 problems « listed twice ». Each problem used to
    // find its line by indexing the whole text again (Problem::at): 4 n cost 16 times n.
    // Counted as bytes allocated, not timed: the index is allocated per text it is built
    // for, so the count sees it built once or once per problem, whatever the load.
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("a.md"), "# a\n").unwrap();
    let cost = |n: usize| {
        let text = "- [A](a.md)\n".repeat(n);
        cost::memory(|| {
            let (_, problems) =
                arbitre::site::summary::parse(&text, dir.path(), "content/SUMMARY.md");
            assert_eq!(problems.len(), n - 1);
            problems
        })
    };
    let (small, large) = (cost(2000), cost(8000));
    assert_linear(
        "summary problems: bytes allocated",
        small.allocated as f64,
        large.allocated as f64,
    );
    assert_linear(
        "summary problems: bytes held",
        small.peak as f64,
        large.peak as f64,
    );
}

#[test]
fn cost_of_broken_links_on_one_line_grows_linearly() {
    // n broken anchors on one line: each report kept the whole line (20,000 on a 460 KB
    // line held 10 GB) and searched it from its start
    use arbitre::site::links::{LinkTargets, check_page};
    use arbitre::site::markdown::LinkRef;
    use std::collections::{BTreeMap, BTreeSet};
    let pages = BTreeMap::from([("index.md".to_string(), BTreeSet::from(["a".to_string()]))]);
    let none = BTreeSet::new();
    let targets = LinkTargets {
        pages: &pages,
        outputs: &BTreeMap::new(),
        src_dir: Path::new("/nonexistent"),
        generated: &none,
        unread: &none,
    };
    let cost = |n: usize| {
        let line: String = (0..n).map(|i| format!("[l](#absente-{i}) ")).collect();
        let text = format!("# T\n\n{line}\n");
        let links: Vec<LinkRef> = (0..n)
            .map(|i| LinkRef {
                dest: format!("#absente-{i}"),
                line: 3,
                is_image: false,
            })
            .collect();
        cost::memory(|| {
            let mut problems = Vec::new();
            check_page(
                "index.md",
                "content/index.md",
                &text,
                &links,
                &targets,
                &mut problems,
            );
            assert_eq!(problems.len(), n);
            problems
        })
    };
    let (small, large) = (cost(2000), cost(8000));
    assert_linear(
        "links on one line: bytes held",
        small.peak as f64,
        large.peak as f64,
    );
}
