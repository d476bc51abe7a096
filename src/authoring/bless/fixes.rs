//! The edits that make each claim of `expect:` hold: one function per kind of claim,
//! each reading the engine's answer and rewriting only the bytes of its own entry.

use super::super::spans::{YKind, YNode, colon_after, line_end, line_start};
use super::{Edit, Removal};
use crate::example::check::{Checked, hand_letters, kept_scores, seat_named};
use crate::example::facts::{self, MoveVerdict};
use crate::example::schema::{ClaimKind, Example, MoveItem, Spanned, format_clock, parse_clock};
use crate::rules::{AnyGame, Game, GameResult};
use std::collections::BTreeSet;

/// The entries of `legal:` and `illegal:` (0 and 1) as the fixes regroup them: the
/// index of the list's entry in `expect:`, the items it keeps, the items coming from
/// the other list.
type Moving = [(Option<usize>, Vec<String>, Vec<String>); 2];

/// What every claim's fix reads: the text, its `expect:` map and the run.
struct Fixer<'a> {
    text: &'a str,
    value: &'a YNode,
    run: &'a Checked,
    game: &'a AnyGame,
}

/// The edits that make every claim of `expect:` hold, or fill an empty `expect: {}`.
#[doc(hidden)]
pub fn fixes(text: &str, key: &YNode, value: &YNode, ex: &Example, run: &Checked) -> Vec<Edit> {
    let entries = value.entries();
    if ex.expect.is_empty() && entries.is_empty() && value.is_flow() {
        return fill(text, key, value, ex, run).into_iter().collect();
    }
    if entries.len() != ex.expect.len() {
        return Vec::new();
    }
    let fixer = Fixer {
        text,
        value,
        run,
        game: &run.last().game,
    };
    let mut edits = Vec::new();
    let mut moving = Moving::default();
    for (i, ((k, v), claim)) in entries.iter().zip(&ex.expect).enumerate() {
        match &claim.kind {
            ClaimKind::Legal(list) | ClaimKind::Illegal(list) => {
                let side = usize::from(matches!(claim.kind, ClaimKind::Illegal(_)));
                fixer.sort_moves(i, v, side, list, &mut moving);
            }
            ClaimKind::Check(names)
            | ClaimKind::Checkmate(names)
            | ClaimKind::Stalemate(names)
            | ClaimKind::Next(names)
            | ClaimKind::Eliminated(names)
            | ClaimKind::Winner(names) => {
                let written: Vec<&str> = names.iter().map(|n| n.value.as_str()).collect();
                edits.extend(fixer.seats(i, k, v, &claim.kind, &written));
            }
            ClaimKind::Draw(want) => {
                let is_draw = matches!(
                    fixer.game.outcome().map(|o| o.result),
                    Some(GameResult::Draw)
                );
                if is_draw != *want {
                    edits.push(replace(text, k, v, is_draw.to_string()));
                }
            }
            ClaimKind::End(reason) => match fixer.game.outcome() {
                Some(o) if o.reason.id() != reason.value => {
                    edits.push(replace(text, k, v, o.reason.id().to_string()));
                }
                Some(_) => {}
                None => edits.push(delete_entry(text, value, i, Removal::NotOver)),
            },
            ClaimKind::Ranking(places) => {
                let written: Vec<&str> =
                    places.iter().flatten().map(|n| n.value.as_str()).collect();
                let want: Option<Vec<BTreeSet<u8>>> = places
                    .iter()
                    .map(|p| p.iter().map(|n| seat_named(fixer.game, &n.value)).collect())
                    .collect();
                edits.extend(fixer.ranking(i, k, v, want, &written));
            }
            ClaimKind::Scores(_) => edits.extend(fixer.scores(k, v)),
            ClaimKind::NoScores => {
                let kept = kept_scores(fixer.game);
                if !kept.is_empty() {
                    edits.push(replace(text, k, v, format!("{{{}}}", kept.join(", "))));
                }
            }
            ClaimKind::Clocks(_) => edits.extend(fixer.clocks(i, v)),
            ClaimKind::Hands(_) => edits.extend(fixer.hands(v)),
            ClaimKind::MovesOf(_) => edits.extend(fixer.moves_of(v)),
            // the reason the author means: the engine's answer does not rewrite it
            ClaimKind::Because(_) => {}
        }
    }
    edits.extend(fixer.moved_entries(entries, moving));
    edits
}

impl Fixer<'_> {
    fn raw(&self, n: &YNode) -> String {
        self.text[n.start..n.end].to_string()
    }

    /// Sorts the entries of a `legal:` (side 0) or `illegal:` (side 1) list: those the
    /// engine contradicts move to the other list.
    fn sort_moves(
        &self,
        i: usize,
        v: &YNode,
        side: usize,
        list: &[Spanned<MoveItem>],
        moving: &mut Moving,
    ) {
        moving[side].0 = Some(i);
        let items: Vec<&YNode> = match &v.kind {
            YKind::Seq { items, .. } => items.iter().collect(),
            YKind::Scalar { .. } | YKind::Map { .. } => vec![v],
            YKind::Empty => Vec::new(),
        };
        if items.len() != list.len() {
            return;
        }
        for (item, m) in items.into_iter().zip(list) {
            let verdict = facts::item_verdict(self.game, m);
            let wrong = match side {
                0 => matches!(verdict, MoveVerdict::Illegal(_)),
                _ => verdict == MoveVerdict::Legal,
            };
            // an entry that stays in a block list keeps its text as written
            let block = matches!(v.kind, YKind::Seq { flow: false, .. });
            if wrong {
                moving[1 - side].2.push(item_text(self.text, item));
            } else if block {
                moving[side].1.push(self.raw(item));
            } else {
                moving[side].1.push(item_text(self.text, item));
            }
        }
    }

    /// A seat claim (`check`, `checkmate`, `stalemate`, `next`, `eliminated`,
    /// `winner`) rewritten to the seats the engine names; a `winner` of a drawn game
    /// becomes `draw: true`, of an unfinished one goes.
    fn seats(
        &self,
        i: usize,
        k: &YNode,
        v: &YNode,
        kind: &ClaimKind,
        written: &[&str],
    ) -> Option<Edit> {
        let game = self.game;
        let Some(found) = facts::claim_seats(self.run, kind) else {
            let outcome = game.outcome();
            if matches!(outcome.as_ref().map(|o| &o.result), Some(GameResult::Draw)) {
                return Some(Edit {
                    start: k.start,
                    end: v.end.max(k.end),
                    text: "draw: true".into(),
                    at: k.start,
                    old: entry_text(self.text, k, v),
                    new: "draw: true".into(),
                });
            }
            return Some(delete_entry(self.text, self.value, i, Removal::NotOver));
        };
        let items = seat_names(game, &found, written);
        let resolved: Option<BTreeSet<u8>> = written.iter().map(|n| seat_named(game, n)).collect();
        (resolved != Some(found.iter().copied().collect()))
            .then(|| list_edit(self.text, k, v, &items))
    }

    /// `ranking:` rewritten to the engine's places (a win is a one-place ranking); it
    /// goes when the game ended without one.
    fn ranking(
        &self,
        i: usize,
        k: &YNode,
        v: &YNode,
        want: Option<Vec<BTreeSet<u8>>>,
        written: &[&str],
    ) -> Option<Edit> {
        let game = self.game;
        let found: Vec<Vec<u8>> = match game.outcome().map(|o| o.result) {
            Some(GameResult::Ranking(r)) => r,
            Some(GameResult::Win(w)) => vec![w],
            _ => return Some(delete_entry(self.text, self.value, i, Removal::NoRanking)),
        };
        let found_sets: Vec<BTreeSet<u8>> =
            found.iter().map(|p| p.iter().copied().collect()).collect();
        if want == Some(found_sets) {
            return None;
        }
        let items: Vec<String> = found
            .iter()
            .map(|p| {
                let names = seat_names(game, p, written);
                if names.len() == 1 {
                    names[0].clone()
                } else {
                    flow(&names)
                }
            })
            .collect();
        Some(list_edit(self.text, k, v, &items))
    }

    /// Each seat's points of `scores:` rewritten; a format without points makes the
    /// claim `none`.
    fn scores(&self, k: &YNode, v: &YNode) -> Vec<Edit> {
        let mut edits = Vec::new();
        for (seat, points) in v.entries() {
            let Some(s) = seat.as_str().and_then(|n| seat_named(self.game, n)) else {
                continue;
            };
            match self.game.score(s) {
                Some(p) if points.as_str() != Some(p.to_string().as_str()) => {
                    edits.push(replace(self.text, seat, points, p.to_string()));
                }
                Some(_) => {}
                None => {
                    edits.push(whole_value(self.text, k, v, "none".into()));
                    break;
                }
            }
        }
        edits
    }

    /// Each seat's time of `clocks:` rewritten in the quotes it was written in; the
    /// claim goes when the game keeps no clock.
    fn clocks(&self, i: usize, v: &YNode) -> Vec<Edit> {
        let mut edits = Vec::new();
        for (seat, time) in v.entries() {
            let Some(s) = seat.as_str().and_then(|n| seat_named(self.game, n)) else {
                continue;
            };
            match self.game.clock_ms(s) {
                Some(t) if time.as_str().and_then(parse_clock) != Some(t) => {
                    let mut new = format_clock(t);
                    if let Some(q) = self.text[time.start..]
                        .chars()
                        .next()
                        .filter(|c| *c == '"' || *c == '\'')
                    {
                        new = format!("{q}{new}{q}");
                    }
                    edits.push(replace(self.text, seat, time, new));
                }
                Some(_) => {}
                None => {
                    edits.push(delete_entry(self.text, self.value, i, Removal::NoClock));
                    break;
                }
            }
        }
        edits
    }

    /// Each seat's list of `hands:` rewritten to the letters it holds.
    fn hands(&self, v: &YNode) -> Vec<Edit> {
        let mut edits = Vec::new();
        let named: Vec<_> = v
            .entries()
            .iter()
            .filter_map(|(seat, _)| seat.as_str().and_then(|n| seat_named(self.game, n)))
            .collect();
        for (seat, list) in v.entries() {
            let Some(s) = seat.as_str().and_then(|n| seat_named(self.game, n)) else {
                continue;
            };
            let found = hand_letters(self.game, s);
            let mut want: Vec<String> = list_strings(list)
                .iter()
                .map(|l| l.to_uppercase())
                .collect();
            want.sort();
            if want == found {
                continue;
            }
            // The pieces are in another hand (a bughouse capture goes to the partner):
            // the claim keeps its pieces, as written, and names the seat that holds them.
            let holder = (found.is_empty() && !want.is_empty())
                .then(|| {
                    self.game
                        .seats()
                        .into_iter()
                        .find(|o| !named.contains(o) && hand_letters(self.game, *o) == want)
                })
                .flatten();
            match holder {
                Some(o) => edits.push(rename_entry(self.text, seat, list, self.game.seat_id(o))),
                None => edits.push(list_edit(self.text, seat, list, &found)),
            }
        }
        edits
    }

    /// Each square's destinations of `moves_of:`: the author's squares that stay, in
    /// their order, then the missing ones.
    fn moves_of(&self, v: &YNode) -> Vec<Edit> {
        let game = self.game;
        let g = game.geometry();
        let mut edits = Vec::new();
        for (sq, dests) in v.entries() {
            let Some((seat, from)) = sq
                .as_str()
                .and_then(|s| facts::moves_of_origin(game, s).ok())
            else {
                continue;
            };
            let found = facts::destinations(game, seat, from);
            let items: Vec<&YNode> = match &dests.kind {
                YKind::Seq { items, .. } => items.iter().collect(),
                YKind::Scalar { .. } => vec![dests],
                _ => Vec::new(),
            };
            let named: Vec<(Option<String>, String)> = items
                .iter()
                .map(|n| {
                    let name = n
                        .as_str()
                        .and_then(|s| g.parse_square(s))
                        .map(|s| g.name(s));
                    (name, self.raw(n))
                })
                .collect();
            let want: BTreeSet<String> = named.iter().filter_map(|(n, _)| n.clone()).collect();
            if want == found && named.iter().all(|(n, _)| n.is_some()) {
                continue;
            }
            let mut new: Vec<String> = named
                .iter()
                .filter(|(n, _)| n.as_ref().is_some_and(|n| found.contains(n)))
                .map(|(_, raw)| raw.clone())
                .collect();
            new.dedup();
            for f in &found {
                if !want.contains(f) {
                    new.push(f.clone());
                }
            }
            edits.push(list_edit(self.text, sq, dests, &new));
        }
        edits
    }

    /// The `legal:`/`illegal:` lists rewritten once their entries have moved; a list
    /// that did not exist is inserted right after the one the moves come from.
    fn moved_entries(&self, entries: &[(YNode, YNode)], moving: Moving) -> Vec<Edit> {
        let text = self.text;
        let mut edits = Vec::new();
        let [legal, illegal] = moving;
        for (side, (me, kept, incoming)) in [(0, legal.clone()), (1, illegal.clone())] {
            let other = if side == 0 { &illegal } else { &legal };
            let leaving = !other.2.is_empty();
            if incoming.is_empty() && !leaving {
                continue;
            }
            let name = if side == 0 { "legal" } else { "illegal" };
            let mut items = kept.clone();
            items.extend(incoming.iter().cloned());
            match me {
                Some(i) => {
                    let (k, v) = &entries[i];
                    let mut e = list_edit(text, k, v, &items);
                    e.old = entry_text(text, k, v);
                    e.new = format!("{name}: {}", flow(&items));
                    edits.push(e);
                }
                None => {
                    let Some(from) = other.0 else { continue };
                    edits.push(insert_entry(text, self.value, from, name, &flow(&incoming)));
                }
            }
        }
        edits
    }
}

/// An entry of `legal:`/`illegal:` as it can stand in a flow list: a move as written,
/// an act written as a block map (`- resign: south`) turned into `{resign: south}`.
fn item_text(text: &str, item: &YNode) -> String {
    match &item.kind {
        YKind::Map {
            flow: false,
            entries,
        } => {
            let inner: Vec<String> = entries
                .iter()
                .map(|(k, v)| entry_text(text, k, v))
                .collect();
            format!("{{{}}}", inner.join(", "))
        }
        _ => text[item.start..item.end].to_string(),
    }
}

/// A whole value replaced (a block map too) by a scalar written after the colon.
fn whole_value(text: &str, k: &YNode, v: &YNode, new: String) -> Edit {
    match &v.kind {
        YKind::Map { flow: false, .. } | YKind::Seq { flow: false, .. } => {
            let start = colon_after(text, k.end);
            Edit {
                start,
                end: v.end,
                text: format!(" {new}"),
                at: k.start,
                old: entry_text(text, k, v),
                new: format!("{}: {new}", k.as_str().unwrap_or_default()),
            }
        }
        _ => replace(text, k, v, new),
    }
}

/// `[a, b]`.
fn flow(items: &[String]) -> String {
    format!("[{}]", items.join(", "))
}

/// The scalars of a list value (a lone scalar counts as a list of one).
fn list_strings(n: &YNode) -> Vec<String> {
    match &n.kind {
        YKind::Seq { items, .. } => items
            .iter()
            .filter_map(|i| i.as_str().map(str::to_string))
            .collect(),
        YKind::Scalar { text, .. } => vec![text.clone()],
        _ => Vec::new(),
    }
}

/// Seat names for `found`, spelt as the example spelt them where it named that seat.
fn seat_names(game: &dyn Game, found: &[u8], written: &[&str]) -> Vec<String> {
    found
        .iter()
        .map(|s| {
            written
                .iter()
                .find(|w| seat_named(game, w) == Some(*s))
                .map(|w| w.to_string())
                .unwrap_or_else(|| game.seat_id(*s).to_string())
        })
        .collect()
}

/// `key: value` as written, on one line.
fn entry_text(text: &str, k: &YNode, v: &YNode) -> String {
    collapse(&text[k.start..v.end.max(k.end)])
}

fn collapse(s: &str) -> String {
    s.split('\n')
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

/// A scalar value replaced by another.
fn replace(text: &str, k: &YNode, v: &YNode, new: String) -> Edit {
    let (start, end, ins) = match v.kind {
        YKind::Empty => (v.start, v.start, format!(" {new}")),
        _ => (v.start, v.end, new.clone()),
    };
    let mut after = text[k.start..start].to_string();
    after.push_str(&ins);
    Edit {
        start,
        end,
        text: ins,
        at: k.start,
        old: entry_text(text, k, v),
        new: collapse(&after),
    }
}

/// A list value rewritten with `items`, in the style it was written in.
fn list_edit(text: &str, k: &YNode, v: &YNode, items: &[String]) -> Edit {
    let (start, end, new) = match &v.kind {
        YKind::Seq {
            flow: false,
            items: old,
        } if !items.is_empty() => {
            let first = &old[0];
            let prefix = &text[line_start(text, first.start)..first.start];
            (
                first.start,
                block_end(text, old, items),
                items.join(&format!("\n{prefix}")),
            )
        }
        YKind::Seq {
            flow: false,
            items: old,
        } => (
            colon_after(text, k.end),
            block_end(text, old, items),
            " []".into(),
        ),
        YKind::Scalar { .. } if items.len() == 1 => (v.start, v.end, items[0].clone()),
        YKind::Empty => (v.start, v.start, format!(" {}", flow(items))),
        _ => (v.start, v.end, flow(items)),
    };
    let shown = if new.contains('\n') {
        flow(items)
    } else {
        new.trim().to_string()
    };
    Edit {
        start,
        end,
        text: new,
        at: k.start,
        old: entry_text(text, k, v),
        new: format!("{}: {shown}", k.as_str().unwrap_or_default()),
    }
}

/// An entry whose key becomes `id`, its value kept byte for byte.
fn rename_entry(text: &str, k: &YNode, v: &YNode, id: &str) -> Edit {
    let value = &text[k.end..v.end];
    Edit {
        start: k.start,
        end: k.end,
        text: id.to_string(),
        at: k.start,
        old: entry_text(text, k, v),
        new: collapse(&format!("{id}{value}")),
    }
}

/// Where a rewritten block list ends: after its last item, or after that item's
/// comment too when the item goes (the comment spoke of it).
fn block_end(text: &str, old: &[YNode], items: &[String]) -> usize {
    let Some(last) = old.last() else { return 0 };
    if items.last().map(String::as_str) == Some(&text[last.start..last.end]) {
        last.end
    } else {
        line_end(text, last.end)
    }
}

/// Removes the `i`-th entry of a map, with its line (block) or its comma (flow).
fn delete_entry(text: &str, map: &YNode, i: usize, why: Removal) -> Edit {
    let entries = map.entries();
    let (k, v) = &entries[i];
    let (start, end) = if map.is_flow() {
        if i > 0 {
            (entries[i - 1].1.end, v.end.max(k.end))
        } else if let Some((next, _)) = entries.get(1) {
            (k.start, next.start)
        } else {
            (k.start, v.end.max(k.end))
        }
    } else {
        let end = line_end(text, v.end.max(k.end));
        (line_start(text, k.start), (end + 1).min(text.len()))
    };
    Edit {
        start,
        end,
        text: String::new(),
        at: k.start,
        old: entry_text(text, k, v),
        new: crate::lang::fr::coverage::removed(why),
    }
}

/// A new `name: value` entry after the `after`-th entry of a map.
fn insert_entry(text: &str, map: &YNode, after: usize, name: &str, value: &str) -> Edit {
    let (k, v) = &map.entries()[after];
    let entry = format!("{name}: {value}");
    let (at, new) = if map.is_flow() {
        (v.end, format!(", {entry}"))
    } else {
        let indent = &text[line_start(text, k.start)..k.start];
        (
            line_end(text, v.end.max(k.end)),
            format!("\n{indent}{entry}"),
        )
    };
    Edit {
        start: at,
        end: at,
        text: new,
        at: k.start,
        old: "(rien)".into(),
        new: entry,
    }
}

/// `expect: {}` filled with the claims that describe the final state.
#[doc(hidden)]
pub fn fill(text: &str, key: &YNode, value: &YNode, ex: &Example, run: &Checked) -> Option<Edit> {
    let game = &run.last().game;
    let ids = |seats: &[u8]| -> Vec<String> {
        seats.iter().map(|s| game.seat_id(*s).to_string()).collect()
    };
    let mut claims: Vec<(String, String)> = Vec::new();
    let next = ids(&facts::next_to_move(run));
    claims.push((
        "next".into(),
        if next.len() == 1 {
            next[0].clone()
        } else {
            flow(&next)
        },
    ));
    let mut checked = game.checked();
    checked.sort();
    claims.push(("check".into(), flow(&ids(&checked))));
    if let Some(o) = game.outcome() {
        match o.result {
            GameResult::Draw => claims.push(("draw".into(), "true".into())),
            _ => {
                if let Some(w) = facts::claim_seats(run, &ClaimKind::Winner(Vec::new())) {
                    claims.push(("winner".into(), flow(&ids(&w))));
                }
            }
        }
        claims.push(("end".into(), o.reason.id().to_string()));
    }
    if ex.show.clocks {
        let times: Vec<String> = game
            .seats()
            .into_iter()
            .filter_map(|s| {
                game.clock_ms(s)
                    .map(|t| format!("{}: \"{}\"", game.seat_id(s), format_clock(t)))
            })
            .collect();
        if !times.is_empty() {
            claims.push(("clocks".into(), format!("{{{}}}", times.join(", "))));
        }
    }
    if let Some(of) = &ex.show.moves_of {
        let g = game.geometry();
        if let Ok((seat, from)) = facts::moves_of_origin(game, &of.value) {
            let dests: Vec<String> = facts::destinations(game, seat, from).into_iter().collect();
            let key = match seat {
                Some(s) => format!("{}. {}", game.seat_id(s), g.name(from)),
                None => g.name(from),
            };
            claims.push(("moves_of".into(), format!("{{{key}: {}}}", flow(&dests))));
        }
    }
    let flow_text = format!(
        "{{{}}}",
        claims
            .iter()
            .map(|(k, v)| format!("{k}: {v}"))
            .collect::<Vec<_>>()
            .join(", ")
    );
    // block style where the example is written in block style
    let block_parent = text[..key.start]
        .rfind(['{', '\n'])
        .is_none_or(|i| text.as_bytes()[i] == b'\n');
    let (start, new) = if block_parent {
        let indent: String = text[line_start(text, key.start)..key.start]
            .chars()
            .map(|c| if c == '\t' { '\t' } else { ' ' })
            .collect();
        let lines: String = claims
            .iter()
            .map(|(k, v)| format!("\n{indent}  {k}: {v}"))
            .collect();
        (colon_after(text, key.end), lines)
    } else {
        (value.start, flow_text.clone())
    };
    Some(Edit {
        start,
        end: value.end,
        text: new,
        at: key.start,
        old: "expect: {}".into(),
        new: format!("expect: {flow_text}"),
    })
}
