//! The SVG writer.
//!
//! Every element carries inline presentation attributes (so that resvg renders a
//! standalone file correctly) and CSS classes (so that a page theme, dark mode or print
//! can restyle it: CSS rules win over presentation attributes). No `<text>`: glyphs are
//! paths from our stroke font. Output is deterministic: same diagram, same bytes.

use std::collections::BTreeSet;
use std::fmt::Write;

use super::font;
use super::layout::{HAND, LABEL, Layout, SQ, Side};
use super::pieces::{self, Paint};
use super::{Diagram, PieceStyle, SeatStyle, ShapeMark};
use crate::rules::geometry::BoardKind;
use crate::rules::{Piece, PieceKind, Seat, Square};

const LIGHT_SQUARE: &str = "#ece6da";
const DARK_SQUARE: &str = "#b4a796";
const SHOGI_SQUARE: &str = "#e7c98f";
const SHOGI_LINE: &str = "#5b4322";
const COORD: &str = "#4a4a4a";
const LAST_MOVE: &str = "#e8cf4a";
const MARK: &str = "#c2185b";
const ARROW: &str = "#1b7a3a";
const TARGET: &str = "#1c1c1c";
const TILE: &str = "#fbe9c2";
const TILE_LINE: &str = "#4d3819";
const TILE_BACK: &str = "#6e5537";
const PROMOTED: &str = "#c62828";
const DEAD_FILL: &str = "#a3a3a3";
const DEAD_LINE: &str = "#4d4d4d";
const GAP_BETWEEN_BOARDS: f32 = 24.0;
/// Thickness of a hand's tray.
const TRAY: f32 = 40.0;

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
fn clean_id(id: &str) -> String {
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

fn open_svg(out: &mut String, id: &str, w: f32, h: f32, title: &str, desc: &str) {
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

fn layout_of(d: &Diagram) -> Layout {
    let probe = Layout::new(&d.geometry, d.bottom, &[]);
    let sides: Vec<Side> = d
        .hands
        .iter()
        .map(|(seat, _)| probe.side_of(d.style(*seat).edge))
        .collect::<BTreeSet<_>>()
        .into_iter()
        .collect();
    Layout::new(&d.geometry, d.bottom, &sides)
}

/// How one piece looks: the key of its definition in `<defs>`.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Look {
    /// A chess silhouette of a seat (or of no seat when dead).
    Chess { kind: PieceKind, seat: Option<Seat> },
    /// A shogi tile (the owner's mark is drawn separately, upright).
    Tile {
        kind: PieceKind,
        promoted: bool,
        flipped: bool,
    },
}

fn kind_name(k: PieceKind) -> &'static str {
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

impl Look {
    fn of(d: &Diagram, p: &Piece) -> Look {
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
        let _ = writeln!(
            out,
            "<radialGradient id=\"{id}-check\"><stop offset=\"0\" stop-color=\"#ff2a1a\" \
             stop-opacity=\"1\"/><stop offset=\"0.6\" stop-color=\"#d81b0c\" \
             stop-opacity=\"0.75\"/><stop offset=\"1\" stop-color=\"#b00000\" \
             stop-opacity=\"0\"/></radialGradient>"
        );
    }
    out.push_str("</defs>\n");

    // Squares.
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
    if shogi_board {
        write_shogi_frame(out, d, l);
    }

    // Highlights under the pieces.
    if let Some((from, to)) = d.last_move {
        for sq in [from, to] {
            if g.contains(sq) {
                let (x, y) = l.corner(g, sq);
                let _ = writeln!(
                    out,
                    "<rect class=\"lastmove\" x=\"{}\" y=\"{}\" width=\"{s}\" height=\"{s}\" \
                     fill=\"{LAST_MOVE}\" fill-opacity=\"0.55\"/>",
                    num(x),
                    num(y),
                    s = num(SQ)
                );
            }
        }
    }
    for &sq in d.checked.iter().filter(|s| g.contains(**s)) {
        let (x, y) = l.corner(g, sq);
        let _ = writeln!(
            out,
            "<rect class=\"check\" x=\"{}\" y=\"{}\" width=\"{s}\" height=\"{s}\" \
             fill=\"url(#{id}-check)\"/>",
            num(x),
            num(y),
            s = num(SQ)
        );
    }
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

    // Legal destinations.
    if !d.targets.is_empty() {
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

    // Arrows on top.
    if !d.arrows.is_empty() {
        out.push_str("<g class=\"arrows\">\n");
        for a in d
            .arrows
            .iter()
            .filter(|a| g.contains(a.from) && g.contains(a.to))
        {
            write_arrow(out, l.center(g, a.from), l.center(g, a.to));
        }
        out.push_str("</g>\n");
    }

    write_hands(out, d, l, id);
    write_to_move(out, d, l);
}

fn write_def(out: &mut String, d: &Diagram, look: &Look, id: &str) {
    match look {
        Look::Chess { kind, seat } => {
            let (class, fill, outline, detail, mark) = match seat {
                Some(s) => {
                    let st = d.style(*s);
                    (
                        format!("seat-{s} {}", st.css),
                        st.fill,
                        st.outline,
                        st.detail,
                        st.mark,
                    )
                }
                None => (
                    "dead".to_string(),
                    DEAD_FILL.to_string(),
                    DEAD_LINE.to_string(),
                    DEAD_LINE.to_string(),
                    None,
                ),
            };
            let _ = writeln!(
                out,
                "<g id=\"{}\" class=\"piece {class} {}\">",
                look.def_id(id),
                kind_name(*kind)
            );
            // Slightly larger than the drawing box, scaled about the square's centre.
            out.push_str("<g transform=\"translate(-1.35 -1.35) scale(1.06)\">\n");
            for (paint, path) in pieces::chess_parts(*kind) {
                // The seat mark takes the place of the skirt line on kings and queens.
                if *paint == Paint::Line && mark.is_some() && pieces::mark_replaces_line(*kind) {
                    continue;
                }
                match paint {
                    Paint::Body => {
                        let _ = writeln!(
                            out,
                            "<path class=\"body\" d=\"{path}\" fill=\"{fill}\" stroke=\"{outline}\" \
                             stroke-width=\"1.5\" stroke-linejoin=\"round\"/>"
                        );
                    }
                    Paint::Line => {
                        let _ = writeln!(
                            out,
                            "<path class=\"detail\" d=\"{path}\" fill=\"none\" stroke=\"{detail}\" \
                             stroke-width=\"1.5\" stroke-linecap=\"round\"/>"
                        );
                    }
                    Paint::Dot => {
                        let _ = writeln!(
                            out,
                            "<path class=\"detail\" d=\"{path}\" fill=\"{detail}\"/>"
                        );
                    }
                }
            }
            if matches!(kind, PieceKind::Gold | PieceKind::Silver) {
                let letter = if *kind == PieceKind::Gold { "G" } else { "S" };
                write_glyphs(out, letter, 22.5, 22.5, 1.4, &detail, 1.6, "letter");
            }
            if let Some(m) = mark {
                let (cx, cy) = pieces::chess_mark_at(*kind);
                let _ = writeln!(
                    out,
                    "<path class=\"seat-mark\" d=\"{}\" fill=\"{detail}\" stroke=\"{outline}\" \
                     stroke-width=\"0.6\"/>",
                    mark_path(m, cx, cy, 3.8)
                );
            }
            out.push_str("</g>\n</g>\n");
        }
        Look::Tile {
            kind,
            promoted,
            flipped,
        } => {
            let s = pieces::shogi_scale(*kind);
            let _ = writeln!(
                out,
                "<g id=\"{}\" class=\"piece tile {}{}{}\">",
                look.def_id(id),
                kind_name(*kind),
                if *promoted { " promoted" } else { "" },
                if *flipped { " flipped" } else { "" }
            );
            let t = 22.5 * (1.0 - s);
            let (fill, ink) = if *flipped {
                (TILE_BACK, "#f3e3c0")
            } else if *promoted {
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
            let text = match (*promoted, *kind) {
                (true, k) => format!("+{}", k.letter()),
                (false, k) => k.letter().to_string(),
            };
            let scale = if *promoted { 1.2 } else { 1.45 } * s;
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
            out.push_str("</g>\n");
        }
    }
}

/// A string of our stroke font centred on (cx, cy).
#[allow(clippy::too_many_arguments)]
fn write_glyphs(
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

/// Path of a shape mark centred on (cx, cy), about 2r across.
fn mark_path(m: ShapeMark, cx: f32, cy: f32, r: f32) -> String {
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
            p(-0.85, -0.85),
            p(0.85, -0.85),
            p(0.85, 0.85),
            p(-0.85, 0.85)
        ),
        ShapeMark::Diamond => format!(
            "M{}L{}L{}L{}Z",
            p(0.0, -1.25),
            p(1.0, 0.0),
            p(0.0, 1.25),
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
    // Shogi tiles turn with their facing; the owner's mark stays upright, drawn at the
    // tile's back so that it does not cover the letter.
    if d.piece_style == PieceStyle::Shogi
        && let Some(m) = st.mark
    {
        let back = 13.0 * pieces::shogi_scale(p.kind) * k;
        let (dx, dy) = match angle {
            0 => (0.0, back),
            90 => (-back, 0.0),
            180 => (0.0, -back),
            _ => (back, 0.0),
        };
        let (cx, cy) = (x + size / 2.0 + dx, y + size / 2.0 + dy);
        let _ = writeln!(
            out,
            "<path class=\"seat-mark seat-{} {}\" d=\"{}\" fill=\"{}\" stroke=\"{}\" \
             stroke-width=\"0.8\"/>",
            p.owner,
            st.css,
            mark_path(m, cx, cy, 3.3 * k),
            st.fill,
            st.outline
        );
    }
}

fn write_shogi_frame(out: &mut String, d: &Diagram, l: &Layout) {
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
    let _ = d;
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

fn write_coordinates(out: &mut String, d: &Diagram, l: &Layout) {
    let g = &d.geometry;
    let kind = g.kind();
    let by_files = l.columns_are_files();
    // Per screen column: its label and the rows of its first and last squares; likewise
    // per screen row. Labels sit beside the outermost existing square, so the cross
    // board's labels follow its arms.
    let mut cols: Vec<Option<(String, i32, i32)>> = vec![None; l.cols as usize];
    let mut rows: Vec<Option<(String, i32, i32)>> = vec![None; l.rows as usize];
    for &sq in g.squares() {
        let (f, r) = g.coords(sq);
        let (c, row) = l.cell(f, r);
        let (col_label, row_label) = if by_files {
            (file_label(kind, f), rank_label(kind, r))
        } else {
            (rank_label(kind, r), file_label(kind, f))
        };
        let e = cols[c as usize].get_or_insert((col_label, row, row));
        e.1 = e.1.min(row);
        e.2 = e.2.max(row);
        let e = rows[row as usize].get_or_insert((row_label, c, c));
        e.1 = e.1.min(c);
        e.2 = e.2.max(c);
    }
    // Shogi diagrams put file numbers on top and rank letters on the right.
    let shogi = kind == BoardKind::Shogi;
    let scale = 0.9;
    out.push_str("<g class=\"coords\">\n");
    for (c, e) in cols.iter().enumerate() {
        if let Some((label, top, bottom)) = e {
            let cx = l.x0 + (c as f32 + 0.5) * SQ;
            let cy = if shogi {
                l.y0 + *top as f32 * SQ - LABEL / 2.0
            } else {
                l.y0 + (*bottom + 1) as f32 * SQ + LABEL / 2.0
            };
            write_label(out, label, cx, cy, scale);
        }
    }
    for (r, e) in rows.iter().enumerate() {
        if let Some((label, left, right)) = e {
            let cy = l.y0 + (r as f32 + 0.5) * SQ;
            let cx = if shogi {
                l.x0 + (*right + 1) as f32 * SQ + LABEL / 2.0
            } else {
                l.x0 + *left as f32 * SQ - LABEL / 2.0
            };
            write_label(out, label, cx, cy, scale);
        }
    }
    out.push_str("</g>\n");
}

fn write_label(out: &mut String, label: &str, cx: f32, cy: f32, scale: f32) {
    let w = font::width(label) * scale;
    let h = font::CAP * scale;
    let _ = writeln!(
        out,
        "<path class=\"coord\" data-coord=\"{label}\" d=\"{}\" transform=\"translate({} {}) \
         scale({})\" fill=\"none\" stroke=\"{COORD}\" stroke-width=\"1.45\" \
         stroke-linecap=\"round\" stroke-linejoin=\"round\"/>",
        font::string_path(label),
        num(cx - w / 2.0),
        num(cy - h / 2.0),
        num(scale)
    );
}

fn write_arrow(out: &mut String, from: (f32, f32), to: (f32, f32)) {
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
    let (shaft, head_w, head_l) = (4.0, 12.0, 17.0);
    let tip = (to.0 - ux * 4.0, to.1 - uy * 4.0);
    let neck = (tip.0 - ux * head_l, tip.1 - uy * head_l);
    let start = (from.0 + ux * 8.0, from.1 + uy * 8.0);
    let pt = |p: (f32, f32), k: f32| format!("{} {}", num(p.0 + nx * k), num(p.1 + ny * k));
    let _ = writeln!(
        out,
        "<path class=\"arrow\" d=\"M{}L{}L{}L{}L{}L{}L{}Z\" fill=\"{ARROW}\" \
         fill-opacity=\"0.8\"/>",
        pt(start, shaft),
        pt(neck, shaft),
        pt(neck, head_w),
        pt(tip, 0.0),
        pt(neck, -head_w),
        pt(neck, -shaft),
        pt(start, -shaft)
    );
}

/// Top-left of a hand band along a side, and the step between two items.
fn hand_band(l: &Layout, side: Side) -> ((f32, f32), (f32, f32)) {
    let inset = LABEL + (HAND - TRAY) / 2.0;
    match side {
        Side::Bottom => ((l.x0, l.y1() + inset), (1.0, 0.0)),
        Side::Top => ((l.x0, l.y0 - inset - TRAY), (1.0, 0.0)),
        Side::Left => ((l.x0 - inset - TRAY, l.y0), (0.0, 1.0)),
        Side::Right => ((l.x1() + inset, l.y0), (0.0, 1.0)),
    }
}

fn write_hands(out: &mut String, d: &Diagram, l: &Layout, id: &str) {
    if d.hands.is_empty() {
        return;
    }
    out.push_str("<g class=\"hands\">\n");
    for (seat, hand) in &d.hands {
        let st: SeatStyle = d.style(*seat);
        let side = l.side_of(st.edge);
        let ((x, y), (sx, sy)) = hand_band(l, side);
        let (w, h) = if sx > 0.0 {
            (l.x1() - l.x0, TRAY)
        } else {
            (TRAY, l.y1() - l.y0)
        };
        let _ = writeln!(
            out,
            "<rect class=\"hand seat-{seat} {}\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" \
             rx=\"5\" fill=\"#000000\" fill-opacity=\"0.05\" stroke=\"#8c8c8c\" \
             stroke-opacity=\"0.6\" stroke-width=\"1\"/>",
            st.css,
            num(x),
            num(y),
            num(w),
            num(h),
        );
        let mut i = 0.0;
        for (kind, count) in hand.iter().filter(|(_, n)| *n > 0) {
            let size = TRAY - 4.0;
            let px = x + 2.0 + sx * (2.0 + i * 52.0);
            let py = y + 2.0 + sy * (2.0 + i * 52.0);
            let p = Piece::new(*kind, *seat, st.edge.opposite());
            write_piece(out, d, l, id, &p, px, py, size, None);
            if *count > 1 {
                // The count sits after the piece along the tray.
                let (bx, by) = if sx > 0.0 {
                    (px + size + 6.0, py + size / 2.0)
                } else {
                    (px + size / 2.0, py + size + 6.0)
                };
                let _ = writeln!(
                    out,
                    "<circle class=\"count\" cx=\"{}\" cy=\"{}\" r=\"7\" fill=\"#333333\"/>",
                    num(bx),
                    num(by)
                );
                let text = count.to_string();
                let scale = if text.len() > 1 { 0.6 } else { 0.8 };
                write_glyphs(out, &text, bx, by, scale, "#ffffff", 1.6, "count-digits");
            }
            i += 1.0;
        }
    }
    out.push_str("</g>\n");
}

fn write_to_move(out: &mut String, d: &Diagram, l: &Layout) {
    let mut seats = d.to_move.clone();
    seats.sort();
    seats.dedup();
    for seat in seats {
        let st = d.style(seat);
        let (cx, cy) = marker_position(d, l, l.side_of(st.edge));
        let shape = st.mark.unwrap_or(ShapeMark::Disc);
        let _ = writeln!(
            out,
            "<path class=\"to-move seat-{seat} {}\" d=\"{}\" fill=\"{}\" stroke=\"{}\" \
             stroke-width=\"1.3\"/>",
            st.css,
            mark_path(shape, cx, cy, 6.5),
            st.fill,
            if st.mark.is_some() {
                &st.outline
            } else {
                "#1c1c1c"
            }
        );
    }
}

/// Where the side-to-move marker of the seat at screen side `side` goes: beside its edge
/// row, at the end away from the coordinates (which run below and left of chess and
/// cross boards): right of the bottom and top rows, above the left and right columns.
/// Shogi boards carry labels on the top and right bands, so their markers go to the free
/// corners.
fn marker_position(d: &Diagram, l: &Layout, side: Side) -> (f32, f32) {
    let half = LABEL / 2.0;
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
