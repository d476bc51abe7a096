//! Reading one example from a fenced block, merging the YAML file its `file:` key
//! names (under `content/positions/`), the block's own keys winning.

use super::diagnostic::SourceText;
use super::fault::{Failure, Fault};
use super::schema::{Example, read_example};
use super::yaml::{Node, Pos, Value, YamlError, parse};
use std::path::{Component, Path, PathBuf};

/// An example read from its texts, with those texts for reports.
#[derive(Debug)]
pub struct Loaded {
    pub example: Example,
    pub sources: Vec<SourceText>,
}

/// What keeps an example's texts from being put together.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LoadFault {
    /// The block is not a map of keys.
    BlockNotAMap,
    FileNotAName,
    FileNotRelative {
        name: String,
    },
    /// `path` leads (by a symbolic link) to `outside`, out of the book.
    LeavesBook {
        path: PathBuf,
        outside: String,
    },
    FileMissing {
        path: PathBuf,
    },
    FileNotAMap,
    /// An included file names another with its own `file:`.
    NestedFile,
    /// `record:` is not text (a file name or a record), or `ply:` no whole number.
    RecordNotText,
    /// `ply:` neither a number of acts nor a move number and a seat (`12 noir`).
    PlyNotANumber,
    /// `ply: 12 mauve`: no such seat in the record's game.
    PlyUnknownSeat {
        name: String,
        known: Vec<String>,
    },
    /// `ply: 80 noir`: the record has no move of that number by that seat.
    PlyNoSuchMove {
        number: u32,
        seat: String,
    },
    /// `record:` with `setup:` or `pieces:`: the record gives the position.
    RecordAndSetup,
    /// The file of `record:` or `file:` is not a plain file (a named pipe, a folder):
    /// never read.
    NotAFile {
        path: PathBuf,
    },
    /// The record cannot be read or replayed to `ply`; `path` None for inline text.
    Record {
        path: Option<PathBuf>,
        error: Box<crate::notation::record::RecordError>,
    },
}

/// Reads the example of a `position` block. `page` is relative to `book_root`;
/// `first_line` is the page line of the block's first content line.
// The error (the texts read and one failure) is built once per failing example, never
// in a loop: its size does not matter, and callers destructure it as is.
#[allow(clippy::result_large_err)]
pub fn load(
    book_root: &Path,
    page: &Path,
    first_line: usize,
    body: &str,
) -> Result<Loaded, (Vec<SourceText>, Failure)> {
    let mut sources = vec![SourceText {
        path: page.to_path_buf(),
        text: body.to_string(),
        line_offset: first_line.saturating_sub(1),
    }];
    let root = match merged(book_root, page, body, &mut sources)
        .and_then(|root| with_record(book_root, page, root))
    {
        Ok(root) => root,
        Err(failure) => return Err((sources, failure)),
    };
    match read_example(&root) {
        Ok(example) => Ok(Loaded { example, sources }),
        Err(e) => Err((
            sources,
            Failure::new(e.pos, "exemple", Fault::Schema(e.fault)),
        )),
    }
}

fn yaml_failure(e: YamlError) -> Failure {
    Failure::new(e.pos, "YAML", Fault::Yaml(e.fault))
}

fn load_failure(pos: Pos, claim: &str, fault: LoadFault) -> Failure {
    Failure::new(pos, claim, Fault::Load(fault))
}

/// The block's keys, merged with those of the file its `file:` key names: the file's
/// keys first, then the block's, which override them.
fn merged(
    book_root: &Path,
    page: &Path,
    body: &str,
    sources: &mut Vec<SourceText>,
) -> Result<Node, Failure> {
    let block = parse(body).map_err(yaml_failure)?;
    let Some(entries) = block.as_map().map(<[(Node, Node)]>::to_vec) else {
        return Err(load_failure(block.pos, "exemple", LoadFault::BlockNotAMap));
    };
    let Some((_, value)) = entries.iter().find(|(k, _)| k.as_str() == Some("file")) else {
        return Ok(Node {
            pos: block.pos,
            value: Value::Map(entries),
        });
    };
    let file_entries = included(book_root, page, value, sources)?;
    // a set, so that many keys on both sides cost linear time
    let own: std::collections::HashSet<Option<&str>> =
        entries.iter().map(|(k, _)| k.as_str()).collect();
    let merged = file_entries
        .iter()
        .filter(|(k, _)| !own.contains(&k.as_str()))
        .cloned()
        .chain(
            entries
                .iter()
                .filter(|(k, _)| k.as_str() != Some("file"))
                .cloned(),
        )
        .collect();
    Ok(Node {
        pos: block.pos,
        value: Value::Map(merged),
    })
}

/// The keys of the positions file a `file:` value names (under the page's source
/// folder's `positions/`); its text joins `sources` as source 1.
fn included(
    book_root: &Path,
    page: &Path,
    value: &Node,
    sources: &mut Vec<SourceText>,
) -> Result<Vec<(Node, Node)>, Failure> {
    let Some(name) = value.as_str() else {
        return Err(load_failure(value.pos, "file", LoadFault::FileNotAName));
    };
    if !is_plain_relative(name) {
        let fault = LoadFault::FileNotRelative {
            name: name.to_string(),
        };
        return Err(load_failure(value.pos, "file", fault));
    }
    let rel = content_dir(page).join("positions").join(name);
    let claim = format!("file: {name}");
    // a link out of the book is never read (its text would show in the report)
    if let Some(outside) = leaves_book(book_root, &book_root.join(&rel)) {
        let fault = LoadFault::LeavesBook { path: rel, outside };
        return Err(load_failure(value.pos, &claim, fault));
    }
    let full = book_root.join(&rel);
    if full.exists() && !full.is_file() {
        let fault = LoadFault::NotAFile { path: rel };
        return Err(load_failure(value.pos, &claim, fault));
    }
    let Ok(text) = crate::files::read_to_string(&full) else {
        let fault = LoadFault::FileMissing { path: rel };
        return Err(load_failure(value.pos, &claim, fault));
    };
    sources.push(SourceText {
        path: rel,
        text: text.clone(),
        line_offset: 0,
    });
    let mut included = parse(&text).map_err(|e| {
        yaml_failure(YamlError {
            pos: Pos { src: 1, ..e.pos },
            ..e
        })
    })?;
    included.set_source(1);
    let Some(file_entries) = included.as_map() else {
        return Err(load_failure(included.pos, "file", LoadFault::FileNotAMap));
    };
    if let Some((k, _)) = file_entries
        .iter()
        .find(|(k, _)| k.as_str() == Some("file"))
    {
        return Err(load_failure(k.pos, "file", LoadFault::NestedFile));
    }
    Ok(file_entries.to_vec())
}

/// The page's source folder: its first component (`content/…`), or the book root for
/// a page at the root (`src = "."`).
fn content_dir(page: &Path) -> PathBuf {
    match page.components().count() {
        0 | 1 => Path::new("").to_path_buf(),
        _ => page.components().next().map_or_else(
            || "content".into(),
            |c| Path::new(c.as_os_str()).to_path_buf(),
        ),
    }
}

/// Where `ply:` stops a record: after so many acts, or right after a seat's move of
/// the record's numbering (`12 noir`, `12 rouge`, `12 b`: the seat as `turn:` names it).
#[derive(Clone, Debug, PartialEq, Eq)]
enum PlyAt {
    Acts(usize),
    Move { number: u32, seat: String },
}

fn read_ply(text: &str) -> Option<PlyAt> {
    let text = text.trim();
    if let Ok(n) = text.parse::<usize>() {
        return Some(PlyAt::Acts(n));
    }
    let (number, seat) = text.split_once(char::is_whitespace)?;
    let number = number.trim_end_matches('.').parse::<u32>().ok()?;
    let seat = seat.trim();
    (number > 0 && !seat.is_empty() && !seat.contains(char::is_whitespace)).then(|| PlyAt::Move {
        number,
        seat: seat.to_string(),
    })
}

/// The number of the record's acts `ply:` asks for.
fn plies_to(
    replay: &crate::notation::record::Replay,
    pos: Pos,
    at: PlyAt,
    recorded: &dyn Fn(crate::notation::record::RecordError) -> Failure,
) -> Result<usize, Failure> {
    let fault = |f: LoadFault| load_failure(pos, "ply", f);
    match at {
        PlyAt::Acts(n) => {
            replay.after(n).map_err(recorded)?;
            Ok(n)
        }
        PlyAt::Move { number, seat: name } => {
            let game: &dyn crate::rules::Game = &replay.game;
            let Some(seat) = super::check::seat_named(game, &name) else {
                let known = game
                    .seats()
                    .iter()
                    .map(|s| game.seat_id(*s).to_string())
                    .collect();
                return Err(fault(LoadFault::PlyUnknownSeat { name, known }));
            };
            replay
                .plies_through(number, seat)
                .ok_or_else(|| fault(LoadFault::PlyNoSuchMove { number, seat: name }))
        }
    }
}

/// `record:` (a file beside the pages, or the record's text) and `ply:` (acts played,
/// the end by default) become the `setup:` of the position there, and `game:` the
/// record's preset if the example names none; the checker then sees a plain example.
fn with_record(book_root: &Path, page: &Path, root: Node) -> Result<Node, Failure> {
    let Value::Map(entries) = root.value else {
        return Ok(root);
    };
    let find = |k: &str| entries.iter().find(|(key, _)| key.as_str() == Some(k));
    let Some((_, value)) = find("record") else {
        return Ok(Node {
            pos: root.pos,
            value: Value::Map(entries),
        });
    };
    let fault = |pos: Pos, f: LoadFault| load_failure(pos, "record", f);
    if let Some((k, _)) = find("setup").or_else(|| find("pieces")) {
        return Err(fault(k.pos, LoadFault::RecordAndSetup));
    }
    let Some(given) = value.as_str() else {
        return Err(fault(value.pos, LoadFault::RecordNotText));
    };
    let ply = match find("ply") {
        None => None,
        Some((_, n)) => Some((
            n.pos,
            n.as_str()
                .and_then(read_ply)
                .ok_or_else(|| fault(n.pos, LoadFault::PlyNotANumber))?,
        )),
    };
    let (text, path) = record_text(book_root, page, given).map_err(|f| fault(value.pos, f))?;
    let preset = find("game")
        .and_then(|(_, g)| g.as_str())
        .and_then(crate::rules::Preset::from_id);
    let opts = crate::notation::record::ReplayOptions {
        kind: path
            .as_deref()
            .and_then(crate::notation::record::kind_of_path),
        preset,
        ..Default::default()
    };
    let recorded = |error| {
        fault(
            value.pos,
            LoadFault::Record {
                path: path.clone(),
                error: Box::new(error),
            },
        )
    };
    let replay = crate::notation::record::replay(&text, &opts).map_err(recorded)?;
    let upto = match ply {
        Some((pos, at)) => plies_to(&replay, pos, at, &recorded)?,
        None => replay.plies.len(),
    };
    let scalar = |text: String| Node {
        pos: value.pos,
        value: Value::Scalar { text, quoted: true },
    };
    // The record's moves are played by the checker from the record's start, so that
    // the game keeps what a position string forgets (its end, its repetitions).
    let mut moves = record_moves(&replay, upto, &scalar);
    let mut rules: Vec<(Node, Node)> = replay
        .rules
        .iter()
        .map(|(k, v)| (scalar(k.clone()), scalar(v.clone())))
        .collect();
    let mut out: Vec<(Node, Node)> = Vec::new();
    for (k, v) in entries.iter() {
        match (k.as_str(), &v.value) {
            (Some("record" | "ply"), _) => {}
            (Some("moves"), Value::Seq(items)) => moves.extend(items.iter().cloned()),
            (Some("moves"), Value::Scalar { text, .. }) if !v.is_null() => {
                moves.extend(crate::notation::split_moves(text).into_iter().map(&scalar));
            }
            (Some("rules"), Value::Map(own)) => rules.extend(own.iter().cloned()),
            _ => out.push((k.clone(), v.clone())),
        }
    }
    out.push((
        scalar("setup".into()),
        scalar(crate::notation::write_position(&replay.start)),
    ));
    out.push((
        scalar("moves".into()),
        Node {
            pos: value.pos,
            value: Value::Seq(moves),
        },
    ));
    if !rules.is_empty() {
        out.push((
            scalar("rules".into()),
            Node {
                pos: value.pos,
                value: Value::Map(rules),
            },
        ));
    }
    if find("game").is_none() {
        use crate::rules::Game;
        out.push((
            scalar("game".into()),
            scalar(replay.game.preset().id().to_string()),
        ));
    }
    Ok(Node {
        pos: root.pos,
        value: Value::Map(out),
    })
}

/// The first `upto` acts of a replay as `moves:` items: moves in the game's notation,
/// acts as `{resign: seat}`, `{timeout: seat}`.
fn record_moves(
    replay: &crate::notation::record::Replay,
    upto: usize,
    scalar: &dyn Fn(String) -> Node,
) -> Vec<Node> {
    use crate::rules::{Game, Move};
    let mut game = replay.start.clone();
    let mut out = Vec::with_capacity(upto);
    for p in &replay.plies[..upto] {
        let item = match &p.mv {
            Move::Resign(s) | Move::Timeout(s) => {
                let act = if matches!(p.mv, Move::Resign(_)) {
                    "resign"
                } else {
                    "timeout"
                };
                Node {
                    pos: scalar(String::new()).pos,
                    value: Value::Map(vec![(
                        scalar(act.to_string()),
                        scalar(game.seat_id(*s).to_string()),
                    )]),
                }
            }
            mv => scalar(crate::notation::write_move(&game, p.seat, mv)),
        };
        out.push(item);
        if game.play(p.seat, &p.mv).is_err() {
            break;
        }
    }
    out
}

/// The record's text: `given` itself when it spans lines or holds a tag, else the
/// file of that name under the page's source folder, read with the same care as
/// `file:` (inside the book, a plain file, never a named pipe).
fn record_text(
    book_root: &Path,
    page: &Path,
    given: &str,
) -> Result<(String, Option<PathBuf>), LoadFault> {
    if given.contains('\n') || given.trim_start().starts_with('[') || given.contains(". ") {
        return Ok((given.to_string(), None));
    }
    if !is_plain_relative(given) {
        return Err(LoadFault::FileNotRelative {
            name: given.to_string(),
        });
    }
    let rel = content_dir(page).join(given);
    let full = book_root.join(&rel);
    if let Some(outside) = leaves_book(book_root, &full) {
        return Err(LoadFault::LeavesBook { path: rel, outside });
    }
    match std::fs::metadata(&full) {
        Err(_) => return Err(LoadFault::FileMissing { path: rel }),
        Ok(m) if !m.is_file() => return Err(LoadFault::NotAFile { path: rel }),
        Ok(_) => {}
    }
    let text = crate::files::read_to_string(&full).map_err(|e| match e.kind() {
        std::io::ErrorKind::Unsupported => LoadFault::NotAFile { path: rel.clone() },
        _ => LoadFault::FileMissing { path: rel.clone() },
    })?;
    Ok((text, Some(rel)))
}

/// Where `path` really leads when that is outside `book_root` (a symbolic link).
fn leaves_book(book_root: &Path, path: &Path) -> Option<String> {
    let book = book_root.canonicalize().ok()?;
    let real = path.canonicalize().ok()?;
    (!real.starts_with(&book)).then(|| real.display().to_string())
}

fn is_plain_relative(name: &str) -> bool {
    let p = Path::new(name);
    !name.is_empty() && p.components().all(|c| matches!(c, Component::Normal(_)))
}
