//! A page of the book as read from its file: the text, the front matter split off and
//! the fenced blocks, or the fault that kept it from being read.
use std::path::Path;

use super::Problem;
use super::block::{Block, BlockInfo, fenced_blocks, markdown_options};
use super::directives::{self, DirectiveFault};
use super::frontmatter::{self, FrontMatter, FrontMatterFault};
use super::{urls, walk};

/// A chapter with a file, in reading order.
pub struct Page {
    /// its entry in the summary
    pub entry: usize,
    /// relative to the source folder, as in SUMMARY.md (`echecs/roque.md`)
    pub src_path: String,
    /// its page in the site (`echecs/roque.html`)
    pub out_path: String,
    /// `out_path` as a link (percent-encoded: never read as a scheme)
    pub href: String,
    /// relative to the book root (`content/echecs/roque.md`)
    pub file_label: String,
    /// unique per page, for ids and diagram file names
    pub key: String,
    /// its name in the summary (French typography)
    pub name: String,
    pub source: Loaded,
}

/// A page file once read.
pub enum Loaded {
    Read(Source),
    Unreadable(std::io::Error),
    /// the front matter is broken: the page is not rendered
    BadFront(BadFront),
}

/// A page whose front matter could be read.
pub struct Source {
    /// the file as read, byte-order mark included
    pub raw: String,
    pub front: FrontMatter,
    /// where the body starts in [`Source::text`]
    body_start: usize,
    /// lines of the file before the body (front matter and its fences)
    pub body_line_offset: usize,
    /// every fenced block of the body, lines counted in the file
    pub blocks: Vec<Block>,
    /// what mdBook's directives did to the body (None: it has none)
    pub directives: Option<Directives>,
}

/// A body whose directives were expanded: `raw` then holds the expanded text.
pub struct Directives {
    /// per line of the expanded body (0-based), its 1-based line in the file's body
    pub lines: Vec<usize>,
    /// `{{#title …}}`: the page's title in the browser's tab
    pub title: Option<String>,
    pub faults: Vec<DirectiveFault>,
    /// every file the directives read
    pub files: Vec<std::path::PathBuf>,
    /// the file as read, before its directives were expanded
    pub original: String,
}

impl Source {
    /// The file's text without its byte-order mark (lines and carets count from here).
    pub fn text(&self) -> &str {
        strip_bom(&self.raw)
    }

    /// The Markdown after the front matter.
    pub fn body(&self) -> &str {
        &self.text()[self.body_start..]
    }

    /// The file's own text (directives not expanded), where its lines are counted.
    pub fn file_text(&self) -> &str {
        match &self.directives {
            Some(d) => strip_bom(&d.original),
            None => self.text(),
        }
    }

    /// The file's line of a 1-based line of the body as expanded (a line a directive
    /// brought counts as the directive's line).
    pub fn file_line(&self, body_line: usize) -> usize {
        let own = match &self.directives {
            Some(d) => d
                .lines
                .get(body_line.wrapping_sub(1))
                .copied()
                .unwrap_or(body_line),
            None => body_line,
        };
        own + self.body_line_offset
    }
}

/// A page whose front matter is broken.
pub struct BadFront {
    /// the file as read, byte-order mark included
    pub raw: String,
    /// 1-based line of the fault, and what it is
    pub line: usize,
    pub fault: FrontMatterFault,
    /// the blocks after the front matter's closing fence (counted, never checked)
    pub blocks: Vec<Block>,
}

impl BadFront {
    /// The file's text without its byte-order mark.
    pub fn text(&self) -> &str {
        strip_bom(&self.raw)
    }

    /// The problem of the page at `file_label`: the caret under the fault's token, else
    /// under the whole line.
    pub fn problem(&self, file_label: &str) -> Problem {
        Problem::new(file_label, self.line, self.fault.clone()).at(self.text(), self.fault.token())
    }

    /// Its examples: (counted as failed, skipped).
    pub fn examples(&self) -> (usize, usize) {
        examples_of(&self.blocks)
    }
}

/// Position examples among `blocks`: (checked, marked `ignore`).
pub fn examples_of(blocks: &[Block]) -> (usize, usize) {
    let infos = || blocks.iter().map(|b| &b.info).filter(|i| i.is_position());
    let skipped = infos().filter(|i| BlockInfo::ignored(i)).count();
    (infos().count() - skipped, skipped)
}

fn strip_bom(text: &str) -> &str {
    text.strip_prefix('\u{feff}').unwrap_or(text)
}

/// Reads a page (or handout) file, expands mdBook's directives, and splits it.
pub fn read(path: &Path, smart: bool) -> Loaded {
    match crate::files::read_to_string(path) {
        Ok(raw) => split(raw, smart, path.parent()),
        Err(e) => Loaded::Unreadable(e),
    }
}

/// Splits a page's text into front matter, body and blocks; `base`: the page's folder,
/// where its directives' paths start (None: directives left as written).
pub fn split(raw: String, smart: bool, base: Option<&Path>) -> Loaded {
    let text = strip_bom(&raw);
    let options = markdown_options(smart);
    match frontmatter::split(text) {
        Ok(split) => {
            let body_start = text.len() - split.body.len();
            let offset = split.body_line_offset;
            let front = split.front;
            let (raw, directives) = match base {
                Some(base) if directives::has_directives(split.body) => {
                    let e = directives::expand(split.body, base);
                    let head = &raw[..raw.len() - split.body.len()];
                    let expanded = format!("{head}{}", e.text);
                    let found = Directives {
                        lines: e.lines,
                        title: e.title,
                        faults: e.faults,
                        files: e.files,
                        original: raw.clone(),
                    };
                    (expanded, Some(found))
                }
                _ => (raw, None),
            };
            let body = &strip_bom(&raw)[body_start..];
            let mut blocks = fenced_blocks(body, options, 0);
            if let Some(d) = &directives {
                // a block's line in the file: its fence's line, plus one
                for b in &mut blocks {
                    let fence = d
                        .lines
                        .get(b.line.saturating_sub(2))
                        .copied()
                        .unwrap_or(b.line - 1);
                    b.line = fence + 1;
                }
            }
            for b in &mut blocks {
                b.line += offset;
            }
            Loaded::Read(Source {
                front,
                body_start,
                body_line_offset: offset,
                blocks,
                raw,
                directives,
            })
        }
        Err((line, fault)) => {
            let blocks = fenced_blocks(frontmatter::body_after_front(text), options, 0);
            Loaded::BadFront(BadFront {
                raw,
                line,
                fault,
                blocks,
            })
        }
    }
}

/// A handout (`<src>/fiches/<name>.md`): a page of its own, outside the summary.
pub struct Handout {
    /// the file's name (`echecs.md`)
    pub name: String,
    /// relative to the book root
    pub file_label: String,
    pub key: String,
    /// None: the file leads out of the book
    pub source: Result<Loaded, walk::WalkFault>,
}

impl Handout {
    /// Its page in the site, from the site root (`fiches/echecs.html`).
    pub fn href(&self) -> String {
        format!("{}/{}.html", HANDOUTS, self.stem())
    }

    pub fn stem(&self) -> &str {
        self.name.trim_end_matches(".md")
    }
}

/// The folder of handouts inside the book's source folder.
pub const HANDOUTS: &str = "fiches";

/// Every `<src>/fiches/*.md`, in file-name order. No folder: no handouts.
pub fn handouts(root: &Path, src_name: &str, smart: bool) -> Vec<Handout> {
    let dir = root.join(src_name).join(HANDOUTS);
    let Ok(entries) = std::fs::read_dir(&dir) else {
        return Vec::new();
    };
    let mut names: Vec<String> = entries
        .filter_map(Result::ok)
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".md") && !n.starts_with('.'))
        .collect();
    names.sort();
    let book = root.canonicalize().unwrap_or_else(|_| root.to_path_buf());
    names
        .into_iter()
        .map(|name| {
            let path = dir.join(&name);
            let source = walk::inside(&book, &path).map(|()| read(&path, smart));
            Handout {
                file_label: walk::join_label(src_name, &format!("{HANDOUTS}/{name}")),
                key: urls::page_key(&format!("{HANDOUTS}/{name}")),
                name,
                source,
            }
        })
        .collect()
}
