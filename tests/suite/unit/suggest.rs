//! The tests of `arbitre::suggest` (src/suggest.rs), through its public API: moved out of the
//! library so that `cargo test` compiles it once (docs/MEASURES.md, « Mise en route »).
use arbitre::suggest::nearest;

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
