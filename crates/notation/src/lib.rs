//! Reading and writing positions and moves in each game's notation.
//!
//! One function per operation, dispatched on the closed set of families
//! ([`Preset::family`], [`AnyGame`]); each family's own module works on its concrete
//! game. The rules engine knows nothing of these strings.

pub mod bughouse;
pub mod chess;
pub mod chess4;
pub mod fault;
pub mod record;
pub mod shogi4;

pub use fault::{
    BughouseFault, Chess4Fault, ChessFault, Fen4Field, NotationFault, Refusal, Shogi4Fault,
};

use arbitre_rules::{AnyGame, Family, Move, Preset, Seat};

/// A string that could not be read. The words for it are the reporting edge's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotationError {
    pub fault: NotationFault,
}

impl From<NotationFault> for NotationError {
    fn from(fault: NotationFault) -> NotationError {
        NotationError { fault }
    }
}

/// A new game of `preset` from `start` (the preset's start position) or a position
/// string (FEN, FEN4, two-board FEN, our shogi4 string).
pub fn parse_position(preset: Preset, text: &str) -> Result<AnyGame, NotationError> {
    Ok(match preset.family() {
        Family::Chess => chess::game_from_text(preset, text)?.into(),
        Family::Chess4 => chess4::parse_position(preset, text)?.into(),
        Family::Shogi4 => shogi4::parse_position(preset, text)?.into(),
        Family::Bughouse => bughouse::game_from_text(preset, text)?.into(),
    })
}

/// A new game of `preset` holding exactly these pieces, `turn` to move. Each seat lists
/// its pieces as examples write them (`Kh1`, `d2`, `+R5b`, ...); a seat with no king
/// is out of the game.
pub fn from_pieces(
    preset: Preset,
    pieces: &[(Seat, Vec<String>)],
    turn: Seat,
) -> Result<AnyGame, NotationError> {
    Ok(match preset.family() {
        Family::Chess => chess::game_from_pieces(preset, pieces, turn)?.into(),
        Family::Chess4 => chess4::from_pieces(preset, pieces, turn)?.into(),
        Family::Shogi4 => shogi4::from_pieces(preset, pieces, turn)?.into(),
        Family::Bughouse => bughouse::game_from_pieces(preset, pieces, turn)?.into(),
    })
}

/// The position as a string that [`parse_position`] reads back.
pub fn write_position(game: &AnyGame) -> String {
    match game {
        AnyGame::Chess(g) => chess::write_fen(g.position()),
        AnyGame::Chess4(g) => chess4::write_fen4(g),
        AnyGame::Shogi4(g) => shogi4::write_position_string(g),
        AnyGame::Bughouse(g) => bughouse::write_two_boards(g),
    }
}

/// Reads a move in any accepted form (SAN, UCI, long algebraic, PGN4, BPGN, USI) for
/// the current position; returns the seat that plays it.
pub fn parse_move(game: &AnyGame, text: &str) -> Result<(Seat, Move), NotationError> {
    match game {
        AnyGame::Chess(g) => chess::parse_move(g, text),
        AnyGame::Chess4(g) => chess4::parse_move(g, text),
        AnyGame::Shogi4(g) => shogi4::parse_move(g, text),
        AnyGame::Bughouse(g) => bughouse::parse_bughouse_move(g, text),
    }
}

/// The seat a move's text names and the move without that name, for notations that
/// name the mover (bughouse: `b. P@g1` → seat `b`, `P@g1`); `None` elsewhere.
pub fn parse_move_seat<'a>(game: &AnyGame, text: &'a str) -> Option<(Seat, &'a str)> {
    match game {
        AnyGame::Bughouse(_) => {
            let token = bughouse::split_move_token(text).ok()?;
            let body = text.trim().rsplit_once('.')?.1.trim();
            let body = body.split('{').next().unwrap_or(body).trim();
            Some((token.seat, body))
        }
        _ => None,
    }
}

/// Splits a `--moves` string into moves: at whitespace, except that a bughouse seat
/// and its move belong together (`A. e4 b. e5` is two moves, as BPGN writes them).
pub fn split_moves(text: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut pending: Option<String> = None;
    for token in text.split_whitespace() {
        if let Some(seat) = pending.take() {
            out.push(format!("{seat} {token}"));
        } else if bughouse::is_seat_prefix(token) {
            pending = Some(token.to_string());
        } else {
            out.push(token.to_string());
        }
    }
    out.extend(pending);
    out
}

/// Writes a move (legal in the current position) in the game's main notation.
pub fn write_move(game: &AnyGame, seat: Seat, mv: &Move) -> String {
    write(game, seat, mv, false)
}

/// The same move for French readers (piece letters R D T F C for chess games).
pub fn write_move_fr(game: &AnyGame, seat: Seat, mv: &Move) -> String {
    write(game, seat, mv, true)
}

fn write(game: &AnyGame, seat: Seat, mv: &Move, french: bool) -> String {
    match game {
        AnyGame::Chess(g) => chess::write_move(g, mv, french),
        AnyGame::Chess4(g) => chess4::write_move(g, seat, mv, french),
        AnyGame::Shogi4(_) => shogi4::write_move(mv),
        AnyGame::Bughouse(g) => bughouse::write_move(g, seat, mv, french),
    }
}

/// After `text` was played: applies what the move's text records beside the move
/// itself (a BPGN clock `{119.051}`). Most notations record nothing more.
pub fn apply_annotations(game: &mut AnyGame, text: &str) {
    if let AnyGame::Bughouse(g) = game {
        bughouse::apply_annotations(g, text);
    }
}
