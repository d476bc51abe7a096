//! The library side of `arbitre moves` and `arbitre perft`: the command line only
//! prints what these return (errors are one French line, exit code 2).

use crate::rules::{AnyGame, CastlingFailure, Game, Geometry, Illegal, PerftError, Preset};

/// A French sentence saying why a move is illegal.
pub fn illegal_fr(geometry: &Geometry, why: &Illegal) -> String {
    let n = |s| geometry.name(s);
    match why {
        Illegal::NotYourTurn { .. } => "ce n'est pas à ce joueur de jouer".into(),
        Illegal::NoPiece { from } => format!("aucune pièce du joueur au trait en {}", n(*from)),
        Illegal::CannotReach { from, to } => {
            format!("la pièce en {} ne peut pas aller en {}", n(*from), n(*to))
        }
        Illegal::Blocked { from, to, at } if at == to => {
            format!(
                "la case {} est occupée (coup {}-{})",
                n(*at),
                n(*from),
                n(*to)
            )
        }
        Illegal::Blocked { from, to, at } => {
            format!(
                "le chemin de {} à {} est barré en {}",
                n(*from),
                n(*to),
                n(*at)
            )
        }
        Illegal::LeavesKingInCheck { king, by } => {
            let by: Vec<String> = by.iter().map(|s| n(*s)).collect();
            format!(
                "le roi en {} serait en échec (attaqué depuis {})",
                n(*king),
                by.join(", ")
            )
        }
        Illegal::Castling { reason } => format!(
            "roque impossible : {}",
            match reason {
                CastlingFailure::KingMoved => "le roi a déjà bougé",
                CastlingFailure::RookMoved => "cette tour a déjà bougé",
                CastlingFailure::PathBlocked => "une case entre le roi et la tour est occupée",
                CastlingFailure::InCheck => "le roi est en échec",
                CastlingFailure::CrossesAttackedSquare => "le roi traverserait une case attaquée",
                CastlingFailure::LandsOnAttackedSquare => "le roi arriverait sur une case attaquée",
            }
        ),
        Illegal::EnPassantExpired { to } => format!(
            "la prise en passant en {} n'est possible qu'au coup qui suit le double pas",
            n(*to)
        ),
        Illegal::Promotion { on } => format!(
            "promotion incorrecte en {} (un pion qui atteint la dernière rangée devient dame, tour, fou ou cavalier, et seulement lui)",
            n(*on)
        ),
        Illegal::Drop { to, .. } => format!("parachutage impossible en {}", n(*to)),
        Illegal::OwnPiece { at } => format!(
            "la case {} est occupée par une pièce de votre camp : on ne prend ni ses propres pièces ni celles de son partenaire",
            n(*at)
        ),
        Illegal::KingNotCapturable { at } => {
            format!("le roi en {} ne peut pas être pris : un roi ne se capture jamais", n(*at))
        }
        Illegal::ChecksPartner { king } => format!(
            "ce coup mettrait en échec le roi de votre partenaire, en {}",
            n(*king)
        ),
        Illegal::RepetitionByCheck => {
            "le joueur qui donne échec à chaque coup ne peut pas répéter une position une quatrième fois".into()
        }
        Illegal::ActUnavailable => "cet acte n'existe pas dans ce jeu ou ce format".into(),
        Illegal::ClaimRefused { needed, players_left, .. } if *players_left != 2 => format!(
            "la victoire ne se réclame qu'à deux joueurs restants (il en reste {players_left}) et avec {needed} points d'avance"
        ),
        Illegal::ClaimRefused { lead, needed, .. } => format!(
            "il faut {needed} points d'avance pour réclamer la victoire ; l'avance n'est que de {lead}"
        ),
        Illegal::GameOver => "la partie est terminée".into(),
        Illegal::Other(s) => format!("coup impossible ({s})"),
    }
}

fn lowercase_first(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(first) => first.to_lowercase().chain(c).collect(),
        None => String::new(),
    }
}

/// Reads `--position` for `preset` and plays `--moves` (whitespace-separated).
pub fn setup_game(preset: &str, position: &str, moves: &str) -> Result<AnyGame, String> {
    let preset = Preset::from_id(preset).ok_or_else(|| {
        format!(
            "jeu inconnu « {preset} » (jeux connus : {})",
            Preset::ids().join(", ")
        )
    })?;
    let mut game = super::parse_position(preset, position).map_err(|e| e.message)?;
    for (i, text) in moves.split_whitespace().enumerate() {
        let (seat, mv) = super::parse_move(&game, text)
            .map_err(|e| format!("coup {} : {}", i + 1, lowercase_first(&e.message)))?;
        game.play(seat, &mv).map_err(|why| {
            format!(
                "coup {} « {text} » illégal : {}",
                i + 1,
                illegal_fr(game.geometry(), &why)
            )
        })?;
    }
    Ok(game)
}

/// `arbitre moves`: the legal moves of the player(s) to move, in the game's notation,
/// sorted.
pub fn run_moves_command(preset: &str, position: &str, moves: &str) -> Result<Vec<String>, String> {
    let game = setup_game(preset, position, moves)?;
    // Each seat's moves are written by that seat: on two bughouse boards the same
    // squares mean different moves.
    let mut out: Vec<String> = game
        .to_move()
        .into_iter()
        .flat_map(|seat| {
            let game = &game;
            game.legal_moves_of(seat)
                .into_iter()
                .map(move |mv| super::write_move(game, seat, &mv))
        })
        .collect();
    out.sort();
    out.dedup();
    Ok(out)
}

/// `arbitre perft`: the leaf count at `depth`, by each family's own walk, all under
/// perft's rule (the README's): the tree stops where no one has a legal move or where
/// a move ends the game by mate, king capture or elimination; draws do not stop it.
pub fn run_perft_command(
    preset: &str,
    position: &str,
    moves: &str,
    depth: u32,
    board: Option<char>,
) -> Result<u64, String> {
    let max = crate::rules::MAX_PERFT_DEPTH;
    if depth > max {
        return Err(format!(
            "profondeur {depth} trop grande : perft compte au plus {max} demi-coups"
        ));
    }
    let game = setup_game(preset, position, moves)?;
    let board = match board {
        None => None,
        Some('A' | 'a') => Some(0),
        Some('B' | 'b') => Some(1),
        Some(c) => return Err(format!("échiquier « {c} » inconnu (A ou B)")),
    };
    game.perft(depth, board).map_err(|e| match e {
        PerftError::TooDeep { depth, max } => {
            format!("profondeur {depth} trop grande : perft compte au plus {max} demi-coups")
        }
        PerftError::NoSuchBoard => "--board ne sert qu'au bughouse (deux échiquiers)".into(),
    })
}
