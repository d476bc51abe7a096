//! Standard chess: white and black, steps labelled in French SAN.

use super::exercise::{chess_events, chess_refusals, claims};
use super::looks::{BLACK, WHITE};
use super::{EventKind, Exercisable, GameFamily, Rounds, SeatLook, StepLabel};
use crate::notation;
use crate::rules::EndReason as E;
use crate::rules::chess::position::WHITE as WHITE_TO_MOVE;
use crate::rules::geometry::BoardKind;
use crate::rules::{AnyGame, Family, Move, Preset, Seat};

pub struct ChessFamily;

impl GameFamily for ChessFamily {
    fn family(&self) -> Family {
        Family::Chess
    }

    fn board(&self) -> BoardKind {
        BoardKind::Chess
    }

    fn seat_looks(&self) -> &'static [SeatLook] {
        &[WHITE, BLACK]
    }

    fn seat_aliases(&self) -> &'static [(&'static str, &'static str)] {
        &[
            ("blanc", "white"),
            ("blancs", "white"),
            ("noir", "black"),
            ("noirs", "black"),
        ]
    }

    fn step_label(
        &self,
        before: &AnyGame,
        _seat: Seat,
        mv: &Move,
        _rounds: &mut Rounds,
    ) -> Option<StepLabel> {
        let game = before.chess()?;
        let position = game.position();
        Some(StepLabel::Chess {
            number: u32::from(position.fullmove),
            white: position.turn == WHITE_TO_MOVE,
            san: notation::chess::write_move(game, mv, true),
        })
    }

    fn exercisable(&self, _preset: Preset) -> Exercisable {
        Exercisable {
            endings: vec![
                E::Checkmate,
                E::Stalemate,
                E::Repetition,
                E::FiftyMoves,
                E::InsufficientMaterial,
                E::Resignation,
                E::Time,
                E::Agreement,
            ],
            events: chess_events(&[EventKind::Stalemate]),
            refusals: chess_refusals(),
            claims: claims(&["stalemate", "draw"]),
        }
    }
}
