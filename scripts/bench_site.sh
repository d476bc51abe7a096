#!/usr/bin/env bash
# Times `arbitre build` against `mdbook build` on generated French books of 200 and
# 2,000 pages (about 2 KB each: headings, a table, lists, links), several runs each, and
# prints the medians and their ratio as a Markdown table (to paste into the README).
#
# Usage: scripts/bench_site.sh [RUNS_200] [RUNS_2000]      (defaults: 7 and 3)
# Needs mdbook on PATH (`cargo install mdbook --locked`); builds arbitre in release.
set -euo pipefail

RUNS_SMALL=${1:-7}
RUNS_BIG=${2:-3}
here=$(cd "$(dirname "$0")/.." && pwd)

if ! command -v mdbook >/dev/null; then
  echo "mdbook absent : installation (cargo install mdbook --locked)…" >&2
  cargo install mdbook --locked >&2
fi
(cd "$here" && cargo build --release --quiet)
ARBITRE="$here/target/release/arbitre"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# One page of about 2 KB of French Markdown.
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
  cat >"$dir/book.toml" <<TOML
[book]
title = "Livre de mesure"
authors = ["arbitre"]
language = "fr"
src = "content"
TOML
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

now() { date +%s.%N; }

median() { sort -g | awk '{a[NR]=$1} END {if (NR%2) print a[(NR+1)/2]; else printf "%.3f\n", (a[NR/2]+a[NR/2+1])/2}'; }

time_runs() { # $1 runs, rest: command
  local runs=$1
  shift
  for ((i = 0; i < runs; i++)); do
    local t0 t1
    t0=$(now)
    "$@" >/dev/null 2>&1
    t1=$(now)
    awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.4f\n", b - a }'
  done | median
}

echo "| pages | mdBook $(mdbook --version | awk '{print $2}') | arbitre | arbitre / mdBook |"
echo "|---:|---:|---:|---:|"
for spec in "200 20 10 $RUNS_SMALL" "2000 100 20 $RUNS_BIG"; do
  read -r pages chapters per runs <<<"$spec"
  book="$work/livre-$pages"
  make_book "$book" "$chapters" "$per"
  # warm the file cache once for each tool
  mdbook build "$book" -d "$work/mdbook-$pages" >/dev/null 2>&1
  "$ARBITRE" build "$book" -o "$work/arbitre-$pages" >/dev/null
  m=$(time_runs "$runs" mdbook build "$book" -d "$work/mdbook-$pages")
  a=$(time_runs "$runs" "$ARBITRE" build "$book" -o "$work/arbitre-$pages")
  ratio=$(awk -v a="$a" -v m="$m" 'BEGIN { print a / m }')
  printf '| %d | %.3f s | %.3f s | %.3f |\n' "$pages" "$m" "$a" "$ratio"
done
