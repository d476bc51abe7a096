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
//! - a checking pawn drop is forbidden if any player in check right after it would have
//!   no legal move ([`PawnDropMate::AnyChecked`]).
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
    PieceKind, Preset, Seat, SetupError, Square, is_draw_rule,
};
use ranking::Standing;
use std::collections::HashMap;
use std::hash::{DefaultHasher, Hash, Hasher};

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

    /// A game from a described position (see [`Setup`]).
    pub fn from_setup(
        preset: Preset,
        opts: Shogi4Options,
        setup: &Setup,
    ) -> Result<Shogi4, SetupError> {
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
        for &(sq, p) in &setup.pieces {
            let playing = pos.living[p.owner as usize];
            if p.kind != PieceKind::King && !p.dead && !playing {
                return Err(SetupError::PieceOfAbsentPlayer {
                    on: sq,
                    seat: p.owner,
                });
            }
        }
        for (seat, hand) in setup.hands.iter().enumerate() {
            for &k in hand {
                let i = position::hand_index(k).ok_or(SetupError::NotHandPiece { kind: k })?;
                pos.hands[seat][i] = pos.hands[seat][i].saturating_add(1);
            }
        }
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
        let mut game = Shogi4 {
            preset,
            opts,
            pos,
            present,
            mates,
            to_move,
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

    /// The player credited with mating `victim` now, by the options.
    fn mater_of(&self, victim: Seat, in_check: bool) -> Option<Seat> {
        let valid = |s: &Seat| *s != victim && self.pos.living[*s as usize];
        let last = self.last_mover.filter(valid);
        if !in_check {
            return match self.opts.stalemate_heir {
                StalemateHeir::LastMover => last,
                StalemateHeir::Nobody => None,
            };
        }
        let king = self.pos.king_square(victim)?;
        let checkers: Vec<Seat> = self
            .pos
            .attackers(king, victim)
            .into_iter()
            .filter_map(|sq| self.pos.at(sq).map(|p| p.owner))
            .collect();
        let first_clockwise = Self::clockwise_after(last.unwrap_or(victim))
            .find(|s| checkers.contains(s))
            .filter(valid);
        match self.opts.mater {
            MaterRule::LastMover => last.or(first_clockwise),
            MaterRule::Checker => match last {
                Some(m) if checkers.contains(&m) => Some(m),
                _ => first_clockwise,
            },
        }
    }

    /// Mates `victim`: turns the king over and hands its pieces on.
    fn mate(&mut self, victim: Seat, events: &mut Vec<Event>) {
        let v = victim as usize % 4;
        let in_check = self.pos.in_check(victim);
        let mater = self.mater_of(victim, in_check);
        self.pos.living[v] = false;
        let keep = self.opts.mated_pieces == MatedPieces::ToMater;
        for cell in self.pos.board.iter_mut() {
            let Some(p) = cell else { continue };
            if p.owner != victim || p.dead || p.flipped {
                continue;
            }
            if p.kind == PieceKind::King {
                p.flipped = true;
            } else {
                match mater {
                    Some(m) if keep => p.owner = m,
                    _ => p.dead = true,
                }
            }
        }
        let hand = std::mem::take(&mut self.pos.hands[v]);
        events.push(Event::Checkmate { seat: victim });
        events.push(Event::Eliminated { seat: victim });
        if let Some(m) = mater {
            for (i, &n) in hand.iter().enumerate() {
                let h = &mut self.pos.hands[m as usize % 4][i];
                *h = h.saturating_add(n);
                for _ in 0..n {
                    events.push(Event::ToHand {
                        seat: m,
                        kind: HAND_KINDS[i],
                    });
                }
            }
        }
        self.mates.push(Mate {
            victim,
            mater,
            in_check,
        });
    }

    fn standing(&self, seat: Seat, with_victims: bool, tiebreak: bool) -> Standing {
        let mine = |m: &Mate| m.mater == Some(seat);
        let mates = self.mates.iter().filter(|m| mine(m)).count() as u32;
        let board = self
            .pos
            .board
            .iter()
            .flatten()
            .filter(|p| p.owner == seat && !p.dead && !p.flipped)
            .count() as u32;
        let hand: u32 = self.pos.hands[seat as usize % 4]
            .iter()
            .map(|&n| n as u32)
            .sum();
        let latest = self
            .mates
            .iter()
            .rposition(mine)
            .map_or(0, |i| i as u32 + 1);
        Standing {
            mates,
            pieces: board + hand + if with_victims { mates } else { 0 },
            latest_mate: if tiebreak { latest } else { 0 },
        }
    }

    fn ranking(&self, with_victims: bool, tiebreak: bool) -> Vec<Vec<Seat>> {
        let survivors = (0..4u8)
            .filter(|&s| self.present[s as usize] && self.pos.living[s as usize])
            .map(|s| (s, self.standing(s, with_victims, tiebreak)))
            .collect();
        let mated: Vec<Seat> = self.mates.iter().map(|m| m.victim).collect();
        ranking::rank(survivors, &mated)
    }

    fn finish(&mut self, result: GameResult, reason: EndReason, events: &mut Vec<Event>) {
        let outcome = Outcome { result, reason };
        events.push(Event::GameOver(outcome.clone()));
        self.outcome = Some(outcome);
    }

    /// Ends the game after a mate when the format says so.
    fn check_end(&mut self, events: &mut Vec<Event>) -> bool {
        if self.outcome.is_some() {
            return true;
        }
        let living = (0..4).filter(|&s| self.pos.living[s]).count();
        if self.opts.format == Format::Teams
            && let Some(first) = self.mates.first()
        {
            let loser = first.victim % 2;
            let winners = (0..4u8)
                .filter(|&s| s % 2 != loser && self.present[s as usize])
                .collect();
            self.finish(GameResult::Win(winners), EndReason::Checkmate, events);
            return true;
        }
        let ended =
            living <= 1 || (self.opts.end == EndCondition::AfterTwoMates && self.mates.len() >= 2);
        if ended {
            let ranking = self.ranking(true, true);
            self.finish(GameResult::Ranking(ranking), EndReason::Checkmate, events);
        }
        ended
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

fn hand_or_board_kind_invalid(kind: PieceKind) -> bool {
    !matches!(
        kind,
        PieceKind::King | PieceKind::Rook | PieceKind::Gold | PieceKind::Silver | PieceKind::Pawn
    )
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

/// Number of legal move sequences of `depth` moves from `game` (mates at turn and
/// check priority included), under perft's rule: the end after the mates ends a branch,
/// the move limit and the fourth repetition do not.
pub fn perft(game: &Shogi4, depth: u32) -> u64 {
    let mut root = game.clone();
    root.ignore_draw_rules();
    perft_walk(&root, depth)
}

fn perft_walk(game: &Shogi4, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = game.legal_list();
    if depth == 1 {
        return moves.len() as u64;
    }
    let seat = game.to_move;
    moves
        .iter()
        .map(|m| {
            let mut next = game.clone();
            next.apply_move(seat, m);
            perft_walk(&next, depth - 1)
        })
        .sum()
}
