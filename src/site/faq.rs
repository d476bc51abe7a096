//! FAQ pages (`faq: true`): each `##` heading is a theme, each `###` heading a question,
//! the text under it the answer. Rendered as native `<details>`/`<summary>` grouped by
//! theme with a question count, readable without JavaScript.
use pulldown_cmark::{Event, HeadingLevel, Tag, TagEnd};

use super::blocks::escape_html;
use super::markdown::Heading;

enum Part<'a> {
    Plain(Vec<Event<'a>>),
    Theme {
        id: String,
        title_events: Vec<Event<'a>>,
        intro: Vec<Event<'a>>,
        questions: Vec<Question<'a>>,
    },
}

struct Question<'a> {
    id: String,
    text: String,
    answer: Vec<Event<'a>>,
}

fn heading_level(ev: &Event) -> Option<HeadingLevel> {
    match ev {
        Event::Start(Tag::Heading { level, .. }) => Some(*level),
        _ => None,
    }
}

pub fn push_faq_html(out: &mut String, events: Vec<Event<'_>>, _headings: &[Heading]) {
    let mut parts: Vec<Part> = vec![Part::Plain(Vec::new())];
    let mut iter = events.into_iter();
    while let Some(ev) = iter.next() {
        match heading_level(&ev) {
            Some(level @ (HeadingLevel::H2 | HeadingLevel::H3)) => {
                let id = match &ev {
                    Event::Start(Tag::Heading { id: Some(id), .. }) => id.to_string(),
                    _ => String::new(),
                };
                let mut inner = Vec::new();
                for e in iter.by_ref() {
                    if matches!(e, Event::End(TagEnd::Heading(_))) {
                        break;
                    }
                    inner.push(e);
                }
                if level == HeadingLevel::H2 {
                    parts.push(Part::Theme {
                        id,
                        title_events: inner,
                        intro: Vec::new(),
                        questions: Vec::new(),
                    });
                } else {
                    let text = inner
                        .iter()
                        .filter_map(|e| match e {
                            Event::Text(t) | Event::Code(t) => Some(t.as_ref()),
                            _ => None,
                        })
                        .collect::<String>();
                    let q = Question {
                        id,
                        text: text.trim().to_string(),
                        answer: Vec::new(),
                    };
                    match parts.last_mut() {
                        Some(Part::Theme { questions, .. }) => questions.push(q),
                        _ => parts.push(Part::Theme {
                            id: String::new(),
                            title_events: Vec::new(),
                            intro: Vec::new(),
                            questions: vec![q],
                        }),
                    }
                }
            }
            _ => match parts.last_mut() {
                Some(Part::Plain(v)) => v.push(ev),
                Some(Part::Theme {
                    intro, questions, ..
                }) => match questions.last_mut() {
                    Some(q) => q.answer.push(ev),
                    None => intro.push(ev),
                },
                None => {}
            },
        }
    }

    let ld = json_ld(&parts);
    for part in parts {
        match part {
            Part::Plain(evs) => pulldown_cmark::html::push_html(out, evs.into_iter()),
            Part::Theme {
                id,
                title_events,
                intro,
                questions,
            } => {
                out.push_str("<section class=\"faq-theme\">\n");
                if !id.is_empty() {
                    let n = questions.len();
                    out.push_str(&format!("<h2 id=\"{}\">", escape_html(&id)));
                    pulldown_cmark::html::push_html(out, title_events.into_iter());
                    out.push_str(&format!(
                        " <span class=\"faq-compte\">({n} question{})</span></h2>\n",
                        if n > 1 { "s" } else { "" }
                    ));
                }
                pulldown_cmark::html::push_html(out, intro.into_iter());
                for q in questions {
                    out.push_str(&format!(
                        "<details class=\"faq-question\" id=\"{}\">\n<summary>{}</summary>\n<div class=\"faq-reponse\">\n",
                        escape_html(&q.id),
                        escape_html(&q.text)
                    ));
                    pulldown_cmark::html::push_html(out, q.answer.into_iter());
                    out.push_str("</div>\n</details>\n");
                }
                out.push_str("</section>\n");
            }
        }
    }
    out.push_str(&ld);
}

/// Plain text of an answer: its words, without the HTML of diagrams.
fn plain_text(events: &[Event]) -> String {
    let mut s = String::new();
    for e in events {
        match e {
            Event::Text(t) | Event::Code(t) => s.push_str(t),
            // A rendered diagram says what it shows in its caption.
            Event::Html(h) => {
                if let Some(caption) = figure_caption(h) {
                    s.push(' ');
                    s.push_str(&caption);
                    s.push(' ');
                }
            }
            Event::SoftBreak | Event::HardBreak => s.push(' '),
            Event::End(TagEnd::Paragraph | TagEnd::Item | TagEnd::Heading(_)) => s.push(' '),
            _ => {}
        }
    }
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The text of a figure's `<figcaption>`, tags dropped and entities decoded.
#[doc(hidden)]
pub fn figure_caption(html: &str) -> Option<String> {
    let start = html.find("<figcaption>")? + "<figcaption>".len();
    let end = start + html[start..].find("</figcaption>")?;
    let mut caption = &html[start..end];
    // the « PNG » download link is not part of the answer
    if let Some(a) = caption.find("<a class=\"png-link\"")
        && let Some(e) = caption[a..].find("</a>")
    {
        caption = &caption[a + e + "</a>".len()..];
    }
    let mut text = String::new();
    let mut in_tag = false;
    for c in caption.chars() {
        match c {
            '<' => in_tag = true,
            '>' => in_tag = false,
            c if !in_tag => text.push(c),
            _ => {}
        }
    }
    let text = text
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&amp;", "&");
    Some(text.split_whitespace().collect::<Vec<_>>().join(" "))
}

/// schema.org FAQPage data (JSON-LD), so search engines see the questions and answers.
fn json_ld(parts: &[Part]) -> String {
    let entities: Vec<serde_json::Value> = parts
        .iter()
        .flat_map(|p| match p {
            Part::Theme { questions, .. } => questions.iter().collect::<Vec<_>>(),
            Part::Plain(_) => Vec::new(),
        })
        .map(|q| {
            serde_json::json!({
                "@type": "Question",
                "name": q.text,
                // the same typography as the page (’, spaces before « : »)
                "acceptedAnswer": {
                    "@type": "Answer",
                    "text": super::typography::french(&plain_text(&q.answer)),
                },
            })
        })
        .collect();
    if entities.is_empty() {
        return String::new();
    }
    let data = serde_json::json!({
        "@context": "https://schema.org",
        "@type": "FAQPage",
        "mainEntity": entities,
    });
    // no `<`, `>` or `&` left: nothing can end or change the script early
    format!(
        "<script type=\"application/ld+json\">{}</script>\n",
        super::urls::json_for_script(&data.to_string())
    )
}
