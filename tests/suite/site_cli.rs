//! The binary: exit codes (0 ok, 1 wrong book, 2 bad usage), the summary line on stdout,
//! reserved engine verbs, and `serve` answering, rebuilding and bumping its version.
use crate::site_common;

use site_common::fixture_book;
use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const BIN: &str = env!("CARGO_BIN_EXE_arbitre");

fn run(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(BIN).args(args).output().unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn build_ok_prints_summary_line_last() {
    let (_tmp, root) = fixture_book("books", "basic");
    let out = root.parent().unwrap().join("sortie");
    let (code, stdout, stderr) =
        run(&["build", root.to_str().unwrap(), "-o", out.to_str().unwrap()]);
    assert_eq!(code, 0, "{stderr}");
    assert_eq!(stdout.lines().last(), Some("2 passed, 0 failed, 1 skipped"));
    assert!(out.join("intro.html").is_file());
}

#[test]
fn invalid_book_exits_1_with_file_line_messages() {
    let (_tmp, root) = fixture_book("invalid", "several");
    for verb in ["check", "build"] {
        let (code, stdout, stderr) = run(&[verb, root.to_str().unwrap()]);
        assert_eq!(code, 1, "{verb}");
        // five faults in the book, each one failure (never `0 failed` with exit 1)
        assert_eq!(stdout.lines().last(), Some("0 passed, 5 failed"));
        assert!(
            stderr
                .contains("erreur: lien cassé : page introuvable « z.md »\n  --> content/a.md:3:"),
            "{stderr}"
        );
        assert!(stderr.contains("--> content/c.md:3:"), "{stderr}");
        assert!(!stderr.contains("panicked"), "{stderr}");
    }
    let (_tmp, root) = fixture_book("invalid", "unknown-key");
    let (code, _, stderr) = run(&["build", root.to_str().unwrap()]);
    assert_eq!(code, 1);
    assert_eq!(
        stderr.trim(),
        "erreur: clé inconnue « titel » dans [book]\n  --> book.toml:3:1\n  |\n3 | titel = \"y\"\n  | ^^^^^\n  = aide : vouliez-vous dire « title » ?"
    );
}

#[test]
fn missing_book_is_one_error_line_exit_1() {
    let tmp = tempfile::tempdir().unwrap();
    let (code, _, stderr) = run(&["check", tmp.path().join("rien").to_str().unwrap()]);
    assert_eq!(code, 1);
    assert!(stderr.starts_with("erreur: "), "{stderr}");
    assert_eq!(stderr.trim().lines().count(), 1, "{stderr}");
}

#[test]
fn refused_output_exits_1() {
    let (_tmp, root) = fixture_book("books", "basic");
    let (code, _, stderr) = run(&[
        "build",
        root.to_str().unwrap(),
        "-o",
        root.join("content").to_str().unwrap(),
    ]);
    assert_eq!(code, 1);
    assert!(stderr.starts_with("erreur: refus d'écrire"), "{stderr}");
}

#[test]
fn bad_usage_exits_2_with_one_line() {
    // bare `arbitre` is the help (cli_conventions)
    for args in [
        vec!["build", "--nope"],
        vec!["frobnicate"],
        vec!["serve", "-p", "quatre"],
        vec!["perft", "--game", "chess", "--position", "start"],
        vec![
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
        vec!["diagram", "--game", "chess", "--position", "start"],
    ] {
        let (code, _, stderr) = run(&args);
        assert_eq!(code, 2, "{args:?}: {stderr}");
        assert!(stderr.starts_with("erreur: "), "{args:?}: {stderr}");
        assert_eq!(stderr.trim().lines().count(), 1, "{args:?}: {stderr}");
    }
}

#[test]
fn engine_verbs_answer_from_the_engine() {
    let (code, stdout, stderr) = run(&["moves", "--game", "chess", "--position", "start"]);
    assert_eq!(code, 0, "{stderr}");
    let moves: Vec<&str> = stdout.lines().collect();
    assert_eq!(moves.len(), 20);
    assert!(moves.windows(2).all(|w| w[0] <= w[1]), "sorted");
    assert!(moves.contains(&"Nf3") && moves.contains(&"e4"));

    let (code, stdout, _) = run(&[
        "moves",
        "--game",
        "chess",
        "--position",
        "start",
        "--moves",
        "e4 e5 Qh5 Nc6 Bc4 Nf6 Qxf7#",
    ]);
    assert_eq!((code, stdout.as_str()), (0, ""), "no move after mate");

    let (code, stdout, _) = run(&[
        "perft",
        "--game",
        "chess",
        "--position",
        "start",
        "--depth",
        "3",
    ]);
    assert_eq!((code, stdout.lines().last()), (0, Some("8902")));
    let (code, stdout, _) = run(&[
        "perft",
        "--game",
        "bughouse",
        "--position",
        "start",
        "--depth",
        "2",
        "--board",
        "A",
    ]);
    assert_eq!((code, stdout.lines().last()), (0, Some("400")));
    let (code, stdout, _) = run(&[
        "perft",
        "--game",
        "chess4-teams",
        "--position",
        "start",
        "--depth",
        "2",
    ]);
    assert_eq!((code, stdout.lines().last()), (0, Some("395")));

    let tmp = tempfile::tempdir().unwrap();
    let svg = tmp.path().join("d.svg");
    let (code, _, stderr) = run(&[
        "diagram",
        "--game",
        "shogi4",
        "--position",
        "start",
        "-o",
        svg.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{stderr}");
    assert!(std::fs::read_to_string(&svg).unwrap().starts_with("<svg"));
    let png = tmp.path().join("d.png");
    let (code, _, stderr) = run(&[
        "diagram",
        "--game",
        "bughouse",
        "--position",
        "start",
        "-o",
        png.to_str().unwrap(),
        "--dpi",
        "150",
    ]);
    assert_eq!(code, 0, "{stderr}");
    assert!(std::fs::read(&png).unwrap().starts_with(b"\x89PNG"));
}

#[test]
fn bad_engine_command_lines_exit_2_with_one_line() {
    for args in [
        vec!["moves", "--game", "dames", "--position", "start"],
        vec![
            "moves",
            "--game",
            "chess",
            "--position",
            "8/8/8/8/8/8/8/8 w - - 0 1",
        ],
        vec![
            "moves",
            "--game",
            "chess",
            "--position",
            "KK6/8/8/8/8/8/8/7k w - - 0 1",
        ],
        vec![
            "moves",
            "--game",
            "chess",
            "--position",
            "start",
            "--moves",
            "e4 e4",
        ],
        vec![
            "perft",
            "--game",
            "chess",
            "--position",
            "start",
            "--depth",
            "1",
            "--board",
            "A",
        ],
        vec![
            "diagram",
            "--game",
            "chess",
            "--position",
            "start",
            "-o",
            "x.gif",
        ],
    ] {
        let (code, stdout, stderr) = run(&args);
        assert_eq!(code, 2, "{args:?}: {stderr}");
        assert!(stdout.is_empty(), "{args:?}");
        assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
        assert!(stderr.starts_with("erreur: "), "{args:?}: {stderr}");
    }
}

#[test]
fn help_exits_0() {
    let (code, stdout, _) = run(&["--help"]);
    assert_eq!(code, 0);
    for verb in [
        "init", "build", "check", "serve", "moves", "perft", "diagram",
    ] {
        assert!(stdout.contains(verb), "{verb}");
    }
}

#[test]
fn init_then_build() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("livre");
    let (code, stdout, _) = run(&["init", dir.to_str().unwrap()]);
    assert_eq!(code, 0);
    assert!(stdout.contains("book.toml"));
    let (code, stdout, stderr) = run(&["build", dir.to_str().unwrap()]);
    assert_eq!(code, 0, "{stderr}");
    assert_eq!(stdout.lines().last(), Some("1 passed, 0 failed"));
    let (code, _, stderr) = run(&["init", dir.to_str().unwrap()]);
    assert_eq!(code, 1);
    assert!(stderr.starts_with("erreur: "));
}

fn http_get(port: u16, path: &str) -> Option<(u16, String)> {
    let mut s = std::net::TcpStream::connect(("127.0.0.1", port)).ok()?;
    s.set_read_timeout(Some(Duration::from_secs(5))).ok()?;
    write!(
        s,
        "GET {path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n"
    )
    .ok()?;
    let mut buf = String::new();
    s.read_to_string(&mut buf).ok()?;
    let status = buf.split_whitespace().nth(1)?.parse().ok()?;
    let body = buf.split_once("\r\n\r\n").map(|(_, b)| b.to_string())?;
    Some((status, body))
}

struct Kill(std::process::Child);
impl Drop for Kill {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// `arbitre serve ROOT` on a free port, once it says where it serves.
fn start_serve(root: &std::path::Path) -> (Kill, u16) {
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let mut child = Kill(
        Command::new(BIN)
            .args(["serve", root.to_str().unwrap(), "-p", &port.to_string()])
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap(),
    );
    // wait for the "servi sur" line
    let stdout = child.0.stdout.take().unwrap();
    let mut lines = BufReader::new(stdout).lines();
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let line = lines.next().expect("serve printed its address").unwrap();
        if line.contains(&format!("http://127.0.0.1:{port}/")) {
            break;
        }
        assert!(Instant::now() < deadline);
    }
    std::thread::spawn(move || for _ in lines {});
    (child, port)
}

/// Waits until `page` served holds `text` (20 s at most).
fn served_soon(port: u16, page: &str, text: &str) {
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let (_, body) = http_get(port, page).unwrap();
        if body.contains(text) {
            break;
        }
        assert!(
            Instant::now() < deadline,
            "{page} never rebuilt with {text}: {body}"
        );
        std::thread::sleep(Duration::from_millis(100));
    }
}

#[test]
fn serve_answers_and_rebuilds() {
    let (_tmp, root) = fixture_book("books", "basic");
    let (_child, port) = start_serve(&root);
    let (status, body) = http_get(port, "/regles/roque.html").unwrap();
    assert_eq!(status, 200);
    assert!(body.contains("Le roque"));
    // the reload script is a file of the server (no inline script: issue 27's CSP)
    assert!(
        body.contains("<script src=\"/__arbitre/recharger.js\""),
        "reload script injected"
    );
    let (status, body) = http_get(port, "/pas/la.html").unwrap();
    assert_eq!(status, 404);
    assert!(body.contains("Page introuvable"));
    assert!(body.contains("<base href=\"/\">"));
    let (status, _) = http_get(port, "/../../etc/passwd").unwrap();
    assert!(status == 400 || status == 404, "{status}");

    std::fs::write(
        root.join("content/merci.md"),
        "# Merci beaucoup\n\nNouveau texte.\n",
    )
    .unwrap();
    served_soon(port, "/merci.html", "Nouveau texte.");
    // a change that breaks the book keeps the old site served
    std::fs::write(
        root.join("content/merci.md"),
        "# Merci\n\n[cassé](rien.md)\n",
    )
    .unwrap();
    std::thread::sleep(Duration::from_millis(1500));
    let (_, body) = http_get(port, "/merci.html").unwrap();
    assert!(body.contains("Nouveau texte."));
    // the build output is the plain site, without the reload script
    let on_disk = std::fs::read_to_string(root.join("book/merci.html")).unwrap();
    assert!(!on_disk.contains("__arbitre"));
}

/// An mdBook book whose page includes a listing outside the summary (`listings/x.rs`)
/// and a Markdown part beside its pages: a change to either is served.
#[test]
fn serve_rebuilds_when_an_included_file_changes() {
    let tmp = tempfile::tempdir().unwrap();
    let root = tmp.path();
    let write = |name: &str, text: &str| {
        let p = root.join(name);
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(p, text).unwrap();
    };
    write("book.toml", "[book]\ntitle = \"T\"\nsrc = \"src\"\n");
    write("src/SUMMARY.md", "# Sommaire\n\n- [A](a.md)\n");
    write(
        "src/a.md",
        "# A\n\n```rust\n{{#include ../listings/x.rs}}\n```\n\n{{#include parts/p.md}}\n",
    );
    write("listings/x.rs", "fn premiere_version() {}\n");
    write("src/parts/p.md", "Partie initiale.\n");
    let (_child, port) = start_serve(root);
    served_soon(port, "/a.html", "premiere_version");
    served_soon(port, "/a.html", "Partie initiale.");
    write("listings/x.rs", "fn seconde_version() {}\n");
    served_soon(port, "/a.html", "seconde_version");
    write("src/parts/p.md", "Partie changée.\n");
    served_soon(port, "/a.html", "Partie changée.");
}

#[test]
fn relative_out_is_taken_from_the_book_root() {
    let (tmp, root) = fixture_book("books", "basic");
    let out = Command::new(BIN)
        .current_dir(tmp.path())
        .args(["build", "basic", "-o", "site"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    assert!(root.join("site/intro.html").is_file());
    assert!(!tmp.path().join("site").exists());
}
