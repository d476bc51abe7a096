// The reader at the board, phone first (issue 13): measured in Chromium at 390×844 and
// 1366×900. Bughouse squares at least 36 CSS px with boards A and B named and the hands
// labelled with their owners; the cross board across the whole width with coordinates
// and shape marks at least 9 px; armies apart in greyscale; coordinates and turn marks
// at 4.5:1 or more in light and dark mode; a header that stays in reach with the search
// box and the table of contents; a foldable outline; titles that name their game; one
// shared table of contents, with a fallback without JavaScript (issue 16).
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { launch, fileUrl, watchedPage, SITE, engineReady, boardData, currentFrame, decode, squareCentre, marked, sitePages } from "./helpers.mjs";
import { walk, once, reportChecks } from "./walk.mjs";

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

const PHONE = { viewport: { width: 390, height: 844 } };
const WIDE = { viewport: { width: 1366, height: 900 } };

/** Each board of the first `n` figures: its square side, the cap height of its
 * coordinates and hand owners, and the diameter of its shape marks, in CSS px. */
async function boards(page, n = 4) {
  return page.evaluate((n) => {
    const symbolOf = (use) => document.getElementById(use.getAttribute("href").slice(1));
    return [...document.querySelectorAll("figure.board-example")].slice(0, n).flatMap((f) => {
      const d = f.closest("details");
      if (d) d.open = true;
      return [...f.querySelectorAll("div.board svg.diagram")].map((svg) => {
        const box = svg.getBoundingClientRect();
        const k = box.width / svg.viewBox.baseVal.width;
        const board = symbolOf(svg.querySelector(":scope > use"));
        // a label's cap height: the glyph box (10 units) times its scale, on screen
        const capOf = (p) => {
          const m = /scale\(([\d.]+)\)/.exec(p.getAttribute("transform") || "");
          return 10 * (m ? Number(m[1]) : 1) * k;
        };
        const coords = [...board.querySelectorAll(":scope > use")]
          .map(symbolOf).filter((s) => s && s.id.includes("-c-"))
          .map((s) => capOf(s.querySelector("path")));
        const owners = [...board.querySelectorAll("path.hand-owner")].map(capOf);
        // a seat's shape mark: a symbol (arb-k-…) placed inside the piece's, scaled with it
        const marks = [...svg.querySelectorAll("g.pc use")].map(symbolOf)
          .flatMap((s) => [...s.querySelectorAll("use")])
          .filter((u) => u.getAttribute("href").startsWith("#arb-k-"))
          .map((u) => {
            const b = symbolOf(u).querySelector("path").getBBox();
            const m = /scale\(([\d.]+)\)/.exec(u.parentNode.getAttribute("transform") || "");
            return Math.max(b.width, b.height) * (m ? Number(m[1]) : 1) * k;
          });
        return {
          game: f.dataset.game, left: box.left, top: box.top, width: box.width, square: 45 * k,
          coord: coords.length ? Math.min(...coords) : null,
          owner: owners.length ? Math.min(...owners) : null,
          owners: owners.length,
          mark: marks.length ? Math.min(...marks) : null,
          name: f.querySelectorAll(".board-name").length,
        };
      });
    });
  }, n);
}

test("390 px: bughouse boards stacked, squares ≥ 36 px, named A and B, hands labelled", async () => {
  const page = await watchedPage(browser, PHONE);
  for (const p of ["bughouse/regles.html", "bughouse/faq.html", "bughouse/mat.html"]) {
    await page.goto(fileUrl(p));
    const bs = (await boards(page)).filter((b) => b.game.startsWith("bughouse"));
    assert.ok(bs.length >= 2, p);
    for (let i = 0; i + 1 < bs.length; i += 2) {
      const [a, b] = [bs[i], bs[i + 1]];
      assert.ok(a.square >= 36 && b.square >= 36, `${p}: squares ${a.square.toFixed(1)} px`);
      assert.ok(b.top > a.top + a.width * 0.8, `${p}: board B under board A`);
      assert.ok(a.owners === 2 && b.owners === 2, `${p}: each hand names its owner`);
      assert.ok(a.owner >= 9, `${p}: hand owner labels ${a.owner.toFixed(1)} px`);
    }
    const names = await page.locator("figure.board-example .board-name").allTextContents();
    assert.ok(names.includes("Échiquier A") && names.includes("Échiquier B"), `${p}: ${names}`);
  }
  assert.deepEqual(page.problems, []);
});

test("390 px: the cross board takes the width, coordinates and shape marks ≥ 9 px", async () => {
  const page = await watchedPage(browser, PHONE);
  for (const p of ["quatre-joueurs/plateau.html", "quatre-joueurs-qdan/plateau.html", "quatre-joueurs/faq.html"]) {
    await page.goto(fileUrl(p));
    const bs = (await boards(page)).filter((b) => b.game.startsWith("chess4"));
    assert.ok(bs.length >= 1, p);
    for (const b of bs) {
      assert.ok(b.width >= 385, `${p}: board ${b.width.toFixed(0)} px wide`);
      assert.ok(b.coord >= 9, `${p}: coordinates ${b.coord.toFixed(1)} px`);
      if (b.mark !== null) assert.ok(b.mark >= 9, `${p}: shape marks ${b.mark.toFixed(1)} px`);
    }
    assert.ok(bs.some((b) => b.mark !== null), `${p}: some board shows pieces`);
  }
  // a chess board too: coordinates readable
  await page.goto(fileUrl("echecs/index.html"));
  for (const b of await boards(page)) assert.ok(b.coord >= 9, `chess coordinates ${b.coord}`);
  assert.deepEqual(page.problems, []);
});

/** WCAG relative luminance of a computed colour "rgb(r, g, b)". */
function luminance(css) {
  const [r, g, b] = css.match(/[\d.]+/g).slice(0, 3).map(Number).map((c) => {
    c /= 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a, b) => {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
};

for (const scheme of ["light", "dark"]) {
  test(`${scheme} mode: coordinates and turn marks at least 4.5:1 against the page`, async () => {
    const page = await watchedPage(browser, { ...WIDE, colorScheme: scheme });
    for (const p of ["echecs/index.html", "bughouse/regles.html", "quatre-joueurs/plateau.html", "shogi4/plateau.html"]) {
      await page.goto(fileUrl(p));
      const c = await page.evaluate(() => {
        const bg = getComputedStyle(document.body).backgroundColor;
        const strokes = (sel) => [...document.querySelectorAll(sel)].map((e) => getComputedStyle(e).stroke);
        // a turn mark's outline, computed where it is drawn: its symbol's shapes under a
        // group carrying the mark's classes (the seat's colours)
        const marks = [...document.querySelectorAll("svg use.to-move")].flatMap((u) => {
          const sym = document.getElementById(u.getAttribute("href").slice(1));
          const g = document.createElementNS("http://www.w3.org/2000/svg", "g");
          g.setAttribute("class", u.getAttribute("class"));
          for (const c of sym.children) g.appendChild(c.cloneNode(true));
          u.ownerSVGElement.appendChild(g);
          const s = [...g.querySelectorAll(".dgt")].map((e) => getComputedStyle(e).stroke);
          g.remove();
          return s;
        });
        return { bg, coords: strokes("svg .coord"), marks };
      });
      assert.ok(c.coords.length > 0 && c.marks.length > 0, p);
      for (const s of c.coords) assert.ok(contrast(s, c.bg) >= 4.5, `${p}: coordinate ${s} on ${c.bg}`);
      for (const s of c.marks) assert.ok(contrast(s, c.bg) >= 4.5, `${p}: turn mark ${s} on ${c.bg}`);
    }
    assert.deepEqual(page.problems, []);
  });
}

test("armies stay apart in greyscale (lightness L* at least 15 apart)", async () => {
  const page = await watchedPage(browser, WIDE);
  await page.goto(fileUrl("quatre-joueurs/plateau.html"));
  for (const group of [["red", "blue", "yellow", "green"], ["south", "west", "north", "east"]]) {
    const fills = await page.evaluate((g) => g.map((c) => {
      const e = document.createElement("span");
      e.className = "c-" + c;
      e.style.color = "var(--f)";
      document.body.appendChild(e);
      const v = getComputedStyle(e).color;
      e.remove();
      return v;
    }), group);
    const lstar = fills.map((f) => {
      const y = luminance(f);
      return y > 0.008856 ? 116 * Math.cbrt(y) - 16 : 903.3 * y;
    }).sort((a, b) => a - b);
    for (let i = 1; i < lstar.length; i++) {
      assert.ok(lstar[i] - lstar[i - 1] >= 15, `${group}: L* ${lstar.map((l) => l.toFixed(0))}`);
    }
  }
});

test("the header stays in reach: search and table of contents from anywhere on the page", async () => {
  for (const options of [PHONE, WIDE]) {
    const page = await watchedPage(browser, options);
    await page.goto(fileUrl("bughouse/faq.html"));
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const head = await page.locator("header.entete").boundingBox();
    assert.ok(head.y <= 0.5 && head.y >= -0.5, `header at ${head.y}`);
    assert.ok(head.height <= 80, `header ${head.height} px tall`);
    assert.ok(await page.locator(".recherche-champ").isVisible(), "search box visible");
    const field = await page.locator(".recherche-champ").boundingBox();
    assert.ok(field.y >= 0 && field.y < head.height, "search box in the header");
    if (options === PHONE) {
      // the table of contents is one tap away and shows where the reader is
      await page.locator("header .vers-sommaire").click();
      const cur = page.locator('#sommaire [aria-current="page"]');
      assert.ok(await cur.isVisible(), "current page shown in the open table of contents");
      await page.keyboard.press("Escape");
      assert.ok(!(await cur.isVisible()), "Escape closes it");
    }
    assert.deepEqual(page.problems, []);
  }
});

test("one shared table of contents: the whole book with JavaScript, foldable; a bounded fallback", async () => {
  const summary = fs.readFileSync(path.join(SITE, "static/sommaire.js"), "utf8");
  const rows = JSON.parse(summary.slice(summary.indexOf("=") + 1).trim().replace(/;$/, ""));
  const chapters = rows.filter((r) => r[0] === "c");
  const page = await watchedPage(browser, WIDE);
  await page.goto(fileUrl("shogi4/plateau.html"));
  // the whole book's top-level chapters, the current one opened down to the page
  const tops = await page.locator("#sommaire .sommaire-arbre > li.chapitre").count();
  assert.equal(tops, rows.filter((r) => r[5] === -1 && r[0] === "c").length);
  const cur = page.locator('#sommaire [aria-current="page"]');
  assert.equal(await cur.count(), 1);
  assert.match(await cur.getAttribute("href"), /plateau\.html$/);
  // a folded chapter unfolds on demand, and its links lead to real pages
  const bug = page.locator("#sommaire .sommaire-arbre > li.chapitre", { hasText: "Bughouse" }).first();
  assert.equal(await bug.locator("ol a").count(), 0, "other chapters folded");
  await bug.locator("> .ligne > button.plier").click();
  assert.equal(await bug.getAttribute("data-n") !== null, true);
  const kids = bug.locator("ol a");
  assert.ok(await kids.count() >= 3);
  await kids.first().click();
  await page.waitForLoadState("load");
  assert.match(page.url(), /bughouse\/[a-z]+\.html$/);
  // every chapter is on the contents page, reachable from each page without JavaScript
  const ctx = await browser.newContext({ javaScriptEnabled: false, ...PHONE });
  const nojs = await ctx.newPage();
  await nojs.goto(fileUrl("bughouse/faq.html"));
  await nojs.locator("header .vers-sommaire").click();
  assert.ok(await nojs.locator("#sommaire .sommaire-local").isVisible(), "fallback shown over the page");
  await nojs.locator("#sommaire .sommaire-tout").click();
  await nojs.waitForLoadState("load");
  assert.match(nojs.url(), /sommaire\.html$/);
  assert.equal(await nojs.locator("main ol.sommaire-complet a").count(), chapters.length);
  await ctx.close();
  // a page's own table is small: its HTML does not list the whole book
  const html = fs.readFileSync(path.join(SITE, "bughouse/faq.html"), "utf8");
  const nav = html.slice(html.indexOf('<nav id="sommaire"'), html.indexOf("</nav>", html.indexOf('<nav id="sommaire"')));
  const listed = (nav.match(/<li /g) || []).length;
  assert.ok(listed < chapters.length, `${listed} entries in the page, ${chapters.length} in the book`);
  assert.deepEqual(page.problems, []);
});

test("the outline is folded on a phone, open on a wide screen, and its links work", async () => {
  const phone = await watchedPage(browser, PHONE);
  await phone.goto(fileUrl("echecs/roque.html"));
  const d = phone.locator("details.sur-cette-page");
  assert.equal(await d.evaluate((e) => e.open), false);
  const box = await d.boundingBox();
  assert.ok(box.y < 844, "the outline is at the top of the page");
  await d.locator("summary").click();
  const link = d.locator("a").nth(1);
  const id = (await link.getAttribute("href")).slice(1);
  await link.click();
  const top = await phone.evaluate((id) => document.getElementById(decodeURIComponent(id)).getBoundingClientRect().top, id);
  const head = await phone.locator("header.entete").boundingBox();
  assert.ok(top >= head.height - 1 && top < 300, `heading at ${top}px, under the header`);
  const wide = await watchedPage(browser, WIDE);
  await wide.goto(fileUrl("echecs/roque.html"));
  assert.ok(await wide.locator("details.sur-cette-page a").first().isVisible());
});

test("page titles name their game", async () => {
  const page = await watchedPage(browser, WIDE);
  const want = { "echecs/faq.html": "Échecs", "bughouse/faq.html": "Bughouse",
    "shogi4/faq.html": "Shogi à quatre", "quatre-joueurs/faq.html": "Échecs à quatre" };
  const seen = new Set();
  for (const [p, game] of Object.entries(want)) {
    await page.goto(fileUrl(p));
    const title = await page.title();
    const low = title.toLowerCase();
    assert.ok(low.includes(game.toLowerCase()) && low.includes("questions fréquentes"), `${p}: ${title}`);
    seen.add(title);
  }
  assert.equal(seen.size, 4, "four different titles");
});

/** Every control a finger can reach on the page as it stands, smaller than 44×44 CSS px
 * (WCAG 2.5.5); a link inside a sentence is exempt, as WCAG says. */
async function smallTargets(page) {
  return page.evaluate(() => {
    const shown = (e) => {
      const r = e.getBoundingClientRect();
      const st = getComputedStyle(e);
      return r.width > 0 && r.height > 0 && st.visibility !== "hidden" && r.right > 0 && r.left < innerWidth;
    };
    const inSentence = (a) => {
      if (a.tagName !== "A" || a.className) return false;
      const block = a.closest("p, li, td, th, figcaption, blockquote, dd, .footnote-definition");
      return !!block && !!block.closest("main") && block.textContent.trim() !== a.textContent.trim();
    };
    const all = document.querySelectorAll("a[href], button, input, select, textarea, summary, [tabindex='0']");
    return [...all].filter(shown).filter((e) => !inSentence(e)).map((e) => {
      const r = e.getBoundingClientRect();
      return { what: `${e.tagName.toLowerCase()}.${e.className || ""} « ${(e.textContent || e.placeholder || "").trim().slice(0, 30)} »`, w: r.width, h: r.height };
    }).filter((t) => t.w < 43.5 || t.h < 43.5)
      .map((t) => `${t.what} ${t.w.toFixed(1)}×${t.h.toFixed(1)}`);
  });
}

test("390 px: each piece in hand answers a tap anywhere in 44×44 CSS px, the board unshrunk", async () => {
  const page = await watchedPage(browser, PHONE);
  let measured = 0;
  for (const p of ["shogi4/deplacements.html", "shogi4/faq.html", "bughouse/faq.html", "bughouse/regles.html"]) {
    await page.goto(fileUrl(p));
    await page.evaluate(() => document.querySelectorAll("details").forEach((d) => { d.open = true; }));
    const figs = page.locator("figure.board-example.interactive:has(g.in-hand)");
    const n = await figs.count();
    let ready = false;
    for (let i = 0; i < n; i++) {
      const fig = figs.nth(i);
      // the figure in view, its square's side, its targets and its pieces in hand counted,
      // in one evaluation (they were four round trips)
      const { square, targets, inHand } = await fig.evaluate((f) => {
        f.scrollIntoView({ block: "nearest" });
        const svg = f.querySelector("div.board svg.diagram");
        return {
          square: svg.getBoundingClientRect().width / svg.viewBox.baseVal.width * 45,
          targets: [...f.querySelectorAll("rect.prise-main")].map((r) => {
            const b = r.getBoundingClientRect();
            return { key: r.dataset.key, x: b.x, y: b.y, w: b.width, h: b.height };
          }),
          inHand: f.querySelectorAll("g.in-hand").length,
        };
      });
      assert.ok(square >= (p.startsWith("shogi4") ? 32 : 43), `${p} #${i}: squares ${square.toFixed(1)} px`);
      assert.equal(targets.length, inHand, `${p} #${i}: one target per piece in hand`);
      for (const t of targets) {
        assert.ok(t.w >= 43.5 && t.h >= 43.5, `${p} #${i} ${t.key}: ${t.w.toFixed(1)}×${t.h.toFixed(1)} px`);
        // a tap near each corner of the target chooses that piece, as a tap on it does
        for (const [cx, cy] of [[2, 2], [t.w - 2, 2], [2, t.h - 2], [t.w - 2, t.h - 2]]) {
          const now = await fig.evaluate((f, key) => {
            const r = f.querySelector(`rect.prise-main[data-key="${key}"]`);
            r.scrollIntoView({ block: "center" });
            const b = r.getBoundingClientRect();
            return { x: b.x, y: b.y };
          }, t.key);
          await page.mouse.click(now.x + cx, now.y + cy);
          // the engine the first tap loads, waited for once a page: static/jeu.js sets
          // ARBITRE_JEU.ready once and never clears it, so later waits return at once
          if (!ready) { await engineReady(page); ready = true; }
          // what is chosen, and where the page's title is once scrolled into view, read
          // in one evaluation
          const { chosen, h1 } = await fig.evaluate((f) => {
            const h = document.querySelector("main h1");
            h.scrollIntoView({ block: "center" });
            const b = h.getBoundingClientRect();
            return { chosen: [...f.querySelectorAll("g.in-hand.choisie")].map((g) => g.dataset.key), h1: { x: b.x + b.width / 2, y: b.y + b.height / 2 } };
          });
          assert.deepEqual(chosen, [t.key], `${p} #${i} ${t.key} at (${cx.toFixed(0)}, ${cy.toFixed(0)})`);
          // a tap outside the figure (on the page's title) lets the piece go
          await page.mouse.click(h1.x, h1.y);
        }
        measured++;
      }
    }
  }
  assert.ok(measured >= 6, `${measured} pieces in hand measured`);
  assert.deepEqual(page.problems, []);
});

// Board squares (WCAG 2.5.8, AA: 24×24 CSS px). At 390 px the 9×9 and 14×14 boards
// cannot reach 44 px without hiding part of the position (« Agrandir le plateau », tested
// below, does that on demand): every square of every board, handouts and print pages
// included, stays at 24 px or more, and the page lets the reader zoom (no
// `user-scalable=no`, no `maximum-scale`). The README says the choice.
const squaresCheck = {
  name: "390 px: every board's squares at least 24 CSS px on every page; zoom allowed",
  read: (page) => page.evaluate(() => {
    const viewport = document.querySelector('meta[name="viewport"]')?.getAttribute("content") ?? null;
    document.querySelectorAll("details").forEach((d) => { d.open = true; });
    return { viewport, squares: [...document.querySelectorAll("figure.board-example div.board svg.diagram")].map((svg) => ({
      game: svg.closest("figure").dataset.game,
      side: svg.getBoundingClientRect().width / svg.viewBox.baseVal.width * 45,
    })) };
  }),
  judge: ({ data: { viewport, squares }, quiet }, p) => {
    assert.ok(viewport !== null, `${p}: no viewport`);
    assert.doesNotMatch(viewport, /user-scalable\s*=\s*(no|0)|maximum-scale/, `${p}: ${viewport}`);
    for (const s of squares) {
      assert.ok(s.side >= 24, `${p}: a ${s.game} board's squares are ${s.side.toFixed(1)} px`);
    }
    assert.deepEqual(quiet, [], p);
  },
  overall: (pages) => {
    const least = {};
    let boardsSeen = 0;
    for (const [, { data }] of pages) {
      if (!data) continue;
      for (const s of data.squares) {
        const game = s.game.split(/[-:]/)[0];
        least[game] = Math.min(least[game] ?? Infinity, s.side);
      }
      boardsSeen += data.squares.length;
    }
    assert.ok(boardsSeen > 300, `${boardsSeen} boards measured`);
    // the phone layout's own figures (README): chess and bughouse near 44 px, shogi4 over
    // 32 px, the 4-player board over 25 px
    assert.ok(least.chess >= 43.5 && least.bughouse >= 43.5, JSON.stringify(least));
    assert.ok(least.shogi4 >= 32 && least.chess4 >= 25.5, JSON.stringify(least));
  },
};

// Nothing wider than the phone, read as the page opens.
const NARROW = ["echecs/faq.html", "quatre-joueurs/plateau.html", "bughouse/regles.html"];
const overflowCheck = {
  name: "at 390 px wide nothing overflows sideways",
  pages: (p) => NARROW.includes(p),
  read: (page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  judge: ({ data: over, quiet }, p) => {
    assert.ok(over <= 1, `${p} overflows by ${over}px`);
    assert.deepEqual(quiet, [], p);
  },
  overall: (pages) => assert.equal(pages.length, NARROW.length),
};

// Tap targets (WCAG 2.5.5) on the page with its answers open (as the squares' check left
// it), then with the table of contents opened from the header: that changes the page, so
// it runs once the other checks have read it.
const TAPPED = ["index.html", "echecs/roque.html", "shogi4/faq.html", "bughouse/faq.html", "quatre-joueurs/ffa.html", "sommaire.html"];
const targetsCheck = {
  name: "390 px: every control is a tap target of at least 44×44 CSS px",
  pages: (p) => TAPPED.includes(p),
  read: () => null,
  mutate: async (page) => {
    // everything a reader opens: the answers (their boards' step buttons), the outline
    await page.evaluate(() => document.querySelectorAll("details").forEach((d) => { d.open = true; }));
    const opening = await smallTargets(page);
    // the table of contents, opened from the header
    await page.evaluate(() => document.body.classList.add("sommaire-ouvert"));
    await page.evaluate(() => document.querySelectorAll(".sommaire button.plier[aria-expanded='false']").forEach((b) => b.click()));
    return { opening, contents: await smallTargets(page) };
  },
  judge: ({ changed, problems }, p) => {
    assert.deepEqual(changed.opening, [], `${p}, as it opens`);
    assert.deepEqual(changed.contents, [], `${p}, table of contents open`);
    assert.deepEqual(problems, [], p);
  },
  overall: (pages) => assert.equal(pages.length, TAPPED.length),
};

// Every page at 390 px, opened once for these three checks (walk.mjs): the page as it
// opens, then its answers opened, then its table of contents.
const atPhoneWidth = [overflowCheck, squaresCheck, targetsCheck];
const walkedAtPhoneWidth = once(async () => {
  const page = await watchedPage(browser, PHONE);
  const seen = await walk(page, sitePages(), fileUrl, atPhoneWidth);
  await page.context().close();
  return seen;
});
reportChecks(walkedAtPhoneWidth, atPhoneWidth);

// Every diagram answers a tap (#28): on a phone, a finger's tap on each board of every
// page, the handouts' included, gets the board's answer in its live line (a piece's
// moves, its turn, an empty square), from the engine the first tap loads.
test("390 px: every diagram of every page, handouts included, answers a touch tap", async (t) => {
  const page = await watchedPage(browser, { ...PHONE, hasTouch: true, isMobile: true });
  let figures = 0, handouts = 0;
  // (print.html is the paper version: its figures are pictures, by design)
  for (const p of sitePages().filter((q) => q !== "print.html")) {
    await page.goto(fileUrl(p));
    // the figures counted, those set up counted, the answers opened and the loading
    // text read in one evaluation (four round trips before)
    const { n, ready, loading } = await page.evaluate(() => {
      const n = document.querySelectorAll("figure.board-example").length;
      if (n === 0) return { n };
      const ready = document.querySelectorAll("figure.board-example.interactive.pret").length;
      document.querySelectorAll("details").forEach((d) => { d.open = true; });
      return { n, ready, loading: window.ARBITRE_TEXTES["jeu.chargement"] };
    });
    if (n === 0) continue;
    assert.equal(ready, n, `${p}: every figure set up`);
    // two round trips a figure: a real touch tap (CDP's touch events, as a finger sends
    // them), then one evaluation that waits in the page for that figure's answer in its
    // live line (polled there, as engineReady) and then brings the next figure's board
    // into view and reads its centre (the first evaluation only does the latter)
    for (let i = 0; i <= n; i++) {
      const { said, box } = await page.evaluate(([prev, next, loading, ms]) => new Promise((done) => {
        const fig = (k) => document.querySelectorAll("figure.board-example")[k];
        const then = (said) => {
          if (next === null) { done({ said, box: null }); return; }
          const board = fig(next).querySelector("div.board svg.diagram");
          board.scrollIntoView({ block: "center", inline: "center" });
          const r = board.getBoundingClientRect();
          done({ said, box: { x: r.x + r.width / 2, y: r.y + r.height / 2 } });
        };
        if (prev === null) { then(null); return; }
        const live = fig(prev).querySelector(".board-annonce");
        const t0 = performance.now();
        (function poll() {
          const t = live.textContent.trim();
          if ((t && t !== loading) || performance.now() - t0 > ms) then(t);
          else setTimeout(poll, 10);
        })();
      }), [i > 0 ? i - 1 : null, i < n ? i : null, loading, 15_000]);
      if (i > 0) {
        assert.ok(said && said !== loading, `${p} #${i}: no answer to a tap`);
        figures++;
        if (p.startsWith("fiches/")) handouts++;
      }
      if (i < n) await page.touchscreen.tap(box.x, box.y);
    }
  }
  t.diagnostic(`${figures} diagrams answered a tap, ${handouts} of them on the handouts`);
  assert.ok(figures > 350, `${figures} diagrams`);
  assert.equal(handouts, 14);
  assert.deepEqual(page.problems, []);
});

/** Scrolls the figure's frame (sideways) and the page so that the square is in view;
 * returns its centre on the screen. */
async function inView(page, fig, square) {
  await fig.evaluate((f, sq) => {
    const svg = f.querySelector("div.board svg.diagram");
    const sym = document.getElementById(svg.querySelector(":scope > use").getAttribute("href").slice(1));
    const rows = sym.dataset.grid.split("/").map((r) => r.split(" "));
    const [x0, y0] = sym.dataset.o.split(" ").map(Number);
    const row = rows.findIndex((r) => r.includes(sq));
    const p = svg.createSVGPoint();
    p.x = x0 + rows[row].indexOf(sq) * 45 + 22.5; p.y = y0 + row * 45 + 22.5;
    const q = p.matrixTransform(svg.getScreenCTM());
    const frame = f.querySelector("div.board");
    const r = frame.getBoundingClientRect();
    frame.scrollLeft += q.x - (r.left + r.width / 2);
    window.scrollBy(0, q.y - innerHeight / 2);
  }, square);
  return squareCentre(fig, 0, square);
}

// Board squares of 44 CSS px (WCAG 2.5.5) for the 9×9 and 14×14 boards, which take the
// phone's width at 32 and 26 px a square: « Agrandir le plateau » under each, a toggle
// button (off by default), draws the board at 46 px a square in a frame that scrolls
// sideways; the board still plays by taps and by the keyboard, and paper never shows it.
test("390 px: « Agrandir le plateau » gives the 9×9 and 14×14 boards 44 px squares, and they still play", async (t) => {
  const page = await watchedPage(browser, { ...PHONE, hasTouch: true, isMobile: true });
  let enlarged = 0;
  for (const p of ["shogi4/deplacements.html", "quatre-joueurs/plateau.html", "quatre-joueurs-qdan/faq.html", "fiches/quatre-joueurs.html", "fiches/shogi4.html", "echecs/roque.html", "bughouse/regles.html"]) {
    await page.goto(fileUrl(p));
    await page.evaluate(() => document.querySelectorAll("details").forEach((d) => { d.open = true; }));
    const figs = page.locator("figure.board-example");
    // every figure's state as the page opens, read in one evaluation (it was four round
    // trips a figure, the board's count read again each time): its game, its toggle
    // (how many, shown as playwright's isVisible says — checkVisibility, visibility,
    // a box of some size —, pressed or not, its box) and its squares' sides. A figure
    // played below is turned off again before the next, and none of these depends on the
    // page's scroll.
    const states = await page.evaluate(() => [...document.querySelectorAll("figure.board-example")].map((f) => {
      const buttons = f.querySelectorAll("button.agrandir");
      const b = buttons[0];
      const r = b ? b.getBoundingClientRect() : null;
      return {
        game: f.dataset.game, buttons: buttons.length,
        visible: !!b && b.checkVisibility() && getComputedStyle(b).visibility === "visible" && r.width > 0 && r.height > 0,
        pressed: b ? b.getAttribute("aria-pressed") : null, box: r && { width: r.width, height: r.height },
        sides: [...f.querySelectorAll("div.board svg.diagram")].map((svg) => svg.getBoundingClientRect().width / svg.viewBox.baseVal.width * 45),
      };
    }));
    for (let i = 0; i < states.length; i++) {
      const fig = figs.nth(i);
      const { game, buttons, visible, pressed, box: bbox, sides: before } = states[i];
      const big = /^(chess4|shogi4)/.test(game);
      const button = fig.locator("button.agrandir");
      // shown exactly where a square is under 44 px
      assert.ok(buttons <= 1, `${p} #${i + 1}: one toggle`);
      assert.equal(visible, big, `${p} #${i + 1} (${game}): toggle shown`);
      if (!big) { assert.ok(Math.min(...before) >= 43.5, `${p} #${i + 1}`); continue; }
      assert.ok(Math.min(...before) < 43.5);
      assert.equal(pressed, "false", "off by default");
      assert.ok(bbox.width >= 43.5 && bbox.height >= 43.5, `${p}: the toggle ${bbox.width}×${bbox.height}`);
      await button.scrollIntoViewIfNeeded();
      await button.tap();
      // pressed, the squares and the frame, read in one evaluation
      const on = await fig.evaluate((f) => {
        const d = f.querySelector("div.board");
        return { pressed: f.querySelector("button.agrandir").getAttribute("aria-pressed"),
          sides: [...f.querySelectorAll("div.board svg.diagram")].map((svg) => svg.getBoundingClientRect().width / svg.viewBox.baseVal.width * 45),
          frame: { scroll: d.scrollWidth, client: d.clientWidth, page: document.documentElement.scrollWidth } };
      });
      assert.equal(on.pressed, "true");
      assert.ok(Math.min(...on.sides) >= 44, `${p} #${i + 1}: squares ${on.sides.map((s) => s.toFixed(1))} px`);
      const frame = on.frame;
      assert.ok(frame.scroll > frame.client + 40, `${p}: the frame scrolls sideways ${JSON.stringify(frame)}`);
      assert.ok(frame.page <= 390, `${p}: the page itself does not scroll sideways (${frame.page})`);
      enlarged++;
      if (enlarged > 3) { await button.tap(); continue; }
      // a move played by taps on the enlarged board
      const center = await fig.locator("div.board svg.diagram").boundingBox();
      await page.touchscreen.tap(center.x + center.width / 2, center.y + center.height / 2);
      await engineReady(page);
      // (that tap may have chosen the piece in the middle: a tap outside lets it go)
      await page.locator("main h1").first().tap();
      const data = await boardData(fig);
      const frameData = data.frames[await currentFrame(fig)];
      const key = Object.keys(frameData.m).find((k) => !k.startsWith("*") && frameData.m[k]);
      assert.ok(key, `${p}: a piece with moves`);
      const from = await inView(page, fig, key);
      await page.touchscreen.tap(from.x, from.y);
      assert.ok((await marked(fig)).length > 0, `${p}: ${key}'s destinations marked`);
      const dest = (await decode(fig, 0, frameData.m[key]))[0];
      const to = await inView(page, fig, dest);
      await page.touchscreen.tap(to.x, to.y);
      const promo = fig.locator(".promotion button");
      if (await promo.count() > 0) await promo.first().tap();
      await fig.locator(".jeu-commandes").waitFor({ timeout: 15_000 });
      // the keyboard: the cursor walks the board and stays inside the frame's view
      await fig.locator("div.board").focus();
      for (let k = 0; k < 14; k++) await page.keyboard.press("ArrowRight");
      const cursor = await fig.evaluate((f) => {
        const c = f.querySelector("rect.curseur").getBoundingClientRect();
        const r = f.querySelector("div.board").getBoundingClientRect();
        return { left: c.left, right: c.right, min: r.left, max: r.right };
      });
      assert.ok(cursor.left >= cursor.min - 1 && cursor.right <= cursor.max + 1, `${p}: cursor in view ${JSON.stringify(cursor)}`);
      // on paper the board is back in its column, the toggle not printed
      await page.emulateMedia({ media: "print" });
      const printed = await fig.evaluate((f) => ({
        button: getComputedStyle(f.querySelector(".board-outils")).display,
        board: f.querySelector("div.board svg.diagram").getBoundingClientRect().width,
        column: f.getBoundingClientRect().width,
      }));
      assert.equal(printed.button, "none");
      assert.ok(printed.board <= printed.column + 1, `${p}: printed board ${JSON.stringify(printed)}`);
      await page.emulateMedia({ media: "screen" });
      // the keyboard turns it off again
      await button.focus();
      await page.keyboard.press("Enter");
      const off = await fig.evaluate((f) => ({ pressed: f.querySelector("button.agrandir").getAttribute("aria-pressed"),
        sides: [...f.querySelectorAll("div.board svg.diagram")].map((svg) => svg.getBoundingClientRect().width / svg.viewBox.baseVal.width * 45) }));
      assert.equal(off.pressed, "false");
      assert.ok(Math.min(...off.sides) < 43.5);
    }
  }
  t.diagnostic(`${enlarged} boards enlarged`);
  assert.ok(enlarged >= 8, `${enlarged} boards enlarged`);
  assert.deepEqual(page.problems, []);
});
