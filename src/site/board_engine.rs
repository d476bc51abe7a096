//! What a page needs to draw the positions the engine answers in the reader's browser:
//! a drawing (look) for every piece the figure's game can come to hold, each seat's
//! own pieces facing their own way, promoted, dead or turned over where its family has
//! them, and its pieces in hand. The page script finds a look by the engine's piece
//! key ([`arbitre_play::piece_key`]).

use serde_json::{Map, Value};

use super::board_data::Looks;
use crate::diagram::{Defs, Diagram, PageBoard};
use crate::example::check::{Checked, Step};
use crate::notation;
use crate::rules::{AnyGame, Family, Game, Piece, PieceKind};

/// How the page's engine reaches one frame: from a position string, or by the move
/// that led there from the frame before (much shorter than a position).
pub enum EngineFrame {
    Position(String),
    Move(String),
}

/// The frame of `game`, reached by `step` from `before`: the move's text when the
/// engine reads it back as the same move, else the position.
pub fn engine_frame(before: Option<&AnyGame>, step: &Step, game: &AnyGame) -> EngineFrame {
    if let (Some(before), Some((seat, mv))) = (before, step.replayed()) {
        let text = notation::write_move(before, seat, mv);
        if matches!(notation::parse_move(before, &text), Ok((s, m)) if s == seat && m == *mv) {
            return EngineFrame::Move(text);
        }
    }
    EngineFrame::Position(page_position(game))
}

/// A position as the page gives it to its engine: `start` for its preset's start, the
/// four-player board without the corner cells of its arms
/// ([`arbitre_play::compact_position`]); the engine reads both back.
pub fn page_position(game: &AnyGame) -> String {
    let text = notation::write_position(game);
    let preset = game.preset();
    let start = notation::parse_position(preset, "start").map(|s| notation::write_position(&s));
    if start.as_deref() == Ok(text.as_str()) {
        return "start".into();
    }
    arbitre_play::compact_position(preset, &text)
}

/// An example's line for « suivre la ligne du guide » on a figure that shows only its
/// last position: the start and each move, or `None` when a step is no board move.
pub fn engine_line(checked: &Checked) -> Option<(String, Vec<String>)> {
    let start = page_position(checked.start());
    let mut moves = Vec::new();
    let mut ok = true;
    let mut before: Option<AnyGame> = None;
    checked.walk(|_, step, game| {
        match engine_frame(before.as_ref(), step, game) {
            EngineFrame::Move(text) => moves.push(text),
            EngineFrame::Position(_) if before.is_some() => ok = false,
            EngineFrame::Position(_) => {}
        }
        before = Some(game.clone());
    });
    (ok && !moves.is_empty()).then_some((start, moves))
}

/// The variants (promoted, dead, turned over) a family's pieces may take in play, as
/// its [`crate::family::GameFamily::piece_states`] says.
fn variants(family: Family, kind: PieceKind) -> Vec<(bool, bool, bool)> {
    let can = crate::family::for_family(family).piece_states(kind);
    let mut out = Vec::new();
    for promoted in [false, true] {
        for dead in [false, true] {
            if (promoted && !can.promotes) || (dead && !can.dies) {
                continue;
            }
            out.push((promoted, dead, false));
        }
    }
    if can.turns {
        out.push((false, false, true));
    }
    out
}

/// The id, in the page's table, of the map from the engine's piece keys to look ids
/// (`{"k": {"0PN": "pawn-white-0", …}, "hk": {"0P": …}}`) for the pieces `game` may
/// come to hold; the looks (and their symbols) go to the page's table once per page.
pub fn engine_keys(boards: &[Diagram], game: &dyn Game, defs: &mut Defs) -> String {
    let mut looks: Looks = Vec::new();
    let (keys, hand_keys) = engine_looks(boards, game, &mut looks, defs);
    super::board_data::look_ids(&looks, defs);
    let text = serde_json::json!({ "k": keys, "hk": hand_keys }).to_string();
    let id = format!("arb-k-{:x}", xxhash_rust::xxh3::xxh3_64(text.as_bytes()));
    defs.add_look(&id, || text);
    id
}

/// Adds the looks of every piece `game` may come to hold to `looks` (and their symbols
/// to `defs`); returns piece key → look id, and `seat` + letter → look id for pieces
/// in hand.
fn engine_looks(
    boards: &[Diagram],
    game: &dyn Game,
    looks: &mut Looks,
    defs: &mut Defs,
) -> (Map<String, Value>, Map<String, Value>) {
    let family = game.preset().family();
    let start = game.preset().start();
    let start = start.as_game();
    let mut kinds: Vec<PieceKind> = (0..start.board_count())
        .flat_map(|b| start.board_pieces(b))
        .map(|(_, p)| p.kind)
        .collect();
    kinds.sort();
    kinds.dedup();
    let mut keys = Map::new();
    let mut hand_keys = Map::new();
    let remember = |p: &Piece, pb: &PageBoard, looks: &mut Looks, defs: &mut Defs| {
        let (id, look) = pb.look(p, defs);
        if !looks.iter().any(|(i, _)| *i == id) {
            looks.push((id.clone(), look));
        }
        Value::String(id)
    };
    for seat in game.seats() {
        let board = game.board_of(seat);
        let Some(d) = boards.get(board) else { continue };
        let pb = PageBoard::new(d);
        // the way this seat's pieces face at the start (every piece of a seat alike)
        let Some(facing) = start
            .board_pieces(board)
            .into_iter()
            .find(|(_, p)| p.owner == seat)
            .map(|(_, p)| p.facing)
        else {
            continue;
        };
        for &kind in &kinds {
            for (promoted, dead, flipped) in variants(family, kind) {
                let mut p = Piece::new(kind, seat, facing);
                (p.promoted, p.dead, p.flipped) = (promoted, dead, flipped);
                let code = remember(&p, &pb, looks, defs);
                let key = arbitre_play::piece_key(&p);
                // a promoted piece drawn as the piece (four-player chess): the page
                // falls back on the key without `+`
                if promoted && keys.get(&key.replacen('+', "", 1)) == Some(&code) {
                    continue;
                }
                keys.insert(key, code);
            }
        }
        if d.hands.iter().any(|(s, _)| *s == seat) {
            let hand_facing = d.style(seat).edge.opposite();
            for &kind in kinds.iter().filter(|k| **k != PieceKind::King) {
                let p = Piece::new(kind, seat, hand_facing);
                let code = remember(&p, &pb, looks, defs);
                hand_keys.insert(format!("{seat}{}", kind.letter()), code);
            }
        }
    }
    (keys, hand_keys)
}
