#!/usr/bin/env bash
# The set-up time the README states (after `<!-- MESURE À REFAIRE`): a fresh clone of this
# repository in a temporary folder, then the README's two commands as a newcomer types
# them, each timed by /usr/bin/time:
#   1. scripts/test.sh                (installs or finds the tools, compiles, runs the tests)
#   2. cargo run --release -- build   (the club's guide, on the same compile)
# Prints the wall time of each, their sum and the size of target/, then the split of the
# first: its compile and its tests (scripts/test.sh says both), each test binary's time
# and the longest browser tests (two files run at a time: their sum exceeds the wall).
# Run it on an idle machine; crates and tools already downloaded are part of the README's statement. Only a
# compile error or a failed guide build stops it: a failed test (a timing ratio on a busy
# machine) is named after the figures, which still hold.
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

# The load before starting: a busy machine lengthens every figure (the README's must come
# from an idle one), so it is said, not hidden.
load="$(cut -d' ' -f1 /proc/loadavg)"
if python3 -c "import sys; sys.exit(0 if float('$load') < $(nproc) / 2 else 1)"; then
  :
else
  echo "attention: charge $load pour $(nproc) cœurs : les durées mesurées seront trop longues" >&2
fi

step() { # step NAME COMMAND...: runs it, keeps its wall time in seconds and exit code
  local name="$1"
  shift
  echo "== $name : $*" >&2
  local rc=0
  /usr/bin/time -f '%e' -o "$work/$name.time" "$@" >"$work/$name.log" 2>&1 || rc=$?
  echo "$rc" >"$work/$name.rc"
}

# `--no-fail-fast`: every test binary runs, so the time is the whole suite's even when one
# test fails. A failed test does not void the measure (a timing-ratio test may fail on a
# loaded machine): its name is printed beside the figures. A compile error does: the
# time would then be that of a build cut short.
step tests scripts/test.sh --no-fail-fast
if grep -q "could not compile\|error\[E" "$work/tests.log"; then
  echo "erreur: la compilation a échoué ; fin du journal :" >&2
  tail -20 "$work/tests.log" >&2
  exit 1
fi
if [ ! -s "$work/tests.time" ] || ! grep -q "^test result:" "$work/tests.log"; then
  echo "erreur: scripts/test.sh n'a lancé aucun test ; fin du journal :" >&2
  tail -20 "$work/tests.log" >&2
  exit 1
fi
step guide cargo run --release -- build
if [ "$(cat "$work/guide.rc")" != 0 ] || ! tail -1 "$work/guide.log" | grep -q ", 0 failed"; then
  echo "erreur: la construction du guide a échoué ; fin du journal :" >&2
  tail -20 "$work/guide.log" >&2
  exit 1
fi
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
# The split of scripts/test.sh (its own last line), each test binary's time (libtest's
# « finished in ») and the longest browser tests (node 20's TAP puts every file's tests
# at the left margin, `ok N - name`, then their duration_ms; it names no file).
python3 - "$work/tests.log" <<'EOF'
import re, sys
log = open(sys.argv[1], errors="replace").read().splitlines()
for line in log:
    if line.startswith("durées de scripts/test.sh"):
        print(line)
running = None
for line in log:
    m = re.match(r"\s+Running (.+?) \(", line)
    if m:
        running = m.group(1)
    m = re.match(r"test result: (\w+)\. (\d+) passed.*finished in ([\d.]+)s", line)
    if m and running:
        print(f"  {running} : {float(m.group(3)):.1f} s ({m.group(2)} tests, {m.group(1)})")
        running = None
browser = []
for i, line in enumerate(log):
    m = re.match(r"(ok|not ok) \d+ - (.*)$", line)
    if m:
        d = next((re.search(r"duration_ms: ([\d.]+)", l) for l in log[i + 1:i + 4] if "duration_ms" in l), None)
        if d:
            browser.append((float(d.group(1)) / 1000, m.group(2), m.group(1)))
if browser:
    print(f"  navigateur : {len(browser)} tests, {sum(b[0] for b in browser):.0f} s en tout ; les plus longs :")
    for secs, name, status in sorted(browser, reverse=True)[:12]:
        print(f"    {secs:6.1f} s  {name} ({status})")
EOF
failed="$(grep -E '^test .* FAILED$' "$work/tests.log" | sed -E 's/^test (.*) \.\.\. FAILED$/\1/' || true)"
if [ "$(cat "$work/tests.rc")" != 0 ]; then
  echo "attention: scripts/test.sh a fini en échec (code $(cat "$work/tests.rc")) ; la durée vaut pour la suite entière" >&2
  if [ -n "$failed" ]; then
    echo "tests en échec :" >&2
    echo "$failed" | sed 's/^/  /' >&2
  fi
fi
echo "target/ : $(du -sh target | cut -f1)"
echo "nproc : $(nproc), charge au départ : $load, à la fin : $(cut -d' ' -f1-3 /proc/loadavg), $(date -u +%Y-%m-%d)"
