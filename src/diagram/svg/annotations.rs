//! What an example draws over the board: marked squares, targets and arrows.

use std::collections::BTreeSet;
use std::fmt::Write;

use super::{ARROW, ARROW_OFFSET, MARK, TARGET, num};
use crate::diagram::layout::{Layout, SQ};
use crate::diagram::{Diagram, ShapeMark};
use crate::rules::Square;

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
