//! The page words in French: what arbitre writes into the site (page and print titles,
//! the scripts' table, the diagrams' seat headings and text alternatives, the settings
//! tables, the step labels), the starter book of `arbitre init`, the output of the
//! authoring tools, and the names of the steps `ARBITRE_TEMPS=1` times.

pub mod browser;
pub mod coverage;
pub mod describe;
pub mod init;
pub mod pieces;
pub mod refusals;
pub mod seats;
pub mod settings;
pub mod site;
pub mod words;

pub use pieces::{piece_name, piece_noun};
pub use seats::{seat_dative, seat_genitive, seat_heading, seat_name};

/// `a`, `a et b`, `a, b et c`.
pub fn join_and(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} et {last}", rest.join(", ")),
    }
}

/// The same text with its first letter in lower case (a sentence used as a clause).
pub fn lowercase_first(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(first) => first.to_lowercase().chain(c).collect(),
        None => String::new(),
    }
}

/// A direction with its article, as "tourné vers le nord" writes it.
pub fn direction(d: crate::rules::Direction) -> &'static str {
    use crate::rules::Direction;
    match d {
        Direction::North => "le nord",
        Direction::East => "l'est",
        Direction::South => "le sud",
        Direction::West => "l'ouest",
    }
}
