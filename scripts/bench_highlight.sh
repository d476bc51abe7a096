#!/usr/bin/env bash
# The cost of highlighting code at build time (docs/MEASURES.md, « Coloration du code »):
# a book made of TRPL's listings (every .rs file of rust-lang/book's listings/, three
# times, 60 files a page, one ```rust block each) built by arbitre, then the same book
# in ```text blocks (nothing highlighted), then by mdBook. Prints the CPU time (user) of
# each. Not in CI.
#
#   scripts/bench_highlight.sh TRPL_CHECKOUT [WORKDIR]
set -euo pipefail
cd "$(dirname "$0")/.."
trpl="${1:?usage: scripts/bench_highlight.sh TRPL_CHECKOUT [WORKDIR]}"
work="${2:-$(mktemp -d)}"
ARBITRE="${ARBITRE:-$PWD/target/release/arbitre}"
MDBOOK="${MDBOOK:-$PWD/target/test-tools/mdbook/bin/mdbook}"
python3 - "$trpl" "$work" <<'PY'
import glob, os, sys
trpl, work = sys.argv[1], sys.argv[2]
files = sorted(glob.glob(os.path.join(trpl, "listings/**/*.rs"), recursive=True))
for kind in ("rust", "text"):
    src = os.path.join(work, kind, "src")
    os.makedirs(src, exist_ok=True)
    open(os.path.join(work, kind, "book.toml"), "w").write('[book]\ntitle = "Bench"\nlanguage = "en"\n')
    summary, lines = ["# Summary\n\n"], 0
    for rep in range(3):
        for k in range(0, len(files), 60):
            name = "p%d_%d.md" % (rep, k)
            summary.append("- [P%d %d](%s)\n" % (rep, k, name))
            with open(os.path.join(src, name), "w") as f:
                f.write("# Page %d %d\n\n" % (rep, k))
                for fn in files[k:k + 60]:
                    t = open(fn, encoding="utf-8").read().replace("```", "")
                    lines += t.count("\n")
                    f.write("```%s\n%s\n```\n\n" % (kind, t))
    open(os.path.join(src, "SUMMARY.md"), "w").write("".join(summary))
print("%d fichiers, %d lignes" % (len(files), lines))
PY
for kind in rust text; do
  /usr/bin/time -f "arbitre ($kind) : %U s CPU, %e s" "$ARBITRE" build "$work/$kind" -o "$work/out-$kind" -q
done
(cd "$work/rust" && /usr/bin/time -f "mdBook : %U s CPU, %e s" "$MDBOOK" build -d "$work/out-mdbook" 2>&1 | tail -1)
