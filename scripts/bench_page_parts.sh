#!/usr/bin/env bash
# What one page of a built site writes, part by part (docs/ARCHITECTURE.md, « Ce que
# chaque page écrit ») : the bytes of the page's <head>, top bar, table of contents,
# <main> (and in it the headings' « # » links, the example figures and their data),
# outline, foot and scripts; then its share of print.html (its section) and of the
# search index (the index's bytes over its pages). Deterministic: bytes, not times.
#
# Usage: scripts/bench_page_parts.sh SITE PAGE [SITE2]
#   SITE   a built site (arbitre build BOOK -o SITE)
#   PAGE   a page's path in it, e.g. ch5/s3.html
#   SITE2  another build of the same book: each line then gives both, and the change
set -euo pipefail
[ $# -ge 2 ] || { sed -n '2,12p' "$0" >&2; exit 2; }
exec python3 - "$@" <<'EOF'
import re, sys

def all_of(text, pattern):
    return sum(len(m.group(0).encode()) for m in re.finditer(pattern, text, re.S))

def parts(site, page):
    raw = open(f"{site}/{page}", "rb").read()
    html = raw.decode()
    b = lambda s: len(s.encode())
    out = {"la page": len(raw)}
    body = html.find("<body>")
    out["  <head>"] = b(html[:body])
    layout = html.find('<div class="mise-en-page">')
    out["  barre du haut"] = b(html[body:layout])
    out["  sommaire local"] = all_of(html, r'<nav id="sommaire".*?</nav>')
    m0, m1 = html.find("<main"), html.find("</main>") + 7
    main = html[m0:m1]
    out["  <main>"] = b(main)
    out["    liens « # » des titres"] = all_of(main, r'<a class="ancre"[^>]*>#</a>')
    out["    figures d'exemple"] = all_of(main, r"<figure.*?</figure>")
    out["    données des plateaux (<script>)"] = all_of(main, r"<script.*?</script>")
    out["    sprite SVG (définitions des plateaux)"] = all_of(main, r'<svg class="arb-defs".*?</svg>')
    out["    précédent, suivant"] = all_of(main, r'<nav class="precedent-suivant".*?</nav>')
    out["  plan « Sur cette page »"] = all_of(html, r'<nav class="plan-page".*?</nav>')
    out["  pied et scripts"] = b(html[html.find("</div>\n<footer"):])
    # its section of print.html: from its <section id> to the next section
    printed = open(f"{site}/print.html", encoding="utf-8").read()
    anchor = 'id="' + page[:-5].replace("/index", "").replace("/", "-") + '"'
    i = printed.find(anchor)
    share = 0
    if i >= 0:
        start = printed.rfind("<section", 0, i)
        nxt = printed.find('<section class="chapitre-imprime', i)
        share = b(printed[start:nxt if nxt >= 0 else len(printed)])
    out["sa section de print.html"] = share
    index = open(f"{site}/search-index.js", encoding="utf-8").read()
    pages = index.count('.html"')
    out["sa part de search-index.js"] = round(b(index) / max(pages, 1))
    return out

site, page = sys.argv[1], sys.argv[2]
a = parts(site, page)
if len(sys.argv) > 3:
    c = parts(sys.argv[3], page)
    print(f"{'partie':40} {'avant':>8} {'après':>8} {'écart':>8}")
    for k in a:
        print(f"{k:40} {a[k]:8} {c[k]:8} {c[k] - a[k]:+8}")
else:
    for k, v in a.items():
        print(f"{k:40} {v:8}")
EOF
