#!/bin/sh
# Cold builds of the guide (no PNG cache, no book/), interleaved between binaries so
# that both see the same load; prints each run, then the median wall-clock and CPU
# (user + system) seconds per binary, with the load average at the start and the end.
# Usage: scripts/bench_cold.sh RUNS BINARY [BINARY…]   (from the book's root)
# e.g.   cp target/release/arbitre /tmp/arbitre-before   (before a change)
#        scripts/bench_cold.sh 5 /tmp/arbitre-before target/release/arbitre
set -eu
runs=$1; shift
out=$(mktemp)
trap 'rm -f "$out"' EXIT
echo "charge au départ : $(cut -d' ' -f1-3 /proc/loadavg)"
i=0
while [ "$i" -lt "$runs" ]; do
  for bin in "$@"; do
    rm -rf .arbitre-cache book
    # GNU time: wall, user and system seconds; CPU is user + system
    /usr/bin/time -f "%e %U %S" -o "$out.t" "$bin" build >/dev/null 2>&1
    printf '%s %s\n' "$bin" "$(awk '{printf "%s %.2f", $1, $2 + $3}' "$out.t")" | tee -a "$out"
  done
  i=$((i + 1))
done
rm -f "$out.t"
for bin in "$@"; do
  for col in 2 3; do
    grep "^$bin " "$out" | awk -v c=$col '{print $c}' | sort -n |
      awk -v b="$bin" -v c=$col '{v[NR]=$1} END {m = NR % 2 ? v[(NR+1)/2] : (v[NR/2]+v[NR/2+1])/2;
        printf "%s: médiane %s %.2f s\n", b, (c == 2 ? "réelle" : "CPU (utilisateur + système)"), m}'
  done
done
echo "charge à la fin : $(cut -d' ' -f1-3 /proc/loadavg)"
