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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_short_line_is_kept_whole() {
        let e = around("setup: start", 7, 5);
        assert_eq!((e.text.as_str(), e.caret, e.width), ("setup: start", 7, 5));
    }

    #[test]
    fn a_long_line_is_cut_around_the_caret_and_cutting_again_keeps_it() {
        let line = format!("{}ZZZ{}", "é".repeat(500_000), "a".repeat(500_000));
        let e = around(&line, 500_000, 3);
        assert!(e.text.chars().count() <= LONGEST, "{}", e.text);
        assert!(e.text.starts_with(CUT) && e.text.ends_with(CUT));
        let under: String = e.text.chars().skip(e.caret).take(e.width).collect();
        assert_eq!(under, "ZZZ");
        assert_eq!(around(&e.text, e.caret, e.width), e);
    }

    #[test]
    fn the_ends_of_a_long_line_are_cut_on_one_side_only() {
        let line = "x".repeat(1000);
        let head = around(&line, 0, 1);
        assert!(!head.text.starts_with(CUT) && head.text.ends_with(CUT));
        assert_eq!(head.caret, 0);
        let tail = around(&line, 999, 1);
        assert!(tail.text.starts_with(CUT) && !tail.text.ends_with(CUT));
        assert_eq!(tail.text.chars().nth(tail.caret), Some('x'));
        // a caret past the end stays at the end
        let past = around(&line, 5000, 1);
        assert_eq!(past.caret, past.text.chars().count());
    }

    #[test]
    fn the_caret_never_runs_past_the_quoted_text() {
        // a fault spanning a whole line of 150 characters (a table row of Helix's book)
        let row = format!("| {} |", "x".repeat(146));
        for (line, caret, width) in [(row.as_str(), 0, 150), ("setup: start", 7, 40)] {
            let cut = around(line, caret, width);
            let shown = cut.text.chars().count();
            assert!(cut.caret + cut.width <= shown, "{cut:?}");
            assert!(cut.caret_line().chars().count() <= LONGEST, "{cut:?}");
            // cutting again keeps it
            assert_eq!(around(&cut.text, cut.caret, cut.width), cut);
        }
        assert_eq!(around("ab", 2, 5).width, 1, "one caret past the end");
    }
}
