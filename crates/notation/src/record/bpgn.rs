//! BPGN (FICS / bughouse-db, Chess.com bughouse): `1A. e4{119.051}` (the clock after
//! the move, with or without a space), `1A.e4`, `A. e4`, drops `P@f7`, kibitz and
//! `{C:…}` comments, an ending comment (`{BlackB forfeits on time} 0-1`) that ends
//! the match that way.

use super::lex::{Spanned, Tok};
use super::{
    Place, Ply, RecordError, RecordKind, Replay, ReplayOptions, is_result, moved, refused,
    set_rules,
};
use crate::bughouse as bug;
use arbitre_rules::{AnyGame, Game, Move, Preset};

/// `1A.`, `12b.`, `A.`: a seat and its dot, the move after a space.
pub(super) fn looks_like_seat(w: &str) -> bool {
    bug::is_seat_prefix(w) || bug::split_move_token(w).is_ok()
}

pub(super) fn replay(
    toks: &[Spanned],
    tags: &[(String, String)],
    opts: &ReplayOptions,
) -> Result<Replay, RecordError> {
    let start_at = Place { line: 1, column: 1 };
    let preset = super::check_family(RecordKind::Bpgn, opts.preset, Preset::Bughouse)?;
    let mut game: AnyGame = match super::tag_of(tags, "FEN") {
        Some(fen) => crate::parse_position(preset, fen).map_err(|e| moved(start_at, e))?,
        None => preset.start(),
    };
    let rules = opts.rules.clone();
    set_rules(&mut game, &rules)?;
    let start = game.clone();
    let mut plies: Vec<Ply> = Vec::new();
    let mut comments: Vec<String> = Vec::new();
    let mut result = None;
    let mut i = 0;
    while i < toks.len() {
        let t = &toks[i];
        i += 1;
        match &t.tok {
            Tok::Comment(c) => {
                // A number right after a move is that mover's clock.
                let last = plies.last_mut().filter(|p| p.clock_ms.is_none());
                match (bug::parse_clock(c), last) {
                    (Some(ms), Some(p)) => {
                        p.clock_ms = Some(ms);
                        if let AnyGame::Bughouse(g) = &mut game {
                            g.set_clock_ms(p.seat, ms);
                        }
                    }
                    _ => comments.push(c.trim().to_string()),
                }
            }
            Tok::Word(w) if is_result(w) => result = Some(w.clone()),
            Tok::Word(w) => {
                let mut text = w.clone();
                if bug::is_seat_prefix(w)
                    && let Some(Spanned {
                        tok: Tok::Word(next),
                        ..
                    }) = toks.get(i)
                {
                    text = format!("{w} {next}");
                    i += 1;
                }
                let token = bug::split_move_token(&text).map_err(|e| moved(t.at, e))?;
                let Some(board) = game.bughouse() else {
                    continue;
                };
                let mv =
                    bug::parse_body(board, token.seat, &token.body).map_err(|e| moved(t.at, e))?;
                let number = super::number_before(&game, token.seat);
                game.play(token.seat, &mv)
                    .map_err(|why| refused(t.at, &text, why, &game))?;
                plies.push(Ply {
                    at: t.at,
                    text,
                    seat: token.seat,
                    mv,
                    number,
                    clock_ms: None,
                });
            }
            _ => {}
        }
    }
    end_by_comment(&mut game, &mut plies, tags, &comments)?;
    Ok(Replay::ended(
        RecordKind::Bpgn,
        rules,
        start,
        game,
        plies,
        result,
    ))
}

/// `{BlackB forfeits on time}`, `{alice resigns}`: the player named by its handle (the
/// `WhiteA`…`BlackB` tags) or by the tag's name ends the match that way.
fn end_by_comment(
    game: &mut AnyGame,
    plies: &mut Vec<Ply>,
    tags: &[(String, String)],
    comments: &[String],
) -> Result<(), RecordError> {
    if game.outcome().is_some() {
        return Ok(());
    }
    const SEATS: [&str; 4] = ["WhiteA", "BlackA", "WhiteB", "BlackB"];
    for c in comments {
        let Some(first) = c.split_whitespace().next() else {
            continue;
        };
        let Some(seat) = SEATS
            .iter()
            .position(|k| first == *k || super::tag_of(tags, k) == Some(first))
        else {
            continue;
        };
        let seat = seat as u8;
        let mv = if c.contains("forfeits on time") {
            Move::Timeout(seat)
        } else if c.contains("resigns") {
            Move::Resign(seat)
        } else {
            continue;
        };
        let at = plies.last().map(|p| p.at).unwrap_or_default();
        super::play(game, plies, at, c, seat, mv)?;
        break;
    }
    Ok(())
}
