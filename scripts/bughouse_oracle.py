#!/usr/bin/env python3
"""Random two-board bughouse playouts recorded by python-chess-bughouse 0.28.0.

Writes tests/data/bughouse_oracle.tsv, read by tests/suite/bughouse_oracle.rs. One line per
ply, tab-separated:

    playout  ply  two-board FEN  moves-A  moves-B  hash-A  hash-B  mate-A  mate-B  played

- moves-X: the number of legal moves (drops included) of the player to move on board X;
- hash-X: FNV-1a 64 of those moves in UCI (`e2e4`, `N@f3`), sorted, joined by spaces;
- mate-X: 1 if that player is mated by the bughouse rule (`is_checkmate`), else 0;
Half the moves are chosen among checking moves when there are some, so that checks,
mates and players waiting in check come up often.

- played: the move then played, as BPGN writes it (`A. e4`, `b. P@f7`, SAN with +/#).

python-chess-bughouse is GPL-3 and installs its own `chess` module, so run it in a
virtualenv of its own:

    python3 -m venv /tmp/bhvenv
    /tmp/bhvenv/bin/pip install python-chess-bughouse==0.28.0
    /tmp/bhvenv/bin/python scripts/bughouse_oracle.py > tests/data/bughouse_oracle.tsv
"""

import random
import sys

import chess
import chess.variant

LETTERS = ["A", "a", "B", "b"]
STARTS = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1 | "
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1",
    "r1bqk2r/pppp1ppp/2n1p3/4P3/1b1Pn3/2NB1N2/PPP2PPP/R1BQK2R[Nb] b KQkq - 0 1 | "
    "4k3/1Q~6/8/8/4b3/8/Kpp5/8[QRbn] b - - 0 1",
    "6k1/5ppp/8/8/8/8/6PP/r6K[] w - - 0 1 | 4k3/3r4/8/8/8/8/3N4/4K3[] b - - 0 1",
]


def fnv1a(text: str) -> int:
    h = 0xCBF29CE484222325
    for byte in text.encode():
        h ^= byte
        h = (h * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return h


def gives_check(board, move) -> bool:
    # This python-chess fork has no `gives_check`: try the move on a crazyhouse copy.
    copy = chess.variant.CrazyhouseBoard(board.fen())
    copy.push(chess.Move(move.from_square, move.to_square, move.promotion, move.drop))
    return copy.is_check()


def main() -> None:
    rng = random.Random(20260311)
    playouts, max_plies = int(sys.argv[1]) if len(sys.argv) > 1 else 30, 120
    for p in range(playouts):
        boards = chess.variant.BughouseBoards(STARTS[p % len(STARTS)])
        for ply in range(max_plies):
            fen = boards.fen()
            lists, hashes, mates = [], [], []
            for b in boards.boards:
                moves = sorted(m.uci() for m in b.legal_moves)
                lists.append(list(b.legal_moves))
                hashes.append(fnv1a(" ".join(moves)))
                mates.append(1 if b.is_checkmate() else 0)
            playable = [i for i in (0, 1) if lists[i]]
            if not playable or any(mates):
                print(f"{p}\t{ply}\t{fen}\t{len(lists[0])}\t{len(lists[1])}\t{hashes[0]:016x}\t{hashes[1]:016x}\t{mates[0]}\t{mates[1]}\t-")
                break
            board_id = rng.choice(playable)
            board = boards.boards[board_id]
            moves = sorted(lists[board_id], key=lambda m: m.uci())
            # Half the time a checking move if there is one: more checks, mates, waits.
            checks = [m for m in moves if gives_check(board, m)]
            move = rng.choice(checks if checks and rng.random() < 0.5 else moves)
            move.board_id = board_id
            seat = board_id * 2 + (0 if board.turn == chess.WHITE else 1)
            san = board.san(move)
            print(f"{p}\t{ply}\t{fen}\t{len(lists[0])}\t{len(lists[1])}\t{hashes[0]:016x}\t{hashes[1]:016x}\t{mates[0]}\t{mates[1]}\t{LETTERS[seat]}. {san}")
            boards.push(move)


if __name__ == "__main__":
    main()
