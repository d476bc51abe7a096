//! The French words of the index and of queries: folded (lower case, no accents or
//! ligatures), stop words out, reduced by a light stemmer. `static/search.js` applies
//! the same rules to the reader's query.

/// Frequent words that say nothing about a page; dropped from the index and the query.
/// Single letters (elisions: l', d', qu'…) are dropped too, except digits.
const STOP_WORDS: &[&str] = &[
    "au", "aux", "ce", "ces", "cet", "cette", "dans", "de", "des", "du", "elle", "en", "est", "et",
    "il", "la", "le", "les", "leur", "ne", "on", "ou", "par", "pour", "qu", "que", "qui", "sa",
    "se", "ses", "son", "sur", "un", "une",
];

/// Words the suffix rules would merge with words of another meaning, and their stems:
/// "en passant" is not "passer son tour" nor "les pièces passent".
const EXCEPTIONS: &[(&str, &str)] = &[
    ("passant", "passant"),
    ("passants", "passant"),
    ("passent", "passent"),
];

/// Endings removed by [`stem`] (after a plural `s`/`x`), longest first; one at most.
const SUFFIXES: &[&str] = &[
    "issement", "atrice", "ement", "ation", "ateur", "aient", "ence", "ance", "euse", "eur", "ait",
    "ant", "ent", "ee", "er", "ez", "e",
];

/// Lower case without accents or ligatures: "Échec" → "echec", "Œuvre" → "oeuvre".
pub fn fold(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for ch in text.chars() {
        if ch.is_ascii() {
            out.push(ch.to_ascii_lowercase());
            continue;
        }
        for l in ch.to_lowercase() {
            match l {
                'à' | 'á' | 'â' | 'ã' | 'ä' | 'å' => out.push('a'),
                'ç' => out.push('c'),
                'è' | 'é' | 'ê' | 'ë' => out.push('e'),
                'ì' | 'í' | 'î' | 'ï' => out.push('i'),
                'ñ' => out.push('n'),
                'ò' | 'ó' | 'ô' | 'õ' | 'ö' => out.push('o'),
                'ù' | 'ú' | 'û' | 'ü' => out.push('u'),
                'ý' | 'ÿ' => out.push('y'),
                'œ' => out.push_str("oe"),
                'æ' => out.push_str("ae"),
                'ß' => out.push_str("ss"),
                c => out.push(c),
            }
        }
    }
    out
}

/// The folded words of a text: runs of letters and digits; everything else separates.
pub fn words(text: &str) -> Vec<String> {
    fold(text)
        .split(|c: char| !(c.is_alphabetic() || c.is_numeric()))
        .filter(|w| !w.is_empty())
        .map(str::to_string)
        .collect()
}

/// A light French stemmer on a folded word (Savoy-style): plural `s`/`x` (and `aux` →
/// `al`), then one verb, adjective or noun ending, then a doubled final consonant
/// (but `ss`).
/// Words of three letters or fewer, or holding anything but `a`–`z`, are kept whole;
/// so are the [`EXCEPTIONS`].
pub fn stem(word: &str) -> String {
    let mut w = String::new();
    stem_into(word, &mut w);
    w
}

/// [`stem`] into `w` (cleared first): no new string for each word of a page.
fn stem_into(word: &str, w: &mut String) {
    w.clear();
    if word.len() <= 3 || !word.bytes().all(|b| b.is_ascii_lowercase()) {
        w.push_str(word);
        return;
    }
    if let Some((_, s)) = EXCEPTIONS.iter().find(|(w, _)| *w == word) {
        w.push_str(s);
        return;
    }
    w.push_str(word);
    if w.len() >= 5 && w.ends_with("aux") {
        w.truncate(w.len() - 3);
        w.push_str("al");
    } else if w.ends_with('s') || w.ends_with('x') {
        w.pop();
    }
    for suffix in SUFFIXES {
        if w.ends_with(suffix) && w.len() - suffix.len() >= 3 {
            w.truncate(w.len() - suffix.len());
            break;
        }
    }
    let b = w.as_bytes();
    // "ss" stays: "passant" → "pass", not the "pas" of a negation
    if b.len() >= 4 && b[b.len() - 1] == b[b.len() - 2] && !b"aeiouys".contains(&b[b.len() - 1]) {
        w.pop();
    }
}

/// Is this folded word left out of the index and of queries?
pub(super) fn is_stop_word(word: &str) -> bool {
    let mut chars = word.chars();
    let single_letter = matches!((chars.next(), chars.next()), (Some(c), None) if !c.is_numeric());
    // (most words are longer than any stop word and skip the list, whose scan was 2.6 %
    // of a build's instructions: docs/MEASURES.md, « Moins d'octets par page »)
    single_letter || (word.len() <= LONGEST_STOP_WORD && STOP_WORDS.contains(&word))
}

/// The length in bytes of the longest of [`STOP_WORDS`].
const LONGEST_STOP_WORD: usize = {
    let mut longest = 0;
    let mut i = 0;
    while i < STOP_WORDS.len() {
        if STOP_WORDS[i].len() > longest {
            longest = STOP_WORDS[i].len();
        }
        i += 1;
    }
    longest
};

/// The search terms of a text: folded words, stop words out, stemmed.
pub fn terms(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    each_term(text, |t| out.push(t.to_string()));
    out
}

/// [`terms`] handed to `f` one by one, without a string for each.
pub(super) fn each_term(text: &str, mut f: impl FnMut(&str)) {
    let folded = fold(text);
    let mut stemmed = String::new();
    for w in folded.split(|c: char| !(c.is_alphabetic() || c.is_numeric())) {
        if w.is_empty() || is_stop_word(w) {
            continue;
        }
        stem_into(w, &mut stemmed);
        f(&stemmed);
    }
}
