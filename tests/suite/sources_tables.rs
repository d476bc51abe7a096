//! The tables in docs/sources/ map each statement of a source text to the example that
//! checks it, as `content/page.md:LINE`. This keeps those tables true:
//! - each citation points at the first line of a `position` block that makes claims
//!   (an example without `expect:` checks nothing and does not count);
//! - each numbered row of a `## Source NNN` section either cites an example in its
//!   « Exemple(s) » column or says « Sans échiquier » (a statement no claim can check);
//! - each « Bilan de la source NNN » line gives the counts its rows really have.

use std::collections::BTreeMap;
use std::path::Path;

fn citations(text: &str) -> Vec<(String, usize)> {
    let mut out = Vec::new();
    for (i, _) in text.match_indices("content/") {
        let rest = &text[i..];
        let end = rest
            .find(|c: char| !(c.is_ascii_alphanumeric() || "/_-.:".contains(c)))
            .unwrap_or(rest.len());
        let cite = rest[..end].trim_end_matches(['.', ':']);
        if let Some((file, line)) = cite.rsplit_once(':')
            && file.ends_with(".md")
            && let Ok(line) = line.parse()
        {
            out.push((file.to_string(), line));
        }
    }
    out
}

/// The YAML of the position block whose first content line is `line`, if any.
fn block_at(page: &str, line: usize) -> Option<String> {
    let lines: Vec<&str> = page.lines().collect();
    let fence = lines.get(line.checked_sub(2)?)?;
    if !fence.trim_start().starts_with("```position") {
        return None;
    }
    let body: Vec<&str> = lines[line - 1..]
        .iter()
        .take_while(|l| !l.trim_start().starts_with("```"))
        .copied()
        .collect();
    Some(body.join("\n"))
}

fn tables(root: &Path) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = std::fs::read_dir(root.join("docs/sources"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "md"))
        .map(|p| {
            let text = std::fs::read_to_string(&p).unwrap();
            (p.display().to_string(), text)
        })
        .collect();
    out.sort();
    out
}

#[test]
fn every_citation_points_at_an_example_with_claims() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut checked = 0;
    let mut broken = Vec::new();
    for (table, text) in tables(root) {
        for (file, line) in citations(&text) {
            checked += 1;
            let page = std::fs::read_to_string(root.join(&file)).unwrap_or_default();
            let ok = match block_at(&page, line) {
                Some(body) if body.contains("expect:") => true,
                Some(body) => body
                    .lines()
                    .find_map(|l| l.trim().strip_prefix("file:"))
                    .is_some_and(|f| {
                        std::fs::read_to_string(root.join("content/positions").join(f.trim()))
                            .is_ok_and(|y| y.contains("expect:"))
                    }),
                None => false,
            };
            if !ok {
                broken.push(format!("{table}: {file}:{line}"));
            }
        }
    }
    assert!(checked > 150, "only {checked} citations found");
    assert!(
        broken.is_empty(),
        "citations not at an example with claims:\n{}",
        broken.join("\n")
    );
}

/// Per source: (rows citing an example, rows « Sans échiquier »).
type Counts = BTreeMap<String, (usize, usize)>;

/// Counts the rows of every `## Source NNN` section; rows that do neither are errors.
fn count_rows(table: &str, text: &str, errors: &mut Vec<String>) -> Counts {
    let mut counts = Counts::new();
    let mut source: Option<String> = None;
    for (n, line) in text.lines().enumerate() {
        if let Some(heading) = line.strip_prefix("## ") {
            source = heading
                .strip_prefix("Source ")
                .and_then(|rest| rest.get(..3))
                .filter(|id| id.chars().all(|c| c.is_ascii_digit()))
                .map(str::to_string);
            continue;
        }
        let Some(id) = &source else { continue };
        let cells: Vec<&str> = line
            .trim()
            .trim_matches('|')
            .split('|')
            .map(str::trim)
            .collect();
        if !line.starts_with('|') || cells.len() < 3 || cells[0].parse::<u32>().is_err() {
            continue;
        }
        let entry = counts.entry(id.clone()).or_default();
        if cells[2].contains("Sans échiquier") {
            entry.1 += 1;
        } else if !citations(cells[2]).is_empty() {
            entry.0 += 1;
        } else {
            errors.push(format!(
                "{table}:{}: row {} of source {id} neither cites an example nor says « Sans échiquier »",
                n + 1,
                cells[0]
            ));
        }
    }
    counts
}

#[test]
fn every_statement_row_is_checked_or_explained_and_the_counts_are_true() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut errors = Vec::new();
    let mut sources_seen = 0;
    for (table, text) in tables(root) {
        let counts = count_rows(&table, &text, &mut errors);
        for (id, (cited, without)) in &counts {
            sources_seen += 1;
            let want = format!(
                "Bilan de la source {id} : {cited} énoncés vérifiables, {cited} vérifiés par un exemple ; {without} sans échiquier."
            );
            if !text.contains(&want) {
                let found = text
                    .lines()
                    .find(|l| l.starts_with(&format!("Bilan de la source {id}")))
                    .unwrap_or("(aucune ligne de bilan)");
                errors.push(format!(
                    "{table}: the rows say « {want} », the page says « {found} »"
                ));
            }
        }
    }
    assert_eq!(
        sources_seen, 5,
        "the five sources 000 to 004 each have rows"
    );
    assert!(errors.is_empty(), "{}", errors.join("\n"));
}
