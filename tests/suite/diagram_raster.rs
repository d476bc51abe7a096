//! The PNG drawing composites pieces and coordinates from bitmaps drawn once and fills
//! flat rectangles itself (src/diagram/raster.rs): the result must look like resvg's
//! drawing of the same SVG. Compared pixel by pixel with resvg alone, at print
//! resolution, on every kind of board and with every decoration.

use crate::diagram_common;

use arbitre::diagram::{Arrow, Diagram, svg_to_png, to_svg, to_svg_row};
use arbitre::rules::{Geometry, PieceKind};
use diagram_common::*;
use resvg::tiny_skia::{Pixmap, Transform};
use resvg::usvg;

/// resvg's own drawing of `svg` at `dpi`, on white.
fn resvg_alone(svg: &str, dpi: u32) -> Pixmap {
    let tree = usvg::Tree::from_str(svg, &usvg::Options::default()).unwrap();
    let k = dpi as f32 / 96.0;
    let size = tree.size().to_int_size().scale_by(k).unwrap();
    let mut p = Pixmap::new(size.width(), size.height()).unwrap();
    p.fill(resvg::tiny_skia::Color::WHITE);
    resvg::render(&tree, Transform::from_scale(k, k), &mut p.as_mut());
    p
}

/// Largest channel difference, and how many pixels differ by more than `over` levels.
fn difference(a: &Pixmap, b: &Pixmap, over: u8) -> (u8, usize) {
    assert_eq!((a.width(), a.height()), (b.width(), b.height()));
    let mut max = 0;
    let mut count = 0;
    for (p, q) in a.pixels().iter().zip(b.pixels()) {
        let d = [
            p.red().abs_diff(q.red()),
            p.green().abs_diff(q.green()),
            p.blue().abs_diff(q.blue()),
        ]
        .into_iter()
        .max()
        .unwrap();
        max = max.max(d);
        if d > over {
            count += 1;
        }
    }
    (max, count)
}

/// Our PNG of `svg` against resvg's drawing: no pixel visibly different. Square edges
/// differ by a few levels (their covered share is exact here, supersampled in
/// resvg), and colours beyond the palette's 256 by their nearest entry; a piece or a
/// glyph one pixel off would differ by hundreds of levels along all its outline.
fn assert_looks_like_resvg(what: &str, svg: &str) {
    let ours = Pixmap::decode_png(&svg_to_png(svg, 300).unwrap()).unwrap();
    let theirs = resvg_alone(svg, 300);
    let n = (ours.width() * ours.height()) as usize;
    let (max, visible) = difference(&ours, &theirs, 40);
    assert!(
        visible * 2000 < n,
        "{what}: {visible} pixels of {n} differ by more than 40 levels (max {max})"
    );
}

#[test]
fn every_board_is_drawn_as_resvg_draws_it() {
    let mut chess = chess_from_fen("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R");
    chess.last_move = Some((
        chess.geometry.parse_square("b8").unwrap(),
        chess.geometry.parse_square("c6").unwrap(),
    ));
    chess.checked = vec![chess.geometry.parse_square("e8").unwrap()];
    chess.marks = vec![chess.geometry.parse_square("e5").unwrap()];
    chess.targets = vec![
        chess.geometry.parse_square("d4").unwrap(),
        chess.geometry.parse_square("e5").unwrap(),
    ];
    chess.arrows = vec![Arrow {
        from: chess.geometry.parse_square("f3").unwrap(),
        to: chess.geometry.parse_square("e5").unwrap(),
    }];
    chess.to_move = vec![0];
    assert_looks_like_resvg("échecs", &to_svg(&chess));

    let mut flipped = chess.clone();
    flipped.bottom = arbitre::rules::Direction::North;
    assert_looks_like_resvg("échecs retourné", &to_svg(&flipped));

    assert_looks_like_resvg("quatre joueurs", &to_svg(&chess4_start()));

    let mut shogi = shogi4_start();
    shogi.hands = vec![
        (0, vec![(PieceKind::Pawn, 2), (PieceKind::Silver, 1)]),
        (1, vec![(PieceKind::Gold, 1)]),
        (2, vec![]),
        (3, vec![(PieceKind::Rook, 1)]),
    ];
    assert_looks_like_resvg("shogi à quatre, mains", &to_svg(&shogi));

    // bughouse: two boards side by side, each in its own group
    let mut a = chess_from_fen("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR");
    a.id = "a".into();
    a.hands = vec![(0, vec![(PieceKind::Knight, 1)]), (1, vec![])];
    let mut b = chess_from_fen("rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR");
    b.id = "b".into();
    b.bottom = arbitre::rules::Direction::North;
    assert_looks_like_resvg("bughouse", &to_svg_row(&[a, b], "row", "t", "d"));

    assert_looks_like_resvg("plateau vide", &to_svg(&Diagram::new(Geometry::cross())));
}

#[test]
fn the_comparison_sees_a_misplaced_piece() {
    // the same position with one knight moved by a tenth of a square: visible
    let d = chess_from_fen("8/8/8/8/4N3/8/8/8");
    let svg = to_svg(&d);
    let moved: String = svg
        .lines()
        .map(|l| {
            if !l.starts_with("<use ") {
                return format!("{l}\n");
            }
            let at = l.find("translate(").unwrap() + "translate(".len();
            let end = at + l[at..].find(' ').unwrap();
            let x: f32 = l[at..end].parse().unwrap();
            format!("{}{}{}\n", &l[..at], x + 4.5, &l[end..])
        })
        .collect();
    assert_ne!(moved, svg);
    let ours = Pixmap::decode_png(&svg_to_png(&moved, 300).unwrap()).unwrap();
    let (_, visible) = difference(&ours, &resvg_alone(&svg, 300), 40);
    assert!(visible > 500, "{visible}");
}
