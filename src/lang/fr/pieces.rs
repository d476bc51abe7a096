//! Pieces in French.

use crate::rules::PieceKind;

/// French noun of a kind: singular, plural, feminine. Pawns are written in lower case
/// inside lists (`Roi e1, pions a2, b2`).
pub fn piece_noun(kind: PieceKind) -> (&'static str, &'static str, bool) {
    match kind {
        PieceKind::King => ("Roi", "Rois", false),
        PieceKind::Queen => ("Dame", "Dames", true),
        PieceKind::Rook => ("Tour", "Tours", true),
        PieceKind::Bishop => ("Fou", "Fous", false),
        PieceKind::Knight => ("Cavalier", "Cavaliers", false),
        PieceKind::Pawn => ("pion", "pions", false),
        PieceKind::Gold => ("Général d’or", "Généraux d’or", false),
        PieceKind::Silver => ("Général d’argent", "Généraux d’argent", false),
    }
}

/// An adjective agreeing with a noun ("promu", "promue", "promus", "promues").
pub fn agree(stem: &str, feminine: bool, plural: bool) -> String {
    format!(
        "{stem}{}{}",
        if feminine { "e" } else { "" },
        if plural { "s" } else { "" }
    )
}

/// The French name of one piece, capitalised ("Cavalier", "Pion", "Tour promue").
pub fn piece_name(kind: PieceKind, promoted: bool) -> String {
    let (sing, _, fem) = piece_noun(kind);
    let mut s: String = sing.to_string();
    if let Some(first) = s.chars().next() {
        let upper: String = first.to_uppercase().collect();
        s.replace_range(..first.len_utf8(), &upper);
    }
    if promoted {
        s.push(' ');
        s.push_str(&agree("promu", fem, false));
    }
    s
}

/// A piece kind with its indefinite article, in a sentence: `un pion`, `une tour`.
pub fn a_piece(kind: PieceKind) -> String {
    let (sing, _, fem) = piece_noun(kind);
    let lower = super::lowercase_first(sing);
    format!("{} {lower}", if fem { "une" } else { "un" })
}

/// A piece kind with its definite article: `le pion`, `la tour`.
pub fn the_piece(kind: PieceKind) -> String {
    let (sing, _, fem) = piece_noun(kind);
    let lower = super::lowercase_first(sing);
    format!("{} {lower}", if fem { "la" } else { "le" })
}
