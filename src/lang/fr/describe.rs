//! A diagram's text alternative in French: `Blancs : Roi e1, Dame d1, pions a2, b2 ;
//! Noirs : Roi e8 ; trait aux Blancs.`

use super::pieces::{agree, piece_noun};
use super::{direction, join_and};
use crate::lang::{Description, Group};
use crate::rules::PieceKind;

/// French spacing, as the book's typography gives the page text: a no-break space
/// before « : », a narrow one before « ; », so that a screen reader's braille line and a
/// copied text alternative read like the rest of the guide.
const BEFORE_COLON: &str = "\u{a0}:";
const BEFORE_SEMICOLON: &str = "\u{202f};";

/// `Tours promues`, `Roi retourné`, `Général d’or tourné vers le nord`.
fn group_label(g: &Group, plural: bool) -> String {
    let (sing, plur, fem) = piece_noun(g.kind);
    let mut s = if plural { plur } else { sing }.to_string();
    if g.promoted {
        s.push(' ');
        s.push_str(&agree("promu", fem, plural));
    }
    if g.flipped {
        s.push(' ');
        s.push_str(&agree("retourné", fem, plural));
    }
    if let Some(d) = g.turned_to {
        s.push(' ');
        s.push_str(&agree("tourné", fem, plural));
        s.push_str(" vers ");
        s.push_str(direction(d));
    }
    s
}

/// `Roi e1, pions a2, b2`.
fn groups(list: &[Group]) -> String {
    list.iter()
        .map(|g| {
            format!(
                "{} {}",
                group_label(g, g.squares.len() > 1),
                g.squares.join(", ")
            )
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// `Tour, 2 pions`.
fn hand(items: &[(PieceKind, u32)]) -> String {
    items
        .iter()
        .map(|(k, n)| {
            let (sing, plur, _) = piece_noun(*k);
            if *n == 1 {
                sing.to_string()
            } else {
                format!("{n} {plur}")
            }
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// The sentence of one board.
pub fn sentence(d: &Description) -> String {
    let mut sections = Vec::new();
    for seat in &d.seats {
        let mut text = format!("{}{BEFORE_COLON} ", seat.name);
        match (seat.groups.is_empty(), seat.hand.is_empty()) {
            (false, false) => text.push_str(&format!(
                "{} (en main{BEFORE_COLON} {})",
                groups(&seat.groups),
                hand(&seat.hand)
            )),
            (false, true) => text.push_str(&groups(&seat.groups)),
            (true, false) => text.push_str(&format!(
                "aucune pièce sur le plateau (en main{BEFORE_COLON} {})",
                hand(&seat.hand)
            )),
            (true, true) => {}
        }
        sections.push(text);
    }
    if !d.dead.is_empty() {
        sections.push(format!(
            "pièces mortes (grises){BEFORE_COLON} {}",
            groups(&d.dead)
        ));
    }
    if sections.is_empty() {
        sections.push(
            if d.chess_board {
                "échiquier vide"
            } else {
                "plateau vide"
            }
            .to_string(),
        );
    }
    if !d.checked.is_empty() {
        sections.push(format!("échec {}", join_and(&d.checked)));
    }
    if !d.movers.is_empty() {
        sections.push(format!("trait {}", join_and(&d.movers)));
    }
    let mut out = sections.join(&format!("{BEFORE_SEMICOLON} "));
    if let Some(first) = out.chars().next() {
        let upper: String = first.to_uppercase().collect();
        out.replace_range(..first.len_utf8(), &upper);
    }
    out.push('.');
    out
}

/// Several boards drawn together (bughouse): one sentence per board, each led by its
/// label (`Échiquier A — Blancs A : Roi e1 ; … .`).
pub fn boards(boards: &[(&str, Description)]) -> String {
    boards
        .iter()
        .map(|(label, d)| format!("{label} — {}", sentence(d)))
        .collect::<Vec<_>>()
        .join(" ")
}
