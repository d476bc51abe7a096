//! The library side of `arbitre moves` and `arbitre perft`: the command line only
//! prints what these return (errors are one French line, exit code 2).

use crate::fr;
use crate::notation;
use crate::rules::{AnyGame, Game, PerftError, Preset};

/// Reads `--position` for `preset` and plays `--moves` (whitespace-separated).
pub fn setup_game(preset: &str, position: &str, moves: &str) -> Result<AnyGame, String> {
    let preset = Preset::from_id(preset)
        .ok_or_else(|| fr::notation::unknown_game(preset, &Preset::ids()))?;
    let mut game =
        notation::parse_position(preset, position).map_err(|e| fr::notation::message(&e.fault))?;
    for (i, text) in notation::split_moves(moves).iter().enumerate() {
        let (seat, mv) = notation::parse_move(&game, text)
            .map_err(|e| fr::notation::move_unreadable(i + 1, &e.fault))?;
        game.play(seat, &mv)
            .map_err(|why| fr::notation::move_illegal(i + 1, text, &fr::illegal(&game, &why)))?;
    }
    Ok(game)
}

/// `arbitre moves`: the legal moves of the player(s) to move, in the game's notation,
/// sorted.
pub fn run_moves_command(preset: &str, position: &str, moves: &str) -> Result<Vec<String>, String> {
    let game = setup_game(preset, position, moves)?;
    // Each seat's moves are written by that seat: on two bughouse boards the same
    // squares mean different moves.
    let mut out: Vec<String> = game
        .to_move()
        .into_iter()
        .flat_map(|seat| {
            let game = &game;
            game.legal_moves_of(seat)
                .into_iter()
                .map(move |mv| notation::write_move(game, seat, &mv))
        })
        .collect();
    out.sort();
    out.dedup();
    Ok(out)
}

/// `arbitre perft`: the leaf count at `depth`, by each family's own walk, all under
/// perft's rule (the README's): the tree stops where no one has a legal move or where
/// a move ends the game by mate, king capture or elimination; draws do not stop it.
pub fn run_perft_command(
    preset: &str,
    position: &str,
    moves: &str,
    depth: u32,
    board: Option<char>,
) -> Result<u64, String> {
    let max = crate::rules::MAX_PERFT_DEPTH;
    if depth > max {
        return Err(fr::perft_error(&PerftError::TooDeep { depth, max }));
    }
    let game = setup_game(preset, position, moves)?;
    let board = match board {
        None => None,
        Some('A' | 'a') => Some(0),
        Some('B' | 'b') => Some(1),
        Some(c) => return Err(fr::notation::unknown_board(c)),
    };
    game.perft(depth, board).map_err(|e| fr::perft_error(&e))
}
