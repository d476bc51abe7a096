//! The authoring tools in French: `check --bless` (its notes and what it could not
//! do), `coverage` (its categories, event kinds, table and page) and `mdbook` (the
//! preprocessor's faults, its note on included blocks, its style sheet's comment).

use crate::authoring::bless::BlessProblem;
use crate::book::mdbook::MdbookFault;
use std::path::Path;

// check --bless

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

/// The coverage page asked inside the built site, which a build would replace.
pub fn page_in_site(file: &Path, build_dir: &str) -> String {
    format!(
        "« {} » est dans le site construit ({build_dir}) : écrivez la page de couverture ailleurs",
        file.display()
    )
}

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
        MdbookFault::BadLetters { value } => format!(
            "book.toml : « move-letters » ne peut pas valoir « {value} » (valeurs possibles : {})",
            crate::notation::Letters::IDS.join(", ")
        ),
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
