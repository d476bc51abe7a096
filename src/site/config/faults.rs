//! What book.toml can get wrong, typed: the kinds a value may have, the TOML parser's
//! syntax errors, and each fault with where it lies.

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
