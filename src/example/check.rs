//! Running an example through the rules engine: set the position up, play its moves,
//! and test each claim of `expect:` against the engine's state.

pub use super::fault::Failure;
use super::fault::{Fault, Hint, NotLegal, Refused};
use super::hints;
use super::schema::{ActKind, ClaimKind, Example, MoveItem, SeatPieces, Spanned};
use super::yaml::Pos;
use crate::notation;
use crate::notation::Letters;
use crate::notation::fault::NotationFault;
use crate::rules::{
    AnyGame, Event, Family, Game, Illegal, Move, OptionError, Preset, Seat, Square,
};
use std::borrow::Cow;

/// What one move of the example's sequence left behind (the first step is the start
/// position: no move). Light on purpose: the game at a step is not kept (it holds the
/// whole repetition history, so one game per move would cost the square of the moves);
/// [`Checked::walk`] replays it when a figure needs each position.
#[derive(Clone, Debug)]
pub struct Step {
    /// The move that led here, and its squares.
    pub played: Option<(MoveLabel, Option<(Square, Square)>)>,
    /// Who played that move (on two bughouse boards, its board is the mover's).
    pub mover: Option<Seat>,
    pub events: Vec<Event>,
    /// The move as the engine took it, and its notation for the annotations it carries.
    replay: Option<(Seat, Move, Option<String>)>,
}

impl Step {
    /// The start position's step: no move yet.
    fn start() -> Step {
        Step {
            played: None,
            mover: None,
            events: Vec::new(),
            replay: None,
        }
    }

    /// The move that led here as the engine took it (none at the start): the page's
    /// engine replays it (site::board_engine).
    pub fn replayed(&self) -> Option<(Seat, &Move)> {
        self.replay.as_ref().map(|(seat, mv, _)| (*seat, mv))
    }
}

/// The last position of the sequence: its step and the game there, which the claims
/// are tested against.
#[derive(Clone, Debug)]
pub struct Frame {
    pub game: AnyGame,
    pub step: Step,
}

impl std::ops::Deref for Frame {
    type Target = Step;
    fn deref(&self) -> &Step {
        &self.step
    }
}

/// How a move of the sequence is named in captions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveLabel {
    /// A move, written by the notation in French (`Cf3`).
    Written(String),
    /// An act (a resignation, an agreed draw…) of the seat with this id.
    Act { seat: String, act: Move },
}

/// What checking an example produced.
#[derive(Debug)]
pub struct Checked {
    pub preset: String,
    /// The start position, then one step per move played.
    pub frames: Vec<Step>,
    pub failures: Vec<Failure>,
    /// What passes but probably not for the reason shown (each [`Failure::is_warning`]).
    pub warnings: Vec<Failure>,
    /// The position was given piece by piece (`pieces:`): no castling rights.
    pub from_pieces: bool,
    /// The game at the start (after `rules:`) and after the last move.
    start: AnyGame,
    end: Frame,
}

impl Checked {
    /// The last position and how it was reached.
    pub fn last(&self) -> &Frame {
        &self.end
    }

    /// The game at the start, after `rules:`.
    pub fn start(&self) -> &AnyGame {
        &self.start
    }

    /// Calls `each` with every step in order and the game there, replaying the moves on
    /// one game: time in proportion to the moves, memory for one game.
    pub fn walk(&self, mut each: impl FnMut(usize, &Step, &AnyGame)) {
        let mut game = self.start.clone();
        for (i, step) in self.frames.iter().enumerate() {
            if let Some((seat, mv, text)) = &step.replay {
                // every move was played once already; the same game takes it again
                if game.play(*seat, mv).is_err() {
                    return;
                }
                if let Some(text) = text {
                    notation::apply_annotations(&mut game, text);
                }
            }
            each(i, step, &game);
        }
    }
}

/// Checks an example whose moves are written in English letters unless it says
/// otherwise (see [`check_in`]).
pub fn check(ex: &Example, page_game: Option<&str>) -> Result<Checked, Failure> {
    check_in(ex, page_game, Letters::En)
}

/// Checks an example. `Err` means the example could not even be set up (unknown game,
/// unreadable position, illegal move): nothing to draw, one failure to report.
/// `book_letters`: the piece letters of its moves when it names none (`letters:`).
pub fn check_in(
    ex: &Example,
    page_game: Option<&str>,
    book_letters: Letters,
) -> Result<Checked, Failure> {
    let letters = ex.letters.unwrap_or(book_letters);
    let (preset, game_pos) = match (&ex.game, page_game) {
        (Some(g), _) => (g.value.clone(), g.pos),
        (None, Some(g)) => (g.to_string(), Pos::new(1, 1)),
        (None, None) => {
            return Err(Failure::new(Pos::new(1, 1), "game", Fault::NoGame));
        }
    };
    let Some(preset_id) = Preset::from_id(&preset) else {
        let known = Preset::ids();
        let fault = Fault::UnknownGame {
            id: preset.clone(),
            suggestion: crate::suggest::nearest(&preset, &known),
            known,
            of_page: ex.game.is_none(),
        };
        return Err(Failure::new(game_pos, format!("game: {preset}"), fault));
    };
    if letters == Letters::En {
        return run(ex, preset, preset_id, letters);
    }
    // hints list moves as the engine writes them: in the example's letters here
    let family = preset_id.family();
    let said = |mut f: Failure| {
        f.hint = f.hint.map(|h| Box::new(in_letters(*h, family, letters)));
        f
    };
    match run(ex, preset, preset_id, letters) {
        Ok(mut checked) => {
            checked.failures = checked.failures.into_iter().map(said).collect();
            Ok(checked)
        }
        Err(f) => Err(said(f)),
    }
}

/// The moves a hint lists, written with `letters`.
fn in_letters(hint: Hint, family: Family, letters: Letters) -> Hint {
    let moves = |m: Vec<String>| -> Vec<String> {
        m.iter()
            .map(|t| notation::english_in(family, t, letters))
            .collect()
    };
    match hint {
        Hint::Drops { kind, moves: m } => Hint::Drops {
            kind,
            moves: moves(m),
        },
        Hint::PieceMoves { square, moves: m } => Hint::PieceMoves {
            square,
            moves: moves(m),
        },
        Hint::KindMoves {
            kind,
            seat,
            moves: m,
        } => Hint::KindMoves {
            kind,
            seat,
            moves: moves(m),
        },
        Hint::LegalMoves(m) => Hint::LegalMoves(moves(m)),
        other => other,
    }
}

/// Sets the example up in `preset_id`, plays its moves and tests its claims.
fn run(
    ex: &Example,
    preset: String,
    preset_id: Preset,
    letters: Letters,
) -> Result<Checked, Failure> {
    let mut game = setup(ex, preset_id)?;
    for (name, value) in &ex.rules {
        game.set_option(&name.value, &value.value).map_err(|e| {
            // An unknown name points at the name, a refused value at the value.
            let pos = match e {
                OptionError::UnknownName { .. } => name.pos,
                OptionError::BadValue { .. } => value.pos,
            };
            Failure::new(
                pos,
                format!("rules: {{{}: {}}}", name.value, value.value),
                Fault::Option(e),
            )
        })?;
    }
    let start = game.clone();
    let mut frames = vec![Step::start()];
    let from_pieces = ex.pieces.is_some();
    for item in &ex.moves {
        let (seat, mv, label) = read_move(&game, item, letters)?;
        let squares = move_squares(&mv);
        match game.play(seat, &mv) {
            Ok(events) => {
                let text = match &item.value {
                    MoveItem::Notation(text) => {
                        notation::apply_annotations(&mut game, text);
                        Some(text.clone())
                    }
                    _ => None,
                };
                frames.push(Step {
                    played: Some((label, squares)),
                    mover: Some(seat),
                    events,
                    replay: Some((seat, mv, text)),
                });
            }
            Err(why) => {
                let hint = hints::castling_rights(from_pieces, &why)
                    .or_else(|| hints::piece_moves(&game, seat, &mv));
                let refused = Refused {
                    game: Box::new(game.clone()),
                    why,
                };
                return Err(Failure::new(
                    item.pos,
                    format!("moves: {}", item.value.text()),
                    Fault::IllegalMove(refused),
                )
                .hint(hint));
            }
        }
    }
    let end = Frame {
        game,
        step: frames.last().cloned().unwrap_or_else(Step::start),
    };
    let mut checked = Checked {
        preset,
        frames,
        failures: Vec::new(),
        warnings: Vec::new(),
        from_pieces,
        start,
        end,
    };
    let because = match super::because::validate(&ex.expect) {
        Ok(b) => b,
        Err(f) => {
            checked.failures.push(f);
            None
        }
    };
    let mut warnings = Vec::new();
    let mut reasons = super::claims::Reasons {
        because,
        warnings: &mut warnings,
    };
    for claim in &ex.expect {
        let kind = match in_english(&checked.end.game, &claim.kind, letters) {
            Ok(kind) => kind,
            Err(f) => {
                checked.failures.push(f);
                continue;
            }
        };
        if let Err(f) = super::claims::check_claim(&checked, &kind, claim.pos, &mut reasons) {
            checked.failures.push(f);
        }
    }
    checked.warnings = warnings;
    Ok(checked)
}

fn setup(ex: &Example, preset: Preset) -> Result<AnyGame, Failure> {
    if let Some(pieces) = &ex.pieces {
        let start = preset.start();
        let mut lists = Vec::new();
        for (seat, list) in &pieces.value {
            let s = resolve_seat(&start, seat)?;
            lists.push((s, list.iter().map(|p| p.value.clone()).collect()));
        }
        let turn = ex
            .turn
            .as_ref()
            .ok_or_else(|| Failure::new(pieces.pos, "pieces", Fault::TurnMissing))?;
        let turn_seat = resolve_seat(&start, turn)?;
        return notation::from_pieces(preset, &lists, turn_seat).map_err(|e| {
            let pos = faulty_entry(&pieces.value, &e.fault).map_or(pieces.pos, |entry| entry.pos);
            Failure::new(pos, "pieces", Fault::Pieces(e.fault))
        });
    }
    let (text, pos) = match &ex.setup {
        Some(s) => (s.value.as_str(), s.pos),
        None => ("start", Pos::new(1, 1)),
    };
    let game = notation::parse_position(preset, text)
        .map_err(|e| Failure::new(pos, format!("setup: {text}"), Fault::Position(e.fault)))?;
    if let Some(turn) = &ex.turn {
        let seat = resolve_seat(&game, turn)?;
        if !game.to_move().contains(&seat) {
            return Err(Failure::new(
                turn.pos,
                format!("turn: {}", turn.value),
                Fault::TurnContradicts,
            ));
        }
    }
    Ok(game)
}

/// The moves of a `legal:`/`illegal:` claim in English letters, as the claims read
/// them: an `illegal:` move means what its letters say, with no second reading.
fn in_english<'a>(
    game: &AnyGame,
    kind: &'a ClaimKind,
    letters: Letters,
) -> Result<Cow<'a, ClaimKind>, Failure> {
    let english = |items: &[Spanned<MoveItem>]| -> Result<Vec<Spanned<MoveItem>>, Failure> {
        items
            .iter()
            .map(|item| match &item.value {
                MoveItem::Notation(text) => notation::in_english(game, text, letters)
                    .map(|t| Spanned {
                        value: MoveItem::Notation(t),
                        pos: item.pos,
                    })
                    .map_err(|e| Failure::new(item.pos, text.clone(), Fault::Move(e.fault))),
                _ => Ok(item.clone()),
            })
            .collect()
    };
    Ok(match kind {
        ClaimKind::Legal(items) if letters == Letters::Fr => {
            Cow::Owned(ClaimKind::Legal(english(items)?))
        }
        ClaimKind::Illegal(items) if letters == Letters::Fr => {
            Cow::Owned(ClaimKind::Illegal(english(items)?))
        }
        other => Cow::Borrowed(other),
    })
}

/// The `pieces:` entry a fault names: every notation names the entry it cannot place
/// (`Ra1`), so the report can point at that entry instead of the key.
fn faulty_entry<'a>(lists: &'a [SeatPieces], fault: &NotationFault) -> Option<&'a Spanned<String>> {
    let token = fault.token()?;
    lists
        .iter()
        .flat_map(|(_, entries)| entries)
        .find(|entry| entry.value.trim() == token.trim())
}

/// The seat an example names, or a failure listing the game's players.
pub fn resolve_seat(game: &dyn Game, name: &Spanned<String>) -> Result<Seat, Failure> {
    seat_named(game, &name.value).ok_or_else(|| {
        let known = game
            .seats()
            .iter()
            .map(|s| game.seat_id(*s).to_string())
            .collect();
        let fault = Fault::UnknownPlayer {
            name: name.value.clone(),
            known,
        };
        Failure::new(name.pos, name.value.clone(), fault)
    })
}

pub fn seat_named(game: &dyn Game, name: &str) -> Option<Seat> {
    let seats = game.seats();
    // Bughouse ids differ only by case, so an exact match comes first.
    if let Some(s) = seats.iter().find(|s| game.seat_id(**s) == name) {
        return Some(*s);
    }
    let lower = name.to_lowercase();
    // the French names of the seats (`noirs`), each family's own
    let english = crate::family::of(game.preset())
        .seat_aliases()
        .iter()
        .find(|(fr, _)| *fr == lower)
        .map(|(_, id)| *id)
        .unwrap_or(&lower);
    let found: Vec<Seat> = seats
        .iter()
        .copied()
        .filter(|s| game.seat_id(*s).eq_ignore_ascii_case(english))
        .collect();
    (found.len() == 1).then(|| found[0])
}

/// The seat, move and French label of a move or act; an unknown seat or a move the
/// notation cannot read is a failure at the item.
pub(crate) fn read_move(
    game: &AnyGame,
    item: &Spanned<MoveItem>,
    letters: Letters,
) -> Result<(Seat, Move, MoveLabel), Failure> {
    match &item.value {
        MoveItem::Notation(text) => {
            let (seat, mv) = notation::parse_move_with(game, text, letters).map_err(|e| {
                Failure::new(item.pos, format!("moves: {text}"), Fault::Move(e.fault))
                    .hint(Some(hints::unreadable_move(game, text)))
            })?;
            let label = MoveLabel::Written(notation::write_move_fr(game, seat, &mv));
            Ok((seat, mv, label))
        }
        MoveItem::Act { act, seat } => {
            let s = resolve_seat(
                game,
                &Spanned {
                    value: seat.clone(),
                    pos: item.pos,
                },
            )?;
            let mv = match act {
                ActKind::Resign => Move::Resign(s),
                ActKind::Timeout => Move::Timeout(s),
                ActKind::ClaimWin => Move::ClaimWin(s),
                ActKind::Leave => Move::Leave(s),
            };
            let label = MoveLabel::Act {
                seat: game.seat_id(s).to_string(),
                act: mv.clone(),
            };
            Ok((s, mv, label))
        }
        MoveItem::DrawAgreed => {
            let seat = game.to_move().first().copied().unwrap_or(0);
            let label = MoveLabel::Act {
                seat: game.seat_id(seat).to_string(),
                act: Move::DrawAgreed,
            };
            Ok((seat, Move::DrawAgreed, label))
        }
    }
}

/// The squares a board move joins, for arrows and last-move marks.
pub fn move_squares(mv: &Move) -> Option<(Square, Square)> {
    match mv {
        Move::Step { from, to, .. } => Some((*from, *to)),
        Move::Castle {
            king_from, king_to, ..
        } => Some((*king_from, *king_to)),
        Move::Drop { to, .. } => Some((*to, *to)),
        _ => None,
    }
}

pub(crate) fn origin(mv: &Move) -> Option<Square> {
    match mv {
        Move::Step { from, .. } => Some(*from),
        Move::Castle { king_from, .. } => Some(*king_from),
        _ => None,
    }
}

pub(crate) fn destination(mv: &Move) -> Option<Square> {
    match mv {
        Move::Step { to, .. } | Move::Drop { to, .. } => Some(*to),
        Move::Castle { king_to, .. } => Some(*king_to),
        _ => None,
    }
}

/// Plays an act of `legal:`/`illegal:` on a copy of the game: the engine's answer, or a
/// failure when the act names no seat of the game.
pub(crate) fn try_act(
    game: &AnyGame,
    item: &Spanned<MoveItem>,
) -> Result<Result<(), Illegal>, Failure> {
    let (seat, mv, _) = read_move(game, item, Letters::En)?;
    Ok(game.clone().play(seat, &mv).map(|_| ()))
}

/// Tries a move on a copy of the game: `Ok` if legal, else why not and the move as
/// read (for the hint), when it could be read.
pub(crate) fn try_move(game: &AnyGame, text: &str) -> Result<(), (NotLegal, Option<(Seat, Move)>)> {
    let refused = |why| {
        NotLegal::Refused(Refused {
            game: Box::new(game.clone()),
            why,
        })
    };
    match notation::parse_move(game, text) {
        Ok((seat, mv)) => {
            let mut copy = game.clone();
            copy.play(seat, &mv)
                .map(|_| ())
                .map_err(|r| (refused(r), Some((seat, mv))))
        }
        Err(e) => {
            // The notation resolves moves against the legal ones; fall back to the squares
            // written in the move so the reason can still be told.
            let (seat, body) = notation::parse_move_seat(game, text)
                .unwrap_or((game.to_move().first().copied().unwrap_or(0), text));
            match coordinate_move(game, body) {
                Some(mv) => {
                    let mut copy = game.clone();
                    match copy.play(seat, &mv) {
                        Ok(_) => Err((NotLegal::Unreadable(e.fault), Some((seat, mv)))),
                        Err(r) => Err((refused(r), Some((seat, mv)))),
                    }
                }
                None => Err((NotLegal::Unreadable(e.fault), None)),
            }
        }
    }
}

/// `[Piece]from[-x][Captured]to[=P]` read as a plain step, whatever the notation.
pub(crate) fn coordinate_move(game: &dyn Game, text: &str) -> Option<Move> {
    let g = game.geometry();
    let body = text.trim_end_matches(['+', '#', '!', '?']);
    let body = body.split('=').next()?;
    let chars: Vec<char> = body.chars().collect();
    // Find two square names in order.
    let mut squares = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let mut matched = false;
        for len in (2..=3).rev() {
            if i + len <= chars.len() {
                let s: String = chars[i..i + len].iter().collect();
                if let Some(sq) = g.parse_square(&s) {
                    squares.push(sq);
                    i += len;
                    matched = true;
                    break;
                }
            }
        }
        if !matched {
            i += 1;
        }
    }
    match squares.as_slice() {
        [from, to] => Some(Move::Step {
            from: *from,
            to: *to,
            promotion: None,
        }),
        _ => None,
    }
}

/// A plausible move string: something the notation could have read in another position.
pub(crate) fn well_formed(text: &str) -> bool {
    let t = text.trim_end_matches(['+', '#', '!', '?']);
    if matches!(t, "O-O" | "O-O-O" | "0-0" | "0-0-0") {
        return true;
    }
    !t.is_empty()
        && t.len() <= 14
        && t.chars().any(|c| c.is_ascii_digit())
        && t.chars()
            .all(|c| c.is_ascii_alphanumeric() || "-x=*+@. ".contains(c))
}

/// Seats whose mate (or stalemate) is established now: by the last move's events, or,
/// for a position given as is, the player to move with no legal move.
pub(crate) fn mated(run: &Checked, mate: bool) -> Vec<Seat> {
    let frame = run.last();
    if frame.played.is_some() {
        let mut seats: Vec<Seat> = frame
            .events
            .iter()
            .filter_map(|e| match e {
                Event::Checkmate { seat } if mate => Some(*seat),
                Event::Stalemate { seat } if !mate => Some(*seat),
                _ => None,
            })
            .collect();
        seats.sort();
        seats.dedup();
        return seats;
    }
    // A position given as is: the engine names the players it mates or stalemates
    // (never their partners, who may share the loss).
    let mut seats = frame.game.mated_as_is(mate);
    seats.sort();
    seats.dedup();
    seats
}

/// Whose turn it is now, or would be once the game is over: the next seat after the
/// last mover that is still in the game.
pub(crate) fn next_seats(run: &Checked) -> Vec<Seat> {
    let game = &run.last().game;
    let now = game.next_to_move();
    if !now.is_empty() || game.outcome().is_none() {
        return now;
    }
    let seats = game.seats();
    let mover = run.frames.iter().rev().find_map(|f| {
        f.events.iter().find_map(|e| match e {
            Event::Moved { seat, .. } => Some(*seat),
            _ => None,
        })
    });
    let Some(mover) = mover else {
        return run.start().to_move();
    };
    let out = game.eliminated();
    let i = seats.iter().position(|s| *s == mover).unwrap_or(0);
    (1..=seats.len())
        .map(|k| seats[(i + k) % seats.len()])
        .find(|s| !out.contains(s))
        .into_iter()
        .collect()
}

/// The points each seat holds, as `seat: points` (empty in a format without points),
/// for the `scores: none` claim and its blessing.
pub(crate) fn kept_scores(game: &AnyGame) -> Vec<String> {
    game.seats()
        .into_iter()
        .filter_map(|s| game.score(s).map(|p| format!("{}: {p}", game.seat_id(s))))
        .collect()
}

/// The letters of a seat's hand, sorted (how `hands:` claims compare and are written).
pub(crate) fn hand_letters(game: &AnyGame, seat: Seat) -> Vec<String> {
    let mut letters: Vec<String> = game
        .hand(seat)
        .iter()
        .map(|k| k.letter().to_string())
        .collect();
    letters.sort();
    letters
}
