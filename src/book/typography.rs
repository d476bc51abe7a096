//! French typography on the raw text of an HTML text node: a narrow no-break space
//! (U+202F) before ; ! ?, a no-break space (U+00A0) before : and inside « ». Straight
//! quotes turned curly by smart punctuation become guillemets. Entities, URLs and times
//! such as 10:30 are left alone; the caller never passes code, pre or script text.
const NNBSP: char = '\u{202F}';
const NBSP: char = '\u{00A0}';

fn is_space(c: char) -> bool {
    c == ' ' || c == NBSP || c == NNBSP
}

/// May a punctuation mark be preceded by an inserted space after this character?
fn word_end(c: char) -> bool {
    c.is_alphanumeric() || matches!(c, '»' | ')' | ']' | '’' | '*' | '%' | '€')
}

/// May a punctuation mark be followed by this character (None = end of text)?
fn ends_clause(next: Option<char>) -> bool {
    match next {
        None => true,
        Some(c) => c.is_whitespace() || matches!(c, '»' | ')' | ']' | '"' | '<' | '.' | ',' | '…'),
    }
}

/// Marks the characters of URL-like or e-mail-like words.
fn url_mask(chars: &[char]) -> Vec<bool> {
    let mut mask = vec![false; chars.len()];
    let mut start = 0;
    while start < chars.len() {
        if chars[start].is_whitespace() {
            start += 1;
            continue;
        }
        let mut end = start;
        while end < chars.len() && !chars[end].is_whitespace() {
            end += 1;
        }
        let word = &chars[start..end];
        if word.windows(3).any(|w| w == [':', '/', '/'])
            || word.starts_with(&['w', 'w', 'w', '.'])
            || word.contains(&'@')
        {
            mask[start..end].iter_mut().for_each(|m| *m = true);
        }
        start = end;
    }
    mask
}

/// Length in chars of an HTML entity starting at `i` (`&amp;`, `&#160;`), if any.
fn entity_len(chars: &[char], i: usize) -> Option<usize> {
    let mut j = i + 1;
    while j < chars.len() && j - i <= 32 {
        let c = chars[j];
        if c == ';' {
            return (j > i + 1).then_some(j - i + 1);
        }
        if !(c.is_ascii_alphanumeric() || c == '#') {
            return None;
        }
        j += 1;
    }
    None
}

/// The typography of a book's `language`: French spacing and quotes for French books
/// (`fr`, `fr-…`), the text as it is for any other.
pub fn of_language(language: &str) -> fn(&str) -> String {
    if crate::lang::Interface::of(language).0.french_typography() {
        french
    } else {
        str::to_string
    }
}

pub fn french(text: &str) -> String {
    if !text.chars().any(|c| {
        matches!(
            c,
            ';' | '!' | '?' | ':' | '«' | '»' | '“' | '”' | '\'' | '&'
        )
    }) {
        return text.to_string();
    }
    let chars: Vec<char> = text
        .chars()
        .map(|c| match c {
            '“' => '«',
            '”' => '»',
            c => c,
        })
        .collect();
    let mask = url_mask(&chars);
    let mut out = String::with_capacity(text.len() + 16);
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if mask[i] {
            out.push(c);
            i += 1;
            continue;
        }
        if c == '&'
            && let Some(n) = entity_len(&chars, i)
        {
            let entity: String = chars[i..i + n].iter().collect();
            let letters_around = out.chars().last().is_some_and(char::is_alphabetic)
                && chars.get(i + n).is_some_and(|c| c.is_alphabetic());
            if letters_around && (entity == "&#39;" || entity == "&#x27;") {
                out.push('’');
            } else {
                out.push_str(&entity);
            }
            i += n;
            continue;
        }
        let next = chars.get(i + 1).copied();
        match c {
            ';' | '!' | '?' | ':' => {
                let space = if c == ':' { NBSP } else { NNBSP };
                match out.chars().last() {
                    Some(p) if is_space(p) => {
                        out.pop();
                        out.push(space);
                    }
                    Some(p) if word_end(p) && ends_clause(next) => out.push(space),
                    _ => {}
                }
                out.push(c);
            }
            '«' => {
                out.push(c);
                match next {
                    Some(' ') => {
                        out.push(NBSP);
                        i += 1;
                    }
                    Some(n) if !is_space(n) => out.push(NBSP),
                    _ => {}
                }
            }
            '»' => {
                match out.chars().last() {
                    Some(' ') => {
                        out.pop();
                        out.push(NBSP);
                    }
                    Some(p) if !is_space(p) => out.push(NBSP),
                    _ => {}
                }
                out.push(c);
            }
            '\'' if out.chars().last().is_some_and(char::is_alphabetic)
                && next.is_some_and(char::is_alphabetic) =>
            {
                out.push('’')
            }
            _ => out.push(c),
        }
        i += 1;
    }
    out
}
