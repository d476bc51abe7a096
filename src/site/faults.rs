//! The build's own faults, typed: a fault of the book's folders or files, and what makes
//! each file of the site (named when two makers want one path). The French words are
//! made by [`crate::fr::site`] where the `Problem` is built.
use std::path::Path;

/// A fault of the book's folders or files, said by [`crate::fr::site::build_fault`].
pub enum BuildFault<'a> {
    /// two makers want one path of the site
    MadeTwice {
        path: &'a Path,
        first: &'a str,
        then: &'a str,
    },
    /// a file copied from the book would replace one arbitre makes
    TakesArbitresPlace {
        path: &'a Path,
        maker: &'a str,
    },
    NoPagesFolder {
        src: &'a str,
    },
    PagesFolderRefused {
        src: &'a str,
        why: &'a str,
    },
    SummaryUnreadable(&'a std::io::Error),
    /// a file named by `additional-css` or `additional-js`
    AssetMissing {
        name: &'a str,
    },
    Unreadable(&'a std::io::Error),
    BadHtml(&'a str),
    NoPrintPage(&'a str),
    /// the build's scratch file ([`super::output::Spill`])
    ScratchLost,
    Scratch(&'a std::io::Error),
    ScratchDamaged,
}

/// The fault's words, for the `Problem` being built.
pub fn say(fault: BuildFault) -> String {
    crate::fr::site::build_fault(&fault)
}

/// What makes a file of the site (named when two want the same path), said by
/// [`crate::fr::site::maker`].
pub enum Maker<'a> {
    DefaultStatic,
    Generated,
    /// a file named by `additional-css` or `additional-js`
    ExtraAsset(&'a Path),
    /// a diagram of this page (its file label)
    Diagram(&'a str),
    Page(&'a str),
    /// the first page's redirect, `index.html`
    Home,
    NotFound,
    Sitemap,
    SharedContents,
    ContentsPage,
    WholePrint,
    ChapterPrint,
    Handouts,
    SearchIndex,
    Hook,
}
