//! Tera 2 templates: the defaults are built into the binary; a book's `templates/` folder
//! may replace any of them (same file name) or add its own for `{% include %}`.
use std::path::Path;
use tera::Tera;

use super::problem::TemplateWhen;
use super::{Fault, Problem, faults::BuildFault};
pub use crate::book::faults::{TemplateFault, TemplateItem};

/// The pages' Content-Security-Policy: scripts from the site only, never inline. The
/// default `base.html` writes it as a meta element (which works from `file://` too) and
/// `serve` sends it as a header.
pub const CSP: &str = "script-src 'self' 'wasm-unsafe-eval'";

/// Default templates (name, text), also written out by `arbitre init`.
pub const DEFAULT_TEMPLATES: &[(&str, &str)] = &[
    ("base.html", include_str!("../../templates/base.html")),
    ("page.html", include_str!("../../templates/page.html")),
    ("404.html", include_str!("../../templates/404.html")),
];

/// Default static files (path under `static/`, bytes).
pub const DEFAULT_STATIC: &[(&str, &str)] = &[
    ("arbitre.css", include_str!("../../static/arbitre.css")),
    ("arbitre.js", include_str!("../../static/arbitre.js")),
    ("plateaux.js", include_str!("../../static/plateaux.js")),
    ("print.css", include_str!("../../static/print.css")),
    // (a file rather than a data URI in each page: 290 bytes less a page, one request
    // the browser caches; docs/MEASURES.md, « Ce que chaque page écrit »)
    ("icone.svg", include_str!("../../static/icone.svg")),
];

pub fn load(book_root: &Path) -> Result<Tera, Vec<Problem>> {
    let mut problems = Vec::new();
    let mut sources: std::collections::BTreeMap<String, String> = DEFAULT_TEMPLATES
        .iter()
        .map(|(n, t)| (n.to_string(), t.to_string()))
        .collect();
    let dir = book_root.join("templates");
    if dir.is_dir() {
        let book = book_root
            .canonicalize()
            .unwrap_or_else(|_| book_root.to_path_buf());
        // links inside the book followed, others refused with a problem
        for name in super::walk::files(&dir, &book, "templates", &[], &mut problems) {
            let path = dir.join(&name);
            match crate::files::read_to_string(&path) {
                Ok(text) => {
                    sources.insert(name, text);
                }
                Err(e) => problems.push(Problem::new(
                    format!("templates/{name}"),
                    1,
                    BuildFault::Unreadable(e.into()),
                )),
            }
        }
    }
    if !problems.is_empty() {
        return Err(problems);
    }
    let mut tera = Tera::new();
    match tera.add_raw_templates(sources.iter().map(|(n, t)| (n.as_str(), t.as_str()))) {
        Ok(()) => Ok(tera),
        Err(all) => {
            // Find the culprit file: parse each alone (a missing parent is not its fault).
            for (name, text) in &sources {
                let mut probe = Tera::new();
                if let Err(e) = probe.add_raw_template(name, text)
                    && !matches!(e.kind(), tera::ErrorKind::MissingParent { .. })
                {
                    problems.push(tera_problem(name, &e));
                }
            }
            if problems.is_empty() {
                problems.push(match all.kind() {
                    // the template that names it, at its `{% extends %}`
                    tera::ErrorKind::MissingParent { current, parent } => {
                        let text = sources.get(current).map_or("", String::as_str);
                        let line = text
                            .lines()
                            .position(|l| l.contains("extends") && l.contains(parent.as_str()))
                            .map_or(1, |i| i + 1);
                        let fault = TemplateFault::MissingParent {
                            parent: parent.clone(),
                        };
                        let fault = Fault::Template {
                            when: TemplateWhen::Reading,
                            fault,
                        };
                        Problem::new(format!("templates/{current}"), line, fault).at(text, parent)
                    }
                    _ => tera_problem("*.html", &all),
                });
            }
            Err(problems)
        }
    }
}

fn tera_problem(name: &str, e: &tera::Error) -> Problem {
    tera_report(name, TemplateWhen::Reading, &full_error(e))
}

/// The first name between backticks or quotes in `s`.
fn quoted(s: &str) -> String {
    s.split(['`', '\''])
        .nth(1)
        .map(str::to_string)
        .unwrap_or_default()
}

impl TemplateFault {
    /// Sorts a Tera headline by its first words.
    pub fn read(headline: &str) -> TemplateFault {
        let lower = headline.to_lowercase();
        let words: Vec<&str> = lower.split_whitespace().collect();
        let name = quoted(headline);
        let second = |s: &str| s.split('`').nth(3).unwrap_or_default().to_string();
        let item = |w: &str| match w {
            "filter" => Some(TemplateItem::Filter),
            "function" => Some(TemplateItem::Function),
            "test" => Some(TemplateItem::Test),
            "template" => Some(TemplateItem::Template),
            "component" => Some(TemplateItem::Component),
            _ => None,
        };
        match words.as_slice() {
            ["unexpected", "end", "of", "string", ..] | ["string", "opened", ..] => {
                TemplateFault::UnclosedString
            }
            ["closing", "comment", ..] => TemplateFault::UnclosedComment,
            ["unexpected", "end", ..] => TemplateFault::UnexpectedEnd,
            ["unexpected", "character", ..] => TemplateFault::UnexpectedCharacter,
            ["found", ..] => TemplateFault::Unexpected { token: name },
            ["unknown", w, ..] if item(w).is_some() => TemplateFault::Unknown {
                what: item(w).unwrap_or(TemplateItem::Template),
                name,
            },
            ["template", ..] if lower.contains("inheriting") => TemplateFault::MissingParent {
                // `… is inheriting from 'parent', which doesn't exist`
                parent: headline
                    .split("from '")
                    .nth(1)
                    .and_then(|r| r.split('\'').next())
                    .unwrap_or_default()
                    .to_string(),
            },
            [w @ ("template" | "component"), ..] if lower.contains("found") => {
                TemplateFault::Unknown {
                    what: item(w).unwrap_or(TemplateItem::Template),
                    name,
                }
            }
            ["block", ..] => TemplateFault::Unknown {
                what: TemplateItem::Block,
                name,
            },
            ["variable", ..] => TemplateFault::UndefinedVariable { name },
            ["field", ..] => TemplateFault::UndefinedField { name },
            ["circular", ..] => TemplateFault::Circular,
            ["invalid", "type", ..] => TemplateFault::WrongType {
                expected: name,
                found: second(headline),
            },
            ["missing", "keyword", ..] => TemplateFault::MissingArgument { name },
            ["iteration", ..] => TemplateFault::NotIterable,
            _ => TemplateFault::Other,
        }
    }
}

/// Turns a Tera report (`error: …` then `--> file:line:col` and a snippet) into one
/// problem at `templates/file:line:col`, its fault read from the headline, with the
/// template's line and a caret when the report shows them.
pub fn tera_report(name: &str, when: TemplateWhen, text: &str) -> Problem {
    let place = text.split("--> ").nth(1).and_then(|rest| {
        let rest = rest.lines().next()?;
        let mut parts = rest.rsplitn(3, ':');
        let col: usize = parts.next()?.trim().parse().ok()?;
        let line: usize = parts.next()?.trim().parse().ok()?;
        Some((parts.next()?.trim().to_string(), line, col))
    });
    let (file, line, col) = place.unwrap_or_else(|| (name.to_string(), 1, 0));
    let headline = text
        .lines()
        .map(str::trim)
        .find(|l| !l.is_empty())
        .unwrap_or("")
        .trim_start_matches("error: ");
    let fault = TemplateFault::read(headline);
    let fault = Fault::Template { when, fault };
    let mut p = Problem::new(format!("templates/{file}"), line, fault);
    // the snippet: `N | source` then `  | ^^^`
    let mut lines = text.lines();
    let prefix = format!("{line} | ");
    if col > 0
        && let Some(src) = lines.find_map(|l| l.trim_start().strip_prefix(&prefix))
    {
        p.col = col;
        p.width = lines.next().map_or(1, |c| c.matches('^').count()).max(1);
        p.source = Some(src.to_string());
    }
    p
}

/// The error and its causes on one string.
pub fn full_error(e: &dyn std::error::Error) -> String {
    let mut s = e.to_string();
    let mut cur = e.source();
    while let Some(c) = cur {
        s.push_str(" : ");
        s.push_str(&c.to_string());
        cur = c.source();
    }
    s
}
