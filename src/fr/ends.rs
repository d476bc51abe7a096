//! How a game ended, in French.

use crate::rules::EndReason;

/// A French noun phrase for an end reason: `échec et mat`, `règle des cinquante coups`.
pub fn end_reason(reason: EndReason) -> &'static str {
    match reason {
        EndReason::Checkmate => "échec et mat",
        EndReason::Stalemate => "pat",
        EndReason::KingCapture => "prise du roi",
        EndReason::Repetition => "répétition de la position",
        EndReason::FiftyMoves => "règle des cinquante coups",
        EndReason::InsufficientMaterial => "matériel insuffisant",
        EndReason::MoveLimit => "limite de coups atteinte",
        EndReason::Resignation => "abandon",
        EndReason::Time => "temps dépassé",
        EndReason::Claim => "victoire réclamée sur l'avance aux points",
        EndReason::Agreement => "nulle par accord",
        EndReason::NoMovePossible => "plus aucun coup possible",
        EndReason::MoveCap => "plafond de coups du match atteint",
        EndReason::Eliminations => "élimination des adversaires",
    }
}
