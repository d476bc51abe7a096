//! The one tokenizer of game records (PGN, PGN4, BPGN): tag pairs, comments, variations
//! and words, each with its line and column in the record.

use super::{Place, RecordFault};

/// A piece of a record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Tok {
    /// `[Key "Value"]` (the value may span lines, as Chess.com's `StartFen4` does).
    Tag { key: String, value: String },
    /// `{…}` or `; …` to the end of the line.
    Comment(String),
    /// A whole variation `( … )`, nested ones included: skipped by every reader.
    Variation,
    /// Anything else, up to whitespace or one of `{ ( ) [`.
    Word(String),
}

/// A token and where it starts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Spanned {
    pub tok: Tok,
    pub at: Place,
}

struct Cursor<'a> {
    chars: std::iter::Peekable<std::str::Chars<'a>>,
    line: usize,
    column: usize,
}

impl Cursor<'_> {
    fn place(&self) -> Place {
        Place {
            line: self.line,
            column: self.column,
        }
    }

    fn peek(&mut self) -> Option<char> {
        self.chars.peek().copied()
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.chars.next()?;
        if c == '\n' {
            self.line += 1;
            self.column = 1;
        } else {
            self.column += 1;
        }
        Some(c)
    }

    /// Characters up to `end` (consumed, not returned); `None` at the end of the text.
    fn until(&mut self, end: char) -> Option<String> {
        let mut out = String::new();
        loop {
            match self.bump()? {
                c if c == end => return Some(out),
                c => out.push(c),
            }
        }
    }
}

/// Splits a record into tokens. Faults: a tag, comment or variation left open.
pub fn tokens(text: &str) -> Result<Vec<Spanned>, Box<(Place, RecordFault)>> {
    let mut cur = Cursor {
        chars: text.trim_start_matches('\u{feff}').chars().peekable(),
        line: 1,
        column: 1,
    };
    let mut out = Vec::new();
    while let Some(c) = cur.peek() {
        let at = cur.place();
        // PGN's escape: a line that starts with `%` is not part of the record.
        if c == '%' && at.column == 1 {
            cur.until('\n');
            continue;
        }
        if c.is_whitespace() {
            cur.bump();
            continue;
        }
        let tok = match c {
            '[' => {
                cur.bump();
                let inner = cur
                    .until(']')
                    .ok_or_else(|| Box::new((at, RecordFault::TagUnclosed)))?;
                tag(&inner)
                    .ok_or_else(|| Box::new((at, RecordFault::TagUnreadable { text: inner })))?
            }
            '{' => {
                cur.bump();
                Tok::Comment(
                    cur.until('}')
                        .ok_or_else(|| Box::new((at, RecordFault::CommentUnclosed)))?,
                )
            }
            ';' => Tok::Comment(cur.until('\n').unwrap_or_default()),
            '(' => {
                skip_variation(&mut cur)
                    .ok_or_else(|| Box::new((at, RecordFault::VariationUnclosed)))?;
                Tok::Variation
            }
            ')' => return Err(Box::new((at, RecordFault::VariationNotOpen))),
            _ => {
                let mut word = String::new();
                while let Some(c) = cur.peek() {
                    if c.is_whitespace() || matches!(c, '{' | '(' | ')' | '[') {
                        break;
                    }
                    word.push(c);
                    cur.bump();
                }
                Tok::Word(word)
            }
        };
        out.push(Spanned { tok, at });
    }
    Ok(out)
}

/// Skips `( … )` with the variations and comments inside it.
fn skip_variation(cur: &mut Cursor) -> Option<()> {
    let mut depth = 0usize;
    loop {
        match cur.bump()? {
            '(' => depth += 1,
            ')' => {
                depth -= 1;
                if depth == 0 {
                    return Some(());
                }
            }
            '{' => {
                cur.until('}')?;
            }
            _ => {}
        }
    }
}

/// `Key "Value"` with `\"` and `\\` escapes.
fn tag(inner: &str) -> Option<Tok> {
    let inner = inner.trim();
    let (key, rest) = inner.split_once(char::is_whitespace)?;
    let rest = rest.trim();
    let body = rest.strip_prefix('"')?.strip_suffix('"')?;
    let mut value = String::with_capacity(body.len());
    let mut chars = body.chars();
    while let Some(c) = chars.next() {
        if c == '\\' {
            value.extend(chars.next());
        } else {
            value.push(c);
        }
    }
    Some(Tok::Tag {
        key: key.to_string(),
        value,
    })
}
