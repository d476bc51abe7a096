#!/usr/bin/env bash
# Perft speed against peers, process against process: each row runs our side and the
# peer's in turn, pass after pass (interleaved, so a busy machine slows both alike),
# and compares the medians of their CPU time (user + system, start-up included).
# Every row checks that both sides found the same node count. Prints Markdown for
# docs/MEASURES.md with the date, the machine and its load before and after.
# Nothing here is a test: no time is asserted anywhere.
#
# Usage: scripts/bench_perft.sh [RUNS]     (default 5)
# Peers (a row whose peer is missing is skipped with a message):
#   shakmaty 0.30.1   always: through `benches/perft.rs` (`perft-… shakmaty FEN DEPTH`)
#   PERFT4P=/path     an executable of scripts/4pchess/perft_main.cc linked with the
#                     board code of github.com/obryanlouis/4pchess (prints "NODES SECONDS")
#   FAIRY_STOCKFISH=/path  Fairy-Stockfish built for 8x8 boards (largeboards=no); the
#                     Debian package is the large-board build, slower on 8x8
#   PERFT_ROWS="chess chess4 bughouse"  which groups to run
set -euo pipefail

RUNS=${1:-5}
ROWS=${PERFT_ROWS:-chess chess4 bughouse}
here=$(cd "$(dirname "$0")/.." && pwd)
cd "$here"
cargo build --release --quiet
ARBITRE="$here/target/release/arbitre"
# The bench binary of benches/perft.rs (shakmaty's side, and our leaves-played count).
BENCH=$(cargo bench --bench perft --no-run --message-format=json 2>/dev/null |
  python3 -c 'import json,sys
for l in sys.stdin:
    m = json.loads(l)
    if m.get("reason") == "compiler-artifact" and m.get("executable") and m["target"]["name"] == "perft":
        print(m["executable"])')
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

median() { sort -g | awk '{a[NR]=$1} END {if (NR%2) print a[(NR+1)/2]; else printf "%.3f\n", (a[NR/2]+a[NR/2+1])/2}'; }

# run NAME CMD...: one run; appends its CPU seconds to $work/NAME, its count to $work/NAME.n
run() {
  local name=$1
  shift
  /usr/bin/time -f "%U %S" -o "$work/time" "$@" >"$work/out" 2>/dev/null || {
    echo "échec : $*" >&2
    return 1
  }
  awk '{printf "%.3f\n", $1 + $2}' "$work/time" >>"$work/$name"
  tail -1 "$work/out" | awk '{print $1}' >"$work/$name.n"
}
med() { median <"$work/$1"; }
count() { cat "$work/$1.n"; }
ratio() { awk -v a="$1" -v p="$2" 'BEGIN { if (a > 0) printf "%.2f", p / a; else print "—" }'; }
same() { [ "$(count "$1")" = "$(count "$2")" ] || echo " **(comptes différents : $(count "$2") !)**"; }
load() { cut -d' ' -f1-3 /proc/loadavg; }

echo "Mesures du $(date -u '+%Y-%m-%d %H:%M') UTC sur $(nproc) cœurs ($(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//')), charge moyenne (1, 5, 15 min) $(load) au départ ; $RUNS passes alternées, médianes du temps CPU (utilisateur + système, démarrage compris)."
echo

if [[ " $ROWS " == *" chess "* ]]; then
  echo "### Échecs : \`arbitre perft\` contre shakmaty 0.30.1 (positions 1 à 6 du Chess Programming Wiki)"
  echo
  echo "| position | prof. | nœuds | arbitre | shakmaty | shakmaty / arbitre |"
  echo "|---|---:|---:|---:|---:|---:|"
  while IFS='|' read -r name fen depth; do
    rm -f "$work"/a "$work"/s
    for ((i = 0; i < RUNS; i++)); do
      run a "$ARBITRE" perft --game chess --position "$fen" --depth "$depth"
      run s "$BENCH" shakmaty "$fen" "$depth"
    done
    printf '| %s | %s | %s | %s s | %s s%s | %s |\n' "$name" "$depth" "$(count a)" "$(med a)" \
      "$(med s)" "$(same a s)" "$(ratio "$(med a)" "$(med s)")"
  done <<'FENS'
1 (départ)|rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1|6
2 (Kiwipete)|r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1|5
3|8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1|6
4|r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1|5
5|rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8|5
6|r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10|5
FENS
  echo
fi

if [[ " $ROWS " == *" chess4 "* ]]; then
  echo "### Échecs à quatre (équipes), départ, prof. 5 : contre 4pchess"
  echo
  if [ -n "${PERFT4P:-}" ] && [ -x "$PERFT4P" ]; then
    rm -f "$work"/b "$work"/p "$work"/q
    for ((i = 0; i < RUNS; i++)); do
      run b "$ARBITRE" perft --game chess4-teams --position start --depth 5
      run q "$PERFT4P" 5
      run p "$BENCH" chess4-played 5
    done
    echo "| arbitre | nœuds | arbitre | 4pchess (feuilles jouées) | 4pchess / arbitre |"
    echo "|---|---:|---:|---:|---:|"
    printf '| feuilles jouées et reprises (comme 4pchess) | %s | %s s | %s s%s | %s |\n' "$(count p)" \
      "$(med p)" "$(med q)" "$(same p q)" "$(ratio "$(med p)" "$(med q)")"
    printf '| feuilles comptées sans être jouées (`arbitre perft`) | %s | %s s | %s s%s | %s |\n' \
      "$(count b)" "$(med b)" "$(med q)" "$(same b q)" "$(ratio "$(med b)" "$(med q)")"
  else
    echo "(sauté : PERFT4P=chemin d'un exécutable de scripts/4pchess/perft_main.cc)"
  fi
  echo
fi

if [[ " $ROWS " == *" bughouse "* ]]; then
  echo "### Bughouse, un échiquier : \`arbitre perft --board A\` contre Fairy-Stockfish (variante \`bughouse\`, 8×8)"
  echo
  if [ -n "${FAIRY_STOCKFISH:-}" ] && [ -x "$FAIRY_STOCKFISH" ]; then
    fsf() { # FEN with [pocket], depth -> node count on the last line
      printf 'uci\nsetoption name UCI_Variant value bughouse\nposition fen %s\ngo perft %s\nquit\n' "$1" "$2" |
        "$FAIRY_STOCKFISH" 2>/dev/null | awk '/Nodes searched/ {print $3}'
    }
    export -f fsf
    export FAIRY_STOCKFISH
    start="rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1"
    echo "| position | prof. | nœuds | arbitre | Fairy-Stockfish | Fairy-Stockfish / arbitre |"
    echo "|---|---:|---:|---:|---:|---:|"
    while IFS='|' read -r name fen depth; do
      rm -f "$work"/a "$work"/f
      for ((i = 0; i < RUNS; i++)); do
        run a "$ARBITRE" perft --game bughouse --position "$fen | $start" --board A --depth "$depth"
        run f bash -c "fsf '$fen' $depth"
      done
      printf '| %s | %s | %s | %s s | %s s%s | %s |\n' "$name" "$depth" "$(count a)" "$(med a)" \
        "$(med f)" "$(same a f)" "$(ratio "$(med a)" "$(med f)")"
    done <<'FENS'
départ, réserves vides|rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1|6
italienne, réserves NPnp|r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/2N2N2/PPPP1PPP/R1BQK2R[NPnp] w KQkq - 0 6|4
milieu, réserves QRBNPqrbnp|r1bq1rk1/ppp2ppp/2np1n2/2b1p3/2B1P3/2NP1N2/PPP2PPP/R1BQ1RK1[QRBNPqrbnp] w - - 0 8|4
FENS
  else
    echo "(sauté : FAIRY_STOCKFISH=chemin d'un Fairy-Stockfish compilé pour le 8×8)"
  fi
  echo
fi
echo "Charge moyenne à la fin : $(load)."
