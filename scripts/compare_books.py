#!/usr/bin/env python3
"""Compares a site mdBook wrote with the one arbitre wrote for the same book.

    compare_books.py MDBOOK_OUT ARBITRE_OUT [--json]

For every chapter page mdBook wrote (an .html file holding <main>), reads the words of
its <main> and the heading ids in it, and looks for the same page in arbitre's site:
the share of mdBook's words (as a multiset, case folded) found in arbitre's <main>, and
the ids mdBook gave that arbitre's page lacks (an empty id, no address, aside: counted
as `ids_empty`). Also the redirect pages (meta refresh)
of both. Prints one line per page, then a summary; --json prints the summary as JSON.
"""
import html.parser
import json
import os
import re
import statistics
import sys
from collections import Counter

WORD = re.compile(r"\w+", re.UNICODE)
SKIP = {"script", "style", "svg", "button"}


class Main(html.parser.HTMLParser):
    """The text and heading ids inside <main> (nested tags counted)."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.depth = 0
        self.skip = 0
        self.text = []
        self.ids = []
        self.refresh = None
        self.has_main = False
        # inside <code>: text nodes glued (arbitre's highlighting splits `1u8` into two
        # spans, one word all the same)
        self.code = 0

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "meta" and (a.get("http-equiv") or "").lower() == "refresh":
            self.refresh = a.get("content")
        if tag == "code":
            self.code += 1
            self.text.append("")
        if tag == "main":
            self.depth += 1
            self.has_main = True
            return
        if self.depth and tag in SKIP:
            self.skip += 1
        if self.depth and re.fullmatch(r"h[1-6]", tag) and a.get("id") is not None:
            self.ids.append(a["id"])

    def handle_endtag(self, tag):
        if tag == "code" and self.code:
            self.code -= 1
            self.text.append("")
        if tag == "main" and self.depth:
            self.depth -= 1
        elif self.depth and tag in SKIP and self.skip:
            self.skip -= 1

    def handle_data(self, data):
        if self.depth and not self.skip:
            if self.code and self.text:
                self.text[-1] += data
            else:
                self.text.append(data)


def read(path):
    p = Main()
    with open(path, encoding="utf-8", errors="replace") as f:
        p.feed(f.read())
    return p


def words(p):
    return Counter(w.casefold() for w in WORD.findall(" ".join(p.text)))


def pages(root):
    out = {}
    for d, _, files in os.walk(root):
        for f in files:
            if f.endswith(".html"):
                full = os.path.join(d, f)
                out[os.path.relpath(full, root).replace(os.sep, "/")] = full
    return out


def compare(md_root, ar_root):
    md, ar = pages(md_root), pages(ar_root)
    rows, redirects = [], []
    empty = 0
    for rel, path in sorted(md.items()):
        if rel in ("print.html", "toc.html") or rel.startswith(("theme/", "FontAwesome/")):
            continue
        m = read(path)
        if m.refresh is not None and not m.has_main:
            a = read(ar[rel]) if rel in ar else None
            target = lambda c: (c or "").split("=", 1)[-1].strip()
            redirects.append((rel, target(m.refresh), a is not None and target(a.refresh) == target(m.refresh)))
            continue
        if not m.has_main:
            continue
        empty += m.ids.count("")
        mw = words(m)
        total = sum(mw.values())
        if rel not in ar:
            rows.append((rel, 0.0, total, m.ids, False))
            continue
        a = read(ar[rel])
        aw = words(a)
        found = sum(min(n, aw[w]) for w, n in mw.items())
        share = found / total if total else 1.0
        # an empty id (mdBook 0.5.4's for a heading of punctuation only, `section` in
        # arbitre and in mdBook after 0.5.4) is no address: a link to `#` is the top
        missing_ids = [i for i in m.ids if i and i not in a.ids]
        rows.append((rel, share, total, missing_ids, True))
    return rows, redirects, empty


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    rows, redirects, empty = compare(args[0], args[1])
    shares = [r[1] for r in rows]
    summary = {
        "pages": len(rows),
        "pages_missing": sum(1 for r in rows if not r[4]),
        "min": min(shares) if shares else 1.0,
        "median": statistics.median(shares) if shares else 1.0,
        "under_99": sum(1 for s in shares if s < 0.99),
        "under_99_pages": [[r[0], round(r[1], 4)] for r in rows if r[1] < 0.99],
        "ids_missing": sum(len(r[3]) for r in rows if r[4]),
        "ids_missing_pages": sorted(r[0] for r in rows if r[4] and r[3]),
        "ids_empty": empty,
        "redirects": len(redirects),
        "redirects_same": sum(1 for r in redirects if r[2]),
    }
    if "--json" in sys.argv:
        print(json.dumps(summary))
        return
    for rel, share, total, ids, present in rows:
        state = "" if present else "  ABSENTE"
        extra = f"  ids absents: {ids}" if present and ids else ""
        print(f"{share:7.1%}  {total:6d} mots  {rel}{state}{extra}")
    for rel, target, same in redirects:
        print(f"redirection {rel} -> {target} : {'identique' if same else 'DIFFÉRENTE'}")
    print(json.dumps(summary))


if __name__ == "__main__":
    main()
