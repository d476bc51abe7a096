//! Four-player chess: Red, Blue, Yellow, Green on the cross, steps labelled in PGN4
//! with the round and the mover's seat. Its four presets differ in endings, events,
//! refusals and claims.

use super::exercise::{chess_events, chess_refusals, claims};
use super::looks::four_seats;
use super::{EventKind, Exercisable, GameFamily, PieceStates, Rounds, SeatLook, StepLabel};
use crate::notation;
use crate::rules::EndReason as E;
use crate::rules::chess4::SEAT_IDS;
use crate::rules::geometry::BoardKind;
use crate::rules::{AnyGame, Family, Game, Illegal, Move, PieceKind, Preset, Seat};

pub struct Chess4Family;

const LOOKS: [SeatLook; 4] = four_seats(SEAT_IDS);

impl GameFamily for Chess4Family {
    fn family(&self) -> Family {
        Family::Chess4
    }

    fn board(&self) -> BoardKind {
        BoardKind::Cross
    }

    fn piece_states(&self, kind: PieceKind) -> PieceStates {
        PieceStates {
            // a promoted pawn is drawn as the piece it became, marked promoted
            promotes: !matches!(kind, PieceKind::King | PieceKind::Pawn),
            // a dead army is drawn by the page from the live look (its colour class made
            // `c-dead`): 24 looks fewer in every four-player page
            dies: false,
            turns: false,
        }
    }

    fn seat_looks(&self) -> &'static [SeatLook] {
        &LOOKS
    }

    fn seat_aliases(&self) -> &'static [(&'static str, &'static str)] {
        &[
            ("rouge", "red"),
            ("bleu", "blue"),
            ("jaune", "yellow"),
            ("vert", "green"),
        ]
    }

    fn step_label(
        &self,
        before: &AnyGame,
        seat: Seat,
        mv: &Move,
        rounds: &mut Rounds,
    ) -> Option<StepLabel> {
        let game = before.chess4()?;
        let players = u8::try_from(before.seats().len()).unwrap_or(u8::MAX);
        Some(StepLabel::Seat {
            number: rounds.round_of(seat, players),
            seat_id: before.seat_id(seat),
            notation: notation::chess4::write_move(game, seat, mv, false),
        })
    }

    fn exercisable(&self, preset: Preset) -> Exercisable {
        use EventKind as K;
        use Preset as P;
        let teams = [
            E::Checkmate,
            E::KingCapture,
            E::Stalemate,
            E::Resignation,
            E::Time,
        ];
        let endings = match preset {
            P::Chess4QdanTeams => {
                [&teams[..], &[E::Repetition, E::FiftyMoves, E::MoveLimit]].concat()
            }
            P::Chess4Ffa => vec![
                E::Eliminations,
                E::Claim,
                E::Repetition,
                E::FiftyMoves,
                E::InsufficientMaterial,
            ],
            P::Chess4QdanSolo => vec![
                E::Eliminations,
                E::Claim,
                E::Repetition,
                E::FiftyMoves,
                E::MoveLimit,
            ],
            _ => [&teams[..], &[E::Agreement, E::Repetition, E::FiftyMoves]].concat(),
        };
        let events = match preset {
            P::Chess4Ffa => chess_events(&[
                K::Stalemate,
                K::KingCapture,
                K::MultipleCheck,
                K::Points,
                K::Elimination,
                K::DeadPieceCapture,
            ]),
            P::Chess4QdanSolo => {
                chess_events(&[K::KingCapture, K::MultipleCheck, K::Points, K::Elimination])
            }
            _ => chess_events(&[K::Stalemate, K::KingCapture, K::MultipleCheck]),
        };
        let mut refusals = chess_refusals();
        // a win claimed with too small a lead: `illegal: [{claim_win: …}]`
        if preset == P::Chess4Ffa {
            refusals.push(Illegal::ClaimRefused {
                lead: 0,
                needed: 0,
                players_left: 2,
            });
        }
        // teams keep no points: `scores: none` says so
        let claims = match preset {
            P::Chess4Ffa => claims(&["stalemate", "scores", "eliminated", "ranking"]),
            P::Chess4QdanSolo => claims(&["scores", "eliminated", "ranking"]),
            _ => claims(&["stalemate", "draw", "scores"]),
        };
        Exercisable {
            endings,
            events,
            refusals,
            claims,
        }
    }
}
