//! The French words of game records (PGN, PGN4, BPGN): their faults, and what
//! `arbitre replay` says of a replayed game.

use crate::notation::record::{Place, RecordError, RecordFault, RecordKind, Replay};
use crate::rules::Game;

/// The name of a record's notation.
pub fn kind_name(kind: RecordKind) -> &'static str {
    match kind {
        RecordKind::Pgn => "PGN",
        RecordKind::Pgn4 => "PGN4",
        RecordKind::Bpgn => "BPGN",
    }
}

/// A fault of a record.
pub fn fault(f: &RecordFault) -> String {
    match f {
        RecordFault::TagUnclosed => "paire de balises « [ » jamais fermée par « ] »".into(),
        RecordFault::TagUnreadable { text } => {
            format!("balise illisible « [{text}] » (attendu : [Nom \"valeur\"])")
        }
        RecordFault::CommentUnclosed => "commentaire « { » jamais fermé par « } »".into(),
        RecordFault::VariationUnclosed => "variante « ( » jamais fermée par « ) »".into(),
        RecordFault::VariationNotOpen => "« ) » ferme une variante jamais ouverte".into(),
        RecordFault::Empty => "aucune partie dans ce texte".into(),
        RecordFault::GameNotFound { wanted, count } => format!(
            "aucune partie « {wanted} » dans ce fichier ({count} partie(s) : donnez son numéro de 1 à {count}, ou son GameNr)"
        ),
        RecordFault::NullMove { text } => format!(
            "coup nul « {text} » : un joueur ne peut pas passer son tour, arbitre ne le rejoue pas"
        ),
        RecordFault::UnknownVariant { variant } => {
            format!("variante « {variant} » : arbitre n'a pas ce jeu")
        }
        RecordFault::UnsupportedRules { names } => format!(
            "règles Chess.com sans équivalent dans arbitre : {}",
            names.join(", ")
        ),
        RecordFault::WrongFamily { kind, preset } => format!(
            "une partie {} ne se rejoue pas comme « {} »",
            kind_name(*kind),
            preset.id()
        ),
        RecordFault::Option { error, .. } => {
            let (what, hint) = super::option_error(error);
            format!("{what} ({hint})")
        }
        RecordFault::PlyBeyond { ply, plies } => {
            format!("demi-coup {ply} demandé, la partie n'en a que {plies}")
        }
    }
}

/// A record's fault, rustc-style: the fault, the file, line and column, the line of
/// the record with a caret under the place.
pub fn error_at(file: &str, text: &str, e: &RecordError) -> String {
    let Place { line, column } = e.at;
    let mut out = format!("erreur: {}\n", super::notation::message(&e.fault));
    out.push_str(&format!("  --> {file}:{line}:{column}\n"));
    if let Some(src) = text.lines().nth(line.saturating_sub(1)) {
        let pad = " ".repeat(line.to_string().len());
        let before: String = src
            .chars()
            .take(column.saturating_sub(1))
            .map(|c| if c == '\t' { '\t' } else { ' ' })
            .collect();
        out.push_str(&format!("{pad} |\n{line} | {src}\n{pad} | {before}^\n"));
    }
    out
}

/// What `arbitre replay` prints of a game replayed to its end.
pub fn summary(file: &str, r: &Replay) -> Vec<String> {
    let mut out = vec![format!(
        "{file} : partie {} rejouée, {} demi-coups, jeu « {} »",
        kind_name(r.kind),
        r.plies.len(),
        r.game.preset().id()
    )];
    if !r.rules.is_empty() {
        let rules: Vec<String> = r.rules.iter().map(|(k, v)| format!("{k}={v}")).collect();
        out.push(format!("règles appliquées : {}", rules.join(", ")));
    }
    if r.kind == RecordKind::Pgn {
        out.push(
            "nulles : répétition et cinquante coups seulement d'elles-mêmes (cinq fois la même position, soixante-quinze coups), comme la FIDE le fait quand personne ne réclame ; la réclamation à trois fois et cinquante coups n'est pas inscrite dans une partie".into(),
        );
    }
    if r.variations_skipped > 0 {
        out.push(format!(
            "{} variante(s) entre parenthèses sautée(s) : seule la ligne principale est jouée",
            r.variations_skipped
        ));
    }
    out.push(format!(
        "position finale : {}",
        crate::notation::write_position(&r.game)
    ));
    let written = r.result.as_deref().unwrap_or("aucun");
    match (r.game.outcome(), r.replayed_result()) {
        (Some(o), replayed) => {
            let mut line = format!(
                "fin : {} ; résultat inscrit : {written}",
                super::end_reason(o.reason)
            );
            if let Some(mine) = replayed {
                line.push_str(&format!(" ; résultat rejoué : {mine}"));
            }
            out.push(line);
        }
        (None, _) => out.push(format!(
            "la partie n'est pas finie sur l'échiquier (abandon, temps ou accord que le relevé n'écrit pas comme un coup) ; résultat inscrit : {written}"
        )),
    }
    out
}

/// A record file that cannot be read.
pub fn unreadable(path: &str, why: &str) -> String {
    format!("relevé « {path} » illisible : {why}")
}

/// A record file past the size arbitre reads.
pub fn too_big(path: &str, max: u64) -> String {
    format!(
        "relevé « {path} » trop gros : arbitre en lit au plus {} Mio",
        max >> 20
    )
}

/// A `--rules` item without `=`.
pub fn bad_rule(item: &str) -> String {
    format!("réglage « {item} » illisible : écrivez nom=valeur (ex. layout=old-standard)")
}

/// Help texts of the command line's record options.
pub const REPLAY: &str = "Rejoue un relevé de partie (PGN, PGN4, BPGN) jusqu'à la fin ; signale le premier coup refusé (fichier, ligne, colonne, raison)";
pub const REPLAY_FILE: &str = "Le relevé (.pgn, .pgn4, .bpgn ; « - » pour l'entrée standard)";
pub const REPLAY_GAME: &str = "Le jeu (par défaut : celui que disent les balises du relevé)";
pub const REPLAY_SELECT: &str =
    "Quelle partie du fichier : son numéro à partir de 1, ou son GameNr";
pub const RECORD: &str =
    "Part de la fin d'un relevé de partie (« - » : entrée standard) au lieu de --position";
pub const RULES: &str = "Réglages du jeu, comme « rules: » d'un exemple : nom=valeur,nom=valeur";

/// The faults of an example's `record:` and `ply:`.
pub fn load_fault(fault: &crate::example::load::LoadFault) -> String {
    use crate::example::load::LoadFault as L;
    match fault {
        L::RecordNotText => "« record » attend un nom de fichier ou le texte d'une partie".into(),
        L::PlyNotANumber => "« ply » attend un nombre de demi-coups (0 : le départ) ou un numéro de coup suivi du joueur (« 12 noir », « 12 rouge », « 12 b »)".into(),
        L::PlyUnknownSeat { name, known } => format!(
            "« ply » : joueur « {name} » inconnu dans ce jeu (joueurs : {})",
            known.join(", ")
        ),
        L::PlyNoSuchMove { number, seat } => {
            format!("« ply » : le relevé n'a pas de coup {number} de « {seat} »")
        }
        L::RecordAndSetup => {
            "« record » donne la position : pas de « setup » ni de « pieces » avec lui".into()
        }
        L::NotAFile { path } => {
            format!(
                "« {} » n'est pas un fichier ordinaire : non lu",
                path.display()
            )
        }
        L::Record { path, error } => {
            let file = path
                .as_ref()
                .map_or_else(|| "relevé".to_string(), |p| p.display().to_string());
            format!(
                "{file}:{}:{} : {}",
                error.at.line,
                error.at.column,
                super::notation::message(&error.fault)
            )
        }
        // The other faults are `file:`'s: fr::input says them and sends only these here.
        _ => String::new(),
    }
}
