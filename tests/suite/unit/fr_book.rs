//! The tests of `arbitre::fr::book` (src/fr/book.rs), through its public API: moved out of the
//! library so that `cargo test` compiles it once (docs/MEASURES.md, « Mise en route »).
use arbitre::fr::book::*;
use arbitre::site::links::LinkFault;
use arbitre::site::summary::SummaryFault;
use arbitre::site::templates::{TemplateFault, TemplateItem};

#[test]
fn faults_name_their_data() {
    let f = SummaryFault::Listed {
        path: "a.md".into(),
        first: 3,
    };
    assert_eq!(
        summary_fault(&f),
        "« a.md » figure déjà dans le sommaire (ligne 3)"
    );
    let f = LinkFault::MissingAnchor {
        fragment: "x".into(),
        page: Some("b.md".into()),
    };
    assert_eq!(link_fault(&f), "ancre introuvable « #x » dans « b.md »");
    let f = TemplateFault::Unknown {
        what: TemplateItem::Filter,
        name: "majuscules".into(),
    };
    assert_eq!(
        template_fault(TEMPLATE_INVALID, &f),
        "gabarit invalide : filtre inconnu « majuscules »"
    );
    assert_eq!(counts_line(2, 1, 0), "2 passed, 1 failed");
    assert_eq!(counts_line(2, 0, 4), "2 passed, 0 failed, 4 skipped");
}
