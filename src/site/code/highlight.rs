//! Highlighting at build time with syntect's own grammars: each token in a
//! `span.hl-…` (the first two parts of its innermost styled scope, `hl-keyword
//! hl-control`), styled by static/arbitre.css. No span crosses a line, so that a hidden
//! line is one `span.boring` of whole spans.
use std::sync::LazyLock;
use syntect::parsing::{ParseState, Scope, ScopeStack, ScopeStackOp, SyntaxReference, SyntaxSet};

use super::hide::Line;
use crate::escape::escape_html;

static SYNTAXES: LazyLock<SyntaxSet> = LazyLock::new(SyntaxSet::load_defaults_newlines);

/// The grammar of a language word (`rust`, `rs`, `toml`…), if syntect has one.
fn syntax(lang: &str) -> Option<&'static SyntaxReference> {
    if lang.is_empty() {
        return None;
    }
    let set = &*SYNTAXES;
    set.find_syntax_by_token(lang)
        .or_else(|| set.find_syntax_by_name(lang))
}

/// The scopes styled (static/arbitre.css); the others (`source`, `meta`,
/// `punctuation`…) add no span.
const STYLED: [&str; 8] = [
    "comment", "keyword", "storage", "string", "constant", "entity", "support", "variable",
];

/// The lines as HTML: highlighted when the language is known, hidden ones in
/// `span.boring`.
pub fn lines(lines: &[Line], lang: &str) -> String {
    let mut out = String::new();
    let Some(syntax) = syntax(lang) else {
        for l in lines {
            push_line(&mut out, l, &escape_html(&l.text));
        }
        return out;
    };
    let mut state = ParseState::new(syntax);
    let mut stack = ScopeStack::new();
    let mut failed = false;
    for l in lines {
        let ops = if failed {
            None
        } else {
            state.parse_line(&l.text, &SYNTAXES).ok()
        };
        // (a grammar that fails: the rest in plain text)
        failed = ops.is_none();
        let html = match ops {
            Some(ops) => line_html(&l.text, &ops, &mut stack),
            None => escape_html(&l.text),
        };
        push_line(&mut out, l, &html);
    }
    out
}

/// One line: each run of text in one span, the class of the innermost styled scope
/// (`hl-keyword hl-control`); spans never cross a line.
fn line_html(text: &str, ops: &[(usize, ScopeStackOp)], stack: &mut ScopeStack) -> String {
    let mut out = String::with_capacity(text.len() * 2);
    let mut at = 0;
    let push = |out: &mut String, piece: &str, stack: &ScopeStack| {
        if piece.is_empty() {
            return;
        }
        match class_of(stack) {
            Some(class) => {
                out.push_str("<span class=\"");
                out.push_str(&class);
                out.push_str("\">");
                out.push_str(&escape_html(piece));
                out.push_str("</span>");
            }
            None => out.push_str(&escape_html(piece)),
        }
    };
    for (pos, op) in ops {
        let pos = (*pos).min(text.len());
        if pos > at && text.is_char_boundary(pos) {
            push(&mut out, &text[at..pos], stack);
            at = pos;
        }
        let _ = stack.apply(op);
    }
    push(&mut out, &text[at..], stack);
    out
}

fn class_of(stack: &ScopeStack) -> Option<String> {
    stack.as_slice().iter().rev().find_map(|s: &Scope| {
        let name = s.build_string();
        let mut atoms = name.split('.');
        let first = atoms.next()?;
        if !STYLED.contains(&first) {
            return None;
        }
        Some(match atoms.next() {
            Some(second) => format!("hl-{first} hl-{second}"),
            None => format!("hl-{first}"),
        })
    })
}

fn push_line(out: &mut String, l: &Line, html: &str) {
    if l.hidden {
        out.push_str("<span class=\"boring\">");
        out.push_str(html);
        out.push_str("</span>");
    } else {
        out.push_str(html);
    }
}
