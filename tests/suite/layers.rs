//! The layering of the site side, checked on the source (docs/ARCHITECTURE.md, « Faults
//! and words »): no import cycle between the top-level modules of src/, and the fault
//! words (`fr`) named only by the edges that write reports. A module's imports are the
//! `crate::NAME` paths its files write (tests left out), comments included: a doc link
//! to a module above is a dependency in the reader's head too.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The modules that may name `fr`: the reporting edges and the command line.
const EDGES: &[&str] = &["report", "serve", "mdbook", "commands"];

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

/// The top-level modules of src/ (folders and files, lib.rs and main.rs aside).
fn top_modules(src: &Path) -> BTreeSet<String> {
    let mut mods = BTreeSet::new();
    for entry in std::fs::read_dir(src).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        if path.is_dir() {
            mods.insert(name);
        } else if let Some(stem) = name.strip_suffix(".rs")
            && stem != "lib"
            && stem != "main"
        {
            mods.insert(stem.to_string());
        }
    }
    mods
}

/// Every .rs file under `dir`, test files and folders left out.
fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        if path.is_dir() {
            if name != "tests" {
                rust_files(&path, out);
            }
        } else if name.ends_with(".rs") && name != "tests.rs" {
            out.push(path);
        }
    }
}

/// The text of a file without its test module (`#[cfg(test)] mod tests {` to the end).
fn without_tests(text: &str) -> &str {
    let mut from = 0;
    while let Some(at) = text[from..].find("#[cfg(test)]") {
        let start = from + at;
        let rest = text[start + "#[cfg(test)]".len()..].trim_start();
        if let Some(rest) = rest.strip_prefix("mod tests")
            && rest.trim_start().starts_with('{')
        {
            return &text[..start];
        }
        from = start + 1;
    }
    text
}

fn ident_at(s: &str) -> &str {
    let end = s
        .find(|c: char| !(c.is_alphanumeric() || c == '_'))
        .unwrap_or(s.len());
    &s[..end]
}

/// The top-level names a text imports: `crate::NAME…`, and each item of `use crate::{…}`.
fn imported(text: &str) -> BTreeSet<String> {
    let mut names = BTreeSet::new();
    for (at, _) in text.match_indices("crate::") {
        let rest = &text[at + "crate::".len()..];
        if let Some(group) = rest.strip_prefix('{') {
            let group = &group[..group.find('}').unwrap_or(group.len())];
            for item in group.split(',') {
                names.insert(ident_at(item.trim_start()).to_string());
            }
        } else {
            names.insert(ident_at(rest).to_string());
        }
    }
    names
}

/// module → the other top-level modules it imports.
fn graph() -> BTreeMap<String, BTreeSet<String>> {
    let src = src();
    let mods = top_modules(&src);
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    let mut edges: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for file in files {
        let rel = file.strip_prefix(&src).unwrap();
        let first = rel
            .components()
            .next()
            .unwrap()
            .as_os_str()
            .to_string_lossy();
        let top = first.trim_end_matches(".rs").to_string();
        if top == "lib" || top == "main" {
            continue;
        }
        let text = std::fs::read_to_string(&file).unwrap();
        for name in imported(without_tests(&text)) {
            if name != top && mods.contains(&name) {
                edges.entry(top.clone()).or_default().insert(name);
            }
        }
    }
    edges
}

/// A cycle through `from`, if any (a path from `from` back to it).
fn cycle_through(edges: &BTreeMap<String, BTreeSet<String>>, from: &str) -> Option<Vec<String>> {
    let mut stack = vec![vec![from.to_string()]];
    let mut seen = BTreeSet::new();
    while let Some(path) = stack.pop() {
        let last = path.last().unwrap();
        for next in edges.get(last).into_iter().flatten() {
            if next == from {
                let mut cycle = path.clone();
                cycle.push(next.clone());
                return Some(cycle);
            }
            if seen.insert(next.clone()) {
                let mut longer = path.clone();
                longer.push(next.clone());
                stack.push(longer);
            }
        }
    }
    None
}

#[test]
fn the_scanner_reads_imports_as_written() {
    let text = "use crate::site::{a, b};\nuse crate::{book, fr::x};\n// see [`crate::report`]\n\
                #[cfg(test)]\nmod tests {\n    use crate::serve;\n}\n";
    let names = imported(without_tests(text));
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    assert_eq!(names, ["book", "fr", "report", "site"]);
    let mut edges = BTreeMap::new();
    edges.insert("a".to_string(), BTreeSet::from(["b".to_string()]));
    edges.insert("b".to_string(), BTreeSet::from(["c".to_string()]));
    assert_eq!(cycle_through(&edges, "a"), None);
    edges.insert("c".to_string(), BTreeSet::from(["a".to_string()]));
    assert_eq!(cycle_through(&edges, "a").unwrap(), ["a", "b", "c", "a"]);
}

#[test]
fn top_level_modules_import_each_other_without_a_cycle() {
    let edges = graph();
    assert!(
        edges.contains_key("site"),
        "the scan found no imports: {edges:?}"
    );
    for module in edges.keys() {
        if let Some(cycle) = cycle_through(&edges, module) {
            panic!(
                "import cycle between top-level modules: {}",
                cycle.join(" → ")
            );
        }
    }
}

#[test]
fn only_the_edges_import_the_fault_words() {
    let edges = graph();
    let importers: Vec<&String> = edges
        .iter()
        .filter(|(_, to)| to.contains("fr"))
        .map(|(from, _)| from)
        .collect();
    assert!(
        !importers.is_empty(),
        "nothing imports fr: the scan is broken"
    );
    for from in importers {
        assert!(
            EDGES.contains(&from.as_str()),
            "`{from}` imports `fr`, the fault words: only the edges ({}) may; page words go to `lang`",
            EDGES.join(", ")
        );
    }
    // the page words are a leaf: they import none of the site side
    let lang = edges.get("lang").cloned().unwrap_or_default();
    let allowed = BTreeSet::from(["escape".to_string()]);
    assert!(lang.is_subset(&allowed), "lang imports {lang:?}");
}
