//! PGN4 (Chess.com's four-player games): `[Variant]` and `[RuleVariants]` choose the
//! preset and its options, `[StartFen4]` the start (`4PC`, `4PCo` or a FEN4; without
//! it, a game dated before 2019 starts from the Old Standard layout, as Chess.com's
//! did then); movetext `1. h2-h3 .. b7-c7 ..`, seat tokens `R`, `T` (resigns, times
//! out), `#`, `S` (mated or stalemated at that turn: the engine settles it itself),
//! suffixes `+`, `++`, `+#`; a king's move with `R`/`T` after it (`Kj2-k2T`) is
//! Chess.com's zombie: the player leaves and its king makes that move in the same turn.

use super::lex::Spanned;
use super::{
    Place, RecordError, RecordFault, RecordKind, Replay, ReplayOptions, fail, move_words, moved,
    play, set_rules, tag_of,
};
use crate::chess4 as c4;
use arbitre_rules::chess4::Chess4;
use arbitre_rules::{AnyGame, Game, Move, Preset};

/// A PGN4 move as Chess.com writes it (`h2-h3`, `Nj1-i3`, `Bh2xNl6`, `O-O`).
pub(super) fn looks_like_move(w: &str) -> bool {
    let w = w.trim_start_matches(['K', 'Q', 'R', 'B', 'N', 'D']);
    let b = w.as_bytes();
    let mut i = 0;
    if i < b.len() && (b'a'..=b'n').contains(&b[i]) {
        i += 1;
    } else {
        return false;
    }
    let digits = b[i..].iter().take_while(|c| c.is_ascii_digit()).count();
    (1..=2).contains(&digits) && matches!(b.get(i + digits), Some(b'-' | b'x'))
}

/// The options Chess.com's tags mean, and the `RuleVariants` we have none for.
fn rules_of(tags: &[(String, String)], ffa: bool) -> (Vec<(String, String)>, Vec<String>) {
    let mut rules = Vec::new();
    let mut lacking = Vec::new();
    let set = |rules: &mut Vec<(String, String)>, k: &str, v: &str| {
        rules.push((k.to_string(), v.to_string()));
    };
    let old = before_2019(tag_of(tags, "Date"));
    if tag_of(tags, "StartFen4").is_none() && old {
        set(&mut rules, "layout", "old-standard");
    }
    let Some(variants) = tag_of(tags, "RuleVariants") else {
        if old {
            // Chess.com had no en passant in 2017-18.
            set(&mut rules, "en-passant", "false");
        }
        return (rules, lacking);
    };
    let names: Vec<&str> = variants.split_whitespace().collect();
    set(
        &mut rules,
        "en-passant",
        if names.contains(&"EnPassant") {
            "true"
        } else {
            "false"
        },
    );
    if ffa {
        let zombie = names.contains(&"DeadKingWalking");
        set(
            &mut rules,
            "on-resign",
            if zombie { "zombie-king" } else { "eliminated" },
        );
    }
    for n in names {
        match n {
            "EnPassant" | "DeadKingWalking" | "Anonymous" | "SemiAnonymous" => {}
            "PromoteTo=D" if ffa => {}
            _ => match n.strip_prefix("Prom=") {
                Some(rank @ ("8" | "11")) => set(&mut rules, "promotion-rank", rank),
                _ => lacking.push(n.to_string()),
            },
        }
    }
    (rules, lacking)
}

/// Whether a Chess.com date (`Wed Nov 28 2018 01:28:10 GMT…`, or `2018.11.28`) is
/// before 2019.
fn before_2019(date: Option<&str>) -> bool {
    let Some(d) = date else { return false };
    d.split(|c: char| !c.is_ascii_digit())
        .filter(|p| p.len() == 4)
        .filter_map(|p| p.parse::<u32>().ok())
        .find(|y| (1990..2200).contains(y))
        .is_some_and(|y| y < 2019)
}

fn start_game(
    tags: &[(String, String)],
    opts: &ReplayOptions,
) -> Result<(AnyGame, Vec<(String, String)>), RecordError> {
    let at = Place { line: 1, column: 1 };
    let own = match tag_of(tags, "Variant") {
        None | Some("Teams") => Preset::Chess4Teams,
        Some("FFA") => Preset::Chess4Ffa,
        Some(v) => {
            return fail(
                at,
                RecordFault::UnknownVariant {
                    variant: v.to_string(),
                },
            );
        }
    };
    let preset = super::check_family(RecordKind::Pgn4, opts.preset, own)?;
    let ffa = preset.chess4_options().format == arbitre_rules::chess4::Format::FreeForAll;
    let (mut rules, lacking) = rules_of(tags, ffa);
    if !lacking.is_empty() {
        return fail(at, RecordFault::UnsupportedRules { names: lacking });
    }
    let start = tag_of(tags, "StartFen4").map(str::trim);
    if start == Some("4PCo") {
        rules.insert(0, ("layout".into(), "old-standard".into()));
    }
    rules.extend(opts.rules.iter().cloned());
    // The layout places the pieces: the options go in before the start is set up.
    let mut o = preset.chess4_options();
    for (k, v) in &rules {
        o.set(k, v).map_err(|error| RecordError {
            at,
            fault: crate::NotationFault::Record(Box::new(RecordFault::Option {
                name: k.clone(),
                value: v.clone(),
                error,
            })),
        })?;
    }
    let game: AnyGame = match start {
        None | Some("4PC" | "4PCo" | "") => Chess4::start(preset, o).into(),
        Some(fen) => {
            let mut g: AnyGame = c4::parse_fen4(preset, fen)
                .map_err(|e| moved(at, e))?
                .into();
            set_rules(&mut g, &rules)?;
            g
        }
    };
    Ok((game, rules))
}

pub(super) fn replay(
    toks: &[Spanned],
    tags: &[(String, String)],
    opts: &ReplayOptions,
) -> Result<Replay, RecordError> {
    let (mut game, rules) = start_game(tags, opts)?;
    let start = game.clone();
    let mut plies = Vec::new();
    let mut result = None;
    let mut round = 0;
    for (at, word) in move_words(toks, &mut result) {
        let bare = word.trim_end_matches(['+', '#']);
        if let Some(n) = bare.strip_suffix('.').and_then(|n| n.parse().ok()) {
            round = n;
            continue;
        }
        if bare.bytes().all(|c| c == b'.') || bare == "S" {
            continue;
        }
        let before = plies.len();
        step(&mut game, &mut plies, at, word, bare)?;
        for p in &mut plies[before..] {
            p.number = round;
        }
    }
    Ok(Replay::ended(
        RecordKind::Pgn4,
        rules,
        start,
        game,
        plies,
        result,
    ))
}

/// One movetext token: a seat act (`R`, `T`, `RS`, `T#`) or a move, perhaps a
/// zombie's (`Kj2-k2T`).
fn step(
    game: &mut AnyGame,
    plies: &mut Vec<super::Ply>,
    at: Place,
    word: &str,
    bare: &str,
) -> Result<(), RecordError> {
    let act = bare.trim_end_matches(['S', '#', '+']);
    if matches!(act, "R" | "T") {
        // A seat's act after the end is Chess.com's bookkeeping of the last player.
        let Some(&seat) = game.to_move().first() else {
            return Ok(());
        };
        let mv = if act == "R" {
            Move::Resign(seat)
        } else {
            Move::Timeout(seat)
        };
        // A bare act fills the seat's ply: its zombie king first moves next turn.
        return leave(game, plies, at, word, seat, mv, None);
    }
    let (body, leaves) = match bare.strip_suffix(['R', 'T']) {
        Some(rest) if rest.ends_with(|c: char| c.is_ascii_digit() || c == '+') => (
            rest.trim_end_matches('+'),
            bare.ends_with('R').then_some('R').or(Some('T')),
        ),
        _ => (bare, None),
    };
    let Some(chess4) = game.chess4() else {
        return Ok(());
    };
    let (seat, mv) = c4::parse_move(chess4, body).map_err(|e| moved(at, e))?;
    let active = chess4.status(seat) == arbitre_rules::chess4::SeatStatus::Active;
    match leaves {
        // `Kj2-k2T` by a seat still in the game: it leaves and its zombie king plays
        // that move in the same turn, as Chess.com does.
        Some(l) if active => {
            let act = if l == 'R' {
                Move::Resign(seat)
            } else {
                Move::Timeout(seat)
            };
            leave(game, plies, at, word, seat, act, Some(mv))
        }
        _ => play(game, plies, at, word, seat, mv),
    }
}

/// A seat leaves (resigns or runs out of time) through the engine's own acts, so that
/// the zombie king's first move lands where Chess.com puts it: with `king_move`, in
/// the same turn; without, at the seat's next turn.
fn leave(
    game: &mut AnyGame,
    plies: &mut Vec<super::Ply>,
    at: Place,
    word: &str,
    seat: arbitre_rules::Seat,
    act: Move,
    king_move: Option<Move>,
) -> Result<(), RecordError> {
    let AnyGame::Chess4(chess4) = game else {
        return play(game, plies, at, word, seat, act);
    };
    let played = match &king_move {
        Some(mv) => chess4.resign_then_king_move(&act, mv),
        None => chess4.resign_using_turn(&act),
    };
    if let Err(why) = played {
        return Err(super::refused(at, word, why, game));
    }
    for mv in std::iter::once(act).chain(king_move) {
        plies.push(super::Ply {
            at,
            text: word.to_string(),
            seat,
            mv,
            number: 0,
            clock_ms: None,
        });
    }
    Ok(())
}
