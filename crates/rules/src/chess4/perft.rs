//! Perft: the number of leaf nodes of the legal-move tree under perft's rule: a mate
//! (established at a player's turn or at once), a captured king or the last
//! elimination ends a branch; draws do not.
//!
//! Teams games with all four players in (the start, and every position the published
//! counts use) take a lean walk on the board alone: in Teams every one of those events
//! ends the game, so a move either ends the branch or hands the turn to the next seat,
//! and nothing else (points, eliminations, history) needs keeping. Every other game
//! walks through the full game logic.

use super::Chess4;
use super::options::{Chess4Options, MateTiming};
use super::position::{Position, SeatStatus, Taken};
use crate::{Game, PieceKind};

/// Leaf count of the legal-move tree `depth` plies deep from `game`.
pub fn perft(game: &Chess4, depth: u32) -> u64 {
    let mut root = game.clone();
    root.ignore_draw_rules();
    let opts = root.chess4_options();
    let pos = root.position();
    let lean = opts.teams()
        && root.outcome().is_none()
        && pos.status.iter().all(|&s| s == SeatStatus::Active);
    if lean && depth > 0 {
        let moves = pos.legal_moves(pos.turn, opts);
        return walk_teams(pos, opts, depth, &moves, false);
    }
    walk(&root, depth)
}

/// The same count, each leaf move made and taken back instead of only counted, as
/// 4pchess's perft does (for the benchmark: like for like). Teams games with all four
/// players in only; `None` for any other.
pub fn perft_playing_leaves(game: &Chess4, depth: u32) -> Option<u64> {
    let opts = game.chess4_options();
    let mut pos = game.position().clone();
    let lean = opts.teams()
        && game.outcome().is_none()
        && pos.status.iter().all(|&s| s == SeatStatus::Active);
    if !lean || depth == 0 {
        return None;
    }
    let moves = pos.legal_moves(pos.turn, opts);
    if depth == 1 {
        let seat = pos.turn;
        let mut n = 0;
        let mut taken = Taken::EMPTY;
        for mv in &moves {
            if pos.make_into(seat, mv, opts, &mut taken).is_some() {
                pos.unmake(&taken);
                n += 1;
            }
        }
        return Some(n);
    }
    Some(walk_teams(&pos, opts, depth, &moves, true))
}

/// The lean Teams walk; `moves`: the legal moves of the seat to move (`depth` ≥ 1).
/// With `play_leaves`, the moves of the last ply are made and taken back one by one.
fn walk_teams(
    pos: &Position,
    opts: &Chess4Options,
    depth: u32,
    moves: &[crate::Move],
    play_leaves: bool,
) -> u64 {
    if depth == 1 {
        return moves.len() as u64;
    }
    let seat = pos.turn;
    let next = (seat + 1) % 4;
    let mut total = 0;
    // One copy per node, each move made on it and taken back (a copy per move cost
    // a 2 KB memcpy each).
    let mut child = pos.clone();
    let mut taken = Taken::EMPTY;
    for mv in moves {
        let Some(made) = child.make_into(seat, mv, opts, &mut taken) else {
            continue;
        };
        child.turn = next;
        total += below(&mut child, opts, depth, &made, play_leaves);
        child.unmake(&taken);
        child.turn = seat;
    }
    total
}

/// The leaves under `child`, just made by a move of the seat before `child.turn`.
fn below(
    child: &mut Position,
    opts: &Chess4Options,
    depth: u32,
    made: &super::position::Made,
    play_leaves: bool,
) -> u64 {
    let next = child.turn;
    let seat = (next + 3) % 4;
    // a king taken ends the game: no leaves below
    if made
        .captured
        .is_some_and(|(_, p)| p.kind == PieceKind::King && !p.dead)
    {
        return 0;
    }
    if opts.mate_timing == MateTiming::Immediate
        && (0..4)
            .filter(|&s| s != seat)
            .any(|s| child.in_check(s, true) && !child.has_legal_move(s, opts))
    {
        return 0;
    }
    // no move for the next seat: mate or stalemate, both end a Teams game
    let replies = child.legal_moves(next, opts);
    if replies.is_empty() {
        return 0;
    }
    if depth == 2 && play_leaves {
        let mut total = 0;
        let mut taken = Taken::EMPTY;
        for reply in &replies {
            if child.make_into(next, reply, opts, &mut taken).is_some() {
                std::hint::black_box(&*child);
                child.unmake(&taken);
                total += 1;
            }
        }
        total
    } else {
        walk_teams(child, opts, depth - 1, &replies, play_leaves)
    }
}

/// The walk through the full game logic.
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Preset;

    /// Playing the leaves counts what counting them does, and leaves the position as
    /// it was.
    #[test]
    fn playing_the_leaves_counts_the_same() {
        let game = Chess4::new_preset(Preset::Chess4Teams).unwrap();
        for depth in 1..=3 {
            assert_eq!(
                perft_playing_leaves(&game, depth),
                Some(perft(&game, depth))
            );
        }
        let ffa = Chess4::new_preset(Preset::Chess4Ffa).unwrap();
        assert_eq!(perft_playing_leaves(&ffa, 2), None);
    }

    /// The lean walk and the full game logic count the same trees, from the start and
    /// from positions reached by random play (fixed seed), in both Teams presets (mates
    /// at a turn and at once).
    #[test]
    fn lean_walk_agrees_with_the_game_logic() {
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        let mut rand = |n: usize| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed % n as u64) as usize
        };
        let mut compared = 0;
        for preset in [Preset::Chess4Teams, Preset::Chess4QdanTeams] {
            for game_no in 0..12 {
                let mut game = Chess4::new_preset(preset).unwrap();
                game.ignore_draw_rules();
                for _ in 0..(game_no * 7) {
                    let moves = game.legal_moves();
                    let Some(&seat) = game.to_move().first() else {
                        break;
                    };
                    if moves.is_empty() {
                        break;
                    }
                    game.play_legal(seat, &moves[rand(moves.len())]);
                }
                let pos = game.position();
                if game.outcome().is_some() || pos.status.iter().any(|&s| s != SeatStatus::Active) {
                    continue;
                }
                let opts = game.chess4_options();
                let moves = pos.legal_moves(pos.turn, opts);
                let depth = if game_no % 4 == 0 { 3 } else { 2 };
                assert_eq!(
                    walk_teams(pos, opts, depth, &moves, false),
                    walk(&game, depth),
                    "{preset:?} game {game_no} depth {depth}"
                );
                compared += 1;
            }
        }
        assert!(compared >= 12, "{compared} positions compared");
    }
}
