//! Where things go on the picture: board orientation (any edge at the bottom), screen
//! cells of squares, and the margins around the grid.

use crate::rules::geometry::BoardKind;
use crate::rules::{Direction, Geometry, Square};

/// Side of a square, in SVG units (1 unit = 1 CSS px = 1/96 inch).
pub const SQ: f32 = 45.0;

/// Width of the band holding coordinates (and side-to-move markers in its corners), and
/// the coordinates' glyph scale (cap height 10 × scale). The cross board is 14 squares
/// wide: on a phone it is drawn at about 0.57 CSS px per unit, so its coordinates are
/// large enough to stay above 9 px there.
pub fn label_band(kind: BoardKind) -> (f32, f32) {
    match kind {
        BoardKind::Chess => (20.0, 1.1),
        BoardKind::Shogi => (22.0, 1.3),
        BoardKind::Cross => (28.0, 1.7),
    }
}
/// Width of the band holding a seat's pieces in hand.
pub const HAND: f32 = 46.0;

/// A screen side of the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Side {
    Bottom,
    Left,
    Top,
    Right,
}

/// Board orientation and grid position on the picture.
#[derive(Clone, Debug)]
pub struct Layout {
    files: i32,
    ranks: i32,
    /// Board direction pointing up the picture.
    up: Direction,
    pub cols: i32,
    pub rows: i32,
    /// Width of the coordinate band (see [`label_band`]).
    pub label: f32,
    /// Top-left corner of the grid.
    pub x0: f32,
    pub y0: f32,
    /// Margin widths per side (bottom, left, top, right).
    pub margin: [f32; 4],
}

/// Quarter turns clockwise from North.
fn quarter(d: Direction) -> i32 {
    match d {
        Direction::North => 0,
        Direction::East => 1,
        Direction::South => 2,
        Direction::West => 3,
    }
}

fn from_quarter(q: i32) -> Direction {
    match q.rem_euclid(4) {
        0 => Direction::North,
        1 => Direction::East,
        2 => Direction::South,
        _ => Direction::West,
    }
}

impl Layout {
    /// `bottom` is the board edge drawn at the bottom; `hand_sides` the screen sides
    /// that need a hand band.
    pub fn new(geometry: &Geometry, bottom: Direction, hand_sides: &[Side]) -> Layout {
        let up = bottom.opposite();
        let horizontal = matches!(
            from_quarter(quarter(up) + 1),
            Direction::East | Direction::West
        );
        let (cols, rows) = if horizontal {
            (geometry.files(), geometry.ranks())
        } else {
            (geometry.ranks(), geometry.files())
        };
        let (label, _) = label_band(geometry.kind());
        let mut margin = [label; 4];
        for side in hand_sides {
            margin[*side as usize] = label + HAND;
        }
        Layout {
            files: geometry.files(),
            ranks: geometry.ranks(),
            up,
            cols,
            rows,
            label,
            x0: margin[Side::Left as usize],
            y0: margin[Side::Top as usize],
            margin,
        }
    }

    pub fn width(&self) -> f32 {
        self.margin[Side::Left as usize] + self.cols as f32 * SQ + self.margin[Side::Right as usize]
    }

    pub fn height(&self) -> f32 {
        self.margin[Side::Top as usize] + self.rows as f32 * SQ + self.margin[Side::Bottom as usize]
    }

    /// Distance of (file, rank) from the edge opposite to direction `d`, counted in cells.
    fn along(&self, d: Direction, f: i32, r: i32) -> i32 {
        match d {
            Direction::East => f,
            Direction::West => self.files - 1 - f,
            Direction::North => r,
            Direction::South => self.ranks - 1 - r,
        }
    }

    /// Screen (column, row) of zero-based board (file, rank); row 0 is the top.
    pub fn cell(&self, f: i32, r: i32) -> (i32, i32) {
        let right = from_quarter(quarter(self.up) + 1);
        let down = self.up.opposite();
        (self.along(right, f, r), self.along(down, f, r))
    }

    /// Whether screen columns run along files (true) or ranks.
    pub fn columns_are_files(&self) -> bool {
        matches!(
            from_quarter(quarter(self.up) + 1),
            Direction::East | Direction::West
        )
    }

    /// Top-left corner of a square on the picture.
    pub fn corner(&self, geometry: &Geometry, sq: Square) -> (f32, f32) {
        let (f, r) = geometry.coords(sq);
        let (c, row) = self.cell(f, r);
        (self.x0 + c as f32 * SQ, self.y0 + row as f32 * SQ)
    }

    pub fn center(&self, geometry: &Geometry, sq: Square) -> (f32, f32) {
        let (x, y) = self.corner(geometry, sq);
        (x + SQ / 2.0, y + SQ / 2.0)
    }

    /// Clockwise rotation in degrees that turns an upward drawing into one pointing
    /// toward board direction `d` on the picture.
    pub fn angle(&self, d: Direction) -> i32 {
        (quarter(d) - quarter(self.up)).rem_euclid(4) * 90
    }

    /// The screen side where the board edge `edge` is drawn.
    pub fn side_of(&self, edge: Direction) -> Side {
        match self.angle(edge) {
            0 => Side::Top,
            90 => Side::Right,
            180 => Side::Bottom,
            _ => Side::Left,
        }
    }

    /// Right end of the grid.
    pub fn x1(&self) -> f32 {
        self.x0 + self.cols as f32 * SQ
    }

    /// Bottom end of the grid.
    pub fn y1(&self) -> f32 {
        self.y0 + self.rows as f32 * SQ
    }
}
