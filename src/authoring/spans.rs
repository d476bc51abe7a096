//! The example YAML read again with saphyr-parser, this time keeping each node's byte
//! range and style (flow or block), so that `check --bless` can rewrite one claim and
//! leave every other byte of the file as it was.

use saphyr_parser::{Event, Parser, ScalarStyle};

/// One node and the bytes it covers in its text (`start..end`). A value left empty
/// (`key:` and nothing) covers no byte and stands right after its key's colon.
#[derive(Clone, Debug, PartialEq)]
pub struct YNode {
    pub start: usize,
    pub end: usize,
    pub kind: YKind,
}

#[derive(Clone, Debug, PartialEq)]
pub enum YKind {
    Scalar {
        text: String,
        quote: Option<char>,
    },
    /// An empty value (`key:` with nothing after it).
    Empty,
    Seq {
        flow: bool,
        items: Vec<YNode>,
    },
    Map {
        flow: bool,
        entries: Vec<(YNode, YNode)>,
    },
}

impl YNode {
    pub fn as_str(&self) -> Option<&str> {
        match &self.kind {
            YKind::Scalar { text, .. } => Some(text),
            _ => None,
        }
    }

    pub fn entries(&self) -> &[(YNode, YNode)] {
        match &self.kind {
            YKind::Map { entries, .. } => entries,
            _ => &[],
        }
    }

    pub fn items(&self) -> &[YNode] {
        match &self.kind {
            YKind::Seq { items, .. } => items,
            _ => &[],
        }
    }

    /// The entry of a map with this key.
    pub fn get(&self, key: &str) -> Option<&(YNode, YNode)> {
        self.entries().iter().find(|(k, _)| k.as_str() == Some(key))
    }

    pub fn is_flow(&self) -> bool {
        matches!(
            self.kind,
            YKind::Seq { flow: true, .. } | YKind::Map { flow: true, .. }
        )
    }
}

/// Why a YAML text cannot be read with byte ranges (never shown: blessing leaves the
/// example alone and the check that follows reports it).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SpanError {
    /// The YAML parser's own complaint (its text, English, kept for debugging).
    Parser(String),
    /// An alias (`*a`): its value stands elsewhere, no range to edit.
    Alias,
    /// Lists or maps nested deeper than the example reader allows.
    TooDeep,
}

/// Reads one YAML document with byte ranges.
pub fn parse(text: &str) -> Result<YNode, SpanError> {
    // saphyr counts characters; byte offsets are what editing needs
    let bytes: Vec<usize> = text
        .char_indices()
        .map(|(b, _)| b)
        .chain(std::iter::once(text.len()))
        .collect();
    let at = |chars: usize| bytes.get(chars).copied().unwrap_or(text.len());
    let mut stack: Vec<Frame> = Vec::new();
    let mut root = None;
    for item in Parser::new_from_str(text) {
        let (event, span) = item.map_err(|e| SpanError::Parser(e.info().to_string()))?;
        let (start, end) = (at(span.start.index()), at(span.end.index()));
        let done = match event {
            Event::Scalar(value, style, _, _) => {
                let quote = match style {
                    ScalarStyle::SingleQuoted => Some('\''),
                    ScalarStyle::DoubleQuoted => Some('"'),
                    _ => None,
                };
                if style == ScalarStyle::Plain && text[start..end.max(start)].trim().is_empty() {
                    // an empty value: it stands right after the colon of its key
                    let after = match stack.last() {
                        Some(Frame::Map {
                            pending: Some(k), ..
                        }) => colon_after(text, k.end),
                        _ => start,
                    };
                    Some(YNode {
                        start: after,
                        end: after,
                        kind: YKind::Empty,
                    })
                } else {
                    Some(YNode {
                        start,
                        end: end.max(start),
                        kind: YKind::Scalar {
                            text: value.into_owned(),
                            quote,
                        },
                    })
                }
            }
            // as deep as the example reader goes, no deeper (see its `MAX_DEPTH`)
            Event::SequenceStart(..) | Event::MappingStart(..)
                if stack.len() >= crate::example::yaml::MAX_DEPTH =>
            {
                return Err(SpanError::TooDeep);
            }
            Event::SequenceStart(..) => {
                stack.push(Frame::Seq {
                    start,
                    items: Vec::new(),
                });
                None
            }
            Event::MappingStart(..) => {
                stack.push(Frame::Map {
                    start,
                    entries: Vec::new(),
                    pending: None,
                });
                None
            }
            Event::SequenceEnd | Event::MappingEnd => stack.pop().map(|f| f.finish(text)),
            Event::Alias(_) => return Err(SpanError::Alias),
            _ => None,
        };
        if let Some(node) = done {
            match stack.last_mut() {
                None => root = Some(node),
                Some(Frame::Seq { items, .. }) => items.push(node),
                Some(Frame::Map {
                    entries, pending, ..
                }) => match pending.take() {
                    None => *pending = Some(node),
                    Some(k) => entries.push((k, node)),
                },
            }
        }
    }
    Ok(root.unwrap_or(YNode {
        start: 0,
        end: 0,
        kind: YKind::Map {
            flow: false,
            entries: Vec::new(),
        },
    }))
}

/// The byte after the `:` that follows a key ending at `from`.
pub fn colon_after(text: &str, from: usize) -> usize {
    text[from..].find(':').map(|i| from + i + 1).unwrap_or(from)
}

enum Frame {
    Seq {
        start: usize,
        items: Vec<YNode>,
    },
    Map {
        start: usize,
        entries: Vec<(YNode, YNode)>,
        pending: Option<YNode>,
    },
}

impl Frame {
    /// The finished node: a flow collection ends after its closing bracket, a block one
    /// with its last child.
    fn finish(self, text: &str) -> YNode {
        let (start, last_end, kind) = match self {
            Frame::Seq { start, items } => {
                let flow = text[start..].starts_with('[');
                let last = items.iter().map(|n| n.end).max();
                (start, last, YKind::Seq { flow, items })
            }
            Frame::Map { start, entries, .. } => {
                let flow = text[start..].starts_with('{');
                let last = entries.iter().map(|(k, v)| k.end.max(v.end)).max();
                (start, last, YKind::Map { flow, entries })
            }
        };
        let flow = matches!(
            kind,
            YKind::Seq { flow: true, .. } | YKind::Map { flow: true, .. }
        );
        let end = if flow {
            let close = if matches!(kind, YKind::Seq { .. }) {
                ']'
            } else {
                '}'
            };
            closing(text, last_end.unwrap_or(start + 1), close)
        } else {
            last_end.unwrap_or(start)
        };
        YNode { start, end, kind }
    }
}

/// The byte after the bracket that closes a flow collection, searched from the end of
/// its last child over separators, spaces and comments.
fn closing(text: &str, from: usize, close: char) -> usize {
    let mut in_comment = false;
    for (i, c) in text[from..].char_indices() {
        match c {
            '\n' => in_comment = false,
            _ if in_comment => {}
            '#' => in_comment = true,
            c if c == close => return from + i + 1,
            _ => {}
        }
    }
    text.len()
}

/// The start of the line holding byte `at`.
pub fn line_start(text: &str, at: usize) -> usize {
    text[..at].rfind('\n').map_or(0, |i| i + 1)
}

/// The end of the line holding byte `at` (before its newline).
pub fn line_end(text: &str, at: usize) -> usize {
    text[at..].find('\n').map_or(text.len(), |i| at + i)
}

/// The 1-based line of byte `at`.
pub fn line_of(text: &str, at: usize) -> usize {
    text[..at].matches('\n').count() + 1
}
