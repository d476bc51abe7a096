//! The tests of `arbitre::site::print` (src/site/print.rs), through its public API: moved out of the
//! library so that `cargo test` compiles it once (docs/MEASURES.md, « Mise en route »).

use std::cell::Cell;
use std::collections::BTreeSet;

use arbitre::site::print::chapters::chapter_print_name;
use arbitre::site::print::rewrite::rewrite_href;
use arbitre::site::print::*;

fn chapter<'a>(out_path: &'a str, html: &'a str) -> PrintChapter<'a> {
    PrintChapter {
        out_path,
        title: "T",
        html,
        depth: 0,
        part: None,
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
    let href = |h: &str| rewrite_href(h, 1, from, &ids, &Cell::new(false));
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

/// The print page leaves out the headings' « # » links (hidden on paper, about 400
/// bytes a page): the same with and without a parser, the heading and its id kept.
#[test]
fn headings_lose_their_hash_links_in_print() {
    let html = "<h2 id=\"roque\">Le roque <a class=\"ancre\" href=\"#roque\" aria-label=\"Lien vers cette section\">#</a></h2>\n<p>Voir <a href=\"#roque\">plus haut</a>.</p>\n";
    let chapters = [chapter("echecs/roque.html", html)];
    let ids = PrintIds::new(&chapters).unwrap();
    let plain = chapter_html(html, 0, "echecs/roque.html", &ids).unwrap();
    let parsed = chapter_html_parsed(html, 0, "echecs/roque.html", &ids).unwrap();
    assert_eq!(plain, parsed);
    assert_eq!(
        plain,
        "<h2 id=\"echecs-roque--roque\">Le roque </h2>\n<p>Voir <a href=\"#echecs-roque--roque\">plus haut</a>.</p>\n"
    );
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
    arbitre::site::markdown::collect_ids(&page, &mut all);
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
        depth: 0,
        part: None,
    };
    let b = PrintChapter {
        out_path: "b/c.html",
        title: "C",
        html: "<h1 id=\"c\">C</h1>",
        depth: 0,
        part: None,
    };
    let page = print_page("Livre", "fr", &[a, b], &[]).unwrap();
    assert!(
        page.contains(
            "<section class=\"chapitre-imprime niveau-0\" id=\"index\">\n<h1>Accueil</h1>"
        )
    );
    assert!(page.contains("href=\"#b-c\""), "{page}");
    assert!(page.contains("<h1 id=\"b-c--c\">C</h1>"), "{page}");
    assert!(page.contains("<html lang=\"fr\">"));
}

fn nested<'a>(out_path: &'a str, title: &'a str, depth: usize, html: &'a str) -> PrintChapter<'a> {
    PrintChapter {
        out_path,
        title,
        html,
        depth,
        part: None,
    }
}

/// The book of the tests: a prefix page, a part with two chapters that have pages.
fn book<'a>() -> Vec<PrintChapter<'a>> {
    let mut chapters = vec![
        nested(
            "index.html",
            "Accueil",
            0,
            "<p>Voir <a href=\"echecs/roque.html#r\">le roque</a>.</p>",
        ),
        nested(
            "echecs/index.html",
            "Échecs",
            0,
            "<h1>Échecs</h1><p class=\"ecran-seulement\">Touchez une pièce.</p>",
        ),
        nested(
            "echecs/roque.html",
            "Le roque",
            1,
            "<h1>Le roque</h1><p id=\"r\">Voir <a href=\"../shogi/index.html\">le shogi</a> et <a href=\"index.html\">les échecs</a>.</p>",
        ),
        nested("shogi/index.html", "Shogi", 0, "<h1>Shogi</h1>"),
        nested("shogi/mat.html", "Le mat", 1, "<h1>Le mat</h1>"),
        nested(
            "shogi/mat-detail.html",
            "Détail",
            2,
            "<p>Détail <span class=\"ecran-seulement\">à l’écran</span>.</p>",
        ),
    ];
    chapters[1].part = Some("Les règles");
    chapters
}

#[test]
fn contents_nest_parts_chapters_and_pages() {
    let page = print_page("Livre", "fr", &book(), &[]).unwrap();
    let start = page.find("<nav class=\"table-imprimee\"").unwrap();
    let toc = &page[start..start + page[start..].find("</nav>").unwrap()];
    let toc: String = toc.split('\n').collect();
    assert!(
        toc.contains("<ol class=\"sommaire-imprime\"><li><a href=\"#index\">Accueil</a></li><li><span class=\"partie\">Les règles</span><ol><li><a href=\"#echecs-index\">Échecs</a><ol><li><a href=\"#echecs-roque\">Le roque</a></li></ol></li><li><a href=\"#shogi-index\">Shogi</a><ol><li><a href=\"#shogi-mat\">Le mat</a><ol><li><a href=\"#shogi-mat-detail\">Détail</a></li></ol></li></ol></li></ol></li></ol>"),
        "{toc}"
    );
    // a chapter with pages under it starts its own group; a lone page does not
    assert!(page.contains("<div class=\"groupe-imprime avec-pages\" id=\"imprimer-echecs\">"));
    assert!(page.contains("<div class=\"groupe-imprime avec-pages\" id=\"imprimer-shogi\">"));
    assert_eq!(page.matches("<div class=\"groupe-imprime\">").count(), 1);
    assert!(!page.contains("ecran-seulement\">Touchez"), "{page}");
    assert!(!page.contains("à l’écran"), "{page}");
    assert!(page.contains("href=\"#echecs-roque--r\""), "{page}");
}

/// Chapters titled "T" from (output path, body): a page below a folder's index is
/// one level down.
fn chapters_of<'a>(pages: &'a [(&'a str, &'a str)]) -> Vec<PrintChapter<'a>> {
    pages
        .iter()
        .map(|(out_path, html)| PrintChapter {
            out_path,
            title: "T",
            html,
            depth: usize::from(!out_path.ends_with("index.html") && out_path.contains('/')),
            part: None,
        })
        .collect()
}

#[test]
fn streamed_print_page_gathers_the_drawings_as_one_page_does() {
    // each chapter carries its diagrams' shared drawings (one in common, one its
    // own); the streamed page puts them once at its top, as merging the whole does
    let defs = |ids: &[&str]| {
        let mut d = arbitre::diagram::Defs::new();
        for id in ids {
            d.add(id, || format!("<symbol id=\"{id}\"><rect/></symbol>"));
        }
        d.block()
    };
    let a = format!(
        "{}<h1 id=\"a\">A</h1><svg><use href=\"#arb-p\"/></svg>",
        defs(&["arb-p", "arb-q"])
    );
    let b = format!(
        "<p>b</p>{}<svg><use href=\"#arb-r\"/></svg>",
        defs(&["arb-r", "arb-p"])
    );
    let pages = [
        ("a/index.html", a.as_str()),
        ("a/b.html", b.as_str()),
        ("c.html", "<p>c</p>"),
    ];
    let chapters = chapters_of(&pages);
    let whole = print_pages("Livre", "fr", &chapters, &[]).unwrap();
    assert_eq!(whole, print_page("Livre", "fr", &chapters, &[]).unwrap());
    assert_eq!(whole.matches("class=\"arb-defs\"").count(), 1, "{whole}");
    for id in ["arb-p", "arb-q", "arb-r"] {
        assert_eq!(whole.matches(&format!("id=\"{id}\"")).count(), 1, "{whole}");
    }
}

#[test]
fn each_chapter_with_pages_has_its_anchor_in_the_print_page() {
    let chapters = book();
    let groups = chapter_groups(&chapters);
    assert_eq!(
        groups,
        [
            ("imprimer-echecs".to_string(), 1..3),
            ("imprimer-shogi".to_string(), 3..6)
        ]
    );
    let page = print_page("Livre", "fr", &chapters, &[]).unwrap();
    // the chapter's group carries the anchor; the bar says what a chapter alone prints
    let at = page.find("id=\"imprimer-echecs\"").unwrap();
    assert!(page[at..].find("id=\"echecs-index\"") < page[at..].find("id=\"shogi-index\""));
    assert!(
        page.contains("<span class=\"seul-chapitre\">Version à imprimer de ce chapitre"),
        "{page}"
    );
    assert!(
        page.contains("<a class=\"seul-chapitre\" href=\"print.html\">"),
        "{page}"
    );
}

#[test]
fn print_names_stay_apart() {
    assert_eq!(chapter_print_name("echecs/index.html"), "echecs");
    assert_eq!(
        chapter_print_name("regles/shogi/index.html"),
        "regles-shogi"
    );
    assert_eq!(chapter_print_name("bughouse.html"), "bughouse");
    let chapters = [
        nested("a-b/index.html", "A", 0, ""),
        nested("a-b/x.html", "X", 1, ""),
        nested("a/b.html", "B", 0, ""),
        nested("a/c.html", "C", 1, ""),
    ];
    let groups = chapter_groups(&chapters);
    assert_eq!(groups[0].0, "imprimer-a-b");
    assert_eq!(groups[1].0, "imprimer-a-b-1");
    // a section whose slug meets an anchor takes another name
    let clash = [
        nested("x/index.html", "X", 0, ""),
        nested("x/y.html", "Y", 1, ""),
        nested("imprimer-x.html", "I", 0, "<p id=\"imprimer-x\">i</p>"),
    ];
    let page = print_page("Livre", "fr", &clash, &[]).unwrap();
    let mut all = BTreeSet::new();
    arbitre::site::markdown::collect_ids(&page, &mut all);
    assert_eq!(
        all.len(),
        page.matches(" id=\"").count(),
        "duplicate ids in {page}"
    );
}
