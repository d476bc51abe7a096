//! How a seat is drawn: colours, a shape mark and the edge it sits at. The diagram
//! module turns these into its `SeatStyle`s, with the French words of the seat id.

use crate::rules::Direction;

/// A shape drawn on a seat's pieces and markers besides its colour, so that a diagram
/// reads in black and white (● ▲ ■ ◆).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ShapeMark {
    Disc,
    Triangle,
    Square,
    Diamond,
}

impl ShapeMark {
    /// The Unicode character used in text alternatives.
    pub fn symbol(self) -> char {
        match self {
            ShapeMark::Disc => '●',
            ShapeMark::Triangle => '▲',
            ShapeMark::Square => '■',
            ShapeMark::Diamond => '◆',
        }
    }
}

/// The look of one seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SeatLook {
    /// The engine's seat id (`white`, `red`, `A`): the French words are found by it.
    pub id: &'static str,
    /// CSS class of this seat's pieces (`white`, `red`, `south`).
    pub css: &'static str,
    /// Piece body colour.
    pub fill: &'static str,
    /// Piece outline colour.
    pub outline: &'static str,
    /// Colour of details drawn on the body (must contrast with `fill`).
    pub detail: &'static str,
    /// Shape drawn on each piece and on the side-to-move marker; `None` in 2-player chess.
    pub mark: Option<ShapeMark>,
    /// The board edge this seat sits at (where its hand and marker are drawn).
    pub edge: Direction,
}

/// Chess's white and black, which bughouse reuses on its two boards.
pub(super) const WHITE: SeatLook = SeatLook {
    id: "white",
    css: "white",
    fill: "#ffffff",
    outline: "#1c1c1c",
    detail: "#1c1c1c",
    mark: None,
    edge: Direction::South,
};

pub(super) const BLACK: SeatLook = SeatLook {
    id: "black",
    css: "black",
    fill: "#262626",
    outline: "#0d0d0d",
    detail: "#f0f0f0",
    mark: None,
    edge: Direction::North,
};

/// The four colours of the four-player games, clockwise from the bottom: Okabe-Ito
/// hues set apart in lightness (L* about 26, 48, 73, 89) so that the armies stay
/// distinct in greyscale, with the shape marks ● ▲ ■ ◆. Each family names the seats.
pub(super) const fn four_seats(ids: [&'static str; 4]) -> [SeatLook; 4] {
    use ShapeMark::*;
    [
        marked(
            ids[0],
            ["#c24a00", "#2b1300", "#ffffff"],
            Disc,
            Direction::South,
        ),
        marked(
            ids[1],
            ["#0a3d78", "#000d1c", "#ffffff"],
            Triangle,
            Direction::West,
        ),
        marked(
            ids[2],
            ["#f0e442", "#3a3300", "#1c1c1c"],
            Square,
            Direction::North,
        ),
        marked(
            ids[3],
            ["#5cc59a", "#00261b", "#1c1c1c"],
            Diamond,
            Direction::East,
        ),
    ]
}

/// A seat with a shape mark, its CSS class its id; `colours`: fill, outline, detail.
const fn marked(
    id: &'static str,
    colours: [&'static str; 3],
    mark: ShapeMark,
    edge: Direction,
) -> SeatLook {
    SeatLook {
        id,
        css: id,
        fill: colours[0],
        outline: colours[1],
        detail: colours[2],
        mark: Some(mark),
        edge,
    }
}

/// The states a piece may come to in play besides its own start look, each drawn with a
/// look of its own in the reader's page (see `site::board_engine`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PieceStates {
    /// It can be promoted (shogi's promoted side, four-player chess's promoted pawn).
    pub promotes: bool,
    /// It can be dead and drawn so (four-player shogi's pieces of a mated seat).
    pub dies: bool,
    /// It can be turned over (four-player shogi's captured king).
    pub turns: bool,
}
