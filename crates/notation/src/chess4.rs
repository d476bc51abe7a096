//! Four-player chess notation: Chess.com's FEN4 positions and PGN4 moves.
//!
//! FEN4 is read with `x` or digit-style corners and written with `x` corners in
//! Chess.com's field order; PGN4 moves are long algebraic (`Nj1-i3`, `Bh2xNl6`,
//! `h10-h11=Q`, `O-O`), bare from-to (`d2d4`, `h10h11q`) is accepted too.

use super::{Chess4Fault as F, Fen4Field, NotationError, NotationFault};
use arbitre_rules::chess4::{
    Chess4, KINGSIDE, Position, QUEENSIDE, SeatStatus, castle_move, geometry,
};
use arbitre_rules::{Event, Game, Move, Piece, PieceKind, Preset, Seat, Square};

const COLOURS: [char; 4] = ['r', 'b', 'y', 'g'];
const TURN_LETTERS: [char; 4] = ['R', 'B', 'Y', 'G'];

fn err(fault: impl Into<NotationFault>) -> NotationError {
    NotationError {
        fault: fault.into(),
    }
}

fn name(sq: Square) -> String {
    geometry().name(sq)
}

/// Reads a FEN4 string into a game of `preset`.
pub fn parse_fen4(preset: Preset, text: &str) -> Result<Chess4, NotationError> {
    let opts = preset.chess4_options();
    let text: String = text.split_whitespace().collect::<Vec<_>>().join("");
    let last = text.rfind('-').ok_or_else(|| err(F::Fen4Separators))?;
    let (head, board) = (&text[..last], &text[last + 1..]);
    let fields: Vec<&str> = head.splitn(7, '-').collect();
    if fields.len() < 6 {
        return Err(err(F::Fen4MissingFields));
    }
    let mut pos = Position::empty();
    pos.turn = match fields[0] {
        "R" | "r" => 0,
        "B" | "b" => 1,
        "Y" | "y" => 2,
        "G" | "g" => 3,
        t => {
            return Err(err(F::Fen4Turn {
                found: t.to_string(),
            }));
        }
    };
    let four = |f: &str, field: Fen4Field| -> Result<[i32; 4], NotationError> {
        let v: Vec<i32> = f
            .split(',')
            .map(|x| x.trim().parse::<i32>())
            .collect::<Result<_, _>>()
            .map_err(|_| {
                err(F::Fen4FieldUnreadable {
                    field,
                    text: f.to_string(),
                })
            })?;
        <[i32; 4]>::try_from(v).map_err(|_| err(F::Fen4FieldCount { field }))
    };
    let dead = four(fields[1], Fen4Field::Eliminated)?;
    let ck = four(fields[2], Fen4Field::Kingside)?;
    let cq = four(fields[3], Fen4Field::Queenside)?;
    let points = four(fields[4], Fen4Field::Points)?;
    let clock = fields[5].trim().parse::<u32>().map_err(|_| {
        err(F::Fen4Counter {
            text: fields[5].to_string(),
        })
    })?;
    for s in 0..4 {
        pos.castling[s] = [ck[s] != 0, cq[s] != 0];
    }
    parse_board(board, &dead, &mut pos)?;
    if let Some(extras) = fields.get(6) {
        parse_extras(extras, &mut pos)?;
    }
    for s in 0..4u8 {
        if dead[s as usize] != 0 {
            // A dead flag with a live king is a zombie king (Chess.com's dead king walking).
            let live_king = has_live_king(&mut pos, s);
            pos.status[s as usize] = if live_king {
                SeatStatus::Zombie
            } else {
                SeatStatus::Out
            };
            pos.kill_army(s, live_king);
        }
    }
    Ok(Chess4::from_position(preset, opts, pos, points, clock))
}

/// Whether `seat` still has a live king on the board.
fn has_live_king(pos: &mut Position, seat: Seat) -> bool {
    pos.refresh_kings();
    pos.kings[seat as usize].is_some()
}

fn parse_board(board: &str, dead: &[i32; 4], pos: &mut Position) -> Result<(), NotationError> {
    let g = geometry();
    let rows: Vec<&str> = board.split('/').collect();
    if rows.len() != 14 {
        return Err(err(F::Fen4RankCount { found: rows.len() }));
    }
    for (i, row) in rows.iter().enumerate() {
        let rank = 13 - i as i32;
        let mut file = 0i32;
        for tok in row.split(',') {
            let tok = tok.trim();
            if tok.is_empty() {
                continue;
            }
            if tok == "x" || tok == "X" {
                file += 1;
                continue;
            }
            if let Ok(n) = tok.parse::<i32>() {
                if !(1..=14).contains(&n) {
                    return Err(err(F::Fen4EmptyCount {
                        token: tok.to_string(),
                    }));
                }
                file += n;
                continue;
            }
            let piece = parse_piece_token(tok, dead)?;
            let sq = g.square(file, rank).ok_or_else(|| {
                err(F::Fen4PieceOffBoard {
                    token: tok.to_string(),
                    rank: rank + 1,
                })
            })?;
            pos.put(sq, Some(piece));
            file += 1;
        }
        if file != 14 {
            return Err(err(F::Fen4RankWidth {
                rank: rank + 1,
                files: file,
            }));
        }
    }
    pos.refresh_kings();
    Ok(())
}

/// `rP`, `bK`, `yD` (promoted queen), dead pieces `drK` (or `dP`: owner = a dead seat).
fn parse_piece_token(tok: &str, dead: &[i32; 4]) -> Result<Piece, NotationError> {
    let bad = || {
        err(F::Fen4Piece {
            token: tok.to_string(),
        })
    };
    let chars: Vec<char> = tok.chars().collect();
    let (is_dead, rest) = if chars.len() >= 2 && chars[0] == 'd' && !COLOURS.contains(&chars[1])
        || chars.len() == 3 && chars[0] == 'd'
    {
        (true, &chars[1..])
    } else {
        (false, &chars[..])
    };
    let (owner, letter) = match rest {
        [c, l] => (
            COLOURS.iter().position(|x| x == c).ok_or_else(bad)? as Seat,
            *l,
        ),
        [l] if is_dead => (
            dead.iter().position(|&d| d != 0).ok_or_else(bad)? as Seat,
            *l,
        ),
        _ => return Err(bad()),
    };
    let (kind, promoted) = if letter == 'D' {
        (PieceKind::Queen, true)
    } else {
        let k = PieceKind::from_letter(letter).ok_or_else(bad)?;
        if matches!(k, PieceKind::Gold | PieceKind::Silver) {
            return Err(bad());
        }
        (k, false)
    };
    let mut p = Piece::new(kind, owner, arbitre_rules::chess4::FACINGS[owner as usize]);
    p.promoted = promoted;
    p.dead = is_dead;
    Ok(p)
}

/// Reads the `enPassant` extra: `{'enPassant':('','c4:d4','','')}`.
fn parse_extras(extras: &str, pos: &mut Position) -> Result<(), NotationError> {
    let Some(at) = extras.find("enPassant") else {
        return Ok(());
    };
    let rest = &extras[at..];
    let open = rest.find('(').ok_or_else(|| err(F::Fen4EnPassantOpen))?;
    let close = rest[open..]
        .find(')')
        .ok_or_else(|| err(F::Fen4EnPassantClose))?;
    let inner = &rest[open + 1..open + close];
    let entries: Vec<&str> = inner
        .split(',')
        .map(|e| e.trim().trim_matches(['\'', '"']))
        .collect();
    if entries.len() != 4 {
        return Err(err(F::Fen4EnPassantCount));
    }
    let g = geometry();
    for (s, e) in entries.iter().enumerate() {
        if e.is_empty() {
            continue;
        }
        let (a, b) = e.split_once(':').ok_or_else(|| {
            err(F::Fen4EnPassantEntry {
                entry: e.to_string(),
            })
        })?;
        let skipped = g.parse_square(a).ok_or_else(|| {
            err(F::Fen4Square {
                square: a.to_string(),
            })
        })?;
        let landing = g.parse_square(b).ok_or_else(|| {
            err(F::Fen4Square {
                square: b.to_string(),
            })
        })?;
        pos.en_passant[s] = Some((skipped, landing));
    }
    Ok(())
}

/// Writes a game as FEN4 (x-style corners, Chess.com field order).
pub fn write_fen4(game: &Chess4) -> String {
    let pos = game.position();
    let g = geometry();
    let join = |v: [String; 4]| v.join(",");
    let dead = (0..4u8).map(|s| {
        if game.status(s) == SeatStatus::Active {
            "0"
        } else {
            "1"
        }
        .to_string()
    });
    let flags = |side: usize| {
        (0..4).map(move |s| if pos.castling[s][side] { "1" } else { "0" }.to_string())
    };
    let arr = |it: &mut dyn Iterator<Item = String>| -> [String; 4] {
        std::array::from_fn(|_| it.next().unwrap_or_default())
    };
    let mut out = format!(
        "{}-{}-{}-{}-{}-{}-",
        TURN_LETTERS[pos.turn as usize % 4],
        join(arr(&mut dead.into_iter())),
        join(arr(&mut flags(KINGSIDE))),
        join(arr(&mut flags(QUEENSIDE))),
        join(arr(&mut game.points().iter().map(|p| p.to_string()))),
        game.clock()
    );
    if pos.en_passant.iter().any(|e| e.is_some()) {
        let entries: Vec<String> = pos
            .en_passant
            .iter()
            .map(|e| match e {
                Some((s, l)) => format!("'{}:{}'", name(*s), name(*l)),
                None => "''".to_string(),
            })
            .collect();
        out.push_str(&format!("{{'enPassant':({})}}-", entries.join(",")));
    }
    let mut rows = Vec::new();
    for rank in (0..14).rev() {
        let mut toks: Vec<String> = Vec::new();
        let mut empty = 0;
        for file in 0..14 {
            match g.square(file, rank) {
                None => {
                    if empty > 0 {
                        toks.push(empty.to_string());
                        empty = 0;
                    }
                    toks.push("x".into());
                }
                Some(sq) => match pos.get(sq) {
                    None => empty += 1,
                    Some(p) => {
                        if empty > 0 {
                            toks.push(empty.to_string());
                            empty = 0;
                        }
                        toks.push(piece_token(&p));
                    }
                },
            }
        }
        if empty > 0 {
            toks.push(empty.to_string());
        }
        rows.push(toks.join(","));
    }
    out.push_str(&rows.join("/"));
    out
}

fn piece_token(p: &Piece) -> String {
    let letter = if p.promoted && p.kind == PieceKind::Queen {
        'D'
    } else {
        p.kind.letter()
    };
    format!(
        "{}{}{}",
        if p.dead { "d" } else { "" },
        COLOURS[p.owner as usize % 4],
        letter
    )
}

/// A game holding exactly these pieces; a seat with no king is out of the game (its
/// pieces, if any, are dead). Tokens: `Kh1`, bare `d2` (pawn), `Dh8` (promoted queen),
/// `~Qg1` (a dead piece). No castling rights, no en passant.
pub fn from_pieces(
    preset: Preset,
    pieces: &[(Seat, Vec<String>)],
    turn: Seat,
) -> Result<Chess4, NotationError> {
    let opts = preset.chess4_options();
    let g = geometry();
    let mut pos = Position::empty();
    let mut has_king = [false; 4];
    for (seat, toks) in pieces {
        let seat = *seat;
        if seat > 3 {
            return Err(err(F::Chess4Seat { seat }));
        }
        for tok in toks {
            let t = tok.trim();
            let (dead, t) = match t.strip_prefix('~') {
                Some(rest) => (true, rest),
                None => (false, t),
            };
            let first = t.chars().next().ok_or_else(|| err(F::EmptyPiece))?;
            let (kind, promoted, sq) = if first.is_ascii_uppercase() {
                let (kind, promoted) = match first {
                    'D' => (PieceKind::Queen, true),
                    c => match PieceKind::from_letter(c) {
                        Some(k) if !matches!(k, PieceKind::Gold | PieceKind::Silver) => (k, false),
                        _ => {
                            return Err(err(F::Chess4Piece {
                                token: tok.to_string(),
                            }));
                        }
                    },
                };
                (kind, promoted, &t[1..])
            } else {
                (PieceKind::Pawn, false, t)
            };
            let sq = g.parse_square(sq).ok_or_else(|| {
                err(F::SquareInToken {
                    square: sq.to_string(),
                    token: tok.to_string(),
                })
            })?;
            if pos.get(sq).is_some() {
                return Err(err(NotationFault::TwoPiecesOn {
                    square: name(sq),
                    board: None,
                }));
            }
            let mut p = Piece::new(kind, seat, arbitre_rules::chess4::FACINGS[seat as usize]);
            p.promoted = promoted;
            p.dead = dead;
            if kind == PieceKind::King && !dead {
                if has_king[seat as usize] {
                    return Err(err(F::Chess4TwoKings {
                        seat: seat_name(seat).to_string(),
                    }));
                }
                has_king[seat as usize] = true;
            }
            pos.put(sq, Some(p));
        }
    }
    for s in 0..4u8 {
        if !has_king[s as usize] {
            pos.status[s as usize] = SeatStatus::Out;
            pos.kill_army(s, false);
        }
    }
    if turn > 3 || !has_king[turn as usize] {
        return Err(err(F::Chess4TurnToAbsent {
            seat: seat_name(turn).to_string(),
        }));
    }
    pos.turn = turn;
    Ok(Chess4::from_position(preset, opts, pos, [0; 4], 0))
}

fn seat_name(seat: Seat) -> &'static str {
    arbitre_rules::chess4::SEAT_IDS
        .get(seat as usize)
        .copied()
        .unwrap_or("?")
}

/// Whether the piece on a square is the one a move's letter names (`D`, the French
/// queen, as well as `Q`).
fn is_lettered(piece: Option<Piece>, letter: char) -> bool {
    piece
        .is_some_and(|p| p.kind.letter() == letter || (letter == 'D' && p.kind == PieceKind::Queen))
}

/// Reads a move: PGN4 long algebraic, castling, bare from-to, or a seat token
/// (`R` resigns, `T` times out the player to move).
pub fn parse_move(game: &Chess4, text: &str) -> Result<(Seat, Move), NotationError> {
    let seat = *game
        .to_move()
        .first()
        .ok_or_else(|| err(NotationFault::GameOver))?;
    let t = text.trim().trim_end_matches(['+', '#', '!', '?']);
    match t {
        "R" => return Ok((seat, Move::Resign(seat))),
        "T" => return Ok((seat, Move::Timeout(seat))),
        _ => {}
    }
    let opts = game.chess4_options();
    let castle = match t.replace('0', "O").as_str() {
        "O-O" => Some(KINGSIDE),
        "O-O-O" => Some(QUEENSIDE),
        _ => None,
    };
    if let Some(side) = castle {
        let m = castle_move(opts.layout, seat, side).ok_or_else(|| err(F::CastlingNotHere))?;
        return Ok((seat, m));
    }
    let g = geometry();
    let b = t.as_bytes();
    let mut i = 0;
    let mut letter = None;
    if i < b.len() && b[i].is_ascii_uppercase() {
        letter = Some(b[i] as char);
        i += 1;
    }
    let read_square = |i: &mut usize| -> Option<Square> {
        let start = *i;
        if *i < b.len() && b[*i].is_ascii_lowercase() {
            *i += 1;
        } else {
            return None;
        }
        while *i < b.len() && b[*i].is_ascii_digit() && *i - start < 3 {
            *i += 1;
        }
        g.parse_square(&t[start..*i])
    };
    let bad = || {
        err(F::Chess4MoveUnreadable {
            text: text.to_string(),
        })
    };
    let from = read_square(&mut i).ok_or_else(bad)?;
    let mut captured_letter = None;
    if i < b.len() && (b[i] == b'-' || b[i] == b'x') {
        let capture = b[i] == b'x';
        i += 1;
        if capture && i < b.len() && b[i].is_ascii_uppercase() {
            captured_letter = Some(b[i] as char);
            i += 1;
        }
    }
    let to = read_square(&mut i).ok_or_else(bad)?;
    let mut promotion = None;
    if i < b.len() {
        let rest = t[i..].trim_start_matches('=');
        let c = rest.chars().next().ok_or_else(bad)?;
        if rest.chars().count() != 1 {
            return Err(bad());
        }
        promotion = Some(match c.to_ascii_uppercase() {
            'D' => PieceKind::Queen,
            c => match PieceKind::from_letter(c) {
                Some(
                    k
                    @ (PieceKind::Queen | PieceKind::Rook | PieceKind::Bishop | PieceKind::Knight),
                ) => k,
                _ => return Err(bad()),
            },
        });
    }
    let piece = game.position().get(from);
    if let Some(l) = letter
        && !is_lettered(piece, l)
    {
        return Err(err(F::NoSuchPieceOn {
            text: text.to_string(),
            letter: l,
            square: name(from),
        }));
    }
    if let Some(l) = captured_letter
        && !is_lettered(game.position().get(to), l)
    {
        return Err(err(F::CapturedIsNot {
            text: text.to_string(),
            letter: l,
            square: name(to),
        }));
    }
    // FFA promotes automatically to the queen: accept the move without `=Q`.
    if promotion.is_none()
        && matches!(piece, Some(p) if p.kind == PieceKind::Pawn)
        && opts.promotion == arbitre_rules::chess4::Promotion::QueenWorthOne
        && arbitre_rules::chess4::relative_rank(seat, to) + 1 >= opts.promotion_rank as i32
    {
        promotion = Some(PieceKind::Queen);
    }
    let mv = game.normalize(
        seat,
        &Move::Step {
            from,
            to,
            promotion,
        },
    );
    Ok((seat, mv))
}

/// PGN4 text of a move, with `+`/`#` suffixes from playing it on a copy.
pub fn write_move(game: &Chess4, seat: Seat, mv: &Move, french: bool) -> String {
    let letter = |k: PieceKind| -> String {
        let c = if french {
            match k {
                PieceKind::King => 'R',
                PieceKind::Queen => 'D',
                PieceKind::Rook => 'T',
                PieceKind::Bishop => 'F',
                PieceKind::Knight => 'C',
                _ => 'P',
            }
        } else {
            k.letter()
        };
        c.to_string()
    };
    let mut s = match mv {
        Move::Castle { .. } => {
            if castle_move(game.chess4_options().layout, seat, KINGSIDE).as_ref() == Some(mv) {
                "O-O".to_string()
            } else {
                "O-O-O".to_string()
            }
        }
        Move::Step {
            from,
            to,
            promotion,
        } => {
            let pos = game.position();
            let Some(p) = pos.get(*from) else {
                return format!("{}{}", name(*from), name(*to));
            };
            let mut out = String::new();
            if p.kind != PieceKind::Pawn {
                out.push_str(&letter(p.kind));
            }
            out.push_str(&name(*from));
            match pos.get(*to) {
                Some(t) => {
                    out.push('x');
                    if t.kind != PieceKind::Pawn {
                        out.push_str(&letter(t.kind));
                    }
                }
                None => {
                    let g = geometry();
                    let (fx, fy) = g.coords(*from);
                    let (tx, ty) = g.coords(*to);
                    let diagonal_pawn = p.kind == PieceKind::Pawn && fx != tx && fy != ty;
                    out.push(if diagonal_pawn { 'x' } else { '-' });
                }
            }
            out.push_str(&name(*to));
            if let Some(k) = promotion {
                out.push('=');
                out.push_str(&letter(*k));
            }
            out
        }
        Move::Resign(_) => return "R".into(),
        Move::Timeout(_) => return "T".into(),
        Move::ClaimWin(_) => return "claim".into(),
        Move::Leave(_) => return "R".into(),
        Move::DrawAgreed => return "draw".into(),
        Move::Drop { .. } => return "?".into(),
    };
    let mut copy = game.clone();
    if let Ok(events) = copy.play(seat, mv) {
        let mates: Vec<Seat> = events
            .iter()
            .filter_map(|e| match e {
                Event::Checkmate { seat } => Some(*seat),
                _ => None,
            })
            .collect();
        for e in &events {
            if let Event::Check { seat } = e
                && !mates.contains(seat)
            {
                s.push('+');
            }
        }
        for _ in &mates {
            s.push('#');
        }
    }
    s
}

/// A new game of `preset` from `start` or a FEN4.
pub fn parse_position(preset: Preset, text: &str) -> Result<Chess4, NotationError> {
    let t = text.trim();
    if t == "start" {
        return Ok(Chess4::start(preset, preset.chess4_options()));
    }
    parse_fen4(preset, t)
}

/// Replays a PGN4 game record (Chess.com's export) under `preset`: the `StartFen4` tag
/// (`4PC`, `4PCo` or a FEN4) if any, then the movetext. Seat tokens: `R` resigns and `T`
/// times out the player to move; `#` and `S` (mate or stalemate noted at that seat's
/// turn) are settled by the engine itself and skipped; a zombie king's move may carry an
/// `R`/`T` suffix. Comments `{…}` and variations `(…)` are skipped.
pub fn replay_pgn4(preset: Preset, text: &str) -> Result<Chess4, NotationError> {
    let mut start: Option<String> = None;
    let mut movetext = String::new();
    let mut in_tag = false;
    let mut tag = String::new();
    for c in text.chars() {
        match (in_tag, c) {
            (false, '[') => {
                in_tag = true;
                tag.clear();
            }
            (true, ']') => {
                in_tag = false;
                let t = tag.trim();
                if let Some(rest) = t.strip_prefix("StartFen4") {
                    start = Some(rest.trim().trim_matches('"').to_string());
                }
            }
            (true, c) => tag.push(c),
            (false, c) => movetext.push(c),
        }
    }
    let mut game = match start.as_deref().map(str::trim) {
        None | Some("4PC") | Some("") => Chess4::start(preset, preset.chess4_options()),
        Some("4PCo") => {
            let mut o = preset.chess4_options();
            o.layout = arbitre_rules::chess4::Layout::OldStandard;
            Chess4::start(preset, o)
        }
        Some(fen) => parse_fen4(preset, fen)?,
    };
    // Drop comments and variations (Chess.com does not nest them).
    let mut clean = String::new();
    let mut depth = 0i32;
    for c in movetext.chars() {
        match c {
            '{' | '(' => depth += 1,
            '}' | ')' => depth = (depth - 1).max(0),
            c if depth == 0 => clean.push(c),
            _ => {}
        }
    }
    for token in clean.split_whitespace() {
        let t = token.trim_end_matches(['+', '#']);
        let is_round = t.ends_with('.') && t[..t.len() - 1].chars().all(|c| c.is_ascii_digit());
        if t.is_empty() || t == ".." || is_round {
            continue;
        }
        if matches!(t, "1-0" | "0-1" | "Draw" | "*" | "S" | "1/2-1/2") {
            continue;
        }
        if game.outcome().is_some() {
            break;
        }
        // `R`, `T`, `RS`, `TS`, `R#`: an act of the seat to move; a zombie king's move
        // carries `R` or `T` after its destination square.
        let (body, suffix) = match t.strip_suffix(['R', 'T', 'S']) {
            Some(rest) if rest.ends_with(|c: char| c.is_ascii_digit() || c == '+' || c == '#') => {
                (rest, t.chars().last())
            }
            Some(rest) if matches!(rest, "R" | "T") => (rest, None),
            _ => (t, None),
        };
        let body = body.trim_end_matches(['+', '#']);
        let seat = *game
            .to_move()
            .first()
            .ok_or_else(|| err(NotationFault::GameOver))?;
        if matches!(body, "R" | "T") {
            // A bare act fills the seat's ply: a zombie king first moves next turn.
            let mv = if body == "R" {
                Move::Resign(seat)
            } else {
                Move::Timeout(seat)
            };
            game.resign_using_turn(&mv).map_err(|e| {
                err(NotationFault::Refused {
                    token: token.to_string(),
                    reason: crate::fault::Refusal::new(e, game.clone()),
                })
            })?;
            continue;
        }
        let (seat, mv) = parse_move(&game, body)?;
        // `Kj2-k2T` by a seat still in the game: it resigns (or runs out of time) and its
        // zombie king plays that move in the same turn.
        let act = match suffix {
            Some('R') => Some(Move::Resign(seat)),
            Some('T') => Some(Move::Timeout(seat)),
            _ => None,
        };
        let played = match act {
            Some(a) if game.status(seat) == arbitre_rules::chess4::SeatStatus::Active => {
                game.resign_then_king_move(&a, &mv)
            }
            _ => game.play(seat, &mv),
        };
        played.map_err(|e| {
            err(NotationFault::Refused {
                token: token.to_string(),
                reason: crate::fault::Refusal::new(e, game.clone()),
            })
        })?;
    }
    Ok(game)
}

/// Four-player chess's notation: FEN4 and PGN4 moves.
pub struct Chess4Notation;

impl crate::FamilyNotation for Chess4Notation {
    type Game = Chess4;

    fn parse_position(preset: Preset, text: &str) -> Result<Chess4, NotationError> {
        parse_position(preset, text)
    }

    fn from_pieces(
        preset: Preset,
        pieces: &[(Seat, Vec<String>)],
        turn: Seat,
    ) -> Result<Chess4, NotationError> {
        from_pieces(preset, pieces, turn)
    }

    fn write_position(game: &Chess4) -> String {
        write_fen4(game)
    }

    fn parse_move(game: &Chess4, text: &str) -> Result<(Seat, Move), NotationError> {
        parse_move(game, text)
    }

    fn write_move(game: &Chess4, seat: Seat, mv: &Move, french: bool) -> String {
        write_move(game, seat, mv, french)
    }

    // PGN4's `R` (resign) and `T` (timeout) name acts, not pieces: kept in any set
    fn in_english(text: &str) -> Result<String, NotationError> {
        match text.trim().trim_end_matches(['+', '#', '!', '?']) {
            "R" | "T" => Ok(text.to_string()),
            _ => crate::family::english_or_fault("", text),
        }
    }
}
