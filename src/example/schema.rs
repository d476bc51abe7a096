//! The YAML schema of a position example, a contract with the guides' authors: reading
//! a spanned YAML tree into an [`Example`], with a typed fault at the right line for
//! every unknown key, wrong shape or missing value.

use super::yaml::{Node, NodeKind, Pos, Value};

/// A value with the place it was written.
#[derive(Clone, Debug, PartialEq)]
pub struct Spanned<T> {
    pub value: T,
    pub pos: Pos,
}

/// A problem in an example's text, at a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SchemaError {
    pub pos: Pos,
    pub fault: SchemaFault,
}

/// One entry of `moves:`: a move in the game's notation, or an act.
#[derive(Clone, Debug, PartialEq)]
pub enum MoveItem {
    Notation(String),
    /// `{resign: P}`, `{timeout: P}`, `{claim_win: P}`, `{leave: P}`.
    Act {
        act: ActKind,
        seat: String,
    },
    DrawAgreed,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ActKind {
    Resign,
    Timeout,
    ClaimWin,
    Leave,
}

/// The keys of the one-key maps that write an act, in `moves:`, `legal:`, `illegal:`.
pub const ACT_KEYS: &[&str] = &["resign", "timeout", "claim_win", "leave", "draw_agreed"];

impl ActKind {
    pub fn key(self) -> &'static str {
        match self {
            ActKind::Resign => "resign",
            ActKind::Timeout => "timeout",
            ActKind::ClaimWin => "claim_win",
            ActKind::Leave => "leave",
        }
    }
}

impl MoveItem {
    /// The item as an example writes it (`e2-e4`, `{resign: south}`), for messages.
    pub fn text(&self) -> String {
        match self {
            MoveItem::Notation(t) => t.clone(),
            MoveItem::Act { act, seat } => format!("{{{}: {seat}}}", act.key()),
            MoveItem::DrawAgreed => "{draw_agreed: true}".into(),
        }
    }
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct Show {
    pub arrows: Vec<Spanned<String>>,
    pub marks: Vec<Spanned<String>>,
    pub moves_of: Option<Spanned<String>>,
    pub last_move: Option<bool>,
    pub bottom: Option<Spanned<String>>,
    pub interactive: bool,
    /// Points in the caption; by default shown wherever the format keeps a score.
    pub scores: Option<bool>,
    pub clocks: bool,
}

/// One claim of `expect:`.
#[derive(Clone, Debug, PartialEq)]
pub struct Claim {
    /// Where the claim's key is written.
    pub pos: Pos,
    pub kind: ClaimKind,
}

#[derive(Clone, Debug, PartialEq)]
pub enum ClaimKind {
    /// Moves, or acts (`{claim_win: red}`) the game accepts now.
    Legal(Vec<Spanned<MoveItem>>),
    /// Well-formed moves, or acts, the game refuses now.
    Illegal(Vec<Spanned<MoveItem>>),
    MovesOf(Vec<(Spanned<String>, Vec<Spanned<String>>)>),
    Check(Vec<Spanned<String>>),
    Checkmate(Vec<Spanned<String>>),
    Stalemate(Vec<Spanned<String>>),
    Next(Vec<Spanned<String>>),
    Scores(Vec<(Spanned<String>, i64)>),
    /// `scores: none`: the format keeps no points at all.
    NoScores,
    /// Time left on each named seat's clock, in milliseconds (`clocks: {A: "3:00"}`).
    Clocks(Vec<(Spanned<String>, Spanned<i64>)>),
    Hands(Vec<(Spanned<String>, Vec<String>)>),
    Eliminated(Vec<Spanned<String>>),
    Winner(Vec<Spanned<String>>),
    Draw(bool),
    Ranking(Vec<Vec<Spanned<String>>>),
    End(Spanned<String>),
    /// Why the moves of `illegal:` are refused ([`super::because`]).
    Because(super::because::Because),
}

impl ClaimKind {
    /// The claim's key, as written in `expect:`.
    pub fn key(&self) -> &'static str {
        match self {
            ClaimKind::Legal(_) => "legal",
            ClaimKind::Illegal(_) => "illegal",
            ClaimKind::MovesOf(_) => "moves_of",
            ClaimKind::Check(_) => "check",
            ClaimKind::Checkmate(_) => "checkmate",
            ClaimKind::Stalemate(_) => "stalemate",
            ClaimKind::Next(_) => "next",
            ClaimKind::Scores(_) | ClaimKind::NoScores => "scores",
            ClaimKind::Clocks(_) => "clocks",
            ClaimKind::Hands(_) => "hands",
            ClaimKind::Eliminated(_) => "eliminated",
            ClaimKind::Winner(_) => "winner",
            ClaimKind::Draw(_) => "draw",
            ClaimKind::Ranking(_) => "ranking",
            ClaimKind::End(_) => "end",
            ClaimKind::Because(_) => "because",
        }
    }
}

/// One seat's list under `pieces:`.
pub type SeatPieces = (Spanned<String>, Vec<Spanned<String>>);

/// A parsed position example.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Example {
    pub game: Option<Spanned<String>>,
    pub setup: Option<Spanned<String>>,
    pub pieces: Option<Spanned<Vec<SeatPieces>>>,
    pub turn: Option<Spanned<String>>,
    pub rules: Vec<(Spanned<String>, Spanned<String>)>,
    pub moves: Vec<Spanned<MoveItem>>,
    pub show: Show,
    pub caption: Option<Spanned<String>>,
    pub expect: Vec<Claim>,
    /// Where `expect:` itself stands, if present.
    pub expect_pos: Option<Pos>,
    /// `letters: fr`: the piece letters of this example's moves (else the book's).
    pub letters: Option<crate::notation::Letters>,
}

pub const TOP_KEYS: &[&str] = &[
    "game", "setup", "pieces", "turn", "rules", "moves", "show", "caption", "expect", "file",
    "record", "ply", "letters",
];
pub const SHOW_KEYS: &[&str] = &[
    "arrows",
    "marks",
    "moves_of",
    "last_move",
    "bottom",
    "interactive",
    "scores",
    "clocks",
];
pub const EXPECT_KEYS: &[&str] = &[
    "legal",
    "illegal",
    "moves_of",
    "check",
    "checkmate",
    "stalemate",
    "next",
    "scores",
    "hands",
    "eliminated",
    "winner",
    "draw",
    "ranking",
    "end",
    "clocks",
    "because",
];

/// What is wrong with an example's text (the report says it in French).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SchemaFault {
    UnknownKey {
        word: String,
        suggestion: Option<&'static str>,
        known: &'static [&'static str],
        place: Place,
    },
    /// `what` wants a map (`found`: what was written; `None` for an empty value).
    NotAMap {
        what: String,
        found: NodeKind,
    },
    NotAScalar {
        what: String,
        found: Option<NodeKind>,
    },
    MapForList {
        what: String,
    },
    NotABoolean {
        what: String,
    },
    SetupAndPieces,
    PiecesWithoutTurn,
    /// `letters:` names no letter set (`fr`, `en`).
    UnknownLetters {
        found: String,
    },
    MovesNotAList,
    DrawAgreedFalse,
    /// An entry of `list` that is neither a move nor a one-key act.
    NotAMoveOrAct {
        list: String,
    },
    EmptyScores,
    ScoresShape {
        found: Option<NodeKind>,
    },
    NotPoints {
        text: String,
    },
    NotAClock {
        text: String,
    },
    NoClocks,
    RankingNotAList,
    /// `because:` neither a word nor a map from moves to words.
    BecauseShape,
}

/// Where an unknown key was written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Place {
    Example,
    Show,
    Expect,
    ActsOf(String),
}

fn err(pos: Pos, fault: SchemaFault) -> SchemaError {
    SchemaError { pos, fault }
}

fn unknown_key(key: &Node, known: &'static [&'static str], place: Place) -> SchemaError {
    let word = key.as_str().unwrap_or_default();
    err(
        key.pos,
        SchemaFault::UnknownKey {
            word: word.to_string(),
            suggestion: crate::suggest::nearest(word, known),
            known,
            place,
        },
    )
}

fn map_of<'a>(node: &'a Node, what: &str) -> Result<&'a [(Node, Node)], SchemaError> {
    if node.is_null() {
        return Ok(&[]);
    }
    node.as_map().ok_or_else(|| {
        err(
            node.pos,
            SchemaFault::NotAMap {
                what: what.to_string(),
                found: node.kind(),
            },
        )
    })
}

fn string(node: &Node, what: &str) -> Result<Spanned<String>, SchemaError> {
    match &node.value {
        Value::Scalar { text, .. } if !node.is_null() => Ok(Spanned {
            value: text.clone(),
            pos: node.pos,
        }),
        _ => Err(err(
            node.pos,
            SchemaFault::NotAScalar {
                what: what.to_string(),
                found: found(node),
            },
        )),
    }
}

/// The node's kind, `None` for an empty value.
fn found(node: &Node) -> Option<NodeKind> {
    (!node.is_null()).then(|| node.kind())
}

/// A list of scalars; a single scalar counts as a one-element list.
fn strings(node: &Node, what: &str) -> Result<Vec<Spanned<String>>, SchemaError> {
    match &node.value {
        Value::Seq(items) => items.iter().map(|n| string(n, what)).collect(),
        Value::Scalar { .. } if node.is_null() => Ok(Vec::new()),
        Value::Scalar { .. } => Ok(vec![string(node, what)?]),
        Value::Map(_) => Err(err(
            node.pos,
            SchemaFault::MapForList {
                what: what.to_string(),
            },
        )),
    }
}

fn boolean(node: &Node, what: &str) -> Result<bool, SchemaError> {
    node.as_bool().ok_or_else(|| {
        err(
            node.pos,
            SchemaFault::NotABoolean {
                what: what.to_string(),
            },
        )
    })
}

/// Reads an example from its (already merged) top-level map.
pub fn read_example(root: &Node) -> Result<Example, SchemaError> {
    let entries = map_of(root, "exemple")?;
    let mut ex = Example::default();
    for (key, value) in entries {
        match key.as_str().unwrap_or_default() {
            "game" => ex.game = Some(string(value, "game")?),
            "setup" => ex.setup = Some(string(value, "setup")?),
            "turn" => ex.turn = Some(string(value, "turn")?),
            "caption" => ex.caption = Some(string(value, "caption")?),
            "letters" => {
                let id = string(value, "letters")?;
                let letters = crate::notation::Letters::from_id(&id.value);
                ex.letters =
                    Some(letters.ok_or_else(|| {
                        err(id.pos, SchemaFault::UnknownLetters { found: id.value })
                    })?);
            }
            // `file:`, `record:` and `ply:` are resolved by the loader.
            "file" | "record" | "ply" => {}
            "pieces" => {
                let mut seats = Vec::new();
                for (seat, list) in map_of(value, "pieces")? {
                    seats.push((string(seat, "pieces")?, strings(list, "pieces")?));
                }
                ex.pieces = Some(Spanned {
                    value: seats,
                    pos: key.pos,
                });
            }
            "rules" => {
                for (name, v) in map_of(value, "rules")? {
                    ex.rules.push((string(name, "rules")?, string(v, "rules")?));
                }
            }
            "moves" => ex.moves = read_moves(value)?,
            "show" => ex.show = read_show(value)?,
            "expect" => {
                ex.expect_pos = Some(key.pos);
                ex.expect = read_expect(value)?;
            }
            _ => return Err(unknown_key(key, TOP_KEYS, Place::Example)),
        }
    }
    if ex.setup.is_some() && ex.pieces.is_some() {
        let pos = ex.pieces.as_ref().map(|p| p.pos).unwrap_or_default();
        return Err(err(pos, SchemaFault::SetupAndPieces));
    }
    if let (Some(pieces), None) = (&ex.pieces, &ex.turn) {
        return Err(err(pieces.pos, SchemaFault::PiecesWithoutTurn));
    }
    Ok(ex)
}

fn read_moves(node: &Node) -> Result<Vec<Spanned<MoveItem>>, SchemaError> {
    let items: Vec<&Node> = match &node.value {
        Value::Seq(items) => items.iter().collect(),
        Value::Scalar { text, .. } if !node.is_null() => {
            // A plain string of moves separated by spaces, all at the same position;
            // split as the command line's `--moves` is (a bughouse `A.` keeps its move).
            return Ok(crate::notation::split_moves(text)
                .into_iter()
                .map(|m| Spanned {
                    value: MoveItem::Notation(m),
                    pos: node.pos,
                })
                .collect());
        }
        Value::Scalar { .. } => Vec::new(),
        Value::Map(_) => return Err(err(node.pos, SchemaFault::MovesNotAList)),
    };
    items
        .into_iter()
        .map(|item| read_move_item(item, "moves"))
        .collect()
}

/// One move or act of a list (`moves`, `legal`, `illegal`): a string in the game's
/// notation, or a one-key map for an act.
fn read_move_item(item: &Node, list: &str) -> Result<Spanned<MoveItem>, SchemaError> {
    let value = match &item.value {
        Value::Scalar { text, .. } if !item.is_null() => MoveItem::Notation(text.clone()),
        Value::Map(entries) if entries.len() == 1 => {
            let (k, v) = &entries[0];
            let act = match k.as_str().unwrap_or_default() {
                "resign" => ActKind::Resign,
                "timeout" => ActKind::Timeout,
                "claim_win" => ActKind::ClaimWin,
                "leave" => ActKind::Leave,
                "draw_agreed" => {
                    if !boolean(v, "draw_agreed")? {
                        return Err(err(v.pos, SchemaFault::DrawAgreedFalse));
                    }
                    return Ok(Spanned {
                        value: MoveItem::DrawAgreed,
                        pos: item.pos,
                    });
                }
                _ => {
                    return Err(unknown_key(k, ACT_KEYS, Place::ActsOf(list.to_string())));
                }
            };
            MoveItem::Act {
                act,
                seat: string(v, k.as_str().unwrap_or_default())?.value,
            }
        }
        _ => {
            return Err(err(
                item.pos,
                SchemaFault::NotAMoveOrAct {
                    list: list.to_string(),
                },
            ));
        }
    };
    Ok(Spanned {
        value,
        pos: item.pos,
    })
}

/// The moves or acts of `legal:` or `illegal:`: a list, or one move or act alone.
fn move_items(node: &Node, list: &str) -> Result<Vec<Spanned<MoveItem>>, SchemaError> {
    match &node.value {
        Value::Seq(items) => items.iter().map(|i| read_move_item(i, list)).collect(),
        Value::Scalar { .. } if node.is_null() => Ok(Vec::new()),
        _ => Ok(vec![read_move_item(node, list)?]),
    }
}

/// A clock reading, `minutes:seconds` with up to three decimals (`3:00`, `2:59.051`),
/// in milliseconds; a flag fallen past zero reads `-0:00.576`, as relays record it.
pub fn parse_clock(text: &str) -> Option<i64> {
    let text = text.trim();
    let (sign, text) = match text.strip_prefix('-') {
        Some(rest) => (-1, rest),
        None => (1, text),
    };
    let (min, rest) = text.split_once(':')?;
    let (sec, frac) = match rest.split_once('.') {
        Some((s, f)) => (s, Some(f)),
        None => (rest, None),
    };
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    if !digits(min) || min.len() > 4 || sec.len() != 2 || !digits(sec) {
        return None;
    }
    let sec: i64 = sec.parse().ok()?;
    if sec >= 60 {
        return None;
    }
    let ms = match frac {
        None => 0,
        Some(f) if digits(f) && f.len() <= 3 => format!("{f:0<3}").parse().ok()?,
        Some(_) => return None,
    };
    Some(sign * ((min.parse::<i64>().ok()? * 60 + sec) * 1000 + ms))
}

/// Milliseconds as `clocks:` writes them: `3:00`, `2:59.051`, `2:56.5`.
pub fn format_clock(ms: i64) -> String {
    let sign = if ms < 0 { "-" } else { "" };
    let ms = ms.abs();
    let (min, sec, frac) = (ms / 60_000, ms / 1000 % 60, ms % 1000);
    if frac == 0 {
        format!("{sign}{min}:{sec:02}")
    } else {
        let f = format!("{frac:03}");
        format!("{sign}{min}:{sec:02}.{}", f.trim_end_matches('0'))
    }
}

fn read_show(node: &Node) -> Result<Show, SchemaError> {
    let mut show = Show::default();
    for (key, value) in map_of(node, "show")? {
        match key.as_str().unwrap_or_default() {
            "arrows" => show.arrows = strings(value, "arrows")?,
            "marks" => show.marks = strings(value, "marks")?,
            "moves_of" => show.moves_of = Some(string(value, "moves_of")?),
            "last_move" => show.last_move = Some(boolean(value, "last_move")?),
            "bottom" => show.bottom = Some(string(value, "bottom")?),
            "interactive" => show.interactive = boolean(value, "interactive")?,
            "scores" => show.scores = Some(boolean(value, "scores")?),
            "clocks" => show.clocks = boolean(value, "clocks")?,
            _ => return Err(unknown_key(key, SHOW_KEYS, Place::Show)),
        }
    }
    Ok(show)
}

fn read_expect(node: &Node) -> Result<Vec<Claim>, SchemaError> {
    let mut claims = Vec::new();
    for (key, value) in map_of(node, "expect")? {
        let name = key.as_str().unwrap_or_default();
        let kind = match name {
            "legal" => ClaimKind::Legal(move_items(value, name)?),
            "illegal" => ClaimKind::Illegal(move_items(value, name)?),
            "moves_of" => {
                let mut pairs = Vec::new();
                for (sq, dests) in map_of(value, name)? {
                    pairs.push((string(sq, name)?, strings(dests, name)?));
                }
                ClaimKind::MovesOf(pairs)
            }
            "check" => ClaimKind::Check(strings(value, name)?),
            "checkmate" => ClaimKind::Checkmate(strings(value, name)?),
            "stalemate" => ClaimKind::Stalemate(strings(value, name)?),
            "next" => ClaimKind::Next(strings(value, name)?),
            "eliminated" => ClaimKind::Eliminated(strings(value, name)?),
            "winner" => ClaimKind::Winner(strings(value, name)?),
            "draw" => ClaimKind::Draw(boolean(value, name)?),
            "end" => ClaimKind::End(string(value, name)?),
            "because" => match super::because::read(value) {
                Some(b) => ClaimKind::Because(b),
                None => return Err(err(value.pos, SchemaFault::BecauseShape)),
            },
            "scores" if value.as_str() == Some("none") => ClaimKind::NoScores,
            "scores" => {
                let entries = match &value.value {
                    Value::Map(entries) if !entries.is_empty() => entries,
                    Value::Map(_) => return Err(err(value.pos, SchemaFault::EmptyScores)),
                    _ => {
                        return Err(err(
                            value.pos,
                            SchemaFault::ScoresShape {
                                found: found(value),
                            },
                        ));
                    }
                };
                let mut pairs = Vec::new();
                for (seat, points) in entries {
                    let text = string(points, name)?;
                    let n = text.value.parse::<i64>().map_err(|_| {
                        err(
                            points.pos,
                            SchemaFault::NotPoints {
                                text: text.value.clone(),
                            },
                        )
                    })?;
                    pairs.push((string(seat, name)?, n));
                }
                ClaimKind::Scores(pairs)
            }
            "hands" => {
                let mut pairs = Vec::new();
                for (seat, list) in map_of(value, name)? {
                    let letters = strings(list, name)?.into_iter().map(|s| s.value).collect();
                    pairs.push((string(seat, name)?, letters));
                }
                ClaimKind::Hands(pairs)
            }
            "clocks" => {
                let mut pairs = Vec::new();
                for (seat, time) in map_of(value, name)? {
                    let text = string(time, name)?;
                    let ms = parse_clock(&text.value).ok_or_else(|| {
                        err(
                            time.pos,
                            SchemaFault::NotAClock {
                                text: text.value.clone(),
                            },
                        )
                    })?;
                    pairs.push((
                        string(seat, name)?,
                        Spanned {
                            value: ms,
                            pos: time.pos,
                        },
                    ));
                }
                if pairs.is_empty() {
                    return Err(err(value.pos, SchemaFault::NoClocks));
                }
                ClaimKind::Clocks(pairs)
            }
            "ranking" => {
                let places = value
                    .as_seq()
                    .ok_or_else(|| err(value.pos, SchemaFault::RankingNotAList))?;
                let mut out = Vec::new();
                for place in places {
                    out.push(strings(place, name)?);
                }
                ClaimKind::Ranking(out)
            }
            _ => return Err(unknown_key(key, EXPECT_KEYS, Place::Expect)),
        };
        claims.push(Claim { pos: key.pos, kind });
    }
    Ok(claims)
}
