//! External preprocessors of book.toml (`[preprocessor.NAME]`), run through mdBook's
//! own protocol: `CMD supports html` (exit 0: it runs), then `[context, book]` as JSON
//! on its standard input and the book as JSON on its standard output — the types of the
//! `mdbook-preprocessor` crate, built here as JSON values (docs/ARCHITECTURE.md,
//! « Directives et préprocesseurs »).
//!
//! Order: mdBook's — a topological sort of `before`/`after` with the built-in `links`
//! and `index`, ties by name. arbitre expands `links` when it reads each page, so a
//! preprocessor ordered before `links` receives the chapters already expanded.
use serde_json::{Value, json};
use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

use super::faults::IoFault;
use super::options::{MdbookOptions, PreprocessorSpec};

/// Why a preprocessor failed.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Failure {
    NoCommand,
    /// its command was not found; `optional`: book.toml says `optional = true` (then a
    /// warning, and the book is built without it, as mdBook does)
    Missing {
        command: String,
        optional: bool,
    },
    Start {
        command: String,
        io: IoFault,
    },
    Exit {
        code: Option<i32>,
        stderr: String,
    },
    BadOutput {
        why: String,
        stderr: String,
    },
    /// `before`/`after` loop through `other`
    Order {
        other: String,
    },
}

/// The built-in preprocessors mdBook orders the others against.
const BUILT_IN: [&str; 2] = ["index", "links"];

/// The external preprocessors in mdBook's order; Err: the name of one in a cycle.
pub fn order(o: &MdbookOptions) -> Result<Vec<&PreprocessorSpec>, String> {
    Ok(all_in_order(o)?
        .iter()
        .filter_map(|n| o.preprocessors.iter().find(|p| &p.name == n))
        .collect())
}

/// Whether mdBook's `index` preprocessor (README.md → index.md in `path`) runs before
/// `name`.
pub fn after_index(o: &MdbookOptions, name: &str) -> bool {
    let names = all_in_order(o).unwrap_or_default();
    let at = |n: &str| names.iter().position(|x| x == n);
    matches!((at("index"), at(name)), (Some(i), Some(p)) if i < p)
}

/// Every preprocessor's name, the built-in ones included, in mdBook's order.
fn all_in_order(o: &MdbookOptions) -> Result<Vec<String>, String> {
    let mut names: Vec<String> = o.preprocessors.iter().map(|p| p.name.clone()).collect();
    if o.use_default_preprocessors {
        names.extend(BUILT_IN.iter().map(|s| s.to_string()));
    }
    names.sort();
    names.dedup();
    // (a, b): a runs before b
    let mut edges: Vec<(String, String)> = Vec::new();
    for p in &o.preprocessors {
        for b in p.before.iter().filter(|b| names.contains(b)) {
            edges.push((p.name.clone(), b.clone()));
        }
        for a in p.after.iter().filter(|a| names.contains(a)) {
            edges.push((a.clone(), p.name.clone()));
        }
    }
    let mut done: Vec<String> = Vec::new();
    let mut left = names;
    while !left.is_empty() {
        let free: Vec<String> = left
            .iter()
            .filter(|n| !edges.iter().any(|(a, b)| b == *n && !done.contains(a)))
            .cloned()
            .collect();
        if free.is_empty() {
            return Err(left[0].clone());
        }
        left.retain(|n| !free.contains(n));
        done.extend(free);
    }
    Ok(done)
}

/// mdBook's command line: split as a shell would; a path of more than one part is
/// relative to the book's root.
fn command(cmd: &str, root: &Path) -> Result<Command, Failure> {
    let mut words = shlex::Shlex::new(cmd);
    let exe = words.next().ok_or(Failure::NoCommand)?;
    let exe = if Path::new(&exe).components().count() == 1 {
        exe.into()
    } else {
        root.join(exe)
    };
    let mut c = Command::new(exe);
    c.args(words).current_dir(root);
    Ok(c)
}

/// The failure to start `p`'s command: [`Failure::Missing`] when it is not found.
fn start_failure(p: &PreprocessorSpec, e: std::io::Error) -> Failure {
    if e.kind() == std::io::ErrorKind::NotFound {
        Failure::Missing {
            command: p.command.clone(),
            optional: p.optional,
        }
    } else {
        Failure::Start {
            command: p.command.clone(),
            io: e.into(),
        }
    }
}

/// Whether it runs for the html renderer: `renderers` when given, else its answer to
/// `supports html`.
pub fn supports(p: &PreprocessorSpec, root: &Path) -> Result<bool, Failure> {
    if let Some(r) = &p.renderers {
        return Ok(r.iter().any(|r| r == "html"));
    }
    let status = command(&p.command, root)?
        .args(["supports", "html"])
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status();
    match status {
        Ok(s) => Ok(s.code() == Some(0)),
        Err(e) => Err(start_failure(p, e)),
    }
}

/// Runs one preprocessor on `book` (mdBook's JSON book) and gives back its book.
pub fn run(
    p: &PreprocessorSpec,
    root: &Path,
    o: &MdbookOptions,
    book: &Value,
) -> Result<Value, Failure> {
    let context = json!({
        "root": root,
        "config": o.table,
        "renderer": "html",
        "mdbook_version": "0.5.4",
    });
    let input = serde_json::to_vec(&json!([context, book])).unwrap_or_default();
    let mut child = command(&p.command, root)?
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| start_failure(p, e))?;
    // written from a thread: a preprocessor may answer before it has read everything
    let mut stdin = child.stdin.take();
    let writer = std::thread::spawn(move || {
        if let Some(s) = &mut stdin {
            let _ = s.write_all(&input);
        }
    });
    let out = child.wait_with_output().map_err(|e| Failure::Start {
        command: p.command.clone(),
        io: e.into(),
    })?;
    let _ = writer.join();
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    if !out.status.success() {
        return Err(Failure::Exit {
            code: out.status.code(),
            stderr,
        });
    }
    let book: Value = serde_json::from_slice(&out.stdout).map_err(|e| Failure::BadOutput {
        why: e.to_string(),
        stderr: stderr.clone(),
    })?;
    if !book.get("items").is_some_and(Value::is_array) {
        return Err(Failure::BadOutput {
            why: "no `items` list".into(),
            stderr,
        });
    }
    Ok(book)
}

/// A chapter as mdBook's `Chapter` serializes it: `path` is the page's name once
/// mdBook's `index` has run (`a/index.md` for `a/README.md`), `source_path` its file;
/// both null for a draft.
pub struct Chapter<'a> {
    pub name: &'a str,
    pub content: &'a str,
    pub number: Option<&'a [u32]>,
    pub path: Option<String>,
    pub source_path: Option<&'a str>,
    pub parents: &'a [String],
}

impl Chapter<'_> {
    pub fn json(&self, sub_items: Vec<Value>) -> Value {
        json!({"Chapter": {
            "name": self.name,
            "content": self.content,
            "number": self.number,
            "sub_items": sub_items,
            "path": self.path,
            "source_path": self.source_path,
            "parent_names": self.parents,
        }})
    }
}

/// A chapter of a file, not nested, named as its file.
#[doc(hidden)]
pub fn chapter(
    name: &str,
    content: &str,
    number: Option<&[u32]>,
    path: &str,
    parents: &[String],
) -> Value {
    let c = Chapter {
        name,
        content,
        number,
        path: Some(path.to_string()),
        source_path: Some(path),
        parents,
    };
    c.json(Vec::new())
}

/// Every chapter's (file, content) in a preprocessed book, nested ones included: the
/// file is its `source_path` (its `path` when it has none).
pub fn contents(book: &Value) -> Vec<(String, String)> {
    fn walk(items: &[Value], out: &mut Vec<(String, String)>) {
        for item in items {
            let Some(ch) = item.get("Chapter") else {
                continue;
            };
            let file = ch.get("source_path").filter(|v| !v.is_null());
            if let (Some(p), Some(c)) = (
                file.or(ch.get("path")).and_then(Value::as_str),
                ch.get("content").and_then(Value::as_str),
            ) {
                out.push((p.to_string(), c.to_string()));
            }
            if let Some(sub) = ch.get("sub_items").and_then(Value::as_array) {
                walk(sub, out);
            }
        }
    }
    let mut out = Vec::new();
    if let Some(items) = book.get("items").and_then(Value::as_array) {
        walk(items, &mut out);
    }
    out
}
