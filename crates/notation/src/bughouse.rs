//! Bughouse notation (preset `bughouse`): two-board FEN, BPGN moves and games.
//!
//! **Position**: `FEN_A | FEN_B`, each a crazyhouse FEN: the board, the pocket in
//! brackets with both colours (`[QPp]`, `[]` when empty; white pieces first, in the
//! order Q R B N P), `~` after a promoted piece (`Q~`); then side to move, castling,
//! en passant, clocks. The pocket may also be written as a ninth rank
//! (`.../4K3/Qn w - - 0 1`, `.../8/ b - - 0 1` when empty). `start` is the start
//! position on both boards.
//!
//! **Moves** as BPGN writes them: the player's letter (`A`, `a` = White, Black on
//! board A; `B`, `b` on board B), a dot, then SAN or UCI: `A. e4`, `b. Nc6`,
//! `B. exd8=Q+`, `b. P@f7` (drop letter uppercase for both colours), `A. e2e4`; the
//! space after the dot is optional (`A.e4`), a move number may come first (`12b. Q@g5`)
//! and a clock may follow (`1A. e4{179.051}`, the mover's remaining seconds).
//!
//! **`pieces:`** of examples: seats `A`, `a`, `B`, `b` list their board's pieces
//! (`Ke1`, `Qd1`, `e2` a pawn); a token `*N` puts a knight in that seat's hand. A board
//! whose two seats list nothing is the start position. `turn` gives the side to move on
//! its board; on the other board White moves. No castling rights, no en passant.
//!
//! **BPGN games**: [`parse_bpgn`] reads tags and movetext, [`replay_bpgn`] plays it,
//! [`write_bpgn`] writes one back.

mod family;
pub use family::BughouseNotation;

use super::chess::{
    SanTarget, letter_fr, parse_fen, parse_move_in, parse_san, to_san, to_san_fr, write_fen,
    write_placement,
};
use super::{BughouseFault as F, NotationError, NotationFault};
use arbitre_rules::bughouse::{BugBoard, Bughouse, board_and_color};
use arbitre_rules::chess::game::to_move;
use arbitre_rules::chess::movegen::checkers;
use arbitre_rules::chess::position::*;
use arbitre_rules::chess::squares::{name, parse as parse_square, to_square};
use arbitre_rules::chess::{Chess, ChessOptions};
use arbitre_rules::{Game, Move, Preset, Seat};

fn err(fault: impl Into<NotationFault>) -> NotationError {
    NotationError {
        fault: fault.into(),
    }
}

/// A fault of one board (`0` is A), said with the board's letter.
fn on_board(board: usize, e: NotationError) -> NotationError {
    err(F::OnBoard {
        board: if board == 0 { 'A' } else { 'B' },
        fault: Box::new(e.fault),
    })
}

const SEAT_LETTERS: [char; 4] = ['A', 'a', 'B', 'b'];

/// The BPGN letter of a seat.
pub fn seat_letter(seat: Seat) -> char {
    SEAT_LETTERS[(seat & 3) as usize]
}

fn seat_from_letter(c: char) -> Option<Seat> {
    SEAT_LETTERS.iter().position(|&l| l == c).map(|i| i as Seat)
}

fn kind_of_letter(c: char) -> Option<Kind> {
    Some(match c.to_ascii_uppercase() {
        'P' => Kind::Pawn,
        'N' => Kind::Knight,
        'B' => Kind::Bishop,
        'R' => Kind::Rook,
        'Q' => Kind::Queen,
        'K' => Kind::King,
        _ => return None,
    })
}

fn letter(kind: Kind) -> char {
    kind.to_piece_kind().letter()
}

// ---------------------------------------------------------------- positions

/// Reads one crazyhouse FEN (pocket in brackets or as a ninth rank, `~` marks).
pub fn parse_zh_fen(text: &str) -> Result<BugBoard, NotationError> {
    let text = text.trim();
    let (placement, rest) = match text.split_once(char::is_whitespace) {
        Some((p, r)) => (p, r.trim()),
        None => (text, ""),
    };
    let (board_part, pocket) = if let Some(open) = placement.find('[') {
        let inner = placement[open + 1..].strip_suffix(']').ok_or_else(|| {
            err(F::ZhPocketUnclosed {
                pocket: placement[open..].to_string(),
            })
        })?;
        (&placement[..open], inner)
    } else {
        let ranks: Vec<&str> = placement.split('/').collect();
        if ranks.len() == 9 {
            let cut = placement.rfind('/').unwrap_or(placement.len());
            (&placement[..cut], &placement[cut + 1..])
        } else {
            (placement, "")
        }
    };
    // Remove the `~` marks, remembering which squares they follow.
    let mut clean = String::with_capacity(board_part.len());
    let mut promoted: u64 = 0;
    let (mut rank, mut file): (i32, i32) = (7, 0);
    for c in board_part.chars() {
        match c {
            '/' => {
                rank -= 1;
                file = 0;
                clean.push(c);
            }
            '~' => {
                let sq = rank * 8 + file - 1;
                if file == 0 || !(0..64).contains(&sq) {
                    return Err(err(F::ZhTildeAlone));
                }
                promoted |= 1u64 << sq;
            }
            d if d.is_ascii_digit() => {
                file += d.to_digit(10).unwrap_or(0) as i32;
                clean.push(c);
            }
            _ => {
                file += 1;
                clean.push(c);
            }
        }
    }
    let fen = if rest.is_empty() {
        clean
    } else {
        format!("{clean} {rest}")
    };
    let pos = parse_fen(&fen)?;
    for sq in arbitre_rules::chess::bitboard::squares(promoted) {
        match pos.board.kind_at(sq) {
            Some(Kind::Queen | Kind::Rook | Kind::Bishop | Kind::Knight) => {}
            _ => {
                return Err(err(F::ZhTildeNotPromoted { square: name(sq) }));
            }
        }
    }
    let mut board = BugBoard::new(pos);
    board.pos.board.promoted = promoted;
    for c in pocket.chars() {
        match kind_of_letter(c) {
            Some(k) if k != Kind::King => {
                board.add(if c.is_ascii_uppercase() { WHITE } else { BLACK }, k)
            }
            _ => {
                return Err(err(F::ZhPocketLetter { letter: c }));
            }
        }
    }
    Ok(board)
}

/// Writes one crazyhouse FEN, pocket in brackets, `~` after promoted pieces.
pub fn write_zh_fen(board: &BugBoard) -> String {
    let full = write_fen(&board.pos);
    let rest = full.split_once(' ').map(|(_, r)| r).unwrap_or("");
    let b = &board.pos.board;
    let mut s = write_placement(b, b.promoted);
    s.push('[');
    for color in [WHITE, BLACK] {
        for k in board.hand(color) {
            let l = letter(k);
            s.push(if color == WHITE {
                l
            } else {
                l.to_ascii_lowercase()
            });
        }
    }
    s.push_str("] ");
    s.push_str(rest);
    s
}

/// Reads `FEN_A | FEN_B` or `start`.
pub fn parse_two_boards(text: &str) -> Result<[BugBoard; 2], NotationError> {
    let text = text.trim();
    if text == "start" {
        return Ok([BugBoard::start(), BugBoard::start()]);
    }
    let parts: Vec<&str> = text.split('|').collect();
    if parts.len() != 2 {
        return Err(err(F::TwoBoardsExpected));
    }
    let a = parse_zh_fen(parts[0]).map_err(|e| on_board(0, e))?;
    let b = parse_zh_fen(parts[1]).map_err(|e| on_board(1, e))?;
    Ok([a, b])
}

/// Writes `FEN_A | FEN_B`.
pub fn write_two_boards(game: &Bughouse) -> String {
    format!(
        "{} | {}",
        write_zh_fen(game.board(0)),
        write_zh_fen(game.board(1))
    )
}

/// A new match of `preset` from `start` or `FEN_A | FEN_B`.
pub fn game_from_text(preset: Preset, text: &str) -> Result<Bughouse, NotationError> {
    Ok(Bughouse::from_boards(
        preset.bughouse_options(),
        parse_two_boards(text)?,
    ))
}

// ---------------------------------------------------------------- moves

/// A move token split into its parts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveToken {
    pub number: Option<u32>,
    pub seat: Seat,
    /// The move itself, SAN or UCI, as written.
    pub body: String,
    /// The mover's remaining time in milliseconds, if a `{...}` clock follows.
    pub clock_ms: Option<i64>,
}

/// Reads a clock comment body (`119.051`, `-0.576`) as milliseconds.
pub fn parse_clock(text: &str) -> Option<i64> {
    let t = text.trim();
    let v: f64 = t.parse().ok()?;
    if !v.is_finite() || v.abs() > 1e9 {
        return None;
    }
    Some((v * 1000.0).round() as i64)
}

/// Writes milliseconds as BPGN seconds (`119.051`).
pub fn write_clock(ms: i64) -> String {
    let sign = if ms < 0 { "-" } else { "" };
    let a = ms.unsigned_abs();
    format!("{sign}{}.{:03}", a / 1000, a % 1000)
}

/// A seat and its dot alone (`A.`, `12b.`), the first half of `A. e4` split at the
/// space.
pub fn is_seat_prefix(token: &str) -> bool {
    let rest = token.trim_start_matches(|c: char| c.is_ascii_digit());
    let mut c = rest.chars();
    matches!(
        (c.next(), c.next(), c.next()),
        (Some('A' | 'a' | 'B' | 'b'), Some('.'), None)
    )
}

/// Splits `12b. Q@g5{109.897}` (or `A.e4`, `A. e2e4`) into its parts.
pub fn split_move_token(text: &str) -> Result<MoveToken, NotationError> {
    let t = text.trim();
    let bad = || {
        err(F::BughouseMoveToken {
            text: t.to_string(),
        })
    };
    let (t, clock_ms) = match t.find('{') {
        Some(open) => {
            let inner = t[open + 1..].trim_end().strip_suffix('}').ok_or_else(bad)?;
            let ms = parse_clock(inner).ok_or_else(|| {
                err(F::BughouseClock {
                    clock: inner.to_string(),
                    text: t.to_string(),
                })
            })?;
            (t[..open].trim_end(), Some(ms))
        }
        None => (t, None),
    };
    let digits = t.chars().take_while(|c| c.is_ascii_digit()).count();
    let number = if digits > 0 {
        Some(t[..digits].parse::<u32>().map_err(|_| bad())?)
    } else {
        None
    };
    let mut rest = t[digits..].chars();
    let seat = rest.next().and_then(seat_from_letter).ok_or_else(bad)?;
    if rest.next() != Some('.') {
        return Err(bad());
    }
    let body = rest.as_str().trim().to_string();
    if body.is_empty() || body.contains(char::is_whitespace) {
        return Err(bad());
    }
    Ok(MoveToken {
        number,
        seat,
        body,
        clock_ms,
    })
}

/// The clock a move token carries (`1A. e4{179.051}` → seat `A`, 179051 ms), for
/// callers that play moves through [`GameNotation`] and want the clocks too
/// ([`Bughouse::set_clock_ms`]).
pub fn move_clock(text: &str) -> Option<(Seat, i64)> {
    let token = split_move_token(text).ok()?;
    Some((token.seat, token.clock_ms?))
}

/// The position `seat` sees on its board, with the turn given to it (so that a move
/// of a player who is not to move can still be read, and then refused by the game).
fn seat_position(game: &Bughouse, seat: Seat) -> BugBoard {
    let (board, color) = board_and_color(seat);
    let mut b = *game.board(board);
    if b.pos.turn != color {
        b.pos.turn = color;
        b.pos.ep = None;
    }
    b
}

/// Reads the move part of a token (`e4`, `Nxf7+`, `P@f7`, `e2e4`, `O-O`) for `seat`.
pub fn parse_body(game: &Bughouse, seat: Seat, body: &str) -> Result<Move, NotationError> {
    let core = body.trim_end_matches(['+', '#', '!', '?']);
    if let Some((piece, square)) = core.split_once('@') {
        let mut chars = piece.chars();
        let kind = match (chars.next().and_then(kind_of_letter), chars.next()) {
            (Some(k), None) => k,
            (None, None) => Kind::Pawn,
            _ => {
                return Err(err(F::DropUnreadable {
                    text: body.to_string(),
                }));
            }
        };
        let to = parse_square(square).ok_or_else(|| {
            err(F::SquareInMove {
                square: square.to_string(),
                text: body.to_string(),
            })
        })?;
        return Ok(Move::Drop {
            kind: kind.to_piece_kind(),
            to: to_square(to),
        });
    }
    let board = seat_position(game, seat);
    // The chess reader knows SAN, UCI and long algebraic; it only needs the board.
    let chess = Chess::from_position(Preset::Chess, ChessOptions::chess(), board.pos);
    match parse_move_in(&chess, core) {
        Ok(mv) => Ok(mv),
        Err(e) => {
            // A SAN move the chess reader refuses may still name a legal move here
            // (never, in practice); keep its message.
            match parse_san(&board.pos, core) {
                Ok(SanTarget::Legal(m)) => Ok(to_move(m)),
                _ => Err(e),
            }
        }
    }
}

/// Reads a BPGN move for the current position: the seat and the move.
pub fn parse_bughouse_move(game: &Bughouse, text: &str) -> Result<(Seat, Move), NotationError> {
    let token = split_move_token(text)?;
    let mv = parse_body(game, token.seat, &token.body)?;
    Ok((token.seat, mv))
}

/// SAN of a legal move of `seat` (drops as `N@f7`), with `+`, or `#` for a bughouse
/// mate; `None` when the move is not legal for that seat.
pub fn san_of(game: &Bughouse, seat: Seat, mv: &Move, french: bool) -> Option<String> {
    let m = game.find_legal(seat, mv)?;
    let (board, _) = board_and_color(seat);
    let b = game.board(board);
    let mut s = if m.flag == MoveFlag::Drop {
        let l = if french {
            letter_fr(m.piece)
        } else {
            letter(m.piece)
        };
        format!("{l}@{}", name(m.to))
    } else {
        let san = if french {
            to_san_fr(&b.pos, m)
        } else {
            to_san(&b.pos, m)
        };
        san.trim_end_matches(['+', '#']).to_string()
    };
    let mut after = game.clone();
    after.play_cmove(seat, m);
    if checkers(&after.board(board).pos) != 0 {
        s.push(if after.is_mated(board) { '#' } else { '+' });
    }
    Some(s)
}

/// The seat a move belongs to: `seat` if legal for it, else the player to move on a
/// board where it is legal, else `seat`.
fn owner_of(game: &Bughouse, seat: Seat, mv: &Move) -> Seat {
    if game.find_legal(seat, mv).is_some() {
        return seat;
    }
    game.turns()
        .into_iter()
        .find(|&s| game.find_legal(s, mv).is_some())
        .unwrap_or(seat)
}

fn write_in(game: &Bughouse, seat: Seat, mv: &Move, french: bool) -> String {
    let seat = owner_of(game, seat, mv);
    let body = san_of(game, seat, mv, french).unwrap_or_else(|| super::chess::to_uci(mv));
    format!("{}. {body}", seat_letter(seat))
}

/// Every legal move of the players to move, written `A. e4`, sorted (the `moves`
/// command: unlike [`Game::legal_moves`], a move legal on both boards shows twice,
/// once per board).
pub fn moves_listing(game: &Bughouse) -> Vec<String> {
    let mut out: Vec<String> = game
        .to_move()
        .into_iter()
        .flat_map(|seat| {
            game.legal_moves_of(seat)
                .into_iter()
                .map(move |mv| (seat, mv))
        })
        .map(|(seat, mv)| write_in(game, seat, &mv, false))
        .collect();
    out.sort();
    out
}

// ---------------------------------------------------------------- pieces

fn parse_piece_token(token: &str) -> Result<(Kind, u8), NotationError> {
    let t = token.trim();
    let bad = || {
        err(F::BughousePieceToken {
            token: t.to_string(),
        })
    };
    let mut chars = t.chars();
    let first = chars.next().ok_or_else(bad)?;
    let (kind, square) = if first.is_ascii_uppercase() {
        (kind_of_letter(first).ok_or_else(bad)?, chars.as_str())
    } else {
        (Kind::Pawn, t)
    };
    let sq = parse_square(square).ok_or_else(bad)?;
    Ok((kind, sq))
}

/// The two boards an example's `pieces:` describes (see the module documentation).
pub fn boards_from_pieces(
    pieces: &[(Seat, Vec<String>)],
    turn: Seat,
) -> Result<[BugBoard; 2], NotationError> {
    if turn > 3 {
        return Err(err(F::BughouseTurn));
    }
    let mut boards = [
        BugBoard::new(Position::empty()),
        BugBoard::new(Position::empty()),
    ];
    let mut listed = [false; 2];
    for (seat, tokens) in pieces {
        if *seat > 3 {
            return Err(err(F::BughouseSeat));
        }
        let (board, color) = board_and_color(*seat);
        listed[board] = true;
        for token in tokens {
            if let Some(l) = token.trim().strip_prefix('*') {
                let mut c = l.chars();
                match (c.next().and_then(kind_of_letter), c.next()) {
                    (Some(k), None) if k != Kind::King => boards[board].add(color, k),
                    _ => {
                        return Err(err(F::BughouseHandToken {
                            token: token.to_string(),
                        }));
                    }
                }
                continue;
            }
            let (kind, sq) = parse_piece_token(token)?;
            if boards[board].pos.board.piece_at(sq).is_some() {
                return Err(err(NotationFault::TwoPiecesOn {
                    square: name(sq),
                    board: Some(if board == 0 { 'A' } else { 'B' }),
                }));
            }
            boards[board].pos.board.put(sq, color, kind);
        }
    }
    let (turn_board, turn_color) = board_and_color(turn);
    for (i, b) in boards.iter_mut().enumerate() {
        if !listed[i] {
            *b = BugBoard {
                pocket: b.pocket,
                ..BugBoard::start()
            };
            continue;
        }
        b.pos.turn = if i == turn_board { turn_color } else { WHITE };
        super::chess::validate(&b.pos).map_err(|e| on_board(i, e))?;
    }
    if !listed[turn_board] {
        boards[turn_board].pos.turn = turn_color;
    }
    Ok(boards)
}

// ---------------------------------------------------------------- BPGN

/// One move of a BPGN game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BpgnMove {
    pub seat: Seat,
    /// The move as written (SAN or a drop).
    pub san: String,
    pub clock_ms: Option<i64>,
}

/// A BPGN game: tags in order, the moves in the order they happened, comments that are
/// not clocks, and the result token.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BpgnGame {
    pub tags: Vec<(String, String)>,
    pub moves: Vec<BpgnMove>,
    pub comments: Vec<String>,
    pub result: Option<String>,
}

impl BpgnGame {
    pub fn tag(&self, key: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
    }
}

/// Reads a BPGN game: `[Key "Value"]` tags, then movetext (`1A. e4{119.051} 1a. Nc6 ...`,
/// comments in braces, a result `1-0`, `0-1`, `1/2-1/2` or `*`).
pub fn parse_bpgn(text: &str) -> Result<BpgnGame, NotationError> {
    let mut game = BpgnGame::default();
    let mut rest = text.trim_start();
    while let Some(after) = rest.strip_prefix('[') {
        let close = after.find(']').ok_or_else(|| err(F::BpgnTagUnclosed))?;
        let inner = after[..close].trim();
        let (key, value) = inner.split_once(char::is_whitespace).ok_or_else(|| {
            err(F::BpgnTag {
                inner: inner.to_string(),
            })
        })?;
        let value = value.trim();
        let value = value
            .strip_prefix('"')
            .and_then(|v| v.strip_suffix('"'))
            .ok_or_else(|| {
                err(F::BpgnTagValue {
                    key: key.to_string(),
                })
            })?;
        game.tags
            .push((key.to_string(), value.replace("\\\"", "\"")));
        rest = after[close + 1..].trim_start();
    }
    let chars: Vec<char> = rest.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c.is_whitespace() {
            i += 1;
            continue;
        }
        if c == '{' {
            let start = i + 1;
            let len = chars[start..]
                .iter()
                .position(|&c| c == '}')
                .ok_or_else(|| err(F::BpgnCommentUnclosed))?;
            let inner: String = chars[start..start + len].iter().collect();
            i = start + len + 1;
            // A number right after a move is that mover's clock.
            match (parse_clock(&inner), game.moves.last_mut()) {
                (Some(ms), Some(last)) if last.clock_ms.is_none() => last.clock_ms = Some(ms),
                _ => game.comments.push(inner.trim().to_string()),
            }
            continue;
        }
        let start = i;
        while i < chars.len() && !chars[i].is_whitespace() && chars[i] != '{' {
            i += 1;
        }
        let mut word: String = chars[start..i].iter().collect();
        if matches!(word.as_str(), "1-0" | "0-1" | "1/2-1/2" | "*") {
            game.result = Some(word);
            continue;
        }
        // `1A.` alone: the move follows after a space.
        if word.ends_with('.') {
            while i < chars.len() && chars[i].is_whitespace() {
                i += 1;
            }
            let s = i;
            while i < chars.len() && !chars[i].is_whitespace() && chars[i] != '{' {
                i += 1;
            }
            word.push(' ');
            word.extend(&chars[s..i]);
        }
        let token = split_move_token(&word).map_err(|e| {
            err(F::BpgnMove {
                number: game.moves.len() + 1,
                text: None,
                fault: Box::new(e.fault),
            })
        })?;
        game.moves.push(BpgnMove {
            seat: token.seat,
            san: token.body,
            clock_ms: token.clock_ms,
        });
    }
    Ok(game)
}

/// Writes a BPGN game: tags, a blank line, movetext numbered per board and wrapped,
/// the result.
pub fn write_bpgn(game: &BpgnGame) -> String {
    let mut out = String::new();
    for (k, v) in &game.tags {
        out.push_str(&format!("[{k} \"{}\"]\n", v.replace('"', "\\\"")));
    }
    out.push('\n');
    // Each board numbers its own moves: White's n-th move is `nA.`, Black's `na.`.
    let mut counts = [0u32; 4];
    let mut words: Vec<String> = Vec::new();
    for m in &game.moves {
        let s = (m.seat & 3) as usize;
        counts[s] += 1;
        let mut w = format!("{}{}. {}", counts[s], seat_letter(m.seat), m.san);
        if let Some(ms) = m.clock_ms {
            w.push_str(&format!("{{{}}}", write_clock(ms)));
        }
        words.push(w);
    }
    for c in &game.comments {
        words.push(format!("{{{c}}}"));
    }
    if let Some(r) = &game.result {
        words.push(r.clone());
    }
    let mut line = String::new();
    for w in words {
        if !line.is_empty() && line.len() + 1 + w.len() > 79 {
            out.push_str(&line);
            out.push('\n');
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(&w);
    }
    if !line.is_empty() {
        out.push_str(&line);
        out.push('\n');
    }
    out
}

/// Plays a BPGN game from the start (or its `FEN` tag) move by move. Returns the match
/// and the moves rewritten in our own SAN (so a replay can be written back). A
/// `{... forfeits on time}` or `{... resigns}` comment naming a player (by the handle
/// of the `WhiteA`..`BlackB` tags, or the tag name itself) ends the match that way.
pub fn replay_bpgn(bpgn: &BpgnGame) -> Result<(Bughouse, Vec<BpgnMove>), NotationError> {
    let mut game = match bpgn.tag("FEN") {
        Some(fen) => game_from_text(Preset::Bughouse, fen)?,
        None => Bughouse::new(),
    };
    let mut written = Vec::with_capacity(bpgn.moves.len());
    for (i, m) in bpgn.moves.iter().enumerate() {
        let written_as = format!("{}. {}", seat_letter(m.seat), m.san);
        let mv = parse_body(&game, m.seat, &m.san).map_err(|e| {
            err(F::BpgnMove {
                number: i + 1,
                text: Some(written_as.clone()),
                fault: Box::new(e.fault),
            })
        })?;
        let san = san_of(&game, m.seat, &mv, false).ok_or_else(|| {
            err(F::BpgnIllegal {
                number: i + 1,
                text: written_as.clone(),
                reason: None,
            })
        })?;
        game.play(m.seat, &mv).map_err(|e| {
            err(F::BpgnIllegal {
                number: i + 1,
                text: written_as.clone(),
                reason: Some(crate::fault::Refusal::new(e, game.clone())),
            })
        })?;
        if let Some(ms) = m.clock_ms {
            game.set_clock_ms(m.seat, ms);
        }
        written.push(BpgnMove {
            seat: m.seat,
            san,
            clock_ms: m.clock_ms,
        });
    }
    if game.outcome().is_none() {
        for c in &bpgn.comments {
            let Some(seat) = named_seat(bpgn, c) else {
                continue;
            };
            let act = if c.contains("forfeits on time") {
                Move::Timeout(seat)
            } else if c.contains("resigns") {
                Move::Resign(seat)
            } else {
                continue;
            };
            game.play(seat, &act).map_err(|e| {
                err(F::BpgnEnd {
                    reason: crate::fault::Refusal::new(e, game.clone()),
                })
            })?;
            break;
        }
    }
    Ok((game, written))
}

/// The seat a comment names first: a player's handle from the tags, or a tag name.
fn named_seat(bpgn: &BpgnGame, comment: &str) -> Option<Seat> {
    let first = comment.split_whitespace().next()?;
    const TAGS: [&str; 4] = ["WhiteA", "BlackA", "WhiteB", "BlackB"];
    TAGS.iter()
        .enumerate()
        .find_map(|(i, tag)| (first == *tag || bpgn.tag(tag) == Some(first)).then_some(i as Seat))
}

/// After a move was played: sets the mover's clock from a BPGN `{119.051}` comment.
pub fn apply_annotations(game: &mut Bughouse, text: &str) {
    if let Some((seat, ms)) = move_clock(text) {
        game.set_clock_ms(seat, ms);
    }
}

/// A new match of `preset` holding exactly these pieces (see [`boards_from_pieces`]).
pub fn game_from_pieces(
    preset: Preset,
    pieces: &[(Seat, Vec<String>)],
    turn: Seat,
) -> Result<Bughouse, NotationError> {
    Ok(Bughouse::from_boards(
        preset.bughouse_options(),
        boards_from_pieces(pieces, turn)?,
    ))
}

/// A move in BPGN (`A. e4`) with English (`french: false`) or French piece letters.
pub fn write_move(game: &Bughouse, seat: Seat, mv: &Move, french: bool) -> String {
    write_in(game, seat, mv, french)
}
