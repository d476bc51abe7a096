//! The cross board's mailbox as constants, for the hot loops of move generation: which
//! cells exist, each cell's file and rank, and the offsets of steps. They describe the
//! same board as [`crate::Geometry::cross`] (a test checks it), without its lookup
//! through a shared value at every step.

use super::CELLS;

/// Mailbox cells per row: 14 files and a border of two cells each side.
pub const STRIDE: i32 = 18;
const PAD: i32 = 2;

const fn edge(x: i32) -> bool {
    x < 3 || x >= 11
}

const fn on_board(f: i32, r: i32) -> bool {
    f >= 0 && f < 14 && r >= 0 && r < 14 && !(edge(f) && edge(r))
}

/// Whether each mailbox cell is a square of the board.
pub const EXISTS: [bool; CELLS] = {
    let mut t = [false; CELLS];
    let mut i = 0;
    while i < CELLS {
        let (f, r) = (i as i32 % STRIDE - PAD, i as i32 / STRIDE - PAD);
        t[i] = on_board(f, r);
        i += 1;
    }
    t
};

/// Each cell's zero-based (file, rank), border cells included.
pub const COORDS: [(i8, i8); CELLS] = {
    let mut t = [(0, 0); CELLS];
    let mut i = 0;
    while i < CELLS {
        t[i] = (
            (i as i32 % STRIDE - PAD) as i8,
            (i as i32 / STRIDE - PAD) as i8,
        );
        i += 1;
    }
    t
};

/// The 160 squares, in the order of [`crate::Geometry::squares`] (a1 onward, rank by
/// rank).
pub const SQUARES: [u16; 160] = {
    let mut t = [0u16; 160];
    let (mut i, mut n) = (0, 0);
    while i < CELLS {
        if EXISTS[i] {
            t[n] = i as u16;
            n += 1;
        }
        i += 1;
    }
    t
};

/// Each cell's index in [`SQUARES`] (0 for a cell that is no square).
pub const BIT: [u8; CELLS] = {
    let mut t = [0u8; CELLS];
    let mut n = 0;
    while n < SQUARES.len() {
        t[SQUARES[n] as usize] = n as u8;
        n += 1;
    }
    t
};

/// Whether a mailbox index is a square (any index a step from a square can reach).
#[inline(always)]
pub fn exists(idx: i32) -> bool {
    matches!(EXISTS.get(idx as usize), Some(true))
}

/// The mailbox offset of a (file, rank) delta.
#[inline(always)]
pub const fn off((df, dr): (i32, i32)) -> i32 {
    dr * STRIDE + df
}

/// A cell's (file, rank).
#[inline(always)]
pub fn coords(idx: u16) -> (i32, i32) {
    let (f, r) = COORDS[idx as usize];
    (f as i32, r as i32)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Geometry, Square};

    #[test]
    fn the_constants_describe_the_cross_geometry() {
        let g = Geometry::cross();
        assert_eq!(g.cells(), CELLS);
        let squares: Vec<u16> = g.squares().iter().map(|s| s.0).collect();
        assert_eq!(squares, SQUARES);
        for (i, &exists) in EXISTS.iter().enumerate() {
            assert_eq!(exists, g.contains(Square(i as u16)), "cell {i}");
            if exists {
                assert_eq!(coords(i as u16), g.coords(Square(i as u16)));
            }
        }
        for (n, &sq) in SQUARES.iter().enumerate() {
            assert_eq!(BIT[sq as usize] as usize, n);
        }
        for d in [(1, 2), (-2, 1), (1, 1), (0, -1)] {
            assert_eq!(off(d), g.offset(d));
        }
    }
}
