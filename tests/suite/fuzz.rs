//! A fuzz harness for every parser arbitre has: FEN, SAN/UCI/long moves, FEN4 and PGN4,
//! two-board FEN and BPGN, the shogi4 position string and USI moves, the example YAML
//! (read and checked), front matter, SUMMARY.md and book.toml.
//!
//! Each target gets inputs made by mutating a corpus of valid texts (characters
//! inserted, deleted, replaced, slices doubled or cut, from an alphabet suited to the
//! notation) plus wholly random text, through proptest's runner with a fixed seed: the
//! same cases on every run, in bounded time, shrunk to a small input on failure. The
//! property is the project's rule for bad input: an answer (Ok or a French error),
//! never a panic. `ARBITRE_FUZZ_SCALE=10 cargo test --release fuzz` runs ten times more;
//! `ARBITRE_FUZZ_SECONDS=60` runs each target for a minute, a new seed each round.
//! Deep and long inputs for the same parsers are in `fuzz_deep.rs`.
use proptest::prelude::*;
use proptest::test_runner::{Config, RngSeed, TestRunner};
use std::path::Path;

use arbitre::commands;
use arbitre::notation;
use arbitre::rules::{Game, Preset};

/// How many cases each target runs (times `ARBITRE_FUZZ_SCALE`, default 1).
fn cases(base: u32) -> u32 {
    let scale = std::env::var("ARBITRE_FUZZ_SCALE")
        .ok()
        .and_then(|s| s.parse::<u32>().ok())
        .unwrap_or(1)
        .max(1);
    base * scale
}

/// The time budget of a longer fuzz pass: `ARBITRE_FUZZ_SECONDS=S` runs each target
/// again and again, a new seed each round, until S seconds have passed (`.ci/run` runs
/// such a pass apart from the suite, in a fixed budget).
fn budget() -> Option<std::time::Duration> {
    let seconds = std::env::var("ARBITRE_FUZZ_SECONDS")
        .ok()?
        .parse::<u64>()
        .ok()?;
    Some(std::time::Duration::from_secs(seconds))
}

/// Runs `target` on `n` inputs from `strategy`; a panic fails the test with the
/// smallest input found. Round 0 is the suite's fixed cases; further rounds (with
/// `ARBITRE_FUZZ_SECONDS`) take the seeds that follow, so a failure names its round and
/// runs again the same.
pub fn fuzz<S: Strategy<Value = String>>(name: &str, n: u32, strategy: S, target: impl Fn(&str)) {
    let seed = name.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    });
    let start = std::time::Instant::now();
    let mut round = 0u64;
    loop {
        let config = Config {
            cases: cases(n),
            rng_seed: RngSeed::Fixed(seed.wrapping_add(round.wrapping_mul(0x9e37_79b9_7f4a_7c15))),
            failure_persistence: None,
            max_shrink_iters: 2000,
            ..Config::default()
        };
        let mut runner = TestRunner::new(config);
        if let Err(e) = runner.run(&strategy, |input| {
            target(&input);
            Ok(())
        }) {
            panic!("fuzz {name}, round {round}: {e}");
        }
        round += 1;
        match budget() {
            Some(b) if start.elapsed() < b => {}
            Some(_) => {
                eprintln!("fuzz {name}: {round} rounds of {} cases", cases(n));
                return;
            }
            None => return,
        }
    }
}

/// One edit of a text: what to do, where (a fraction of its length), which character.
#[derive(Debug, Clone)]
pub enum Edit {
    Insert(usize, usize),
    Delete(usize),
    Replace(usize, usize),
    Double(usize, usize),
    Cut(usize),
}

pub fn edit() -> impl Strategy<Value = Edit> {
    prop_oneof![
        (any::<usize>(), any::<usize>()).prop_map(|(a, b)| Edit::Insert(a, b)),
        any::<usize>().prop_map(Edit::Delete),
        (any::<usize>(), any::<usize>()).prop_map(|(a, b)| Edit::Replace(a, b)),
        (any::<usize>(), any::<usize>()).prop_map(|(a, b)| Edit::Double(a, b)),
        any::<usize>().prop_map(Edit::Cut),
    ]
}

pub fn apply(seed: &str, edits: &[Edit], alphabet: &[char]) -> String {
    let mut chars: Vec<char> = seed.chars().collect();
    for e in edits {
        let len = chars.len();
        let at = |x: usize| if len == 0 { 0 } else { x % len };
        let ch = |x: usize| alphabet[x % alphabet.len()];
        match *e {
            Edit::Insert(p, c) => chars.insert(if len == 0 { 0 } else { p % (len + 1) }, ch(c)),
            Edit::Delete(p) if len > 0 => {
                chars.remove(at(p));
            }
            Edit::Replace(p, c) if len > 0 => chars[at(p)] = ch(c),
            Edit::Double(p, n) if len > 0 => {
                let start = at(p);
                let end = (start + 1 + n % 12).min(len);
                let piece: Vec<char> = chars[start..end].to_vec();
                chars.splice(end..end, piece);
            }
            Edit::Cut(p) => chars.truncate(at(p)),
            _ => {}
        }
    }
    chars.into_iter().collect()
}

/// Mutated corpus texts (nine in ten) and random text from the alphabet.
fn mutations(corpus: Vec<String>, alphabet: &str) -> impl Strategy<Value = String> {
    let alpha: Vec<char> = alphabet.chars().collect();
    let alpha2 = alpha.clone();
    let n = corpus.len();
    prop_oneof![
        9 => (0..n, proptest::collection::vec(edit(), 0..8))
            .prop_map(move |(i, edits)| apply(&corpus[i], &edits, &alpha)),
        1 => proptest::collection::vec(any::<usize>(), 0..60)
            .prop_map(move |v| v.into_iter().map(|x| alpha2[x % alpha2.len()]).collect()),
    ]
}

const FEN_ALPHABET: &str = "pnbrqkPNBRQK12345678/ -wKQkqabcdefgh0123456789x~[]|@+#=éÿ\u{0}\t\n";
const MOVE_ALPHABET: &str = "abcdefghijklmnNBRQKPSGO0x-=+*@.123456789 AaBbnsewy{}:;~#";

/// Reads a position for `preset`, and when it reads, lists and plays moves (a parser's
/// output must be usable: no panic later either).
fn position_target(preset: &str) -> impl Fn(&str) + '_ {
    move |text| {
        let Some(preset) = Preset::from_id(preset) else {
            return;
        };
        if let Ok(mut game) = notation::parse_position(preset, text) {
            let written = notation::write_position(&game);
            let _ = notation::parse_position(preset, &written);
            if let Some(&seat) = game.to_move().first()
                && let Some(m) = game.legal_moves_of(seat).first().cloned()
            {
                let _ = game.play(seat, &m);
            }
        }
    }
}

fn start_of(preset: &str) -> String {
    notation::write_position(&Preset::from_id(preset).unwrap().start())
}

/// A few positions of each family, and the moves legal there, as seeds.
fn positions(preset: &str) -> Vec<String> {
    let mut v = vec![start_of(preset), "start".to_string()];
    match preset {
        "chess" => {
            let perft = include_str!("../data/chess_perft.txt");
            v.extend(
                perft
                    .lines()
                    .filter(|l| !l.starts_with('#') && l.contains(';'))
                    .filter_map(|l| l.split(';').nth(1))
                    .map(|f| f.trim().to_string())
                    .take(20),
            );
        }
        "shogi4" => v.push(
            "2,Ss,Gs,Ks,Gs,Ss,2/3,Ps,Rs,Ps,3/9/9/9/9/9/3,Pn,Rn,Pn,3/2,Sn,Gn,Kn,Gn,Sn,2 N R2P/-/G/- W>S 12"
                .to_string(),
        ),
        "bughouse" => v.push(
            "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R[Pn] w KQkq - 2 3 | 8/8/8/8/8/8/8/8[] b - - 0 1"
                .to_string(),
        ),
        _ => {}
    }
    v
}

fn moves_of(preset: &str, position: &str) -> Vec<String> {
    commands::run_moves_command(preset, position, "").unwrap_or_default()
}

#[test]
fn fuzz_positions_every_family() {
    // FEN, FEN4 (two rule sets), our shogi4 string, two-board crazyhouse FEN
    for (preset, n) in [
        ("chess", 3000),
        ("chess4-teams", 1500),
        ("chess4-ffa", 500),
        ("shogi4", 2000),
        ("bughouse", 2000),
    ] {
        fuzz(
            &format!("position {preset}"),
            n,
            mutations(positions(preset), FEN_ALPHABET),
            position_target(preset),
        );
    }
}

#[test]
fn fuzz_moves_every_notation() {
    // SAN, UCI and long algebraic; PGN4 and bare from-to; BPGN; USI
    for (preset, n) in [
        ("chess", 3000),
        ("chess4-teams", 1500),
        ("shogi4", 1500),
        ("bughouse", 1500),
    ] {
        let mut corpus = Vec::new();
        for p in positions(preset) {
            corpus.extend(moves_of(preset, &p));
        }
        corpus.extend(
            ["O-O", "O-O-O", "e8=Q", "A. e4", "b. P@f7", "P*5e", "8h2b+"].map(String::from),
        );
        let start = start_of(preset);
        fuzz(
            &format!("moves {preset}"),
            n,
            mutations(corpus, MOVE_ALPHABET),
            |text| {
                let _ = commands::run_moves_command(preset, &start, text);
                let _ = commands::setup_game(preset, &start, &format!("{text} {text}"));
            },
        );
    }
}

#[test]
fn fuzz_game_records() {
    let bpgn = include_str!("../data/bughouse_3611438.bpgn").to_string();
    let short =
        "[Event \"x\"]\n\n1A. e4{119.051} 1a. d5 1B. d4 1b. Nf6 2A. exd5 2a. Qxd5\n".to_string();
    fuzz(
        "bpgn",
        400,
        mutations(vec![bpgn, short], "[]\"{}.0123456789 ABab eNBRQKxO-=+#@\n"),
        |text| {
            if let Ok(g) = notation::bughouse::parse_bpgn(text) {
                let _ = notation::bughouse::write_bpgn(&g);
                let _ = notation::bughouse::replay_bpgn(&g);
            }
        },
    );
    let pgn4 = "[GameNr \"1\"]\n[Variant \"Teams\"]\n[RuleVariants \"EnPassant\"]\n[StartFen4 \"4PC\"]\n[Result \"0-1\"]\n\n1. d2-d3 { date=x clock=1 } .. b4-d4 .. k13-k12 .. m11-k11 2. d3xc4 .. Ra4xc4 .. k12xl11 ( .. k12-k11 ) .. R\n".to_string();
    let old = "[StartFen4 \"4PCo\"]\n1. h2-h3 .. b8-c8 .. g13-g12 .. m7-l7 2. Qg1-h2".to_string();
    fuzz(
        "pgn4",
        1500,
        mutations(
            vec![pgn4, old],
            "[]\"{}().0123456789 abcdefghijklmnxRNBQKO-=+#T\n",
        ),
        |text| {
            let _ = notation::chess4::replay_pgn4(Preset::Chess4Teams, text);
            let _ = notation::chess4::replay_pgn4(Preset::Chess4Ffa, text);
        },
    );
}

const YAML_ALPHABET: &str = "abcdefghijklmnopqrstuvwxyz:-[]{},'\"#&*!|>%@` \n\t0123456789KQRBNé";

#[test]
fn fuzz_example_yaml() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(dir.path().join("content/positions")).unwrap();
    std::fs::write(
        dir.path().join("content/positions/p.yaml"),
        "game: chess\nsetup: start\n",
    )
    .unwrap();
    let corpus: Vec<String> = [
        "game: chess\nsetup: start\nmoves: [e4, e5, Nf3]\nexpect:\n  legal: [Nc6]\n  check: []\n  next: black\n",
        "game: chess4-teams\nsetup: start\nmoves: [d2-d4, b7-c7]\nshow: { arrows: [d2-d4], marks: [d3], last_move: true }\nexpect: { next: yellow }\n",
        "game: shogi4\npieces:\n  south: [K5i, G4i, P5g]\n  north: [K5a]\nturn: south\nexpect:\n  moves_of: { 5g: [5f] }\n",
        "game: bughouse\nsetup: start\nmoves: [A. e4, a. d5, A. exd5]\nexpect: { hands: { B: [P] } }\n",
        "file: p.yaml\ncaption: \"Le *roque*\"\nexpect: { stalemate: [] }\n",
        "game: chess4-ffa\nsetup: start\nrules: { first: blue }\nmoves: [{resign: blue}, {timeout: yellow}]\nexpect: { scores: { red: 0 } }\n",
    ]
    .map(String::from)
    .to_vec();
    let root = dir.path().to_path_buf();
    fuzz(
        "example yaml",
        1500,
        mutations(corpus, YAML_ALPHABET),
        |text| {
            if let Ok(loaded) =
                arbitre::example::load::load(&root, Path::new("content/p.md"), 3, text)
            {
                let _ = arbitre::example::check::check(&loaded.example, Some("chess"));
            }
        },
    );
}

#[test]
fn fuzz_book_files() {
    use arbitre::site::{BookConfig, frontmatter, summary};
    let front = [
        "---\ntitle: Le roque\ndescription: x\ngame: chess\nfaq: true\n---\n# T\n",
        "---\n---\n",
        "---\ntitle: a\n...\nbody\n",
    ]
    .map(String::from)
    .to_vec();
    fuzz(
        "front matter",
        2000,
        mutations(front, YAML_ALPHABET),
        |text| {
            let _ = frontmatter::split(text);
        },
    );

    let dir = tempfile::tempdir().unwrap();
    for f in ["intro.md", "a.md", "a/b.md", "d.md"] {
        let p = dir.path().join(f);
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(p, "# x\n").unwrap();
    }
    let summaries = [
        "# Sommaire\n\n[Intro](intro.md)\n\n# Partie\n\n- [A](a.md)\n  - [B](a/b.md)\n- [Brouillon]()\n\n---\n\n[D](d.md)\n",
        "- [A](a.md)\n    - [B](a/b.md)\n        - [D](d.md)\n",
    ]
    .map(String::from)
    .to_vec();
    let src = dir.path().to_path_buf();
    fuzz(
        "SUMMARY.md",
        1500,
        mutations(summaries, "-*+# []()\n\t.md/abABé%20:\\`>!"),
        |text| {
            let (s, _) = summary::parse(text, &src, "content/SUMMARY.md");
            for e in &s.entries {
                let _ = e.number_label();
            }
        },
    );

    let tomls = [
        "[book]\ntitle = \"T\"\nauthors = [\"A\"]\ndescription = \"d\"\nlanguage = \"fr\"\nsrc = \"content\"\n\n[build]\nbuild-dir = \"book\"\n\n[output.html]\nsite-url = \"https://x/\"\nadditional-css = [\"a.css\"]\nsmart-punctuation = true\n",
    ]
    .map(String::from)
    .to_vec();
    fuzz(
        "book.toml",
        2000,
        mutations(
            tomls,
            "[]=\"'.-_ \nabcdefghijklmnopqrstuvwxyz0123456789{},#",
        ),
        |text| {
            let _ = BookConfig::parse(text);
        },
    );
}
