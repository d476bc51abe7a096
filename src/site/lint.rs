//! Warnings: what does not stop a build but is most likely a mistake — a page under the
//! source folder that SUMMARY.md does not list (never published), a fenced block whose
//! info string is a misspelt `position` (never checked), mdBook's `{{#include …}}` (left
//! as it is). And the examples of a page that could not be read, counted as failed.
use pulldown_cmark::{CodeBlockKind, Event, Parser, Tag};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use super::Problem;
use super::blocks::is_position_info;
use super::config::LineIndex;

/// What a warning is about (said by [`crate::fr::book::lint_warning`]).
#[derive(Debug, Clone, PartialEq, Eq)]
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
        Problem::new(file, line, crate::fr::book::lint_warning(self))
    }
}

/// mdBook's preprocessor directives, which arbitre does not expand.
const MDBOOK_DIRECTIVES: &[&str] = &[
    "{{#include",
    "{{#rustdoc_include",
    "{{#playground",
    "{{#title",
    "{{#template",
];

/// The first word of an info string (`position,ignore` → `position`).
fn first_word(info: &str) -> &str {
    info.split(|c: char| c == ',' || c.is_whitespace())
        .find(|t| !t.is_empty())
        .unwrap_or("")
}

/// Warnings about one page's Markdown `body`, whose first line is line
/// `body_line_offset + 1` of `text` (the whole file).
pub fn page_warnings(
    file_label: &str,
    text: &str,
    body: &str,
    body_line_offset: usize,
) -> Vec<Problem> {
    let mut out = Vec::new();
    let lines = LineIndex::new(body);
    // (a page without a fence has no fenced block: no parse for it)
    let fenced = body.contains("```") || body.contains("~~~");
    for (event, range) in Parser::new(if fenced { body } else { "" }).into_offset_iter() {
        if let Event::Start(Tag::CodeBlock(CodeBlockKind::Fenced(info))) = event {
            let word = first_word(&info);
            let lower = word.to_lowercase();
            if !is_position_info(&info)
                && (lower == "position" || super::nearest(&lower, &["position"]).is_some())
            {
                let line = lines.line(range.start) + body_line_offset;
                let warning = LintWarning::NearPosition {
                    word: word.to_string(),
                };
                out.push(
                    warning
                        .problem(file_label, line)
                        .at(text, word)
                        .with_hint(Some(crate::fr::book::lint_hint(&warning))),
                );
            }
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
                        .at(text, token)
                        .with_hint(Some(crate::fr::book::lint_hint(&warning))),
                );
            }
        }
    }
    out
}

/// Examples of a page whose front matter is broken: (counted as failed, skipped). The
/// body is what follows the front matter's closing fence (the whole rest of the page
/// when it has none).
pub fn examples_in(text: &str) -> (usize, usize) {
    let body = super::frontmatter::body_after_front(text);
    let (mut failed, mut skipped) = (0, 0);
    for event in Parser::new(body) {
        if let Event::Start(Tag::CodeBlock(CodeBlockKind::Fenced(info))) = event
            && is_position_info(&info)
        {
            if info
                .split(|c: char| c == ',' || c.is_whitespace())
                .any(|t| t == "ignore")
            {
                skipped += 1;
            } else {
                failed += 1;
            }
        }
    }
    (failed, skipped)
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
        .filter(|f| !f.starts_with(&format!("{}/", super::handout::FOLDER)))
        .filter(|f| !listed.contains(f))
        .map(|f| {
            let warning = LintWarning::Unlisted {
                page: f.clone(),
                summary: summary.clone(),
            };
            warning
                .problem(&super::walk::join_label(src_name, &f), 1)
                .with_hint(Some(crate::fr::book::lint_hint(&warning)))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn misspelt_position_and_include_are_warned_at_their_lines() {
        let text = "---\ntitle: a\n---\n# A\n\n```posiiton\ngame: chess\n```\n\n```yaml\nx: 1\n```\n\n{{#include ../a.rs}}\n";
        let body = &text[text.find("# A").unwrap()..];
        let w = page_warnings("content/a.md", text, body, 3);
        let got: Vec<String> = w.iter().map(|p| format!("{}:{}", p.line, p.col)).collect();
        assert_eq!(got, ["6:4", "14:1"], "{w:#?}");
        assert!(w[0].message.contains("« posiiton »"));
        assert!(w[1].message.contains("{{#include"));
        // `position` itself and unrelated languages are not warned about
        let ok = "```position\na: 1\n```\n```python\n```\n```Position\n```\n";
        let w = page_warnings("content/b.md", ok, ok, 0);
        assert_eq!(w.len(), 1, "{w:#?}"); // `Position` is not `position`
        assert_eq!(w[0].line, 6);
    }

    #[test]
    fn examples_of_an_unreadable_page_are_counted() {
        let text = "---\ntitle: [\n---\n```position\na: 1\n```\n```position,ignore\n```\n";
        assert_eq!(examples_in(text), (1, 1));
        assert_eq!(examples_in("---\ntitle: [\n```position\n```\n"), (1, 0));
    }
}
