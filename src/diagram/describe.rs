//! The French text alternative of a diagram, built from its pieces: each seat's pieces
//! by kind, its hand, dead pieces, who is in check and who moves.
//!
//! `Blancs : Roi e1, Dame d1, pions a2, b2 ; Noirs : Roi e8 ; trait aux Blancs.`

use std::collections::BTreeMap;

use super::{Diagram, PieceStyle, SeatStyle};
use crate::rules::geometry::BoardKind;
use crate::rules::{Direction, Piece, PieceKind, Seat, Square};

pub use crate::fr::piece_name as piece_name_fr;
use crate::fr::pieces::{agree, piece_noun as noun};

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

use crate::fr::direction as direction_fr;

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

fn group_label(key: &GroupKey, plural: bool) -> String {
    let kind = PieceKind::from_letter(key.kind_letter).unwrap_or(PieceKind::Pawn);
    let (sing, plur, fem) = noun(kind);
    let mut s = if plural { plur } else { sing }.to_string();
    if key.promoted {
        s.push(' ');
        s.push_str(&agree("promu", fem, plural));
    }
    if key.flipped {
        s.push(' ');
        s.push_str(&agree("retourné", fem, plural));
    }
    if let Some(f) = key.other_facing {
        s.push(' ');
        s.push_str(&agree("tourné", fem, plural));
        s.push_str(" vers ");
        s.push_str(direction_fr(facing_of(f)));
    }
    s
}

/// Pieces grouped by how they are named, each group's squares in board order.
fn groups(d: &Diagram, pieces: &[&(Square, Piece)]) -> String {
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
    let mut parts = Vec::new();
    for (key, mut squares) in by_key {
        squares.sort();
        let names: Vec<String> = squares.into_iter().map(|s| s.2).collect();
        parts.push(format!(
            "{} {}",
            group_label(&key, names.len() > 1),
            names.join(", ")
        ));
    }
    parts.join(", ")
}

fn hand_text(hand: &[(PieceKind, u32)]) -> String {
    let mut items: Vec<(u8, PieceKind, u32)> = hand
        .iter()
        .filter(|(_, n)| *n > 0)
        .map(|(k, n)| (rank_of(*k), *k, *n))
        .collect();
    items.sort();
    items
        .iter()
        .map(|(_, k, n)| {
            let (sing, plur, _) = noun(*k);
            if *n == 1 {
                sing.to_string()
            } else {
                format!("{n} {plur}")
            }
        })
        .collect::<Vec<_>>()
        .join(", ")
}

fn seat_name(st: &SeatStyle) -> String {
    match st.mark {
        Some(m) => format!("{} {}", st.name_fr, m.symbol()),
        None => st.name_fr.clone(),
    }
}

fn dative(st: &SeatStyle) -> String {
    match st.mark {
        Some(m) => format!("{} {}", st.dative_fr, m.symbol()),
        None => st.dative_fr.clone(),
    }
}

use crate::fr::join_and;

/// The French text alternative of a diagram: every piece by seat, the hands, dead
/// pieces, kings in check and the side to move.
pub fn describe_fr(d: &Diagram) -> String {
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

    let mut sections = Vec::new();
    for seat in seats {
        let st = d.style(seat);
        let mine: Vec<&(Square, Piece)> = on_board
            .iter()
            .copied()
            .filter(|(_, p)| p.owner == seat && !p.dead)
            .collect();
        let mut text = format!("{} : ", seat_name(&st));
        let hand = d
            .hands
            .iter()
            .filter(|(s, _)| *s == seat)
            .map(|(_, h)| hand_text(h))
            .find(|t| !t.is_empty());
        match (mine.is_empty(), hand) {
            (false, Some(h)) => text.push_str(&format!("{} (en main : {h})", groups(d, &mine))),
            (false, None) => text.push_str(&groups(d, &mine)),
            (true, Some(h)) => {
                text.push_str(&format!("aucune pièce sur le plateau (en main : {h})"))
            }
            (true, None) => {}
        }
        sections.push(text);
    }
    let dead: Vec<&(Square, Piece)> = on_board.iter().copied().filter(|(_, p)| p.dead).collect();
    if !dead.is_empty() {
        sections.push(format!("pièces mortes (grises) : {}", groups(d, &dead)));
    }
    if sections.is_empty() {
        sections.push(match d.geometry.kind() {
            BoardKind::Chess => "échiquier vide".to_string(),
            _ => "plateau vide".to_string(),
        });
    }

    let mut checked: Vec<Seat> = d
        .checked
        .iter()
        .filter_map(|sq| on_board.iter().find(|(s, _)| s == sq).map(|(_, p)| p.owner))
        .collect();
    checked.sort();
    checked.dedup();
    if !checked.is_empty() {
        let names: Vec<String> = checked.iter().map(|s| dative(&d.style(*s))).collect();
        sections.push(format!("échec {}", join_and(&names)));
    }
    let mut movers = d.to_move.clone();
    movers.sort();
    movers.dedup();
    if !movers.is_empty() {
        let names: Vec<String> = movers.iter().map(|s| dative(&d.style(*s))).collect();
        sections.push(format!("trait {}", join_and(&names)));
    }
    let mut out = sections.join(" ; ");
    if let Some(first) = out.chars().next() {
        let upper: String = first.to_uppercase().collect();
        out.replace_range(..first.len_utf8(), &upper);
    }
    out.push('.');
    out
}

/// The text alternative of several boards drawn together (bughouse): one sentence per
/// board, each led by its label, e.g. `Échiquier A — Blancs A : Roi e1 ; … .`
pub fn describe_boards_fr(boards: &[(&str, &Diagram)]) -> String {
    boards
        .iter()
        .map(|(label, d)| format!("{label} — {}", describe_fr(d)))
        .collect::<Vec<_>>()
        .join(" ")
}
