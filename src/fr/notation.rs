//! Notation faults in French: what a position or move string gets wrong, one
//! sentence each, with the example of what is expected; and the errors of the `moves`
//! and `perft` commands.

use crate::notation::fault::{Fen4Field, NotationFault};

fn colour(white: bool) -> &'static str {
    if white { "blanc" } else { "noir" }
}

fn fen4_field(f: Fen4Field) -> &'static str {
    match f {
        Fen4Field::Eliminated => "des joueurs éliminés",
        Fen4Field::Kingside => "du petit roque",
        Fen4Field::Queenside => "du grand roque",
        Fen4Field::Points => "des points",
    }
}

/// « N trouvée(s) », agreeing with the count.
fn found(n: usize, feminine: bool) -> String {
    let e = if feminine { "e" } else { "" };
    let s = if n > 1 { "s" } else { "" };
    format!("{n} trouvé{e}{s}")
}

/// The French sentence of a notation fault: each family of notation has its own
/// sentences, and every fault belongs to one (a new fault fails to compile here).
pub fn message(fault: &NotationFault) -> String {
    use NotationFault as F;
    match fault {
        F::FenFieldCount { .. }
        | F::FenTurn { .. }
        | F::FenHalfmove { .. }
        | F::FenFullmove { .. }
        | F::FenRankCount { .. }
        | F::FenDigit { .. }
        | F::FenRankTooLong { .. }
        | F::FenCharacter { .. }
        | F::FenRankShort { .. }
        | F::FenCastlingLetters { .. }
        | F::FenCastlingRepeated { .. }
        | F::FenEnPassantField { .. }
        | F::FenCastlingWithoutPieces { .. }
        | F::FenEnPassantImpossible { .. }
        | F::KingMissing { .. }
        | F::TooManyKings { .. }
        | F::PawnOnBackRank { .. }
        | F::WaitingKingInCheck { .. }
        | F::TooManyCheckers
        | F::ChessPieceToken { .. }
        | F::ChessTurn
        | F::ChessSeat
        | F::TwoPiecesOn { .. }
        | F::EmptyMove
        | F::PromotionUnreadable { .. }
        | F::NotTheAnnouncedPiece { .. }
        | F::SanUnreadable { .. }
        | F::SanNoPieceReaches { .. }
        | F::SanIllegalAmbiguous { .. }
        | F::SanAmbiguous { .. } => chess(fault),
        F::ZhPocketUnclosed { .. }
        | F::ZhTildeAlone
        | F::ZhTildeNotPromoted { .. }
        | F::ZhPocketLetter { .. }
        | F::TwoBoardsExpected
        | F::OnBoard { .. }
        | F::BughouseMoveToken { .. }
        | F::BughouseClock { .. }
        | F::DropUnreadable { .. }
        | F::SquareInMove { .. }
        | F::BughousePieceToken { .. }
        | F::BughouseTurn
        | F::BughouseSeat
        | F::BughouseHandToken { .. } => bughouse(fault),
        F::BpgnTagUnclosed
        | F::BpgnTag { .. }
        | F::BpgnTagValue { .. }
        | F::BpgnCommentUnclosed
        | F::BpgnMove { .. }
        | F::BpgnIllegal { .. }
        | F::BpgnEnd { .. } => bpgn(fault),
        F::Fen4Separators
        | F::Fen4MissingFields
        | F::Fen4Turn { .. }
        | F::Fen4FieldUnreadable { .. }
        | F::Fen4FieldCount { .. }
        | F::Fen4Counter { .. }
        | F::Fen4RankCount { .. }
        | F::Fen4EmptyCount { .. }
        | F::Fen4PieceOffBoard { .. }
        | F::Fen4RankWidth { .. }
        | F::Fen4Piece { .. }
        | F::Fen4EnPassantOpen
        | F::Fen4EnPassantClose
        | F::Fen4EnPassantCount
        | F::Fen4EnPassantEntry { .. }
        | F::Fen4Square { .. }
        | F::Chess4Seat { .. }
        | F::EmptyPiece
        | F::Chess4Piece { .. }
        | F::SquareInToken { .. }
        | F::Chess4TwoKings { .. }
        | F::Chess4TurnToAbsent { .. }
        | F::GameOver
        | F::CastlingNotHere
        | F::Chess4MoveUnreadable { .. }
        | F::NoSuchPieceOn { .. }
        | F::CapturedIsNot { .. }
        | F::Refused { .. } => chess4(fault),
        F::Shogi4FieldCount
        | F::Shogi4RankCount
        | F::Shogi4EmptyCount { .. }
        | F::Shogi4RankTooLong { .. }
        | F::Shogi4RankShort { .. }
        | F::Shogi4Turn { .. }
        | F::Shogi4HandCount
        | F::Shogi4Hand { .. }
        | F::Shogi4Mate { .. }
        | F::Shogi4MoveNumber { .. }
        | F::Shogi4Cell { .. }
        | F::Shogi4PieceToken { .. }
        | F::Shogi4Promotion { .. }
        | F::Shogi4Seat
        | F::Shogi4HandToken { .. }
        | F::Shogi4HandOfAbsent { .. }
        | F::Shogi4MoveUnreadable { .. }
        | F::Shogi4Setup(_) => shogi4(fault),
        F::Record(f) => super::records::fault(f),
    }
}

/// The faults of a FEN, a position given piece by piece and a SAN move.
fn chess(fault: &NotationFault) -> String {
    use NotationFault as F;
    match fault {
        F::FenFieldCount { found: n } => format!(
            "FEN invalide : 6 champs attendus (pièces, trait, roques, en passant, demi-coups, coups), {}.",
            found(*n, false)
        ),
        F::FenTurn { found } => {
            format!("FEN invalide : le trait doit être « w » ou « b », pas « {found} ».")
        }
        F::FenHalfmove { found } => {
            format!("FEN invalide : le compteur de demi-coups « {found} » n'est pas un nombre.")
        }
        F::FenFullmove { found } => {
            format!("FEN invalide : le numéro de coup « {found} » doit être un nombre positif.")
        }
        F::FenRankCount { found: n } => format!(
            "FEN invalide : 8 rangées séparées par « / » attendues, {}.",
            found(*n, true)
        ),
        F::FenDigit { digit, rank } => {
            format!("FEN invalide : chiffre « {digit} » impossible dans la rangée {rank}.")
        }
        F::FenRankTooLong { rank } => {
            format!("FEN invalide : la rangée {rank} compte plus de 8 cases.")
        }
        F::FenCharacter { found, rank } => {
            format!("FEN invalide : caractère « {found} » inconnu dans la rangée {rank}.")
        }
        F::FenRankShort { rank, files } => {
            format!("FEN invalide : la rangée {rank} compte {files} cases au lieu de 8.")
        }
        F::FenCastlingLetters { field } => {
            format!("FEN invalide : champ de roque « {field} » incorrect (lettres KQkq ou « - »).")
        }
        F::FenCastlingRepeated { field } => {
            format!("FEN invalide : champ de roque « {field} » avec une lettre répétée.")
        }
        F::FenEnPassantField { field } => {
            format!("FEN invalide : case en passant « {field} » incorrecte (une case ou « - »).")
        }
        F::FenCastlingWithoutPieces { letter, king, rook } => format!(
            "FEN invalide : droit de roque « {letter} » sans le roi en {king} et la tour en {rook}."
        ),
        F::FenEnPassantImpossible { square } => format!(
            "FEN invalide : case en passant {square} impossible (aucun pion adverse ne vient de la sauter)."
        ),
        F::KingMissing { white } => {
            format!("Position impossible : il manque le roi {}.", colour(*white))
        }
        F::TooManyKings { white, count } => format!(
            "Position impossible : {count} rois {}s sur l'échiquier.",
            colour(*white)
        ),
        F::PawnOnBackRank { square } => format!(
            "Position impossible : un pion en {square} (aucun pion ne peut se trouver sur la 1re ou la 8e rangée)."
        ),
        F::WaitingKingInCheck { white } => format!(
            "Position impossible : le roi {} est en échec alors que ce n'est pas à lui de jouer.",
            colour(*white)
        ),
        F::TooManyCheckers => {
            "Position impossible : le roi au trait est attaqué par plus de deux pièces.".into()
        }
        F::ChessPieceToken { token } => format!(
            "Pièce « {token} » illisible : une lettre K, Q, R, B ou N (rien pour un pion) suivie d'une case, comme Ke1 ou e2."
        ),
        F::ChessTurn => "Le trait doit être aux Blancs ou aux Noirs.".into(),
        F::ChessSeat => "Aux échecs, seuls les Blancs et les Noirs ont des pièces.".into(),
        F::TwoPiecesOn {
            square,
            board: None,
        } => format!("Deux pièces sur la même case {square}."),
        F::TwoPiecesOn {
            square,
            board: Some(b),
        } => format!("Deux pièces sur la même case {square} de l'échiquier {b}."),
        F::EmptyMove => "Coup vide.".into(),
        F::PromotionUnreadable { text } => format!("Promotion illisible dans « {text} »."),
        F::NotTheAnnouncedPiece { text, square } => {
            format!("Coup « {text} » : la pièce en {square} n'est pas celle annoncée.")
        }
        F::SanUnreadable { text } => {
            format!("Coup « {text} » illisible en notation algébrique.")
        }
        F::SanNoPieceReaches { text, square } => format!(
            "Coup « {text} » impossible : aucune pièce de ce type ne peut aller en {square}."
        ),
        F::SanIllegalAmbiguous { text } => {
            format!("Coup « {text} » illégal, et plusieurs pièces pourraient être visées.")
        }
        F::SanAmbiguous { text } => {
            format!("Coup « {text} » ambigu : précisez la colonne ou la rangée de départ.")
        }
        // `message` sends each fault to its family's function
        _ => String::new(),
    }
}

/// The faults of crazyhouse FEN, the two-board position and the moves of bughouse.
fn bughouse(fault: &NotationFault) -> String {
    use NotationFault as F;
    match fault {
        F::ZhPocketUnclosed { pocket } => format!(
            "FEN de crazyhouse invalide : la réserve « {pocket} » doit finir par « ] »."
        ),
        F::ZhTildeAlone => "FEN de crazyhouse invalide : « ~ » doit suivre une pièce.".into(),
        F::ZhTildeNotPromoted { square } => format!(
            "FEN de crazyhouse invalide : « ~ » en {square} ne suit pas une dame, une tour, un fou ou un cavalier."
        ),
        F::ZhPocketLetter { letter } => format!(
            "FEN de crazyhouse invalide : « {letter} » dans la réserve (lettres QRBNP, minuscules pour les Noirs)."
        ),
        F::TwoBoardsExpected => "Position de bughouse invalide : deux FEN séparées par « | » attendues (échiquier A | échiquier B).".into(),
        F::OnBoard { board, fault } => format!("Échiquier {board} : {}", message(fault)),
        F::BughouseMoveToken { text } => format!(
            "Coup « {text} » illisible : une lettre de joueur (A, a, B, b), un point, puis le coup, comme « A. e4 » ou « b. P@f7 »."
        ),
        F::BughouseClock { clock, text } => format!(
            "Pendule « {{{clock}}} » illisible dans « {text} » (des secondes, comme {{119.051}})."
        ),
        F::DropUnreadable { text } => {
            format!("Parachutage « {text} » illisible (comme P@f7 ou N@e5).")
        }
        F::SquareInMove { square, text } => {
            format!("Case « {square} » inconnue dans « {text} ».")
        }
        F::BughousePieceToken { token } => format!(
            "Pièce « {token} » illisible : une lettre K, Q, R, B ou N (rien pour un pion) suivie d'une case, comme Ke1 ou e2 ; *N pour un cavalier en main."
        ),
        F::BughouseTurn => "Le trait doit être à A, a, B ou b.".into(),
        F::BughouseSeat => "Joueur inconnu au bughouse (A, a, B, b).".into(),
        F::BughouseHandToken { token } => {
            format!("Pièce en main « {token} » illisible (*Q, *R, *B, *N ou *P).")
        }
        // `message` sends each fault to its family's function
        _ => String::new(),
    }
}

/// The faults of a BPGN record (a bughouse game).
fn bpgn(fault: &NotationFault) -> String {
    use NotationFault as F;
    match fault {
        F::BpgnTagUnclosed => "BPGN : balise sans « ] ».".into(),
        F::BpgnTag { inner } => format!("BPGN : balise « [{inner}] » illisible."),
        F::BpgnTagValue { key } => {
            format!("BPGN : la valeur de la balise {key} doit être entre guillemets.")
        }
        F::BpgnCommentUnclosed => "BPGN : commentaire sans « } ».".into(),
        F::BpgnMove {
            number,
            text: None,
            fault,
        } => format!("BPGN, coup {number} : {}", message(fault)),
        F::BpgnMove {
            number,
            text: Some(t),
            fault,
        } => format!("BPGN, coup {number} ({t}) : {}", message(fault)),
        F::BpgnIllegal {
            number,
            text,
            reason: None,
        } => format!("BPGN, coup {number} ({text}) illégal."),
        F::BpgnIllegal {
            number,
            text,
            reason: Some(r),
        } => format!("BPGN, coup {number} ({text}) illégal : {}.", refusal(r)),
        F::BpgnEnd { reason } => format!("BPGN : fin de partie impossible ({}).", refusal(reason)),
        // `message` sends each fault to its family's function
        _ => String::new(),
    }
}

/// The faults of a FEN4 position and of the PGN4 moves of four-player chess.
fn chess4(fault: &NotationFault) -> String {
    use NotationFault as F;
    match fault {
        F::Fen4Separators => "FEN4 : champs séparés par « - » attendus".into(),
        F::Fen4MissingFields => "FEN4 : il manque des champs avant l'échiquier".into(),
        F::Fen4Turn { found } => format!("FEN4 : trait « {found} » inconnu (R, B, Y ou G)"),
        F::Fen4FieldUnreadable { field, text } => {
            format!("FEN4 : champ {} illisible « {text} »", fen4_field(*field))
        }
        F::Fen4FieldCount { field } => format!(
            "FEN4 : champ {} : quatre valeurs attendues",
            fen4_field(*field)
        ),
        F::Fen4Counter { text } => format!("FEN4 : compteur « {text} » illisible"),
        F::Fen4RankCount { found: n } => {
            format!("FEN4 : 14 rangées attendues, {}", found(*n, true))
        }
        F::Fen4EmptyCount { token } => format!("FEN4 : nombre de cases « {token} » invalide"),
        F::Fen4PieceOffBoard { token, rank } => {
            format!("FEN4 : pièce « {token} » hors de l'échiquier (rangée {rank})")
        }
        F::Fen4RankWidth { rank, files } => {
            format!("FEN4 : la rangée {rank} couvre {files} cases au lieu de 14")
        }
        F::Fen4Piece { token } => format!("FEN4 : pièce « {token} » inconnue"),
        F::Fen4EnPassantOpen => "FEN4 : enPassant sans parenthèse".into(),
        F::Fen4EnPassantClose => "FEN4 : enPassant sans parenthèse fermante".into(),
        F::Fen4EnPassantCount => "FEN4 : enPassant doit avoir quatre entrées".into(),
        F::Fen4EnPassantEntry { entry } => {
            format!("FEN4 : entrée enPassant « {entry} » illisible")
        }
        F::Fen4Square { square } => format!("FEN4 : case « {square} » inconnue"),
        F::Chess4Seat { seat } => format!("joueur n° {} inconnu", u32::from(*seat) + 1),
        F::EmptyPiece => "pièce vide".into(),
        F::Chess4Piece { token } => format!("pièce « {token} » inconnue"),
        F::SquareInToken { square, token } => {
            format!("case « {square} » inconnue dans « {token} »")
        }
        F::Chess4TwoKings { seat } => format!("deux rois pour {}", super::seat_name(seat)),
        F::Chess4TurnToAbsent { seat } => {
            format!(
                "le trait est à un joueur absent ({})",
                super::seat_name(seat)
            )
        }
        F::GameOver => "la partie est terminée".into(),
        F::CastlingNotHere => "roque impossible ici".into(),
        F::Chess4MoveUnreadable { text } => format!(
            "coup « {text} » illisible (ex. : d2-d4, Nj1-i3, Bh2xNl6, h10-h11=Q, O-O, d2d4)"
        ),
        F::NoSuchPieceOn {
            text,
            letter,
            square,
        } => format!("« {text} » : pas de pièce {letter} sur {square}"),
        F::CapturedIsNot {
            text,
            letter,
            square,
        } => format!("« {text} » : la pièce prise sur {square} n'est pas {letter}"),
        F::Refused { token, reason } => format!("« {token} » refusé : {}", refusal(reason)),
        // `message` sends each fault to its family's function
        _ => String::new(),
    }
}

/// The faults of a shogi4 position and its moves.
fn shogi4(fault: &NotationFault) -> String {
    use NotationFault as F;
    match fault {
        F::Shogi4FieldCount => "une position shogi4 a cinq champs : plateau, joueur au trait, réserves, mats, numéro du coup".into(),
        F::Shogi4RankCount => "le plateau doit avoir 9 rangées séparées par « / »".into(),
        F::Shogi4EmptyCount { cell } => {
            format!("nombre de cases vides impossible « {cell} »")
        }
        F::Shogi4RankTooLong { row } => format!("la rangée {row} a plus de 9 cases"),
        F::Shogi4RankShort { row } => format!("la rangée {row} n'a pas 9 cases"),
        F::Shogi4Turn { found } => {
            format!("joueur au trait inconnu « {found} » (S, W, N ou E)")
        }
        F::Shogi4HandCount => "il faut quatre réserves séparées par « / »".into(),
        F::Shogi4Hand { text } => format!("réserve illisible « {text} »"),
        F::Shogi4Mate { entry } => format!("mat illisible « {entry} » (ex. W>S)"),
        F::Shogi4MoveNumber { text } => format!("numéro de coup illisible « {text} »"),
        F::Shogi4Cell { token } => format!("pièce illisible « {token} » dans la position"),
        F::Shogi4PieceToken { token } => {
            format!("pièce illisible « {token} » (ex. K5i, +R5b, 5g, G4a>s, K5a!)")
        }
        F::Shogi4Promotion { token } => format!("« {token} » : seuls T, S et P se promeuvent"),
        F::Shogi4Seat => "siège inconnu".into(),
        F::Shogi4HandToken { token } => {
            format!("pièce en réserve illisible « {token} » (ex. *P, *R)")
        }
        F::Shogi4HandOfAbsent { seat } => format!(
            "{} ne joue pas : pas de réserve possible",
            super::seat_name(seat)
        ),
        F::Shogi4MoveUnreadable { text } => {
            format!("coup illisible « {text} » (ex. 5g5f, 8h2b+, P*5e)")
        }
        F::Shogi4Setup(e) => {
            let seat = |s: crate::rules::Seat| {
                crate::rules::shogi4::SEAT_IDS
                    .get(s as usize)
                    .map_or_else(|| s.to_string(), |id| id.to_string())
            };
            format!(
                "position shogi4 impossible : {}",
                super::setup_error(crate::rules::shogi4::geo(), &seat, e)
            )
        }
        // `message` sends each fault to its family's function
        _ => String::new(),
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
fn refusal(r: &crate::notation::Refusal) -> String {
    super::illegal(&*r.game, &r.why)
}
