//! The SVG writer.
//!
//! Two targets share every drawing helper here. A standalone SVG (the `diagram`
//! command, PNG export) holds its own definitions and inline colours, so that resvg and
//! image viewers render it alone. A page SVG ([`super::page`]) refers to the page's
//! sprite ([`super::sprite`]) for the board and the pieces and takes its colours from
//! the page's style sheet. Elements carry CSS classes either way (a theme, dark mode or
//! print may restyle them). No `<text>`: glyphs are paths from our stroke font. Output
//! is deterministic: same diagram, same bytes.

use std::collections::BTreeSet;
use std::fmt::Write;

use super::font;
use super::layout::{HAND, Layout, SQ, Side, label_band};
use super::pieces::{self, Paint as Part};
use super::{Diagram, PieceStyle, SeatStyle, ShapeMark};
use crate::rules::geometry::BoardKind;
use crate::rules::{Piece, PieceKind, Seat, Square};

pub(crate) const LIGHT_SQUARE: &str = "#ece6da";
pub(crate) const DARK_SQUARE: &str = "#b4a796";
pub(crate) const SHOGI_SQUARE: &str = "#e7c98f";
pub(crate) const SHOGI_LINE: &str = "#5b4322";
pub(crate) const COORD: &str = "#4a4a4a";
const LAST_MOVE: &str = "#e8cf4a";
const MARK: &str = "#c2185b";
const ARROW: &str = "#1b7a3a";
const TARGET: &str = "#1c1c1c";
const TILE: &str = "#fbe9c2";
const TILE_LINE: &str = "#4d3819";
const TILE_BACK: &str = "#6e5537";
const PROMOTED: &str = "#c62828";
pub(crate) const DEAD_FILL: &str = "#a3a3a3";
pub(crate) const DEAD_LINE: &str = "#4d4d4d";
const GAP_BETWEEN_BOARDS: f32 = 24.0;
/// Thickness of a hand's tray.
const TRAY: f32 = 40.0;
/// Side of a piece in hand.
pub(crate) const HAND_PIECE: f32 = TRAY - 4.0;
/// Radius of the seat mark drawn on four-player chess pieces: large enough that the
/// four armies tell apart in black and white, on paper and on a phone.
const PIECE_MARK_R: f32 = 8.6;
/// Radius of the seat mark at the back of a shogi tile.
pub(crate) const TILE_MARK_R: f32 = 4.6;
/// Radius of a side-to-move marker.
const MARKER_R: f32 = 6.5;
/// Sideways shift of an arrow drawn along an earlier one (castling: the rook's arrow
/// beside the king's).
const ARROW_OFFSET: f32 = 12.0;

/// A number for SVG: at most two decimals, no trailing zeros, never "-0".
pub fn num(v: f32) -> String {
    let r = (v * 100.0).round() / 100.0;
    if r == 0.0 {
        return "0".into();
    }
    let s = format!("{r:.2}");
    let s = s.trim_end_matches('0').trim_end_matches('.');
    s.to_string()
}

/// Escapes text for XML content and attribute values.
pub fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            // Control characters are not allowed in XML 1.0.
            c if (c as u32) < 0x20 && c != '\n' && c != '\t' && c != '\r' => {}
            c => out.push(c),
        }
    }
    out
}

/// Keeps an id usable inside `id="..."` and `url(#...)`.
pub(crate) fn clean_id(id: &str) -> String {
    let s: String = id
        .chars()
        .filter(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
        .collect();
    if s.is_empty() || !s.starts_with(|c: char| c.is_ascii_alphabetic()) {
        format!("d{s}")
    } else {
        s
    }
}

/// The SVG of one diagram.
pub fn to_svg(d: &Diagram) -> String {
    let layout = layout_of(d);
    let id = clean_id(&d.id);
    let description = if d.description.is_empty() {
        super::describe_fr(d)
    } else {
        d.description.clone()
    };
    let mut out = String::new();
    open_svg(
        &mut out,
        &id,
        layout.width(),
        layout.height(),
        &d.title,
        &description,
    );
    write_board(&mut out, d, &layout, &id);
    out.push_str("</svg>\n");
    out
}

/// Several diagrams side by side in one SVG (bughouse: boards A and B), with one
/// accessible title and description for the whole picture. Each diagram keeps its own
/// id prefix, which must differ between them.
pub fn to_svg_row(diagrams: &[Diagram], id: &str, title: &str, description: &str) -> String {
    let layouts: Vec<Layout> = diagrams.iter().map(layout_of).collect();
    let width = layouts.iter().map(|l| l.width()).sum::<f32>()
        + GAP_BETWEEN_BOARDS * layouts.len().saturating_sub(1) as f32;
    let height = layouts.iter().map(|l| l.height()).fold(0.0, f32::max);
    let id = clean_id(id);
    let mut out = String::new();
    open_svg(&mut out, &id, width, height, title, description);
    let mut x = 0.0;
    for (d, l) in diagrams.iter().zip(&layouts) {
        let _ = writeln!(
            out,
            "<g class=\"board-part\" transform=\"translate({} {})\">",
            num(x),
            num((height - l.height()) / 2.0)
        );
        write_board(&mut out, d, l, &clean_id(&d.id));
        out.push_str("</g>\n");
        x += l.width() + GAP_BETWEEN_BOARDS;
    }
    out.push_str("</svg>\n");
    out
}

pub(crate) fn open_svg(out: &mut String, id: &str, w: f32, h: f32, title: &str, desc: &str) {
    let _ = writeln!(
        out,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"diagram\" role=\"img\" \
         aria-labelledby=\"{id}-title {id}-desc\" width=\"{w}\" height=\"{h}\" \
         viewBox=\"0 0 {w} {h}\">",
        w = num(w),
        h = num(h)
    );
    let _ = writeln!(out, "<title id=\"{id}-title\">{}</title>", escape(title));
    let _ = writeln!(out, "<desc id=\"{id}-desc\">{}</desc>", escape(desc));
}

/// The screen sides that hold a hand tray.
pub(crate) fn hand_sides(d: &Diagram) -> Vec<Side> {
    let probe = Layout::new(&d.geometry, d.bottom, &[]);
    d.hands
        .iter()
        .map(|(seat, _)| probe.side_of(d.style(*seat).edge))
        .collect::<BTreeSet<_>>()
        .into_iter()
        .collect()
}

pub(crate) fn layout_of(d: &Diagram) -> Layout {
    Layout::new(&d.geometry, d.bottom, &hand_sides(d))
}

/// How one piece looks: the key of its definition.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(crate) enum Look {
    /// A chess silhouette of a seat (or of no seat when dead).
    Chess { kind: PieceKind, seat: Option<Seat> },
    /// A shogi tile (the owner's mark is drawn separately, upright).
    Tile {
        kind: PieceKind,
        promoted: bool,
        flipped: bool,
    },
}

pub(crate) fn kind_name(k: PieceKind) -> &'static str {
    match k {
        PieceKind::King => "king",
        PieceKind::Queen => "queen",
        PieceKind::Rook => "rook",
        PieceKind::Bishop => "bishop",
        PieceKind::Knight => "knight",
        PieceKind::Pawn => "pawn",
        PieceKind::Gold => "gold",
        PieceKind::Silver => "silver",
    }
}

pub(crate) fn mark_name(m: ShapeMark) -> &'static str {
    match m {
        ShapeMark::Disc => "disc",
        ShapeMark::Triangle => "tri",
        ShapeMark::Square => "sq",
        ShapeMark::Diamond => "dia",
    }
}

impl Look {
    pub(crate) fn of(d: &Diagram, p: &Piece) -> Look {
        match d.piece_style {
            PieceStyle::Chess => Look::Chess {
                kind: p.kind,
                seat: (!p.dead).then_some(p.owner),
            },
            PieceStyle::Shogi => Look::Tile {
                kind: p.kind,
                promoted: p.promoted,
                flipped: p.flipped,
            },
        }
    }

    fn def_id(&self, id: &str) -> String {
        match self {
            Look::Chess {
                kind,
                seat: Some(s),
            } => format!("{id}-s{s}-{}", kind_name(*kind)),
            Look::Chess { kind, seat: None } => format!("{id}-dead-{}", kind_name(*kind)),
            Look::Tile {
                kind,
                promoted,
                flipped,
            } => format!(
                "{id}-tile-{}{}{}",
                kind_name(*kind),
                if *promoted { "-promoted" } else { "" },
                if *flipped { "-flipped" } else { "" }
            ),
        }
    }
}

/// Colours of a piece drawing: inline values (standalone) or CSS variables set by the
/// `c-<seat>` class of the `<use>` (page; `.dgb`, `.dgl`, `.dgd`, `.dgm` in the style
/// sheet: plain class selectors, the only ones that reach inside a `<use>`).
pub(crate) enum Paint {
    Inline {
        fill: String,
        outline: String,
        detail: String,
    },
    Css,
}

impl Paint {
    fn body(&self) -> String {
        match self {
            Paint::Inline { fill, outline, .. } => {
                format!("class=\"body\" fill=\"{fill}\" stroke=\"{outline}\"")
            }
            Paint::Css => "class=\"dgb\"".into(),
        }
    }
    fn line(&self) -> String {
        match self {
            Paint::Inline { detail, .. } => format!("class=\"detail\" stroke=\"{detail}\""),
            Paint::Css => "class=\"dgl\"".into(),
        }
    }
    fn dot(&self) -> String {
        match self {
            Paint::Inline { detail, .. } => format!("class=\"detail\" fill=\"{detail}\""),
            Paint::Css => "class=\"dgd\"".into(),
        }
    }
    fn mark(&self) -> String {
        match self {
            Paint::Inline {
                outline, detail, ..
            } => format!("class=\"seat-mark\" fill=\"{detail}\" stroke=\"{outline}\""),
            Paint::Css => "class=\"dgm\"".into(),
        }
    }
    fn letter_colour(&self) -> Option<&str> {
        match self {
            Paint::Inline { detail, .. } => Some(detail),
            Paint::Css => None,
        }
    }
}

/// The inside of a chess piece's definition: its parts in a 45 box, the seat mark on
/// four-player pieces, the letter of a shogi kind drawn on a chess-style board.
pub(crate) fn write_chess_body(
    out: &mut String,
    kind: PieceKind,
    mark: Option<ShapeMark>,
    paint: &Paint,
) {
    out.push_str(PIECE_BOX);
    write_chess_parts(out, kind, mark.is_some(), paint);
    if let Some(m) = mark {
        out.push_str(&piece_mark(kind, m, paint));
    }
    out.push_str("</g>\n");
}

/// Pieces are drawn slightly larger than their box, scaled about the square's centre.
pub(crate) const PIECE_BOX: &str = "<g transform=\"translate(-1.35 -1.35) scale(1.06)\">\n";

/// The seat mark of a chess piece, in the piece's box.
pub(crate) fn piece_mark(kind: PieceKind, m: ShapeMark, paint: &Paint) -> String {
    let (cx, cy) = pieces::chess_mark_at(kind);
    format!(
        "<path {} d=\"{}\" stroke-width=\"1.1\" stroke-linejoin=\"round\"/>\n",
        paint.mark(),
        mark_path(m, cx, cy, PIECE_MARK_R)
    )
}

/// Where the seat mark of a kind sits, in the piece's box.
pub(crate) fn piece_mark_at(kind: PieceKind) -> (f32, f32) {
    pieces::chess_mark_at(kind)
}

/// The mark's shape alone, centred on (0, 0) (page sprite).
pub(crate) fn piece_mark_shape(m: ShapeMark, paint: &Paint) -> String {
    format!(
        "<path {} d=\"{}\" stroke-width=\"1.1\" stroke-linejoin=\"round\"/>",
        paint.mark(),
        mark_path(m, 0.0, 0.0, PIECE_MARK_R)
    )
}

/// A chess piece's parts (without the box group and the mark); `marked`: the piece
/// carries a seat mark, which takes the place of the skirt line on kings and queens.
pub(crate) fn write_chess_parts(out: &mut String, kind: PieceKind, marked: bool, paint: &Paint) {
    for (part, path) in pieces::chess_parts(kind) {
        if *part == Part::Line && marked && pieces::mark_replaces_line(kind) {
            continue;
        }
        // in a page, the pen comes from the style sheet (`.dgb`, `.dgl`)
        let css = matches!(paint, Paint::Css);
        match part {
            Part::Body => {
                let _ = writeln!(
                    out,
                    "<path {} d=\"{path}\"{}/>",
                    paint.body(),
                    if css {
                        ""
                    } else {
                        " stroke-width=\"1.5\" stroke-linejoin=\"round\""
                    }
                );
            }
            Part::Line => {
                let _ = writeln!(
                    out,
                    "<path {} d=\"{path}\"{}/>",
                    paint.line(),
                    if css {
                        ""
                    } else {
                        " fill=\"none\" stroke-width=\"1.5\" stroke-linecap=\"round\""
                    }
                );
            }
            Part::Dot => {
                let _ = writeln!(out, "<path {} d=\"{path}\"/>", paint.dot());
            }
        }
    }
    if matches!(kind, PieceKind::Gold | PieceKind::Silver) {
        let letter = if kind == PieceKind::Gold { "G" } else { "S" };
        match paint.letter_colour() {
            Some(c) => write_glyphs(out, letter, 22.5, 22.5, 1.4, c, 1.6, "letter"),
            None => write_glyphs_class(out, letter, 22.5, 22.5, 1.4, "dgl", 1.6),
        }
    }
}

/// The inside of a shogi tile's definition (fixed wood colours, pointing up).
pub(crate) fn write_tile_body(out: &mut String, kind: PieceKind, promoted: bool, flipped: bool) {
    let s = pieces::shogi_scale(kind);
    let t = 22.5 * (1.0 - s);
    let (fill, ink) = if flipped {
        (TILE_BACK, "#f3e3c0")
    } else if promoted {
        (TILE, PROMOTED)
    } else {
        (TILE, "#1c1c1c")
    };
    let _ = writeln!(
        out,
        "<path class=\"body\" d=\"{}\" transform=\"translate({} {}) scale({})\" \
         fill=\"{fill}\" stroke=\"{TILE_LINE}\" stroke-width=\"{}\" \
         stroke-linejoin=\"round\"/>",
        pieces::SHOGI_TILE,
        num(t),
        num(t),
        num(s),
        num(1.4 / s)
    );
    let text = match (promoted, kind) {
        (true, k) => format!("+{}", k.letter()),
        (false, k) => k.letter().to_string(),
    };
    let scale = if promoted { 1.2 } else { 1.45 } * s;
    write_glyphs(
        out,
        &text,
        22.5,
        21.5,
        scale,
        ink,
        1.9 / scale * s,
        "letter",
    );
}

/// Where the owner's mark sits on a shogi tile turned by `angle`, from the square's
/// centre, for a piece drawn at `k` times a square's size: at the tile's back, so that
/// it does not cover the letter.
pub(crate) fn tile_mark_offset(kind: PieceKind, angle: i32, k: f32) -> (f32, f32) {
    let back = 13.0 * pieces::shogi_scale(kind) * k;
    match angle {
        0 => (0.0, back),
        90 => (-back, 0.0),
        180 => (0.0, -back),
        _ => (back, 0.0),
    }
}

fn write_board(out: &mut String, d: &Diagram, l: &Layout, id: &str) {
    let g = &d.geometry;
    let shogi_board = g.kind() == BoardKind::Shogi;

    // Definitions: each piece look once, the check gradient once.
    let mut looks: BTreeSet<Look> = d.pieces.iter().map(|(_, p)| Look::of(d, p)).collect();
    for (seat, hand) in &d.hands {
        for (kind, _) in hand {
            let p = Piece::new(*kind, *seat, d.style(*seat).edge.opposite());
            looks.insert(Look::of(d, &p));
        }
    }
    out.push_str("<defs>\n");
    for look in &looks {
        write_def(out, d, look, id);
    }
    if !d.checked.is_empty() {
        let _ = writeln!(out, "{}", check_gradient(&format!("{id}-check")));
    }
    out.push_str("</defs>\n");

    write_squares(out, d, l);
    if shogi_board {
        write_shogi_frame(out, l);
    }

    // Highlights under the pieces.
    if let Some((from, to)) = d.last_move {
        for sq in [from, to] {
            if g.contains(sq) {
                let (x, y) = l.corner(g, sq);
                out.push_str(&fill_xy(&lastmove_template(), x, y));
            }
        }
    }
    for &sq in d.checked.iter().filter(|s| g.contains(**s)) {
        let (x, y) = l.corner(g, sq);
        out.push_str(&fill_xy(&check_template(&format!("{id}-check")), x, y));
    }
    write_marks(out, d, l);

    if d.coordinates {
        write_coordinates(out, d, l);
    }

    // Pieces.
    let mut placed: Vec<&(Square, Piece)> =
        d.pieces.iter().filter(|(sq, _)| g.contains(*sq)).collect();
    placed.sort_by_key(|(sq, _)| *sq);
    out.push_str("<g class=\"pieces\">\n");
    for (sq, p) in placed {
        let (x, y) = l.corner(g, *sq);
        write_piece(out, d, l, id, p, x, y, SQ, Some(&g.name(*sq)));
    }
    out.push_str("</g>\n");

    write_targets(out, d, l);
    write_arrows(out, d, l);
    write_hands(out, d, l, id);
    for seat in movers(d) {
        out.push_str(&marker_inline(d, l, seat));
    }
}

/// The check highlight's gradient, under the id `id`.
pub(crate) fn check_gradient(id: &str) -> String {
    format!(
        "<radialGradient id=\"{id}\"><stop offset=\"0\" stop-color=\"#ff2a1a\" \
         stop-opacity=\"1\"/><stop offset=\"0.6\" stop-color=\"#d81b0c\" \
         stop-opacity=\"0.75\"/><stop offset=\"1\" stop-color=\"#b00000\" \
         stop-opacity=\"0\"/></radialGradient>"
    )
}

/// Puts numbers in the `{x}` and `{y}` slots of a template.
pub(crate) fn fill_xy(template: &str, x: f32, y: f32) -> String {
    template.replace("{x}", &num(x)).replace("{y}", &num(y))
}

/// A last move's square (top-left corner at `{x}`, `{y}`).
pub(crate) fn lastmove_template() -> String {
    format!(
        "<rect class=\"lastmove\" x=\"{{x}}\" y=\"{{y}}\" width=\"{s}\" height=\"{s}\" \
         fill=\"{LAST_MOVE}\" fill-opacity=\"0.55\"/>\n",
        s = num(SQ)
    )
}

/// A checked king's square, with the gradient `gradient`.
pub(crate) fn check_template(gradient: &str) -> String {
    format!(
        "<rect class=\"check\" x=\"{{x}}\" y=\"{{y}}\" width=\"{s}\" height=\"{s}\" \
         fill=\"url(#{gradient})\"/>\n",
        s = num(SQ)
    )
}

/// The squares: one rect each, carrying its name (standalone).
fn write_squares(out: &mut String, d: &Diagram, l: &Layout) {
    let g = &d.geometry;
    let shogi_board = g.kind() == BoardKind::Shogi;
    out.push_str("<g class=\"squares\">\n");
    for &sq in g.squares() {
        let (x, y) = l.corner(g, sq);
        let name = g.name(sq);
        let (f, r) = g.coords(sq);
        if shogi_board {
            let _ = writeln!(
                out,
                "<rect class=\"square plain sq-{name}\" data-square=\"{name}\" x=\"{}\" y=\"{}\" \
                 width=\"{s}\" height=\"{s}\" fill=\"{SHOGI_SQUARE}\" stroke=\"{SHOGI_LINE}\" \
                 stroke-width=\"0.9\"/>",
                num(x),
                num(y),
                s = num(SQ)
            );
        } else {
            let light = (f + r) % 2 == 1;
            let _ = writeln!(
                out,
                "<rect class=\"square {} sq-{name}\" data-square=\"{name}\" x=\"{}\" y=\"{}\" \
                 width=\"{s}\" height=\"{s}\" fill=\"{}\"/>",
                if light { "light" } else { "dark" },
                num(x),
                num(y),
                if light { LIGHT_SQUARE } else { DARK_SQUARE },
                s = num(SQ)
            );
        }
    }
    out.push_str("</g>\n");
}

/// The squares as few paths (page sprite): light and dark, or shogi's plain squares.
pub(crate) fn write_squares_compact(out: &mut String, d: &Diagram, l: &Layout) {
    let g = &d.geometry;
    let mut light = String::new();
    let mut dark = String::new();
    for &sq in g.squares() {
        let (x, y) = l.corner(g, sq);
        let (f, r) = g.coords(sq);
        let cell = format!("M{} {}h45v45h-45z", num(x), num(y));
        if g.kind() == BoardKind::Shogi || (f + r) % 2 == 1 {
            light.push_str(&cell);
        } else {
            dark.push_str(&cell);
        }
    }
    if g.kind() == BoardKind::Shogi {
        let _ = writeln!(
            out,
            "<path class=\"square plain\" d=\"{light}\" fill=\"{SHOGI_SQUARE}\" \
             stroke=\"{SHOGI_LINE}\" stroke-width=\"0.9\"/>"
        );
    } else {
        let _ = writeln!(
            out,
            "<path class=\"square light\" d=\"{light}\" fill=\"{LIGHT_SQUARE}\"/>"
        );
        let _ = writeln!(
            out,
            "<path class=\"square dark\" d=\"{dark}\" fill=\"{DARK_SQUARE}\"/>"
        );
    }
}

fn write_def(out: &mut String, d: &Diagram, look: &Look, id: &str) {
    match look {
        Look::Chess { kind, seat } => {
            let (class, paint, mark) = match seat {
                Some(s) => {
                    let st = d.style(*s);
                    (
                        format!("seat-{s} {}", st.css),
                        Paint::Inline {
                            fill: st.fill.clone(),
                            outline: st.outline.clone(),
                            detail: st.detail.clone(),
                        },
                        st.mark,
                    )
                }
                None => (
                    "dead".to_string(),
                    Paint::Inline {
                        fill: DEAD_FILL.into(),
                        outline: DEAD_LINE.into(),
                        detail: DEAD_LINE.into(),
                    },
                    None,
                ),
            };
            let _ = writeln!(
                out,
                "<g id=\"{}\" class=\"piece {class} {}\">",
                look.def_id(id),
                kind_name(*kind)
            );
            write_chess_body(out, *kind, mark, &paint);
            out.push_str("</g>\n");
        }
        Look::Tile {
            kind,
            promoted,
            flipped,
        } => {
            let _ = writeln!(
                out,
                "<g id=\"{}\" class=\"piece tile {}{}{}\">",
                look.def_id(id),
                kind_name(*kind),
                if *promoted { " promoted" } else { "" },
                if *flipped { " flipped" } else { "" }
            );
            write_tile_body(out, *kind, *promoted, *flipped);
            out.push_str("</g>\n");
        }
    }
}

/// A string of our stroke font centred on (cx, cy).
#[allow(clippy::too_many_arguments)]
pub(crate) fn write_glyphs(
    out: &mut String,
    text: &str,
    cx: f32,
    cy: f32,
    scale: f32,
    colour: &str,
    pen: f32,
    class: &str,
) {
    let w = font::width(text) * scale;
    let h = font::CAP * scale;
    let _ = writeln!(
        out,
        "<path class=\"{class}\" d=\"{}\" transform=\"translate({} {}) scale({})\" fill=\"none\" \
         stroke=\"{colour}\" stroke-width=\"{}\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>",
        font::string_path(text),
        num(cx - w / 2.0),
        num(cy - h / 2.0),
        num(scale),
        num(pen)
    );
}

/// Like [`write_glyphs`], the colour left to the class (page sprite).
fn write_glyphs_class(
    out: &mut String,
    text: &str,
    cx: f32,
    cy: f32,
    scale: f32,
    class: &str,
    pen: f32,
) {
    let w = font::width(text) * scale;
    let h = font::CAP * scale;
    let _ = writeln!(
        out,
        "<path class=\"{class}\" d=\"{}\" transform=\"translate({} {}) scale({})\" fill=\"none\" \
         stroke-width=\"{}\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>",
        font::string_path(text),
        num(cx - w / 2.0),
        num(cy - h / 2.0),
        num(scale),
        num(pen)
    );
}

/// Path of a shape mark centred on (cx, cy), about 2r across.
pub(crate) fn mark_path(m: ShapeMark, cx: f32, cy: f32, r: f32) -> String {
    let p = |x: f32, y: f32| format!("{} {}", num(cx + x * r), num(cy + y * r));
    match m {
        ShapeMark::Disc => format!(
            "M{}A{r} {r} 0 1 0 {}A{r} {r} 0 1 0 {}Z",
            p(-1.0, 0.0),
            p(1.0, 0.0),
            p(-1.0, 0.0),
            r = num(r)
        ),
        ShapeMark::Triangle => format!("M{}L{}L{}Z", p(0.0, -1.15), p(1.1, 0.8), p(-1.1, 0.8)),
        ShapeMark::Square => format!(
            "M{}L{}L{}L{}Z",
            p(-0.95, -0.95),
            p(0.95, -0.95),
            p(0.95, 0.95),
            p(-0.95, 0.95)
        ),
        ShapeMark::Diamond => format!(
            "M{}L{}L{}L{}Z",
            p(0.0, -1.2),
            p(1.0, 0.0),
            p(0.0, 1.2),
            p(-1.0, 0.0)
        ),
    }
}

/// Places one piece whose box has its top-left corner at (x, y) and side `size`.
#[allow(clippy::too_many_arguments)]
fn write_piece(
    out: &mut String,
    d: &Diagram,
    l: &Layout,
    id: &str,
    p: &Piece,
    x: f32,
    y: f32,
    size: f32,
    square: Option<&str>,
) {
    let look = Look::of(d, p);
    let st = d.style(p.owner);
    let mut class = format!("piece {} seat-{} {}", kind_name(p.kind), p.owner, st.css);
    if p.dead {
        class.push_str(" dead");
    }
    if p.promoted {
        class.push_str(" promoted");
    }
    if p.flipped {
        class.push_str(" flipped");
    }
    let data = square
        .map(|s| format!(" data-square=\"{s}\""))
        .unwrap_or_default();
    let k = size / SQ;
    let mut transform = format!("translate({} {})", num(x), num(y));
    if k != 1.0 {
        let _ = write!(transform, " scale({})", num(k));
    }
    let angle = match d.piece_style {
        PieceStyle::Shogi => l.angle(p.facing),
        PieceStyle::Chess => 0,
    };
    if angle != 0 {
        let _ = write!(transform, " rotate({angle} 22.5 22.5)");
    }
    let _ = writeln!(
        out,
        "<use class=\"{class}\"{data} href=\"#{}\" transform=\"{transform}\"/>",
        look.def_id(id)
    );
    // Shogi tiles turn with their facing; the owner's mark stays upright.
    if d.piece_style == PieceStyle::Shogi
        && let Some(m) = st.mark
    {
        let (dx, dy) = tile_mark_offset(p.kind, angle, k);
        let (cx, cy) = (x + size / 2.0 + dx, y + size / 2.0 + dy);
        let _ = writeln!(
            out,
            "<path class=\"seat-mark seat-{} {}\" d=\"{}\" fill=\"{}\" stroke=\"{}\" \
             stroke-width=\"0.8\"/>",
            p.owner,
            st.css,
            mark_path(m, cx, cy, TILE_MARK_R * k),
            st.fill,
            st.outline
        );
    }
}

pub(crate) fn write_shogi_frame(out: &mut String, l: &Layout) {
    // A heavier outer frame and the four star points of a shogi board, where the lines
    // between the third and fourth files and ranks from each side cross.
    let _ = writeln!(
        out,
        "<rect class=\"frame\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"none\" \
         stroke=\"{SHOGI_LINE}\" stroke-width=\"2\"/>",
        num(l.x0),
        num(l.y0),
        num(l.cols as f32 * SQ),
        num(l.rows as f32 * SQ)
    );
    for (c, r) in [(3, 3), (6, 3), (3, 6), (6, 6)] {
        if c < l.cols && r < l.rows {
            let _ = writeln!(
                out,
                "<circle class=\"star\" cx=\"{}\" cy=\"{}\" r=\"2.6\" fill=\"{SHOGI_LINE}\"/>",
                num(l.x0 + c as f32 * SQ),
                num(l.y0 + r as f32 * SQ)
            );
        }
    }
}

fn file_label(kind: BoardKind, f: i32) -> String {
    match kind {
        BoardKind::Shogi => format!("{}", 9 - f),
        _ => ((b'a' + f as u8) as char).to_string(),
    }
}

fn rank_label(kind: BoardKind, r: i32) -> String {
    match kind {
        BoardKind::Shogi => ((b'a' + (8 - r) as u8) as char).to_string(),
        _ => format!("{}", r + 1),
    }
}

/// Coordinates in the outer bands: below and left of chess and cross boards (on the
/// cross board, also along the cut-off corners, so that no two labels meet there), above
/// and right of shogi boards.
pub(crate) fn write_coordinates(out: &mut String, d: &Diagram, l: &Layout) {
    let (_, scale) = label_band(d.geometry.kind());
    out.push_str("<g class=\"coords\">\n");
    for (label, cx, cy) in coordinate_labels(d, l) {
        write_label(out, &label, cx, cy, scale);
    }
    out.push_str("</g>\n");
}

/// Each coordinate label and the centre where it goes.
pub(crate) fn coordinate_labels(d: &Diagram, l: &Layout) -> Vec<(String, f32, f32)> {
    let g = &d.geometry;
    let kind = g.kind();
    let by_files = l.columns_are_files();
    let mut cols: Vec<Option<String>> = vec![None; l.cols as usize];
    let mut rows: Vec<Option<String>> = vec![None; l.rows as usize];
    for &sq in g.squares() {
        let (f, r) = g.coords(sq);
        let (c, row) = l.cell(f, r);
        let (col_label, row_label) = if by_files {
            (file_label(kind, f), rank_label(kind, r))
        } else {
            (rank_label(kind, r), file_label(kind, f))
        };
        cols[c as usize].get_or_insert(col_label);
        rows[row as usize].get_or_insert(row_label);
    }
    let shogi = kind == BoardKind::Shogi;
    let (band, _) = label_band(kind);
    let mut out = Vec::new();
    for (c, label) in cols.into_iter().enumerate() {
        if let Some(label) = label {
            let cx = l.x0 + (c as f32 + 0.5) * SQ;
            let cy = if shogi {
                l.y0 - band / 2.0
            } else {
                l.y1() + band / 2.0
            };
            out.push((label, cx, cy));
        }
    }
    for (r, label) in rows.into_iter().enumerate() {
        if let Some(label) = label {
            let cy = l.y0 + (r as f32 + 0.5) * SQ;
            let cx = if shogi {
                l.x1() + band / 2.0
            } else {
                l.x0 - band / 2.0
            };
            out.push((label, cx, cy));
        }
    }
    out
}

fn write_label(out: &mut String, label: &str, cx: f32, cy: f32, scale: f32) {
    let _ = writeln!(
        out,
        "{}",
        label_path(label, cx, cy, scale).replacen(
            "class=\"coord\" ",
            &format!("class=\"coord\" data-coord=\"{label}\" "),
            1
        )
    );
}

/// A coordinate label's path, centred on (cx, cy).
pub(crate) fn label_path(label: &str, cx: f32, cy: f32, scale: f32) -> String {
    let w = font::width(label) * scale;
    let h = font::CAP * scale;
    // the pen grows a little less than the glyphs
    let pen = 1.45 * (0.9 / scale).sqrt();
    format!(
        "<path class=\"coord\" d=\"{}\" transform=\"translate({} {}) \
         scale({})\" fill=\"none\" stroke=\"{COORD}\" stroke-width=\"{}\" \
         stroke-linecap=\"round\" stroke-linejoin=\"round\"/>",
        font::string_path(label),
        num(cx - w / 2.0),
        num(cy - h / 2.0),
        num(scale),
        num(pen)
    )
}

/// Marked squares (`show: marks`), under the pieces.
pub(crate) fn write_marks(out: &mut String, d: &Diagram, l: &Layout) {
    let g = &d.geometry;
    for &sq in d.marks.iter().filter(|s| g.contains(**s)) {
        let (x, y) = l.corner(g, sq);
        let _ = writeln!(
            out,
            "<rect class=\"mark\" x=\"{}\" y=\"{}\" width=\"{s}\" height=\"{s}\" fill=\"none\" \
             stroke=\"{MARK}\" stroke-width=\"3.5\" stroke-opacity=\"0.9\"/>",
            num(x + 2.5),
            num(y + 2.5),
            s = num(SQ - 5.0)
        );
    }
}

/// Legal destinations (`show: moves_of`), over the pieces.
pub(crate) fn write_targets(out: &mut String, d: &Diagram, l: &Layout) {
    let g = &d.geometry;
    if d.targets.is_empty() {
        return;
    }
    let occupied: BTreeSet<Square> = d.pieces.iter().map(|(s, _)| *s).collect();
    out.push_str("<g class=\"targets\">\n");
    for &sq in d.targets.iter().filter(|s| g.contains(**s)) {
        let (cx, cy) = l.center(g, sq);
        if occupied.contains(&sq) {
            let _ = writeln!(
                out,
                "<circle class=\"target capture\" cx=\"{}\" cy=\"{}\" r=\"19.5\" fill=\"none\" \
                 stroke=\"{TARGET}\" stroke-width=\"3.5\" stroke-opacity=\"0.35\"/>",
                num(cx),
                num(cy)
            );
        } else {
            let _ = writeln!(
                out,
                "<circle class=\"target\" cx=\"{}\" cy=\"{}\" r=\"6.5\" fill=\"{TARGET}\" \
                 fill-opacity=\"0.35\"/>",
                num(cx),
                num(cy)
            );
        }
    }
    out.push_str("</g>\n");
}

/// Whether the segment c–d runs along the line of a–b and shares more than a point with
/// it (the king's and the rook's arrows of a castling).
fn runs_along(a: (f32, f32), b: (f32, f32), c: (f32, f32), e: (f32, f32)) -> bool {
    let (ux, uy) = (b.0 - a.0, b.1 - a.1);
    let len2 = ux * ux + uy * uy;
    if len2 < 1.0 {
        return false;
    }
    let cross = |p: (f32, f32)| ((p.0 - a.0) * uy - (p.1 - a.1) * ux).abs() / len2.sqrt();
    if cross(c) > 1.0 || cross(e) > 1.0 {
        return false;
    }
    let t = |p: (f32, f32)| ((p.0 - a.0) * ux + (p.1 - a.1) * uy) / len2;
    let (t0, t1) = (t(c).min(t(e)), t(c).max(t(e)));
    t1.min(1.0) - t0.max(0.0) > 0.05
}

/// Arrows on top; one drawn along an earlier one is shifted aside and drawn thinner, so
/// that a castling reads as the king's arrow with the rook's beside it.
pub(crate) fn write_arrows(out: &mut String, d: &Diagram, l: &Layout) {
    let g = &d.geometry;
    let arrows: Vec<((f32, f32), (f32, f32))> = d
        .arrows
        .iter()
        .filter(|a| g.contains(a.from) && g.contains(a.to))
        .map(|a| (l.center(g, a.from), l.center(g, a.to)))
        .collect();
    if arrows.is_empty() {
        return;
    }
    out.push_str("<g class=\"arrows\">\n");
    for (j, &(from, to)) in arrows.iter().enumerate() {
        let beside = arrows[..j].iter().any(|&(a, b)| runs_along(a, b, from, to));
        write_arrow(out, from, to, beside);
    }
    out.push_str("</g>\n");
}

fn write_arrow(out: &mut String, from: (f32, f32), to: (f32, f32), beside: bool) {
    let (dx, dy) = (to.0 - from.0, to.1 - from.1);
    let len = (dx * dx + dy * dy).sqrt();
    if len < 1.0 {
        let _ = writeln!(
            out,
            "<circle class=\"arrow circle\" cx=\"{}\" cy=\"{}\" r=\"19\" fill=\"none\" \
             stroke=\"{ARROW}\" stroke-width=\"3.5\" stroke-opacity=\"0.85\"/>",
            num(from.0),
            num(from.1)
        );
        return;
    }
    let (ux, uy) = (dx / len, dy / len);
    let (nx, ny) = (-uy, ux);
    let (shaft, head_w, head_l, shift) = if beside {
        (2.6, 8.5, 13.0, ARROW_OFFSET)
    } else {
        (4.0, 12.0, 17.0, 0.0)
    };
    let tip = (to.0 - ux * 4.0, to.1 - uy * 4.0);
    let neck = (tip.0 - ux * head_l, tip.1 - uy * head_l);
    let start = (from.0 + ux * 8.0, from.1 + uy * 8.0);
    let pt = |p: (f32, f32), k: f32| {
        format!(
            "{} {}",
            num(p.0 + nx * (k + shift)),
            num(p.1 + ny * (k + shift))
        )
    };
    let _ = writeln!(
        out,
        "<path class=\"arrow{}\" d=\"M{}L{}L{}L{}L{}L{}L{}Z\" fill=\"{ARROW}\" \
         fill-opacity=\"0.8\"/>",
        if beside { " beside" } else { "" },
        pt(start, shaft),
        pt(neck, shaft),
        pt(neck, head_w),
        pt(tip, 0.0),
        pt(neck, -head_w),
        pt(neck, -shaft),
        pt(start, -shaft)
    );
}

/// A hand's tray: where it is and how its pieces line up.
#[derive(Clone, Copy, Debug)]
pub struct Tray {
    pub x: f32,
    pub y: f32,
    pub w: f32,
    pub h: f32,
    /// Top-left corner of the first piece, and the step to the next one.
    pub first: (f32, f32),
    pub step: (f32, f32),
    /// Centre of a piece's count, from the piece's corner.
    pub count_at: (f32, f32),
}

/// The owner's name written on a tray, where the font can write it ("Blancs A"); seats
/// with a shape mark show the mark instead.
fn tray_label(st: &SeatStyle) -> Option<String> {
    if st.mark.is_some() {
        return None;
    }
    st.name_fr
        .chars()
        .all(|c| font::glyph(c).is_some())
        .then(|| st.name_fr.clone())
}

const TRAY_LABEL_SCALE: f32 = 1.0;

pub(crate) fn tray_of(d: &Diagram, l: &Layout, seat: Seat) -> Tray {
    let st = d.style(seat);
    let side = l.side_of(st.edge);
    let inset = l.label + (HAND - TRAY) / 2.0;
    let ((x, y), (sx, sy)) = match side {
        Side::Bottom => ((l.x0, l.y1() + inset), (1.0, 0.0)),
        Side::Top => ((l.x0, l.y0 - inset - TRAY), (1.0, 0.0)),
        Side::Left => ((l.x0 - inset - TRAY, l.y0), (0.0, 1.0)),
        Side::Right => ((l.x1() + inset, l.y0), (0.0, 1.0)),
    };
    let (w, h) = if sx > 0.0 {
        (l.x1() - l.x0, TRAY)
    } else {
        (TRAY, l.y1() - l.y0)
    };
    // room taken at the tray's start by the owner's name or mark
    let lead = match tray_label(&st) {
        Some(name) if sx > 0.0 => font::width(&name) * TRAY_LABEL_SCALE + 10.0,
        _ if st.mark.is_some() => 2.0 * TILE_MARK_R + 6.0,
        _ => 0.0,
    };
    let first = (x + 2.0 + sx * (2.0 + lead), y + 2.0 + sy * (2.0 + lead));
    let count_at = if sx > 0.0 {
        (HAND_PIECE + 6.0, HAND_PIECE / 2.0)
    } else {
        (HAND_PIECE / 2.0, HAND_PIECE + 6.0)
    };
    Tray {
        x,
        y,
        w,
        h,
        first,
        step: (sx * 52.0, sy * 52.0),
        count_at,
    }
}

/// The empty trays with their owners' names or marks (standalone, and the page sprite's
/// board drawing).
pub(crate) fn write_trays(out: &mut String, d: &Diagram, l: &Layout) {
    for (seat, _) in &d.hands {
        let st = d.style(*seat);
        let t = tray_of(d, l, *seat);
        let _ = writeln!(
            out,
            "<rect class=\"hand seat-{seat} {}\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" \
             rx=\"5\" fill=\"#000000\" fill-opacity=\"0.05\" stroke=\"#8c8c8c\" \
             stroke-opacity=\"0.6\" stroke-width=\"1\"/>",
            st.css,
            num(t.x),
            num(t.y),
            num(t.w),
            num(t.h),
        );
        let horizontal = t.step.0 > 0.0;
        if let Some(name) = tray_label(&st).filter(|_| horizontal) {
            let w = font::width(&name) * TRAY_LABEL_SCALE;
            let _ = writeln!(
                out,
                "<path class=\"coord hand-owner\" d=\"{}\" transform=\"translate({} {}) \
                 scale({})\" fill=\"none\" stroke=\"{COORD}\" stroke-width=\"1.4\" \
                 stroke-linecap=\"round\" stroke-linejoin=\"round\"/>",
                font::string_path(&name),
                num(t.x + 6.0),
                num(t.y + (t.h - font::CAP * TRAY_LABEL_SCALE) / 2.0),
                num(TRAY_LABEL_SCALE)
            );
            let _ = w;
        } else if let Some(m) = st.mark {
            let r = TILE_MARK_R;
            let (cx, cy) = if horizontal {
                (t.x + 4.0 + r, t.y + t.h / 2.0)
            } else {
                (t.x + t.w / 2.0, t.y + 4.0 + r)
            };
            let _ = writeln!(
                out,
                "<path class=\"seat-mark hand-owner seat-{seat} {}\" d=\"{}\" fill=\"{}\" \
                 stroke=\"{}\" stroke-width=\"0.8\"/>",
                st.css,
                mark_path(m, cx, cy, r),
                st.fill,
                st.outline
            );
        }
    }
}

/// A count beside a piece in hand, centred on (cx, cy).
pub(crate) fn write_count(out: &mut String, count: u32, cx: f32, cy: f32) {
    let _ = writeln!(
        out,
        "<circle class=\"count\" cx=\"{}\" cy=\"{}\" r=\"7\" fill=\"#333333\"/>",
        num(cx),
        num(cy)
    );
    let text = count.to_string();
    let scale = if text.len() > 1 { 0.6 } else { 0.8 };
    write_glyphs(out, &text, cx, cy, scale, "#ffffff", 1.6, "count-digits");
}

fn write_hands(out: &mut String, d: &Diagram, l: &Layout, id: &str) {
    if d.hands.is_empty() {
        return;
    }
    out.push_str("<g class=\"hands\">\n");
    write_trays(out, d, l);
    for (seat, hand) in &d.hands {
        let st: SeatStyle = d.style(*seat);
        let t = tray_of(d, l, *seat);
        for (i, (kind, count)) in hand.iter().filter(|(_, n)| *n > 0).enumerate() {
            let px = t.first.0 + t.step.0 * i as f32;
            let py = t.first.1 + t.step.1 * i as f32;
            let p = Piece::new(*kind, *seat, st.edge.opposite());
            write_piece(out, d, l, id, &p, px, py, HAND_PIECE, None);
            if *count > 1 {
                write_count(out, *count, px + t.count_at.0, py + t.count_at.1);
            }
        }
    }
    out.push_str("</g>\n");
}

/// The seats to move, each once, in seat order.
pub(crate) fn movers(d: &Diagram) -> Vec<Seat> {
    let mut seats = d.to_move.clone();
    seats.sort();
    seats.dedup();
    seats
}

/// A side-to-move marker: shape, centre and radius.
pub(crate) fn marker_of(d: &Diagram, l: &Layout, seat: Seat) -> (ShapeMark, f32, f32, f32) {
    let st = d.style(seat);
    let (cx, cy) = marker_position(d, l, l.side_of(st.edge));
    (st.mark.unwrap_or(ShapeMark::Disc), cx, cy, MARKER_R)
}

fn marker_inline(d: &Diagram, l: &Layout, seat: Seat) -> String {
    let st = d.style(seat);
    let (shape, cx, cy, r) = marker_of(d, l, seat);
    format!(
        "<path class=\"to-move seat-{seat} {}\" d=\"{}\" fill=\"{}\" stroke=\"{}\" \
         stroke-width=\"1.3\"/>\n",
        st.css,
        mark_path(shape, cx, cy, r),
        st.fill,
        if st.mark.is_some() {
            &st.outline
        } else {
            "#1c1c1c"
        }
    )
}

/// Where the side-to-move marker of the seat at screen side `side` goes: beside its edge
/// row, at the end away from the coordinates (which run below and left of chess and
/// cross boards): right of the bottom and top rows, above the left and right columns.
/// Shogi boards carry labels on the top and right bands, so their markers go to the free
/// corners.
fn marker_position(d: &Diagram, l: &Layout, side: Side) -> (f32, f32) {
    let half = l.label / 2.0;
    if d.geometry.kind() == BoardKind::Shogi {
        return match side {
            Side::Bottom => (l.x1() + half, l.y1() + half),
            Side::Right => (l.x1() + half, l.y0 - half),
            Side::Top => (l.x0 - half, l.y0 - half),
            Side::Left => (l.x0 - half, l.y1() + half),
        };
    }
    let g = &d.geometry;
    let cells: Vec<(i32, i32)> = g
        .squares()
        .iter()
        .map(|&sq| {
            let (f, r) = g.coords(sq);
            l.cell(f, r)
        })
        .collect();
    let pick = |key: fn(&(i32, i32)) -> (i32, i32)| cells.iter().copied().max_by_key(key);
    let x = |c: i32| l.x0 + c as f32 * SQ;
    let y = |r: i32| l.y0 + r as f32 * SQ;
    match side {
        // Bottom row, rightmost cell: to its right.
        Side::Bottom => pick(|&(c, r)| (r, c)).map(|(c, r)| (x(c + 1) + half, y(r) + SQ / 2.0)),
        // Right column, topmost cell: above it.
        Side::Right => pick(|&(c, r)| (c, -r)).map(|(c, r)| (x(c) + SQ / 2.0, y(r) - half)),
        // Top row, rightmost cell: to its right.
        Side::Top => pick(|&(c, r)| (-r, c)).map(|(c, r)| (x(c + 1) + half, y(r) + SQ / 2.0)),
        // Left column, topmost cell: above it.
        Side::Left => pick(|&(c, r)| (-c, -r)).map(|(c, r)| (x(c) + SQ / 2.0, y(r) - half)),
    }
    .unwrap_or((l.x1() + half, l.y1() + half))
}
