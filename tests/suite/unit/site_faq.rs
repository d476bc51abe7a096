//! The tests of `arbitre::site::faq` (src/site/faq.rs), through its public API: moved out of the
//! library so that `cargo test` compiles it once (docs/MEASURES.md, « Mise en route »).
use arbitre::site::faq::*;
use pulldown_cmark::Event;
use pulldown_cmark::{Options, Parser};

fn render(md: &str) -> String {
    let events: Vec<Event> = Parser::new_ext(md, Options::ENABLE_HEADING_ATTRIBUTES).collect();
    let mut out = String::new();
    push_faq_html(&mut out, events, &[]);
    out
}

#[test]
fn themes_questions_and_json_ld() {
    let html = render(
        "Intro.\n\n## Le roque {#roque}\n\n### Peut-on roquer en échec ? {#q1}\n\nNon, jamais.\n\n### Et après ? {#q2}\n\nOui.\n",
    );
    assert!(html.contains("<p>Intro.</p>"), "{html}");
    assert!(html.contains("(2 questions)"), "{html}");
    assert_eq!(html.matches("<details class=\"faq-question\"").count(), 2);
    assert!(html.contains("id=\"q1\""), "{html}");
    assert!(
        html.contains("<summary>Peut-on roquer en échec ?</summary>"),
        "{html}"
    );
    let start = html.find("application/ld+json\">").unwrap() + 21;
    let end = html[start..].find("</script>").unwrap() + start;
    let v: serde_json::Value = serde_json::from_str(&html[start..end]).unwrap();
    assert_eq!(v["@type"], "FAQPage");
    assert_eq!(v["mainEntity"][0]["name"], "Peut-on roquer en échec ?");
    assert_eq!(v["mainEntity"][0]["acceptedAnswer"]["text"], "Non, jamais.");
    assert_eq!(v["mainEntity"].as_array().unwrap().len(), 2);
}

#[test]
fn a_diagram_only_answer_is_described_by_its_caption() {
    let html = "<figure class=\"board-example\"><div class=\"board\"><svg></svg></div><figcaption>Le roi &amp; la <em>tour</em>. <span class=\"to-move\">Trait aux Blancs.</span></figcaption></figure>";
    assert_eq!(
        figure_caption(html).as_deref(),
        Some("Le roi & la tour. Trait aux Blancs.")
    );
    assert_eq!(figure_caption("<p>rien</p>"), None);
    // the download link's « PNG » is no part of the answer
    let html = "<figure><figcaption><a class=\"png-link\" href=\"x.png\" download>PNG</a> Le pion n'y retourne pas.</figcaption></figure>";
    assert_eq!(
        figure_caption(html).as_deref(),
        Some("Le pion n'y retourne pas.")
    );
}

#[test]
fn json_ld_answers_take_french_typography() {
    let html = render(
        "## Thème {#t}

### Pourquoi ? {#q}

Parce qu'il le faut : voilà.
",
    );
    let start = html.find("application/ld+json\">").unwrap() + 21;
    let end = html[start..].find("</script>").unwrap() + start;
    let v: serde_json::Value = serde_json::from_str(&html[start..end]).unwrap();
    assert_eq!(
        v["mainEntity"][0]["acceptedAnswer"]["text"],
        "Parce qu’il le faut\u{a0}: voilà."
    );
}

#[test]
fn no_questions_no_json_ld() {
    let html = render("Rien ici.\n");
    assert!(!html.contains("ld+json"), "{html}");
}
