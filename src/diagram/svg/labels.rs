//! Text drawn as paths of the stroke font: the files' and ranks' coordinates and any
//! label (a tray's name, a count).

use std::fmt::Write;

use super::{COORD, num};
use crate::diagram::layout::{Layout, SQ, label_band};
use crate::diagram::{Diagram, font};
use crate::rules::geometry::BoardKind;

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
pub(super) fn write_glyphs_class(
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
