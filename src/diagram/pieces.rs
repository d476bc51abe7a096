//! Our own piece drawings, as SVG paths in a 45-unit box (one square).
//!
//! Chess pieces are silhouettes made of a few simple parts (base, body, collar, head),
//! each painted with the army's fill and outline; details (slits, eyes, manes) use the
//! army's detail colour so that dark pieces keep them visible. Shogi pieces are
//! pentagonal tiles pointing up (toward their facing once rotated) with a Latin letter
//! drawn by our stroke font.

use crate::rules::PieceKind;

/// How a part of a drawing is painted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Paint {
    /// Filled with the army colour and outlined.
    Body,
    /// Stroked with the detail colour, not filled.
    Line,
    /// Filled with the detail colour, no outline.
    Dot,
}

/// The parts of a chess piece, painted in order.
pub fn chess_parts(kind: PieceKind) -> &'static [(Paint, &'static str)] {
    use Paint::*;
    const BASE: (Paint, &str) = (Body, "M10 39.5H35V36.2Q35 34 32.8 34H12.2Q10 34 10 36.2Z");
    match kind {
        PieceKind::King => &[
            (
                Body,
                "M14 34C15.6 30.5 16.4 27 16.4 23.5H28.6C28.6 27 29.4 30.5 31 34Z",
            ),
            (
                Body,
                "M16.2 19.5C15.6 14.6 18.6 12.2 22.5 12.2C26.4 12.2 29.4 14.6 28.8 19.5Z",
            ),
            (
                Body,
                "M21.2 2.8H23.8V5.6H26.6V8.2H23.8V12.2H21.2V8.2H18.4V5.6H21.2Z",
            ),
            (
                Body,
                "M15.4 23.8H29.6Q31.2 23.8 31.2 22.2V21.1Q31.2 19.5 29.6 19.5H15.4Q13.8 19.5 13.8 21.1V22.2Q13.8 23.8 15.4 23.8Z",
            ),
            (Line, "M19 29.5H26"),
            BASE,
        ],
        PieceKind::Queen => &[
            (
                Body,
                "M14 34C15.6 30.5 16.4 27 16.4 23.5H28.6C28.6 27 29.4 30.5 31 34Z",
            ),
            (
                Body,
                "M15.8 19.8L12.4 9.6L18 15.4L18.4 7.6L21.4 14.6L22.5 6.4L23.6 14.6L26.6 7.6L27 15.4L32.6 9.6L29.2 19.8Z",
            ),
            (Body, "M12.4 9.6m-2 0a2 2 0 1 0 4 0a2 2 0 1 0-4 0"),
            (Body, "M18.4 7.6m-2 0a2 2 0 1 0 4 0a2 2 0 1 0-4 0"),
            (Body, "M22.5 6.4m-2 0a2 2 0 1 0 4 0a2 2 0 1 0-4 0"),
            (Body, "M26.6 7.6m-2 0a2 2 0 1 0 4 0a2 2 0 1 0-4 0"),
            (Body, "M32.6 9.6m-2 0a2 2 0 1 0 4 0a2 2 0 1 0-4 0"),
            (
                Body,
                "M15.4 23.8H29.6Q31.2 23.8 31.2 22.2V21.1Q31.2 19.5 29.6 19.5H15.4Q13.8 19.5 13.8 21.1V22.2Q13.8 23.8 15.4 23.8Z",
            ),
            (Line, "M19 29.5H26"),
            BASE,
        ],
        PieceKind::Rook => &[
            (Body, "M14.2 31.2L15.4 16.6H29.6L30.8 31.2Z"),
            (
                Body,
                "M12.6 16.6V8H16.8V11.2H20.4V8H24.6V11.2H28.2V8H32.4V16.6Z",
            ),
            (Line, "M15.4 16.6H29.6"),
            (Body, "M12.2 34V31.2H32.8V34Z"),
            BASE,
        ],
        PieceKind::Bishop => &[
            (
                Body,
                "M15 34C17 32 17.6 30 17.6 28.4H27.4C27.4 30 28 32 30 34Z",
            ),
            (
                Body,
                "M22.5 9.2C16.2 13.8 14.6 19.6 16.6 25H28.4C30.4 19.6 28.8 13.8 22.5 9.2Z",
            ),
            (Body, "M22.5 6.6m-2.5 0a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 0-5 0"),
            (
                Body,
                "M16.8 28.6H28.2Q29.6 28.6 29.6 27.2V26.4Q29.6 25 28.2 25H16.8Q15.4 25 15.4 26.4V27.2Q15.4 28.6 16.8 28.6Z",
            ),
            (Line, "M25.6 14.6L21 20.2"),
            BASE,
        ],
        PieceKind::Knight => &[
            (
                Body,
                "M14.6 34C14.4 29.6 16.6 27.4 20.4 24.6C18.6 24.2 16.2 25.2 14.2 26.6C12.4 27.8 10.2 27.4 9.8 25.4C9.4 23.6 11.4 21.6 13.4 18.8C15 16.4 16 13.8 18.6 11.4C19.4 10.6 20.2 10.2 20.8 10L20.4 5.4L23.4 8.6C24 8.5 24.6 8.4 25.2 8.5C31.6 9.4 34.6 16.2 34.2 23C34 27.4 32.6 30.6 32.6 34Z",
            ),
            (
                Dot,
                "M19.2 15.2m-1.4 0a1.4 1.4 0 1 0 2.8 0a1.4 1.4 0 1 0-2.8 0",
            ),
            (
                Dot,
                "M12 24.2m-0.9 0a0.9 0.9 0 1 0 1.8 0a0.9 0.9 0 1 0-1.8 0",
            ),
            (Line, "M25.6 11.4C29.4 14 31.2 18.6 31 24.4"),
            BASE,
        ],
        PieceKind::Pawn => &[
            (
                Body,
                "M15 34C15.8 28.8 18.2 25.2 19.8 22H25.2C26.8 25.2 29.2 28.8 30 34Z",
            ),
            (
                Body,
                "M18 22.6H27Q28.4 22.6 28.4 21.2V20.6Q28.4 19.2 27 19.2H18Q16.6 19.2 16.6 20.6V21.2Q16.6 22.6 18 22.6Z",
            ),
            (
                Body,
                "M22.5 13.6m-5.4 0a5.4 5.4 0 1 0 10.8 0a5.4 5.4 0 1 0-10.8 0",
            ),
            BASE,
        ],
        // Shogi kinds on a chess-style board have no silhouette of their own: a round
        // token with their letter (drawn by the caller) stands in.
        PieceKind::Gold | PieceKind::Silver => {
            &[(Body, "M22.5 22.5m-14 0a14 14 0 1 0 28 0a14 14 0 1 0-28 0")]
        }
    }
}

/// Whether the seat mark is drawn where this kind has a detail line (the skirt of kings
/// and queens), which is then left out.
pub fn mark_replaces_line(kind: PieceKind) -> bool {
    matches!(kind, PieceKind::King | PieceKind::Queen)
}

/// Where the seat's shape mark sits on a chess piece (centre), in the 45 box: on the
/// lower body, where the silhouette is widest, leaving the head (cross, crown,
/// battlements, mitre, mane, ball) that names the piece.
pub fn chess_mark_at(kind: PieceKind) -> (f32, f32) {
    match kind {
        PieceKind::King | PieceKind::Queen => (22.5, 29.5),
        PieceKind::Rook => (22.5, 25.0),
        PieceKind::Bishop => (22.5, 27.5),
        PieceKind::Knight => (25.5, 27.0),
        PieceKind::Pawn => (22.5, 29.8),
        PieceKind::Gold | PieceKind::Silver => (22.5, 33.0),
    }
}

/// The outline of a shogi tile pointing up, in the 45 box.
pub const SHOGI_TILE: &str = "M22.5 3.6L33 8.2L36.6 41H8.4L12 8.2Z";

/// Size factor of a shogi tile, larger for stronger pieces as on real boards.
pub fn shogi_scale(kind: PieceKind) -> f32 {
    match kind {
        PieceKind::King => 1.0,
        PieceKind::Rook | PieceKind::Bishop => 0.96,
        PieceKind::Gold | PieceKind::Silver => 0.92,
        _ => 0.86,
    }
}
