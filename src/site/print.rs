//! `print.html`: the whole guide on one page, in SUMMARY order, as mdBook does — each
//! chapter in its own section starting on a new page, ids made unique per chapter, links
//! between chapters turned into in-page anchors, FAQ answers open, nothing interactive.
use lol_html::html_content::Element;
use lol_html::{RewriteStrSettings, element, rewrite_str};
use std::cell::RefCell;
use std::collections::{BTreeMap, BTreeSet};

use super::blocks::escape_html;
use super::links::is_external;
use super::markdown::unique_id;
use super::postprocess::unescape_attr;

/// One chapter as the print page needs it.
pub struct PrintChapter<'a> {
    /// output path relative to the site root, e.g. `echecs/roque.html`
    pub out_path: &'a str,
    pub title: &'a str,
    /// the page body after Markdown and the post-pass
    pub html: &'a str,
}

/// The anchor of a chapter in the print page: `echecs/roque.html` → `echecs-roque`.
pub fn chapter_slug(out_path: &str) -> String {
    out_path
        .strip_suffix(".html")
        .unwrap_or(out_path)
        .chars()
        .map(|c| if c.is_alphanumeric() { c } else { '-' })
        .collect()
}

/// `dir` + a relative `href`, `..` and `.` resolved; None when it climbs above the root.
fn join(dir: &[&str], href: &str) -> Option<String> {
    let mut parts: Vec<&str> = dir.to_vec();
    for seg in href.split('/') {
        match seg {
            "" | "." => {}
            ".." => {
                parts.pop()?;
            }
            s => parts.push(s),
        }
    }
    Some(parts.join("/"))
}

/// The ids of the whole print page: each chapter's section id, and for each id found
/// in a chapter (inside its diagrams too) the id it gets in the print page,
/// `chapter--id`, made unique over the page (two chapters whose slugs meet, `a-b.html`
/// and `a/b.html`, or ids that meet once prefixed, get a suffix).
pub struct PrintIds {
    pub sections: Vec<String>,
    maps: Vec<BTreeMap<String, String>>,
    by_path: BTreeMap<String, usize>,
    used: RefCell<BTreeSet<String>>,
}

impl PrintIds {
    /// Ids the print page itself uses around the chapters.
    const FRAME: &[&str] = &["contenu"];

    pub fn new(chapters: &[PrintChapter]) -> Result<PrintIds, String> {
        let mut used: BTreeSet<String> = Self::FRAME.iter().map(|s| s.to_string()).collect();
        let sections: Vec<String> = chapters
            .iter()
            .map(|c| unique_id(&chapter_slug(c.out_path), &mut used))
            .collect();
        let mut maps = Vec::with_capacity(chapters.len());
        for (c, section) in chapters.iter().zip(&sections) {
            let mut map = BTreeMap::new();
            // the diagrams' shared drawings are named by what they draw: one per page
            for id in ids_of(c.html)?.into_iter().filter(|id| !is_shared(id)) {
                if let std::collections::btree_map::Entry::Vacant(slot) = map.entry(id) {
                    let new = unique_id(&format!("{section}--{}", slot.key()), &mut used);
                    slot.insert(new);
                }
            }
            maps.push(map);
        }
        let by_path = chapters
            .iter()
            .enumerate()
            .map(|(i, c)| (c.out_path.to_string(), i))
            .collect();
        Ok(PrintIds {
            sections,
            maps,
            by_path,
            used: RefCell::new(used),
        })
    }

    /// The print id of `id` in chapter `i` (an id the chapter does not have keeps the
    /// chapter's prefix, so the link stays inside the chapter's section).
    fn of(&self, i: usize, id: &str) -> String {
        if is_shared(id) {
            return id.to_string();
        }
        self.maps[i]
            .get(id)
            .cloned()
            .unwrap_or_else(|| format!("{}--{id}", self.sections[i]))
    }

    /// A fresh id for a second element carrying the same id in one chapter.
    fn fresh(&self, base: &str) -> String {
        unique_id(base, &mut self.used.borrow_mut())
    }
}

/// An id of the diagrams' sprite (`arb-…`): the same id is the same drawing in every
/// chapter, so it keeps its name and the page keeps one copy
/// ([`crate::diagram::merge_page_defs`]).
fn is_shared(id: &str) -> bool {
    id.starts_with(crate::diagram::SPRITE_PREFIX)
}

/// Every id in a piece of HTML, in document order, as text (entities decoded).
fn ids_of(html: &str) -> Result<Vec<String>, String> {
    let ids = RefCell::new(Vec::new());
    let settings = RewriteStrSettings::new().append_element_content_handler(element!(
        "[id]",
        |el: &mut Element| {
            if let Some(id) = el.get_attribute("id") {
                ids.borrow_mut().push(unescape_attr(&id));
            }
            Ok(())
        }
    ));
    rewrite_str(html, settings).map_err(|e| e.to_string())?;
    Ok(ids.into_inner())
}

/// Where a link of chapter `from` (index `i`) points inside the print page (at the
/// site root).
fn rewrite_href(href: &str, i: usize, from: &str, ids: &PrintIds) -> Option<String> {
    if is_external(href) {
        return None;
    }
    if let Some(frag) = href.strip_prefix('#') {
        return Some(format!("#{}", ids.of(i, &decode(frag))));
    }
    let (path, frag) = match href.find('#') {
        Some(i) => (&href[..i], Some(&href[i + 1..])),
        None => (href, None),
    };
    let dir: Vec<&str> = from.split('/').collect();
    let target = join(&dir[..dir.len() - 1], path)?;
    if let Some(&t) = ids.by_path.get(&decode(&target)) {
        return Some(match frag {
            Some(f) if !f.is_empty() => format!("#{}", ids.of(t, &decode(f))),
            _ => format!("#{}", ids.sections[t]),
        });
    }
    // an asset (a PNG, an image): the same file seen from the root
    Some(match frag {
        Some(f) => format!("{target}#{f}"),
        None => target,
    })
}

/// A fragment or path as written in an href, percent-escapes decoded.
fn decode(s: &str) -> String {
    super::urls::decode(s).unwrap_or_else(|| s.to_string())
}

/// Rewrites `url(#id)` references inside an attribute value.
fn rewrite_urls(value: &str, map: &dyn Fn(&str) -> String) -> String {
    let mut out = String::with_capacity(value.len());
    let mut rest = value;
    while let Some(at) = rest.find("url(#") {
        out.push_str(&rest[..at + 5]);
        rest = &rest[at + 5..];
        let end = rest.find(')').unwrap_or(rest.len());
        out.push_str(&map(&rest[..end]));
        rest = &rest[end..];
    }
    out.push_str(rest);
    out
}

/// One chapter's HTML made fit for the print page: chapter `i` of `ids`.
pub fn chapter_html(html: &str, i: usize, from: &str, ids: &PrintIds) -> Result<String, String> {
    let seen = RefCell::new(BTreeSet::new());
    let settings = RewriteStrSettings::new()
        .append_element_content_handler(element!("*", |el: &mut Element| {
            let attrs: Vec<(String, String)> = el
                .attributes()
                .iter()
                .map(|a| (a.name(), unescape_attr(&a.value())))
                .collect();
            let tag = el.tag_name();
            for (name, value) in attrs {
                let new = match name.as_str() {
                    "id" if is_shared(&value) => None,
                    "id" => {
                        let mapped = ids.of(i, &value);
                        // the same id twice in one chapter: the second gets its own
                        Some(if seen.borrow_mut().insert(value) {
                            mapped
                        } else {
                            ids.fresh(&mapped)
                        })
                    }
                    "href" | "src" if tag == "a" || tag == "img" => {
                        rewrite_href(&value, i, from, ids)
                    }
                    "href" | "xlink:href" => value
                        .strip_prefix('#')
                        .map(|f| format!("#{}", ids.of(i, f))),
                    "aria-labelledby" | "aria-describedby" | "aria-controls" | "aria-owns"
                    | "for" | "headers" | "list" | "form" => Some(
                        value
                            .split_ascii_whitespace()
                            .map(|t| ids.of(i, t))
                            .collect::<Vec<_>>()
                            .join(" "),
                    ),
                    _ if value.contains("url(#") => Some(rewrite_urls(&value, &|id| ids.of(i, id))),
                    _ => None,
                };
                if let Some(new) = new {
                    el.set_attribute(&name, &new)?;
                }
            }
            Ok(())
        }))
        // answers open, earlier frames of a sequence and step buttons gone
        .append_element_content_handler(element!("details", |el: &mut Element| {
            el.set_attribute("open", "")?;
            Ok(())
        }))
        .append_element_content_handler(element!(
            "div.board[hidden], div.board-steps, script.board-data, script.arb-looks, a.png-link",
            |el: &mut Element| {
                el.remove();
                Ok(())
            }
        ))
        .append_element_content_handler(element!("figure.interactive", |el: &mut Element| {
            el.remove_attribute("class");
            el.set_attribute("class", "board-example")?;
            Ok(())
        }));
    rewrite_str(html, settings).map_err(|e| e.to_string())
}

/// The whole print page. `handouts`: (href, title) of the handouts, listed on screen only.
pub fn print_page(
    book_title: &str,
    language: &str,
    chapters: &[PrintChapter],
    handouts: &[(String, String)],
) -> Result<String, String> {
    let ids = PrintIds::new(chapters)?;
    let mut body = String::new();
    for (i, c) in chapters.iter().enumerate() {
        let html = chapter_html(c.html, i, c.out_path, &ids)?;
        let slug = escape_html(&ids.sections[i]);
        // a chapter without its own h1 gets one, as in mdBook
        let h1 = if html.contains("<h1") {
            String::new()
        } else {
            format!("<h1>{}</h1>\n", escape_html(c.title))
        };
        body.push_str(&format!(
            "<section class=\"chapitre-imprime\" id=\"{slug}\">\n{h1}{html}</section>\n"
        ));
    }
    let mut contents = String::from(
        "<nav class=\"table-imprimee\" aria-label=\"Table des matières\"><h2>Table des matières</h2><ol>\n",
    );
    for (i, c) in chapters.iter().enumerate() {
        contents.push_str(&format!(
            "<li><a href=\"#{}\">{}</a></li>\n",
            escape_html(&ids.sections[i]),
            escape_html(c.title)
        ));
    }
    contents.push_str("</ol></nav>\n");
    let mut list = String::new();
    if !handouts.is_empty() {
        list.push_str("<nav class=\"fiches-liste ecran-seulement\" aria-label=\"Fiches à imprimer\"><p>Fiches d’une ou deux pages A4, une par jeu :</p><ul>\n");
        for (href, title) in handouts {
            list.push_str(&format!(
                "<li><a href=\"{}\">{}</a></li>\n",
                escape_html(href),
                escape_html(title)
            ));
        }
        list.push_str("</ul></nav>\n");
    }
    // the chapters' shared drawings, once for the whole page
    let body = crate::diagram::merge_page_defs(&body);
    let title = escape_html(book_title);
    Ok(format!(
        "<!DOCTYPE html>\n<html lang=\"{lang}\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<link rel=\"icon\" href=\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E%3Crect width='16' height='16' rx='3' fill='%23b3470e'/%3E%3Crect x='4' y='4' width='4' height='4' fill='%23fff'/%3E%3Crect x='8' y='8' width='4' height='4' fill='%23fff'/%3E%3C/svg%3E\">\n<meta name=\"robots\" content=\"noindex\">\n<title>{title} — version à imprimer</title>\n<link rel=\"stylesheet\" href=\"static/arbitre.css\">\n<link rel=\"stylesheet\" href=\"static/diagrammes.css\">\n</head>\n<body class=\"impression\">\n<header class=\"ecran-seulement barre-impression\"><a href=\"index.html\">← Retour au guide</a> <span>Version à imprimer : utilisez la commande Imprimer du navigateur (Ctrl+P).</span></header>\n{list}<main id=\"contenu\">\n<section class=\"page-de-titre\"><h1>{title}</h1></section>\n{contents}{body}</main>\n</body>\n</html>\n",
        lang = escape_html(language),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn chapter<'a>(out_path: &'a str, html: &'a str) -> PrintChapter<'a> {
        PrintChapter {
            out_path,
            title: "T",
            html,
        }
    }

    #[test]
    fn links_become_anchors() {
        let chapters = [
            chapter("index.html", "<p id=\"x\">x</p>"),
            chapter("echecs/roque.html", "<p id=\"ici\">i</p>"),
            chapter("echecs/index.html", ""),
        ];
        let ids = PrintIds::new(&chapters).unwrap();
        let from = "echecs/roque.html";
        let href = |h: &str| rewrite_href(h, 1, from, &ids);
        assert_eq!(href("index.html#x").as_deref(), Some("#echecs-index--x"));
        assert_eq!(href("../index.html#x").as_deref(), Some("#index--x"));
        assert_eq!(href("../index.html").as_deref(), Some("#index"));
        assert_eq!(href("#ici").as_deref(), Some("#echecs-roque--ici"));
        assert_eq!(
            href("../diagrammes/a.png").as_deref(),
            Some("diagrammes/a.png")
        );
        assert_eq!(href("https://x.fr/"), None);
    }

    #[test]
    fn ids_unique_svg_refs_follow_details_open() {
        let html = "<h2 id=\"a\">A</h2><details id=\"q\"><summary>Q</summary>R</details><figure class=\"board-example interactive\" id=\"exemple-1\"><div class=\"board\" data-frame=\"0\" hidden><svg><title id=\"t0\">x</title></svg></div><div class=\"board\" data-frame=\"1\"><svg aria-labelledby=\"t1 d1\"><title id=\"t1\">y</title><desc id=\"d1\">z</desc><defs><g id=\"p\"></g></defs><use href=\"#p\"/><circle fill=\"url(#p)\"/></svg></div><script type=\"application/json\" class=\"board-data\">[]</script><div class=\"board-steps\"><button>◀</button></div><figcaption><a class=\"png-link\" href=\"../diagrammes/x.png\">PNG</a> Légende</figcaption></figure>";
        let chapters = [chapter("echecs/faq.html", html)];
        let ids = PrintIds::new(&chapters).unwrap();
        let out = chapter_html(html, 0, "echecs/faq.html", &ids).unwrap();
        assert!(out.contains("<h2 id=\"echecs-faq--a\">"), "{out}");
        assert!(
            out.contains("<details id=\"echecs-faq--q\" open=\"\">"),
            "{out}"
        );
        assert!(out.contains("id=\"echecs-faq--exemple-1\""), "{out}");
        assert!(out.contains("<title id=\"echecs-faq--t1\">"), "{out}");
        assert!(
            out.contains("aria-labelledby=\"echecs-faq--t1 echecs-faq--d1\""),
            "{out}"
        );
        assert!(out.contains("href=\"#echecs-faq--p\""), "{out}");
        assert!(out.contains("fill=\"url(#echecs-faq--p)\""), "{out}");
        assert!(!out.contains("t0"), "{out}");
        assert!(!out.contains("board-data"), "{out}");
        assert!(!out.contains("board-steps"), "{out}");
        assert!(!out.contains("png-link"), "{out}");
        assert!(!out.contains("interactive"), "{out}");
    }

    #[test]
    fn colliding_chapters_and_ids_stay_unique() {
        // a-b.html and a/b.html share a slug; "x--y" in a meets "y" in a--x.html
        let chapters = [
            chapter("a-b.html", "<h2 id=\"x\">1</h2><p id=\"x\">twice</p>"),
            chapter(
                "a/b.html",
                "<h2 id=\"x\">2</h2><a href=\"../a-b.html#x\">l</a>",
            ),
            chapter("a.html", "<h2 id=\"x--y\">3</h2>"),
            chapter("a--x.html", "<h2 id=\"y\">4</h2>"),
        ];
        let page = print_page("Livre", "fr", &chapters, &[]).unwrap();
        let mut all = BTreeSet::new();
        crate::site::markdown::collect_ids(&page, &mut all);
        let count = page.matches(" id=\"").count();
        assert_eq!(all.len(), count, "duplicate ids in {page}");
        assert!(page.contains("href=\"#a-b--x\""), "{page}");
    }

    #[test]
    fn whole_page() {
        let a = PrintChapter {
            out_path: "index.html",
            title: "Accueil",
            html: "<p>Voir <a href=\"b/c.html\">c</a>.</p>",
        };
        let b = PrintChapter {
            out_path: "b/c.html",
            title: "C",
            html: "<h1 id=\"c\">C</h1>",
        };
        let page = print_page("Livre", "fr", &[a, b], &[]).unwrap();
        assert!(
            page.contains("<section class=\"chapitre-imprime\" id=\"index\">\n<h1>Accueil</h1>")
        );
        assert!(page.contains("href=\"#b-c\""), "{page}");
        assert!(page.contains("<h1 id=\"b-c--c\">C</h1>"), "{page}");
        assert!(page.contains("<html lang=\"fr\">"));
    }
}
