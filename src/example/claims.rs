//! Testing each claim of `expect:` against the engine's state after the example's
//! moves: one function per kind of claim.

use super::because::{self, Because};
use super::check::{Checked, mated, next_seats, resolve_seat, try_act, try_move, well_formed};
use super::fault::{Failure, Fault, Found, NotLegal, Refused};
use super::hints;
use super::schema::{ClaimKind, MoveItem, Spanned, format_clock};
use super::yaml::Pos;
use crate::rules::{AnyGame, EndReason, Game, GameResult, Seat};
use std::collections::BTreeSet;

/// What an `illegal:` claim is tested with besides the run: the example's `because:`,
/// and where the warnings go.
pub(crate) struct Reasons<'a> {
    pub because: Option<&'a Because>,
    pub warnings: &'a mut Vec<Failure>,
}

/// Tests one claim against the run's final state.
pub(crate) fn check_claim(
    run: &Checked,
    kind: &ClaimKind,
    pos: Pos,
    reasons: &mut Reasons,
) -> Result<(), Failure> {
    let game = &run.last().game;
    let key = kind.key();
    match kind {
        ClaimKind::Legal(moves) => legal(run, moves),
        ClaimKind::Illegal(moves) => illegal(run, moves, reasons),
        // checked with `illegal:`, and for its shape by [`super::because::validate`]
        ClaimKind::Because(_) => Ok(()),
        ClaimKind::MovesOf(pairs) => moves_of(game, pairs),
        ClaimKind::Check(names) => {
            compare(pos, key, claimed(game, names)?, ids(game, game.checked()))
        }
        ClaimKind::Checkmate(names) => {
            compare(pos, key, claimed(game, names)?, ids(game, mated(run, true)))
        }
        ClaimKind::Stalemate(names) => compare(
            pos,
            key,
            claimed(game, names)?,
            ids(game, mated(run, false)),
        ),
        ClaimKind::Next(names) => {
            compare(pos, key, claimed(game, names)?, ids(game, next_seats(run)))
        }
        ClaimKind::Eliminated(names) => compare(
            pos,
            key,
            claimed(game, names)?,
            ids(game, game.eliminated()),
        ),
        ClaimKind::Winner(names) => winner(game, names, pos, key),
        ClaimKind::Draw(want) => {
            let is_draw = matches!(game.outcome().map(|o| o.result), Some(GameResult::Draw));
            if is_draw == *want {
                Ok(())
            } else {
                let ended = game.outcome().map(|o| o.reason);
                Err(Failure::mismatch(
                    pos,
                    format!("draw: {want}"),
                    Found::Draw { ended, is_draw },
                ))
            }
        }
        ClaimKind::Ranking(places) => ranking(game, places, pos),
        ClaimKind::End(reason) => {
            let found = game.outcome().map(|o| o.reason);
            if found.map(EndReason::id) == Some(reason.value.as_str()) {
                return Ok(());
            }
            Err(Failure::mismatch(
                reason.pos,
                format!("end: {}", reason.value),
                Found::End(found),
            ))
        }
        ClaimKind::Scores(pairs) => scores(game, pairs),
        ClaimKind::NoScores => {
            let kept = super::check::kept_scores(game);
            if kept.is_empty() {
                Ok(())
            } else {
                Err(Failure::mismatch(
                    pos,
                    "scores: none",
                    Found::PointsCounted(kept),
                ))
            }
        }
        ClaimKind::Clocks(pairs) => clocks(game, pairs),
        ClaimKind::Hands(pairs) => hands(game, pairs),
    }
}

/// `legal:`: every move and act is accepted by the engine.
fn legal(run: &Checked, moves: &[Spanned<MoveItem>]) -> Result<(), Failure> {
    let game = &run.last().game;
    for m in moves {
        let MoveItem::Notation(text) = &m.value else {
            if let Err(why) = try_act(game, m)? {
                let hint = hints::refused_act(game, &why);
                let refused = super::fault::Refused {
                    game: Box::new(game.clone()),
                    why,
                };
                return Err(Failure::mismatch(
                    m.pos,
                    format!("legal: {}", m.value.text()),
                    Found::RefusedAct(refused),
                )
                .hint(hint));
            }
            continue;
        };
        if let Err((why, read)) = try_move(game, text) {
            let hint = read
                .and_then(|(seat, mv)| {
                    let castling = match game.clone().play(seat, &mv) {
                        Err(r) => hints::castling_rights(run.from_pieces, &r),
                        Ok(_) => None,
                    };
                    castling.or_else(|| hints::piece_moves(game, seat, &mv))
                })
                .or_else(|| Some(hints::unreadable_move(game, text)));
            return Err(
                Failure::mismatch(m.pos, format!("legal: {text}"), Found::NotLegal(why)).hint(hint),
            );
        }
    }
    Ok(())
}

/// `illegal:`: every move and act is refused (for the reason `because:` gives, if it
/// gives one), and every move is well written. A refusal examples often meet by
/// accident, with no `because:`, is a warning.
fn illegal(
    run: &Checked,
    moves: &[Spanned<MoveItem>],
    reasons: &mut Reasons,
) -> Result<(), Failure> {
    let game = &run.last().game;
    for m in moves {
        let claim = || format!("illegal: {}", m.value.text());
        let refused = match &m.value {
            MoveItem::Notation(text) => match try_move(game, text) {
                Ok(()) => return Err(Failure::mismatch(m.pos, claim(), Found::MoveIsLegal)),
                Err((NotLegal::Unreadable(_), None)) if !well_formed(text) => {
                    return Err(Failure::new(m.pos, claim(), Fault::NotAMove));
                }
                Err((NotLegal::Refused(r), Some((seat, mv)))) => {
                    let accident = because::accidental(game, seat, &r.why, run.from_pieces);
                    Some((because::reason(game, seat, &mv, &r.why), r, accident))
                }
                Err(_) => None,
            },
            _ => {
                let (seat, mv, _) = super::check::read_move(game, m, crate::notation::Letters::En)?;
                match game.clone().play(seat, &mv) {
                    Ok(_) => return Err(Failure::mismatch(m.pos, claim(), Found::ActAccepted)),
                    Err(why) => {
                        let accident = because::accidental(game, seat, &why, run.from_pieces);
                        let reason = because::reason(game, seat, &mv, &why);
                        let game = Box::new(game.clone());
                        Some((reason, Refused { game, why }, accident))
                    }
                }
            }
        };
        // a well-formed move no piece makes: the engine's « not-legal-here »
        let reason = refused.as_ref().map_or("not-legal-here", |(r, ..)| *r);
        match reasons.because.and_then(|b| b.of(&m.value.text())) {
            Some(stated) if stated.value != reason => {
                let found = Found::OtherReason {
                    reason,
                    refused: refused.map(|(_, r, _)| r),
                };
                let claim = format!("{} (because: {})", claim(), stated.value);
                // the usual cause: a castling in a `pieces:` position, which has no rights
                let hint = (reason == "no-castling-rights" && run.from_pieces)
                    .then_some(super::fault::Hint::CastlingFromPieces);
                return Err(Failure::mismatch(m.pos, claim, found).hint(hint));
            }
            Some(_) => {}
            None => {
                if let Some((reason, r, true)) = refused {
                    let fault = Fault::Accidental { refused: r, reason };
                    reasons.warnings.push(Failure::new(m.pos, claim(), fault));
                }
            }
        }
    }
    Ok(())
}

/// `moves_of:`: each square's piece reaches exactly the squares listed.
fn moves_of(
    game: &AnyGame,
    pairs: &[(Spanned<String>, Vec<Spanned<String>>)],
) -> Result<(), Failure> {
    let g = game.geometry();
    for (sq, dests) in pairs {
        let (seat, from) = super::facts::moves_of_origin(game, &sq.value)
            .map_err(|fault| Failure::new(sq.pos, format!("moves_of: {}", sq.value), fault))?;
        let mut wanted = BTreeSet::new();
        for d in dests {
            let to = g.parse_square(&d.value).ok_or_else(|| {
                Failure::new(
                    d.pos,
                    format!("moves_of: {}", d.value),
                    Fault::OffBoard {
                        square: d.value.clone(),
                    },
                )
            })?;
            wanted.insert(g.name(to));
        }
        let found = super::facts::destinations(game, seat, from);
        if wanted != found {
            let missing: Vec<_> = wanted.difference(&found).cloned().collect();
            let extra: Vec<_> = found.difference(&wanted).cloned().collect();
            return Err(Failure::mismatch(
                sq.pos,
                format!("moves_of: {{{}: {}}}", sq.value, show_set(&wanted)),
                Found::Destinations {
                    found,
                    missing,
                    extra,
                },
            ));
        }
    }
    Ok(())
}

/// `winner:`: the winners, or the first place of a ranking.
fn winner(
    game: &AnyGame,
    names: &[Spanned<String>],
    pos: Pos,
    key: &'static str,
) -> Result<(), Failure> {
    let found = match game.outcome().map(|o| o.result) {
        Some(GameResult::Win(w)) => ids(game, w),
        Some(GameResult::Ranking(places)) => places
            .first()
            .map(|p| ids(game, p.clone()))
            .unwrap_or_default(),
        Some(GameResult::Draw) => {
            return Err(Failure::mismatch(
                pos,
                format!("winner: {}", show_names(names)),
                Found::Drawn,
            ));
        }
        None => {
            return Err(Failure::mismatch(
                pos,
                format!("winner: {}", show_names(names)),
                Found::NotOver,
            ));
        }
    };
    compare(pos, key, claimed(game, names)?, found)
}

/// `ranking:`: the places of the game's ranking (a win is a one-place ranking).
fn ranking(game: &AnyGame, places: &[Vec<Spanned<String>>], pos: Pos) -> Result<(), Failure> {
    let mut want = Vec::new();
    for p in places {
        want.push(claimed(game, p)?);
    }
    let found: Vec<BTreeSet<String>> = match game.outcome().map(|o| o.result) {
        Some(GameResult::Ranking(r)) => r.into_iter().map(|p| ids(game, p)).collect(),
        Some(GameResult::Win(w)) => vec![ids(game, w)],
        _ => Vec::new(),
    };
    if want == found {
        return Ok(());
    }
    let show = |v: &[BTreeSet<String>]| v.iter().map(show_set).collect::<Vec<_>>().join(", ");
    Err(Failure::mismatch(
        pos,
        format!("ranking: [{}]", show(&want)),
        Found::Ranking(found),
    ))
}

/// `scores:`: each seat's points.
fn scores(game: &AnyGame, pairs: &[(Spanned<String>, i64)]) -> Result<(), Failure> {
    for (seat, points) in pairs {
        let s = resolve_seat(game, seat)?;
        let claim = || format!("scores: {{{}: {points}}}", seat.value);
        match game.score(s) {
            Some(p) if i64::from(p) == *points => {}
            Some(p) => {
                return Err(Failure::mismatch(
                    seat.pos,
                    claim(),
                    Found::Points {
                        seat: seat.value.clone(),
                        points: p,
                    },
                ));
            }
            None => return Err(Failure::mismatch(seat.pos, claim(), Found::NoPoints)),
        }
    }
    Ok(())
}

/// `clocks:`: each seat's time.
fn clocks(game: &AnyGame, pairs: &[(Spanned<String>, Spanned<i64>)]) -> Result<(), Failure> {
    for (seat, ms) in pairs {
        let s = resolve_seat(game, seat)?;
        let claim = format!("clocks: {{{}: {}}}", seat.value, format_clock(ms.value));
        match game.clock_ms(s) {
            Some(t) if t == ms.value => {}
            Some(t) => {
                return Err(Failure::mismatch(
                    ms.pos,
                    claim,
                    Found::Clock {
                        seat: game.seat_id(s).to_string(),
                        time: format_clock(t),
                    },
                ));
            }
            None => return Err(Failure::mismatch(seat.pos, claim, Found::NoClock)),
        }
    }
    Ok(())
}

/// `hands:`: the letters each seat holds.
fn hands(game: &AnyGame, pairs: &[(Spanned<String>, Vec<String>)]) -> Result<(), Failure> {
    for (seat, letters) in pairs {
        let s = resolve_seat(game, seat)?;
        let mut want: Vec<String> = letters.iter().map(|l| l.to_uppercase()).collect();
        want.sort();
        let found = super::check::hand_letters(game, s);
        if want != found {
            return Err(Failure::mismatch(
                seat.pos,
                format!("hands: {{{}: [{}]}}", seat.value, want.join(", ")),
                Found::Hand(found),
            ));
        }
    }
    Ok(())
}

fn ids(game: &dyn Game, seats: impl IntoIterator<Item = Seat>) -> BTreeSet<String> {
    seats
        .into_iter()
        .map(|s| game.seat_id(s).to_string())
        .collect()
}

fn claimed(game: &dyn Game, names: &[Spanned<String>]) -> Result<BTreeSet<String>, Failure> {
    names
        .iter()
        .map(|n| resolve_seat(game, n).map(|s| game.seat_id(s).to_string()))
        .collect()
}

/// A set of names as a flow list, `[a, b]`.
pub fn show_set(set: &BTreeSet<String>) -> String {
    if set.is_empty() {
        "[]".into()
    } else {
        format!("[{}]", set.iter().cloned().collect::<Vec<_>>().join(", "))
    }
}

fn show_names(names: &[Spanned<String>]) -> String {
    format!(
        "[{}]",
        names
            .iter()
            .map(|n| n.value.as_str())
            .collect::<Vec<_>>()
            .join(", ")
    )
}

fn compare(
    pos: Pos,
    key: &'static str,
    want: BTreeSet<String>,
    found: BTreeSet<String>,
) -> Result<(), Failure> {
    if want == found {
        Ok(())
    } else {
        Err(Failure::mismatch(
            pos,
            format!("{key}: {}", show_set(&want)),
            Found::Seats { key, seats: found },
        ))
    }
}
