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
mod json;

use arbitre_notation as notation;
use arbitre_rules::{AnyGame, Direction, Game, GameResult, Move, Piece, Preset, Seat};

use json::{Json, quote};

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
            SetupFault::Option(name) => format!("option:{name}"),
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
    let mut k = format!("{}{}", p.owner, p.kind.letter());
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
                format!("x,x,x,{r},x,x,x")
            } else {
                r.to_string()
            }
        })
        .collect();
    format!("{head}-{}", rows.join("/"))
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
    format!("{head}-{}", rows.join("/"))
}

/// `name=value` pairs separated by commas (an example's `rules:` as the site writes
/// them); empty parts are skipped.
fn rules_of(text: &str) -> Vec<(&str, &str)> {
    text.split(',')
        .filter_map(|kv| kv.split_once('='))
        .map(|(k, v)| (k.trim(), v.trim()))
        .filter(|(k, _)| !k.is_empty())
        .collect()
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
        let game = self.game();
        let all: Vec<(Seat, Move)> = game
            .to_move()
            .into_iter()
            .flat_map(|seat| {
                game.legal_moves_of(seat)
                    .into_iter()
                    .filter(|mv| {
                        matches!(
                            mv,
                            Move::Step { .. } | Move::Castle { .. } | Move::Drop { .. }
                        )
                    })
                    .map(move |mv| (seat, mv))
            })
            .collect();
        self.listed = all.clone();
        all
    }

    /// The legal moves as JSON for the page: per move its seat, board, origin key
    /// (`e2`, or `*0P` for a drop), destination and promotion letter; with `texts`,
    /// also its text in the game's notation (`n`, as `arbitre moves` writes it) and in
    /// French (`f`). Writing a move costs a look at the position after it (check,
    /// mate), so the page asks for texts one move at a time ([`Session::move_text`]).
    pub fn legal_json(&mut self, texts: bool) -> String {
        let all = self.legal();
        let game = self.game();
        let g = game.as_game();
        let geo = g.geometry();
        let mut out = Json::array();
        for (seat, mv) in &all {
            let (key, to, promo) = match mv {
                Move::Step {
                    from,
                    to,
                    promotion,
                } => (
                    geo.name(*from),
                    *to,
                    promotion
                        .map(|k| k.letter().to_string())
                        .unwrap_or_default(),
                ),
                Move::Castle {
                    king_from, king_to, ..
                } => (geo.name(*king_from), *king_to, String::new()),
                Move::Drop { kind, to } => {
                    (format!("*{seat}{}", kind.letter()), *to, String::new())
                }
                // `legal` lists none of these
                _ => continue,
            };
            let mut item = format!(
                "{{\"s\":{seat},\"b\":{},\"k\":{},\"t\":{},\"p\":{}",
                g.board_of(*seat),
                quote(&key),
                quote(&geo.name(to)),
                quote(&promo),
            );
            if texts {
                item.push_str(&format!(
                    ",\"n\":{},\"f\":{}",
                    quote(&notation::write_move(game, *seat, mv)),
                    quote(&notation::write_move_fr(game, *seat, mv))
                ));
            }
            item.push('}');
            out.item(&item);
        }
        out.close()
    }

    /// The listing of this position: the last one, or a new one after a move, an undo
    /// or a new session (the engine's order does not change, so indexes the page kept
    /// from an earlier listing of the same position still hold).
    fn listed(&mut self) -> &[(Seat, Move)] {
        if self.listed.is_empty() {
            self.legal();
        }
        &self.listed
    }

    /// Move `index` of the position's listing written out: `{"n":…,"f":…}`, or `None`.
    pub fn move_text(&mut self, index: usize) -> Option<String> {
        let (seat, mv) = self.listed().get(index)?.clone();
        let (seat, mv) = (&seat, &mv);
        let game = self.game();
        Some(format!(
            "{{\"n\":{},\"f\":{}}}",
            quote(&notation::write_move(game, *seat, mv)),
            quote(&notation::write_move_fr(game, *seat, mv))
        ))
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
        o.field("ply", &self.played.len().to_string());
        o.field("position", &quote(&notation::write_position(game)));
        o.close()
    }

    /// Per board, the squares of the last move played on it (a drop: its square).
    fn last_json(&self) -> String {
        let g = self.game().as_game();
        let geo = g.geometry();
        let mut per: Vec<Vec<String>> = vec![Vec::new(); g.board_count()];
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
                *b = squares.iter().map(|s| geo.name(*s)).collect();
            }
        }
        let mut out = Json::array();
        for b in per {
            out.item(&quote(&b.concat()));
        }
        out.close()
    }
}

fn seats_json(seats: &[Seat]) -> String {
    let mut out = Json::array();
    for s in seats {
        out.item(&s.to_string());
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
            board.item(&format!(
                "[{},{}]",
                quote(&geo.name(sq)),
                quote(&piece_key(&p))
            ));
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
        let text: String = kinds.iter().map(|(l, n)| format!("{l}{n}")).collect();
        o.field(&s.to_string(), &quote(&text));
    }
    o.close()
}

/// Per board, the squares of the kings in check.
fn checked_kings_json(g: &dyn Game) -> String {
    let geo = g.geometry();
    let checked = g.checked();
    let mut out = Json::array();
    for b in 0..g.board_count() {
        let squares: String = g
            .board_pieces(b)
            .into_iter()
            .filter(|(_, p)| {
                p.kind == arbitre_rules::PieceKind::King
                    && !p.dead
                    && !p.flipped
                    && checked.contains(&p.owner)
            })
            .map(|(sq, _)| geo.name(sq))
            .collect();
        out.item(&quote(&squares));
    }
    out.close()
}

fn scores_json(g: &dyn Game) -> String {
    let mut o = Json::object();
    for s in g.seats() {
        if let Some(points) = g.score(s) {
            o.field(&s.to_string(), &points.to_string());
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
