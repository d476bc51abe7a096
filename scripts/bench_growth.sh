#!/usr/bin/env bash
# CPU growth from 2,000 to 20,000 pages (issue « speed at scale »: at most 10× on disk).
# Builds the generated books of scripts/bench.sh (2,000 and 20,000 pages of about 2 KB,
# no examples) clean (output folder removed before each run), on the disk that holds
# the work folder, alternating the two sizes run after run so that both see the same
# load; prints each run's CPU (user + system) and wall time, then the minimum and median
# CPU of each size, their ratios and the load average.
#
# The previous output of each size is moved aside (renamed) before a build, not deleted:
# on an ext4 without a journal (this machine's disk) every new inode is sought past the
# inodes freed in the last 30 seconds (`recently_deleted` in the kernel's ialloc.c),
# so a build right after `rm -rf` of 20,000 files pays for that removal, more than
# linearly (docs/MEASURES.md, « Croissance du CPU de 2 000 à 20 000 pages »). Everything
# moved aside is removed at the end.
#
# Usage: scripts/bench_growth.sh [RUNS] [BINARY] [BINARY2]   (default 7 runs,
#        target/release/arbitre; with BINARY2 the two binaries alternate too, and each
#        line names its binary)
#   BENCH_DIR=folder  where the books and outputs go (default: a new folder under
#                     target/, on the repository's disk; /tmp may be a tmpfs elsewhere)
#   BENCH_DELETE=1    delete the previous output just before each build instead (what
#                     `rm -rf book && arbitre build` costs on such a disk)
set -euo pipefail
RUNS=${1:-7}
here=$(cd "$(dirname "$0")/.." && pwd)
BIN=${2:-$here/target/release/arbitre}
BINS=("$BIN")
if [ -n "${3:-}" ]; then BINS+=("$3"); fi
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
mkdir -p "$work/aside"
for n in 2000 20000; do # warm the file cache
  "$BIN" build "$books/b$n" -o "$work/out$n" >/dev/null 2>&1
done
for ((i = 1; i <= RUNS; i++)); do
  for b in "${!BINS[@]}"; do
    for n in 2000 20000; do
      if [ -n "${BENCH_DELETE:-}" ]; then
        rm -rf "$work/out$n"
      elif [ -e "$work/out$n" ]; then
        mv "$work/out$n" "$work/aside/$n.$i.$b"
      fi
      sync
      /usr/bin/time -f "%U %S %e" -o "$work/t" "${BINS[$b]}" build "$books/b$n" -o "$work/out$n" >/dev/null 2>&1
      read -r u s e <"$work/t"
      cpu=$(awk -v u="$u" -v s="$s" 'BEGIN {printf "%.2f", u + s}')
      echo "$b$n $cpu $u $s $e" >>"$work/runs"
      echo "passe $i, binaire $((b + 1)) (${BINS[$b]}), $n pages : CPU $cpu s (utilisateur $u, système $s), horloge $e s"
    done
  done
done
stat() { # KEY COLUMN -> "min median"
  awk -v n="$1" -v c="$2" '$1 == n {print $c}' "$work/runs" | sort -g |
    awk '{a[NR] = $1} END {m = NR % 2 ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2; printf "%s %s", a[1], m}'
}
for b in "${!BINS[@]}"; do
  echo "binaire $((b + 1)) : ${BINS[$b]}"
  read -r min2 med2 <<<"$(stat "${b}2000" 2)"
  read -r min20 med20 <<<"$(stat "${b}20000" 2)"
  read -r _ u2 <<<"$(stat "${b}2000" 3)"
  read -r _ u20 <<<"$(stat "${b}20000" 3)"
  read -r smin2 s2 <<<"$(stat "${b}2000" 4)"
  read -r smin20 s20 <<<"$(stat "${b}20000" 4)"
  read -r umin2 _ <<<"$(stat "${b}2000" 3)"
  read -r umin20 _ <<<"$(stat "${b}20000" 3)"
  echo "  2 000 pages : CPU min $min2 s, médiane $med2 s (utilisateur $u2, système $s2)"
  echo "  20 000 pages : CPU min $min20 s, médiane $med20 s (utilisateur $u20, système $s20)"
  awk -v a="$min20" -v b="$min2" -v c="$med20" -v d="$med2" -v u="$u20" -v v="$u2" -v s="$s20" -v t="$s2" \
    'BEGIN {printf "  croissance : %.2f× (minimums), %.2f× (médianes ; utilisateur %.2f×, système %.2f×)\n", a / b, c / d, u / v, s / t}'
  # the system time varies most with the load (what others delete and write): the
  # minimum of each column is the run least disturbed
  awk -v a="$umin20" -v b="$umin2" -v c="$smin20" -v d="$smin2" \
    'BEGIN {printf "  minimums : utilisateur %s → %s s (%.2f×), système %s → %s s (%.2f×)\n", b, a, a / b, d, c, c / d}'
done
echo "charge à la fin : $(cut -d' ' -f1-3 /proc/loadavg)"
