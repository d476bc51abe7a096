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
            title: "Livre sans titre".to_string(),
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
#[derive(Clone, Copy, PartialEq)]
enum Kind {
    Text,
    Texts,
    Bool,
    Table,
}

impl Kind {
    fn fr(self) -> &'static str {
        match self {
            Kind::Text => "un texte entre guillemets",
            Kind::Texts => "une liste de textes, comme [\"a\", \"b\"]",
            Kind::Bool => "un booléen (true ou false)",
            Kind::Table => "une table",
        }
    }
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

/// book.toml read in full: the settings (defaults where a value was wrong) and every
/// fault and warning, in file order.
#[derive(Debug, Default)]
pub struct Loaded {
    pub config: BookConfig,
    pub errors: Vec<Problem>,
    pub warnings: Vec<Problem>,
}

const FILE: &str = "book.toml";

/// A problem at a byte span of book.toml, with the caret under it.
fn at_span(text: &str, span: std::ops::Range<usize>, message: String) -> Problem {
    let start = span.start.min(text.len());
    let line = line_of(text, start);
    let line_start = text[..start].rfind('\n').map_or(0, |i| i + 1);
    let line_end = text[start..].find('\n').map_or(text.len(), |i| start + i);
    let src = text[line_start..line_end].trim_end_matches('\r');
    let end = span.end.clamp(start, line_start + src.len());
    let mut p = Problem::new(FILE, line, message);
    p.col = text[line_start..start].chars().count() + 1;
    p.width = text[start..end].chars().count().max(1);
    p.source = Some(src.to_string());
    p
}

fn kind_of(v: &DeValue) -> &'static str {
    match v {
        DeValue::String(_) => "un texte",
        DeValue::Integer(_) => "un nombre entier",
        DeValue::Float(_) => "un nombre décimal",
        DeValue::Boolean(_) => "un booléen",
        DeValue::Datetime(_) => "une date",
        DeValue::Array(_) => "une liste",
        DeValue::Table(_) => "une table",
    }
}

struct Reader<'t> {
    text: &'t str,
    out: Loaded,
    /// the TOML syntax was wrong somewhere
    broken: bool,
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
                    let what = format!(
                        "la table « [preprocessor.{}] » est un réglage de mdBook qu'arbitre ignore",
                        k.get_ref()
                    );
                    self.out.warnings.push(at_span(self.text, k.span(), what));
                }
            } else if section.mdbook.contains(&name) || section.name == "output" {
                let what = if matches!(value.get_ref(), DeValue::Table(_)) {
                    format!("la table « [{full}] » est un réglage de mdBook qu'arbitre ignore")
                } else {
                    format!("la clé « {full} » est un réglage de mdBook qu'arbitre ignore")
                };
                self.out.warnings.push(at_span(self.text, key.span(), what));
            } else if section.name.is_empty() && self.broken {
                // after a broken table header, its keys land at the top: one fault is
                // enough
                continue;
            } else {
                let mut known: Vec<&str> = section.keys.iter().map(|(k, _)| *k).collect();
                known.extend(section.mdbook);
                let place = if section.name.is_empty() {
                    String::new()
                } else {
                    format!(" dans [{}]", section.name)
                };
                let p = at_span(
                    self.text,
                    key.span(),
                    format!("clé inconnue « {name} »{place}"),
                )
                .did_you_mean(name, &known);
                let p = if p.hint.is_none() {
                    let list: Vec<&str> = section.keys.iter().map(|(k, _)| *k).collect();
                    p.with_hint(Some(format!("clés permises : {}", list.join(", "))))
                } else {
                    p
                };
                self.out.errors.push(p);
            }
        }
        found
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
        if v.is_none() {
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
                    format!(
                        "« {full} » attend une liste de textes : cet élément est {}",
                        kind_of(item.get_ref())
                    ),
                )
                .with_hint(Some("mettez-le entre guillemets".to_string())),
                None => at_span(
                    self.text,
                    value.span(),
                    format!(
                        "« {full} » attend {}, pas {}",
                        kind.fr(),
                        kind_of(value.get_ref())
                    ),
                ),
            };
            self.out.errors.push(p);
        }
        v
    }
}

/// French for the TOML parser's messages (`invalid table header, expected `]``…).
fn toml_syntax_fr(message: &str) -> String {
    let (what, expected) = match message.split_once(", expected ") {
        Some((w, e)) => (w, Some(e)),
        None => (message, None),
    };
    let what = match what.trim() {
        "duplicate key" => "clé donnée deux fois",
        "unclosed table" | "missing table open" => "en-tête de table non fermé",
        "unclosed array table" => "en-tête de liste de tables non fermé",
        "unclosed array" => "liste non fermée",
        "unclosed inline table" => "table en ligne non fermée",
        "missing value" | "missing value for key" | "key with no value" => "valeur manquante",
        "string values must be quoted" => "un texte doit être entre guillemets",
        "invalid basic string"
        | "invalid string"
        | "invalid literal string"
        | "invalid multi-line basic string" => "texte mal formé",
        "missing escaped value" => "échappement incomplet après « \\ »",
        "missing comma between array elements" => "virgule manquante entre deux éléments",
        "missing comma between key-value pairs" => "virgule manquante entre deux clés",
        "extra comma in array" | "extra comma in inline table" => "virgule en trop",
        "missing assignment between key-value pairs" => "« = » manquant entre la clé et sa valeur",
        "extra assignment between key-value pairs" | "extra `=`" => "« = » en trop",
        "invalid unquoted key" | "invalid key" | "unquoted keys cannot be empty" => {
            "clé mal formée"
        }
        "unexpected content" | "unexpected key or value" | "invalid key-value pair" => {
            "contenu inattendu"
        }
        "unexpected content between comment and newline" => "contenu inattendu après la valeur",
        "invalid value" => "valeur mal formée",
        "invalid boolean" => "booléen mal formé (true ou false)",
        "invalid integer number" | "invalid float" | "unexpected leading zero" => {
            "nombre mal formé"
        }
        _ => "syntaxe TOML invalide",
    };
    // the literal tokens expected (`]`, `=`): language-neutral, worth showing
    let tokens: Vec<String> = expected
        .map(|e| {
            e.split(", ")
                .filter_map(|t| t.strip_prefix('`').and_then(|t| t.strip_suffix('`')))
                .map(|t| format!("« {t} »"))
                .collect()
        })
        .unwrap_or_default();
    if tokens.is_empty() {
        what.to_string()
    } else {
        format!("{what} ({} attendu)", tokens.join(" ou "))
    }
}

impl Loaded {
    /// Reads book.toml's text: every fault at once.
    pub fn read(text: &str) -> Loaded {
        let (doc, syntax) = DeTable::parse_recoverable(text);
        let mut r = Reader {
            text,
            out: Loaded::default(),
            broken: !syntax.is_empty(),
        };
        for e in &syntax {
            let span = e.span().unwrap_or(0..0);
            r.out.errors.push(at_span(
                text,
                span,
                format!("TOML illisible : {}", toml_syntax_fr(e.message())),
            ));
        }
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
        if config.book.src.trim().is_empty() || Path::new(&config.book.src).is_absolute() {
            let line = find_key_line(text, "src");
            r.out.errors.push(
                Problem::new(
                    FILE,
                    line,
                    "`src` doit être un chemin relatif non vide".to_string(),
                )
                .at(text, "src"),
            );
        }
        if config.build.build_dir.trim().is_empty() {
            let line = find_key_line(text, "build-dir");
            r.out.errors.push(
                Problem::new(FILE, line, "`build-dir` ne doit pas être vide".to_string())
                    .at(text, "build-dir"),
            );
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
                errors: vec![Problem::new(
                    FILE,
                    1,
                    format!("lecture impossible : {}", io_fr(&e)),
                )],
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
}
