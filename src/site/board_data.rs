//! The data of an interactive figure (`script.board-data`), computed by the engine at
//! build time so that no rule runs in the browser: for every frame of the example, what
//! is on each board and in each hand, who moves, the last move, the kings in check, a
//! status line, and every legal move and drop, compactly.
//!
//! ```text
//! { "seats":  "arb-s-…",   the page table's { "0": ["des Blancs", "aux Blancs", "Blancs"], … }
//!                            (genitive, dative, name of each seat)
//!   "boards": ["arb-b-…"],   each board's drawing (its trays and markers: page table)
//!   "looks":  ["pawn-white-0", …],  look ids; code a = the first, b = the second…
//!             (their templates, [seat, "Pion", "<board>", "<hand>", "P"] with {x} {y},
//!             are in the page's `script.arb-looks`, each once)
//!   "counts": { "2": "<use …/>" },   count badges in hand (no key when none)
//!   "status": ["Trait aux Noirs.", …],                           status lines
//!   "frames": [ { "l": "2.Cf3",                                  the move that led here
//!                 "p": ["g1,f3a"],        per board: square+look, "square" alone = emptied
//!                 "h": { "0": "a2,b" },   hands (look, count); only when they change
//!                 "t": [1], "lm": ["g1f3"], "ck": [""], "s": 0,   idem (s: a status line)
//!                 "m": ["g8f6h6;b8a6c6;*1N~…"] } ] }             moves, per board
//! ```
//!
//! Frame 0 lists every piece; each later frame only the squares that changed. A board's
//! moves are `;`-separated entries, each an origin (a square, or `*1N`: seat 1's knight
//! in hand) followed by its destinations: square names one after the other in board
//! order, or, when shorter, `~` and a bit set over the board's squares in screen order
//! (six squares per character, `A–Z a–z 0–9 - _`). The page script names a move by its
//! origin, with the board's letter on bughouse (`A:e2`).
//!
//! Where the site ships the rules engine ([`super::engine`]), frames carry no moves:
//! the first its position (`"pos"`), each later one the move that led to it (`"mv"`,
//! or its position when the engine could not read the move back). The figure says how
//! to start the engine's game and draw what it answers: `"g"` the preset, `"r"` its
//! options (none: no `"r"`), `"kid"` the page table's map of piece keys → look ids
//! (every piece the game can come to hold, and pieces in hand), `"line"` the example's
//! start and moves on a figure that shows only its end. A position is `start` for its
//! preset's start, and a four-player board leaves out its corner cells. A figure of one
//! frame and no hands has neither `"p"` nor `"looks"`: the page reads its pieces from
//! its drawing. See [`super::board_engine`].

use std::collections::{BTreeMap, BTreeSet};

use serde_json::{Map, Value, json};

use super::board_engine::EngineFrame;
use crate::diagram::{BoardFrame, Defs, Diagram, PageBoard, PageLook, grid_of};
use crate::lang::fr::{seat_dative, seat_genitive, seat_name};
use crate::rules::{Game, Move, Square};

/// One frame of a figure: its boards as drawn (with the example's `show:` only on the
/// last), its legal moves ([`frame_moves`]) or, where the engine plays in the page, its
/// position string instead, its step label and status line.
pub struct FigureFrame {
    pub boards: Vec<Diagram>,
    pub moves: Vec<Vec<(String, Vec<String>)>>,
    pub engine: Option<super::board_engine::EngineFrame>,
    pub label: String,
    pub status: String,
}

/// The legal moves of a frame's first `boards` boards, as [`moves_of_board`] gives them
/// with the squares named: taken while the frame's game is at hand, so that a figure
/// never holds every frame's game at once.
pub fn frame_moves(game: &dyn Game, boards: usize) -> Vec<Vec<(String, Vec<String>)>> {
    let g = game.geometry();
    (0..boards)
        .map(|b| {
            moves_of_board(game, b)
                .into_iter()
                .map(|(key, dests)| (key, dests.iter().map(|s| g.name(*s)).collect()))
                .collect()
        })
        .collect()
}

const B64: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// Destination squares as one string: names in a row, or a bit set over `order`.
pub fn encode_squares(names: &[String], order: &[String]) -> String {
    let list: String = names.concat();
    let mut bits = vec![0u8; order.len().div_ceil(6)];
    for n in names {
        if let Some(i) = order.iter().position(|o| o == n) {
            bits[i / 6] |= 1 << (i % 6);
        }
    }
    let mask: String = std::iter::once('~')
        .chain(bits.iter().map(|b| B64[*b as usize] as char))
        .collect();
    if mask.len() < list.len() { mask } else { list }
}

/// Legal destinations per origin of one board's players, in board order (file, then
/// rank: "k1, k2, k10"), keyed as the page script asks (see the module notes).
pub fn moves_of_board(game: &dyn Game, board: usize) -> Vec<(String, Vec<Square>)> {
    let g = game.geometry();
    let prefix = if game.board_count() > 1 {
        format!("{}:", char::from(b'A' + board as u8))
    } else {
        String::new()
    };
    let mut map: BTreeMap<String, BTreeSet<(i32, i32, Square)>> = BTreeMap::new();
    for seat in game
        .to_move()
        .into_iter()
        .filter(|s| game.board_of(*s) == board)
    {
        for mv in game.legal_moves_of(seat) {
            let (key, to) = match mv {
                Move::Step { from, to, .. } => (format!("{prefix}{}", g.name(from)), to),
                Move::Castle {
                    king_from, king_to, ..
                } => (format!("{prefix}{}", g.name(king_from)), king_to),
                Move::Drop { kind, to } => (format!("*{seat}{}", kind.letter()), to),
                _ => continue,
            };
            let (f, r) = g.coords(to);
            map.entry(key).or_default().insert((f, r, to));
        }
    }
    map.into_iter()
        .map(|(k, v)| (k, v.into_iter().map(|(_, _, s)| s).collect()))
        .collect()
}

/// Letters for look ids: a, b, … z, A … Z, then aa, ab, …
#[doc(hidden)]
pub fn code(i: usize) -> String {
    const L: &[u8] = b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
    if i < L.len() {
        (L[i] as char).to_string()
    } else {
        format!("{}{}", code(i / L.len() - 1), L[i % L.len()] as char)
    }
}

/// The looks a figure uses, in the order their codes are given.
pub(super) type Looks = Vec<(String, PageLook)>;

/// The JSON of an interactive figure (escape it for its `<script>`), its seats named
/// after `seats`; the symbols and looks its frames use are added to `defs`.
pub fn figure_data(
    frames: &[FigureFrame],
    seats: &dyn Game,
    line: Option<(String, Vec<String>)>,
    defs: &mut Defs,
) -> String {
    let Some(first) = frames.first() else {
        return "{}".into();
    };
    // Boards: their drawings' ids (trays and markers are in the page's table under them)
    let mut boards = Vec::new();
    let mut orders: Vec<Vec<String>> = Vec::new();
    for d in &first.boards {
        let pb = PageBoard::new(d);
        boards.push(Value::String(pb.board_id(defs)));
        orders.push(grid_of(d, &pb.l).into_iter().flatten().flatten().collect());
    }
    let mut looks: Looks = Vec::new();
    let mut counts: BTreeSet<u32> = BTreeSet::new();
    let mut statuses: Vec<String> = Vec::new();
    let mut out_frames = Vec::new();
    let mut before: Option<(Vec<BoardFrame>, &str)> = None;
    for f in frames {
        let now: Vec<BoardFrame> = f
            .boards
            .iter()
            .map(|d| PageBoard::new(d).frame(&mut looks, defs))
            .collect();
        for bf in &now {
            for (_, items) in &bf.hands {
                counts.extend(items.iter().map(|(_, _, n)| *n).filter(|n| *n > 1));
            }
        }
        let before_boards = before.as_ref().map(|(b, _)| b.as_slice());
        let mut o = Map::new();
        o.insert("l".into(), Value::String(f.label.clone()));
        o.insert("p".into(), pieces_changed(&now, before_boards, &looks));
        changes(&mut o, &now, before_boards, &looks);
        if before.as_ref().map(|(_, s)| *s) != Some(f.status.as_str()) {
            let at = match statuses.iter().position(|s| *s == f.status) {
                Some(i) => i,
                None => {
                    statuses.push(f.status.clone());
                    statuses.len() - 1
                }
            };
            o.insert("s".into(), Value::from(at));
        }
        match &f.engine {
            Some(EngineFrame::Position(pos)) => o.insert("pos".into(), Value::String(pos.clone())),
            Some(EngineFrame::Move(text)) => o.insert("mv".into(), Value::String(text.clone())),
            None => o.insert("m".into(), moves_json(&f.moves, &orders)),
        };
        out_frames.push(Value::Object(o));
        before = Some((now, f.status.as_str()));
    }
    let engine = first
        .engine
        .is_some()
        .then(|| super::board_engine::engine_keys(&first.boards, seats, defs));
    let mut look_ids = look_ids(&looks, defs);
    // A figure the engine plays, with one frame and nothing in hand: its drawing shows
    // that frame, so the page reads the pieces from it (its looks are in the page's
    // table) and the engine the position; the list of pieces would say it a third time.
    if engine.is_some()
        && let [Value::Object(only)] = out_frames.as_mut_slice()
        && only.contains_key("pos")
        && !only.contains_key("h")
    {
        only.remove("p");
        look_ids.clear();
    }
    let no_looks = look_ids.is_empty();
    let mut counts_json = Map::new();
    for n in counts {
        counts_json.insert(n.to_string(), Value::String(PageBoard::count(n, defs)));
    }
    let mut data = json!({
        "seats": seat_words(seats, defs),
        "boards": boards,
        "looks": look_ids,
        "counts": counts_json,
        "status": statuses,
        "frames": out_frames,
    });
    if let Some(o) = data.as_object_mut() {
        // none of either: no key (most figures have no count badge)
        if no_looks {
            o.remove("looks");
        }
        if o.get("counts")
            .is_some_and(|c| c.as_object().is_some_and(|c| c.is_empty()))
        {
            o.remove("counts");
        }
    }
    if let (Some(keys), Some(o)) = (engine, data.as_object_mut()) {
        // the engine's game: preset, options, the page's map of its piece keys, and
        // the example's line when the figure shows only its end
        o.insert("g".into(), Value::String(seats.preset().id().into()));
        let rules = super::engine::rules_of(seats);
        if !rules.is_empty() {
            o.insert("r".into(), Value::String(rules));
        }
        o.insert("kid".into(), Value::String(keys));
        if let Some((start, moves)) = line {
            o.insert("line".into(), json!({ "pos": start, "mv": moves }));
        }
    }
    serde_json::to_string(&data).unwrap_or_else(|_| "{}".into())
}

/// Each seat's genitive, dative and name, for the page script's sentences: in the
/// page's table, once per page (its id in the figure).
fn seat_words(game: &dyn Game, defs: &mut Defs) -> Value {
    let mut seats = Map::new();
    for s in game.seats() {
        let id = game.seat_id(s);
        // typography: « d’Ouest », the same apostrophe as the board's other messages
        let words = [
            seat_genitive(id),
            seat_dative(id),
            seat_name(id).to_string(),
        ]
        .map(|w| super::typography::french(&w));
        seats.insert(s.to_string(), json!(words));
    }
    let text = Value::Object(seats).to_string();
    let id = format!("arb-s-{:x}", xxhash_rust::xxh3::xxh3_64(text.as_bytes()));
    defs.add_look(&id, || text);
    Value::String(id)
}

/// The code of a look id.
fn code_of(id: &str, looks: &Looks) -> String {
    code(looks.iter().position(|(i, _)| i == id).unwrap_or(0))
}

/// Per board: every piece at first, then the squares that changed (`square` alone:
/// emptied).
fn pieces_changed(now: &[BoardFrame], before: Option<&[BoardFrame]>, looks: &Looks) -> Value {
    let mut p = Vec::new();
    for (b, bf) in now.iter().enumerate() {
        let was: BTreeMap<&str, &str> = before
            .and_then(|v| v.get(b))
            .map(|x| {
                x.pieces
                    .iter()
                    .map(|(s, l)| (s.as_str(), l.as_str()))
                    .collect()
            })
            .unwrap_or_default();
        let is: BTreeMap<&str, &str> = bf
            .pieces
            .iter()
            .map(|(s, l)| (s.as_str(), l.as_str()))
            .collect();
        let mut tokens = Vec::new();
        for (sq, look) in &bf.pieces {
            if was.get(sq.as_str()) != Some(&look.as_str()) {
                tokens.push(format!("{sq}{}", code_of(look, looks)));
            }
        }
        for sq in was.keys() {
            if !is.contains_key(sq) {
                tokens.push(sq.to_string());
            }
        }
        p.push(Value::String(tokens.join(",")));
    }
    Value::Array(p)
}

/// Hands (`h`), movers (`t`), last move (`lm`) and checks (`ck`), each only when it
/// changed since the frame before.
fn changes(
    o: &mut Map<String, Value>,
    now: &[BoardFrame],
    before: Option<&[BoardFrame]>,
    looks: &Looks,
) {
    let h = hands_json(now, looks);
    if !h.is_empty() && before.map(|b| hands_json(b, looks)).as_ref() != Some(&h) {
        o.insert("h".into(), Value::Object(h));
    }
    let movers = movers_json(now);
    if before.map(movers_json).as_ref() != Some(&movers) {
        o.insert("t".into(), Value::Array(movers));
    }
    let changed = |get: &dyn Fn(&BoardFrame) -> Value| -> Option<Value> {
        let v = Value::Array(now.iter().map(get).collect());
        let w = before.map(|b| Value::Array(b.iter().map(get).collect()));
        (w.as_ref() != Some(&v)).then_some(v)
    };
    if let Some(v) = changed(&|b: &BoardFrame| Value::String(b.last_move.concat())) {
        o.insert("lm".into(), v);
    }
    if let Some(v) = changed(&|b: &BoardFrame| Value::String(b.checked.concat())) {
        o.insert("ck".into(), v);
    }
}

/// Hands merged over boards, keyed by seat: look codes with counts over one.
fn hands_json(frames: &[BoardFrame], looks: &Looks) -> Map<String, Value> {
    let mut h = Map::new();
    for bf in frames {
        for (seat, items) in &bf.hands {
            let text: Vec<String> = items
                .iter()
                .map(|(look, _, n)| {
                    let c = code_of(look, looks);
                    if *n > 1 { format!("{c}{n}") } else { c }
                })
                .collect();
            h.insert(seat.to_string(), Value::String(text.join(",")));
        }
    }
    h
}

/// The seats to move on every board, sorted.
fn movers_json(frames: &[BoardFrame]) -> Vec<Value> {
    let mut m: Vec<u8> = frames.iter().flat_map(|b| b.movers.clone()).collect();
    m.sort();
    m.dedup();
    m.into_iter().map(Value::from).collect()
}

/// Every legal move, per board (see the module notes).
fn moves_json(moves: &[Vec<(String, Vec<String>)>], orders: &[Vec<String>]) -> Value {
    let mut m = Vec::new();
    for (b, order) in orders.iter().enumerate() {
        let entries: Vec<String> = moves
            .get(b)
            .into_iter()
            .flatten()
            .map(|(key, names)| {
                // the board's letter is implied by the string's place
                let origin = key.rsplit(':').next().unwrap_or(key);
                format!("{origin}{}", encode_squares(names, order))
            })
            .collect();
        m.push(Value::String(entries.join(";")));
    }
    Value::Array(m)
}

/// The looks' ids, in code order; their templates go to the page's table (once per
/// page).
pub(super) fn look_ids(looks: &Looks, defs: &mut Defs) -> Vec<Value> {
    let mut ids = Vec::new();
    for (id, look) in looks {
        ids.push(Value::String(id.clone()));
        defs.add_look(id, || {
            json!([
                look.seat,
                // « Général d’or »: the apostrophe of the board's other messages
                super::typography::french(&crate::diagram::piece_name_fr(
                    look.piece.kind,
                    look.piece.promoted
                )),
                look.board,
                look.hand,
                look.piece.kind.letter().to_string()
            ])
            .to_string()
        });
    }
    ids
}
