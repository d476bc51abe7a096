//! The tests of `arbitre::site::board_data` (src/site/board_data.rs), through its public API: moved out of the
//! library so that `cargo test` compiles it once (docs/MEASURES.md, « Mise en route »).
use arbitre::site::board_data::*;

#[test]
fn squares_encode_as_names_or_a_bit_set() {
    let order: Vec<String> = (0..64).map(|i| format!("s{i}")).collect();
    // few squares: their names
    assert_eq!(encode_squares(&["s1".into(), "s2".into()], &order), "s1s2");
    // many: the bit set (11 characters for 64 squares, after "~")
    let many: Vec<String> = (0..20).map(|i| format!("s{i}")).collect();
    let e = encode_squares(&many, &order);
    assert_eq!(e.len(), 12);
    assert_eq!(&e[..5], "~___D");
}

#[test]
fn codes_run_on_after_the_alphabet() {
    assert_eq!(code(0), "a");
    assert_eq!(code(51), "Z");
    assert_eq!(code(52), "aa");
    assert_eq!(code(53), "ab");
}
