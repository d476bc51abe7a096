//! The board state of four-player chess and its move generation.
//!
//! Moves are generated on the padded mailbox of [`Geometry::cross`]: a missing corner
//! is a cell that does not exist, so sliders stop there and a knight is judged by its
//! destination alone.

use super::options::{Chess4Options, EnPassantWho, Layout, Promotion};
use crate::{CastlingFailure, Direction, Geometry, Move, Piece, PieceKind, Seat, Square};
use std::sync::OnceLock;

/// Mailbox cells of the cross board (18 x 18 with the padding).
pub const CELLS: usize = 324;

/// The shared cross geometry.
pub fn geometry() -> &'static Geometry {
    static GEO: OnceLock<Geometry> = OnceLock::new();
    GEO.get_or_init(Geometry::cross)
}

/// Which way each seat's pawns go: Red north, Blue east, Yellow south, Green west.
pub const FACINGS: [Direction; 4] = [
    Direction::North,
    Direction::East,
    Direction::South,
    Direction::West,
];

/// Where a seat stands in the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SeatStatus {
    Active,
    /// Resigned or out of time with a live king that keeps moving (Chess.com FFA).
    Zombie,
    /// Out of the game; its pieces are dead.
    Out,
}

/// Castling side: index 0 kingside (`O-O`), 1 queenside (`O-O-O`).
pub const KINGSIDE: usize = 0;
pub const QUEENSIDE: usize = 1;

/// One castling of one seat: king and rook squares, as (file, rank) from zero.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CastleSpec {
    pub king_from: (i32, i32),
    pub king_to: (i32, i32),
    pub rook_from: (i32, i32),
    pub rook_to: (i32, i32),
}

const fn spec(k: (i32, i32), kt: (i32, i32), r: (i32, i32), rt: (i32, i32)) -> CastleSpec {
    CastleSpec {
        king_from: k,
        king_to: kt,
        rook_from: r,
        rook_to: rt,
    }
}

/// The castling table (REFERENCE §1.1), `[seat][side]`.
pub fn castle_spec(layout: Layout, seat: Seat, side: usize) -> CastleSpec {
    // Files a=0 .. n=13, ranks 1=0 .. 14=13.
    let table: [[CastleSpec; 2]; 4] = match layout {
        Layout::Standard => [
            [
                spec((7, 0), (9, 0), (10, 0), (8, 0)),
                spec((7, 0), (5, 0), (3, 0), (6, 0)),
            ],
            [
                spec((0, 6), (0, 4), (0, 3), (0, 5)),
                spec((0, 6), (0, 8), (0, 10), (0, 7)),
            ],
            [
                spec((6, 13), (4, 13), (3, 13), (5, 13)),
                spec((6, 13), (8, 13), (10, 13), (7, 13)),
            ],
            [
                spec((13, 7), (13, 9), (13, 10), (13, 8)),
                spec((13, 7), (13, 5), (13, 3), (13, 6)),
            ],
        ],
        Layout::OldStandard => [
            [
                spec((7, 0), (9, 0), (10, 0), (8, 0)),
                spec((7, 0), (5, 0), (3, 0), (6, 0)),
            ],
            [
                spec((0, 7), (0, 9), (0, 10), (0, 8)),
                spec((0, 7), (0, 5), (0, 3), (0, 6)),
            ],
            [
                spec((6, 13), (4, 13), (3, 13), (5, 13)),
                spec((6, 13), (8, 13), (10, 13), (7, 13)),
            ],
            [
                spec((13, 6), (13, 4), (13, 3), (13, 5)),
                spec((13, 6), (13, 8), (13, 10), (13, 7)),
            ],
        ],
    };
    table[seat as usize % 4][side]
}

/// Squares of a castling spec.
pub fn castle_squares(layout: Layout, seat: Seat, side: usize) -> Option<[Square; 4]> {
    let g = geometry();
    let c = castle_spec(layout, seat, side);
    Some([
        g.square(c.king_from.0, c.king_from.1)?,
        g.square(c.king_to.0, c.king_to.1)?,
        g.square(c.rook_from.0, c.rook_from.1)?,
        g.square(c.rook_to.0, c.rook_to.1)?,
    ])
}

/// The castling move of a seat and side.
pub fn castle_move(layout: Layout, seat: Seat, side: usize) -> Option<Move> {
    let [king_from, king_to, rook_from, rook_to] = castle_squares(layout, seat, side)?;
    Some(Move::Castle {
        king_from,
        king_to,
        rook_from,
        rook_to,
    })
}

/// The zero-based rank of a square counted from `seat`'s own first rank.
pub fn relative_rank(seat: Seat, sq: Square) -> i32 {
    let (f, r) = geometry().coords(sq);
    match seat % 4 {
        0 => r,
        1 => f,
        2 => 13 - r,
        _ => 13 - f,
    }
}

/// Whether two seats play against each other.
pub fn opponents(teams: bool, a: Seat, b: Seat) -> bool {
    a != b && (!teams || a % 2 != b % 2)
}

const KNIGHT: [(i32, i32); 8] = crate::geometry::KNIGHT_JUMPS;
const KING: [(i32, i32); 8] = crate::geometry::KING_STEPS;
const ORTHO: [(i32, i32); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];
const DIAG: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, -1), (-1, 1)];

fn exists(idx: i32) -> bool {
    idx >= 0 && geometry().contains(Square(idx as u16))
}

fn off(d: (i32, i32)) -> i32 {
    geometry().offset(d)
}

/// The board and the state that decides which moves are legal.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    pub board: [Option<Piece>; CELLS],
    pub turn: Seat,
    pub status: [SeatStatus; 4],
    /// `[seat][KINGSIDE | QUEENSIDE]`.
    pub castling: [[bool; 2]; 4],
    /// Per double-stepper's owner: (skipped square, landing square).
    pub en_passant: [Option<(Square, Square)>; 4],
    pub kings: [Option<Square>; 4],
}

/// What a move changed on the board, enough to undo it.
#[derive(Clone, Copy, Debug)]
pub struct Undo {
    cells: [(u16, Option<Piece>); 4],
    len: usize,
    kings: [Option<Square>; 4],
}

/// What a made move did.
#[derive(Clone, Copy, Debug)]
pub struct Made {
    pub moved: Piece,
    pub captured: Option<(Square, Piece)>,
    pub promoted: Option<PieceKind>,
}

impl Position {
    pub fn empty() -> Position {
        Position {
            board: [None; CELLS],
            turn: 0,
            status: [SeatStatus::Active; 4],
            castling: [[false; 2]; 4],
            en_passant: [None; 4],
            kings: [None; 4],
        }
    }

    /// The start position of a layout, `first` to move.
    pub fn start(layout: Layout, first: Seat) -> Position {
        use PieceKind::*;
        let g = geometry();
        let mut pos = Position::empty();
        let back = [Rook, Knight, Bishop, Queen, King, Bishop, Knight, Rook];
        for (i, &kind) in back.iter().enumerate() {
            let x = 3 + i as i32;
            // Red rank 1 (d..k), Yellow rank 14 with K and Q swapped.
            let yellow = match kind {
                King => Queen,
                Queen => King,
                k => k,
            };
            // Blue file a from rank 4 up, Green file n from rank 4 up.
            let (blue, green) = match layout {
                Layout::Standard => (
                    match kind {
                        King => Queen,
                        Queen => King,
                        k => k,
                    },
                    kind,
                ),
                Layout::OldStandard => (
                    kind,
                    match kind {
                        King => Queen,
                        Queen => King,
                        k => k,
                    },
                ),
            };
            let place = |pos: &mut Position, f: i32, r: i32, kind, seat: Seat| {
                if let Some(sq) = g.square(f, r) {
                    pos.put(sq, Some(Piece::new(kind, seat, FACINGS[seat as usize])));
                }
            };
            place(&mut pos, x, 0, kind, 0);
            place(&mut pos, x, 1, Pawn, 0);
            place(&mut pos, 0, x, blue, 1);
            place(&mut pos, 1, x, Pawn, 1);
            place(&mut pos, x, 13, yellow, 2);
            place(&mut pos, x, 12, Pawn, 2);
            place(&mut pos, 13, x, green, 3);
            place(&mut pos, 12, x, Pawn, 3);
        }
        pos.castling = [[true; 2]; 4];
        pos.turn = first % 4;
        pos
    }

    pub fn get(&self, sq: Square) -> Option<Piece> {
        self.board.get(sq.0 as usize).copied().flatten()
    }

    /// Puts (or clears) a piece, keeping the king cache right.
    pub fn put(&mut self, sq: Square, piece: Option<Piece>) {
        if let Some(old) = self.board[sq.0 as usize]
            && old.kind == PieceKind::King
            && self.kings[old.owner as usize] == Some(sq)
        {
            self.kings[old.owner as usize] = None;
        }
        if let Some(p) = piece
            && p.kind == PieceKind::King
            && !p.dead
        {
            self.kings[p.owner as usize] = Some(sq);
        }
        self.board[sq.0 as usize] = piece;
    }

    /// Recomputes the king cache from the board (after building a position by hand).
    pub fn refresh_kings(&mut self) {
        self.kings = [None; 4];
        for &sq in geometry().squares() {
            if let Some(p) = self.get(sq)
                && p.kind == PieceKind::King
                && !p.dead
                && (p.owner as usize) < 4
            {
                self.kings[p.owner as usize] = Some(sq);
            }
        }
    }

    /// Turns every piece of `seat` dead, except the king when `keep_king`.
    pub fn kill_army(&mut self, seat: Seat, keep_king: bool) {
        for &sq in geometry().squares() {
            if let Some(mut p) = self.get(sq)
                && p.owner == seat
                && !(keep_king && p.kind == PieceKind::King)
            {
                p.dead = true;
                self.put(sq, Some(p));
            }
        }
        if !keep_king {
            self.kings[seat as usize] = None;
        }
        self.castling[seat as usize] = [false; 2];
    }

    /// Whether `sq` is attacked by a live piece of a seat accepted by `by`.
    pub fn attacked(&self, sq: Square, by: impl Fn(Seat) -> bool) -> bool {
        self.attack_scan(sq, &by, &mut |_| true)
    }

    /// The live pieces of seats accepted by `by` that attack `sq`.
    pub fn attackers(&self, sq: Square, by: impl Fn(Seat) -> bool) -> Vec<Square> {
        let mut out = Vec::new();
        self.attack_scan(sq, &by, &mut |s| {
            out.push(s);
            false
        });
        out
    }

    /// Calls `found` for each attacker; stops (returning true) when it returns true.
    fn attack_scan(
        &self,
        sq: Square,
        by: &dyn Fn(Seat) -> bool,
        found: &mut dyn FnMut(Square) -> bool,
    ) -> bool {
        let s = sq.0 as i32;
        let live = |p: &Piece| !p.dead && by(p.owner);
        for d in KNIGHT {
            let t = s + off(d);
            if exists(t)
                && let Some(p) = self.board[t as usize]
                && p.kind == PieceKind::Knight
                && live(&p)
                && found(Square(t as u16))
            {
                return true;
            }
        }
        for d in KING {
            let t = s + off(d);
            if exists(t)
                && let Some(p) = self.board[t as usize]
                && p.kind == PieceKind::King
                && live(&p)
                && found(Square(t as u16))
            {
                return true;
            }
        }
        for (dirs, kind) in [(ORTHO, PieceKind::Rook), (DIAG, PieceKind::Bishop)] {
            for d in dirs {
                let o = off(d);
                let mut t = s + o;
                while exists(t) {
                    if let Some(p) = self.board[t as usize] {
                        if (p.kind == kind || p.kind == PieceKind::Queen)
                            && live(&p)
                            && found(Square(t as u16))
                        {
                            return true;
                        }
                        break;
                    }
                    t += o;
                }
            }
        }
        // A pawn facing f on p attacks p + orient(f, (±1, 1)).
        for f in Direction::ALL {
            for side in [-1, 1] {
                let t = s - off(f.orient((side, 1)));
                if exists(t)
                    && let Some(p) = self.board[t as usize]
                    && p.kind == PieceKind::Pawn
                    && p.facing == f
                    && live(&p)
                    && found(Square(t as u16))
                {
                    return true;
                }
            }
        }
        false
    }

    /// Whether `seat`'s king is attacked by an opponent's live piece.
    pub fn in_check(&self, seat: Seat, teams: bool) -> bool {
        match self.kings[seat as usize] {
            Some(k) => self.attacked(k, |o| opponents(teams, seat, o)),
            None => false,
        }
    }

    /// Whether `mover` may capture `target`.
    fn capturable(&self, mover: Seat, target: &Piece, opts: &Chess4Options) -> bool {
        if target.owner == mover {
            return false;
        }
        if target.dead {
            return true;
        }
        if !opponents(opts.teams(), mover, target.owner) {
            return false;
        }
        target.kind != PieceKind::King || opts.king_capture
    }

    /// The landing square of the pawn an en passant capture by `mover`'s pawn from
    /// `from` to `to` would remove, if this is one.
    pub fn en_passant_victim(
        &self,
        mover: Seat,
        from: Square,
        to: Square,
        opts: &Chess4Options,
    ) -> Option<Square> {
        if !opts.en_passant || self.get(to).is_some() {
            return None;
        }
        let pawn = self.get(from).filter(|p| p.kind == PieceKind::Pawn)?;
        // Only a diagonal capture step takes en passant: a plain forward step onto the
        // skipped square is an ordinary move and removes nothing.
        let diagonal = [-1, 1]
            .into_iter()
            .any(|side| from.0 as i32 + off(pawn.facing.orient((side, 1))) == to.0 as i32);
        if !diagonal {
            return None;
        }
        for owner in 0..4u8 {
            let Some((skipped, landing)) = self.en_passant[owner as usize] else {
                continue;
            };
            if skipped != to || owner == mover {
                continue;
            }
            let Some(victim) = self.get(landing) else {
                continue;
            };
            if victim.kind != PieceKind::Pawn
                || victim.owner != owner
                || !self.capturable(mover, &victim, opts)
            {
                continue;
            }
            if opts.en_passant_who == EnPassantWho::OnlyPawnInFront
                && from.0 as i32 + off(pawn.facing.orient((0, 1))) != landing.0 as i32
            {
                continue;
            }
            return Some(landing);
        }
        None
    }

    fn promotes(&self, seat: Seat, to: Square, opts: &Chess4Options) -> bool {
        relative_rank(seat, to) + 1 >= opts.promotion_rank as i32
    }

    fn push_pawn(
        &self,
        seat: Seat,
        from: Square,
        to: Square,
        opts: &Chess4Options,
        out: &mut Vec<Move>,
    ) {
        if self.promotes(seat, to, opts) {
            let kinds: &[PieceKind] = match opts.promotion {
                Promotion::Choice => &[
                    PieceKind::Queen,
                    PieceKind::Rook,
                    PieceKind::Bishop,
                    PieceKind::Knight,
                ],
                Promotion::QueenWorthOne => &[PieceKind::Queen],
            };
            for &k in kinds {
                out.push(Move::Step {
                    from,
                    to,
                    promotion: Some(k),
                });
            }
        } else {
            out.push(Move::Step {
                from,
                to,
                promotion: None,
            });
        }
    }

    /// Moves of `seat` that obey piece movement, ignoring the safety of its king.
    pub fn pseudo_moves(&self, seat: Seat, opts: &Chess4Options, out: &mut Vec<Move>) {
        let zombie = self.status[seat as usize] == SeatStatus::Zombie;
        if self.status[seat as usize] == SeatStatus::Out {
            return;
        }
        for &from in geometry().squares() {
            let Some(p) = self.get(from) else { continue };
            if p.owner != seat || p.dead || (zombie && p.kind != PieceKind::King) {
                continue;
            }
            self.piece_moves(seat, from, p, opts, out);
        }
        if !zombie {
            for side in [KINGSIDE, QUEENSIDE] {
                if self.castle_failure(seat, side, opts).is_none()
                    && let Some(m) = castle_move(opts.layout, seat, side)
                {
                    out.push(m);
                }
            }
        }
    }

    /// Pseudo-legal moves of the piece `p` standing on `from`.
    pub fn piece_moves(
        &self,
        seat: Seat,
        from: Square,
        p: Piece,
        opts: &Chess4Options,
        out: &mut Vec<Move>,
    ) {
        let s = from.0 as i32;
        let step = |t: i32| Move::Step {
            from,
            to: Square(t as u16),
            promotion: None,
        };
        match p.kind {
            PieceKind::Pawn => {
                let fwd = off(p.facing.orient((0, 1)));
                let one = s + fwd;
                if exists(one) && self.board[one as usize].is_none() {
                    self.push_pawn(seat, from, Square(one as u16), opts, out);
                    let two = one + fwd;
                    if relative_rank(seat, from) == 1
                        && exists(two)
                        && self.board[two as usize].is_none()
                    {
                        self.push_pawn(seat, from, Square(two as u16), opts, out);
                    }
                }
                for side in [-1, 1] {
                    let t = s + off(p.facing.orient((side, 1)));
                    if !exists(t) {
                        continue;
                    }
                    let to = Square(t as u16);
                    match self.board[t as usize] {
                        Some(target) => {
                            if self.capturable(seat, &target, opts) {
                                self.push_pawn(seat, from, to, opts, out);
                            }
                        }
                        None => {
                            if self.en_passant_victim(seat, from, to, opts).is_some() {
                                self.push_pawn(seat, from, to, opts, out);
                            }
                        }
                    }
                }
            }
            PieceKind::Knight | PieceKind::King => {
                let deltas = if p.kind == PieceKind::Knight {
                    KNIGHT
                } else {
                    KING
                };
                for d in deltas {
                    let t = s + off(d);
                    if !exists(t) {
                        continue;
                    }
                    match self.board[t as usize] {
                        Some(target) if !self.capturable(seat, &target, opts) => {}
                        _ => out.push(step(t)),
                    }
                }
            }
            PieceKind::Rook | PieceKind::Bishop | PieceKind::Queen => {
                let dirs: &[(i32, i32)] = match p.kind {
                    PieceKind::Rook => &ORTHO,
                    PieceKind::Bishop => &DIAG,
                    _ => &[
                        (0, 1),
                        (1, 0),
                        (0, -1),
                        (-1, 0),
                        (1, 1),
                        (1, -1),
                        (-1, -1),
                        (-1, 1),
                    ],
                };
                for &d in dirs {
                    let o = off(d);
                    let mut t = s + o;
                    while exists(t) {
                        match self.board[t as usize] {
                            None => out.push(step(t)),
                            Some(target) => {
                                if self.capturable(seat, &target, opts) {
                                    out.push(step(t));
                                }
                                break;
                            }
                        }
                        t += o;
                    }
                }
            }
            PieceKind::Gold | PieceKind::Silver => {}
        }
    }

    /// Why `seat` cannot castle on `side` now, or `None` when it can.
    pub fn castle_failure(
        &self,
        seat: Seat,
        side: usize,
        opts: &Chess4Options,
    ) -> Option<CastlingFailure> {
        let Some([kf, kt, rf, rt]) = castle_squares(opts.layout, seat, side) else {
            return Some(CastlingFailure::KingMoved);
        };
        let king_ok = matches!(self.get(kf), Some(p) if p.kind == PieceKind::King && p.owner == seat && !p.dead);
        if !king_ok {
            return Some(CastlingFailure::KingMoved);
        }
        // No right on either side: the position gives none (FEN4, `pieces:`); the game
        // says « roi déjà joué » when it saw the king move.
        if self.castling[seat as usize] == [false; 2] {
            return Some(CastlingFailure::NoRights);
        }
        let rook_ok = matches!(self.get(rf), Some(p) if p.kind == PieceKind::Rook && p.owner == seat && !p.dead);
        if !self.castling[seat as usize][side] || !rook_ok {
            return Some(CastlingFailure::RookMoved);
        }
        let g = geometry();
        let (kx, ky) = g.coords(kf);
        let (rx, ry) = g.coords(rf);
        let (dx, dy) = ((rx - kx).signum(), (ry - ky).signum());
        let mut cur = kf;
        while let Some(next) = g.step(cur, (dx, dy)) {
            if next == rf {
                break;
            }
            if self.get(next).is_some() {
                return Some(CastlingFailure::PathBlocked);
            }
            cur = next;
        }
        // The king's and rook's destinations must be free too (they are between or
        // the pieces' own squares in every layout, checked for safety).
        for sq in [kt, rt] {
            if sq != kf && sq != rf && self.get(sq).is_some() {
                return Some(CastlingFailure::PathBlocked);
            }
        }
        let enemy = |o: Seat| opponents(opts.teams(), seat, o);
        if self.attacked(kf, enemy) {
            return Some(CastlingFailure::InCheck);
        }
        let (tx, ty) = g.coords(kt);
        let (sx, sy) = ((tx - kx).signum(), (ty - ky).signum());
        let mut cur = kf;
        while let Some(next) = g.step(cur, (sx, sy)) {
            if next == kt {
                if self.attacked(next, enemy) {
                    return Some(CastlingFailure::LandsOnAttackedSquare);
                }
                break;
            }
            if self.attacked(next, enemy) {
                return Some(CastlingFailure::CrossesAttackedSquare);
            }
            cur = next;
        }
        None
    }

    /// Applies a move to the board only (no rights, no en passant update); returns
    /// what is needed to undo it and what happened.
    pub fn apply(&mut self, seat: Seat, mv: &Move, opts: &Chess4Options) -> Option<(Undo, Made)> {
        let mut undo = Undo {
            cells: [(0, None); 4],
            len: 0,
            kings: self.kings,
        };
        let save = |pos: &Position, sq: Square, undo: &mut Undo| {
            undo.cells[undo.len] = (sq.0, pos.board[sq.0 as usize]);
            undo.len += 1;
        };
        match *mv {
            Move::Step {
                from,
                to,
                promotion,
            } => {
                let piece = self.get(from)?;
                let mut captured = self.get(to).map(|p| (to, p));
                let victim = if piece.kind == PieceKind::Pawn && captured.is_none() {
                    self.en_passant_victim(seat, from, to, opts)
                } else {
                    None
                };
                save(self, from, &mut undo);
                save(self, to, &mut undo);
                if let Some(v) = victim {
                    save(self, v, &mut undo);
                    captured = self.get(v).map(|p| (v, p));
                    self.put(v, None);
                }
                let mut moved = piece;
                if let Some(k) = promotion {
                    moved.kind = k;
                    moved.promoted = true;
                }
                self.put(from, None);
                self.put(to, Some(moved));
                Some((
                    undo,
                    Made {
                        moved: piece,
                        captured,
                        promoted: promotion,
                    },
                ))
            }
            Move::Castle {
                king_from,
                king_to,
                rook_from,
                rook_to,
            } => {
                let king = self.get(king_from)?;
                let rook = self.get(rook_from)?;
                for sq in [king_from, king_to, rook_from, rook_to] {
                    save(self, sq, &mut undo);
                }
                self.put(king_from, None);
                self.put(rook_from, None);
                self.put(king_to, Some(king));
                self.put(rook_to, Some(rook));
                Some((
                    undo,
                    Made {
                        moved: king,
                        captured: None,
                        promoted: None,
                    },
                ))
            }
            _ => None,
        }
    }

    pub fn undo(&mut self, undo: &Undo) {
        for i in (0..undo.len).rev() {
            let (idx, p) = undo.cells[i];
            self.board[idx as usize] = p;
        }
        self.kings = undo.kings;
    }

    /// Whether a pseudo-legal move leaves `seat`'s king safe.
    pub fn keeps_king_safe(&mut self, seat: Seat, mv: &Move, opts: &Chess4Options) -> bool {
        let Some((undo, _)) = self.apply(seat, mv, opts) else {
            return false;
        };
        let safe = !self.in_check(seat, opts.teams());
        self.undo(&undo);
        safe
    }

    /// The legal board moves of `seat` in this position.
    pub fn legal_moves(&self, seat: Seat, opts: &Chess4Options) -> Vec<Move> {
        let mut pseudo = Vec::with_capacity(64);
        self.pseudo_moves(seat, opts, &mut pseudo);
        let mut filter = SafetyFilter::new(self, seat, opts);
        pseudo.retain(|m| filter.keeps_king_safe(m));
        pseudo
    }

    /// Whether `seat` has at least one legal move.
    pub fn has_legal_move(&self, seat: Seat, opts: &Chess4Options) -> bool {
        let mut pseudo = Vec::with_capacity(64);
        self.pseudo_moves(seat, opts, &mut pseudo);
        let mut filter = SafetyFilter::new(self, seat, opts);
        pseudo.iter().any(|m| filter.keeps_king_safe(m))
    }

    /// Makes a move fully: board, castling rights and en passant entries.
    pub fn make(&mut self, seat: Seat, mv: &Move, opts: &Chess4Options) -> Option<Made> {
        let (_, made) = self.apply(seat, mv, opts)?;
        // Castling rights: the mover's king or rook leaving home, or a rook captured at home.
        let layout = opts.layout;
        if made.moved.kind == PieceKind::King {
            self.castling[seat as usize] = [false; 2];
        }
        let from = match *mv {
            Move::Step { from, .. } => Some(from),
            _ => None,
        };
        for owner in 0..4u8 {
            for side in [KINGSIDE, QUEENSIDE] {
                if let Some([_, _, rf, _]) = castle_squares(layout, owner, side) {
                    let touched = (owner == seat && from == Some(rf))
                        || made.captured.is_some_and(|(sq, _)| sq == rf);
                    if touched {
                        self.castling[owner as usize][side] = false;
                    }
                }
            }
        }
        // En passant entries.
        match opts.en_passant_window {
            super::options::EnPassantWindow::NextPlayerOnly => self.en_passant = [None; 4],
            super::options::EnPassantWindow::UntilOwnerMovesAgain => {
                self.en_passant[seat as usize] = None
            }
        }
        if let Move::Step { from, to, .. } = *mv
            && made.moved.kind == PieceKind::Pawn
        {
            let g = geometry();
            let (fx, fy) = g.coords(from);
            let (tx, ty) = g.coords(to);
            if (tx - fx).abs() + (ty - fy).abs() == 2
                && (tx == fx || ty == fy)
                && let Some(skipped) = g.square((fx + tx) / 2, (fy + ty) / 2)
            {
                self.en_passant[seat as usize] = Some((skipped, to));
            }
        }
        // An entry whose pawn was taken is gone.
        for owner in 0..4 {
            if let Some((_, landing)) = self.en_passant[owner]
                && !matches!(self.get(landing), Some(p) if p.kind == PieceKind::Pawn && p.owner as usize == owner)
            {
                self.en_passant[owner] = None;
            }
        }
        Some(made)
    }
}

/// Tells which pseudo-legal moves of one seat keep its king safe. Most moves need no
/// trial: when the king is not attacked now, a move that is neither the king's, nor
/// castling, nor en passant, made from a square on no rank, file or diagonal of the
/// king, cannot expose it (emptying that square opens no line to the king; filling the
/// destination or capturing there only takes attacks away). Every other move is made
/// on a scratch copy, checked and taken back.
struct SafetyFilter<'a> {
    pos: &'a Position,
    seat: Seat,
    opts: &'a Chess4Options,
    /// the king's (file, rank) when it is not attacked now: the shortcut applies
    calm_king: Option<(i32, i32)>,
    no_king: bool,
    scratch: Option<Box<Position>>,
}

impl<'a> SafetyFilter<'a> {
    fn new(pos: &'a Position, seat: Seat, opts: &'a Chess4Options) -> SafetyFilter<'a> {
        let king = pos.kings[seat as usize];
        let calm_king = king
            .filter(|_| !pos.in_check(seat, opts.teams()))
            .map(|k| geometry().coords(k));
        SafetyFilter {
            pos,
            seat,
            opts,
            calm_king,
            no_king: king.is_none(),
            scratch: None,
        }
    }

    fn keeps_king_safe(&mut self, mv: &Move) -> bool {
        if self.no_king {
            // nothing to expose (as `in_check` says for a seat without a king)
            return true;
        }
        if let (Some((kf, kr)), Move::Step { from, to, .. }) = (self.calm_king, mv)
            && let Some(p) = self.pos.board[from.0 as usize]
            && p.kind != PieceKind::King
        {
            let g = geometry();
            let (ff, fr) = g.coords(*from);
            let (tf, tr) = g.coords(*to);
            let en_passant_like = p.kind == PieceKind::Pawn
                && self.pos.board[to.0 as usize].is_none()
                && ff != tf
                && fr != tr;
            let on_a_line = ff == kf || fr == kr || (ff - kf).abs() == (fr - kr).abs();
            if !en_passant_like && !on_a_line {
                return true;
            }
        }
        let pos = self.pos;
        let scratch = self.scratch.get_or_insert_with(|| Box::new(pos.clone()));
        scratch.keeps_king_safe(self.seat, mv, self.opts)
    }
}
