//! Options declared once, as data.
//!
//! Each family lists its options in one table of [`OptionDecl`]: the name an example's
//! `rules:` writes (kebab-case, one spelling), a French label and description for the
//! guide's settings tables, the accepted values (with their French labels), and how to
//! read and write the field of the family's options struct. The settings tables, the
//! `rules:` parser and its "did you mean" all come from that table; the default of each
//! preset is that preset's options struct read through the same table.
//!
//! The labels are data the guide shows, not sentences built here: the engine still
//! returns typed errors ([`OptionError`]) that the French module turns into text.

/// One accepted value of a choice option.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Choice {
    /// As `rules:` writes it.
    pub id: &'static str,
    /// Other spellings also read (`yes` for `true`, a French word...).
    pub aliases: &'static [&'static str],
    /// French label for the settings table.
    pub label: &'static str,
}

/// What an option accepts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Values {
    /// One of a closed list.
    Choice(&'static [Choice]),
    /// A whole number at least `min`; `none` also accepts `none` (no limit).
    Integer { min: i64, none: bool },
    /// Several whole numbers separated by commas (a points table).
    Integers { count: usize },
}

/// A value of an option, once read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Value {
    /// The index of the choice in [`Values::Choice`].
    Choice(usize),
    /// `None` is "none" (no limit).
    Integer(Option<i64>),
    Integers(Vec<i64>),
}

/// One option of a family, declared once.
pub struct OptionDecl<O: 'static> {
    /// The name `rules:` writes (kebab-case).
    pub name: &'static str,
    /// Short French label (the settings table's first column).
    pub label: &'static str,
    /// One French sentence saying what the option decides.
    pub description: &'static str,
    pub values: Values,
    pub get: fn(&O) -> Value,
    pub set: fn(&mut O, Value),
}

/// Boolean choices, `true`/`false` as written in `rules:`.
pub const TRUE_FALSE: &[Choice] = &[
    Choice {
        id: "true",
        aliases: &["yes", "on", "oui"],
        label: "oui",
    },
    Choice {
        id: "false",
        aliases: &["no", "off", "non"],
        label: "non",
    },
];

/// Boolean choices, `yes`/`no` as written in `rules:`.
pub const YES_NO: &[Choice] = &[
    Choice {
        id: "yes",
        aliases: &["true", "on", "oui"],
        label: "oui",
    },
    Choice {
        id: "no",
        aliases: &["false", "off", "non"],
        label: "non",
    },
];

/// An option's current value, as the settings table shows it and `rules:` writes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OptionInfo {
    /// The name an example's `rules:` uses.
    pub name: &'static str,
    /// French label and description.
    pub label: &'static str,
    pub description: &'static str,
    /// The current value, as it would be written in `rules:`.
    pub value: String,
    /// The current value's French label, for a choice.
    pub value_label: Option<&'static str>,
    pub values: Values,
}

impl OptionInfo {
    /// The accepted ids of a choice option (empty for numbers).
    pub fn choices(&self) -> Vec<&'static str> {
        match self.values {
            Values::Choice(c) => c.iter().map(|c| c.id).collect(),
            _ => Vec::new(),
        }
    }
}

/// What a value must look like, for an error.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Expected {
    OneOf(Vec<&'static str>),
    Integer { min: i64, none: bool },
    Integers { count: usize },
}

/// Why an option cannot be set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OptionError {
    /// No option of this family has that name; `suggestion` is the nearest name (the
    /// same words in another spelling, `en_passant_who` for `en-passant-who`, or a
    /// near miss).
    UnknownName {
        name: String,
        suggestion: Option<&'static str>,
        known: Vec<&'static str>,
    },
    /// The value is not one the option accepts; `suggestion` is the nearest choice.
    BadValue {
        name: &'static str,
        value: String,
        expected: Expected,
        suggestion: Option<&'static str>,
    },
}

impl Values {
    fn expected(self) -> Expected {
        match self {
            Values::Choice(c) => Expected::OneOf(c.iter().map(|c| c.id).collect()),
            Values::Integer { min, none } => Expected::Integer { min, none },
            Values::Integers { count } => Expected::Integers { count },
        }
    }

    /// Reads a value as `rules:` writes it.
    pub fn parse(self, text: &str) -> Option<Value> {
        let t = text.trim();
        match self {
            Values::Choice(choices) => choices
                .iter()
                .position(|c| c.id == t || c.aliases.contains(&t))
                .map(Value::Choice),
            Values::Integer { min, none } => {
                if none && matches!(t, "none" | "null" | "~" | "aucune") {
                    return Some(Value::Integer(None));
                }
                t.parse::<i64>()
                    .ok()
                    .filter(|n| *n >= min)
                    .map(|n| Value::Integer(Some(n)))
            }
            Values::Integers { count } => {
                let n: Vec<i64> = t
                    .split(',')
                    .map(|x| x.trim().parse::<i64>())
                    .collect::<Result<_, _>>()
                    .ok()?;
                (n.len() == count).then_some(Value::Integers(n))
            }
        }
    }

    /// Writes a value as `rules:` reads it, with its French label for a choice.
    pub fn write(self, value: &Value) -> (String, Option<&'static str>) {
        match (self, value) {
            (Values::Choice(c), Value::Choice(i)) => {
                let c = &c[(*i).min(c.len() - 1)];
                (c.id.to_string(), Some(c.label))
            }
            (_, Value::Integer(Some(n))) => (n.to_string(), None),
            (_, Value::Integer(None)) => ("none".to_string(), None),
            (_, Value::Integers(n)) => (
                n.iter().map(i64::to_string).collect::<Vec<_>>().join(","),
                None,
            ),
            (_, Value::Choice(_)) => (String::new(), None),
        }
    }
}

/// The options of `opts` with their current values.
pub fn describe<O>(decls: &[OptionDecl<O>], opts: &O) -> Vec<OptionInfo> {
    decls
        .iter()
        .map(|d| {
            let (value, value_label) = d.values.write(&(d.get)(opts));
            OptionInfo {
                name: d.name,
                label: d.label,
                description: d.description,
                value,
                value_label,
                values: d.values,
            }
        })
        .collect()
}

/// Sets one option by its `rules:` name.
pub fn set<O>(
    decls: &[OptionDecl<O>],
    opts: &mut O,
    name: &str,
    value: &str,
) -> Result<(), OptionError> {
    let names: Vec<&'static str> = decls.iter().map(|d| d.name).collect();
    let Some(decl) = decls.iter().find(|d| d.name == name) else {
        return Err(OptionError::UnknownName {
            name: name.to_string(),
            suggestion: nearest(name, &names),
            known: names,
        });
    };
    match decl.values.parse(value) {
        Some(v) => {
            (decl.set)(opts, v);
            Ok(())
        }
        None => {
            let expected = decl.values.expected();
            let suggestion = match &expected {
                Expected::OneOf(ids) => nearest(value.trim(), ids),
                _ => None,
            };
            Err(OptionError::BadValue {
                name: decl.name,
                value: value.to_string(),
                expected,
                suggestion,
            })
        }
    }
}

/// A choice without other spellings (most of them), for the families' tables.
pub const fn choice(id: &'static str, label: &'static str) -> Choice {
    Choice {
        id,
        aliases: &[],
        label,
    }
}

/// The index of a choice value (a table's `read` gets only the values its option
/// accepts, so any other value is the first choice).
pub fn pick(v: &Value) -> usize {
    match v {
        Value::Choice(i) => *i,
        _ => 0,
    }
}

/// The closest of `known` to `word`: the same words in another spelling (case,
/// `_` for `-`), else the nearest within a small edit distance.
pub fn nearest(word: &str, known: &[&'static str]) -> Option<&'static str> {
    let norm = |s: &str| s.to_lowercase().replace(['_', ' '], "-");
    let w = norm(word);
    if let Some(k) = known.iter().find(|k| norm(k) == w) {
        return Some(k);
    }
    let (d, best) = known
        .iter()
        .map(|k| (edit_distance(&w, k), *k))
        .min_by_key(|(d, _)| *d)?;
    let limit = (w.chars().count().max(best.len()) / 3).max(1);
    (d <= limit).then_some(best)
}

/// Edit distance over characters, a swap of two neighbours counting as one edit
/// (`flase` is one edit from `false`).
pub fn edit_distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    let w = b.len() + 1;
    let mut d = vec![0usize; (a.len() + 1) * w];
    for i in 0..=a.len() {
        d[i * w] = i;
    }
    for (j, cell) in d.iter_mut().enumerate().take(w) {
        *cell = j;
    }
    for i in 1..=a.len() {
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            let mut v = (d[(i - 1) * w + j - 1] + cost)
                .min(d[(i - 1) * w + j] + 1)
                .min(d[i * w + j - 1] + 1);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                v = v.min(d[(i - 2) * w + j - 2] + 1);
            }
            d[i * w + j] = v;
        }
    }
    d[a.len() * w + b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    struct O {
        on: bool,
        n: Option<u32>,
    }

    const DECLS: &[OptionDecl<O>] = &[
        OptionDecl {
            name: "en-passant",
            label: "l",
            description: "d",
            values: Values::Choice(TRUE_FALSE),
            get: |o| Value::Choice(usize::from(!o.on)),
            set: |o, v| o.on = v == Value::Choice(0),
        },
        OptionDecl {
            name: "move-limit",
            label: "l",
            description: "d",
            values: Values::Integer { min: 1, none: true },
            get: |o| Value::Integer(o.n.map(i64::from)),
            set: |o, v| {
                if let Value::Integer(n) = v {
                    o.n = n.and_then(|n| u32::try_from(n).ok());
                }
            },
        },
    ];

    #[test]
    fn one_spelling_and_a_suggestion() {
        let mut o = O { on: true, n: None };
        set(DECLS, &mut o, "en-passant", "no").unwrap();
        assert!(!o.on);
        set(DECLS, &mut o, "move-limit", "12").unwrap();
        assert_eq!(o.n, Some(12));
        let e = set(DECLS, &mut o, "move_limit", "3").unwrap_err();
        assert!(
            matches!(
                e,
                OptionError::UnknownName {
                    suggestion: Some("move-limit"),
                    ..
                }
            ),
            "{e:?}"
        );
        let e = set(DECLS, &mut o, "en-passant", "flase").unwrap_err();
        assert!(
            matches!(
                e,
                OptionError::BadValue {
                    suggestion: Some("false"),
                    ..
                }
            ),
            "{e:?}"
        );
        let e = set(DECLS, &mut o, "move-limit", "0").unwrap_err();
        assert!(
            matches!(
                e,
                OptionError::BadValue {
                    expected: Expected::Integer { min: 1, none: true },
                    ..
                }
            ),
            "{e:?}"
        );
        assert_eq!(describe(DECLS, &o)[0].value, "false");
        assert_eq!(describe(DECLS, &o)[1].value, "12");
    }
}
