//! The tables in docs/sources/ map each checkable statement of a source text to the
//! example that checks it, as `content/page.md:LINE`. This keeps those citations true:
//! each must point at the first line of a `position` block that makes claims
//! (an example without `expect:` checks nothing and does not count).

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

#[test]
fn every_citation_points_at_an_example_with_claims() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut checked = 0;
    let mut broken = Vec::new();
    for entry in std::fs::read_dir(root.join("docs/sources")).unwrap() {
        let table = entry.unwrap().path();
        let text = std::fs::read_to_string(&table).unwrap();
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
                broken.push(format!("{}: {file}:{line}", table.display()));
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
