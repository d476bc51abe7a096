//! A fenced code block as mdBook 0.5 writes it, highlighted at build time: the info
//! string split (`rust,editable` → `class="language-rust editable"`), a runnable rust
//! block (`pre.playground`, its edition, `fn main` added around it), the lines a
//! language hides (`# ` in rust, `output.html.code.hidelines` or `hidelines=` for the
//! others) in `span.boring`, the tokens in `span.hl-…` classes (syntect, its own
//! grammars: no highlighter sent to the browser), and the buttons (copy, show the
//! hidden lines, run) that static/arbitre.js answers.
use crate::book::options::MdbookOptions;
use crate::escape::escape_html as escape;
use crate::lang::marks::MarkWords;

#[doc(hidden)]
pub mod hide;
mod highlight;

/// The classes of a block's `<code>`: `language-` and the info string's first word,
/// then its other words as written (mdBook splits on spaces, tabs and commas).
pub fn classes(info: &str) -> Vec<String> {
    let mut words = info.split([' ', '\t', ',']).filter(|w| !w.is_empty());
    let Some(lang) = words.next() else {
        return Vec::new();
    };
    std::iter::once(format!("language-{lang}"))
        .chain(words.map(str::to_string))
        .collect()
}

/// A rust block mdBook makes runnable (`ignore`, `noplayground` keep it still;
/// `mdbook-runnable` forces it).
fn is_playground(classes: &[String], o: &MdbookOptions) -> bool {
    let has = |c: &str| classes.iter().any(|x| x == c);
    has("language-rust")
        && ((!has("ignore") && !has("noplayground") && !has("noplaypen") && o.runnable)
            || has("mdbook-runnable"))
}

/// The block's HTML.
pub fn render(info: &str, text: &str, o: &MdbookOptions, words: &MarkWords) -> String {
    let mut classes = classes(info);
    let lang = classes
        .first()
        .and_then(|c| c.strip_prefix("language-"))
        .unwrap_or_default()
        .to_string();
    let playground = is_playground(&classes, o);
    let mut text = std::borrow::Cow::Borrowed(text);
    if playground {
        if !classes.iter().any(|c| c.starts_with("edition"))
            && let Some(e) = &o.edition
        {
            classes.push(format!("edition{e}"));
        }
        let editable = classes.iter().any(|c| c == "editable");
        if (!o.editable || !editable)
            && let Some(wrapped) = hide::wrap_rust_main(&text)
        {
            text = wrapped.into();
        }
    }
    let prefix = classes
        .iter()
        .find_map(|c| c.strip_prefix("hidelines="))
        .or_else(|| o.hidelines.get(&lang).map(String::as_str));
    let lines = hide::lines(&text, &lang, prefix);
    let hidden = lines.iter().any(|l| l.hidden);
    let body = highlight::lines(&lines, &lang);
    let mut html = String::with_capacity(body.len() + 256);
    html.push_str(if playground {
        "<pre class=\"playground\">"
    } else {
        "<pre>"
    });
    html.push_str(&buttons(playground, hidden, words));
    if classes.is_empty() {
        html.push_str("<code>");
    } else {
        html.push_str(&format!("<code class=\"{}\">", escape(&classes.join(" "))));
    }
    html.push_str(&body);
    html.push_str("</code></pre>\n");
    html
}

/// The buttons over a block (static/arbitre.js gives them their work).
fn buttons(playground: bool, hidden: bool, w: &MarkWords) -> String {
    let mut b = String::from("<div class=\"code-buttons\">");
    if hidden {
        b.push_str(&format!(
            "<button type=\"button\" class=\"code-toggle\" title=\"{0}\" aria-label=\"{0}\" aria-pressed=\"false\"></button>",
            escape(w.show_hidden)
        ));
    }
    b.push_str(&format!(
        "<button type=\"button\" class=\"code-copy\" title=\"{0}\" aria-label=\"{0}\" data-done=\"{1}\"></button>",
        escape(w.copy),
        escape(w.copied)
    ));
    if playground {
        b.push_str(&format!(
            "<button type=\"button\" class=\"code-run\" title=\"{0}\" aria-label=\"{0}\" data-running=\"{1}\" data-empty=\"{2}\" data-failed=\"{3}\"></button>",
            escape(w.run),
            escape(w.running),
            escape(w.no_output),
            escape(w.run_failed)
        ));
    }
    b.push_str("</div>");
    b
}
