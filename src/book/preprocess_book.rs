//! The book's side of mdBook's directives and external preprocessors: the faults the
//! directives left on each page, and the preprocessors of book.toml run over the pages
//! (their output read back as the pages' new text).
use std::path::Path;

use super::Problem;
use super::faults::BuildFault;
use super::options::MdbookOptions;
use super::page::{self, Loaded, Page};
use super::preprocess::{self, Failure};
use super::summary::{EntryKind, Summary};

/// Each directive that could not be expanded: an error at its page's file and line.
pub fn directive_problems(pages: &[Page]) -> Vec<Problem> {
    let mut out = Vec::new();
    for p in pages {
        let Loaded::Read(src) = &p.source else {
            continue;
        };
        let Some(d) = &src.directives else { continue };
        for f in &d.faults {
            let fault = BuildFault::Directive(f.kind.clone(), f.directive.clone());
            let mut pr = Problem::new(
                p.file_label.clone(),
                f.at.line + src.body_line_offset,
                fault,
            );
            pr.col = f.at.col;
            pr.width = f.at.token.chars().count().max(1);
            pr.source = Some(f.at.source.clone());
            out.push(pr);
        }
    }
    out
}

/// The files the pages' directives read, as labels from the book's root (`src/a/b.md`):
/// an included Markdown file is no page left out of the summary.
pub fn included_labels(root: &Path, pages: &[Page]) -> Vec<String> {
    let mut out = Vec::new();
    for p in pages {
        let Loaded::Read(src) = &p.source else {
            continue;
        };
        let Some(d) = &src.directives else { continue };
        for f in &d.files {
            let Ok(rel) = f.strip_prefix(root) else {
                continue;
            };
            let mut parts: Vec<String> = Vec::new();
            for c in rel.components() {
                match c {
                    std::path::Component::ParentDir => {
                        parts.pop();
                    }
                    std::path::Component::Normal(n) => parts.push(n.to_string_lossy().into()),
                    _ => {}
                }
            }
            out.push(parts.join("/"));
        }
    }
    out
}

/// What running the preprocessors found: errors (the first failure) and warnings.
#[derive(Debug, Default)]
pub struct Ran {
    pub errors: Vec<Problem>,
    pub warnings: Vec<Problem>,
}

/// Runs the preprocessors of book.toml in mdBook's order; each page it changed is read
/// again from its new text. A failure stops the chain (as in mdBook) and is an error
/// at book.toml; an optional one whose command is not found is skipped with a warning
/// there (mdBook's « was not found, but is marked as optional »).
pub fn run(
    root: &Path,
    options: &MdbookOptions,
    summary: &Summary,
    pages: &mut [Page],
    smart: bool,
) -> Ran {
    let mut ran = Ran::default();
    if options.preprocessors.is_empty() {
        return ran;
    }
    let problem = |name: &str, failure| {
        let fault = BuildFault::Preprocessor {
            name: name.to_string(),
            failure,
        };
        Problem::new("book.toml", line_of(root, name), fault)
    };
    let fail = |name: &str, failure| Ran {
        errors: vec![problem(name, failure)],
        warnings: Vec::new(),
    };
    let order = match preprocess::order(options) {
        Ok(o) => o,
        Err(name) => {
            let failure = Failure::Order {
                other: name.clone(),
            };
            return fail(&name, failure);
        }
    };
    for p in order {
        let new = match preprocess::supports(p, root).and_then(|yes| {
            yes.then(|| {
                let json = book_json(summary, pages, preprocess::after_index(options, &p.name));
                preprocess::run(p, root, options, &json)
            })
            .transpose()
        }) {
            Ok(Some(b)) => b,
            Ok(None) => continue,
            Err(f @ Failure::Missing { optional: true, .. }) => {
                ran.warnings.push(problem(&p.name, f));
                continue;
            }
            Err(f) => return fail(&p.name, f),
        };
        for (path, content) in preprocess::contents(&new) {
            if let Some(page) = pages.iter_mut().find(|pg| pg.src_path == path) {
                let same = matches!(&page.source, Loaded::Read(s) if s.text() == content);
                if !same {
                    // (lines then count in the preprocessor's text)
                    page.source = page::split(content, smart, None);
                }
            }
        }
    }
    ran
}

/// The line of `[preprocessor.NAME]` in book.toml (1 when not found).
fn line_of(root: &Path, name: &str) -> usize {
    let text = std::fs::read_to_string(root.join("book.toml")).unwrap_or_default();
    let header = format!("[preprocessor.{name}]");
    text.lines()
        .position(|l| l.trim() == header)
        .map_or(1, |i| i + 1)
}

/// The pages as mdBook's `Book`: the summary's items nested as mdBook nests them
/// (each chapter's own under its `sub_items`), part titles, separators and drafts
/// included. Built from the last entry up, so no recursion however deep the nesting.
fn book_json(summary: &Summary, pages: &[Page], after_index: bool) -> serde_json::Value {
    use serde_json::{Value, json};
    let entries = &summary.entries;
    let mut page_of: Vec<Option<&Page>> = vec![None; entries.len()];
    let mut children: Vec<Vec<usize>> = vec![Vec::new(); entries.len()];
    let mut top = Vec::new();
    for p in pages {
        if let Some(slot) = page_of.get_mut(p.entry) {
            *slot = Some(p);
        }
    }
    for (i, e) in entries.iter().enumerate() {
        match e.parent {
            Some(at) if at < i => children[at].push(i),
            _ => top.push(i),
        }
    }
    let mut built: Vec<Value> = vec![Value::Null; entries.len()];
    for i in (0..entries.len()).rev() {
        let e = &entries[i];
        built[i] = match e.kind {
            EntryKind::Part => json!({ "PartTitle": e.name }),
            EntryKind::Separator => json!("Separator"),
            EntryKind::Chapter | EntryKind::Draft => {
                let subs = children[i].iter().map(|&c| built[c].take()).collect();
                let page = page_of[i];
                let content = match page.map(|p| &p.source) {
                    Some(Loaded::Read(src)) => src.text(),
                    _ => "",
                };
                let source_path = page.map(|p| p.src_path.as_str());
                let parents = parent_names(summary, i);
                preprocess::Chapter {
                    name: &e.name,
                    content,
                    number: e.number.as_deref(),
                    path: source_path.map(|s| index_path(s, after_index)),
                    source_path,
                    parents: &parents,
                }
                .json(subs)
            }
        };
    }
    let items: Vec<Value> = top.iter().map(|&i| built[i].take()).collect();
    json!({ "items": items })
}

/// The names of the chapters above entry `i`, outermost first.
fn parent_names(summary: &Summary, i: usize) -> Vec<String> {
    let mut parents = Vec::new();
    let mut at = summary.entries[i].parent;
    while let Some(p) = at.filter(|&p| p < i) {
        parents.insert(0, summary.entries[p].name.clone());
        at = summary.entries[p].parent.filter(|&q| q < p);
    }
    parents
}

/// A chapter's `path` as mdBook gives it: `a/README.md` is `a/index.md` once its
/// `index` preprocessor has run.
fn index_path(src_path: &str, after_index: bool) -> String {
    match super::out_path_of(src_path).strip_suffix(".html") {
        Some(stem) if after_index => format!("{stem}.md"),
        _ => src_path.to_string(),
    }
}
