//! Stage « lay out »: a page's body inside the book's templates (sidebar, neighbours,
//! outline, edit link), and the pages arbitre makes without a source (404, contents,
//! the first page's redirect, the sitemap).
use serde::Serialize;
use std::collections::BTreeSet;

use super::render::PageDone;
use crate::book::{Book, Page, out_path_of};
use crate::site::blocks::escape_html;
use crate::site::config::BookConfig;
use crate::site::markdown::Heading;
use crate::site::problem::TemplateWhen;
use crate::site::summary::{EntryKind, Summary};
use crate::site::urls::{self, relative_href};
use crate::site::{Problem, templates, toc, typography};

#[derive(Serialize)]
struct BookCtx<'a> {
    title: &'a str,
    description: Option<&'a str>,
    authors: &'a [String],
    language: &'a str,
}

#[derive(Serialize)]
struct PageCtx<'a> {
    title: &'a str,
    description: Option<&'a str>,
    path: &'a str,
    content: &'a str,
    faq: bool,
    game: Option<&'a str>,
}

#[derive(Serialize)]
struct TocItem<'a> {
    /// the entry's index in the summary (the page script finds it in the shared table)
    index: usize,
    kind: &'a EntryKind,
    name: &'a str,
    href: String,
    number: String,
    depth: usize,
    current: bool,
    open: bool,
}

#[derive(Serialize)]
struct NavLink<'a> {
    title: &'a str,
    href: String,
}

#[derive(Serialize)]
struct Ctx<'a> {
    book: BookCtx<'a>,
    page: PageCtx<'a>,
    root: String,
    toc: Vec<TocItem<'a>>,
    prev: Option<NavLink<'a>>,
    next: Option<NavLink<'a>>,
    outline: Vec<&'a Heading>,
    css: &'a [String],
    js: &'a [String],
    edit_url: Option<String>,
    /// this page's chapter alone in the print page (`../print.html#imprimer-echecs`)
    chapter_print: Option<String>,
    extra: serde_json::Value,
    /// the interface words of the book's language
    t: &'static crate::lang::Words,
}

/// How many levels of ancestors the sidebar opens around the current page (its own
/// children, its siblings, its parent's…): enough for any real book, and what keeps a
/// page's sidebar from growing with the nesting (3,000 pages nested one level deeper
/// each build in time linear in the pages).
const SIDEBAR_LEVELS: usize = 4;

pub struct Layout<'a> {
    /// summary entries at depth 0, and each entry's children, in reading order
    top_level: Vec<usize>,
    children: Vec<Vec<usize>>,
    /// the depth-0 ancestor of each entry
    top_of: Vec<usize>,
    /// each entry's place in its list (`top_level` or its parent's `children`): a page
    /// finds its window without scanning a list as long as the book's chapters
    place: Vec<usize>,
    pub config: &'a BookConfig,
    /// with French typography
    pub book_title: String,
    /// the book's description, with the typography of the text (a page's own gets it
    /// as it is laid out)
    book_description: Option<String>,
    summary: &'a Summary,
    pages: &'a [Page],
    done: &'a [PageDone],
    css: &'a [String],
    js: &'a [String],
    /// the same without the boards' script, for a page without a board
    js_plain: Vec<String>,
    tera: &'a tera::Tera,
    /// each page's chapter print page, from the site root
    pub chapter_print: Vec<Option<String>>,
}

impl<'a> Layout<'a> {
    /// `chapter_print`: each page's chapter anchor in `print.html`, if any.
    pub fn new(
        book: &'a Book,
        done: &'a [PageDone],
        assets: &'a super::assets::Assets,
        tera: &'a tera::Tera,
        chapter_print: Vec<Option<String>>,
    ) -> Layout<'a> {
        let (config, summary) = (&book.config, &book.summary);
        let entries = &summary.entries;
        let mut children = vec![Vec::new(); entries.len()];
        let mut top_level = Vec::new();
        let mut top_of = Vec::with_capacity(entries.len());
        let mut place = vec![0; entries.len()];
        for (i, e) in entries.iter().enumerate() {
            match e.parent {
                Some(p) if p < i => {
                    place[i] = children[p].len();
                    children[p].push(i);
                    top_of.push(top_of[p]);
                }
                _ => {
                    if e.depth == 0 {
                        place[i] = top_level.len();
                        top_level.push(i);
                    }
                    top_of.push(i);
                }
            }
        }
        Layout {
            top_level,
            children,
            top_of,
            place,
            config,
            book_title: typography::of_language(&config.book.language)(&config.book.title),
            book_description: (config.book.description.as_deref())
                .map(typography::of_language(&config.book.language)),
            summary,
            pages: &book.pages,
            done,
            css: &assets.css,
            js: &assets.js,
            js_plain: (assets.js.iter())
                .filter(|s| *s != super::assets::BOARDS_JS)
                .cloned()
                .collect(),
            tera,
            chapter_print,
        }
    }

    /// The scripts of a page whose body is `content`: the boards' only if it has one.
    fn scripts(&self, content: &str) -> &[String] {
        if super::assets::has_boards(content) {
            self.js
        } else {
            &self.js_plain
        }
    }

    /// The interface words of the book's language.
    pub fn words(&self) -> &'static crate::lang::Words {
        crate::lang::words(&self.config.book.language)
    }

    fn book(&self) -> BookCtx<'_> {
        let b = &self.config.book;
        BookCtx {
            title: &self.book_title,
            description: self.book_description.as_deref(),
            authors: &b.authors,
            language: &b.language,
        }
    }

    /// Sidebar entries: every top-level entry, and the children of the current page and
    /// of its ancestors (so a big book's sidebar stays small on every page).
    /// `from`: the output path of the page being rendered (None: links start at `root`).
    fn toc(&self, current: Option<usize>, from: Option<&str>, root: &str) -> Vec<TocItem<'a>> {
        let entries = &self.summary.entries;
        let mut open = BTreeSet::new();
        let mut cur = current;
        while let Some(i) = cur {
            if open.len() == SIDEBAR_LEVELS {
                break;
            }
            open.insert(i);
            cur = entries[i].parent;
        }
        if let Some(c) = current {
            open.insert(self.top_of[c]);
        }
        // a window of each list around the open entry: a page's weight does not grow
        // with the book (the whole table is in the shared script and on sommaire.html)
        let window = |list: &[usize]| -> Vec<usize> {
            // the first open entry of the list (a few are open, the list may be long)
            let at = (open.iter())
                .map(|&o| self.place[o])
                .filter(|&k| list.get(k).is_some_and(|i| open.contains(i)))
                .min()
                .unwrap_or(0);
            // (near either end the window slides: always 2 × WINDOW + 1 entries)
            let width = 2 * toc::WINDOW + 1;
            let from = at
                .saturating_sub(toc::WINDOW)
                .min(list.len().saturating_sub(width));
            list.iter().skip(from).take(width).copied().collect()
        };
        let mut shown: BTreeSet<usize> = window(&self.top_level).into_iter().collect();
        for &i in &open {
            shown.extend(window(&self.children[i]));
        }
        shown
            .into_iter()
            .map(|i| (i, &entries[i]))
            .map(|(i, e)| TocItem {
                index: i,
                kind: &e.kind,
                name: &e.name,
                href: e.path.as_deref().map_or(String::new(), |p| match from {
                    Some(f) => relative_href(f, &out_path_of(p)),
                    None => format!("{root}{}", urls::encode_path(&out_path_of(p))),
                }),
                number: e.number_label(),
                depth: e.depth,
                current: Some(i) == current,
                open: open.contains(&i),
            })
            .collect()
    }

    /// Page `i` laid out around `content`, its body.
    pub fn page(
        &self,
        i: usize,
        extra: serde_json::Value,
        content: &str,
    ) -> Result<String, Problem> {
        let p = &self.pages[i];
        let d = &self.done[i];
        let root = root_prefix(&p.out_path);
        let nav = |j: usize| NavLink {
            title: &self.done[j].title,
            href: relative_href(&p.out_path, &self.pages[j].out_path),
        };
        let edit_url = self
            .config
            .output
            .html
            .edit_url_template
            .as_ref()
            .map(|t| t.replace("{path}", &urls::encode_path(&p.file_label)));
        // the description in the text's typography (narrow no-break space before « ; »);
        // a page without its own gets the book's
        let own = (d.front.description.as_deref())
            .map(typography::of_language(&self.config.book.language));
        let ctx = Ctx {
            book: self.book(),
            page: PageCtx {
                title: &d.title,
                description: own.as_deref().or(self.book_description.as_deref()),
                path: &p.out_path,
                content,
                faq: d.front.faq,
                game: d.front.game.as_deref(),
            },
            toc: self.toc(Some(p.entry), Some(&p.out_path), &root),
            prev: (i > 0).then(|| nav(i - 1)),
            next: (i + 1 < self.pages.len()).then(|| nav(i + 1)),
            outline: d
                .body
                .headings
                .iter()
                .filter(|h| h.level == 2 || h.level == 3)
                .collect(),
            css: self.css,
            js: self.scripts(content),
            edit_url,
            chapter_print: self
                .chapter_print
                .get(i)
                .cloned()
                .flatten()
                .map(|anchor| format!("{}#{anchor}", relative_href(&p.out_path, "print.html"))),
            extra,
            t: self.words(),
            root,
        };
        self.render("page.html", &ctx)
    }

    fn render(&self, template: &str, ctx: &Ctx) -> Result<String, Problem> {
        let problem = |e: &dyn std::error::Error| {
            templates::tera_report(template, TemplateWhen::Rendering, &templates::full_error(e))
        };
        let context = tera::Context::from_serialize(ctx).map_err(|e| problem(&e))?;
        self.tera
            .render(template, &context)
            .map_err(|e| problem(&e))
    }

    fn site_url(&self) -> Option<String> {
        self.config.output.html.site_url.as_ref().map(|u| {
            if u.ends_with('/') {
                u.clone()
            } else {
                format!("{u}/")
            }
        })
    }

    /// The context of a page made by arbitre itself (no Markdown source: no neighbours,
    /// no outline, no edit link).
    fn sourceless_ctx<'c>(
        &'c self,
        title: &'c str,
        path: &'c str,
        content: &'c str,
        toc: Vec<TocItem<'a>>,
        root: String,
    ) -> Ctx<'c>
    where
        'a: 'c,
    {
        Ctx {
            book: self.book(),
            page: PageCtx {
                title,
                description: self.book_description.as_deref(),
                path,
                content,
                faq: false,
                game: None,
            },
            toc,
            prev: None,
            next: None,
            outline: Vec::new(),
            css: self.css,
            js: self.scripts(content),
            edit_url: None,
            chapter_print: None,
            extra: serde_json::Value::Null,
            t: self.words(),
            root,
        }
    }

    pub fn not_found(&self) -> Result<String, Problem> {
        // Served from any address: absolute links when the site's address is known.
        let root = self.site_url().unwrap_or_default();
        let toc = self.toc(None, None, &root);
        let ctx = self.sourceless_ctx(self.words().not_found_title, "404.html", "", toc, root);
        self.render("404.html", &ctx)
    }

    /// The 404 page from the book's own `404.md` (its HTML), in the page layout; its
    /// first heading is its title.
    pub fn not_found_from(&self, title: &str, content: &str) -> Result<String, Problem> {
        let root = self.site_url().unwrap_or_default();
        let toc = self.toc(None, None, &root);
        let title = if title.is_empty() {
            self.words().not_found_title
        } else {
            title
        };
        let ctx = self.sourceless_ctx(title, "404.html", content, toc, root);
        self.render("page.html", &ctx)
    }

    /// `sommaire.html`: the whole table of contents on one page. Through the book's
    /// `page.html` when it can render a page without a source (a book's own template
    /// may read fields only real pages have); otherwise a plain page with its styles.
    pub fn contents_page(&self) -> String {
        let path = toc::PAGE;
        let content = toc::contents_html(self.summary, self.words().contents);
        let toc = self.toc(None, Some(path), "");
        let ctx = self.sourceless_ctx(self.words().contents, path, &content, toc, String::new());
        self.render("page.html", &ctx).unwrap_or_else(|_| {
            let css: String = self
                .css
                .iter()
                .map(|h| format!("<link rel=\"stylesheet\" href=\"{}\">\n", escape_html(h)))
                .collect();
            format!(
                "<!DOCTYPE html>\n<html lang=\"{}\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>{} — {}</title>\n{css}</head>\n<body>\n<main id=\"contenu\">\n{content}</main>\n</body>\n</html>\n",
                escape_html(&self.config.book.language),
                self.words().contents,
                escape_html(&self.book_title),
            )
        })
    }

    pub fn redirect_index(&self) -> String {
        let title = escape_html(&self.config.book.title);
        let lang = escape_html(&self.config.book.language);
        match self.pages.first() {
            Some(p) => {
                let href = escape_html(&p.href);
                format!(
                    "<!DOCTYPE html>\n<html lang=\"{lang}\">\n<head>\n<meta charset=\"utf-8\">\n<meta http-equiv=\"refresh\" content=\"0; url={href}\">\n<title>{title}</title>\n</head>\n<body>\n<p><a href=\"{href}\">{}</a></p>\n</body>\n</html>\n",
                    self.words().start_reading
                )
            }
            None => format!(
                "<!DOCTYPE html>\n<html lang=\"{lang}\">\n<head>\n<meta charset=\"utf-8\">\n<title>{title}</title>\n</head>\n<body>\n<p>{}</p>\n</body>\n</html>\n",
                self.words().empty_book
            ),
        }
    }

    pub fn sitemap(&self) -> String {
        let base = self.site_url().unwrap_or_default();
        let mut s = String::from(
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n",
        );
        for p in self.pages {
            s.push_str(&format!(
                "<url><loc>{}</loc></url>\n",
                escape_html(&format!("{base}{}", p.href))
            ));
        }
        s.push_str("</urlset>\n");
        s
    }
}

/// From a page to the site root: `../` once per folder of its path.
fn root_prefix(out_path: &str) -> String {
    "../".repeat(out_path.matches('/').count())
}
