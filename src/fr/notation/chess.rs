//! Chess notation faults in French: a FEN, a position given piece by piece, a SAN
//! move (also each board of bughouse).

use crate::notation::ChessFault;

fn colour(white: bool) -> &'static str {
    if white { "blanc" } else { "noir" }
}

/// The faults of a FEN, a position given piece by piece and a SAN move.
pub(super) fn message(fault: &ChessFault) -> String {
    use ChessFault as F;
    match fault {
        F::FenFieldCount { found: n } => format!(
            "FEN invalide : 6 champs attendus (pièces, trait, roques, en passant, demi-coups, coups), {}.",
            super::found(*n, false)
        ),
        F::FenTurn { found } => {
            format!("FEN invalide : le trait doit être « w » ou « b », pas « {found} ».")
        }
        F::FenHalfmove { found } => {
            format!("FEN invalide : le compteur de demi-coups « {found} » n'est pas un nombre.")
        }
        F::FenFullmove { found } => {
            format!("FEN invalide : le numéro de coup « {found} » doit être un nombre positif.")
        }
        F::FenRankCount { found: n } => format!(
            "FEN invalide : 8 rangées séparées par « / » attendues, {}.",
            super::found(*n, true)
        ),
        F::FenDigit { digit, rank } => {
            format!("FEN invalide : chiffre « {digit} » impossible dans la rangée {rank}.")
        }
        F::FenRankTooLong { rank } => {
            format!("FEN invalide : la rangée {rank} compte plus de 8 cases.")
        }
        F::FenCharacter { found, rank } => {
            format!("FEN invalide : caractère « {found} » inconnu dans la rangée {rank}.")
        }
        F::FenRankShort { rank, files } => {
            format!("FEN invalide : la rangée {rank} compte {files} cases au lieu de 8.")
        }
        F::FenCastlingLetters { field } => {
            format!("FEN invalide : champ de roque « {field} » incorrect (lettres KQkq ou « - »).")
        }
        F::FenCastlingRepeated { field } => {
            format!("FEN invalide : champ de roque « {field} » avec une lettre répétée.")
        }
        F::FenEnPassantField { field } => {
            format!("FEN invalide : case en passant « {field} » incorrecte (une case ou « - »).")
        }
        F::FenCastlingWithoutPieces { letter, king, rook } => format!(
            "FEN invalide : droit de roque « {letter} » sans le roi en {king} et la tour en {rook}."
        ),
        F::FenEnPassantImpossible { square } => format!(
            "FEN invalide : case en passant {square} impossible (aucun pion adverse ne vient de la sauter)."
        ),
        F::KingMissing { white } => {
            format!("Position impossible : il manque le roi {}.", colour(*white))
        }
        F::TooManyKings { white, count } => format!(
            "Position impossible : {count} rois {}s sur l'échiquier.",
            colour(*white)
        ),
        F::PawnOnBackRank { square } => format!(
            "Position impossible : un pion en {square} (aucun pion ne peut se trouver sur la 1re ou la 8e rangée)."
        ),
        F::WaitingKingInCheck { white } => format!(
            "Position impossible : le roi {} est en échec alors que ce n'est pas à lui de jouer.",
            colour(*white)
        ),
        F::TooManyCheckers => {
            "Position impossible : le roi au trait est attaqué par plus de deux pièces.".into()
        }
        F::ChessPieceToken { token } => format!(
            "Pièce « {token} » illisible : une lettre K, Q, R, B ou N (rien pour un pion) suivie d'une case, comme Ke1 ou e2."
        ),
        F::ChessTurn => "Le trait doit être aux Blancs ou aux Noirs.".into(),
        F::ChessSeat => "Aux échecs, seuls les Blancs et les Noirs ont des pièces.".into(),
        F::EmptyMove => "Coup vide.".into(),
        F::PromotionUnreadable { text } => format!("Promotion illisible dans « {text} »."),
        F::NotTheAnnouncedPiece { text, square } => {
            format!("Coup « {text} » : la pièce en {square} n'est pas celle annoncée.")
        }
        F::SanUnreadable { text } => {
            format!("Coup « {text} » illisible en notation algébrique.")
        }
        F::SanNoPieceReaches { text, square } => format!(
            "Coup « {text} » impossible : aucune pièce de ce type ne peut aller en {square}."
        ),
        F::SanIllegalAmbiguous { text } => {
            format!("Coup « {text} » illégal, et plusieurs pièces pourraient être visées.")
        }
        F::SanAmbiguous { text } => {
            format!("Coup « {text} » ambigu : précisez la colonne ou la rangée de départ.")
        }
    }
}
