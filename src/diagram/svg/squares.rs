//! The board under the pieces: its squares (one by one or as two compact paths), the
//! shogi frame, and the last-move and check highlights.

use std::fmt::Write;

use super::{DARK_SQUARE, LAST_MOVE, LIGHT_SQUARE, SHOGI_LINE, SHOGI_SQUARE, num};
use crate::diagram::Diagram;
use crate::diagram::layout::{Layout, SQ};
use crate::rules::geometry::BoardKind;

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
pub(super) fn write_squares(out: &mut String, d: &Diagram, l: &Layout) {
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
