//! Bughouse notation faults in French: crazyhouse FEN, the two-board position, the
//! moves and the BPGN record.

use crate::notation::BughouseFault;

/// The faults of crazyhouse FEN, the two-board position, the moves of bughouse and a
/// BPGN record (a bughouse game).
pub(super) fn message(fault: &BughouseFault) -> String {
    use BughouseFault as F;
    match fault {
        F::ZhPocketUnclosed { pocket } => format!(
            "FEN de crazyhouse invalide : la réserve « {pocket} » doit finir par « ] »."
        ),
        F::ZhTildeAlone => "FEN de crazyhouse invalide : « ~ » doit suivre une pièce.".into(),
        F::ZhTildeNotPromoted { square } => format!(
            "FEN de crazyhouse invalide : « ~ » en {square} ne suit pas une dame, une tour, un fou ou un cavalier."
        ),
        F::ZhPocketLetter { letter } => format!(
            "FEN de crazyhouse invalide : « {letter} » dans la réserve (lettres QRBNP, minuscules pour les Noirs)."
        ),
        F::TwoBoardsExpected => "Position de bughouse invalide : deux FEN séparées par « | » attendues (échiquier A | échiquier B).".into(),
        F::OnBoard { board, fault } => format!("Échiquier {board} : {}", super::message(fault)),
        F::BughouseMoveToken { text } => format!(
            "Coup « {text} » illisible : une lettre de joueur (A, a, B, b), un point, puis le coup, comme « A. e4 » ou « b. P@f7 »."
        ),
        F::BughouseClock { clock, text } => format!(
            "Pendule « {{{clock}}} » illisible dans « {text} » (des secondes, comme {{119.051}})."
        ),
        F::DropUnreadable { text } => {
            format!("Parachutage « {text} » illisible (comme P@f7 ou N@e5).")
        }
        F::SquareInMove { square, text } => {
            format!("Case « {square} » inconnue dans « {text} ».")
        }
        F::BughousePieceToken { token } => format!(
            "Pièce « {token} » illisible : une lettre K, Q, R, B ou N (rien pour un pion) suivie d'une case, comme Ke1 ou e2 ; *N pour un cavalier en main."
        ),
        F::BughouseTurn => "Le trait doit être à A, a, B ou b.".into(),
        F::BughouseSeat => "Joueur inconnu au bughouse (A, a, B, b).".into(),
        F::BughouseHandToken { token } => {
            format!("Pièce en main « {token} » illisible (*Q, *R, *B, *N ou *P).")
        }
        F::BpgnTagUnclosed => "BPGN : balise sans « ] ».".into(),
        F::BpgnTag { inner } => format!("BPGN : balise « [{inner}] » illisible."),
        F::BpgnTagValue { key } => {
            format!("BPGN : la valeur de la balise {key} doit être entre guillemets.")
        }
        F::BpgnCommentUnclosed => "BPGN : commentaire sans « } ».".into(),
        F::BpgnMove {
            number,
            text: None,
            fault,
        } => format!("BPGN, coup {number} : {}", super::message(fault)),
        F::BpgnMove {
            number,
            text: Some(t),
            fault,
        } => format!("BPGN, coup {number} ({t}) : {}", super::message(fault)),
        F::BpgnIllegal {
            number,
            text,
            reason: None,
        } => format!("BPGN, coup {number} ({text}) illégal."),
        F::BpgnIllegal {
            number,
            text,
            reason: Some(r),
        } => format!("BPGN, coup {number} ({text}) illégal : {}.", super::refusal(r)),
        F::BpgnEnd { reason } => format!("BPGN : fin de partie impossible ({}).", super::refusal(reason)),
    }
}
