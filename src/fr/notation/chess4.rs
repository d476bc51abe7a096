//! Four-player chess notation faults in French: FEN4, `pieces:` and PGN4 moves.

use crate::notation::{Chess4Fault, Fen4Field};

fn fen4_field(f: Fen4Field) -> &'static str {
    match f {
        Fen4Field::Eliminated => "des joueurs éliminés",
        Fen4Field::Kingside => "du petit roque",
        Fen4Field::Queenside => "du grand roque",
        Fen4Field::Points => "des points",
    }
}

/// The faults of a FEN4 position and of the PGN4 moves of four-player chess.
pub(super) fn message(fault: &Chess4Fault) -> String {
    use Chess4Fault as F;
    match fault {
        F::Fen4Separators => "FEN4 : champs séparés par « - » attendus.".into(),
        F::Fen4MissingFields => "FEN4 : il manque des champs avant l'échiquier.".into(),
        F::Fen4Turn { found } => format!("FEN4 : trait « {found} » inconnu (R, B, Y ou G)."),
        F::Fen4FieldUnreadable { field, text } => {
            format!("FEN4 : champ {} « {text} » illisible.", fen4_field(*field))
        }
        F::Fen4FieldCount { field } => format!(
            "FEN4 : champ {} : quatre valeurs attendues.",
            fen4_field(*field)
        ),
        F::Fen4Counter { text } => format!("FEN4 : compteur « {text} » illisible."),
        F::Fen4RankCount { found: n } => {
            format!("FEN4 : 14 rangées attendues, {}.", super::found(*n, true))
        }
        F::Fen4EmptyCount { token } => format!("FEN4 : nombre de cases « {token} » invalide."),
        F::Fen4PieceOffBoard { token, rank } => {
            format!("FEN4 : pièce « {token} » hors de l'échiquier (rangée {rank}).")
        }
        F::Fen4RankWidth { rank, files } => {
            format!("FEN4 : la rangée {rank} couvre {files} cases au lieu de 14.")
        }
        F::Fen4Piece { token } => format!("FEN4 : pièce « {token} » inconnue."),
        F::Fen4EnPassantOpen => "FEN4 : enPassant sans parenthèse.".into(),
        F::Fen4EnPassantClose => "FEN4 : enPassant sans parenthèse fermante.".into(),
        F::Fen4EnPassantCount => "FEN4 : enPassant doit avoir quatre entrées.".into(),
        F::Fen4EnPassantEntry { entry } => {
            format!("FEN4 : entrée enPassant « {entry} » illisible.")
        }
        F::Fen4Square { square } => format!("FEN4 : case « {square} » inconnue."),
        F::Chess4Seat { seat } => format!("Joueur n° {} inconnu.", u32::from(*seat) + 1),
        F::EmptyPiece => "Pièce vide.".into(),
        F::Chess4Piece { token } => format!("Pièce « {token} » inconnue."),
        F::SquareInToken { square, token } => {
            format!("Case « {square} » inconnue dans « {token} ».")
        }
        F::Chess4TwoKings { seat } => format!("Deux rois pour {}.", crate::fr::seat_name(seat)),
        F::Chess4TurnToAbsent { seat } => {
            format!(
                "Le trait est à un joueur absent ({}).",
                crate::fr::seat_name(seat)
            )
        }
        F::CastlingNotHere => "Roque impossible ici.".into(),
        F::Chess4MoveUnreadable { text } => format!(
            "Coup « {text} » illisible (ex. : d2-d4, Nj1-i3, Bh2xNl6, h10-h11=Q, O-O, d2d4)."
        ),
        F::NoSuchPieceOn {
            text,
            letter,
            square,
        } => format!("Coup « {text} » : pas de pièce {letter} sur {square}."),
        F::CapturedIsNot {
            text,
            letter,
            square,
        } => format!("Coup « {text} » : la pièce prise sur {square} n'est pas {letter}."),
    }
}
