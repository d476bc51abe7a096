//! `arbitre check --bless`: every failing claim rewritten in place to what the engine
//! found, and every `expect: {}` filled, like `cargo insta review` or
//! `TRYCMD=overwrite`. Only the bytes of the claims that change are touched (the YAML
//! is read again with byte ranges, [`super::spans`]); comments, key order and flow or
//! block style stay as written. Examples whose YAML cannot be read or whose moves are
//! illegal are left alone: the check that follows reports them.

use super::collect::{self, Block};
use super::spans::{self, YKind, YNode, colon_after, line_end, line_of, line_start};
use crate::example::check::{Checked, check, seat_named};
use crate::example::facts::{self, MoveVerdict};
use crate::example::load::load;
use crate::example::schema::{ClaimKind, Example, format_clock, parse_clock};
use crate::rules::{Game, GameResult};
use crate::site::SiteError;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// What blessing did.
#[derive(Debug, Default)]
pub struct Blessed {
    /// One line per change: `file:line: old → new`.
    pub changes: Vec<String>,
    /// Files rewritten, relative to the book root.
    pub written: Vec<PathBuf>,
    /// Why an example could not be blessed where that is not an example failure the
    /// following check reports (a file that cannot be written, edits in conflict).
    pub problems: Vec<String>,
}

/// Why a claim is removed rather than rewritten (said by
/// [`crate::fr::authoring::removed`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Removal {
    /// The game did not end: no winner, end or ranking to claim.
    NotOver,
    /// The game ended without a ranking.
    NoRanking,
    /// The game keeps no clock.
    NoClock,
}

/// What could not be blessed (said by [`crate::fr::authoring::bless_problem`]).
#[derive(Debug)]
pub enum BlessProblem {
    /// The example's corrections overlap another example's (`line`: its block).
    Overlap { file: PathBuf, line: usize },
    Unwritable {
        file: PathBuf,
        error: std::io::Error,
    },
}

/// A change in one source text (the block's YAML or a positions file).
#[derive(Clone, Debug, PartialEq)]
struct Edit {
    start: usize,
    end: usize,
    text: String,
    /// Where the claim is written, for the summary.
    at: usize,
    old: String,
    new: String,
}

/// A change in a file of the book, in the file's bytes.
#[derive(Clone, Debug, PartialEq)]
struct FileEdit {
    start: usize,
    end: usize,
    text: String,
    line: usize,
    old: String,
    new: String,
}

/// Blesses every example of the book at `book`.
pub fn bless(book: &Path) -> Result<Blessed, SiteError> {
    let (blocks, _) = collect::blocks(book)?;
    let mut out = Blessed::default();
    let Some(root) = blocks.first().map(|b| b.root.clone()) else {
        return Ok(out);
    };
    let mut texts: BTreeMap<PathBuf, String> = BTreeMap::new();
    let mut per_file: BTreeMap<PathBuf, Vec<FileEdit>> = BTreeMap::new();
    for block in blocks.iter().filter(|b| !b.ignored) {
        let Some((path, edits)) = bless_block(block, &mut texts) else {
            continue;
        };
        let list = per_file.entry(path.clone()).or_default();
        let clash = edits.iter().any(|e| {
            list.iter().any(|o| {
                o != e && e.start < o.end.max(o.start + 1) && o.start < e.end.max(e.start + 1)
            })
        });
        if clash {
            out.problems.push(crate::fr::authoring::bless_problem(
                &BlessProblem::Overlap {
                    file: path.clone(),
                    line: block.line,
                },
            ));
            continue;
        }
        for e in edits {
            if !list.contains(&e) {
                list.push(e);
            }
        }
    }
    for (path, mut edits) in per_file {
        if edits.is_empty() {
            continue;
        }
        let Some(original) = texts.get(&path) else {
            continue;
        };
        edits.sort_by_key(|e| (e.start, e.end));
        for e in &edits {
            out.changes.push(format!(
                "{}:{}: {} → {}",
                path.display(),
                e.line,
                e.old,
                e.new
            ));
        }
        let mut text = original.clone();
        for e in edits.iter().rev() {
            text.replace_range(e.start..e.end, &e.text);
        }
        match write_atomically(&root.join(&path), &text) {
            Ok(()) => out.written.push(path),
            Err(error) => out.problems.push(crate::fr::authoring::bless_problem(
                &BlessProblem::Unwritable { file: path, error },
            )),
        }
    }
    Ok(out)
}

/// Writes beside the file, then renames over it: a reader never sees half a file.
fn write_atomically(path: &Path, text: &str) -> std::io::Result<()> {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let tmp = path.with_file_name(format!(".{name}.arbitre-bless"));
    std::fs::write(&tmp, text)?;
    if let Ok(meta) = std::fs::metadata(path) {
        let _ = std::fs::set_permissions(&tmp, meta.permissions());
    }
    std::fs::rename(&tmp, path).inspect_err(|_| {
        let _ = std::fs::remove_file(&tmp);
    })
}

/// The edits one example needs, in the file that holds its `expect:`.
fn bless_block(
    block: &Block,
    texts: &mut BTreeMap<PathBuf, String>,
) -> Option<(PathBuf, Vec<FileEdit>)> {
    let loaded = load(&block.root, &block.file, block.line, &block.body).ok()?;
    let run = check(&loaded.example, block.page_game.as_deref()).ok()?;
    let block_tree = spans::parse(&block.body).ok()?;
    // `expect:` is the block's own, or the positions file's when the block has none
    let (path, source, tree) = if block_tree.get("expect").is_some() {
        (block.file.clone(), block.body.clone(), block_tree)
    } else {
        let file = loaded.sources.get(1)?;
        let tree = spans::parse(&file.text).ok()?;
        tree.get("expect")?;
        (file.path.clone(), file.text.clone(), tree)
    };
    let (key, value) = tree.get("expect")?;
    let edits = fixes(&source, key, value, &loaded.example, &run);
    if edits.is_empty() {
        return None;
    }
    let whole = match texts.get(&path) {
        Some(t) => t.clone(),
        None => {
            let t = std::fs::read_to_string(block.root.join(&path)).ok()?;
            texts.insert(path.clone(), t.clone());
            t
        }
    };
    let map = if path == block.file {
        Mapping::block(&whole, block.line, &source)?
    } else {
        Mapping::identity(&source, &whole)?
    };
    Some((path, edits.iter().map(|e| map.apply(&whole, e)).collect()))
}

/// From the bytes of a source text to the bytes of its file: a block's lines sit in
/// the page after a prefix the Markdown parser took away (list indentation, `> `).
struct Mapping {
    /// File byte of each source line's first byte, and that line's outer prefix.
    lines: Vec<(usize, String)>,
    starts: Vec<usize>,
}

impl Mapping {
    fn identity(source: &str, whole: &str) -> Option<Mapping> {
        (source == whole).then(|| Mapping {
            lines: vec![(0, String::new())],
            starts: vec![0],
        })
    }

    fn block(whole: &str, first_line: usize, body: &str) -> Option<Mapping> {
        let file_lines: Vec<(usize, &str)> = {
            let mut at = 0;
            whole
                .split_inclusive('\n')
                .map(|l| {
                    let here = at;
                    at += l.len();
                    (here, l.trim_end_matches(['\n', '\r']))
                })
                .collect()
        };
        let mut lines = Vec::new();
        let mut starts = Vec::new();
        let mut at = 0;
        for (i, line) in body.split_inclusive('\n').enumerate() {
            let content = line.trim_end_matches(['\n', '\r']);
            let (file_at, file_line) = *file_lines.get(first_line - 1 + i)?;
            let prefix_len = file_line.len().checked_sub(content.len())?;
            if !file_line.ends_with(content) {
                return None;
            }
            lines.push((file_at + prefix_len, file_line[..prefix_len].to_string()));
            starts.push(at);
            at += line.len();
        }
        Some(Mapping { lines, starts })
    }

    fn apply(&self, whole: &str, e: &Edit) -> FileEdit {
        let to_file = |o: usize| {
            let i = self.starts.partition_point(|s| *s <= o).saturating_sub(1);
            self.lines[i].0 + (o - self.starts[i])
        };
        let i = self
            .starts
            .partition_point(|s| *s <= e.start)
            .saturating_sub(1);
        let prefix = &self.lines[i].1;
        let at = to_file(e.at);
        FileEdit {
            start: to_file(e.start),
            end: to_file(e.end),
            text: e.text.replace('\n', &format!("\n{prefix}")),
            line: line_of(whole, at),
            old: e.old.clone(),
            new: e.new.clone(),
        }
    }
}

/// The edits that make every claim of `expect:` hold, or fill an empty `expect: {}`.
fn fixes(text: &str, key: &YNode, value: &YNode, ex: &Example, run: &Checked) -> Vec<Edit> {
    let entries = value.entries();
    if ex.expect.is_empty() && entries.is_empty() && value.is_flow() {
        return fill(text, key, value, ex, run).into_iter().collect();
    }
    if entries.len() != ex.expect.len() {
        return Vec::new();
    }
    let game = &run.last().game;
    let mut edits = Vec::new();
    let mut moving: [(Option<usize>, Vec<String>, Vec<String>); 2] = Default::default();
    for (i, ((k, v), claim)) in entries.iter().zip(&ex.expect).enumerate() {
        let raw = |n: &YNode| text[n.start..n.end].to_string();
        match &claim.kind {
            ClaimKind::Legal(list) | ClaimKind::Illegal(list) => {
                // 0: legal, 1: illegal; entries that fail move to the other list
                let side = usize::from(matches!(claim.kind, ClaimKind::Illegal(_)));
                moving[side].0 = Some(i);
                let items: Vec<&YNode> = match &v.kind {
                    YKind::Seq { items, .. } => items.iter().collect(),
                    YKind::Scalar { .. } | YKind::Map { .. } => vec![v],
                    YKind::Empty => Vec::new(),
                };
                if items.len() != list.len() {
                    continue;
                }
                for (item, m) in items.into_iter().zip(list) {
                    let verdict = facts::item_verdict(game, m);
                    let wrong = match side {
                        0 => matches!(verdict, MoveVerdict::Illegal(_)),
                        _ => verdict == MoveVerdict::Legal,
                    };
                    // an entry that stays in a block list keeps its text as written
                    let block = matches!(v.kind, YKind::Seq { flow: false, .. });
                    if wrong {
                        moving[1 - side].2.push(item_text(text, item));
                    } else if block {
                        moving[side].1.push(raw(item));
                    } else {
                        moving[side].1.push(item_text(text, item));
                    }
                }
            }
            ClaimKind::Check(names)
            | ClaimKind::Checkmate(names)
            | ClaimKind::Stalemate(names)
            | ClaimKind::Next(names)
            | ClaimKind::Eliminated(names)
            | ClaimKind::Winner(names) => {
                let Some(found) = facts::claim_seats(run, &claim.kind) else {
                    // `winner` of a drawn or unfinished game
                    let outcome = game.outcome();
                    if matches!(outcome.as_ref().map(|o| &o.result), Some(GameResult::Draw)) {
                        edits.push(Edit {
                            start: k.start,
                            end: v.end.max(k.end),
                            text: "draw: true".into(),
                            at: k.start,
                            old: entry_text(text, k, v),
                            new: "draw: true".into(),
                        });
                    } else {
                        edits.push(delete_entry(text, value, i, Removal::NotOver));
                    }
                    continue;
                };
                let written: Vec<&str> = names.iter().map(|n| n.value.as_str()).collect();
                let items = seat_names(game, &found, &written);
                let resolved: Option<BTreeSet<u8>> =
                    written.iter().map(|n| seat_named(game, n)).collect();
                if resolved != Some(found.iter().copied().collect()) {
                    edits.push(list_edit(text, k, v, &items));
                }
            }
            ClaimKind::Draw(want) => {
                let is_draw = matches!(game.outcome().map(|o| o.result), Some(GameResult::Draw));
                if is_draw != *want {
                    edits.push(replace(text, k, v, is_draw.to_string()));
                }
            }
            ClaimKind::End(reason) => match game.outcome() {
                Some(o) if o.reason.id() != reason.value => {
                    edits.push(replace(text, k, v, o.reason.id().to_string()));
                }
                Some(_) => {}
                None => edits.push(delete_entry(text, value, i, Removal::NotOver)),
            },
            ClaimKind::Ranking(places) => {
                let found: Vec<Vec<u8>> = match game.outcome().map(|o| o.result) {
                    Some(GameResult::Ranking(r)) => r,
                    Some(GameResult::Win(w)) => vec![w],
                    _ => {
                        edits.push(delete_entry(text, value, i, Removal::NoRanking));
                        continue;
                    }
                };
                let written: Vec<&str> =
                    places.iter().flatten().map(|n| n.value.as_str()).collect();
                let want: Option<Vec<BTreeSet<u8>>> = places
                    .iter()
                    .map(|p| p.iter().map(|n| seat_named(game, &n.value)).collect())
                    .collect();
                let found_sets: Vec<BTreeSet<u8>> =
                    found.iter().map(|p| p.iter().copied().collect()).collect();
                if want != Some(found_sets) {
                    let items: Vec<String> = found
                        .iter()
                        .map(|p| {
                            let names = seat_names(game, p, &written);
                            if names.len() == 1 {
                                names[0].clone()
                            } else {
                                flow(&names)
                            }
                        })
                        .collect();
                    edits.push(list_edit(text, k, v, &items));
                }
            }
            ClaimKind::Scores(_) => {
                for (seat, points) in v.entries() {
                    let Some(s) = seat.as_str().and_then(|n| seat_named(game, n)) else {
                        continue;
                    };
                    match game.score(s) {
                        Some(p) if points.as_str() != Some(p.to_string().as_str()) => {
                            edits.push(replace(text, seat, points, p.to_string()));
                        }
                        Some(_) => {}
                        None => {
                            // a format without points: the claim says so
                            edits.push(whole_value(text, k, v, "none".into()));
                            break;
                        }
                    }
                }
            }
            ClaimKind::NoScores => {
                let kept = crate::example::check::kept_scores(game);
                if !kept.is_empty() {
                    edits.push(replace(text, k, v, format!("{{{}}}", kept.join(", "))));
                }
            }
            ClaimKind::Clocks(_) => {
                for (seat, time) in v.entries() {
                    let Some(s) = seat.as_str().and_then(|n| seat_named(game, n)) else {
                        continue;
                    };
                    match game.clock_ms(s) {
                        Some(t) if time.as_str().and_then(parse_clock) != Some(t) => {
                            let mut new = format_clock(t);
                            if let Some(q) = text[time.start..]
                                .chars()
                                .next()
                                .filter(|c| *c == '"' || *c == '\'')
                            {
                                new = format!("{q}{new}{q}");
                            }
                            edits.push(replace(text, seat, time, new));
                        }
                        Some(_) => {}
                        None => {
                            edits.push(delete_entry(text, value, i, Removal::NoClock));
                            break;
                        }
                    }
                }
            }
            ClaimKind::Hands(_) => {
                for (seat, list) in v.entries() {
                    let Some(s) = seat.as_str().and_then(|n| seat_named(game, n)) else {
                        continue;
                    };
                    let found = crate::example::check::hand_letters(game, s);
                    let mut want: Vec<String> = list_strings(list)
                        .iter()
                        .map(|l| l.to_uppercase())
                        .collect();
                    want.sort();
                    if want != found {
                        edits.push(list_edit(text, seat, list, &found));
                    }
                }
            }
            ClaimKind::MovesOf(_) => {
                let g = game.geometry();
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
                            (name, raw(n))
                        })
                        .collect();
                    let want: BTreeSet<String> =
                        named.iter().filter_map(|(n, _)| n.clone()).collect();
                    if want == found && named.iter().all(|(n, _)| n.is_some()) {
                        continue;
                    }
                    // the author's squares that stay, in their order, then the missing ones
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
                    edits.push(list_edit(text, sq, dests, &new));
                }
            }
        }
    }
    // legal/illegal entries that moved
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
                // a new list, right after the one the moves come from
                let Some(from) = other.0 else { continue };
                edits.push(insert_entry(text, value, from, name, &flow(&incoming)));
            }
        }
    }
    edits
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
        new: crate::fr::authoring::removed(why),
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
fn fill(text: &str, key: &YNode, value: &YNode, ex: &Example, run: &Checked) -> Option<Edit> {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::example::schema::read_example;
    use crate::example::yaml::parse;

    /// The example blessed in memory: its text after the edits.
    fn blessed(text: &str) -> String {
        let ex = read_example(&parse(text).unwrap()).unwrap();
        let run = check(&ex, None).unwrap();
        let tree = spans::parse(text).unwrap();
        let (k, v) = tree.get("expect").unwrap();
        let mut edits = fixes(text, k, v, &ex, &run);
        edits.sort_by_key(|e| (e.start, e.end));
        let mut out = text.to_string();
        for e in edits.iter().rev() {
            out.replace_range(e.start..e.end, &e.text);
        }
        out
    }

    fn passes(text: &str) -> bool {
        let ex = read_example(&parse(text).unwrap()).unwrap();
        check(&ex, None).unwrap().failures.is_empty()
    }

    #[test]
    fn wrong_seats_are_rewritten_in_their_style() {
        let text = "game: chess\nmoves: [e4] # ouverture\nexpect:\n  next: blanc   # faux\n  check: [black]\n  eliminated:\n    - white\n";
        let out = blessed(text);
        assert_eq!(
            out,
            "game: chess\nmoves: [e4] # ouverture\nexpect:\n  next: black   # faux\n  check: []\n  eliminated: []\n"
        );
        assert!(passes(&out));
    }

    #[test]
    fn failing_moves_change_lists() {
        let text = "game: chess\nexpect:\n  legal: [e4, e2-e5, Nf3]\n  next: white\n";
        let out = blessed(text);
        assert_eq!(
            out,
            "game: chess\nexpect:\n  legal: [e4, Nf3]\n  illegal: [e2-e5]\n  next: white\n"
        );
        assert!(passes(&out));
        let text = "game: chess\nexpect: {illegal: [e4, Ke2], legal: [d4]}\n";
        let out = blessed(text);
        assert_eq!(
            out,
            "game: chess\nexpect: {illegal: [Ke2], legal: [d4, e4]}\n"
        );
        assert!(passes(&out));
    }

    #[test]
    fn empty_expect_is_filled() {
        let text = "game: chess\nmoves: [f3, e5, g4, Qh4]\nexpect: {}\n";
        let out = blessed(text);
        assert_eq!(
            out,
            "game: chess\nmoves: [f3, e5, g4, Qh4]\nexpect:\n  next: white\n  check: [white]\n  winner: [black]\n  end: checkmate\n"
        );
        assert!(passes(&out));
        let text = "game: chess\nshow: {moves_of: g1}\nexpect: {}\n";
        let out = blessed(text);
        assert!(out.contains("  moves_of: {g1: [f3, h3]}\n"), "{out}");
        assert!(passes(&out));
    }

    #[test]
    fn unfinished_games_lose_their_end_claims() {
        let text = "game: chess\nexpect:\n  end: checkmate\n  draw: true\n  next: white\n";
        let out = blessed(text);
        assert_eq!(out, "game: chess\nexpect:\n  draw: false\n  next: white\n");
        assert!(passes(&out));
    }

    #[test]
    fn block_lists_stay_block_lists() {
        // the author's squares that hold keep their order; the missing ones follow
        let text =
            "game: chess\nmoves: [e4, d5]\nexpect:\n  moves_of:\n    e4:\n      - e5\n      - e6\n";
        let out = blessed(text);
        assert_eq!(
            out,
            "game: chess\nmoves: [e4, d5]\nexpect:\n  moves_of:\n    e4:\n      - e5\n      - d5\n"
        );
        assert!(passes(&out));
    }

    #[test]
    fn a_block_in_a_list_keeps_its_prefix() {
        let page = "# T\n\n- item\n\n  ```position\n  game: chess\n  expect: {}\n  ```\n";
        let body = "game: chess\nexpect: {}\n";
        let map = Mapping::block(page, 6, body).unwrap();
        let tree = spans::parse(body).unwrap();
        let (k, v) = tree.get("expect").unwrap();
        let ex = read_example(&parse(body).unwrap()).unwrap();
        let run = check(&ex, None).unwrap();
        let e = map.apply(page, &fill(body, k, v, &ex, &run).unwrap());
        let mut out = page.to_string();
        out.replace_range(e.start..e.end, &e.text);
        assert_eq!(
            out,
            "# T\n\n- item\n\n  ```position\n  game: chess\n  expect:\n    next: white\n    check: []\n  ```\n"
        );
        assert_eq!(e.line, 7);
    }

    #[test]
    fn refused_and_accepted_acts_change_lists() {
        let text = "game: chess4-ffa\nexpect:\n  illegal: [{claim_win: red}, {resign: red}]\n  legal:\n    - draw_agreed: true\n";
        let out = blessed(text);
        assert_eq!(
            out,
            "game: chess4-ffa\nexpect:\n  illegal: [{claim_win: red}]\n  legal:\n    - draw_agreed: true\n    - {resign: red}\n"
        );
        assert!(passes(&out));
        // an act that is refused leaves `legal:` for a new `illegal:`
        let text = "game: shogi4\nexpect: {legal: [{resign: south}, 5g5f]}\n";
        let out = blessed(text);
        assert_eq!(
            out,
            "game: shogi4\nexpect: {legal: [5g5f], illegal: [{resign: south}]}\n"
        );
        assert!(passes(&out));
    }

    #[test]
    fn scores_of_a_format_without_points_become_none_and_back() {
        let text = "game: chess4-teams\nexpect:\n  scores:\n    red: 3\n  next: red\n";
        let out = blessed(text);
        assert_eq!(
            out,
            "game: chess4-teams\nexpect:\n  scores: none\n  next: red\n"
        );
        assert!(passes(&out));
        let text = "game: chess4-ffa\nmoves: [h2-h3]\nexpect: {scores: none}\n";
        let out = blessed(text);
        assert_eq!(
            out,
            "game: chess4-ffa\nmoves: [h2-h3]\nexpect: {scores: {red: 0, blue: 0, yellow: 0, green: 0}}\n"
        );
        assert!(passes(&out));
    }

    #[test]
    fn clocks_take_the_engine_times_in_their_quotes() {
        let text = "game: bughouse\nmoves: [\"1A. e4{179.051}\"]\nexpect:\n  clocks: {A: \"3:00\", a: 3:00, B: 2:00}\n";
        let out = blessed(text);
        assert_eq!(
            out,
            "game: bughouse\nmoves: [\"1A. e4{179.051}\"]\nexpect:\n  clocks: {A: \"2:59.051\", a: 3:00, B: 3:00}\n"
        );
        assert!(passes(&out));
        // a game without clocks loses the claim
        let text = "game: chess\nexpect:\n  clocks: {white: 3:00}\n  next: white\n";
        let out = blessed(text);
        assert_eq!(out, "game: chess\nexpect:\n  next: white\n");
        // an empty expect with shown clocks gets them
        let text = "game: bughouse\nshow: {clocks: true}\nexpect: {}\n";
        let out = blessed(text);
        assert!(
            out.contains("  clocks: {A: \"3:00\", a: \"3:00\", B: \"3:00\", b: \"3:00\"}\n"),
            "{out}"
        );
        assert!(passes(&out));
    }
}
