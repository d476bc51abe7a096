//! The board under the pieces, drawn once per process: the squares of every diagram
//! of one board kind, orientation and scale are the same opaque rectangles, and
//! painting them (with the white around them) was a seventh of a PNG's cost. The
//! canvas as it stands after them is kept, and the next diagram that starts with the
//! same rectangles at the same size starts from a copy.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use super::canvas::{Canvas, Snapshot};
use super::elements::Rect;
use super::plan::Op;

/// Boards kept at most (a cross board at print size is under 1 MB); past it the table
/// starts again, so a book of many board shapes only draws them as before.
const MAX_BOARDS: usize = 16;

/// What the kept canvas was drawn from, exactly: its size, the scale's bits and every
/// field of every rectangle.
type Key = Vec<u32>;

fn boards() -> &'static Mutex<HashMap<Key, Arc<Snapshot>>> {
    static BOARDS: OnceLock<Mutex<HashMap<Key, Arc<Snapshot>>>> = OnceLock::new();
    BOARDS.get_or_init(Default::default)
}

/// How many of the first steps are opaque rectangles (the squares): the part of the
/// drawing that is the same for every diagram of a board.
pub fn leading_squares(ops: &[Op]) -> usize {
    ops.iter()
        .take_while(|op| matches!(op, Op::Rect(r) if r.fill.is_some_and(|(_, o)| o >= 1.0)))
        .count()
}

fn key(squares: &[Op], k: f32, canvas: &Canvas) -> Key {
    let mut key = vec![canvas.w, canvas.h, k.to_bits()];
    for op in squares {
        if let Op::Rect(r) = op {
            push_rect(&mut key, r);
        }
    }
    key
}

fn push_rect(key: &mut Key, r: &Rect) {
    key.extend([r.x, r.y, r.w, r.h].map(f32::to_bits));
    match r.fill {
        Some((c, o)) => key.extend([1, rgb(c), o.to_bits()]),
        None => key.push(0),
    }
    match r.stroke {
        Some((c, w, o)) => key.extend([1, rgb(c), w.to_bits(), o.to_bits()]),
        None => key.push(0),
    }
}

fn rgb(c: [u8; 3]) -> u32 {
    u32::from(c[0]) << 16 | u32::from(c[1]) << 8 | u32::from(c[2])
}

/// Brings the canvas to the state after the steps `squares` (all opaque rectangles),
/// from the table, or by `paint` (which draws them on the canvas as it is) and then
/// keeps the result.
pub fn squares(
    canvas: &mut Canvas,
    squares: &[Op],
    k: f32,
    paint: impl FnOnce(&mut Canvas) -> Option<()>,
) -> Option<()> {
    let key = key(squares, k, canvas);
    let kept = boards().lock().ok()?.get(&key).cloned();
    if let Some(snapshot) = kept {
        canvas.restore(&snapshot);
        return Some(());
    }
    paint(canvas)?;
    let snapshot = Arc::new(canvas.snapshot());
    let mut table = boards().lock().ok()?;
    if table.len() >= MAX_BOARDS {
        table.clear();
    }
    table.insert(key, snapshot);
    Some(())
}

/// Forgets every board kept (for tests).
#[doc(hidden)]
pub fn forget() {
    if let Ok(mut table) = boards().lock() {
        table.clear();
    }
}

/// How many boards are kept at the scale `k` (for tests).
#[doc(hidden)]
pub fn kept_at(k: f32) -> usize {
    boards()
        .lock()
        .map_or(0, |t| t.keys().filter(|key| key[2] == k.to_bits()).count())
}
