#!/usr/bin/env python3
"""Hand-written oracle for the chess4 examples (scratch; independent of the Rust engine).

Rules implemented (club's readings as in the brief):
- chess4-teams / chess4-qdan-teams: partners friendly; mate/stalemate judged at the
  player's turn; king capture by an enemy moving before the owner wins.
- chess4-ffa / chess4-qdan-solo: points; mate/stalemate eliminate (dead pieces);
  mate checked for the NEXT player only after each move (warns if another active
  player is mated-looking, the timing being open).
- e.p.: chess.com: until the owner moves again; qdan: next player only.
"""
import re
import sys
import yaml

SEATS = ["red", "blue", "yellow", "green"]
FR = {"rouge": "red", "bleu": "blue", "jaune": "yellow", "vert": "green"}
FWD = {"red": (0, 1), "blue": (1, 0), "yellow": (0, -1), "green": (-1, 0)}
TEAM = {"red": 0, "yellow": 0, "blue": 1, "green": 1}
VAL = {"P": 1, "N": 3, "B": 5, "R": 5, "Q": 9, "K": 20}


def valid(f, r):
    if not (0 <= f < 14 and 0 <= r < 14):
        return False
    return not ((f < 3 or f > 10) and (r < 3 or r > 10))


def sq(name):
    m = re.fullmatch(r"([a-n])(\d{1,2})", name)
    if not m:
        raise ValueError("bad square " + name)
    f, r = ord(m.group(1)) - 97, int(m.group(2)) - 1
    if not valid(f, r):
        raise ValueError("missing square " + name)
    return (f, r)


def nm(s):
    return chr(97 + s[0]) + str(s[1] + 1)


def start_rank(seat, s):
    f, r = s
    return {"red": r == 1, "blue": f == 1, "yellow": r == 12, "green": f == 12}[seat]


def promo_sq(seat, s, ffa):
    f, r = s
    if ffa:
        return {"red": r == 7, "blue": f == 7, "yellow": r == 6, "green": f == 6}[seat]
    return {"red": r == 10, "blue": f == 10, "yellow": r == 3, "green": f == 3}[seat]


CASTLE = {  # seat: {side: (king_from, king_to, rook_from, rook_to)}
    "red": {"K": ("h1", "j1", "k1", "i1"), "Q": ("h1", "f1", "d1", "g1")},
    "blue": {"K": ("a7", "a5", "a4", "a6"), "Q": ("a7", "a9", "a11", "a8")},
    "yellow": {"K": ("g14", "e14", "d14", "f14"), "Q": ("g14", "i14", "k14", "h14")},
    "green": {"K": ("n8", "n10", "n11", "n9"), "Q": ("n8", "n6", "n4", "n7")},
}

START = {
    "red": ["Rd1", "Ne1", "Bf1", "Qg1", "Kh1", "Bi1", "Nj1", "Rk1"] + [c + "2" for c in "defghijk"],
    "blue": ["Ra4", "Na5", "Ba6", "Ka7", "Qa8", "Ba9", "Na10", "Ra11"] + ["b%d" % i for i in range(4, 12)],
    "yellow": ["Rd14", "Ne14", "Bf14", "Kg14", "Qh14", "Bi14", "Nj14", "Rk14"] + [c + "13" for c in "defghijk"],
    "green": ["Rn4", "Nn5", "Bn6", "Qn7", "Kn8", "Bn9", "Nn10", "Rn11"] + ["m%d" % i for i in range(4, 12)],
}

ROOK_D = [(1, 0), (-1, 0), (0, 1), (0, -1)]
BISH_D = [(1, 1), (1, -1), (-1, 1), (-1, -1)]
KN_D = [(1, 2), (2, 1), (-1, 2), (-2, 1), (1, -2), (2, -1), (-1, -2), (-2, -1)]


class Illegal(Exception):
    pass


class Game:
    def __init__(self, game):
        self.game = game
        self.ffa = game in ("chess4-ffa", "chess4-qdan-solo")
        self.qdan = game.startswith("chess4-qdan")
        self.board = {}
        self.turn = "red"
        self.castle = {s: {"K": False, "Q": False} for s in SEATS}
        self.ep = {s: None for s in SEATS}
        self.elim = []  # order of elimination
        self.zombie = set()
        self.absent = set()
        self.scores = {s: 0 for s in SEATS}
        self.over = None  # dict(end=, winner=/draw=)
        self.checkmated = []
        self.stalemated = []
        self.warn = []

    # --- setup
    def setup_pieces(self, pieces, turn):
        for s in SEATS:
            for tok in pieces.get(s, []) or []:
                k = tok[0] if tok[0] in "KQRBN" else "P"
                name = tok[1:] if k != "P" else tok
                self.board[sq(name)] = {"seat": s, "kind": k, "prom": False, "dead": False}
            if not any(p["seat"] == s and p["kind"] == "K" for p in self.board.values()):
                self.absent.add(s)
        self.turn = turn

    def setup_start(self):
        for s in SEATS:
            self.castle[s] = {"K": True, "Q": True}
        self.setup_pieces(START, "red")

    def setup_fen4(self, fen):
        parts = fen.split("-")
        turn = {"R": "red", "B": "blue", "Y": "yellow", "G": "green"}[parts[0]]
        dead = [x == "1" for x in parts[1].split(",")]
        ck = [x == "1" for x in parts[2].split(",")]
        cq = [x == "1" for x in parts[3].split(",")]
        pts = [int(x) for x in parts[4].split(",")]
        board = parts[-1]
        rows = board.split("/")
        assert len(rows) == 14, len(rows)
        col = {"r": "red", "b": "blue", "y": "yellow", "g": "green"}
        for i, row in enumerate(rows):
            r = 13 - i
            f = 0
            for cell in row.split(","):
                if cell == "x":
                    f += 1
                elif cell.isdigit():
                    f += int(cell)
                else:
                    d = cell.startswith("d")
                    c = cell[1:] if d else cell
                    self.board[(f, r)] = {"seat": col[c[0]], "kind": c[1], "prom": False, "dead": d}
                    f += 1
            assert f == 14, (row, f)
        for i, s in enumerate(SEATS):
            self.castle[s] = {"K": ck[i], "Q": cq[i]}
            self.scores[s] = pts[i]
            if dead[i]:
                self.elim.append(s)
        self.turn = turn

    # --- helpers
    def active(self, s):
        return s not in self.elim and s not in self.absent and s not in self.zombie

    def enemy(self, a, b):
        if a == b:
            return False
        if self.ffa:
            return True
        return TEAM[a] != TEAM[b]

    def king(self, s):
        for q, p in self.board.items():
            if p["seat"] == s and p["kind"] == "K" and not p["dead"]:
                return q
        return None

    def attacks_from(self, q, p):
        """Squares attacked by piece p at q (ignoring who stands there)."""
        f, r = q
        out = []
        k = p["kind"]
        if k == "P":
            df, dr = FWD[p["seat"]]
            for side in (-1, 1):
                t = (f + side, r + dr) if df == 0 else (f + df, r + side)
                if valid(*t):
                    out.append(t)
        elif k == "N":
            for a, b in KN_D:
                t = (f + a, r + b)
                if valid(*t):
                    out.append(t)
        elif k == "K":
            for a in (-1, 0, 1):
                for b in (-1, 0, 1):
                    t = (f + a, r + b)
                    if (a or b) and valid(*t):
                        out.append(t)
        else:
            dirs = (ROOK_D if k == "R" else BISH_D if k == "B" else ROOK_D + BISH_D)
            for a, b in dirs:
                t = (f + a, r + b)
                while valid(*t):
                    out.append(t)
                    if t in self.board:
                        break
                    t = (t[0] + a, t[1] + b)
        return out

    def attackers(self, target, victim):
        """Live pieces of active enemies of `victim` attacking target."""
        res = []
        for q, p in self.board.items():
            if p["dead"] or not self.enemy(p["seat"], victim):
                continue
            if not self.active(p["seat"]) and p["seat"] not in self.zombie:
                continue
            if target in self.attacks_from(q, p):
                res.append(q)
        return res

    def in_check(self, s):
        k = self.king(s)
        return k is not None and bool(self.attackers(k, s))

    def checks(self):
        return sorted([s for s in SEATS if (self.active(s) or s in self.zombie) and self.in_check(s)], key=SEATS.index)

    # --- moves: (from, to, promo, kind) kind in normal/ep/castleK/castleQ
    def pseudo(self, s):
        out = []
        for q, p in list(self.board.items()):
            if p["seat"] != s or p["dead"]:
                continue
            if s in self.zombie and p["kind"] != "K":
                continue
            f, r = q
            if p["kind"] == "P":
                df, dr = FWD[s]
                one = (f + df, r + dr)
                if valid(*one) and one not in self.board:
                    out.append((q, one, "n"))
                    two = (f + 2 * df, r + 2 * dr)
                    if start_rank(s, q) and valid(*two) and two not in self.board:
                        out.append((q, two, "n"))
                for t in self.attacks_from(q, p):
                    if t in self.board:
                        tp = self.board[t]
                        if tp["dead"] or self.enemy(s, tp["seat"]):
                            out.append((q, t, "n"))
                    else:
                        for o in SEATS:
                            e = self.ep[o]
                            if e and e[0] == t and self.enemy(s, o) and e[1] in self.board \
                                    and self.board[e[1]]["seat"] == o and self.board[e[1]]["kind"] == "P":
                                out.append((q, t, "ep"))
            else:
                for t in self.attacks_from(q, p):
                    if t in self.board:
                        tp = self.board[t]
                        if tp["dead"] or self.enemy(s, tp["seat"]):
                            out.append((q, t, "n"))
                    else:
                        out.append((q, t, "n"))
                if p["kind"] == "K" and s not in self.zombie:
                    for side in ("K", "Q"):
                        if not self.castle[s][side]:
                            continue
                        kf, kt, rf, rt = (sq(x) for x in CASTLE[s][side])
                        if q != kf or self.board.get(rf, {}).get("kind") != "R" or self.board[rf]["seat"] != s:
                            continue
                        # squares strictly between king and rook empty
                        a = (rf[0] - kf[0], rf[1] - kf[1])
                        n = max(abs(a[0]), abs(a[1]))
                        step = (a[0] // n, a[1] // n)
                        between = [(kf[0] + step[0] * i, kf[1] + step[1] * i) for i in range(1, n)]
                        if any(b in self.board for b in between):
                            continue
                        path = [kf, (kf[0] + step[0], kf[1] + step[1]), kt]
                        if any(self.attackers(b, s) for b in path):
                            continue
                        out.append((q, kt, "castle" + side))
        return out

    def apply(self, mv):
        """Apply a pseudo move, returning (captured piece or None, undo info)."""
        q, t, kind = mv[0], mv[1], mv[2]
        p = self.board.pop(q)
        cap = None
        if kind == "ep":
            for o in SEATS:
                e = self.ep[o]
                if e and e[0] == t and self.enemy(p["seat"], o):
                    cap = self.board.pop(e[1])
                    break
        elif t in self.board:
            cap = self.board[t]
        self.board[t] = p
        if kind.startswith("castle"):
            side = kind[-1]
            kf, kt, rf, rt = (sq(x) for x in CASTLE[p["seat"]][side])
            self.board[rt] = self.board.pop(rf)
        return cap

    def legal(self, s):
        res = []
        for mv in self.pseudo(s):
            saved = (dict(self.board),)
            tgt = self.board.get(mv[1])
            self.apply(mv)
            if self.ffa and tgt and tgt["kind"] == "K" and not tgt["dead"]:
                # FFA: the taken king's army dies with it and attacks nothing (issue 26).
                # Teams: the capture kills no army; the plain test stands.
                for q, p in list(self.board.items()):
                    if p["seat"] == tgt["seat"]:
                        self.board[q] = dict(p, dead=True)
            ok = not self.in_check(s) if self.king(s) else True
            self.board = saved[0]
            if ok:
                res.append(mv)
        return res

    def expand(self, s):
        """Legal moves with promotion variants, as (from,to,promo,kind)."""
        out = []
        for q, t, kind in self.legal(s):
            p = self.board[q]
            if p["kind"] == "P" and promo_sq(s, t, self.ffa):
                for pr in (["Q"] if self.ffa else ["Q", "R", "B", "N"]):
                    out.append((q, t, pr, kind))
            else:
                out.append((q, t, None, kind))
        return out

    # --- turn flow
    def next_seat(self, s):
        i = SEATS.index(s)
        for k in range(1, 5):
            o = SEATS[(i + k) % 4]
            if (self.active(o) or o in self.zombie):
                return o
        return s

    def start_turn(self):
        """Judge mate/stalemate at the turn of self.turn."""
        while self.over is None:
            s = self.turn
            if s in self.zombie:
                if not self.expand(s):
                    # zombie mated/stalemated
                    self.zombie.discard(s)
                    self.elim.append(s)
                    self.turn = self.next_seat(s)
                    self.check_end()
                    continue
                return
            moves = self.expand(s)
            if moves:
                return
            if not self.ffa:
                if self.in_check(s):
                    self.checkmated.append(s)
                    self.over = {"end": "checkmate", "winner": [x for x in SEATS if TEAM[x] != TEAM[s]]}
                else:
                    self.stalemated.append(s)
                    self.over = {"end": "stalemate", "draw": True}
                return
            if self.in_check(s):
                self.checkmated.append(s)
                # points to the player who gave the mate = last mover
                if self.last_mover and self.last_mover != s:
                    self.scores[self.last_mover] += 20
            else:
                self.stalemated.append(s)
                self.scores[s] += 20
            self.eliminate(s)
            self.turn = self.next_seat(s)
            self.check_end()

    def eliminate(self, s):
        self.elim.append(s)
        for p in self.board.values():
            if p["seat"] == s:
                p["dead"] = True

    def draw_share(self):
        # +10 for the draw, and +10 for each zombie king the draw ends (as a zombie
        # stalemate would): Chess.com game 97969768 gives +20 to each player left.
        return 10 + 10 * len(self.zombie)

    def check_end(self):
        if self.over:
            return
        if self.ffa and self.no_mate_possible():
                for s in SEATS:
                    if self.active(s):
                        self.scores[s] += self.draw_share()
                self.over = {"end": "insufficient-material", "draw": True}
                return
        if self.ffa:
            alive = [s for s in SEATS if self.active(s) or s in self.zombie]
            if len([s for s in SEATS if s not in self.elim and s not in self.absent]) <= 1 or len(self.elim) >= 3:
                self.finish("eliminations")
            elif self.qdan and len(alive) == 2:
                a, b = alive
                if abs(self.scores[a] - self.scores[b]) >= 21:
                    self.finish("claim")

    def no_mate_possible(self):
        """The club's reading (both individual presets): nothing but kings can give
        check, or two players are left alone with K v K, K+B v K or K+N v K."""
        live = [p for p in self.board.values() if not p["dead"]]
        if any(p["kind"] in "QRP" for p in live):
            return False
        minors = [p for p in live if p["kind"] in "BN"]
        if not minors:
            return True
        others = [p for p in self.board.values() if p["dead"] or (p["kind"] == "K" and not self.active(p["seat"]))]
        active = [s for s in SEATS if self.active(s)]
        return len(minors) == 1 and len(active) == 2 and not others

    def finish(self, end):
        best = max(self.scores[s] for s in SEATS if s not in self.absent)
        self.over = {"end": end, "winner": [s for s in SEATS if s not in self.absent and self.scores[s] == best]}

    last_mover = None
    zombie_same_turn = True

    def play(self, m):
        if self.over:
            raise Illegal("game over")
        s = self.turn
        if isinstance(m, dict):
            (k, v), = m.items()
            v = FR.get(v, v)
            if k in ("resign", "timeout"):
                if not self.ffa:
                    self.over = {"end": "resignation" if k == "resign" else "time",
                                 "winner": [x for x in SEATS if TEAM[x] != TEAM[v]]}
                    return
                if self.qdan:
                    self.eliminate(v)
                else:
                    self.zombie.add(v)
                    for p in self.board.values():
                        if p["seat"] == v and p["kind"] != "K":
                            p["dead"] = True
                # Chess.com: a zombie king plays the very turn its owner left
                # (`zombie-start: same-turn`); otherwise the act uses the turn.
                if self.turn == v and (self.qdan or not self.zombie_same_turn):
                    self.turn = self.next_seat(v)
                self.check_end()
                self.start_turn()
                return
            if k == "claim_win":
                alive = [x for x in SEATS if self.active(x)]
                other = [x for x in alive if x != v]
                if len(alive) != 2 or self.scores[v] - self.scores[other[0]] < 21:
                    raise Illegal("claim not allowed")
                self.scores[other[0]] += 20
                self.over = {"end": "claim", "winner": [v]}
                return
            raise Illegal("act " + k)
        mv = self.parse(s, m)
        legal = self.expand(s)
        if mv not in legal:
            raise Illegal("%s not legal for %s; legal of piece: %s" % (m, s, sorted(nm(x[1]) for x in legal if x[0] == mv[0])))
        q, t, pr, kind = mv
        p = self.board[q]
        before = {o: self.checkers_by(s, o) for o in SEATS if o != s}
        cap = self.apply((q, t, kind))
        if pr:
            self.board[t] = {"seat": s, "kind": pr, "prom": True, "dead": False}
        # castling rights
        if p["kind"] == "K":
            self.castle[s] = {"K": False, "Q": False}
        for o in SEATS:
            for side in ("K", "Q"):
                kf, kt, rf, rt = (sq(x) for x in CASTLE[o][side])
                if q == rf or t == rf:
                    self.castle[o][side] = False
        # e.p. bookkeeping
        if self.qdan:
            self.ep = {o: None for o in SEATS}
        else:
            self.ep[s] = None
        if p["kind"] == "P" and abs(t[0] - q[0]) + abs(t[1] - q[1]) == 2 and (t[0] == q[0] or t[1] == q[1]):
            self.ep[s] = (((q[0] + t[0]) // 2, (q[1] + t[1]) // 2), t)
        self.last_mover = s
        if cap is not None and cap["kind"] == "K" and not cap["dead"]:
            if not self.ffa:
                self.over = {"end": "king-capture", "winner": [x for x in SEATS if TEAM[x] == TEAM[s]]}
                return
            self.scores[s] += 20
            self.eliminate(cap["seat"])
        elif cap is not None and self.ffa and not cap["dead"]:
            self.scores[s] += 1 if cap["prom"] and cap["kind"] == "Q" else VAL[cap["kind"]]
        if self.ffa:
            newly = []
            queen = False
            for o in SEATS:
                if o == s or not self.active(o):
                    continue
                after = self.checkers_by(s, o)
                if after and not before[o]:
                    newly.append(o)
                    if any(self.board[x]["kind"] == "Q" for x in after):
                        queen = True
            if len(newly) == 2:
                self.scores[s] += 1 if queen else 5
            elif len(newly) == 3:
                self.scores[s] += 5 if queen else 20
        self.turn = self.next_seat(s)
        key = (tuple(sorted((k, tuple(sorted(v.items()))) for k, v in self.board.items())), self.turn,
               tuple((o, self.castle[o]["K"], self.castle[o]["Q"]) for o in SEATS), tuple(self.ep[o] for o in SEATS))
        self.reps = getattr(self, "reps", {})
        self.reps[key] = self.reps.get(key, 0) + 1
        if self.reps[key] >= 3:
            for o in SEATS:
                if self.active(o) and self.ffa:
                    self.scores[o] += self.draw_share()
            self.over = {"end": "repetition", "draw": True}
            return
        # ambiguity warnings (ffa): other players mated-looking now
        if self.ffa:
            for o in SEATS:
                if o != self.turn and self.active(o) and self.in_check(o):
                    saved = self.turn
                    if not self.expand(o):
                        self.warn.append("%s looks mated but is not next (timing open)" % o)
                    self.turn = saved
        if self.qdan and self.ffa:
            for o in SEATS:
                if o != s and self.active(o) and self.in_check(o) and not self.expand(o):
                    self.checkmated.append(o)
                    self.scores[s] += 20
                    self.eliminate(o)
            if self.turn in self.elim:
                self.turn = self.next_seat(self.turn)
        self.check_end()
        self.start_turn()

    def play_raw(self, mv):
        q, t, pr, kind = mv
        s = self.turn
        p = self.board[q]
        self.apply((q, t, kind))
        if pr:
            self.board[t] = {"seat": s, "kind": pr, "prom": True, "dead": False}
        if p["kind"] == "K":
            self.castle[s] = {"K": False, "Q": False}
        for o in SEATS:
            for side in ("K", "Q"):
                kf, kt, rf, rt = (sq(x) for x in CASTLE[o][side])
                if q == rf or t == rf:
                    self.castle[o][side] = False
        self.ep[s] = None
        if p["kind"] == "P" and abs(t[0] - q[0]) + abs(t[1] - q[1]) == 2 and (t[0] == q[0] or t[1] == q[1]):
            self.ep[s] = (((q[0] + t[0]) // 2, (q[1] + t[1]) // 2), t)
        self.turn = self.next_seat(s)

    def checkers_by(self, s, o):
        k = self.king(o)
        if k is None:
            return []
        return [q for q, p in self.board.items() if p["seat"] == s and not p["dead"] and k in self.attacks_from(q, p)]

    def parse(self, s, m):
        m = str(m).strip()
        if m.rstrip("+#") in ("O-O", "O-O-O"):
            side = "Q" if m.rstrip("+#") == "O-O-O" else "K"
            kf, kt, _, _ = (sq(x) for x in CASTLE[s][side])
            return (kf, kt, None, "castle" + side)
        mm = re.fullmatch(r"([KQRBN]?)([a-n]\d{1,2})([-x])([KQRBND]?)([a-n]\d{1,2})(?:=([QRBN]))?[+#]*", m)
        if mm:
            pc, a, sep, capl, b, pr = mm.groups()
        else:
            mm = re.fullmatch(r"([a-n]\d{1,2})([a-n]\d{1,2})([qrbn]?)", m)
            if not mm:
                raise Illegal("unreadable " + m)
            pc, capl, sep = "", "", ""
            a, b, pr = mm.groups()
            pr = pr.upper() or None
        q, t = sq(a), sq(b)
        p = self.board.get(q)
        if not p or p["seat"] != s:
            raise Illegal("no %s piece on %s (%s)" % (s, a, m))
        if (pc or "P") != p["kind"]:
            raise Illegal("piece letter mismatch " + m)
        tgt = self.board.get(t)
        if sep == "x" and not tgt:
            # must be e.p.
            pass
        if sep == "-" and tgt:
            raise Illegal("'-' onto occupied " + m)
        if capl and (not tgt or tgt["kind"] != capl):
            raise Illegal("captured letter mismatch " + m)
        kind = "n"
        if p["kind"] == "P" and not tgt and q[0] != t[0] and q[1] != t[1]:
            kind = "ep"
        if p["kind"] == "P" and promo_sq(s, t, self.ffa) and not pr:
            pr = "Q" if self.ffa else None
            if not self.ffa:
                raise Illegal("promotion piece missing " + m)
        return (q, t, pr or None, kind)


def perft(g, d):
    if d == 0:
        return 1
    s = g.turn
    n = 0
    for mv in g.expand(s):
        if d == 1:
            n += 1
            continue
        import copy
        h = copy.deepcopy(g)
        h.play_raw(mv)
        n += perft(h, d - 1)
    return n


def norm_seat(x):
    return FR.get(x, x)


def run(ex, default_game):
    game = ex.get("game", default_game)
    g = Game(game)
    if "setup" in ex:
        if ex["setup"] == "start":
            g.setup_start()
        else:
            g.setup_fen4(ex["setup"])
    else:
        g.setup_pieces({norm_seat(k): v for k, v in ex["pieces"].items()}, norm_seat(ex["turn"]))
    for k, v in (ex.get("rules") or {}).items():
        if k == "first":
            g.turn = norm_seat(v)
        elif k == "zombie-start":
            g.zombie_same_turn = v == "same-turn"
        else:
            raise ValueError("unknown rule " + k)
    g.start_turn()
    for m in ex.get("moves", []) or []:
        g.play(m)
    errs = []
    exp = ex.get("expect", {}) or {}
    for k, v in exp.items():
        if k == "legal":
            for m in v:
                try:
                    mv = g.parse(g.turn, m)
                    if mv not in g.expand(g.turn):
                        errs.append("legal %s: not legal" % m)
                except Illegal as e:
                    errs.append("legal %s: %s" % (m, e))
        elif k == "illegal":
            for m in v:
                try:
                    mv = g.parse(g.turn, m)
                    if mv in g.expand(g.turn):
                        errs.append("illegal %s: is legal" % m)
                except Illegal as e:
                    if "no " not in str(e):
                        errs.append("illegal %s: unparsable? %s" % (m, e))
        elif k == "moves_of":
            for a, dests in v.items():
                q = sq(a)
                p = g.board.get(q)
                if not p:
                    errs.append("moves_of %s: empty" % a)
                    continue
                got = sorted({nm(x[1]) for x in g.expand(p["seat"]) if x[0] == q}) if not g.over else []
                if p["seat"] != g.turn:
                    errs.append("moves_of %s: piece of %s, turn %s (computed anyway)" % (a, p["seat"], g.turn))
                want = sorted(dests)
                if sorted(got) != want:
                    errs.append("moves_of %s: got %s want %s" % (a, got, want))
        elif k == "check":
            got = g.checks()
            if sorted(got) != sorted(norm_seat(x) for x in v):
                errs.append("check: got %s" % got)
        elif k == "checkmate":
            want = [v] if isinstance(v, str) else list(v)
            if sorted(g.checkmated) != sorted(want):
                errs.append("checkmate: got %s" % g.checkmated)
        elif k == "stalemate":
            want = [v] if isinstance(v, str) else list(v)
            if sorted(g.stalemated) != sorted(want):
                errs.append("stalemate: got %s" % g.stalemated)
        elif k == "next":
            if g.turn != v:
                errs.append("next: got %s" % g.turn)
        elif k == "scores":
            for s, n in v.items():
                if g.scores[s] != n:
                    errs.append("scores %s: got %s want %s" % (s, g.scores[s], n))
        elif k == "eliminated":
            if sorted(g.elim) != sorted(v):
                errs.append("eliminated: got %s" % g.elim)
        elif k == "winner":
            if not g.over or sorted(g.over.get("winner", [])) != sorted(v):
                errs.append("winner: got %s" % g.over)
        elif k == "draw":
            if not g.over or not g.over.get("draw"):
                errs.append("draw: got %s" % g.over)
        elif k == "end":
            if not g.over or g.over["end"] != v:
                errs.append("end: got %s" % g.over)
        else:
            errs.append("unknown claim " + k)
    if not g.over and "end" not in exp and "winner" not in exp:
        pass
    return errs, g


def blocks(path):
    lines = open(path, encoding="utf-8").read().split("\n")
    fm = {}
    if lines[0] == "---":
        end = lines.index("---", 1)
        fm = yaml.safe_load("\n".join(lines[1:end]))
    i = 0
    while i < len(lines):
        if lines[i].startswith("```position"):
            start = i + 1
            j = start
            while not lines[j].startswith("```"):
                j += 1
            yield fm, start + 1, lines[i], "\n".join(lines[start:j])
            i = j
        i += 1


def main():
    npass = nfail = 0
    for path in sys.argv[1:]:
        for fm, line, info, text in blocks(path):
            try:
                ex = yaml.safe_load(text)
                if "file" in ex:
                    base = yaml.safe_load(open("content/positions/" + ex.pop("file")))
                    base.update(ex)
                    ex = base
                if "ignore" in info:
                    continue
                errs, g = run(ex, fm.get("game"))
            except Exception as e:  # noqa
                errs, g = ["EXC %r" % e], None
            if g and g.warn:
                print("WARN %s:%d %s" % (path, line, g.warn))
            if "expect" not in ex:
                errs.append("no expect")
            if errs:
                nfail += 1
                print("FAIL %s:%d %s" % (path, line, errs))
            else:
                npass += 1
    print("%d passed, %d failed" % (npass, nfail))


if __name__ == "__main__":
    main()
