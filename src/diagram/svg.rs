//! The SVG writer.
//!
//! Two targets share every drawing helper here. A standalone SVG (the `diagram`
//! command, PNG export) holds its own definitions and inline colours, so that resvg and
//! image viewers render it alone. A page SVG ([`super::page`]) refers to the page's
//! sprite ([`super::sprite`]) for the board and the pieces and takes its colours from
//! the page's style sheet. Elements carry CSS classes either way (a theme, dark mode or
//! print may restyle them). No `<text>`: glyphs are paths from our stroke font. Output
//! is deterministic: same diagram, same bytes.

mod annotations;
mod hands;
mod labels;
mod looks;
mod squares;

use std::collections::BTreeSet;
use std::fmt::Write;

use super::Diagram;
use super::layout::{Layout, SQ, Side};
use crate::rules::geometry::BoardKind;
use crate::rules::{Piece, Square};

pub(crate) use annotations::{mark_path, write_arrows, write_marks, write_targets};
pub use hands::Tray;
use hands::{marker_inline, write_hands};
pub(crate) use hands::{marker_of, movers, tray_of, write_count, write_trays};
pub(crate) use labels::{coordinate_labels, label_path, write_coordinates};
pub(crate) use looks::{
    Look, PIECE_BOX, Paint, kind_name, mark_name, piece_mark_at, piece_mark_shape,
    tile_mark_offset, write_chess_parts, write_tile_body,
};
use looks::{write_def, write_piece};
use squares::write_squares;
pub(crate) use squares::{
    check_gradient, check_template, fill_xy, lastmove_template, write_shogi_frame,
    write_squares_compact,
};

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
    let hundredths = (v * 100.0).round();
    // Below 2^16 in magnitude, the f32 nearest n/100 lies within 0.004 of it, so
    // formatting it with two decimals writes n/100: the digits come from the integer n
    // (itoa) instead of the standard library's exact float formatting, whose slow path
    // was a visible part of a cold build. Larger values (none in our drawings) and NaN
    // take that formatting.
    if hundredths.abs() < 6_553_600.0 {
        let n = hundredths as i32;
        if n == 0 {
            return "0".into();
        }
        let (whole, frac) = (n.unsigned_abs() / 100, n.unsigned_abs() % 100);
        let mut buf = itoa::Buffer::new();
        let mut s = String::with_capacity(12);
        if n < 0 {
            s.push('-');
        }
        s.push_str(buf.format(whole));
        if frac != 0 {
            s.push('.');
            s.push(char::from(b'0' + (frac / 10) as u8));
            if frac % 10 != 0 {
                s.push(char::from(b'0' + (frac % 10) as u8));
            }
        }
        return s;
    }
    num_slow(v)
}

/// [`num`] through the standard library's formatting.
#[doc(hidden)]
pub fn num_slow(v: f32) -> String {
    let r = (v * 100.0).round() / 100.0;
    if r == 0.0 {
        return "0".into();
    }
    let s = format!("{r:.2}");
    let s = s.trim_end_matches('0').trim_end_matches('.');
    s.to_string()
}

/// Escapes text for XML content and attribute values: the HTML escaper, after the
/// control characters XML 1.0 forbids are dropped.
pub fn escape(s: &str) -> String {
    let allowed = |c: &char| (*c as u32) >= 0x20 || matches!(c, '\n' | '\t' | '\r');
    if s.chars().all(|c| allowed(&c)) {
        crate::escape::escape_html(s)
    } else {
        crate::escape::escape_html(&s.chars().filter(allowed).collect::<String>())
    }
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
