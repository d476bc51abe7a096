//! Four-player shogi notation faults in French: the position string, `pieces:` and
//! USI moves.

use crate::notation::Shogi4Fault;

/// The faults of a shogi4 position and its moves.
pub(super) fn message(fault: &Shogi4Fault) -> String {
    use Shogi4Fault as F;
    match fault {
        F::Shogi4FieldCount => "une position shogi4 a cinq champs : plateau, joueur au trait, réserves, mats, numéro du coup".into(),
        F::Shogi4RankCount => "le plateau doit avoir 9 rangées séparées par « / »".into(),
        F::Shogi4EmptyCount { cell } => {
            format!("nombre de cases vides impossible « {cell} »")
        }
        F::Shogi4RankTooLong { row } => format!("la rangée {row} a plus de 9 cases"),
        F::Shogi4RankShort { row } => format!("la rangée {row} n'a pas 9 cases"),
        F::Shogi4Turn { found } => {
            format!("joueur au trait inconnu « {found} » (S, W, N ou E)")
        }
        F::Shogi4HandCount => "il faut quatre réserves séparées par « / »".into(),
        F::Shogi4Hand { text } => format!("réserve illisible « {text} »"),
        F::Shogi4Mate { entry } => format!("mat illisible « {entry} » (ex. W>S)"),
        F::Shogi4MoveNumber { text } => format!("numéro de coup illisible « {text} »"),
        F::Shogi4Cell { token } => format!("pièce illisible « {token} » dans la position"),
        F::Shogi4PieceToken { token } => {
            format!("pièce illisible « {token} » (ex. K5i, +R5b, 5g, G4a>s, K5a!)")
        }
        F::Shogi4Promotion { token } => format!("« {token} » : seuls T, S et P se promeuvent"),
        F::Shogi4Seat => "siège inconnu".into(),
        F::Shogi4HandToken { token } => {
            format!("pièce en réserve illisible « {token} » (ex. *P, *R)")
        }
        F::Shogi4HandOfAbsent { seat } => format!(
            "{} ne joue pas : pas de réserve possible",
            crate::fr::seat_name(seat)
        ),
        F::Shogi4MoveUnreadable { text } => {
            format!("coup illisible « {text} » (ex. 5g5f, 8h2b+, P*5e)")
        }
        F::Shogi4Setup(e) => {
            let seat = |s: crate::rules::Seat| {
                crate::rules::shogi4::SEAT_IDS
                    .get(s as usize)
                    .map_or_else(|| s.to_string(), |id| id.to_string())
            };
            format!(
                "position shogi4 impossible : {}",
                crate::fr::setup_error(crate::rules::shogi4::geo(), &seat, e)
            )
        }
    }
}
