//! The game state machine: turns, points, eliminations, mates, draws and acts.

use super::options::{
    Chess4Options, ClaimMode, Format, InsufficientMaterial, MateTiming, OnResign, SEAT_IDS,
    StalemateRule,
};
use super::position::{
    KINGSIDE, Made, Position, QUEENSIDE, SeatStatus, castle_move, castle_squares, geometry,
    opponents,
};
use crate::{
    CastlingFailure, EndReason, Event, Game, GameResult, Geometry, Illegal, Move, OptionInfo,
    Outcome, Piece, PieceKind, Preset, Seat, Square, is_draw_rule,
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

    fn add_points(&mut self, seat: Seat, points: i32, events: &mut Vec<Event>) {
        if self.options.format == Format::FreeForAll && points != 0 {
            self.points[seat as usize] += points;
            events.push(Event::Points { seat, points });
        }
    }

    fn finish(&mut self, result: GameResult, reason: EndReason, events: &mut Vec<Event>) {
        let outcome = Outcome { result, reason };
        self.outcome = Some(outcome.clone());
        events.push(Event::GameOver(outcome));
    }

    /// Places by points, ties sharing a place.
    fn ranking(&self) -> GameResult {
        let mut seats: Vec<Seat> = (0..4).collect();
        seats.sort_by_key(|&s| (-self.points[s as usize], s));
        let mut places: Vec<Vec<Seat>> = Vec::new();
        for s in seats {
            match places.last_mut() {
                Some(last) if self.points[last[0] as usize] == self.points[s as usize] => {
                    last.push(s)
                }
                _ => places.push(vec![s]),
            }
        }
        GameResult::Ranking(places)
    }

    fn finish_ranked(&mut self, reason: EndReason, events: &mut Vec<Event>) {
        let r = self.ranking();
        self.finish(r, reason, events);
    }

    /// A draw: Teams a plain draw, points formats +10 to each active player and a ranking.
    fn draw(&mut self, reason: EndReason, events: &mut Vec<Event>) {
        if self.teams() {
            self.finish(GameResult::Draw, reason, events);
        } else {
            for s in self.active() {
                self.add_points(s, self.options.points.draw, events);
            }
            self.finish_ranked(reason, events);
        }
    }

    /// Takes `seat` out of the game (its pieces turn dead, or all but the king).
    fn eliminate(&mut self, seat: Seat, zombie: bool, events: &mut Vec<Event>) {
        let was = self.pos.status[seat as usize];
        if was == SeatStatus::Out {
            return;
        }
        self.pos.kill_army(seat, zombie);
        self.pos.status[seat as usize] = if zombie {
            SeatStatus::Zombie
        } else {
            SeatStatus::Out
        };
        self.pos.en_passant[seat as usize] = None;
        if was == SeatStatus::Active {
            self.out_order.push(seat);
            events.push(Event::Eliminated { seat });
        }
    }

    /// Points formats: the game ends after three eliminations, or on the automatic lead.
    fn check_points_end(&mut self, events: &mut Vec<Event>) -> bool {
        if self.outcome.is_some() {
            return true;
        }
        if self.teams() {
            return false;
        }
        let active = self.active();
        if active.len() <= 1 {
            self.finish_ranked(EndReason::Eliminations, events);
            return true;
        }
        if active.len() == 2 && self.options.claim == ClaimMode::Automatic {
            let gap = (self.points[active[0] as usize] - self.points[active[1] as usize]).abs();
            if gap >= self.options.claim_threshold {
                self.finish_ranked(EndReason::Claim, events);
                return true;
            }
        }
        false
    }

    /// A live king of `victim` attacked by pieces of `mater`'s side: who scores the mate.
    /// At a player's turn the most recent mover among the attackers' owners.
    fn mater_of(&self, victim: Seat) -> Option<Seat> {
        let king = self.pos.kings[victim as usize]?;
        let owners: Vec<Seat> = self
            .pos
            .attackers(king, |o| opponents(self.teams(), victim, o))
            .iter()
            .filter_map(|&sq| self.pos.get(sq).map(|p| p.owner))
            .collect();
        (1..4)
            .map(|i| (victim + 4 - i) % 4)
            .find(|s| owners.contains(s))
    }

    /// `victim` is mated by `mater` (scored in points formats).
    fn mated(&mut self, victim: Seat, mater: Option<Seat>, events: &mut Vec<Event>) {
        events.push(Event::Checkmate { seat: victim });
        if self.teams() {
            let winner = mater.map_or_else(|| Chess4::team_of(victim + 1), Chess4::team_of);
            self.finish(GameResult::Win(winner), EndReason::Checkmate, events);
            return;
        }
        let zombie = self.pos.status[victim as usize] == SeatStatus::Zombie;
        if let Some(m) = mater {
            let pts = if zombie {
                self.options.points.zombie_mate
            } else {
                self.options.points.mate
            };
            self.add_points(m, pts, events);
        }
        if zombie {
            self.pos.kill_army(victim, false);
            self.pos.status[victim as usize] = SeatStatus::Out;
        } else {
            self.eliminate(victim, false, events);
        }
        self.check_points_end(events);
    }

    fn stalemated(&mut self, victim: Seat, events: &mut Vec<Event>) {
        events.push(Event::Stalemate { seat: victim });
        if self.teams() {
            self.finish(GameResult::Draw, EndReason::Stalemate, events);
            return;
        }
        if self.pos.status[victim as usize] == SeatStatus::Zombie {
            for s in self.active() {
                self.add_points(s, self.options.points.zombie_stalemate_each, events);
            }
            self.pos.kill_army(victim, false);
            self.pos.status[victim as usize] = SeatStatus::Out;
            self.check_points_end(events);
            return;
        }
        match self.options.stalemate {
            StalemateRule::Draw => self.draw(EndReason::Stalemate, events),
            StalemateRule::ScoreAndEliminate => {
                self.add_points(victim, self.options.points.stalemated, events);
                self.eliminate(victim, false, events);
                self.check_points_end(events);
            }
        }
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
            let fresh: Vec<Seat> = self
                .kings_checked_by(seat)
                .into_iter()
                .filter(|&s| !checked_before[s as usize])
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

    fn check_draws(&mut self, events: &mut Vec<Event>) {
        let key = self.key();
        self.history.push(key);
        if self.options.threefold && self.history.iter().filter(|&&k| k == key).count() >= 3 {
            self.draw(EndReason::Repetition, events);
            return;
        }
        if let Some(n) = self.options.fifty_move_plies
            && self.clock >= n
        {
            self.draw(EndReason::FiftyMoves, events);
            return;
        }
        if self.options.insufficient_material == InsufficientMaterial::NoMatePossible
            && self.insufficient()
        {
            self.draw(EndReason::InsufficientMaterial, events);
            return;
        }
        if let Some(n) = self.options.move_limit
            && self.plies >= n
        {
            if self.teams() {
                self.finish(GameResult::Draw, EndReason::MoveLimit, events);
            } else {
                self.finish_ranked(EndReason::MoveLimit, events);
            }
        }
    }

    /// Whether no active player can ever mate another, as
    /// [`InsufficientMaterial::NoMatePossible`] reads it.
    fn insufficient(&self) -> bool {
        // Live bishops and knights; dead pieces and zombie kings (which can wall a
        // king in).
        let (mut minors, mut bystanders) = (0, 0);
        for &sq in geometry().squares() {
            let Some(p) = self.pos.get(sq) else { continue };
            if p.dead {
                bystanders += 1;
                continue;
            }
            match p.kind {
                PieceKind::King => {
                    if self.pos.status[p.owner as usize] != SeatStatus::Active {
                        bystanders += 1;
                    }
                }
                PieceKind::Bishop | PieceKind::Knight => minors += 1,
                // A queen, rook or pawn (which may promote): mate stays possible.
                _ => return false,
            }
        }
        // Kings only: nothing can give check any more.
        if minors == 0 {
            return true;
        }
        // Source 002's K+B v K and K+N v K, with two players and nothing else on the board.
        minors == 1 && self.active().len() == 2 && bystanders == 0
    }

    /// Explains why a board move is not legal for `seat`.
    fn explain(&self, seat: Seat, mv: &Move) -> Illegal {
        match *mv {
            Move::Castle { king_from, .. } => {
                for side in [KINGSIDE, QUEENSIDE] {
                    if castle_move(self.options.layout, seat, side).as_ref() == Some(mv) {
                        if let Some(reason) = self.pos.castle_failure(seat, side, &self.options) {
                            let reason = match reason {
                                CastlingFailure::NoRights | CastlingFailure::RookMoved
                                    if self.king_moved[seat as usize] =>
                                {
                                    CastlingFailure::KingMoved
                                }
                                other => other,
                            };
                            return Illegal::Castling { reason };
                        }
                        return self.check_reason(seat, mv, king_from);
                    }
                }
                Illegal::CannotReach {
                    from: king_from,
                    to: king_from,
                }
            }
            Move::Step {
                from,
                to,
                promotion,
            } => {
                let Some(p) = self.pos.get(from).filter(|p| p.owner == seat && !p.dead) else {
                    return Illegal::NoPiece { from };
                };
                if self.pos.status[seat as usize] == SeatStatus::Zombie && p.kind != PieceKind::King
                {
                    return Illegal::NoPiece { from };
                }
                let mut pseudo = Vec::new();
                self.pos
                    .piece_moves(seat, from, p, &self.options, &mut pseudo);
                let same_squares = |m: &Move| matches!(m, Move::Step { from: f, to: t, .. } if *f == from && *t == to);
                if pseudo.contains(mv) {
                    return self.check_reason(seat, mv, from);
                }
                if pseudo.iter().any(same_squares)
                    || (promotion.is_some() && p.kind == PieceKind::Pawn)
                {
                    return Illegal::Promotion { on: to };
                }
                if let Some(at) = self.blocker(from, to, &p) {
                    return Illegal::Blocked { from, to, at };
                }
                if p.kind == PieceKind::Pawn
                    && self.pos.get(to).is_none()
                    && self
                        .closed_en_passant
                        .iter()
                        .any(|&(skipped, _)| skipped == to)
                {
                    return Illegal::EnPassantExpired { to };
                }
                Illegal::CannotReach { from, to }
            }
            Move::Drop { kind, to } => Illegal::Drop {
                kind,
                to,
                reason: crate::DropRefusal::NoDropsInGame,
            },
            _ => Illegal::ActUnavailable,
        }
    }

    /// The attackers that would remain on `seat`'s king after `mv`.
    fn check_reason(&self, seat: Seat, mv: &Move, fallback: Square) -> Illegal {
        let mut scratch = self.pos.clone();
        if scratch.apply(seat, mv, &self.options).is_some()
            && let Some(king) = scratch.kings[seat as usize]
        {
            let by = scratch.attackers(king, |o| opponents(self.teams(), seat, o));
            return Illegal::LeavesKingInCheck { king, by };
        }
        Illegal::CannotReach {
            from: fallback,
            to: fallback,
        }
    }

    /// The first piece standing between `from` and `to` on a line the piece uses.
    fn blocker(&self, from: Square, to: Square, p: &Piece) -> Option<Square> {
        let g = geometry();
        let (fx, fy) = g.coords(from);
        let (tx, ty) = g.coords(to);
        let (dx, dy) = (tx - fx, ty - fy);
        let ortho = dx == 0 || dy == 0;
        let diag = dx.abs() == dy.abs();
        let fits = match p.kind {
            PieceKind::Rook => ortho,
            PieceKind::Bishop => diag,
            PieceKind::Queen => ortho || diag,
            PieceKind::Pawn => ortho && (dx.abs() + dy.abs() == 2),
            _ => false,
        };
        if !fits || (dx == 0 && dy == 0) {
            return None;
        }
        let step = (dx.signum(), dy.signum());
        for sq in g.ray(from, step) {
            if sq == to {
                return None;
            }
            if self.pos.get(sq).is_some() {
                return Some(sq);
            }
        }
        None
    }

    fn act_resign(&mut self, seat: Seat, reason: EndReason) -> Result<Vec<Event>, Illegal> {
        if seat > 3 || self.pos.status[seat as usize] != SeatStatus::Active {
            return Err(Illegal::NotYourTurn { seat });
        }
        let mut events = Vec::new();
        if self.teams() {
            events.push(Event::Eliminated { seat });
            self.out_order.push(seat);
            self.finish(
                GameResult::Win(Chess4::team_of(seat + 1)),
                reason,
                &mut events,
            );
            return Ok(events);
        }
        let zombie = self.options.on_resign == OnResign::ZombieKing;
        let was_turn = self.pos.turn == seat;
        self.eliminate(seat, zombie, &mut events);
        if self.check_points_end(&mut events) {
            return Ok(events);
        }
        // A resignation at one's own turn takes that turn (as in PGN4, where `R` fills
        // the seat's ply); a zombie king moves from its next turn on.
        if was_turn || self.pos.status[self.pos.turn as usize] == SeatStatus::Out {
            self.pos.turn = self.next_seat(self.pos.turn);
        }
        self.advance_turn(&mut events);
        Ok(events)
    }

    fn act_claim(&mut self, seat: Seat) -> Result<Vec<Event>, Illegal> {
        if self.teams() {
            return Err(Illegal::ActUnavailable);
        }
        let active = self.active();
        if seat > 3 || !active.contains(&seat) {
            return Err(Illegal::NotYourTurn { seat });
        }
        if active.len() != 2 {
            return Err(Illegal::ClaimRefused {
                lead: 0,
                needed: self.options.claim_threshold,
                players_left: active.len(),
            });
        }
        let other = if active[0] == seat {
            active[1]
        } else {
            active[0]
        };
        let lead = self.points[seat as usize] - self.points[other as usize];
        if lead < self.options.claim_threshold {
            return Err(Illegal::ClaimRefused {
                lead,
                needed: self.options.claim_threshold,
                players_left: 2,
            });
        }
        let mut events = Vec::new();
        self.add_points(other, self.options.points.claim_withdrawal, &mut events);
        self.finish_ranked(EndReason::Claim, &mut events);
        Ok(events)
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
            Move::Resign(s) | Move::Leave(s) => return self.act_resign(s, EndReason::Resignation),
            Move::Timeout(s) => return self.act_resign(s, EndReason::Time),
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
