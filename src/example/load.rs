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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn block_keys_override_the_file() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(dir.path().join("content/positions")).unwrap();
        std::fs::write(
            dir.path().join("content/positions/p.yaml"),
            "game: chess\ncaption: du fichier\nexpect:\n  check: []\n",
        )
        .unwrap();
        let loaded = load(
            dir.path(),
            Path::new("content/x.md"),
            5,
            "file: p.yaml\ncaption: du bloc\n",
        )
        .unwrap();
        assert_eq!(loaded.example.caption.unwrap().value, "du bloc");
        assert_eq!(loaded.example.game.as_ref().unwrap().value, "chess");
        assert_eq!(loaded.example.expect[0].pos.src, 1);
        assert_eq!(
            loaded.sources[1].path,
            Path::new("content/positions/p.yaml")
        );
    }

    #[test]
    fn missing_file_and_escapes_are_reported() {
        let dir = tempfile::tempdir().unwrap();
        let (_, f) = load(
            dir.path(),
            Path::new("content/x.md"),
            1,
            "file: nope.yaml\n",
        )
        .unwrap_err();
        assert!(
            matches!(&*f.fault, Fault::Load(LoadFault::FileMissing { path })
                if path == Path::new("content/positions/nope.yaml")),
            "{f:?}"
        );
        let (_, f) = load(
            dir.path(),
            Path::new("content/x.md"),
            1,
            "file: ../secret.yaml\n",
        )
        .unwrap_err();
        assert!(
            matches!(&*f.fault, Fault::Load(LoadFault::FileNotRelative { name }) if name == "../secret.yaml"),
            "{f:?}"
        );
    }

    #[test]
    fn a_record_and_a_ply_give_the_setup_and_the_game() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(dir.path().join("content/parties")).unwrap();
        std::fs::write(
            dir.path().join("content/parties/g.pgn"),
            "[Result \"*\"]\n\n1. e4 e5 2. Nf3 *\n",
        )
        .unwrap();
        let page = Path::new("content/x.md");
        let loaded = load(dir.path(), page, 1, "record: parties/g.pgn\nply: 2\n").unwrap();
        assert_eq!(loaded.example.game.as_ref().unwrap().value, "chess");
        assert_eq!(
            loaded.example.setup.as_ref().unwrap().value,
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
        );
        let notation = |ex: &Example| -> Vec<String> {
            ex.moves
                .iter()
                .map(|m| match &m.value {
                    super::super::schema::MoveItem::Notation(s) => s.clone(),
                    other => format!("{other:?}"),
                })
                .collect()
        };
        assert_eq!(notation(&loaded.example), ["e4", "e5"]);
        // Inline text, to its end, then the example's own moves.
        let inline = load(dir.path(), page, 1, "record: \"1. d4 d5\"\nmoves: [c4]\n").unwrap();
        assert_eq!(notation(&inline.example), ["d4", "d5", "c4"]);
        // Past the end, and a record with setup:.
        let (_, f) = load(dir.path(), page, 1, "record: parties/g.pgn\nply: 9\n").unwrap_err();
        assert!(
            matches!(&*f.fault, Fault::Load(LoadFault::Record { .. })),
            "{f:?}"
        );
        let (_, f) =
            load(dir.path(), page, 1, "record: parties/g.pgn\nsetup: start\n").unwrap_err();
        assert!(
            matches!(&*f.fault, Fault::Load(LoadFault::RecordAndSetup)),
            "{f:?}"
        );
    }

    #[test]
    fn ply_by_move_number_and_seat() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(dir.path().join("content/parties")).unwrap();
        let parties = dir.path().join("content/parties");
        std::fs::write(parties.join("g.pgn"), "1. e4 e5 2. Nf3 Nc6 3. Bb5 *\n").unwrap();
        std::fs::write(
            parties.join("g.pgn4"),
            "[Variant \"FFA\"]\n[RuleVariants \"DeadKingWalking\"]\n\n\
             1. h2-h3 .. b7-c7 .. g13-g12 .. m8-l8\n2. Kh1-h2T .. b10-c10\n",
        )
        .unwrap();
        std::fs::write(
            parties.join("g.bpgn"),
            "[WhiteA \"w\"]\n\n1A. e4 1B. d4 1a. e5 2A. Nf3 1b. d5\n",
        )
        .unwrap();
        let page = Path::new("content/x.md");
        let plies = |yaml: &str| -> Result<usize, Box<Fault>> {
            load(dir.path(), page, 1, yaml)
                .map(|l| l.example.moves.len())
                .map_err(|(_, f)| f.fault)
        };
        // Chess: after Black's second move; French or English seat names.
        assert_eq!(plies("record: parties/g.pgn\nply: 2 noir\n").unwrap(), 4);
        assert_eq!(plies("record: parties/g.pgn\nply: 3 white\n").unwrap(), 5);
        assert_eq!(
            plies("record: parties/g.pgn\nply: \"1. blanc\"\n").unwrap(),
            1
        );
        // PGN4: Red's leaving and its zombie king's move are both in round 2.
        assert_eq!(plies("record: parties/g.pgn4\nply: 1 vert\n").unwrap(), 4);
        assert_eq!(plies("record: parties/g.pgn4\nply: 2 rouge\n").unwrap(), 6);
        assert_eq!(plies("record: parties/g.pgn4\nply: 2 bleu\n").unwrap(), 7);
        // BPGN: each board has its own numbers.
        assert_eq!(plies("record: parties/g.bpgn\nply: 2 A\n").unwrap(), 4);
        assert_eq!(plies("record: parties/g.bpgn\nply: 1 b\n").unwrap(), 5);
        for bad in ["douze noir", "2 noir blanc", "-1", "0 noir", "2"] {
            let yaml = format!("record: parties/g.pgn\nply: {bad}\n");
            match (bad, plies(&yaml)) {
                ("2", Ok(2)) => {}
                (_, Err(f)) if matches!(*f, Fault::Load(LoadFault::PlyNotANumber)) => {}
                other => panic!("{bad}: {other:?}"),
            }
        }
        let f = plies("record: parties/g.pgn\nply: 2 rouge\n").unwrap_err();
        assert!(
            matches!(&*f, Fault::Load(LoadFault::PlyUnknownSeat { name, known })
                if name == "rouge" && known == &["white", "black"]),
            "{f:?}"
        );
        let f = plies("record: parties/g.pgn\nply: 3 noir\n").unwrap_err();
        assert!(
            matches!(&*f, Fault::Load(LoadFault::PlyNoSuchMove { number: 3, seat })
                if seat == "noir"),
            "{f:?}"
        );
    }

    #[cfg(unix)]
    #[test]
    fn a_named_pipe_is_never_read_as_a_record() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(dir.path().join("content")).unwrap();
        let fifo = dir.path().join("content/pipe.pgn");
        let made = std::process::Command::new("mkfifo").arg(&fifo).status();
        if !made.is_ok_and(|s| s.success()) {
            panic!("mkfifo failed: the test cannot make its named pipe");
        }
        let (_, f) = load(
            dir.path(),
            Path::new("content/x.md"),
            1,
            "record: pipe.pgn\n",
        )
        .unwrap_err();
        assert!(
            matches!(&*f.fault, Fault::Load(LoadFault::NotAFile { .. })),
            "{f:?}"
        );
    }
}
