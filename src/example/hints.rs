//! What helps with a refused or unreadable move, read from the engine's state: whose
//! turn it is, the legal moves of the piece the move names, what a hand holds.

use super::check::{coordinate_move, origin};
use super::fault::Hint;
use crate::notation;
use crate::rules::{AnyGame, CastlingFailure, Game, Illegal, Move, PieceKind, Seat};

/// Every legal move of the players to move.
fn legal_moves(game: &AnyGame) -> Hint {
    let mut moves: Vec<String> = game
        .to_move()
        .iter()
        .flat_map(|seat| {
            game.legal_moves_of(*seat)
                .into_iter()
                .map(|m| notation::write_move(game, *seat, &m))
                .collect::<Vec<_>>()
        })
        .collect();
    moves.sort();
    moves.dedup();
    Hint::LegalMoves(moves)
}

/// The written moves of `seat` that `keep` selects, sorted.
fn moves_list(game: &AnyGame, seat: Seat, keep: impl Fn(&Move) -> bool) -> Vec<String> {
    let mut moves: Vec<String> = game
        .legal_moves_of(seat)
        .into_iter()
        .filter(|m| keep(m))
        .map(|m| notation::write_move(game, seat, &m))
        .collect();
    moves.sort();
    moves.dedup();
    moves
}

/// Whose turn it is, for a seat that tried to move: on two boards, the players to
/// move on that seat's board.
fn movers(game: &AnyGame, seat: Seat) -> Vec<String> {
    let movers = game.to_move();
    let board = game.board_of(seat);
    let here: Vec<Seat> = movers
        .iter()
        .copied()
        .filter(|s| game.board_of(*s) == board)
        .collect();
    let shown = if here.is_empty() { movers } else { here };
    shown.iter().map(|s| game.seat_id(*s).to_string()).collect()
}

fn turn(game: &AnyGame, seat: Seat) -> Hint {
    Hint::Turn(movers(game, seat))
}

/// A castling refused in a position given piece by piece: it has no rights.
pub(crate) fn castling_rights(from_pieces: bool, reason: &Illegal) -> Option<Hint> {
    (from_pieces
        && matches!(
            reason,
            Illegal::Castling {
                reason: CastlingFailure::NoRights | CastlingFailure::KingMoved
            }
        ))
    .then_some(Hint::CastlingFromPieces)
}

/// The hint for a move `seat` may not play: whose turn it is, or the legal moves of
/// the piece it moves (of the pieces of that kind in hand, for a drop), all on the
/// mover's own board.
pub(crate) fn piece_moves(game: &AnyGame, seat: Seat, mv: &Move) -> Option<Hint> {
    if !game.to_move().contains(&seat) {
        return Some(turn(game, seat));
    }
    if let Move::Drop { kind, .. } = mv {
        let hand = game.hand(seat);
        if !hand.contains(kind) {
            let letters: Vec<String> = hand.iter().map(|k| k.letter().to_string()).collect();
            return Some(Hint::Hand {
                seat: game.seat_id(seat).to_string(),
                letters,
            });
        }
        let moves = moves_list(
            game,
            seat,
            |m| matches!(m, Move::Drop { kind: k, .. } if k == kind),
        );
        return Some(Hint::Drops { kind: *kind, moves });
    }
    let from = origin(mv)?;
    let square = game.geometry().name(from);
    let owner = game
        .board_pieces(game.board_of(seat))
        .iter()
        .find(|(sq, _)| *sq == from)
        .map(|(_, p)| p.owner);
    match owner {
        None => return Some(Hint::EmptySquare(square)),
        Some(o) if o != seat => {
            return Some(Hint::PieceOf {
                square,
                owner: game.seat_id(o).to_string(),
                turn: movers(game, seat),
            });
        }
        Some(_) => {}
    }
    let moves = moves_list(game, seat, |m| origin(m) == Some(from));
    Some(Hint::PieceMoves { square, moves })
}

/// The hint for a move the notation cannot read in this position: the legal moves of
/// the piece it names when the text shows one (its square, or its letter), else all.
pub(crate) fn unreadable_move(game: &AnyGame, text: &str) -> Hint {
    let to_move = game.to_move();
    // A bughouse move names its seat (`b. Ke3`): that seat's moves only.
    let (seat, body) = match notation::parse_move_seat(game, text) {
        Some((seat, body)) => (seat, body),
        None => (to_move.first().copied().unwrap_or(0), text.trim()),
    };
    if let Some(h) = off_board(game, body) {
        return h;
    }
    if let Some(mv) = coordinate_move(game, body)
        && let Some(h) = piece_moves(game, seat, &mv)
    {
        return h;
    }
    if !to_move.contains(&seat) {
        return turn(game, seat);
    }
    let letter = body.chars().next().filter(|c| c.is_ascii_uppercase());
    if let Some(kind) = letter.and_then(PieceKind::from_letter) {
        let pieces = game.board_pieces(game.board_of(seat));
        let of_kind = |m: &Move| {
            origin(m).is_some_and(|f| {
                pieces
                    .iter()
                    .any(|(sq, p)| *sq == f && p.kind == kind && p.owner == seat)
            })
        };
        let moves = moves_list(game, seat, of_kind);
        return Hint::KindMoves {
            kind,
            seat: game.seat_id(seat).to_string(),
            moves,
        };
    }
    legal_moves(game)
}

/// A square name in the move's text that is not on the board (`Rh9`, `e0`), on boards
/// whose squares are a file letter and a rank number (chess, four-player chess).
fn off_board(game: &AnyGame, text: &str) -> Option<Hint> {
    let geometry = game.geometry();
    let squares = geometry.squares();
    let (first, last) = (squares.first()?, squares.last()?);
    let (first, last) = (geometry.name(*first), geometry.name(*last));
    if !first.starts_with(|c: char| c.is_ascii_lowercase()) {
        return None; // shogi's `5g`: digits first
    }
    let bytes = text.as_bytes();
    (0..bytes.len()).find_map(|i| {
        if !bytes[i].is_ascii_lowercase() {
            return None;
        }
        let digits = bytes[i + 1..]
            .iter()
            .take_while(|b| b.is_ascii_digit())
            .count();
        if digits == 0 {
            return None;
        }
        let name = &text[i..i + 1 + digits];
        geometry
            .parse_square(name)
            .is_none()
            .then(|| Hint::OffBoard {
                square: name.to_string(),
                first: first.clone(),
                last: last.clone(),
            })
    })
}

/// What helps with a refused act: the points behind a refused claim, the player to
/// move, how the game ended.
pub(crate) fn refused_act(game: &AnyGame, reason: &Illegal) -> Option<Hint> {
    match reason {
        Illegal::ClaimRefused { .. } => {
            let points: Vec<(String, i32)> = game
                .seats()
                .into_iter()
                .filter(|s| !game.eliminated().contains(s))
                .filter_map(|s| game.score(s).map(|p| (game.seat_id(s).to_string(), p)))
                .collect();
            Some(Hint::Points(points))
        }
        Illegal::GameOver => game.outcome().map(|o| Hint::EndedBy(o.reason)),
        Illegal::NotYourTurn { seat } => Some(turn(game, *seat)),
        _ => None,
    }
}
