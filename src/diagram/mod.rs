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
// `#[doc(hidden)] pub`: not the library's API, but reached by their tests
// (tests/suite/unit/diagram_*.rs), which live outside the crate so that `cargo test`
// compiles the library once (docs/MEASURES.md, « Mise en route »).
#[doc(hidden)]
pub mod font;
#[doc(hidden)]
pub mod layout;
mod page;
mod pieces;
#[doc(hidden)]
pub mod png;
#[doc(hidden)]
pub mod raster;
mod sprite;
#[doc(hidden)]
pub mod svg;

pub use describe::{describe_boards_fr, describe_fr, piece_name_fr};
pub use page::{BoardFrame, PageBoard, PageLook};
pub use png::{PngFault, svg_to_png, svg_to_png_scaled, to_png};
pub use sprite::{
    Defs, PREFIX as SPRITE_PREFIX, grid_of, has_page_defs, merge_page_defs, page_css,
};
pub use svg::{Tray, num, to_svg, to_svg_row};

/// The stroke-font path of a string (digits, a–s, A B G K N P Q R S +), glyph height 10
/// from y = 0 to the baseline at y = 10, to be stroked with a round pen.
pub fn glyph_path(text: &str) -> String {
    font::string_path(text)
}

use crate::family::SeatLook;
use crate::rules::geometry::BoardKind;
use crate::rules::{Direction, Family, Game, Geometry, Piece, PieceKind, Seat, Square};

pub use crate::family::ShapeMark;

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

/// The look of a seat no family's looks cover (a numbered player): neutral grey.
const OTHER: SeatLook = SeatLook {
    id: "other",
    css: "other",
    fill: "#bdbdbd",
    outline: "#1c1c1c",
    detail: "#1c1c1c",
    mark: None,
    edge: Direction::South,
};

impl SeatStyle {
    /// A family's look of a seat, named by its seat id.
    pub fn from_look(look: &SeatLook) -> SeatStyle {
        SeatStyle {
            name_fr: crate::lang::fr::seat_heading(look.id).into(),
            dative_fr: crate::lang::fr::seats::heading_dative(look.id),
            css: look.css.into(),
            fill: look.fill.into(),
            outline: look.outline.into(),
            detail: look.detail.into(),
            mark: look.mark,
            edge: look.edge,
        }
    }

    /// The styles of a family's seats, indexed by seat.
    pub fn of_family(family: Family) -> Vec<SeatStyle> {
        let looks = crate::family::for_family(family).seat_looks();
        looks.iter().map(SeatStyle::from_look).collect()
    }

    /// The default styles for a board kind: those of the first family played on it.
    pub fn for_board(kind: BoardKind) -> Vec<SeatStyle> {
        let looks = crate::family::played_on(kind).seat_looks();
        looks.iter().map(SeatStyle::from_look).collect()
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
    /// move and checked kings, with the looks of its family's seats. Bughouse needs two
    /// diagrams built by the caller, one per board (see [`to_svg_row`]).
    pub fn from_game(game: &dyn Game) -> Diagram {
        let family = crate::family::of(game.preset());
        let mut d = Diagram::new(game.geometry().clone());
        d.seat_style = SeatStyle::of_family(family.family());
        d.pieces = game.pieces();
        d.to_move = game.to_move();
        // Some families always show the hands; others only when some seat holds
        // something.
        let hands: Vec<(Seat, Vec<(PieceKind, u32)>)> = game
            .seats()
            .into_iter()
            .map(|seat| (seat, count_kinds(&game.hand(seat))))
            .collect();
        if family.always_shows_hands() || hands.iter().any(|(_, h)| !h.is_empty()) {
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
                let (name, dative) = crate::lang::fr::seats::numbered_player(seat);
                let mut style = SeatStyle::from_look(&OTHER);
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

/// One diagram per board of a game: boards A and B for bughouse (each turned as its
/// family says), one board otherwise.
pub fn boards_of(game: &dyn Game) -> Vec<Diagram> {
    let boards = game.board_count();
    if boards == 1 {
        return vec![Diagram::from_game(game)];
    }
    let family = crate::family::of(game.preset());
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
            d.seat_style = SeatStyle::of_family(family.family());
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
            d.bottom = family.board_bottom(board);
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
                crate::lang::fr::seats::board_heading(0),
                crate::lang::fr::seats::board_heading(1),
            ]
            .into_iter()
            .zip(boards.iter())
            .collect();
            to_svg_row(boards, id, title, &describe_boards_fr(&labelled))
        }
    }
}
