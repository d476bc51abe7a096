//! How a piece is drawn: its look (the key of its definition), its paint (inline
//! colours or the page's CSS), the chess silhouettes and shogi tiles with their seat
//! marks, and a piece placed on a square or in a hand.

use std::fmt::Write;

use super::annotations::mark_path;
use super::labels::{write_glyphs, write_glyphs_class};
use super::{
    DEAD_FILL, DEAD_LINE, PIECE_MARK_R, PROMOTED, TILE, TILE_BACK, TILE_LINE, TILE_MARK_R, num,
};
use crate::diagram::layout::{Layout, SQ};
use crate::diagram::pieces::Paint as Part;
use crate::diagram::{Diagram, PieceStyle, ShapeMark, pieces};
use crate::rules::{Piece, PieceKind, Seat};

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

pub(super) fn write_def(out: &mut String, d: &Diagram, look: &Look, id: &str) {
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

/// Places one piece whose box has its top-left corner at (x, y) and side `size`.
#[allow(clippy::too_many_arguments)]
pub(super) fn write_piece(
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
