//! Conversion between the shared geometry's squares and compact indices (a1 = 0).

use crate::{Geometry, Square};
use std::sync::OnceLock;

/// The 8x8 geometry, shared by every chess game (no copy per game).
pub fn geometry() -> &'static Geometry {
    static G: OnceLock<Geometry> = OnceLock::new();
    G.get_or_init(Geometry::chess)
}

/// Compact index of a square of the chess geometry.
pub fn to_index(sq: Square) -> Option<u8> {
    let g = geometry();
    if !g.contains(sq) {
        return None;
    }
    let (f, r) = g.coords(sq);
    Some((r * 8 + f) as u8)
}

/// The geometry square of a compact index (`idx` < 64).
pub fn to_square(idx: u8) -> Square {
    // `squares()` lists a1, b1, ..., h8: rank by rank, the same order as the index.
    geometry().squares()[(idx & 63) as usize]
}

/// `e4` style name of a compact index.
pub fn name(idx: u8) -> String {
    let idx = idx & 63;
    format!("{}{}", (b'a' + idx % 8) as char, idx / 8 + 1)
}

/// Parses `e4` into a compact index.
pub fn parse(s: &str) -> Option<u8> {
    match s.as_bytes() {
        [f @ b'a'..=b'h', r @ b'1'..=b'8'] => Some((r - b'1') * 8 + (f - b'a')),
        _ => None,
    }
}
