//! The lines a directive takes from a file: a range, or the lines between
//! `ANCHOR: name` and `ANCHOR_END: name` (other anchors' lines dropped), as mdBook's
//! take_lines.rs does.
use regex::Regex;
use std::ops::RangeBounds;
use std::sync::LazyLock;

use super::Lines;

static ANCHOR_START: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"ANCHOR:\s*(?P<anchor_name>[\w_-]+)").expect("compiles"));
static ANCHOR_END: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"ANCHOR_END:\s*(?P<anchor_name>[\w_-]+)").expect("compiles"));

/// `{{#include}}`: the lines asked for, joined by `\n` (no line break at the end).
pub(super) fn take(s: &str, lines: &Lines) -> String {
    match lines {
        Lines::Anchor(name) => anchored(s, name),
        range => s
            .lines()
            .enumerate()
            .filter(|(i, _)| range.contains(i))
            .map(|(_, l)| l)
            .collect::<Vec<_>>()
            .join("\n"),
    }
}

fn anchored(s: &str, anchor: &str) -> String {
    let mut kept = Vec::new();
    let mut inside = false;
    for l in s.lines() {
        if inside {
            match ANCHOR_END.captures(l) {
                Some(cap) if &cap["anchor_name"] == anchor => break,
                Some(_) => {}
                None if !ANCHOR_START.is_match(l) => kept.push(l),
                None => {}
            }
        } else if let Some(cap) = ANCHOR_START.captures(l) {
            inside = &cap["anchor_name"] == anchor;
        }
    }
    kept.join("\n")
}

/// `{{#rustdoc_include}}`: every line, those outside the range or anchor hidden (`# `).
pub(super) fn take_rustdoc(s: &str, lines: &Lines) -> String {
    let mut out = String::with_capacity(s.len());
    match lines {
        Lines::Anchor(anchor) => {
            let mut inside = false;
            for l in s.lines() {
                if inside {
                    match ANCHOR_END.captures(l) {
                        Some(cap) if &cap["anchor_name"] == anchor => inside = false,
                        Some(_) => {}
                        None if !ANCHOR_START.is_match(l) => {
                            out.push_str(l);
                            out.push('\n');
                        }
                        None => {}
                    }
                } else if let Some(cap) = ANCHOR_START.captures(l) {
                    inside = &cap["anchor_name"] == anchor;
                } else if !ANCHOR_END.is_match(l) {
                    out.push_str("# ");
                    out.push_str(l);
                    out.push('\n');
                }
            }
        }
        range => {
            for (i, l) in s.lines().enumerate() {
                if !range.contains(&i) {
                    out.push_str("# ");
                }
                out.push_str(l);
                out.push('\n');
            }
        }
    }
    out.pop();
    out
}
