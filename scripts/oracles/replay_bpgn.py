#!/usr/bin/env python3
"""Replays whole BPGN records (FICS, bughouse-db) with python-chess-bughouse, as a
second reading of the records arbitre's `replay` reads (tests/suite/records_corpus.rs
compares the two on tests/data/records/bughouse/).

Usage: replay_bpgn.py FILE...  One line per file:
    FILE<TAB>PLIES<TAB>END<TAB>WINNERS<TAB>BOARD A<TAB>BOARD B
END is `checkmate`, `resignation`, `time` or `none`; WINNERS the winning players
(`A,b` or `B,a`), `-` when none. A move python-chess-bughouse refuses prints
`FILE<TAB>refused<TAB>TOKEN` and the exit code is 1.

The moves are read as the BPGN writes them: `12A. e4 {179}` (number, board letter,
move, clock), the end from the closing comment (`{X checkmated}`, `{X resigns}`,
`{X forfeits on time}`, X being a player's handle from the WhiteA…BlackB tags).
"""
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from verify_bughouse_examples import Game, ExampleError, TEAM  # noqa: E402

START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1 | " \
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1"
TAG = re.compile(r'\[(\w+)\s+"([^"]*)"\]')
MOVE = re.compile(r"(\d+)([AaBb])\.\s*([^\s{]+)")
ENDS = [("checkmated", "checkmate"), ("resigns", "resignation"), ("forfeits on time", "time")]
SEAT_OF_TAG = {"WhiteA": "A", "BlackA": "a", "WhiteB": "B", "BlackB": "b"}


def replay(path: Path) -> str:
    text = path.read_text()
    tags = dict(TAG.findall(text))
    body = TAG.sub(" ", text)
    comments = re.findall(r"\{([^}]*)\}", body)
    moves = re.sub(r"\{[^}]*\}", " ", body)
    game = Game(START)
    plies = 0
    for m in MOVE.finditer(moves):
        token = f"{m.group(2)}. {m.group(3)}"
        try:
            game.play(token)
        except ExampleError:
            return f"{path}\trefused\t{m.group(1)}{token}"
        plies += 1
    end, winners = game.end, game.winner
    if end is None:
        for c in comments:
            words = c.split()
            seat = next((s for k, s in SEAT_OF_TAG.items()
                         if words and words[0] in (k, tags.get(k))), None)
            for phrase, kind in ENDS:
                if seat and phrase in c:
                    end = kind
                    winners = {p for p in "AaBb" if p not in TEAM[seat]}
    win = ",".join(sorted(winners)) if isinstance(winners, set) else "-"
    fens = [b.fen().split()[0] for b in game.boards]
    return f"{path}\t{plies}\t{end or 'none'}\t{win}\t{fens[0]}\t{fens[1]}"


def main(argv) -> int:
    code = 0
    for name in argv:
        line = replay(Path(name))
        code |= "\trefused\t" in line
        print(line)
    return code


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
