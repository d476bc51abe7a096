//! Two-seat positions against cshogi's perft counts (tests/data/shogi4_cshogi_perft.txt,
//! written by scripts/shogi4_oracle.py). Each position is checked as South/North and,
//! turned a quarter, as West/East.

use arbitre::rules::Preset;
use arbitre::rules::shogi4::{Setup, Shogi4, Shogi4Options, front, geo, perft};
use arbitre::rules::{Piece, PieceKind, Seat};

/// Maps (file, rank) of the South view to the board actually used.
type Turn = fn(i32, i32) -> (i32, i32);

const DATA: &str = include_str!("../data/shogi4_cshogi_perft.txt");

/// Reads an SFEN into a two-seat setup: sente is `seats.0`, gote `seats.1`;
/// `turn` maps (file, rank) of the South view to the board actually used.
fn from_sfen(sfen: &str, seats: (Seat, Seat), turn: Turn) -> Setup {
    let fields: Vec<&str> = sfen.split_whitespace().collect();
    let mut pieces = Vec::new();
    for (i, row) in fields[0].split('/').enumerate() {
        let r = 8 - i as i32;
        let mut f = 0;
        let mut promoted = false;
        for c in row.chars() {
            if let Some(d) = c.to_digit(10) {
                f += d as i32;
            } else if c == '+' {
                promoted = true;
            } else {
                let kind = PieceKind::from_letter(c).expect("piece letter");
                let seat = if c.is_ascii_uppercase() {
                    seats.0
                } else {
                    seats.1
                };
                let mut p = Piece::new(kind, seat, front(seat));
                p.promoted = promoted;
                promoted = false;
                let (tf, tr) = turn(f, r);
                pieces.push((geo().square(tf, tr).expect("square"), p));
                f += 1;
            }
        }
    }
    let mut hands: [Vec<PieceKind>; 4] = Default::default();
    let mut count = 0usize;
    for c in fields[2].chars().filter(|&c| c != '-') {
        if let Some(d) = c.to_digit(10) {
            count = count * 10 + d as usize;
            continue;
        }
        let seat = if c.is_ascii_uppercase() {
            seats.0
        } else {
            seats.1
        };
        let kind = PieceKind::from_letter(c).expect("hand letter");
        hands[seat as usize].extend(std::iter::repeat_n(kind, count.max(1)));
        count = 0;
    }
    Setup {
        pieces,
        hands,
        to_move: if fields[1] == "b" { seats.0 } else { seats.1 },
        mates: vec![],
        moves_played: 0,
    }
}

fn cases() -> Vec<(&'static str, Vec<u64>)> {
    DATA.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let (sfen, counts) = l.split_once(';').expect("sfen ; counts");
            let counts = counts
                .split_whitespace()
                .map(|n| n.parse().expect("count"))
                .collect();
            (sfen.trim(), counts)
        })
        .collect()
}

fn check(max_nodes: u64) -> usize {
    let views: [((Seat, Seat), Turn); 2] = [((0, 2), |f, r| (f, r)), ((1, 3), |f, r| (r, 8 - f))];
    let mut checked = 0;
    for (sfen, counts) in cases() {
        for (seats, turn) in views {
            let setup = from_sfen(sfen, seats, turn);
            let game = Shogi4::from_setup(Preset::Shogi4, Shogi4Options::SHOGI4, &setup)
                .unwrap_or_else(|e| panic!("{sfen}: {e:?}"));
            for (d, &want) in counts.iter().enumerate() {
                if want > max_nodes {
                    break;
                }
                let got = perft(&game, d as u32 + 1);
                assert_eq!(got, want, "{sfen} seats {seats:?} depth {}", d + 1);
                checked += 1;
            }
        }
    }
    checked
}

#[test]
fn two_seat_positions_match_cshogi() {
    assert!(check(250_000) > 100);
}

#[test]
#[cfg_attr(
    debug_assertions,
    ignore = "deep: run by the release suite (cargo test --release)"
)]
fn two_seat_positions_match_cshogi_deep() {
    check(u64::MAX);
}
