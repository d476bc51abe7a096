//! Diagrams: a plain drawing model of a board position and its SVG, PNG and French
//! text renderings.
//!
//! The drawing code knows board geometries (any [`Geometry`] of the core), pieces
//! (kind, owner, facing, promoted, dead, flipped) and seats' looks; it knows no game
//! rules. A caller fills a [`Diagram`] (from a game with [`Diagram::from_game`], or by
//! hand) and asks for [`to_svg`], [`to_png`] or [`describe_fr`].
//!
//! Two boards (bughouse) are two diagrams: [`to_svg_row`] draws several diagrams side
//! by side in one SVG, and the caller joins their descriptions.
//!
//! In a web page, [`PageBoard`] draws a light SVG that refers to definitions shared by
//! the whole page ([`Defs`], gathered by [`merge_page_defs`]), with colours from
//! [`page_css`], and gives the templates a script needs to show other frames.

pub mod describe;
mod font;
mod layout;
mod page;
mod pieces;
mod png;
mod raster;
mod sprite;
mod svg;

pub use describe::{describe_boards_fr, describe_fr, piece_name_fr};
pub use page::{BoardFrame, PageBoard, PageLook};
pub use png::{svg_to_png, to_png};
pub use sprite::{
    Defs, PREFIX as SPRITE_PREFIX, grid_of, has_page_defs, merge_page_defs, page_css,
};
pub use svg::{Tray, num, to_svg, to_svg_row};

/// The stroke-font path of a string (digits, a–s, A B G K N P Q R S +), glyph height 10
/// from y = 0 to the baseline at y = 10, to be stroked with a round pen.
pub fn glyph_path(text: &str) -> String {
    font::string_path(text)
}

use crate::rules::geometry::BoardKind;
use crate::rules::{Direction, Game, Geometry, Piece, PieceKind, Seat, Square};

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

/// How a seat looks and is named.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatStyle {
    /// French name heading this seat's pieces: "Blancs", "Rouge", "Sud".
    pub name_fr: String,
    /// French dative used in "trait aux Blancs", "échec à Rouge".
    pub dative_fr: String,
    /// CSS class of this seat's pieces (`white`, `red`, `south`); also `seat-N`.
    pub css: String,
    /// Piece body colour.
    pub fill: String,
    /// Piece outline colour.
    pub outline: String,
    /// Colour of details drawn on the body (must contrast with `fill`).
    pub detail: String,
    /// Shape drawn on each piece and on the side-to-move marker; `None` in 2-player chess.
    pub mark: Option<ShapeMark>,
    /// The board edge this seat sits at (where its hand and marker are drawn).
    pub edge: Direction,
}

impl SeatStyle {
    #[allow(clippy::too_many_arguments)]
    /// `css` is also the seat id the French words are found by (`white`, `red`).
    fn new(
        css: &str,
        fill: &str,
        outline: &str,
        detail: &str,
        mark: Option<ShapeMark>,
        edge: Direction,
    ) -> SeatStyle {
        SeatStyle {
            name_fr: crate::fr::seat_heading(css).into(),
            dative_fr: crate::fr::seats::heading_dative(css),
            css: css.into(),
            fill: fill.into(),
            outline: outline.into(),
            detail: detail.into(),
            mark,
            edge,
        }
    }

    /// Chess: seat 0 white (South), seat 1 black (North).
    pub fn chess() -> Vec<SeatStyle> {
        vec![
            SeatStyle::new(
                "white",
                "#ffffff",
                "#1c1c1c",
                "#1c1c1c",
                None,
                Direction::South,
            ),
            SeatStyle::new(
                "black",
                "#262626",
                "#0d0d0d",
                "#f0f0f0",
                None,
                Direction::North,
            ),
        ]
    }

    /// Four-player chess: Red, Blue, Yellow, Green, Okabe-Ito hues set apart in
    /// lightness (L* about 26, 48, 73, 89) so that the armies stay distinct in
    /// greyscale, with the shape marks of source 001 (● ▲ ■ ◆).
    pub fn chess4() -> Vec<SeatStyle> {
        use ShapeMark::*;
        vec![
            SeatStyle::new(
                "red",
                "#c24a00",
                "#2b1300",
                "#ffffff",
                Some(Disc),
                Direction::South,
            ),
            SeatStyle::new(
                "blue",
                "#0a3d78",
                "#000d1c",
                "#ffffff",
                Some(Triangle),
                Direction::West,
            ),
            SeatStyle::new(
                "yellow",
                "#f0e442",
                "#3a3300",
                "#1c1c1c",
                Some(Square),
                Direction::North,
            ),
            SeatStyle::new(
                "green",
                "#5cc59a",
                "#00261b",
                "#1c1c1c",
                Some(Diamond),
                Direction::East,
            ),
        ]
    }

    /// Four-player shogi: South, West, North, East (clockwise from the bottom). The
    /// tiles are wood; the owner shows by the mark's colour and shape.
    pub fn shogi4() -> Vec<SeatStyle> {
        use ShapeMark::*;
        vec![
            SeatStyle::new(
                "south",
                "#c24a00",
                "#2b1300",
                "#ffffff",
                Some(Disc),
                Direction::South,
            ),
            SeatStyle::new(
                "west",
                "#0a3d78",
                "#000d1c",
                "#ffffff",
                Some(Triangle),
                Direction::West,
            ),
            SeatStyle::new(
                "north",
                "#f0e442",
                "#3a3300",
                "#1c1c1c",
                Some(Square),
                Direction::North,
            ),
            SeatStyle::new(
                "east",
                "#5cc59a",
                "#00261b",
                "#1c1c1c",
                Some(Diamond),
                Direction::East,
            ),
        ]
    }

    /// Bughouse seats `A`, `a`, `B`, `b`: White and Black on board A, then on board B.
    /// Board B's diagram usually has `bottom: North` so that partners sit on one side.
    pub fn bughouse() -> Vec<SeatStyle> {
        let mut v = SeatStyle::chess();
        v.extend(SeatStyle::chess());
        for (style, id) in v.iter_mut().zip(["A", "a", "B", "b"]) {
            style.name_fr = crate::fr::seat_heading(id).into();
            style.dative_fr = crate::fr::seats::heading_dative(id);
        }
        v
    }

    /// The default styles for a board kind.
    pub fn for_board(kind: BoardKind) -> Vec<SeatStyle> {
        match kind {
            BoardKind::Chess => SeatStyle::chess(),
            BoardKind::Cross => SeatStyle::chess4(),
            BoardKind::Shogi => SeatStyle::shogi4(),
        }
    }
}

/// How pieces are drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PieceStyle {
    /// Upright chess silhouettes coloured by seat.
    Chess,
    /// Shogi tiles pointing toward their facing.
    Shogi,
}

/// An arrow between two squares; tail = head draws a circle on that square.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Arrow {
    pub from: Square,
    pub to: Square,
}

/// Everything one board diagram shows.
#[derive(Clone, Debug)]
pub struct Diagram {
    pub geometry: Geometry,
    /// Pieces on the board, as [`Game::pieces`] gives them.
    pub pieces: Vec<(Square, Piece)>,
    /// Looks and names per seat, indexed by seat.
    pub seat_style: Vec<SeatStyle>,
    pub piece_style: PieceStyle,
    /// Pieces in hand per seat, drawn beside that seat's edge (a seat listed with an
    /// empty hand still gets its tray).
    pub hands: Vec<(Seat, Vec<(PieceKind, u32)>)>,
    /// Seats to move, each shown by a marker beside its edge.
    pub to_move: Vec<Seat>,
    /// The board edge drawn at the bottom (South: rank 1 / USI rank i at the bottom).
    pub bottom: Direction,
    pub arrows: Vec<Arrow>,
    pub marks: Vec<Square>,
    pub last_move: Option<(Square, Square)>,
    /// Squares of kings in check, highlighted.
    pub checked: Vec<Square>,
    /// Legal destinations of a piece, dotted.
    pub targets: Vec<Square>,
    /// Draw coordinates.
    pub coordinates: bool,
    /// Prefix of every id inside this SVG (several diagrams share a page).
    pub id: String,
    /// Accessible title (`<title>`).
    pub title: String,
    /// Accessible long description (`<desc>`); empty = [`describe_fr`] of the diagram.
    pub description: String,
}

impl Diagram {
    /// An empty board of this geometry with the default seat looks and piece style.
    pub fn new(geometry: Geometry) -> Diagram {
        let kind = geometry.kind();
        Diagram {
            geometry,
            pieces: Vec::new(),
            seat_style: SeatStyle::for_board(kind),
            piece_style: if kind == BoardKind::Shogi {
                PieceStyle::Shogi
            } else {
                PieceStyle::Chess
            },
            hands: Vec::new(),
            to_move: Vec::new(),
            bottom: Direction::South,
            arrows: Vec::new(),
            marks: Vec::new(),
            last_move: None,
            checked: Vec::new(),
            targets: Vec::new(),
            coordinates: true,
            id: "d".into(),
            title: String::new(),
            description: String::new(),
        }
    }

    /// A diagram of a single-board game's current position: pieces, hands, players to
    /// move and checked kings, with the default looks of its board. Bughouse needs two
    /// diagrams built by the caller, one per board (see [`to_svg_row`]).
    pub fn from_game(game: &dyn Game) -> Diagram {
        let mut d = Diagram::new(game.geometry().clone());
        d.pieces = game.pieces();
        d.to_move = game.to_move();
        // Shogi always shows its hands (an empty tray says "nothing in hand"); other
        // games only when some seat holds something.
        let hands: Vec<(Seat, Vec<(PieceKind, u32)>)> = game
            .seats()
            .into_iter()
            .map(|seat| (seat, count_kinds(&game.hand(seat))))
            .collect();
        if d.geometry.kind() == BoardKind::Shogi || hands.iter().any(|(_, h)| !h.is_empty()) {
            d.hands = hands;
        }
        let checked = game.checked();
        d.checked = d
            .pieces
            .iter()
            .filter(|(_, p)| p.kind == PieceKind::King && !p.dead && checked.contains(&p.owner))
            .map(|(sq, _)| *sq)
            .collect();
        d
    }

    /// Puts the edge of `seat` at the bottom.
    pub fn with_bottom_seat(mut self, seat: Seat) -> Diagram {
        if let Some(style) = self.seat_style.get(seat as usize) {
            self.bottom = style.edge;
        }
        self
    }

    /// The style of a seat, or a neutral grey one for seats the styles do not cover.
    pub(crate) fn style(&self, seat: Seat) -> SeatStyle {
        self.seat_style
            .get(seat as usize)
            .cloned()
            .unwrap_or_else(|| {
                let (name, dative) = crate::fr::seats::numbered_player(seat);
                let mut style = SeatStyle::new(
                    "other",
                    "#bdbdbd",
                    "#1c1c1c",
                    "#1c1c1c",
                    None,
                    Direction::South,
                );
                style.name_fr = name;
                style.dative_fr = dative;
                style
            })
    }
}

/// A multiset of kinds as (kind, count), in the order of first appearance sorted by kind.
pub fn count_kinds(kinds: &[PieceKind]) -> Vec<(PieceKind, u32)> {
    let mut out: Vec<(PieceKind, u32)> = Vec::new();
    let mut sorted = kinds.to_vec();
    sorted.sort();
    for k in sorted {
        match out.last_mut() {
            Some((last, n)) if *last == k => *n += 1,
            _ => out.push((k, 1)),
        }
    }
    out
}

/// One diagram per board of a game: boards A and B for bughouse (B turned so that
/// partners sit on the same side, as bughouse players sit), one board otherwise.
pub fn boards_of(game: &dyn Game) -> Vec<Diagram> {
    let boards = game.board_count();
    if boards == 1 {
        return vec![Diagram::from_game(game)];
    }
    let checked = game.checked();
    let to_move = game.to_move();
    (0..boards)
        .map(|board| {
            let seats: Vec<Seat> = game
                .seats()
                .into_iter()
                .filter(|s| game.board_of(*s) == board)
                .collect();
            let mut d = Diagram::new(game.geometry().clone());
            d.seat_style = SeatStyle::bughouse();
            d.pieces = game.board_pieces(board);
            d.to_move = to_move
                .iter()
                .copied()
                .filter(|s| seats.contains(s))
                .collect();
            d.hands = seats
                .iter()
                .map(|s| (*s, count_kinds(&game.hand(*s))))
                .collect();
            d.checked = d
                .pieces
                .iter()
                .filter(|(_, p)| p.kind == PieceKind::King && checked.contains(&p.owner))
                .map(|(sq, _)| *sq)
                .collect();
            if board == 1 {
                d.bottom = Direction::North;
            }
            d
        })
        .collect()
}

/// The SVG of the boards [`boards_of`] gave: a plain diagram for one board, the two
/// bughouse boards side by side (with one text alternative for both) otherwise.
pub fn compose(boards: &[Diagram], id: &str, title: &str) -> String {
    match boards {
        [one] => to_svg(one),
        _ => {
            let labelled: Vec<(&str, &Diagram)> = [
                crate::fr::seats::board_heading(0),
                crate::fr::seats::board_heading(1),
            ]
            .into_iter()
            .zip(boards.iter())
            .collect();
            to_svg_row(boards, id, title, &describe_boards_fr(&labelled))
        }
    }
}
