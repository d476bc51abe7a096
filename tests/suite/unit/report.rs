//! The tests of `arbitre::report` (src/report/mod.rs), through its public API: moved out of the
//! library so that `cargo test` compiles it once (docs/MEASURES.md, « Mise en route »).
use arbitre::site::faults::BuildFault;
use arbitre::site::links::LinkFault;
use arbitre::site::{Hint, Problem, SiteError};
use std::path::PathBuf;

use arbitre::report::*;
use arbitre::site::faults::{IoFault, Maker, Origin};

use arbitre::site::lint::LintWarning;

#[test]
fn a_problem_is_said_with_its_place_caret_and_hint() {
    let fault = LinkFault::MissingAnchor {
        fragment: "roqe".into(),
        page: None,
    };
    let p = Problem::new("content/a.md", 2, fault)
        .at("# A\nvoir [le roque](#roqe)\n", "#roqe")
        .with_hint(Some(Hint::DidYouMean("#roque".into())));
    assert_eq!(
        error(&p),
        "erreur: ancre introuvable « #roqe » sur cette page\n  --> content/a.md:2:17\n  |\n2 | voir [le roque](#roqe)\n  |                 ^^^^^\n  = aide : vouliez-vous dire « #roque » ?\n"
    );
    assert_eq!(
        p.to_string(),
        "content/a.md:2: ancre introuvable « #roqe » sur cette page"
    );
}

#[test]
fn a_warning_takes_the_hint_its_fault_implies() {
    let w = LintWarning::NearPosition {
        word: "posiiton".into(),
    };
    let p = Problem::new("content/a.md", 4, w);
    let said = warning(&p);
    assert!(said.starts_with("attention: bloc « posiiton »"), "{said}");
    assert!(
        said.contains("= aide : vouliez-vous dire « position » ?"),
        "{said}"
    );
}

#[test]
fn two_makers_of_one_file_are_placed_at_the_first() {
    let fault = BuildFault::MadeTwice {
        path: PathBuf::from("a.html"),
        first: Origin::Made(Maker::Page("content/a.md".into())),
        then: Maker::Sitemap,
    };
    let p = Problem::new(String::new(), 1, fault);
    assert_eq!(
        p.to_string(),
        "la page content/a.md:1: « a.html » serait produit deux fois : par la page content/a.md et par le plan du site"
    );
}

#[test]
fn site_errors_are_said_in_french() {
    let e = SiteError::Io {
        path: PathBuf::from("livre/book"),
        fault: IoFault {
            kind: std::io::ErrorKind::PermissionDenied,
            code: Some(13),
        },
    };
    assert_eq!(e.to_string(), "livre/book : permission refusée");
    let e = SiteError::NotABook(PathBuf::from("x"));
    assert!(e.to_string().contains("book.toml absent"), "{e}");
}

#[test]
fn a_fault_on_a_whole_long_line_has_a_caret_no_longer_than_the_quote() {
    // the token is not on its line, so the caret spans the line: 150 characters
    let row = format!("| {} |", "é".repeat(146));
    let fault = LinkFault::MissingAnchor {
        fragment: "absente".into(),
        page: None,
    };
    let p = Problem::new("content/themes.md", 2, fault).at(&format!("# T\n{row}\n"), "#absente");
    let said = error(&p);
    let quote = said.lines().find(|l| l.starts_with("2 | ")).unwrap();
    let caret = said.lines().find(|l| l.contains('^')).unwrap();
    let carets = caret.matches('^').count();
    assert!(carets <= quote.chars().count() - 4, "{said}");
    assert!(caret.chars().count() <= quote.chars().count(), "{said}");
}
