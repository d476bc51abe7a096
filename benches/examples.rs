//! Benchmark (not a test): a generated book of 2,000 chess examples, timed stage by
//! stage — checking the claims, drawing the SVG, rendering the 300 dpi PNG — and the
//! whole `arbitre check` and `arbitre build` on that book. Prints a Markdown table.
//!
//! Run with `cargo bench --bench examples` (release profile).

use arbitre::diagram::{Diagram, to_png, to_svg};
use arbitre::example::check::check;
use arbitre::example::load::load;
use arbitre::notation;
use arbitre::rules::{Game, Preset};
use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

const EXAMPLES: usize = 2000;

/// A deterministic xorshift, so the book is the same at every run.
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

/// One example block: a random game of a few moves from the start, with claims
/// computed by the engine (so every example holds).
fn example(rng: &mut Rng) -> String {
    let mut game = Preset::Chess.start();
    let mut moves = Vec::new();
    for _ in 0..(4 + rng.next() % 16) {
        let legal = game.legal_moves();
        if legal.is_empty() {
            break;
        }
        let mv = &legal[(rng.next() % legal.len() as u64) as usize];
        let seat = game.to_move()[0];
        moves.push(notation::write_move(&game, seat, mv));
        game.play(seat, mv).expect("legal");
    }
    let next: Vec<&str> = game
        .next_to_move()
        .iter()
        .map(|s| game.seat_id(*s))
        .collect();
    let checked: Vec<&str> = game.checked().iter().map(|s| game.seat_id(*s)).collect();
    let legal: Vec<String> = game
        .legal_moves()
        .iter()
        .take(2)
        .map(|m| notation::write_move(&game, game.to_move()[0], m))
        .collect();
    format!(
        "```position\nmoves: [{}]\nexpect:\n  next: [{}]\n  check: [{}]\n  legal: [{}]\n```\n\n",
        moves
            .iter()
            .map(|m| format!("\"{m}\""))
            .collect::<Vec<_>>()
            .join(", "),
        next.join(", "),
        checked.join(", "),
        legal
            .iter()
            .map(|m| format!("\"{m}\""))
            .collect::<Vec<_>>()
            .join(", ")
    )
}

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[v.len() / 2]
}

fn run(args: &[&str]) -> Duration {
    let exe = env!("CARGO_BIN_EXE_arbitre");
    let start = Instant::now();
    let out = Command::new(exe).args(args).output().expect("run arbitre");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    start.elapsed()
}

fn main() {
    let dir = tempfile::tempdir().expect("tempdir");
    let book = dir.path();
    std::fs::create_dir_all(book.join("content")).expect("mkdir");
    std::fs::write(book.join("book.toml"), "[book]\ntitle = \"Banc d'essai\"\n").expect("write");
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let pages = 40;
    let mut summary = String::from("# Sommaire\n\n");
    let mut blocks = Vec::new();
    for p in 0..pages {
        let mut text = format!("---\ngame: chess\n---\n# Page {p}\n\n");
        for _ in 0..EXAMPLES / pages {
            let e = example(&mut rng);
            text.push_str("Un exemple.\n\n");
            blocks.push(e.clone());
            text.push_str(&e);
        }
        std::fs::write(book.join(format!("content/p{p}.md")), text).expect("write");
        summary.push_str(&format!("- [Page {p}](p{p}.md)\n"));
    }
    std::fs::write(book.join("content/SUMMARY.md"), summary).expect("write");

    // Stage by stage, on one thread.
    let (mut t_check, mut t_svg, mut t_png) = (Duration::ZERO, Duration::ZERO, Duration::ZERO);
    for (i, b) in blocks.iter().enumerate() {
        let body = b
            .trim_start_matches("```position\n")
            .trim_end()
            .trim_end_matches("```");
        let start = Instant::now();
        let loaded = load(book, Path::new("content/p0.md"), 1, body).expect("load");
        let checked = check(&loaded.example, Some("chess")).expect("check");
        assert!(checked.failures.is_empty(), "{:?}", checked.failures);
        t_check += start.elapsed();
        let mut d = Diagram::from_game(&checked.last().game);
        d.id = format!("d{i}");
        let start = Instant::now();
        let svg = to_svg(&d);
        t_svg += start.elapsed();
        // PNG for one example in ten: it dominates, and the per-example time is what matters.
        if i % 10 == 0 {
            let start = Instant::now();
            let png = to_png(&d, 300).expect("png");
            t_png += start.elapsed() * 10;
            assert!(png.len() > 1000 && !svg.is_empty());
        }
    }
    let per = |t: Duration| t.as_secs_f64() * 1e6 / blocks.len() as f64;

    let book_s = book.to_str().expect("utf-8 path");
    let out = dir.path().join("out");
    let out_s = out.to_str().expect("utf-8 path");
    let checks: Vec<Duration> = (0..3).map(|_| run(&["check", book_s])).collect();
    let builds: Vec<Duration> = (0..3)
        .map(|_| run(&["build", book_s, "-o", out_s]))
        .collect();

    println!(
        "| stage ({} examples, chess) | per example | whole book |",
        blocks.len()
    );
    println!("|---|---|---|");
    println!(
        "| load + check claims (1 thread) | {:.0} µs | {:.2} s |",
        per(t_check),
        t_check.as_secs_f64()
    );
    println!(
        "| SVG diagram (1 thread) | {:.0} µs | {:.2} s |",
        per(t_svg),
        t_svg.as_secs_f64()
    );
    println!(
        "| PNG at 300 dpi (1 thread, sampled 1 in 10) | {:.0} µs | {:.2} s |",
        per(t_png),
        t_png.as_secs_f64()
    );
    let c = median(checks);
    let b = median(builds);
    println!(
        "| `arbitre check` (median of 3, all cores) | {:.0} µs | {:.2} s |",
        per(c),
        c.as_secs_f64()
    );
    println!(
        "| `arbitre build` with PNG (median of 3, all cores) | {:.0} µs | {:.2} s |",
        per(b),
        b.as_secs_f64()
    );
}
