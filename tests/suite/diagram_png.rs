//! PNG rendering through resvg: size at a chosen dpi and real content.

use crate::diagram_common;

use arbitre::diagram::{Diagram, svg_to_png, to_png, to_svg};
use arbitre::rules::Geometry;
use diagram_common::*;
use resvg::tiny_skia::Pixmap;

/// Width and height read from the PNG header (IHDR).
fn png_size(png: &[u8]) -> (u32, u32) {
    assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n");
    assert_eq!(&png[12..16], b"IHDR");
    let be = |b: &[u8]| u32::from_be_bytes([b[0], b[1], b[2], b[3]]);
    (be(&png[16..20]), be(&png[20..24]))
}

/// Share of pixels darker / lighter than thresholds.
fn dark_and_light(png: &[u8]) -> (f64, f64) {
    let pixmap = Pixmap::decode_png(png).expect("decodes");
    let n = (pixmap.width() * pixmap.height()) as f64;
    let mut dark = 0usize;
    let mut light = 0usize;
    for p in pixmap.pixels() {
        let lum = (p.red() as u32 + p.green() as u32 + p.blue() as u32) / 3;
        if lum < 90 {
            dark += 1;
        }
        if lum > 200 {
            light += 1;
        }
    }
    (dark as f64 / n, light as f64 / n)
}

fn svg_width(svg: &str) -> f32 {
    let s = svg.find(" width=\"").unwrap() + 8;
    svg[s..s + svg[s..].find('"').unwrap()].parse().unwrap()
}

#[test]
fn chess_png_at_300_dpi_has_print_size_and_content() {
    let mut d = chess_from_fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR");
    d.to_move = vec![1];
    let svg = to_svg(&d);
    let png = to_png(&d, 300).expect("renders");
    let (w, h) = png_size(&png);
    // 8 squares of 45 units plus two 20-unit coordinate bands = 400 units at 96 dpi.
    assert_eq!(svg_width(&svg), 400.0);
    assert_eq!((w, h), (1250, 1250));
    let (dark, light) = dark_and_light(&png);
    // Black pieces and outlines are dark, light squares and white pieces light.
    assert!(dark > 0.03, "dark share {dark}");
    assert!(light > 0.25, "light share {light}");
}

#[test]
fn dpi_scales_the_image() {
    let d = Diagram::new(Geometry::shogi());
    let at96 = png_size(&to_png(&d, 96).unwrap());
    let at192 = png_size(&to_png(&d, 192).unwrap());
    assert_eq!(at192.0, at96.0 * 2);
    assert_eq!(at192.1, at96.1 * 2);
    let svg = to_svg(&d);
    assert_eq!(at96.0 as f32, svg_width(&svg).round());
}

#[test]
fn empty_boards_and_four_player_positions_render() {
    for d in [
        Diagram::new(Geometry::cross()),
        chess4_start(),
        shogi4_start(),
    ] {
        let png = to_png(&d, 150).expect("renders");
        let (dark, light) = dark_and_light(&png);
        assert!(dark > 0.001 && light > 0.1, "dark {dark}, light {light}");
    }
}

#[test]
fn coordinates_are_drawn_without_fonts() {
    // Coordinates alone (no pieces) still leave dark pixels outside the board: they are
    // paths, not text that resvg would drop without a font.
    let d = Diagram::new(Geometry::chess());
    let png = to_png(&d, 96).unwrap();
    let pixmap = Pixmap::decode_png(&png).unwrap();
    // The bottom band (below the board, 20 px) holds the file letters.
    let (w, h) = (pixmap.width(), pixmap.height());
    let mut dark = 0;
    for y in h - 20..h {
        for x in 0..w {
            let p = pixmap.pixel(x, y).unwrap();
            if p.red() < 140 {
                dark += 1;
            }
        }
    }
    assert!(dark > 40, "{dark} dark pixels in the label band");
}

#[test]
fn bad_input_is_an_error_not_a_panic() {
    assert!(svg_to_png("not svg", 96).is_err());
    assert!(svg_to_png(&to_svg(&Diagram::new(Geometry::chess())), 0).is_err());
    assert!(svg_to_png(&to_svg(&Diagram::new(Geometry::chess())), 100_000).is_err());
}

/// Timing for the README's benchmark (run with `-- --ignored --nocapture`).
#[test]
#[ignore = "a tool, not a test: run with -- --ignored --nocapture"]
fn timing() {
    let d = chess_from_fen("r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP1B1PPP/R2QKB1R");
    for (name, d) in [
        ("chess", d),
        ("chess4", chess4_start()),
        ("shogi4", shogi4_start()),
    ] {
        let n = 20;
        let t = std::time::Instant::now();
        let mut svg = String::new();
        for _ in 0..n {
            svg = to_svg(&d);
        }
        let svg_ms = t.elapsed().as_secs_f64() * 1000.0 / n as f64;
        let t = std::time::Instant::now();
        for _ in 0..n {
            svg_to_png(&svg, 96).unwrap();
        }
        let png96 = t.elapsed().as_secs_f64() * 1000.0 / n as f64;
        let t = std::time::Instant::now();
        for _ in 0..n {
            svg_to_png(&svg, 300).unwrap();
        }
        let png300 = t.elapsed().as_secs_f64() * 1000.0 / n as f64;
        {
            use resvg::{tiny_skia, usvg};
            let t = std::time::Instant::now();
            let tree = usvg::Tree::from_str(&svg, &usvg::Options::default()).unwrap();
            let parse = t.elapsed().as_secs_f64() * 1000.0;
            let size = tree.size().to_int_size().scale_by(300.0 / 96.0).unwrap();
            let mut pm = tiny_skia::Pixmap::new(size.width(), size.height()).unwrap();
            let t = std::time::Instant::now();
            resvg::render(
                &tree,
                tiny_skia::Transform::from_scale(3.125, 3.125),
                &mut pm.as_mut(),
            );
            let render = t.elapsed().as_secs_f64() * 1000.0;
            let t = std::time::Instant::now();
            let _ = pm.encode_png().unwrap();
            let encode = t.elapsed().as_secs_f64() * 1000.0;
            println!("  parse {parse:.1} render {render:.1} encode {encode:.1} ms at 300 dpi");
        }
        println!(
            "{name}: svg {svg_ms:.3} ms ({} bytes), png 96 dpi {png96:.1} ms, png 300 dpi {png300:.1} ms",
            svg.len()
        );
    }
}

#[test]
fn png_records_its_resolution_for_print() {
    let png = to_png(&Diagram::new(Geometry::chess()), 300).unwrap();
    // pHYs: pixels per metre on both axes, then the unit (1 = metre). 300 dpi ≈ 11811.
    let at = png
        .windows(4)
        .position(|w| w == b"pHYs")
        .expect("pHYs chunk");
    let field = |i: usize| u32::from_be_bytes(png[at + 4 + i..at + 8 + i].try_into().unwrap());
    assert_eq!((field(0), field(4), png[at + 12]), (11811, 11811, 1));
    let png96 = to_png(&Diagram::new(Geometry::chess()), 96).unwrap();
    let at = png96
        .windows(4)
        .position(|w| w == b"pHYs")
        .expect("pHYs chunk");
    assert_eq!(
        u32::from_be_bytes(png96[at + 4..at + 8].try_into().unwrap()),
        3780
    );
}
