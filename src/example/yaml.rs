//! A small YAML tree that remembers where each node stands, so that a failing claim
//! can be reported at its own line and column (serde_yaml keeps no positions).

use std::collections::HashMap;

use saphyr_parser::{Event, Parser, ScalarStyle};

/// How deep lists and maps may nest, block or flow. An example needs three or four
/// levels; the tree is walked and dropped recursively, so a hostile text of thousands of
/// `- - - …` must stop here rather than overflow the stack. The parser's own flow limit
/// is deeper (255), so flow nesting meets this one first.
pub const MAX_DEPTH: usize = 64;

/// A 1-based line and column inside the YAML text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Pos {
    pub line: usize,
    pub col: usize,
    /// Which text the node comes from (0 = the block itself, 1 = an included file).
    pub src: u8,
}

impl Pos {
    pub fn new(line: usize, col: usize) -> Pos {
        Pos { line, col, src: 0 }
    }
}

impl Node {
    /// Marks every node of this tree as coming from source `src`.
    pub fn set_source(&mut self, src: u8) {
        self.pos.src = src;
        match &mut self.value {
            Value::Scalar { .. } => {}
            Value::Seq(items) => items.iter_mut().for_each(|n| n.set_source(src)),
            Value::Map(entries) => entries.iter_mut().for_each(|(k, v)| {
                k.set_source(src);
                v.set_source(src);
            }),
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    /// A scalar; `quoted` is true for '...' and "..." (never a number or a boolean).
    Scalar {
        text: String,
        quoted: bool,
    },
    Seq(Vec<Node>),
    /// Keys in document order (duplicates are rejected while building).
    Map(Vec<(Node, Node)>),
}

#[derive(Clone, Debug, PartialEq)]
pub struct Node {
    pub pos: Pos,
    pub value: Value,
}

/// A YAML text that could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct YamlError {
    pub pos: Pos,
    pub fault: YamlFault,
}

/// What makes a YAML text unreadable for an example.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum YamlFault {
    /// The parser stopped: what it stumbled on.
    Syntax(Syntax),
    /// `*name`: aliases are refused.
    Alias,
    /// A second `---` document.
    SecondDocument,
    /// A key that is a list or a map.
    KeyNotScalar,
    /// A key already given at `first_line`.
    DuplicateKey { key: String, first_line: usize },
}

/// The parser's complaints, sorted into the kinds the reader is told about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Syntax {
    UnclosedBracket,
    UnclosedBrace,
    MisplacedBracket,
    KeyMisaligned,
    DashMisaligned,
    UnexpectedColon,
    KeyWithoutColon,
    Tab,
    Indentation,
    UnclosedQuote,
    BadQuoted,
    UnknownEscape,
    ValueExpected,
    UnexpectedEnd,
    UnexpectedCharacter,
    Anchor,
    Tag,
    Directive,
    BlockScalar,
    TooDeep,
    Document,
    DashValue,
    SpaceExpected,
    /// A complaint the table does not know.
    Other,
}

/// The kind of a node, for "expects a list, not a map".
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NodeKind {
    Scalar,
    Seq,
    Map,
}

impl Node {
    pub fn as_str(&self) -> Option<&str> {
        match &self.value {
            Value::Scalar { text, .. } => Some(text),
            _ => None,
        }
    }

    pub fn as_seq(&self) -> Option<&[Node]> {
        match &self.value {
            Value::Seq(items) => Some(items),
            _ => None,
        }
    }

    pub fn as_map(&self) -> Option<&[(Node, Node)]> {
        match &self.value {
            Value::Map(entries) => Some(entries),
            _ => None,
        }
    }

    /// The boolean of an unquoted `true`/`false` (YAML 1.2 core schema).
    pub fn as_bool(&self) -> Option<bool> {
        match &self.value {
            Value::Scalar {
                text,
                quoted: false,
            } => match text.as_str() {
                "true" | "True" | "TRUE" => Some(true),
                "false" | "False" | "FALSE" => Some(false),
                _ => None,
            },
            _ => None,
        }
    }

    /// An unquoted null (`~`, `null`, or nothing).
    pub fn is_null(&self) -> bool {
        matches!(&self.value, Value::Scalar { text, quoted: false } if matches!(text.as_str(), "" | "~" | "null" | "Null" | "NULL"))
    }

    pub fn kind(&self) -> NodeKind {
        match &self.value {
            Value::Scalar { .. } => NodeKind::Scalar,
            Value::Seq(_) => NodeKind::Seq,
            Value::Map(_) => NodeKind::Map,
        }
    }
}

/// Parses one YAML document. An empty text gives an empty map.
pub fn parse(text: &str) -> Result<Node, YamlError> {
    let mut stack: Vec<(Pos, Frame)> = Vec::new();
    let mut root: Option<Node> = None;
    for item in Parser::new_from_str(text) {
        let (event, span) = match item {
            Ok(ok) => ok,
            Err(e) => {
                // An unclosed bracket is the usual cause, whatever the parser says and
                // wherever it notices: report it where it opens.
                if let Some((pos, what)) = unclosed_bracket(text) {
                    return Err(YamlError {
                        pos,
                        fault: YamlFault::Syntax(what),
                    });
                }
                let (what, unclosed) = syntax_of(e.info());
                let at = Pos::new(e.marker().line(), e.marker().col() + 1);
                let pos = match (unclosed, stack.last()) {
                    (true, Some((start, _))) => *start,
                    _ if e.info().contains("tab") => tab_near(text, at).unwrap_or(at),
                    _ => at,
                };
                return Err(YamlError {
                    pos,
                    fault: YamlFault::Syntax(what),
                });
            }
        };
        let pos = Pos::new(span.start.line(), span.start.col() + 1);
        let finished = match event {
            Event::Scalar(value, style, _, _) => {
                let quoted = matches!(style, ScalarStyle::SingleQuoted | ScalarStyle::DoubleQuoted);
                Some(Node {
                    pos,
                    value: Value::Scalar {
                        text: value.into_owned(),
                        quoted,
                    },
                })
            }
            Event::SequenceStart(..) | Event::MappingStart(..) if stack.len() >= MAX_DEPTH => {
                return Err(YamlError {
                    pos,
                    fault: YamlFault::Syntax(Syntax::TooDeep),
                });
            }
            Event::SequenceStart(..) => {
                stack.push((pos, Frame::Seq(Vec::new())));
                None
            }
            Event::MappingStart(..) => {
                stack.push((pos, Frame::Map(MapFrame::default())));
                None
            }
            Event::SequenceEnd | Event::MappingEnd => match stack.pop() {
                Some((start, Frame::Seq(items))) => Some(Node {
                    pos: start,
                    value: Value::Seq(items),
                }),
                Some((start, Frame::Map(map))) => Some(Node {
                    pos: start,
                    value: Value::Map(map.entries),
                }),
                None => None,
            },
            Event::Alias(_) => {
                return Err(YamlError {
                    pos,
                    fault: YamlFault::Alias,
                });
            }
            Event::DocumentStart(_) if root.is_some() => {
                return Err(YamlError {
                    pos,
                    fault: YamlFault::SecondDocument,
                });
            }
            _ => None,
        };
        if let Some(node) = finished {
            match stack.last_mut() {
                None => root = Some(node),
                Some((_, Frame::Seq(items))) => items.push(node),
                Some((_, Frame::Map(map))) => map.add(node)?,
            }
        }
    }
    Ok(root.unwrap_or(Node {
        pos: Pos::new(1, 1),
        value: Value::Map(Vec::new()),
    }))
}

/// The tab the parser complains about: the last one at or before `at` on its line, else
/// the first one of the text up to that line (the parser may notice it later).
fn tab_near(text: &str, at: Pos) -> Option<Pos> {
    let lines: Vec<&str> = text.lines().collect();
    let line = lines.get(at.line.checked_sub(1)?)?;
    let on_line: Vec<usize> = line
        .chars()
        .enumerate()
        .filter(|(_, c)| *c == '\t')
        .map(|(i, _)| i + 1)
        .collect();
    if let Some(col) = on_line
        .iter()
        .rev()
        .find(|c| **c <= at.col)
        .or(on_line.first())
    {
        return Some(Pos::new(at.line, *col));
    }
    lines.iter().take(at.line).enumerate().find_map(|(i, l)| {
        l.chars()
            .position(|c| c == '\t')
            .map(|c| Pos::new(i + 1, c + 1))
    })
}

/// The innermost `[` or `{` never closed (outside quotes and comments), if any.
fn unclosed_bracket(text: &str) -> Option<(Pos, Syntax)> {
    let mut open: Vec<(Pos, char)> = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let mut quote: Option<char> = None;
        let mut prev = ' ';
        for (j, c) in line.chars().enumerate() {
            match (quote, c) {
                (Some(q), c) if c == q => quote = None,
                (Some(_), _) => {}
                (None, '"' | '\'') => quote = Some(c),
                (None, '#') if prev.is_whitespace() => break,
                (None, '[' | '{') => open.push((Pos::new(i + 1, j + 1), c)),
                (None, ']' | '}') => {
                    open.pop();
                }
                _ => {}
            }
            prev = c;
        }
    }
    open.pop().map(|(pos, c)| {
        (
            pos,
            if c == '[' {
                Syntax::UnclosedBracket
            } else {
                Syntax::UnclosedBrace
            },
        )
    })
}

/// The kind of the parser's (English) message, and whether it is about an unclosed
/// `[` or `{`. A message we do not know is [`Syntax::Other`], never shown as is.
fn syntax_of(info: &str) -> (Syntax, bool) {
    // the parser's own words, read (never written) to sort its complaint
    let table: &[(&str, Syntax)] = &[
        ("flow sequence", Syntax::UnclosedBracket),
        ("flow mapping", Syntax::UnclosedBrace),
        ("misplaced bracket", Syntax::MisplacedBracket),
        (
            "block mapping, did not find expected key",
            Syntax::KeyMisaligned,
        ),
        ("block collection", Syntax::DashMisaligned),
        ("mapping values are not allowed", Syntax::UnexpectedColon),
        ("simple key", Syntax::KeyWithoutColon),
        ("tab", Syntax::Tab),
        ("indentation", Syntax::Indentation),
        ("quoted scalar, found unexpected end", Syntax::UnclosedQuote),
        ("quoted scalar", Syntax::BadQuoted),
        ("unknown escape", Syntax::UnknownEscape),
        ("did not find expected node content", Syntax::ValueExpected),
        ("unexpected eof", Syntax::UnexpectedEnd),
        ("unexpected character", Syntax::UnexpectedCharacter),
        ("anchor", Syntax::Anchor),
        ("tag", Syntax::Tag),
        ("directive", Syntax::Directive),
        ("block scalar", Syntax::BlockScalar),
        ("recursion limit", Syntax::TooDeep),
        ("document", Syntax::Document),
        ("plain scalar cannot start with '-'", Syntax::DashValue),
        ("whitespace", Syntax::SpaceExpected),
    ];
    let syntax = table
        .iter()
        .find(|(en, _)| info.contains(en))
        .map_or(Syntax::Other, |(_, s)| *s);
    let unclosed = matches!(syntax, Syntax::UnclosedBracket | Syntax::UnclosedBrace);
    (syntax, unclosed)
}

enum Frame {
    Seq(Vec<Node>),
    Map(MapFrame),
}

/// A map being read: its entries so far, a key waiting for its value, and the line of
/// each key (a hash, so that a map of many keys costs linear time to check).
#[derive(Default)]
struct MapFrame {
    entries: Vec<(Node, Node)>,
    pending: Option<Node>,
    lines: HashMap<String, usize>,
}

impl MapFrame {
    /// Takes the next node: a key (refused if it is not a scalar or already given), or
    /// the value of the waiting key.
    fn add(&mut self, node: Node) -> Result<(), YamlError> {
        if let Some(key) = self.pending.take() {
            self.entries.push((key, node));
            return Ok(());
        }
        let Some(text) = node.as_str() else {
            return Err(YamlError {
                pos: node.pos,
                fault: YamlFault::KeyNotScalar,
            });
        };
        if let Some(first_line) = self.lines.get(text) {
            return Err(YamlError {
                pos: node.pos,
                fault: YamlFault::DuplicateKey {
                    key: text.to_string(),
                    first_line: *first_line,
                },
            });
        }
        self.lines.insert(text.to_string(), node.pos.line);
        self.pending = Some(node);
        Ok(())
    }
}
