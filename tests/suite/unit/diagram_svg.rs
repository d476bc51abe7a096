//! The tests of `arbitre::diagram::svg` (src/diagram/svg.rs), through its public API: moved out of the
//! library so that `cargo test` compiles it once (docs/MEASURES.md, « Mise en route »).

use arbitre::diagram::svg::{num, num_slow};

#[test]
fn fast_numbers_are_written_as_the_standard_formatting_writes_them() {
    // every hundredth near the fast path's bound and through our coordinates' range,
    // with the values just beside each, and a spread of arbitrary f32s
    let mut values: Vec<f32> = Vec::new();
    for i in (-6_600_000i32..6_600_000).step_by(97) {
        let v = i as f32 / 100.0;
        values.extend([v, v.next_up(), v.next_down(), v + 0.005, v - 0.005]);
    }
    for i in -100_000i32..100_000 {
        values.push(i as f32 / 1000.0);
    }
    let mut x: u32 = 0x9E37_79B9;
    for _ in 0..200_000 {
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        values.push(f32::from_bits(x));
    }
    values.extend([0.0, -0.0, -0.004, 0.005, f32::NAN, f32::INFINITY, 1e30]);
    for v in values {
        assert_eq!(num(v), num_slow(v), "{v:?} ({:#x})", v.to_bits());
    }
    assert_eq!(num(-0.001), "0");
    assert_eq!(num(12.5), "12.5");
    assert_eq!(num(-3.07), "-3.07");
    assert_eq!(num(400.0), "400");
}
