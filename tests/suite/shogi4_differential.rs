//! Differential test of four-player shogi against the independent engine of
//! `shogi4_oracle.rs` (no code shared with `crates/rules`), over seeded random playouts
//! from sparse positions with pieces in hand: two to four players, kings in the open,
//! promoted and inherited pieces (facing another way), a player already mated (turned
//! king, ownerless pieces), individual and teams, pieces of a mated player to the mater
//! or ownerless. At every ply both must agree on the legal moves and drops of the
//! player to move, every piece (owner, facing, promotion, ownerless, turned), the
//! hands, the checked players, who moves next (check priority), the mates in order and
//! the outcome (ranking included).

use crate::shogi4_oracle::{self as oracle, HAND, Mv, Oracle, Outcome4, Rules, Sp, Sq};
use arbitre::rules::shogi4::{Setup, Shogi4, Shogi4Options, geo};
use arbitre::rules::{Direction, Game, GameResult, Move, Piece, PieceKind, Preset};
use std::time::Instant;

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

const DIRS: [Direction; 4] = [
    Direction::North,
    Direction::East,
    Direction::South,
    Direction::West,
];

fn kind_of(c: char) -> PieceKind {
    PieceKind::from_letter(c).expect("a piece letter")
}

/// Distance of a square from the side a facing starts from (8 = its last line).
fn depth((x, y): Sq, facing: usize) -> i32 {
    [y, x, 8 - y, 8 - x][facing]
}

struct Position {
    pieces: Vec<(Sq, Sp)>,
    hands: [[u8; 4]; 4],
    to_move: usize,
}

fn sparse(rng: &mut Rng) -> Position {
    let mut present = [true; 4];
    if rng.chance(40) {
        for _ in 0..1 + rng.below(2) {
            present[rng.below(4)] = false;
        }
    }
    if present.iter().filter(|&&p| p).count() < 2 {
        present = [true, false, true, false];
    }
    let seats: Vec<usize> = (0..4).filter(|&s| present[s]).collect();
    // Now and then a player already mated: a turned king and ownerless pieces.
    let mated = (seats.len() > 2 && rng.chance(25)).then(|| seats[rng.below(seats.len())]);
    let living: Vec<usize> = seats
        .iter()
        .copied()
        .filter(|&s| Some(s) != mated)
        .collect();
    let mut pieces: Vec<(Sq, Sp)> = Vec::new();
    let free = |pieces: &Vec<(Sq, Sp)>, s: Sq| pieces.iter().all(|(q, _)| *q != s);
    let sp = |kind, owner, facing| Sp {
        kind,
        owner,
        facing,
        promoted: false,
        dead: false,
        flipped: false,
    };
    let mut kings: Vec<Sq> = Vec::new();
    for &s in &seats {
        loop {
            let sq = (rng.below(9) as i32, rng.below(9) as i32);
            let near = kings
                .iter()
                .any(|k| (k.0 - sq.0).abs() <= 1 && (k.1 - sq.1).abs() <= 1);
            if free(&pieces, sq) && !near {
                let mut k = sp('K', s, s);
                k.flipped = Some(s) == mated;
                pieces.push((sq, k));
                kings.push(sq);
                break;
            }
        }
    }
    for &s in &seats {
        for _ in 0..rng.below(4) {
            let kind = ['R', 'G', 'S', 'P', 'P', 'S'][rng.below(6)];
            let facing = if rng.chance(15) { rng.below(4) } else { s };
            let sq = (rng.below(9) as i32, rng.below(9) as i32);
            if !free(&pieces, sq) {
                continue;
            }
            let mut p = sp(kind, s, facing);
            p.promoted = kind != 'G' && rng.chance(20);
            if kind == 'P' && !p.promoted && depth(sq, facing) == 8 {
                continue;
            }
            p.dead = Some(s) == mated;
            pieces.push((sq, p));
        }
    }
    let mut hands = [[0u8; 4]; 4];
    for &s in &living {
        for _ in 0..rng.below(4) {
            hands[s][rng.below(4)] += 1;
        }
    }
    Position {
        pieces,
        hands,
        to_move: living[rng.below(living.len())],
    }
}

fn square((x, y): Sq) -> arbitre::rules::Square {
    geo().square(x, y).expect("a square")
}

fn coords(sq: arbitre::rules::Square) -> Sq {
    geo().coords(sq)
}

fn engine(preset: &'static str, rules: Rules, p: &Position) -> Result<Shogi4, String> {
    let preset = Preset::from_id(preset).expect("preset");
    let mut opts = Shogi4Options::preset(preset).expect("preset");
    if rules.ownerless {
        opts.set("mated-pieces", "ownerless").expect("option");
    }
    let pieces = p
        .pieces
        .iter()
        .map(|&(sq, s)| {
            let mut piece = Piece::new(kind_of(s.kind), s.owner as u8, DIRS[s.facing]);
            piece.promoted = s.promoted;
            piece.dead = s.dead;
            piece.flipped = s.flipped;
            (square(sq), piece)
        })
        .collect();
    let mut hands: [Vec<PieceKind>; 4] = Default::default();
    for (s, hand) in hands.iter_mut().enumerate() {
        for (i, &k) in HAND.iter().enumerate() {
            hand.extend(std::iter::repeat_n(kind_of(k), p.hands[s][i] as usize));
        }
    }
    let setup = Setup {
        pieces,
        hands,
        to_move: p.to_move as u8,
        mates: Vec::new(),
        moves_played: 0,
    };
    Shogi4::from_setup(preset, opts, &setup).map_err(|e| format!("{e:?}"))
}

fn our_text(mv: &Move) -> String {
    match mv {
        Move::Step {
            from,
            to,
            promotion,
        } => format!(
            "{}{}{}",
            oracle::usi(coords(*from)),
            oracle::usi(coords(*to)),
            if promotion.is_some() { "+" } else { "" }
        ),
        Move::Drop { kind, to } => format!("{}*{}", kind.letter(), oracle::usi(coords(*to))),
        other => format!("{other:?}"),
    }
}

type Cell = (Sq, char, usize, usize, bool, bool, bool);

fn our_board(g: &Shogi4) -> Vec<Cell> {
    let mut v: Vec<Cell> = g
        .pieces()
        .into_iter()
        .map(|(sq, p)| {
            let facing = DIRS.iter().position(|d| *d == p.facing).expect("a facing");
            let kind = p.kind.letter();
            (
                coords(sq),
                kind,
                p.owner as usize,
                facing,
                p.promoted,
                p.dead,
                p.flipped,
            )
        })
        .collect();
    v.sort();
    v
}

fn their_board(o: &Oracle) -> Vec<Cell> {
    let mut v = Vec::new();
    for x in 0..9 {
        for y in 0..9 {
            if let Some(p) = o.at((x, y)) {
                v.push((
                    (x, y),
                    p.kind,
                    p.owner,
                    p.facing,
                    p.promoted,
                    p.dead,
                    p.flipped,
                ));
            }
        }
    }
    v.sort();
    v
}

fn our_hands(g: &Shogi4) -> [[u8; 4]; 4] {
    let mut h = [[0u8; 4]; 4];
    for (s, row) in h.iter_mut().enumerate() {
        for k in g.hand(s as u8) {
            let i = HAND
                .iter()
                .position(|&c| c == k.letter())
                .expect("a hand kind");
            row[i] += 1;
        }
    }
    h
}

fn our_outcome(g: &Shogi4) -> Option<(&'static str, Outcome4)> {
    let o = g.outcome()?;
    let seats = |v: &[u8]| {
        let mut v: Vec<usize> = v.iter().map(|&s| s as usize).collect();
        v.sort();
        v
    };
    let result = match &o.result {
        GameResult::Win(w) => Outcome4::Win(seats(w)),
        GameResult::Draw => Outcome4::Draw,
        // Places keep their order; seats within a shared place are sorted.
        GameResult::Ranking(places) => Outcome4::Ranking(places.iter().map(|p| seats(p)).collect()),
    };
    Some((o.reason.id(), result))
}

#[derive(Debug, Default)]
struct Tally {
    positions: usize,
    plies: usize,
    drops: usize,
    captures: usize,
    promotions: usize,
    mates: usize,
    priority_jumps: usize,
    ends: std::collections::BTreeMap<&'static str, usize>,
}

fn playouts(seed: u64, count: usize, max_plies: usize) -> Tally {
    let mut rng = Rng(seed);
    let mut tally = Tally::default();
    let mut made = 0;
    while made < count {
        let teams = rng.chance(30);
        let rules = Rules {
            teams,
            ownerless: rng.chance(30),
        };
        let preset = if teams { "shogi4-teams" } else { "shogi4" };
        let start = sparse(&mut rng);
        let mut ours = engine(preset, rules, &start)
            .unwrap_or_else(|e| panic!("the engine refuses {:?}: {e}", start.pieces));
        made += 1;
        let mut theirs = Oracle::new(rules, &start.pieces, start.hands, start.to_move);
        tally.positions += 1;
        let mut played: Vec<String> = Vec::new();
        for _ in 0..=max_plies {
            let at = || {
                format!(
                    "position {made} ({preset}, ownerless {}): {:?} hands {:?} to move {}\nmoves: {}",
                    rules.ownerless,
                    start.pieces,
                    start.hands,
                    start.to_move,
                    played.join(" ")
                )
            };
            assert_eq!(
                our_board(&ours),
                their_board(&theirs),
                "boards differ at {}",
                at()
            );
            assert_eq!(our_hands(&ours), theirs.hands, "hands differ at {}", at());
            let checked: Vec<usize> = ours.checked().iter().map(|&s| s as usize).collect();
            assert_eq!(
                checked,
                theirs.checked(),
                "checked players differ at {}",
                at()
            );
            let mates: Vec<usize> = ours.eliminated().iter().map(|&s| s as usize).collect();
            assert_eq!(mates, theirs.eliminated(), "mates differ at {}", at());
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
            assert_eq!(
                ours.next_player() as usize,
                theirs.to_move,
                "turns differ at {}",
                at()
            );
            let mut mine: Vec<(String, Move)> = ours
                .legal_moves()
                .into_iter()
                .map(|m| (our_text(&m), m))
                .collect();
            mine.sort_by(|a, b| a.0.cmp(&b.0));
            let mut other: Vec<(String, Mv)> =
                theirs.legal().iter().map(|m| (m.text(), *m)).collect();
            other.sort_by(|a, b| a.0.cmp(&b.0));
            let a: Vec<&str> = mine.iter().map(|m| m.0.as_str()).collect();
            let b: Vec<&str> = other.iter().map(|m| m.0.as_str()).collect();
            let only_ours: Vec<&&str> = a.iter().filter(|m| !b.contains(m)).collect();
            let only_theirs: Vec<&&str> = b.iter().filter(|m| !a.contains(m)).collect();
            assert!(
                only_ours.is_empty() && only_theirs.is_empty(),
                "legal moves differ (ours only {only_ours:?}, theirs only {only_theirs:?}) at {}",
                at()
            );
            if mine.is_empty() {
                break;
            }
            let k = rng.below(mine.len());
            let seat = ours.next_player();
            let mates_before = theirs.eliminated().len();
            let events = ours
                .play(seat, &mine[k].1)
                .unwrap_or_else(|e| panic!("{}: {e:?} at {}", mine[k].0, at()));
            theirs.play(&other[k].1);
            tally.plies += 1;
            match mine[k].1 {
                Move::Drop { .. } => tally.drops += 1,
                Move::Step {
                    promotion: Some(_), ..
                } => tally.promotions += 1,
                _ => {}
            }
            if events
                .iter()
                .any(|e| matches!(e, arbitre::rules::Event::Captured { .. }))
            {
                tally.captures += 1;
            }
            tally.mates += theirs.eliminated().len() - mates_before;
            if theirs.over.is_none() && theirs.to_move != (seat as usize + 1) % 4 {
                tally.priority_jumps += 1;
            }
            played.push(mine[k].0.clone());
        }
    }
    tally
}

fn run(seed: u64, count: usize, max_plies: usize) -> Tally {
    let start = Instant::now();
    let tally = playouts(seed, count, max_plies);
    eprintln!("shogi4 differential: {tally:?} in {:.1?}", start.elapsed());
    assert!(
        tally.drops > 0
            && tally.captures > 0
            && tally.promotions > 0
            && tally.mates > 0
            && tally.priority_jumps > 0,
        "{tally:?}"
    );
    tally
}

#[test]
fn sparse_playouts_with_hands_agree_with_an_independent_engine() {
    let tally = run(0x5A0C_1EED, 200, 60);
    assert!(tally.plies > 5_000, "{tally:?}");
}

// The same, seven to thirty times longer (minutes of CPU): CI runs it (.ci/run, beside the fuzz
// pass), the README's test command does not.
#[test]
#[ignore = "deep: run by CI (.ci/run: cargo test --release -- --include-ignored many_)"]
fn many_sparse_playouts_with_hands_agree_with_an_independent_engine() {
    let tally = run(0x0A4E_5106, 1500, 80);
    assert!(tally.plies > 50_000, "{tally:?}");
}
