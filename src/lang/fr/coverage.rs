//! The words of the authoring tools' output: the notes `check --bless` writes in its
//! list of changes, and `arbitre coverage`'s table and page (categories, event kinds,
//! headings).

use crate::lang::{Category, EventKind, Removal};

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
/// The column of the places (`page.md:line`) of a row's examples.
pub const PLACES: &str = "où";
