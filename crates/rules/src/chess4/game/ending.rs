//! How a game of four-player chess ends: points, mates and stalemates, eliminations,
//! draw rules, resignations and claims, and the final ranking.

use super::Chess4;
use crate::chess4::options::{
    ClaimMode, Format, InsufficientMaterial, OnResign, StalemateRule, ZombieStart,
};
use crate::chess4::position::{SeatStatus, geometry, opponents};
use crate::{EndReason, Event, GameResult, Illegal, Outcome, PieceKind, Seat};

impl Chess4 {
    pub(super) fn add_points(&mut self, seat: Seat, points: i32, events: &mut Vec<Event>) {
        if self.options.format == Format::FreeForAll && points != 0 {
            self.points[seat as usize] += points;
            events.push(Event::Points { seat, points });
        }
    }

    pub(super) fn finish(
        &mut self,
        result: GameResult,
        reason: EndReason,
        events: &mut Vec<Event>,
    ) {
        let outcome = Outcome { result, reason };
        self.outcome = Some(outcome.clone());
        events.push(Event::GameOver(outcome));
    }

    /// Places by points, ties sharing a place.
    pub(super) fn ranking(&self) -> GameResult {
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

    pub(super) fn finish_ranked(&mut self, reason: EndReason, events: &mut Vec<Event>) {
        let r = self.ranking();
        self.finish(r, reason, events);
    }

    /// A draw: Teams a plain draw, points formats +10 to each active player and a ranking.
    pub(super) fn draw(&mut self, reason: EndReason, events: &mut Vec<Event>) {
        if self.teams() {
            self.finish(GameResult::Draw, reason, events);
        } else {
            // A zombie king still on the board ends with the game as if stalemated:
            // each active player scores its share as well as the draw's (Chess.com
            // game 97969768: +20 to each of the two players left, with Red's zombie).
            let zombies = (0..4)
                .filter(|&s| self.pos.status[s as usize] == SeatStatus::Zombie)
                .count() as i32;
            let each =
                self.options.points.draw + zombies * self.options.points.zombie_stalemate_each;
            for s in self.active() {
                self.add_points(s, each, events);
            }
            self.finish_ranked(reason, events);
        }
    }

    /// Takes `seat` out of the game (its pieces turn dead, or all but the king).
    pub(super) fn eliminate(&mut self, seat: Seat, zombie: bool, events: &mut Vec<Event>) {
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
    pub(super) fn check_points_end(&mut self, events: &mut Vec<Event>) -> bool {
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
    pub(super) fn mater_of(&self, victim: Seat) -> Option<Seat> {
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
    pub(super) fn mated(&mut self, victim: Seat, mater: Option<Seat>, events: &mut Vec<Event>) {
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

    pub(super) fn stalemated(&mut self, victim: Seat, events: &mut Vec<Event>) {
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

    pub(super) fn check_draws(&mut self, events: &mut Vec<Event>) {
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
    pub(super) fn insufficient(&self) -> bool {
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

    /// A resignation or flag fall of `seat`; `start`: when its zombie king first moves
    /// if it happens at its own turn (the preset's `zombie-start`, or what a record says).
    pub(super) fn act_resign(
        &mut self,
        seat: Seat,
        reason: EndReason,
        start: ZombieStart,
    ) -> Result<Vec<Event>, Illegal> {
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
        // With `zombie-start: same-turn` the zombie king plays the turn its owner left.
        let keeps_turn = zombie && was_turn && start == ZombieStart::SameTurn;
        self.eliminate(seat, zombie, &mut events);
        if self.check_points_end(&mut events) {
            return Ok(events);
        }
        // Otherwise a resignation at one's own turn takes that turn (as in PGN4, where a
        // bare `R` fills the seat's ply); a zombie king moves from its next turn on.
        if (was_turn && !keeps_turn) || self.pos.status[self.pos.turn as usize] == SeatStatus::Out {
            self.pos.turn = self.next_seat(self.pos.turn);
        }
        self.advance_turn(&mut events);
        Ok(events)
    }

    pub(super) fn act_claim(&mut self, seat: Seat) -> Result<Vec<Event>, Illegal> {
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
