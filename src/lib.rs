//! arbitre: a static-site generator for game-rule guides whose board examples are
//! checked by a rules engine at build time.
pub mod authoring;
pub mod book;
pub mod commands;
pub mod diagram;
pub mod escape;
pub mod example;
pub mod family;
pub mod files;
pub mod fr;
pub mod lang;
pub mod mdbook;
pub mod report;
pub mod serve;
pub mod site;
pub mod suggest;

/// The rules engine and the notation are crates of their own (Cargo enforces that they
/// know nothing of the site); the site side names them by these paths.
pub use arbitre_notation as notation;
pub use arbitre_rules as rules;
