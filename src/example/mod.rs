//! example
