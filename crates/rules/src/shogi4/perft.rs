//! Move-path counting (perft) for tests and benches.

use super::Shogi4;
use crate::Game;

/// Number of legal move sequences of `depth` moves from `game` (mates at turn and
/// check priority included), under perft's rule: the end after the mates ends a branch,
/// the move limit and the fourth repetition do not.
pub fn perft(game: &Shogi4, depth: u32) -> u64 {
    let mut root = game.clone();
    root.ignore_draw_rules();
    perft_walk(&root, depth)
}

fn perft_walk(game: &Shogi4, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = game.legal_list();
    if depth == 1 {
        return moves.len() as u64;
    }
    let seat = game.to_move;
    moves
        .iter()
        .map(|m| {
            let mut next = game.clone();
            next.apply_move(seat, m);
            perft_walk(&next, depth - 1)
        })
        .sum()
}
