//! `because:` beside `illegal:`: the reason an example says a move is refused for, as
//! one word of a fixed vocabulary, one per typed refusal of the engine
//! ([`crate::rules::Illegal`]). Without it, an `illegal:` claim holds for any reason,
//! including one the author never meant (a castling refused for lack of rights in a
//! position given by `pieces:`, not for the check the page talks about).

use super::check::{destination, origin};
use super::fault::{Failure, Fault};
use super::schema::{Claim, ClaimKind, Spanned};
use super::yaml::{Node, Pos, Value};
use crate::rules::{AnyGame, CastlingFailure, DropRefusal, Game, Illegal, Move, Seat};

/// Every word `because:` takes, in the order the README lists them.
pub const REASONS: &[&str] = &[
    "not-your-turn",
    "game-over",
    "no-piece",
    "cannot-reach",
    "blocked",
    "occupied",
    "own-piece",
    "check",
    "into-check",
    "pinned",
    "no-castling-rights",
    "king-moved",
    "rook-moved",
    "castling-blocked",
    "through-check",
    "en-passant-expired",
    "promotion",
    "no-drops",
    "not-droppable",
    "not-in-hand",
    "off-board",
    "pawn-on-edge-rank",
    "pawn-cannot-move",
    "pawn-before-turned-king",
    "nifu",
    "pawn-drop-mate",
    "dropped-pawn-double-step",
    "king-not-capturable",
    "checks-partner",
    "repetition-by-check",
    "act-unavailable",
    "claim-refused",
    "no-draw-to-claim",
    "not-legal-here",
];

/// What `because:` says: one reason for every move of `illegal:`, or one per move
/// (keyed by the move as `illegal:` writes it).
#[derive(Clone, Debug, PartialEq)]
pub enum Because {
    All(Spanned<String>),
    Each(Vec<(Spanned<String>, Spanned<String>)>),
}

impl Because {
    /// The reason stated for the item of `illegal:` written `text`.
    pub fn of(&self, text: &str) -> Option<&Spanned<String>> {
        match self {
            Because::All(r) => Some(r),
            Because::Each(pairs) => pairs.iter().find(|(m, _)| m.value == text).map(|(_, r)| r),
        }
    }

    /// Every reason with where it is written, and the move it is keyed by (if any).
    pub fn entries(&self) -> Vec<(Option<&Spanned<String>>, &Spanned<String>)> {
        match self {
            Because::All(r) => vec![(None, r)],
            Because::Each(pairs) => pairs.iter().map(|(m, r)| (Some(m), r)).collect(),
        }
    }
}

/// Reads `because:`: a word, or a map from moves to words (`None`: neither).
pub fn read(node: &Node) -> Option<Because> {
    let spanned = |n: &Node| {
        n.as_str().map(|s| Spanned {
            value: s.trim().to_string(),
            pos: n.pos,
        })
    };
    match &node.value {
        Value::Map(entries) if !entries.is_empty() => {
            let pairs: Option<Vec<_>> = entries
                .iter()
                .map(|(k, v)| Some((spanned(k)?, spanned(v)?)))
                .collect();
            pairs.map(Because::Each)
        }
        _ => spanned(node)
            .filter(|s| !s.value.is_empty())
            .map(Because::All),
    }
}

/// The `because:` of a claim list, if any.
pub fn of_claims(claims: &[Claim]) -> Option<&Because> {
    claims.iter().find_map(|c| match &c.kind {
        ClaimKind::Because(b) => Some(b),
        _ => None,
    })
}

/// The claim list's `because:`, once each word is known and each move it is keyed by is
/// one of `illegal:`.
pub fn validate(claims: &[Claim]) -> Result<Option<&Because>, Failure> {
    let Some(because) = of_claims(claims) else {
        return Ok(None);
    };
    let items = illegal_items(claims);
    let pos = claims
        .iter()
        .find(|c| matches!(c.kind, ClaimKind::Because(_)))
        .map_or(Pos::new(1, 1), |c| c.pos);
    if items.is_empty() {
        let fault = Fault::BecauseWithoutIllegal { item: None };
        return Err(Failure::new(pos, "because", fault));
    }
    for (item, word) in because.entries() {
        if let Some(m) = item.filter(|m| !items.contains(&m.value)) {
            let fault = Fault::BecauseWithoutIllegal {
                item: Some(m.value.clone()),
            };
            return Err(Failure::new(m.pos, format!("because: {}", m.value), fault));
        }
        if !REASONS.contains(&word.value.as_str()) {
            let fault = Fault::UnknownReason {
                word: word.value.clone(),
                suggestion: crate::suggest::nearest(&word.value, REASONS),
            };
            return Err(Failure::new(
                word.pos,
                format!("because: {}", word.value),
                fault,
            ));
        }
    }
    Ok(Some(because))
}

/// The items of the claim list's `illegal:`, as written.
pub fn illegal_items(claims: &[Claim]) -> Vec<String> {
    claims
        .iter()
        .filter_map(|c| match &c.kind {
            ClaimKind::Illegal(items) => Some(items.iter().map(|m| m.value.text())),
            _ => None,
        })
        .flatten()
        .collect()
}

/// The word for why `seat`'s `mv` was refused in `game` (before the move). The engine's
/// one refusal for a move left in check is told apart by what moved: the king onto an
/// attacked square (`into-check`), a move that leaves a check unanswered (`check`), a
/// piece that shielded its king (`pinned`).
pub fn reason(game: &AnyGame, seat: Seat, mv: &Move, why: &Illegal) -> &'static str {
    match why {
        Illegal::NotYourTurn { .. } => "not-your-turn",
        Illegal::GameOver => "game-over",
        Illegal::NoPiece { .. } => "no-piece",
        Illegal::CannotReach { .. } => "cannot-reach",
        Illegal::Blocked { to, at, .. } if to == at => "occupied",
        Illegal::Blocked { .. } => "blocked",
        Illegal::OwnPiece { .. } => "own-piece",
        Illegal::LeavesKingInCheck { king, .. } => {
            if destination(mv) == Some(*king) && origin(mv).is_some() {
                "into-check"
            } else if game.checked().contains(&seat) {
                "check"
            } else {
                "pinned"
            }
        }
        Illegal::Castling { reason } => castling(*reason),
        Illegal::EnPassantExpired { .. } => "en-passant-expired",
        Illegal::Promotion { .. } => "promotion",
        Illegal::Drop { reason, .. } => drop(reason),
        Illegal::DroppedPawnDoubleStep { .. } => "dropped-pawn-double-step",
        Illegal::KingNotCapturable { .. } => "king-not-capturable",
        Illegal::ChecksPartner { .. } => "checks-partner",
        Illegal::RepetitionByCheck => "repetition-by-check",
        Illegal::ActUnavailable => "act-unavailable",
        Illegal::ClaimRefused { .. } => "claim-refused",
        Illegal::NoDrawToClaim { .. } => "no-draw-to-claim",
        Illegal::NotLegalHere => "not-legal-here",
    }
}

fn castling(c: CastlingFailure) -> &'static str {
    match c {
        CastlingFailure::NoRights => "no-castling-rights",
        CastlingFailure::KingMoved => "king-moved",
        CastlingFailure::RookMoved => "rook-moved",
        CastlingFailure::PathBlocked => "castling-blocked",
        CastlingFailure::InCheck => "check",
        CastlingFailure::CrossesAttackedSquare => "through-check",
        CastlingFailure::LandsOnAttackedSquare => "into-check",
    }
}

fn drop(d: &DropRefusal) -> &'static str {
    match d {
        DropRefusal::NoDropsInGame => "no-drops",
        DropRefusal::NotDroppable => "not-droppable",
        DropRefusal::NotInHand => "not-in-hand",
        DropRefusal::Occupied => "occupied",
        DropRefusal::OffBoard => "off-board",
        DropRefusal::PawnOnEdgeRank => "pawn-on-edge-rank",
        DropRefusal::PawnCannotMove => "pawn-cannot-move",
        DropRefusal::PawnBeforeTurnedKing { .. } => "pawn-before-turned-king",
        DropRefusal::Nifu { .. } => "nifu",
        DropRefusal::PawnDropMate { .. } => "pawn-drop-mate",
    }
}

/// A refusal an example often meets by accident: the claim then holds whatever the
/// page says the reason is. Castling in a `pieces:` position (which carries no
/// castling rights), a move of the side not on move (named, or read as the mover's
/// from a square the other side holds), a move after the game ended.
pub fn accidental(game: &AnyGame, seat: Seat, why: &Illegal, from_pieces: bool) -> bool {
    match why {
        Illegal::Castling {
            reason: CastlingFailure::NoRights,
        } => from_pieces,
        Illegal::NotYourTurn { .. } | Illegal::GameOver => true,
        Illegal::NoPiece { from } => game
            .board_pieces(game.board_of(seat))
            .iter()
            .any(|(sq, p)| sq == from && p.owner != seat),
        _ => false,
    }
}
