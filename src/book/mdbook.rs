//! What stops the mdBook preprocessor (`arbitre mdbook`) or `arbitre mdbook install`,
//! typed here, below the words that say it, so that the French words of the edge can
//! name it without importing the preprocessor.
use std::path::PathBuf;

/// What stops the preprocessor or `install` (said by the preprocessor, an edge).
#[derive(Debug)]
pub enum MdbookFault {
    /// stdin is not JSON; where the reader stopped (`end`: the input ran out).
    NotJson {
        line: usize,
        column: usize,
        end: bool,
    },
    /// JSON, but not the `[context, book]` pair.
    NotPair,
    /// The book could not be written back as JSON.
    Output,
    /// `move-letters` names no letter set (book.toml, as mdBook passes it).
    BadLetters { value: String },
    /// `install` in a folder without book.toml.
    NotABook { dir: PathBuf },
    Unwritable {
        file: PathBuf,
        error: std::io::Error,
    },
}
