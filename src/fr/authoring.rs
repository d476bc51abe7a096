//! The authoring tools in French: `check --bless` (its notes and what it could not
//! do), `coverage` (its categories, event kinds, table and page) and `mdbook` (the
//! preprocessor's faults, its note on included blocks, its style sheet's comment).

use crate::authoring::bless::{BlessProblem, Removal};
use crate::authoring::coverage::{Category, EventKind};
use crate::mdbook::MdbookFault;
use std::path::Path;

// check --bless

/// What replaces a claim blessing removes, in the list of changes.
pub fn removed(why: Removal) -> String {
    let why = match why {
        Removal::NotOver => "la partie n'est pas terminée",
        Removal::NoRanking => "aucun classement",
        Removal::NoClock => "ce jeu ne tient pas de pendule",
    };
    format!("(retiré : {why})")
}

pub fn bless_problem(p: &BlessProblem) -> String {
    match p {
        BlessProblem::Overlap { file, line } => format!(
            "{}:{line}: non béni : ses corrections touchent les mêmes lignes qu'un autre exemple",
            file.display()
        ),
        BlessProblem::Unwritable { file, error } => format!(
            "{} : écriture impossible ({})",
            file.display(),
            super::io::io_error(error)
        ),
    }
}

// coverage

pub fn category_label(c: Category) -> &'static str {
    match c {
        Category::Option => "réglage",
        Category::Ending => "fin de partie",
        Category::Event => "événement",
        Category::Refusal => "refus de coup",
        Category::Claim => "affirmation",
    }
}

pub fn event_label(e: EventKind) -> &'static str {
    match e {
        EventKind::Castle => "roque",
        EventKind::Drop => "parachutage",
        EventKind::Capture => "prise",
        EventKind::KingCapture => "prise du roi",
        EventKind::DeadPieceCapture => "prise d'une pièce morte",
        EventKind::EnPassant => "prise en passant",
        EventKind::Promotion => "promotion",
        EventKind::Points => "points",
        EventKind::Check => "échec",
        EventKind::MultipleCheck => "échec à plusieurs rois",
        EventKind::Checkmate => "mat",
        EventKind::Stalemate => "pat",
        EventKind::Elimination => "élimination",
        EventKind::ToHand => "pièce en main",
    }
}

/// The coverage page asked inside the built site, which a build would replace.
pub fn page_in_site(file: &Path, build_dir: &str) -> String {
    format!(
        "« {} » est dans le site construit ({build_dir}) : écrivez la page de couverture ailleurs",
        file.display()
    )
}

pub const COVERAGE_TITLE: &str = "Couverture des exemples (comptée sur leurs exécutions)";
pub const NO_GAPS: &str = "Aucune lacune : chaque élément est exercé par au moins un exemple.";
/// The same, under the page's « Lacunes (0) » heading.
pub const NO_GAPS_SHORT: &str = "Aucune : chaque élément est exercé par au moins un exemple.";

pub fn gaps_heading(n: usize) -> String {
    format!("Lacunes : {n} élément(s) qu'aucun exemple n'exerce")
}

pub fn gaps_count(n: usize) -> String {
    format!("Lacunes ({n})")
}

pub fn examples(n: usize) -> String {
    format!("{n} exemple(s)")
}

pub fn unused_games(list: &str) -> String {
    format!("Jeux sans exemple : {list}")
}

/// `ignore` as the output writes it (plain, or `<code>` on the page).
pub fn not_counted(not_run: usize, ignored: usize, ignore: &str) -> String {
    format!(
        "Non comptés : {not_run} exemple(s) qui ne s'exécutent pas, {ignored} marqué(s) {ignore}"
    )
}

/// The page's title and heading; `book`: the book's title, already escaped.
pub fn coverage_page_title(book: &str) -> String {
    format!("Couverture des exemples — {book}")
}

/// What the page counts (HTML).
pub const COVERAGE_INTRO: &str = "Comptée sur l'exécution de chaque exemple par le moteur de règles : réglages avec lesquels la partie a tourné, événements survenus, fins de partie, raisons des coups refusés dans <code>illegal:</code>, affirmations vérifiées.";

/// The tables' column headings: game, category, item, examples.
pub const COLUMNS: [&str; 4] = ["jeu", "catégorie", "élément", "exemples"];

// mdbook

pub fn mdbook_fault(f: &MdbookFault) -> String {
    match f {
        MdbookFault::NotJson { line, column, end } => {
            let at = if *end {
                format!("fin de l'entrée à la ligne {line}")
            } else {
                format!("ligne {line}, colonne {column}")
            };
            format!("entrée illisible : mdBook doit envoyer [contexte, livre] en JSON ({at})")
        }
        MdbookFault::NotPair => "entrée inattendue : [contexte, livre] attendu".into(),
        MdbookFault::Output => "le livre n'a pas pu être réécrit en JSON".into(),
        MdbookFault::NotABook { dir } => format!(
            "« {} » n'est pas un livre mdBook : book.toml absent",
            dir.display()
        ),
        MdbookFault::Unwritable { file, error } => format!(
            "{} : écriture impossible ({})",
            file.display(),
            super::io::io_error(error)
        ),
    }
}

/// Under the report of a block mdBook brought in with `{{#include}}`.
pub const INCLUDED_NOTE: &str =
    "ce bloc vient d'un {{#include}} : sa ligne est comptée dans le chapitre après inclusion";

/// The first line of the style sheet `arbitre mdbook install` writes.
pub const MDBOOK_CSS_COMMENT: &str =
    "arbitre — diagrammes dans un livre mdBook (produit par `arbitre mdbook install`).";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notes_and_faults_say_their_data() {
        assert_eq!(
            removed(Removal::NoClock),
            "(retiré : ce jeu ne tient pas de pendule)"
        );
        let p = BlessProblem::Unwritable {
            file: "content/a.md".into(),
            error: std::io::Error::from(std::io::ErrorKind::PermissionDenied),
        };
        assert_eq!(
            bless_problem(&p),
            "content/a.md : écriture impossible (permission refusée)"
        );
        let f = MdbookFault::NotJson {
            line: 1,
            column: 3,
            end: false,
        };
        assert!(mdbook_fault(&f).ends_with("(ligne 1, colonne 3)"));
    }
}
