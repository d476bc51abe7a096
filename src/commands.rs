//! The library side of `arbitre moves` and `arbitre perft`: the command line only
//! prints what these return (errors are one French line, exit code 2).

use crate::fr;
use crate::notation;
use crate::notation::Letters;
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
    Ok(moves_of(&setup_game(preset, position, moves)?))
}

/// The legal moves of the player(s) to move in `game`, written and sorted.
pub fn moves_of(game: &AnyGame) -> Vec<String> {
    moves_in(game, Letters::En)
}

/// The legal moves of the player(s) to move, written with `letters`, sorted.
pub fn moves_in(game: &AnyGame, letters: Letters) -> Vec<String> {
    // Each seat's moves are written by that seat: on two bughouse boards the same
    // squares mean different moves.
    let mut out: Vec<String> = game
        .to_move()
        .into_iter()
        .flat_map(|seat| {
            game.legal_moves_of(seat)
                .into_iter()
                .map(move |mv| notation::write_move_in(game, seat, &mv, letters))
        })
        .collect();
    out.sort();
    out.dedup();
    out
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
    perft_of(&setup_game(preset, position, moves)?, depth, board)
}

/// Perft of `game` (see [`run_perft_command`]).
pub fn perft_of(game: &AnyGame, depth: u32, board: Option<char>) -> Result<u64, String> {
    let max = crate::rules::MAX_PERFT_DEPTH;
    if depth > max {
        return Err(fr::perft_error(&PerftError::TooDeep { depth, max }));
    }
    let board = match board {
        None => None,
        Some('A' | 'a') => Some(0),
        Some('B' | 'b') => Some(1),
        Some(c) => return Err(fr::notation::unknown_board(c)),
    };
    game.perft(depth, board).map_err(|e| fr::perft_error(&e))
}

/// The most a record may weigh (a long tournament file is a few megabytes).
const MAX_RECORD_BYTES: u64 = 32 << 20;

/// Reads a record file, or standard input for `-`; the error is one French line.
pub fn read_record(path: &str) -> Result<String, String> {
    use std::io::Read;
    let mut text = String::new();
    let read = if path == "-" {
        std::io::stdin()
            .lock()
            .take(MAX_RECORD_BYTES + 1)
            .read_to_string(&mut text)
    } else {
        std::fs::File::open(path)
            .and_then(|f| f.take(MAX_RECORD_BYTES + 1).read_to_string(&mut text))
    };
    read.map_err(|e| fr::records::unreadable(path, &fr::io::io_error(&e)))?;
    if text.len() as u64 > MAX_RECORD_BYTES {
        return Err(fr::records::too_big(path, MAX_RECORD_BYTES));
    }
    Ok(text)
}

/// `--rules key=value,…` as pairs; the error is one French line.
pub fn parse_rules(text: Option<&str>) -> Result<Vec<(String, String)>, String> {
    let Some(text) = text else {
        return Ok(Vec::new());
    };
    text.split(',')
        .filter(|p| !p.trim().is_empty())
        .map(|p| match p.split_once('=') {
            Some((k, v)) if !k.trim().is_empty() => {
                Ok((k.trim().to_string(), v.trim().to_string()))
            }
            _ => Err(fr::records::bad_rule(p.trim())),
        })
        .collect()
}

pub use notation::record::kind_of_path;

/// Replays the record in `path` (`-`: standard input): the replay, or the
/// rustc-style report of its first fault.
pub fn replay_record(
    path: &str,
    preset: Option<&str>,
    rules: Option<&str>,
    which: Option<&str>,
) -> Result<notation::record::Replay, String> {
    let preset = match preset {
        Some(id) => Some(
            Preset::from_id(id).ok_or_else(|| fr::notation::unknown_game(id, &Preset::ids()))?,
        ),
        None => None,
    };
    let text = read_record(path)?;
    let opts = notation::record::ReplayOptions {
        kind: kind_of_path(std::path::Path::new(path)),
        preset,
        rules: parse_rules(rules)?,
        game: which.map(str::to_string),
    };
    let shown = if path == "-" {
        "<entrée standard>"
    } else {
        path
    };
    notation::record::replay(&text, &opts).map_err(|e| fr::records::error_at(shown, &text, &e))
}

/// The game `moves`, `perft` and `diagram` start from: a record's end (`--record`) or a
/// position, with `--rules` set, then `--moves` played on it.
pub fn setup_game_with(
    preset: &str,
    position: Option<&str>,
    record: Option<&str>,
    rules: Option<&str>,
    moves: &str,
    letters: Letters,
) -> Result<AnyGame, String> {
    let mut game = match record {
        Some(path) => replay_record(path, Some(preset), rules, None)?.game,
        None => {
            let mut game = setup_game(preset, position.unwrap_or("start"), "")?;
            for (k, v) in parse_rules(rules)? {
                game.set_option(&k, &v).map_err(|e| {
                    let (what, hint) = fr::option_error(&e);
                    format!("{what} ({hint})")
                })?;
            }
            game
        }
    };
    for (i, text) in notation::split_moves(moves).iter().enumerate() {
        let (seat, mv) = notation::parse_move_with(&game, text, letters)
            .map_err(|e| fr::notation::move_unreadable(i + 1, &e.fault))?;
        game.play(seat, &mv)
            .map_err(|why| fr::notation::move_illegal(i + 1, text, &fr::illegal(&game, &why)))?;
    }
    Ok(game)
}
