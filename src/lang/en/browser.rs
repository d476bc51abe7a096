//! The page scripts' table (`static/textes.js`, `window.ARBITRE_TEXTES`) in English:
//! the same keys as [`crate::lang::fr::browser::UI`], in the same order (a test checks
//! it), so an English book's boards, FAQ filter, outline and search speak English.

pub const UI: &[(&str, &str)] = &[
    ("plateau.role", "interactive board"),
    (
        "plateau.aide",
        "Board: tap a piece to see its moves, or a piece in hand for its drops. With the keyboard, arrows to move, Enter or Space to choose, Escape to clear.",
    ),
    ("plateau.efface", "Selection cleared."),
    ("plateau.vide", "Square {case} empty."),
    ("plateau.pas-de-case", "No square here."),
    ("plateau.coups", "{piece} {case}: {cases}"),
    ("plateau.aucun-coup", "{piece} {case}: no legal move."),
    (
        "plateau.pas-son-tour",
        "{piece} {case}: not {joueur}’s turn.",
    ),
    ("plateau.en-main", "{piece} in {joueur}’s hand"),
    ("plateau.main-pas-son-tour", "{piece}: not {joueur}’s turn."),
    ("plateau.main-aucun", "{piece}: no drop possible."),
    ("plateau.parachutages", "{piece}: {cases}"),
    ("plateau.nombre-cases", "{n} squares"),
    ("plateau.curseur", "{case}: {piece}"),
    ("plateau.echiquier", "board {nom}"),
    ("plateau.coup", "{label} ({n}/{total})"),
    ("plateau.agrandir", "Enlarge the board"),
    // playing with the engine (static/jeu.js)
    ("jeu.chargement", "Loading the rules engine…"),
    (
        "jeu.indisponible",
        "The rules engine could not be loaded: moves cannot be shown.",
    ),
    (
        "jeu.erreur",
        "The rules engine refuses this position ({raison}).",
    ),
    ("jeu.trait", "{joueur} to move."),
    ("jeu.echec", "{joueur} in check."),
    ("jeu.victoire", "Game over ({raison}): {joueur} wins."),
    (
        "jeu.classement",
        "Game over ({raison}): {joueur} wins, first in the ranking.",
    ),
    (
        "jeu.classement-egalite",
        "Game over ({raison}): {joueurs} share first place in the ranking.",
    ),
    ("jeu.nulle", "Draw ({raison})."),
    ("jeu.fin", "Game over ({raison})."),
    ("jeu.points", "Points: {liste}."),
    ("jeu.elimines", "Eliminated: {liste}."),
    ("jeu.promotion", "Choose the promotion."),
    ("jeu.promouvoir", "Promote"),
    ("jeu.sans-promotion", "Do not promote"),
    ("jeu.annuler", "Take back"),
    ("jeu.annule", "Move taken back."),
    ("jeu.revenir", "Back to the diagram"),
    ("jeu.revenu", "Back at the diagram's position."),
    ("jeu.ligne", "Follow the guide's line"),
    (
        "jeu.ligne-aide",
        "Start of the guide's line: step through it with ▶.",
    ),
    ("jeu.ligne-debut", "Start of the guide's line"),
    (
        "jeu.ligne-suite",
        "Start of the guide's line ({n} moves): each « Follow the guide's line » plays the next move.",
    ),
    ("piece.Q", "Queen"),
    ("piece.R", "Rook"),
    ("piece.B", "Bishop"),
    ("piece.N", "Knight"),
    ("fin.checkmate", "checkmate"),
    ("fin.stalemate", "stalemate"),
    ("fin.king-capture", "king captured"),
    ("fin.repetition", "repetition"),
    ("fin.fifty-moves", "fifty-move rule"),
    ("fin.insufficient-material", "insufficient material"),
    ("fin.move-limit", "move limit"),
    ("fin.resignation", "resignation"),
    ("fin.time", "time"),
    ("fin.claim", "win claimed on points"),
    ("fin.agreement", "agreed draw"),
    ("fin.no-move-possible", "no move possible"),
    ("fin.move-cap", "move cap reached"),
    ("fin.eliminations", "opponents eliminated"),
    ("faq.filtre", "Filter the questions…"),
    (
        "faq.filtre-aide",
        "Filter the questions (accents and capitals ignored)",
    ),
    ("faq.tout-ouvrir", "Open all"),
    ("faq.tout-fermer", "Close all"),
    ("faq.aucune", "No question matches."),
    ("faq.une", "1 question matches."),
    ("faq.plusieurs", "{n} questions match."),
    ("plan.ouvrir-sommaire", "Open the contents"),
    ("plan.fermer-sommaire", "Close the contents"),
    ("recherche.etiquette", "Search"),
    ("recherche.indication", "Search (/)"),
    ("recherche.resultats", "Search results"),
    ("recherche.illisible", "Search index unreadable."),
    ("recherche.introuvable", "Search index not found."),
    ("recherche.chargement", "Loading the index…"),
    ("recherche.aucun", "No result for “{q}”."),
    ("recherche.un", "1 result."),
    ("recherche.plusieurs", "{n} results."),
    ("recherche.meilleurs", "{n} results (the best ones)."),
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_keys_as_the_french_table() {
        let en: Vec<&str> = UI.iter().map(|(k, _)| *k).collect();
        let fr: Vec<&str> = crate::lang::fr::browser::UI
            .iter()
            .map(|(k, _)| *k)
            .collect();
        assert_eq!(en, fr);
    }
}
