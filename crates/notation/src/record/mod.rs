//! Whole game records as players paste them: PGN (lichess, Chess.com, FIDE), PGN4
//! (Chess.com's four-player games) and BPGN (FICS and Chess.com bughouse), read and
//! replayed move by move. Every fault has its line and column in the record.
//!
//! What a record's tags change (a `Variant`, Chess.com's `RuleVariants`, an old date)
//! is set as the preset's options, listed in [`Replay::rules`], so that a reader can be
//! told which rules the replay used; options given by the caller come after them.

mod bpgn;
pub mod lex;
mod pgn;
mod pgn4;

use crate::{NotationError, NotationFault, Refusal};
use arbitre_rules::{AnyGame, Game, GameResult, Move, OptionError, Preset, Seat};
use lex::{Spanned, Tok};

/// A line and a column (in characters), both from 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Default)]
pub struct Place {
    pub line: usize,
    pub column: usize,
}

/// The notation a record is written in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RecordKind {
    Pgn,
    Pgn4,
    Bpgn,
}

/// What a record could not give. The words are the reporting edge's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordFault {
    TagUnclosed,
    TagUnreadable {
        text: String,
    },
    CommentUnclosed,
    VariationUnclosed,
    VariationNotOpen,
    /// No move and no tag: nothing to replay.
    Empty,
    /// `--game` names no game of the file (`count` games in it).
    GameNotFound {
        wanted: String,
        count: usize,
    },
    /// A null move (`--`, `Z0`): no rule of ours plays it.
    NullMove {
        text: String,
    },
    /// A `Variant` tag naming a game we do not have.
    UnknownVariant {
        variant: String,
    },
    /// Chess.com `RuleVariants` we have no option for.
    UnsupportedRules {
        names: Vec<String>,
    },
    /// The record's game is not of the family the caller asked for.
    WrongFamily {
        kind: RecordKind,
        preset: Preset,
    },
    /// An option (from the record's tags or from the caller) the preset refuses.
    Option {
        name: String,
        value: String,
        error: OptionError,
    },
    /// A position `ply: N` past the record's last move.
    PlyBeyond {
        ply: usize,
        plies: usize,
    },
}

/// A fault of a record, where it stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordError {
    pub at: Place,
    pub fault: NotationFault,
}

fn fail<T>(at: Place, fault: RecordFault) -> Result<T, RecordError> {
    Err(RecordError {
        at,
        fault: NotationFault::Record(Box::new(fault)),
    })
}

fn moved(at: Place, e: NotationError) -> RecordError {
    RecordError { at, fault: e.fault }
}

fn refused(at: Place, token: &str, why: arbitre_rules::Illegal, game: &AnyGame) -> RecordError {
    RecordError {
        at,
        fault: NotationFault::Refused {
            token: token.to_string(),
            reason: Refusal::new(why, game.clone()),
        },
    }
}

/// One act of the replay, as the engine played it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ply {
    pub at: Place,
    /// The token as the record writes it.
    pub text: String,
    pub seat: Seat,
    pub mv: Move,
    /// The move number the record gives it: `12` for `12. e4`, `12...e5`, `12A.`, and
    /// for every act of PGN4's round `12.`.
    pub number: u32,
    /// A bughouse clock the record gives after the move (milliseconds).
    pub clock_ms: Option<i64>,
}

/// A replayed record.
#[derive(Clone, Debug)]
pub struct Replay {
    pub kind: RecordKind,
    pub tags: Vec<(String, String)>,
    /// The options the replay set, the record's first, then the caller's.
    pub rules: Vec<(String, String)>,
    pub start: AnyGame,
    pub game: AnyGame,
    pub plies: Vec<Ply>,
    /// The result as the record writes it (`Result` tag, else its last token).
    pub result: Option<String>,
    /// How many variations `( … )` were skipped (only the main line is played).
    pub variations_skipped: usize,
}

impl Replay {
    /// A replay as a reader ends it: tags and skipped variations are filled by the caller.
    fn ended(
        kind: RecordKind,
        rules: Vec<(String, String)>,
        start: AnyGame,
        game: AnyGame,
        plies: Vec<Ply>,
        result: Option<String>,
    ) -> Replay {
        Replay {
            kind,
            tags: Vec::new(),
            rules,
            start,
            game,
            plies,
            result,
            variations_skipped: 0,
        }
    }

    pub fn tag(&self, key: &str) -> Option<&str> {
        tag_of(&self.tags, key)
    }

    /// The game after the first `ply` acts (0 = the start).
    pub fn after(&self, ply: usize) -> Result<AnyGame, RecordError> {
        if ply > self.plies.len() {
            let at = self.plies.last().map(|p| p.at).unwrap_or_default();
            return fail(
                at,
                RecordFault::PlyBeyond {
                    ply,
                    plies: self.plies.len(),
                },
            );
        }
        let mut game = self.start.clone();
        for p in &self.plies[..ply] {
            game.play(p.seat, &p.mv)
                .map_err(|why| refused(p.at, &p.text, why, &game))?;
            if let (Some(ms), AnyGame::Bughouse(g)) = (p.clock_ms, &mut game) {
                g.set_clock_ms(p.seat, ms);
            }
        }
        Ok(game)
    }

    /// How many acts lead to the position right after `seat`'s move numbered `number`
    /// (a zombie's `Kj2-k2T` is two acts, both counted); `None` when the record has
    /// no such move.
    pub fn plies_through(&self, number: u32, seat: Seat) -> Option<usize> {
        self.plies
            .iter()
            .rposition(|p| p.number == number && p.seat == seat)
            .map(|i| i + 1)
    }

    /// The result in the record's own notation for the game as replayed, when the
    /// game ended on the board (`None` while it goes on: a record may stop at a
    /// resignation, a flag or an agreement it does not write as a move).
    pub fn replayed_result(&self) -> Option<String> {
        let outcome = self.game.outcome()?;
        Some(match outcome.result {
            GameResult::Draw => "1/2-1/2".to_string(),
            GameResult::Win(seats) => {
                // White (chess), Red+Yellow (Teams), WhiteA+BlackB (bughouse).
                let first_side = match self.kind {
                    RecordKind::Bpgn => seats.iter().any(|s| *s == 0 || *s == 3),
                    _ => seats.iter().any(|s| *s % 2 == 0),
                };
                if first_side { "1-0" } else { "0-1" }.to_string()
            }
            GameResult::Ranking(_) => return None,
        })
    }
}

/// What the caller asks of a replay.
#[derive(Clone, Debug, Default)]
pub struct ReplayOptions {
    /// The notation, when known from the file name; else read from the text.
    pub kind: Option<RecordKind>,
    /// The preset, when the caller names one (`--game`); else the record's tags say.
    pub preset: Option<Preset>,
    /// Options set after the record's own (`--rules`, an example's `rules:`).
    pub rules: Vec<(String, String)>,
    /// Which game of a file holding several: its number from 1, or its `GameNr`,
    /// `BughouseDBGameNo` or the end of its `Site`.
    pub game: Option<String>,
}

fn tag_of<'a>(tags: &'a [(String, String)], key: &str) -> Option<&'a str> {
    tags.iter().find(|(k, _)| k == key).map(|(_, v)| v.as_str())
}

/// The games of a text: a game starts at a tag that follows movetext.
pub fn games(text: &str) -> Result<Vec<Vec<Spanned>>, RecordError> {
    let toks = lex::tokens(text).map_err(|b| RecordError {
        at: b.0,
        fault: NotationFault::Record(Box::new(b.1)),
    })?;
    let mut out: Vec<Vec<Spanned>> = Vec::new();
    let mut current: Vec<Spanned> = Vec::new();
    let mut seen_moves = false;
    for t in toks {
        if matches!(t.tok, Tok::Tag { .. }) && seen_moves {
            out.push(std::mem::take(&mut current));
            seen_moves = false;
        }
        if matches!(t.tok, Tok::Word(_)) {
            seen_moves = true;
        }
        current.push(t);
    }
    if !current.is_empty() {
        out.push(current);
    }
    Ok(out)
}

fn tags_of(toks: &[Spanned]) -> Vec<(String, String)> {
    toks.iter()
        .filter_map(|t| match &t.tok {
            Tok::Tag { key, value } => Some((key.clone(), value.clone())),
            _ => None,
        })
        .collect()
}

/// The notation of a game's tokens: its tags first, then the look of its moves.
pub fn kind_of(toks: &[Spanned]) -> RecordKind {
    let tags = tags_of(toks);
    let has = |k: &str| tag_of(&tags, k).is_some();
    if has("StartFen4") || has("RuleVariants") || has("Red") {
        return RecordKind::Pgn4;
    }
    if has("WhiteA") || has("BughouseDBGameNo") {
        return RecordKind::Bpgn;
    }
    if matches!(tag_of(&tags, "Variant"), Some("FFA" | "Teams" | "Solo")) {
        return RecordKind::Pgn4;
    }
    for t in toks {
        if let Tok::Word(w) = &t.tok {
            if w == ".." || pgn4::looks_like_move(w) {
                return RecordKind::Pgn4;
            }
            if bpgn::looks_like_seat(w) {
                return RecordKind::Bpgn;
            }
        }
    }
    RecordKind::Pgn
}

/// The game `wanted` names among `games` (see [`ReplayOptions::game`]).
fn pick(games: Vec<Vec<Spanned>>, wanted: Option<&str>) -> Result<Vec<Spanned>, RecordError> {
    let count = games.len();
    let Some(w) = wanted else {
        return match games.into_iter().next() {
            Some(g) => Ok(g),
            None => fail(Place { line: 1, column: 1 }, RecordFault::Empty),
        };
    };
    let by_tag = |g: &Vec<Spanned>| {
        let tags = tags_of(g);
        ["GameNr", "BughouseDBGameNo"]
            .iter()
            .any(|k| tag_of(&tags, k) == Some(w))
            || tag_of(&tags, "Site").is_some_and(|s| s.trim_end_matches('/').ends_with(w))
    };
    let index = w
        .parse::<usize>()
        .ok()
        .filter(|n| (1..=count).contains(n))
        .map(|n| n - 1);
    let found = games.iter().position(by_tag).or(index);
    match found {
        Some(i) => Ok(games.into_iter().nth(i).unwrap_or_default()),
        None => fail(
            Place { line: 1, column: 1 },
            RecordFault::GameNotFound {
                wanted: w.to_string(),
                count,
            },
        ),
    }
}

/// Reads and replays one game of `text` to its end. The first refused or unreadable
/// move stops the replay with its place.
pub fn replay(text: &str, opts: &ReplayOptions) -> Result<Replay, RecordError> {
    let toks = pick(games(text)?, opts.game.as_deref())?;
    if !toks
        .iter()
        .any(|t| matches!(t.tok, Tok::Word(_) | Tok::Tag { .. }))
    {
        return fail(Place { line: 1, column: 1 }, RecordFault::Empty);
    }
    let kind = opts.kind.unwrap_or_else(|| kind_of(&toks));
    let tags = tags_of(&toks);
    let variations_skipped = toks
        .iter()
        .filter(|t| matches!(t.tok, Tok::Variation))
        .count();
    let mut replay = match kind {
        RecordKind::Pgn => pgn::replay(&toks, &tags, opts)?,
        RecordKind::Pgn4 => pgn4::replay(&toks, &tags, opts)?,
        RecordKind::Bpgn => bpgn::replay(&toks, &tags, opts)?,
    };
    replay.tags = tags;
    replay.variations_skipped = variations_skipped;
    if replay.result.is_none() {
        replay.result = replay.tag("Result").map(str::to_string);
    }
    Ok(replay)
}

/// The preset to replay under: the caller's, which must be of the record's family.
fn check_family(
    kind: RecordKind,
    wanted: Option<Preset>,
    own: Preset,
) -> Result<Preset, RecordError> {
    match wanted {
        None => Ok(own),
        Some(p) if p.family() == own.family() => Ok(p),
        Some(p) => fail(
            Place { line: 1, column: 1 },
            RecordFault::WrongFamily { kind, preset: p },
        ),
    }
}

/// Sets `rules` on a new game (in order); the first option refused is the fault.
fn set_rules(game: &mut AnyGame, rules: &[(String, String)]) -> Result<(), RecordError> {
    for (name, value) in rules {
        game.set_option(name, value).map_err(|error| RecordError {
            at: Place { line: 1, column: 1 },
            fault: NotationFault::Record(Box::new(RecordFault::Option {
                name: name.clone(),
                value: value.clone(),
                error,
            })),
        })?;
    }
    Ok(())
}

/// Plays one act and records it.
fn play(
    game: &mut AnyGame,
    plies: &mut Vec<Ply>,
    at: Place,
    text: &str,
    seat: Seat,
    mv: Move,
) -> Result<(), RecordError> {
    let number = number_before(game, seat);
    game.play(seat, &mv)
        .map_err(|why| refused(at, text, why, game))?;
    plies.push(Ply {
        at,
        text: text.to_string(),
        seat,
        mv,
        number,
        clock_ms: None,
    });
    Ok(())
}

/// The number a record writes before `seat`'s next move: the full-move number of a
/// chess board (the board of the seat in bughouse). PGN4 numbers its rounds itself.
fn number_before(game: &AnyGame, seat: Seat) -> u32 {
    match game {
        AnyGame::Chess(g) => u32::from(g.position().fullmove),
        AnyGame::Bughouse(g) => u32::from(g.board(game.board_of(seat)).pos.fullmove),
        _ => 0,
    }
}

/// The words of a movetext with their places, each result (`1-0`, `*`) taken out into
/// `result` instead (the last one written wins).
fn move_words<'a>(
    toks: &'a [Spanned],
    result: &'a mut Option<String>,
) -> impl Iterator<Item = (Place, &'a str)> + 'a {
    toks.iter().filter_map(move |t| match &t.tok {
        Tok::Word(w) if is_result(w) => {
            *result = Some(w.clone());
            None
        }
        Tok::Word(w) => Some((t.at, w.as_str())),
        _ => None,
    })
}

fn is_result(w: &str) -> bool {
    matches!(
        w,
        "1-0" | "0-1" | "1/2-1/2" | "½-½" | "*" | "Draw" | "Aborted"
    )
}

/// The kind of a record by its file name, when the extension says it.
pub fn kind_of_path(path: &std::path::Path) -> Option<RecordKind> {
    let ext = std::path::Path::new(path)
        .extension()?
        .to_str()?
        .to_ascii_lowercase();
    match ext.as_str() {
        "pgn" => Some(RecordKind::Pgn),
        "pgn4" => Some(RecordKind::Pgn4),
        "bpgn" => Some(RecordKind::Bpgn),
        _ => None,
    }
}
