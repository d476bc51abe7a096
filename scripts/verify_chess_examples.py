#!/usr/bin/env python3
"""Cross-check oracle for the chess examples of the guide.

Reads every fenced `position` block of content/echecs/*.md (and the
content/positions/*.yaml files they include with `file:`), replays it with
python-chess and checks each `expect` claim the way the example schema defines it (README, « Exemples de position »),
for the rules of source 002:

- draws are stalemate, agreement, threefold repetition (`is_repetition(3)`),
  the fifty-move rule (`halfmove_clock >= 100`) and insufficient material in
  exactly three cases: K v K, K+B v K, K+N v K (no fivefold, no 75 moves);
  an example's `rules: { repetition: claim, fifty-moves: claim }` (FIDE's rule) ends
  the game only at `is_fivefold_repetition()` / `is_seventyfive_moves()`;
- a `pieces:` setup has no castling rights and no en passant square;
- `moves_of` lists the destination squares of that piece's legal moves,
  castling as the king's destination, a promotion square once.

It is independent of the Rust engine on purpose: when both agree, the guide
says what the rules say.

Usage:
    python3 scripts/verify_chess_examples.py          # check, last line "N passed, M failed"
    python3 scripts/verify_chess_examples.py --list   # also print file:line and claims of each example
    python3 scripts/verify_chess_examples.py --sources docs/sources/echecs.md
        # also check that every `content/echecs/PAGE.md:LINE` cited in that table is the
        # first line of an example with `expect:`, and name the examples it does not cite

Needs `pip install chess pyyaml`. Exit status 1 when any example fails.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import chess
import yaml

ROOT = Path(__file__).resolve().parent.parent
CONTENT = ROOT / "content"
CHAPTER = CONTENT / "echecs"
POSITIONS = CONTENT / "positions"

TOP_KEYS = {"game", "setup", "pieces", "turn", "rules", "moves", "show", "caption", "expect", "file"}
SHOW_KEYS = {"arrows", "marks", "moves_of", "last_move", "bottom", "interactive"}
EXPECT_KEYS = {"legal", "illegal", "moves_of", "check", "checkmate", "stalemate", "next",
               "winner", "draw", "end"}
ENDS = {"checkmate", "stalemate", "repetition", "fifty-moves", "insufficient-material",
        "agreement", "resignation", "time"}
PLAYERS = {"white": chess.WHITE, "blanc": chess.WHITE, "black": chess.BLACK, "noir": chess.BLACK}
COLOR_NAME = {chess.WHITE: "white", chess.BLACK: "black"}
SQUARE_RE = re.compile(r"^[a-h][1-8]$")
# Long algebraic: optional piece letter, from, - or x, to, optional =promotion, optional +/#.
LONG_RE = re.compile(r"^([KQRBN]?)([a-h][1-8])[-x]([a-h][1-8])(?:=?([QRBNqrbn]))?[+#]?$")
UCI_RE = re.compile(r"^([a-h][1-8])([a-h][1-8])([qrbn]?)$")


class ExampleError(Exception):
    """A claim that does not hold, or an example that cannot be read."""


def player(name) -> chess.Color:
    if not isinstance(name, str) or name.lower() not in PLAYERS:
        raise ExampleError(f"unknown player {name!r}")
    return PLAYERS[name.lower()]


def players(value) -> set:
    """A player or a list of players ([] = nobody)."""
    if value is None:
        return set()
    if isinstance(value, list):
        return {player(v) for v in value}
    return {player(value)}


def square(name) -> chess.Square:
    if not isinstance(name, str) or not SQUARE_RE.match(name):
        raise ExampleError(f"not a square: {name!r}")
    return chess.parse_square(name)


def board_from_pieces(pieces, turn) -> chess.Board:
    board = chess.Board(None)
    if not isinstance(pieces, dict):
        raise ExampleError("pieces: must map white/black to a list")
    for who, lst in pieces.items():
        color = player(who)
        for token in lst or []:
            m = re.match(r"^([KQRBN]?)([a-h][1-8])$", str(token))
            if not m:
                raise ExampleError(f"bad piece {token!r}")
            kind = chess.PIECE_SYMBOLS.index((m.group(1) or "P").lower())
            sq = chess.parse_square(m.group(2))
            if board.piece_at(sq):
                raise ExampleError(f"two pieces on {m.group(2)}")
            board.set_piece_at(sq, chess.Piece(kind, color))
    if turn is None:
        raise ExampleError("turn: is required with pieces:")
    board.turn = player(turn)
    board.castling_rights = chess.BB_EMPTY
    board.ep_square = None
    return board


def parse_move(board: chess.Board, text: str):
    """Return (move or None, reason). A move that is well formed but not legal returns
    (None, 'illegal'); a malformed or ambiguous one raises ExampleError."""
    text = str(text).strip()
    m = LONG_RE.match(text)
    u = UCI_RE.match(text)
    if m:
        letter, frm, to, promo = m.groups()
        move = chess.Move(chess.parse_square(frm), chess.parse_square(to),
                          chess.PIECE_SYMBOLS.index(promo.lower()) if promo else None)
        piece = board.piece_at(move.from_square)
        if letter and (piece is None or piece.symbol().upper() != letter):
            raise ExampleError(f"{text}: no {letter} on {frm}")
        if not letter and piece is not None and piece.piece_type != chess.PAWN:
            raise ExampleError(f"{text}: the piece on {frm} is not a pawn; write its letter")
        if board.is_legal(move):
            return move, "ok"
        return None, "illegal"
    if u:
        move = chess.Move.from_uci(text)
        return (move, "ok") if board.is_legal(move) else (None, "illegal")
    try:
        return board.parse_san(text), "ok"
    except chess.IllegalMoveError:
        return None, "illegal"
    except chess.AmbiguousMoveError:
        raise ExampleError(f"{text}: ambiguous move")
    except chess.InvalidMoveError:
        raise ExampleError(f"{text}: not a move in SAN, UCI or long algebraic")


def insufficient(board: chess.Board) -> bool:
    """Source 002's three cases only: K v K, K+B v K, K+N v K."""
    others = [p for p in board.piece_map().values() if p.piece_type != chess.KING]
    return len(others) == 0 or (len(others) == 1 and others[0].piece_type in (chess.BISHOP, chess.KNIGHT))


class Game:
    def __init__(self, board: chess.Board, fide=frozenset()):
        self.board = board
        self.end = None      # reason
        self.winner = None   # set of colours, or "draw"
        # rules set to `claim` (FIDE): only fivefold / 75 moves end the game by themselves
        self.fide = fide
        self.update()

    def update(self):
        b = self.board
        if self.end:
            return
        if b.is_checkmate():
            self.end, self.winner = "checkmate", {not b.turn}
        elif b.is_stalemate():
            self.end, self.winner = "stalemate", "draw"
        elif insufficient(b):
            self.end, self.winner = "insufficient-material", "draw"
        elif (b.is_fivefold_repetition() if "repetition" in self.fide else b.is_repetition(3)):
            self.end, self.winner = "repetition", "draw"
        elif (b.is_seventyfive_moves() if "fifty-moves" in self.fide else b.halfmove_clock >= 100):
            self.end, self.winner = "fifty-moves", "draw"

    def play(self, item):
        if self.end:
            raise ExampleError(f"move {item!r} after the end of the game ({self.end})")
        if isinstance(item, dict):
            if len(item) != 1:
                raise ExampleError(f"an act is a one-key map: {item!r}")
            (key, value), = item.items()
            if key == "draw_agreed" and value is True:
                self.end, self.winner = "agreement", "draw"
            elif key == "resign":
                self.end, self.winner = "resignation", {not player(value)}
            elif key == "timeout":
                self.end, self.winner = "time", {not player(value)}
            else:
                raise ExampleError(f"unknown act {item!r}")
            return
        move, why = parse_move(self.board, item)
        if move is None:
            raise ExampleError(f"illegal move in moves: {item}")
        self.board.push(move)
        self.update()


def check_show(show):
    if show is None:
        return
    if not isinstance(show, dict):
        raise ExampleError("show: must be a map")
    for key, value in show.items():
        if key not in SHOW_KEYS:
            raise ExampleError(f"unknown show key {key!r}")
        if key == "arrows":
            for a in value:
                parts = str(a).split("-")
                if len(parts) != 2:
                    raise ExampleError(f"bad arrow {a!r}")
                square(parts[0]), square(parts[1])
        elif key == "marks":
            for s in value:
                square(s)
        elif key == "moves_of":
            square(value)
        elif key == "bottom":
            player(value)
        elif not isinstance(value, bool):
            raise ExampleError(f"show.{key} must be true or false")


def check_expect(game: Game, expect) -> list[str]:
    """Return a list of failed claims (empty = pass)."""
    b = game.board
    fails = []
    for key, value in expect.items():
        if key not in EXPECT_KEYS:
            raise ExampleError(f"unknown expect key {key!r}")
        if key == "legal":
            for mv in value:
                if game.end:
                    fails.append(f"legal {mv}: the game is over ({game.end})")
                    continue
                move, _ = parse_move(b, mv)
                if move is None:
                    fails.append(f"legal {mv}: not legal")
        elif key == "illegal":
            for mv in value:
                if game.end:
                    continue  # nothing is legal once the game is over
                move, _ = parse_move(b, mv)
                if move is not None:
                    fails.append(f"illegal {mv}: it is legal")
        elif key == "moves_of":
            for sq_name, dests in value.items():
                sq = square(sq_name)
                piece = b.piece_at(sq)
                if piece is None:
                    fails.append(f"moves_of {sq_name}: empty square")
                    continue
                if piece.color != b.turn:
                    fails.append(f"moves_of {sq_name}: not a piece of the side to move")
                    continue
                found = [] if game.end else sorted(
                    {chess.square_name(m.to_square) for m in b.legal_moves if m.from_square == sq})
                want = sorted(square(d) and d for d in (dests or []))
                if found != want:
                    fails.append(f"moves_of {sq_name}: expected {want}, found {found}")
        elif key == "check":
            found = {c for c in (chess.WHITE, chess.BLACK)
                     if b.king(c) is not None and b.is_attacked_by(not c, b.king(c))}
            if found != players(value):
                fails.append(f"check: expected {value}, found {[COLOR_NAME[c] for c in found]}")
        elif key in ("checkmate", "stalemate"):
            found = set()
            if key == "checkmate" and b.is_checkmate():
                found = {b.turn}
            if key == "stalemate" and b.is_stalemate():
                found = {b.turn}
            if found != players(value):
                fails.append(f"{key}: expected {value}, found {[COLOR_NAME[c] for c in found]}")
        elif key == "next":
            if b.turn != player(value):
                fails.append(f"next: expected {value}, found {COLOR_NAME[b.turn]}")
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
        if not path.is_file():
            raise ExampleError(f"file {spec['file']} not found under content/positions/")
        base = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
        if "file" in base:
            raise ExampleError("a positions file cannot include another")
        merged = dict(base)
        merged.update({k: v for k, v in spec.items() if k != "file"})
        return merged
    return spec


def run_example(spec) -> tuple[list[str], dict]:
    if not isinstance(spec, dict):
        raise ExampleError("an example is a YAML map")
    for key in spec:
        if key not in TOP_KEYS:
            raise ExampleError(f"unknown key {key!r}")
    spec = load_example(spec)
    if spec.get("game", "chess") != "chess":
        raise ExampleError(f"game {spec.get('game')!r} is not chess")
    if ("setup" in spec) == ("pieces" in spec):
        raise ExampleError("exactly one of setup: and pieces:")
    if "setup" in spec:
        setup = spec["setup"]
        board = chess.Board() if setup == "start" else chess.Board(str(setup))
        if "turn" in spec and player(spec["turn"]) != board.turn:
            raise ExampleError("turn: disagrees with the FEN")
    else:
        board = board_from_pieces(spec["pieces"], spec.get("turn"))
    if board.status() != chess.STATUS_VALID:
        raise ExampleError(f"impossible position ({board.status()!r})")
    fide = set()
    for key, value in (spec.get("rules") or {}).items():
        # FIDE's draw rule is the only chess option this oracle knows
        if key in ("repetition", "fifty-moves") and value == "claim":
            fide.add(key)
        else:
            raise ExampleError(f"rules: {key}: {value} unknown to this oracle")
    if not isinstance(spec.get("caption", ""), str):
        raise ExampleError("caption: must be a string")
    check_show(spec.get("show"))
    game = Game(board, frozenset(fide))
    for item in spec.get("moves") or []:
        game.play(item)
    expect = spec.get("expect")
    fails = check_expect(game, expect) if isinstance(expect, dict) else []
    return fails, spec


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
    """Every citation of the sources table must point at a checked example."""
    text = table.read_text(encoding="utf-8")
    cited = set(re.findall(r"(content/echecs/[\w-]+\.md):(\d+)", text))
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
    listing = "--list" in argv
    passed = failed = skipped = without_expect = 0
    checked = set()  # (page, line) of examples with expect
    for path in sorted(CHAPTER.glob("*.md")):
        rel = path.relative_to(ROOT)
        for line, info, text in blocks(path):
            where = f"{rel}:{line}"
            if "ignore" in info.split(",")[1:]:
                skipped += 1
                continue
            try:
                spec = yaml.safe_load(text)
                fails, spec = run_example(spec)
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
    tail = f", {skipped} skipped" if skipped else ""
    print(f"{passed} passed, {failed} failed{tail}")
    return 1 if failed or broken else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
