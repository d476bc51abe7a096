//! Any diagram, even one with squares off the board or unknown seats, draws without a
//! panic into an SVG that resvg reads, with no `<text>` and one rect per square.

use arbitre::diagram::{Arrow, Diagram, describe_fr, svg_to_png, to_svg};
use arbitre::rules::{Direction, Geometry, Piece, PieceKind, Square};
use proptest::prelude::*;

fn kind() -> impl Strategy<Value = PieceKind> {
    prop_oneof![
        Just(PieceKind::King),
        Just(PieceKind::Queen),
        Just(PieceKind::Rook),
        Just(PieceKind::Bishop),
        Just(PieceKind::Knight),
        Just(PieceKind::Pawn),
        Just(PieceKind::Gold),
        Just(PieceKind::Silver),
    ]
}

fn direction() -> impl Strategy<Value = Direction> {
    prop_oneof![
        Just(Direction::North),
        Just(Direction::East),
        Just(Direction::South),
        Just(Direction::West),
    ]
}

fn piece() -> impl Strategy<Value = Piece> {
    (
        kind(),
        0u8..6,
        direction(),
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
    )
        .prop_map(|(kind, owner, facing, promoted, dead, flipped)| Piece {
            kind,
            owner,
            facing,
            promoted,
            dead,
            flipped,
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]
    #[test]
    fn any_diagram_draws(
        board in 0usize..3,
        bottom in direction(),
        pieces in proptest::collection::vec((0u16..400, piece()), 0..40),
        hands in proptest::collection::vec((0u8..6, proptest::collection::vec((kind(), 0u32..30), 0..6)), 0..4),
        to_move in proptest::collection::vec(0u8..6, 0..3),
        arrows in proptest::collection::vec((0u16..400, 0u16..400), 0..4),
        marks in proptest::collection::vec(0u16..400, 0..4),
        title in ".{0,20}",
        id in ".{0,8}",
    ) {
        let geometry = [Geometry::chess(), Geometry::cross(), Geometry::shogi()][board].clone();
        let squares = geometry.squares().len();
        let mut d = Diagram::new(geometry);
        d.bottom = bottom;
        d.pieces = pieces.into_iter().map(|(s, p)| (Square(s), p)).collect();
        d.hands = hands;
        d.to_move = to_move;
        d.arrows = arrows.into_iter().map(|(a, b)| Arrow { from: Square(a), to: Square(b) }).collect();
        d.marks = marks.iter().map(|s| Square(*s)).collect();
        d.targets = marks.iter().map(|s| Square(*s)).collect();
        d.checked = marks.iter().map(|s| Square(*s)).collect();
        d.last_move = marks.first().map(|s| (Square(*s), Square(*s)));
        d.title = title;
        d.id = id;
        let svg = to_svg(&d);
        prop_assert!(!svg.contains("<text"));
        prop_assert_eq!(svg.matches("<rect class=\"square").count(), squares);
        prop_assert!(svg_to_png(&svg, 24).is_ok());
        prop_assert!(describe_fr(&d).ends_with('.'));
    }
}
