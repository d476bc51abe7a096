//! Reading one example from a fenced block, merging the YAML file its `file:` key
//! names (under `content/positions/`), the block's own keys winning.

use super::check::Failure;
use super::diagnostic::SourceText;
use super::schema::{Example, read_example};
use super::yaml::{Node, Pos, Value, parse};
use crate::fr::input::load_fault;
use std::path::{Component, Path, PathBuf};

/// An example read from its texts, with those texts for reports.
#[derive(Debug)]
pub struct Loaded {
    pub example: Example,
    pub sources: Vec<SourceText>,
}

/// What keeps an example's texts from being put together; [`crate::fr::input::load_fault`]
/// says it.
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
    #[allow(clippy::result_large_err)]
    let fail = |sources: &Vec<SourceText>, pos: Pos, claim: &str, found: String| {
        Err((
            sources.clone(),
            Failure {
                pos,
                claim: claim.to_string(),
                found,
                hint: None,
                claim_false: false,
            },
        ))
    };
    let block = match parse(body) {
        Ok(node) => node,
        Err(e) => return fail(&sources, e.pos, "YAML", e.message()),
    };
    let Some(entries) = block.as_map().map(<[(Node, Node)]>::to_vec) else {
        return fail(
            &sources,
            block.pos,
            "exemple",
            load_fault(&LoadFault::BlockNotAMap),
        );
    };
    let mut merged = entries.clone();
    if let Some((key, value)) = entries.iter().find(|(k, _)| k.as_str() == Some("file")) {
        let Some(name) = value.as_str() else {
            return fail(
                &sources,
                value.pos,
                "file",
                load_fault(&LoadFault::FileNotAName),
            );
        };
        if !is_plain_relative(name) {
            return fail(
                &sources,
                value.pos,
                "file",
                load_fault(&LoadFault::FileNotRelative {
                    name: name.to_string(),
                }),
            );
        }
        // the page's source folder: its first component (`content/…`), or the book root
        // for a page at the root (`src = "."`)
        let content_dir = match page.components().count() {
            0 | 1 => Path::new("").to_path_buf(),
            _ => page.components().next().map_or_else(
                || "content".into(),
                |c| Path::new(c.as_os_str()).to_path_buf(),
            ),
        };
        let rel = content_dir.join("positions").join(name);
        // a link out of the book is never read (its text would show in the report)
        if let Some(outside) = leaves_book(book_root, &book_root.join(&rel)) {
            return fail(
                &sources,
                value.pos,
                &format!("file: {name}"),
                load_fault(&LoadFault::LeavesBook {
                    path: rel.clone(),
                    outside,
                }),
            );
        }
        let text = match std::fs::read_to_string(book_root.join(&rel)) {
            Ok(t) => t,
            Err(_) => {
                return fail(
                    &sources,
                    value.pos,
                    &format!("file: {name}"),
                    load_fault(&LoadFault::FileMissing { path: rel.clone() }),
                );
            }
        };
        sources.push(SourceText {
            path: rel,
            text: text.clone(),
            line_offset: 0,
        });
        let mut included = match parse(&text) {
            Ok(node) => node,
            Err(e) => return fail(&sources, Pos { src: 1, ..e.pos }, "YAML", e.message()),
        };
        included.set_source(1);
        let Some(file_entries) = included.as_map() else {
            return fail(
                &sources,
                included.pos,
                "file",
                load_fault(&LoadFault::FileNotAMap),
            );
        };
        if let Some((k, _)) = file_entries
            .iter()
            .find(|(k, _)| k.as_str() == Some("file"))
        {
            return fail(&sources, k.pos, "file", load_fault(&LoadFault::NestedFile));
        }
        // The file's keys first, then the block's, which override them.
        merged = file_entries
            .iter()
            .filter(|(k, _)| !entries.iter().any(|(b, _)| b.as_str() == k.as_str()))
            .cloned()
            .chain(
                entries
                    .iter()
                    .filter(|(k, _)| k.as_str() != Some("file"))
                    .cloned(),
            )
            .collect();
        let _ = key;
    }
    let root = Node {
        pos: block.pos,
        value: Value::Map(merged),
    };
    match read_example(&root) {
        Ok(example) => Ok(Loaded { example, sources }),
        Err(e) => Err((
            sources,
            Failure {
                pos: e.pos,
                claim: "exemple".into(),
                found: e.message,
                hint: e.hint,
                claim_false: false,
            },
        )),
    }
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
        assert_eq!(loaded.example.game.unwrap().value, "chess");
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
        assert!(f.found.contains("introuvable"), "{f:?}");
        let (_, f) = load(
            dir.path(),
            Path::new("content/x.md"),
            1,
            "file: ../secret.yaml\n",
        )
        .unwrap_err();
        assert!(f.found.contains("relatif"), "{f:?}");
    }
}
