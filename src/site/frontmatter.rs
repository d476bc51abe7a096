//! YAML front matter between `---` lines at the top of a page.
use serde::Deserialize;

#[derive(Debug, Clone, Default, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct FrontMatter {
    pub title: Option<String>,
    pub description: Option<String>,
    /// Default game (preset id) of the page's examples.
    pub game: Option<String>,
    #[serde(default)]
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

/// Error: (1-based line in the file, French message).
pub fn split(text: &str) -> Result<SplitPage<'_>, (usize, String)> {
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
            return Err((
                1,
                "en-tête YAML non fermé (ligne `---` attendue)".to_string(),
            ));
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

fn parse_yaml(yaml: &str) -> Result<FrontMatter, (usize, String)> {
    if yaml.trim().is_empty() {
        return Ok(FrontMatter::default());
    }
    serde_yaml::from_str::<FrontMatter>(yaml).map_err(|e| {
        // +1: the YAML starts on the line after the opening `---`
        let line = e.location().map_or(1, |l| l.line() + 1);
        (
            line,
            format!("en-tête YAML invalide : {}", yaml_message(&e)),
        )
    })
}

/// serde_yaml speaks English; the common phrases get a French rendering.
fn yaml_message(e: &serde_yaml::Error) -> String {
    let mut msg = e.to_string();
    for (en, fr) in [
        ("invalid type: ", "type invalide : "),
        ("expected a boolean", "booléen attendu (true ou false)"),
        ("expected a string", "texte attendu"),
        (
            "expected struct FrontMatter",
            "dictionnaire de clés attendu",
        ),
        ("found unexpected end of stream", "fin inattendue du texte"),
        ("did not find expected", "élément attendu absent :"),
        (
            "while scanning a quoted scalar",
            "dans un texte entre guillemets",
        ),
        (
            "mapping values are not allowed in this context",
            "« : » inattendu ici",
        ),
        ("string ", "texte "),
        ("sequence", "liste"),
    ] {
        msg = msg.replace(en, fr);
    }
    // serde_yaml appends " at line N column M"; we give the line ourselves.
    let msg = match msg.find(" at line ") {
        Some(i) => msg[..i].to_string(),
        None => msg,
    };
    if let Some(rest) = msg.strip_prefix("unknown field `") {
        let key = rest.split('`').next().unwrap_or(rest);
        return format!("clé inconnue « {key} » (clés permises : title, description, game, faq)");
    }
    msg
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_front_matter() {
        let s = split("# Titre\n").unwrap();
        assert_eq!(s.body, "# Titre\n");
        assert_eq!(s.body_line_offset, 0);
        assert_eq!(s.front, FrontMatter::default());
    }

    #[test]
    fn reads_keys_and_offset() {
        let s = split("---\ntitle: Le roque\ngame: chess\nfaq: true\n---\n# Roque\n").unwrap();
        assert_eq!(s.front.title.as_deref(), Some("Le roque"));
        assert_eq!(s.front.game.as_deref(), Some("chess"));
        assert!(s.front.faq);
        assert_eq!(s.body, "# Roque\n");
        assert_eq!(s.body_line_offset, 5);
    }

    #[test]
    fn errors_carry_lines() {
        let e = split("---\ntitle: a\n  - : [\n---\n").unwrap_err();
        assert!(e.0 >= 2, "{e:?}");
        assert!(e.1.starts_with("en-tête YAML invalide"), "{e:?}");
        let e = split("---\ntitle: a\ngam: chess\n---\n").unwrap_err();
        assert_eq!(e.0, 3);
        assert!(e.1.contains("« gam »"), "{e:?}");
        let e = split("---\ntitle: a\n").unwrap_err();
        assert!(e.1.contains("non fermé"));
    }
}
