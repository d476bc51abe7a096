//! The built guide in a real browser: builds the club's book (the repository root) into a
//! temporary folder, then runs `node --test tests/browser/` (playwright-core driving
//! Debian's Chromium) against it. Without Chromium, node, playwright-core or poppler's
//! pdfinfo the test fails, naming what is missing (`tools.rs`; scripts/test.sh installs
//! them).
use std::path::Path;
use std::process::Command;

/// A random legal game of `plies` moves from the start (deterministic: the first seed
/// that does not end early), written in the game's notation.
fn long_game(preset: &str, rules: &[(&str, &str)], plies: usize) -> Vec<String> {
    use arbitre::rules::{Game, Preset};
    let id = preset;
    let preset = Preset::from_id(id).expect("preset");
    for seed in 1..200u64 {
        let mut game = preset.start();
        for (k, v) in rules {
            game.set_option(k, v).expect("option");
        }
        let mut rng = seed;
        let mut moves = Vec::new();
        while moves.len() < plies {
            let options: Vec<(u8, arbitre::rules::Move)> = game
                .to_move()
                .into_iter()
                .flat_map(|s| game.legal_moves_of(s).into_iter().map(move |m| (s, m)))
                .collect();
            if options.is_empty() {
                break;
            }
            rng = rng
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let (seat, mv) = &options[(rng >> 33) as usize % options.len()];
            moves.push(arbitre::notation::write_move(&game, *seat, mv));
            if game.play(*seat, mv).is_err() {
                break;
            }
        }
        if moves.len() == plies {
            return moves;
        }
    }
    panic!("no random {id} game of {plies} moves");
}

/// A book of two pages, each one interactive example of 400 moves (chess, bughouse):
/// the page weight of a long sequence, and every frame tappable.
fn long_examples_book(root: &Path) {
    let w = |rel: &str, text: &str| {
        let p = root.join(rel);
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(p, text).unwrap();
    };
    w(
        "book.toml",
        "[book]\ntitle = \"Parties longues\"\nlanguage = \"fr\"\n",
    );
    w(
        "content/SUMMARY.md",
        "# Sommaire\n\n- [Échecs](echecs.md)\n- [Bughouse](bughouse.md)\n",
    );
    let page = |title: &str, game: &str, rules: &str, moves: &[String]| {
        let list: Vec<String> = moves
            .iter()
            .map(|m| serde_json::to_string(m).unwrap())
            .collect();
        format!(
            "# {title}\n\n```position\ngame: {game}\n{rules}moves: [{}]\nshow: {{ interactive: true }}\ncaption: \"Une partie de {} coups.\"\n```\n",
            list.join(", "),
            moves.len()
        )
    };
    let chess_rules = [
        ("repetition", "off"),
        ("fifty-moves", "off"),
        ("insufficient-material", "off"),
    ];
    let chess = long_game("chess", &chess_rules, 400);
    w(
        "content/echecs.md",
        &page(
            "Échecs : 400 coups",
            "chess",
            "rules: { repetition: off, fifty-moves: off, insufficient-material: off }\n",
            &chess,
        ),
    );
    let bughouse = long_game("bughouse", &[], 400);
    w(
        "content/bughouse.md",
        &page("Bughouse : 400 coups", "bughouse", "", &bughouse),
    );
}

#[test]
fn guide_in_chromium() {
    let chromium = super::tools::chromium();
    super::tools::node();
    super::tools::playwright();
    super::tools::poppler();
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let out = tempfile::tempdir().expect("temp dir");
    let site = out.path().join("site");
    let report = arbitre::site::build(
        root,
        Some(&site),
        &arbitre::site::ExampleRenderer::default(),
    )
    .expect("build runs");
    assert!(
        report.ok(),
        "the club's book builds: {}\n{:?}\n{}",
        arbitre::report::summary_line(&report),
        report.problems,
        diagnostics(&report)
    );
    let long_root = out.path().join("longues");
    long_examples_book(&long_root);
    let long_site = out.path().join("site-longues");
    let report = arbitre::site::build(
        &long_root,
        Some(&long_site),
        &arbitre::site::ExampleRenderer::default(),
    )
    .expect("build runs");
    assert!(
        report.ok(),
        "the long examples build: {}\n{}",
        arbitre::report::summary_line(&report),
        diagnostics(&report)
    );
    // BROWSER_TESTS=boards.test.mjs runs only that file (while working on it)
    let files = match std::env::var("BROWSER_TESTS") {
        Ok(named) => named.split_whitespace().map(String::from).collect(),
        Err(_) => browser_files(&root.join("tests/browser")),
    };
    let status = Command::new("node")
        .arg("--test")
        // two files at once: each has its own Chromium, temporary folders and ports, and
        // the suite's other tests are mostly done before the browser files are
        .arg("--test-concurrency=2")
        .args(&files)
        .current_dir(root.join("tests/browser"))
        .env("SITE_DIR", &site)
        .env("LONG_SITE_DIR", &long_site)
        .env("CHROMIUM", chromium)
        .env("ARBITRE", env!("CARGO_BIN_EXE_arbitre"))
        .status()
        .expect("node runs");
    assert!(
        status.success(),
        "browser tests failed (see the TAP output above)"
    );
}

/// The browser files costliest first, by the CPU each took (node and its Chromium,
/// docs/MEASURES.md, « Mise en route »). node starts them two at a time in the order
/// given: the long ones start at once and the short ones fill in beside them, where a
/// long file started late would end the run alone on one core. Files not named here
/// follow, by name.
const COSTLIEST_FIRST: &[&str] = &[
    "phone.test.mjs",
    "walk-desktop.test.mjs",
    "axe.test.mjs",
    "print.test.mjs",
    "weight.test.mjs",
    "boards.test.mjs",
    "engine.test.mjs",
    "lighthouse.test.mjs",
];

/// Every `*.test.mjs` of tests/browser (what `node --test` finds there), in the order
/// they are started.
fn browser_files(dir: &Path) -> Vec<String> {
    let mut files: Vec<String> = std::fs::read_dir(dir)
        .expect("tests/browser")
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter(|f| f.ends_with(".test.mjs"))
        .collect();
    files.sort_by_key(|f| {
        let rank = COSTLIEST_FIRST.iter().position(|c| c == f);
        (rank.unwrap_or(usize::MAX), f.clone())
    });
    files
}

#[test]
fn browser_files_start_costliest_first_and_all_run() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/browser");
    let files = browser_files(&dir);
    // a renamed file must leave the list, not silently lose its place
    for f in COSTLIEST_FIRST {
        assert!(
            files.contains(&f.to_string()),
            "{f} is not in tests/browser"
        );
    }
    assert_eq!(files[..COSTLIEST_FIRST.len()], *COSTLIEST_FIRST);
    // every file node would find runs, once
    let mut all: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter(|f| f.ends_with(".test.mjs"))
        .collect();
    all.sort();
    let mut sorted = files.clone();
    sorted.sort();
    assert_eq!(sorted, all);
    assert!(files.len() > COSTLIEST_FIRST.len(), "{files:?}");
}

/// A build's example reports, in French, for a failed assertion's message.
fn diagnostics(report: &arbitre::site::Report) -> String {
    let said: Vec<String> = report
        .diagnostics
        .iter()
        .map(arbitre::report::diagnostic)
        .collect();
    said.join("\n")
}
