//! Four-player shogi: South, West, North, East on wooden tiles, steps labelled in USI
//! with the move number the game counts and the mover's seat.

use super::exercise::{board_refusals, claims, drop};
use super::looks::four_seats;
use super::{EventKind, Exercisable, GameFamily, PieceStates, Rounds, SeatLook, StepLabel};
use crate::notation;
use crate::rules::EndReason as E;
use crate::rules::geometry::BoardKind;
use crate::rules::shogi4::SEAT_IDS;
use crate::rules::{
    AnyGame, DropRefusal, Family, Game, Illegal, Move, PieceKind, Preset, Seat, Square,
};

pub struct Shogi4Family;

/// The tiles are wood; the owner shows by the mark's colour and shape.
const LOOKS: [SeatLook; 4] = four_seats(SEAT_IDS);

impl GameFamily for Shogi4Family {
    fn family(&self) -> Family {
        Family::Shogi4
    }

    fn board(&self) -> BoardKind {
        BoardKind::Shogi
    }

    fn seat_looks(&self) -> &'static [SeatLook] {
        &LOOKS
    }

    fn seat_aliases(&self) -> &'static [(&'static str, &'static str)] {
        &[
            ("sud", "south"),
            ("ouest", "west"),
            ("nord", "north"),
            ("est", "east"),
        ]
    }

    fn always_shows_hands(&self) -> bool {
        true
    }

    fn piece_states(&self, kind: PieceKind) -> PieceStates {
        PieceStates {
            promotes: matches!(kind, PieceKind::Rook | PieceKind::Silver | PieceKind::Pawn),
            dies: true,
            turns: kind == PieceKind::King,
        }
    }

    fn step_label(
        &self,
        before: &AnyGame,
        seat: Seat,
        mv: &Move,
        _rounds: &mut Rounds,
    ) -> Option<StepLabel> {
        // the game counts its moves (plies) itself
        let game = before.shogi4()?;
        Some(StepLabel::Seat {
            number: game.moves_played().saturating_add(1),
            seat_id: before.seat_id(seat),
            notation: notation::shogi4::write_move(mv),
        })
    }

    fn exercisable(&self, preset: Preset) -> Exercisable {
        let mut refusals = [
            board_refusals(),
            vec![
                drop(DropRefusal::NotInHand),
                drop(DropRefusal::Occupied),
                drop(DropRefusal::PawnCannotMove),
                drop(DropRefusal::Nifu { twin: Square(0) }),
                drop(DropRefusal::PawnDropMate { mated: Vec::new() }),
                Illegal::OwnPiece { at: Square(0) },
                Illegal::KingNotCapturable { at: Square(0) },
                Illegal::RepetitionByCheck,
            ],
        ]
        .concat();
        let teams = preset == Preset::Shogi4Teams;
        if teams {
            refusals.push(Illegal::ChecksPartner { king: Square(0) });
        }
        // no resignation in four-player shogi: `illegal: [{resign: …}]`
        refusals.push(Illegal::ActUnavailable);
        use EventKind as K;
        Exercisable {
            endings: vec![E::Checkmate, E::Repetition, E::MoveLimit],
            events: vec![
                K::Capture,
                K::Promotion,
                K::Drop,
                K::Check,
                K::MultipleCheck,
                K::Checkmate,
                K::Elimination,
                K::ToHand,
            ],
            refusals,
            claims: if teams {
                claims(&["draw", "hands", "eliminated"])
            } else {
                claims(&["hands", "eliminated", "ranking"])
            },
        }
    }
}
