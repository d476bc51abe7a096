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

/// The headline: what is wrong. A false claim is named by its text; anything else
/// (unreadable YAML, an unknown key, an illegal move) says what the problem is.
fn headline(failure: &Failure) -> String {
    if failure.claim_false {
        crate::fr::example::claim_false(&failure.claim)
    } else {
        failure.found.clone()
    }
}

/// Where the caret goes on `text` (1-based column `col`) and how wide it is: the token
/// the message quotes (« x ») when it stands in the written value, so that a FEN's
/// bad character is pointed at rather than the whole string; else the word at `col`.
fn caret(text: &str, col: usize, failure: &Failure) -> (usize, usize) {
    let chars: Vec<char> = text.chars().collect();
    let start = col.saturating_sub(1).min(chars.len());
    // A blank character (a forbidden tab) is the fault itself: point at it alone.
    if chars.get(start).is_some_and(|c| c.is_whitespace()) {
        return (start, 1);
    }
    let word_len = chars[start..]
        .iter()
        .take_while(|c| !matches!(c, ':' | ',' | ']' | '}'))
        .count()
        .max(1);
    let written: String = chars[start..].iter().collect();
    // A YAML message quotes syntax (« , »), not the author's text.
    let from_yaml = failure.found.starts_with("YAML");
    let quoted: Vec<&str> = failure
        .found
        .split('«')
        .skip(1)
        .filter_map(|part| part.split_once('»').map(|(q, _)| q.trim()))
        .filter(|q| !q.is_empty() && !from_yaml)
        .collect();
    for q in quoted.iter().rev() {
        if let Some(byte) = written.find(q) {
            let offset = written[..byte].chars().count();
            let len = q.chars().count();
            if offset < word_len + 1 && (offset > 0 || len < word_len) {
                return (start + offset, len);
            }
        }
    }
    (start, word_len)
}

/// Formats one failure; `sources[pos.src]` is the text the position points into.
pub fn render(sources: &[SourceText], failure: &Failure) -> String {
    let Some(src) = sources.get(failure.pos.src as usize).or(sources.first()) else {
        return format!("erreur: {}\n", headline(failure));
    };
    let (line, col) = src.locate(failure.pos);
    let mut out = format!(
        "erreur: {}\n  --> {}:{}:{}\n",
        headline(failure),
        src.path.display(),
        line,
        col
    );
    let width = line.to_string().len();
    let pad = " ".repeat(width);
    if let Some(text) = src.line(failure.pos.line) {
        let (at, len) = caret(text, col, failure);
        let before = text
            .chars()
            .take(at)
            .map(|c| if c == '\t' { '\t' } else { ' ' })
            .collect::<String>();
        out.push_str(&format!(
            "{pad} |\n{line} | {text}\n{pad} | {before}{}\n",
            "^".repeat(len)
        ));
    }
    if failure.claim_false {
        out.push_str(&format!("{pad} = trouvé : {}\n", failure.found));
    }
    if let Some(hint) = &failure.hint {
        out.push_str(&format!("{pad} = aide : {hint}\n"));
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
            claim_false: true,
        };
        let text = render(&[src], &f);
        assert!(text.contains("--> content/a.md:13:3"), "{text}");
        assert!(text.contains("13 |   check: [white]"), "{text}");
        assert!(text.contains("   |   ^^^^^\n"), "{text}");
        assert!(text.contains("= aide : h"), "{text}");
        assert!(
            text.starts_with("erreur: affirmation fausse : « check: [white] »"),
            "{text}"
        );
    }

    #[test]
    fn the_caret_points_at_the_quoted_character() {
        let src = SourceText {
            path: "content/a.md".into(),
            text: "setup: \"rnbqkbnr/ppppxppp/8 w\"\n".into(),
            line_offset: 0,
        };
        let f = Failure {
            pos: Pos::new(1, 8),
            claim: "setup".into(),
            found: "FEN invalide : caractère « x » inconnu".into(),
            hint: None,
            claim_false: false,
        };
        let text = render(&[src], &f);
        assert!(text.starts_with("erreur: FEN invalide"), "{text}");
        let want = format!("\n  | {}^\n", " ".repeat(21));
        assert!(text.contains(&want), "{text}");
    }

    #[test]
    fn a_tab_gets_one_caret() {
        let body = "game: chess\nexpect:\n\tcheck: []\n";
        let e = crate::example::yaml::parse(body).unwrap_err();
        let src = SourceText {
            path: "content/a.md".into(),
            text: body.into(),
            line_offset: 0,
        };
        let f = Failure {
            pos: e.pos,
            claim: "YAML".into(),
            found: e.message(),
            hint: None,
            claim_false: false,
        };
        let text = render(&[src], &f);
        assert!(text.contains("--> content/a.md:3:1\n"), "{text}");
        assert!(text.ends_with("\n  | ^\n"), "{text:?}");
    }
}
