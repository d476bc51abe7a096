//! The board state of four-player chess and its move generation.
//!
//! Moves are generated on the padded mailbox of [`Geometry::cross`]: a missing corner
//! is a cell that does not exist, so sliders stop there and a knight is judged by its
//! destination alone.

mod attacks;
mod castling;
mod cell;
mod cross;
mod legal;
mod movegen;

use super::options::{Chess4Options, Layout};
use crate::{Direction, Geometry, Move, Piece, PieceKind, Seat, Square};
use std::sync::OnceLock;

pub use castling::{castle_move, castle_squares};
pub use cell::Cell;
pub(crate) use legal::eliminated_by;

/// Mailbox cells of the cross board (18 x 18 with the padding).
pub const CELLS: usize = 324;

/// The shared cross geometry.
pub fn geometry() -> &'static Geometry {
    static GEO: OnceLock<Geometry> = OnceLock::new();
    GEO.get_or_init(Geometry::cross)
}

/// Which rook home each cell is in a layout: 0 for none, else 1 + 2 × seat + side.
/// A table: `make` looks at it on every move.
fn rook_home_at(layout: Layout) -> &'static [u8; CELLS] {
    match layout {
        Layout::Standard => &castling::ROOK_HOMES[0],
        Layout::OldStandard => &castling::ROOK_HOMES[1],
    }
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

/// The zero-based rank of a square counted from `seat`'s own first rank.
pub fn relative_rank(seat: Seat, sq: Square) -> i32 {
    let (f, r) = cross::coords(sq.0);
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

use cross::{exists, off};

/// The board and the state that decides which moves are legal.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    /// One byte a cell ([`Cell`]); [`Position::get`] and [`Position::put`] speak in pieces.
    pub board: [Cell; CELLS],
    pub turn: Seat,
    pub status: [SeatStatus; 4],
    /// `[seat][KINGSIDE | QUEENSIDE]`.
    pub castling: [[bool; 2]; 4],
    /// Per double-stepper's owner: (skipped square, landing square).
    pub en_passant: [Option<(Square, Square)>; 4],
    pub kings: [Option<Square>; 4],
    /// Per seat, its live pieces as bits over the 160 squares (bit `i % 64` of word
    /// `i / 64` for the square `cross::SQUARES[i]`), kept with the board by every
    /// write: move generation visits these instead of testing the squares one by one,
    /// a test the processor mispredicted often (docs/MEASURES.md, « Perft »).
    live: [[u64; LIVE_WORDS]; 4],
}

/// Words of a seat's bit set of cells.
const LIVE_WORDS: usize = cross::SQUARES.len().div_ceil(64);

/// What a move changed on the board, enough to undo it.
#[derive(Clone, Copy, Debug)]
pub struct Undo {
    cells: [(u16, Cell); 4],
    len: usize,
    kings: [Option<Square>; 4],
    /// The live sets before the move of the seats in `live_rows` (bit per seat), the
    /// only ones the move changed: copied back, cheaper than working out each restored
    /// cell's bits, and a plain move saves one or two rows instead of all four.
    live: [[u64; LIVE_WORDS]; 4],
    live_rows: u8,
}

impl Undo {
    const EMPTY: Undo = Undo {
        cells: [(0, Cell::EMPTY); 4],
        len: 0,
        kings: [None; 4],
        live: [[0; LIVE_WORDS]; 4],
        live_rows: 0,
    };

    /// Saves `seat`'s live set before the move changes it.
    #[inline(always)]
    fn save_row(&mut self, live: &[[u64; LIVE_WORDS]; 4], seat: Seat) {
        let s = seat as usize & 3;
        self.live[s] = live[s];
        self.live_rows |= 1 << s;
    }
}

/// What [`Position::unmake`] restores: the board cells, kings, rights and en passant.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Taken {
    undo: Undo,
    castling: [[bool; 2]; 4],
    en_passant: [Option<(Square, Square)>; 4],
}

impl Taken {
    pub(crate) const EMPTY: Taken = Taken {
        undo: Undo::EMPTY,
        castling: [[false; 2]; 4],
        en_passant: [None; 4],
    };
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
            board: [Cell::EMPTY; CELLS],
            turn: 0,
            status: [SeatStatus::Active; 4],
            castling: [[false; 2]; 4],
            en_passant: [None; 4],
            kings: [None; 4],
            live: [[0; LIVE_WORDS]; 4],
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
        self.board.get(sq.0 as usize).and_then(|c| c.piece())
    }

    /// Puts (or clears) a piece, keeping the king cache right.
    pub fn put(&mut self, sq: Square, piece: Option<Piece>) {
        if let Some(old) = self.get(sq)
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
        self.set_cell(sq.0 as usize, piece);
    }

    /// Writes a cell and its bit in the live sets (`put` without the king cache).
    #[inline(always)]
    fn set_cell(&mut self, idx: usize, piece: Option<Piece>) {
        let old = self.board[idx];
        if !old.is_empty() {
            self.clear_live(old.owner(), idx);
        }
        if let Some(p) = piece
            && !p.dead
        {
            self.set_live(p.owner, idx);
        }
        self.board[idx] = Cell::of(piece);
    }

    #[inline(always)]
    fn clear_live(&mut self, owner: Seat, idx: usize) {
        let bit = cross::BIT[idx] as usize;
        if let Some(set) = self.live.get_mut(owner as usize) {
            set[bit / 64] &= !(1 << (bit % 64));
        }
    }

    #[inline(always)]
    fn set_live(&mut self, owner: Seat, idx: usize) {
        let bit = cross::BIT[idx] as usize;
        if let Some(set) = self.live.get_mut(owner as usize) {
            set[bit / 64] |= 1 << (bit % 64);
        }
    }

    /// The live sets' words of `seat` (all empty for a seat beyond the four).
    #[inline(always)]
    pub(super) fn live_words(&self, seat: Seat) -> [u64; LIVE_WORDS] {
        self.live.get(seat as usize).copied().unwrap_or_default()
    }

    /// Forgets the king cache's entry of `king`'s owner if it points at `sq`.
    #[inline(always)]
    fn uncache_king(&mut self, owner: Seat, sq: Square) {
        if let Some(cached) = self.kings.get_mut(owner as usize)
            && *cached == Some(sq)
        {
            *cached = None;
        }
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

    /// Applies a move to the board only (no rights, no en passant update); returns
    /// what is needed to undo it and what happened.
    pub fn apply(&mut self, seat: Seat, mv: &Move, opts: &Chess4Options) -> Option<(Undo, Made)> {
        let mut undo = Undo::EMPTY;
        let made = self.apply_into(seat, mv, opts, &mut undo)?;
        Some((undo, made))
    }

    /// [`Position::apply`], writing what undoes the move into `undo` (the hot loops
    /// keep one and refill it instead of returning a new one each move). Always
    /// inlined: a call returns `Made` through memory, written byte by byte and read back
    /// word by word, and that stall cost a tenth of perft's time.
    #[inline(always)]
    fn apply_into(
        &mut self,
        seat: Seat,
        mv: &Move,
        opts: &Chess4Options,
        undo: &mut Undo,
    ) -> Option<Made> {
        undo.len = 0;
        undo.kings = self.kings;
        undo.live_rows = 0;
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
                let pc = self.board[from.0 as usize];
                let piece = pc.piece()?;
                let tc = self.board[to.0 as usize];
                let mut captured = tc.piece().map(|p| (to, p));
                undo.cells[0] = (from.0, pc);
                undo.cells[1] = (to.0, tc);
                undo.len = 2;
                undo.save_row(&self.live, pc.owner());
                if !tc.is_empty() {
                    undo.save_row(&self.live, tc.owner());
                }
                if pc.is(PieceKind::Pawn)
                    && tc.is_empty()
                    && let Some(v) = self.en_passant_victim(seat, from, to, opts)
                {
                    undo.live = self.live;
                    undo.live_rows = 15;
                    save(self, v, undo);
                    captured = self.get(v).map(|p| (v, p));
                    self.put(v, None);
                }
                let moved = match promotion {
                    Some(k) => pc.promoted_to(k),
                    None => pc,
                };
                // What `put` would do, written out: the king cache changes only when a
                // king leaves `from` or is taken on `to`, and most moves touch no king.
                if tc.is(PieceKind::King) {
                    self.uncache_king(tc.owner(), to);
                }
                if pc.is(PieceKind::King) {
                    self.uncache_king(pc.owner(), from);
                }
                if moved.is(PieceKind::King) && !moved.is_dead() {
                    self.kings[moved.owner() as usize] = Some(to);
                }
                // The live sets: the mover leaves `from`, a piece taken on `to` leaves
                // its owner's set (clearing a dead one's absent bit changes nothing).
                self.clear_live(pc.owner(), from.0 as usize);
                if !tc.is_empty() {
                    self.clear_live(tc.owner(), to.0 as usize);
                }
                if !moved.is_dead() {
                    self.set_live(moved.owner(), to.0 as usize);
                }
                self.board[from.0 as usize] = Cell::EMPTY;
                self.board[to.0 as usize] = moved;
                Some(Made {
                    moved: piece,
                    captured,
                    promoted: promotion,
                })
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
                    save(self, sq, undo);
                }
                undo.live = self.live;
                undo.live_rows = 15;
                self.put(king_from, None);
                self.put(rook_from, None);
                self.put(king_to, Some(king));
                self.put(rook_to, Some(rook));
                Some(Made {
                    moved: king,
                    captured: None,
                    promoted: None,
                })
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
        for (s, row) in undo.live.iter().enumerate() {
            if undo.live_rows & (1 << s) != 0 {
                self.live[s] = *row;
            }
        }
    }

    /// Makes a move fully: board, castling rights and en passant entries.
    pub fn make(&mut self, seat: Seat, mv: &Move, opts: &Chess4Options) -> Option<Made> {
        let mut taken = Taken::EMPTY;
        self.make_into(seat, mv, opts, &mut taken)
    }

    /// Takes back a move made by [`Position::make_into`].
    pub(crate) fn unmake(&mut self, taken: &Taken) {
        self.undo(&taken.undo);
        self.castling = taken.castling;
        self.en_passant = taken.en_passant;
    }

    /// [`Position::make`], writing what [`Position::unmake`] needs into `taken`.
    /// Always inlined: perft's leaf loop, which only asks whether the move was made,
    /// then builds no `Made`.
    #[inline(always)]
    pub(crate) fn make_into(
        &mut self,
        seat: Seat,
        mv: &Move,
        opts: &Chess4Options,
        taken: &mut Taken,
    ) -> Option<Made> {
        taken.castling = self.castling;
        taken.en_passant = self.en_passant;
        let made = self.apply_into(seat, mv, opts, &mut taken.undo)?;
        // Castling rights: the mover's king or rook leaving home, or a rook captured at home.
        let layout = opts.layout;
        if made.moved.kind == PieceKind::King {
            self.castling[seat as usize] = [false; 2];
        }
        if self.castling != [[false; 2]; 4] {
            let homes = rook_home_at(layout);
            // A rook home left by its own seat's piece, or any rook home captured on.
            let mut lose = |sq: Square, mover: Option<Seat>| {
                let h = homes[sq.0 as usize];
                if h != 0 && mover.is_none_or(|m| m == (h - 1) / 2) {
                    self.castling[((h - 1) / 2) as usize][((h - 1) % 2) as usize] = false;
                }
            };
            if let Move::Step { from, .. } = *mv {
                lose(from, Some(seat));
            }
            if let Some((sq, _)) = made.captured {
                lose(sq, None);
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
            // Two cells along a file or a rank: the mailbox difference tells it without
            // the divisions of coordinates (the padding keeps rows apart).
            let d = (to.0 as i32 - from.0 as i32).abs();
            let skipped = Square(((from.0 as i32 + to.0 as i32) / 2) as u16);
            if (d == 2 || d == 2 * cross::STRIDE) && exists(skipped.0 as i32) {
                self.en_passant[seat as usize] = Some((skipped, to));
            }
        }
        // An entry whose pawn was taken is gone (only a capture can take it: its owner
        // moving it has cleared the entry above).
        for owner in (0..4).filter(|_| made.captured.is_some()) {
            if let Some((_, landing)) = self.en_passant[owner]
                && !matches!(self.get(landing), Some(p) if p.kind == PieceKind::Pawn && p.owner as usize == owner)
            {
                self.en_passant[owner] = None;
            }
        }
        Some(made)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess4::Chess4;
    use crate::{Game, Preset};

    /// The live sets computed from the board alone.
    fn live_of(pos: &Position) -> [[u64; LIVE_WORDS]; 4] {
        let mut live = [[0; LIVE_WORDS]; 4];
        for (n, &sq) in cross::SQUARES.iter().enumerate() {
            if let Some(p) = pos.board[sq as usize].piece()
                && !p.dead
            {
                live[p.owner as usize][n / 64] |= 1 << (n % 64);
            }
        }
        live
    }

    /// Every write keeps the live sets those of the board: random games (fixed seed)
    /// in both formats, each move made and taken back before it is played, armies
    /// killed on the way in the points formats.
    #[test]
    fn live_sets_follow_the_board() {
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        let mut rand = |n: usize| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed % n as u64) as usize
        };
        for preset in [Preset::Chess4Teams, Preset::Chess4Ffa] {
            for _ in 0..6 {
                let mut game = Chess4::new_preset(preset).unwrap();
                game.ignore_draw_rules();
                for _ in 0..120 {
                    let moves = game.legal_moves();
                    let Some(&seat) = game.to_move().first() else {
                        break;
                    };
                    if moves.is_empty() {
                        break;
                    }
                    let mv = &moves[rand(moves.len())];
                    let mut pos = game.position().clone();
                    assert_eq!(pos.live, live_of(&pos));
                    let before = pos.clone();
                    let mut taken = Taken::EMPTY;
                    if pos
                        .make_into(seat, mv, game.chess4_options(), &mut taken)
                        .is_some()
                    {
                        assert_eq!(pos.live, live_of(&pos), "{mv:?}");
                        pos.unmake(&taken);
                        assert_eq!(pos, before, "{mv:?}");
                    }
                    game.play_legal(seat, mv);
                }
                let pos = game.position();
                assert_eq!(pos.live, live_of(pos));
            }
        }
    }
}
