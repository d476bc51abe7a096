//! Reading and writing positions and moves in each game's notation.
//!
//! Each family's notation is one impl of [`FamilyNotation`] in its own module, working
//! on its concrete game; the functions here only pick that impl ([`family`]'s
//! `by_family!`/`by_game!`, the one list of families) and hold what every family
//! shares: the choice of piece letters ([`Letters`]). The rules engine knows nothing
//! of these strings.

pub mod bughouse;
pub mod chess;
pub mod chess4;
pub mod family;
pub mod fault;
pub mod letters;
pub mod record;
pub mod shogi4;

pub use family::FamilyNotation;
pub use fault::{
    BughouseFault, Chess4Fault, ChessFault, Fen4Field, NotationFault, Refusal, Shogi4Fault,
};
pub use letters::Letters;

use arbitre_rules::{AnyGame, Family, Game, Move, Preset, Seat};
use family::{by_family, by_game, rewrite};

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
    by_family!(preset.family(), N => Ok(N::parse_position(preset, text)?.into()))
}

/// A new game of `preset` holding exactly these pieces, `turn` to move. Each seat lists
/// its pieces as examples write them (`Kh1`, `d2`, `+R5b`, ...); a seat with no king
/// is out of the game.
pub fn from_pieces(
    preset: Preset,
    pieces: &[(Seat, Vec<String>)],
    turn: Seat,
) -> Result<AnyGame, NotationError> {
    by_family!(preset.family(), N => Ok(N::from_pieces(preset, pieces, turn)?.into()))
}

/// The position as a string that [`parse_position`] reads back.
pub fn write_position(game: &AnyGame) -> String {
    by_game!(game, g, N => N::write_position(g))
}

/// Reads a move in any accepted form (SAN, UCI, long algebraic, PGN4, BPGN, USI) with
/// English piece letters for the current position; returns the seat that plays it.
pub fn parse_move(game: &AnyGame, text: &str) -> Result<(Seat, Move), NotationError> {
    by_game!(game, g, N => N::parse_move(g, text))
}

/// Reads a move written with `letters`, as [`parse_move`] does, without asking whether
/// the other letter set would read it otherwise (an `illegal:` claim means what it says).
pub fn parse_move_as(
    game: &AnyGame,
    text: &str,
    letters: Letters,
) -> Result<(Seat, Move), NotationError> {
    by_game!(game, g, N => N::parse_move_in(g, text, letters))
}

/// Reads a move to be played, written with `letters`. When this reading gives no legal
/// move but the other letter set's does, the fault says so: in French `Re1` is a king
/// move, and when only a rook can go to e1 the author most likely meant `Te1`; in
/// English `Cf3` cannot be read, and `Nf3` is likely what was meant.
pub fn parse_move_with(
    game: &AnyGame,
    text: &str,
    letters: Letters,
) -> Result<(Seat, Move), NotationError> {
    let read = parse_move_as(game, text, letters);
    let has_letters = by_game!(game, _g, N => N::has_piece_letters());
    // a move read at once needs no second look, but for a French `R`: asking the
    // engine (a copy of the game) is kept for that one doubt
    let in_doubt = match letters {
        Letters::En => read.is_err(),
        Letters::Fr => read.is_err() || letters::read_both_ways(text).is_some(),
    };
    if !has_letters || !in_doubt || read.as_ref().is_ok_and(|(s, m)| is_legal(game, *s, m)) {
        return read;
    }
    let (other, letter) = match letters {
        // French `R` (king) against English `R` (rook)
        Letters::Fr => (Letters::En, letters::read_both_ways(text)),
        // an English reading that failed outright, with a letter only French has
        Letters::En if read.is_err() => (Letters::Fr, letters::french_only(text)),
        Letters::En => return read,
    };
    let Some(letter) = letter else { return read };
    match parse_move_as(game, text, other) {
        Ok((s, m)) if is_legal(game, s, &m) => {
            let (mover, body) = by_game!(game, _g, N => N::split_mover(text));
            let _ = mover;
            let body = body.trim();
            let suggestion = match letters {
                Letters::Fr => body.replace('R', "T"),
                Letters::En => rewrite(body, letters::english_of),
            };
            Err(NotationFault::OtherLetters {
                text: body.to_string(),
                letter,
                letters,
                suggestion,
            }
            .into())
        }
        _ => read,
    }
}

/// A move's text as the readers take it: with `letters` French, its piece letters made
/// English (a letter only English has is a fault); shogi's own letters are left alone.
pub fn in_english(game: &AnyGame, text: &str, letters: Letters) -> Result<String, NotationError> {
    by_game!(game, _g, N => match letters {
        Letters::Fr if N::has_piece_letters() => N::in_english(text),
        _ => Ok(text.to_string()),
    })
}

/// A move of `family` written with English letters (as [`write_move`] writes it),
/// written with `letters` instead; the name of a mover (`B. `) is kept.
pub fn english_in(family: Family, text: &str, letters: Letters) -> String {
    by_family!(family, N => match letters {
        Letters::Fr if N::has_piece_letters() => {
            let (mover, body) = N::split_mover(text);
            format!("{mover}{}", rewrite(body, letters::french_of))
        }
        _ => text.to_string(),
    })
}

/// Whether `seat` may play `mv` now (tried on a copy: only asked of a move whose
/// reading is in doubt).
fn is_legal(game: &AnyGame, seat: Seat, mv: &Move) -> bool {
    game.clone().play(seat, mv).is_ok()
}

/// The seat a move's text names and the move without that name, for notations that
/// name the mover (bughouse: `b. P@g1` → seat `b`, `P@g1`); `None` elsewhere.
pub fn parse_move_seat<'a>(game: &AnyGame, text: &'a str) -> Option<(Seat, &'a str)> {
    by_game!(game, g, N => N::move_seat(g, text))
}

/// Splits a `--moves` string into moves: at whitespace, except that a seat written
/// alone belongs with the move after it (bughouse's `A. e4 b. e5` is two moves, as
/// BPGN writes them). The game is not known yet: any family's seat prefix counts.
pub fn split_moves(text: &str) -> Vec<String> {
    let is_seat_prefix = |token: &str| {
        Family::ALL
            .into_iter()
            .any(|f| by_family!(f, N => N::is_seat_prefix(token)))
    };
    let mut out: Vec<String> = Vec::new();
    let mut pending: Option<String> = None;
    for token in text.split_whitespace() {
        if let Some(seat) = pending.take() {
            out.push(format!("{seat} {token}"));
        } else if is_seat_prefix(token) {
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
    by_game!(game, g, N => N::write_move(g, seat, mv, false))
}

/// The same move for French readers (piece letters R D T F C for chess games).
pub fn write_move_fr(game: &AnyGame, seat: Seat, mv: &Move) -> String {
    by_game!(game, g, N => N::write_move(g, seat, mv, true))
}

/// The move written with `letters`, as an author of a book using them would write it.
pub fn write_move_in(game: &AnyGame, seat: Seat, mv: &Move, letters: Letters) -> String {
    by_game!(game, g, N => N::write_move(g, seat, mv, letters == Letters::Fr))
}

/// After `text` was played: applies what the move's text records beside the move
/// itself (a BPGN clock `{119.051}`). Most notations record nothing more.
pub fn apply_annotations(game: &mut AnyGame, text: &str) {
    by_game!(game, g, N => N::apply_annotations(g, text))
}
