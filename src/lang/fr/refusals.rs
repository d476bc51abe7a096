//! Refusals in a few French words (the reason's kind, not its squares): the rows of the
//! coverage table. The sentences a report writes for the same refusals are
//! `fr::refusals`'.

use crate::rules::{CastlingFailure, DropRefusal, Illegal};

/// A refusal, in a few French words (the reason's kind, not its squares): the rows of
/// the coverage table, next to the sentences the report writes for the same variants.
pub fn illegal_label(r: &Illegal) -> String {
    match r {
        Illegal::NotYourTurn { .. } => "pas son tour".into(),
        Illegal::NoPiece { .. } => "aucune pièce à soi sur la case".into(),
        Illegal::CannotReach { .. } => "la pièce ne va pas ainsi".into(),
        Illegal::Blocked { .. } => "chemin barré".into(),
        Illegal::LeavesKingInCheck { .. } => "roi laissé en échec".into(),
        Illegal::Castling { reason } => format!("roque : {}", castling_label(*reason)),
        Illegal::EnPassantExpired { .. } => "prise en passant expirée".into(),
        Illegal::Promotion { .. } => "promotion refusée".into(),
        Illegal::Drop { reason, .. } => format!("parachutage : {}", drop_label(reason)),
        Illegal::DroppedPawnDoubleStep { .. } => "pas double d'un pion parachuté".into(),
        Illegal::OwnPiece { .. } => "case d'une pièce amie".into(),
        Illegal::KingNotCapturable { .. } => "roi imprenable".into(),
        Illegal::ChecksPartner { .. } => "échec au partenaire".into(),
        Illegal::RepetitionByCheck => "répétition par échecs continus".into(),
        Illegal::ActUnavailable => "acte inconnu de ce jeu".into(),
        Illegal::ClaimRefused { .. } => "victoire réclamée refusée".into(),
        Illegal::NoDrawToClaim { .. } => "nulle réclamée refusée".into(),
        Illegal::GameOver => "partie terminée".into(),
        Illegal::NotLegalHere => "coup inconnu de ce jeu".into(),
    }
}

fn drop_label(r: &DropRefusal) -> &'static str {
    match r {
        DropRefusal::NoDropsInGame => "pas de parachutage dans ce jeu",
        DropRefusal::NotDroppable => "pièce qui ne se parachute pas",
        DropRefusal::NotInHand => "pièce absente de la main",
        DropRefusal::Occupied => "case occupée",
        DropRefusal::OffBoard => "hors du plateau",
        DropRefusal::PawnOnEdgeRank => "pion sur la première ou la dernière rangée",
        DropRefusal::PawnCannotMove => "pièce qui ne pourrait plus bouger",
        DropRefusal::PawnBeforeTurnedKing { .. } => "pion devant un roi retourné",
        DropRefusal::Nifu { .. } => "deux pions sur une colonne (nifu)",
        DropRefusal::PawnDropMate { .. } => "mat par pion parachuté",
    }
}

fn castling_label(c: CastlingFailure) -> &'static str {
    match c {
        CastlingFailure::KingMoved => "roi déjà joué",
        CastlingFailure::RookMoved => "tour déjà jouée",
        CastlingFailure::PathBlocked => "chemin occupé",
        CastlingFailure::InCheck => "roi en échec",
        CastlingFailure::CrossesAttackedSquare => "passe par une case attaquée",
        CastlingFailure::LandsOnAttackedSquare => "arrive sur une case attaquée",
        CastlingFailure::NoRights => "aucun droit de roque",
    }
}
