//! The mdBook keys of book.toml that change how pages are read and drawn, read from the
//! file's TOML as mdBook reads them (config.rs accepts the keys; this reads their
//! values): `[preprocessor.NAME]`, `build.use-default-preprocessors`,
//! `output.html.playground`, `output.html.code.hidelines`, `output.html.mathjax-support`
//! and `rust.edition`.
use std::collections::BTreeMap;
use std::path::Path;
use toml::{Table, Value};

/// One `[preprocessor.NAME]` table.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct PreprocessorSpec {
    pub name: String,
    /// `command`, else `mdbook-NAME`
    pub command: String,
    /// `renderers`: None asks the command (`CMD supports html`)
    pub renderers: Option<Vec<String>>,
    pub before: Vec<String>,
    pub after: Vec<String>,
    pub optional: bool,
}

#[derive(Debug, Clone, PartialEq)]
pub struct MdbookOptions {
    pub preprocessors: Vec<PreprocessorSpec>,
    pub use_default_preprocessors: bool,
    /// `output.html.playground.runnable` (default true)
    pub runnable: bool,
    /// `output.html.playground.editable` (default false)
    pub editable: bool,
    /// `output.html.code.hidelines`: language → prefix of hidden lines
    pub hidelines: BTreeMap<String, String>,
    /// `output.html.mathjax-support`: `$…$` and `$$…$$` read as math (MathML at build time)
    pub math: bool,
    /// `rust.edition` (`2021`…), a class of runnable blocks
    pub edition: Option<String>,
    /// the whole of book.toml, for the preprocessors' context
    pub table: Table,
}

impl Default for MdbookOptions {
    fn default() -> MdbookOptions {
        MdbookOptions {
            preprocessors: Vec::new(),
            use_default_preprocessors: true,
            runnable: true,
            editable: false,
            hidelines: BTreeMap::new(),
            math: false,
            edition: None,
            table: Table::new(),
        }
    }
}

fn get<'t>(t: &'t Table, path: &[&str]) -> Option<&'t Value> {
    let (last, head) = path.split_last()?;
    let mut at = t;
    for k in head {
        at = at.get(*k)?.as_table()?;
    }
    at.get(*last)
}

fn texts(v: Option<&Value>) -> Vec<String> {
    v.and_then(Value::as_array)
        .map(|a| {
            a.iter()
                .filter_map(|x| x.as_str().map(str::to_string))
                .collect()
        })
        .unwrap_or_default()
}

impl MdbookOptions {
    /// Reads book.toml at `root` (config.rs reports its faults; a file it refuses
    /// never gets here).
    pub fn load(root: &Path) -> MdbookOptions {
        let text = std::fs::read_to_string(root.join("book.toml")).unwrap_or_default();
        MdbookOptions::read(&text)
    }

    pub fn read(text: &str) -> MdbookOptions {
        let table: Table = text.parse().unwrap_or_default();
        let d = MdbookOptions::default();
        let flag = |path: &[&str], default: bool| {
            get(&table, path)
                .and_then(Value::as_bool)
                .unwrap_or(default)
        };
        let mut preprocessors = Vec::new();
        if let Some(pre) = get(&table, &["preprocessor"]).and_then(Value::as_table) {
            for (name, spec) in pre {
                let Some(spec) = spec.as_table() else {
                    continue;
                };
                // `[preprocessor.links]` and `[preprocessor.index]` set mdBook's built-in
                // ones, which arbitre runs itself: no command to start
                if matches!(name.as_str(), "links" | "index") {
                    continue;
                }
                preprocessors.push(PreprocessorSpec {
                    name: name.clone(),
                    command: spec
                        .get("command")
                        .and_then(Value::as_str)
                        .map_or_else(|| format!("mdbook-{name}"), str::to_string),
                    renderers: spec.get("renderers").map(|r| texts(Some(r))),
                    before: texts(spec.get("before")),
                    after: texts(spec.get("after")),
                    optional: spec
                        .get("optional")
                        .and_then(Value::as_bool)
                        .unwrap_or(false),
                });
            }
        }
        let hidelines = get(&table, &["output", "html", "code", "hidelines"])
            .and_then(Value::as_table)
            .map(|t| {
                t.iter()
                    .filter_map(|(k, v)| Some((k.clone(), v.as_str()?.to_string())))
                    .collect()
            })
            .unwrap_or_default();
        let edition = get(&table, &["rust", "edition"]).and_then(|v| match v {
            Value::String(s) => Some(s.clone()),
            Value::Integer(i) => Some(i.to_string()),
            _ => None,
        });
        MdbookOptions {
            preprocessors,
            use_default_preprocessors: flag(&["build", "use-default-preprocessors"], true),
            runnable: flag(&["output", "html", "playground", "runnable"], d.runnable),
            editable: flag(&["output", "html", "playground", "editable"], d.editable),
            hidelines,
            math: flag(&["output", "html", "mathjax-support"], false),
            edition,
            table,
        }
    }
}
