#!/usr/bin/env bash
# Builds seven real mdBook books with mdBook 0.5 and with arbitre, and compares the two
# sites (issue #30). Not in CI: it fetches the books (git clone, or a local mirror).
#
#   [ONLY=REGEX] scripts/real_books.sh [--with-preprocessors] [WORKDIR]
#
# Sources: REAL_BOOKS_MIRROR=DIR reads DIR/<owner>+<name>/repo (a bare git mirror);
# else each book is cloned from GitHub (--depth 1). MDBOOK names mdBook 0.5 (default:
# the copy scripts/test.sh installs); ARBITRE the arbitre binary (default:
# target/release/arbitre, built if absent).
#
# A book's own preprocessors ([preprocessor.X]) are left out of book.toml for both builds
# unless --with-preprocessors is given. Then each is built once with `cargo install`
# into target/real-books-tools (TOOLS=DIR to change it; minutes each, not system-wide):
# from the book's repository when its command is `cargo run --manifest-path M [--bin B]`,
# else from crates.io by its command's name (`mdbook-NAME` when none is given). Its
# `command` in book.toml then names the built binary. Either way both tools read the
# same book.toml. A preprocessor that is optional and cannot be built stays missing
# (both tools then skip it with a warning); one built on mdBook 0.4 (whose JSON book
# 0.5 changed: mdBook 0.5.4 itself refuses its output) is left out, and said so.
#
# Prints one line per book: arbitre's exit code, its warning count (all of them, those
# past the fifty said in full included), the pages mdBook
# wrote, the pages arbitre lacks, and the share of mdBook's words found on arbitre's
# page (min, median), pages under 99 %, heading ids missing, redirects alike.
set -uo pipefail
cd "$(dirname "$0")/.."
here="$PWD"

with_pre=0
if [ "${1:-}" = "--with-preprocessors" ]; then with_pre=1; shift; fi
work="${1:-$(mktemp -d)}"
mkdir -p "$work"

MDBOOK="${MDBOOK:-$here/target/test-tools/mdbook/bin/mdbook}"
ARBITRE="${ARBITRE:-$here/target/release/arbitre}"
[ -x "$ARBITRE" ] || cargo build --release || exit 1
"$MDBOOK" --version | grep -q 'v0\.5\.' || { echo "MDBOOK n'est pas un mdBook 0.5 : $MDBOOK" >&2; exit 1; }

# name | repository | folder of book.toml in it
books=(
  "mdBook guide|rust-lang/mdBook|guide"
  "TRPL|rust-lang/book|."
  "Rust by Example|rust-lang/rust-by-example|."
  "Rustonomicon|rust-lang/nomicon|."
  "Rust Reference|rust-lang/reference|."
  "Helix (editor)|helix-editor/helix|book"
  "Rhai (language)|rhaiscript/book|."
)

fetch() { # repo dest
  local repo="$1" dest="$2" mirror="${REAL_BOOKS_MIRROR:-}/${1/\//+}/repo"
  rm -rf "$dest" && mkdir -p "$dest"
  if [ -n "${REAL_BOOKS_MIRROR:-}" ] && [ -d "$mirror" ]; then
    git -C "$mirror" archive HEAD | tar -x -C "$dest"
    git -C "$mirror" log -1 --format='%h %cs' HEAD
  else
    git clone --quiet --depth 1 "https://github.com/$repo" "$dest" && git -C "$dest" log -1 --format='%h %cs'
  fi
}

# Leaves the [preprocessor.X] tables out of book.toml (and the keys under them).
strip_preprocessors() {
  python3 - "$1" <<'PY'
import re, sys
path = sys.argv[1]
out, skip = [], False
for line in open(path, encoding="utf-8"):
    m = re.match(r"\s*\[+\s*([^\]]+?)\s*\]+", line)
    if m:
        skip = m.group(1).startswith("preprocessor.")
    if not skip:
        out.append(line)
# (a preprocessor with only subtables, as Rhai's [preprocessor.variables.variables])
for name in sorted(set(commands) - written):
    out.append('\n[preprocessor.%s]\ncommand = "%s"\n' % (name, commands[name]))
open(path, "w", encoding="utf-8").write("".join(out))
PY
}

TOOLS="${TOOLS:-$here/target/real-books-tools}"
# preprocessors that only exist built on mdBook 0.4 (their crate depends on `mdbook` 0.4)
MDBOOK_04_ONLY="admonish"

# Builds the book's preprocessors and points book.toml at them (see the header).
build_preprocessors() { # book_dir
  python3 - "$1" "$TOOLS" "$MDBOOK_04_ONLY" <<'PY'
import os, re, shlex, subprocess, sys, tomllib
book, tools, old = sys.argv[1], sys.argv[2], sys.argv[3].split()
path = os.path.join(book, "book.toml")
conf = tomllib.load(open(path, "rb"))
bins = os.path.join(tools, "bin")
# (the stable toolchain: a book may pin one that is not installed, as TRPL does)
env = dict(os.environ, CARGO_TARGET_DIR=os.path.join(tools, "target"), RUSTUP_TOOLCHAIN=os.environ.get("RUSTUP_TOOLCHAIN", "stable"))

def install(args, cwd):
    r = subprocess.run(["nice", "cargo", "install", "--locked", "--root", tools] + args,
                       cwd=cwd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    if r.returncode != 0:
        r = subprocess.run(["nice", "cargo", "install", "--root", tools] + args,
                           cwd=cwd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    if r.returncode != 0:
        print("  échec de cargo install %s :\n%s" % (" ".join(args), r.stderr[-2000:]), file=sys.stderr)
    return r.returncode == 0

commands, drop = {}, []
for name, t in (conf.get("preprocessor") or {}).items():
    if name in ("links", "index"):
        continue
    if name in old:
        drop.append(name)
        print("  préprocesseur %s laissé de côté : construit sur mdBook 0.4" % name, file=sys.stderr)
        continue
    cmd = t.get("command", "mdbook-" + name)
    words = shlex.split(cmd)
    if words[:2] == ["cargo", "run"] and "--manifest-path" in words:
        manifest = os.path.join(book, words[words.index("--manifest-path") + 1])
        args = ["--path", os.path.dirname(os.path.abspath(manifest))]
        exe = None
        if "--bin" in words:
            exe = words[words.index("--bin") + 1]
            args += ["--bin", exe]
        else:
            pkg = tomllib.load(open(manifest, "rb"))["package"]
            exe = pkg.get("default-run", pkg["name"])
        if os.path.exists(os.path.join(bins, exe)) or install(args, os.path.dirname(manifest)):
            commands[name] = os.path.join(bins, exe)
    elif not t.get("optional") and len(words) == 1 and re.fullmatch(r"mdbook-[\w-]+", words[0]):
        if os.path.exists(os.path.join(bins, words[0])) or install([words[0]], book):
            commands[name] = os.path.join(bins, words[0])

out, section, written = [], None, set()
for line in open(path, encoding="utf-8"):
    m = re.match(r"\s*\[+\s*([^\]]+?)\s*\]+", line)
    if m:
        section = m.group(1)
        parts = section.split(".")
        if parts[0] == "preprocessor" and len(parts) == 2 and parts[1] in commands:
            out.append(line)
            out.append('command = "%s"\n' % commands[parts[1]])
            written.add(parts[1])
            continue
    parts = (section or "").split(".")
    if parts[0] == "preprocessor" and len(parts) > 1 and parts[1] in drop:
        continue
    if parts[0] == "preprocessor" and len(parts) == 2 and parts[1] in commands and re.match(r"\s*command\s*=", line):
        continue
    out.append(line)
# (a preprocessor with only subtables, as Rhai's [preprocessor.variables.variables])
for name in sorted(set(commands) - written):
    out.append('\n[preprocessor.%s]\ncommand = "%s"\n' % (name, commands[name]))
open(path, "w", encoding="utf-8").write("".join(out))
PY
}

printf '%-16s %-12s %5s %6s %6s %7s %7s %7s %6s %5s %9s\n' livre commit code attent. pages absent. min médiane "<99%" ids redir.
for entry in "${books[@]}"; do
  IFS='|' read -r name repo sub <<<"$entry"
  # ONLY=REGEX: the books whose name matches
  [[ -z "${ONLY:-}" || "$name" =~ $ONLY ]] || continue
  slug="${repo/\//+}"
  src="$work/$slug"
  commit="$(fetch "$repo" "$src" 2>/dev/null | cut -d' ' -f1)"
  book="$src/$sub"
  if [ "$with_pre" = 1 ]; then build_preprocessors "$book"; else strip_preprocessors "$book/book.toml"; fi
  rm -rf "$work/$slug.mdbook" "$work/$slug.arbitre" "$work/$slug.asrc"
  # each tool its own copy: both may create missing pages in it
  cp -r "$src" "$work/$slug.asrc" && abook="$work/$slug.asrc/$sub"
  (cd "$book" && "$MDBOOK" build -d "$work/$slug.mdbook") >"$work/$slug.mdbook.log" 2>&1
  mcode=$?
  "$ARBITRE" build "$abook" -o "$work/$slug.arbitre" >"$work/$slug.arbitre.log" 2>&1
  acode=$?
  # the warnings said in full, plus « … et N autres avertissements, non affichés »
  warnings=$(python3 -c '
import re, sys
text = open(sys.argv[1], encoding="utf-8").read()
more = re.search(r"et (\d[\d\u202f ]*) autres? avertissements?", text)
print(len(re.findall(r"^attention", text, re.M)) + (int(re.sub(r"\D", "", more.group(1))) if more else 0))
' "$work/$slug.arbitre.log")
  if [ "$mcode" != 0 ]; then
    printf '%-16s %-12s %5s  (mdbook build a échoué, code %s : %s)\n' "$name" "$commit" "$acode" "$mcode" "$work/$slug.mdbook.log"
    continue
  fi
  if [ ! -d "$work/$slug.arbitre" ]; then
    printf '%-16s %-12s %5s %6s  (aucun site écrit : %s)\n' "$name" "$commit" "$acode" "$warnings" "$work/$slug.arbitre.log"
    continue
  fi
  python3 "$here/scripts/compare_books.py" "$work/$slug.mdbook" "$work/$slug.arbitre" >"$work/$slug.compare.txt"
  tail -1 "$work/$slug.compare.txt" | python3 -c '
import json, sys
s = json.loads(sys.stdin.read())
name, commit, code, warn = sys.argv[1:5]
g = lambda k: s[k]
redir = "%d/%d" % (g("redirects_same"), g("redirects"))
print("%-16s %-12s %5s %6s %6d %7d %7.1f%% %7.1f%% %6d %5d %9s" % (name, commit, code, warn, g("pages"), g("pages_missing"), 100 * g("min"), 100 * g("median"), g("under_99"), g("ids_missing"), redir))
' "$name" "$commit" "$acode" "$warnings"
  # each page under 99 %, named
  tail -1 "$work/$slug.compare.txt" | python3 -c '
import json, sys
for page, share in json.loads(sys.stdin.read())["under_99_pages"]:
    print("    < 99 %% : %s (%.1f %%)" % (page, 100 * share))
'
done
echo "détails : $work/<livre>.compare.txt, journaux : $work/<livre>.{mdbook,arbitre}.log"
