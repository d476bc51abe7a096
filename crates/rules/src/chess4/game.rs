//! The game state machine: turns, points, eliminations, mates, draws and acts.

mod ending;
mod refusals;

use super::options::{Chess4Options, InsufficientMaterial, MateTiming, SEAT_IDS, ZombieStart};
use super::position::{
    KINGSIDE, Made, Position, QUEENSIDE, SeatStatus, castle_move, castle_squares, geometry,
    opponents,
};
use crate::{
    EndReason, Event, Game, GameResult, Geometry, Illegal, Move, OptionInfo, Outcome, Piece,
    PieceKind, Preset, Seat, Square, is_draw_rule,
};
use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};

/// A game of four-player chess.
#[derive(Clone, Debug)]
pub struct Chess4 {
    preset: Preset,
    options: Chess4Options,
    pos: Position,
    points: [i32; 4],
    /// Plies since the last capture or pawn move.
    clock: u32,
    /// Plies played in this game (board moves only).
    plies: u32,
    /// Position keys since the last capture or pawn move, for repetition.
    history: Vec<u64>,
    out_order: Vec<Seat>,
    outcome: Option<Outcome>,
    /// En passant chances whose window closed (skipped, landing), to explain refusals.
    closed_en_passant: Vec<(Square, Square)>,
    /// Per seat, whether its king moved in this game (a refused castling says so).
    king_moved: [bool; 4],
}

impl Chess4 {
    /// A preset's start position.
    pub fn new_preset(preset: Preset) -> Option<Chess4> {
        let options = Chess4Options::preset(preset)?;
        Some(Chess4::start(preset, options))
    }

    /// The start position of `options`' layout, `options.first` to move.
    pub fn start(preset: Preset, options: Chess4Options) -> Chess4 {
        let pos = Position::start(options.layout, options.first);
        Chess4::from_position(preset, options, pos, [0; 4], 0)
    }

    /// A game from a position (FEN4, `pieces:`). Seats marked out must have dead pieces.
    pub fn from_position(
        preset: Preset,
        options: Chess4Options,
        mut pos: Position,
        points: [i32; 4],
        clock: u32,
    ) -> Chess4 {
        pos.refresh_kings();
        let out_order = (0..4u8)
            .filter(|&s| pos.status[s as usize] != SeatStatus::Active)
            .collect();
        let mut game = Chess4 {
            preset,
            options,
            pos,
            points,
            clock,
            plies: 0,
            history: Vec::new(),
            out_order,
            outcome: None,
            closed_en_passant: Vec::new(),
            king_moved: [false; 4],
        };
        if game.pos.status[game.pos.turn as usize] == SeatStatus::Out {
            game.pos.turn = game.next_seat(game.pos.turn);
        }
        game.history.push(game.key());
        game
    }

    pub fn chess4_options(&self) -> &Chess4Options {
        &self.options
    }

    pub fn position(&self) -> &Position {
        &self.pos
    }

    pub fn points(&self) -> [i32; 4] {
        self.points
    }

    /// Plies since the last capture or pawn move.
    pub fn clock(&self) -> u32 {
        self.clock
    }

    pub fn status(&self, seat: Seat) -> SeatStatus {
        self.pos.status[seat as usize % 4]
    }

    /// The legal moves of any seat in the current position (as if it were its turn).
    pub fn legal_moves_of(&self, seat: Seat) -> Vec<Move> {
        if self.outcome.is_some() || seat > 3 {
            return Vec::new();
        }
        self.pos.legal_moves(seat, &self.options)
    }

    /// Chess.com's « seat X resigns (or runs out of time) and its king then plays
    /// `king_move` in the same turn », which its PGN4 writes as one token on X's ply
    /// (`Kj2-k2T`, `Kh1-h2R`). `act` is [`Move::Resign`], [`Move::Timeout`] or
    /// [`Move::Leave`] of the seat to move; `king_move` is its zombie king's move. The
    /// record says when the king moved, so the option `zombie-start` does not matter
    /// here; `on-resign: zombie-king` does (the `chess4-ffa` default): without a zombie
    /// king the move is refused ([`Illegal::NotYourTurn`], or [`Illegal::GameOver`] in
    /// Teams, where resigning ends the game). Both are played, or neither: on an error
    /// the game is unchanged.
    pub fn resign_then_king_move(
        &mut self,
        act: &Move,
        king_move: &Move,
    ) -> Result<Vec<Event>, Illegal> {
        let (seat, reason) = self.turn_act(act)?;
        let mut next = self.clone();
        let mut events = next.act_resign(seat, reason, ZombieStart::SameTurn)?;
        events.extend(next.play(seat, king_move)?);
        *self = next;
        Ok(events)
    }

    /// A resignation or flag fall of the seat to move that uses its turn, whatever the
    /// option `zombie-start` says: a zombie king first moves at the seat's next turn.
    /// This is PGN4's bare `R` or `T` token on the seat's ply (Chess.com writes the
    /// zombie king's same-turn move into the token instead: see
    /// [`Chess4::resign_then_king_move`]).
    pub fn resign_using_turn(&mut self, act: &Move) -> Result<Vec<Event>, Illegal> {
        let (seat, reason) = self.turn_act(act)?;
        self.act_resign(seat, reason, ZombieStart::NextTurn)
    }

    /// The seat and ending of a resignation, flag fall or departure of the seat to move.
    fn turn_act(&self, act: &Move) -> Result<(Seat, EndReason), Illegal> {
        let (seat, reason) = match *act {
            Move::Resign(s) | Move::Leave(s) => (s, EndReason::Resignation),
            Move::Timeout(s) => (s, EndReason::Time),
            _ => return Err(Illegal::ActUnavailable),
        };
        if self.outcome.is_some() {
            return Err(Illegal::GameOver);
        }
        if seat != self.pos.turn {
            return Err(Illegal::NotYourTurn { seat });
        }
        Ok((seat, reason))
    }

    /// Turns a king step onto a castling destination into the castling move.
    pub fn normalize(&self, seat: Seat, mv: &Move) -> Move {
        if let Move::Step {
            from,
            to,
            promotion: None,
        } = *mv
            && matches!(self.pos.get(from), Some(p) if p.kind == PieceKind::King && p.owner == seat)
        {
            for side in [KINGSIDE, QUEENSIDE] {
                if let Some([kf, kt, _, _]) = castle_squares(self.options.layout, seat, side)
                    && kf == from
                    && kt == to
                    && let Some(m) = castle_move(self.options.layout, seat, side)
                {
                    return m;
                }
            }
        }
        mv.clone()
    }

    fn teams(&self) -> bool {
        self.options.teams()
    }

    /// The position's key for repetitions: kept in memory only, so the standard
    /// hasher (whose values may change between Rust versions) is enough.
    fn key(&self) -> u64 {
        let mut h = DefaultHasher::new();
        self.pos.hash(&mut h);
        h.finish()
    }

    /// The next seat after `seat` still in the game (zombie kings keep their turns).
    fn next_seat(&self, seat: Seat) -> Seat {
        for i in 1..=4 {
            let s = (seat + i) % 4;
            if self.pos.status[s as usize] != SeatStatus::Out {
                return s;
            }
        }
        seat
    }

    fn active(&self) -> Vec<Seat> {
        (0..4)
            .filter(|&s| self.pos.status[s as usize] == SeatStatus::Active)
            .collect()
    }

    fn team_of(seat: Seat) -> Vec<Seat> {
        let mut v = vec![seat % 2, seat % 2 + 2];
        v.sort();
        v
    }

    /// Passes the turn on, settling mates and stalemates established at a turn.
    fn advance_turn(&mut self, events: &mut Vec<Event>) {
        let mut guard = 0;
        while self.outcome.is_none() && guard < 8 {
            guard += 1;
            let seat = self.pos.turn;
            if self.pos.status[seat as usize] == SeatStatus::Out {
                self.pos.turn = self.next_seat(seat);
                continue;
            }
            if self.pos.has_legal_move(seat, &self.options) {
                return;
            }
            if self.pos.in_check(seat, self.teams()) {
                let mater = self.mater_of(seat);
                self.mated(seat, mater, events);
            } else {
                self.stalemated(seat, events);
            }
            if self.outcome.is_none() {
                self.pos.turn = self.next_seat(seat);
            }
        }
    }

    /// The capture value of a piece in points formats.
    fn value(&self, p: &Piece) -> i32 {
        let t = &self.options.points;
        if p.dead {
            return 0;
        }
        if p.promoted && p.kind != PieceKind::King {
            return t.promoted;
        }
        match p.kind {
            PieceKind::Pawn => t.pawn,
            PieceKind::Knight => t.knight,
            PieceKind::Bishop => t.bishop,
            PieceKind::Rook => t.rook,
            PieceKind::Queen => t.queen,
            PieceKind::King => t.king_capture,
            _ => 0,
        }
    }

    /// Kings attacked by live pieces of `by`.
    fn kings_checked_by(&self, by: Seat) -> Vec<Seat> {
        (0..4u8)
            .filter(|&s| s != by && opponents(self.teams(), by, s))
            .filter(|&s| self.pos.status[s as usize] != SeatStatus::Out)
            .filter(|&s| {
                self.pos.kings[s as usize].is_some_and(|k| self.pos.attacked(k, |o| o == by))
            })
            .collect()
    }

    /// Plays a board move already known to be legal.
    pub(crate) fn play_legal(&mut self, seat: Seat, mv: &Move) -> Vec<Event> {
        let mut events = vec![Event::Moved {
            seat,
            mv: mv.clone(),
        }];
        let checked_before: Vec<bool> = (0..4u8)
            .map(|s| self.pos.in_check(s, self.teams()))
            .collect();
        let open_before = self.pos.en_passant;
        let Some(made) = self.pos.make(seat, mv, &self.options) else {
            return events;
        };
        for (owner, entry) in open_before.iter().enumerate() {
            if let Some(e) = entry
                && self.pos.en_passant[owner] != Some(*e)
            {
                self.closed_en_passant.push(*e);
            }
        }
        let pos = &self.pos;
        self.closed_en_passant.retain(
            |&(_, landing)| matches!(pos.get(landing), Some(p) if p.kind == PieceKind::Pawn),
        );
        self.after_move(seat, mv, made, &checked_before, &mut events);
        events
    }

    fn after_move(
        &mut self,
        seat: Seat,
        mv: &Move,
        made: Made,
        checked_before: &[bool],
        events: &mut Vec<Event>,
    ) {
        self.plies += 1;
        if made.moved.kind == PieceKind::King {
            self.king_moved[seat as usize] = true;
        }
        let irreversible = made.moved.kind == PieceKind::Pawn || made.captured.is_some();
        if irreversible {
            self.clock = 0;
            self.history.clear();
        } else {
            self.clock += 1;
        }
        if let (Some(k), Move::Step { to, .. }) = (made.promoted, mv) {
            events.push(Event::Promoted {
                seat,
                on: *to,
                to: k,
            });
        }
        if let Some((on, piece)) = made.captured {
            events.push(Event::Captured {
                by: seat,
                piece,
                on,
            });
            let value = self.value(&piece);
            self.add_points(seat, value, events);
            if piece.kind == PieceKind::King && !piece.dead {
                if self.teams() {
                    self.finish(
                        GameResult::Win(Chess4::team_of(seat)),
                        EndReason::KingCapture,
                        events,
                    );
                    return;
                }
                self.eliminate(piece.owner, false, events);
                self.pos.status[piece.owner as usize] = SeatStatus::Out;
                self.pos.kill_army(piece.owner, false);
                if self.check_points_end(events) {
                    return;
                }
            }
        }
        // Checks, and the multi-check bonus for kings newly checked by the mover.
        let now_checked: Vec<Seat> = (0..4u8)
            .filter(|&s| self.pos.status[s as usize] != SeatStatus::Out)
            .filter(|&s| self.pos.in_check(s, self.teams()))
            .collect();
        for &s in &now_checked {
            events.push(Event::Check { seat: s });
        }
        if !self.teams() {
            // Only players still in the game count: a zombie king (its owner resigned
            // or ran out of time) is no opponent's king in play. Chess.com scores no
            // bonus for a `++` whose second king is a zombie (games 101543960 and
            // 97969768 in the records corpus, docs/ARCHITECTURE.md).
            let fresh: Vec<Seat> = self
                .kings_checked_by(seat)
                .into_iter()
                .filter(|&s| !checked_before[s as usize])
                .filter(|&s| self.pos.status[s as usize] == SeatStatus::Active)
                .collect();
            if fresh.len() >= 2 {
                let queen = fresh.iter().any(|&s| {
                    self.pos.kings[s as usize].is_some_and(|k| {
                        self.pos
                            .attackers(k, |o| o == seat)
                            .iter()
                            .any(|&a| self.pos.get(a).is_some_and(|p| p.kind == PieceKind::Queen))
                    })
                });
                let t = &self.options.points;
                let bonus = match (fresh.len(), queen) {
                    (2, false) => t.double_check,
                    (2, true) => t.double_check_queen,
                    (_, false) => t.triple_check,
                    (_, true) => t.triple_check_queen,
                };
                self.add_points(seat, bonus, events);
            }
        }
        // Immediate mates.
        if self.options.mate_timing == MateTiming::Immediate {
            for s in now_checked {
                if self.outcome.is_some() {
                    return;
                }
                if s != seat
                    && self.pos.status[s as usize] != SeatStatus::Out
                    && !self.pos.has_legal_move(s, &self.options)
                {
                    self.mated(s, Some(seat), events);
                }
            }
        }
        if self.check_points_end(events) {
            return;
        }
        self.pos.turn = self.next_seat(seat);
        self.advance_turn(events);
        if self.outcome.is_some() {
            return;
        }
        self.check_draws(events);
    }
}

impl Game for Chess4 {
    fn preset(&self) -> Preset {
        self.preset
    }

    fn geometry(&self) -> &Geometry {
        geometry()
    }

    fn seats(&self) -> Vec<Seat> {
        (0..4).map(|i| (self.options.first + i) % 4).collect()
    }

    fn seat_id(&self, seat: Seat) -> &'static str {
        SEAT_IDS.get(seat as usize).copied().unwrap_or("?")
    }

    fn partner(&self, seat: Seat) -> Option<Seat> {
        (self.teams() && seat < 4).then_some((seat + 2) % 4)
    }

    fn to_move(&self) -> Vec<Seat> {
        if self.outcome.is_some() {
            Vec::new()
        } else {
            vec![self.pos.turn]
        }
    }

    fn legal_moves(&self) -> Vec<Move> {
        if self.outcome.is_some() {
            return Vec::new();
        }
        self.pos.legal_moves(self.pos.turn, &self.options)
    }

    fn play(&mut self, seat: Seat, mv: &Move) -> Result<Vec<Event>, Illegal> {
        if self.outcome.is_some() {
            return Err(Illegal::GameOver);
        }
        match *mv {
            // Leaving the table counts as resigning (the second site lets a CPU take
            // the seat; a physical board cannot).
            Move::Resign(s) | Move::Leave(s) => {
                return self.act_resign(s, EndReason::Resignation, self.options.zombie_start);
            }
            Move::Timeout(s) => {
                return self.act_resign(s, EndReason::Time, self.options.zombie_start);
            }
            Move::ClaimWin(s) => return self.act_claim(s),
            Move::DrawAgreed => {
                let mut events = Vec::new();
                self.draw(EndReason::Agreement, &mut events);
                return Ok(events);
            }
            _ => {}
        }
        if seat != self.pos.turn {
            return Err(Illegal::NotYourTurn { seat });
        }
        let mv = self.normalize(seat, mv);
        if !self.pos.legal_moves(seat, &self.options).contains(&mv) {
            return Err(self.explain(seat, &mv));
        }
        Ok(self.play_legal(seat, &mv))
    }

    fn checked(&self) -> Vec<Seat> {
        (0..4u8)
            .filter(|&s| self.pos.status[s as usize] != SeatStatus::Out)
            .filter(|&s| self.pos.in_check(s, self.teams()))
            .collect()
    }

    fn pieces(&self) -> Vec<(Square, Piece)> {
        geometry()
            .squares()
            .iter()
            .filter_map(|&sq| self.pos.get(sq).map(|p| (sq, p)))
            .collect()
    }

    fn hand(&self, _seat: Seat) -> Vec<PieceKind> {
        Vec::new()
    }

    fn score(&self, seat: Seat) -> Option<i32> {
        if self.teams() || seat > 3 {
            None
        } else {
            Some(self.points[seat as usize])
        }
    }

    fn eliminated(&self) -> Vec<Seat> {
        self.out_order.clone()
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome.clone()
    }

    fn options(&self) -> Vec<OptionInfo> {
        self.options.info()
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), crate::OptionError> {
        let untouched = self.plies == 0;
        let was_start =
            untouched && self.pos == Position::start(self.options.layout, self.options.first);
        self.options.set(name, value)?;
        // Before any move, the layout and the first seat reshape the start position.
        if was_start {
            self.pos = Position::start(self.options.layout, self.options.first);
            self.history = vec![self.key()];
        } else if untouched && name == "first" {
            self.pos.turn = self.options.first;
            if self.pos.status[self.pos.turn as usize] == SeatStatus::Out {
                self.pos.turn = self.next_seat(self.pos.turn);
            }
        }
        Ok(())
    }

    fn ignore_draw_rules(&mut self) {
        let o = &mut self.options;
        o.threefold = false;
        o.fifty_move_plies = None;
        o.insufficient_material = InsufficientMaterial::Off;
        o.move_limit = None;
        // The draw changed no board or turn (only FFA points): play simply resumes.
        if self
            .outcome
            .as_ref()
            .is_some_and(|o| is_draw_rule(o.reason))
        {
            self.outcome = None;
        }
    }
}
