//! The post-pass without a parser (`site::plain_pass`) against the lol_html one
//! (`site::postprocess`): on every page pulldown-cmark writes alone, the same HTML and
//! the same ids, or no answer at all (then the build takes the lol_html pass).
use std::path::Path;

use arbitre::book::block::{fenced_blocks, markdown_options};
use arbitre::site::markdown::{PageSource, render};
use arbitre::site::{FrontMatter, PlainRenderer, plain_pass, postprocess, print};
use proptest::prelude::*;

/// The page's HTML as pulldown-cmark writes it, and whether it wrote it alone.
fn pulldown_html(markdown: &str) -> (String, bool) {
    let front = FrontMatter::default();
    let blocks = fenced_blocks(markdown, markdown_options(true), 0);
    let src = PageSource {
        blocks: &blocks,
        book_root: Path::new("."),
        file: Path::new("content/p.md"),
        body: markdown,
        body_line_offset: 0,
        front: &front,
        smart_punctuation: true,
        page_key: "p",
        options: &Default::default(),
        letters: Default::default(),
        words: arbitre::lang::marks::of("fr"),
        line_map: None,
    };
    let body = render(&src, &PlainRenderer);
    (body.html, body.plain)
}

/// Both passes over one page, and both print passes over the result; returns whether
/// the parser-free ones answered.
fn same_as_lol_html(markdown: &str) -> bool {
    let (html, plain) = pulldown_html(markdown);
    if !plain {
        return false;
    }
    let Some(fast) = plain_pass::post_process(&html) else {
        return false;
    };
    let lol = postprocess::post_process_with_ids(&html, true).unwrap();
    assert_eq!(fast, lol, "Markdown:\n{markdown}\nHTML:\n{html}");
    // the page in a print page, beside the page its links lead to
    let body = fast.0;
    let chapters = [
        chapter("regles/p.html", &body),
        chapter("regles/page.html", "<h1 id=\"roque\">R</h1>"),
    ];
    let ids = || print::PrintIds::new(&chapters).unwrap();
    let parsed = print::chapter_html_parsed(&body, 0, "regles/p.html", &ids()).unwrap();
    let either = print::chapter_html(&body, 0, "regles/p.html", &ids()).unwrap();
    assert_eq!(
        either, parsed,
        "print, Markdown:\n{markdown}\nHTML:\n{body}"
    );
    plain_pass::print_rewrite(&body, |_, _, _| None).is_some()
}

fn chapter<'a>(out_path: &'a str, html: &'a str) -> print::PrintChapter<'a> {
    print::PrintChapter {
        out_path,
        title: "T",
        html,
        depth: 1,
        part: None,
    }
}

/// The guide's own pages, their examples and raw HTML taken out (what is left is what
/// pulldown-cmark writes alone).
#[test]
fn the_guides_pages_come_out_the_same() {
    let content = Path::new(env!("CARGO_MANIFEST_DIR")).join("content");
    let mut answered = 0;
    for entry in walkdir::WalkDir::new(&content) {
        let entry = entry.unwrap();
        if entry.path().extension().is_none_or(|e| e != "md") {
            continue;
        }
        let text = std::fs::read_to_string(entry.path()).unwrap();
        let mut kept = String::new();
        let mut in_block = false;
        for line in text.lines() {
            if line.starts_with("```") {
                in_block = !in_block && line.len() > 3;
                continue;
            }
            if !in_block && !line.trim_start().starts_with('<') && !line.starts_with("---") {
                kept.push_str(line);
                kept.push('\n');
            }
        }
        if same_as_lol_html(&kept) {
            answered += 1;
        }
    }
    assert!(answered > 30, "only {answered} pages read without a parser");
}

/// Pieces of Markdown that touch every rule of the pass: French punctuation next to
/// tags, quotes, entities, URLs, code, links to `.md` pages, headings, footnotes, tables.
const PIECES: &[&str] = &[
    "Échec",
    " et mat ",
    " !",
    "?",
    " : ",
    ";",
    "« ",
    " »",
    "«",
    "»",
    "\"guillemets\"",
    "l'heure",
    "'",
    "10:30",
    "AT&T;",
    "&amp;",
    "&#39;",
    "a < b > c",
    "*em*",
    "**fort** !",
    "`code ? x`",
    "[lien](page.md)",
    "[ancre](page.md#roque)",
    "[ici](#quand)",
    "[ailleurs](../autre/x.md)",
    "![dessin](../img/d.png)",
    "[dossier](regles/)",
    "[loin](https://x.fr/a.md) :",
    "<https://x.fr/?q=1>",
    "www.exemple.fr ?",
    "![image](i.png \"titre\")",
    "note[^1]",
    "~~barré~~",
    "\n",
    "\n\n",
    "  \n",
    "\n\n## Titre ?\n\n",
    "\n\n### Titre {#a-b}\n\n",
    "\n\n#### Quatre : ici\n\n",
    "\n\n# Un\n\n",
    "\n\n- point ;\n- autre !\n\n",
    "\n\n> cité ?\n\n",
    "\n\n| a | b ? |\n|---|---|\n| c : | d |\n\n",
    "\n\n```\ncode ! brut\n```\n\n",
    "\n\n    indenté ?\n\n",
    "\n\n[^1]: La note !\n\n",
    "\n\n---\n\n",
];

proptest! {
    #![proptest_config(ProptestConfig::with_cases(600))]

    #[test]
    fn generated_pages_come_out_the_same(picks in prop::collection::vec(0..PIECES.len(), 1..40)) {
        let markdown: String = picks.iter().map(|&i| PIECES[i]).collect();
        same_as_lol_html(&markdown);
    }
}

/// The same over a fixed series, counted: most generated pages must take the
/// parser-free pass (else the comparison above would prove little).
#[test]
fn most_generated_pages_are_read_without_a_parser() {
    let mut seed = 0x2545_f491_4f6c_dd1d_u64;
    let mut next = |n: usize| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        (seed % n as u64) as usize
    };
    let mut answered = 0;
    for _ in 0..1000 {
        let len = 1 + next(40);
        let markdown: String = (0..len).map(|_| PIECES[next(PIECES.len())]).collect();
        if same_as_lol_html(&markdown) {
            answered += 1;
        }
    }
    assert!(answered > 700, "{answered} of 1000");
}

#[test]
fn a_page_of_plain_markdown_is_read_without_a_parser() {
    assert!(same_as_lol_html(
        "# Le roque\n\nLe roi « bouge » de deux cases ! Voir [la prise](prise.md).\n\n## Quand ?\n\n- jamais en échec ;\n- `O-O` : petit roque.\n"
    ));
    // raw HTML or an example block: the lol_html pass
    assert!(!same_as_lol_html("Un <span>mot</span> !\n"));
}
