//! The guide is written in our own words: it may share terms and short phrases with the
//! source texts (the name of a rule, a list of pieces), never their sentences.
//!
//! Measured on words (lower case, typographic apostrophes folded, any run of letters or
//! digits is a word): among all the runs of 8 consecutive words of the guide's prose
//! (pages, handouts and example captions; code, settings and the YAML of examples are
//! left out), at most 1 % may also occur in a source text, and no shared run may reach
//! 12 words.
//!
//! The sources (`*.txt`) are read from `ARBITRE_SEEDS`, by default `../shared/seeds`
//! beside the repository; when they are absent the test fails, saying where it looked
//! (`tools.rs`).

use std::collections::HashSet;
use std::path::{Path, PathBuf};

const RUN: usize = 8;
const LONGEST: usize = 12;
const MAX_SHARED_PER_10000: usize = 100;

/// The prose of a page: everything outside fences, plus the captions of `position`
/// blocks (a caption may continue on indented lines).
fn prose(page: &str) -> String {
    let mut out = String::new();
    let mut fence: Option<String> = None;
    let mut in_caption = false;
    for line in page.lines() {
        let trimmed = line.trim();
        match &fence {
            None => {
                if let Some(info) = trimmed.strip_prefix("```") {
                    fence = Some(info.split(',').next().unwrap_or("").trim().to_string());
                    in_caption = false;
                } else {
                    out.push_str(line);
                    out.push('\n');
                }
            }
            Some(info) => {
                if trimmed.starts_with("```") {
                    fence = None;
                } else if info == "position" {
                    if let Some(caption) = line.strip_prefix("caption:") {
                        in_caption = true;
                        out.push_str(caption);
                        out.push('\n');
                    } else if in_caption && line.starts_with([' ', '\t']) {
                        out.push_str(line);
                        out.push('\n');
                    } else {
                        in_caption = false;
                    }
                }
            }
        }
    }
    out
}

fn words(text: &str) -> Vec<String> {
    text.replace('\u{2019}', "'")
        .to_lowercase()
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_string)
        .collect()
}

fn runs(words: &[String], n: usize) -> impl Iterator<Item = &[String]> {
    words.windows(n)
}

#[test]
fn the_guide_shares_no_sentence_with_the_sources() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let dir = super::tools::seeds();
    let entries = std::fs::read_dir(&dir).expect("the folder of the source texts reads");
    let mut source_runs: HashSet<Vec<String>> = HashSet::new();
    let mut source_long: HashSet<Vec<String>> = HashSet::new();
    let mut sources = 0;
    for entry in entries.flatten() {
        if entry.path().extension().is_some_and(|x| x == "txt") {
            let w = words(&std::fs::read_to_string(entry.path()).unwrap());
            source_runs.extend(runs(&w, RUN).map(<[String]>::to_vec));
            source_long.extend(runs(&w, LONGEST).map(<[String]>::to_vec));
            sources += 1;
        }
    }
    assert!(
        sources >= 5,
        "only {sources} source texts in {}",
        dir.display()
    );

    let mut total = 0;
    let mut shared = 0;
    let mut passages = Vec::new();
    let mut long = Vec::new();
    let mut pages: Vec<PathBuf> = walkdir::WalkDir::new(root.join("content"))
        .into_iter()
        .map(|e| e.unwrap().into_path())
        .filter(|p| p.extension().is_some_and(|x| x == "md"))
        .collect();
    pages.sort();
    for page in pages {
        let w = words(&prose(&std::fs::read_to_string(&page).unwrap()));
        let rel = page
            .strip_prefix(root)
            .unwrap_or(&page)
            .display()
            .to_string();
        let hits: Vec<bool> = runs(&w, RUN).map(|r| source_runs.contains(r)).collect();
        total += hits.len();
        shared += hits.iter().filter(|h| **h).count();
        let mut i = 0;
        while i < hits.len() {
            if hits[i] {
                let mut j = i;
                while j + 1 < hits.len() && hits[j + 1] {
                    j += 1;
                }
                passages.push(format!("{rel}: « {} »", w[i..j + RUN].join(" ")));
                i = j + 1;
            } else {
                i += 1;
            }
        }
        for (i, r) in runs(&w, LONGEST).enumerate() {
            if source_long.contains(r) {
                long.push(format!("{rel}: « {} » (mot {})", r.join(" "), i + 1));
            }
        }
    }
    assert!(
        total > 10_000,
        "only {total} runs of {RUN} words in the guide"
    );
    eprintln!(
        "own words: {shared} of {total} runs of {RUN} words shared with the sources ({:.2} %)",
        shared as f64 * 100.0 / total as f64
    );
    assert!(
        long.is_empty(),
        "runs of {LONGEST} words or more copied from the sources:\n{}",
        long.join("\n")
    );
    assert!(
        shared * 10_000 <= total * MAX_SHARED_PER_10000,
        "{shared} of {total} runs of {RUN} words come from the sources (more than 1 %):\n{}",
        passages.join("\n")
    );
}
