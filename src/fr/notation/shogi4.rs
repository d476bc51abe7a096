//! Four-player shogi notation faults in French: the position string, `pieces:` and
//! USI moves.

use crate::notation::Shogi4Fault;

/// The faults of a shogi4 position and its moves.
pub(super) fn message(fault: &Shogi4Fault) -> String {
    use Shogi4Fault as F;
    match fault {
        F::Shogi4FieldCount => "Une position shogi4 a cinq champs : plateau, joueur au trait, réserves, mats, numéro du coup.".into(),
        F::Shogi4RankCount => "Le plateau doit avoir 9 rangées séparées par « / ».".into(),
        F::Shogi4EmptyCount { cell } => {
            format!("Nombre de cases vides « {cell} » impossible.")
        }
        F::Shogi4RankTooLong { row } => format!("La rangée {row} a plus de 9 cases."),
        F::Shogi4RankShort { row } => format!("La rangée {row} n'a pas 9 cases."),
        F::Shogi4Turn { found } => {
            format!("Joueur au trait « {found} » inconnu (S, W, N ou E).")
        }
        F::Shogi4HandCount => "Il faut quatre réserves séparées par « / ».".into(),
        F::Shogi4Hand { text } => format!("Réserve « {text} » illisible."),
        F::Shogi4Mate { entry } => format!("Mat « {entry} » illisible (ex. W>S)."),
        F::Shogi4MoveNumber { text } => format!("Numéro de coup « {text} » illisible."),
        F::Shogi4Cell { token } => format!("Pièce « {token} » illisible dans la position."),
        F::Shogi4PieceToken { token } => {
            format!("Pièce « {token} » illisible (ex. K5i, +R5b, 5g, G4a>s, K5a!).")
        }
        F::Shogi4Promotion { token } => format!("Pièce « {token} » : seuls T, S et P se promeuvent."),
        F::Shogi4Seat => "Siège inconnu.".into(),
        F::Shogi4HandToken { token } => {
            format!("Pièce en réserve « {token} » illisible (ex. *P, *R).")
        }
        F::Shogi4HandOfAbsent { seat } => format!(
            "{} ne joue pas : pas de réserve possible.",
            crate::fr::seat_name(seat)
        ),
        F::Shogi4MoveUnreadable { text } => {
            format!("Coup « {text} » illisible (ex. 5g5f, 8h2b+, P*5e).")
        }
        F::Shogi4Setup(e) => {
            let seat = |s: crate::rules::Seat| {
                crate::rules::shogi4::SEAT_IDS
                    .get(s as usize)
                    .map_or_else(|| s.to_string(), |id| id.to_string())
            };
            format!(
                "Position shogi4 impossible : {}.",
                crate::fr::setup_error(crate::rules::shogi4::geo(), &seat, e)
            )
        }
    }
}
