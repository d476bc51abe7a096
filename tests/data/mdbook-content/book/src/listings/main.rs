// ANCHOR: all
use std::collections::HashMap;

fn main() {
    // ANCHOR: body
    let mut scores = HashMap::new();
    scores.insert("Blue", 10);
    // ANCHOR_END: body
    println!("{scores:?}");
}
// ANCHOR_END: all
