//! The texts an example was read from, so that a report can show a failure at its
//! line (the French words of the report are made at the reporting edge).

use super::yaml::Pos;
use std::path::PathBuf;

/// A text an example was read from: the block in its page, or an included YAML file.
#[derive(Clone, Debug)]
pub struct SourceText {
    /// Path shown in reports (relative to the book root).
    pub path: PathBuf,
    pub text: String,
    /// Line of the text's first line in `path`, minus one.
    pub line_offset: usize,
}

impl SourceText {
    /// `file:line:col` of a position in this text.
    pub fn locate(&self, pos: Pos) -> (usize, usize) {
        (pos.line + self.line_offset, pos.col)
    }

    /// The text's line `line` (1-based).
    pub fn line(&self, line: usize) -> Option<&str> {
        self.text.lines().nth(line.checked_sub(1)?)
    }
}
