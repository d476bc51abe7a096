//! The SVG of diagrams: snapshots, square and label counts on every geometry,
//! orientation, shogi facings, accessibility and determinism.

use crate::diagram_common;

use arbitre::diagram::{Arrow, Diagram, to_svg, to_svg_row};
use arbitre::rules::{Direction, Geometry, Piece, PieceKind};
use diagram_common::*;

/// Values of `attr="..."` on every element whose start matches `element`.
fn attr_values(svg: &str, element: &str, attr: &str) -> Vec<String> {
    let key = format!(" {attr}=\"");
    svg.split('<')
        .filter(|e| e.starts_with(element))
        .filter_map(|e| {
            let start = e.find(&key)? + key.len();
            let end = e[start..].find('"')? + start;
            Some(e[start..end].to_string())
        })
        .collect()
}

/// The translate() of the coordinate label `label`.
fn label_position(svg: &str, label: &str) -> (f32, f32) {
    let tag = format!("data-coord=\"{label}\"");
    let element = svg
        .split('<')
        .find(|e| e.contains(&tag))
        .unwrap_or_else(|| panic!("no label {label}"));
    let start = element.find("translate(").expect("translate") + "translate(".len();
    let end = element[start..].find(')').expect(")") + start;
    let nums: Vec<f32> = element[start..end]
        .split(' ')
        .map(|n| n.parse().expect("number"))
        .collect();
    (nums[0], nums[1])
}

fn middlegame() -> Diagram {
    let mut d = chess_from_fen("r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP1B1PPP/R2QKB1R");
    let g = d.geometry.clone();
    let sq = |n: &str| g.parse_square(n).unwrap();
    d.id = "mg".into();
    d.title = "Milieu de partie".into();
    d.to_move = vec![0];
    d.last_move = Some((sq("c7"), sq("c6")));
    d.arrows = vec![
        Arrow {
            from: sq("c4"),
            to: sq("d5"),
        },
        Arrow {
            from: sq("e1"),
            to: sq("e1"),
        },
    ];
    d.marks = vec![sq("h7")];
    d.targets = vec![sq("b5"), sq("d5")];
    d.checked = vec![sq("g8")];
    d
}

#[test]
fn chess_position_snapshot() {
    insta::assert_snapshot!("chess_middlegame", to_svg(&middlegame()));
}

#[test]
fn chess_position_has_64_squares_and_each_overlay() {
    let svg = to_svg(&middlegame());
    assert_eq!(
        attr_values(&svg, "rect class=\"square", "data-square").len(),
        64
    );
    // Pieces are placed with <use>, each carrying its square.
    let placed = attr_values(&svg, "use class=\"piece", "data-square");
    assert_eq!(placed.len(), 31);
    assert!(placed.contains(&"e1".to_string()) && placed.contains(&"g8".to_string()));
    assert_eq!(svg.matches("class=\"lastmove\"").count(), 2);
    assert_eq!(svg.matches("class=\"mark\"").count(), 1);
    assert_eq!(svg.matches("class=\"check\"").count(), 1);
    assert_eq!(svg.matches("class=\"arrow\"").count(), 1);
    assert_eq!(svg.matches("class=\"arrow circle\"").count(), 1);
    // d5 holds a pawn: a ring; b5 is empty: a dot.
    assert_eq!(svg.matches("class=\"target capture\"").count(), 1);
    assert_eq!(svg.matches("class=\"target\"").count(), 1);
    assert_eq!(svg.matches("class=\"to-move seat-0 white\"").count(), 1);
    // Each look is defined once and reused.
    assert_eq!(svg.matches("id=\"mg-s1-pawn\"").count(), 1);
    assert_eq!(svg.matches("href=\"#mg-s1-pawn\"").count(), 7);
    assert!(svg.contains("class=\"square light sq-a2\" data-square=\"a2\""));
}

#[test]
fn square_colours_follow_chess() {
    let svg = to_svg(&Diagram::new(Geometry::chess()));
    assert!(svg.contains("<rect class=\"square dark sq-a1\" data-square=\"a1\""));
    assert!(svg.contains("<rect class=\"square light sq-h1\" data-square=\"h1\""));
    assert!(svg.contains("<rect class=\"square dark sq-h8\" data-square=\"h8\""));
}

#[test]
fn an_arrow_along_an_earlier_one_is_drawn_beside_it() {
    // castling: the king e1-g1, the rook h1-f1 on the same rank
    let mut d = chess_from_fen("8/8/8/8/8/8/8/4K2R");
    let g = d.geometry.clone();
    let sq = |n: &str| g.parse_square(n).unwrap();
    d.arrows = vec![
        Arrow {
            from: sq("e1"),
            to: sq("g1"),
        },
        Arrow {
            from: sq("h1"),
            to: sq("f1"),
        },
        // two arrows leaving one square in opposite directions do not overlap
        Arrow {
            from: sq("e1"),
            to: sq("c1"),
        },
    ];
    let svg = to_svg(&d);
    assert_eq!(svg.matches("class=\"arrow\"").count(), 2, "{svg}");
    assert_eq!(svg.matches("class=\"arrow beside\"").count(), 1);
    // the rook's arrow runs 12 units off the rank's centre line (y = 357.5)
    let beside = svg.split("class=\"arrow beside\" d=\"M").nth(1).unwrap();
    let y: f32 = beside.split(['L', ' ']).nth(1).unwrap().parse().unwrap();
    assert!((y - 357.5).abs() > 9.0, "rook arrow at y {y}");
}

#[test]
fn empty_cross_board() {
    let d = Diagram::new(Geometry::cross());
    let svg = to_svg(&d);
    let squares = attr_values(&svg, "rect class=\"square", "data-square");
    assert_eq!(squares.len(), 160);
    for corner in ["a1", "c3", "n1", "l3", "a14", "c12", "n14", "l12"] {
        assert!(!squares.contains(&corner.to_string()), "{corner} drawn");
    }
    for present in ["d1", "a4", "n11", "k14", "g7"] {
        assert!(squares.contains(&present.to_string()), "{present} missing");
    }
    // g1 and k1 are dark (source 000: no light square at the bottom right).
    assert!(svg.contains("class=\"square dark sq-g1\""));
    assert!(svg.contains("class=\"square dark sq-k1\""));
    let mut labels = attr_values(&svg, "path class=\"coord\"", "data-coord");
    labels.sort();
    let mut expected: Vec<String> = ('a'..='n').map(String::from).collect();
    expected.extend((1..=14).map(|n| n.to_string()));
    expected.sort();
    assert_eq!(labels, expected);
    // Every file label in one row under the board, every rank label in one column left
    // of it: the corner's "c" and "3" (which once met in the cut-off corner) stay apart.
    let (xa, ya) = label_position(&svg, "a");
    let (_, yd) = label_position(&svg, "d");
    assert!((ya - yd).abs() < 0.5, "a at {ya}, d at {yd}");
    let (x1, _) = label_position(&svg, "1");
    let (x14, _) = label_position(&svg, "14");
    assert!(x1 < xa && x14 < xa, "ranks left of the files");
    let (xc, yc) = label_position(&svg, "c");
    let (x3, y3) = label_position(&svg, "3");
    assert!(
        (xc - x3).abs() > 45.0 && (yc - y3).abs() > 45.0,
        "c at ({xc}, {yc}), 3 at ({x3}, {y3})"
    );
    insta::assert_snapshot!("cross_empty", svg);
}

#[test]
fn empty_shogi_board() {
    let svg = to_svg(&Diagram::new(Geometry::shogi()));
    let squares = attr_values(&svg, "rect class=\"square", "data-square");
    assert_eq!(squares.len(), 81);
    assert!(squares.contains(&"5e".to_string()) && squares.contains(&"9a".to_string()));
    let mut labels = attr_values(&svg, "path class=\"coord\"", "data-coord");
    labels.sort();
    let mut expected: Vec<String> = (1..=9).map(|n| n.to_string()).collect();
    expected.extend(('a'..='i').map(String::from));
    expected.sort();
    assert_eq!(labels, expected);
    // USI: file 9 on the left, 1 on the right, numbers above the board; a at the top.
    let (x9, y9) = label_position(&svg, "9");
    let (x1, _) = label_position(&svg, "1");
    let (xa, ya) = label_position(&svg, "a");
    let (_, yi) = label_position(&svg, "i");
    assert!(x9 < x1);
    assert!(ya < yi);
    assert!(y9 < ya, "file numbers above the first rank");
    assert!(xa > x1, "rank letters right of file 1");
    insta::assert_snapshot!("shogi_empty", svg);
}

#[test]
fn orientation_flips_labels_and_squares() {
    let white = to_svg(&Diagram::new(Geometry::chess()));
    let mut black_side = Diagram::new(Geometry::chess());
    black_side.bottom = Direction::North;
    let black = to_svg(&black_side);
    let (xa, _) = label_position(&white, "a");
    let (xh, _) = label_position(&white, "h");
    assert!(xa < xh);
    let (xa, _) = label_position(&black, "a");
    let (xh, _) = label_position(&black, "h");
    assert!(xa > xh, "from black's side, h is on the left");
    let (_, y1) = label_position(&black, "1");
    let (_, y8) = label_position(&black, "8");
    assert!(y1 < y8, "from black's side, rank 1 is at the top");
    // The a1 square moves to the top-right corner.
    let x = |svg: &str, sq: &str| {
        let tag = format!("data-square=\"{sq}\" x=\"");
        let s = svg.find(&tag).unwrap() + tag.len();
        svg[s..s + svg[s..].find('"').unwrap()]
            .parse::<f32>()
            .unwrap()
    };
    assert!(x(&white, "a1") < x(&white, "h1"));
    assert!(x(&black, "a1") > x(&black, "h1"));
}

#[test]
fn four_player_board_turns_for_each_seat() {
    // With Blue (West) at the bottom, rank labels run along the bottom, 14 at the left.
    let d = chess4_start().with_bottom_seat(1);
    assert_eq!(d.bottom, Direction::West);
    let svg = to_svg(&d);
    let (x14, y14) = label_position(&svg, "14");
    let (x1, y1) = label_position(&svg, "1");
    assert!(x14 < x1 && (y14 - y1).abs() < 0.01);
    let (_, ya) = label_position(&svg, "a");
    let (_, yn) = label_position(&svg, "n");
    assert!(ya > yn, "file a (Blue's edge) at the bottom");
    // Four armies, upright pieces, each with its shape mark.
    for (css, n) in [("red", 16), ("blue", 16), ("yellow", 16), ("green", 16)] {
        assert_eq!(
            svg.matches(&format!("{css}\" data-square=")).count(),
            n,
            "{css}"
        );
    }
    assert!(!svg.contains("rotate("), "chess pieces stay upright");
    assert_eq!(svg.matches("class=\"seat-mark\"").count(), 4 * 6);
}

#[test]
fn shogi_tiles_rotate_with_their_facing() {
    let g = Geometry::shogi();
    let center = g.parse_square("5e").unwrap();
    for (bottom, facing, angle) in [
        (Direction::South, Direction::North, None),
        (Direction::South, Direction::East, Some(90)),
        (Direction::South, Direction::South, Some(180)),
        (Direction::South, Direction::West, Some(270)),
        (Direction::North, Direction::North, Some(180)),
        (Direction::West, Direction::East, None),
        (Direction::East, Direction::North, Some(90)),
    ] {
        let mut d = Diagram::new(g.clone());
        d.bottom = bottom;
        d.pieces = vec![(center, Piece::new(PieceKind::Pawn, 0, facing))];
        let svg = to_svg(&d);
        let transform = attr_values(&svg, "use class=\"piece", "transform");
        assert_eq!(transform.len(), 1);
        match angle {
            None => assert!(
                !transform[0].contains("rotate"),
                "{facing:?}: {}",
                transform[0]
            ),
            Some(a) => assert!(
                transform[0].contains(&format!("rotate({a} 22.5 22.5)")),
                "{bottom:?}/{facing:?}: {}",
                transform[0]
            ),
        }
    }
}

#[test]
fn shogi_start_with_hands_snapshot() {
    let mut d = shogi4_start();
    d.id = "s4".into();
    d.hands[0].1 = vec![(PieceKind::Pawn, 2), (PieceKind::Silver, 1)];
    let svg = to_svg(&d);
    assert_eq!(
        attr_values(&svg, "use class=\"piece", "data-square").len(),
        36
    );
    // Four trays; South's hand: a pawn (with a count of 2) and a silver.
    assert_eq!(svg.matches("<rect class=\"hand").count(), 4);
    assert_eq!(svg.matches("class=\"count\"").count(), 1);
    // Pieces in hand have no square.
    assert_eq!(svg.matches("<use class=\"piece").count(), 38);
    insta::assert_snapshot!("shogi4_start", svg);
}

#[test]
fn promoted_dead_and_flipped_pieces_look_different() {
    let g = Geometry::shogi();
    let mut d = Diagram::new(g.clone());
    let mut rook = Piece::new(PieceKind::Rook, 2, Direction::South);
    rook.promoted = true;
    let mut king = Piece::new(PieceKind::King, 3, Direction::West);
    king.flipped = true;
    d.pieces = vec![
        (g.parse_square("5b").unwrap(), rook),
        (g.parse_square("1e").unwrap(), king),
    ];
    let svg = to_svg(&d);
    assert!(svg.contains("id=\"d-tile-rook-promoted\""));
    assert!(svg.contains("id=\"d-tile-king-flipped\""));

    let c = Geometry::cross();
    let mut d = Diagram::new(c.clone());
    let mut dead = Piece::new(PieceKind::Queen, 0, Direction::North);
    dead.dead = true;
    d.pieces = vec![
        (c.parse_square("g1").unwrap(), dead),
        (
            c.parse_square("h1").unwrap(),
            Piece::new(PieceKind::King, 0, Direction::North),
        ),
    ];
    let svg = to_svg(&d);
    assert!(svg.contains("id=\"d-dead-queen\""));
    assert!(svg.contains("id=\"d-s0-king\""));
    assert!(svg.contains("class=\"piece queen seat-0 red dead\""));
}

#[test]
fn accessible_escaped_and_without_text() {
    let mut d = middlegame();
    d.id = "x\"1<".into();
    d.title = "Les <Blancs> & \"Noirs\"".into();
    let svg = to_svg(&d);
    assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
    assert!(svg.contains("role=\"img\""));
    assert!(svg.contains("aria-labelledby=\"x1-title x1-desc\""));
    assert!(
        svg.contains("<title id=\"x1-title\">Les &lt;Blancs&gt; &amp; &quot;Noirs&quot;</title>")
    );
    // The long description defaults to the French text alternative.
    assert!(svg.contains("<desc id=\"x1-desc\">Blancs\u{a0}: Roi e1, Dame d1,"));
    for s in [
        &svg,
        &to_svg(&chess4_start()),
        &to_svg(&shogi4_start()),
        &to_svg(&Diagram::new(Geometry::cross())),
    ] {
        assert!(!s.contains("<text"), "no <text> element");
    }
    // Every internal reference points at an id of this diagram.
    for href in attr_values(&svg, "use", "href") {
        assert!(href.starts_with("#x1-"), "{href}");
    }
}

#[test]
fn output_is_deterministic() {
    assert_eq!(to_svg(&middlegame()), to_svg(&middlegame()));
    assert_eq!(to_svg(&shogi4_start()), to_svg(&shogi4_start()));
}

#[test]
fn two_boards_side_by_side() {
    let mut a = chess_from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR");
    a.id = "a".into();
    let mut b = a.clone();
    b.id = "b".into();
    b.bottom = Direction::North;
    let one = to_svg(&a);
    let row = to_svg_row(&[a, b], "bug", "Deux échiquiers", "A et B");
    assert_eq!(row.matches("<rect class=\"square").count(), 128);
    assert!(row.contains("id=\"a-s0-king\"") && row.contains("id=\"b-s0-king\""));
    assert!(row.contains("<title id=\"bug-title\">Deux échiquiers</title>"));
    let width = |svg: &str| attr_values(svg, "svg", "width")[0].parse::<f32>().unwrap();
    assert!(width(&row) > 2.0 * width(&one));
}

/// A figure asks for its board twice (its drawing and its data) and a guide has hundreds
/// of figures on a few boards: the board's symbol (squares, coordinates, trays) is made
/// once per process and handed to every page that asks (src/diagram/sprite.rs,
/// `board_made`), the same definitions as the first time.
#[test]
fn a_board_is_made_once_for_every_figure_drawn_on_it() {
    use arbitre::diagram::{Defs, PageBoard};
    // a board no other test draws: the first asking makes it
    let mut d = Diagram::new(Geometry::cross());
    d.bottom = Direction::West;
    d.coordinates = false;
    d.hands = vec![(1, vec![]), (3, vec![(PieceKind::Pawn, 2)])];
    let ask = || {
        let mut defs = Defs::new();
        let id = PageBoard::new(&d).board_id(&mut defs);
        (id, defs.block())
    };
    let mut first = None;
    let made = crate::cost::memory(|| first = Some(ask()));
    let mut again = None;
    let kept = crate::cost::memory(|| again = Some(ask()));
    assert_eq!(first, again);
    assert!(
        kept.allocated * 2 < made.allocated,
        "made {} bytes, asked again {}",
        made.allocated,
        kept.allocated
    );
}
