//! A game from a described position ([`Setup`]) and back: each rule a position must
//! keep (one king a seat, kinds in the game, the pieces of absent players ownerless,
//! mates that agree with the turned kings) checked in turn.

use super::options::Shogi4Options;
use super::position::{Position, geo};
use super::{Mate, Shogi4};
use crate::{Piece, PieceKind, Preset, Seat, SetupError, Square};

/// A position as notations describe it: what [`Shogi4::from_setup`] reads and
/// [`Shogi4::setup`] gives back. A seat with an unturned king is playing, one with a
/// turned king has been mated, one without a king is absent; pieces of seats that are
/// not playing must be ownerless (`dead`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    pub pieces: Vec<(Square, Piece)>,
    /// Hands by seat.
    pub hands: [Vec<PieceKind>; 4],
    pub to_move: Seat,
    /// Mates so far, in order: (victim, mater).
    pub mates: Vec<(Seat, Option<Seat>)>,
    /// Moves already played by the four players together.
    pub moves_played: u32,
}

impl Shogi4 {
    /// A game from a described position (see [`Setup`]).
    pub fn from_setup(
        preset: Preset,
        opts: Shogi4Options,
        setup: &Setup,
    ) -> Result<Shogi4, SetupError> {
        let (mut pos, present) = place_pieces(setup)?;
        check_absent_pieces(setup, &pos)?;
        fill_hands(setup, &mut pos)?;
        let mates = mates_of(setup, &pos, present)?;
        check_turn(setup, &pos)?;
        let mut game = Shogi4 {
            preset,
            opts,
            pos,
            present,
            mates,
            to_move: setup.to_move,
            last_mover: None,
            moves_played: setup.moves_played,
            history: Vec::new(),
            outcome: None,
            at_start: false,
            given_mates: 0,
            repetition_ends: true,
        };
        game.given_mates = game.mates.len();
        game.settle();
        game.record_initial();
        Ok(game)
    }

    /// The position as a [`Setup`].
    pub fn setup(&self) -> Setup {
        let mut hands: [Vec<PieceKind>; 4] = Default::default();
        for (seat, hand) in hands.iter_mut().enumerate() {
            *hand = self.hand_of(seat as Seat);
        }
        Setup {
            pieces: self.board_pieces(),
            hands,
            to_move: self.to_move,
            mates: self.mates.iter().map(|m| (m.victim, m.mater)).collect(),
            moves_played: self.moves_played,
        }
    }
}

/// The board of `setup`, each piece checked alone (on the board, one a square, a seat
/// that exists, one king a seat, only kings turned, kinds of the game, promotions that
/// exist), and which seats have a king (`living` set from the kings' facing up).
fn place_pieces(setup: &Setup) -> Result<(Position, [bool; 4]), SetupError> {
    let g = geo();
    let mut pos = Position::empty();
    let mut present = [false; 4];
    for &(sq, p) in &setup.pieces {
        if !g.contains(sq) {
            return Err(SetupError::OffBoard);
        }
        let cell = pos
            .board
            .get_mut(sq.0 as usize)
            .ok_or(SetupError::OffBoard)?;
        if cell.is_some() {
            return Err(SetupError::TwoPieces { on: sq });
        }
        if p.owner > 3 {
            return Err(SetupError::NoSuchSeat { seat: p.owner });
        }
        if p.kind == PieceKind::King {
            if present[p.owner as usize] {
                return Err(SetupError::TwoKings { seat: p.owner });
            }
            present[p.owner as usize] = true;
            pos.living[p.owner as usize] = !p.flipped;
        } else if p.flipped {
            return Err(SetupError::OnlyKingTurned { on: sq });
        }
        if hand_or_board_kind_invalid(p.kind) {
            return Err(SetupError::KindNotInGame { kind: p.kind });
        }
        if p.promoted
            && !matches!(
                p.kind,
                PieceKind::Rook | PieceKind::Silver | PieceKind::Pawn
            )
        {
            return Err(SetupError::CannotPromote {
                kind: p.kind,
                on: sq,
            });
        }
        *cell = Some(p);
    }
    Ok((pos, present))
}

fn hand_or_board_kind_invalid(kind: PieceKind) -> bool {
    !matches!(
        kind,
        PieceKind::King | PieceKind::Rook | PieceKind::Gold | PieceKind::Silver | PieceKind::Pawn
    )
}

/// The pieces of a seat that is not playing must be ownerless (`dead`).
fn check_absent_pieces(setup: &Setup, pos: &Position) -> Result<(), SetupError> {
    for &(sq, p) in &setup.pieces {
        let playing = pos.living[p.owner as usize];
        if p.kind != PieceKind::King && !p.dead && !playing {
            return Err(SetupError::PieceOfAbsentPlayer {
                on: sq,
                seat: p.owner,
            });
        }
    }
    Ok(())
}

/// The hands of `setup` put in the position (kinds that may be held only).
fn fill_hands(setup: &Setup, pos: &mut Position) -> Result<(), SetupError> {
    for (seat, hand) in setup.hands.iter().enumerate() {
        for &k in hand {
            let i = super::position::hand_index(k).ok_or(SetupError::NotHandPiece { kind: k })?;
            pos.hands[seat][i] = pos.hands[seat][i].saturating_add(1);
        }
    }
    Ok(())
}

/// The mates so far: those `setup` lists (each victim once, with a turned king), then
/// a mate without a mater for any other turned king.
fn mates_of(setup: &Setup, pos: &Position, present: [bool; 4]) -> Result<Vec<Mate>, SetupError> {
    let mut mates = Vec::new();
    for &(victim, mater) in &setup.mates {
        if victim > 3 {
            return Err(SetupError::NoSuchSeat { seat: victim });
        }
        if !present[victim as usize] || pos.living[victim as usize] {
            return Err(SetupError::MatedWithoutTurnedKing { seat: victim });
        }
        if mates.iter().any(|m: &Mate| m.victim == victim) {
            return Err(SetupError::MatedTwice { seat: victim });
        }
        mates.push(Mate {
            victim,
            mater: mater.filter(|&m| m < 4 && present[m as usize]),
            in_check: true,
        });
    }
    for seat in 0..4u8 {
        if present[seat as usize]
            && !pos.living[seat as usize]
            && !mates.iter().any(|m| m.victim == seat)
        {
            mates.push(Mate {
                victim: seat,
                mater: None,
                in_check: true,
            });
        }
    }
    Ok(mates)
}

/// Someone is still playing, and the seat to move is one of them.
fn check_turn(setup: &Setup, pos: &Position) -> Result<(), SetupError> {
    if !pos.living.iter().any(|&l| l) {
        return Err(SetupError::NoLivePlayer);
    }
    let to_move = setup.to_move;
    if to_move > 3 {
        return Err(SetupError::NoSuchSeat { seat: to_move });
    }
    if !pos.living[to_move as usize] {
        return Err(SetupError::TurnToAbsentPlayer { seat: to_move });
    }
    Ok(())
}
