//! The text alternative of a diagram, gathered from its pieces: each seat's pieces
//! grouped by how they are named, its hand, dead pieces, who is in check and who
//! moves, as a [`Description`] the page words say ([`crate::lang::fr::describe`]).
//!
//! `Blancs : Roi e1, Dame d1, pions a2, b2 ; Noirs : Roi e8 ; trait aux Blancs.` (with French
//! no-break spaces before the colons and semicolons)

use std::collections::BTreeMap;

use super::{Diagram, PieceStyle, SeatStyle};
use crate::rules::geometry::BoardKind;
use crate::rules::{Direction, Piece, PieceKind, Seat, Square};

pub use crate::lang::fr::piece_name as piece_name_fr;
pub use crate::lang::{Description, Group, SeatPart};

/// Order of kinds in a list: strongest first, pawns last.
fn rank_of(kind: PieceKind) -> u8 {
    match kind {
        PieceKind::King => 0,
        PieceKind::Queen => 1,
        PieceKind::Rook => 2,
        PieceKind::Bishop => 3,
        PieceKind::Knight => 4,
        PieceKind::Gold => 5,
        PieceKind::Silver => 6,
        PieceKind::Pawn => 7,
    }
}

/// How a group of pieces is named: kind plus the states that change its name.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
struct GroupKey {
    order: u8,
    kind_letter: char,
    promoted: bool,
    flipped: bool,
    /// A facing other than the owner's own (shogi4 pieces taken over by a mater).
    other_facing: Option<u8>,
}

fn facing_code(d: Direction) -> u8 {
    match d {
        Direction::North => 0,
        Direction::East => 1,
        Direction::South => 2,
        Direction::West => 3,
    }
}

fn facing_of(code: u8) -> Direction {
    match code {
        0 => Direction::North,
        1 => Direction::East,
        2 => Direction::South,
        _ => Direction::West,
    }
}

/// Pieces grouped by how they are named, each group's squares in board order.
fn groups(d: &Diagram, pieces: &[&(Square, Piece)]) -> Vec<Group> {
    let shogi_names = d.geometry.kind() == BoardKind::Shogi;
    let mut by_key: BTreeMap<GroupKey, Vec<(i32, i32, String)>> = BTreeMap::new();
    for (sq, p) in pieces {
        let own_facing = d.style(p.owner).edge.opposite();
        let key = GroupKey {
            order: rank_of(p.kind),
            kind_letter: p.kind.letter(),
            promoted: p.promoted,
            flipped: p.flipped,
            other_facing: (d.piece_style == PieceStyle::Shogi && p.facing != own_facing)
                .then(|| facing_code(p.facing)),
        };
        let (f, r) = d.geometry.coords(*sq);
        // USI order for shogi (file number, then rank letter), file then rank otherwise.
        let sort = if shogi_names { (9 - f, 8 - r) } else { (f, r) };
        by_key
            .entry(key)
            .or_default()
            .push((sort.0, sort.1, d.geometry.name(*sq)));
    }
    by_key
        .into_iter()
        .map(|(key, mut squares)| {
            squares.sort();
            Group {
                kind: PieceKind::from_letter(key.kind_letter).unwrap_or(PieceKind::Pawn),
                promoted: key.promoted,
                flipped: key.flipped,
                turned_to: key.other_facing.map(facing_of),
                squares: squares.into_iter().map(|s| s.2).collect(),
            }
        })
        .collect()
}

/// A hand's kinds in list order, empty counts left out.
fn hand_items(hand: &[(PieceKind, u32)]) -> Vec<(PieceKind, u32)> {
    let mut items: Vec<(u8, PieceKind, u32)> = hand
        .iter()
        .filter(|(_, n)| *n > 0)
        .map(|(k, n)| (rank_of(*k), *k, *n))
        .collect();
    items.sort();
    items.into_iter().map(|(_, k, n)| (k, n)).collect()
}

/// A seat's name with its mark (`Rouge ●`), and the same after « à ».
fn marked(st: &SeatStyle, name: &str) -> String {
    match st.mark {
        Some(m) => format!("{name} {}", m.symbol()),
        None => name.to_string(),
    }
}

/// What a diagram shows: every piece by seat, the hands, dead pieces, kings in check
/// and the side to move.
pub fn describe(d: &Diagram) -> Description {
    let on_board: Vec<&(Square, Piece)> = d
        .pieces
        .iter()
        .filter(|(sq, _)| d.geometry.contains(*sq))
        .collect();
    let mut seats: Vec<Seat> = on_board
        .iter()
        .filter(|(_, p)| !p.dead)
        .map(|(_, p)| p.owner)
        .chain(
            d.hands
                .iter()
                .filter(|(_, h)| h.iter().any(|(_, n)| *n > 0))
                .map(|(s, _)| *s),
        )
        .collect();
    seats.sort();
    seats.dedup();
    let seats = seats
        .into_iter()
        .map(|seat| {
            let st = d.style(seat);
            let mine: Vec<&(Square, Piece)> = on_board
                .iter()
                .copied()
                .filter(|(_, p)| p.owner == seat && !p.dead)
                .collect();
            let hand = d
                .hands
                .iter()
                .filter(|(s, _)| *s == seat)
                .map(|(_, h)| hand_items(h))
                .find(|h| !h.is_empty())
                .unwrap_or_default();
            SeatPart {
                name: marked(&st, &st.name_fr),
                groups: groups(d, &mine),
                hand,
            }
        })
        .collect();
    let dead: Vec<&(Square, Piece)> = on_board.iter().copied().filter(|(_, p)| p.dead).collect();
    let datives = |list: &[Seat]| -> Vec<String> {
        let mut list = list.to_vec();
        list.sort();
        list.dedup();
        list.iter()
            .map(|s| {
                let st = d.style(*s);
                marked(&st, &st.dative_fr)
            })
            .collect()
    };
    let checked: Vec<Seat> = d
        .checked
        .iter()
        .filter_map(|sq| on_board.iter().find(|(s, _)| s == sq).map(|(_, p)| p.owner))
        .collect();
    Description {
        seats,
        dead: groups(d, &dead),
        chess_board: d.geometry.kind() == BoardKind::Chess,
        checked: datives(&checked),
        movers: datives(&d.to_move),
    }
}

/// The French text alternative of a diagram.
pub fn describe_fr(d: &Diagram) -> String {
    crate::lang::fr::describe::sentence(&describe(d))
}

/// The text alternative of several boards drawn together (bughouse): one sentence per
/// board, each led by its label, e.g. `Échiquier A — Blancs A : Roi e1 ; … .`
pub fn describe_boards_fr(boards: &[(&str, &Diagram)]) -> String {
    let described: Vec<(&str, Description)> = boards
        .iter()
        .map(|(label, d)| (*label, describe(d)))
        .collect();
    crate::lang::fr::describe::boards(&described)
}
