//! arbitre: a static-site generator for game-rule guides whose board examples are
//! checked by a rules engine at build time.
pub mod authoring;
pub mod diagram;
pub mod example;
pub mod fr;
pub mod notation;
pub mod rules;
pub mod site;
