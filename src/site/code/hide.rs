//! The lines a code block hides, as mdBook's hide_lines.rs reads them, and the
//! `fn main` it puts around a runnable rust block that has none.

/// One line of a block: its text (the hiding mark taken off), hidden or not.
pub struct Line {
    pub text: String,
    pub hidden: bool,
}

/// The block's lines, each with its line break (the last one as written).
pub fn lines(text: &str, lang: &str, prefix: Option<&str>) -> Vec<Line> {
    let mut out = Vec::new();
    let mut rest = text;
    while !rest.is_empty() {
        let end = rest.find('\n').map_or(rest.len(), |i| i + 1);
        let (line, nl) = match rest[..end].strip_suffix('\n') {
            Some(l) => (l, "\n"),
            None => (&rest[..end], ""),
        };
        rest = &rest[end..];
        let (text, hidden) = if lang == "rust" {
            rust_line(line)
        } else if let Some(p) = prefix.filter(|p| line.trim_start().starts_with(*p)) {
            let at = line.find(p).unwrap_or(0);
            (format!("{}{}", &line[..at], &line[at + p.len()..]), true)
        } else {
            (line.to_string(), false)
        };
        out.push(Line {
            text: text + nl,
            hidden,
        });
    }
    out
}

/// mdBook's `^(\s*)#(.?)(.*)$` on a rust line: `#` then nothing or a space hides the
/// line, `##` stands for a literal `#`, anything else (`#[derive]`) is code.
fn rust_line(line: &str) -> (String, bool) {
    let trimmed = line.trim_start();
    let ws = &line[..line.len() - trimmed.len()];
    let Some(after) = trimmed.strip_prefix('#') else {
        return (line.to_string(), false);
    };
    let mut chars = after.chars();
    match chars.next() {
        None => (ws.to_string(), true),
        Some(' ') => (format!("{ws}{}", chars.as_str()), true),
        Some('#') => (format!("{ws}#{}", chars.as_str()), false),
        Some(_) => (line.to_string(), false),
    }
}

/// A runnable block without `fn main`: wrapped in one (hidden), its `#![…]` lines kept
/// first, as mdBook's `wrap_rust_main`.
pub fn wrap_rust_main(text: &str) -> Option<String> {
    if text.contains("fn main") || text.contains("quick_main!") {
        return None;
    }
    let (attrs, code) = partition_rust_source(text);
    let newline = if code.is_empty() || code.ends_with('\n') {
        ""
    } else {
        "\n"
    };
    Some(format!(
        "# #![allow(unused)]\n{attrs}# fn main() {{\n{code}{newline}# }}"
    ))
}

/// The leading `#![…]` and blank lines of a rust source, and the rest (nothing taken
/// when there is no attribute).
fn partition_rust_source(s: &str) -> (&str, &str) {
    let mut end = 0;
    let mut rest = s;
    while !rest.is_empty() {
        let len = rest.find('\n').map_or(rest.len(), |i| i + 1);
        let line = &rest[..len];
        let t = line.trim_start_matches([' ', '\t']);
        if !(t.starts_with("#![") || line.trim().is_empty()) {
            break;
        }
        end += len;
        rest = &rest[len..];
    }
    if s[..end].trim().is_empty() {
        ("", s)
    } else {
        s.split_at(end)
    }
}
