//! book.toml: the book's settings, in mdBook's spirit. Unknown keys are errors that name
//! the key and its line, so a typo never passes silently.
use serde::Deserialize;
use std::path::Path;

use super::Problem;

#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BookConfig {
    #[serde(default)]
    pub book: BookSection,
    #[serde(default)]
    pub build: BuildSection,
    #[serde(default)]
    pub output: OutputSection,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BookSection {
    #[serde(default = "default_title")]
    pub title: String,
    #[serde(default)]
    pub authors: Vec<String>,
    #[serde(default)]
    pub description: Option<String>,
    #[serde(default = "default_language")]
    pub language: String,
    #[serde(default = "default_src")]
    pub src: String,
}

impl Default for BookSection {
    fn default() -> Self {
        BookSection {
            title: default_title(),
            authors: Vec::new(),
            description: None,
            language: default_language(),
            src: default_src(),
        }
    }
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct BuildSection {
    #[serde(default = "default_build_dir")]
    pub build_dir: String,
}

impl Default for BuildSection {
    fn default() -> Self {
        BuildSection {
            build_dir: default_build_dir(),
        }
    }
}

#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct OutputSection {
    #[serde(default)]
    pub html: HtmlSection,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct HtmlSection {
    /// Absolute address of the published site, used by sitemap.xml and the 404 page.
    #[serde(default)]
    pub site_url: Option<String>,
    /// Extra stylesheets, paths relative to the book root (copied into the site).
    #[serde(default)]
    pub additional_css: Vec<String>,
    #[serde(default)]
    pub additional_js: Vec<String>,
    /// `{path}` is replaced by the page's path relative to the book root.
    #[serde(default)]
    pub edit_url_template: Option<String>,
    /// Typographic apostrophes and quotes (« » for straight double quotes).
    #[serde(default = "yes")]
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

fn default_title() -> String {
    "Livre sans titre".to_string()
}
fn default_language() -> String {
    "fr".to_string()
}
fn default_src() -> String {
    "content".to_string()
}
fn default_build_dir() -> String {
    "book".to_string()
}
fn yes() -> bool {
    true
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
    /// Reads `book.toml` at the book root. A missing file is a problem at line 1.
    pub fn load(book_root: &Path) -> Result<BookConfig, Problem> {
        let path = book_root.join("book.toml");
        let text = std::fs::read_to_string(&path).map_err(|e| {
            Problem::new(
                "book.toml",
                1,
                format!("lecture impossible : {}", io_fr(&e)),
            )
        })?;
        Self::parse(&text)
    }

    pub fn parse(text: &str) -> Result<BookConfig, Problem> {
        let config: BookConfig = toml::from_str(text).map_err(|e| toml_problem(text, &e))?;
        if config.book.src.trim().is_empty() || Path::new(&config.book.src).is_absolute() {
            return Err(Problem::new(
                "book.toml",
                find_key_line(text, "src"),
                "`src` doit être un chemin relatif non vide".to_string(),
            ));
        }
        if config.build.build_dir.trim().is_empty() {
            return Err(Problem::new(
                "book.toml",
                find_key_line(text, "build-dir"),
                "`build-dir` ne doit pas être vide".to_string(),
            ));
        }
        Ok(config)
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

fn toml_problem(text: &str, e: &toml::de::Error) -> Problem {
    let line = e.span().map_or(1, |s| line_of(text, s.start));
    let msg = e.message();
    let message = if let Some(rest) = msg.strip_prefix("unknown field `") {
        let key = rest.split('`').next().unwrap_or(rest);
        format!("clé inconnue « {key} »")
    } else {
        format!("TOML invalide : {}", msg.trim())
    };
    Problem::new("book.toml", line, message)
}

/// A short French description of an I/O error.
pub fn io_fr(e: &std::io::Error) -> String {
    use std::io::ErrorKind::*;
    match e.kind() {
        NotFound => "fichier ou dossier introuvable".to_string(),
        PermissionDenied => "permission refusée".to_string(),
        AlreadyExists => "existe déjà".to_string(),
        InvalidData => "contenu illisible (UTF-8 attendu)".to_string(),
        _ => e.to_string(),
    }
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
        assert_eq!(p.to_string(), "book.toml:5: clé inconnue « buld-dir »");
        let p = BookConfig::parse("[book]\ntitle = \"T\"\n[output.html]\nsite = 1\n").unwrap_err();
        assert_eq!(p.to_string(), "book.toml:4: clé inconnue « site »");
    }

    #[test]
    fn bad_toml_has_line() {
        let p = BookConfig::parse("[book]\ntitle = \"T\"\nauthors = [\n").unwrap_err();
        assert!(p.to_string().starts_with("book.toml:"), "{p}");
        assert!(p.message.contains("TOML invalide"), "{p}");
    }
}
