//! Perft against the published counts of tests/data/chess_perft.txt.

use arbitre::notation::chess::parse_fen;
use arbitre::rules::Preset;
use arbitre::rules::chess::movegen;

struct Case {
    name: String,
    fen: String,
    fast_depth: u32,
    counts: Vec<(u32, u64)>,
}

fn suite() -> Vec<Case> {
    let text = include_str!("../data/chess_perft.txt");
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|line| {
            let f: Vec<&str> = line.split(';').map(str::trim).collect();
            assert_eq!(f.len(), 4, "bad suite line: {line}");
            let counts = f[3]
                .split_whitespace()
                .map(|dn| {
                    let (d, n) = dn.split_once(':').expect("depth:nodes");
                    (d.parse().expect("depth"), n.parse().expect("nodes"))
                })
                .collect();
            Case {
                name: f[0].to_string(),
                fen: f[1].to_string(),
                fast_depth: f[2].parse().expect("fast depth"),
                counts,
            }
        })
        .collect()
}

fn check(max_depth: impl Fn(&Case) -> u32, min_depth: impl Fn(&Case) -> u32) {
    let mut checked = 0;
    for case in suite() {
        let pos = parse_fen(&case.fen).unwrap_or_else(|e| panic!("{}: {e:?}", case.name));
        for &(d, n) in &case.counts {
            if d <= max_depth(&case) && d >= min_depth(&case) {
                assert_eq!(movegen::perft(&pos, d), n, "{} depth {d}", case.name);
                checked += 1;
            }
        }
    }
    assert!(checked > 0);
}

#[test]
fn perft_suite_fast_depths() {
    check(|c| c.fast_depth, |_| 1);
}

#[test]
#[cfg_attr(
    debug_assertions,
    ignore = "deep: run by the release suite (cargo test --release)"
)]
fn perft_suite_deep() {
    check(|_| u32::MAX, |c| c.fast_depth + 1);
}

#[test]
fn suite_has_every_position() {
    let s = suite();
    assert_eq!(s.len(), 22);
    let initial = s.iter().find(|c| c.name == "initial").expect("initial");
    assert!(initial.counts.contains(&(5, 4865609)));
}

#[test]
fn the_generic_perft_through_game_agrees() {
    use arbitre::notation;
    for (fen, depth, nodes) in [
        ("start", 3, 8902),
        (
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            2,
            2039,
        ),
        ("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 3, 2812),
    ] {
        let g = notation::parse_position(Preset::Chess, fen).expect("fen");
        assert_eq!(arbitre::rules::perft(&g, depth), nodes, "{fen}");
        let chess = g.chess().expect("chess");
        assert_eq!(arbitre::rules::chess::perft(chess, depth), nodes, "{fen}");
    }
}
