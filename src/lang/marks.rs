//! The words arbitre writes around mdBook's Markdown: the titles of GFM admonitions
//! (`> [!NOTE]`) and the code blocks' buttons, in the book's language (French for `fr`,
//! the default; English otherwise).

/// One language's words.
pub struct MarkWords {
    pub note: &'static str,
    pub tip: &'static str,
    pub important: &'static str,
    pub warning: &'static str,
    pub caution: &'static str,
    pub copy: &'static str,
    pub copied: &'static str,
    pub show_hidden: &'static str,
    pub run: &'static str,
    pub running: &'static str,
    pub no_output: &'static str,
    pub run_failed: &'static str,
}

pub const FR: MarkWords = MarkWords {
    note: "Remarque",
    tip: "Conseil",
    important: "Important",
    warning: "Attention",
    caution: "Prudence",
    copy: "Copier le code",
    copied: "Copié !",
    show_hidden: "Afficher les lignes cachées",
    run: "Exécuter ce code",
    running: "Exécution…",
    no_output: "Aucune sortie",
    run_failed: "Le terrain de jeu Rust n’a pas répondu",
};

pub const EN: MarkWords = MarkWords {
    note: "Note",
    tip: "Tip",
    important: "Important",
    warning: "Warning",
    caution: "Caution",
    copy: "Copy to clipboard",
    copied: "Copied!",
    show_hidden: "Show hidden lines",
    run: "Run this code",
    running: "Running…",
    no_output: "No output",
    run_failed: "The Rust playground did not answer",
};

/// The words of a book's `language` (`fr`, `fr-CA`: French; anything else: English).
pub fn of(language: &str) -> &'static MarkWords {
    let primary = language.split(['-', '_']).next().unwrap_or_default();
    if primary.eq_ignore_ascii_case("fr") {
        &FR
    } else {
        &EN
    }
}
