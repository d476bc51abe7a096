//! 64-bit square sets for the 8x8 board and the attack tables built on them.
//!
//! Square index `rank * 8 + file`, a1 = 0, h8 = 63. All tables are computed at compile
//! time (`const fn`), so nothing is initialised at run time. Sliding attacks use the
//! "obstruction difference" trick (one subtraction per line), which needs no magic
//! numbers and no large tables.

pub type Bitboard = u64;

#[inline]
pub const fn bit(sq: u8) -> Bitboard {
    1u64 << sq
}

/// Iterates over the squares of a set, lowest first.
#[derive(Clone, Copy)]
pub struct Squares(pub Bitboard);

impl Iterator for Squares {
    type Item = u8;
    #[inline]
    fn next(&mut self) -> Option<u8> {
        if self.0 == 0 {
            None
        } else {
            let sq = self.0.trailing_zeros() as u8;
            self.0 &= self.0 - 1;
            Some(sq)
        }
    }
}

#[inline]
pub fn squares(b: Bitboard) -> Squares {
    Squares(b)
}

pub const fn file_of(sq: u8) -> i32 {
    (sq % 8) as i32
}

pub const fn rank_of(sq: u8) -> i32 {
    (sq / 8) as i32
}

const fn on_board(f: i32, r: i32) -> bool {
    f >= 0 && f < 8 && r >= 0 && r < 8
}

const fn step_table(deltas: &[(i32, i32)]) -> [Bitboard; 64] {
    let mut t = [0u64; 64];
    let mut sq = 0;
    while sq < 64 {
        let f = (sq % 8) as i32;
        let r = (sq / 8) as i32;
        let mut i = 0;
        while i < deltas.len() {
            let (df, dr) = deltas[i];
            if on_board(f + df, r + dr) {
                t[sq] |= 1u64 << ((r + dr) * 8 + f + df);
            }
            i += 1;
        }
        sq += 1;
    }
    t
}

pub static KNIGHT: [Bitboard; 64] = step_table(&crate::geometry::KNIGHT_JUMPS);

pub static KING: [Bitboard; 64] = step_table(&crate::geometry::KING_STEPS);

/// `PAWN_ATTACKS[color][sq]`: squares a pawn of `color` on `sq` attacks (0 white, 1 black).
pub static PAWN_ATTACKS: [[Bitboard; 64]; 2] = [
    step_table(&[(-1, 1), (1, 1)]),
    step_table(&[(-1, -1), (1, -1)]),
];

/// The squares of one line through a square, split into those below and above it.
#[derive(Clone, Copy)]
pub struct LineMask {
    pub lower: Bitboard,
    pub upper: Bitboard,
}

/// Directions of the four lines: file, rank, diagonal, anti-diagonal.
const LINES: [(i32, i32); 4] = [(0, 1), (1, 0), (1, 1), (-1, 1)];

const fn line_masks() -> [[LineMask; 4]; 64] {
    let mut t = [[LineMask { lower: 0, upper: 0 }; 4]; 64];
    let mut sq = 0;
    while sq < 64 {
        let f0 = (sq % 8) as i32;
        let r0 = (sq / 8) as i32;
        let mut l = 0;
        while l < 4 {
            let (df, dr) = LINES[l];
            // Upward along (df, dr): all have higher indices since dr >= 0 and for dr = 0, df > 0.
            let (mut f, mut r) = (f0 + df, r0 + dr);
            while on_board(f, r) {
                t[sq][l].upper |= 1u64 << (r * 8 + f);
                f += df;
                r += dr;
            }
            let (mut f, mut r) = (f0 - df, r0 - dr);
            while on_board(f, r) {
                t[sq][l].lower |= 1u64 << (r * 8 + f);
                f -= df;
                r -= dr;
            }
            l += 1;
        }
        sq += 1;
    }
    t
}

static LINE_MASKS: [[LineMask; 4]; 64] = line_masks();

/// Attacks along one line: from the nearest blocker below to the nearest above.
#[inline]
fn line_attacks(occupied: Bitboard, m: LineMask) -> Bitboard {
    let lower = m.lower & occupied;
    let upper = m.upper & occupied;
    let ms1b = 0x8000_0000_0000_0000u64 >> (lower | 1).leading_zeros();
    let odiff = upper ^ upper.wrapping_sub(ms1b);
    (m.lower | m.upper) & odiff
}

#[inline]
pub fn rook_attacks(sq: u8, occupied: Bitboard) -> Bitboard {
    let m = &LINE_MASKS[sq as usize];
    line_attacks(occupied, m[0]) | line_attacks(occupied, m[1])
}

#[inline]
pub fn bishop_attacks(sq: u8, occupied: Bitboard) -> Bitboard {
    let m = &LINE_MASKS[sq as usize];
    line_attacks(occupied, m[2]) | line_attacks(occupied, m[3])
}

#[inline]
pub fn queen_attacks(sq: u8, occupied: Bitboard) -> Bitboard {
    rook_attacks(sq, occupied) | bishop_attacks(sq, occupied)
}

const fn ray_sets() -> ([Bitboard; 64], [Bitboard; 64]) {
    let m = line_masks();
    let mut rook = [0u64; 64];
    let mut bishop = [0u64; 64];
    let mut sq = 0;
    while sq < 64 {
        rook[sq] = m[sq][0].lower | m[sq][0].upper | m[sq][1].lower | m[sq][1].upper;
        bishop[sq] = m[sq][2].lower | m[sq][2].upper | m[sq][3].lower | m[sq][3].upper;
        sq += 1;
    }
    (rook, bishop)
}

const RAYS: ([Bitboard; 64], [Bitboard; 64]) = ray_sets();
/// Rook moves on an empty board.
pub static ROOK_RAYS: [Bitboard; 64] = RAYS.0;
/// Bishop moves on an empty board.
pub static BISHOP_RAYS: [Bitboard; 64] = RAYS.1;

const fn between_and_line() -> ([[Bitboard; 64]; 64], [[Bitboard; 64]; 64]) {
    let mut between = [[0u64; 64]; 64];
    let mut line = [[0u64; 64]; 64];
    let dirs: [(i32, i32); 8] = [
        (0, 1),
        (1, 1),
        (1, 0),
        (1, -1),
        (0, -1),
        (-1, -1),
        (-1, 0),
        (-1, 1),
    ];
    let mut a = 0;
    while a < 64 {
        let fa = (a % 8) as i32;
        let ra = (a / 8) as i32;
        let mut d = 0;
        while d < 8 {
            let (df, dr) = dirs[d];
            // The whole line through a in this direction (both ways), a included.
            let mut full = 1u64 << a;
            let (mut f, mut r) = (fa + df, ra + dr);
            while on_board(f, r) {
                full |= 1u64 << (r * 8 + f);
                f += df;
                r += dr;
            }
            let (mut f, mut r) = (fa - df, ra - dr);
            while on_board(f, r) {
                full |= 1u64 << (r * 8 + f);
                f -= df;
                r -= dr;
            }
            let mut acc = 0u64;
            let (mut f, mut r) = (fa + df, ra + dr);
            while on_board(f, r) {
                let b = (r * 8 + f) as usize;
                between[a][b] = acc;
                line[a][b] = full;
                acc |= 1u64 << b;
                f += df;
                r += dr;
            }
            d += 1;
        }
        a += 1;
    }
    (between, line)
}

const BETWEEN_LINE: ([[Bitboard; 64]; 64], [[Bitboard; 64]; 64]) = between_and_line();
/// Squares strictly between two squares on a common line (0 if not aligned).
pub static BETWEEN: [[Bitboard; 64]; 64] = BETWEEN_LINE.0;
/// The full board line through two aligned squares (0 if not aligned).
pub static LINE: [[Bitboard; 64]; 64] = BETWEEN_LINE.1;

#[inline]
pub fn between(a: u8, b: u8) -> Bitboard {
    BETWEEN[a as usize][b as usize]
}

#[inline]
pub fn line(a: u8, b: u8) -> Bitboard {
    LINE[a as usize][b as usize]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn slow_ray(sq: u8, occ: Bitboard, dirs: &[(i32, i32)]) -> Bitboard {
        let mut out = 0;
        for &(df, dr) in dirs {
            let (mut f, mut r) = (file_of(sq) + df, rank_of(sq) + dr);
            while on_board(f, r) {
                let b = 1u64 << (r * 8 + f);
                out |= b;
                if occ & b != 0 {
                    break;
                }
                f += df;
                r += dr;
            }
        }
        out
    }

    #[test]
    fn sliding_attacks_match_a_slow_walk() {
        let mut x: u64 = 0x9E37_79B9_7F4A_7C15;
        for _ in 0..2000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let occ = x & x.rotate_left(17);
            let sq = (x >> 58) as u8;
            let rook = slow_ray(sq, occ, &[(0, 1), (0, -1), (1, 0), (-1, 0)]);
            let bishop = slow_ray(sq, occ, &[(1, 1), (1, -1), (-1, 1), (-1, -1)]);
            assert_eq!(rook_attacks(sq, occ), rook, "rook {sq} {occ:x}");
            assert_eq!(bishop_attacks(sq, occ), bishop, "bishop {sq} {occ:x}");
        }
    }

    #[test]
    fn between_and_line_tables() {
        // a1..h8 diagonal: between a1 and d4 is b2, c3.
        assert_eq!(between(0, 27), bit(9) | bit(18));
        assert_eq!(between(0, 10), 0); // a1, c2: not aligned
        assert_eq!(line(0, 10), 0);
        assert_eq!(line(0, 1).count_ones(), 8);
        assert_eq!(between(4, 7), bit(5) | bit(6));
    }
}
