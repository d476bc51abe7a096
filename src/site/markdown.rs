//! One page's Markdown to HTML: pulldown-cmark events, heading ids, fenced `position`
//! blocks handed to the block renderer, and the links and anchors the checker needs,
//! each with its line in the source file.
use crate::book::Diagnostic;
use crate::diagram::PngFault;
use pulldown_cmark::{CodeBlockKind, CowStr, Event, HeadingLevel, Parser, Tag, TagEnd};
use std::collections::BTreeSet;
use std::ops::Range;
use std::path::{Path, PathBuf};

use super::blocks::{BlockContext, BlockRenderer, Drawing};
use super::config::LineIndex;
use super::frontmatter::FrontMatter;
use super::output::Made;
use crate::book::Block;
use crate::book::block::{block_at, markdown_options};
use crate::book::options::MdbookOptions;
use crate::lang::marks::MarkWords;

#[derive(Debug, Clone, serde::Serialize)]
pub struct Heading {
    pub level: u8,
    pub id: String,
    pub text: String,
}

#[derive(Debug, Clone)]
pub struct LinkRef {
    pub dest: String,
    pub line: usize,
    pub is_image: bool,
}

#[derive(Debug, Default, Clone)]
pub struct RenderedBody {
    pub html: String,
    pub headings: Vec<Heading>,
    pub links: Vec<LinkRef>,
    pub passed: usize,
    pub failed: usize,
    pub skipped: usize,
    pub diagnostics: Vec<Diagnostic>,
    /// the page's other files (its diagrams' PNGs), as bytes or cache entries
    pub files: Vec<(PathBuf, Made)>,
    /// pulldown-cmark wrote all of `html` (no raw HTML, no example block, not a FAQ
    /// page): [`super::plain_pass`] may then stand in for the lol_html post-pass
    pub plain: bool,
}

pub struct PageSource<'a> {
    pub book_root: &'a Path,
    /// relative to the book root, e.g. content/echecs/roque.md
    pub file: &'a Path,
    pub body: &'a str,
    pub body_line_offset: usize,
    pub front: &'a FrontMatter,
    pub smart_punctuation: bool,
    /// the page's key for ids and file names, unique in the book ([`super::urls::page_key`])
    pub page_key: &'a str,
    /// the body's fenced blocks, as the book read them ([`crate::book::block::fenced_blocks`])
    pub blocks: &'a [Block],
    /// mdBook's keys for code blocks and math
    pub options: &'a MdbookOptions,
    /// the piece letters of the book's moves (`[arbitre] move-letters`)
    pub letters: crate::notation::Letters,
    /// the words of admonitions and code buttons, in the book's language
    pub words: &'static MarkWords,
    /// a line of the body (1-based) to its line in the file (None: plus
    /// `body_line_offset`); pages whose directives brought lines in
    pub line_map: Option<&'a [usize]>,
}

pub use super::ids::{UniqueIds, slugify, unique_id};

fn level_num(l: HeadingLevel) -> u8 {
    match l {
        HeadingLevel::H1 => 1,
        HeadingLevel::H2 => 2,
        HeadingLevel::H3 => 3,
        HeadingLevel::H4 => 4,
        HeadingLevel::H5 => 5,
        HeadingLevel::H6 => 6,
    }
}

/// The page's events as they go on to HTML, and what was found on the way.
struct Walk<'s, 'e> {
    src: &'s PageSource<'s>,
    renderer: &'s dyn BlockRenderer,
    lines: LineIndex,
    out: RenderedBody,
    used_ids: UniqueIds,
    result: Vec<Event<'e>>,
    block_index: usize,
    drawings: Vec<Drawing>,
}

pub fn render(src: &PageSource, renderer: &dyn BlockRenderer) -> RenderedBody {
    let text = src.body;
    let mut options = markdown_options(src.smart_punctuation);
    if src.options.math {
        options |= pulldown_cmark::Options::ENABLE_MATH;
    }
    let events: Vec<(Event, Range<usize>)> =
        Parser::new_ext(text, options).into_offset_iter().collect();
    let mut walk = Walk {
        src,
        renderer,
        lines: LineIndex::new(text),
        out: RenderedBody::default(),
        used_ids: UniqueIds::new(),
        result: Vec::with_capacity(events.len()),
        block_index: 0,
        drawings: Vec::new(),
    };
    let mut i = 0;
    while i < events.len() {
        i = walk.event(&events, i);
    }
    walk.finish()
}

impl<'e> Walk<'_, 'e> {
    /// 1-based line in the file of a byte offset of the body.
    fn file_line(&self, offset: usize) -> usize {
        let line = self.lines.line(offset);
        let own = match self.src.line_map {
            Some(map) => map.get(line.wrapping_sub(1)).copied().unwrap_or(line),
            None => line,
        };
        own + self.src.body_line_offset
    }

    /// Takes event `i` (and those it stands for); the index of the next one.
    fn event(&mut self, events: &[(Event<'e>, Range<usize>)], i: usize) -> usize {
        let (ev, range) = &events[i];
        match ev {
            Event::Start(Tag::Heading { .. }) => return self.heading(events, i),
            Event::Start(Tag::CodeBlock(CodeBlockKind::Fenced(_)))
                if let Some(block) = block_at(self.src.blocks, range.start)
                    && block.info.is_rendered() =>
            {
                self.block(block);
                let end = (i + 1..events.len())
                    .find(|&j| matches!(events[j].0, Event::End(TagEnd::CodeBlock)));
                return end.unwrap_or(events.len()) + 1;
            }
            // (a fence without a language stays pulldown-cmark's own `<pre><code>`: the
            // page may keep the parser-free post-pass)
            Event::Start(Tag::CodeBlock(CodeBlockKind::Fenced(info)))
                if !info.trim().is_empty() =>
            {
                return self.code(events, i, info);
            }
            Event::Start(Tag::BlockQuote(Some(kind))) => {
                let open = super::marks::admonition_open(*kind, self.src.words);
                self.result.push(Event::Html(CowStr::from(open)));
                return i + 1;
            }
            Event::End(TagEnd::BlockQuote(Some(_))) => {
                self.result
                    .push(Event::Html(CowStr::from("</blockquote>\n")));
                return i + 1;
            }
            Event::InlineMath(tex) | Event::DisplayMath(tex) => {
                let display = matches!(ev, Event::DisplayMath(_));
                let html = super::marks::math(tex, display);
                self.result.push(Event::InlineHtml(CowStr::from(html)));
                return i + 1;
            }
            Event::InlineHtml(open) if let Some(tag) = opens_raw(open) => {
                // Inline <script>, <style>, <code>…: its content is written as the author
                // wrote it, not read as Markdown (no smart quotes, no escaping), and the
                // post-pass leaves it alone.
                if let Some(j) = raw_inline_end(events, i + 1, tag) {
                    let raw = &self.src.body[range.start..events[j].1.end];
                    self.result
                        .push(Event::InlineHtml(CowStr::from(raw.to_string())));
                    return j + 1;
                }
            }
            Event::Start(Tag::Link { dest_url, .. }) => self.link(dest_url, range.start, false),
            Event::Start(Tag::Image { dest_url, .. }) => self.link(dest_url, range.start, true),
            _ => {}
        }
        self.result.push(ev.clone());
        i + 1
    }

    /// A fenced code block as mdBook writes it ([`super::code`]).
    fn code(&mut self, events: &[(Event<'e>, Range<usize>)], i: usize, info: &str) -> usize {
        let mut text = String::new();
        let mut j = i + 1;
        while j < events.len() && !matches!(events[j].0, Event::End(TagEnd::CodeBlock)) {
            if let Event::Text(t) = &events[j].0 {
                text.push_str(t);
            }
            j += 1;
        }
        let html = super::code::render(info, &text, self.src.options, self.src.words);
        self.result.push(Event::Html(CowStr::from(html)));
        j + 1
    }

    fn link(&mut self, dest: &str, at: usize, is_image: bool) {
        let line = self.file_line(at);
        self.out.links.push(LinkRef {
            dest: dest.to_string(),
            line,
            is_image,
        });
    }

    /// A heading gets its id (its own `{#id}` or its slug, made unique).
    fn heading(&mut self, events: &[(Event<'e>, Range<usize>)], i: usize) -> usize {
        let Event::Start(Tag::Heading {
            level,
            id,
            classes,
            attrs,
        }) = &events[i].0
        else {
            return i + 1;
        };
        let mut heading_text = String::new();
        for (ev, _) in events[i + 1..]
            .iter()
            .take_while(|(e, _)| !matches!(e, Event::End(TagEnd::Heading(_))))
        {
            if let Event::Text(t) | Event::Code(t) = ev {
                heading_text.push_str(t);
            }
        }
        // a heading's own `{#id}` is kept as written (mdBook's rule); the others take
        // mdBook's id, suffixed if taken
        let id = match id {
            Some(id) => {
                self.used_ids.reserve(id);
                id.to_string()
            }
            None => self.used_ids.take(&slugify(&heading_text)),
        };
        self.out.headings.push(Heading {
            level: level_num(*level),
            id: id.clone(),
            text: heading_text.trim().to_string(),
        });
        self.result.push(Event::Start(Tag::Heading {
            level: *level,
            id: Some(CowStr::from(id)),
            classes: classes.clone(),
            attrs: attrs.clone(),
        }));
        i + 1
    }

    /// A `position` or `settings` block, replaced by what its renderer makes of it.
    fn block(&mut self, block: &Block) {
        let src = self.src;
        let ctx = BlockContext {
            book_root: src.book_root,
            file: src.file,
            line: block.line,
            info: &block.info,
            body: &block.body,
            page_game: src.front.game.as_deref(),
            letters: src.letters,
            in_faq: src.front.faq,
            index: self.block_index,
            page_key: src.page_key,
        };
        self.block_index += 1;
        let o = if block.info.is_settings() {
            super::settings::render(&ctx)
        } else {
            self.renderer.render(&ctx)
        };
        let out = &mut self.out;
        out.passed += o.passed;
        out.failed += o.failed;
        out.skipped += o.skipped;
        out.diagnostics.extend(o.diagnostics);
        out.files
            .extend(o.files.into_iter().map(|(p, b)| (p, Made::Bytes(b))));
        self.drawings.extend(o.drawings);
        self.result.push(Event::Html(CowStr::from(o.html)));
    }

    /// The HTML, and the page's drawings made in parallel (rayon lends idle cores to
    /// other pages' drawings).
    fn finish(self) -> RenderedBody {
        use rayon::prelude::*;
        let (src, mut out, result) = (self.src, self.out, self.result);
        out.plain = !src.front.faq
            && !result
                .iter()
                .any(|e| matches!(e, Event::Html(_) | Event::InlineHtml(_)));
        let mut html = String::with_capacity(src.body.len() * 3 / 2);
        if src.front.faq {
            super::faq::push_faq_html(&mut html, result, &out.headings);
        } else {
            pulldown_cmark::html::push_html(&mut html, result.into_iter());
        }
        out.html = html;
        let drawn: Vec<(PathBuf, Result<Made, PngFault>)> = self
            .drawings
            .into_par_iter()
            .map(|d| (d.path, (d.draw)()))
            .collect();
        for (path, result) in drawn {
            match result {
                Ok(made) => out.files.push((path, made)),
                Err(why) => out.diagnostics.push(Diagnostic::DrawingFailed {
                    page: src.file.to_path_buf(),
                    picture: path,
                    why,
                }),
            }
        }
        out
    }
}

/// Inline raw HTML elements whose content is not Markdown text.
const RAW_INLINE: &[&str] = &[
    "script", "style", "code", "kbd", "samp", "textarea", "pre", "math", "svg",
];

/// The raw element an inline HTML tag opens (`<script>`, `<code class="x">`), if any.
fn opens_raw(html: &str) -> Option<&'static str> {
    let lower = html.trim().to_ascii_lowercase();
    let rest = lower.strip_prefix('<')?;
    if lower.ends_with("/>") {
        return None;
    }
    RAW_INLINE.iter().copied().find(|t| {
        rest.strip_prefix(t)
            .is_some_and(|after| after.starts_with(|c: char| c == '>' || c.is_ascii_whitespace()))
    })
}

/// The index of the inline HTML event that closes `tag`, searched from `from` to the end
/// of the paragraph (or cell, heading, item).
fn raw_inline_end(events: &[(Event, Range<usize>)], from: usize, tag: &str) -> Option<usize> {
    let close = format!("</{tag}");
    for (j, (ev, _)) in events.iter().enumerate().skip(from) {
        match ev {
            Event::InlineHtml(h) if h.to_ascii_lowercase().contains(&close) => return Some(j),
            Event::End(
                TagEnd::Paragraph
                | TagEnd::Heading(_)
                | TagEnd::TableCell
                | TagEnd::Item
                | TagEnd::BlockQuote(_)
                | TagEnd::FootnoteDefinition,
            ) => return None,
            _ => {}
        }
    }
    None
}

/// Every `id="…"` value in a piece of HTML (headings, example blocks, raw HTML), the
/// targets a `#fragment` may name.
pub fn collect_ids(html: &str, into: &mut BTreeSet<String>) {
    let mut rest = html;
    while let Some(pos) = rest.find(" id=\"") {
        let after = &rest[pos + 5..];
        match after.find('"') {
            Some(end) => {
                into.insert(super::postprocess::unescape_attr(&after[..end]));
                rest = &after[end..];
            }
            None => break,
        }
    }
    into.extend(super::ids::a_names(html));
}
