//! Positions shared by the diagram tests, placed by hand from the sources' layout tables.
#![allow(dead_code)]

use arbitre::diagram::Diagram;
use arbitre::rules::{Direction, Geometry, Piece, PieceKind, Seat};

/// Pieces of a FEN board field (chess, seat 0 white facing north, 1 black facing south).
pub fn chess_from_fen(board: &str) -> Diagram {
    let g = Geometry::chess();
    let mut d = Diagram::new(g.clone());
    for (i, row) in board.split('/').enumerate() {
        let rank = 7 - i as i32;
        let mut file = 0;
        for c in row.chars() {
            if let Some(n) = c.to_digit(10) {
                file += n as i32;
                continue;
            }
            let kind = PieceKind::from_letter(c).expect("piece letter");
            let (seat, facing) = if c.is_ascii_uppercase() {
                (0, Direction::North)
            } else {
                (1, Direction::South)
            };
            let sq = g.square(file, rank).expect("square");
            d.pieces.push((sq, Piece::new(kind, seat, facing)));
            file += 1;
        }
    }
    d
}

fn put(d: &mut Diagram, name: &str, kind: PieceKind, seat: Seat, facing: Direction) {
    let sq = d.geometry.parse_square(name).expect(name);
    d.pieces.push((sq, Piece::new(kind, seat, facing)));
}

/// A chess4 army: seat, facing, back rank, pawns.
type Army = (
    Seat,
    Direction,
    [(&'static str, PieceKind); 8],
    [&'static str; 8],
);
/// A shogi4 seat: seat, facing, pieces.
type ShogiSide = (Seat, Direction, [(&'static str, PieceKind); 9]);

/// Four-player chess, Standard layout (source 000).
pub fn chess4_start() -> Diagram {
    use PieceKind::*;
    let mut d = Diagram::new(Geometry::cross());
    let armies: [Army; 4] = [
        (
            0,
            Direction::North,
            [
                ("d1", Rook),
                ("e1", Knight),
                ("f1", Bishop),
                ("g1", Queen),
                ("h1", King),
                ("i1", Bishop),
                ("j1", Knight),
                ("k1", Rook),
            ],
            ["d2", "e2", "f2", "g2", "h2", "i2", "j2", "k2"],
        ),
        (
            1,
            Direction::East,
            [
                ("a4", Rook),
                ("a5", Knight),
                ("a6", Bishop),
                ("a8", Queen),
                ("a7", King),
                ("a9", Bishop),
                ("a10", Knight),
                ("a11", Rook),
            ],
            ["b4", "b5", "b6", "b7", "b8", "b9", "b10", "b11"],
        ),
        (
            2,
            Direction::South,
            [
                ("d14", Rook),
                ("e14", Knight),
                ("f14", Bishop),
                ("h14", Queen),
                ("g14", King),
                ("i14", Bishop),
                ("j14", Knight),
                ("k14", Rook),
            ],
            ["d13", "e13", "f13", "g13", "h13", "i13", "j13", "k13"],
        ),
        (
            3,
            Direction::West,
            [
                ("n4", Rook),
                ("n5", Knight),
                ("n6", Bishop),
                ("n7", Queen),
                ("n8", King),
                ("n9", Bishop),
                ("n10", Knight),
                ("n11", Rook),
            ],
            ["m4", "m5", "m6", "m7", "m8", "m9", "m10", "m11"],
        ),
    ];
    for (seat, facing, back, pawns) in armies {
        for (sq, kind) in back {
            put(&mut d, sq, kind, seat, facing);
        }
        for sq in pawns {
            put(&mut d, sq, Pawn, seat, facing);
        }
    }
    d.to_move = vec![0];
    d
}

/// Four-player shogi start (source 003).
pub fn shogi4_start() -> Diagram {
    use PieceKind::*;
    let mut d = Diagram::new(Geometry::shogi());
    let seats: [ShogiSide; 4] = [
        (
            0,
            Direction::North,
            [
                ("5i", King),
                ("6i", Gold),
                ("4i", Gold),
                ("7i", Silver),
                ("3i", Silver),
                ("5h", Rook),
                ("6h", Pawn),
                ("4h", Pawn),
                ("5g", Pawn),
            ],
        ),
        (
            1,
            Direction::East,
            [
                ("9e", King),
                ("9f", Gold),
                ("9d", Gold),
                ("9g", Silver),
                ("9c", Silver),
                ("8e", Rook),
                ("8f", Pawn),
                ("8d", Pawn),
                ("7e", Pawn),
            ],
        ),
        (
            2,
            Direction::South,
            [
                ("5a", King),
                ("4a", Gold),
                ("6a", Gold),
                ("3a", Silver),
                ("7a", Silver),
                ("5b", Rook),
                ("4b", Pawn),
                ("6b", Pawn),
                ("5c", Pawn),
            ],
        ),
        (
            3,
            Direction::West,
            [
                ("1e", King),
                ("1d", Gold),
                ("1f", Gold),
                ("1c", Silver),
                ("1g", Silver),
                ("2e", Rook),
                ("2d", Pawn),
                ("2f", Pawn),
                ("3e", Pawn),
            ],
        ),
    ];
    for (seat, facing, pieces) in seats {
        for (sq, kind) in pieces {
            put(&mut d, sq, kind, seat, facing);
        }
    }
    d.hands = (0..4).map(|s| (s, Vec::new())).collect();
    d.to_move = vec![0];
    d
}
