//! Renders the diagrams a person should look at into /tmp/diagram-look/ (run with
//! `cargo test --test diagram_look -- --ignored`). Not a check: a viewing aid.

use crate::diagram_common;

use arbitre::diagram::{Arrow, Diagram, svg_to_png, to_png, to_svg};
use arbitre::rules::{Direction, Geometry, PieceKind};
use diagram_common::*;

fn save(name: &str, d: &Diagram) {
    let dir = std::path::Path::new("/tmp/diagram-look");
    std::fs::create_dir_all(dir).unwrap();
    std::fs::write(dir.join(format!("{name}.svg")), to_svg(d)).unwrap();
    std::fs::write(dir.join(format!("{name}.png")), to_png(d, 150).unwrap()).unwrap();
}

/// A region (x, y, w, h) of an SVG, enlarged.
fn zoom(name: &str, svg: &str, (x, y, w, h): (f32, f32, f32, f32)) {
    let start = svg.find(" width=").unwrap();
    let end = svg[start..].find('>').unwrap() + start;
    let head = format!(" width=\"{w}\" height=\"{h}\" viewBox=\"{x} {y} {w} {h}\"");
    let cropped = format!("{}{}{}", &svg[..start], head, &svg[end..]);
    let png = svg_to_png(&cropped, 288).unwrap();
    std::fs::write(format!("/tmp/diagram-look/{name}.png"), png).unwrap();
}

#[test]
#[ignore = "a tool, not a test: run with -- --ignored --nocapture"]
fn write_look_pngs() {
    // A middlegame with every overlay.
    let mut d = chess_from_fen("r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP1B1PPP/R2QKB1R");
    let g = d.geometry.clone();
    let sq = |n: &str| g.parse_square(n).unwrap();
    d.to_move = vec![0];
    d.last_move = Some((sq("c7"), sq("c6")));
    d.arrows = vec![
        Arrow {
            from: sq("c4"),
            to: sq("d5"),
        },
        Arrow {
            from: sq("f3"),
            to: sq("e5"),
        },
        Arrow {
            from: sq("e1"),
            to: sq("e1"),
        },
    ];
    d.marks = vec![sq("h7")];
    d.targets = vec![sq("b5"), sq("a4"), sq("d5")];
    d.title = "Milieu de partie".into();
    save("chess-middlegame", &d);
    zoom("chess-zoom-white", &to_svg(&d), (20.0, 335.0, 360.0, 45.0));
    zoom("chess-zoom-black", &to_svg(&d), (20.0, 20.0, 360.0, 45.0));
    zoom(
        "chess-zoom-knights",
        &to_svg(&d),
        (65.0, 65.0, 270.0, 270.0),
    );

    let mut d = chess_from_fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR");
    d.bottom = Direction::North;
    d.to_move = vec![1];
    let g = d.geometry.clone();
    d.last_move = Some((g.parse_square("e2").unwrap(), g.parse_square("e4").unwrap()));
    save("chess-black-side", &d);

    let mut d = chess_from_fen("6k1/5ppp/8/8/8/8/6PP/r6K");
    d.checked = vec![d.geometry.parse_square("h1").unwrap()];
    d.to_move = vec![0];
    save("chess-check", &d);

    let d = chess4_start();
    save("chess4-start", &d);
    zoom("chess4-zoom", &to_svg(&d), (200.0, 560.0, 380.0, 90.0));
    let d = chess4_start().with_bottom_seat(1);
    save("chess4-blue-bottom", &d);

    let mut d = shogi4_start();
    d.hands = vec![
        (0, vec![(PieceKind::Pawn, 2), (PieceKind::Silver, 1)]),
        (1, vec![(PieceKind::Rook, 1)]),
        (2, vec![]),
        (3, vec![(PieceKind::Gold, 1), (PieceKind::Pawn, 3)]),
    ];
    // A promoted rook and a flipped king for the look.
    if let Some((_, p)) = d
        .pieces
        .iter_mut()
        .find(|(_, p)| p.owner == 2 && p.kind == PieceKind::Rook)
    {
        p.promoted = true;
    }
    if let Some((_, p)) = d
        .pieces
        .iter_mut()
        .find(|(_, p)| p.owner == 3 && p.kind == PieceKind::King)
    {
        p.flipped = true;
    }
    save("shogi4-start", &d);
    zoom("shogi4-zoom", &to_svg(&d), (340.0, 150.0, 330.0, 200.0));

    // Bughouse: two boards side by side, board B turned so partners share a side.
    let mut a = chess_from_fen("r1b4r/pp1k1p2/3pppp1/3pP3/3nn3/3b1N2/PKP3PP/8");
    a.id = "bugA".into();
    a.seat_style = arbitre::diagram::SeatStyle::of_family(arbitre::rules::Family::Bughouse);
    a.hands = vec![
        (
            0,
            vec![
                (PieceKind::Rook, 2),
                (PieceKind::Bishop, 1),
                (PieceKind::Knight, 1),
                (PieceKind::Pawn, 1),
            ],
        ),
        (1, vec![(PieceKind::Knight, 1)]),
    ];
    a.to_move = vec![1];
    let mut b = chess_from_fen("rk6/1ppq2pp/2N1pp2/p2p1P1B/1b1P1P2/1K1B1b2/PPP2BqP/RN1r4");
    b.id = "bugB".into();
    b.seat_style = arbitre::diagram::SeatStyle::of_family(arbitre::rules::Family::Bughouse);
    for (_, p) in b.pieces.iter_mut() {
        p.owner += 2;
    }
    b.hands = vec![
        (
            2,
            vec![
                (PieceKind::Queen, 2),
                (PieceKind::Rook, 1),
                (PieceKind::Pawn, 3),
            ],
        ),
        (3, vec![(PieceKind::Knight, 1)]),
    ];
    b.bottom = Direction::North;
    b.to_move = vec![3];
    let row = arbitre::diagram::to_svg_row(&[a, b], "bug", "Bughouse", "");
    std::fs::write(
        "/tmp/diagram-look/bughouse.png",
        svg_to_png(&row, 96).unwrap(),
    )
    .unwrap();

    save("cross-empty", &Diagram::new(Geometry::cross()));
    save("shogi-empty", &Diagram::new(Geometry::shogi()));

    // Glyph sheet.
    let mut paths = String::new();
    for (i, line) in ["0123456789", "abcdefghijklmn", "BGKNPQRS+"]
        .iter()
        .enumerate()
    {
        paths.push_str(&format!(
            "<path d=\"{}\" transform=\"translate(10 {}) scale(3)\" fill=\"none\" stroke=\"#000\" stroke-width=\"1.2\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>",
            arbitre::diagram::glyph_path(line),
            10 + i * 55
        ));
    }
    let svg = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"700\" height=\"180\" viewBox=\"0 0 700 180\">{paths}</svg>"
    );
    std::fs::write(
        "/tmp/diagram-look/glyphs.png",
        svg_to_png(&svg, 96).unwrap(),
    )
    .unwrap();
}
