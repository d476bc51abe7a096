//! Four-player shogi notation (presets `shogi4`, `shogi4-teams`).
//!
//! **Moves** are USI coordinates seen from South, whoever plays them: files 9→1 from
//! left to right, ranks a→i from top to bottom; `5g5f`, `8h2b+` (promotion), `P*5e`
//! (drop; letters R G S P).
//!
//! **Position string** (our own; no standard exists), five fields separated by spaces:
//!
//! ```text
//! 2,Ss,Gs,Ks,Gs,Ss,2/3,Ps,Rs,Ps,3/Se,3,Ps,3,Sw/Ge,Pe,5,Pw,Gw/Ke,Re,Pe,3,Pw,Rw,Kw/Ge,Pe,5,Pw,Gw/Se,3,Pn,3,Sw/3,Pn,Rn,Pn,3/2,Sn,Gn,Kn,Gn,Sn,2 S -/-/-/- - 1
//! ```
//!
//! 1. The board, rank a (top) to rank i separated by `/`; within a rank, files 9→1,
//!    cells separated by `,`. A number 1–9 is that many empty squares. A piece is
//!    `[+]L f [o] [!|~]`: `+` if promoted; `L` one of `K R G S P`; `f` the direction it
//!    faces, `n` (up, toward rank a), `e` (right, toward file 1), `s` (down), `w` (left);
//!    `o` the owner's seat digit (0 south, 1 west, 2 north, 3 east), written only when
//!    it is not the seat whose own pieces face `f` (`n`→0, `e`→1, `s`→2, `w`→3), as for
//!    an inherited piece (`Gs0`: a gold facing down that South inherited from North);
//!    `!` after a turned-over king, `~` after an ownerless piece (the digit then names
//!    the seat it came from).
//! 2. The player to move: `S`, `W`, `N` or `E`.
//! 3. The four hands, South/West/North/East separated by `/`, each `-` or SFEN-like
//!    counts and letters in the order R G S P (`R2P` = a rook and two pawns).
//! 4. The mates so far, in order, or `-`: `victim>mater` seat letters separated by `,`,
//!    with `-` for "nobody" (`W>S,N>-`). A seat with a turned king is mated, a seat
//!    without a king is absent.
//! 5. The move number: moves played by the four together, plus one.
//!
//! **`pieces:` tokens** of examples: `K5i`, `R5h`, `G6i`, `S7i`, a bare square for a
//! pawn (`5g`, or `P5g`), `+R5b` / `+S3c` / `+5c` promoted. A piece faces its owner's
//! front unless a suffix says otherwise: `>n`, `>e`, `>s`, `>w` (`G4a>s`: a gold facing
//! down, inherited from North). `K5a!` is a turned king: that seat is mated, and its
//! other listed pieces are ownerless. A seat with no king is absent; its listed pieces
//! are ownerless. `*P`, `*R`, ... put a piece in that seat's hand.

use super::{NotationError, NotationFault, Shogi4Fault as F};
use arbitre_rules::shogi4::{SEAT_IDS, Setup, Shogi4, front, geo, seat_facing};
use arbitre_rules::{Direction, Game, Move, Piece, PieceKind, Preset, Seat, Square};

fn err(fault: impl Into<NotationFault>) -> NotationError {
    NotationError {
        fault: fault.into(),
    }
}

const SEAT_LETTERS: [char; 4] = ['S', 'W', 'N', 'E'];

fn seat_from_letter(c: char) -> Option<Seat> {
    SEAT_LETTERS.iter().position(|&l| l == c).map(|i| i as Seat)
}

fn facing_letter(d: Direction) -> char {
    match d {
        Direction::North => 'n',
        Direction::East => 'e',
        Direction::South => 's',
        Direction::West => 'w',
    }
}

fn facing_from_letter(c: char) -> Option<Direction> {
    match c {
        'n' => Some(Direction::North),
        'e' => Some(Direction::East),
        's' => Some(Direction::South),
        'w' => Some(Direction::West),
        _ => None,
    }
}

fn kind_from_letter(c: char) -> Option<PieceKind> {
    match c {
        'K' => Some(PieceKind::King),
        'R' => Some(PieceKind::Rook),
        'G' => Some(PieceKind::Gold),
        'S' => Some(PieceKind::Silver),
        'P' => Some(PieceKind::Pawn),
        _ => None,
    }
}

/// Writes one board cell's piece.
fn write_piece(p: &Piece) -> String {
    let mut s = String::new();
    if p.promoted {
        s.push('+');
    }
    s.push(p.kind.letter());
    s.push(facing_letter(p.facing));
    if p.owner != seat_facing(p.facing) {
        s.push((b'0' + p.owner) as char);
    }
    if p.flipped {
        s.push('!');
    } else if p.dead {
        s.push('~');
    }
    s
}

/// Reads one board cell's piece (`[+]L f [o] [!|~]`).
fn read_piece(token: &str) -> Result<Piece, NotationError> {
    let bad = || {
        err(F::Shogi4Cell {
            token: token.to_string(),
        })
    };
    let (promoted, rest) = match token.strip_prefix('+') {
        Some(r) => (true, r),
        None => (false, token),
    };
    let mut chars = rest.chars();
    let kind = chars.next().and_then(kind_from_letter).ok_or_else(bad)?;
    let facing = chars.next().and_then(facing_from_letter).ok_or_else(bad)?;
    let mut piece = Piece::new(kind, seat_facing(facing), facing);
    piece.promoted = promoted;
    for c in chars {
        match c {
            '0'..='3' => piece.owner = c as u8 - b'0',
            '!' if kind == PieceKind::King => piece.flipped = true,
            '~' => piece.dead = true,
            _ => return Err(bad()),
        }
    }
    Ok(piece)
}

fn write_hand(kinds: &[PieceKind]) -> String {
    if kinds.is_empty() {
        return "-".into();
    }
    let mut s = String::new();
    for k in arbitre_rules::shogi4::HAND_KINDS {
        let n = kinds.iter().filter(|&&x| x == k).count();
        if n > 1 {
            s.push_str(&n.to_string());
        }
        if n > 0 {
            s.push(k.letter());
        }
    }
    s
}

fn hand_error(text: &str) -> NotationError {
    err(F::Shogi4Hand {
        text: text.to_string(),
    })
}

fn read_hand(text: &str) -> Result<Vec<PieceKind>, NotationError> {
    if text == "-" {
        return Ok(Vec::new());
    }
    let mut out = Vec::new();
    let mut count = String::new();
    for c in text.chars() {
        if c.is_ascii_digit() {
            count.push(c);
            continue;
        }
        let kind = kind_from_letter(c)
            .filter(|&k| k != PieceKind::King)
            .ok_or_else(|| hand_error(text))?;
        let n: usize = if count.is_empty() {
            1
        } else {
            count
                .parse()
                .ok()
                .filter(|&n| n <= 40)
                .ok_or_else(|| hand_error(text))?
        };
        count.clear();
        out.extend(std::iter::repeat_n(kind, n));
    }
    if !count.is_empty() {
        return Err(hand_error(text));
    }
    Ok(out)
}

/// Writes our position string for a game.
pub fn write_position_string(game: &Shogi4) -> String {
    let g = geo();
    let setup = game.setup();
    let mut ranks = Vec::new();
    for r in (0..9).rev() {
        let mut cells: Vec<String> = Vec::new();
        let mut empty = 0;
        for f in 0..9 {
            match g.square(f, r).and_then(|sq| game.piece_at(sq)) {
                Some(p) => {
                    if empty > 0 {
                        cells.push(empty.to_string());
                        empty = 0;
                    }
                    cells.push(write_piece(&p));
                }
                None => empty += 1,
            }
        }
        if empty > 0 {
            cells.push(empty.to_string());
        }
        ranks.push(cells.join(","));
    }
    let hands: Vec<String> = setup.hands.iter().map(|h| write_hand(h)).collect();
    let mates = if setup.mates.is_empty() {
        "-".to_string()
    } else {
        setup
            .mates
            .iter()
            .map(|&(v, m)| {
                format!(
                    "{}>{}",
                    SEAT_LETTERS[v as usize % 4],
                    m.map_or('-', |m| SEAT_LETTERS[m as usize % 4])
                )
            })
            .collect::<Vec<_>>()
            .join(",")
    };
    format!(
        "{} {} {} {} {}",
        ranks.join("/"),
        SEAT_LETTERS[setup.to_move as usize % 4],
        hands.join("/"),
        mates,
        setup.moves_played.saturating_add(1)
    )
}

fn mate_error(entry: &str) -> NotationError {
    err(F::Shogi4Mate {
        entry: entry.to_string(),
    })
}

/// Reads our position string into a [`Setup`].
pub fn read_position_string(text: &str) -> Result<Setup, NotationError> {
    let fields: Vec<&str> = text.split_whitespace().collect();
    let [board, turn, hands, mates, number] = fields[..] else {
        return Err(err(F::Shogi4FieldCount));
    };
    let g = geo();
    let rows: Vec<&str> = board.split('/').collect();
    if rows.len() != 9 {
        return Err(err(F::Shogi4RankCount));
    }
    let mut pieces = Vec::new();
    for (i, row) in rows.iter().enumerate() {
        let r = 8 - i as i32;
        let mut f = 0;
        for cell in row.split(',') {
            if let Ok(n) = cell.parse::<i32>() {
                if !(1..=9).contains(&n) {
                    return Err(err(F::Shogi4EmptyCount {
                        cell: cell.to_string(),
                    }));
                }
                f += n;
                continue;
            }
            let piece = read_piece(cell)?;
            let sq = g
                .square(f, r)
                .ok_or_else(|| err(F::Shogi4RankTooLong { row: i + 1 }))?;
            pieces.push((sq, piece));
            f += 1;
        }
        if f != 9 {
            return Err(err(F::Shogi4RankShort { row: i + 1 }));
        }
    }
    let mut tc = turn.chars();
    let to_move = match (tc.next(), tc.next()) {
        (Some(c), None) => seat_from_letter(c),
        _ => arbitre_rules::shogi4::seat_from_id(turn),
    }
    .ok_or_else(|| {
        err(F::Shogi4Turn {
            found: turn.to_string(),
        })
    })?;
    let hand_fields: Vec<&str> = hands.split('/').collect();
    if hand_fields.len() != 4 {
        return Err(err(F::Shogi4HandCount));
    }
    let mut hands_out: [Vec<PieceKind>; 4] = Default::default();
    for (slot, text) in hands_out.iter_mut().zip(hand_fields) {
        *slot = read_hand(text)?;
    }
    let mut mates_out = Vec::new();
    if mates != "-" {
        for entry in mates.split(',') {
            let mut c = entry.chars();
            let (Some(v), Some('>'), Some(m), None) = (c.next(), c.next(), c.next(), c.next())
            else {
                return Err(mate_error(entry));
            };
            let victim = seat_from_letter(v).ok_or_else(|| mate_error(entry))?;
            let mater = match m {
                '-' => None,
                _ => Some(seat_from_letter(m).ok_or_else(|| mate_error(entry))?),
            };
            mates_out.push((victim, mater));
        }
    }
    let number: u32 = number.parse().ok().filter(|&n| n >= 1).ok_or_else(|| {
        err(F::Shogi4MoveNumber {
            text: number.to_string(),
        })
    })?;
    Ok(Setup {
        pieces,
        hands: hands_out,
        to_move,
        mates: mates_out,
        moves_played: number - 1,
    })
}

/// One `pieces:` token on the board: (square, piece) for `seat`, before ownership is
/// settled; `Err` names the token.
fn read_piece_token(seat: Seat, token: &str) -> Result<(Square, Piece), NotationError> {
    let bad = || {
        err(F::Shogi4PieceToken {
            token: token.to_string(),
        })
    };
    let mut rest = token.trim();
    let mut flipped = false;
    if let Some(r) = rest.strip_suffix('!') {
        flipped = true;
        rest = r;
    }
    let mut facing = front(seat);
    if let Some((body, dir)) = rest.split_once('>') {
        let mut dc = dir.chars();
        facing = match (dc.next().and_then(facing_from_letter), dc.next()) {
            (Some(d), None) => d,
            _ => return Err(bad()),
        };
        rest = body;
    }
    let (promoted, rest) = match rest.strip_prefix('+') {
        Some(r) => (true, r),
        None => (false, rest),
    };
    let (kind, square) = match rest.chars().next() {
        Some(c) if c.is_ascii_uppercase() => (kind_from_letter(c).ok_or_else(bad)?, &rest[1..]),
        _ => (PieceKind::Pawn, rest),
    };
    let sq = geo().parse_square(square).ok_or_else(bad)?;
    if flipped && kind != PieceKind::King {
        return Err(bad());
    }
    if promoted && !matches!(kind, PieceKind::Rook | PieceKind::Silver | PieceKind::Pawn) {
        return Err(err(F::Shogi4Promotion {
            token: token.to_string(),
        }));
    }
    let mut piece = Piece::new(kind, seat, facing);
    piece.promoted = promoted;
    piece.flipped = flipped;
    Ok((sq, piece))
}

/// A new game of `preset` from `start` or our position string.
pub fn parse_position(preset: Preset, text: &str) -> Result<Shogi4, NotationError> {
    let opts = preset.shogi4_options();
    if text.trim() == "start" {
        return Ok(Shogi4::start(preset, opts));
    }
    let setup = read_position_string(text)?;
    Shogi4::from_setup(preset, opts, &setup).map_err(|e| err(F::Shogi4Setup(e)))
}

/// A new game of `preset` holding exactly these pieces (the module's `pieces:` tokens).
pub fn from_pieces(
    preset: Preset,
    pieces: &[(Seat, Vec<String>)],
    turn: Seat,
) -> Result<Shogi4, NotationError> {
    {
        let opts = preset.shogi4_options();
        let mut board: Vec<(Square, Piece)> = Vec::new();
        let mut hands: [Vec<PieceKind>; 4] = Default::default();
        for (seat, tokens) in pieces {
            if *seat > 3 {
                return Err(err(F::Shogi4Seat));
            }
            for token in tokens {
                if let Some(letter) = token.trim().strip_prefix('*') {
                    let mut c = letter.chars();
                    let kind = match (c.next().and_then(kind_from_letter), c.next()) {
                        (Some(k), None) if k != PieceKind::King => k,
                        _ => {
                            return Err(err(F::Shogi4HandToken {
                                token: token.to_string(),
                            }));
                        }
                    };
                    hands[*seat as usize].push(kind);
                } else {
                    board.push(read_piece_token(*seat, token)?);
                }
            }
        }
        // Pieces of a seat that is not playing (no king, or a turned one) are ownerless.
        let playing = |s: Seat| {
            board
                .iter()
                .any(|(_, p)| p.owner == s && p.kind == PieceKind::King && !p.flipped)
        };
        let status: Vec<bool> = (0..4).map(playing).collect();
        for (_, p) in board.iter_mut() {
            if p.kind != PieceKind::King && !status[p.owner as usize] {
                p.dead = true;
            }
        }
        for (s, hand) in hands.iter().enumerate() {
            if !hand.is_empty() && !status[s] {
                return Err(err(F::Shogi4HandOfAbsent {
                    seat: SEAT_IDS[s].to_string(),
                }));
            }
        }
        let setup = Setup {
            pieces: board,
            hands,
            to_move: turn,
            mates: Vec::new(),
            moves_played: 0,
        };
        Shogi4::from_setup(preset, opts, &setup).map_err(|e| err(F::Shogi4Setup(e)))
    }
}

/// Reads a USI move for the player to move; returns that player with the move.
pub fn parse_move(game: &Shogi4, text: &str) -> Result<(Seat, Move), NotationError> {
    {
        let seat = game
            .to_move()
            .first()
            .copied()
            .ok_or_else(|| err(NotationFault::GameOver))?;
        let t = text.trim();
        let bad = || {
            err(F::Shogi4MoveUnreadable {
                text: t.to_string(),
            })
        };
        let g = geo();
        if let Some((letter, square)) = t.split_once('*') {
            let mut c = letter.chars();
            let kind = match (c.next(), c.next()) {
                (Some(l), None) => kind_from_letter(l.to_ascii_uppercase()).ok_or_else(bad)?,
                _ => return Err(bad()),
            };
            let to = g.parse_square(square).ok_or_else(bad)?;
            return Ok((seat, Move::Drop { kind, to }));
        }
        let (body, promote) = match t.strip_suffix('+') {
            Some(b) => (b, true),
            None => (t, false),
        };
        if body.len() != 4 || !body.is_ascii() {
            return Err(bad());
        }
        let from = g.parse_square(&body[..2]).ok_or_else(bad)?;
        let to = g.parse_square(&body[2..]).ok_or_else(bad)?;
        let promotion = promote.then(|| game.piece_at(from).map_or(PieceKind::Pawn, |p| p.kind));
        Ok((
            seat,
            Move::Step {
                from,
                to,
                promotion,
            },
        ))
    }
}

/// A move in USI coordinates seen from South.
pub fn write_move(mv: &Move) -> String {
    {
        let g = geo();
        match mv {
            Move::Step {
                from,
                to,
                promotion,
            } => format!(
                "{}{}{}",
                g.name(*from),
                g.name(*to),
                if promotion.is_some() { "+" } else { "" }
            ),
            Move::Drop { kind, to } => format!("{}*{}", kind.letter(), g.name(*to)),
            other => format!("{other:?}"),
        }
    }
}

/// Four-player shogi's notation: our position string and USI moves.
pub struct Shogi4Notation;

impl crate::FamilyNotation for Shogi4Notation {
    type Game = Shogi4;

    fn parse_position(preset: Preset, text: &str) -> Result<Shogi4, NotationError> {
        parse_position(preset, text)
    }

    fn from_pieces(
        preset: Preset,
        pieces: &[(Seat, Vec<String>)],
        turn: Seat,
    ) -> Result<Shogi4, NotationError> {
        from_pieces(preset, pieces, turn)
    }

    fn write_position(game: &Shogi4) -> String {
        write_position_string(game)
    }

    fn parse_move(game: &Shogi4, text: &str) -> Result<(Seat, Move), NotationError> {
        parse_move(game, text)
    }

    fn write_move(_game: &Shogi4, _seat: Seat, mv: &Move, _french: bool) -> String {
        write_move(mv)
    }

    // USI letters are shogi's (P L N S G B R K): no French set
    fn has_piece_letters() -> bool {
        false
    }
}
