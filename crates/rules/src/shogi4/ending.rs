//! Mates and the end of the game: who is the mater, what happens to the victim's
//! pieces, the standing of each player and the final ranking.

use super::options::{EndCondition, Format, MatedPieces, MaterRule, StalemateHeir};
use super::position::HAND_KINDS;
use super::ranking::Standing;
use super::{Mate, Shogi4};
use crate::{EndReason, Event, GameResult, Outcome, PieceKind, Seat};

impl Shogi4 {
    /// The player credited with mating `victim` now, by the options.
    pub(super) fn mater_of(&self, victim: Seat, in_check: bool) -> Option<Seat> {
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
    pub(super) fn mate(&mut self, victim: Seat, events: &mut Vec<Event>) {
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

    pub(super) fn standing(&self, seat: Seat, with_victims: bool, tiebreak: bool) -> Standing {
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

    pub(super) fn ranking(&self, with_victims: bool, tiebreak: bool) -> Vec<Vec<Seat>> {
        let survivors = (0..4u8)
            .filter(|&s| self.present[s as usize] && self.pos.living[s as usize])
            .map(|s| (s, self.standing(s, with_victims, tiebreak)))
            .collect();
        let mated: Vec<Seat> = self.mates.iter().map(|m| m.victim).collect();
        super::ranking::rank(survivors, &mated)
    }

    pub(super) fn finish(
        &mut self,
        result: GameResult,
        reason: EndReason,
        events: &mut Vec<Event>,
    ) {
        let outcome = Outcome { result, reason };
        events.push(Event::GameOver(outcome.clone()));
        self.outcome = Some(outcome);
    }

    /// Ends the game after a mate when the format says so.
    pub(super) fn check_end(&mut self, events: &mut Vec<Event>) -> bool {
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
}
