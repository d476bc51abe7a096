//! book.toml: the book's settings, in mdBook's spirit. The whole file is read at once and
//! every fault reported with its line and a caret: TOML syntax, unknown keys (with the
//! nearest known one), values of the wrong type. mdBook's own keys are accepted with a
//! warning that arbitre ignores them, so an existing mdBook book builds.
use std::path::Path;
use toml::Spanned;
use toml::de::{DeTable, DeValue};

use super::Problem;

#[derive(Debug, Clone, Default)]
pub struct BookConfig {
    pub book: BookSection,
    pub build: BuildSection,
    pub output: OutputSection,
}

#[derive(Debug, Clone)]
pub struct BookSection {
    pub title: String,
    pub authors: Vec<String>,
    pub description: Option<String>,
    pub language: String,
    pub src: String,
}

impl Default for BookSection {
    fn default() -> Self {
        BookSection {
            title: crate::fr::config::UNTITLED_BOOK.to_string(),
            authors: Vec::new(),
            description: None,
            language: "fr".to_string(),
            src: "content".to_string(),
        }
    }
}

#[derive(Debug, Clone)]
pub struct BuildSection {
    pub build_dir: String,
}

impl Default for BuildSection {
    fn default() -> Self {
        BuildSection {
            build_dir: "book".to_string(),
        }
    }
}

#[derive(Debug, Clone, Default)]
pub struct OutputSection {
    pub html: HtmlSection,
}

#[derive(Debug, Clone)]
pub struct HtmlSection {
    /// Absolute address of the published site, used by sitemap.xml and the 404 page.
    pub site_url: Option<String>,
    /// Extra stylesheets, paths relative to the book root (copied into the site).
    pub additional_css: Vec<String>,
    pub additional_js: Vec<String>,
    /// `{path}` is replaced by the page's path relative to the book root.
    pub edit_url_template: Option<String>,
    /// Typographic apostrophes and quotes (« » for straight double quotes).
    pub smart_punctuation: bool,
}

impl Default for HtmlSection {
    fn default() -> Self {
        HtmlSection {
            site_url: None,
            additional_css: Vec::new(),
            additional_js: Vec::new(),
            edit_url_template: None,
            smart_punctuation: true,
        }
    }
}

/// What a key's value must be.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Text,
    Texts,
    Bool,
    Table,
}

/// What a value is, in TOML's own kinds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Found {
    Text,
    Integer,
    Float,
    Bool,
    Date,
    List,
    Table,
}

/// What the TOML parser found wrong (its English messages sorted by `fr::config`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TomlSyntax {
    DuplicateKey,
    UnclosedTable,
    UnclosedArrayTable,
    UnclosedArray,
    UnclosedInlineTable,
    MissingValue,
    Unquoted,
    BadString,
    BadEscape,
    MissingCommaInArray,
    MissingCommaInTable,
    ExtraComma,
    MissingEquals,
    ExtraEquals,
    BadKey,
    Unexpected,
    UnexpectedAfterValue,
    BadValue,
    BadBoolean,
    BadNumber,
    Other,
}

impl TomlSyntax {
    /// Something left open: the cause of whatever else the parser finds on its line.
    fn is_unclosed(self) -> bool {
        matches!(
            self,
            TomlSyntax::UnclosedTable
                | TomlSyntax::UnclosedArrayTable
                | TomlSyntax::UnclosedArray
                | TomlSyntax::UnclosedInlineTable
                | TomlSyntax::BadString
        )
    }
}

/// Everything book.toml can get wrong (errors) or hold for mdBook alone (warnings); said
/// in French by [`crate::fr::config::config_fault`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ConfigFault {
    /// TOML syntax; `expected`: the literal tokens the parser wanted (`]`, `=`).
    Syntax {
        what: TomlSyntax,
        expected: Vec<String>,
    },
    /// A `[table]` header given twice; `first_line`: where it was opened first.
    DuplicateTable { table: String, first_line: usize },
    /// A key arbitre does not know in `table` ("" at the top of the file).
    UnknownKey {
        key: String,
        table: &'static str,
        suggestion: Option<&'static str>,
        /// the table where this exact key belongs, when it is misplaced
        belongs_in: Option<&'static str>,
        allowed: Vec<&'static str>,
    },
    /// `key` (its full dotted name) holds a value of the wrong kind.
    WrongKind {
        key: String,
        expected: Kind,
        found: Found,
    },
    /// An item of a list of texts that is not a text.
    ItemNotText { key: String, found: Found },
    /// `book.src` empty or absolute.
    SrcNotRelative,
    /// `build.build-dir` empty.
    BuildDirEmpty,
    /// book.toml cannot be read.
    Unreadable(std::io::ErrorKind),
    /// Warning: a key only mdBook uses.
    MdbookKey { key: String },
    /// Warning: a table only mdBook uses.
    MdbookTable { table: String },
}

/// One section of book.toml: its keys and their kinds, then the keys mdBook knows there
/// and arbitre does not use (a warning, never an error).
struct Section {
    name: &'static str,
    keys: &'static [(&'static str, Kind)],
    mdbook: &'static [&'static str],
}

const TOP: Section = Section {
    name: "",
    keys: &[
        ("book", Kind::Table),
        ("build", Kind::Table),
        ("output", Kind::Table),
    ],
    mdbook: &["preprocessor", "rust"],
};

const BOOK: Section = Section {
    name: "book",
    keys: &[
        ("title", Kind::Text),
        ("authors", Kind::Texts),
        ("description", Kind::Text),
        ("language", Kind::Text),
        ("src", Kind::Text),
    ],
    mdbook: &["multilingual", "text-direction"],
};

const BUILD: Section = Section {
    name: "build",
    keys: &[("build-dir", Kind::Text)],
    mdbook: &[
        "create-missing",
        "use-default-preprocessors",
        "extra-watch-dirs",
    ],
};

const OUTPUT: Section = Section {
    name: "output",
    keys: &[("html", Kind::Table)],
    // any other renderer (`[output.linkcheck]`, `[output.pdf]`…) is mdBook's
    mdbook: &[],
};

const HTML: Section = Section {
    name: "output.html",
    keys: &[
        ("site-url", Kind::Text),
        ("additional-css", Kind::Texts),
        ("additional-js", Kind::Texts),
        ("edit-url-template", Kind::Text),
        ("smart-punctuation", Kind::Bool),
    ],
    mdbook: &[
        "theme",
        "default-theme",
        "preferred-dark-theme",
        "curly-quotes",
        "mathjax-support",
        "copy-fonts",
        "no-section-label",
        "git-repository-url",
        "git-repository-icon",
        "input-404",
        "cname",
        "live-reload-endpoint",
        "hash-files",
        "google-analytics",
        "sidebar-header-nav",
        "redirect",
        "search",
        "print",
        "fold",
        "playground",
        "code",
    ],
};

/// The sections whose keys a misplaced key may belong to.
const SECTIONS: [&Section; 3] = [&BOOK, &BUILD, &HTML];

/// book.toml read in full: the settings (defaults where a value was wrong) and every
/// fault and warning, in file order.
#[derive(Debug, Default)]
pub struct Loaded {
    pub config: BookConfig,
    pub errors: Vec<Problem>,
    pub warnings: Vec<Problem>,
}

const FILE: &str = "book.toml";

/// A fault at a byte span of book.toml, with the caret under it.
fn at_span(text: &str, span: std::ops::Range<usize>, fault: &ConfigFault) -> Problem {
    let start = span.start.min(text.len());
    let line = line_of(text, start);
    let line_start = text[..start].rfind('\n').map_or(0, |i| i + 1);
    let line_end = text[start..].find('\n').map_or(text.len(), |i| start + i);
    let src = text[line_start..line_end].trim_end_matches('\r');
    let end = span.end.clamp(start, line_start + src.len());
    let mut p = said(line, fault);
    p.col = text[line_start..start].chars().count() + 1;
    p.width = text[start..end].chars().count().max(1);
    p.source = Some(src.to_string());
    p
}

/// The fault in French, at `line`.
fn said(line: usize, fault: &ConfigFault) -> Problem {
    let (message, hint) = crate::fr::config::config_fault(fault);
    Problem::new(FILE, line, message).with_hint(hint)
}

fn found(v: &DeValue) -> Found {
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
struct SyntaxError {
    span: std::ops::Range<usize>,
    line: usize,
    fault: ConfigFault,
}

struct Reader<'t> {
    text: &'t str,
    out: Loaded,
    syntax: Vec<SyntaxError>,
}

/// A value read for a known key, when it has the right kind.
enum Value {
    Text(String),
    Texts(Vec<String>),
    Bool(bool),
}

impl Reader<'_> {
    /// Checks the keys of one table; returns the known keys with their values (tables
    /// are walked by the caller).
    fn section<'a>(
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
            } else if name == "preprocessor"
                && let DeValue::Table(each) = value.get_ref()
            {
                // one warning per preprocessor, each at its own header
                for (k, _) in each.iter() {
                    let fault = ConfigFault::MdbookTable {
                        table: format!("preprocessor.{}", k.get_ref()),
                    };
                    self.out.warnings.push(at_span(self.text, k.span(), &fault));
                }
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
                    suggestion: super::nearest(name, &known),
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
fn syntax_errors(text: &str, errors: &[toml::de::Error]) -> Vec<SyntaxError> {
    let mut out: Vec<SyntaxError> = Vec::new();
    for e in errors {
        let span = e.span().unwrap_or(0..0);
        let line = line_of(text, span.start.min(text.len()));
        let (what, expected) = crate::fr::config::toml_syntax(e.message());
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

impl Loaded {
    /// Reads book.toml's text: every fault at once.
    pub fn read(text: &str) -> Loaded {
        let (doc, syntax) = DeTable::parse_recoverable(text);
        let mut r = Reader {
            text,
            out: Loaded::default(),
            syntax: syntax_errors(text, &syntax),
        };
        let mut config = BookConfig::default();
        for (key, value, table) in r.section(&TOP, doc.get_ref()) {
            let Some(table) = table else { continue };
            let _ = value;
            match key {
                "book" => {
                    for (k, v, _) in r.section(&BOOK, table) {
                        let b = &mut config.book;
                        match (k, v) {
                            ("title", Some(Value::Text(t))) => b.title = t,
                            ("authors", Some(Value::Texts(t))) => b.authors = t,
                            ("description", Some(Value::Text(t))) => b.description = Some(t),
                            ("language", Some(Value::Text(t))) => b.language = t,
                            ("src", Some(Value::Text(t))) => b.src = t,
                            _ => {}
                        }
                    }
                }
                "build" => {
                    for (k, v, _) in r.section(&BUILD, table) {
                        if let ("build-dir", Some(Value::Text(t))) = (k, v) {
                            config.build.build_dir = t;
                        }
                    }
                }
                "output" => {
                    for (k, _, t) in r.section(&OUTPUT, table) {
                        let (Some(t), "html") = (t, k) else { continue };
                        let h = &mut config.output.html;
                        for (k, v, _) in r.section(&HTML, t) {
                            match (k, v) {
                                ("site-url", Some(Value::Text(t))) => h.site_url = Some(t),
                                ("additional-css", Some(Value::Texts(t))) => h.additional_css = t,
                                ("additional-js", Some(Value::Texts(t))) => h.additional_js = t,
                                ("edit-url-template", Some(Value::Text(t))) => {
                                    h.edit_url_template = Some(t)
                                }
                                ("smart-punctuation", Some(Value::Bool(b))) => {
                                    h.smart_punctuation = b
                                }
                                _ => {}
                            }
                        }
                    }
                }
                _ => {}
            }
        }
        for e in std::mem::take(&mut r.syntax) {
            r.out.errors.push(at_span(text, e.span, &e.fault));
        }
        if config.book.src.trim().is_empty() || Path::new(&config.book.src).is_absolute() {
            let line = find_key_line(text, "src");
            r.out
                .errors
                .push(said(line, &ConfigFault::SrcNotRelative).at(text, "src"));
        }
        if config.build.build_dir.trim().is_empty() {
            let line = find_key_line(text, "build-dir");
            r.out
                .errors
                .push(said(line, &ConfigFault::BuildDirEmpty).at(text, "build-dir"));
        }
        r.out.config = config;
        r.out.errors.sort_by_key(|p| (p.line, p.col));
        r.out.warnings.sort_by_key(|p| (p.line, p.col));
        r.out
    }

    /// Reads `book.toml` at the book root. A missing file is a problem at line 1.
    pub fn load(book_root: &Path) -> Loaded {
        match std::fs::read_to_string(book_root.join(FILE)) {
            Ok(text) => Loaded::read(&text),
            Err(e) => Loaded {
                errors: vec![said(1, &ConfigFault::Unreadable(e.kind()))],
                ..Loaded::default()
            },
        }
    }
}

/// Line lookup for many offsets in one text (a binary search, not a scan per call).
pub struct LineIndex {
    newlines: Vec<usize>,
}

impl LineIndex {
    pub fn new(text: &str) -> LineIndex {
        LineIndex {
            newlines: text
                .bytes()
                .enumerate()
                .filter(|(_, b)| *b == b'\n')
                .map(|(i, _)| i)
                .collect(),
        }
    }

    /// 1-based line of a byte offset.
    pub fn line(&self, offset: usize) -> usize {
        self.newlines.partition_point(|&nl| nl < offset) + 1
    }
}

/// 1-based line of a byte offset.
pub fn line_of(text: &str, offset: usize) -> usize {
    let end = offset.min(text.len());
    text.as_bytes()[..end]
        .iter()
        .filter(|&&b| b == b'\n')
        .count()
        + 1
}

impl BookConfig {
    /// Reads `book.toml` at the book root: the settings, or the first fault (see
    /// [`Loaded::load`] for all of them).
    pub fn load(book_root: &Path) -> Result<BookConfig, Problem> {
        Self::first_fault(Loaded::load(book_root))
    }

    pub fn parse(text: &str) -> Result<BookConfig, Problem> {
        Self::first_fault(Loaded::read(text))
    }

    fn first_fault(l: Loaded) -> Result<BookConfig, Problem> {
        match l.errors.into_iter().next() {
            Some(p) => Err(p),
            None => Ok(l.config),
        }
    }
}

fn find_key_line(text: &str, key: &str) -> usize {
    text.lines()
        .position(|l| {
            let l = l.trim_start();
            l.starts_with(key) && l[key.len()..].trim_start().starts_with('=')
        })
        .map_or(1, |i| i + 1)
}

/// A short French description of an I/O error.
pub fn io_fr(e: &std::io::Error) -> String {
    crate::fr::io::io_error(e)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn line_index_agrees_with_scan() {
        let text = "a\nbc\n\nd\n";
        let idx = LineIndex::new(text);
        for off in 0..=text.len() + 2 {
            assert_eq!(idx.line(off), line_of(text, off), "offset {off}");
        }
    }

    #[test]
    fn defaults_apply() {
        let c = BookConfig::parse("[book]\ntitle = \"T\"\n").unwrap();
        assert_eq!(c.book.language, "fr");
        assert_eq!(c.book.src, "content");
        assert_eq!(c.build.build_dir, "book");
        assert!(c.output.html.smart_punctuation);
    }

    #[test]
    fn unknown_key_names_key_and_line() {
        let p =
            BookConfig::parse("[book]\ntitle = \"T\"\n\n[build]\nbuld-dir = \"x\"\n").unwrap_err();
        assert_eq!(
            p.to_string(),
            "book.toml:5: clé inconnue « buld-dir » dans [build]"
        );
        assert_eq!(p.hint.as_deref(), Some("vouliez-vous dire « build-dir » ?"));
        assert_eq!((p.col, p.width), (1, 8));
        let p = BookConfig::parse("[book]\ntitle = \"T\"\n[output.html]\nsite = 1\n").unwrap_err();
        assert_eq!(
            p.to_string(),
            "book.toml:4: clé inconnue « site » dans [output.html]"
        );
    }

    #[test]
    fn every_fault_at_once_in_file_order() {
        let text = "[book]\ntitel = \"T\"\nauthors = \"moi\"\n[output.html]\nsmart-punctuation = \"oui\"\nadditional-css = [\"a.css\", 3]\n[outptu]\n";
        let l = Loaded::read(text);
        let got: Vec<String> = l.errors.iter().map(|p| p.to_string()).collect();
        assert_eq!(
            got,
            [
                "book.toml:2: clé inconnue « titel » dans [book]",
                "book.toml:3: « book.authors » attend une liste de textes, comme [\"a\", \"b\"], pas un texte",
                "book.toml:5: « output.html.smart-punctuation » attend un booléen (true ou false), pas un texte",
                "book.toml:6: « output.html.additional-css » attend une liste de textes : cet élément est un nombre entier",
                "book.toml:7: clé inconnue « outptu »",
            ]
        );
        let hints: Vec<Option<&str>> = l.errors.iter().map(|p| p.hint.as_deref()).collect();
        assert_eq!(hints[0], Some("vouliez-vous dire « title » ?"));
        assert_eq!(hints[4], Some("vouliez-vous dire « output » ?"));
        // the caret under the list item that is not a text
        assert_eq!(l.errors[3].col, 28);
    }

    #[test]
    fn mdbook_settings_are_warnings() {
        let text = "[book]\ntitle = \"T\"\nmultilingual = false\n[output.html]\ndefault-theme = \"light\"\ngit-repository-url = \"https://x\"\n[output.html.search]\nenable = true\n[output.linkcheck]\n[preprocessor.katex]\n[rust]\nedition = \"2021\"\n";
        let l = Loaded::read(text);
        assert!(l.errors.is_empty(), "{:?}", l.errors);
        assert_eq!(l.config.book.title, "T");
        let lines: Vec<usize> = l.warnings.iter().map(|p| p.line).collect();
        assert_eq!(lines, [3, 5, 6, 7, 9, 10, 11]);
        assert!(l.warnings.iter().all(|p| p.message.contains("mdBook")));
        assert!(
            l.warnings[6].message.contains("[rust]"),
            "{:?}",
            l.warnings[6]
        );
        assert!(l.warnings[5].message.contains("[preprocessor.katex]"));
    }

    #[test]
    fn bad_toml_has_line_and_french_message() {
        let p = BookConfig::parse("[book]\ntitle = \"T\"\nauthors = [\n").unwrap_err();
        assert_eq!(
            p.to_string(),
            "book.toml:3: TOML illisible : liste non fermée (« ] » attendu)"
        );
        let l = Loaded::read("[book]\ntitle = x\nauthors = [\"a\" \"b\"]\ntitle = \"y\"\n");
        let got: Vec<String> = l.errors.iter().map(|p| p.message.clone()).collect();
        assert_eq!(
            got,
            [
                "TOML illisible : un texte doit être entre guillemets",
                "TOML illisible : virgule manquante entre deux éléments (« , » attendu)",
                "TOML illisible : clé donnée deux fois",
            ]
        );
    }

    fn messages(text: &str) -> Vec<String> {
        Loaded::read(text)
            .errors
            .iter()
            .map(|p| p.to_string())
            .collect()
    }

    #[test]
    fn a_bare_word_is_one_fault_not_a_misspelt_boolean() {
        // the parser reads `fr` as a broken `false`; the key wants a text
        assert_eq!(
            messages("[book]\nlanguage = fr\ntitle = tru\n"),
            [
                "book.toml:2: TOML illisible : un texte doit être entre guillemets",
                "book.toml:3: TOML illisible : un texte doit être entre guillemets",
            ]
        );
        // where a boolean is wanted, it stays a broken boolean, said once
        assert_eq!(
            messages("[output.html]\nsmart-punctuation = ture\n"),
            ["book.toml:2: TOML illisible : booléen mal formé (true ou false)"]
        );
    }

    #[test]
    fn a_broken_header_does_not_hide_later_faults() {
        assert_eq!(
            messages("[book\ntitle = \"x\"\n[outptu]\n"),
            [
                "book.toml:1: TOML illisible : en-tête de table non fermé (« ] » attendu)",
                "book.toml:3: clé inconnue « outptu »",
            ]
        );
    }

    #[test]
    fn an_unclosed_list_is_one_fault() {
        assert_eq!(
            messages("[book]\nauthors = [\"a\",\n[build]\n"),
            // the parser sees the list end at the next header
            ["book.toml:3: TOML illisible : liste non fermée (« ] » attendu)"]
        );
    }

    #[test]
    fn a_misplaced_key_names_its_table() {
        let l = Loaded::read("title = \"x\"\n[book]\nbuild-dir = \"b\"\n");
        let hints: Vec<Option<&str>> = l.errors.iter().map(|p| p.hint.as_deref()).collect();
        assert_eq!(
            hints,
            [
                Some("« title » se place dans la table [book]"),
                Some("« build-dir » se place dans la table [build]"),
            ]
        );
    }

    #[test]
    fn a_table_opened_twice_says_where_first() {
        let l = Loaded::read("[book]\ntitle = \"x\"\n\n[book]\nsrc = \"c\"\n");
        assert_eq!(l.errors.len(), 1, "{:?}", l.errors);
        assert_eq!(
            l.errors[0].to_string(),
            "book.toml:4: TOML illisible : table « [book] » ouverte deux fois"
        );
        assert!(
            l.errors[0]
                .hint
                .as_deref()
                .is_some_and(|h| h.contains("ligne 1")),
            "{:?}",
            l.errors[0].hint
        );
    }

    #[test]
    fn a_missing_book_toml_is_said_in_french() {
        let dir = std::env::temp_dir().join(format!("arbitre-cfg-{}", std::process::id()));
        std::fs::create_dir_all(dir.join("book.toml")).unwrap();
        let l = Loaded::load(&dir);
        std::fs::remove_dir_all(&dir).unwrap();
        assert_eq!(
            l.errors[0].to_string(),
            "book.toml:1: lecture impossible : c'est un dossier"
        );
    }
}
