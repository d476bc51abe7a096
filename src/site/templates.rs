//! Tera 2 templates: the defaults are built into the binary; a book's `templates/` folder
//! may replace any of them (same file name) or add its own for `{% include %}`.
use std::path::Path;
use tera::Tera;

use super::Problem;

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
    ("print.css", include_str!("../../static/print.css")),
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
            match std::fs::read_to_string(&path) {
                Ok(text) => {
                    sources.insert(name, text);
                }
                Err(e) => problems.push(Problem::new(
                    format!("templates/{name}"),
                    1,
                    format!("lecture impossible : {}", super::config::io_fr(&e)),
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
                    && !full_error(&e).contains("inheriting from")
                {
                    problems.push(tera_problem(name, &e));
                }
            }
            if problems.is_empty() {
                problems.push(tera_problem("*.html", &all));
            }
            Err(problems)
        }
    }
}

fn tera_problem(name: &str, e: &tera::Error) -> Problem {
    tera_report(name, "gabarit invalide", &full_error(e))
}

/// Turns a Tera report (`error: …` then `--> file:line:col` and a snippet) into one
/// `templates/file:line: what : headline` problem.
pub fn tera_report(name: &str, what: &str, text: &str) -> Problem {
    let (file, line) = text
        .split("--> ")
        .nth(1)
        .and_then(|rest| {
            let mut parts = rest.split(':');
            let file = parts.next()?.trim().to_string();
            let line = parts.next()?.trim().parse().ok()?;
            Some((file, line))
        })
        .unwrap_or_else(|| (name.to_string(), 1));
    let headline = text
        .lines()
        .map(str::trim)
        .find(|l| !l.is_empty())
        .unwrap_or("")
        .trim_start_matches("error: ");
    Problem::new(
        format!("templates/{file}"),
        line,
        format!("{what} : {headline}"),
    )
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_load() {
        let dir = tempfile::tempdir().unwrap();
        let tera = load(dir.path()).unwrap();
        assert!(tera.contains_template("page.html"));
        assert!(tera.contains_template("404.html"));
    }

    #[test]
    fn override_and_error() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir(dir.path().join("templates")).unwrap();
        std::fs::write(
            dir.path().join("templates/404.html"),
            "perdu {{ book.title }}",
        )
        .unwrap();
        let tera = load(dir.path()).unwrap();
        let mut ctx = tera::Context::new();
        ctx.insert("book", &serde_json::json!({"title": "T"}));
        assert_eq!(tera.render("404.html", &ctx).unwrap(), "perdu T");
        std::fs::write(dir.path().join("templates/page.html"), "{% if %}").unwrap();
        let problems = load(dir.path()).unwrap_err();
        assert_eq!(problems.len(), 1);
        assert!(
            problems[0].to_string().starts_with("templates/page.html:"),
            "{}",
            problems[0]
        );
    }
}
