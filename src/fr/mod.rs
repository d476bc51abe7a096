//! The fault words: every French sentence a report says about a typed fault.
//!
//! The rules engine answers in types (seats, piece kinds, [`crate::rules::Illegal`],
//! [`crate::rules::SetupError`], [`crate::rules::OptionError`], end reasons), and so do
//! the example checker ([`crate::example::fault::Failure`]), the book and the site
//! ([`crate::site::Problem`], [`crate::site::Diagnostic`]); this module is the one place
//! that says them in French, asked only by the edges that write a report (`report`,
//! `serve`, `mdbook`, the command line): nothing below them imports it. The words written
//! into the pages are [`crate::lang`]'s; seats and pieces are named from the same tables
//! there, so a seat or a piece is named the same way everywhere. A new variant of a
//! fault enum fails to compile until it has its French words.

pub mod authoring;
pub mod book;
pub mod claims;
pub mod cli;
pub mod config;
pub mod drawing;
pub mod ends;
pub mod example;
pub mod hostile;
pub mod init;
pub mod input;
pub mod io;
pub mod notation;
pub mod records;
pub mod refusals;
pub mod serve;
pub mod settings;
pub mod site;

// Seats, pieces and the small helpers of French sentences are page words too: one
// table, shared with the page words (`crate::lang::fr`).
pub use crate::lang::fr::refusals::illegal_label;
pub use crate::lang::fr::{
    direction, join_and, lowercase_first, piece_name, piece_noun, pieces, seat_dative,
    seat_genitive, seat_heading, seat_name, seats,
};
pub use ends::end_reason;
pub use refusals::{illegal, option_error, perft_error, setup_error};
