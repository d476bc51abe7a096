//! Running an example through the rules engine: set the position up, play its moves,
//! and test each claim of `expect:` against the engine's state.

use super::schema::{
    ActKind, ClaimKind, Example, MoveItem, SeatPieces, Spanned, format_clock, suggest,
};
use super::yaml::Pos;
use crate::fr::claims;
use crate::fr::example as fr_example;
use crate::fr::illegal as illegal_fr;
use crate::fr::seat_name as seat_fr;
use crate::notation;
use crate::rules::{
    AnyGame, EndReason, Event, Game, GameResult, Illegal, Move, OptionError, Preset, Seat, Square,
};
use std::collections::BTreeSet;

/// A claim that does not hold, or a part of the example the engine cannot read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Failure {
    pub pos: Pos,
    /// What the example says, briefly (`check: [white]`).
    pub claim: String,
    /// What the engine found.
    pub found: String,
    pub hint: Option<String>,
    /// A claim the engine contradicts (headline: the claim), rather than a part of the
    /// example that cannot be read or played (headline: what is wrong, `found`).
    pub claim_false: bool,
}

impl Failure {
    /// Something in the example cannot be read or played; `found` says what.
    fn new(pos: Pos, claim: impl Into<String>, found: impl Into<String>) -> Failure {
        Failure {
            pos,
            claim: claim.into(),
            found: found.into(),
            hint: None,
            claim_false: false,
        }
    }
    /// A claim that does not hold; `found` is what the engine says instead.
    fn mismatch(pos: Pos, claim: impl Into<String>, found: impl Into<String>) -> Failure {
        Failure {
            claim_false: true,
            ..Failure::new(pos, claim, found)
        }
    }
    fn hint(mut self, hint: impl Into<String>) -> Failure {
        self.hint = Some(hint.into());
        self
    }
}

/// One position of the example's sequence, for diagrams and stepping.
#[derive(Clone, Debug)]
pub struct Frame {
    pub game: AnyGame,
    /// The move that led here, in French notation, and its squares.
    pub played: Option<(String, Option<(Square, Square)>)>,
    /// Who played that move (on two bughouse boards, its board is the mover's).
    pub mover: Option<Seat>,
    pub events: Vec<Event>,
}

/// What checking an example produced.
#[derive(Debug)]
pub struct Checked {
    pub preset: String,
    /// The start position, then one frame per move played.
    pub frames: Vec<Frame>,
    pub failures: Vec<Failure>,
    /// The position was given piece by piece (`pieces:`): no castling rights.
    pub from_pieces: bool,
}

impl Checked {
    pub fn last(&self) -> &Frame {
        // `frames` always holds the start position.
        &self.frames[self.frames.len() - 1]
    }
}

/// Checks an example. `Err` means the example could not even be set up (unknown game,
/// unreadable position, illegal move): nothing to draw, one failure to report.
pub fn check(ex: &Example, page_game: Option<&str>) -> Result<Checked, Failure> {
    let (preset, game_pos) = match (&ex.game, page_game) {
        (Some(g), _) => (g.value.clone(), g.pos),
        (None, Some(g)) => (g.to_string(), Pos::new(1, 1)),
        (None, None) => {
            return Err(Failure::new(Pos::new(1, 1), "game", fr_example::NO_GAME)
                .hint(fr_example::NO_GAME_HINT));
        }
    };
    let Some(preset_id) = Preset::from_id(&preset) else {
        let ids = Preset::ids();
        let (what, hint) = fr_example::unknown_game(&preset, suggest(&preset, &ids), &ids);
        let claim = if ex.game.is_some() {
            format!("game: {preset}")
        } else {
            fr_example::game_of_page(&preset)
        };
        return Err(Failure::new(game_pos, claim, what).hint(hint));
    };
    let mut game = setup(ex, preset_id)?;
    for (name, value) in &ex.rules {
        game.set_option(&name.value, &value.value).map_err(|e| {
            let (found, hint) = crate::fr::option_error(&e);
            // An unknown name points at the name, a refused value at the value.
            let pos = match e {
                OptionError::UnknownName { .. } => name.pos,
                OptionError::BadValue { .. } => value.pos,
            };
            Failure::new(
                pos,
                format!("rules: {{{}: {}}}", name.value, value.value),
                found,
            )
            .hint(hint)
        })?;
    }
    let mut frames = vec![Frame {
        game: game.clone(),
        played: None,
        mover: None,
        events: Vec::new(),
    }];
    let from_pieces = ex.pieces.is_some();
    for item in &ex.moves {
        let (seat, mv, label) = read_move(&game, item)?;
        let squares = move_squares(&mv);
        match game.play(seat, &mv) {
            Ok(events) => {
                if let MoveItem::Notation(text) = &item.value {
                    notation::apply_annotations(&mut game, text);
                }
                frames.push(Frame {
                    game: game.clone(),
                    played: Some((label, squares)),
                    mover: Some(seat),
                    events,
                });
            }
            Err(reason) => {
                let text = item.value.text();
                let f = Failure::new(
                    item.pos,
                    format!("moves: {text}"),
                    claims::illegal_move(&game, &reason),
                );
                let hint = castling_rights_hint(from_pieces, &reason)
                    .or_else(|| piece_moves_hint(&game, seat, &mv));
                return Err(match hint {
                    Some(h) => f.hint(h),
                    None => f,
                });
            }
        }
    }
    let mut checked = Checked {
        preset,
        frames,
        failures: Vec::new(),
        from_pieces,
    };
    for claim in &ex.expect {
        if let Err(f) = check_claim(&checked, &claim.kind, claim.pos) {
            checked.failures.push(f);
        }
    }
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
            .ok_or_else(|| Failure::new(pieces.pos, "pieces", fr_example::TURN_MISSING))?;
        let turn_seat = resolve_seat(&start, turn)?;
        return notation::from_pieces(preset, &lists, turn_seat).map_err(|e| {
            let pos = faulty_entry(&pieces.value, &crate::fr::notation::message(&e.fault))
                .map_or(pieces.pos, |entry| entry.pos);
            Failure::new(pos, "pieces", crate::fr::notation::message(&e.fault))
        });
    }
    let (text, pos) = match &ex.setup {
        Some(s) => (s.value.as_str(), s.pos),
        None => ("start", Pos::new(1, 1)),
    };
    let game = notation::parse_position(preset, text).map_err(|e| {
        Failure::new(
            pos,
            format!("setup: {text}"),
            fr_example::unreadable_position(&crate::fr::notation::message(&e.fault)),
        )
    })?;
    if let Some(turn) = &ex.turn {
        let seat = resolve_seat(&game, turn)?;
        if !game.to_move().contains(&seat) {
            return Err(Failure::new(
                turn.pos,
                format!("turn: {}", turn.value),
                fr_example::TURN_CONTRADICTS,
            )
            .hint(fr_example::TURN_CONTRADICTS_HINT));
        }
    }
    Ok(game)
}

/// French and English names of seats, as examples may write them.
const FRENCH: &[(&str, &str)] = &[
    ("blanc", "white"),
    ("blancs", "white"),
    ("noir", "black"),
    ("noirs", "black"),
    ("rouge", "red"),
    ("bleu", "blue"),
    ("jaune", "yellow"),
    ("vert", "green"),
    ("sud", "south"),
    ("ouest", "west"),
    ("nord", "north"),
    ("est", "east"),
];

/// The seat an example names, or a failure listing the game's players.
/// The `pieces:` entry an error names: every notation quotes the entry it cannot
/// place (`« Ra1 »`), so the report can point at that entry instead of the key.
fn faulty_entry<'a>(lists: &'a [SeatPieces], message: &str) -> Option<&'a Spanned<String>> {
    lists
        .iter()
        .flat_map(|(_, entries)| entries)
        .find(|entry| message.contains(&format!("« {} »", entry.value.trim())))
}

pub fn resolve_seat(game: &dyn Game, name: &Spanned<String>) -> Result<Seat, Failure> {
    seat_named(game, &name.value).ok_or_else(|| {
        let ids: Vec<&str> = game.seats().iter().map(|s| game.seat_id(*s)).collect();
        let (what, hint) = fr_example::unknown_player(&name.value, &ids);
        Failure::new(name.pos, name.value.clone(), what).hint(hint)
    })
}

pub fn seat_named(game: &dyn Game, name: &str) -> Option<Seat> {
    let seats = game.seats();
    // Bughouse ids differ only by case, so an exact match comes first.
    if let Some(s) = seats.iter().find(|s| game.seat_id(**s) == name) {
        return Some(*s);
    }
    let lower = name.to_lowercase();
    let english = FRENCH
        .iter()
        .find(|(fr, _)| *fr == lower)
        .map(|(_, en)| *en)
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
) -> Result<(Seat, Move, String), Failure> {
    match &item.value {
        MoveItem::Notation(text) => {
            let (seat, mv) = notation::parse_move(game, text).map_err(|e| {
                Failure::new(
                    item.pos,
                    format!("moves: {text}"),
                    crate::fr::notation::message(&e.fault),
                )
                .hint(unreadable_move_hint(game, text))
            })?;
            let label = notation::write_move_fr(game, seat, &mv);
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
            let label = claims::act(game.seat_id(s), &mv);
            Ok((s, mv, label))
        }
        MoveItem::DrawAgreed => {
            let seat = game.to_move().first().copied().unwrap_or(0);
            let label = claims::act(game.seat_id(seat), &Move::DrawAgreed);
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

fn legal_moves_hint(game: &AnyGame) -> String {
    let mut moves: Vec<String> = game
        .to_move()
        .iter()
        .flat_map(|seat| {
            game.legal_moves_of(*seat)
                .into_iter()
                .map(|m| notation::write_move(game, *seat, &m))
                .collect::<Vec<_>>()
        })
        .collect();
    moves.sort();
    moves.dedup();
    claims::all_legal_moves(&moves)
}

/// The written moves of `seat` that `keep` selects, sorted, at most 40 shown.
fn moves_list(game: &AnyGame, seat: Seat, keep: impl Fn(&Move) -> bool) -> Vec<String> {
    let mut moves: Vec<String> = game
        .legal_moves_of(seat)
        .into_iter()
        .filter(|m| keep(m))
        .map(|m| notation::write_move(game, seat, &m))
        .collect();
    moves.sort();
    moves.dedup();
    moves
}

/// Whose turn it is, said for a seat that tried to move: on two boards, the players to
/// move on that seat's board.
fn turn_hint(game: &AnyGame, seat: Seat) -> String {
    let movers = game.to_move();
    let board = game.board_of(seat);
    let here: Vec<Seat> = movers
        .iter()
        .copied()
        .filter(|s| game.board_of(*s) == board)
        .collect();
    let shown = if here.is_empty() { movers } else { here };
    let ids: Vec<&str> = shown.iter().map(|s| game.seat_id(*s)).collect();
    claims::turn(&ids)
}

/// A castling refused in a position given piece by piece: say why it has no rights.
fn castling_rights_hint(from_pieces: bool, reason: &crate::rules::Illegal) -> Option<String> {
    use crate::rules::{CastlingFailure, Illegal};
    (from_pieces
        && matches!(
            reason,
            Illegal::Castling {
                reason: CastlingFailure::NoRights | CastlingFailure::KingMoved
            }
        ))
    .then(claims::castling_from_pieces)
}

/// The hint for a move `seat` may not play: whose turn it is, or the legal moves of
/// the piece it moves (of the pieces of that kind in hand, for a drop), all on the
/// mover's own board.
fn piece_moves_hint(game: &AnyGame, seat: Seat, mv: &Move) -> Option<String> {
    if !game.to_move().contains(&seat) {
        return Some(turn_hint(game, seat));
    }
    if let Move::Drop { kind, .. } = mv {
        let hand = game.hand(seat);
        if !hand.contains(kind) {
            let letters: Vec<String> = hand.iter().map(|k| k.letter().to_string()).collect();
            return Some(claims::hand(game.seat_id(seat), &letters));
        }
        let drops = moves_list(
            game,
            seat,
            |m| matches!(m, Move::Drop { kind: k, .. } if k == kind),
        );
        return Some(claims::drops(*kind, &drops));
    }
    let from = origin(mv)?;
    let name = game.geometry().name(from);
    let owner = game
        .board_pieces(game.board_of(seat))
        .iter()
        .find(|(sq, _)| *sq == from)
        .map(|(_, p)| p.owner);
    match owner {
        None => return Some(claims::empty_square(&name)),
        Some(o) if o != seat => {
            return Some(claims::piece_of(
                &name,
                game.seat_id(o),
                &turn_hint(game, seat),
            ));
        }
        Some(_) => {}
    }
    let moves = moves_list(game, seat, |m| origin(m) == Some(from));
    Some(claims::piece_moves(&name, &moves))
}

/// The hint for a move the notation cannot read in this position: the legal moves of
/// the piece it names when the text shows one (its square, or its letter), else all.
fn unreadable_move_hint(game: &AnyGame, text: &str) -> String {
    let movers = game.to_move();
    // A bughouse move names its seat (`b. Ke3`): that seat's moves only.
    let (seat, body) = match notation::parse_move_seat(game, text) {
        Some((seat, body)) => (seat, body),
        None => (movers.first().copied().unwrap_or(0), text.trim()),
    };
    if let Some(mv) = coordinate_move(game, body)
        && let Some(h) = piece_moves_hint(game, seat, &mv)
    {
        return h;
    }
    if !movers.contains(&seat) {
        return turn_hint(game, seat);
    }
    let letter = body.chars().next().filter(|c| c.is_ascii_uppercase());
    if let Some(kind) = letter.and_then(crate::rules::PieceKind::from_letter) {
        let pieces = game.board_pieces(game.board_of(seat));
        let of_kind = |m: &Move| {
            origin(m).is_some_and(|f| {
                pieces
                    .iter()
                    .any(|(sq, p)| *sq == f && p.kind == kind && p.owner == seat)
            })
        };
        let moves = moves_list(game, seat, of_kind);
        return claims::kind_moves(kind, game.seat_id(seat), &moves);
    }
    legal_moves_hint(game)
}

/// Plays an act of `legal:`/`illegal:` on a copy of the game: the engine's answer, or a
/// failure when the act names no seat of the game.
pub(crate) fn try_act(
    game: &AnyGame,
    item: &Spanned<MoveItem>,
) -> Result<Result<(), Illegal>, Failure> {
    let (seat, mv, _) = read_move(game, item)?;
    Ok(game.clone().play(seat, &mv).map(|_| ()))
}

/// What helps with a refused act: the points behind a refused claim, the player to
/// move, how the game ended.
fn act_hint(game: &AnyGame, reason: &Illegal) -> Option<String> {
    match reason {
        Illegal::ClaimRefused { .. } => {
            let points: Vec<(&str, i32)> = game
                .seats()
                .into_iter()
                .filter(|s| !game.eliminated().contains(s))
                .filter_map(|s| game.score(s).map(|p| (game.seat_id(s), p)))
                .collect();
            Some(claims::points(&points))
        }
        Illegal::GameOver => game.outcome().map(|o| claims::ended_by(o.reason)),
        Illegal::NotYourTurn { seat } => Some(turn_hint(game, *seat)),
        _ => None,
    }
}

/// Tries a move on a copy of the game: `Ok` if legal, else the French reason and the
/// move as read (for the hint), when it could be read.
pub(crate) fn try_move(game: &AnyGame, text: &str) -> Result<(), (String, Option<(Seat, Move)>)> {
    match notation::parse_move(game, text) {
        Ok((seat, mv)) => {
            let mut copy = game.clone();
            copy.play(seat, &mv)
                .map(|_| ())
                .map_err(|r| (illegal_fr(game, &r), Some((seat, mv))))
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
                        Ok(_) => Err((crate::fr::notation::message(&e.fault), Some((seat, mv)))),
                        Err(r) => Err((illegal_fr(game, &r), Some((seat, mv)))),
                    }
                }
                None => Err((crate::fr::notation::message(&e.fault), None)),
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

fn ids(game: &dyn Game, seats: impl IntoIterator<Item = Seat>) -> BTreeSet<String> {
    seats
        .into_iter()
        .map(|s| game.seat_id(s).to_string())
        .collect()
}

fn claimed(game: &dyn Game, names: &[Spanned<String>]) -> Result<BTreeSet<String>, Failure> {
    names
        .iter()
        .map(|n| resolve_seat(game, n).map(|s| game.seat_id(s).to_string()))
        .collect()
}

fn show_set(set: &BTreeSet<String>) -> String {
    if set.is_empty() {
        "[]".into()
    } else {
        format!("[{}]", set.iter().cloned().collect::<Vec<_>>().join(", "))
    }
}

fn check_claim(run: &Checked, kind: &ClaimKind, pos: Pos) -> Result<(), Failure> {
    let frame = run.last();
    let game = &frame.game;
    let key = kind.key();
    match kind {
        ClaimKind::Legal(moves) => {
            for m in moves {
                let MoveItem::Notation(text) = &m.value else {
                    if let Err(r) = try_act(game, m)? {
                        let f = Failure::mismatch(
                            m.pos,
                            format!("legal: {}", m.value.text()),
                            claims::refused_act(game, &r),
                        );
                        return Err(match act_hint(game, &r) {
                            Some(h) => f.hint(h),
                            None => f,
                        });
                    }
                    continue;
                };
                if let Err((why, read)) = try_move(game, text) {
                    let mut f =
                        Failure::mismatch(m.pos, format!("legal: {text}"), claims::not_legal(&why));
                    f.hint = read
                        .and_then(|(seat, mv)| {
                            let castling = match game.clone().play(seat, &mv) {
                                Err(r) => castling_rights_hint(run.from_pieces, &r),
                                Ok(_) => None,
                            };
                            castling.or_else(|| piece_moves_hint(game, seat, &mv))
                        })
                        .or_else(|| Some(unreadable_move_hint(game, text)));
                    return Err(f);
                }
            }
            Ok(())
        }
        ClaimKind::Illegal(moves) => {
            for m in moves {
                let MoveItem::Notation(text) = &m.value else {
                    if try_act(game, m)?.is_ok() {
                        return Err(Failure::mismatch(
                            m.pos,
                            format!("illegal: {}", m.value.text()),
                            claims::ACT_ACCEPTED,
                        )
                        .hint(claims::REMOVE_FROM_ILLEGAL));
                    }
                    continue;
                };
                match try_move(game, text) {
                    Ok(()) => {
                        return Err(Failure::mismatch(
                            m.pos,
                            format!("illegal: {text}"),
                            claims::MOVE_IS_LEGAL,
                        )
                        .hint(claims::REMOVE_FROM_ILLEGAL));
                    }
                    Err((_, None)) if !well_formed(text) => {
                        return Err(Failure::new(
                            m.pos,
                            format!("illegal: {text}"),
                            claims::NOT_A_MOVE,
                        )
                        .hint(claims::NOT_A_MOVE_HINT));
                    }
                    Err(_) => {}
                }
            }
            Ok(())
        }
        ClaimKind::MovesOf(pairs) => {
            let g = game.geometry();
            for (sq, dests) in pairs {
                let (seat, from) =
                    super::facts::moves_of_origin(game, &sq.value).map_err(|(why, hint)| {
                        let f = Failure::new(sq.pos, format!("moves_of: {}", sq.value), why);
                        match hint {
                            Some(h) => f.hint(h),
                            None => f,
                        }
                    })?;
                let mut wanted = BTreeSet::new();
                for d in dests {
                    let to = g.parse_square(&d.value).ok_or_else(|| {
                        Failure::new(
                            d.pos,
                            format!("moves_of: {}", d.value),
                            fr_example::off_board(&d.value),
                        )
                    })?;
                    wanted.insert(g.name(to));
                }
                let found = super::facts::destinations(game, seat, from);
                if wanted != found {
                    let missing: Vec<_> = wanted.difference(&found).cloned().collect();
                    let extra: Vec<_> = found.difference(&wanted).cloned().collect();
                    return Err(Failure::mismatch(
                        sq.pos,
                        format!("moves_of: {{{}: {}}}", sq.value, show_set(&wanted)),
                        format!("destinations : {}", show_set(&found)),
                    )
                    .hint(claims::destinations_hint(&missing, &extra)));
                }
            }
            Ok(())
        }
        ClaimKind::Check(names) => {
            compare(pos, key, claimed(game, names)?, ids(game, game.checked()))
        }
        ClaimKind::Checkmate(names) => {
            compare(pos, key, claimed(game, names)?, ids(game, mated(run, true)))
        }
        ClaimKind::Stalemate(names) => compare(
            pos,
            key,
            claimed(game, names)?,
            ids(game, mated(run, false)),
        ),
        ClaimKind::Next(names) => {
            compare(pos, key, claimed(game, names)?, ids(game, next_seats(run)))
        }
        ClaimKind::Eliminated(names) => compare(
            pos,
            key,
            claimed(game, names)?,
            ids(game, game.eliminated()),
        ),
        ClaimKind::Winner(names) => {
            let found = match game.outcome().map(|o| o.result) {
                Some(GameResult::Win(w)) => ids(game, w),
                Some(GameResult::Ranking(places)) => places
                    .first()
                    .map(|p| ids(game, p.clone()))
                    .unwrap_or_default(),
                Some(GameResult::Draw) => {
                    return Err(Failure::mismatch(
                        pos,
                        format!("winner: {}", show_names(names)),
                        claims::DRAWN,
                    ));
                }
                None => {
                    return Err(Failure::mismatch(
                        pos,
                        format!("winner: {}", show_names(names)),
                        claims::NOT_OVER,
                    ));
                }
            };
            compare(pos, key, claimed(game, names)?, found)
        }
        ClaimKind::Draw(want) => {
            let is_draw = matches!(game.outcome().map(|o| o.result), Some(GameResult::Draw));
            if is_draw == *want {
                Ok(())
            } else {
                let found = claims::draw_found(game.outcome().map(|o| o.reason), is_draw);
                Err(Failure::mismatch(pos, format!("draw: {want}"), found))
            }
        }
        ClaimKind::Ranking(places) => {
            let mut want = Vec::new();
            for p in places {
                want.push(claimed(game, p)?);
            }
            let found: Vec<BTreeSet<String>> = match game.outcome().map(|o| o.result) {
                Some(GameResult::Ranking(r)) => r.into_iter().map(|p| ids(game, p)).collect(),
                Some(GameResult::Win(w)) => vec![ids(game, w)],
                _ => Vec::new(),
            };
            if want == found {
                Ok(())
            } else {
                let show =
                    |v: &[BTreeSet<String>]| v.iter().map(show_set).collect::<Vec<_>>().join(", ");
                Err(Failure::mismatch(
                    pos,
                    format!("ranking: [{}]", show(&want)),
                    if found.is_empty() {
                        claims::NO_RANKING.to_string()
                    } else {
                        format!("classement : [{}]", show(&found))
                    },
                ))
            }
        }
        ClaimKind::End(reason) => {
            let found = game.outcome().map(|o| o.reason);
            if found.map(EndReason::id) == Some(reason.value.as_str()) {
                return Ok(());
            }
            let text = claims::end_found(found);
            Err(Failure::mismatch(
                reason.pos,
                format!("end: {}", reason.value),
                text,
            ))
        }
        ClaimKind::Scores(pairs) => {
            for (seat, points) in pairs {
                let s = resolve_seat(game, seat)?;
                match game.score(s) {
                    Some(p) if i64::from(p) == *points => {}
                    Some(p) => {
                        return Err(Failure::mismatch(
                            seat.pos,
                            format!("scores: {{{}: {points}}}", seat.value),
                            format!("{} a {p} points", seat.value),
                        ));
                    }
                    None => {
                        return Err(Failure::mismatch(
                            seat.pos,
                            format!("scores: {{{}: {points}}}", seat.value),
                            claims::NO_POINTS,
                        ));
                    }
                }
            }
            Ok(())
        }
        ClaimKind::NoScores => {
            let kept = kept_scores(game);
            if kept.is_empty() {
                Ok(())
            } else {
                Err(Failure::mismatch(
                    pos,
                    "scores: none",
                    claims::points_counted(&kept),
                ))
            }
        }
        ClaimKind::Clocks(pairs) => {
            for (seat, ms) in pairs {
                let s = resolve_seat(game, seat)?;
                let claim = format!("clocks: {{{}: {}}}", seat.value, format_clock(ms.value));
                match game.clock_ms(s) {
                    Some(t) if t == ms.value => {}
                    Some(t) => {
                        return Err(Failure::mismatch(
                            ms.pos,
                            claim,
                            claims::clock_shows(game.seat_id(s), &format_clock(t)),
                        ));
                    }
                    None => {
                        return Err(Failure::mismatch(seat.pos, claim, claims::NO_CLOCK)
                            .hint(claims::NO_CLOCK_HINT));
                    }
                }
            }
            Ok(())
        }
        ClaimKind::Hands(pairs) => {
            for (seat, letters) in pairs {
                let s = resolve_seat(game, seat)?;
                let mut want: Vec<String> = letters.iter().map(|l| l.to_uppercase()).collect();
                want.sort();
                let found = hand_letters(game, s);
                if want != found {
                    return Err(Failure::mismatch(
                        seat.pos,
                        format!("hands: {{{}: [{}]}}", seat.value, want.join(", ")),
                        fr_example::in_hand(&found),
                    ));
                }
            }
            Ok(())
        }
    }
}

fn show_names(names: &[Spanned<String>]) -> String {
    format!(
        "[{}]",
        names
            .iter()
            .map(|n| n.value.as_str())
            .collect::<Vec<_>>()
            .join(", ")
    )
}

fn compare(
    pos: Pos,
    key: &str,
    want: BTreeSet<String>,
    found: BTreeSet<String>,
) -> Result<(), Failure> {
    if want == found {
        Ok(())
    } else {
        Err(Failure::mismatch(
            pos,
            format!("{key}: {}", show_set(&want)),
            format!("{key} : {}", show_set(&found)),
        ))
    }
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
        return run.frames[0].game.to_move();
    };
    let out = game.eliminated();
    let i = seats.iter().position(|s| *s == mover).unwrap_or(0);
    (1..=seats.len())
        .map(|k| seats[(i + k) % seats.len()])
        .find(|s| !out.contains(s))
        .into_iter()
        .collect()
}

/// The players to move, named for captions (`trait aux Blancs`).
pub fn to_move_fr(game: &dyn Game) -> String {
    let seats = game.to_move();
    if seats.is_empty() {
        return claims::OVER.into();
    }
    format!(
        "trait : {}",
        seats
            .iter()
            .map(|s| seat_fr(game.seat_id(*s)))
            .collect::<Vec<_>>()
            .join(", ")
    )
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
