//! Words for what a hostile page, file or client meets: the limits that keep a build or
//! `serve` alive.

/// Answer to one live-reload stream too many (the page still works, without live reload).
pub const TOO_MANY_STREAMS: &str = "Trop de pages ouvertes suivent les modifications : fermez-en quelques-unes puis rechargez celle-ci.\n";
