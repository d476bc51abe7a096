//! An example's failures in French: what the example itself gets wrong (no game or an
//! unknown one, a missing or contradicted turn, an unknown player, a square off the
//! board), what the engine found instead of a false claim, and the report in the style
//! of rustc that shows them at their line.

use super::claims;
use super::input::{load_fault, schema_fault, yaml_fault};
use super::notation::message;
use crate::example::because::REASONS;
use crate::example::check::MoveLabel;
use crate::example::claims::show_set;
use crate::example::diagnostic::SourceText;
use crate::example::fault::{Failure, Fault, Found, Hint, NotLegal};

const NO_GAME: &str = "aucun jeu indiqué";
const NO_GAME_HINT: &str =
    "ajoutez `game: chess` (ou un autre jeu) à l'exemple ou `game:` dans l'en-tête de la page";
const TURN_MISSING: &str = "« turn » manque";
const TURN_CONTRADICTS: &str = "la position donne le trait à un autre joueur";
const TURN_CONTRADICTS_HINT: &str = "avec `setup:`, le trait vient de la position elle-même ; retirez `turn:` ou corrigez la position";

/// An unknown game: the nearest preset id, or all of them.
fn unknown_game(id: &str, suggestion: Option<&str>, known: &[&str]) -> (String, String) {
    let hint = super::input::unknown_game_hint(id, suggestion, known);
    (format!("jeu inconnu « {id} »"), hint)
}

/// A position the notation cannot read, `why` said by [`super::notation`].
fn unreadable_position(why: &str) -> String {
    format!("position illisible : {why}")
}

/// A seat name the game does not have, and the seats it has.
fn unknown_player(name: &str, known: &[String]) -> (String, String) {
    (
        format!("joueur « {name} » inconnu dans ce jeu"),
        format!("joueurs : {}", known.join(", ")),
    )
}

/// A square name off the board.
fn off_board(square: &str) -> String {
    format!("case « {square} » hors du plateau")
}

/// What a hand holds, for a `hands:` claim (piece letters).
fn in_hand(letters: &[String]) -> String {
    format!("en main : [{}]", letters.join(", "))
}

/// The headline of a claim the engine contradicts, quoting the claim as written.
fn claim_false(claim: &str) -> String {
    format!("affirmation fausse : « {claim} »")
}

/// A bare `moves_of:` square where both players to move (one per board) have a piece:
/// the reason, and the keys that would name one (`A. e2`).
fn square_on_both_boards(square: &str, seats: &[String]) -> (String, String) {
    let keys: Vec<String> = seats.iter().map(|s| format!("« {s}. {square} »")).collect();
    (
        format!("la case {square} porte une pièce au trait sur chacun des deux échiquiers"),
        format!("nommez le joueur : {}", keys.join(" ou ")),
    )
}

/// What a failure says: the headline of its report, what the engine found (for a
/// false claim) and the hint.
pub struct Said {
    pub headline: String,
    /// What the engine found instead of a false claim; else what is wrong.
    pub found: String,
    pub hint: Option<String>,
}

/// A failure in French.
pub fn said(failure: &Failure) -> Said {
    let (found, own_hint) = fault(&failure.fault);
    let headline = if failure.claim_false() {
        claim_false(&failure.claim)
    } else {
        found.clone()
    };
    Said {
        headline,
        found,
        hint: failure.hint.as_deref().map(hint).or(own_hint),
    }
}

/// What the engine found, or what is wrong, as the report's `trouvé :` line (or its
/// headline) says it.
pub fn found(failure: &Failure) -> String {
    fault(&failure.fault).0
}

/// A fault, and the hint it gives by itself.
fn fault(fault: &Fault) -> (String, Option<String>) {
    let alone = |text: String| (text, None);
    match fault {
        Fault::Yaml(f) => alone(yaml_fault(f)),
        Fault::Load(f) => alone(load_fault(f)),
        Fault::Schema(f) => schema_fault(f),
        Fault::NoGame => (NO_GAME.into(), Some(NO_GAME_HINT.into())),
        Fault::UnknownGame {
            id,
            suggestion,
            known,
            ..
        } => {
            let (what, hint) = unknown_game(id, *suggestion, known);
            (what, Some(hint))
        }
        Fault::Option(e) => {
            let (what, hint) = super::option_error(e);
            (what, Some(hint))
        }
        Fault::TurnMissing => alone(TURN_MISSING.into()),
        Fault::TurnContradicts => (TURN_CONTRADICTS.into(), Some(TURN_CONTRADICTS_HINT.into())),
        Fault::UnknownPlayer { name, known } => {
            let (what, hint) = unknown_player(name, known);
            (what, Some(hint))
        }
        Fault::Pieces(f) | Fault::Move(f) => alone(message(f)),
        Fault::Position(f) => alone(unreadable_position(&message(f))),
        Fault::IllegalMove(r) => alone(claims::illegal_move(&*r.game, &r.why)),
        Fault::OffBoard { square } => alone(off_board(square)),
        Fault::SquareOnBothBoards { square, seats } => {
            let (what, hint) = square_on_both_boards(square, seats);
            (what, Some(hint))
        }
        Fault::NotAMove => (
            claims::NOT_A_MOVE.into(),
            Some(claims::NOT_A_MOVE_HINT.into()),
        ),
        Fault::False(found) => engine_found(found),
        Fault::UnknownReason { word, suggestion } => (
            claims::unknown_reason(word),
            Some(claims::reasons_hint(*suggestion, REASONS)),
        ),
        Fault::BecauseWithoutIllegal { item } => (
            claims::because_without_illegal(item.as_deref()),
            item.as_ref().map(|_| claims::BECAUSE_KEYS_HINT.into()),
        ),
        Fault::Accidental { refused, reason } => {
            let castling = matches!(
                refused.why,
                crate::rules::Illegal::Castling {
                    reason: crate::rules::CastlingFailure::NoRights
                }
            );
            (
                claims::accidental(&super::illegal(&*refused.game, &refused.why)),
                Some(claims::accidental_hint(reason, castling)),
            )
        }
    }
}

/// What the engine found instead of a false claim, and the hint that goes with it.
fn engine_found(found: &Found) -> (String, Option<String>) {
    let alone = |text: String| (text, None);
    match found {
        Found::RefusedAct(r) => alone(claims::refused_act(&*r.game, &r.why)),
        Found::NotLegal(NotLegal::Refused(r)) => {
            alone(claims::not_legal(&super::illegal(&*r.game, &r.why)))
        }
        Found::NotLegal(NotLegal::Unreadable(f)) => alone(claims::not_legal(&message(f))),
        Found::ActAccepted => (
            claims::ACT_ACCEPTED.into(),
            Some(claims::REMOVE_FROM_ILLEGAL.into()),
        ),
        Found::MoveIsLegal => (
            claims::MOVE_IS_LEGAL.into(),
            Some(claims::REMOVE_FROM_ILLEGAL.into()),
        ),
        Found::OtherReason { reason, refused } => {
            let why = refused.as_ref().map(|r| super::illegal(&*r.game, &r.why));
            (
                claims::other_reason(reason, why.as_deref()),
                Some(claims::other_reason_hint(reason)),
            )
        }
        Found::Destinations {
            found,
            missing,
            extra,
        } => (
            format!("destinations : {}", show_set(found)),
            Some(claims::destinations_hint(missing, extra)),
        ),
        Found::Seats { key, seats } => alone(format!("{key} : {}", show_set(seats))),
        Found::Drawn => alone(claims::DRAWN.into()),
        Found::NotOver => alone(claims::NOT_OVER.into()),
        Found::Draw { ended, is_draw } => alone(claims::draw_found(*ended, *is_draw)),
        Found::Ranking(places) if places.is_empty() => alone(claims::NO_RANKING.into()),
        Found::Ranking(places) => {
            let shown: Vec<String> = places.iter().map(show_set).collect();
            alone(format!("classement : [{}]", shown.join(", ")))
        }
        Found::End(ended) => alone(claims::end_found(*ended)),
        Found::Points { seat, points } => alone(format!("{seat} a {points} points")),
        Found::NoPoints => alone(claims::NO_POINTS.into()),
        Found::PointsCounted(kept) => alone(claims::points_counted(kept)),
        Found::Clock { seat, time } => alone(claims::clock_shows(seat, time)),
        Found::NoClock => (claims::NO_CLOCK.into(), Some(claims::NO_CLOCK_HINT.into())),
        Found::Hand(letters) => alone(in_hand(letters)),
    }
}

fn ids(seats: &[String]) -> Vec<&str> {
    seats.iter().map(String::as_str).collect()
}

/// A hint drawn from the engine's state.
fn hint(hint: &Hint) -> String {
    match hint {
        Hint::CastlingFromPieces => claims::castling_from_pieces(),
        Hint::Turn(seats) => claims::turn(&ids(seats)),
        Hint::Hand { seat, letters } => claims::hand(seat, letters),
        Hint::Drops { kind, moves } => claims::drops(*kind, moves),
        Hint::EmptySquare(square) => claims::empty_square(square),
        Hint::PieceOf {
            square,
            owner,
            turn,
        } => claims::piece_of(square, owner, &claims::turn(&ids(turn))),
        Hint::PieceMoves { square, moves } => claims::piece_moves(square, moves),
        Hint::KindMoves { kind, seat, moves } => claims::kind_moves(*kind, seat, moves),
        Hint::OffBoard {
            square,
            first,
            last,
        } => claims::square_off_board(square, first, last),
        Hint::LegalMoves(moves) => claims::all_legal_moves(moves),
        Hint::Points(points) => {
            let points: Vec<(&str, i32)> = points.iter().map(|(s, p)| (s.as_str(), *p)).collect();
            claims::points(&points)
        }
        Hint::EndedBy(reason) => claims::ended_by(*reason),
    }
}

/// A move of the sequence as captions name it.
pub fn move_label(label: &MoveLabel) -> String {
    match label {
        MoveLabel::Written(text) => text.clone(),
        MoveLabel::Act { seat, act } => claims::act(seat, act),
    }
}

/// Where the caret goes on `text` (1-based column `col`) and how wide it is: the token
/// the message quotes (« x ») when it stands in the written value, so that a FEN's
/// bad character is pointed at rather than the whole string; else the word at `col`.
fn caret(text: &str, col: usize, found: &str) -> (usize, usize) {
    let chars: Vec<char> = text.chars().collect();
    let start = col.saturating_sub(1).min(chars.len());
    // A blank character (a forbidden tab) is the fault itself: point at it alone.
    if chars.get(start).is_some_and(|c| c.is_whitespace()) {
        return (start, 1);
    }
    let word_len = chars[start..]
        .iter()
        .take_while(|c| !matches!(c, ':' | ',' | ']' | '}'))
        .count()
        .max(1);
    let written: String = chars[start..].iter().collect();
    // A YAML message quotes syntax (« , »), not the author's text.
    let from_yaml = found.starts_with("YAML");
    let quoted: Vec<&str> = found
        .split('«')
        .skip(1)
        .filter_map(|part| part.split_once('»').map(|(q, _)| q.trim()))
        .filter(|q| !q.is_empty() && !from_yaml)
        .collect();
    for q in quoted.iter().rev() {
        if let Some(byte) = written.find(q) {
            let offset = written[..byte].chars().count();
            let len = q.chars().count();
            if offset < word_len + 1 && (offset > 0 || len < word_len) {
                return (start + offset, len);
            }
        }
    }
    (start, word_len)
}

/// One failure as a report in the style of rustc: what is wrong, where
/// (file:line:col), the source line with a caret, what the engine found and a hint.
/// `sources[pos.src]` is the text the position points into.
pub fn report(sources: &[SourceText], failure: &Failure) -> String {
    let said = said(failure);
    let level = if failure.is_warning() {
        super::book::WARNING
    } else {
        "erreur"
    };
    let Some(src) = sources.get(failure.pos.src as usize).or(sources.first()) else {
        return format!("{level}: {}\n", said.headline);
    };
    let (line, col) = src.locate(failure.pos);
    let mut out = format!(
        "{level}: {}\n  --> {}:{}:{}\n",
        said.headline,
        src.path.display(),
        line,
        col
    );
    let width = line.to_string().len();
    let pad = " ".repeat(width);
    if let Some(text) = src.line(failure.pos.line) {
        let (at, len) = caret(text, col, &said.found);
        // a long line is cut around the caret, as rustc does
        let cut = crate::book::excerpt::around(text, at, len);
        out.push_str(&format!(
            "{pad} |\n{line} | {}\n{pad} | {}\n",
            cut.text,
            cut.caret_line()
        ));
    }
    if failure.claim_false() {
        out.push_str(&format!("{pad} = trouvé : {}\n", said.found));
    }
    if let Some(hint) = &said.hint {
        out.push_str(&format!("{pad} = aide : {hint}\n"));
    }
    out
}
