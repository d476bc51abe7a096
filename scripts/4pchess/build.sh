#!/usr/bin/env bash
# Builds the two C++ peers of scripts/bench_perft.sh from source, at fixed commits:
#   perft4p         scripts/4pchess/perft_main.cc linked with the board code of
#                   github.com/obryanlouis/4pchess (g++ -O3 -std=c++20, its Makefile's flags)
#   fairy-stockfish github.com/fairy-stockfish/Fairy-Stockfish for 8x8 boards:
#                   `make build ARCH=x86-64-modern largeboards=no` (not Debian's package,
#                   which is the large-board build)
# Usage: scripts/4pchess/build.sh [DIR]   (default /tmp/arbitre-peers)
# Set GIT_BASE to clone from a mirror (DIR/NAME is then GIT_BASE/OWNER+NAME/repo).
# Prints the two `export` lines that scripts/bench_perft.sh reads.
set -euo pipefail

dir=${1:-/tmp/arbitre-peers}
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$dir"
P4_COMMIT=a3c7b61c6ab75e6be18d21efff913d0e3aae7128
FSF_COMMIT=c19b5f6c66894fdb0e88d0dd100e3885f744760a

checkout() { # OWNER NAME COMMIT -> $dir/NAME at COMMIT
  local src="https://github.com/$1/$2"
  [ -n "${GIT_BASE:-}" ] && src="$GIT_BASE/$1+$2/repo"
  [ -d "$dir/$2/.git" ] || git clone --quiet "$src" "$dir/$2"
  git -C "$dir/$2" checkout --quiet "$3"
}

checkout obryanlouis 4pchess "$P4_COMMIT"
g++ -O3 -std=c++20 -I"$dir/4pchess" "$here/perft_main.cc" "$dir/4pchess/board.cc" \
  "$dir/4pchess/utils.cc" -o "$dir/perft4p"

checkout fairy-stockfish Fairy-Stockfish "$FSF_COMMIT"
make -C "$dir/Fairy-Stockfish/src" --quiet build ARCH=x86-64-modern largeboards=no >"$dir/fsf-build.log" 2>&1 ||
  { tail -20 "$dir/fsf-build.log" >&2; exit 1; }
cp "$dir/Fairy-Stockfish/src/stockfish" "$dir/fairy-stockfish"

echo "export PERFT4P=$dir/perft4p"
echo "export FAIRY_STOCKFISH=$dir/fairy-stockfish"
