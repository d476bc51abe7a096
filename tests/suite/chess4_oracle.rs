//! An independent four-player chess engine, written for the differential test from the
//! rules as the sources 000 and 001 (docs/sources/quatre-joueurs.md) and the presets' documented readings state them. It shares
//! no code with `crates/rules` (nothing from the crate is imported here): its own board
//! (a 14 x 14 array with missing corners), its own move generator, its own turn, mate,
//! points and draw logic. Slow and plain on purpose.

/// A piece: kind letter `P N B R Q K`, owner seat (0 red, 1 blue, 2 yellow, 3 green).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Pc {
    pub kind: char,
    pub owner: usize,
    pub dead: bool,
    pub promoted: bool,
}

pub type Sq = (i32, i32);

/// The rule choices a playout runs under (each preset is a set of these).
#[derive(Clone, Copy, Debug)]
pub struct Rules {
    pub teams: bool,
    pub en_passant: bool,
    /// Only the pawn the double-stepper lands directly in front of may take.
    pub ep_front_only: bool,
    /// Only the next player may take (otherwise: until the owner moves again).
    pub ep_next_only: bool,
    /// Promotion on this rank counted from the owner's side (8 or 11).
    pub promotion_rank: i32,
    /// Queen only, worth 1 (otherwise a choice of Q R B N).
    pub queen_only: bool,
    pub mate_immediate: bool,
    pub king_capture: bool,
    /// Points formats: a stalemated player scores 20 and is out (otherwise a draw).
    pub stalemate_scores: bool,
    /// Points formats: a lead of 21 with two players left ends the game by itself.
    pub automatic_lead: bool,
    pub insufficient_material: bool,
}

impl Rules {
    /// The presets as the sources and their documented readings describe them.
    pub fn preset(id: &str) -> Rules {
        let teams = Rules {
            teams: true,
            en_passant: true,
            ep_front_only: false,
            ep_next_only: false,
            promotion_rank: 11,
            queen_only: false,
            mate_immediate: false,
            king_capture: true,
            stalemate_scores: false,
            automatic_lead: false,
            insufficient_material: false,
        };
        match id {
            "chess4-teams" => teams,
            "chess4-qdan-teams" => Rules {
                ep_next_only: true,
                ..teams
            },
            "chess4-ffa" => Rules {
                teams: false,
                promotion_rank: 8,
                queen_only: true,
                mate_immediate: true,
                stalemate_scores: true,
                insufficient_material: true,
                ..teams
            },
            "chess4-qdan-solo" => Rules {
                teams: false,
                ep_next_only: true,
                promotion_rank: 8,
                queen_only: true,
                mate_immediate: true,
                automatic_lead: true,
                insufficient_material: true,
                ..teams
            },
            _ => panic!("no preset {id}"),
        }
    }
}

pub fn exists((f, r): Sq) -> bool {
    let edge = |x: i32| !(3..=10).contains(&x);
    (0..14).contains(&f) && (0..14).contains(&r) && !(edge(f) && edge(r))
}

pub fn name((f, r): Sq) -> String {
    format!("{}{}", (b'a' + f as u8) as char, r + 1)
}

const FORWARD: [Sq; 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];
const KNIGHT: [Sq; 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];
const ROOK: [Sq; 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
const BISHOP: [Sq; 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];

fn add((a, b): Sq, (c, d): Sq) -> Sq {
    (a + c, b + d)
}

/// The two forward diagonals of a seat's pawns.
fn diagonals(seat: usize) -> [Sq; 2] {
    let (x, y) = FORWARD[seat];
    if x == 0 {
        [(-1, y), (1, y)]
    } else {
        [(x, -1), (x, 1)]
    }
}

/// Rank counted from the seat's own side, 0 = its back rank.
pub fn own_rank(seat: usize, (f, r): Sq) -> i32 {
    [r, f, 13 - r, 13 - f][seat]
}

/// Castling squares (king from, king to, rook from, rook to), Standard layout,
/// `[seat][0 = O-O, 1 = O-O-O]` (the Standard layout).
fn castle_table(seat: usize, side: usize) -> [Sq; 4] {
    let s = |t: &str| -> Sq {
        let f = t.as_bytes()[0] as i32 - b'a' as i32;
        (f, t[1..].parse::<i32>().unwrap() - 1)
    };
    let t = [
        [["h1", "j1", "k1", "i1"], ["h1", "f1", "d1", "g1"]],
        [["a7", "a5", "a4", "a6"], ["a7", "a9", "a11", "a8"]],
        [["g14", "e14", "d14", "f14"], ["g14", "i14", "k14", "h14"]],
        [["n8", "n10", "n11", "n9"], ["n8", "n6", "n4", "n7"]],
    ][seat][side];
    [s(t[0]), s(t[1]), s(t[2]), s(t[3])]
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mv {
    Step {
        from: Sq,
        to: Sq,
        promo: Option<char>,
    },
    Castle {
        seat: usize,
        side: usize,
    },
}

impl Mv {
    /// The neutral text both sides of the differential test write.
    pub fn text(&self) -> String {
        match *self {
            Mv::Step { from, to, promo } => match promo {
                Some(k) => format!("{}-{}={k}", name(from), name(to)),
                None => format!("{}-{}", name(from), name(to)),
            },
            Mv::Castle { seat, side } => {
                let [kf, kt, _, _] = castle_table(seat, side);
                format!("castle {}-{}", name(kf), name(kt))
            }
        }
    }
}

/// How a game ended: the reason (as the `end:` claim names it) and the result, a
/// sorted list of winners, a draw, or places from first to last.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Result4 {
    Win(Vec<usize>),
    Draw,
    Ranking(Vec<Vec<usize>>),
}

#[derive(Clone, Debug)]
pub struct Oracle {
    pub rules: Rules,
    pub board: [[Option<Pc>; 14]; 14],
    pub turn: usize,
    pub out: [bool; 4],
    pub out_order: Vec<usize>,
    pub castle: [[bool; 2]; 4],
    /// Per double-stepper's owner: (skipped square, landing square).
    pub ep: [Option<(Sq, Sq)>; 4],
    pub points: [i32; 4],
    pub clock: u32,
    history: Vec<String>,
    pub over: Option<(&'static str, Result4)>,
}

impl Oracle {
    /// A position: the pieces, whose turn, who is out, castling rights, points and
    /// the plies since the last capture or pawn move.
    pub fn new(
        rules: Rules,
        pieces: &[(Sq, Pc)],
        turn: usize,
        out: [bool; 4],
        castle: [[bool; 2]; 4],
        points: [i32; 4],
        clock: u32,
    ) -> Oracle {
        let mut o = Oracle {
            rules,
            board: [[None; 14]; 14],
            turn,
            out,
            out_order: (0..4).filter(|&s| out[s]).collect(),
            castle,
            ep: [None; 4],
            points,
            clock,
            history: Vec::new(),
            over: None,
        };
        for &(sq, p) in pieces {
            o.set(sq, Some(p));
        }
        if o.out[o.turn] {
            o.turn = o.next_seat(o.turn);
        }
        let key = o.key();
        o.history.push(key);
        o
    }

    pub fn at(&self, (f, r): Sq) -> Option<Pc> {
        self.board[f as usize][r as usize]
    }

    fn set(&mut self, (f, r): Sq, p: Option<Pc>) {
        self.board[f as usize][r as usize] = p;
    }

    fn squares() -> impl Iterator<Item = Sq> {
        (0..14)
            .flat_map(|f| (0..14).map(move |r| (f, r)))
            .filter(|&s| exists(s))
    }

    fn enemies(&self, a: usize, b: usize) -> bool {
        a != b && (!self.rules.teams || a % 2 != b % 2)
    }

    fn king(&self, seat: usize) -> Option<Sq> {
        Self::squares().find(|&s| {
            self.at(s)
                .is_some_and(|p| p.kind == 'K' && p.owner == seat && !p.dead)
        })
    }

    /// Whether a live piece of `by`'s seat attacks `target` (all piece rules written
    /// from the target's side).
    fn attacked_by(&self, target: Sq, by: impl Fn(usize) -> bool) -> bool {
        !self.attackers(target, by).is_empty()
    }

    fn attackers(&self, target: Sq, by: impl Fn(usize) -> bool) -> Vec<Sq> {
        let mut out = Vec::new();
        let live = |p: &Pc| !p.dead && by(p.owner);
        for d in KNIGHT {
            let s = add(target, d);
            if exists(s) && self.at(s).is_some_and(|p| p.kind == 'N' && live(&p)) {
                out.push(s);
            }
        }
        for d in ROOK.iter().chain(BISHOP.iter()) {
            let s = add(target, *d);
            if exists(s) && self.at(s).is_some_and(|p| p.kind == 'K' && live(&p)) {
                out.push(s);
            }
        }
        for (dirs, kind) in [(ROOK, 'R'), (BISHOP, 'B')] {
            for d in dirs {
                let mut s = add(target, d);
                while exists(s) {
                    if let Some(p) = self.at(s) {
                        if (p.kind == kind || p.kind == 'Q') && live(&p) {
                            out.push(s);
                        }
                        break;
                    }
                    s = add(s, d);
                }
            }
        }
        for seat in 0..4 {
            for d in diagonals(seat) {
                let s = (target.0 - d.0, target.1 - d.1);
                if exists(s)
                    && self
                        .at(s)
                        .is_some_and(|p| p.kind == 'P' && p.owner == seat && live(&p))
                {
                    out.push(s);
                }
            }
        }
        out
    }

    pub fn in_check(&self, seat: usize) -> bool {
        !self.out[seat]
            && self
                .king(seat)
                .is_some_and(|k| self.attacked_by(k, |o| self.enemies(seat, o)))
    }

    pub fn checked(&self) -> Vec<usize> {
        (0..4).filter(|&s| self.in_check(s)).collect()
    }

    fn may_take(&self, mover: usize, target: &Pc) -> bool {
        // A dead piece is anyone's to take, its own zombie king's too.
        if target.dead {
            return true;
        }
        if target.owner == mover {
            return false;
        }
        self.enemies(mover, target.owner) && (target.kind != 'K' || self.rules.king_capture)
    }

    /// The square of the pawn an en passant capture `from` → `to` by `mover` removes.
    fn ep_victim(&self, mover: usize, from: Sq, to: Sq) -> Option<Sq> {
        if !self.rules.en_passant || self.at(to).is_some() {
            return None;
        }
        (0..4).find_map(|owner| {
            let (skipped, landing) = self.ep[owner]?;
            let victim = self.at(landing)?;
            let ok = skipped == to
                && owner != mover
                && victim.kind == 'P'
                && victim.owner == owner
                && self.may_take(mover, &victim)
                && (!self.rules.ep_front_only || add(from, FORWARD[mover]) == landing);
            ok.then_some(landing)
        })
    }

    fn pawn_moves(&self, seat: usize, from: Sq, to: Sq, out: &mut Vec<Mv>) {
        if own_rank(seat, to) + 1 >= self.rules.promotion_rank {
            let kinds: &[char] = if self.rules.queen_only {
                &['Q']
            } else {
                &['Q', 'R', 'B', 'N']
            };
            for &k in kinds {
                out.push(Mv::Step {
                    from,
                    to,
                    promo: Some(k),
                });
            }
        } else {
            out.push(Mv::Step {
                from,
                to,
                promo: None,
            });
        }
    }

    fn pseudo(&self, seat: usize) -> Vec<Mv> {
        let mut out = Vec::new();
        if self.out[seat] {
            return out;
        }
        for from in Self::squares() {
            let Some(p) = self.at(from) else { continue };
            if p.owner != seat || p.dead {
                continue;
            }
            let step = |to| Mv::Step {
                from,
                to,
                promo: None,
            };
            match p.kind {
                'P' => {
                    let one = add(from, FORWARD[seat]);
                    if exists(one) && self.at(one).is_none() {
                        self.pawn_moves(seat, from, one, &mut out);
                        let two = add(one, FORWARD[seat]);
                        if own_rank(seat, from) == 1 && exists(two) && self.at(two).is_none() {
                            self.pawn_moves(seat, from, two, &mut out);
                        }
                    }
                    for d in diagonals(seat) {
                        let to = add(from, d);
                        if !exists(to) {
                            continue;
                        }
                        let takes = match self.at(to) {
                            Some(t) => self.may_take(seat, &t),
                            None => self.ep_victim(seat, from, to).is_some(),
                        };
                        if takes {
                            self.pawn_moves(seat, from, to, &mut out);
                        }
                    }
                }
                'N' | 'K' => {
                    let deltas: Vec<Sq> = if p.kind == 'N' {
                        KNIGHT.to_vec()
                    } else {
                        ROOK.iter().chain(BISHOP.iter()).copied().collect()
                    };
                    for d in deltas {
                        let to = add(from, d);
                        if exists(to) && self.at(to).is_none_or(|t| self.may_take(seat, &t)) {
                            out.push(step(to));
                        }
                    }
                }
                _ => {
                    let dirs: Vec<Sq> = match p.kind {
                        'R' => ROOK.to_vec(),
                        'B' => BISHOP.to_vec(),
                        _ => ROOK.iter().chain(BISHOP.iter()).copied().collect(),
                    };
                    for d in dirs {
                        let mut to = add(from, d);
                        while exists(to) {
                            match self.at(to) {
                                None => out.push(step(to)),
                                Some(t) => {
                                    if self.may_take(seat, &t) {
                                        out.push(step(to));
                                    }
                                    break;
                                }
                            }
                            to = add(to, d);
                        }
                    }
                }
            }
        }
        for side in 0..2 {
            if self.can_castle(seat, side) {
                out.push(Mv::Castle { seat, side });
            }
        }
        out
    }

    fn can_castle(&self, seat: usize, side: usize) -> bool {
        let [kf, kt, rf, rt] = castle_table(seat, side);
        let own = |s: Sq, k: char| {
            self.at(s)
                .is_some_and(|p| p.kind == k && p.owner == seat && !p.dead)
        };
        if !self.castle[seat][side] || !own(kf, 'K') || !own(rf, 'R') {
            return false;
        }
        let dir = ((rf.0 - kf.0).signum(), (rf.1 - kf.1).signum());
        let mut s = add(kf, dir);
        while s != rf {
            if self.at(s).is_some() {
                return false;
            }
            s = add(s, dir);
        }
        if [kt, rt]
            .iter()
            .any(|&s| s != kf && s != rf && self.at(s).is_some())
        {
            return false;
        }
        let enemy = |o| self.enemies(seat, o);
        let kdir = ((kt.0 - kf.0).signum(), (kt.1 - kf.1).signum());
        let mut s = kf;
        loop {
            if self.attacked_by(s, enemy) {
                return false;
            }
            if s == kt {
                return true;
            }
            s = add(s, kdir);
        }
    }

    /// Plays a move on the board alone; returns the captured piece.
    fn apply(&mut self, seat: usize, mv: &Mv) -> Option<(Sq, Pc)> {
        match *mv {
            Mv::Step { from, to, promo } => {
                let mut p = self.at(from).expect("a piece to move");
                let mut taken = self.at(to).map(|t| (to, t));
                // Only a diagonal step can take en passant.
                if p.kind == 'P'
                    && taken.is_none()
                    && from.0 != to.0
                    && from.1 != to.1
                    && let Some(v) = self.ep_victim(seat, from, to)
                {
                    taken = self.at(v).map(|t| (v, t));
                    self.set(v, None);
                }
                if let Some(k) = promo {
                    p.kind = k;
                    p.promoted = true;
                }
                self.set(from, None);
                self.set(to, Some(p));
                taken
            }
            Mv::Castle { seat, side } => {
                let [kf, kt, rf, rt] = castle_table(seat, side);
                let k = self.at(kf);
                let r = self.at(rf);
                self.set(kf, None);
                self.set(rf, None);
                self.set(kt, k);
                self.set(rt, r);
                None
            }
        }
    }

    /// A copy for trying a move: the board state without the history.
    fn scratch(&self) -> Oracle {
        Oracle {
            rules: self.rules,
            board: self.board,
            turn: self.turn,
            out: self.out,
            out_order: Vec::new(),
            castle: self.castle,
            ep: self.ep,
            points: self.points,
            clock: self.clock,
            history: Vec::new(),
            over: None,
        }
    }

    /// Legal: the mover's king is not attacked once the move and its consequences are
    /// on the board. In the points formats, taking a live king turns its owner's army
    /// dead at once, and a dead piece attacks nothing (issue 26's Bg14xKk10).
    fn legal_of(&self, seat: usize) -> Vec<Mv> {
        self.pseudo(seat)
            .into_iter()
            .filter(|m| {
                let mut next = self.scratch();
                let taken = next.apply(seat, m);
                if let Some((_, t)) = taken
                    && t.kind == 'K'
                    && !t.dead
                    && !self.rules.teams
                {
                    for s in Self::squares().collect::<Vec<_>>() {
                        if let Some(mut p) = next.at(s)
                            && p.owner == t.owner
                        {
                            p.dead = true;
                            next.set(s, Some(p));
                        }
                    }
                }
                !next.in_check(seat)
            })
            .collect()
    }

    /// The legal moves of the player to move (none once the game is over).
    pub fn legal(&self) -> Vec<Mv> {
        if self.over.is_some() {
            return Vec::new();
        }
        self.legal_of(self.turn)
    }

    fn next_seat(&self, seat: usize) -> usize {
        (1..=4)
            .map(|i| (seat + i) % 4)
            .find(|&s| !self.out[s])
            .unwrap_or(seat)
    }

    fn active(&self) -> Vec<usize> {
        (0..4).filter(|&s| !self.out[s]).collect()
    }

    fn team(seat: usize) -> Vec<usize> {
        vec![seat % 2, seat % 2 + 2]
    }

    fn score(&mut self, seat: usize, n: i32) {
        if !self.rules.teams {
            self.points[seat] += n;
        }
    }

    fn ranking(&self) -> Result4 {
        let mut seats: Vec<usize> = (0..4).collect();
        seats.sort_by_key(|&s| (-self.points[s], s));
        let mut places: Vec<Vec<usize>> = Vec::new();
        for s in seats {
            match places.last_mut() {
                Some(last) if self.points[last[0]] == self.points[s] => last.push(s),
                _ => places.push(vec![s]),
            }
        }
        Result4::Ranking(places)
    }

    fn draw(&mut self, reason: &'static str) {
        if self.rules.teams {
            self.over = Some((reason, Result4::Draw));
        } else {
            for s in self.active() {
                self.score(s, 10);
            }
            self.over = Some((reason, self.ranking()));
        }
    }

    fn kill(&mut self, seat: usize) {
        for s in Self::squares().collect::<Vec<_>>() {
            if let Some(mut p) = self.at(s)
                && p.owner == seat
            {
                p.dead = true;
                self.set(s, Some(p));
            }
        }
        self.castle[seat] = [false; 2];
        // Club's reading: once its owner is out, a double step can no longer be taken.
        self.ep[seat] = None;
        if !self.out[seat] {
            self.out[seat] = true;
            self.out_order.push(seat);
        }
    }

    /// Points formats: three players out, or the automatic 21-point lead.
    fn points_end(&mut self) -> bool {
        if self.over.is_some() {
            return true;
        }
        if self.rules.teams {
            return false;
        }
        let active = self.active();
        if active.len() <= 1 {
            self.over = Some(("eliminations", self.ranking()));
            return true;
        }
        if active.len() == 2
            && self.rules.automatic_lead
            && (self.points[active[0]] - self.points[active[1]]).abs() >= 21
        {
            self.over = Some(("claim", self.ranking()));
            return true;
        }
        false
    }

    fn mated(&mut self, victim: usize, mater: Option<usize>) {
        if self.rules.teams {
            let winners = Self::team(mater.unwrap_or(victim + 1));
            self.over = Some(("checkmate", Result4::Win(winners)));
            return;
        }
        if let Some(m) = mater {
            self.score(m, 20);
        }
        self.kill(victim);
        self.points_end();
    }

    /// At the victim's turn: the latest mover among the seats whose pieces give check.
    fn mater_at_turn(&self, victim: usize) -> Option<usize> {
        let king = self.king(victim)?;
        let owners: Vec<usize> = self
            .attackers(king, |o| self.enemies(victim, o))
            .iter()
            .filter_map(|&s| self.at(s).map(|p| p.owner))
            .collect();
        (1..4)
            .map(|i| (victim + 4 - i) % 4)
            .find(|s| owners.contains(s))
    }

    fn value(p: &Pc) -> i32 {
        if p.dead {
            0
        } else if p.promoted && p.kind != 'K' {
            1
        } else {
            match p.kind {
                'P' => 1,
                'N' => 3,
                'B' | 'R' => 5,
                'Q' => 9,
                'K' => 20,
                _ => 0,
            }
        }
    }

    /// Club's reading of insufficient material (both individual presets): nothing but
    /// kings can give check, or two players are alone on the board with K v K, K+B v K
    /// or K+N v K.
    fn no_mate_possible(&self) -> bool {
        let pieces: Vec<Pc> = Self::squares().filter_map(|s| self.at(s)).collect();
        let live: Vec<&Pc> = pieces.iter().filter(|p| !p.dead).collect();
        if live.iter().any(|p| matches!(p.kind, 'Q' | 'R' | 'P')) {
            return false;
        }
        let minors = live.iter().filter(|p| matches!(p.kind, 'B' | 'N')).count();
        let kings = live.iter().filter(|p| p.kind == 'K').count();
        minors == 0 || (minors == 1 && self.active().len() == 2 && pieces.len() == kings + 1)
    }

    fn key(&self) -> String {
        format!(
            "{:?}|{}|{:?}|{:?}|{:?}",
            self.board, self.turn, self.out, self.castle, self.ep
        )
    }

    /// Plays a legal move of the player to move with all its consequences.
    pub fn play(&mut self, mv: &Mv) {
        let seat = self.turn;
        let checked_before: Vec<bool> = (0..4).map(|s| self.in_check(s)).collect();
        let moved = match *mv {
            Mv::Step { from, .. } => self.at(from).expect("piece"),
            Mv::Castle { .. } => Pc {
                kind: 'K',
                owner: seat,
                dead: false,
                promoted: false,
            },
        };
        let taken = self.apply(seat, mv);
        // Castling rights: the king or a rook leaving home, a rook taken at home.
        if moved.kind == 'K' {
            self.castle[seat] = [false; 2];
        }
        for owner in 0..4 {
            for side in 0..2 {
                let rook_home = castle_table(owner, side)[2];
                let left =
                    owner == seat && matches!(*mv, Mv::Step { from, .. } if from == rook_home);
                let hit = taken.is_some_and(|(s, _)| s == rook_home);
                if left || hit {
                    self.castle[owner][side] = false;
                }
            }
        }
        // En passant entries.
        if self.rules.ep_next_only {
            self.ep = [None; 4];
        } else {
            self.ep[seat] = None;
        }
        if let Mv::Step { from, to, .. } = *mv
            && moved.kind == 'P'
            && ((to.0 - from.0).abs() == 2 || (to.1 - from.1).abs() == 2)
        {
            self.ep[seat] = Some((((from.0 + to.0) / 2, (from.1 + to.1) / 2), to));
        }
        for owner in 0..4 {
            if let Some((_, landing)) = self.ep[owner]
                && !self
                    .at(landing)
                    .is_some_and(|p| p.kind == 'P' && p.owner == owner)
            {
                self.ep[owner] = None;
            }
        }
        if moved.kind == 'P' || taken.is_some() {
            self.clock = 0;
            self.history.clear();
        } else {
            self.clock += 1;
        }
        if let Some((_, piece)) = taken {
            self.score(seat, Self::value(&piece));
            if piece.kind == 'K' && !piece.dead {
                if self.rules.teams {
                    self.over = Some(("king-capture", Result4::Win(Self::team(seat))));
                    return;
                }
                self.kill(piece.owner);
                if self.points_end() {
                    return;
                }
            }
        }
        let now_checked = self.checked();
        if !self.rules.teams {
            let fresh: Vec<usize> = (0..4)
                .filter(|&s| s != seat && !self.out[s] && !checked_before[s])
                .filter(|&s| {
                    self.king(s)
                        .is_some_and(|k| self.attacked_by(k, |o| o == seat))
                })
                .collect();
            if fresh.len() >= 2 {
                let queen = fresh.iter().any(|&s| {
                    let k = self.king(s).unwrap();
                    self.attackers(k, |o| o == seat)
                        .iter()
                        .any(|&a| self.at(a).is_some_and(|p| p.kind == 'Q'))
                });
                let bonus = match (fresh.len(), queen) {
                    (2, false) => 5,
                    (2, true) => 1,
                    (_, false) => 20,
                    (_, true) => 5,
                };
                self.score(seat, bonus);
            }
        }
        if self.rules.mate_immediate {
            for s in now_checked {
                if self.over.is_some() {
                    return;
                }
                if s != seat && !self.out[s] && self.legal_of(s).is_empty() {
                    self.mated(s, Some(seat));
                }
            }
        }
        if self.points_end() {
            return;
        }
        // The turn passes; a player with no legal move at its turn is mated (in check)
        // or stalemated.
        self.turn = self.next_seat(seat);
        for _ in 0..8 {
            if self.over.is_some() {
                return;
            }
            let s = self.turn;
            if self.out[s] {
                self.turn = self.next_seat(s);
                continue;
            }
            if !self.legal_of(s).is_empty() {
                break;
            }
            if self.in_check(s) {
                let mater = self.mater_at_turn(s);
                self.mated(s, mater);
            } else if self.rules.teams {
                self.over = Some(("stalemate", Result4::Draw));
            } else if self.rules.stalemate_scores {
                self.score(s, 20);
                self.kill(s);
                self.points_end();
            } else {
                self.draw("stalemate");
            }
            if self.over.is_none() {
                self.turn = self.next_seat(s);
            }
        }
        if self.over.is_some() {
            return;
        }
        let key = self.key();
        self.history.push(key.clone());
        if self.history.iter().filter(|k| **k == key).count() >= 3 {
            self.draw("repetition");
        } else if self.clock >= 200 {
            self.draw("fifty-moves");
        } else if self.rules.insufficient_material && self.no_mate_possible() {
            self.draw("insufficient-material");
        }
    }
}
