//! The lines a directive takes from a file: a range, or the lines between
//! `ANCHOR: name` and `ANCHOR_END: name` (other anchors' lines dropped), as mdBook's
//! take_lines.rs does.
use std::ops::RangeBounds;

use super::Lines;
use super::pattern::anchor;

/// mdBook's `ANCHOR:\s*([\w_-]+)`: the name of the anchor a line opens.
fn start(line: &str) -> Option<&str> {
    anchor(line, "ANCHOR:")
}

/// mdBook's `ANCHOR_END:\s*([\w_-]+)`: the name of the anchor a line closes.
fn end(line: &str) -> Option<&str> {
    anchor(line, "ANCHOR_END:")
}

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
            match end(l) {
                Some(name) if name == anchor => break,
                Some(_) => {}
                None if start(l).is_none() => kept.push(l),
                None => {}
            }
        } else if let Some(name) = start(l) {
            inside = name == anchor;
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
                    match end(l) {
                        Some(name) if name == anchor => inside = false,
                        Some(_) => {}
                        None if start(l).is_none() => {
                            out.push_str(l);
                            out.push('\n');
                        }
                        None => {}
                    }
                } else if let Some(name) = start(l) {
                    inside = name == anchor;
                } else if end(l).is_none() {
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
