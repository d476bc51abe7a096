//! mdBook's Markdown extensions beyond CommonMark, as HTML: GFM admonitions
//! (`> [!NOTE]`, mdBook's classes, titles in the book's language) and math (`$…$`,
//! `$$…$$`) written as MathML at build time by pulldown-latex — no script — when
//! `output.html.mathjax-support` asks for math (docs/ARCHITECTURE.md).
use pulldown_cmark::BlockQuoteKind;

use crate::lang::marks::MarkWords;

/// The opening of an admonition: mdBook's `blockquote-tag` classes and its title.
pub fn admonition_open(kind: BlockQuoteKind, w: &MarkWords) -> String {
    let (class, title) = match kind {
        BlockQuoteKind::Note => ("note", w.note),
        BlockQuoteKind::Tip => ("tip", w.tip),
        BlockQuoteKind::Important => ("important", w.important),
        BlockQuoteKind::Warning => ("warning", w.warning),
        BlockQuoteKind::Caution => ("caution", w.caution),
    };
    format!(
        "<blockquote class=\"blockquote-tag blockquote-tag-{class}\">\n<p class=\"blockquote-tag-title\">{}</p>\n",
        crate::escape::escape_html(title)
    )
}

/// TeX as MathML; `display`: a block of its own (`$$…$$`). A fault of the TeX is shown
/// in place, in red, by pulldown-latex (the page still builds).
pub fn math(tex: &str, display: bool) -> String {
    use pulldown_latex::config::DisplayMode;
    use pulldown_latex::{Parser, RenderConfig, Storage, push_mathml};
    let storage = Storage::new();
    let parser = Parser::new(tex, &storage);
    let config = RenderConfig {
        display_mode: if display {
            DisplayMode::Block
        } else {
            DisplayMode::Inline
        },
        annotation: Some(tex),
        ..RenderConfig::default()
    };
    let mut out = String::new();
    match push_mathml(&mut out, parser, config) {
        Ok(()) => out,
        Err(_) => format!(
            "<code class=\"math\">{}</code>",
            crate::escape::escape_html(tex)
        ),
    }
}
