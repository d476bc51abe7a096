//! What a preset's engine can produce, as its family's impl lists it for `arbitre
//! coverage`: each ending, each kind of event, each refusal of a move and each claim
//! key that makes sense for the preset (its options come from the engine itself). A
//! gap in these lists is something no example shows.

pub use crate::lang::EventKind;
use crate::rules::{CastlingFailure, DropRefusal, EndReason, Illegal, PieceKind, Square};

/// What one preset can produce besides its options, each list in display order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Exercisable {
    pub endings: Vec<EndReason>,
    pub events: Vec<EventKind>,
    /// One representative of each refusal (its squares and seats are placeholders).
    pub refusals: Vec<Illegal>,
    /// Claim keys as examples write them under `expect:`.
    pub claims: Vec<&'static str>,
}

/// The claims every preset can make.
pub(super) const BASE_CLAIMS: [&str; 8] = [
    "legal",
    "illegal",
    "moves_of",
    "check",
    "checkmate",
    "next",
    "winner",
    "end",
];

/// The claims of every preset followed by `more`.
pub(super) fn claims(more: &[&'static str]) -> Vec<&'static str> {
    [&BASE_CLAIMS[..], more].concat()
}

/// The events of chess that its variants share.
pub(super) const CHESS_EVENTS: [EventKind; 6] = [
    EventKind::Capture,
    EventKind::EnPassant,
    EventKind::Promotion,
    EventKind::Castle,
    EventKind::Check,
    EventKind::Checkmate,
];

/// The chess events followed by `more`.
pub(super) fn chess_events(more: &[EventKind]) -> Vec<EventKind> {
    [&CHESS_EVENTS[..], more].concat()
}

/// Refusals of a move on the board, common to every family.
pub(super) fn board_refusals() -> Vec<Illegal> {
    vec![
        Illegal::NoPiece { from: Square(0) },
        Illegal::CannotReach {
            from: Square(0),
            to: Square(0),
        },
        Illegal::Blocked {
            from: Square(0),
            to: Square(0),
            at: Square(0),
        },
        Illegal::LeavesKingInCheck {
            king: Square(0),
            by: Vec::new(),
        },
        Illegal::Promotion { on: Square(0) },
        Illegal::GameOver,
    ]
}

/// Refusals of castling, for the families that castle.
pub(super) fn castling_refusals() -> Vec<Illegal> {
    [
        CastlingFailure::KingMoved,
        CastlingFailure::RookMoved,
        CastlingFailure::PathBlocked,
        CastlingFailure::InCheck,
        CastlingFailure::CrossesAttackedSquare,
        CastlingFailure::LandsOnAttackedSquare,
    ]
    .map(|reason| Illegal::Castling { reason })
    .to_vec()
}

/// A refused drop (of a pawn, as a placeholder).
pub(super) fn drop(reason: DropRefusal) -> Illegal {
    Illegal::Drop {
        kind: PieceKind::Pawn,
        to: Square(0),
        reason,
    }
}

/// Board and castling refusals and the expired en passant: the chess family's and
/// four-player chess's.
pub(super) fn chess_refusals() -> Vec<Illegal> {
    [
        board_refusals(),
        castling_refusals(),
        vec![Illegal::EnPassantExpired { to: Square(0) }],
    ]
    .concat()
}
