#!/usr/bin/env bash
# Perft speed against peers, process against process: each row runs our side and the
# peer's in turn, pass after pass (interleaved, so a busy machine slows both alike),
# and compares the medians of their CPU time (user + system, start-up included) and of
# their wall time.
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
#   scripts/4pchess/build.sh builds both from source and prints their export lines.
#   PERFT_ROWS="chess chess4 bughouse"  which groups to run
#   ARBITRE=/path     the arbitre binary to time (default: cargo build --release)
set -euo pipefail

RUNS=${1:-5}
ROWS=${PERFT_ROWS:-chess chess4 bughouse}
here=$(cd "$(dirname "$0")/.." && pwd)
cd "$here"
# ARBITRE=/path: an arbitre already built (the features `cargo test` or `cargo bench`
# unify differ from `cargo build`'s: building again can take minutes).
if [ -z "${ARBITRE:-}" ]; then
  cargo build --release --quiet
  ARBITRE="$here/target/release/arbitre"
fi
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

# run NAME CMD...: one run; appends its CPU seconds to $work/NAME, its wall seconds to
# $work/NAME.w, writes its count to $work/NAME.n
run() {
  local name=$1
  shift
  /usr/bin/time -f "%U %S %e" -o "$work/time" "$@" >"$work/out" 2>/dev/null || {
    echo "échec : $*" >&2
    return 1
  }
  awk '{printf "%.3f\n", $1 + $2}' "$work/time" >>"$work/$name"
  awk '{printf "%.3f\n", $3}' "$work/time" >>"$work/$name.w"
  tail -1 "$work/out" | awk '{print $1}' >"$work/$name.n"
}
med() { median <"$work/$1"; }
# cells OURS PEER: "CPU s (wall s)" of each side, then the two ratios peer / ours
cells() {
  printf '%s s (%s s) | %s s (%s s)%s | %s | %s' "$(med "$1")" "$(med "$1.w")" "$(med "$2")" \
    "$(med "$2.w")" "$(same "$1" "$2")" "$(ratio "$(med "$1")" "$(med "$2")")" \
    "$(ratio "$(med "$1.w")" "$(med "$2.w")")"
}
count() { cat "$work/$1.n"; }
ratio() { awk -v a="$1" -v p="$2" 'BEGIN { if (a > 0) printf "%.2f", p / a; else print "—" }'; }
same() { [ "$(count "$1")" = "$(count "$2")" ] || echo " **(comptes différents : $(count "$2") !)**"; }
load() { cut -d' ' -f1-3 /proc/loadavg; }

echo "Mesures du $(date -u '+%Y-%m-%d %H:%M') UTC sur $(nproc) cœurs ($(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//')), charge moyenne (1, 5, 15 min) $(load) au départ ; $RUNS passes alternées, médianes du temps CPU (utilisateur + système, démarrage compris) et, entre parenthèses, du temps d'horloge."
echo

if [[ " $ROWS " == *" chess "* ]]; then
  echo "### Échecs : \`arbitre perft\` contre shakmaty 0.30.1 (positions 1 à 6 du Chess Programming Wiki)"
  echo
  echo "| position | prof. | nœuds | arbitre | shakmaty | shakmaty / arbitre, CPU | horloge |"
  echo "|---|---:|---:|---:|---:|---:|---:|"
  # Position 3 is counted at depth 7 (178,633,661 nodes): at 6 both sides took under
  # 0.2 s, where the hundredths of /usr/bin/time made the ratio a coin toss.
  while IFS='|' read -r name fen depth; do
    rm -f "$work"/a* "$work"/s*
    for ((i = 0; i < RUNS; i++)); do
      run a "$ARBITRE" perft --game chess --position "$fen" --depth "$depth"
      run s "$BENCH" shakmaty "$fen" "$depth"
    done
    printf '| %s | %s | %s | %s |\n' "$name" "$depth" "$(count a)" "$(cells a s)"
  done <<'FENS'
1 (départ)|rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1|6
2 (Kiwipete)|r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1|5
3|8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1|7
4|r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1|5
5|rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8|5
6|r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10|5
FENS
  echo
fi

if [[ " $ROWS " == *" chess4 "* ]]; then
  echo "### Échecs à quatre (équipes) : contre 4pchess, feuilles jouées des deux côtés"
  echo
  if [ -n "${PERFT4P:-}" ] && [ -x "$PERFT4P" ]; then
    # 4pchess plays and takes back every leaf: `chess4-played` does the same (like for
    # like); `arbitre perft` counts the last ply without playing it (second ratio).
    # FEN4 rows: 4pchess's en passant (the pawn in front only), as its counts assume.
    # The middlegame is counted at depth 4: at 5 it has 48,753,275 leaves (some 15 s of
    # 4pchess's CPU a pass).
    echo "| position | prof. | nœuds | arbitre, feuilles jouées | 4pchess (feuilles jouées) | 4pchess / arbitre, CPU | horloge | \`arbitre perft\` (feuilles comptées sans être jouées) | 4pchess / \`arbitre perft\`, CPU |"
    echo "|---|---:|---:|---:|---:|---:|---:|---:|---:|"
    while IFS='|' read -r name fen depth; do
      rm -f "$work"/b* "$work"/p* "$work"/q*
      for ((i = 0; i < RUNS; i++)); do
        if [ "$fen" = start ]; then
          run p "$BENCH" chess4-played "$depth"
          run q "$PERFT4P" "$depth"
          run b "$ARBITRE" perft --game chess4-teams --position start --depth "$depth"
        else
          run p "$BENCH" chess4-played "$depth" "$fen"
          run q "$PERFT4P" "$depth" "$fen"
          run b "$ARBITRE" perft --game chess4-teams --position "$fen" \
            --rules en-passant-who=pawn-in-front --depth "$depth"
        fi
      done
      printf '| %s | %s | %s | %s | %s s (%s s)%s | %s |\n' "$name" "$depth" "$(count p)" "$(cells p q)" \
        "$(med b)" "$(med b.w)" "$(same b q)" "$(ratio "$(med b)" "$(med q)")"
    done <<'FENS'
départ|start|5
prise en passant possible|Y-0,0,0,0-1,1,1,1-1,1,1,1-0,0,0,0-0-{'enPassant':('','c4:d4','','')}-x,x,x,yR,yN,yB,yK,yQ,yB,yN,yR,x,x,x/x,x,x,yP,yP,yP,yP,yP,yP,yP,yP,x,x,x/x,x,x,8,x,x,x/bR,bP,10,gP,gR/bN,bP,10,gP,gN/bB,bP,10,gP,gB/bQ,bP,10,gP,gK/bK,bP,10,gP,gQ/bB,bP,10,gP,gB/bN,bP,10,gP,gN/bR,2,bP,8,gP,gR/x,x,x,4,rP,3,x,x,x/x,x,x,rP,rP,rP,rP,1,rP,rP,rP,x,x,x/x,x,x,rR,rN,rB,rQ,rK,rB,rN,rR,x,x,x|5
promotions proches|Y-0,0,0,0-0,0,0,1-0,0,1,1-0,0,0,0-0-{'enPassant':('','c8:d8','','')}-x,x,x,1,yN,1,yK,2,yN,yR,x,x,x/x,x,x,1,yP,yP,3,yP,yP,x,x,x/x,x,x,3,yP,1,yP,2,x,x,x/bR,bP,5,yP,4,gP,gR/1,bP,10,gP,gN/bB,bP,10,gP,1/bK,2,bP,7,gP,1,gK/4,rR,7,gP,1/11,gP,2/1,bP,1,yP,9,gN/1,bP,8,gP,1,gP,gR/x,x,x,rP,1,rN,1,rP,gB,2,x,x,x/x,x,x,2,rP,rP,1,rP,2,x,x,x/x,x,x,4,rK,3,x,x,x|5
milieu de partie|R-0,0,0,0-1,1,1,1-1,0,1,1-0,0,0,0-2-x,x,x,yR,yN,1,yK,1,yB,yN,yR,x,x,x/x,x,x,yP,yP,yP,1,yP,yP,yP,yP,x,x,x/x,x,x,3,yP,4,x,x,x/bR,bP,10,gP,gR/bN,bP,10,gP,gN/bB,2,bP,8,gP,1/bQ,bP,9,gP,1,gK/bK,bP,bP,1,yQ,7,gP,1/bB,11,gP,gB/bN,1,bP,6,gB,2,gP,gN/3,bR,1,rP,6,gP,gR/x,x,x,4,rP,3,x,x,x/x,x,x,rP,rP,1,rP,1,rP,rP,rP,x,x,x/x,x,x,rR,1,rB,rQ,rK,1,rN,rR,x,x,x|4
FENS
  else
    echo "(sauté : PERFT4P=chemin d'un exécutable de scripts/4pchess/perft_main.cc ; scripts/4pchess/build.sh)"
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
    echo "| position | prof. | nœuds | arbitre | Fairy-Stockfish | Fairy-Stockfish / arbitre, CPU | horloge |"
    echo "|---|---:|---:|---:|---:|---:|---:|"
    while IFS='|' read -r name fen depth; do
      rm -f "$work"/a* "$work"/f*
      for ((i = 0; i < RUNS; i++)); do
        run a "$ARBITRE" perft --game bughouse --position "$fen | $start" --board A --depth "$depth"
        run f bash -c "fsf '$fen' $depth"
      done
      printf '| %s | %s | %s | %s |\n' "$name" "$depth" "$(count a)" "$(cells a f)"
    done <<'FENS'
départ, réserves vides|rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1|6
italienne, réserves NPnp|r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/2N2N2/PPPP1PPP/R1BQK2R[NPnp] w KQkq - 0 6|4
milieu, réserves QRBNPqrbnp|r1bq1rk1/ppp2ppp/2np1n2/2b1p3/2B1P3/2NP1N2/PPP2PPP/R1BQ1RK1[QRBNPqrbnp] w - - 0 8|4
FENS
  else
    echo "(sauté : FAIRY_STOCKFISH=chemin d'un Fairy-Stockfish compilé pour le 8×8 ; scripts/4pchess/build.sh)"
  fi
  echo
fi
echo "Charge moyenne à la fin : $(load)."
