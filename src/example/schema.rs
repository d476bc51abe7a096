//! The YAML schema of a position example (DESIGN.md §4, a contract): reading a spanned
//! YAML tree into an [`Example`], with a clear French message at the right line for
//! every unknown key, wrong shape or missing value.

use super::yaml::{Node, Pos, Value};

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
    /// What is wrong, the diagnostic's headline.
    pub message: String,
    /// How to fix it ("vouliez-vous dire", the accepted keys).
    pub hint: Option<String>,
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
    Legal(Vec<Spanned<String>>),
    Illegal(Vec<Spanned<String>>),
    MovesOf(Vec<(Spanned<String>, Vec<Spanned<String>>)>),
    Check(Vec<Spanned<String>>),
    Checkmate(Vec<Spanned<String>>),
    Stalemate(Vec<Spanned<String>>),
    Next(Vec<Spanned<String>>),
    Scores(Vec<(Spanned<String>, i64)>),
    Hands(Vec<(Spanned<String>, Vec<String>)>),
    Eliminated(Vec<Spanned<String>>),
    Winner(Vec<Spanned<String>>),
    Draw(bool),
    Ranking(Vec<Vec<Spanned<String>>>),
    End(Spanned<String>),
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
            ClaimKind::Scores(_) => "scores",
            ClaimKind::Hands(_) => "hands",
            ClaimKind::Eliminated(_) => "eliminated",
            ClaimKind::Winner(_) => "winner",
            ClaimKind::Draw(_) => "draw",
            ClaimKind::Ranking(_) => "ranking",
            ClaimKind::End(_) => "end",
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
}

pub const TOP_KEYS: &[&str] = &[
    "game", "setup", "pieces", "turn", "rules", "moves", "show", "caption", "expect", "file",
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
];

fn err(pos: Pos, message: impl Into<String>) -> SchemaError {
    SchemaError {
        pos,
        message: message.into(),
        hint: None,
    }
}

/// "did you mean" for a misspelt key: the closest known key within a small distance.
pub fn suggest<'a>(word: &str, known: &[&'a str]) -> Option<&'a str> {
    let best = known
        .iter()
        .map(|k| (crate::rules::options::edit_distance(word, k), *k))
        .min_by_key(|(d, _)| *d)?;
    let limit = (word.chars().count().max(best.1.len()) / 3).max(1);
    (best.0 <= limit).then_some(best.1)
}

fn unknown_key(key: &Node, known: &[&str], place: &str) -> SchemaError {
    let word = key.as_str().unwrap_or_default();
    let hint = match suggest(word, known) {
        Some(k) => format!("vouliez-vous dire « {k} » ?"),
        None => format!("clés permises : {}", known.join(", ")),
    };
    SchemaError {
        hint: Some(hint),
        ..err(key.pos, format!("clé inconnue « {word} » {place}"))
    }
}

fn map_of<'a>(node: &'a Node, what: &str) -> Result<&'a [(Node, Node)], SchemaError> {
    if node.is_null() {
        return Ok(&[]);
    }
    node.as_map().ok_or_else(|| {
        err(
            node.pos,
            format!("« {what} » attend un dictionnaire, pas {}", node.kind_fr()),
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
            format!(
                "« {what} » attend une valeur simple, pas {}",
                describe(node)
            ),
        )),
    }
}

fn describe(node: &Node) -> &'static str {
    if node.is_null() {
        "une valeur vide"
    } else {
        node.kind_fr()
    }
}

/// A list of scalars; a single scalar counts as a one-element list.
fn strings(node: &Node, what: &str) -> Result<Vec<Spanned<String>>, SchemaError> {
    match &node.value {
        Value::Seq(items) => items.iter().map(|n| string(n, what)).collect(),
        Value::Scalar { .. } if node.is_null() => Ok(Vec::new()),
        Value::Scalar { .. } => Ok(vec![string(node, what)?]),
        Value::Map(_) => Err(err(
            node.pos,
            format!("« {what} » attend une liste, pas un dictionnaire"),
        )),
    }
}

fn boolean(node: &Node, what: &str) -> Result<bool, SchemaError> {
    node.as_bool()
        .ok_or_else(|| err(node.pos, format!("« {what} » attend true ou false")))
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
            "file" => {}
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
            _ => return Err(unknown_key(key, TOP_KEYS, "dans l'exemple")),
        }
    }
    if ex.setup.is_some() && ex.pieces.is_some() {
        let pos = ex.pieces.as_ref().map(|p| p.pos).unwrap_or_default();
        return Err(err(
            pos,
            "« setup » et « pieces » s'excluent : choisissez l'un ou l'autre",
        ));
    }
    if let (Some(pieces), None) = (&ex.pieces, &ex.turn) {
        return Err(err(
            pieces.pos,
            "« pieces » demande aussi « turn » (le joueur au trait)",
        ));
    }
    Ok(ex)
}

fn read_moves(node: &Node) -> Result<Vec<Spanned<MoveItem>>, SchemaError> {
    let items: Vec<&Node> = match &node.value {
        Value::Seq(items) => items.iter().collect(),
        Value::Scalar { text, .. } if !node.is_null() => {
            // A plain string of moves separated by spaces, all at the same position.
            return Ok(text
                .split_whitespace()
                .map(|m| Spanned {
                    value: MoveItem::Notation(m.to_string()),
                    pos: node.pos,
                })
                .collect());
        }
        Value::Scalar { .. } => Vec::new(),
        Value::Map(_) => return Err(err(node.pos, "« moves » attend une liste de coups")),
    };
    let mut out = Vec::new();
    for item in items {
        let value = match &item.value {
            Value::Scalar { text, .. } => MoveItem::Notation(text.clone()),
            Value::Map(entries) if entries.len() == 1 => {
                let (k, v) = &entries[0];
                let act = match k.as_str().unwrap_or_default() {
                    "resign" => ActKind::Resign,
                    "timeout" => ActKind::Timeout,
                    "claim_win" => ActKind::ClaimWin,
                    "leave" => ActKind::Leave,
                    "draw_agreed" => {
                        if !boolean(v, "draw_agreed")? {
                            return Err(err(v.pos, "« draw_agreed » ne s'écrit qu'avec true"));
                        }
                        out.push(Spanned {
                            value: MoveItem::DrawAgreed,
                            pos: item.pos,
                        });
                        continue;
                    }
                    _ => {
                        return Err(unknown_key(
                            k,
                            &["resign", "timeout", "claim_win", "leave", "draw_agreed"],
                            "parmi les actes de « moves »",
                        ));
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
                    "un coup s'écrit comme un texte, ou un acte comme {resign: joueur}",
                ));
            }
        };
        out.push(Spanned {
            value,
            pos: item.pos,
        });
    }
    Ok(out)
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
            _ => return Err(unknown_key(key, SHOW_KEYS, "dans « show »")),
        }
    }
    Ok(show)
}

fn read_expect(node: &Node) -> Result<Vec<Claim>, SchemaError> {
    let mut claims = Vec::new();
    for (key, value) in map_of(node, "expect")? {
        let name = key.as_str().unwrap_or_default();
        let kind = match name {
            "legal" => ClaimKind::Legal(strings(value, name)?),
            "illegal" => ClaimKind::Illegal(strings(value, name)?),
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
            "scores" => {
                let mut pairs = Vec::new();
                for (seat, points) in map_of(value, name)? {
                    let text = string(points, name)?;
                    let n = text.value.parse::<i64>().map_err(|_| {
                        err(
                            points.pos,
                            format!("« {} » n'est pas un nombre de points", text.value),
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
            "ranking" => {
                let places = value
                    .as_seq()
                    .ok_or_else(|| err(value.pos, "« ranking » attend une liste de places"))?;
                let mut out = Vec::new();
                for place in places {
                    out.push(strings(place, name)?);
                }
                ClaimKind::Ranking(out)
            }
            _ => return Err(unknown_key(key, EXPECT_KEYS, "dans « expect »")),
        };
        claims.push(Claim { pos: key.pos, kind });
    }
    Ok(claims)
}

#[cfg(test)]
mod tests {
    use super::super::yaml::parse;
    use super::*;

    #[test]
    fn reads_every_part() {
        let text = "game: chess\nsetup: start\nmoves: [e4, {resign: black}]\nshow: {arrows: [e2-e4], interactive: true}\nexpect:\n  check: []\n  next: black\n  scores: {red: 8}\n";
        let ex = read_example(&parse(text).unwrap()).unwrap();
        assert_eq!(ex.game.unwrap().value, "chess");
        assert_eq!(ex.moves.len(), 2);
        assert_eq!(
            ex.moves[1].value,
            MoveItem::Act {
                act: ActKind::Resign,
                seat: "black".into()
            }
        );
        assert!(ex.show.interactive);
        assert_eq!(ex.expect.len(), 3);
        assert_eq!(ex.expect[1].pos.line, 7);
        assert!(matches!(&ex.expect[2].kind, ClaimKind::Scores(p) if p[0].1 == 8));
    }

    #[test]
    fn unknown_keys_suggest_the_closest() {
        let e = read_example(&parse("setup: start\nexpect:\n  chek: []\n").unwrap()).unwrap_err();
        assert_eq!(e.pos.line, 3);
        assert!(e.message.contains("« chek »"), "{}", e.message);
        assert!(e.hint.unwrap().contains("« check »"));
        let e = read_example(&parse("zzz: 1\n").unwrap()).unwrap_err();
        assert!(e.hint.unwrap().contains("clés permises"));
    }

    #[test]
    fn pieces_need_a_turn() {
        let e = read_example(&parse("pieces: {white: [Ke1]}\n").unwrap()).unwrap_err();
        assert!(e.message.contains("turn"));
    }
}
