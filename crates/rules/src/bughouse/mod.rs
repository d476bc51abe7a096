//! Bughouse (source 004): two chess boards, two teams of two, captured pieces passed to
//! the partner and dropped on the other board.
//!
//! - [`board`]: one board ([`BugBoard`]): the chess [`Position`](crate::chess::Position)
//!   and move generator, plus pockets and drops; bughouse mate; single-board perft.
//! - [`game`]: [`Bughouse`], the match as a [`crate::Game`].
//! - [`options`]: [`BughouseOptions`] and the `bughouse` preset.

pub mod board;
pub mod game;
pub mod options;

pub use board::{BugBoard, CaptureRule, perft_board};
pub use game::{Bughouse, board_and_color, opponents_of, partner_of, seat_of, team_of};
pub use options::BughouseOptions;

/// Leaf count of a match's move tree, under perft's rule: the tree stops where no one
/// has a legal move or a move mates; the 800-move cap (a draw) does not stop it.
///
/// With `board` (0 = A, 1 = B): that board's tree alone, each captured piece leaving
/// the board for the partner (this board's pockets never gain). The other board is
/// frozen and plays no part, so a mate already standing there does not stop it.
/// Without: at each node every player who may move (one per board) plays each of their
/// moves; a node where the match is over has no moves below it.
pub fn perft(game: &Bughouse, depth: u32, board: Option<usize>) -> u64 {
    match board {
        Some(b) => perft_board(
            game.board(b),
            depth,
            CaptureRule::Leave,
            game.bughouse_options().dropped_pawn_double_step,
        ),
        None => {
            let mut root = game.clone();
            crate::Game::ignore_draw_rules(&mut root);
            perft_match(&root, depth)
        }
    }
}

fn perft_match(game: &Bughouse, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    if game.outcome_ref().is_some() {
        return 0;
    }
    let mut total = 0;
    for seat in game.turns() {
        let moves = game.legal_cmoves_of(seat);
        if depth == 1 {
            total += moves.len() as u64;
            continue;
        }
        for m in moves {
            let mut next = game.clone();
            next.play_cmove(seat, m);
            total += perft_match(&next, depth - 1);
        }
    }
    total
}
