//! Four-player shogi (yonin shogi, source 003): presets `shogi4` and `shogi4-teams`.
//!
//! Seats 0 south, 1 west, 2 north, 3 east, playing clockwise (S→W→N→E). Each piece
//! carries its facing; inherited pieces keep theirs, drops face the dropper's front.
//!
//! Readings of the points source 003 leaves open (each is an option, see
//! [`Shogi4Options`]):
//! - a player with no legal move but not in check is mated too; the last mover
//!   receives the pieces and counts the mate ([`StalemateHeir::LastMover`]);
//! - when the check comes from a player who did not just move, or from several, the
//!   mater is the player giving check; among several, the last mover if they are one of
//!   them, otherwise the first of them clockwise from the last mover
//!   ([`MaterRule::Checker`]);
//! - a checking pawn drop is forbidden only if the king the pawn attacks would have no
//!   legal move, the mate the pawn itself gives; another king left in check without a
//!   move is mated by another piece ([`PawnDropMate::PawnChecked`]).
//!
//! Other readings, not options: a check is an attack by any other player's active
//! piece (so in teams a partner's piece attacks too, which the partner rule prevents
//! from arising by a move); partners' pieces cannot be captured; "a pawn that can never
//! move" is tested for drops only (last line, or a turned king straight ahead), board
//! moves only have to promote on the last line; the repetition rule compares board,
//! facings, hands, living players and player to move, and the "continuous check" test
//! looks at every move of the repeating player since the first occurrence of the
//! position; mate detection ignores moves forbidden only by that repetition rule; in
//! teams, a repetition or the move limit ends in a draw.

mod ending;
mod perft;
mod setup;

pub mod options;
pub mod position;
mod ranking;

pub use options::{
    EndCondition, Format, MatedPieces, MaterRule, PawnDropMate, ResumeAfterMate, Shogi4Options,
    StalemateHeir,
};
pub use position::{HAND_KINDS, Position, front, geo, in_zone, seat_facing};

use crate::{
    EndReason, Event, Game, GameResult, Geometry, Illegal, Move, OptionInfo, Outcome, Piece,
    PieceKind, Preset, Seat, Square, is_draw_rule,
};
use std::collections::HashMap;
use std::hash::{DefaultHasher, Hash, Hasher};

pub use perft::perft;
pub use setup::Setup;

/// Seat ids as examples write them, by seat number.
pub const SEAT_IDS: [&str; 4] = ["south", "west", "north", "east"];

/// A seat from its English or French id.
pub fn seat_from_id(id: &str) -> Option<Seat> {
    match id.trim().to_ascii_lowercase().as_str() {
        "south" | "sud" => Some(0),
        "west" | "ouest" => Some(1),
        "north" | "nord" => Some(2),
        "east" | "est" => Some(3),
        _ => None,
    }
}

/// One mate of the game, in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Mate {
    pub victim: Seat,
    /// Who received the pieces and counts the mate (none when nobody did).
    pub mater: Option<Seat>,
    /// Whether the victim was in check (false: no legal move without check).
    pub in_check: bool,
}

/// One position reached, for the repetition rule.
#[derive(Clone, Debug)]
struct Visit {
    key: u64,
    /// Who moved into it (none for the initial position).
    mover: Option<Seat>,
    /// Whether that move left some other player in check from the mover's pieces.
    checking: bool,
}

/// South's army as (right, forward) offsets from the centre square; the other seats
/// have the same army turned by their facing.
const ARMY: [(PieceKind, (i32, i32)); 9] = [
    (PieceKind::King, (0, -4)),
    (PieceKind::Gold, (-1, -4)),
    (PieceKind::Gold, (1, -4)),
    (PieceKind::Silver, (-2, -4)),
    (PieceKind::Silver, (2, -4)),
    (PieceKind::Rook, (0, -3)),
    (PieceKind::Pawn, (-1, -3)),
    (PieceKind::Pawn, (1, -3)),
    (PieceKind::Pawn, (0, -2)),
];

/// A four-player shogi game in progress.
#[derive(Clone, Debug)]
pub struct Shogi4 {
    preset: Preset,
    opts: Shogi4Options,
    pos: Position,
    /// Seats taking part (a seat without a king in a setup is absent).
    present: [bool; 4],
    mates: Vec<Mate>,
    to_move: Seat,
    last_mover: Option<Seat>,
    moves_played: u32,
    history: Vec<Visit>,
    outcome: Option<Outcome>,
    /// Created from the start position and no move played yet (the `first` option
    /// may still choose who starts).
    at_start: bool,
    /// How many of `mates` the setup listed; the others since were made by play, or by
    /// the setup position itself (a player to move with no legal move).
    given_mates: usize,
    /// Perft's rule: a fourth repetition no longer ends the game.
    repetition_ends: bool,
}

impl Shogi4 {
    /// The start position of a preset (`shogi4` or `shogi4-teams`).
    pub fn new(preset: Preset) -> Option<Shogi4> {
        let opts = Shogi4Options::preset(preset)?;
        Some(Shogi4::start(preset, opts))
    }

    /// The start position with these options, under a preset id.
    pub fn start(preset: Preset, opts: Shogi4Options) -> Shogi4 {
        let g = geo();
        let mut pos = Position::empty();
        for seat in 0..4u8 {
            let facing = front(seat);
            for (kind, rel) in ARMY {
                let (df, dr) = facing.orient(rel);
                if let Some(sq) = g.square(4 + df, 4 + dr)
                    && let Some(cell) = pos.board.get_mut(sq.0 as usize)
                {
                    *cell = Some(Piece::new(kind, seat, facing));
                }
            }
        }
        pos.living = [true; 4];
        let mut game = Shogi4 {
            preset,
            opts,
            pos,
            present: [true; 4],
            mates: Vec::new(),
            to_move: opts.first % 4,
            last_mover: None,
            moves_played: 0,
            history: Vec::new(),
            outcome: None,
            at_start: true,
            given_mates: 0,
            repetition_ends: true,
        };
        game.record_initial();
        game
    }

    pub fn shogi4_options(&self) -> &Shogi4Options {
        &self.opts
    }
    pub fn position(&self) -> &Position {
        &self.pos
    }
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        self.pos.at(sq)
    }
    pub fn mates(&self) -> &[Mate] {
        &self.mates
    }
    /// The player to move, or once the game is over the one whose turn it would be.
    pub fn next_player(&self) -> Seat {
        self.to_move
    }
    pub fn moves_played(&self) -> u32 {
        self.moves_played
    }
    /// Whether a seat takes part in this game (absent seats only come from setups).
    pub fn is_present(&self, seat: Seat) -> bool {
        self.present.get(seat as usize).copied().unwrap_or(false)
    }
    /// Whether a seat is still playing.
    pub fn is_living(&self, seat: Seat) -> bool {
        self.pos.living.get(seat as usize).copied().unwrap_or(false)
    }

    fn board_pieces(&self) -> Vec<(Square, Piece)> {
        geo()
            .squares()
            .iter()
            .filter_map(|&sq| self.pos.at(sq).map(|p| (sq, p)))
            .collect()
    }

    fn hand_of(&self, seat: Seat) -> Vec<PieceKind> {
        let Some(counts) = self.pos.hands.get(seat as usize) else {
            return Vec::new();
        };
        HAND_KINDS
            .iter()
            .zip(counts)
            .flat_map(|(&k, &n)| std::iter::repeat_n(k, n as usize))
            .collect()
    }

    /// The position's key for repetitions: kept in memory only, so the standard
    /// hasher (whose values may change between Rust versions) is enough.
    fn key(&self) -> u64 {
        let mut h = DefaultHasher::new();
        self.pos.hash(&mut h);
        self.to_move.hash(&mut h);
        h.finish()
    }

    fn record_initial(&mut self) {
        self.history = vec![Visit {
            key: self.key(),
            mover: None,
            checking: false,
        }];
    }

    /// Clockwise order starting after `from`, ending with `from` itself.
    fn clockwise_after(from: Seat) -> impl Iterator<Item = Seat> {
        (1..=4u8).map(move |i| (from + i) % 4)
    }

    /// Check priority: the first checked living player clockwise from `from`, else the
    /// next living player clockwise.
    fn next_after(&self, from: Seat) -> Option<Seat> {
        let checked = self.pos.checked();
        if !checked.is_empty() {
            return Self::clockwise_after(from).find(|s| checked.contains(s));
        }
        Self::clockwise_after(from).find(|&s| self.pos.living[s as usize])
    }

    /// Hands the turn on from `from`, mating at their turn players without a legal move.
    fn advance(&mut self, from: Seat, events: &mut Vec<Event>) {
        let mut from = from;
        while let Some(next) = self.next_after(from) {
            self.to_move = next;
            if self.pos.has_any_legal(next, &self.opts) {
                return;
            }
            self.mate(next, events);
            from = match (self.opts.resume, self.last_mover) {
                (ResumeAfterMate::FromMover, Some(m)) => m,
                _ => next,
            };
            if self.check_end(events) {
                // Whose turn it would be, for claims about a finished game.
                if let Some(n) = self.next_after(from) {
                    self.to_move = n;
                }
                return;
            }
        }
    }

    /// For a constructed position: the end conditions, then mate at turn.
    fn settle(&mut self) {
        let mut events = Vec::new();
        if self.check_end(&mut events) {
            return;
        }
        let first = self.to_move;
        if !self.pos.has_any_legal(first, &self.opts) {
            self.mate(first, &mut events);
            if !self.check_end(&mut events) {
                self.advance(first, &mut events);
            }
        }
    }

    /// Plays a legal move (no validation).
    fn apply_move(&mut self, seat: Seat, mv: &Move) -> Vec<Event> {
        let mut events = vec![Event::Moved {
            seat,
            mv: mv.clone(),
        }];
        let captured = self.pos.apply(seat, mv);
        if let Move::Step { to, promotion, .. } = *mv {
            if let Some(c) = captured {
                events.push(Event::Captured {
                    by: seat,
                    piece: c,
                    on: to,
                });
                events.push(Event::ToHand { seat, kind: c.kind });
            }
            if let Some(kind) = promotion {
                events.push(Event::Promoted {
                    seat,
                    on: to,
                    to: kind,
                });
            }
        }
        self.moves_played = self.moves_played.saturating_add(1);
        self.last_mover = Some(seat);
        self.at_start = false;
        let checked = self.pos.checked();
        let checking = checked.iter().any(|&s| {
            self.pos.king_square(s).is_some_and(|k| {
                self.pos
                    .attackers(k, s)
                    .iter()
                    .any(|&a| self.pos.at(a).is_some_and(|p| p.owner == seat))
            })
        });
        events.extend(checked.iter().map(|&s| Event::Check { seat: s }));
        self.advance(seat, &mut events);
        if self.outcome.is_none()
            && let Some(limit) = self.opts.move_limit
            && self.moves_played >= limit
        {
            let result = match self.opts.format {
                Format::Teams => GameResult::Draw,
                Format::Individual => GameResult::Ranking(self.ranking(false, false)),
            };
            self.finish(result, EndReason::MoveLimit, &mut events);
        }
        let key = self.key();
        self.history.push(Visit {
            key,
            mover: Some(seat),
            checking,
        });
        if self.outcome.is_none()
            && self.repetition_ends
            && self.history.iter().filter(|v| v.key == key).count() >= 4
        {
            let result = match self.opts.format {
                Format::Teams => GameResult::Draw,
                Format::Individual => GameResult::Ranking(self.ranking(true, true)),
            };
            self.finish(result, EndReason::Repetition, &mut events);
        }
        events
    }

    /// After `seat`'s move: was it a fourth occurrence reached while `seat` gave check
    /// with each of its moves since the position first occurred?
    fn repetition_forbidden(&self, seat: Seat) -> bool {
        let Some(last) = self.history.last() else {
            return false;
        };
        if self.history.iter().filter(|v| v.key == last.key).count() < 4 {
            return false;
        }
        let first = self
            .history
            .iter()
            .position(|v| v.key == last.key)
            .unwrap_or(0);
        self.history[first + 1..]
            .iter()
            .filter(|v| v.mover == Some(seat))
            .all(|v| v.checking)
    }

    /// Whether some position already occurred three times (only then can the
    /// repetition rule forbid a move).
    fn repetition_possible(&self) -> bool {
        // fewer positions than three cannot hold one three times: no map to build (its
        // hashing is a dozen functions the page's first tap would compile,
        // docs/MEASURES.md)
        if self.history.len() < 3 {
            return false;
        }
        let mut counts: HashMap<u64, u32> = HashMap::new();
        self.history.iter().any(|v| {
            let c = counts.entry(v.key).or_insert(0);
            *c += 1;
            *c >= 3
        })
    }

    fn legal_list(&self) -> Vec<Move> {
        if self.outcome.is_some() {
            return Vec::new();
        }
        let seat = self.to_move;
        let moves = self.pos.legal_moves(seat, &self.opts);
        if !self.repetition_possible() {
            return moves;
        }
        moves
            .into_iter()
            .filter(|m| {
                let mut next = self.clone();
                next.apply_move(seat, m);
                !next.repetition_forbidden(seat)
            })
            .collect()
    }
}

impl Game for Shogi4 {
    fn preset(&self) -> Preset {
        self.preset
    }
    fn geometry(&self) -> &Geometry {
        geo()
    }
    fn seats(&self) -> Vec<Seat> {
        (0..4).filter(|&s| self.present[s as usize]).collect()
    }
    fn seat_id(&self, seat: Seat) -> &'static str {
        SEAT_IDS[seat as usize % 4]
    }
    fn partner(&self, seat: Seat) -> Option<Seat> {
        (self.opts.format == Format::Teams).then_some(position::partner(seat))
    }
    fn to_move(&self) -> Vec<Seat> {
        if self.outcome.is_some() {
            Vec::new()
        } else {
            vec![self.to_move]
        }
    }
    fn legal_moves(&self) -> Vec<Move> {
        self.legal_list()
    }
    fn play(&mut self, seat: Seat, mv: &Move) -> Result<Vec<Event>, Illegal> {
        if self.outcome.is_some() {
            return Err(Illegal::GameOver);
        }
        if !matches!(mv, Move::Step { .. } | Move::Drop { .. }) {
            return Err(Illegal::ActUnavailable);
        }
        if seat != self.to_move {
            return Err(Illegal::NotYourTurn { seat });
        }
        self.pos.validate(seat, mv, &self.opts)?;
        self.pos.legality(seat, mv, &self.opts)?;
        let mut next = self.clone();
        let events = next.apply_move(seat, mv);
        if next.repetition_forbidden(seat) {
            return Err(Illegal::RepetitionByCheck);
        }
        *self = next;
        Ok(events)
    }
    fn checked(&self) -> Vec<Seat> {
        self.pos.checked()
    }
    fn pieces(&self) -> Vec<(Square, Piece)> {
        self.board_pieces()
    }
    fn hand(&self, seat: Seat) -> Vec<PieceKind> {
        self.hand_of(seat)
    }
    fn score(&self, _seat: Seat) -> Option<i32> {
        None
    }
    /// The players the setup position mates at their turn (in shogi4 a player with
    /// no legal move is mated, in check or not: there is no stalemate).
    fn mated_as_is(&self, mate: bool) -> Vec<Seat> {
        if !mate || self.last_mover.is_some() {
            return Vec::new();
        }
        self.mates[self.given_mates.min(self.mates.len())..]
            .iter()
            .map(|m| m.victim)
            .collect()
    }
    fn eliminated(&self) -> Vec<Seat> {
        self.mates.iter().map(|m| m.victim).collect()
    }
    fn outcome(&self) -> Option<Outcome> {
        self.outcome.clone()
    }
    fn options(&self) -> Vec<OptionInfo> {
        self.opts.info()
    }
    fn set_option(&mut self, name: &str, value: &str) -> Result<(), crate::OptionError> {
        self.opts.set(name, value)?;
        if name == "first" && self.at_start {
            self.to_move = self.opts.first;
            self.record_initial();
        }
        Ok(())
    }
    /// The move limit and the fourth repetition stop ending the game (a move that
    /// repeats by continuous check stays illegal: that is a rule of play, not a draw).
    fn ignore_draw_rules(&mut self) {
        self.opts.move_limit = None;
        self.repetition_ends = false;
        if self
            .outcome
            .as_ref()
            .is_some_and(|o| is_draw_rule(o.reason))
        {
            self.outcome = None;
        }
    }
}
