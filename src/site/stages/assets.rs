//! The style sheets and scripts every page links to: arbitre's own, then those book.toml
//! adds (`additional-css`, `additional-js`), which must exist inside the book.
use std::path::{Path, PathBuf};

use crate::site::faults::BuildFault;
use crate::site::{Problem, links, toc, urls, walk};

/// The style sheet of the diagrams' colours, made from the seat styles.
pub const DIAGRAM_CSS: &str = "static/diagrammes.css";

/// The interactive boards' script: only pages with such a board load it (after
/// `static/arbitre.js`, whose `window.ARBITRE` it uses).
pub const BOARDS_JS: &str = "static/plateaux.js";

/// Whether a page's HTML has a board that answers taps (its data for the script).
pub fn has_boards(html: &str) -> bool {
    html.contains("class=\"board-data\"")
}

pub struct Assets {
    /// links from the site root, in the order pages name them
    pub css: Vec<String>,
    pub js: Vec<String>,
    /// the book's own files among them, to copy into the site
    pub extra: Vec<(PathBuf, Vec<u8>)>,
}

impl Assets {
    /// A named file that is missing, or lies outside the book, is a problem of book.toml.
    pub fn of(
        root: &Path,
        html: &crate::site::config::HtmlSection,
        problems: &mut Vec<Problem>,
    ) -> Assets {
        let mut assets = Assets {
            css: vec![
                "static/arbitre.css".to_string(),
                DIAGRAM_CSS.to_string(),
                "static/search.css".to_string(),
                "static/print.css".to_string(),
            ],
            js: vec![
                crate::lang::fr::browser::FILE.to_string(),
                toc::SCRIPT.to_string(),
                "static/arbitre.js".to_string(),
                BOARDS_JS.to_string(),
                "static/search.js".to_string(),
            ],
            extra: Vec::new(),
        };
        // anchors of the book's pages sent elsewhere by book.toml
        if html.redirect.iter().any(|r| r.from.contains('#')) {
            assets
                .js
                .push(super::emit_addresses::REDIRECTS_JS.to_string());
        }
        for (list, into) in [
            (&html.additional_css, &mut assets.css),
            (&html.additional_js, &mut assets.js),
        ] {
            for f in list {
                let rel = f.trim_start_matches("./").to_string();
                let safe = links::resolve("x", &rel).is_some()
                    && walk::inside(root, &root.join(&rel)).is_ok();
                match crate::files::read(&root.join(&rel)) {
                    Ok(bytes) if safe => {
                        into.push(urls::encode_path(&rel));
                        assets.extra.push((PathBuf::from(rel), bytes));
                    }
                    _ => problems.push(Problem::new(
                        "book.toml",
                        line_of_value(root, f),
                        BuildFault::AssetMissing { name: f.clone() },
                    )),
                }
            }
        }
        assets
    }
}

fn line_of_value(root: &Path, value: &str) -> usize {
    crate::files::read_to_string(&root.join("book.toml"))
        .ok()
        .and_then(|t| t.lines().position(|l| l.contains(value)))
        .map_or(1, |i| i + 1)
}
