//! What building the site says, in French: the faults of the book's folders and files
//! ([`crate::site::faults::BuildFault`]), the names of what makes each file of the
//! site ([`crate::site::faults::Maker`]), refused output folders
//! ([`crate::site::output::Refusal`]), the errors that stop a command
//! ([`crate::site::SiteError`]) and the summary line. (The labels of the pages arbitre
//! writes itself and the steps `ARBITRE_TEMPS=1` times are page words:
//! [`crate::lang::fr::site`].)
use std::path::Path;

use crate::site::SiteError;
use crate::site::faults::{BuildFault, Maker, Origin};
use crate::site::output::Refusal;

use super::io::io_fault;

/// A fault of the book's folders or files found while assembling the site.
pub fn build_fault(fault: &BuildFault) -> String {
    match fault {
        BuildFault::MadeTwice { path, first, then } => format!(
            "« {} » serait produit deux fois : par {} et par {}",
            path.display(),
            origin(first),
            maker(then)
        ),
        BuildFault::TakesArbitresPlace { path, maker } => format!(
            "ce fichier prendrait la place de « {} », produit par arbitre ({}) : renommez-le ou déplacez-le",
            path.display(),
            origin(maker)
        ),
        BuildFault::NoPagesFolder { src } => format!("dossier des pages introuvable « {src} »"),
        BuildFault::PagesFolderRefused { src, why } => {
            format!(
                "dossier des pages « {src} » : {}",
                super::book::walk_fault(why)
            )
        }
        BuildFault::EntryRefused { path, why } => {
            format!("« {path} » : {}", super::book::walk_fault(why))
        }
        BuildFault::SummaryUnreadable(e) => format!("sommaire illisible : {}", io_fault(e)),
        BuildFault::PageCreated { path } => format!(
            "« {path} » n'existait pas : créé avec son titre, comme le fait mdBook (create-missing = false dans [build] en fait une erreur)"
        ),
        BuildFault::PageNotCreated { path, why } => {
            format!(
                "« {path} » n'existe pas et n'a pas pu être créé : {}",
                io_fault(why)
            )
        }
        BuildFault::RedirectOverPage { from } => format!(
            "redirection « {from} » : cette adresse est celle d'une page du livre (supprimez la redirection ou la page)"
        ),
        BuildFault::RedirectFragmentsOnly { from } => format!(
            "redirection « {from} » : seules des ancres (#…) de cette adresse sont redirigées ; ajoutez une entrée « {from} » sans ancre pour dire où envoyer les autres lecteurs"
        ),
        BuildFault::AssetMissing { name } => format!("fichier introuvable « {name} »"),
        BuildFault::Unreadable(e) => format!("lecture impossible : {}", io_fault(e)),
        BuildFault::BadHtml(why) => {
            format!("HTML illisible : {}", super::book::rewrite_fault(*why))
        }
        BuildFault::NoPrintPage(why) => format!("page d'impression impossible : {why}"),
        BuildFault::ScratchLost => "fichier temporaire perdu".to_string(),
        BuildFault::Scratch { dir, why } => format!(
            "fichier temporaire dans {} : {}",
            dir.display(),
            io_fault(why)
        ),
        BuildFault::ScratchDamaged => "fichier temporaire : texte abîmé".to_string(),
        BuildFault::Directive(kind, directive) => super::book::directive_fault(kind, directive),
        BuildFault::Preprocessor { name, failure } => {
            super::book::preprocessor_failure(name, failure)
        }
    }
}

/// Where a file of the site comes from: its maker, or the book's file it is copied from.
pub fn origin(o: &Origin) -> String {
    match o {
        Origin::Made(m) => maker(m),
        Origin::Copied(label) => label.clone(),
    }
}

/// What makes a file of the site, as a fault naming two makers of one path says it.
pub fn maker(m: &Maker) -> String {
    match m {
        Maker::DefaultStatic => "arbitre (fichier statique par défaut)".to_string(),
        Maker::Generated => "arbitre (fichier produit)".to_string(),
        Maker::ExtraAsset(path) => {
            format!("additional-css/js de book.toml (« {} »)", path.display())
        }
        Maker::Diagram(page) => format!("un diagramme de {page}"),
        Maker::Page(page) => format!("la page {page}"),
        Maker::Home => "la page d’accueil qui mène au premier chapitre".to_string(),
        Maker::NotFound => "la page « Page introuvable »".to_string(),
        Maker::Redirect(from) => format!("la redirection « {from} » de [output.html.redirect]"),
        Maker::Sitemap => "le plan du site".to_string(),
        Maker::SharedContents => "le sommaire partagé".to_string(),
        Maker::ContentsPage => "la page « Sommaire »".to_string(),
        Maker::WholePrint => "la page d’impression".to_string(),
        Maker::Handouts => "les fiches (fiches/*.md)".to_string(),
        Maker::SearchIndex => "l’index de recherche".to_string(),
        Maker::Hook => "une extension du pipeline".to_string(),
    }
}

/// Why an output folder is refused.
pub fn refusal(out: &Path, why: &Refusal) -> String {
    let why = match why {
        Refusal::BookRoot => "c'est la racine du livre".to_string(),
        Refusal::ParentOfBook => "c'est un dossier parent du livre".to_string(),
        Refusal::PagesFolder => {
            "c'est le dossier des pages ou l'un de ses sous-dossiers".to_string()
        }
        Refusal::BookFolder(name) => format!("c'est le dossier {name}/ du livre"),
        Refusal::NotAFolder => "ce n'est pas un dossier".to_string(),
        Refusal::NotOurs { marker } => format!(
            "ce dossier n'est pas vide et n'a pas été créé par arbitre (fichier {marker} absent)"
        ),
    };
    format!("refus d'écrire dans « {} » : {why}", out.display())
}

/// An error that stops the command.
pub fn site_error(e: &SiteError) -> String {
    match e {
        SiteError::NoCurrentDir(e) => format!("dossier courant illisible : {}", io_fault(e)),
        SiteError::NoBook(dir) => no_book(dir),
        SiteError::NotABook(dir) => not_a_book(dir),
        SiteError::Io { path, fault } => format!("{} : {}", path.display(), io_fault(fault)),
        SiteError::Build(b) => build_fault(b),
        SiteError::Refused { out, why } => refusal(out, why),
        SiteError::NoParent(out) => no_parent(out),
        SiteError::PathRefused(rel) => path_refused(rel),
        SiteError::AlreadyABook(dir) => super::init::already_a_book(dir),
    }
}

/// An output folder with no parent (the root of the file system).
pub fn no_parent(out: &Path) -> String {
    format!("« {} » n'a pas de parent", out.display())
}

/// A path of the site that would leave it.
pub fn path_refused(rel: &Path) -> String {
    format!("chemin de sortie refusé « {} »", rel.display())
}

/// `arbitre build DIR` where DIR is not a folder.
pub fn no_book(dir: &Path) -> String {
    format!(
        "livre introuvable : « {} » n'est pas un dossier",
        dir.display()
    )
}

/// `arbitre build DIR` where DIR has no book.toml.
pub fn not_a_book(dir: &Path) -> String {
    format!(
        "« {} » n'est pas un livre : book.toml absent (créez-en un avec `arbitre init`)",
        dir.display()
    )
}

/// `N passed, M failed` with `, K skipped` when K > 0: the contract's own words, kept
/// in English (outside checks read them).
pub fn summary_line(passed: usize, failed: usize, skipped: usize) -> String {
    let mut s = format!("{passed} passed, {failed} failed");
    if skipped > 0 {
        s.push_str(&format!(", {skipped} skipped"));
    }
    s
}
