//! [`Bughouse`]: the two-board match as a [`Game`].
//!
//! Seats: 0 `A` (White, board A), 1 `a` (Black, board A), 2 `B` (White, board B),
//! 3 `b` (Black, board B); `A`+`b` play against `a`+`B`. A seat is `board * 2 + colour`.
//!
//! Squares: [`Game::geometry`] is the chess 8x8 geometry and a [`Move`] names squares
//! only, so the board is implied by the seat that plays it. [`Game::pieces`] reports
//! board A; [`Bughouse::board_pieces`] gives either board. [`Game::legal_moves`] lists
//! the moves of both players to move without saying whose they are (an `e4` may be
//! legal on both boards): use [`Bughouse::legal_moves_of`] to keep them apart.

use super::board::{BugBoard, CaptureRule};
use super::options::BughouseOptions;
use crate::chess::game::{shared_piece, to_move};
use crate::chess::illegal::diagnose;
use crate::chess::movegen::{checkers, drop_squares, in_check};
use crate::chess::position::*;
use crate::chess::squares::{geometry, to_index, to_square};
use crate::{
    DropRefusal, EndReason, Event, Game, GameResult, Geometry, Illegal, Move, OptionInfo, Outcome,
    Piece, PieceKind, Preset, Seat, Square, is_draw_rule,
};

/// The seat playing `color` on `board` (0 = A, 1 = B).
pub fn seat_of(board: usize, color: Color) -> Seat {
    (board as u8 & 1) * 2 + (color & 1)
}

/// The board (0 = A, 1 = B) and colour of a seat.
pub fn board_and_color(seat: Seat) -> (usize, Color) {
    (((seat >> 1) & 1) as usize, seat & 1)
}

/// A seat's partner: the other board, the other colour.
pub fn partner_of(seat: Seat) -> Seat {
    seat ^ 3
}

/// The two seats of the team that does not include `seat`.
pub fn opponents_of(seat: Seat) -> Vec<Seat> {
    let mut v = vec![seat ^ 1, seat ^ 2];
    v.sort();
    v
}

/// The team of `seat` (itself and its partner), in seat order.
pub fn team_of(seat: Seat) -> Vec<Seat> {
    let mut v = vec![seat, partner_of(seat)];
    v.sort();
    v
}

/// A bughouse match in progress.
#[derive(Clone, Debug)]
pub struct Bughouse {
    options: BughouseOptions,
    boards: [BugBoard; 2],
    outcome: Option<Outcome>,
    /// Board moves played on the two boards together in this match (for the cap).
    moves_played: u32,
    /// Remaining time per seat in milliseconds (negative after a late flag, as FICS
    /// records show); informational, a time loss is an act.
    clocks: [i64; 4],
    /// Per seat, whether its king moved in this match: a refused castling then says
    /// so, even with the king back home (the position only knows the lost rights).
    king_moved: [bool; 4],
}

impl Default for Bughouse {
    fn default() -> Self {
        Bughouse::new()
    }
}

impl Bughouse {
    /// The start position on both boards, the `bughouse` preset.
    pub fn new() -> Bughouse {
        Bughouse::from_boards(
            BughouseOptions::bughouse(),
            [BugBoard::start(), BugBoard::start()],
        )
    }

    /// A match from two boards (validated by the caller). A position where a player
    /// to move is already mated, or where nobody to move can ever move, starts finished.
    pub fn from_boards(options: BughouseOptions, boards: [BugBoard; 2]) -> Bughouse {
        let ms = i64::from(options.clock_seconds) * 1000;
        let mut g = Bughouse {
            options,
            boards,
            outcome: None,
            moves_played: 0,
            clocks: [ms; 4],
            king_moved: [false; 4],
        };
        g.outcome = g.adjudicate().map(|(o, _)| o);
        g
    }

    /// The outcome without cloning it (hot paths such as perft).
    pub fn outcome_ref(&self) -> Option<&Outcome> {
        self.outcome.as_ref()
    }

    pub fn bughouse_options(&self) -> &BughouseOptions {
        &self.options
    }

    /// Board 0 (A) or 1 (B).
    pub fn board(&self, board: usize) -> &BugBoard {
        &self.boards[board & 1]
    }

    /// Board moves played in this match on both boards together.
    pub fn moves_played(&self) -> u32 {
        self.moves_played
    }

    /// Remaining time of a seat in milliseconds.
    pub fn clock_ms(&self, seat: Seat) -> i64 {
        self.clocks[(seat & 3) as usize]
    }

    /// Sets a seat's remaining time (from a BPGN `{119.051}` comment).
    pub fn set_clock_ms(&mut self, seat: Seat, ms: i64) {
        self.clocks[(seat & 3) as usize] = ms;
    }

    /// The pieces of one board (0 = A, 1 = B), owners being the seats of that board.
    pub fn board_pieces(&self, board: usize) -> Vec<(Square, Piece)> {
        let b = &self.boards[board & 1].pos.board;
        b.iter()
            .map(|(sq, c, k)| {
                let mut p = shared_piece(c, k);
                p.owner = seat_of(board, c);
                p.promoted = b.promoted & (1u64 << sq) != 0;
                (to_square(sq), p)
            })
            .collect()
    }

    /// The legal compact moves of a seat (empty unless it is that seat's turn).
    pub fn legal_cmoves_of(&self, seat: Seat) -> Vec<CMove> {
        let (board, color) = board_and_color(seat);
        let b = &self.boards[board];
        if self.outcome.is_some() || b.pos.turn != color {
            return Vec::new();
        }
        b.legal_vec(self.options.dropped_pawn_double_step)
    }

    /// The legal moves of one seat (empty unless it is that seat's turn).
    pub fn legal_moves_of(&self, seat: Seat) -> Vec<Move> {
        self.legal_cmoves_of(seat)
            .into_iter()
            .map(to_move)
            .collect()
    }

    /// The seats whose turn it is on each board, even a player who has no move and
    /// waits, and even once the match is over.
    pub fn turns(&self) -> [Seat; 2] {
        [
            seat_of(0, self.boards[0].pos.turn),
            seat_of(1, self.boards[1].pos.turn),
        ]
    }

    /// Whether the player to move on `board` is mated (bughouse mate, or the plain
    /// crazyhouse one with the `drop-blockable-mate` option).
    pub fn is_mated(&self, board: usize) -> bool {
        self.boards[board & 1].is_mated(
            self.options.dropped_pawn_double_step,
            self.options.drop_blockable_mate,
        )
    }

    /// Whether the player to move on `board` has no legal move or drop and is not mated:
    /// they wait for a piece (bughouse has no stalemate).
    pub fn is_waiting(&self, board: usize) -> bool {
        let b = &self.boards[board & 1];
        !b.has_legal_move(self.options.dropped_pawn_double_step) && !self.is_mated(board)
    }

    /// The compact move `mv` names for `seat`, if legal.
    pub fn find_legal(&self, seat: Seat, mv: &Move) -> Option<CMove> {
        let legal = self.legal_cmoves_of(seat);
        match mv {
            Move::Drop { kind, to } => {
                let (k, t) = (Kind::from_piece_kind(*kind)?, to_index(*to)?);
                legal
                    .into_iter()
                    .find(|m| m.flag == MoveFlag::Drop && m.piece == k && m.to == t)
            }
            Move::Step {
                from,
                to,
                promotion,
            } => {
                let (f, t) = (to_index(*from)?, to_index(*to)?);
                let promo = match promotion {
                    Some(p) => Some(Kind::from_piece_kind(*p)?),
                    None => None,
                };
                legal.into_iter().find(|m| {
                    m.flag != MoveFlag::Drop && m.from == f && m.to == t && m.promotion == promo
                })
            }
            Move::Castle {
                king_from, king_to, ..
            } => {
                let (f, t) = (to_index(*king_from)?, to_index(*king_to)?);
                legal
                    .into_iter()
                    .find(|m| m.flag == MoveFlag::Castle && m.from == f && m.to == t)
            }
            _ => None,
        }
    }

    /// Why a board move of the seat to move is not legal.
    fn diagnose(&self, seat: Seat, mv: &Move) -> Illegal {
        let (board, color) = board_and_color(seat);
        let b = &self.boards[board];
        match mv {
            Move::Drop { kind, to } => {
                let refuse = |reason| Illegal::Drop {
                    kind: *kind,
                    to: *to,
                    reason,
                };
                let (k, t) = match (Kind::from_piece_kind(*kind), to_index(*to)) {
                    (None, _) | (Some(Kind::King), _) => return refuse(DropRefusal::NotDroppable),
                    (_, None) => return refuse(DropRefusal::OffBoard),
                    (Some(k), Some(t)) => (k, t),
                };
                if b.count(color, k) == 0 {
                    refuse(DropRefusal::NotInHand)
                } else if b.pos.board.occupied() & (1u64 << t) != 0 {
                    refuse(DropRefusal::Occupied)
                } else if k == Kind::Pawn && !(8..56).contains(&t) {
                    refuse(DropRefusal::PawnOnEdgeRank)
                } else if drop_squares(&b.pos) & (1u64 << t) == 0 {
                    Illegal::LeavesKingInCheck {
                        king: b.pos.board.king(color).map(to_square).unwrap_or(*to),
                        by: crate::chess::bitboard::squares(checkers(&b.pos))
                            .map(to_square)
                            .collect(),
                    }
                } else {
                    Illegal::NotLegalHere
                }
            }
            _ => match (diagnose(&b.pos, mv), mv) {
                // The chess diagnosis found nothing wrong: a bughouse-only rule forbids it.
                (Illegal::NotLegalHere, Move::Step { from, to, .. })
                    if !self.options.dropped_pawn_double_step =>
                {
                    Illegal::DroppedPawnDoubleStep {
                        from: *from,
                        to: *to,
                    }
                }
                (other, _) => other,
            },
        }
    }

    /// A castling refused for lost rights, when this match saw the king move: the king
    /// is the reason (its rights went with its first step), as in chess.
    fn king_moved_reason(&self, seat: Seat, why: Illegal) -> Illegal {
        use crate::CastlingFailure::{KingMoved, NoRights, RookMoved};
        match why {
            Illegal::Castling {
                reason: NoRights | RookMoved,
            } if self.king_moved[seat as usize & 3] => Illegal::Castling { reason: KingMoved },
            other => other,
        }
    }

    /// Whether the current position ends the match by itself: a mate on either board,
    /// or nobody to move able to move ever again.
    fn adjudicate(&self) -> Option<(Outcome, Event)> {
        for board in 0..2 {
            if self.is_mated(board) {
                let mated = seat_of(board, self.boards[board].pos.turn);
                return Some((
                    Outcome {
                        result: GameResult::Win(opponents_of(mated)),
                        reason: EndReason::Checkmate,
                    },
                    Event::Checkmate { seat: mated },
                ));
            }
        }
        let double = self.options.dropped_pawn_double_step;
        if self.boards.iter().all(|b| !b.has_legal_move(double)) {
            let outcome = Outcome {
                result: GameResult::Draw,
                reason: EndReason::NoMovePossible,
            };
            return Some((outcome.clone(), Event::GameOver(outcome)));
        }
        None
    }

    fn act(&mut self, outcome: Outcome) -> Result<Vec<Event>, Illegal> {
        self.outcome = Some(outcome.clone());
        Ok(vec![Event::GameOver(outcome)])
    }

    /// Plays a legal compact move of `seat` without building events (perft).
    pub fn play_cmove(&mut self, seat: Seat, m: CMove) -> Option<(Color, Kind)> {
        let (board, _) = board_and_color(seat);
        let left = self.boards[board].play(m, CaptureRule::Leave);
        if let Some((color, kind)) = left {
            self.boards[board ^ 1].add(color, kind);
        }
        self.moves_played = self.moves_played.saturating_add(1);
        self.outcome = match self.adjudicate() {
            Some((o, _)) => Some(o),
            None if self.moves_played >= self.options.move_cap => Some(Outcome {
                result: GameResult::Draw,
                reason: EndReason::MoveCap,
            }),
            None => None,
        };
        left
    }

    fn play_board_move(&mut self, seat: Seat, mv: &Move) -> Result<Vec<Event>, Illegal> {
        if self.outcome.is_some() {
            return Err(Illegal::GameOver);
        }
        let (board, color) = board_and_color(seat);
        if seat > 3 || self.boards[board].pos.turn != color {
            return Err(Illegal::NotYourTurn { seat });
        }
        let Some(m) = self.find_legal(seat, mv) else {
            return Err(self.king_moved_reason(seat, self.diagnose(seat, mv)));
        };
        if m.flag != MoveFlag::Drop
            && self.boards[board].pos.board.pieces(color, Kind::King) & (1u64 << m.from) != 0
        {
            self.king_moved[seat as usize] = true;
        }
        let mut events = vec![Event::Moved {
            seat,
            mv: to_move(m),
        }];
        let on = match m.flag {
            MoveFlag::EnPassant if color == WHITE => m.to - 8,
            MoveFlag::EnPassant => m.to + 8,
            _ => m.to,
        };
        let captured_kind = self.boards[board].pos.board.kind_at(on);
        let left = self.play_cmove(seat, m);
        if let (Some((c, to_hand)), Some(kind)) = (left, captured_kind)
            && m.flag != MoveFlag::Drop
        {
            let mut piece = shared_piece(c, kind);
            piece.owner = seat_of(board, c);
            events.push(Event::Captured {
                by: seat,
                piece,
                on: to_square(on),
            });
            events.push(Event::ToHand {
                seat: partner_of(seat),
                kind: to_hand.to_piece_kind(),
            });
        }
        if let Some(p) = m.promotion {
            events.push(Event::Promoted {
                seat,
                on: to_square(m.to),
                to: p.to_piece_kind(),
            });
        }
        let opponent = seat ^ 1;
        if checkers(&self.boards[board].pos) != 0 {
            events.push(Event::Check { seat: opponent });
        }
        if let Some(outcome) = &self.outcome {
            if outcome.reason == EndReason::Checkmate {
                // Only this board can have become mate: the other board lost no piece.
                events.push(Event::Checkmate { seat: opponent });
            }
            events.push(Event::GameOver(outcome.clone()));
        }
        Ok(events)
    }
}

impl Game for Bughouse {
    fn preset(&self) -> Preset {
        Preset::Bughouse
    }

    fn geometry(&self) -> &Geometry {
        geometry()
    }

    fn seats(&self) -> Vec<Seat> {
        vec![0, 1, 2, 3]
    }

    fn seat_id(&self, seat: Seat) -> &'static str {
        match seat {
            0 => "A",
            1 => "a",
            2 => "B",
            3 => "b",
            _ => "?",
        }
    }

    fn partner(&self, seat: Seat) -> Option<Seat> {
        (seat < 4).then(|| partner_of(seat))
    }

    /// Both players whose turn it is, one per board, including one who has no move and
    /// waits for a piece (the guide's `next:` claims list them); empty once over.
    fn to_move(&self) -> Vec<Seat> {
        if self.outcome.is_some() {
            return Vec::new();
        }
        self.turns().to_vec()
    }

    fn next_to_move(&self) -> Vec<Seat> {
        self.turns().to_vec()
    }

    fn legal_moves(&self) -> Vec<Move> {
        self.to_move()
            .into_iter()
            .flat_map(|s| self.legal_moves_of(s))
            .collect()
    }

    fn legal_moves_of(&self, seat: Seat) -> Vec<Move> {
        Bughouse::legal_moves_of(self, seat)
    }

    fn play(&mut self, seat: Seat, mv: &Move) -> Result<Vec<Event>, Illegal> {
        match mv {
            Move::Step { .. } | Move::Castle { .. } | Move::Drop { .. } => {
                self.play_board_move(seat, mv)
            }
            _ if self.outcome.is_some() => Err(Illegal::GameOver),
            Move::Resign(s) | Move::Timeout(s) | Move::Leave(s) if *s > 3 => {
                Err(Illegal::NotYourTurn { seat: *s })
            }
            // Leaving the match loses it for the team, exactly like resigning (source
            // 004 groups the two); the ending is reported as a resignation.
            Move::Resign(s) | Move::Leave(s) => self.act(Outcome {
                result: GameResult::Win(opponents_of(*s)),
                reason: EndReason::Resignation,
            }),
            Move::Timeout(s) => self.act(Outcome {
                result: GameResult::Win(opponents_of(*s)),
                reason: EndReason::Time,
            }),
            Move::DrawAgreed => self.act(Outcome {
                result: GameResult::Draw,
                reason: EndReason::Agreement,
            }),
            Move::ClaimWin(_) => Err(Illegal::ActUnavailable),
        }
    }

    fn checked(&self) -> Vec<Seat> {
        let mut v = Vec::new();
        for board in 0..2 {
            for color in [WHITE, BLACK] {
                if in_check(&self.boards[board].pos.board, color) {
                    v.push(seat_of(board, color));
                }
            }
        }
        v
    }

    /// Board A's pieces only (see [`Bughouse::board_pieces`] for board B).
    fn pieces(&self) -> Vec<(Square, Piece)> {
        self.board_pieces(0)
    }

    fn hand(&self, seat: Seat) -> Vec<PieceKind> {
        if seat > 3 {
            return Vec::new();
        }
        let (board, color) = board_and_color(seat);
        self.boards[board]
            .hand(color)
            .into_iter()
            .map(Kind::to_piece_kind)
            .collect()
    }

    fn board_count(&self) -> usize {
        2
    }

    fn board_of(&self, seat: Seat) -> usize {
        usize::from(seat / 2)
    }

    fn board_pieces(&self, board: usize) -> Vec<(Square, Piece)> {
        Bughouse::board_pieces(self, board)
    }

    fn clock_ms(&self, seat: Seat) -> Option<i64> {
        Some(Bughouse::clock_ms(self, seat))
    }

    fn score(&self, _seat: Seat) -> Option<i32> {
        None
    }

    /// The player to move on each board that is mated, not the partner who shares
    /// the loss; bughouse has no stalemate (a player without a move waits).
    fn mated_as_is(&self, mate: bool) -> Vec<Seat> {
        if !mate {
            return Vec::new();
        }
        (0..2)
            .filter(|&board| self.is_mated(board))
            .map(|board| seat_of(board, self.boards[board].pos.turn))
            .collect()
    }

    fn eliminated(&self) -> Vec<Seat> {
        Vec::new()
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome.clone()
    }

    fn options(&self) -> Vec<OptionInfo> {
        self.options.describe()
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), crate::OptionError> {
        let clock_before = self.options.clock_seconds;
        self.options.set(name, value)?;
        if self.options.clock_seconds != clock_before && self.moves_played == 0 {
            self.clocks = [i64::from(self.options.clock_seconds) * 1000; 4];
        }
        // The rules changed: the position may now end (or no longer end) the match.
        if !matches!(
            self.outcome.as_ref().map(|o| o.reason),
            Some(EndReason::Resignation | EndReason::Time | EndReason::Agreement)
        ) {
            self.outcome = match self.adjudicate() {
                Some((o, _)) => Some(o),
                None if self.moves_played >= self.options.move_cap => Some(Outcome {
                    result: GameResult::Draw,
                    reason: EndReason::MoveCap,
                }),
                None => None,
            };
        }
        Ok(())
    }

    /// Bughouse's only draw rule is the move cap.
    fn ignore_draw_rules(&mut self) {
        self.options.move_cap = u32::MAX;
        if self
            .outcome
            .as_ref()
            .is_some_and(|o| is_draw_rule(o.reason))
        {
            self.outcome = self.adjudicate().map(|(o, _)| o);
        }
    }
}
