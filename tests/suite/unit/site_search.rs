//! The tests of `arbitre::site::search` (src/site/search.rs), through its public API: moved out of the
//! library so that `cargo test` compiles it once (docs/MEASURES.md, « Mise en route »).

use arbitre::site::search::sections::sections_of;
use arbitre::site::search::*;

#[test]
fn short_words_match_whole_and_whole_words_come_first() {
    let pages = [
        SearchPage {
            url: "fin.html",
            title: "La fin du match",
            game: "Bughouse",
            html: "<p>Le match se termine. Un match nul.</p>",
        },
        SearchPage {
            url: "mat.html",
            title: "Le pat",
            game: "Échecs",
            html: "<p>Pas de mat ici, seulement un pat.</p>",
        },
        SearchPage {
            url: "roque.html",
            title: "Le roque",
            game: "Échecs",
            html: "<p>Roquer. Le roquement n'existe pas.</p><h2 id=\"r\">Roquement</h2><p>x</p>",
        },
    ];
    let index = SearchIndex::build(&pages);
    // "mat" (3 letters): no prefix, so "match" is not found
    let hits = index.search("mat");
    assert_eq!(hits.len(), 1, "{hits:?}");
    assert_eq!(hits[0].url, "mat.html");
    assert_eq!(hits[0].game, "Échecs");
    // "matc": a prefix of 4 letters finds the match
    assert_eq!(index.search("matc")[0].url, "fin.html");
    assert!(!index.search("matc")[0].whole);
    // "roqu": the whole word (stem of "roque", in the title) before the prefix
    // match "roquement" in a heading
    let hits = index.search("roque");
    assert!(hits[0].whole && hits[0].url == "roque.html" && hits[0].section_id.is_none());
}

#[test]
fn folding_and_stemming() {
    assert_eq!(fold("Échec ÉLÈVE Œuf"), "echec eleve oeuf");
    for (w, s) in [
        ("roque", "roqu"),
        ("roques", "roqu"),
        ("roquer", "roqu"),
        ("roquee", "roqu"),
        ("echecs", "echec"),
        ("chevaux", "cheval"),
        ("pions", "pion"),
        ("mat", "mat"),
        ("e4", "e4"),
    ] {
        assert_eq!(stem(w), s, "{w}");
    }
    assert_eq!(terms("l’échiquier et les pièces"), vec!["echiqui", "piec"]);
}

#[test]
fn sections_skip_diagrams_and_keep_ids() {
    let html = "<h1 id=\"t\">Titre <a class=\"ancre\" href=\"#t\">#</a></h1><p>Intro <em>ici</em>.</p><figure><svg><title>Roi e1</title><svg>x</svg></svg><figcaption>Légende</figcaption></figure><h2 id=\"le-roque\">Le roque</h2><p>Le roi &amp; la tour</p><h3>Sans id</h3><p>fin</p>";
    let s = sections_of(html);
    assert_eq!(s.len(), 3);
    assert_eq!(s[0].id.as_deref(), Some("t"));
    assert_eq!(s[0].text, "Intro ici. Légende");
    assert_eq!(s[1].id.as_deref(), Some("le-roque"));
    assert_eq!(s[1].heading, "Le roque");
    assert_eq!(s[1].text, "Le roi & la tour");
    assert_eq!(s[2].id, None);
    assert_eq!(s[2].text, "fin");
}

#[test]
fn faq_questions_are_sections() {
    let html = "<h2 id=\"theme\">Thème <span class=\"faq-compte\">(2)</span></h2>\n<details class=\"faq-question\" id=\"q1\">\n<summary>Peut-on roquer ?</summary>\n<div class=\"faq-reponse\"><p>Oui.</p></div>\n</details><details><summary>Sans id</summary><p>Non.</p></details>";
    let s = sections_of(html);
    assert_eq!(s.len(), 3, "{s:?}");
    assert_eq!(s[1].heading, "Thème");
    assert_eq!(s[2].id.as_deref(), Some("q1"));
    assert_eq!(s[2].heading, "Peut-on roquer ?");
    assert_eq!(s[2].text, "Oui. Sans id Non.");
}

#[test]
fn odd_html_is_text_not_a_panic() {
    for html in [
        "<",
        "<h2",
        "<svg>",
        "&#xFFFFFFFF;",
        "a &",
        "<h2 id=>x</h2>",
        "<!-- x",
    ] {
        let _ = sections_of(html);
    }
}

#[test]
fn the_readers_game_comes_first() {
    let pages = [
        SearchPage {
            url: "echecs/mat.html",
            title: "Échec et mat",
            game: "Échecs",
            html: "<p>Un échec, un échec, un échec au roi.</p>",
        },
        SearchPage {
            url: "shogi4/mat.html",
            title: "Le mat",
            game: "Shogi à quatre",
            html: "<p>Un échec au roi.</p>",
        },
    ];
    let index = SearchIndex::build(&pages);
    // without a game, the best score wins; inside shogi4, shogi4 comes first
    assert_eq!(index.search("échec")[0].url, "echecs/mat.html");
    assert_eq!(index.search_in("échec", "Échecs")[0].url, "echecs/mat.html");
    let hits = index.search_in("échec", "Shogi à quatre");
    assert_eq!(hits[0].url, "shogi4/mat.html", "{hits:?}");
    assert_eq!(hits.len(), 2);
}

#[test]
fn png_links_and_settings_tables_are_not_text() {
    let html = "<h1 id=\"t\">Titre</h1><figure><figcaption>Le roque. <a class=\"png-link\" href=\"x.png\">PNG</a></figcaption></figure><table class=\"reglages\" data-game=\"chess\"><caption>Réglages</caption><tr><td><code>castling</code></td><td>oui</td></tr></table><p>Fin.</p>";
    let s = sections_of(html);
    assert_eq!(s[0].text, "Le roque. Fin.");
}
