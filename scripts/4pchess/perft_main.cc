// Our own perft main for 4pchess's board code (github obryanlouis/4pchess, MIT):
// counts the leaves of the legal-move tree from the standard start or a FEN4
// (Chess.com's, read by 4pchess's own ParseBoardFromFEN), Teams rules, the way
// 4pchess's own search filters moves (pseudo-legal move made, dropped when the
// mover's king is left in check, taken back; leaves included). Built by
// scripts/4pchess/build.sh, run by scripts/bench_perft.sh.
// Usage: perft4p DEPTH [FEN4]  -> prints "NODES SECONDS"
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "board.h"
#include "utils.h"

using chess::Board;
using chess::Move;

static constexpr size_t kLimit = 300;

static unsigned long long perft(Board& board, int depth, std::vector<Move>& buf) {
  if (depth == 0) return 1;
  Move* moves = buf.data() + depth * kLimit;
  size_t n = board.GetPseudoLegalMoves2(moves, kLimit);
  const auto player = board.GetTurn();
  unsigned long long total = 0;
  for (size_t i = 0; i < n; i++) {
    board.MakeMove(moves[i]);
    if (!board.IsKingInCheck(player)) {
      total += depth == 1 ? 1 : perft(board, depth - 1, buf);
    }
    board.UndoMove();
  }
  return total;
}

int main(int argc, char** argv) {
  int depth = argc > 1 ? std::atoi(argv[1]) : 4;
  auto board = argc > 2 ? chess::ParseBoardFromFEN(argv[2]) : Board::CreateStandardSetup();
  if (!board) {
    std::fprintf(stderr, "FEN4 illisible : %s\n", argv[2]);
    return 2;
  }
  std::vector<Move> buf(kLimit * (depth + 1));
  auto start = std::chrono::steady_clock::now();
  unsigned long long nodes = perft(*board, depth, buf);
  double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::printf("%llu %.4f\n", nodes, secs);
  return 0;
}
