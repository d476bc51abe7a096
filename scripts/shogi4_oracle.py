#!/usr/bin/env python3
"""Perft counts of two-seat shogi4 positions, counted by cshogi (an outside oracle).

A shogi4 position holding only two opposite armies is ordinary shogi:
sente is South (or West once turned a quarter), gote North (or East). This script
plays random legal moves with cshogi from positions using only K, R, G, S, P, and
writes `SFEN ; perft(1) perft(2) ...` lines for tests/shogi4_cshogi.rs.

Usage: pip install cshogi; python3 scripts/shogi4_oracle.py > tests/data/shogi4_cshogi_perft.txt
The numbers come from cshogi, never from our engine.
"""
import random
import sys

import cshogi

BASES = [
    # The reduced N/S start (two opposite armies only).
    "2sgkgs2/3prp3/4p4/9/9/9/4P4/3PRP3/2SGKGS2 b - 1",
    # Pawn-drop mate: P*5b would mate, so it is not legal (uchifuzume).
    "3pkp3/9/4G4/9/9/9/9/9/4K4 b P 1",
    # Pawns in hand on both sides, pawns on the board: nifu and last-rank drops.
    "4k4/1P5p1/9/2p3P2/9/9/9/9/4K4 b 2P2p 1",
    # Rooks, golds and silvers in hand around exposed kings.
    "4k4/9/9/9/9/9/9/9/4K4 b RGSPrgsp 1",
    # Pieces about to promote; gote to move.
    "4k4/2P3S2/9/9/9/9/9/2s3p2/4K4 w G 1",
]
ALLOWED = set("KRGSPkrgsp+/0123456789")


def perft(board, depth):
    if depth == 0:
        return 1
    moves = list(board.legal_moves)
    if depth == 1:
        return len(moves)
    total = 0
    for m in moves:
        board.push(m)
        total += perft(board, depth - 1)
        board.pop()
    return total


def board_only(sfen):
    return sfen.split()[0]


def main():
    rng = random.Random(20261129)
    out = []
    for base in BASES:
        positions = [base]
        for _ in range(3):
            b = cshogi.Board(base)
            for _ in range(rng.randrange(6, 40)):
                moves = list(b.legal_moves)
                if not moves:
                    break
                b.push(rng.choice(moves))
            if set(board_only(b.sfen())) <= ALLOWED and list(b.legal_moves):
                positions.append(b.sfen())
        for sfen in positions:
            b = cshogi.Board(sfen)
            counts = []
            for d in range(1, 5):
                n = perft(b, d)
                counts.append(n)
                if n > 150_000:
                    break
            out.append(f"{sfen} ; {' '.join(map(str, counts))}")
            print(out[-1], file=sys.stderr)
    print("# SFEN ; perft(1) perft(2) ... counted by cshogi", cshogi.__version__ if hasattr(cshogi, "__version__") else "")
    print("\n".join(out))


if __name__ == "__main__":
    main()
