//! Tools for the guide's authors, beside the site: `check --bless` rewrites false
//! claims to what the engine found, and `coverage` tells what the examples exercise.
//! (The mdBook preprocessor, which reports its own faults, is an edge of its own.)
pub mod bless;
pub mod collect;
pub mod coverage;
pub mod spans;
