//! Bughouse's impl of [`crate::FamilyNotation`].

use super::*;

/// Bughouse's notation: two FENs, BPGN moves that name their seat (`b. P@g1`) and may
/// carry a clock (`{119.051}`).
pub struct BughouseNotation;

impl crate::FamilyNotation for BughouseNotation {
    type Game = Bughouse;

    fn parse_position(preset: Preset, text: &str) -> Result<Bughouse, NotationError> {
        game_from_text(preset, text)
    }

    fn from_pieces(
        preset: Preset,
        pieces: &[(Seat, Vec<String>)],
        turn: Seat,
    ) -> Result<Bughouse, NotationError> {
        game_from_pieces(preset, pieces, turn)
    }

    fn write_position(game: &Bughouse) -> String {
        write_two_boards(game)
    }

    fn parse_move(game: &Bughouse, text: &str) -> Result<(Seat, Move), NotationError> {
        parse_bughouse_move(game, text)
    }

    fn write_move(game: &Bughouse, seat: Seat, mv: &Move, french: bool) -> String {
        write_move(game, seat, mv, french)
    }

    // `12b. ` names the seat (its letters A a B b are no pieces)
    fn split_mover(text: &str) -> (&str, &str) {
        match text.split_once('.') {
            Some((seat, _)) if !seat.trim().is_empty() => text.split_at(seat.len() + 1),
            _ => ("", text),
        }
    }

    fn move_seat<'a>(_game: &Bughouse, text: &'a str) -> Option<(Seat, &'a str)> {
        let token = split_move_token(text).ok()?;
        let body = text.trim().rsplit_once('.')?.1.trim();
        let body = body.split('{').next().unwrap_or(body).trim();
        Some((token.seat, body))
    }

    fn is_seat_prefix(token: &str) -> bool {
        is_seat_prefix(token)
    }

    fn apply_annotations(game: &mut Bughouse, text: &str) {
        apply_annotations(game, text)
    }
}
