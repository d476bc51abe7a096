//! Differential test of four-player chess against the independent engine of
//! `chess4_oracle.rs` (no code shared with `crates/rules`), over seeded random playouts
//! from sparse positions: few pieces, kings in the open, pawns on their double-step
//! rank with enemy pawns beside the squares they skip or land on, castling rights now
//! and then, eliminated players with dead pieces (FFA), points near a decisive lead,
//! a fifty-move count near its end; every preset, and random en passant, mate-timing,
//! king-capture and stalemate options. At every ply both must agree on the legal moves
//! of the player to move, the checked kings, whose turn it is, who is out, the points,
//! the outcome and every piece of the board.
//!
//! Random playouts from the start never reached the en passant bug of issue 11 (a
//! plain pawn step onto a skipped square removed the double-stepper); these do.

use crate::chess4_oracle::{self as oracle, Mv, Oracle, Pc, Result4, Rules, Sq};
use arbitre::notation::chess4::parse_fen4;
use arbitre::rules::chess4::{Chess4, geometry};
use arbitre::rules::{Game, GameResult, Move, PieceKind, Preset};
use std::time::Instant;

/// xorshift64*, so that a failure replays exactly.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
    fn chance(&mut self, percent: u64) -> bool {
        self.next() % 100 < percent
    }
}

/// A generated position, read by both engines (ours through FEN4).
struct Setup {
    pieces: Vec<(Sq, Pc)>,
    turn: usize,
    out: [bool; 4],
    castle: [[bool; 2]; 4],
    points: [i32; 4],
    clock: u32,
}

const FORWARD: [Sq; 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];

fn lateral(seat: usize) -> Sq {
    let (x, y) = FORWARD[seat];
    (y.abs(), x.abs())
}

/// The square `rank` steps from `seat`'s side, `file` along its back rank (3..=10).
fn own_square(seat: usize, file: i32, rank: i32) -> Sq {
    match seat {
        0 => (file, rank),
        1 => (rank, file),
        2 => (file, 13 - rank),
        _ => (13 - rank, file),
    }
}

fn sparse(rng: &mut Rng, teams: bool, promotion_rank: i32) -> Setup {
    let mut pieces: Vec<(Sq, Pc)> = Vec::new();
    let free =
        |pieces: &Vec<(Sq, Pc)>, s: Sq| oracle::exists(s) && pieces.iter().all(|(q, _)| *q != s);
    let piece = |kind, owner, dead| Pc {
        kind,
        owner,
        dead,
        promoted: false,
    };
    let mut out = [false; 4];
    if !teams && rng.chance(45) {
        for _ in 0..1 + rng.below(2) {
            out[rng.below(4)] = true;
        }
    }
    let active: Vec<usize> = (0..4).filter(|&s| !out[s]).collect();
    let mut castle = [[false; 2]; 4];
    // Kings: at home with their rooks (and some castling rights), or in the open.
    let mut kings: Vec<Sq> = Vec::new();
    for &s in &active {
        let home = own_square(s, if s == 1 || s == 2 { 6 } else { 7 }, 0);
        if rng.chance(25) && free(&pieces, home) {
            pieces.push((home, piece('K', s, false)));
            kings.push(home);
            for (side, file) in [
                (0, if s == 1 || s == 2 { 3 } else { 10 }),
                (1, if s == 1 || s == 2 { 10 } else { 3 }),
            ] {
                let rook = own_square(s, file, 0);
                if rng.chance(80) && free(&pieces, rook) {
                    pieces.push((rook, piece('R', s, false)));
                    castle[s][side] = rng.chance(80);
                }
            }
            continue;
        }
        loop {
            let sq = (2 + rng.below(10) as i32, 2 + rng.below(10) as i32);
            let near = kings
                .iter()
                .any(|k| (k.0 - sq.0).abs() <= 1 && (k.1 - sq.1).abs() <= 1);
            if free(&pieces, sq) && !near {
                pieces.push((sq, piece('K', s, false)));
                kings.push(sq);
                break;
            }
        }
    }
    let enemies = |a: usize| -> Vec<usize> {
        active
            .iter()
            .copied()
            .filter(|&b| b != a && (!teams || a % 2 != b % 2))
            .collect()
    };
    for &s in &active {
        for _ in 0..1 + rng.below(4) {
            if rng.chance(60) {
                // On the double-step rank, with an enemy pawn beside the square it
                // would skip or land on.
                let from = own_square(s, 3 + rng.below(8) as i32, 1);
                if !free(&pieces, from) {
                    continue;
                }
                pieces.push((from, piece('P', s, false)));
                let f = FORWARD[s];
                let l = lateral(s);
                let side = if rng.chance(50) { 1 } else { -1 };
                let skipped = (from.0 + f.0, from.1 + f.1);
                let landing = (skipped.0 + f.0, skipped.1 + f.1);
                let foes = enemies(s);
                if foes.is_empty() || !rng.chance(85) {
                    continue;
                }
                let foe = foes[rng.below(foes.len())];
                let g = FORWARD[foe];
                let spot = match rng.below(3) {
                    // One step behind the skipped square, from the foe's side: its
                    // plain step lands there.
                    0 => (skipped.0 - g.0, skipped.1 - g.1),
                    // Beside the landing square: it attacks the skipped square.
                    1 => (landing.0 + side * l.0, landing.1 + side * l.1),
                    _ => (skipped.0 + side * l.0, skipped.1 + side * l.1),
                };
                let r = oracle::own_rank(foe, spot);
                if free(&pieces, spot) && r >= 1 && r + 1 < promotion_rank {
                    pieces.push((spot, piece('P', foe, false)));
                }
            } else {
                let sq = own_square(
                    s,
                    3 + rng.below(8) as i32,
                    2 + rng.below(promotion_rank as usize - 3) as i32,
                );
                if free(&pieces, sq) {
                    pieces.push((sq, piece('P', s, false)));
                }
            }
        }
        for _ in 0..rng.below(4) {
            let kind = ['N', 'B', 'R', 'Q', 'N', 'B'][rng.below(6)];
            let sq = (rng.below(14) as i32, rng.below(14) as i32);
            if free(&pieces, sq) {
                pieces.push((sq, piece(kind, s, false)));
            }
        }
    }
    // The dead armies of the players already out.
    for s in (0..4).filter(|&s| out[s]) {
        for _ in 0..1 + rng.below(4) {
            let kind = ['P', 'N', 'B', 'R', 'Q', 'K'][rng.below(6)];
            let sq = (rng.below(14) as i32, rng.below(14) as i32);
            if free(&pieces, sq) && !(kind == 'P' && oracle::own_rank(s, sq) + 1 >= promotion_rank)
            {
                pieces.push((sq, piece(kind, s, true)));
            }
        }
    }
    let mut points = [0; 4];
    if !teams {
        for p in points.iter_mut() {
            *p = rng.below(35) as i32;
        }
    }
    Setup {
        pieces,
        turn: active[rng.below(active.len())],
        out,
        castle,
        points,
        clock: if rng.chance(10) {
            190 + rng.below(10) as u32
        } else {
            0
        },
    }
}

fn fen4(s: &Setup) -> String {
    let flags = |f: &dyn Fn(usize) -> bool| {
        (0..4)
            .map(|i| if f(i) { "1" } else { "0" })
            .collect::<Vec<_>>()
            .join(",")
    };
    let mut rows = Vec::new();
    for r in (0..14).rev() {
        let mut cells = Vec::new();
        let mut empty = 0;
        for f in 0..14 {
            if !oracle::exists((f, r)) {
                if empty > 0 {
                    cells.push(empty.to_string());
                    empty = 0;
                }
                cells.push("x".to_string());
                continue;
            }
            match s.pieces.iter().find(|(q, _)| *q == (f, r)) {
                None => empty += 1,
                Some((_, p)) => {
                    if empty > 0 {
                        cells.push(empty.to_string());
                        empty = 0;
                    }
                    let colour = ['r', 'b', 'y', 'g'][p.owner];
                    cells.push(format!(
                        "{}{colour}{}",
                        if p.dead { "d" } else { "" },
                        p.kind
                    ));
                }
            }
        }
        if empty > 0 {
            cells.push(empty.to_string());
        }
        rows.push(cells.join(","));
    }
    format!(
        "{}-{}-{}-{}-{}-{}-{}",
        ['R', 'B', 'Y', 'G'][s.turn],
        flags(&|i| s.out[i]),
        flags(&|i| s.castle[i][0]),
        flags(&|i| s.castle[i][1]),
        s.points.map(|p| p.to_string()).join(","),
        s.clock,
        rows.join("/")
    )
}

fn coords(sq: arbitre::rules::Square) -> Sq {
    geometry().coords(sq)
}

fn our_text(mv: &Move) -> String {
    let n = |sq| oracle::name(coords(sq));
    match mv {
        Move::Step {
            from,
            to,
            promotion,
        } => match promotion {
            Some(k) => format!("{}-{}={}", n(*from), n(*to), k.letter()),
            None => format!("{}-{}", n(*from), n(*to)),
        },
        Move::Castle {
            king_from, king_to, ..
        } => format!("castle {}-{}", n(*king_from), n(*king_to)),
        other => format!("{other:?}"),
    }
}

fn our_board(g: &Chess4) -> Vec<Cell> {
    let mut v: Vec<_> = g
        .pieces()
        .into_iter()
        .map(|(sq, p)| {
            let kind = match p.kind {
                PieceKind::Pawn => 'P',
                k => k.letter(),
            };
            (coords(sq), kind, p.owner as usize, p.dead, p.promoted)
        })
        .collect();
    v.sort();
    v
}

fn their_board(o: &Oracle) -> Vec<Cell> {
    let mut v = Vec::new();
    for f in 0..14 {
        for r in 0..14 {
            if let Some(p) = o.at((f, r)) {
                v.push(((f, r), p.kind, p.owner, p.dead, p.promoted));
            }
        }
    }
    v.sort();
    v
}

type Cell = (Sq, char, usize, bool, bool);

/// The pieces only one side has, written `e4:P0` (`+` promoted, `~` dead).
fn board_diff(a: &[Cell], b: &[Cell]) -> (Vec<String>, Vec<String>) {
    let show = |c: &Cell| {
        format!(
            "{}:{}{}{}{}",
            oracle::name(c.0),
            if c.3 { "~" } else { "" },
            if c.4 { "+" } else { "" },
            c.1,
            c.2
        )
    };
    let only = |x: &[Cell], y: &[Cell]| x.iter().filter(|c| !y.contains(c)).map(show).collect();
    (only(a, b), only(b, a))
}

fn our_outcome(g: &Chess4) -> Option<(&'static str, Result4)> {
    let o = g.outcome()?;
    let seats = |v: &[u8]| {
        let mut v: Vec<usize> = v.iter().map(|&s| s as usize).collect();
        v.sort();
        v
    };
    let result = match &o.result {
        GameResult::Win(w) => Result4::Win(seats(w)),
        GameResult::Draw => Result4::Draw,
        GameResult::Ranking(places) => Result4::Ranking(places.iter().map(|p| seats(p)).collect()),
    };
    Some((o.reason.id(), result))
}

/// The options a playout may change, with the oracle's matching rule.
fn vary(rng: &mut Rng, game: &mut Chess4, rules: &mut Rules) -> Vec<String> {
    let mut changed = Vec::new();
    let mut set = |game: &mut Chess4, k: &str, v: &str| {
        game.set_option(k, v).expect("option");
        changed.push(format!("{k}={v}"));
    };
    if rng.chance(15) {
        rules.en_passant = false;
        set(game, "en-passant", "false");
    }
    if rng.chance(30) {
        rules.ep_front_only = !rules.ep_front_only;
        set(
            game,
            "en-passant-who",
            if rules.ep_front_only {
                "pawn-in-front"
            } else {
                "any-attacking-pawn"
            },
        );
    }
    if rng.chance(30) {
        rules.ep_next_only = !rules.ep_next_only;
        set(
            game,
            "en-passant-window",
            if rules.ep_next_only {
                "next-player"
            } else {
                "until-owner-moves"
            },
        );
    }
    if rng.chance(20) {
        rules.mate_immediate = !rules.mate_immediate;
        set(
            game,
            "mate",
            if rules.mate_immediate {
                "immediate"
            } else {
                "at-turn"
            },
        );
    }
    if rng.chance(15) {
        rules.king_capture = false;
        set(game, "king-capture", "false");
    }
    if !rules.teams && rng.chance(20) {
        rules.stalemate_scores = !rules.stalemate_scores;
        set(
            game,
            "stalemate",
            if rules.stalemate_scores {
                "score-and-eliminate"
            } else {
                "draw"
            },
        );
    }
    changed
}

const PRESETS: [&str; 4] = [
    "chess4-teams",
    "chess4-ffa",
    "chess4-qdan-teams",
    "chess4-qdan-solo",
];

#[derive(Default, Debug)]
struct Tally {
    positions: usize,
    plies: usize,
    en_passant: usize,
    /// Plain pawn steps onto a square a double step has just skipped.
    steps_onto_skipped: usize,
    castles: usize,
    promotions: usize,
    mates: usize,
    /// Games ended, by reason.
    ends: std::collections::BTreeMap<&'static str, usize>,
}

fn playouts(seed: u64, count: usize, max_plies: usize) -> Tally {
    let mut rng = Rng(seed);
    let mut tally = Tally::default();
    for i in 0..count {
        let preset = PRESETS[i % PRESETS.len()];
        let mut rules = Rules::preset(preset);
        let setup = sparse(&mut rng, rules.teams, rules.promotion_rank);
        let text = fen4(&setup);
        let mut ours = parse_fen4(Preset::from_id(preset).expect("preset"), &text)
            .unwrap_or_else(|e| panic!("{text}: {e:?}"));
        let changed = vary(&mut rng, &mut ours, &mut rules);
        let mut theirs = Oracle::new(
            rules,
            &setup.pieces,
            setup.turn,
            setup.out,
            setup.castle,
            setup.points,
            setup.clock,
        );
        tally.positions += 1;
        let mut played: Vec<String> = Vec::new();
        for _ in 0..=max_plies {
            let at = || {
                format!(
                    "playout {i}, {preset} {changed:?}\n{text}\nmoves: {}",
                    played.join(" ")
                )
            };
            let mut mine: Vec<(String, Move)> = ours
                .legal_moves()
                .iter()
                .map(|m| (our_text(m), m.clone()))
                .collect();
            mine.sort_by(|a, b| a.0.cmp(&b.0));
            let mut other: Vec<(String, Mv)> =
                theirs.legal().iter().map(|m| (m.text(), *m)).collect();
            other.sort_by(|a, b| a.0.cmp(&b.0));
            let a: Vec<&str> = mine.iter().map(|m| m.0.as_str()).collect();
            let b: Vec<&str> = other.iter().map(|m| m.0.as_str()).collect();
            assert_eq!(a, b, "legal moves differ (ours, theirs) at {}", at());
            let (mine_only, theirs_only) = board_diff(&our_board(&ours), &their_board(&theirs));
            assert!(
                mine_only.is_empty() && theirs_only.is_empty(),
                "boards differ (ours only {mine_only:?}, theirs only {theirs_only:?}) at {}",
                at()
            );
            let checked: Vec<usize> = ours.checked().iter().map(|&s| s as usize).collect();
            assert_eq!(
                checked,
                theirs.checked(),
                "checked kings differ at {}",
                at()
            );
            let out: Vec<usize> = ours.eliminated().iter().map(|&s| s as usize).collect();
            assert_eq!(out, theirs.out_order, "eliminated differ at {}", at());
            if !rules.teams {
                let points: Vec<i32> = (0..4).map(|s| ours.score(s).unwrap_or(0)).collect();
                assert_eq!(points, theirs.points.to_vec(), "points differ at {}", at());
            }
            assert_eq!(
                our_outcome(&ours),
                theirs.over,
                "outcomes differ at {}",
                at()
            );
            if let Some((reason, _)) = &theirs.over {
                *tally.ends.entry(reason).or_default() += 1;
                break;
            }
            if mine.is_empty() {
                break;
            }
            assert_eq!(
                ours.to_move().first().map(|&s| s as usize),
                Some(theirs.turn),
                "turns differ at {}",
                at()
            );
            // Pawn moves half of the time, so that double steps meet their en passant
            // chances.
            let pawn_moves: Vec<usize> = (0..mine.len())
                .filter(|&j| {
                    matches!(&mine[j].1, Move::Step { from, .. }
                        if ours.position().get(*from).is_some_and(|p| p.kind == PieceKind::Pawn))
                })
                .collect();
            let k = if !pawn_moves.is_empty() && rng.chance(50) {
                pawn_moves[rng.below(pawn_moves.len())]
            } else {
                rng.below(mine.len())
            };
            let (label, mv) = &mine[k];
            let seat = ours.to_move()[0];
            let out_before = theirs.out_order.len();
            if let Mv::Step { from, to, .. } = other[k].1
                && (from.0 == to.0 || from.1 == to.1)
                && theirs.at(from).is_some_and(|p| p.kind == 'P')
                && theirs
                    .ep
                    .iter()
                    .flatten()
                    .any(|(skipped, _)| *skipped == to)
            {
                tally.steps_onto_skipped += 1;
            }
            let events = ours
                .play(seat, mv)
                .unwrap_or_else(|e| panic!("{label}: {e:?} at {}", at()));
            theirs.play(&other[k].1);
            tally.plies += 1;
            if label.starts_with("castle") {
                tally.castles += 1;
            }
            if label.contains('=') {
                tally.promotions += 1;
            }
            if events
                .iter()
                .any(|e| matches!(e, arbitre::rules::Event::Checkmate { .. }))
                || theirs.out_order.len() > out_before
            {
                tally.mates += 1;
            }
            if let Move::Step { to, .. } = mv {
                let t = coords(*to);
                if events.iter().any(
                    |e| matches!(e, arbitre::rules::Event::Captured { on, .. } if coords(*on) != t),
                ) {
                    tally.en_passant += 1;
                }
            }
            played.push(label.clone());
        }
    }
    tally
}

fn run(seed: u64, count: usize, max_plies: usize) -> Tally {
    let start = Instant::now();
    let tally = playouts(seed, count, max_plies);
    eprintln!("chess4 differential: {tally:?} in {:.1?}", start.elapsed());
    assert!(
        tally.en_passant > 0
            && tally.steps_onto_skipped > 0
            && tally.castles > 0
            && tally.promotions > 0
            && tally.mates > 0,
        "{tally:?}"
    );
    tally
}

#[test]
fn sparse_playouts_agree_with_an_independent_engine() {
    let tally = run(0xC4E5_5EED, 400, 60);
    assert!(tally.plies > 10_000, "{tally:?}");
}

// The same, seven to thirty times longer (minutes of CPU): CI runs it (.ci/run, beside the fuzz
// pass), the README's test command does not.
#[test]
#[ignore = "deep: run by CI (.ci/run: cargo test --release -- --include-ignored many_)"]
fn many_sparse_playouts_agree_with_an_independent_engine() {
    let tally = run(0x4B1A_7E55, 2000, 80);
    assert!(tally.plies > 100_000, "{tally:?}");
}
