//! What book.toml can get wrong, typed: the kinds a value may have, the TOML parser's
//! syntax errors, and each fault with where it lies.

/// What a key's value must be.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Kind {
    Text,
    Texts,
    Bool,
    Table,
}

/// What a value is, in TOML's own kinds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Found {
    Text,
    Integer,
    Float,
    Bool,
    Date,
    List,
    Table,
}

/// What the TOML parser found wrong (its English messages, never shown, sorted by
/// [`TomlSyntax::read`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
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
    /// The TOML parser's message (`invalid table header, expected `]``), sorted: what is
    /// wrong, and the literal tokens it expected (language-neutral, worth showing).
    pub fn read(message: &str) -> (TomlSyntax, Vec<String>) {
        let (what, expected) = match message.split_once(", expected ") {
            Some((w, e)) => (w, Some(e)),
            None => (message, None),
        };
        let what = match what.trim() {
            "duplicate key" => Self::DuplicateKey,
            "unclosed table" | "missing table open" => Self::UnclosedTable,
            "unclosed array table" => Self::UnclosedArrayTable,
            "unclosed array" => Self::UnclosedArray,
            "unclosed inline table" => Self::UnclosedInlineTable,
            "missing value" | "missing value for key" | "key with no value" => Self::MissingValue,
            "string values must be quoted" => Self::Unquoted,
            "invalid basic string"
            | "invalid string"
            | "invalid literal string"
            | "invalid multi-line basic string" => Self::BadString,
            "missing escaped value" => Self::BadEscape,
            "missing comma between array elements" => Self::MissingCommaInArray,
            "missing comma between key-value pairs" => Self::MissingCommaInTable,
            "extra comma in array" | "extra comma in inline table" => Self::ExtraComma,
            "missing assignment between key-value pairs" => Self::MissingEquals,
            "extra assignment between key-value pairs" | "extra `=`" => Self::ExtraEquals,
            "invalid unquoted key" | "invalid key" | "unquoted keys cannot be empty" => {
                Self::BadKey
            }
            "unexpected content" | "unexpected key or value" | "invalid key-value pair" => {
                Self::Unexpected
            }
            "unexpected content between comment and newline" => Self::UnexpectedAfterValue,
            "invalid value" => Self::BadValue,
            "invalid boolean" => Self::BadBoolean,
            "invalid integer number" | "invalid float" | "unexpected leading zero" => {
                Self::BadNumber
            }
            _ => Self::Other,
        };
        let tokens = expected
            .map(|e| {
                e.split(", ")
                    .filter_map(|t| t.strip_prefix('`').and_then(|t| t.strip_suffix('`')))
                    .map(str::to_string)
                    .collect()
            })
            .unwrap_or_default();
        (what, tokens)
    }

    /// Something left open: the cause of whatever else the parser finds on its line.
    pub(super) fn is_unclosed(self) -> bool {
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
/// in French, with its hint, by the reporting edge.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
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
    /// An address (`output.html.site-url`, `edit-url-template`) neither http(s) nor
    /// relative: `javascript:` would run on a click (see `book::urls::foreign_scheme`).
    ForeignScheme { key: &'static str, scheme: String },
    /// book.toml cannot be read.
    Unreadable(std::io::ErrorKind),
    /// A text key whose value is none of the allowed words.
    BadChoice {
        key: String,
        value: String,
        allowed: &'static [&'static str],
    },
    /// A redirect whose old path climbs out of the site (`..`) or is empty.
    RedirectOutside { from: String },
    /// Warning: a `language` arbitre has no interface words for (English is used).
    LanguageWithoutWords { language: String },
    /// Warning: a key only mdBook uses.
    MdbookKey { key: String },
    /// Warning: a table only mdBook uses.
    MdbookTable { table: String },
}
