//! Every French word and sentence the engine's results turn into.
//!
//! The rules engine answers in types (seats, piece kinds, [`crate::rules::Illegal`],
//! [`crate::rules::SetupError`], [`crate::rules::OptionError`], end reasons), and so does
//! the example checker ([`crate::example::fault::Failure`]); this module is the one
//! place that says them in French, asked by the edge that writes a report. A seat or a
//! piece is named the same way everywhere, and a new variant of a fault enum fails to
//! compile until it has its French words.

pub mod authoring;
pub mod book;
pub mod browser;
pub mod claims;
pub mod cli;
pub mod config;
pub mod describe;
pub mod drawing;
pub mod ends;
pub mod example;
pub mod init;
pub mod input;
pub mod io;
pub mod notation;
pub mod pieces;
pub mod records;
pub mod refusals;
pub mod seats;
pub mod serve;
pub mod settings;
pub mod site;

pub use ends::end_reason;
pub use pieces::{piece_name, piece_noun};
pub use refusals::{illegal, illegal_label, option_error, perft_error, setup_error};
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
