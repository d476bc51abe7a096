//! Fenced blocks of a page, read once: where each stands, its text, and its info string
//! parsed into a [`BlockInfo`] (`position,ignore` → a position example marked ignore).
//! The site's renderer, the lint, the mdBook preprocessor and the authoring tools all
//! take blocks from [`fenced_blocks`], never from their own walk of the Markdown.
use pulldown_cmark::{CodeBlockKind, Event, Options, Parser, Tag, TagEnd};
use std::ops::Range;

use super::config::LineIndex;

/// What a fenced block is, by the first word of its info string.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BlockKind {
    /// `position`: an example the engine checks and the site draws.
    Position,
    /// `settings`: a preset's settings table.
    Settings,
    /// anything else (`yaml`, `rust`, a misspelt `posiiton`…), its first word as written
    Other(String),
}

/// An info string, split once: `position,ignore`, `position ignore` and ` position`
/// all read the same.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BlockInfo {
    raw: String,
    pub kind: BlockKind,
    /// the words after the first (`ignore`)
    pub flags: Vec<String>,
}

impl BlockInfo {
    pub fn parse(raw: &str) -> BlockInfo {
        let mut words = raw
            .split(|c: char| c == ',' || c.is_whitespace())
            .filter(|t| !t.is_empty());
        let kind = match words.next() {
            Some("position") => BlockKind::Position,
            Some("settings") => BlockKind::Settings,
            other => BlockKind::Other(other.unwrap_or_default().to_string()),
        };
        BlockInfo {
            raw: raw.to_string(),
            kind,
            flags: words.map(str::to_string).collect(),
        }
    }

    /// The info string as written.
    pub fn as_str(&self) -> &str {
        &self.raw
    }

    /// The first word as written (`posiiton` for a misspelt block).
    pub fn first_word(&self) -> &str {
        match &self.kind {
            BlockKind::Position => "position",
            BlockKind::Settings => "settings",
            BlockKind::Other(w) => w,
        }
    }

    pub fn is_position(&self) -> bool {
        self.kind == BlockKind::Position
    }

    pub fn is_settings(&self) -> bool {
        self.kind == BlockKind::Settings
    }

    /// A block the site replaces by what a renderer makes of it.
    pub fn is_rendered(&self) -> bool {
        self.is_position() || self.is_settings()
    }

    /// `ignore`: drawn, never checked (counted as skipped).
    pub fn ignored(&self) -> bool {
        self.flags.iter().any(|f| f == "ignore")
    }
}

/// One fenced block of a text.
#[derive(Debug, Clone)]
pub struct Block {
    pub info: BlockInfo,
    /// the block's text, fences left out
    pub body: String,
    /// 1-based line of the block's first content line (the fence's line + 1), counted
    /// from `line_offset` lines before the text
    pub line: usize,
    /// bytes of the whole block, fences included, in the text it was read from
    pub range: Range<usize>,
}

/// The Markdown options of the site's pages (what `smart` adds changes no block).
pub fn markdown_options(smart: bool) -> Options {
    // mdBook 0.5's options: definition lists and GFM admonitions (`> [!NOTE]`) too
    let mut o = Options::ENABLE_TABLES
        | Options::ENABLE_FOOTNOTES
        | Options::ENABLE_STRIKETHROUGH
        | Options::ENABLE_TASKLISTS
        | Options::ENABLE_HEADING_ATTRIBUTES
        | Options::ENABLE_DEFINITION_LIST
        | Options::ENABLE_GFM;
    if smart {
        o |= Options::ENABLE_SMART_PUNCTUATION;
    }
    o
}

/// Every fenced block of `text` in order; `line_offset`: lines of the file before `text`
/// (a page's front matter).
pub fn fenced_blocks(text: &str, options: Options, line_offset: usize) -> Vec<Block> {
    // (a text without a fence has no fenced block: no parse for it)
    if !text.contains("```") && !text.contains("~~~") {
        return Vec::new();
    }
    let lines = LineIndex::new(text);
    let mut blocks = Vec::new();
    let mut open: Option<Block> = None;
    for (event, range) in Parser::new_ext(text, options).into_offset_iter() {
        match event {
            Event::Start(Tag::CodeBlock(CodeBlockKind::Fenced(info))) => {
                open = Some(Block {
                    info: BlockInfo::parse(&info),
                    body: String::new(),
                    line: lines.line(range.start) + line_offset + 1,
                    range,
                });
            }
            Event::Text(t) => {
                if let Some(b) = &mut open {
                    b.body.push_str(&t);
                }
            }
            Event::End(TagEnd::CodeBlock) => blocks.extend(open.take()),
            _ => {}
        }
    }
    blocks
}

/// The block that starts at byte `start`, among blocks in text order.
pub fn block_at(blocks: &[Block], start: usize) -> Option<&Block> {
    let i = blocks.partition_point(|b| b.range.start < start);
    blocks.get(i).filter(|b| b.range.start == start)
}
