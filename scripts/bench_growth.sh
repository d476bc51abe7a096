#!/usr/bin/env bash
# CPU growth from 2,000 to 20,000 pages (issue « speed at scale »: at most 10× on disk).
# Builds the generated books of scripts/bench.sh (2,000 and 20,000 pages of about 2 KB,
# no examples) clean (output folder removed before each run), on the disk that holds
# the work folder, alternating the two sizes run after run so that both see the same
# load; prints each run's CPU (user + system) and wall time, then the minimum and median
# CPU of each size, their ratios and the load average.
#
# Usage: scripts/bench_growth.sh [RUNS] [BINARY]   (default 7 runs, target/release/arbitre)
#   BENCH_DIR=folder  where the books and outputs go (default: a new folder under
#                     target/, on the repository's disk; /tmp may be a tmpfs elsewhere)
set -euo pipefail
RUNS=${1:-7}
here=$(cd "$(dirname "$0")/.." && pwd)
BIN=${2:-$here/target/release/arbitre}
work=$(mktemp -d "${BENCH_DIR:-$here/target}/growth.XXXXXX")
trap 'rm -rf "$work"' EXIT

# The books, made by the page generator of scripts/bench.sh (without running its
# benchmark) and kept beside the work folder: writing 20,000 pages from the shell takes
# minutes on a busy machine. A change of the generator makes them again.
books="$(dirname "$work")/growth-books"
stamp=$(sed -n '/^page() {/,/^}/p; /^make_book() {/,/^}/p' "$here/scripts/bench.sh" | cksum | cut -d' ' -f1)
if [ "$(cat "$books/stamp" 2>/dev/null)" != "$stamp" ]; then
  rm -rf "$books"
  eval "$(sed -n '/^page() {/,/^}/p; /^make_book() {/,/^}/p' "$here/scripts/bench.sh")"
  make_book "$books/b2000" 100 20
  make_book "$books/b20000" 1000 20
  echo "$stamp" >"$books/stamp"
fi
echo "charge au départ : $(cut -d' ' -f1-3 /proc/loadavg) ($(nproc) cœurs) ; $(df -T "$work" | awk 'NR==2 {print $2}') ; $(date -u '+%Y-%m-%d %H:%M UTC')"
for n in 2000 20000; do # warm the file cache
  "$BIN" build "$books/b$n" -o "$work/out$n" >/dev/null 2>&1
done
for ((i = 1; i <= RUNS; i++)); do
  for n in 2000 20000; do
    rm -rf "$work/out$n"
    sync
    /usr/bin/time -f "%U %S %e" -o "$work/t" "$BIN" build "$books/b$n" -o "$work/out$n" >/dev/null 2>&1
    read -r u s e <"$work/t"
    cpu=$(awk -v u="$u" -v s="$s" 'BEGIN {printf "%.2f", u + s}')
    echo "$n $cpu $u $s $e" >>"$work/runs"
    echo "passe $i, $n pages : CPU $cpu s (utilisateur $u, système $s), horloge $e s"
  done
done
stat() { # N COLUMN -> "min median"
  awk -v n="$1" -v c="$2" '$1 == n {print $c}' "$work/runs" | sort -g |
    awk '{a[NR] = $1} END {m = NR % 2 ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2; printf "%s %s", a[1], m}'
}
read -r min2 med2 <<<"$(stat 2000 2)"
read -r min20 med20 <<<"$(stat 20000 2)"
echo "2 000 pages : CPU min $min2 s, médiane $med2 s"
echo "20 000 pages : CPU min $min20 s, médiane $med20 s"
awk -v a="$min20" -v b="$min2" -v c="$med20" -v d="$med2" \
  'BEGIN {printf "croissance : %.2f× (minimums), %.2f× (médianes)\n", a / b, c / d}'
echo "charge à la fin : $(cut -d' ' -f1-3 /proc/loadavg)"
