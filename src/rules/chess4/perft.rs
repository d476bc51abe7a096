//! Perft: the number of leaf nodes of the legal-move tree, through the full game logic,
//! under perft's rule: a mate (established at a player's turn or at once), a captured
//! king or the last elimination ends a branch; draws do not.

use super::Chess4;
use crate::rules::Game;

/// Leaf count of the legal-move tree `depth` plies deep from `game`.
pub fn perft(game: &Chess4, depth: u32) -> u64 {
    let mut root = game.clone();
    root.ignore_draw_rules();
    walk(&root, depth)
}

fn walk(game: &Chess4, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let Some(&seat) = game.to_move().first() else {
        return 0;
    };
    let moves = game.legal_moves();
    if depth == 1 {
        return moves.len() as u64;
    }
    let mut total = 0;
    for mv in &moves {
        let mut child = game.clone();
        child.play_legal(seat, mv);
        total += walk(&child, depth - 1);
    }
    total
}
