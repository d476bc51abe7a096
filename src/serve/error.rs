//! What stops `arbitre serve`, typed, and said in French here, at the edge.
use std::fmt;

use crate::fr;
use crate::site::{IoFault, Problem, SiteError};

#[derive(Debug)]
pub enum ServeError {
    /// the book cannot be read or built at all
    Site(SiteError),
    /// book.toml is unreadable (the build-dir is read from it)
    Config(Box<Problem>),
    /// the server's runtime could not start
    Start(IoFault),
    /// the port could not be listened on
    Listen {
        host: String,
        port: u16,
        fault: IoFault,
    },
    /// the book's files cannot be watched
    Watch(notify::Error),
}

impl From<SiteError> for ServeError {
    fn from(e: SiteError) -> ServeError {
        ServeError::Site(e)
    }
}

impl fmt::Display for ServeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ServeError::Site(e) => e.fmt(f),
            ServeError::Config(p) => p.fmt(f),
            ServeError::Start(e) => f.write_str(&fr::serve::start_failed(e)),
            ServeError::Listen { host, port, fault } => {
                f.write_str(&fr::serve::listen_failed(host, *port, fault))
            }
            ServeError::Watch(e) => f.write_str(&fr::io::watch_error(e)),
        }
    }
}

impl std::error::Error for ServeError {}
