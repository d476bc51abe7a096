//! An independent four-player shogi engine, written for the differential test from the
//! rules as source 003 (docs/sources/shogi4.md) and the `shogi4` module's documented readings state them.
//! It shares no code with `crates/rules` (nothing from the crate is imported here): its
//! own 9 x 9 board, movement tables, check priority, mate at turn, transfer of pieces,
//! drop rules, repetition and ranking. Slow and plain on purpose.
//!
//! Coordinates: (x, y), x = 0 for file 9 (left) to 8 for file 1, y = 0 for rank i
//! (bottom) to 8 for rank a. Seats 0 south, 1 west, 2 north, 3 east; a seat's own
//! pieces face direction number `seat`: up, toward file 1, down, toward file 9.

pub type Sq = (i32, i32);

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Sp {
    /// `K R G S P`.
    pub kind: char,
    pub owner: usize,
    /// 0 up, 1 toward file 1, 2 down, 3 toward file 9.
    pub facing: usize,
    pub promoted: bool,
    /// Ownerless (a mated player's piece under the `ownerless` option).
    pub dead: bool,
    /// A mated player's king, turned over.
    pub flipped: bool,
}

const FORWARD: [Sq; 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];
/// Hand order: rook, gold, silver, pawn.
pub const HAND: [char; 4] = ['R', 'G', 'S', 'P'];

fn inside((x, y): Sq) -> bool {
    (0..9).contains(&x) && (0..9).contains(&y)
}

/// The board delta of a (right, forward) step for a piece facing `facing`.
fn turn((right, fwd): Sq, facing: usize) -> Sq {
    let f = FORWARD[facing];
    let r = (f.1, -f.0);
    (right * r.0 + fwd * f.0, right * r.1 + fwd * f.1)
}

/// Distance from the side a facing starts from: 8 is the piece's last line.
fn depth((x, y): Sq, facing: usize) -> i32 {
    [y, x, 8 - y, 8 - x][facing]
}

pub fn usi((x, y): Sq) -> String {
    format!("{}{}", 9 - x, (b'a' + (8 - y) as u8) as char)
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mv {
    Step { from: Sq, to: Sq, promote: bool },
    Drop { kind: char, to: Sq },
}

impl Mv {
    pub fn text(&self) -> String {
        match *self {
            Mv::Step { from, to, promote } => {
                format!("{}{}{}", usi(from), usi(to), if promote { "+" } else { "" })
            }
            Mv::Drop { kind, to } => format!("{kind}*{}", usi(to)),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome4 {
    Win(Vec<usize>),
    Draw,
    Ranking(Vec<Vec<usize>>),
}

#[derive(Clone, Copy, Debug)]
pub struct Rules {
    pub teams: bool,
    /// A mated player's board pieces become ownerless (otherwise they go to the mater).
    pub ownerless: bool,
}

#[derive(Clone, Debug)]
struct Mate {
    victim: usize,
    mater: Option<usize>,
}

#[derive(Clone, Debug)]
pub struct Oracle {
    pub rules: Rules,
    pub board: [[Option<Sp>; 9]; 9],
    pub hands: [[u8; 4]; 4],
    pub present: [bool; 4],
    pub living: [bool; 4],
    mates: Vec<Mate>,
    pub to_move: usize,
    last_mover: Option<usize>,
    /// Positions reached: (key, who moved into it, whether that move gave check).
    history: Vec<(String, Option<usize>, bool)>,
    pub over: Option<(&'static str, Outcome4)>,
}

impl Oracle {
    /// A position: pieces, hands, player to move. A seat with no king is absent, one
    /// with a turned king was mated earlier (by nobody known).
    pub fn new(rules: Rules, pieces: &[(Sq, Sp)], hands: [[u8; 4]; 4], to_move: usize) -> Oracle {
        let mut o = Oracle {
            rules,
            board: [[None; 9]; 9],
            hands,
            present: [false; 4],
            living: [false; 4],
            mates: Vec::new(),
            to_move,
            last_mover: None,
            history: Vec::new(),
            over: None,
        };
        for &(sq, p) in pieces {
            o.set(sq, Some(p));
            if p.kind == 'K' {
                o.present[p.owner] = true;
                o.living[p.owner] = !p.flipped;
            }
        }
        for s in 0..4 {
            if o.present[s] && !o.living[s] {
                o.mates.push(Mate {
                    victim: s,
                    mater: None,
                });
            }
        }
        // The position may end the game, or mate the player to move at once.
        if !o.end_check() && !o.has_legal(o.to_move) {
            let first = o.to_move;
            o.mate(first);
            if !o.end_check() {
                o.advance(first);
            }
        }
        o.history = vec![(o.key(), None, false)];
        o
    }

    pub fn at(&self, (x, y): Sq) -> Option<Sp> {
        self.board[x as usize][y as usize]
    }

    fn set(&mut self, (x, y): Sq, p: Option<Sp>) {
        self.board[x as usize][y as usize] = p;
    }

    fn squares() -> impl Iterator<Item = Sq> {
        (0..9).flat_map(|x| (0..9).map(move |y| (x, y)))
    }

    pub fn eliminated(&self) -> Vec<usize> {
        self.mates.iter().map(|m| m.victim).collect()
    }

    fn active(&self, p: &Sp) -> bool {
        !p.dead && !p.flipped && self.living[p.owner]
    }

    fn king(&self, seat: usize) -> Option<Sq> {
        Self::squares().find(|&s| {
            self.at(s)
                .is_some_and(|p| p.kind == 'K' && p.owner == seat && !p.flipped)
        })
    }

    /// Single steps of a piece, as board deltas.
    fn steps(p: &Sp) -> Vec<Sq> {
        let gold = [(0, 1), (-1, 1), (1, 1), (-1, 0), (1, 0), (0, -1)];
        let rel: Vec<Sq> = match (p.kind, p.promoted) {
            ('K', _) => vec![
                (0, 1),
                (1, 1),
                (1, 0),
                (1, -1),
                (0, -1),
                (-1, -1),
                (-1, 0),
                (-1, 1),
            ],
            ('G', _) | ('S', true) | ('P', true) => gold.to_vec(),
            ('S', false) => vec![(0, 1), (-1, 1), (1, 1), (-1, -1), (1, -1)],
            ('P', false) => vec![(0, 1)],
            ('R', true) => vec![(1, 1), (1, -1), (-1, 1), (-1, -1)],
            _ => vec![],
        };
        rel.into_iter().map(|d| turn(d, p.facing)).collect()
    }

    /// Squares the piece on `from` reaches (empty or not), blocked by any piece.
    fn reach(&self, from: Sq, p: &Sp) -> Vec<Sq> {
        let mut out: Vec<Sq> = Self::steps(p)
            .into_iter()
            .map(|d| (from.0 + d.0, from.1 + d.1))
            .filter(|&s| inside(s))
            .collect();
        if p.kind == 'R' {
            for d in FORWARD {
                let mut s = (from.0 + d.0, from.1 + d.1);
                while inside(s) {
                    out.push(s);
                    if self.at(s).is_some() {
                        break;
                    }
                    s = (s.0 + d.0, s.1 + d.1);
                }
            }
        }
        out
    }

    /// Squares of active pieces of players other than `victim` attacking `target`.
    fn attackers(&self, target: Sq, victim: usize) -> Vec<Sq> {
        Self::squares()
            .filter(|&s| {
                self.at(s).is_some_and(|p| {
                    p.owner != victim && self.active(&p) && self.reach(s, &p).contains(&target)
                })
            })
            .collect()
    }

    pub fn in_check(&self, seat: usize) -> bool {
        self.living[seat]
            && self
                .king(seat)
                .is_some_and(|k| !self.attackers(k, seat).is_empty())
    }

    pub fn checked(&self) -> Vec<usize> {
        (0..4).filter(|&s| self.in_check(s)).collect()
    }

    fn partner(seat: usize) -> usize {
        (seat + 2) % 4
    }

    fn may_land(&self, seat: usize, to: Sq) -> bool {
        match self.at(to) {
            None => true,
            Some(t) if t.kind == 'K' => false,
            Some(t) if t.dead => true,
            Some(t) => t.owner != seat && !(self.rules.teams && t.owner == Self::partner(seat)),
        }
    }

    fn pseudo(&self, seat: usize) -> Vec<Mv> {
        let mut out = Vec::new();
        for from in Self::squares() {
            let Some(p) = self.at(from) else { continue };
            if p.owner != seat || !self.active(&p) {
                continue;
            }
            for to in self.reach(from, &p) {
                if !self.may_land(seat, to) {
                    continue;
                }
                let promotable = !p.promoted && matches!(p.kind, 'R' | 'S' | 'P');
                let zone = depth(from, p.facing) >= 6 || depth(to, p.facing) >= 6;
                let must = p.kind == 'P' && !p.promoted && depth(to, p.facing) == 8;
                if !must {
                    out.push(Mv::Step {
                        from,
                        to,
                        promote: false,
                    });
                }
                if promotable && zone {
                    out.push(Mv::Step {
                        from,
                        to,
                        promote: true,
                    });
                }
            }
        }
        for (i, &kind) in HAND.iter().enumerate() {
            if self.hands[seat][i] == 0 {
                continue;
            }
            for to in Self::squares() {
                if self.at(to).is_some() {
                    continue;
                }
                if kind == 'P' {
                    let f = FORWARD[seat];
                    let ahead = (to.0 + f.0, to.1 + f.1);
                    let last = depth(to, seat) == 8;
                    let blocked_by_turned_king =
                        inside(ahead) && self.at(ahead).is_some_and(|p| p.flipped);
                    // Two unpromoted own pawns facing the same way on one line.
                    let line = |s: Sq| {
                        if seat.is_multiple_of(2) {
                            s.0 == to.0
                        } else {
                            s.1 == to.1
                        }
                    };
                    let nifu = Self::squares().any(|s| {
                        line(s)
                            && self.at(s).is_some_and(|p| {
                                p.kind == 'P'
                                    && !p.promoted
                                    && p.owner == seat
                                    && p.facing == seat
                                    && !p.dead
                                    && !p.flipped
                            })
                    });
                    if last || blocked_by_turned_king || nifu {
                        continue;
                    }
                }
                out.push(Mv::Drop { kind, to });
            }
        }
        out
    }

    /// The board part of a move; returns the captured piece.
    fn apply(&mut self, seat: usize, mv: &Mv) -> Option<Sp> {
        match *mv {
            Mv::Step { from, to, promote } => {
                let mut p = self.at(from).expect("a piece");
                let taken = self.at(to);
                if let Some(t) = taken {
                    let i = HAND.iter().position(|&k| k == t.kind).expect("a hand kind");
                    self.hands[seat][i] += 1;
                }
                if promote {
                    p.promoted = true;
                }
                self.set(from, None);
                self.set(to, Some(p));
                taken
            }
            Mv::Drop { kind, to } => {
                let i = HAND.iter().position(|&k| k == kind).expect("a hand kind");
                self.hands[seat][i] -= 1;
                self.set(
                    to,
                    Some(Sp {
                        kind,
                        owner: seat,
                        facing: seat,
                        promoted: false,
                        dead: false,
                        flipped: false,
                    }),
                );
                None
            }
        }
    }

    /// A copy to try a move on.
    fn scratch(&self) -> Oracle {
        Oracle {
            rules: self.rules,
            board: self.board,
            hands: self.hands,
            present: self.present,
            living: self.living,
            mates: Vec::new(),
            to_move: self.to_move,
            last_mover: self.last_mover,
            history: Vec::new(),
            over: None,
        }
    }

    /// Legality that depends only on the position: own king safe, no new check on the
    /// partner (teams), no pawn-drop mate of the king the dropped pawn attacks (the
    /// presets' reading; another king left in check without a move does not count).
    fn legal_here(&self, seat: usize, mv: &Mv) -> bool {
        let mut next = self.scratch();
        next.apply(seat, mv);
        if next.in_check(seat) {
            return false;
        }
        // "No new check on the partner's king": no checking piece that was not
        // checking it before (even when the partner is already in check).
        let partner = Self::partner(seat);
        if self.rules.teams
            && self.living[partner]
            && let Some(k) = self.king(partner)
        {
            let checking = |o: &Oracle| -> Vec<(Sq, usize)> {
                o.attackers(k, partner)
                    .into_iter()
                    .map(|s| (s, o.at(s).unwrap().owner))
                    .collect()
            };
            let before = checking(self);
            if checking(&next).iter().any(|a| !before.contains(a)) {
                return false;
            }
        }
        if let Mv::Drop { kind: 'P', to } = *mv {
            let f = FORWARD[seat];
            let ahead = (to.0 + f.0, to.1 + f.1);
            let attacked = if inside(ahead) {
                next.at(ahead).filter(|p| {
                    p.kind == 'K' && !p.flipped && p.owner != seat && next.living[p.owner]
                })
            } else {
                None
            };
            if attacked.is_some_and(|k| !next.has_legal(k.owner)) {
                return false;
            }
        }
        true
    }

    fn has_legal(&self, seat: usize) -> bool {
        let moves = self.pseudo(seat);
        // Pawn drops last: they may need a look one move deeper.
        let (pawn_drops, others): (Vec<Mv>, Vec<Mv>) = moves
            .into_iter()
            .partition(|m| matches!(m, Mv::Drop { kind: 'P', .. }));
        others
            .iter()
            .chain(pawn_drops.iter())
            .any(|m| self.legal_here(seat, m))
    }

    /// The legal moves of the player to move.
    pub fn legal(&self) -> Vec<Mv> {
        if self.over.is_some() {
            return Vec::new();
        }
        let seat = self.to_move;
        let moves: Vec<Mv> = self
            .pseudo(seat)
            .into_iter()
            .filter(|m| self.legal_here(seat, m))
            .collect();
        if !self.repetition_possible() {
            return moves;
        }
        moves
            .into_iter()
            .filter(|m| {
                let mut next = self.clone();
                next.play_unchecked(seat, m);
                !next.perpetual_check_repeats(seat)
            })
            .collect()
    }

    fn next_after(&self, from: usize) -> Option<usize> {
        let order = (1..=4).map(|i| (from + i) % 4);
        let checked = self.checked();
        if !checked.is_empty() {
            return order.clone().find(|s| checked.contains(s));
        }
        order.clone().find(|&s| self.living[s])
    }

    fn mater(&self, victim: usize, in_check: bool) -> Option<usize> {
        let last = self.last_mover.filter(|&s| s != victim && self.living[s]);
        if !in_check {
            return last;
        }
        let king = self.king(victim)?;
        let checkers: Vec<usize> = self
            .attackers(king, victim)
            .iter()
            .filter_map(|&s| self.at(s).map(|p| p.owner))
            .collect();
        match last {
            Some(m) if checkers.contains(&m) => Some(m),
            _ => (1..=4)
                .map(|i| (last.unwrap_or(victim) + i) % 4)
                .find(|s| checkers.contains(s))
                .filter(|&s| s != victim && self.living[s]),
        }
    }

    fn mate(&mut self, victim: usize) {
        let in_check = self.in_check(victim);
        let mater = self.mater(victim, in_check);
        self.living[victim] = false;
        for s in Self::squares().collect::<Vec<_>>() {
            let Some(mut p) = self.at(s) else { continue };
            if p.owner != victim || p.dead || p.flipped {
                continue;
            }
            if p.kind == 'K' {
                p.flipped = true;
            } else {
                match mater {
                    Some(m) if !self.rules.ownerless => p.owner = m,
                    _ => p.dead = true,
                }
            }
            self.set(s, Some(p));
        }
        let hand = std::mem::take(&mut self.hands[victim]);
        if let Some(m) = mater {
            for (mine, n) in self.hands[m].iter_mut().zip(hand) {
                *mine += n;
            }
        }
        self.mates.push(Mate { victim, mater });
    }

    fn ranking(&self) -> Vec<Vec<usize>> {
        let standing = |seat: usize| {
            let mine: Vec<usize> = (0..self.mates.len())
                .filter(|&i| self.mates[i].mater == Some(seat))
                .collect();
            let board = Self::squares()
                .filter(|&s| {
                    self.at(s)
                        .is_some_and(|p| p.owner == seat && !p.dead && !p.flipped)
                })
                .count();
            let hand: usize = self.hands[seat].iter().map(|&n| n as usize).sum();
            (
                mine.len(),
                board + hand + mine.len(),
                mine.last().map_or(0, |&i| i + 1),
            )
        };
        let mut survivors: Vec<(usize, (usize, usize, usize))> = (0..4)
            .filter(|&s| self.present[s] && self.living[s])
            .map(|s| (s, standing(s)))
            .collect();
        survivors.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
        let mut places: Vec<Vec<usize>> = Vec::new();
        let mut last = None;
        for (s, st) in survivors {
            match places.last_mut() {
                Some(place) if last == Some(st) => place.push(s),
                _ => places.push(vec![s]),
            }
            last = Some(st);
        }
        for m in self.mates.iter().rev() {
            places.push(vec![m.victim]);
        }
        places
    }

    /// Ends the game when the format says so: teams at the first mate, individual
    /// after two mates or with one player left.
    fn end_check(&mut self) -> bool {
        if self.over.is_some() {
            return true;
        }
        if self.rules.teams
            && let Some(first) = self.mates.first()
        {
            let losers = first.victim % 2;
            let winners = (0..4)
                .filter(|&s| s % 2 != losers && self.present[s])
                .collect();
            self.over = Some(("checkmate", Outcome4::Win(winners)));
            return true;
        }
        let living = self.living.iter().filter(|&&l| l).count();
        if living <= 1 || self.mates.len() >= 2 {
            self.over = Some(("checkmate", Outcome4::Ranking(self.ranking())));
            return true;
        }
        false
    }

    fn advance(&mut self, from: usize) {
        let mut from = from;
        while let Some(next) = self.next_after(from) {
            self.to_move = next;
            if self.has_legal(next) {
                return;
            }
            self.mate(next);
            from = next;
            if self.end_check() {
                if let Some(n) = self.next_after(from) {
                    self.to_move = n;
                }
                return;
            }
        }
    }

    fn key(&self) -> String {
        format!(
            "{:?}|{:?}|{:?}|{}",
            self.board, self.hands, self.living, self.to_move
        )
    }

    fn play_unchecked(&mut self, seat: usize, mv: &Mv) {
        self.apply(seat, mv);
        self.last_mover = Some(seat);
        let checking = self.checked().into_iter().any(|s| {
            let k = self.king(s).expect("a king");
            self.attackers(k, s)
                .iter()
                .any(|&a| self.at(a).is_some_and(|p| p.owner == seat))
        });
        self.advance(seat);
        let key = self.key();
        self.history.push((key.clone(), Some(seat), checking));
        if self.over.is_none() && self.history.iter().filter(|h| h.0 == key).count() >= 4 {
            let result = if self.rules.teams {
                Outcome4::Draw
            } else {
                Outcome4::Ranking(self.ranking())
            };
            self.over = Some(("repetition", result));
        }
    }

    /// After `seat`'s move: a fourth occurrence while `seat` gave check with every one
    /// of its moves since the position first occurred (that move is illegal).
    fn perpetual_check_repeats(&self, seat: usize) -> bool {
        let Some((key, _, _)) = self.history.last() else {
            return false;
        };
        if self.history.iter().filter(|h| &h.0 == key).count() < 4 {
            return false;
        }
        let first = self.history.iter().position(|h| &h.0 == key).unwrap();
        self.history[first + 1..]
            .iter()
            .filter(|h| h.1 == Some(seat))
            .all(|h| h.2)
    }

    fn repetition_possible(&self) -> bool {
        self.history
            .iter()
            .any(|h| self.history.iter().filter(|g| g.0 == h.0).count() >= 3)
    }

    /// Plays a legal move of the player to move.
    pub fn play(&mut self, mv: &Mv) {
        let seat = self.to_move;
        self.play_unchecked(seat, mv);
    }
}
