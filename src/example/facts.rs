//! What a run of an example established, as data rather than verdicts: the seats each
//! seat claim would have to name, a piece's destinations, whether a move is legal and
//! why not, the events that happened. `check` compares claims against these answers;
//! authoring tools (`check --bless`, `coverage`) read them directly.

use super::check::{
    Checked, coordinate_move, destination, mated, next_seats, origin, try_act, well_formed,
};
use super::fault::Fault;
use super::schema::{ClaimKind, MoveItem, Spanned};
use crate::notation;
use crate::rules::{AnyGame, Event, Game, GameResult, Illegal, Seat, Square};
use std::collections::BTreeSet;

/// The seats a seat claim (`check`, `checkmate`, `stalemate`, `next`, `eliminated`,
/// `winner`) must name for the run's final state, as the claim checker reads them.
/// `None` for other keys, and for `winner` while no one has won.
pub fn claim_seats(run: &Checked, kind: &ClaimKind) -> Option<Vec<Seat>> {
    let game = &run.last().game;
    let mut seats = match kind {
        ClaimKind::Check(_) => game.checked(),
        ClaimKind::Checkmate(_) => mated(run, true),
        ClaimKind::Stalemate(_) => mated(run, false),
        ClaimKind::Next(_) => next_seats(run),
        ClaimKind::Eliminated(_) => game.eliminated(),
        ClaimKind::Winner(_) => match game.outcome()?.result {
            GameResult::Win(w) => w,
            GameResult::Ranking(places) => places.first()?.clone(),
            GameResult::Draw => return None,
        },
        _ => return None,
    };
    seats.sort();
    seats.dedup();
    Some(seats)
}

/// The seats to move next (what `next:` names), even once the game is over.
pub fn next_to_move(run: &Checked) -> Vec<Seat> {
    next_seats(run)
}

/// The origin a `moves_of:` key names: a square, and on two boards (bughouse) the
/// player too when written `A. e2`. A bare square is refused on two boards when both
/// players to move have a piece on it: their moves would be mixed.
pub fn moves_of_origin(game: &AnyGame, key: &str) -> Result<(Option<Seat>, Square), Fault> {
    let g = game.geometry();
    let (seat, text) = match notation::parse_move_seat(game, key) {
        Some((s, body)) => (Some(s), body),
        None => (None, key.trim()),
    };
    let from = g.parse_square(text).ok_or_else(|| Fault::OffBoard {
        square: text.to_string(),
    })?;
    if seat.is_none() && game.board_count() > 1 {
        let owners: Vec<Seat> = game
            .to_move()
            .into_iter()
            .filter(|s| {
                game.board_pieces(game.board_of(*s))
                    .iter()
                    .any(|(sq, p)| *sq == from && p.owner == *s)
            })
            .collect();
        if owners.len() > 1 {
            let seats = owners
                .iter()
                .map(|s| game.seat_id(*s).to_string())
                .collect();
            return Err(Fault::SquareOnBothBoards {
                square: g.name(from),
                seats,
            });
        }
    }
    Ok((seat, from))
}

/// The destination squares, by name, of the piece on `from` (castling: the king's),
/// among the moves of `seat` when given, else of every player to move.
pub fn destinations(game: &AnyGame, seat: Option<Seat>, from: Square) -> BTreeSet<String> {
    let g = game.geometry();
    let moves = match seat {
        Some(s) => game.legal_moves_of(s),
        None => game.legal_moves(),
    };
    moves
        .iter()
        .filter(|m| origin(m) == Some(from))
        .filter_map(destination)
        .map(|s| g.name(s))
        .collect()
}

/// What the engine says of a move written in `legal:` or `illegal:`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveVerdict {
    Legal,
    /// A well-formed move that may not be played; the engine's reason when it gave one.
    Illegal(Option<Illegal>),
    /// Not a move in any notation of the game: it belongs in neither list.
    Unreadable,
}

/// Plays `text` on a copy of the game, as the `legal:`/`illegal:` checkers do.
pub fn move_verdict(game: &AnyGame, text: &str) -> MoveVerdict {
    match notation::parse_move(game, text) {
        Ok((seat, mv)) => {
            let mut copy = game.clone();
            match copy.play(seat, &mv) {
                Ok(_) => MoveVerdict::Legal,
                Err(r) => MoveVerdict::Illegal(Some(r)),
            }
        }
        // The notation reads moves against the legal ones: fall back to the squares
        // written in the move, as the checker does.
        Err(_) => match coordinate_move(game, text) {
            Some(mv) => {
                let seat = game.to_move().first().copied().unwrap_or(0);
                let mut copy = game.clone();
                match copy.play(seat, &mv) {
                    Ok(_) => MoveVerdict::Illegal(None),
                    Err(r) => MoveVerdict::Illegal(Some(r)),
                }
            }
            None if well_formed(text) => MoveVerdict::Illegal(None),
            None => MoveVerdict::Unreadable,
        },
    }
}

/// What the engine says of an entry of `legal:` or `illegal:`, a move or an act (an act
/// naming no seat of the game is `Unreadable`).
pub fn item_verdict(game: &AnyGame, item: &Spanned<MoveItem>) -> MoveVerdict {
    match &item.value {
        MoveItem::Notation(text) => move_verdict(game, text),
        _ => match try_act(game, item) {
            Ok(Ok(())) => MoveVerdict::Legal,
            Ok(Err(r)) => MoveVerdict::Illegal(Some(r)),
            Err(_) => MoveVerdict::Unreadable,
        },
    }
}

/// Every event of the run, in order, with the frame (1 = after the first move) it
/// belongs to.
pub fn events(run: &Checked) -> impl Iterator<Item = (usize, &Event)> {
    run.frames
        .iter()
        .enumerate()
        .flat_map(|(i, f)| f.events.iter().map(move |e| (i, e)))
}
