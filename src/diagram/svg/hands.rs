//! The hands beside the board (trays, their pieces and counts) and the markers of the
//! seats to move.

use std::fmt::Write;

use super::annotations::mark_path;
use super::labels::write_glyphs;
use super::looks::write_piece;
use super::{COORD, HAND_PIECE, MARKER_R, TILE_MARK_R, TRAY, num};
use crate::diagram::layout::{HAND, Layout, SQ, Side};
use crate::diagram::{Diagram, SeatStyle, ShapeMark, font};
use crate::rules::geometry::BoardKind;
use crate::rules::{Piece, Seat};

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

pub(super) fn write_hands(out: &mut String, d: &Diagram, l: &Layout, id: &str) {
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

pub(super) fn marker_inline(d: &Diagram, l: &Layout, seat: Seat) -> String {
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
