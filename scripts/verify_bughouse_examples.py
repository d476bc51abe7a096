#!/usr/bin/env python3
"""Cross-check oracle for the bughouse examples of the guide.

Reads every fenced `position` block of content/bughouse/*.md (and the
content/positions/*.yaml files they include with `file:`), replays it with
python-chess-bughouse and checks each `expect` claim the way the example schema
defines it, for the rules of source 004:

- players `A`, `a`, `B`, `b` (White and Black on board A, on board B; case
  matters); teams {A, b} and {a, B};
- a move is `A. e4`, `b. P@f7`, `B. exd8=Q+` (an optional move number before
  the letter and an optional clock `{119.051}` after the move are accepted);
  a move by a player who is not to move on that board is illegal;
- mate is `SingleBughouseBoard.is_checkmate()`: no legal move with the actual
  hand, and no drop of any piece could parry the check (so a check along a line
  with an empty square between is never mate); there is no stalemate;
- the match ends at the first finished board: a mate wins for the mating team;
  `{resign: P}`, `{timeout: P}`, `{leave: P}` lose for P's team;
  `{draw_agreed: true}` draws; a draw also when neither player to move can ever
  move again (`no-move-possible`: both sides to move have no legal move and are
  not mated, so no capture can ever change a hand), or when the plies of the two
  boards together reach 800 (`move-cap`; the plies of a FEN count from its
  fullmove number and side to move);
- `next` is the set of players to move, one per board (a player with no move
  who is not mated is still to move: he waits); `hands` compares, for each
  player named, the multiset of piece letters in his pocket;
- `moves_of` maps a square (or `B. e2` when both players to move have a piece
  there) to the destination squares of that piece's legal moves;
- `clocks` gives each named player's time left as `m:ss(.fff)`: the last
  `{seconds}` noted after one of his moves, else the starting time (3 minutes,
  `rules: {clock: seconds}` changes it);
- `because` names why each `illegal` move is refused (one reason for all, or a map from
  the move to its reason), found here from the position alone: `game-over`,
  `not-your-turn`, `no-piece`, `cannot-reach`, `own-piece`, `blocked`, `occupied`,
  `check`, `into-check`, `pinned`; for castling `no-castling-rights`, `king-moved`,
  `rook-moved` (read from the board's moves), `castling-blocked`, `through-check`;
- `scores: none` holds (bughouse counts no points); `pieces:`, `turn:`,
  `eliminated` and `ranking` are known keys but have no meaning on two boards,
  and an example using them is reported, never passed.

`--keys` prints the keys this checker knows (tests/suite checks them against the
engine's schema, so a key added to the guide's examples cannot go unchecked here).

Threefold repetition is NOT a draw here (python-chess-bughouse's `result()`
says it is; source 004 does not).

Usage:
    /tmp/bugenv/bin/python scripts/verify_bughouse_examples.py          # "N passed, M failed"
    /tmp/bugenv/bin/python scripts/verify_bughouse_examples.py --list
    /tmp/bugenv/bin/python scripts/verify_bughouse_examples.py --sources docs/sources/bughouse.md
    /tmp/bugenv/bin/python scripts/verify_bughouse_examples.py --content DIR   # DIR/bughouse/*.md

Needs its own virtualenv (python-chess-bughouse installs its own `chess`); scripts/test.sh
makes one in target/test-tools/bughouse-py for tests/suite/bughouse_script.rs:
    python3 -m venv /tmp/bugenv && /tmp/bugenv/bin/pip install python-chess-bughouse==0.28.0 pyyaml
Exit status 1 when any example fails.
"""

from __future__ import annotations

import re
import sys
from collections import Counter
from pathlib import Path

import chess
import chess.variant
import yaml

ROOT = Path(__file__).resolve().parent.parent
CONTENT = ROOT / "content"
CHAPTER = CONTENT / "bughouse"
POSITIONS = CONTENT / "positions"

TOP_KEYS = {"game", "setup", "pieces", "turn", "rules", "moves", "show", "caption", "expect", "file", "record", "ply", "letters"}
SHOW_KEYS = {"arrows", "marks", "moves_of", "last_move", "bottom", "interactive", "scores", "clocks"}
EXPECT_KEYS = {"legal", "illegal", "because", "moves_of", "check", "checkmate", "stalemate", "next",
               "scores", "hands", "clocks", "eliminated", "winner", "draw", "ranking", "end"}
# Keys of the schema that say nothing on two boards: an example using them is an error.
MEANINGLESS = {"pieces", "turn", "eliminated", "ranking"}
ENDS = {"checkmate", "resignation", "time", "agreement", "no-move-possible", "move-cap"}
RULES = {"clock", "move-cap"}
# player -> (board index, colour)
SEATS = {"A": (0, chess.WHITE), "a": (0, chess.BLACK), "B": (1, chess.WHITE), "b": (1, chess.BLACK)}
NAME = {v: k for k, v in SEATS.items()}
TEAM = {"A": {"A", "b"}, "b": {"A", "b"}, "a": {"a", "B"}, "B": {"a", "B"}}
MOVE_RE = re.compile(r"^(?:\d+)?([AaBb])\.\s*(\S+?)(?:\{(-?[\d.]+)\})?$")
CLOCK_RE = re.compile(r"^(-?)(\d+):([0-5]\d)(?:\.(\d{1,3}))?$")
DROP_RE = re.compile(r"^([PNBRQ])@([a-h][1-8])[+#]?$")
# `=K` is well formed (and illegal): the guide claims it is refused.
SAN_RE = re.compile(r"^(?:O-O(?:-O)?|[KQRBN]?[a-h]?[1-8]?x?[a-h][1-8](?:=[QRBNK])?)[+#]?$")
START = chess.variant.BughouseBoards.starting_fen
MOVE_CAP = 800
CLOCK_SECONDS = 180
LETTERS = {chess.PAWN: "P", chess.KNIGHT: "N", chess.BISHOP: "B", chess.ROOK: "R", chess.QUEEN: "Q"}


class ExampleError(Exception):
    """A claim that does not hold, or an example that cannot be read."""


def player(name) -> str:
    if not isinstance(name, str) or name not in SEATS:
        raise ExampleError(f"unknown player {name!r} (A, a, B or b; case matters)")
    return name


def players(value) -> set:
    if value is None:
        return set()
    if isinstance(value, list):
        return {player(v) for v in value}
    return {player(value)}


def plies(board) -> int:
    """Half-moves already played on a board, from its FEN counters and moves."""
    return 2 * (board.fullmove_number - 1) + (1 if board.turn == chess.BLACK else 0)


def clock_ms(text) -> int:
    """`3:00`, `2:59.051`, `-0:00.576` as milliseconds."""
    m = CLOCK_RE.match(str(text).strip())
    if not m:
        raise ExampleError(f"clocks: {text!r} is not m:ss(.fff)")
    sign = -1 if m.group(1) else 1
    frac = (m.group(4) or "").ljust(3, "0")
    return sign * ((int(m.group(2)) * 60 + int(m.group(3))) * 1000 + int(frac or 0))


class Game:
    def __init__(self, fen: str, clock_seconds: int = CLOCK_SECONDS, move_cap: int = MOVE_CAP):
        try:
            self.boards = chess.variant.BughouseBoards(fen)
        except (ValueError, AssertionError) as err:
            raise ExampleError(f"bad two-board FEN: {err}")
        for i, b in enumerate(self.boards):
            if b.status() != chess.STATUS_VALID:
                raise ExampleError(f"impossible position on board {'AB'[i]} ({b.status()!r})")
        self.end = None
        self.winner = None  # set of players, or "draw"
        self.move_cap = move_cap
        self.clocks = {p: clock_seconds * 1000 for p in SEATS}
        self.update(None)

    def to_move(self) -> set:
        return {NAME[(i, b.turn)] for i, b in enumerate(self.boards)}

    def parse(self, text):
        """(board index, move) for a well-formed move that is legal now; (i, None) if not legal."""
        m = MOVE_RE.match(str(text).strip())
        if not m:
            raise ExampleError(f"{text!r}: not a BPGN move (`A. e4`, `b. P@f7`)")
        who, san = m.group(1), m.group(2)
        index, colour = SEATS[who]
        board = self.boards[index]
        if board.turn != colour:
            return index, None
        drop = DROP_RE.match(san)
        if drop:
            kind = chess.PIECE_SYMBOLS.index(drop.group(1).lower())
            move = chess.Move(chess.SQUARE_NAMES.index(drop.group(2)), chess.SQUARE_NAMES.index(drop.group(2)),
                              drop=kind, board_id=index)
            return index, (move if board.is_legal(move) else None)
        if not SAN_RE.match(san):
            raise ExampleError(f"{text}: not SAN")
        try:
            move = board.parse_san(san)
        except ValueError as err:
            if "ambiguous" in str(err):
                raise ExampleError(f"{text}: ambiguous move")
            return index, None
        return index, move

    def mated(self) -> set:
        return {NAME[(i, b.turn)] for i, b in enumerate(self.boards) if b.is_checkmate()}

    def update(self, mover):
        if self.end:
            return
        mated = self.mated()
        if mated:
            loser = next(iter(mated))
            self.end, self.winner = "checkmate", {p for p in SEATS if p not in TEAM[loser]}
            return
        if not any(True for b in self.boards for _ in b.legal_moves):
            self.end, self.winner = "no-move-possible", "draw"
            return
        if sum(plies(b) for b in self.boards) >= self.move_cap:
            self.end, self.winner = "move-cap", "draw"

    def play(self, item):
        if self.end:
            raise ExampleError(f"move {item!r} after the end of the match ({self.end})")
        if isinstance(item, dict):
            if len(item) != 1:
                raise ExampleError(f"an act is a one-key map: {item!r}")
            (key, value), = item.items()
            if key == "draw_agreed" and value is True:
                self.end, self.winner = "agreement", "draw"
            elif key in ("resign", "timeout", "leave"):
                loser = player(value)
                self.end = {"resign": "resignation", "timeout": "time", "leave": "leave"}[key]
                self.winner = {p for p in SEATS if p not in TEAM[loser]}
            else:
                raise ExampleError(f"unknown act {item!r}")
            return
        index, move = self.parse(item)
        if move is None:
            raise ExampleError(f"illegal move in moves: {item}")
        noted = MOVE_RE.match(str(item).strip())
        if noted.group(3) is not None:
            self.clocks[noted.group(1)] = round(float(noted.group(3)) * 1000)
        self.boards[index].push(move)
        self.update(index)

    def origin(self, key) -> tuple:
        """(board index, square) a `moves_of:` key names, as the engine reads it."""
        m = re.match(r"^([AaBb])\.\s*([a-h][1-8])$", str(key).strip())
        if m:
            return SEATS[m.group(1)][0], chess.SQUARE_NAMES.index(m.group(2))
        if not re.match(r"^[a-h][1-8]$", str(key).strip()):
            raise ExampleError(f"moves_of: {key!r} is not a square (`e2` or `B. e2`)")
        square = chess.SQUARE_NAMES.index(str(key).strip())
        owners = [i for i, b in enumerate(self.boards)
                  if (p := b.piece_at(square)) is not None and p.color == b.turn]
        if len(owners) > 1:
            raise ExampleError(f"moves_of: {key} holds a piece of both players to move; write `A. {key}`")
        return (owners[0] if owners else 0), square

    def destinations(self, key) -> set:
        index, square = self.origin(key)
        board = self.boards[index]
        if self.end:
            return set()
        return {chess.SQUARE_NAMES[m.to_square] for m in board.legal_moves
                if m.drop is None and m.from_square == square}


def hand(game: Game, who: str) -> list:
    index, colour = SEATS[who]
    pocket = game.boards[index].pockets[colour]
    out = []
    for piece_type, letter in LETTERS.items():
        out += [letter] * pocket.count(piece_type)
    return sorted(out)


def check_show(show):
    if show is None:
        return
    if not isinstance(show, dict):
        raise ExampleError("show: must be a map")
    for key, value in show.items():
        if key not in SHOW_KEYS:
            raise ExampleError(f"unknown show key {key!r}")
        if key in ("arrows", "marks"):
            for s in value:
                if not re.match(r"^[AB]:[a-h][1-8](-[a-h][1-8])?$", str(s)):
                    raise ExampleError(f"show.{key}: write `A:e2-e4` or `B:f7`, got {s!r}")
        elif key == "bottom":
            player(value)
        elif key == "moves_of":
            if not re.match(r"^(?:[AaBb]\.\s*)?[a-h][1-8]$", str(value).strip()):
                raise ExampleError(f"show.moves_of: write a square (`e2` or `B. e2`), got {value!r}")
        elif not isinstance(value, bool):
            raise ExampleError(f"show.{key} must be true or false")


COORD_RE = re.compile(r"^([a-h][1-8])-?([a-h][1-8])(?:=?[qrbnQRBN])?$")


def refusal(game: Game, text) -> str:
    """Why the move `text` is refused, as a reason id of the schema's `because:`."""
    if game.end:
        return "game-over"
    m = MOVE_RE.match(str(text).strip())
    if not m:
        raise ExampleError(f"because: {text!r} is not a BPGN move")
    index, colour = SEATS[m.group(1)]
    board = game.boards[index]
    if board.turn != colour:
        return "not-your-turn"
    san = m.group(2).rstrip("+#")
    if san in ("O-O", "O-O-O"):
        return castling_refusal(board, colour, san == "O-O")
    coord = COORD_RE.match(san)
    if coord:
        frm, to = (chess.SQUARE_NAMES.index(coord.group(i)) for i in (1, 2))
        found = [mv for mv in board.pseudo_legal_moves
                 if mv.drop is None and mv.from_square == frm and mv.to_square == to]
    else:
        found = [mv for mv in board.pseudo_legal_moves
                 if mv.drop is None and board.san(mv).rstrip("+#") == san]
        if not found:
            raise ExampleError(f"because: {text} names no move this checker can classify")
        frm, to = found[0].from_square, found[0].to_square
    piece = board.piece_at(frm)
    if piece is None or piece.color != colour:
        return "no-piece"
    if not found:
        return path_refusal(board, piece, frm, to)
    if board.is_check():
        return "check"
    if piece.piece_type != chess.KING and board.is_pinned(colour, frm):
        return "pinned"
    return "into-check"


def path_refusal(board, piece, frm: int, to: int) -> str:
    """A move the piece cannot make here: beyond its reach, or stopped by a piece."""
    target = board.piece_at(to)
    if target is not None and target.color == piece.color:
        return "own-piece"
    alone = chess.Board(None)
    alone.set_piece_at(frm, piece)
    if target is not None:
        alone.set_piece_at(to, target)
    alone.turn = piece.color
    if not any(mv.to_square == to for mv in alone.pseudo_legal_moves if mv.from_square == frm):
        return "cannot-reach"
    return "occupied" if target is not None else "blocked"


def castling_refusal(board, colour, short: bool) -> str:
    """Why castling is refused: rights (and what lost them), the way, or the king's squares."""
    rank = 0 if colour == chess.WHITE else 7
    king, rook = chess.square(4, rank), chess.square(7 if short else 0, rank)
    rights = (board.has_kingside_castling_rights(colour) if short
              else board.has_queenside_castling_rights(colour))
    if not rights:
        touched = lambda sq: any(sq in (mv.from_square, mv.to_square) for mv in board.move_stack)
        if touched(king):
            return "king-moved"
        if touched(rook):
            return "rook-moved"
        return "no-castling-rights"
    if board.is_check():
        return "check"
    between = range(min(king, rook) + 1, max(king, rook))
    if any(board.piece_at(sq) is not None for sq in between):
        return "castling-blocked"
    step = 1 if short else -1
    if board.is_attacked_by(not colour, king + step):
        return "through-check"
    return "into-check"


def check_because(game: Game, expect) -> list[str]:
    """`because:`: each illegal move's reason, as the position gives it."""
    value, illegal = expect["because"], [str(mv) for mv in expect.get("illegal") or []]
    if isinstance(value, dict):
        wanted = {str(mv): str(why) for mv, why in value.items()}
        unknown = sorted(set(wanted) - set(illegal))
        if unknown:
            raise ExampleError(f"because: {unknown} are not in illegal")
    else:
        wanted = {mv: str(value) for mv in illegal}
    return [f"because {mv}: expected {why}, found {found}"
            for mv, why in wanted.items() if (found := refusal(game, mv)) != why]


def check_expect(game: Game, expect) -> list[str]:
    fails = []
    for key, value in expect.items():
        if key not in EXPECT_KEYS:
            raise ExampleError(f"unknown expect key {key!r}")
        if key in MEANINGLESS:
            raise ExampleError(f"expect.{key} has no meaning on two boards")
        if key == "legal":
            for mv in value:
                if game.end:
                    fails.append(f"legal {mv}: the match is over ({game.end})")
                elif game.parse(mv)[1] is None:
                    fails.append(f"legal {mv}: not legal")
        elif key == "illegal":
            for mv in value:
                if not game.end and game.parse(mv)[1] is not None:
                    fails.append(f"illegal {mv}: it is legal")
        elif key == "because":
            fails += check_because(game, expect)
        elif key == "check":
            found = set()
            for i, b in enumerate(game.boards):
                for colour in (chess.WHITE, chess.BLACK):
                    k = b.king(colour)
                    if k is not None and b.is_attacked_by(not colour, k):
                        found.add(NAME[(i, colour)])
            if found != players(value):
                fails.append(f"check: expected {value}, found {sorted(found)}")
        elif key == "checkmate":
            found = game.mated()
            if found != players(value):
                fails.append(f"checkmate: expected {value}, found {sorted(found)}")
        elif key == "stalemate":
            if players(value):  # bughouse knows no stalemate
                fails.append(f"stalemate: expected {value}, found []")
        elif key == "moves_of":
            if not isinstance(value, dict):
                raise ExampleError("moves_of: must be a map from a square to a list of squares")
            for origin, wanted in value.items():
                want = {str(s) for s in (wanted or [])}
                found = game.destinations(origin)
                if found != want:
                    fails.append(f"moves_of {origin}: expected {sorted(want)}, found {sorted(found)}")
        elif key == "clocks":
            if not isinstance(value, dict):
                raise ExampleError("clocks: must be a map from a player to a time")
            for who, text in value.items():
                want, found = clock_ms(text), game.clocks[player(who)]
                if found != want:
                    fails.append(f"clocks {who}: expected {want} ms, found {found} ms")
        elif key == "scores":
            if value != "none":
                fails.append(f"scores: expected {value}, found none (bughouse counts no points)")
        elif key == "next":
            if game.to_move() != players(value):
                fails.append(f"next: expected {value}, found {sorted(game.to_move())}")
        elif key == "hands":
            for who, letters in value.items():
                want = sorted(str(x).upper() for x in (letters or []))
                found = hand(game, player(who))
                if found != want:
                    fails.append(f"hands {who}: expected {want}, found {found}")
        elif key == "winner":
            if not isinstance(game.winner, set) or game.winner != players(value):
                fails.append(f"winner: expected {value}, found {game.winner} ({game.end})")
        elif key == "draw":
            if (game.winner == "draw") != bool(value):
                fails.append(f"draw: expected {value}, found {game.winner} ({game.end})")
        elif key == "end":
            if value not in ENDS:
                raise ExampleError(f"unknown end {value!r}")
            if game.end != value:
                fails.append(f"end: expected {value}, found {game.end}")
    return fails


def load_example(spec: dict) -> dict:
    if "file" in spec:
        path = POSITIONS / spec["file"]
        if not path.is_file() or not path.name.startswith("bughouse-"):
            raise ExampleError(f"file {spec['file']} not found under content/positions/")
        base = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
        if "file" in base:
            raise ExampleError("a positions file cannot include another")
        merged = dict(base)
        merged.update({k: v for k, v in spec.items() if k != "file"})
        return merged
    return spec


FRENCH_LETTERS = str.maketrans("RDTFC", "KQRBN")


def english_move(text):
    """A move in French piece letters (R D T F C) in English ones; the seat (`b. `) kept."""
    if not isinstance(text, str):
        return text
    seat, dot, body = text.partition(".")
    if not dot:
        seat, body = "", text
    else:
        seat += "."
    if any(c in "KQBN" for c in body):
        raise ExampleError(f"letters: fr, but {text!r} has an English piece letter")
    return seat + body.translate(FRENCH_LETTERS)


def in_english(spec):
    """The example with its moves and `legal:`/`illegal:` claims in English letters."""
    spec = dict(spec)
    spec["moves"] = [english_move(m) for m in spec.get("moves") or []]
    expect = dict(spec.get("expect") or {})
    for key in ("legal", "illegal"):
        if isinstance(expect.get(key), list):
            expect[key] = [english_move(m) for m in expect[key]]
    if expect:
        spec["expect"] = expect
    return spec


def run_example(spec, page_game) -> tuple[list[str], dict]:
    if not isinstance(spec, dict):
        raise ExampleError("an example is a YAML map")
    for key in spec:
        if key not in TOP_KEYS:
            raise ExampleError(f"unknown key {key!r}")
    if "record" in spec:
        # a whole game record (BPGN) replayed by arbitre: this checker has no BPGN reader
        raise ExampleError("record: a game record, not read by this checker")
    spec = load_example(spec)
    if spec.get("letters", "en") not in ("en", "fr"):
        raise ExampleError(f"letters: en or fr, got {spec.get('letters')!r}")
    if spec.get("letters") == "fr":
        spec = in_english(spec)
    if spec.get("game", page_game) != "bughouse":
        raise ExampleError(f"game {spec.get('game', page_game)!r} is not bughouse")
    if "setup" not in spec:
        raise ExampleError("bughouse examples need setup: (start or `FEN_A | FEN_B`)")
    for key in MEANINGLESS & set(spec):
        raise ExampleError(f"{key}: has no meaning on two boards (write setup:)")
    rules = spec.get("rules") or {}
    if not isinstance(rules, dict) or not set(rules) <= RULES:
        raise ExampleError(f"rules: bughouse knows only {sorted(RULES)}, got {rules!r}")
    if not isinstance(spec.get("caption", ""), str):
        raise ExampleError("caption: must be a string")
    check_show(spec.get("show"))
    setup = spec["setup"]
    game = Game(START if setup == "start" else str(setup),
                int(rules.get("clock", CLOCK_SECONDS)), int(rules.get("move-cap", MOVE_CAP)))
    for item in spec.get("moves") or []:
        game.play(item)
    expect = spec.get("expect")
    fails = check_expect(game, expect) if isinstance(expect, dict) else []
    return fails, spec


def front_game(path: Path):
    text = path.read_text(encoding="utf-8")
    if text.startswith("---\n"):
        head = text.split("\n---", 1)[0][4:]
        meta = yaml.safe_load(head) or {}
        return meta.get("game")
    return None


def blocks(path: Path):
    """Yield (first content line, info, yaml text) of every `position` fence."""
    lines = path.read_text(encoding="utf-8").split("\n")
    i = 0
    while i < len(lines):
        m = re.match(r"^(```+|~~~+)\s*(\S*)", lines[i])
        if m:
            fence, info = m.group(1), m.group(2)
            j = i + 1
            while j < len(lines) and not lines[j].startswith(fence):
                j += 1
            if info.split(",")[0] == "position":
                yield i + 2, info, "\n".join(lines[i + 1:j])
            i = j + 1
        else:
            i += 1


def check_sources(table: Path, checked: set) -> int:
    text = table.read_text(encoding="utf-8")
    cited = set(re.findall(r"(content/bughouse/[\w-]+\.md):(\d+)", text))
    bad = 0
    for page, line in sorted(cited):
        if (page, int(line)) not in checked:
            print(f"SOURCES {table.name}: {page}:{line} is not the first line of an example with expect")
            bad += 1
    cited_keys = {(p, int(n)) for p, n in cited}
    for page, line in sorted(checked - cited_keys):
        print(f"note: {page}:{line} is not cited in {table.name}")
    print(f"sources table: {len(cited)} citations, {bad} broken")
    return bad


def main(argv) -> int:
    global CONTENT, CHAPTER, POSITIONS
    if "--content" in argv:
        idx = argv.index("--content")
        if idx + 1 >= len(argv):
            print("--content needs a folder")
            return 2
        CONTENT = Path(argv[idx + 1]).resolve()
        CHAPTER, POSITIONS = CONTENT / "bughouse", CONTENT / "positions"
    if "--keys" in argv:
        for name, keys in (("top", TOP_KEYS), ("show", SHOW_KEYS), ("expect", EXPECT_KEYS)):
            print(f"{name}\t{' '.join(sorted(keys))}")
        return 0
    listing = "--list" in argv
    passed = failed = skipped = without_expect = 0
    checked = set()
    for path in sorted(CHAPTER.glob("*.md")):
        rel = path.relative_to(CONTENT.parent)
        page_game = front_game(path)
        for line, info, text in blocks(path):
            where = f"{rel}:{line}"
            if "ignore" in info.split(",")[1:]:
                skipped += 1
                continue
            try:
                spec = yaml.safe_load(text)
                fails, spec = run_example(spec, page_game)
            except (ExampleError, ValueError, yaml.YAMLError) as err:
                fails, spec = [f"error: {err}"], {}
            if not spec.get("expect") and not fails:
                without_expect += 1
            elif spec.get("expect"):
                checked.add((str(rel), line))
            if fails:
                failed += 1
                for f in fails:
                    print(f"FAIL {where}: {f}")
            else:
                passed += 1
            if listing:
                claims = ", ".join(sorted((spec.get("expect") or {}).keys()))
                print(f"{where}\t{claims}\t{spec.get('caption', '')[:70]}")
    if without_expect:
        print(f"note: {without_expect} example(s) without expect (they check nothing)")
    broken = 0
    if "--sources" in argv:
        idx = argv.index("--sources")
        broken = check_sources(ROOT / argv[idx + 1], checked) if idx + 1 < len(argv) else 1
    if passed + failed == 0:
        print(f"no position example under {CHAPTER}: nothing was checked")
        return 1
    tail = f", {skipped} skipped" if skipped else ""
    print(f"{passed} passed, {failed} failed{tail}")
    return 1 if failed or broken else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
