//! [`Chess`]: a game of standard chess as a [`Game`].

use super::illegal::diagnose;
use super::movegen::{checkers, in_check, legal_moves};
use super::options::{ChessOptions, DrawRule};
use super::outcome::{RepetitionKey, insufficient_material};
use super::position::*;
use super::squares::{geometry, to_index, to_square};
use crate::{
    Direction, EndReason, Event, Game, GameResult, Geometry, Illegal, Move, OptionInfo, Outcome,
    Piece, PieceKind, Preset, Seat, Square, is_draw_rule,
};

/// A game of two-player chess: seat 0 white (facing North), seat 1 black (facing South).
#[derive(Clone, Debug)]
pub struct Chess {
    preset: Preset,
    options: ChessOptions,
    pos: Position,
    /// Repetition keys since the last capture or pawn move (or castling-rights loss),
    /// the current position last.
    history: Vec<RepetitionKey>,
    outcome: Option<Outcome>,
    /// Per colour, whether its king moved in this game: a refused castling then says
    /// so, even with the king back home (the position only knows the lost rights).
    king_moved: [bool; 2],
}

/// The `Piece` of the shared vocabulary for a colour and kind.
pub fn shared_piece(color: Color, kind: Kind) -> Piece {
    let facing = if color == WHITE {
        Direction::North
    } else {
        Direction::South
    };
    Piece::new(kind.to_piece_kind(), color, facing)
}

/// The shared `Move` for a compact move.
pub fn to_move(m: CMove) -> Move {
    match m.flag {
        MoveFlag::Castle => {
            let (rf, rt) = castle_rook_squares(m.to);
            Move::Castle {
                king_from: to_square(m.from),
                king_to: to_square(m.to),
                rook_from: to_square(rf),
                rook_to: to_square(rt),
            }
        }
        MoveFlag::Drop => Move::Drop {
            kind: m.piece.to_piece_kind(),
            to: to_square(m.to),
        },
        _ => Move::Step {
            from: to_square(m.from),
            to: to_square(m.to),
            promotion: m.promotion.map(Kind::to_piece_kind),
        },
    }
}

impl Chess {
    /// The start position of the `chess` preset.
    pub fn new() -> Chess {
        Chess::from_position(Preset::Chess, ChessOptions::chess(), Position::start())
    }

    /// A game from a position (already validated by the caller, e.g. the FEN reader).
    /// A position that is already mate, stalemate or a draw starts finished.
    pub fn from_position(preset: Preset, options: ChessOptions, pos: Position) -> Chess {
        let mut g = Chess {
            preset,
            options,
            pos,
            history: Vec::new(),
            outcome: None,
            king_moved: [false; 2],
        };
        let legal = g.legal_cmoves();
        g.history.push(g.key(&legal));
        g.outcome = g.adjudicate(&legal).map(|(o, _)| o);
        g
    }

    pub fn position(&self) -> &Position {
        &self.pos
    }

    pub fn chess_options(&self) -> &ChessOptions {
        &self.options
    }

    /// The legal moves of the side to move on the compact board (even once the game
    /// is over by a draw rule: the board still has them).
    pub fn legal_cmoves(&self) -> Vec<CMove> {
        let mut v = Vec::with_capacity(48);
        legal_moves(&self.pos, &mut v);
        v
    }

    /// How many times the current position has occurred (1 the first time).
    pub fn repetitions(&self) -> usize {
        match self.history.last() {
            Some(last) => self.history.iter().filter(|k| *k == last).count(),
            None => 0,
        }
    }

    /// The legal compact move that `mv` names, if any (a king's two-square `Step` names
    /// castling).
    pub fn find_legal(&self, mv: &Move) -> Option<CMove> {
        let (from, to, promo, castle) = match mv {
            Move::Step {
                from,
                to,
                promotion,
            } => (*from, *to, *promotion, false),
            Move::Castle {
                king_from, king_to, ..
            } => (*king_from, *king_to, None, true),
            _ => return None,
        };
        let (f, t) = (to_index(from)?, to_index(to)?);
        let promo = match promo {
            Some(p) => Some(Kind::from_piece_kind(p)?),
            None => None,
        };
        self.legal_cmoves().into_iter().find(|m| {
            m.from == f
                && m.to == t
                && m.promotion == promo
                && (!castle || m.flag == MoveFlag::Castle)
        })
    }

    fn key(&self, legal: &[CMove]) -> RepetitionKey {
        let ep_capturable = legal.iter().any(|m| m.flag == MoveFlag::EnPassant);
        RepetitionKey::new(&self.pos, ep_capturable)
    }

    /// The outcome of the current position, if it ends the game, with the event that says
    /// why (mate, stalemate).
    fn adjudicate(&self, legal: &[CMove]) -> Option<(Outcome, Option<Event>)> {
        let side = self.pos.turn;
        if legal.is_empty() {
            return Some(if checkers(&self.pos) != 0 {
                (
                    Outcome {
                        result: GameResult::Win(vec![side ^ 1]),
                        reason: EndReason::Checkmate,
                    },
                    Some(Event::Checkmate { seat: side }),
                )
            } else {
                (
                    draw(EndReason::Stalemate),
                    Some(Event::Stalemate { seat: side }),
                )
            });
        }
        let o = &self.options;
        if o.insufficient_material == DrawRule::Auto && insufficient_material(&self.pos.board) {
            return Some((draw(EndReason::InsufficientMaterial), None));
        }
        if o.automatic_repetitions()
            .is_some_and(|n| self.repetitions() >= n as usize)
        {
            return Some((draw(EndReason::Repetition), None));
        }
        if o.automatic_fifty_plies()
            .is_some_and(|n| self.pos.halfmove >= n)
        {
            return Some((draw(EndReason::FiftyMoves), None));
        }
        None
    }

    /// A player claims the draw under FIDE's rule ([`DrawRule::Claim`]): granted when
    /// the current position has occurred `repetition-count` times (3), or when
    /// `fifty-move-plies` (100) plies have passed without capture or pawn move, for a
    /// rule set to `claim`; the game then ends drawn (`repetition` or `fifty-moves`).
    /// FIDE also lets a player claim with the move that will make the repetition or
    /// the fiftieth move: play the move, then claim. Refused with
    /// [`Illegal::NoDrawToClaim`] otherwise (nothing changes).
    pub fn claim_draw(&mut self) -> Result<Vec<Event>, Illegal> {
        if self.outcome.is_some() {
            return Err(Illegal::GameOver);
        }
        let o = &self.options;
        let repetitions = self.repetitions();
        let reason =
            if o.repetition == DrawRule::Claim && repetitions >= o.repetition_count as usize {
                EndReason::Repetition
            } else if o.fifty_moves == DrawRule::Claim && self.pos.halfmove >= o.fifty_move_plies {
                EndReason::FiftyMoves
            } else {
                return Err(Illegal::NoDrawToClaim {
                    repetitions: (o.repetition == DrawRule::Claim)
                        .then_some((repetitions, o.repetition_count as usize)),
                    plies: (o.fifty_moves == DrawRule::Claim)
                        .then_some((self.pos.halfmove as usize, o.fifty_move_plies as usize)),
                });
            };
        self.act(draw(reason))
    }

    fn act(&mut self, outcome: Outcome) -> Result<Vec<Event>, Illegal> {
        self.outcome = Some(outcome.clone());
        Ok(vec![Event::GameOver(outcome)])
    }

    fn play_board_move(&mut self, seat: Seat, mv: &Move) -> Result<Vec<Event>, Illegal> {
        if self.outcome.is_some() {
            return Err(Illegal::GameOver);
        }
        if seat != self.pos.turn {
            return Err(Illegal::NotYourTurn { seat });
        }
        let Some(m) = self.find_legal(mv) else {
            return Err(self.king_moved_reason(seat, diagnose(&self.pos, mv)));
        };
        if self.pos.board.pieces(seat, Kind::King) & (1u64 << m.from) != 0 {
            self.king_moved[seat as usize] = true;
        }
        let mut events = vec![Event::Moved {
            seat,
            mv: to_move(m),
        }];
        let castling_before = self.pos.castling;
        let captured = self.pos.play_unchecked(m);
        if let Some((kind, _)) = captured {
            let on = if m.flag == MoveFlag::EnPassant {
                if seat == WHITE { m.to - 8 } else { m.to + 8 }
            } else {
                m.to
            };
            events.push(Event::Captured {
                by: seat,
                piece: shared_piece(seat ^ 1, kind),
                on: to_square(on),
            });
        }
        if let Some(p) = m.promotion {
            events.push(Event::Promoted {
                seat,
                on: to_square(m.to),
                to: p.to_piece_kind(),
            });
        }
        // An irreversible move: earlier positions can never come back.
        if self.pos.halfmove == 0 || self.pos.castling != castling_before {
            self.history.clear();
        }
        let legal = self.legal_cmoves();
        self.history.push(self.key(&legal));
        let opponent = seat ^ 1;
        if checkers(&self.pos) != 0 {
            events.push(Event::Check { seat: opponent });
        }
        if let Some((outcome, event)) = self.adjudicate(&legal) {
            events.extend(event);
            events.push(Event::GameOver(outcome.clone()));
            self.outcome = Some(outcome);
        }
        Ok(events)
    }
}

impl Chess {
    /// A castling refused for lost rights, when this game saw the king move: the king
    /// is the reason (its rights went with its first step).
    fn king_moved_reason(&self, seat: Seat, why: Illegal) -> Illegal {
        use crate::CastlingFailure::{KingMoved, NoRights, RookMoved};
        match why {
            Illegal::Castling {
                reason: NoRights | RookMoved,
            } if self.king_moved[seat as usize & 1] => Illegal::Castling { reason: KingMoved },
            other => other,
        }
    }
}

impl Default for Chess {
    fn default() -> Self {
        Chess::new()
    }
}

fn draw(reason: EndReason) -> Outcome {
    Outcome {
        result: GameResult::Draw,
        reason,
    }
}

impl Game for Chess {
    fn preset(&self) -> Preset {
        self.preset
    }

    fn geometry(&self) -> &Geometry {
        geometry()
    }

    fn seats(&self) -> Vec<Seat> {
        vec![WHITE, BLACK]
    }

    fn seat_id(&self, seat: Seat) -> &'static str {
        match seat {
            WHITE => "white",
            BLACK => "black",
            _ => "?",
        }
    }

    fn partner(&self, _seat: Seat) -> Option<Seat> {
        None
    }

    fn to_move(&self) -> Vec<Seat> {
        if self.outcome.is_some() {
            vec![]
        } else {
            vec![self.pos.turn]
        }
    }

    fn next_to_move(&self) -> Vec<Seat> {
        vec![self.pos.turn]
    }

    fn legal_moves(&self) -> Vec<Move> {
        if self.outcome.is_some() {
            return vec![];
        }
        self.legal_cmoves().into_iter().map(to_move).collect()
    }

    fn play(&mut self, seat: Seat, mv: &Move) -> Result<Vec<Event>, Illegal> {
        match mv {
            Move::Step { .. } | Move::Castle { .. } => self.play_board_move(seat, mv),
            _ if self.outcome.is_some() => Err(Illegal::GameOver),
            Move::Resign(s) | Move::Timeout(s) if *s > BLACK => {
                Err(Illegal::NotYourTurn { seat: *s })
            }
            Move::Resign(s) => self.act(Outcome {
                result: GameResult::Win(vec![s ^ 1]),
                reason: EndReason::Resignation,
            }),
            // Source 002 says nothing of a flag fall against a lone king: the opponent wins.
            Move::Timeout(s) => self.act(Outcome {
                result: GameResult::Win(vec![s ^ 1]),
                reason: EndReason::Time,
            }),
            Move::DrawAgreed => self.act(draw(EndReason::Agreement)),
            Move::Drop { kind, to } => Err(Illegal::Drop {
                kind: *kind,
                to: *to,
                reason: crate::DropRefusal::NoDropsInGame,
            }),
            Move::ClaimWin(_) | Move::Leave(_) => Err(Illegal::ActUnavailable),
        }
    }

    fn checked(&self) -> Vec<Seat> {
        [WHITE, BLACK]
            .into_iter()
            .filter(|&c| in_check(&self.pos.board, c))
            .collect()
    }

    fn pieces(&self) -> Vec<(Square, Piece)> {
        self.pos
            .board
            .iter()
            .map(|(sq, c, k)| (to_square(sq), shared_piece(c, k)))
            .collect()
    }

    fn hand(&self, _seat: Seat) -> Vec<PieceKind> {
        vec![]
    }

    fn score(&self, _seat: Seat) -> Option<i32> {
        None
    }

    /// The side to move when it has no legal move (the game is then already over).
    fn mated_as_is(&self, mate: bool) -> Vec<Seat> {
        if self.legal_cmoves().is_empty() && (checkers(&self.pos) != 0) == mate {
            vec![self.pos.turn]
        } else {
            vec![]
        }
    }

    fn eliminated(&self) -> Vec<Seat> {
        vec![]
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome.clone()
    }

    fn options(&self) -> Vec<OptionInfo> {
        self.options.describe()
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), crate::OptionError> {
        self.options.set(name, value)?;
        // The rules changed: the current position may now end (or no longer end) the game.
        if !matches!(
            self.outcome.as_ref().map(|o| o.reason),
            Some(EndReason::Resignation | EndReason::Time | EndReason::Agreement)
        ) {
            let legal = self.legal_cmoves();
            self.outcome = self.adjudicate(&legal).map(|(o, _)| o);
        }
        Ok(())
    }

    fn ignore_draw_rules(&mut self) {
        self.options.repetition = DrawRule::Off;
        self.options.fifty_moves = DrawRule::Off;
        self.options.insufficient_material = DrawRule::Off;
        if self
            .outcome
            .as_ref()
            .is_some_and(|o| is_draw_rule(o.reason))
        {
            let legal = self.legal_cmoves();
            self.outcome = self.adjudicate(&legal).map(|(o, _)| o);
        }
    }
}
