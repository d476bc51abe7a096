#!/usr/bin/env bash
# The set-up time the README states (after `<!-- MESURE À REFAIRE`): a fresh clone of this
# repository in a temporary folder, then the README's two commands as a newcomer types
# them, each timed by /usr/bin/time:
#   1. scripts/test.sh                (installs or finds the tools, compiles, runs the tests)
#   2. cargo run --release -- build   (the club's guide, on the same compile)
# Prints the wall time of each, their sum and the size of target/. Run it on an idle
# machine; crates and tools already downloaded are part of the README's statement.
#
#   scripts/measure_setup.sh [REPO]   (REPO: what to clone, by default this repository)
#
# The source texts: ARBITRE_SEEDS if set, else ../shared/seeds beside this repository;
# the clone gets them through ARBITRE_SEEDS.
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
repo="${1:-$here}"
seeds="${ARBITRE_SEEDS:-$here/../shared/seeds}"
if [ ! -d "$seeds" ]; then
  echo "erreur: textes sources introuvables dans « $seeds » (réglez ARBITRE_SEEDS)" >&2
  exit 1
fi
if [ ! -x /usr/bin/time ]; then
  echo "erreur: /usr/bin/time manque (paquet Debian « time »)" >&2
  exit 1
fi
ARBITRE_SEEDS="$(cd "$seeds" && pwd)"
export ARBITRE_SEEDS

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
git clone --quiet "$repo" "$work/arbitre"
cd "$work/arbitre"
# a fresh clone shares nothing with another checkout's target/
unset CARGO_TARGET_DIR

step() { # step NAME COMMAND...: runs it, keeps its wall time in seconds
  local name="$1"
  shift
  echo "== $name : $*" >&2
  /usr/bin/time -f '%e' -o "$work/$name.time" "$@" >"$work/$name.log" 2>&1 || {
    echo "erreur: « $* » a échoué ; fin du journal :" >&2
    tail -20 "$work/$name.log" >&2
    exit 1
  }
}

step tests scripts/test.sh
step guide cargo run --release -- build
tail -1 "$work/guide.log"

python3 - "$work/tests.time" "$work/guide.log" "$work/guide.time" <<'EOF'
import sys
def clock(s):
    s = round(s)
    return f"{s // 60} min {s % 60:02d} s"
tests = float(open(sys.argv[1]).read().split()[-1])
guide = float(open(sys.argv[3]).read().split()[-1])
print(f"scripts/test.sh              : {clock(tests)} ({tests:.1f} s)")
print(f"cargo run --release -- build : {clock(guide)} ({guide:.1f} s)")
print(f"total                        : {clock(tests + guide)}")
EOF
echo "target/ : $(du -sh target | cut -f1)"
echo "nproc : $(nproc), charge : $(cut -d' ' -f1-3 /proc/loadavg), $(date -u +%Y-%m-%d)"
