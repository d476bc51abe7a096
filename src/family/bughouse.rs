//! Bughouse: two chess boards, seats `A`, `a` (board A) and `B`, `b` (board B), steps
//! labelled in BPGN with the mover's board's move number.

use super::exercise::{board_refusals, castling_refusals, chess_events, claims, drop};
use super::looks::{BLACK, WHITE};
use super::{EventKind, Exercisable, GameFamily, Rounds, SeatLook, StepLabel};
use crate::notation;
use crate::rules::EndReason as E;
use crate::rules::geometry::BoardKind;
use crate::rules::{AnyGame, Direction, DropRefusal, Family, Game, Illegal, Move, Preset, Seat};

pub struct BughouseFamily;

/// Chess's looks on each board, named by the bughouse seat ids.
const LOOKS: [SeatLook; 4] = [
    SeatLook { id: "A", ..WHITE },
    SeatLook { id: "a", ..BLACK },
    SeatLook { id: "B", ..WHITE },
    SeatLook { id: "b", ..BLACK },
];

impl GameFamily for BughouseFamily {
    fn family(&self) -> Family {
        Family::Bughouse
    }

    fn board(&self) -> BoardKind {
        BoardKind::Chess
    }

    fn seat_looks(&self) -> &'static [SeatLook] {
        &LOOKS
    }

    /// Board B is turned so that partners sit on the same side, as bughouse players
    /// sit.
    fn board_bottom(&self, board: usize) -> Direction {
        if board == 1 {
            Direction::North
        } else {
            Direction::South
        }
    }

    fn step_label(
        &self,
        before: &AnyGame,
        seat: Seat,
        mv: &Move,
        _rounds: &mut Rounds,
    ) -> Option<StepLabel> {
        let game = before.bughouse()?;
        let board = game.board(before.board_of(seat));
        Some(StepLabel::Board {
            number: u32::from(board.pos.fullmove),
            bpgn: notation::bughouse::write_move(game, seat, mv, false),
        })
    }

    fn exercisable(&self, _preset: Preset) -> Exercisable {
        // `pas son tour` only here, where a move names its player (`A.`, `b.`):
        // elsewhere a move written out of turn is played for the player to move, and
        // the engine answers that this player has no piece there
        let refusals = [
            vec![Illegal::NotYourTurn { seat: 0 }],
            board_refusals(),
            castling_refusals(),
            vec![
                drop(DropRefusal::NotInHand),
                drop(DropRefusal::Occupied),
                drop(DropRefusal::PawnOnEdgeRank),
            ],
        ]
        .concat();
        Exercisable {
            endings: vec![
                E::Checkmate,
                E::Resignation,
                E::Time,
                E::Agreement,
                E::NoMovePossible,
                E::MoveCap,
            ],
            events: chess_events(&[EventKind::Drop, EventKind::ToHand]),
            refusals,
            claims: claims(&["draw", "clocks", "hands"]),
        }
    }
}
