#!/usr/bin/env bash
# The speed benchmark: each row side by side with its peer, medians of interleaved runs
# (arbitre, then the peer, run after run, so a busy machine slows both alike). Prints
# Markdown tables for the README's "Mesures" section, with the date, the machine and
# the number of runs. Nothing here is a test: no time is asserted anywhere.
#
# Usage: scripts/bench.sh [RUNS]           (default 5; the 20,000-page book runs once)
# Rows are skipped, with a message, when their peer is missing:
#   mdbook on PATH, MDBOOK=/path or target/test-tools (scripts/test.sh installs it there)
#   hugo on PATH or HUGO=/path (Debian package hugo)
#   BENCH_PERFT=1           also runs scripts/bench_perft.sh (perft against peers; its
#                           header says which peers it needs)
#   BENCH_BIG=0             skips the 20,000-page book; BENCH_BOOKS=0 all generated books;
#   BENCH_GUIDE=0           the club's guide and serve
set -euo pipefail

RUNS=${1:-5}
here=$(cd "$(dirname "$0")/.." && pwd)
(cd "$here" && cargo build --release --quiet)
ARBITRE="$here/target/release/arbitre"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

median() { sort -g | awk '{a[NR]=$1} END {if (NR%2) print a[(NR+1)/2]; else printf "%.4f\n", (a[NR/2]+a[NR/2+1])/2}'; }

# measure NAME CMD...: one run; appends "wall cpu maxrss_kb" to $work/NAME.
measure() {
  local name=$1
  shift
  /usr/bin/time -f "%e %U %S %M" -o "$work/time.$$" "$@" >"$work/out.$$" 2>/dev/null || {
    echo "échec : $*" >&2
    return 1
  }
  awk '{printf "%s %.3f %s\n", $1, $2 + $3, $4}' "$work/time.$$" >>"$work/$name"
}
col() { awk -v c="$2" '{print $c}' "$work/$1" | median; } # NAME COLUMN -> median
reset() { rm -f "$work/$1"; }

echo "Mesures du $(date -u +%Y-%m-%d) sur $(nproc) cœurs ($(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//'), charge moyenne $(cut -d' ' -f1 /proc/loadavg)), $RUNS passes alternées, médianes ; « CPU » = temps utilisateur + système."
echo

# ---------------------------------------------------------------- generated books
page() { # $1 chapter, $2 section, $3 next page path (relative) or empty
  local c=$1 s=$2 next=$3
  cat <<MD
# Chapitre $c, section $s : la règle numéro $((c * 100 + s))

Cette page décrit une règle du jeu à quatre joueurs. Chaque joueur place
seize pièces sur son côté du plateau en croix, puis la partie se joue dans le
sens des aiguilles d'une montre. Le premier joueur est désigné avant le début.

## Mise en place

Les pièces se placent comme aux échecs classiques : tours dans les coins,
cavaliers à côté, puis les fous, la dame et le roi. Les pions occupent la
rangée suivante et avancent vers le centre du plateau.

| Pièce | Nombre | Valeur en points |
|---|---|---|
| Pion | 8 | 1 |
| Cavalier | 2 | 3 |
| Fou | 2 | 5 |
| Tour | 2 | 5 |
| Dame | 1 | 9 |

## Déroulement

- chaque joueur joue un coup à son tour ;
- un roi en échec doit être protégé immédiatement ;
- une pièce prise rapporte des points à celui qui la prend ;
- un joueur maté est éliminé, ses pièces deviennent inertes.

### Questions fréquentes

1. Peut-on roquer après avoir été mis en échec ? Oui, si le roi n'a pas bougé.
2. Que se passe-t-il quand un joueur abandonne ? Ses pièces restent en place.
3. Combien de temps dure une partie ? Environ trente minutes en moyenne.

> Remarque : les règles locales peuvent changer certains de ces réglages ; il
> faut donc se mettre d'accord avant de commencer la partie.

## Variantes et réglages

Selon le site ou le club, la fin de partie n'est pas décidée de la même façon.
En équipes, la partie s'arrête au premier mat ; chacun pour soi, elle continue
jusqu'à ce qu'il ne reste qu'un joueur, ou qu'un écart de points soit atteint.

| Réglage | Valeur par défaut | Autres choix |
|---|---|---|
| Format | équipes | chacun pour soi |
| Prise en passant | permise | interdite |
| Limite de coups | aucune | 200 coups |

- **Promotion** : le pion devient une dame en atteignant le centre ;
- **Roque** : permis des deux côtés, comme aux échecs classiques ;
- **Abandon** : les pièces du joueur restent sur le plateau, grisées.
MD
  if [ -n "$next" ]; then
    printf '\nPage suivante : [la suite](%s).\n' "$next"
  fi
}

make_book() { # $1 dir, $2 chapters, $3 pages per chapter (index included)
  local dir=$1 chapters=$2 per=$3
  mkdir -p "$dir/content"
  printf '[book]\ntitle = "Livre de mesure"\nauthors = ["arbitre"]\nlanguage = "fr"\nsrc = "content"\n' >"$dir/book.toml"
  local summary="$dir/content/SUMMARY.md"
  printf '# Sommaire\n\n' >"$summary"
  for ((c = 1; c <= chapters; c++)); do
    mkdir -p "$dir/content/ch$c"
    printf -- '- [Chapitre %d](ch%d/index.md)\n' "$c" "$c" >>"$summary"
    page "$c" 0 "s1.md" >"$dir/content/ch$c/index.md"
    for ((s = 1; s < per; s++)); do
      local next=""
      if ((s + 1 < per)); then next="s$((s + 1)).md"; fi
      printf -- '    - [Section %d.%d](ch%d/s%d.md)\n' "$c" "$s" "$c" "$s" >>"$summary"
      page "$c" "$s" "$next" >"$dir/content/ch$c/s$s.md"
    done
  done
}

# make_hugo BOOK DIR: the same pages as a Hugo site. Its layout is the minimum that
# still does what every arbitre page does for a reader: the page in a template with the
# book's title and its chapter's table of contents, plus one search index for the whole
# site (index.json: title, address, text of each page). No CSS, no print page.
make_hugo() {
  local book=$1 dir=$2
  mkdir -p "$dir/layouts/_default" "$dir/content"
  printf 'title = "Livre de mesure"\nlanguageCode = "fr"\ndisableKinds = ["taxonomy", "term", "RSS", "sitemap"]\n[outputs]\nhome = ["HTML", "JSON"]\n' >"$dir/config.toml"
  cat >"$dir/layouts/_default/single.html" <<'HTML'
<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>{{ .Title }} — {{ .Site.Title }}</title></head>
<body><nav><ol>{{ range .CurrentSection.RegularPages }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}</ol></nav>
<main>{{ .Content }}</main></body></html>
HTML
  cp "$dir/layouts/_default/single.html" "$dir/layouts/_default/list.html"
  cat >"$dir/layouts/index.json" <<'JSON'
[{{ range $i, $p := .Site.RegularPages }}{{ if $i }},{{ end }}{"t":{{ $p.Title | jsonify }},"u":{{ $p.RelPermalink | jsonify }},"c":{{ $p.Plain | jsonify }}}{{ end }}]
JSON
  printf '<!DOCTYPE html><title>{{ .Site.Title }}</title>\n' >"$dir/layouts/index.html"
  # a folder's index.md would make a Hugo leaf bundle hiding its sibling pages: _index.md
  python3 - "$book/content" "$dir/content" <<'PY'
import pathlib, sys
src, dst = map(pathlib.Path, sys.argv[1:])
for md in src.rglob("*.md"):
    if md.name == "SUMMARY.md":
        continue
    rel = md.relative_to(src)
    out = dst / (rel.parent / "_index.md" if rel.name == "index.md" else rel)
    out.parent.mkdir(parents=True, exist_ok=True)
    first, _, rest = md.read_text(encoding="utf-8").partition("\n")
    title = first.removeprefix("# ").replace('"', '\\"')
    out.write_text(f'---\ntitle: "{title}"\n---\n{rest}', encoding="utf-8")
PY
}

MDBOOK=${MDBOOK:-$(command -v mdbook || true)}
if [ -z "$MDBOOK" ] && [ -x "$here/target/test-tools/mdbook/bin/mdbook" ]; then
  MDBOOK="$here/target/test-tools/mdbook/bin/mdbook"
fi
HUGO=${HUGO:-$(command -v hugo || true)}
echo "### Livres générés (pages d'environ 2 Ko, sans exemples de position)"
echo
echo "Propre contre propre : chaque outil dans un dossier de sortie vidé avant chaque passe."
echo "Reconstruction contre reconstruction : chaque outil dans sa sortie de la passe d'avant"
echo "(arbitre y garde par lien physique les fichiers inchangés ; mdBook vide de toute façon"
echo "son dossier et réécrit tout ; Hugo réécrit tout sans rien effacer)."
echo
if [ -z "$MDBOOK" ]; then
  echo "(mdbook absent : colonnes mdBook sautées ; \`cargo install mdbook --version ^0.5 --locked\` ou MDBOOK=chemin)"
  echo
fi
if [ -z "$HUGO" ]; then
  echo "(hugo absent : colonnes Hugo sautées ; paquet Debian \`hugo\` ou HUGO=chemin)"
  echo
fi
mdv=$([ -n "$MDBOOK" ] && "$MDBOOK" --version | awk '{print $2}' || echo "—")
hv=$([ -n "$HUGO" ] && "$HUGO" version | awk '{print $2}' | cut -d+ -f1 || echo "—")
echo "Chaque case : temps d'horloge, puis CPU (utilisateur + système) entre parenthèses ; sur"
echo "une machine chargée, le CPU compare mieux que l'horloge."
echo
echo "| pages | passe | arbitre | mdBook $mdv | Hugo $hv | arbitre / mdBook | arbitre / Hugo |"
echo "|---:|---|---:|---:|---:|---:|---:|"
specs=("200 20 10 $RUNS" "2000 100 20 $RUNS")
if [ "${BENCH_BIG:-1}" != 0 ]; then specs+=("20000 1000 20 1"); fi
if [ "${BENCH_BOOKS:-1}" = 0 ]; then specs=(); fi
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.3f", a / b; else print "—" }'; }
sizes=""
for spec in "${specs[@]}"; do
  read -r pages chapters per runs <<<"$spec"
  book="$work/livre-$pages"
  make_book "$book" "$chapters" "$per"
  hugo_site="$work/hugo-$pages"
  if [ -n "$HUGO" ]; then make_hugo "$book" "$hugo_site"; fi
  # mdBook on 20,000 pages takes many minutes: only the smaller books
  with_mdbook=$([ -n "$MDBOOK" ] && ((pages <= 2000)) && echo 1 || echo 0)
  for k in a m h; do reset "${k}c$pages"; reset "${k}r$pages"; done
  "$ARBITRE" build "$book" -o "$work/arbitre-$pages" >/dev/null 2>&1 # warm the file cache
  for ((i = 0; i < runs; i++)); do
    # clean against clean, the three tools in turn
    rm -rf "$work/arbitre-$pages" "$work/mdbook-$pages" "$work/hugo-out-$pages"
    measure "ac$pages" "$ARBITRE" build "$book" -o "$work/arbitre-$pages"
    if ((with_mdbook)); then measure "mc$pages" "$MDBOOK" build "$book" -d "$work/mdbook-$pages"; fi
    if [ -n "$HUGO" ]; then measure "hc$pages" "$HUGO" --quiet -s "$hugo_site" -d "$work/hugo-out-$pages"; fi
    # rebuild against rebuild: into the output just made, nothing changed
    measure "ar$pages" "$ARBITRE" build "$book" -o "$work/arbitre-$pages"
    if ((with_mdbook)); then measure "mr$pages" "$MDBOOK" build "$book" -d "$work/mdbook-$pages"; fi
    if [ -n "$HUGO" ]; then measure "hr$pages" "$HUGO" --quiet -s "$hugo_site" -d "$work/hugo-out-$pages"; fi
  done
  for pass in c r; do
    label=$([ $pass = c ] && echo propre || echo reconstruction)
    a=$(col "a$pass$pages" 1) ac=$(col "a$pass$pages" 2)
    m="—" h="—" rm_="—" rh="—"
    if [ -s "$work/m$pass$pages" ]; then
      m=$(col "m$pass$pages" 1) mc=$(col "m$pass$pages" 2)
      rm_="$(ratio "$a" "$m") ($(ratio "$ac" "$mc"))" m="$m s ($mc s)"
    fi
    if [ -s "$work/h$pass$pages" ]; then
      h=$(col "h$pass$pages" 1) hc=$(col "h$pass$pages" 2)
      rh="$(ratio "$a" "$h") ($(ratio "$ac" "$hc"))" h="$h s ($hc s)"
    fi
    printf '| %d | %s | %s s (%s s) | %s | %s | %s | %s |\n' "$pages" "$label" "$a" "$ac" \
      "$m" "$h" "$rm_" "$rh"
  done
  declare "cpu_$pages=$(col "ac$pages" 2)"
  files() { find "$1" -type f 2>/dev/null | wc -l; }
  kb() { du -sb "$1" 2>/dev/null | awk -v p="$pages" '{ printf "%.1f Ko", $1 / p / 1000 }'; }
  declare "bytes_$pages=$(du -sb "$work/arbitre-$pages" | awk '{print $1}')"
  sizes+=$(printf '| %d | %s, %d fichiers | %s | %s |' "$pages" "$(kb "$work/arbitre-$pages")" \
    "$(files "$work/arbitre-$pages")" \
    "$( ((with_mdbook)) && echo "$(kb "$work/mdbook-$pages"), $(files "$work/mdbook-$pages") fichiers" || echo —)" \
    "$([ -n "$HUGO" ] && echo "$(kb "$work/hugo-out-$pages"), $(files "$work/hugo-out-$pages") fichiers" || echo —)")$'\n'
  rm -rf "$book" "$hugo_site" "$work/arbitre-$pages" "$work/mdbook-$pages" "$work/hugo-out-$pages"
done
echo
if [ -n "$sizes" ]; then
  echo "| pages | arbitre, octets par page | mdBook | Hugo |"
  echo "|---:|---:|---:|---:|"
  printf '%s' "$sizes"
  echo
fi
# linear scaling: the 20,000-page book against the 2,000-page one (the issue asks ≤ 10×)
if [ -n "${cpu_20000:-}" ] && [ -n "${cpu_2000:-}" ]; then
  awk -v c="$cpu_20000" -v c2="$cpu_2000" -v b="$bytes_20000" -v b2="$bytes_2000" 'BEGIN {
      printf "20 000 pages contre 2 000, propre : %.1f fois le CPU, %.1f fois la sortie.\n\n", c / c2, b / b2 }'
fi

# ---------------------------------------------------------------- the club's guide
if [ "${BENCH_GUIDE:-1}" != 0 ]; then
echo "### Le guide du club ($(grep -c '^```position' -r "$here/content" | awk -F: '{s += $2} END {print s}') exemples)"
echo
guide="$work/guide"
mkdir -p "$guide"
cp -r "$here/book.toml" "$here/content" "$guide/"
for d in templates static; do
  if [ -d "$here/$d" ]; then cp -r "$here/$d" "$guide/"; fi
done
reset cold
reset warm
for ((i = 0; i < RUNS; i++)); do
  rm -rf "$guide/.arbitre-cache"
  measure cold "$ARBITRE" build "$guide" -o "$work/guide-out"
  measure warm "$ARBITRE" build "$guide" -o "$work/guide-out"
done
# one example added (a copy of a page's first one, under a new number): only its PNG
# is drawn
pngs_before=$(find "$guide/.arbitre-cache/png" -name '*.png' | wc -l)
first=$(grep -l '^```position' -r "$guide/content" | sort | head -1)
python3 - "$first" <<'PY'
import sys
p = sys.argv[1]
s = open(p, encoding="utf-8").read()
i = s.index("```position\n")
j = s.index("\n```\n", i) + 5
open(p, "w", encoding="utf-8").write(s + "\n" + s[i:j])
PY
reset edit
measure edit "$ARBITRE" build "$guide" -o "$work/guide-out" || true
pngs_after=$(find "$guide/.arbitre-cache/png" -name '*.png' | wc -l)
echo "| construction | temps | CPU | mémoire max |"
echo "|---|---:|---:|---:|"
for row in "cold:à froid (cache PNG vide)" "warm:de nouveau, rien de changé" "edit:un exemple ajouté (1 passe)"; do
  name=${row%%:*}
  label=${row#*:}
  if [ -s "$work/$name" ]; then
    printf '| %s | %s s | %s s | %d Mo |\n' "$label" "$(col "$name" 1)" "$(col "$name" 2)" "$(($(col "$name" 3) / 1024))"
  fi
done
echo
echo "PNG dessinés après l'ajout d'un exemple : $((pngs_after - pngs_before)) (le cache en garde $pngs_after)."
echo

# ---------------------------------------------------------------- serve: edit → page shown
# scripts/bench_serve.mjs drives headless Chromium (playwright-core of tests/browser) on
# `arbitre serve` of the guide's copy: a page with ten examples is saved, timed until the
# open page has reloaded with the change.
serve_page="content/echecs/roque.md"
if command -v node >/dev/null && [ -d "$here/tests/browser/node_modules/playwright-core" ] &&
  [ -x "${CHROMIUM:-/usr/bin/chromium}" ] && [ -f "$guide/$serve_page" ]; then
  git -C "$here" show "HEAD:$serve_page" >"$guide/$serve_page" 2>/dev/null || cp "$here/$serve_page" "$guide/$serve_page"
  examples=$(grep -c '^```position' "$guide/$serve_page")
  if json=$(node "$here/scripts/bench_serve.mjs" "$ARBITRE" "$guide" "$serve_page" "$((RUNS < 5 ? 5 : RUNS))" 2>"$work/serve.err"); then
    echo "| serve : page enregistrée → page affichée ($serve_page, $examples exemples) | médiane | jusqu'à la requête du navigateur | passes (ms) |"
    echo "|---|---:|---:|---|"
    printf '%s\n' "$json" | python3 -c 'import json,sys; d=json.load(sys.stdin); print("| Chromium sans tête, contenu remplacé sans rechargement | %d ms | %d ms | %s (rechargements complets : %d) |" % (d["median_ms"], d["median_until_request_ms"], " ".join(map(str, d["runs"])), d.get("reloads", 0)))'
  else
    echo "(mesure de serve en échec : $(tail -1 "$work/serve.err"))"
  fi
else
  echo "(serve sauté : node, Chromium ou tests/browser/node_modules absents ; \`npm ci --prefix tests/browser\`)"
fi
echo

fi

# ---------------------------------------------------------------- engines
# Perft against 4pchess, shakmaty and Fairy-Stockfish: scripts/bench_perft.sh (CPU time
# of whole processes, interleaved), run here when BENCH_PERFT=1.
if [ "${BENCH_PERFT:-0}" != 0 ]; then
  "$here/scripts/bench_perft.sh" "$RUNS"
fi
