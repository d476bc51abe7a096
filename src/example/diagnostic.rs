//! Reports in the style of rustc: what is wrong, where (file:line:col), the source
//! line with a caret, what the engine found and a hint.

use super::check::Failure;
use super::yaml::Pos;
use std::path::PathBuf;

/// A text an example was read from: the block in its page, or an included YAML file.
#[derive(Clone, Debug)]
pub struct SourceText {
    /// Path shown in reports (relative to the book root).
    pub path: PathBuf,
    pub text: String,
    /// Line of the text's first line in `path`, minus one.
    pub line_offset: usize,
}

impl SourceText {
    /// `file:line:col` of a position in this text.
    pub fn locate(&self, pos: Pos) -> (usize, usize) {
        (pos.line + self.line_offset, pos.col)
    }

    fn line(&self, line: usize) -> Option<&str> {
        self.text.lines().nth(line.checked_sub(1)?)
    }
}

/// Formats one failure; `sources[pos.src]` is the text the position points into.
pub fn render(sources: &[SourceText], failure: &Failure) -> String {
    let Some(src) = sources.get(failure.pos.src as usize).or(sources.first()) else {
        return format!("erreur : {} — {}", failure.claim, failure.found);
    };
    let (line, col) = src.locate(failure.pos);
    let mut out = format!(
        "erreur: exemple faux : « {} »\n  --> {}:{}:{}\n",
        failure.claim,
        src.path.display(),
        line,
        col
    );
    if let Some(text) = src.line(failure.pos.line) {
        let width = line.to_string().len();
        let pad = " ".repeat(width);
        let caret_at = text
            .chars()
            .take(col.saturating_sub(1))
            .map(|c| if c == '\t' { '\t' } else { ' ' })
            .collect::<String>();
        let word_len = text
            .chars()
            .skip(col.saturating_sub(1))
            .take_while(|c| !matches!(c, ':' | ',' | ']' | '}'))
            .count()
            .max(1);
        out.push_str(&format!(
            "{pad} |\n{line} | {text}\n{pad} | {caret_at}{}\n",
            "^".repeat(word_len)
        ));
        out.push_str(&format!("{pad} = trouvé : {}\n", failure.found));
        if let Some(hint) = &failure.hint {
            out.push_str(&format!("{pad} = aide : {hint}\n"));
        }
    } else {
        out.push_str(&format!("   = trouvé : {}\n", failure.found));
        if let Some(hint) = &failure.hint {
            out.push_str(&format!("   = aide : {hint}\n"));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn points_at_the_claim_in_the_page() {
        let src = SourceText {
            path: "content/a.md".into(),
            text: "setup: start\nexpect:\n  check: [white]\n".into(),
            line_offset: 10,
        };
        let f = Failure {
            pos: Pos::new(3, 3),
            claim: "check: [white]".into(),
            found: "check : []".into(),
            hint: Some("h".into()),
        };
        let text = render(&[src], &f);
        assert!(text.contains("--> content/a.md:13:3"), "{text}");
        assert!(text.contains("13 |   check: [white]"), "{text}");
        assert!(text.contains("   |   ^^^^^\n"), "{text}");
        assert!(text.contains("= aide : h"), "{text}");
    }
}
