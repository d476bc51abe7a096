//! The rules engine in the reader's browser: a game started from a diagram's own
//! position and options, its legal moves, a move played, undone, and the state a page
//! draws (pieces, hands, who moves, checks, points, eliminations, the end).
//!
//! Two faces of the same [`Session`]: the Rust API (the site's tests call it natively),
//! and a small export table over linear memory for `static/play.js` ([`abi`]): strings
//! go in as (pointer, length) pairs the page wrote into memory it got from
//! `arb_alloc`, and every answer is JSON left in one output buffer (`arb_out_ptr`,
//! `arb_out_len`). No words here: the page has its French, the engine ids and letters.
//! No threads, files or clock (the crate builds for `wasm32-unknown-unknown`).

pub mod abi;
#[cfg(target_arch = "wasm32")]
mod alloc;
mod json;

use arbitre_notation as notation;
use arbitre_rules::{AnyGame, Direction, Game, GameResult, Move, Piece, Preset, Seat};

use json::{Json, num, push_num, push_quoted, push_square, quote};

/// Why a game could not be started; the page words each case.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupFault {
    UnknownGame,
    Position,
    Option(String),
}

impl SetupFault {
    pub fn id(&self) -> String {
        match self {
            SetupFault::UnknownGame => "jeu".into(),
            SetupFault::Position => "position".into(),
            SetupFault::Option(name) => ["option:", name].concat(),
        }
    }
}

/// A game being played in a page: every position since the diagram's (for undo) and
/// the moves between them; the legal moves of the last listing, by index.
pub struct Session {
    games: Vec<AnyGame>,
    played: Vec<(Seat, Move)>,
    listed: Vec<(Seat, Move)>,
}

/// The key of a piece's look, shared with the site (which gives the page one drawing
/// per key): owner, letter, `+` promoted, `x` dead, `f` turned over, facing.
pub fn piece_key(p: &Piece) -> String {
    let mut k = String::new();
    push_num(&mut k, p.owner as u64);
    k.push(p.kind.letter());
    if p.promoted {
        k.push('+');
    }
    if p.dead {
        k.push('x');
    }
    if p.flipped {
        k.push('f');
    }
    k.push(match p.facing {
        Direction::North => 'N',
        Direction::East => 'E',
        Direction::South => 'S',
        Direction::West => 'W',
    });
    k
}

/// The width of a row of a four-player position's board (`x,x,x,3,yK,4,x,x,x`): its
/// cells, a number counting that many.
fn row_width(row: &str) -> usize {
    row.split(',')
        .map(|t| t.parse::<usize>().unwrap_or(1))
        .sum()
}

/// A position as the page writes it ([`compact_position`]) in the notation's full form:
/// on the four-player board (14 columns), a row of 8 is a row of the arms, whose three
/// corner cells each side (`x`) the page leaves out.
pub fn full_position(preset: Preset, text: &str) -> String {
    if preset.family() != arbitre_rules::Family::Chess4 {
        return text.to_string();
    }
    let Some((head, board)) = text.rsplit_once('-') else {
        return text.to_string();
    };
    let rows: Vec<String> = board
        .split('/')
        .map(|r| {
            if row_width(r) == 8 {
                ["x,x,x,", r, ",x,x,x"].concat()
            } else {
                r.to_string()
            }
        })
        .collect();
    [head, "-", &rows.join("/")].concat()
}

/// The page's form of a position string: on the four-player board, the rows of the
/// arms without their corner cells (read back by [`full_position`]).
pub fn compact_position(preset: Preset, text: &str) -> String {
    if preset.family() != arbitre_rules::Family::Chess4 {
        return text.to_string();
    }
    let Some((head, board)) = text.rsplit_once('-') else {
        return text.to_string();
    };
    let rows: Vec<&str> = board
        .split('/')
        .map(|r| {
            r.strip_prefix("x,x,x,")
                .and_then(|r| r.strip_suffix(",x,x,x"))
                .filter(|inner| row_width(inner) == 8)
                .unwrap_or(r)
        })
        .collect();
    [head, "-", &rows.join("/")].concat()
}

/// `name=value` pairs separated by commas (an example's `rules:` as the site writes
/// them); empty parts are skipped.
fn rules_of(text: &str) -> Vec<(&str, &str)> {
    let mut out = Vec::new();
    // most diagrams have no options: no splitting (and none of its functions to
    // compile at the first tap)
    if text.is_empty() {
        return out;
    }
    for kv in text.split(',') {
        if let Some((k, v)) = kv.split_once('=') {
            let (k, v) = (k.trim(), v.trim());
            if !k.is_empty() {
                out.push((k, v));
            }
        }
    }
    out
}

impl Session {
    /// A game of `preset` from a position string (as `arbitre moves --position` reads
    /// it) with options set in order.
    pub fn new(preset: &str, position: &str, rules: &str) -> Result<Session, SetupFault> {
        let preset = Preset::from_id(preset).ok_or(SetupFault::UnknownGame)?;
        let position = full_position(preset, position);
        let mut game =
            notation::parse_position(preset, &position).map_err(|_| SetupFault::Position)?;
        for (k, v) in rules_of(rules) {
            game.set_option(k, v)
                .map_err(|_| SetupFault::Option(k.to_string()))?;
        }
        Ok(Session {
            games: vec![game],
            played: Vec::new(),
            listed: Vec::new(),
        })
    }

    pub fn game(&self) -> &AnyGame {
        // never empty: `new` puts the first game and `undo` keeps it
        &self.games[self.games.len() - 1]
    }

    /// Every legal move of the seats to move, in the engine's order; the listing's
    /// indexes are what [`Session::play`] and [`Session::move_text`] take.
    pub fn legal(&mut self) -> Vec<(Seat, Move)> {
        self.list();
        self.listed.clone()
    }

    /// Lists the legal moves into `listed`; plain loops, as each iterator adapter would
    /// be one more generic function for the browser to compile at the first tap.
    fn list(&mut self) {
        let game = &self.games[self.games.len() - 1];
        let mut all: Vec<(Seat, Move)> = Vec::new();
        for seat in game.to_move() {
            for mv in game.legal_moves_of(seat) {
                if matches!(
                    mv,
                    Move::Step { .. } | Move::Castle { .. } | Move::Drop { .. }
                ) {
                    all.push((seat, mv));
                }
            }
        }
        self.listed = all;
    }

    /// The legal moves as JSON for the page: per move its seat, board, origin key
    /// (`e2`, or `*0P` for a drop), destination and promotion letter; with `texts`,
    /// also its text in the game's notation (`n`, as `arbitre moves` writes it) and in
    /// French (`f`). Writing a move costs a look at the position after it (check,
    /// mate), so the page asks for texts one move at a time ([`Session::move_text`]).
    pub fn legal_json(&mut self, texts: bool) -> String {
        self.list();
        let all = &self.listed;
        let game = self.game();
        let g = game.as_game();
        let geo = g.geometry();
        // one buffer, written in place (no `format!`: see json.rs)
        let mut out = String::with_capacity(all.len() * 40 + 2);
        out.push('[');
        for (seat, mv) in all {
            let (from, to, promo) = match mv {
                Move::Step {
                    from,
                    to,
                    promotion,
                } => (Some(*from), *to, promotion.map(|k| k.letter())),
                Move::Castle {
                    king_from, king_to, ..
                } => (Some(*king_from), *king_to, None),
                Move::Drop { to, .. } => (None, *to, None),
                // `legal` lists none of these
                _ => continue,
            };
            if out.len() > 1 {
                out.push(',');
            }
            out.push_str("{\"s\":");
            push_num(&mut out, *seat as u64);
            out.push_str(",\"b\":");
            push_num(&mut out, g.board_of(*seat) as u64);
            out.push_str(",\"k\":\"");
            match (from, mv) {
                (Some(sq), _) => push_square(&mut out, geo, sq),
                (None, Move::Drop { kind, .. }) => {
                    out.push('*');
                    push_num(&mut out, *seat as u64);
                    out.push(kind.letter());
                }
                _ => {}
            }
            out.push_str("\",\"t\":\"");
            push_square(&mut out, geo, to);
            out.push_str("\",\"p\":\"");
            if let Some(l) = promo {
                out.push(l);
            }
            out.push('"');
            if texts {
                out.push_str(",\"n\":");
                push_quoted(&mut out, &notation::write_move(game, *seat, mv));
                out.push_str(",\"f\":");
                push_quoted(&mut out, &notation::write_move_fr(game, *seat, mv));
            }
            out.push('}');
        }
        out.push(']');
        out
    }

    /// The listing of this position: the last one, or a new one after a move, an undo
    /// or a new session (the engine's order does not change, so indexes the page kept
    /// from an earlier listing of the same position still hold).
    fn listed(&mut self) -> &[(Seat, Move)] {
        if self.listed.is_empty() {
            self.list();
        }
        &self.listed
    }

    /// Move `index` of the position's listing written out: `{"n":…,"f":…}`, or `None`.
    pub fn move_text(&mut self, index: usize) -> Option<String> {
        let (seat, mv) = self.listed().get(index)?.clone();
        let (seat, mv) = (&seat, &mv);
        let game = self.game();
        let mut out = String::from("{\"n\":");
        push_quoted(&mut out, &notation::write_move(game, *seat, mv));
        out.push_str(",\"f\":");
        push_quoted(&mut out, &notation::write_move_fr(game, *seat, mv));
        out.push('}');
        Some(out)
    }

    /// Move `index` of the position's listing in French only, `{"f":…}`: what the page
    /// shows of a move it plays. Writing a move looks at the position after it (check,
    /// mate), so writing one text and not two halves a move's work in the engine.
    pub fn move_text_fr(&mut self, index: usize) -> Option<String> {
        let (seat, mv) = self.listed().get(index)?.clone();
        let mut out = String::from("{\"f\":");
        push_quoted(&mut out, &notation::write_move_fr(self.game(), seat, &mv));
        out.push('}');
        Some(out)
    }

    /// Plays move `index` of the position's listing; false (nothing changed) when there
    /// is no such move or the engine refuses it.
    pub fn play(&mut self, index: usize) -> bool {
        let Some((seat, mv)) = self.listed().get(index).cloned() else {
            return false;
        };
        let mut next = self.game().clone();
        if next.play(seat, &mv).is_err() {
            return false;
        }
        self.games.push(next);
        self.played.push((seat, mv));
        self.listed.clear();
        true
    }

    /// Plays a move written in any notation the game reads (the guide's line).
    pub fn play_text(&mut self, text: &str) -> bool {
        let mut next = self.game().clone();
        let Ok((seat, mv)) = notation::parse_move(&next, text) else {
            return false;
        };
        if next.play(seat, &mv).is_err() {
            return false;
        }
        notation::apply_annotations(&mut next, text);
        self.games.push(next);
        self.played.push((seat, mv));
        self.listed.clear();
        true
    }

    /// Takes back the last move; false at the diagram's own position.
    pub fn undo(&mut self) -> bool {
        if self.games.len() < 2 {
            return false;
        }
        self.games.pop();
        self.played.pop();
        self.listed.clear();
        true
    }

    /// What the page draws, as JSON (see `state_parts`).
    pub fn state_json(&self) -> String {
        let game = self.game();
        let g = game.as_game();
        let mut o = Json::object();
        o.field("boards", &boards_json(g));
        o.field("hands", &hands_json(g));
        o.field("turn", &seats_json(&g.to_move()));
        o.field("checked", &seats_json(&g.checked()));
        o.field("kings", &checked_kings_json(g));
        o.field("last", &self.last_json());
        o.field("scores", &scores_json(g));
        o.field("out", &seats_json(&g.eliminated()));
        o.field("end", &end_json(g));
        o.field("ply", &num(self.played.len() as u64));
        o.field("position", &quote(&notation::write_position(game)));
        o.close()
    }

    /// Per board, the squares of the last move played on it (a drop: its square).
    fn last_json(&self) -> String {
        let g = self.game().as_game();
        let geo = g.geometry();
        let mut per: Vec<Vec<arbitre_rules::Square>> = vec![Vec::new(); g.board_count()];
        for (seat, mv) in self.played.iter() {
            let squares = match mv {
                Move::Step { from, to, .. } => vec![*from, *to],
                Move::Castle {
                    king_from, king_to, ..
                } => vec![*king_from, *king_to],
                Move::Drop { to, .. } => vec![*to],
                _ => continue,
            };
            if let Some(b) = per.get_mut(g.board_of(*seat)) {
                *b = squares;
            }
        }
        let mut out = Json::array();
        for b in per {
            let mut names = String::new();
            for sq in b {
                push_square(&mut names, geo, sq);
            }
            out.item(&quote(&names));
        }
        out.close()
    }
}

fn seats_json(seats: &[Seat]) -> String {
    let mut out = Json::array();
    for s in seats {
        out.item(&num(*s as u64));
    }
    out.close()
}

/// Per board, `[square, piece key]` pairs.
fn boards_json(g: &dyn Game) -> String {
    let geo = g.geometry();
    let mut out = Json::array();
    for b in 0..g.board_count() {
        let mut board = Json::array();
        let mut pieces = g.board_pieces(b);
        pieces.sort_by_key(|(sq, _)| *sq);
        for (sq, p) in pieces {
            let mut item = String::from("[\"");
            push_square(&mut item, geo, sq);
            item.push_str("\",");
            push_quoted(&mut item, &piece_key(&p));
            item.push(']');
            board.item(&item);
        }
        out.item(&board.close());
    }
    out.close()
}

/// Per seat with drops, its hand as letters and counts: `{"0":"P2N1"}`.
fn hands_json(g: &dyn Game) -> String {
    let mut o = Json::object();
    for s in g.seats() {
        let hand = g.hand(s);
        let mut kinds: Vec<(char, u32)> = Vec::new();
        for k in hand {
            match kinds.iter_mut().find(|(l, _)| *l == k.letter()) {
                Some(e) => e.1 += 1,
                None => kinds.push((k.letter(), 1)),
            }
        }
        let mut text = String::new();
        for (l, n) in kinds {
            text.push(l);
            push_num(&mut text, n as u64);
        }
        o.field(&num(s as u64), &quote(&text));
    }
    o.close()
}

/// Per board, the squares of the kings in check.
fn checked_kings_json(g: &dyn Game) -> String {
    let geo = g.geometry();
    let checked = g.checked();
    let mut out = Json::array();
    for b in 0..g.board_count() {
        let mut squares = String::new();
        for (sq, p) in g.board_pieces(b) {
            if p.kind == arbitre_rules::PieceKind::King
                && !p.dead
                && !p.flipped
                && checked.contains(&p.owner)
            {
                push_square(&mut squares, geo, sq);
            }
        }
        out.item(&quote(&squares));
    }
    out.close()
}

fn scores_json(g: &dyn Game) -> String {
    let mut o = Json::object();
    for s in g.seats() {
        if let Some(points) = g.score(s) {
            let mut text = String::new();
            json::push_int(&mut text, points as i64);
            o.field(&num(s as u64), &text);
        }
    }
    o.close()
}

/// `null`, or the end's reason id and result: `{"reason":"checkmate","win":[0]}`,
/// `"draw":true`, or `"ranking":[[0],[1,2]]`.
fn end_json(g: &dyn Game) -> String {
    let Some(outcome) = g.outcome() else {
        return "null".into();
    };
    let mut o = Json::object();
    o.field("reason", &quote(outcome.reason.id()));
    match &outcome.result {
        GameResult::Win(seats) => o.field("win", &seats_json(seats)),
        GameResult::Draw => o.field("draw", "true"),
        GameResult::Ranking(places) => {
            let mut r = Json::array();
            for p in places {
                r.item(&seats_json(p));
            }
            o.field("ranking", &r.close());
        }
    }
    o.close()
}

#[cfg(test)]
mod tests;
