#!/usr/bin/env python3
"""FIDE's draw rule in random playouts, as python-chess 1.11.2 judges it.

Writes tests/data/fide_draws.tsv, read by tests/suite/chess_rules.rs
(`fide_draws_agree_with_python_chess`). One line per playout, tab-separated:

    playout  start FEN  moves (UCI, space-separated)  verdicts

`verdicts` has one letter per move, for the position that move leaves:

- `R`: fivefold repetition, the game ends by itself (`is_fivefold_repetition`);
- `F`: seventy-five moves, the game ends by itself (`is_seventyfive_moves`);
- `b`, `r`, `f`: a draw may be claimed there, for repetition and fifty moves both, the
  threefold repetition only (`is_repetition(3)`), the fifty moves only (`is_fifty_moves`);
- `.`: nothing to claim, the game goes on.

A playout stops at the first `R` or `F`, at a mate or stalemate (not recorded), and before
any move after which python-chess finds the material insufficient (its rule is broader
than the guide's source, so such positions are not compared). Moves are chosen to come
back often: mostly reversible moves (no capture, no pawn), half of them undoing the
mover's previous move. Some playouts start from endgames whose fifty-move count is high.

    python3 -m venv /tmp/pychess
    /tmp/pychess/bin/pip install chess==1.11.2
    /tmp/pychess/bin/python scripts/oracles/fide_draws.py > tests/data/fide_draws.tsv
"""

import random

import chess

ENDGAMES = [
    "8/8/4k3/8/8/3K4/3R4/8 w - - 130 90",
    "r3k3/8/8/8/8/8/8/R3K3 w - - 120 70",
    "4k3/8/3n4/8/8/3N4/8/4K3 b - - 140 100",
    "8/2q5/4k3/8/8/3K4/3Q4/8 w - - 100 80",
    "6k1/5ppp/8/8/8/8/5PPP/1R4K1 w - - 90 60",
]


def reversible(board, move):
    return not board.is_capture(move) and board.piece_type_at(move.from_square) != chess.PAWN


def choose(board, rng, last):
    moves = list(board.legal_moves)
    back = [m for m in moves if last.get(board.turn) and m.from_square == last[board.turn].to_square
            and m.to_square == last[board.turn].from_square]
    if back and rng.random() < 0.5:
        return rng.choice(back)
    quiet = [m for m in moves if reversible(board, m)]
    if quiet and rng.random() < 0.9:
        return rng.choice(quiet)
    return rng.choice(moves)


def verdict(board):
    if board.is_fivefold_repetition():
        return "R"
    if board.is_seventyfive_moves():
        return "F"
    rep = board.is_repetition(3)
    fifty = board.is_fifty_moves()
    return "b" if rep and fifty else "r" if rep else "f" if fifty else "."


def playout(rng, fen, length):
    board = chess.Board(fen)
    moves, verdicts, last = [], [], {}
    for _ in range(length):
        if board.is_game_over(claim_draw=False) and not board.is_insufficient_material():
            break
        move = choose(board, rng, last)
        board.push(move)
        if board.is_insufficient_material():
            board.pop()
            break
        if board.is_checkmate() or board.is_stalemate():
            board.pop()
            break
        last[not board.turn] = move
        moves.append(move.uci())
        verdicts.append(verdict(board))
        if verdicts[-1] in "RF":
            break
    return moves, "".join(verdicts)


def main():
    rng = random.Random(26)
    n = 0
    for i in range(240):
        fen = chess.STARTING_FEN if i % 2 == 0 else ENDGAMES[(i // 2) % len(ENDGAMES)]
        moves, verdicts = playout(rng, fen, 80)
        if moves:
            print("%d\t%s\t%s\t%s" % (n, fen, " ".join(moves), verdicts))
            n += 1


if __name__ == "__main__":
    main()
