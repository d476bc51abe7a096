//! "Did you mean": the known word nearest a mistyped one.

/// The closest of `known` to a mistyped `word`, if it is close enough to be what was
/// meant: at most a third of the longer word's letters (at least one) apart, in edits
/// that count a swap of two neighbours as one (`titel` is `title`). The word itself is
/// no suggestion; between equally close words the first known one wins.
pub fn nearest<'a>(word: &str, known: &[&'a str]) -> Option<&'a str> {
    let (distance, best) = known
        .iter()
        .filter(|k| **k != word)
        .map(|k| (strsim::osa_distance(word, k), *k))
        .min_by_key(|(d, _)| *d)?;
    let limit = (word.chars().count().max(best.chars().count()) / 3).max(1);
    (distance <= limit).then_some(best)
}

#[cfg(test)]
mod tests {
    use super::nearest;

    #[test]
    fn swaps_and_typos_find_their_word() {
        let known = ["title", "authors", "language"];
        assert_eq!(nearest("titel", &known), Some("title"));
        assert_eq!(nearest("autors", &known), Some("authors"));
        assert_eq!(nearest("langage", &known), Some("language"));
    }

    #[test]
    fn far_words_and_the_word_itself_are_no_suggestion() {
        let known = ["title", "authors"];
        assert_eq!(nearest("zzzzz", &known), None);
        assert_eq!(nearest("title", &["title"]), None);
        assert_eq!(nearest("x", &[]), None);
    }

    #[test]
    fn a_short_word_allows_one_edit() {
        assert_eq!(nearest("cheess", &["chess", "shogi4"]), Some("chess"));
        assert_eq!(nearest("ab", &["xy"]), None);
    }
}
