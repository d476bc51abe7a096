//! Which letters name the pieces in moves: English (K Q R B N, the default and the
//! notation of every game record) or French (R D T F C). A book or an example picks
//! one set, so that a move is never read both ways; a French move is translated to
//! English letters before any family's reader sees it.

/// The piece letters moves are written with.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Letters {
    /// K Q R B N (P): SAN as PGN writes it.
    #[default]
    En,
    /// R D T F C (P): roi, dame, tour, fou, cavalier.
    Fr,
}

impl Letters {
    /// The set named `en` or `fr` (as book.toml and examples write it).
    pub fn from_id(id: &str) -> Option<Letters> {
        match id {
            "en" => Some(Letters::En),
            "fr" => Some(Letters::Fr),
            _ => None,
        }
    }

    pub fn id(self) -> &'static str {
        match self {
            Letters::En => "en",
            Letters::Fr => "fr",
        }
    }

    /// Every id [`Letters::from_id`] reads.
    pub const IDS: [&'static str; 2] = ["en", "fr"];
}

/// The French letter of each English one, in the order K Q R B N P.
const PAIRS: [(char, char); 6] = [
    ('K', 'R'),
    ('Q', 'D'),
    ('R', 'T'),
    ('B', 'F'),
    ('N', 'C'),
    ('P', 'P'),
];

/// The French letter of an English piece letter.
pub fn french_of(english: char) -> Option<char> {
    PAIRS.iter().find(|p| p.0 == english).map(|p| p.1)
}

/// The English letter of a French piece letter.
pub fn english_of(french: char) -> Option<char> {
    PAIRS.iter().find(|p| p.1 == french).map(|p| p.0)
}

/// A move's text with its French piece letters (capitals) made English: `Cf3` → `Nf3`,
/// `exd8=D` → `exd8=Q`, `C@f3` → `N@f3`, `Rxe1` → `Kxe1`. Squares, castling (`O-O`),
/// lowercase UCI promotions and annotations (`{1.5}`) are left as written. `Err` holds
/// the first capital that is an English piece letter only (K Q B N).
pub fn to_english(text: &str) -> Result<String, char> {
    let mut out = String::with_capacity(text.len());
    let mut in_comment = false;
    for c in text.chars() {
        match c {
            '{' => in_comment = true,
            '}' => in_comment = false,
            _ => {}
        }
        if in_comment || !c.is_ascii_uppercase() {
            out.push(c);
        } else if let Some(e) = english_of(c) {
            out.push(e);
        } else if french_of(c).is_some() {
            return Err(c);
        } else {
            out.push(c);
        }
    }
    Ok(out)
}

/// The capitals of a move's text that the other letter set reads as another piece
/// (French `R` is the king, English `R` the rook), with their meaning in each set.
pub fn read_both_ways(text: &str) -> Option<char> {
    text.chars().take_while(|c| *c != '{').find(|c| *c == 'R')
}

/// The first capital of a move's text that only the French letters have (D T F C),
/// for a move written in French in a book that reads English letters.
pub fn french_only(text: &str) -> Option<char> {
    text.chars()
        .take_while(|c| *c != '{')
        .find(|c| matches!(c, 'D' | 'T' | 'F' | 'C'))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn french_letters_become_english() {
        assert_eq!(to_english("Cf3").as_deref(), Ok("Nf3"));
        assert_eq!(to_english("exd8=D+").as_deref(), Ok("exd8=Q+"));
        assert_eq!(to_english("C@f3").as_deref(), Ok("N@f3"));
        assert_eq!(to_english("Txe1").as_deref(), Ok("Rxe1"));
        assert_eq!(to_english("Re2").as_deref(), Ok("Ke2"));
        assert_eq!(to_english("Fb5").as_deref(), Ok("Bb5"));
        assert_eq!(to_english("O-O-O").as_deref(), Ok("O-O-O"));
        assert_eq!(to_english("e7e8q").as_deref(), Ok("e7e8q"));
        assert_eq!(to_english("Dh5{1.5}").as_deref(), Ok("Qh5{1.5}"));
    }

    #[test]
    fn english_only_letters_are_named() {
        assert_eq!(to_english("Nf3"), Err('N'));
        assert_eq!(to_english("Qh5"), Err('Q'));
        assert_eq!(to_english("Bb5"), Err('B'));
        assert_eq!(to_english("Ke2"), Err('K'));
        assert_eq!(to_english("e8=Q"), Err('Q'));
    }

    #[test]
    fn ids_round_trip() {
        for id in Letters::IDS {
            assert_eq!(Letters::from_id(id).map(Letters::id), Some(id));
        }
        assert_eq!(Letters::from_id("FR"), None);
    }
}
