//! Every French word the browser shows, in one place: the sentences of the page scripts
//! (interactive boards, FAQ filter, search) as one table shipped as `static/textes.js`
//! (`window.ARBITRE_TEXTES`), and the sentences built at build time for the boards'
//! data (side to move, points, clocks, step labels).
//!
//! `{name}` marks a slot the script fills.

use super::{seat_dative, seat_name as seat_fr};
use crate::lang::StepLabel;
use crate::rules::{Game, Move};

/// Where the table goes, relative to the site root.
pub const FILE: &str = "static/textes.js";

/// key → French text, as the scripts ask for them.
pub const UI: &[(&str, &str)] = &[
    // interactive boards (static/plateaux.js)
    ("plateau.role", "plateau interactif"),
    (
        "plateau.aide",
        "Plateau : touchez une pièce pour voir ses coups, ou une pièce en main pour ses parachutages. Au clavier, flèches pour se déplacer, Entrée ou Espace pour choisir, Échap pour effacer.",
    ),
    ("plateau.efface", "Sélection effacée."),
    ("plateau.vide", "Case {case} vide."),
    ("plateau.pas-de-case", "Pas de case ici."),
    ("plateau.coups", "{piece} {case} : {cases}"),
    (
        "plateau.aucun-coup",
        "{piece} {case} : aucun coup possible.",
    ),
    (
        "plateau.pas-son-tour",
        "{piece} {case} : ce n’est pas le tour {joueur}.",
    ),
    ("plateau.en-main", "{piece} en main {joueur}"),
    (
        "plateau.main-pas-son-tour",
        "{piece} : ce n’est pas le tour {joueur}.",
    ),
    (
        "plateau.main-aucun",
        "{piece} : aucun parachutage possible.",
    ),
    ("plateau.parachutages", "{piece} : {cases}"),
    ("plateau.nombre-cases", "{n} cases"),
    ("plateau.curseur", "{case} : {piece}"),
    ("plateau.echiquier", "échiquier {nom}"),
    ("plateau.coup", "{label} ({n}/{total})"),
    ("plateau.agrandir", "Agrandir le plateau"),
    // playing with the rules engine (static/jeu.js)
    ("jeu.chargement", "Chargement du moteur de règles…"),
    (
        "jeu.indisponible",
        "Le moteur de règles n’a pas pu être chargé : les coups ne peuvent pas être montrés.",
    ),
    (
        "jeu.erreur",
        "Le moteur de règles refuse cette position ({raison}).",
    ),
    ("jeu.trait", "Trait {joueur}."),
    ("jeu.echec", "Échec au roi {joueur}."),
    (
        "jeu.victoire",
        "Partie terminée ({raison}) : victoire {joueur}.",
    ),
    (
        "jeu.classement",
        "Partie terminée ({raison}) : victoire {joueur}, premier du classement.",
    ),
    (
        "jeu.classement-egalite",
        "Partie terminée ({raison}) : {joueurs} à égalité en tête du classement.",
    ),
    ("jeu.nulle", "Partie nulle ({raison})."),
    ("jeu.fin", "Partie terminée ({raison})."),
    ("jeu.points", "Points : {liste}."),
    ("jeu.elimines", "Éliminés : {liste}."),
    ("jeu.promotion", "Choisissez la promotion."),
    ("jeu.promouvoir", "Promouvoir"),
    ("jeu.sans-promotion", "Ne pas promouvoir"),
    ("jeu.annuler", "Annuler le coup"),
    ("jeu.annule", "Coup annulé."),
    ("jeu.revenir", "Revenir au diagramme"),
    ("jeu.revenu", "Retour à la position du diagramme."),
    ("jeu.ligne", "Suivre la ligne du guide"),
    (
        "jeu.ligne-aide",
        "Début de la ligne du guide : avancez coup par coup avec ▶.",
    ),
    ("jeu.ligne-debut", "Début de la ligne du guide"),
    (
        "jeu.ligne-suite",
        "Début de la ligne du guide ({n} coups) : chaque « Suivre la ligne du guide » joue le coup suivant.",
    ),
    ("piece.Q", "Dame"),
    ("piece.R", "Tour"),
    ("piece.B", "Fou"),
    ("piece.N", "Cavalier"),
    ("fin.checkmate", "échec et mat"),
    ("fin.stalemate", "pat"),
    ("fin.king-capture", "prise du roi"),
    ("fin.repetition", "répétition de la position"),
    ("fin.fifty-moves", "règle des cinquante coups"),
    ("fin.insufficient-material", "matériel insuffisant"),
    ("fin.move-limit", "limite de coups atteinte"),
    ("fin.resignation", "abandon"),
    ("fin.time", "temps dépassé"),
    ("fin.claim", "victoire réclamée sur l’avance aux points"),
    ("fin.agreement", "nulle par accord"),
    ("fin.no-move-possible", "plus aucun coup possible"),
    ("fin.move-cap", "plafond de coups du match atteint"),
    ("fin.eliminations", "élimination des adversaires"),
    // FAQ (static/arbitre.js)
    ("faq.filtre", "Filtrer les questions…"),
    (
        "faq.filtre-aide",
        "Filtrer les questions (accents et majuscules ignorés)",
    ),
    ("faq.tout-ouvrir", "Tout ouvrir"),
    ("faq.tout-fermer", "Tout fermer"),
    ("faq.aucune", "Aucune question ne correspond."),
    ("faq.une", "1 question correspond."),
    ("faq.plusieurs", "{n} questions correspondent."),
    // the page's outline and table of contents (static/arbitre.js)
    ("plan.ouvrir-sommaire", "Ouvrir le sommaire"),
    ("plan.fermer-sommaire", "Fermer le sommaire"),
    // search (static/search.js)
    ("recherche.etiquette", "Rechercher"),
    ("recherche.indication", "Rechercher (/)"),
    ("recherche.resultats", "Résultats de la recherche"),
    ("recherche.illisible", "Index de recherche illisible."),
    ("recherche.introuvable", "Index de recherche introuvable."),
    ("recherche.chargement", "Chargement de l’index…"),
    ("recherche.aucun", "Aucun résultat pour « {q} »."),
    ("recherche.un", "1 résultat."),
    ("recherche.plusieurs", "{n} résultats."),
    ("recherche.meilleurs", "{n} résultats (les meilleurs)."),
];

/// The table as a classic script (it loads before the page scripts). `typography`
/// puts the French spaces before : ; ! ? and inside « », as on the pages (the site's
/// post-pass, passed in so that this module needs nothing of the site).
pub fn script(typography: impl Fn(&str) -> String) -> String {
    script_of(UI, typography)
}

/// The same for another language's table (`lang::en::browser::UI`).
pub fn script_of(ui: &[(&str, &str)], typography: impl Fn(&str) -> String) -> String {
    let map: serde_json::Map<String, serde_json::Value> = ui
        .iter()
        .map(|(k, v)| (k.to_string(), serde_json::Value::String(typography(v))))
        .collect();
    let json = serde_json::to_string(&map).unwrap_or_else(|_| "{}".into());
    format!(
        "/* Textes affichés par les scripts du site (produit par arbitre : src/lang/fr/browser.rs). */\nwindow.ARBITRE_TEXTES = {json};\n"
    )
}

/// "Trait aux Blancs." for the players to move, "" when nobody moves.
pub fn to_move_line(game: &dyn Game) -> String {
    let movers: Vec<String> = game
        .to_move()
        .iter()
        .map(|s| seat_dative(game.seat_id(*s)))
        .collect();
    if movers.is_empty() {
        String::new()
    } else {
        format!("Trait {}.", movers.join(" et "))
    }
}

/// "Points : Rouge 8, Bleu 3." (games that count points), or "".
pub fn points_line(game: &dyn Game) -> String {
    let points: Vec<String> = game
        .seats()
        .iter()
        .filter_map(|s| {
            game.score(*s)
                .map(|p| format!("{} {p}", seat_fr(game.seat_id(*s))))
        })
        .collect();
    if points.is_empty() {
        String::new()
    } else {
        format!("Points : {}.", points.join(", "))
    }
}

/// "Pendules : A 2:59, a 2:58." (games with clocks), or "".
pub fn clocks_line(game: &dyn Game) -> String {
    let clocks: Vec<String> = game
        .seats()
        .iter()
        .filter_map(|s| {
            game.clock_ms(*s)
                .map(|ms| format!("{} {}", game.seat_id(*s), clock_text(ms)))
        })
        .collect();
    if clocks.is_empty() {
        String::new()
    } else {
        format!("Pendules : {}.", clocks.join(", "))
    }
}

/// `m:ss` (or `-m:ss` for a flag that fell), as a clock shows it.
fn clock_text(ms: i64) -> String {
    let sign = if ms < 0 { "-" } else { "" };
    let s = ms.unsigned_abs() / 1000;
    format!("{sign}{}:{:02}", s / 60, s % 60)
}

/// The label of a sequence's first step when it is the game's own start position.
pub const INITIAL: &str = "Position initiale";

/// The label of a sequence's first step set up by the example (a middlegame, say).
pub const START: &str = "Position";

/// A bughouse board's name.
pub fn board_name(letter: char) -> String {
    format!("Échiquier {letter}")
}

/// A step's label: `2.Cf3`, `2…Cc6`, `1A. e4`, `1. Bleu b7-c7`.
pub fn step_label(label: &StepLabel) -> String {
    match label {
        StepLabel::Chess {
            number,
            white: true,
            san,
        } => format!("{number}.{san}"),
        StepLabel::Chess { number, san, .. } => format!("{number}…{san}"),
        StepLabel::Board { number, bpgn } => format!("{number}{bpgn}"),
        StepLabel::Seat {
            number,
            seat_id,
            notation,
        } => format!("{number}. {} {notation}", capitalised(seat_fr(seat_id))),
    }
}

fn capitalised(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().collect::<String>() + c.as_str(),
        None => String::new(),
    }
}

/// An act as the moves of an example list it: the seat, then what it does.
pub fn act(seat_id: &str, mv: &Move) -> String {
    let label = match mv {
        Move::Resign(_) => "abandon",
        Move::Timeout(_) => "temps dépassé",
        Move::ClaimWin(_) => "victoire réclamée",
        Move::Leave(_) => "départ",
        Move::DrawAgreed => return "nulle par accord".into(),
        Move::Step { .. } | Move::Castle { .. } | Move::Drop { .. } => "coup",
    };
    format!("{} : {label}", seat_fr(seat_id))
}

/// The title of a frame's diagram.
pub fn diagram_title(label: Option<&str>) -> String {
    match label {
        Some(l) => format!("Diagramme après {l}"),
        None => "Diagramme".into(),
    }
}
