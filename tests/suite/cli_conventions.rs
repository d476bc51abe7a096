//! The command line's conventions, as users of cargo, mdBook and Zola expect them, from
//! the real binary: bare `arbitre` is the help, shell completions that a real bash loads,
//! colour only on request or on a terminal (`NO_COLOR`, `CLICOLOR_FORCE`, a pipe), `-q`
//! and `-v`, mdBook's `-d/--dest-dir` beside the contract's `-o`, `serve -n`, an example
//! and every preset in the help, `init` writing only what the author edits.
use std::path::Path;
use std::process::Command;

const BIN: &str = env!("CARGO_BIN_EXE_arbitre");

/// (exit code, stdout, stderr) of `arbitre args…` in `dir` with `env` added (and the
/// colour variables of the caller's terminal removed).
fn run_env(dir: &Path, args: &[&str], env: &[(&str, &str)]) -> (i32, String, String) {
    let mut cmd = Command::new(BIN);
    cmd.args(args)
        .current_dir(dir)
        .env_remove("NO_COLOR")
        .env_remove("CLICOLOR_FORCE")
        .env_remove("CLICOLOR");
    for (k, v) in env {
        cmd.env(k, v);
    }
    let out = cmd.output().unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn run(dir: &Path, args: &[&str]) -> (i32, String, String) {
    run_env(dir, args, &[])
}

/// A new book from `arbitre init`, with `page` as its index when given.
fn new_book(page: Option<&str>) -> (tempfile::TempDir, std::path::PathBuf) {
    let tmp = tempfile::tempdir().unwrap();
    let root = tmp.path().join("livre");
    let (code, _, stderr) = run(tmp.path(), &["init", root.to_str().unwrap()]);
    assert_eq!(code, 0, "{stderr}");
    if let Some(page) = page {
        std::fs::write(root.join("content/index.md"), page).unwrap();
    }
    (tmp, root)
}

const BAD_PAGE: &str =
    "---\ntitle: A\ngame: chess\n---\n# A\n\n```position\nsetup: start\nmoves: [e4, Qh5]\n```\n";

#[test]
fn bare_arbitre_prints_the_help() {
    let tmp = tempfile::tempdir().unwrap();
    let (code, stdout, stderr) = run(tmp.path(), &[]);
    assert_eq!(code, 0, "{stderr}");
    assert_eq!(stdout, run(tmp.path(), &["help"]).1);
    assert!(stdout.contains("completions"), "{stdout}");
}

#[test]
fn bash_loads_the_completions() {
    let tmp = tempfile::tempdir().unwrap();
    for shell in ["bash", "zsh", "fish", "elvish", "powershell"] {
        let (code, stdout, stderr) = run(tmp.path(), &["completions", shell]);
        assert_eq!(code, 0, "{shell}: {stderr}");
        assert!(stdout.contains("arbitre"), "{shell}");
        assert!(stdout.contains("moves"), "{shell}");
    }
    let script = tmp.path().join("arbitre.bash");
    std::fs::write(&script, run(tmp.path(), &["completions", "bash"]).1).unwrap();
    // the real bash: the script loads and registers a completion for `arbitre`
    let out = Command::new("bash")
        .arg("-c")
        .arg(format!(
            "source {} && complete -p arbitre",
            script.display()
        ))
        .output()
        .expect("bash");
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{out:?}");
    assert!(
        said.contains("_arbitre") && said.trim_end().ends_with("arbitre"),
        "{said}"
    );
    let (code, _, stderr) = run(tmp.path(), &["completions", "tcsh"]);
    assert_eq!(code, 2);
    assert!(
        stderr.starts_with("erreur: valeur invalide « tcsh »"),
        "{stderr}"
    );
}

#[test]
fn colour_only_on_request_and_never_under_no_color() {
    let (_tmp, root) = new_book(Some(BAD_PAGE));
    let (code, _, piped) = run(&root, &["check"]);
    assert_eq!(code, 1);
    assert!(!piped.contains('\x1b'), "a pipe gets no colour: {piped:?}");
    let (_, _, forced) = run_env(&root, &["check"], &[("CLICOLOR_FORCE", "1")]);
    assert!(forced.contains("\x1b["), "CLICOLOR_FORCE: {forced:?}");
    // the same words once the styles are taken out
    let plain: String = {
        let mut s = String::new();
        let mut rest = forced.as_str();
        while let Some(i) = rest.find('\x1b') {
            s.push_str(&rest[..i]);
            let end = rest[i..].find('m').unwrap();
            rest = &rest[i + end + 1..];
        }
        s.push_str(rest);
        s
    };
    assert_eq!(plain, piped);
    let (_, _, both) = run_env(
        &root,
        &["check"],
        &[("CLICOLOR_FORCE", "1"), ("NO_COLOR", "1")],
    );
    assert_eq!(both, piped, "NO_COLOR wins");
}

#[test]
fn quiet_keeps_the_summary_and_verbose_times_the_steps() {
    let (_tmp, root) = new_book(None);
    let (code, stdout, stderr) = run(&root, &["build"]);
    assert_eq!(code, 0, "{stderr}");
    assert!(stderr.contains("site écrit dans"), "{stderr}");
    assert_eq!(stdout.lines().last(), Some("1 passed, 0 failed"));
    let (code, stdout, stderr) = run(&root, &["build", "-q"]);
    assert_eq!(code, 0);
    assert_eq!(stderr, "", "-q: no note");
    assert_eq!(stdout, "1 passed, 0 failed\n");
    let (code, _, stderr) = run(&root, &["-v", "build"]);
    assert_eq!(code, 0);
    assert!(stderr.lines().any(|l| l.starts_with("temps: ")), "{stderr}");
    let (code, _, stderr) = run(&root, &["build", "-q", "-v"]);
    assert_eq!(code, 2, "{stderr}");
}

#[test]
fn one_output_flag_across_commands() {
    let (tmp, root) = new_book(None);
    for (flag, dir) in [
        ("-o", "o"),
        ("-d", "d"),
        ("--dest-dir", "dd"),
        ("--out", "out"),
    ] {
        let out = tmp.path().join(dir);
        let (code, _, stderr) = run(&root, &["build", flag, out.to_str().unwrap()]);
        assert_eq!(code, 0, "{flag}: {stderr}");
        assert!(out.join("index.html").is_file(), "{flag}");
    }
    // the help says one spelling for every command that writes an output
    for verb in ["build", "diagram", "coverage"] {
        let (_, help, _) = run(tmp.path(), &[verb, "--help"]);
        assert!(help.contains("-o, --out <"), "{verb}: {help}");
        // `coverage --html` still works, named in the help text only, never its own line
        assert!(
            !help.lines().any(|l| l.trim_start().starts_with("--html")),
            "{verb}: {help}"
        );
    }
    for flag in ["-o", "--out", "--html"] {
        let page = tmp.path().join(format!("couverture{flag}.html"));
        let (code, _, stderr) = run(&root, &["coverage", flag, page.to_str().unwrap()]);
        assert_eq!(code, 0, "{flag}: {stderr}");
        assert!(page.is_file(), "{flag}");
    }
}

#[test]
fn serve_listens_on_the_hostname_given() {
    let (_tmp, root) = new_book(None);
    // a name that does not resolve: one French line naming it, exit 1
    let (code, _, stderr) = run(
        &root,
        &["serve", "-n", "hote.invalide", "-p", "0", "--quiet"],
    );
    assert_eq!(code, 1, "{stderr}");
    assert!(
        stderr.starts_with("erreur: impossible d'écouter sur hote.invalide:0"),
        "{stderr}"
    );
    let mut child = Command::new(BIN)
        .args(["serve", "--hostname", "127.0.0.1", "-p", "0"])
        .current_dir(&root)
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    // the first build's summary, then the address
    let stdout = std::io::BufReader::new(child.stdout.take().unwrap());
    let line = std::io::BufRead::lines(stdout)
        .map_while(Result::ok)
        .find(|l| l.starts_with("Site servi"))
        .unwrap_or_default();
    let _ = child.kill();
    let _ = child.wait();
    assert!(
        line.starts_with("Site servi sur http://127.0.0.1:"),
        "{line}"
    );
}

#[test]
fn help_lists_every_preset_and_an_example() {
    let tmp = tempfile::tempdir().unwrap();
    for verb in ["moves", "perft", "diagram", "replay"] {
        let (_, help, _) = run(tmp.path(), &[verb, "--help"]);
        for preset in arbitre::rules::Preset::ALL {
            assert!(help.contains(preset.id()), "{verb}: {}", preset.id());
        }
    }
    for verb in [
        "init",
        "build",
        "check",
        "serve",
        "moves",
        "perft",
        "diagram",
        "replay",
        "coverage",
        "completions",
        "mdbook",
        "help",
    ] {
        let (_, help, _) = run(tmp.path(), &[verb, "--help"]);
        assert!(
            help.contains(&format!("  arbitre {verb}")),
            "{verb}: {help}"
        );
    }
}

#[test]
fn moves_in_a_finished_game_says_why() {
    let tmp = tempfile::tempdir().unwrap();
    let mate = "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1";
    let (code, stdout, stderr) = run(
        tmp.path(),
        &["moves", "--game", "chess", "--position", mate],
    );
    assert_eq!(code, 0);
    assert_eq!(stdout, "");
    insta::assert_snapshot!("moves_finished_game", stderr);
}

#[test]
fn init_writes_only_what_the_author_edits() {
    let tmp = tempfile::tempdir().unwrap();
    let root = tmp.path().join("livre");
    let (code, stdout, stderr) = run(tmp.path(), &["init", root.to_str().unwrap()]);
    assert_eq!(code, 0, "{stderr}");
    let mut files: Vec<String> = walk(&root);
    files.sort();
    assert_eq!(
        files,
        [
            ".gitignore",
            "book.toml",
            "content/SUMMARY.md",
            "content/index.md"
        ]
    );
    assert!(stdout.contains("Ensuite :"), "{stdout}");
    assert!(stdout.contains("arbitre serve --open"), "{stdout}");
    // the smallest book that builds and shows one checked example
    let (code, stdout, stderr) = run(&root, &["build"]);
    assert_eq!(code, 0, "{stderr}");
    assert_eq!(stdout, "1 passed, 0 failed\n");
    let page = std::fs::read_to_string(root.join("book/index.html")).unwrap();
    assert!(page.contains("<svg"), "the example is drawn");
    let (code, stdout, _) = run(
        tmp.path(),
        &["-q", "init", tmp.path().join("b").to_str().unwrap()],
    );
    assert_eq!(code, 0);
    assert!(!stdout.contains("Ensuite"), "-q: no next steps");
}

fn walk(root: &Path) -> Vec<String> {
    let mut out = Vec::new();
    for entry in std::fs::read_dir(root).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            out.extend(
                walk(&path)
                    .into_iter()
                    .map(|f| format!("{}/{f}", path.file_name().unwrap().to_string_lossy())),
            );
        } else {
            out.push(path.file_name().unwrap().to_string_lossy().into_owned());
        }
    }
    out
}

/// `check --bless` on a `hands:` claim whose pawn went to the partner's hand (bughouse):
/// the claim keeps its pieces and its flow or block shape and names the seat that holds
/// them, instead of emptying the hand it named.
#[test]
fn bless_keeps_the_shape_and_meaning_of_hands() {
    let block = |hands: &str| {
        format!(
            "```position\nsetup: start\nmoves: [\"A. e4\", \"a. d5\", \"A. exd5\"]\nexpect:\n  hands:{hands}\n```\n"
        )
    };
    let page = format!(
        "---\ntitle: A\ngame: bughouse\n---\n# A\n\n{}\n{}\n{}",
        block(" {a: [P]} # le pion pris"),
        block("\n    a:\n      - P"),
        block(" {b: [Q]}"),
    );
    let (_tmp, root) = new_book(Some(&page));
    let (code, stdout, stderr) = run(&root, &["check", "--bless"]);
    assert_eq!(code, 0, "{stdout}{stderr}");
    let after = std::fs::read_to_string(root.join("content/index.md")).unwrap();
    let want = format!(
        "---\ntitle: A\ngame: bughouse\n---\n# A\n\n{}\n{}\n{}",
        block(" {b: [P]} # le pion pris"),
        block("\n    b:\n      - P"),
        block(" {b: [P]}"),
    );
    assert_eq!(after, want);
    insta::assert_snapshot!("bless_hands", stdout);
}

#[test]
fn dash_is_standard_input_and_output() {
    let tmp = tempfile::tempdir().unwrap();
    let start = [
        "diagram",
        "--game",
        "chess",
        "--position",
        "start",
        "-o",
        "-",
    ];
    let out = Command::new(BIN)
        .args(start)
        .current_dir(tmp.path())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    assert!(out.stdout.starts_with(b"<svg"), "{:?}", &out.stdout[..20]);
    assert!(std::fs::read_dir(tmp.path()).unwrap().next().is_none());
    let out = Command::new(BIN)
        .args(start)
        .args(["--dpi", "30"])
        .output()
        .unwrap();
    assert!(out.stdout.starts_with(b"\x89PNG\r\n\x1a\n"));
    // a record read from standard input (`--record -`), drawn to standard output
    let mut child = Command::new(BIN)
        .args(["diagram", "--game", "chess", "--record", "-", "-o", "-"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    std::io::Write::write_all(
        &mut child.stdin.take().unwrap(),
        b"[Event \"?\"]\n\n1. e4 e5 *\n",
    )
    .unwrap();
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(0));
    assert!(out.stdout.starts_with(b"<svg"));
    // `coverage --html -`: the page on standard output, instead of the table
    let (_tmp, root) = new_book(None);
    let (code, stdout, stderr) = run(&root, &["coverage", "--html", "-"]);
    assert_eq!(code, 0, "{stderr}");
    assert!(stdout.starts_with("<!doctype html>"), "{stdout}");
}

/// The counted bar is drawn on a terminal only: a pipe gets the report alone.
#[test]
fn no_progress_bar_on_a_pipe() {
    let (tmp, root) = new_book(None);
    let out = tmp.path().join("site");
    let (code, stdout, stderr) = run(&root, &["build", "-o", out.to_str().unwrap()]);
    assert_eq!(code, 0, "{stderr}");
    for text in [&stdout, &stderr] {
        assert!(!text.contains("pages") && !text.contains('\r'), "{text}");
    }
}
