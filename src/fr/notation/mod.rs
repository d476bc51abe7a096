//! Notation faults in French: what a position or move string gets wrong, one
//! sentence each, with the example of what is expected; and the errors of the `moves`
//! and `perft` commands. Each family's faults are said in its own file, by an
//! exhaustive `match` over that family's fault enum.

mod bughouse;
mod chess;
mod chess4;
mod shogi4;

use crate::notation::Letters;
use crate::notation::fault::NotationFault;

/// « N trouvée(s) », agreeing with the count.
pub(super) fn found(n: usize, feminine: bool) -> String {
    let e = if feminine { "e" } else { "" };
    let s = if n > 1 { "s" } else { "" };
    format!("{n} trouvé{e}{s}")
}

/// The French sentence of a notation fault: the faults any notation can meet are said
/// here, each family's by its own file.
pub fn message(fault: &NotationFault) -> String {
    use NotationFault as F;
    match fault {
        F::Chess(f) => chess::message(f),
        F::Bughouse(f) => bughouse::message(f),
        F::Chess4(f) => chess4::message(f),
        F::Shogi4(f) => shogi4::message(f),
        F::TwoPiecesOn {
            square,
            board: None,
        } => format!("Deux pièces sur la même case {square}."),
        F::TwoPiecesOn {
            square,
            board: Some(b),
        } => format!("Deux pièces sur la même case {square} de l'échiquier {b}."),
        F::GameOver => "La partie est terminée.".into(),
        F::OtherLetters {
            text,
            letter,
            letters,
            suggestion,
        } => other_letters(text, *letter, *letters, suggestion),
        F::Refused { token, reason } => format!(
            "Coup « {token} » refusé : {}.",
            refusal(reason).trim_end_matches('.')
        ),
        F::Record(f) => super::records::fault(f),
    }
}

/// The name of the piece an English letter stands for.
fn piece_of_english(letter: char) -> &'static str {
    match letter {
        'K' => "le roi",
        'Q' => "la dame",
        'R' => "la tour",
        'B' => "le fou",
        'N' => "le cavalier",
        _ => "le pion",
    }
}

/// A piece letter of the other letter set than the book's (see
/// `NotationFault::OtherLetters`).
fn other_letters(text: &str, letter: char, letters: Letters, suggestion: &str) -> String {
    let english = crate::notation::letters::english_of;
    let french = crate::notation::letters::french_of;
    let head = format!("Coup « {text} » : ");
    match (letters, letter) {
        (Letters::Fr, 'R') => format!(
            "{head}R est le roi en notation française ; pour la tour, écrivez T (« {suggestion} »)."
        ),
        (Letters::Fr, l) => format!(
            "{head}{l} est une lettre anglaise ; en lettres françaises, {} s'écrit {} : écrivez « {suggestion} ».",
            piece_of_english(l),
            french(l).unwrap_or(l),
        ),
        (Letters::En, 'R') => format!(
            "{head}R est la tour en notation anglaise ; pour le roi, écrivez K (« {suggestion} »)."
        ),
        (Letters::En, l) => {
            let e = english(l).unwrap_or(l);
            format!(
                "{head}{l} est une lettre française ({}) ; en lettres anglaises, écrivez « {suggestion} », ou choisissez les lettres françaises (`letters: fr` dans l'exemple, `move-letters = \"fr\"` sous [arbitre] dans book.toml, `--letters fr` en ligne de commande).",
                piece_of_english(e),
            )
        }
    }
}

/// `arbitre moves` / `perft` with a game id no preset has.
pub fn unknown_game(id: &str, known: &[&str]) -> String {
    format!("jeu inconnu « {id} » (jeux connus : {})", known.join(", "))
}

/// The n-th move (1-based) of `--moves` cannot be read.
pub fn move_unreadable(number: usize, fault: &NotationFault) -> String {
    let why = message(fault);
    let why = why.trim_end_matches('.');
    // « Coup « x » illisible » already names the move: keep one « coup ».
    match why
        .strip_prefix("Coup ")
        .or_else(|| why.strip_prefix("coup "))
    {
        Some(rest) => format!("coup {number} {rest}"),
        None => format!("coup {number} : {}", super::lowercase_first(why)),
    }
}

/// The n-th move (1-based) of `--moves` is read but refused; `why` from
/// [`super::illegal`].
pub fn move_illegal(number: usize, text: &str, why: &str) -> String {
    format!("coup {number} « {text} » illégal : {why}")
}

/// `perft --board` with a letter that is no board.
pub fn unknown_board(letter: char) -> String {
    format!("échiquier « {letter} » inconnu (A ou B)")
}

/// A refused move of a replayed record, said with the squares of the game it was
/// refused in.
pub(super) fn refusal(r: &crate::notation::Refusal) -> String {
    super::illegal(&*r.game, &r.why)
}
