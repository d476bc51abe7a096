//! What a user sees when something is wrong, from the real binary: bad command lines and
//! bad books, each report compared to its snapshot; and no English anywhere in the help
//! pages and diagnostics (a list of English words that French never uses).
use std::path::Path;
use std::process::Command;

const BIN: &str = env!("CARGO_BIN_EXE_arbitre");

/// (exit code, stdout, stderr) of `arbitre args…` run in `dir`.
pub(crate) fn run_in<S: AsRef<std::ffi::OsStr>>(dir: &Path, args: &[S]) -> (i32, String, String) {
    let out = Command::new(BIN)
        .args(args)
        .current_dir(dir)
        .env("NO_COLOR", "1")
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// A book made of (path, text) files in a fresh folder.
fn book(files: &[(&str, &str)]) -> tempfile::TempDir {
    let tmp = tempfile::tempdir().unwrap();
    for (path, text) in files {
        let p = tmp.path().join(path);
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(p, text).unwrap();
    }
    tmp
}

/// Command lines that must be refused (exit 2, one French line) or answered with help.
const COMMAND_LINES: &[&[&str]] = &[
    &["frobnicate"],
    &["buidl"],
    &["help", "frobnicate"],
    &["moves", "--game", "chess"],
    &["moves"],
    &[
        "perft",
        "--game",
        "chess",
        "--position",
        "start",
        "--depth",
        "x",
    ],
    &[
        "perft",
        "--game",
        "chess",
        "--position",
        "start",
        "--depth",
        "1",
        "--board",
        "C",
    ],
    &["serve", "-p", "quatre"],
    &["serve", "-p", "99999"],
    &["build", "--ot", "x"],
    &["build", "a", "b"],
    &["build", "-o", "a", "-o", "b"],
    &["moves", "--game", "chess", "--position", "start", "--moves"],
    &[
        "diagram",
        "--game",
        "chess",
        "--position",
        "start",
        "-o",
        "x.png",
        "--dpi",
        "100000",
    ],
    &["moves", "--game", "chesss", "--position", "start"],
];

const HELP: &[&[&str]] = &[
    &["help"],
    &["--help"],
    &["help", "moves"],
    &["init", "--help"],
    &["build", "--help"],
    &["check", "--help"],
    &["serve", "--help"],
    &["moves", "--help"],
    &["perft", "--help"],
    &["diagram", "--help"],
    &["coverage", "--help"],
    &["mdbook", "--help"],
    &["mdbook", "install", "--help"],
];

#[test]
fn bad_command_lines_are_refused_in_one_french_line() {
    let tmp = tempfile::tempdir().unwrap();
    let mut all = String::new();
    for args in COMMAND_LINES {
        let (code, stdout, stderr) = run_in(tmp.path(), args);
        assert_eq!(code, 2, "{args:?}: {stderr}");
        assert_eq!(stdout, "", "{args:?}");
        assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
        all.push_str(&format!("$ arbitre {}\n{stderr}\n", args.join(" ")));
    }
    insta::assert_snapshot!("command_lines", all);
}

#[test]
fn missing_arguments_are_named() {
    let tmp = tempfile::tempdir().unwrap();
    let (_, _, stderr) = run_in(tmp.path(), &["moves", "--game", "chess"]);
    assert!(stderr.contains("--position <POSITION>"), "{stderr}");
    let (_, _, stderr) = run_in(tmp.path(), &["buidl"]);
    assert!(stderr.contains("vouliez-vous dire « build » ?"), "{stderr}");
}

#[test]
fn help_subcommand_is_the_help_flag() {
    let tmp = tempfile::tempdir().unwrap();
    assert_eq!(
        run_in(tmp.path(), &["help"]),
        run_in(tmp.path(), &["--help"])
    );
    assert_eq!(
        run_in(tmp.path(), &["help", "perft"]),
        run_in(tmp.path(), &["perft", "--help"])
    );
    let (code, stdout, _) = run_in(tmp.path(), &["help"]);
    assert_eq!(code, 0);
    for verb in [
        "init", "build", "check", "serve", "moves", "perft", "diagram",
    ] {
        assert!(stdout.contains(&format!("  {verb} ")), "{verb}: {stdout}");
    }
    insta::assert_snapshot!("help_perft", run_in(tmp.path(), &["help", "perft"]).1);
}

/// The bad books: each a few files, each report snapshotted.
fn bad_books() -> Vec<(&'static str, Vec<(&'static str, &'static str)>)> {
    let summary = ("content/SUMMARY.md", "# Sommaire\n\n- [A](a.md)\n");
    let page = ("content/a.md", "# A\n\n## Le roque\n");
    vec![
        (
            "book_toml_every_fault",
            vec![
                (
                    "book.toml",
                    "[book]\ntitel = \"T\"\nauthors = \"moi\"\n\n[build]\nbuld-dir = \"x\"\n\n[output.html]\nsmart-punctuation = \"oui\"\nadditional-css = [\"a.css\", 3]\n\n[outptu]\n",
                ),
                summary,
                page,
            ],
        ),
        (
            "book_toml_syntax",
            vec![
                (
                    "book.toml",
                    "[book]\ntitle = x\nauthors = [\"a\" \"b\"]\ntitle = \"y\"\n",
                ),
                summary,
                page,
            ],
        ),
        (
            "mdbook_book_builds_with_warnings",
            vec![
                (
                    "book.toml",
                    "[book]\ntitle = \"T\"\nmultilingual = false\n\n[output.html]\ndefault-theme = \"light\"\npreferred-dark-theme = \"navy\"\ngit-repository-url = \"https://x.org\"\n\n[output.html.search]\nenable = true\n\n[output.html.print]\nenable = true\n\n[output.html.fold]\nenable = true\n\n[preprocessor.katex]\noptional = true\n\n[rust]\nedition = \"2021\"\n",
                ),
                summary,
                page,
            ],
        ),
        (
            "summary_and_links",
            vec![
                // (a missing page is an error only without mdBook's create-missing)
                (
                    "book.toml",
                    "[book]\ntitle = \"T\"\n[build]\ncreate-missing = false\n",
                ),
                (
                    "content/SUMMARY.md",
                    "# Sommaire\n\n- [A](a.md)\n- [Roque](echecs/roqe.md)\n- [Prise](echecs/prise.md)\n- pas de lien\n",
                ),
                (
                    "content/a.md",
                    "# A\n\n## Le roque\n\nVoir [la prise](echecs/prse.md) et [plus haut](#le-roqe).\n",
                ),
                ("content/echecs/roque.md", "# Roque\n"),
                ("content/echecs/prise.md", "# Prise\n"),
            ],
        ),
        (
            "broken_front_matter_counts_its_examples",
            vec![
                ("book.toml", "[book]\ntitle = \"T\"\n"),
                summary,
                (
                    "content/a.md",
                    "---\ntitle: A\njeu: chess\n---\n# A\n\n```position\ngame: chess\nsetup: start\n```\n\n```position\ngame: chess\nsetup: start\n```\n",
                ),
                (
                    "content/fiches/echecs.md",
                    "---\ntitle: [Fiche\n---\n# Fiche\n\n```position\ngame: chess\nsetup: start\n```\n",
                ),
            ],
        ),
        (
            "warnings_only",
            vec![
                ("book.toml", "[book]\ntitle = \"T\"\n"),
                summary,
                (
                    "content/a.md",
                    "# A\n\n```posiiton\ngame: chess\nsetup: start\n```\n\n```rust\n{{#template ../x.md}}\n```\n",
                ),
                ("content/oubliee.md", "# Oubliée\n"),
            ],
        ),
    ]
}

#[test]
fn bad_books_report_every_fault_rustc_style() {
    for (name, files) in bad_books() {
        let tmp = book(&files);
        let (code, stdout, stderr) = run_in(tmp.path(), &["check"]);
        let last = stdout.lines().last().unwrap_or_default().to_string();
        let warnings_only = name.contains("warnings");
        assert_eq!(code, if warnings_only { 0 } else { 1 }, "{name}: {stderr}");
        if code == 1 {
            // the summary line never says `0 failed` when the command fails
            assert!(!last.contains(" 0 failed"), "{name}: {last}");
            let errors =
                stderr.matches("\nerreur: ").count() + usize::from(stderr.starts_with("erreur: "));
            let failed: usize = last
                .split(", ")
                .nth(1)
                .and_then(|f| f.strip_suffix(" failed"))
                .and_then(|n| n.parse().ok())
                .unwrap();
            assert!(failed >= errors, "{name}: {last} for {errors} errors");
        }
        insta::assert_snapshot!(name, format!("{stderr}{stdout}"));
    }
}

#[test]
fn broken_front_matter_still_counts_its_examples_as_failed() {
    let (_, files) = bad_books()
        .into_iter()
        .find(|(n, _)| *n == "broken_front_matter_counts_its_examples")
        .unwrap();
    let tmp = book(&files);
    let (code, stdout, _) = run_in(tmp.path(), &["check"]);
    assert_eq!(code, 1);
    // one fault in the page's front matter and its two examples; the same for the
    // handout's front matter and its one example
    assert_eq!(stdout.trim(), "0 passed, 5 failed");
}

/// English words that no French sentence uses (clap's, serde's, TOML's and the engine's
/// usual words; none is also a French word).
const ENGLISH: &[&str] = &[
    "the",
    "of",
    "and",
    "is",
    "not",
    "for",
    "with",
    "was",
    "were",
    "but",
    "found",
    "expected",
    "invalid",
    "unexpected",
    "unrecognized",
    "required",
    "provided",
    "supplied",
    "subcommand",
    "default",
    "values",
    "value",
    "error",
    "must",
    "between",
    "does",
    "did",
    "you",
    "mean",
    "print",
    "commands",
    "missing",
    "unknown",
    "file",
    "line",
    "string",
    "boolean",
    "key",
    "while",
    "parsing",
    "cannot",
    "only",
    "none",
    "digit",
    "such",
    "directory",
    "denied",
    "too",
    "many",
    "few",
    "tip",
    "use",
    "show",
    "duplicate",
    "unclosed",
    "array",
    "newline",
    "promote",
    "piece",
    "move",
    "illegal",
    "square",
    "empty",
    "number",
    "integer",
    "field",
    "unquoted",
    "readable",
    "out",
    "range",
];

/// The English words of a text once the contract's own tokens are taken out: flags
/// (`--help`), code between backquotes, what is quoted between « » (the user's own
/// words, keys, file names), the source lines a report quotes (`3 | …`, `  | ^^^`) and
/// the summary line's words.
fn english_in(text: &str) -> Vec<String> {
    let mut kept = String::new();
    for line in text.lines() {
        let t = line.trim_start();
        let quoted_source = t
            .split_once('|')
            .is_some_and(|(before, _)| before.trim().chars().all(|c| c.is_ascii_digit()));
        if quoted_source {
            continue;
        }
        let (mut in_code, mut in_quote) = (false, false);
        for c in line.chars() {
            match c {
                '`' => in_code = !in_code,
                '«' => in_quote = true,
                '»' => in_quote = false,
                _ if in_code || in_quote => {}
                _ => kept.push(c),
            }
        }
        kept.push('\n');
    }
    kept.split_whitespace()
        .filter(|w| {
            !w.trim_start_matches(|c: char| "([<".contains(c))
                .starts_with('-')
        })
        .flat_map(|w| w.split(|c: char| !c.is_alphabetic()))
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .filter(|w| !["passed", "failed", "skipped"].contains(&w.as_str()))
        .filter(|w| ENGLISH.contains(&w.as_str()))
        .collect()
}

#[test]
fn english_words_are_caught() {
    // the checker itself: clap's and TOML's English is found, French is not
    assert_eq!(
        english_in("error: the following required arguments were not provided"),
        ["error", "the", "required", "were", "not", "provided"]
    );
    assert_eq!(
        english_in("invalid type: string, expected a boolean"),
        ["invalid", "string", "expected", "boolean"]
    );
    assert_eq!(
        english_in("[possible values: a, b] [default: 3000]"),
        ["values", "default"]
    );
    assert!(english_in("erreur: argument obligatoire manquant : --position <POSITION>").is_empty());
    assert!(english_in("10 passed, 2 failed, 1 skipped").is_empty());
}

#[test]
fn no_english_in_help_or_diagnostics() {
    let tmp = tempfile::tempdir().unwrap();
    let mut seen = Vec::new();
    for args in HELP.iter().chain(COMMAND_LINES) {
        let (_, stdout, stderr) = run_in(tmp.path(), args);
        seen.push((args.join(" "), format!("{stdout}{stderr}")));
    }
    for (name, files) in bad_books() {
        let dir = book(&files);
        let (_, stdout, stderr) = run_in(dir.path(), &["check"]);
        seen.push((name.to_string(), format!("{stdout}{stderr}")));
    }
    let mut bad = Vec::new();
    for (what, text) in &seen {
        let words = english_in(text);
        if !words.is_empty() {
            bad.push(format!("{what}: {words:?}\n{text}"));
        }
    }
    assert!(bad.is_empty(), "English in the output:\n{}", bad.join("\n"));
}

#[test]
fn a_file_that_cannot_be_written_is_said_in_french() {
    let dir = tempfile::tempdir().unwrap();
    let (code, _, stderr) = run_in(
        dir.path(),
        &[
            "diagram",
            "--game",
            "chess",
            "--position",
            "start",
            "--out",
            "absent/x.svg",
        ],
    );
    assert_eq!(code, 1);
    assert!(
        stderr.starts_with("erreur: absent/x.svg : écriture impossible ("),
        "{stderr}"
    );
    assert!(
        !stderr.contains("os error") && !stderr.contains("No such"),
        "{stderr}"
    );
}
