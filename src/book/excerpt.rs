//! A long source line cut around the column at fault, as rustc does: a report quotes at
//! most [`LONGEST`] characters of a line, the caret's surroundings, with « … » where the
//! line was cut. A one-megabyte line thus gives a readable report, and a fault keeps a
//! few hundred bytes of its line, not the whole line (issue 27: 20,000 faults on one
//! 460 KB line once held 10 GB).

/// Lines up to this many characters are quoted whole.
pub const LONGEST: usize = 120;
/// Characters kept on each side of the caret in a cut line.
const AROUND: usize = 40;
/// The caret of a cut line spans at most this many characters.
const WIDEST: usize = 30;
/// Where a line was cut.
pub const CUT: char = '…';

/// The part of a line a report quotes, and the caret under it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Excerpt {
    pub text: String,
    /// characters of `text` before the caret
    pub caret: usize,
    /// characters under the caret (at least one)
    pub width: usize,
}

impl Excerpt {
    /// The line under the excerpt: blanks (tabs kept, so that the caret lines up), then
    /// the caret.
    pub fn caret_line(&self) -> String {
        let before: String = self
            .text
            .chars()
            .take(self.caret)
            .map(|c| if c == '\t' { '\t' } else { ' ' })
            .collect();
        format!("{before}{}", "^".repeat(self.width.max(1)))
    }
}

/// `line` cut around the caret at character `caret` (0-based) spanning `width`
/// characters. A line of at most [`LONGEST`] characters is kept whole; cutting a cut
/// line again changes nothing. Costs O(line) (it walks to the caret).
pub fn around(line: &str, caret: usize, width: usize) -> Excerpt {
    let byte = line
        .char_indices()
        .nth(caret)
        .map_or(line.len(), |(b, _)| b);
    let caret = caret.min(line[..byte].chars().count());
    around_byte(line, byte, caret, width)
}

/// The same, with the caret's byte offset in `line` and its character column (0-based)
/// already known: costs O(the excerpt) when the line is long (a caller with many faults
/// on one line counts columns once, in order).
pub fn around_byte(line: &str, byte: usize, caret: usize, width: usize) -> Excerpt {
    let width = width.max(1);
    if line.len() <= LONGEST || line.chars().take(LONGEST + 1).count() <= LONGEST {
        // at most to the line's end (one caret past it for a fault at the end)
        let rest = line.get(byte..).map_or(0, |r| r.chars().count());
        return Excerpt {
            text: line.to_string(),
            caret,
            width: width.min(rest).max(1),
        };
    }
    let byte = floor_char(line, byte.min(line.len()));
    let width = width.min(WIDEST);
    let start = line[..byte]
        .char_indices()
        .rev()
        .take(AROUND)
        .last()
        .map_or(byte, |(b, _)| b);
    let end = line[byte..]
        .char_indices()
        .nth(width + AROUND)
        .map_or(line.len(), |(b, _)| byte + b);
    let mut text = String::new();
    let mut shown_caret = line[start..byte].chars().count();
    if start > 0 {
        text.push(CUT);
        shown_caret += 1;
    }
    text.push_str(&line[start..end]);
    if end < line.len() {
        text.push(CUT);
    }
    let rest = line[byte..end].chars().count();
    Excerpt {
        text,
        caret: shown_caret,
        width: width.min(rest).max(1),
    }
}

/// The largest char boundary at or before `byte`.
fn floor_char(s: &str, mut byte: usize) -> usize {
    while !s.is_char_boundary(byte) {
        byte -= 1;
    }
    byte
}
