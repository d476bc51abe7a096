//! YAML front matter between `---` lines at the top of a page.
use crate::example::yaml::{self, NodeKind, Syntax, YamlFault};
use crate::suggest::nearest as suggest;

#[derive(Debug, Clone, Default, PartialEq)]
pub struct FrontMatter {
    pub title: Option<String>,
    pub description: Option<String>,
    /// Default game (preset id) of the page's examples.
    pub game: Option<String>,
    pub faq: bool,
}

/// A page split into its front matter and its Markdown body.
#[derive(Debug)]
pub struct SplitPage<'a> {
    pub front: FrontMatter,
    pub body: &'a str,
    /// Number of lines before the body (front matter and its fences), to map body lines
    /// back to file lines.
    pub body_line_offset: usize,
}

/// Error: (1-based line in the file, the fault).
pub fn split(text: &str) -> Result<SplitPage<'_>, (usize, FrontMatterFault)> {
    let first_end = text.find('\n').map_or(text.len(), |i| i + 1);
    if text[..first_end].trim_end() != "---" {
        return Ok(SplitPage {
            front: FrontMatter::default(),
            body: text,
            body_line_offset: 0,
        });
    }
    // find the closing fence
    let mut pos = first_end;
    let mut line_no = 1;
    loop {
        if pos >= text.len() {
            return Err((1, FrontMatterFault::Unclosed));
        }
        let end = text[pos..].find('\n').map_or(text.len(), |i| pos + i + 1);
        line_no += 1;
        let l = text[pos..end].trim_end();
        if l == "---" || l == "..." {
            let yaml = &text[first_end..pos];
            let front = parse_yaml(yaml)?;
            return Ok(SplitPage {
                front,
                body: &text[end..],
                body_line_offset: line_no,
            });
        }
        pos = end;
    }
}

/// The Markdown after the front matter, found by its fences alone (the YAML is not read):
/// what is left to count when the front matter is broken. Unclosed: all but line 1.
pub fn body_after_front(text: &str) -> &str {
    let first_end = text.find('\n').map_or(text.len(), |i| i + 1);
    if text[..first_end].trim_end() != "---" {
        return text;
    }
    let mut pos = first_end;
    while pos < text.len() {
        let end = text[pos..].find('\n').map_or(text.len(), |i| pos + i + 1);
        let l = text[pos..end].trim_end();
        if l == "---" || l == "..." {
            return &text[end..];
        }
        pos = end;
    }
    &text[first_end..]
}

const KEYS: &[&str] = &["title", "description", "game", "faq"];

/// What is wrong with a page's front matter (said in French by the reporting edge).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FrontMatterFault {
    /// No closing `---` line.
    Unclosed,
    /// The YAML itself is unreadable (the examples' YAML reader's fault).
    Yaml(YamlFault),
    /// The YAML is not a map of keys.
    NotAMap,
    /// A text key holds something else (`found`: its kind).
    NotText { key: String, found: NodeKind },
    /// `game:` names no preset.
    UnknownGame {
        id: String,
        suggestion: Option<String>,
        known: Vec<&'static str>,
    },
    /// `faq:` is not true or false.
    FaqNotBoolean,
    /// A key arbitre does not know.
    UnknownKey {
        key: String,
        suggestion: Option<String>,
        allowed: &'static [&'static str],
    },
}

// (by hand: the YAML reader's faults are not `Hash`; equal faults have equal kinds and
// tokens, which is all a hash must agree with)
impl std::hash::Hash for FrontMatterFault {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        std::mem::discriminant(self).hash(state);
        self.token().hash(state);
    }
}

impl FrontMatterFault {
    /// The token a caret should point at: the key or value at fault (for the YAML
    /// reader's own message, its first « quoted » word).
    pub fn token(&self) -> &str {
        match self {
            FrontMatterFault::Yaml(fault) => yaml_token(fault),
            FrontMatterFault::NotText { key, .. } | FrontMatterFault::UnknownKey { key, .. } => {
                key.trim()
            }
            FrontMatterFault::UnknownGame { id, .. } => id.trim(),
            FrontMatterFault::FaqNotBoolean => "faq",
            FrontMatterFault::Unclosed | FrontMatterFault::NotAMap => "",
        }
    }
}

/// The token the words of a YAML fault quote first (the caret goes there): the key of
/// a duplicate, the punctuation a syntax fault names, else none.
fn yaml_token(fault: &YamlFault) -> &str {
    match fault {
        YamlFault::DuplicateKey { key, .. } => key.trim(),
        YamlFault::Syntax(Syntax::UnclosedBracket | Syntax::UnclosedBrace) => ",",
        YamlFault::Syntax(Syntax::DashMisaligned | Syntax::DashValue) => "-",
        YamlFault::Syntax(Syntax::UnexpectedColon | Syntax::KeyWithoutColon) => ":",
        _ => "",
    }
}

/// Reads the front matter with the examples' spanned YAML reader, so that every error
/// names its own line.
fn parse_yaml(yaml: &str) -> Result<FrontMatter, (usize, FrontMatterFault)> {
    // +1: the YAML starts on the line after the opening `---`
    let invalid = |line: usize, fault: FrontMatterFault| (line + 1, fault);
    let root =
        yaml::parse(yaml).map_err(|e| invalid(e.pos.line, FrontMatterFault::Yaml(e.fault)))?;
    if root.is_null() {
        return Ok(FrontMatter::default());
    }
    let entries = root
        .as_map()
        .ok_or_else(|| invalid(root.pos.line, FrontMatterFault::NotAMap))?;
    let mut front = FrontMatter::default();
    for (key, value) in entries {
        let name = key.as_str().unwrap_or_default();
        let text = || match (value.as_str(), value.is_null()) {
            (Some(t), false) => Ok(Some(t.to_string())),
            (_, true) => Ok(None),
            _ => Err(invalid(
                value.pos.line,
                FrontMatterFault::NotText {
                    key: name.to_string(),
                    found: value.kind(),
                },
            )),
        };
        match name {
            "title" => front.title = text()?,
            "description" => front.description = text()?,
            "game" => {
                front.game = text()?;
                // An unknown game is said once, here, not by each example of the page.
                if let Some(id) = front.game.as_deref()
                    && crate::rules::Preset::from_id(id).is_none()
                {
                    let known = crate::rules::Preset::ids();
                    let fault = FrontMatterFault::UnknownGame {
                        id: id.to_string(),
                        suggestion: suggest(id, &known).map(str::to_string),
                        known,
                    };
                    return Err(invalid(value.pos.line, fault));
                }
            }
            "faq" => {
                front.faq = value
                    .as_bool()
                    .ok_or_else(|| invalid(value.pos.line, FrontMatterFault::FaqNotBoolean))?;
            }
            _ => {
                let fault = FrontMatterFault::UnknownKey {
                    key: name.to_string(),
                    suggestion: suggest(name, KEYS).map(str::to_string),
                    allowed: KEYS,
                };
                return Err(invalid(key.pos.line, fault));
            }
        }
    }
    Ok(front)
}
