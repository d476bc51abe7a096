//! Perft speed: our chess engine against shakmaty 0.30.1, in the same run.
//!
//! Both count the same way: bulk counting at the last ply (legal moves at depth 1 are
//! counted, not played) and copy-make for the plies above. Ours generates the last
//! ply into a counter; shakmaty into a list whose length it takes: the last two
//! columns time our generator with a list there too, for a like-for-like view.
//! Each measurement is the median of several runs (`PERFT_RUNS`, default 5), the
//! three counters taking turns run after run.
//! `cargo bench --bench perft` prints a Markdown table.
//!
//! `scripts/bench_perft.sh` also runs this binary as one side of a process-to-process
//! comparison (CPU time of whole processes, as for `arbitre perft` and the C++ peers):
//! `perft-XXXX shakmaty FEN DEPTH` prints shakmaty's count, `perft-XXXX chess4-played
//! DEPTH [FEN4]` ours for four-player Teams chess (from the start, or from a FEN4 with
//! 4pchess's en passant by the pawn in front only) with every leaf move made and taken
//! back (as 4pchess counts), each alone on its last line.

use std::time::{Duration, Instant};

use arbitre::notation::chess::parse_fen;
use arbitre::rules::Game;
use arbitre::rules::chess::movegen;
use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess};

const POSITIONS: [(&str, &str, u32); 6] = [
    (
        "initial",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        6,
    ),
    (
        "kiwipete",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        5,
    ),
    ("position3", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 6),
    (
        "position4",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        5,
    ),
    (
        "position5",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        5,
    ),
    (
        "position6",
        "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
        5,
    ),
];

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[v.len() / 2]
}

/// Times several counters in turn, run after run, so that a busy machine slows them
/// alike; returns each one's node count and median time.
fn time_interleaved(runs: usize, counters: &mut [&mut dyn FnMut() -> u64]) -> Vec<(u64, Duration)> {
    let mut times = vec![Vec::with_capacity(runs); counters.len()];
    let mut nodes = vec![0; counters.len()];
    for _ in 0..runs {
        for (i, f) in counters.iter_mut().enumerate() {
            let t = Instant::now();
            nodes[i] = std::hint::black_box(f());
            times[i].push(t.elapsed());
        }
    }
    nodes
        .into_iter()
        .zip(times.into_iter().map(median))
        .collect()
}

/// One count for the bench script, if the arguments ask for one.
fn single_count(args: &[String]) -> Option<u64> {
    let depth = |s: &String| s.parse::<u32>().expect("depth");
    match args {
        [mode, fen, d] if mode == "shakmaty" => {
            let pos: Chess = fen
                .parse::<Fen>()
                .expect("shakmaty FEN")
                .into_position(CastlingMode::Standard)
                .expect("shakmaty position");
            Some(shakmaty::perft(&pos, depth(d)))
        }
        [mode, d] if mode == "chess4-played" => {
            let game =
                arbitre::rules::chess4::Chess4::new_preset(arbitre::rules::Preset::Chess4Teams)
                    .expect("preset");
            arbitre::rules::chess4::perft_playing_leaves(&game, depth(d))
        }
        [mode, d, fen] if mode == "chess4-played" => {
            let game = arbitre::notation::parse_position(arbitre::rules::Preset::Chess4Teams, fen)
                .expect("FEN4");
            let mut game = game.chess4().expect("Chess4").clone();
            game.set_option("en-passant-who", "pawn-in-front")
                .expect("option");
            arbitre::rules::chess4::perft_playing_leaves(&game, depth(d))
        }
        _ => None,
    }
}

fn main() {
    // `cargo bench` passes `--bench`: only the other arguments choose a mode.
    let args: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with("--"))
        .collect();
    if !args.is_empty() {
        let n =
            single_count(&args).expect("usage: shakmaty FEN DEPTH | chess4-played DEPTH [FEN4]");
        println!("{n}");
        return;
    }
    let runs: usize = std::env::var("PERFT_RUNS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(5);
    println!(
        "| position | depth | nodes | arbitre median | shakmaty median | arbitre Mnps | shakmaty Mnps | speed ratio | arbitre, last ply listed | speed ratio, listed |"
    );
    println!("|---|---|---|---|---|---|---|---|---|---|");
    let (mut ours_total, mut theirs_total, mut listed_total) =
        (Duration::ZERO, Duration::ZERO, Duration::ZERO);
    for (name, fen, depth) in POSITIONS {
        let ours = parse_fen(fen).expect("our FEN");
        let theirs: Chess = fen
            .parse::<Fen>()
            .expect("shakmaty FEN")
            .into_position(CastlingMode::Standard)
            .expect("shakmaty position");
        let results = time_interleaved(
            runs,
            &mut [
                &mut || movegen::perft(std::hint::black_box(&ours), depth),
                &mut || shakmaty::perft(std::hint::black_box(&theirs), depth),
                &mut || movegen::perft_listing_leaves(std::hint::black_box(&ours), depth),
            ],
        );
        let [(n1, t1), (n2, t2), (n3, t3)] = results[..] else {
            unreachable!("three counters")
        };
        assert_eq!(n1, n2, "{name}: node counts differ");
        assert_eq!(n1, n3, "{name}: node counts differ");
        let mnps = |n: u64, t: Duration| n as f64 / t.as_secs_f64() / 1e6;
        println!(
            "| {name} | {depth} | {n1} | {:.3} s | {:.3} s | {:.1} | {:.1} | {:.2} | {:.3} s | {:.2} |",
            t1.as_secs_f64(),
            t2.as_secs_f64(),
            mnps(n1, t1),
            mnps(n2, t2),
            t2.as_secs_f64() / t1.as_secs_f64(),
            t3.as_secs_f64(),
            t2.as_secs_f64() / t3.as_secs_f64()
        );
        ours_total += t1;
        theirs_total += t2;
        listed_total += t3;
    }
    println!(
        "\nTotal: arbitre {:.2} s, shakmaty {:.2} s, speed ratio {:.2}; last ply listed {:.2} s, ratio {:.2}",
        ours_total.as_secs_f64(),
        theirs_total.as_secs_f64(),
        theirs_total.as_secs_f64() / ours_total.as_secs_f64(),
        listed_total.as_secs_f64(),
        theirs_total.as_secs_f64() / listed_total.as_secs_f64()
    );
}
