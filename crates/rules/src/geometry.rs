//! Board geometries: which squares exist and how to step between them.
//!
//! A square is an index into a padded mailbox: the board's grid surrounded by a
//! border two cells wide, so that a knight's jump from an edge lands on a border
//! cell instead of wrapping around. Missing squares (the corners of the 4-player
//! cross) are simply cells that do not exist, exactly like the border, so a slider
//! stops there and a knight is judged by its destination alone.

use std::fmt;

const PAD: i32 = 2;

/// The eight knight jumps, as (file, rank) deltas.
pub const KNIGHT_JUMPS: [(i32, i32); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];
/// The eight king steps, as (file, rank) deltas.
pub const KING_STEPS: [(i32, i32); 8] = [
    (0, 1),
    (1, 1),
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, -1),
    (-1, 0),
    (-1, 1),
];

/// A square of some geometry: an index into that geometry's padded mailbox.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(pub u16);

impl fmt::Debug for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Square({})", self.0)
    }
}

/// A direction on the board, seen from the bottom (rank 1 / South): also what
/// "forward" means for a piece with a facing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Direction {
    /// Toward higher ranks (up).
    North,
    /// Toward higher files (right).
    East,
    /// Toward lower ranks (down).
    South,
    /// Toward lower files (left).
    West,
}

impl Direction {
    pub const ALL: [Direction; 4] = [
        Direction::North,
        Direction::East,
        Direction::South,
        Direction::West,
    ];

    /// Unit vector (file delta, rank delta).
    pub fn vector(self) -> (i32, i32) {
        match self {
            Direction::North => (0, 1),
            Direction::East => (1, 0),
            Direction::South => (0, -1),
            Direction::West => (-1, 0),
        }
    }

    /// Turns a vector written relative to this facing ("forward" = +rank, "right" =
    /// +file for a piece facing North) into an absolute (file, rank) delta.
    pub fn orient(self, (right, forward): (i32, i32)) -> (i32, i32) {
        match self {
            Direction::North => (right, forward),
            Direction::East => (forward, -right),
            Direction::South => (-right, -forward),
            Direction::West => (-forward, right),
        }
    }

    pub fn opposite(self) -> Direction {
        match self {
            Direction::North => Direction::South,
            Direction::East => Direction::West,
            Direction::South => Direction::North,
            Direction::West => Direction::East,
        }
    }
}

/// The kind of board, for code that names squares or draws them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BoardKind {
    /// 8x8 chess board.
    Chess,
    /// 14x14 without its four 3x3 corners (160 squares).
    Cross,
    /// 9x9 shogi board.
    Shogi,
}

/// Which squares exist on a board, and the arithmetic to move between them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Geometry {
    kind: BoardKind,
    files: i32,
    ranks: i32,
    stride: i32,
    /// Indexed by mailbox cell; false on the border and on missing squares.
    exists: Vec<bool>,
    /// Every existing square, from a1 file by file, rank by rank.
    squares: Vec<Square>,
}

impl Geometry {
    pub fn chess() -> Geometry {
        Geometry::new(BoardKind::Chess, 8, 8, |_, _| true)
    }

    /// The 4-player cross: files a–n, ranks 1–14, minus the four 3x3 corners.
    pub fn cross() -> Geometry {
        Geometry::new(BoardKind::Cross, 14, 14, |f, r| {
            let edge = |x: i32| !(3..11).contains(&x);
            !(edge(f) && edge(r))
        })
    }

    pub fn shogi() -> Geometry {
        Geometry::new(BoardKind::Shogi, 9, 9, |_, _| true)
    }

    fn new(
        kind: BoardKind,
        files: i32,
        ranks: i32,
        present: impl Fn(i32, i32) -> bool,
    ) -> Geometry {
        let stride = files + 2 * PAD;
        let cells = (stride * (ranks + 2 * PAD)) as usize;
        let mut exists = vec![false; cells];
        let mut squares = Vec::new();
        for r in 0..ranks {
            for f in 0..files {
                if present(f, r) {
                    let idx = (r + PAD) * stride + f + PAD;
                    exists[idx as usize] = true;
                    squares.push(Square(idx as u16));
                }
            }
        }
        Geometry {
            kind,
            files,
            ranks,
            stride,
            exists,
            squares,
        }
    }

    pub fn kind(&self) -> BoardKind {
        self.kind
    }
    pub fn files(&self) -> i32 {
        self.files
    }
    pub fn ranks(&self) -> i32 {
        self.ranks
    }
    /// Number of mailbox cells: a size for arrays indexed by `Square.0`.
    pub fn cells(&self) -> usize {
        self.exists.len()
    }
    /// Every existing square.
    pub fn squares(&self) -> &[Square] {
        &self.squares
    }

    /// The square at zero-based (file, rank) from the bottom-left, if it exists.
    pub fn square(&self, file: i32, rank: i32) -> Option<Square> {
        if file < 0 || rank < 0 || file >= self.files || rank >= self.ranks {
            return None;
        }
        let idx = (rank + PAD) * self.stride + file + PAD;
        self.exists[idx as usize].then_some(Square(idx as u16))
    }

    /// Zero-based (file, rank) of a square.
    pub fn coords(&self, sq: Square) -> (i32, i32) {
        let i = sq.0 as i32;
        (i % self.stride - PAD, i / self.stride - PAD)
    }

    pub fn contains(&self, sq: Square) -> bool {
        self.exists.get(sq.0 as usize).copied().unwrap_or(false)
    }

    /// The mailbox offset of a (file, rank) delta, for hot loops.
    pub fn offset(&self, (df, dr): (i32, i32)) -> i32 {
        dr * self.stride + df
    }

    /// The square `delta` away from `sq`, if it exists. Deltas up to two cells in
    /// each direction never wrap (that is what the padding is for); longer jumps are
    /// checked through coordinates.
    pub fn step(&self, sq: Square, delta: (i32, i32)) -> Option<Square> {
        if delta.0.abs() > PAD || delta.1.abs() > PAD {
            let (f, r) = self.coords(sq);
            return self.square(f + delta.0, r + delta.1);
        }
        let idx = sq.0 as i32 + self.offset(delta);
        (idx >= 0 && self.exists[idx as usize]).then_some(Square(idx as u16))
    }

    /// Squares from `sq` in direction `delta`, stopping before the first cell that does
    /// not exist (pieces are not considered).
    pub fn ray(&self, sq: Square, delta: (i32, i32)) -> impl Iterator<Item = Square> + '_ {
        let mut cur = Some(sq);
        std::iter::from_fn(move || {
            cur = cur.and_then(|s| self.step(s, delta));
            cur
        })
    }

    /// Algebraic name in the board's usual coordinates: `e4` (chess), `n11` (cross),
    /// `5g` (shogi, USI: files 9→1 left to right, ranks a→i top to bottom).
    pub fn name(&self, sq: Square) -> String {
        let (f, r) = self.coords(sq);
        match self.kind {
            BoardKind::Chess | BoardKind::Cross => format!("{}{}", (b'a' + f as u8) as char, r + 1),
            BoardKind::Shogi => format!("{}{}", 9 - f, (b'a' + (8 - r) as u8) as char),
        }
    }

    /// Parses a square name in the board's usual coordinates.
    pub fn parse_square(&self, s: &str) -> Option<Square> {
        let b = s.as_bytes();
        match self.kind {
            BoardKind::Chess | BoardKind::Cross => {
                let (&c, digits) = b.split_first()?;
                if !c.is_ascii_lowercase()
                    || digits.is_empty()
                    || digits.len() > 2
                    || digits[0] == b'0'
                {
                    return None;
                }
                let rank: i32 = std::str::from_utf8(digits).ok()?.parse().ok()?;
                self.square((c - b'a') as i32, rank - 1)
            }
            BoardKind::Shogi => {
                if b.len() != 2 || !(b'1'..=b'9').contains(&b[0]) || !(b'a'..=b'i').contains(&b[1])
                {
                    return None;
                }
                self.square(9 - (b[0] - b'0') as i32, 8 - (b[1] - b'a') as i32)
            }
        }
    }
}
