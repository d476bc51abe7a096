//! PGN (lichess, Chess.com, FIDE): `1. e4`, `1.e4`, `1...e5`, NAGs `$1`, `!?`,
//! comments and clocks `{[%clk …]}`, variations (skipped: the main line is played),
//! `e.p.`, results; a null move `--` is refused. A `FEN` tag sets the start.

use super::lex::Spanned;
use super::{
    Place, RecordError, RecordFault, RecordKind, Replay, ReplayOptions, fail, move_words, moved,
    play, set_rules, tag_of,
};
use arbitre_rules::{AnyGame, Preset};

/// The rules a replayed standard record is played under: FIDE's own (Laws of Chess
/// 9.2, 9.3, 9.6), the chess preset's `claim` values. A record holds no claim, so
/// threefold repetition and fifty moves leave the game going; fivefold repetition and
/// 75 moves end it by themselves. The chess preset's own reading (the guide's:
/// threefold ends the game) would stop records that play on after an unclaimed
/// threefold repetition.
pub const STANDARD_REPLAY_RULES: &[(&str, &str)] =
    &[("repetition", "claim"), ("fifty-moves", "claim")];

/// The move part of a word: no move number (`12.`, `12...`), no NAG, no `!?`, no
/// `e.p.`; empty when nothing is left.
fn move_part(word: &str) -> &str {
    let digits = word.trim_start_matches(|c: char| c.is_ascii_digit());
    // `0-0` is castling, not a number.
    let w = if digits.len() < word.len() && digits.starts_with('.') {
        digits.trim_start_matches('.')
    } else {
        word
    };
    if w.starts_with('$') {
        return "";
    }
    let w = w.strip_suffix("e.p.").unwrap_or(w);
    w.trim_end_matches(['!', '?'])
}

pub(super) fn replay(
    toks: &[Spanned],
    tags: &[(String, String)],
    opts: &ReplayOptions,
) -> Result<Replay, RecordError> {
    let start_at = Place { line: 1, column: 1 };
    match tag_of(tags, "Variant") {
        None | Some("Standard" | "standard" | "Chess" | "From Position" | "From position") => {}
        Some(v) => {
            return fail(
                start_at,
                RecordFault::UnknownVariant {
                    variant: v.to_string(),
                },
            );
        }
    }
    let preset = super::check_family(RecordKind::Pgn, opts.preset, Preset::Chess)?;
    let mut game: AnyGame = match tag_of(tags, "FEN") {
        Some(fen) => crate::parse_position(preset, fen).map_err(|e| moved(start_at, e))?,
        None => preset.start(),
    };
    let mut rules: Vec<(String, String)> = STANDARD_REPLAY_RULES
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    rules.extend(opts.rules.iter().cloned());
    set_rules(&mut game, &rules)?;
    let start = game.clone();
    let mut plies = Vec::new();
    let mut result = None;
    for (at, word) in move_words(toks, &mut result) {
        // `e.p.` alone, or `...` standing for White's move before Black's.
        if word == "e.p." || word.bytes().all(|c| c == b'.') {
            continue;
        }
        let text = move_part(word);
        if text.is_empty() {
            continue;
        }
        if matches!(text, "--" | "Z0" | "0000" | "@@@@") {
            return fail(
                at,
                RecordFault::NullMove {
                    text: text.to_string(),
                },
            );
        }
        let (seat, mv) = crate::parse_move(&game, text).map_err(|e| moved(at, e))?;
        play(&mut game, &mut plies, at, word, seat, mv)?;
    }
    Ok(Replay::ended(
        RecordKind::Pgn,
        rules,
        start,
        game,
        plies,
        result,
    ))
}
