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
