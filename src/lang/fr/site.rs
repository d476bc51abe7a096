//! The words arbitre writes into the site it makes, in French: the titles and labels
//! of the pages it writes without a source (404, contents, print pages, handouts), the
//! comments heading its generated files, the marker of its output folder, the `aria-label`
//! of section links, and the steps `ARBITRE_TEMPS=1` times.

/// The title of a book whose book.toml gives none.
pub const UNTITLED_BOOK: &str = "Livre sans titre";

/// The marker file of a site arbitre made (`.arbitre`).
pub const MARKER_TEXT: &str =
    "Site produit par arbitre. Ce dossier est remplacé à chaque construction.\n";

/// The first line of the search index script.
pub const SEARCH_INDEX_HEADER: &str =
    "/* Index de recherche produit par arbitre (utilisé par static/search.js). */\n";

/// Titles and texts of the pages arbitre makes without a source.
pub const NOT_FOUND_TITLE: &str = "Page introuvable";
pub const CONTENTS_TITLE: &str = "Sommaire";
pub const START_READING: &str = "Commencer la lecture";
pub const EMPTY_BOOK: &str = "Ce livre n'a encore aucune page.";

/// The print pages' labels.
pub const PRINT_CONTENTS: &str = "Table des matières";
pub const HANDOUTS_LABEL: &str = "Fiches à imprimer";
pub const HANDOUTS_INTRO: &str = "Fiches d’une ou deux pages A4, une par jeu :";
pub const BACK_TO_GUIDE: &str = "← Retour au guide";
pub const PRINT_HOW: &str =
    "Version à imprimer : utilisez la commande Imprimer du navigateur (Ctrl+P).";
pub const WHOLE_GUIDE_PRINT: &str = "Tout le guide à imprimer";
pub const CHAPTER_PRINT_HOW: &str =
    "Version à imprimer de ce chapitre : utilisez la commande Imprimer du navigateur (Ctrl+P).";

/// The whole guide's print page title (`title` already escaped).
pub fn print_title(title: &str) -> String {
    format!("{title} — version à imprimer")
}

/// The steps `ARBITRE_TEMPS=1 arbitre build` times, in the order they run.
pub mod step {
    pub const PAGES: &str = "pages et fiches (Markdown, exemples)";
    pub const HOOKS: &str = "extensions";
    pub const PRINT_GROUPS: &str = "groupes d'impression";
    pub const LINKS: &str = "liens et ancres";
    pub const TEMPLATES: &str = "gabarits chargés";
    pub const LAID_OUT: &str = "pages mises en page et écrites";
    pub const SMALL_PAGES: &str = "404, plan, sommaire";
    pub const PRINT: &str = "pages d'impression et index de recherche (en même temps)";
    pub const SEARCH: &str = "fiches et index ajoutés";
    pub const COPIED: &str = "fichiers copiés";
    pub const PNG_PRUNED: &str = "cache PNG élagué";
    pub const OTHER_FILES: &str = "autres fichiers écrits";
    pub const SWAPPED: &str = "site échangé, ancien supprimé";
}

/// The `aria-label` of the `#` link after each heading.
pub const SECTION_LINK: &str = "Lien vers cette section";

/// The first line of `static/sommaire.js`.
pub const TOC_SCRIPT_COMMENT: &str =
    "arbitre — le sommaire du livre, partagé par toutes les pages (produit par arbitre).";

/// The title of a draft chapter (`[Nom]()`) in the contents.
pub const DRAFT_TITLE: &str = "À venir";

/// The comment at the top of the diagrams' style sheet.
pub const DIAGRAM_CSS_COMMENT: &str = "arbitre — couleurs des diagrammes (produit par arbitre : src/diagram/sprite.rs).\n   Des classes seules : un sélecteur composé n'atteint pas l'intérieur d'un <use>.";

/// The handout's link back to the guide.
pub const HANDOUT_BACK: &str = "← Retour au guide";
/// The handout's printing advice (on screen only).
pub const HANDOUT_PRINT: &str = "Fiche à imprimer sur A4 (Ctrl+P).";

/// The handout's last line; `book`: the book's title, already escaped.
pub fn handout_source(book: &str) -> String {
    format!("{book} — fiche tirée du guide ; chaque diagramme est vérifié par le moteur de règles.")
}

// timing (ARBITRE_TEMPS=1)

/// One step's wall time.
pub fn step_time(step: &str, ms: f64) -> String {
    format!("temps: {step} {ms:.1} ms")
}
