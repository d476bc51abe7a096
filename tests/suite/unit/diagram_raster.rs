//! The tests of `arbitre::diagram::raster` (src/diagram/raster.rs), through its public API: moved out of the
//! library so that `cargo test` compiles it once (docs/MEASURES.md, « Mise en route »).
use arbitre::diagram::raster::elements::{
    Rect, def_of, flat_rect, parse_transform, rounded_inside,
};
use resvg::tiny_skia::{self, Transform};
use resvg::usvg;

use arbitre::diagram::raster::plan::{Op, Repeated, plan};

use arbitre::diagram::raster::canvas::Canvas;

use arbitre::diagram::raster::*;

#[test]
fn transforms_read_as_resvg_reads_them() {
    let t = parse_transform("translate(163 613) scale(0.5) rotate(90 22.5 22.5)").unwrap();
    let (x, y) = (t.tx, t.ty);
    // the square's corner (0, 0) turned about its centre lands on (45, 0), halved
    let mut p = [tiny_skia::Point::from_xy(0.0, 0.0)];
    t.map_points(&mut p);
    assert!((p[0].x - (163.0 + 22.5)).abs() < 1e-3, "{p:?} {x} {y}");
    assert!((p[0].y - 613.0).abs() < 1e-3, "{p:?}");
    assert!(parse_transform("skewX(3)").is_none());
}

#[test]
fn a_foreign_svg_is_left_to_resvg() {
    assert!(plan("<svg").is_none());
    // a root without our view box
    assert!(
        plan("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"4\" height=\"4\">\n</svg>\n")
            .is_none()
    );
    // an element over two lines
    let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"4\" height=\"4\" viewBox=\"0 0 4 4\">\n<rect\nwidth=\"4\"/>\n</svg>\n";
    assert!(plan(svg).is_none());
}

#[test]
fn pieces_become_sprites_between_vector_steps() {
    let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"90\" height=\"45\" viewBox=\"0 0 90 45\">\n<title id=\"t\">x</title>\n<desc id=\"d\">a\nb</desc>\n<defs>\n<g id=\"p\">\n<g transform=\"scale(1)\">\n<path d=\"M0 0H10V10Z\" fill=\"#f00\"/>\n</g>\n</g>\n</defs>\n<g class=\"board-part\" transform=\"translate(45 0)\">\n<rect width=\"45\" height=\"45\" fill=\"#eee\"/>\n<use class=\"piece\" data-square=\"a1\" href=\"#p\" transform=\"translate(1 2)\"/>\n<ellipse cx=\"5\" cy=\"5\" rx=\"2\" ry=\"1\"/>\n</g>\n</svg>\n";
    let p = plan(svg).unwrap();
    assert_eq!(p.ops.len(), 3, "{p:?}");
    assert!(
        matches!(&p.ops[1], Op::Sprite { what: Repeated::Use("p"), transform } if transform.tx == 46.0 && transform.ty == 2.0)
    );
    // the step after the piece reopens the board's group
    let Op::Vector(after) = &p.ops[2] else {
        panic!()
    };
    assert!(after.starts_with("<g class=\"board-part\""), "{after}");
    assert_eq!(
        def_of(&p.defs, "p").unwrap().matches("</g>").count(),
        2,
        "{}",
        p.defs
    );
}

#[test]
fn each_shape_is_its_own_sprite_unless_its_group_paints() {
    let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"90\" height=\"45\" viewBox=\"0 0 90 45\">\n<g class=\"targets\" transform=\"translate(1 0)\">\n<circle cx=\"5\" cy=\"5\" r=\"2\" fill=\"#3060c0\" fill-opacity=\"0.6\"/>\n<circle cx=\"80\" cy=\"40\" r=\"2\" stroke=\"#101010\" stroke-width=\"0.7\"/>\n</g>\n<g opacity=\"0.5\">\n<circle cx=\"5\" cy=\"5\" r=\"2\"/>\n<circle cx=\"8\" cy=\"5\" r=\"2\"/>\n</g>\n</svg>\n";
    let p = plan(svg).unwrap();
    // two circles far apart: two sprites, each drawn once per process on its own
    // small surface, placed by the group's shift
    for op in &p.ops[..2] {
        let Op::Sprite {
            what: Repeated::Element(e),
            transform,
        } = op
        else {
            panic!("{op:?}")
        };
        assert!(e.starts_with("<circle") && transform.tx == 1.0, "{e}");
    }
    // a group's opacity applies to both at once: one vector step
    let [_, _, Op::Vector(step)] = p.ops.as_slice() else {
        panic!("{:?}", p.ops)
    };
    assert_eq!(step.matches("<circle").count(), 2, "{step}");
    // and the canvas draws them as resvg draws the whole SVG, but for the rounding of
    // a blend on the sprites' edges
    let (ours, theirs) = ours_and_resvgs(svg);
    let max = ours
        .data()
        .iter()
        .zip(theirs.data())
        .map(|(a, b)| a.abs_diff(*b))
        .max();
    assert!(max <= Some(1), "{max:?}");
}

/// `svg` at 300 dpi drawn on our canvas, and by resvg alone on white.
fn ours_and_resvgs(svg: &str) -> (tiny_skia::Pixmap, tiny_skia::Pixmap) {
    let k = 300.0 / 96.0;
    let size = size(svg, k).unwrap();
    let mut canvas = Canvas::new(size.width(), size.height(), Vec::new());
    draw(svg, k, &mut canvas).unwrap();
    let mut theirs = tiny_skia::Pixmap::new(size.width(), size.height()).unwrap();
    theirs.fill(tiny_skia::Color::WHITE);
    let tree = usvg::Tree::from_str(svg, &usvg::Options::default()).unwrap();
    resvg::render(&tree, Transform::from_scale(k, k), &mut theirs.as_mut());
    (canvas.to_pixmap(), theirs)
}

#[test]
fn a_trays_inside_is_filled_flat_and_its_rim_by_resvg() {
    let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"120\" height=\"60\" viewBox=\"0 0 120 60\">\n<g class=\"hands\" transform=\"translate(3.3 1.7)\">\n<rect class=\"hand\" x=\"2.5\" y=\"4.25\" width=\"100\" height=\"40\" rx=\"5\" fill=\"#203040\" fill-opacity=\"0.3\" stroke=\"#8c8c8c\" stroke-opacity=\"0.6\" stroke-width=\"1\"/>\n</g>\n</svg>\n";
    let p = plan(svg).unwrap();
    let [Op::Banded { inside, .. }] = p.ops.as_slice() else {
        panic!("{:?}", p.ops)
    };
    assert_eq!(
        (inside.x, inside.y, inside.w, inside.h),
        (10.8, 10.95, 90.0, 30.0)
    );
    let (ours, theirs) = ours_and_resvgs(svg);
    // the inside differs at most by the rounding of one blend, the rim not at all
    let max = ours
        .data()
        .iter()
        .zip(theirs.data())
        .map(|(a, b)| a.abs_diff(*b))
        .max()
        .unwrap();
    assert!(max <= 1, "{max}");
    // a corner that is not round is a flat rect, and unequal radii are resvg's
    assert!(rounded_inside("<rect width=\"10\" height=\"10\" fill=\"#000000\"/>").is_none());
    assert!(
        rounded_inside("<rect width=\"10\" height=\"10\" rx=\"2\" ry=\"3\" fill=\"#000000\"/>")
            .is_none()
    );
}

#[test]
fn a_reused_buffer_leaves_no_trace() {
    use arbitre::rules::{Direction, Geometry, Piece, PieceKind};
    let mut d = arbitre::diagram::Diagram::new(Geometry::chess());
    let g = d.geometry.clone();
    let piece = Piece::new(PieceKind::King, 0, Direction::North);
    d.pieces.push((g.parse_square("e1").unwrap(), piece));
    d.last_move = Some((g.parse_square("e2").unwrap(), g.parse_square("e1").unwrap()));
    let svg = arbitre::diagram::to_svg(&d);
    let k = 150.0 / 96.0;
    let size = size(&svg, k).unwrap();
    let n = (size.width() * size.height()) as usize;
    let mut clean = Canvas::new(size.width(), size.height(), Vec::new());
    draw(&svg, k, &mut clean).unwrap();
    // a buffer full of a former drawing's numbers, some beyond this one's colours
    let used = vec![7000u16; n + 99];
    let mut reused = Canvas::new(size.width(), size.height(), used);
    draw(&svg, k, &mut reused).unwrap();
    assert!(clean.to_pixmap().data() == reused.to_pixmap().data());
    // the margins are white, and the squares covered most of the board
    assert_eq!(reused.ids[0], 0);
    assert!(reused.ids.iter().filter(|&&n| n == 0).count() < n / 2);
}

#[test]
fn a_board_kept_from_another_diagram_draws_what_a_fresh_one_would() {
    use arbitre::rules::{Direction, Geometry, Piece, PieceKind};
    let g = Geometry::chess();
    let diagram = |square: &str, kind: PieceKind| {
        let mut d = arbitre::diagram::Diagram::new(g.clone());
        let piece = Piece::new(kind, 0, Direction::North);
        d.pieces.push((g.parse_square(square).unwrap(), piece));
        d.last_move = Some((
            g.parse_square("e2").unwrap(),
            g.parse_square(square).unwrap(),
        ));
        arbitre::diagram::to_svg(&d)
    };
    let (a, b) = (
        diagram("e1", PieceKind::King),
        diagram("h5", PieceKind::Queen),
    );
    // a scale no other test draws at, so that the table's entry is this test's
    let k = 123.0 / 96.0;
    let drawn = |svg: &str| {
        let size = size(svg, k).unwrap();
        let mut canvas = Canvas::new(size.width(), size.height(), Vec::new());
        draw(svg, k, &mut canvas).unwrap();
        canvas
    };
    background::forget();
    let fresh = drawn(&b);
    assert_eq!(background::kept_at(k), 1);
    drawn(&a);
    let kept = drawn(&b);
    assert_eq!(background::kept_at(k), 1, "one board for both diagrams");
    // the same pixels under the same colour numbers
    assert!(fresh.ids == kept.ids);
    assert_eq!(fresh.colours, kept.colours);
}

#[test]
fn our_diagrams_are_drawn_here_not_left_to_resvg() {
    use arbitre::rules::{Direction, Geometry, Piece, PieceKind};
    let mut d = arbitre::diagram::Diagram::new(Geometry::chess());
    let g = d.geometry.clone();
    for (sq, kind) in [("e1", PieceKind::King), ("e8", PieceKind::King)] {
        let seat = if sq == "e1" { 0 } else { 1 };
        let piece = Piece::new(kind, seat, Direction::North);
        d.pieces.push((g.parse_square(sq).unwrap(), piece));
    }
    d.last_move = Some((g.parse_square("e2").unwrap(), g.parse_square("e1").unwrap()));
    d.marks = vec![g.parse_square("d4").unwrap()];
    let svg = arbitre::diagram::to_svg(&d);
    let p = plan(&svg).expect("our own SVG is planned");
    let uses = p
        .ops
        .iter()
        .filter(|o| {
            matches!(
                o,
                Op::Sprite {
                    what: Repeated::Use(_),
                    ..
                }
            )
        })
        .count();
    assert_eq!(uses, 2);
    let rects = p.ops.iter().filter(|o| matches!(o, Op::Rect(_))).count();
    // 64 squares, two highlighted, one marked
    assert_eq!(rects, 67);
    let glyphs = p
        .ops
        .iter()
        .filter(|o| {
            matches!(
                o,
                Op::Sprite {
                    what: Repeated::Element(_),
                    ..
                }
            )
        })
        .count();
    assert_eq!(glyphs, 16, "a–h and 1–8");
    // shogi, with hands: planned too
    let mut s = arbitre::diagram::Diagram::new(Geometry::shogi());
    s.hands = vec![(0, vec![(PieceKind::Pawn, 2)])];
    assert!(plan(&arbitre::diagram::to_svg(&s)).is_some());
}

#[test]
fn rectangles_cover_pixels_as_resvg_does() {
    let r = Rect {
        x: 3.3,
        y: 2.125,
        w: 10.6,
        h: 7.05,
        fill: Some(([200, 40, 10], 0.55)),
        stroke: Some(([10, 20, 200], 0.9, 0.8)),
    };
    let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"20\" height=\"12\" viewBox=\"0 0 20 12\">\n<rect x=\"3.3\" y=\"2.125\" width=\"10.6\" height=\"7.05\" fill=\"#c8280a\" fill-opacity=\"0.55\" stroke=\"#0a14c8\" stroke-width=\"0.9\" stroke-opacity=\"0.8\"/>\n</svg>\n";
    assert_eq!(flat_rect(svg.lines().nth(1).unwrap()), Some(r));
    let k = 300.0 / 96.0;
    let (ours, theirs) = ours_and_resvgs(svg);
    let width = ours.width();
    // the lines where an edge lies (the fill's, the outline's outer and inner)
    let lines = |a: f32, len: f32| {
        [-0.45, 0.0, 0.45]
            .into_iter()
            .flat_map(move |h| [(a + h) * k, (a + len + h) * k])
    };
    let near =
        |v: f32, mut lines: Box<dyn Iterator<Item = f32>>| lines.any(|l| (v - l).abs() < 2.0);
    let mut max = 0;
    let mut far_differing = 0;
    for (i, (a, b)) in ours.pixels().iter().zip(theirs.pixels()).enumerate() {
        let d = [
            a.red().abs_diff(b.red()),
            a.green().abs_diff(b.green()),
            a.blue().abs_diff(b.blue()),
        ]
        .into_iter()
        .max()
        .unwrap();
        max = max.max(d);
        let (px, py) = (
            (i as u32 % width) as f32 + 0.5,
            (i as u32 / width) as f32 + 0.5,
        );
        if !near(px, Box::new(lines(r.x, r.w))) && !near(py, Box::new(lines(r.y, r.h))) {
            far_differing += usize::from(d != 0);
        }
    }
    // the edges' shares differ by resvg's supersampling, the rest not at all
    assert!(max <= 40, "{max}");
    assert_eq!(far_differing, 0);
}
