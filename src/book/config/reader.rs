//! Reading book.toml's tables: each known key's value checked for its kind, unknown
//! keys (with the nearest known one) and the parser's syntax errors turned into faults.

use toml::Spanned;
use toml::de::{DeTable, DeValue};

use super::faults::{ConfigFault, Found, Kind, TomlSyntax};
use super::keys::{SECTIONS, Section};
use super::{Loaded, at_span, line_of};

pub(super) fn found(v: &DeValue) -> Found {
    match v {
        DeValue::String(_) => Found::Text,
        DeValue::Integer(_) => Found::Integer,
        DeValue::Float(_) => Found::Float,
        DeValue::Boolean(_) => Found::Bool,
        DeValue::Datetime(_) => Found::Date,
        DeValue::Array(_) => Found::List,
        DeValue::Table(_) => Found::Table,
    }
}

/// One TOML syntax error, before it is said.
pub(super) struct SyntaxError {
    pub(super) span: std::ops::Range<usize>,
    pub(super) line: usize,
    pub(super) fault: ConfigFault,
}

pub(super) struct Reader<'t> {
    pub(super) text: &'t str,
    pub(super) out: Loaded,
    pub(super) syntax: Vec<SyntaxError>,
}

/// A value read for a known key, when it has the right kind.
pub(super) enum Value {
    Text(String),
    Texts(Vec<String>),
    Bool(bool),
}

impl Reader<'_> {
    /// Checks the keys of one table; returns the known keys with their values (tables
    /// are walked by the caller).
    pub(super) fn section<'a>(
        &mut self,
        section: &Section,
        table: &'a DeTable<'a>,
    ) -> Vec<(&'static str, Option<Value>, Option<&'a DeTable<'a>>)> {
        let mut found = Vec::new();
        for (key, value) in table.iter() {
            let name: &str = key.get_ref();
            let full = if section.name.is_empty() {
                name.to_string()
            } else {
                format!("{}.{name}", section.name)
            };
            if let Some((known, kind)) = section.keys.iter().find(|(k, _)| *k == name) {
                match (kind, self.value(*kind, &full, value)) {
                    (Kind::Table, _) => {
                        if let DeValue::Table(t) = value.get_ref() {
                            found.push((*known, None, Some(t)));
                        }
                    }
                    (_, Some(v)) => found.push((*known, Some(v), None)),
                    _ => {}
                }
            } else if section.elsewhere.contains(&name) {
                // read by book::options and book::preprocess, which say their own faults
            } else if section.mdbook.contains(&name) || section.name == "output" {
                let fault = if matches!(value.get_ref(), DeValue::Table(_)) {
                    ConfigFault::MdbookTable { table: full }
                } else {
                    ConfigFault::MdbookKey { key: full }
                };
                self.out
                    .warnings
                    .push(at_span(self.text, key.span(), &fault));
            } else if section.name.is_empty() && self.after_broken_header(key.span().start) {
                // the keys under a broken table header land at the top: its fault is
                // enough
                continue;
            } else {
                let mut known: Vec<&'static str> = section.keys.iter().map(|(k, _)| *k).collect();
                known.extend(section.mdbook);
                let belongs_in = SECTIONS
                    .iter()
                    .find(|s| s.name != section.name && s.keys.iter().any(|(k, _)| *k == name))
                    .map(|s| s.name);
                let fault = ConfigFault::UnknownKey {
                    key: name.to_string(),
                    table: section.name,
                    suggestion: crate::suggest::nearest(name, &known),
                    belongs_in,
                    allowed: section.keys.iter().map(|(k, _)| *k).collect(),
                };
                self.out.errors.push(at_span(self.text, key.span(), &fault));
            }
        }
        found
    }

    /// Is this offset under a table header that the parser could not read?
    fn after_broken_header(&self, offset: usize) -> bool {
        let line = line_of(self.text, offset);
        let header = self
            .text
            .lines()
            .take(line)
            .enumerate()
            .filter(|(_, l)| l.trim_start().starts_with('['))
            .map(|(i, _)| i + 1)
            .last();
        header.is_some_and(|h| self.syntax.iter().any(|e| e.line == h))
    }

    /// The value of a known key, or an error naming the kind it must have.
    fn value(&mut self, kind: Kind, full: &str, value: &Spanned<DeValue>) -> Option<Value> {
        let v = match (kind, value.get_ref()) {
            (Kind::Text, DeValue::String(s)) => Some(Value::Text(s.to_string())),
            (Kind::Bool, DeValue::Boolean(b)) => Some(Value::Bool(*b)),
            (Kind::Table, DeValue::Table(_)) => Some(Value::Bool(true)),
            (Kind::Texts, DeValue::Array(items)) => {
                let texts: Option<Vec<String>> = items
                    .iter()
                    .map(|i| match i.get_ref() {
                        DeValue::String(s) => Some(s.to_string()),
                        _ => None,
                    })
                    .collect();
                texts.map(Value::Texts)
            }
            _ => None,
        };
        if v.is_some() {
            return v;
        }
        // a value the parser already refused: one fault for it, the parser's, told that a
        // text was expected (`language = fr` is not a misspelt `false`)
        let span = value.span();
        let lines = line_of(self.text, span.start)..=line_of(self.text, span.end);
        let overlaps = |e: &&mut SyntaxError| lines.contains(&e.line);
        if let Some(e) = self.syntax.iter_mut().find(overlaps) {
            if matches!(kind, Kind::Text | Kind::Texts)
                && matches!(
                    e.fault,
                    ConfigFault::Syntax {
                        what: TomlSyntax::BadBoolean,
                        ..
                    }
                )
            {
                e.fault = ConfigFault::Syntax {
                    what: TomlSyntax::Unquoted,
                    expected: Vec::new(),
                };
            }
            return None;
        }
        // in a list, the caret goes under the first item that is not a text
        let bad_item = match value.get_ref() {
            DeValue::Array(items) if kind == Kind::Texts => items
                .iter()
                .find(|i| !matches!(i.get_ref(), DeValue::String(_))),
            _ => None,
        };
        let p = match bad_item {
            Some(item) => at_span(
                self.text,
                item.span(),
                &ConfigFault::ItemNotText {
                    key: full.to_string(),
                    found: found(item.get_ref()),
                },
            ),
            None => at_span(
                self.text,
                span,
                &ConfigFault::WrongKind {
                    key: full.to_string(),
                    expected: kind,
                    found: found(value.get_ref()),
                },
            ),
        };
        self.out.errors.push(p);
        None
    }
}

/// The parser's errors, typed: one per line (what was left open first, else the
/// parser's first), a duplicate `[table]` told apart from a duplicate key.
pub(super) fn syntax_errors(text: &str, errors: &[toml::de::Error]) -> Vec<SyntaxError> {
    let mut out: Vec<SyntaxError> = Vec::new();
    for e in errors {
        let span = e.span().unwrap_or(0..0);
        let line = line_of(text, span.start.min(text.len()));
        let (what, expected) = TomlSyntax::read(e.message());
        let source = text.lines().nth(line - 1).unwrap_or_default().trim();
        let fault = match (what, header_name(source)) {
            (TomlSyntax::DuplicateKey, Some(table)) => ConfigFault::DuplicateTable {
                first_line: text
                    .lines()
                    .position(|l| header_name(l.trim()) == Some(table))
                    .map_or(line, |i| i + 1),
                table: table.to_string(),
            },
            _ => ConfigFault::Syntax { what, expected },
        };
        let error = SyntaxError { span, line, fault };
        match out.iter_mut().find(|o| o.line == line) {
            Some(o) => {
                let unclosed = |f: &ConfigFault| matches!(f, ConfigFault::Syntax { what, .. } if what.is_unclosed());
                if unclosed(&error.fault) && !unclosed(&o.fault) {
                    *o = error;
                }
            }
            None => out.push(error),
        }
    }
    out
}

/// `book` for the header line `[book]` (not for `[[book]]`).
fn header_name(line: &str) -> Option<&str> {
    let inner = line.strip_prefix('[')?;
    if inner.starts_with('[') {
        return None;
    }
    let end = inner.find(']')?;
    Some(inner[..end].trim())
}
