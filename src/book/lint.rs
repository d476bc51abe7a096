//! Warnings: what does not stop a build but is most likely a mistake — a page under the
//! source folder that SUMMARY.md does not list (never published), a fenced block whose
//! info string is a misspelt `position` (never checked), mdBook's `{{#include …}}` (left
//! as it is).
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use super::Problem;
use crate::book::Block;

/// What a warning is about; its words and its hint are the reporting edge's.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum LintWarning {
    /// A fenced block whose info string is close to `position`: `word` as written.
    NearPosition { word: String },
    /// An mdBook directive (`{{#include`), left as it is.
    MdbookDirective { directive: &'static str },
    /// A page under the source folder that SUMMARY.md does not list; `summary`: the
    /// summary's file, for the hint.
    Unlisted { page: String, summary: String },
}

impl LintWarning {
    fn problem(&self, file: &str, line: usize) -> Problem {
        Problem::new(file, line, self.clone())
    }
}

/// Directives of mdBook's third-party preprocessors, which arbitre does not expand
/// (mdBook's own are expanded at load: [`super::directives`]).
const MDBOOK_DIRECTIVES: &[&str] = &["{{#template"];

/// Warnings about one page's Markdown `body`, whose first line is line
/// `body_line_offset + 1` of `text` (the whole file); `blocks`: the body's fenced blocks.
pub fn page_warnings(
    file_label: &str,
    text: &str,
    body: &str,
    body_line_offset: usize,
    blocks: &[Block],
) -> Vec<Problem> {
    let mut out = Vec::new();
    for block in blocks {
        let word = block.info.first_word();
        let lower = word.to_lowercase();
        if !block.info.is_position()
            && (lower == "position" || crate::suggest::nearest(&lower, &["position"]).is_some())
        {
            // (the fence's line: the line before the block's first)
            let warning = LintWarning::NearPosition {
                word: word.to_string(),
            };
            out.push(warning.problem(file_label, block.line - 1).at(text, word));
        }
    }
    let directives = if body.contains("{{#") { body } else { "" };
    for (i, l) in directives.lines().enumerate() {
        for d in MDBOOK_DIRECTIVES {
            if l.contains(d) {
                let end = l.find(d).and_then(|s| l[s..].find("}}").map(|e| s + e + 2));
                let token = match end {
                    Some(e) => &l[l.find(d).unwrap_or(0)..e],
                    None => d,
                };
                let warning = LintWarning::MdbookDirective { directive: d };
                out.push(
                    warning
                        .problem(file_label, i + 1 + body_line_offset)
                        .at(text, token),
                );
            }
        }
    }
    out
}

/// Markdown pages under the source folder that SUMMARY.md does not list. `listed`: paths
/// relative to the source folder; handouts (`fiches/`), example data (`positions/`) and
/// `skip` (the output folder) are not pages of the summary.
pub fn unlisted_pages(
    src_dir: &Path,
    root: &Path,
    src_name: &str,
    listed: &BTreeSet<String>,
    skip: &[PathBuf],
) -> Vec<Problem> {
    let mut ignored = Vec::new();
    let summary = super::walk::join_label(src_name, "SUMMARY.md");
    super::walk::files(src_dir, root, src_name, skip, &mut ignored)
        .into_iter()
        .filter(|f| f.ends_with(".md") && f != "SUMMARY.md")
        .filter(|f| !f.starts_with("positions/"))
        .filter(|f| !f.starts_with(&format!("{}/", super::page::HANDOUTS)))
        .filter(|f| !listed.contains(f))
        .map(|f| {
            let warning = LintWarning::Unlisted {
                page: f.clone(),
                summary: summary.clone(),
            };
            warning.problem(&super::walk::join_label(src_name, &f), 1)
        })
        .collect()
}
