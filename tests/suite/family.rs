//! The game-family impls (`arbitre::family`): each gives what the code it replaced
//! computed, for every preset (the coverage table is made from them: `coverage::possible`).

use arbitre::family::{self, Rounds};
use arbitre::notation;
use arbitre::rules::{AnyGame, Family, Game, Preset};

#[test]
fn every_family_is_registered_under_its_own_name() {
    for family in Family::ALL {
        assert_eq!(family::for_family(family).family(), family);
    }
}

#[test]
fn seat_looks_follow_the_engine_seats_and_have_french_words() {
    for preset in Preset::ALL {
        let game = preset.start();
        let looks = family::of(preset).seat_looks();
        let seats = game.seats();
        assert_eq!(looks.len(), seats.len(), "{preset:?}");
        for seat in seats {
            let id = game.seat_id(seat);
            assert_eq!(looks[seat as usize].id, id, "{preset:?}");
            assert_ne!(arbitre::fr::seat_heading(id), id, "{preset:?} {id}");
        }
    }
}

#[test]
fn each_family_is_drawn_on_the_board_of_its_games() {
    use arbitre::rules::geometry::BoardKind;
    for preset in Preset::ALL {
        let kind = preset.start().geometry().kind();
        assert_eq!(family::of(preset).board(), kind, "{preset:?}");
    }
    // a diagram without a game takes the looks of the first family on its board
    assert_eq!(family::played_on(BoardKind::Chess).family(), Family::Chess);
    assert_eq!(family::played_on(BoardKind::Cross).family(), Family::Chess4);
    assert_eq!(family::played_on(BoardKind::Shogi).family(), Family::Shogi4);
}

/// The labels as they were made before the families: read back out of the position
/// string the notation writes.
struct FromPositionString {
    first: Option<u8>,
    last: Option<u8>,
    round: u32,
}

impl FromPositionString {
    fn field(text: &str, from_end: usize) -> Option<&str> {
        let fields: Vec<&str> = text.split_whitespace().collect();
        fields.len().checked_sub(from_end + 1).map(|i| fields[i])
    }

    fn label(&mut self, prev: &AnyGame, seat: u8, mv: &arbitre::rules::Move) -> String {
        let position = notation::write_position(prev);
        match prev.family() {
            Family::Chess => {
                let n = Self::field(&position, 0).unwrap_or("1");
                let white = Self::field(&position, 4) == Some("w");
                let san = notation::write_move_fr(prev, seat, mv);
                if white {
                    format!("{n}.{san}")
                } else {
                    format!("{n}…{san}")
                }
            }
            Family::Bughouse => {
                let fen = position
                    .split('|')
                    .nth(prev.board_of(seat))
                    .unwrap_or(&position);
                let n = Self::field(fen, 0).unwrap_or("1");
                format!("{n}{}", notation::write_move(prev, seat, mv))
            }
            family => {
                let players = prev.seats().len().max(1) as u8;
                let first = *self.first.get_or_insert(seat);
                let rel = (seat + players - first) % players;
                if self.last.is_some_and(|r| rel <= r) {
                    self.round += 1;
                }
                self.last = Some(rel);
                let name = arbitre::fr::seat_name(prev.seat_id(seat));
                let mut c = name.chars();
                let who = c
                    .next()
                    .map(|f| f.to_uppercase().collect::<String>() + c.as_str());
                let n = if family == Family::Shogi4 {
                    Self::field(&position, 0).unwrap_or("?").to_string()
                } else {
                    self.round.to_string()
                };
                format!(
                    "{n}. {} {}",
                    who.unwrap_or_default(),
                    notation::write_move(prev, seat, mv)
                )
            }
        }
    }
}

#[test]
fn step_labels_are_those_the_position_string_gave() {
    for preset in Preset::ALL {
        let mut game = preset.start();
        let mut old = FromPositionString {
            first: None,
            last: None,
            round: 1,
        };
        let mut rounds = Rounds::default();
        for k in 0..40usize {
            let movers = game.to_move();
            let Some(&seat) = movers.get(k % movers.len().max(1)) else {
                break;
            };
            let moves = game.legal_moves_of(seat);
            let Some(mv) = moves.get((k * 7) % moves.len().max(1)).cloned() else {
                break;
            };
            let label = family::of_game(&game)
                .step_label(&game, seat, &mv, &mut rounds)
                .expect("a game of its own family");
            assert_eq!(
                arbitre::lang::fr::browser::step_label(&label),
                old.label(&game, seat, &mv),
                "{preset:?}, step {k}"
            );
            if game.play(seat, &mv).is_err() {
                break;
            }
        }
    }
}
