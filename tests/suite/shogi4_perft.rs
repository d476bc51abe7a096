//! Perft of four-player shogi against outside counts (cshogi on positions that are ordinary shogi).

use arbitre::rules::Preset;
use arbitre::rules::shogi4::{Setup, Shogi4, Shogi4Options, perft};
use arbitre::rules::{Game, Move, Seat};

/// The start position keeping only the armies of `seats`.
fn reduced(seats: &[Seat], to_move: Seat) -> Shogi4 {
    let start = Shogi4::new(Preset::Shogi4).expect("preset");
    let setup = Setup {
        pieces: start
            .pieces()
            .into_iter()
            .filter(|(_, p)| seats.contains(&p.owner))
            .collect(),
        hands: Default::default(),
        to_move,
        mates: vec![],
        moves_played: 0,
    };
    Shogi4::from_setup(Preset::Shogi4, Shogi4Options::SHOGI4, &setup).expect("setup")
}

/// A move in USI, as the notation writes it.
fn usi(mv: &Move) -> String {
    arbitre::notation::shogi4::write_move(mv)
}

#[test]
fn full_start_gives_south_nine_moves() {
    let game = Shogi4::new(Preset::Shogi4).expect("preset");
    let mut moves: Vec<String> = game.legal_moves().iter().map(usi).collect();
    moves.sort();
    assert_eq!(
        moves,
        [
            "3i2h", "3i3h", "4h4g", "4i3h", "5g5f", "6h6g", "6i7h", "7i7h", "7i8h"
        ]
    );
    assert_eq!(perft(&game, 1), 9);
}

/// cshogi: `2sgkgs2/3prp3/4p4/9/9/9/4P4/3PRP3/2SGKGS2 b - 1`.
#[test]
fn north_south_only_matches_cshogi() {
    let game = reduced(&[0, 2], 0);
    let counts: Vec<u64> = (1..=4).map(|d| perft(&game, d)).collect();
    assert_eq!(counts, [9, 81, 1026, 12996]);
}

#[test]
fn west_east_only_matches_cshogi_turned() {
    let game = reduced(&[1, 3], 1);
    let counts: Vec<u64> = (1..=4).map(|d| perft(&game, d)).collect();
    assert_eq!(counts, [9, 81, 1026, 12996]);
}

#[test]
fn north_south_only_depth_five() {
    assert_eq!(perft(&reduced(&[0, 2], 0), 5), 199936);
    assert_eq!(perft(&reduced(&[1, 3], 1), 5), 199936);
}
