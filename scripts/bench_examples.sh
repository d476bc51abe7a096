#!/usr/bin/env bash
# Examples against text at scale (issue « speed at scale »): the 20,000-page generated
# book of scripts/bench.sh with a chess example in one page of ten (2,000 examples, each
# a different position, so the PNG cache of one does not serve another), built cold by
# arbitre (output and PNG cache removed) and by Hugo with the minimal layout of
# scripts/bench.sh (where the example is a code block), alternately; prints each run's
# CPU (user + system) and wall time, the medians and the ratio, with the load.
#
# Usage: scripts/bench_examples.sh [RUNS] [BINARY] [BINARY2]   (default 3 runs,
#        target/release/arbitre; with BINARY2 the two binaries alternate too, each run
#        line names its binary, and each gets its medians and its ratio to Hugo)
#   HUGO=/path  (default: hugo on the PATH; Debian package hugo)
# Besides the times, it counts what the first binary's build leaves: the site's files,
# the PNG cache's entries, the distinct inodes of the two and their bytes (a file
# hard-linked twice counted once), the load-independent part of the cost.
set -euo pipefail
RUNS=${1:-3}
here=$(cd "$(dirname "$0")/.." && pwd)
BIN=${2:-$here/target/release/arbitre}
BINS=("$BIN")
if [ -n "${3:-}" ]; then BINS+=("$3"); fi
HUGO=${HUGO:-$(command -v hugo || true)}
[ -n "$HUGO" ] || { echo "erreur : Hugo introuvable (apt-get install hugo, ou HUGO=chemin)" >&2; exit 1; }
work=$(mktemp -d "$here/target/examples.XXXXXX")
trap 'rm -rf "$work"' EXIT

# the page generator and the Hugo layout of scripts/bench.sh
eval "$(sed -n '/^page() {/,/^}/p; /^make_book() {/,/^}/p; /^make_hugo() {/,/^}/p' "$here/scripts/bench.sh")"
book="$here/target/examples-book"
stamp=$( (sed -n '/^page() {/,/^}/p; /^make_book() {/,/^}/p' "$here/scripts/bench.sh"; sed -n '/^example() {/,/^}/p' "$0") | cksum | cut -d' ' -f1)

# example N: a chess position of its own for the Nth example (kings on the first and
# last ranks, a white rook on the fourth, a white pawn on the h-file: 2,240 positions)
example() {
  local n=$1 files=(a b c d e f g h)
  local wk=${files[$((n % 8))]} bk=${files[$((n / 8 % 8))]} r=${files[$((n / 64 % 7))]}
  local p=$((n / 448 % 5 + 2))
  printf '\n```position\ngame: chess\npieces: { white: [K%s1, R%s4, h%d], black: [K%s8] }\nturn: black\nexpect: { next: black }\n```\n' \
    "$wk" "$r" "$p" "$bk"
}
if [ "$(cat "$book/stamp" 2>/dev/null)" != "$stamp" ]; then
  rm -rf "$book"
  make_book "$book" 1000 20
  n=0
  for f in "$book"/content/ch*/s5.md "$book"/content/ch*/s15.md; do
    example "$n" >>"$f"
    n=$((n + 1))
  done
  make_hugo "$book" "$book/hugo"
  echo "$stamp" >"$book/stamp"
fi
echo "$(grep -rc '^```position' "$book/content" | awk -F: '{s += $2} END {print s}') exemples dans $(find "$book/content" -name '*.md' ! -name SUMMARY.md | wc -l) pages"
echo "charge au départ : $(cut -d' ' -f1-3 /proc/loadavg) ($(nproc) cœurs) ; $(date -u '+%Y-%m-%d %H:%M UTC')"
"$BIN" build "$book" -o "$work/warm" >/dev/null 2>&1 || { echo "erreur : arbitre n'a pas construit le livre" >&2; "$BIN" build "$book" -o "$work/warm" 2>&1 | tail -5 >&2; exit 1; }
# Outputs are moved aside, not deleted, before a build, and deleted at the end: ext4
# skips every inode freed in the last 30 seconds when it allocates a new one, so a
# deletion just before a build would slow its writing (scripts/bench_growth.sh, same
# reason).
aside() { [ ! -e "$1" ] || mv "$1" "$work/trash.$RANDOM$RANDOM"; }
aside "$work/warm"
for ((i = 1; i <= RUNS; i++)); do
  for b in "${!BINS[@]}"; do
    aside "$work/a"
    aside "$book/.arbitre-cache"
    /usr/bin/time -f "%U %S %e" -o "$work/t" "${BINS[$b]}" build "$book" -o "$work/a" >/dev/null 2>&1
    read -r u s e <"$work/t"
    echo "arbitre$b $(echo "$u + $s" | bc) $e (utilisateur $u, système $s) ${BINS[$b]}" | tee -a "$work/arbitre"
    if [ "$i" = 1 ] && [ "$b" = 0 ]; then
      inodes=$(find "$work/a" "$book/.arbitre-cache" -type f -printf '%i %s\n' | sort -u)
      echo "  écrit : $(find "$work/a" -type f | wc -l) fichiers du site, $(find "$book/.arbitre-cache/png" -type f | wc -l) entrées du cache PNG ; $(wc -l <<<"$inodes") inodes distincts, $(awk '{s += $2} END {print s}' <<<"$inodes") octets"
    fi
  done
  aside "$work/h"
  /usr/bin/time -f "%U %S %e" -o "$work/t" "$HUGO" --quiet -s "$book/hugo" -d "$work/h" >/dev/null 2>&1
  read -r u s e <"$work/t"
  echo "hugo $(echo "$u + $s" | bc) $e" | tee -a "$work/hugo"
done
median() { sort -g | awk '{a[NR]=$1} END {if (NR%2) print a[(NR+1)/2]; else printf "%.3f\n", (a[NR/2]+a[NR/2+1])/2}'; }
h=$(awk '{print $2}' "$work/hugo" | median)
for b in "${!BINS[@]}"; do
  a=$(awk -v k="arbitre$b" '$1 == k {print $2}' "$work/arbitre" | median)
  echo "${BINS[$b]} : médianes CPU : arbitre $a s, Hugo $h s ; arbitre / Hugo = $(echo "scale=3; $a / $h" | bc)"
  echo "  médianes horloge : arbitre $(awk -v k="arbitre$b" '$1 == k {print $3}' "$work/arbitre" | median) s, Hugo $(awk '{print $3}' "$work/hugo" | median) s"
done
echo "charge à la fin : $(cut -d' ' -f1-3 /proc/loadavg)"
