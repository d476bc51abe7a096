//! `print.html`: the whole guide on one page, in SUMMARY order, as mdBook does — each
//! chapter in its own section starting on a new page, ids made unique per chapter, links
//! between chapters turned into in-page anchors, FAQ answers open, nothing interactive.
use lol_html::html_content::Element;
use lol_html::{RewriteStrSettings, element, end_tag, rewrite_str};
use std::cell::Cell;
use std::collections::BTreeSet;
use std::rc::Rc;

use super::blocks::escape_html;
use super::links::is_external;

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

/// Where a link of the chapter at `from` points inside the print page (at the site root).
fn rewrite_href(href: &str, from: &str, chapters: &BTreeSet<String>) -> Option<String> {
    if is_external(href) {
        return None;
    }
    let slug = chapter_slug(from);
    if let Some(frag) = href.strip_prefix('#') {
        return Some(format!("#{slug}--{frag}"));
    }
    let (path, frag) = match href.find('#') {
        Some(i) => (&href[..i], Some(&href[i + 1..])),
        None => (href, None),
    };
    let dir: Vec<&str> = from.split('/').collect();
    let target = join(&dir[..dir.len() - 1], path)?;
    if chapters.contains(&target) {
        let t = chapter_slug(&target);
        return Some(match frag {
            Some(f) if !f.is_empty() => format!("#{t}--{f}"),
            _ => format!("#{t}"),
        });
    }
    // an asset (a PNG, an image): the same file seen from the root
    Some(match frag {
        Some(f) => format!("{target}#{f}"),
        None => target,
    })
}

/// One chapter's HTML made fit for the print page.
pub fn chapter_html(html: &str, from: &str, chapters: &BTreeSet<String>) -> Result<String, String> {
    let slug = chapter_slug(from);
    // ids inside SVG are already unique in the book (they carry the page's name) and are
    // referenced by `<use href>`: leave them alone.
    let svg_depth = Rc::new(Cell::new(0usize));
    let d1 = svg_depth.clone();
    let d2 = svg_depth.clone();
    let slug2 = slug.clone();
    let settings = RewriteStrSettings::new()
        .append_element_content_handler(element!("svg", move |el: &mut Element| {
            d1.set(d1.get() + 1);
            let d = d1.clone();
            el.on_end_tag(end_tag!(move |_| {
                d.set(d.get().saturating_sub(1));
                Ok(())
            }))?;
            Ok(())
        }))
        .append_element_content_handler(element!("[id]", move |el: &mut Element| {
            if d2.get() == 0
                && el.tag_name() != "svg"
                && let Some(id) = el.get_attribute("id")
            {
                el.set_attribute("id", &format!("{slug2}--{id}"))?;
            }
            Ok(())
        }))
        .append_element_content_handler(element!("a[href]", |el: &mut Element| {
            if let Some(new) = el
                .get_attribute("href")
                .and_then(|h| rewrite_href(&h, from, chapters))
            {
                el.set_attribute("href", &new)?;
            }
            Ok(())
        }))
        .append_element_content_handler(element!("img[src]", |el: &mut Element| {
            if let Some(new) = el
                .get_attribute("src")
                .and_then(|h| rewrite_href(&h, from, chapters))
            {
                el.set_attribute("src", &new)?;
            }
            Ok(())
        }))
        // answers open, earlier frames of a sequence and step buttons gone
        .append_element_content_handler(element!("details", |el: &mut Element| {
            el.set_attribute("open", "")?;
            Ok(())
        }))
        .append_element_content_handler(element!(
            "div.board[hidden], div.board-steps, script.board-data, a.png-link",
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
    let set: BTreeSet<String> = chapters.iter().map(|c| c.out_path.to_string()).collect();
    let mut body = String::new();
    for c in chapters {
        let html = chapter_html(c.html, c.out_path, &set)?;
        let slug = chapter_slug(c.out_path);
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
    for c in chapters {
        contents.push_str(&format!(
            "<li><a href=\"#{}\">{}</a></li>\n",
            chapter_slug(c.out_path),
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
    let title = escape_html(book_title);
    Ok(format!(
        "<!DOCTYPE html>\n<html lang=\"{lang}\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<link rel=\"icon\" href=\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E%3Crect width='16' height='16' rx='3' fill='%23b3470e'/%3E%3Crect x='4' y='4' width='4' height='4' fill='%23fff'/%3E%3Crect x='8' y='8' width='4' height='4' fill='%23fff'/%3E%3C/svg%3E\">\n<meta name=\"robots\" content=\"noindex\">\n<title>{title} — version à imprimer</title>\n<link rel=\"stylesheet\" href=\"static/arbitre.css\">\n</head>\n<body class=\"impression\">\n<header class=\"ecran-seulement barre-impression\"><a href=\"index.html\">← Retour au guide</a> <span>Version à imprimer : utilisez la commande Imprimer du navigateur (Ctrl+P).</span></header>\n{list}<main id=\"contenu\">\n<section class=\"page-de-titre\"><h1>{title}</h1></section>\n{contents}{body}</main>\n</body>\n</html>\n",
        lang = escape_html(language),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn set(paths: &[&str]) -> BTreeSet<String> {
        paths.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn links_become_anchors() {
        let chapters = set(&["index.html", "echecs/roque.html", "echecs/index.html"]);
        let from = "echecs/roque.html";
        assert_eq!(
            rewrite_href("index.html#x", from, &chapters).as_deref(),
            Some("#echecs-index--x")
        );
        assert_eq!(
            rewrite_href("../index.html", from, &chapters).as_deref(),
            Some("#index")
        );
        assert_eq!(
            rewrite_href("#ici", from, &chapters).as_deref(),
            Some("#echecs-roque--ici")
        );
        assert_eq!(
            rewrite_href("../diagrammes/a.png", from, &chapters).as_deref(),
            Some("diagrammes/a.png")
        );
        assert_eq!(rewrite_href("https://x.fr/", from, &chapters), None);
    }

    #[test]
    fn ids_unique_svg_untouched_details_open() {
        let html = "<h2 id=\"a\">A</h2><details id=\"q\"><summary>Q</summary>R</details><figure class=\"board-example interactive\" id=\"exemple-1\"><div class=\"board\" data-frame=\"0\" hidden><svg><title id=\"t0\">x</title></svg></div><div class=\"board\" data-frame=\"1\"><svg><title id=\"t1\">y</title></svg></div><script type=\"application/json\" class=\"board-data\">[]</script><div class=\"board-steps\"><button>◀</button></div><figcaption><a class=\"png-link\" href=\"../diagrammes/x.png\">PNG</a> Légende</figcaption></figure>";
        let out = chapter_html(html, "echecs/faq.html", &set(&["echecs/faq.html"])).unwrap();
        assert!(out.contains("<h2 id=\"echecs-faq--a\">"), "{out}");
        assert!(
            out.contains("<details id=\"echecs-faq--q\" open=\"\">"),
            "{out}"
        );
        assert!(out.contains("id=\"echecs-faq--exemple-1\""), "{out}");
        assert!(out.contains("<title id=\"t1\">"), "{out}");
        assert!(!out.contains("t0"), "{out}");
        assert!(!out.contains("board-data"), "{out}");
        assert!(!out.contains("board-steps"), "{out}");
        assert!(!out.contains("png-link"), "{out}");
        assert!(!out.contains("interactive"), "{out}");
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
