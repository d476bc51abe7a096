// Paper: every handout, print.html and one chapter alone (print.html#imprimer-echecs) printed to A4 PDF by
// Chromium as a reader's Ctrl+P would (the page's own @page size and margins), then read
// back with pdfinfo and pdftotext: page counts, captions printed, nothing meant for the
// screen printed. Layout facts (boards at one square size, columns that flow, figures
// that cannot be cut) are read from the page laid out for print.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import vm from "node:vm";
import { execFileSync } from "node:child_process";
import { launch, fileUrl, watchedPage, SITE } from "./helpers.mjs";

let browser;
let tmp;
before(async () => { browser = await launch(); tmp = fs.mkdtempSync(path.join(os.tmpdir(), "arbitre-pdf-")); });
after(async () => { await browser?.close(); fs.rmSync(tmp, { recursive: true, force: true }); });

const HANDOUTS = ["echecs", "quatre-joueurs", "quatre-joueurs-qdan", "shogi4", "bughouse"];
/** Handouts allowed a second page, and why (none needs one today). */
const TWO_PAGES = {};
/** The club's guide on paper: at most 80 A4 pages (72 with the real-games page and FIDE draws); as it grows, about two per page of the site. */
const MAX_BOOK_PAGES = 80;
const CM = 96 / 2.54;

/** Page count, from pdfinfo, after checking every page is A4. */
function pdfPages(file) {
  const info = execFileSync("pdfinfo", [file]).toString();
  assert.match(info, /Page size:\s+59[45]\.\d+ x 84[12]\.\d+ pts \(A4\)/, info);
  return Number(info.match(/Pages:\s+(\d+)/)[1]);
}

/** The printed text in reading order, spaces, apostrophes and ligatures made plain. */
function pdfText(file) {
  return plain(execFileSync("pdftotext", ["-enc", "UTF-8", file, "-"]).toString());
}
function plain(s) {
  return s.normalize("NFKC").replace(/[\u2019]/g, "'").replace(/[\s\u00a0\u202f]+/g, " ");
}

/** Prints the page as Chromium's print dialog would: A4 from its own @page rule. */
async function printPdf(page, name) {
  await page.emulateMedia({ media: "print" });
  const out = path.join(tmp, `${name}.pdf`);
  await page.pdf({ path: out, preferCSSPageSize: true, printBackground: true });
  return out;
}

/** Sentences only the screen shows: every text the site's scripts write (static/textes.js,
 * the literal runs of 12 characters or more) and the site's own screen-only lines. */
let screenOnly;
async function screenSentences() {
  if (screenOnly) return screenOnly;
  const sandbox = { window: {} };
  vm.runInNewContext(fs.readFileSync(path.join(SITE, "static/textes.js"), "utf8"), sandbox);
  // the names of the game's endings (fin.*) are the rules' own words, which the
  // guide's prose uses too; a run cut before « ({raison}) » is a phrase of the same kind
  const texts = Object.entries(sandbox.window.ARBITRE_TEXTES)
    .filter(([key]) => !key.startsWith("fin."))
    .map(([, text]) => text);
  assert.ok(texts.length > 20, "the scripts' texts are read");
  const runs = texts
    .flatMap((t) => t.split(/\{[^}]*\}/))
    .map((r) => plain(r).trim().replace(/[\s(]+$/, ""))
    .filter((r) => r.length > 12);
  // what the book marks as screen-only (.ecran-seulement), read from its pages
  const page = await watchedPage(browser);
  const marked = [];
  for (const rel of ["index.html", "echecs/index.html"]) {
    await page.goto(fileUrl(rel));
    marked.push(...(await page.locator("main .ecran-seulement").allInnerTexts()));
  }
  assert.ok(marked.length >= 2, "the guide marks its screen-only sentences");
  const lines = marked.flatMap((t) => plain(t).split(/(?<=[.:!?]) /)).map((s) => s.trim().slice(0, 60)).filter((s) => s.length >= 12);
  screenOnly = [...new Set([
    ...runs, ...lines,
    "Touchez une pièce", "Le lien « Imprimer »", "Imprimer ce chapitre", "Retour au guide",
    "Retour au chapitre", "Ctrl+P", "Tout ouvrir", "Tout fermer", "Rechercher", "◀", "▶",
  ].map(plain))];
  await page.context().close();
  return screenOnly;
}

function assertNothingForTheScreen(text, sentences, what) {
  const printed = sentences.filter((s) => text.includes(s));
  assert.deepEqual(printed, [], `${what}: screen-only text printed`);
  assert.ok(!/\bPNG\b/.test(text), `${what}: a « PNG » link printed`);
}

/** Every caption's first words appear in the printed text. */
async function assertCaptionsPrinted(page, text, what) {
  const captions = await page.locator("figure.board-example figcaption").allInnerTexts();
  for (const c of captions) {
    const words = plain(c).trim().split(" ").slice(0, 4).join(" ");
    assert.ok(text.includes(words), `${what}: caption « ${words} » printed`);
  }
}

for (const name of HANDOUTS) {
  test(`handout ${name}: ${TWO_PAGES[name] ? "two A4 pages" : "one A4 page"}, two columns that flow, 2 to 4 small boards, body ≥ 9 pt`, async (t) => {
    const page = await watchedPage(browser);
    await page.goto(fileUrl(`fiches/${name}.html`));
    await page.emulateMedia({ media: "print" });
    const figures = page.locator("figure.board-example");
    const n = await figures.count();
    assert.ok(n >= 2 && n <= 4, `${n} diagrams`);
    const layout = await page.evaluate(() => {
      const article = document.querySelector(".fiche-contenu");
      const spans = [...article.querySelectorAll("*")]
        .filter((e) => getComputedStyle(e).columnSpan === "all").map((e) => e.tagName);
      const body = [...article.querySelectorAll("p, li")].filter((e) => !e.closest("figure"))
        .map((e) => parseFloat(getComputedStyle(e).fontSize));
      const boards = [...article.querySelectorAll("figure.board-example svg.diagram")]
        .map((s) => s.getBoundingClientRect().width);
      return { columns: getComputedStyle(article).columnCount, spans, body, boards,
        column: (article.getBoundingClientRect().width - parseFloat(getComputedStyle(article).columnGap)) / 2 };
    });
    assert.equal(layout.columns, "2");
    // only the title crosses the columns: nothing breaks them into fragments
    assert.deepEqual(layout.spans, ["H1"]);
    assert.ok(layout.body.length > 3 && layout.body.every((px) => px >= 12), `body text in px: ${layout.body}`);
    assert.ok(layout.boards.every((w) => w > 1.8 * CM && w <= layout.column + 1), `boards in the column: ${layout.boards} (column ${layout.column})`);
    const out = await printPdf(page, `fiche-${name}`);
    const pages = pdfPages(out);
    t.diagnostic(`${name}: ${pages} page(s), ${n} diagrams`);
    assert.equal(pages, TWO_PAGES[name] ? 2 : 1, TWO_PAGES[name] ?? "one page");
    const text = pdfText(out);
    await assertCaptionsPrinted(page, text, name);
    assertNothingForTheScreen(text, await screenSentences(), name);
    assert.deepEqual(page.problems, []);
  });
}

// Chromium's own print (`--print-to-pdf`) lays the page out at its default window width
// before printing, unlike the page above: a handout on the edge of its page overflowed
// there only (the shogi4 footer once fell onto a second page). That print is the same
// printToPDF of the DevTools protocol as `page.pdf`, in a window of the same size: a
// context with no viewport of its own keeps the headless window (780×493, as the command
// line's), and the command line prints backgrounds and honours @page. Checked once
// (docs/MEASURES.md, « Mise en route », 8 décembre 2026): the five handouts printed both
// ways give every word at the same place (`pdftotext -bbox`) and the same pixels
// (`pdftoppm`); printed here, in the browser already running, instead of five launches.
test("handouts printed as by Chromium's command line: one A4 page each", async () => {
  const context = await browser.newContext({ viewport: null });
  const page = await context.newPage();
  for (const name of HANDOUTS) {
    await page.goto(fileUrl(`fiches/${name}.html`));
    const out = path.join(tmp, `cli-${name}.pdf`);
    await page.pdf({ path: out, preferCSSPageSize: true, printBackground: true });
    assert.equal(pdfPages(out), TWO_PAGES[name] ? 2 : 1, `${name} printed as by chromium --print-to-pdf`);
  }
  await context.close();
});

test("print.html: the whole guide, compact, nested contents, links inside, nothing for the screen", async (t) => {
  const page = await watchedPage(browser);
  await page.goto(fileUrl("print.html"));
  const sitemap = fs.readFileSync(path.join(SITE, "sitemap.xml"), "utf8");
  const sitePages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].length;
  const sections = await page.locator("section.chapitre-imprime").evaluateAll((ss) => ss.map((s) => s.id));
  assert.equal(sections.length, sitePages);
  const dup = await page.evaluate(() => {
    const seen = new Map();
    document.querySelectorAll("[id]").forEach((e) => seen.set(e.id, (seen.get(e.id) || 0) + 1));
    return [...seen].filter(([, n]) => n > 1).map(([id]) => id);
  });
  assert.deepEqual(dup, []);
  const broken = await page.evaluate(() => [...document.querySelectorAll('a[href^="#"]')]
    .map((a) => a.getAttribute("href").slice(1)).filter((id) => id && !document.getElementById(decodeURIComponent(id))));
  assert.deepEqual(broken, []);
  const toPages = await page.evaluate(() => [...document.querySelectorAll("main a[href]")]
    .map((a) => a.getAttribute("href")).filter((h) => /\.html(#|$)/.test(h) && !/^[a-z]+:/.test(h)));
  assert.deepEqual(toPages, [], "links between chapters point inside the page");
  const handouts = await page.locator("nav.fiches-liste a").count();
  assert.ok(handouts >= 5, "print.html lists the handouts (on screen)");

  // the table of contents: parts, chapters, the pages under them, each page once
  const toc = await page.evaluate(() => {
    const nav = document.querySelector("nav.table-imprimee");
    const depth = (a) => { let d = 0; for (let e = a; e !== nav; e = e.parentElement) if (e.tagName === "OL") d++; return d; };
    const links = [...nav.querySelectorAll("a")];
    return { targets: links.map((a) => a.getAttribute("href").slice(1)), depths: links.map(depth),
      parts: [...nav.querySelectorAll(".partie")].map((p) => p.textContent) };
  });
  assert.deepEqual(toc.targets, sections);
  assert.ok(toc.parts.length >= 1, "part titles in the contents");
  assert.deepEqual([...new Set(toc.depths)].sort(), [1, 2, 3], `levels: ${toc.depths}`);

  assert.equal(await page.locator("details:not([open])").count(), 0);
  assert.ok(await page.locator("details").count() > 10);
  assert.equal(await page.locator("main :is(.board-steps, script.board-data, figure.interactive, div.board[hidden], .ecran-seulement, a.png-link)").count(), 0);
  assert.ok(await page.locator("figure.board-example svg").count() > 150);

  // boards at one square size (their drawing's own scale), the bughouse pair across the
  // column, every figure in one piece with its caption and shorter than a page
  await page.emulateMedia({ media: "print" });
  const figs = await page.evaluate(() => [...document.querySelectorAll("figure.board-example")].map((f) => {
    const svgs = [...f.querySelectorAll("svg.diagram")];
    const group = f.closest(".groupe-imprime");
    const gs = getComputedStyle(group);
    return {
      game: f.dataset.game,
      scale: svgs.map((s) => s.getBoundingClientRect().width / Number(s.getAttribute("width"))),
      width: f.querySelector(".board").getBoundingClientRect().width,
      column: (group.getBoundingClientRect().width - parseFloat(gs.columnGap)) / Number(gs.columnCount),
      columns: gs.columnCount,
      height: f.getBoundingClientRect().height,
      unbreakable: getComputedStyle(f).breakInside === "avoid",
      caption: f.lastElementChild.tagName === "FIGCAPTION" || !!f.querySelector(":scope > figcaption"),
    };
  }));
  const single = figs.filter((f) => !f.game.startsWith("bughouse")).flatMap((f) => f.scale);
  const [lo, hi] = [Math.min(...single), Math.max(...single)];
  assert.ok(hi / lo < 1.08, `one square size for every board: scales ${lo.toFixed(3)}…${hi.toFixed(3)}`);
  const chess = figs.find((f) => f.game === "chess");
  assert.ok(chess.width < chess.column / 2 + 1, "a chess board leaves room for its caption beside it");
  for (const f of figs.filter((f) => f.game.startsWith("bughouse"))) {
    assert.ok(f.width > 0.97 * f.column, `the two bughouse boards across the column: ${f.width} of ${f.column}`);
  }
  for (const f of figs) {
    assert.equal(f.columns, "2");
    assert.ok(f.unbreakable && f.caption, `${f.game}: a figure keeps its caption and is never cut`);
    assert.ok(f.height < 25 * CM, `${f.game}: a figure fits a page (${f.height}px)`);
  }

  const out = await printPdf(page, "print");
  const pages = pdfPages(out);
  t.diagnostic(`print.html: ${pages} pages for ${sitePages} pages of the site`);
  assert.ok(pages <= Math.max(MAX_BOOK_PAGES, 2 * sitePages), `${pages} pages for ${sitePages} pages of the site`);
  assert.ok(pages >= sitePages / 2, `${pages} pages: the whole guide is printed`);
  const text = pdfText(out);
  assertNothingForTheScreen(text, await screenSentences(), "print.html");
  await assertCaptionsPrinted(page, text, "print.html");
  assert.deepEqual(page.problems, []);
});

test("every page links to print.html from its header, and the link works", async () => {
  const page = await watchedPage(browser);
  await page.goto(fileUrl("echecs/roque.html"));
  await page.locator("header a.vers-imprimer").click();
  await page.waitForLoadState("load");
  assert.match(page.url(), /\/print\.html$/);
  assert.equal(await page.locator("#recherche").count(), 0, "print page has no search slot");
  await page.goto(fileUrl("echecs/roque.html"));
  assert.equal(await page.locator("#recherche").count(), 1, "the search slot is there");
});

// « Imprimer ce chapitre » leads to the chapter's group in print.html: no chapter is
// written twice, and `:has(:target)` (static/print.css) shows and prints that group alone.
test("« Imprimer ce chapitre »: print.html#imprimer-<chapitre> shows and prints that chapter alone, from file://", async (t) => {
  const whole = fs.readFileSync(path.join(SITE, "print.html"), "utf8");
  const anchors = [...whole.matchAll(/<div class="groupe-imprime avec-pages" id="imprimer-([^"]+)">/g)].map((m) => m[1]);
  assert.ok(anchors.includes("echecs") && anchors.length >= 5, `anchors: ${anchors}`);
  assert.ok(!fs.existsSync(path.join(SITE, "print")), "no print/ folder: each chapter is printed from print.html");
  const sitemap = fs.readFileSync(path.join(SITE, "sitemap.xml"), "utf8");
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(/^.*?((?:[^/]+\/)?[^/]+\.html)$/, "$1"));
  // (each page's link to its group is checked on the walk of every page,
  // walk-desktop.test.mjs)
  const page = await watchedPage(browser);
  // the chess chapter alone, on screen: its pages only, and the bar says so
  await page.goto(fileUrl("print.html#imprimer-echecs"));
  const shown = () => page.locator("section.chapitre-imprime").evaluateAll((ss) => ss.filter((s) => s.checkVisibility()).map((s) => s.id));
  const chessPages = locs.filter((l) => l.startsWith("echecs/"));
  const ids = await shown();
  assert.equal(ids.length, chessPages.length, `shown: ${ids}`);
  assert.ok(ids.every((id) => id.startsWith("echecs-")), `shown: ${ids}`);
  assert.ok(await page.locator("a.seul-chapitre").isVisible(), "a link to the whole guide");
  assert.ok(!(await page.locator("nav.table-imprimee").isVisible()), "no table of contents");
  const others = await page.evaluate(() => [...document.querySelectorAll(".groupe-imprime[id]:not(#imprimer-echecs) > section:first-child h1")]
    .map((h) => h.textContent.trim()));
  assert.ok(others.length >= 4, `other chapters' titles: ${others}`);
  // what `arbitre serve` shows over a page when the book stops building stays on screen
  await page.evaluate(() => {
    const box = document.createElement("div");
    box.id = "arbitre-diagnostics";
    box.style.cssText = "position:fixed;inset:auto 0 0 0;display:block";
    box.textContent = "Le livre ne se construit plus : voici pourquoi.";
    document.body.append(box);
  });
  const out = await printPdf(page, "chapitre-echecs");
  const pages = pdfPages(out);
  t.diagnostic(`print.html#imprimer-echecs: ${pages} pages for ${chessPages.length} pages`);
  assert.ok(pages >= 2 && pages <= 2 * chessPages.length, `${pages} pages for ${chessPages.length} pages`);
  const text = pdfText(out);
  assertNothingForTheScreen(text, await screenSentences(), "print.html#imprimer-echecs");
  assert.ok(!text.includes("Le livre ne se construit plus"), "the reload script's messages are not printed");
  for (const title of others) assert.ok(!text.includes(plain(title)), `another chapter printed: ${title}`);
  assert.ok(!text.includes("Table des matières"), "the contents are not printed");
  const captions = await page.locator("#imprimer-echecs figure.board-example figcaption").allInnerTexts();
  assert.ok(captions.length > 10, `${captions.length} chess captions`);
  for (const c of captions) {
    const words = plain(c).trim().split(" ").slice(0, 4).join(" ");
    assert.ok(text.includes(words), `caption « ${words} » printed`);
  }
  // a link to another section moves the target: the whole guide again
  await page.goto(fileUrl("print.html#echecs-roque"));
  assert.equal((await shown()).length, locs.length);
  assert.deepEqual(page.problems, []);
});

// Each PNG is drawn at 300 dpi at the size print gives its board (the chessboard 3.5 cm,
// static/print.css), records 300 dpi, and so prints as the print pages show it.
test("every diagram has its 300 dpi PNG, at print size", async () => {
  const page = await watchedPage(browser);
  await page.goto(fileUrl("echecs/roque.html"));
  const hrefs = await page.locator("figure a.png-link").evaluateAll((as) => as.map((a) => a.href));
  assert.equal(hrefs.length, await page.locator("figure.board-example").count());
  for (const h of hrefs) {
    const file = decodeURIComponent(new URL(h).pathname);
    const png = fs.readFileSync(file);
    assert.equal(png.subarray(1, 4).toString(), "PNG");
    const width = png.readUInt32BE(16);
    assert.equal(width, Math.round(3.5 / 2.54 * 300)); // 413 pixels
    const phys = png.indexOf("pHYs");
    assert.ok(phys > 0, `${file}: no pHYs chunk`);
    assert.equal(png.readUInt32BE(phys + 4), Math.round(300 / 0.0254)); // pixels a metre
  }
  // the printed chessboard, measured in Chromium: 3.5 cm as well
  await page.emulateMedia({ media: "print" });
  await page.goto(fileUrl("print.html#imprimer-echecs"));
  const printed = await page.locator("figure.board-example .board").first().evaluate((b) => b.getBoundingClientRect().width);
  assert.ok(Math.abs(printed - 3.5 / 2.54 * 96) < 0.5, `printed chessboard ${printed} px`);
});

// Chromium lays a printed page out at the paper's text width (A4 less the @page margins,
// about 44 rem), narrower than the screen's phone rule once matched: printed figures then
// took the phone's negative margins and lost their coordinates. Laid out here at that
// width with print media, each printed figure's boxes are measured against its column.
const A4_TEXT_WIDTH = Math.floor((210 - 22) / 25.4 * 96);
async function printedBoxes(page, rel) {
  await page.setViewportSize({ width: A4_TEXT_WIDTH, height: 1100 });
  await page.goto(fileUrl(rel));
  await page.emulateMedia({ media: "print" });
  // (a chapter alone hides the others' figures)
  return page.evaluate(() => [...document.querySelectorAll("figure.board-example")].filter((f) => f.checkVisibility()).map((f, i) => {
    const group = f.closest(".groupe-imprime") || document.querySelector("main");
    const gs = getComputedStyle(group);
    const g = group.getBoundingClientRect();
    const n = Number(gs.columnCount) || 1;
    const gap = n > 1 ? parseFloat(gs.columnGap) : 0;
    const column = (g.width - gap * (n - 1)) / n;
    const r = f.getBoundingClientRect();
    // the column the figure starts in, from its left edge
    const k = Math.max(0, Math.min(n - 1, Math.round((r.left - g.left) / (column + gap))));
    const left = g.left + k * (column + gap);
    return {
      at: `${f.dataset.game} #${i}`, column, width: r.width,
      figure: [r.left - left, r.right - left],
      // each board drawing holds its coordinates (files and ranks) inside its viewBox
      boards: [...f.querySelectorAll("svg.diagram")].map((s) => {
        const b = s.getBoundingClientRect();
        return [b.left - left, b.right - left, b.left, b.right];
      }),
    };
  }));
}

test("printed at A4 width: no figure wider than its column, every board with its coordinates on the page", async (t) => {
  const pages = ["print.html", "print.html#imprimer-echecs", "print.html#imprimer-quatre-joueurs", "bughouse/faq.html", "shogi4/faq.html", "quatre-joueurs/faq.html", "echecs/roque.html"];
  const page = await watchedPage(browser);
  let n = 0;
  for (const rel of pages) {
    const figs = await printedBoxes(page, rel);
    assert.ok(figs.length > 0, `${rel}: figures`);
    for (const f of figs) {
      n++;
      const where = `${rel} ${f.at}`;
      assert.ok(f.width <= f.column + 1, `${where}: ${f.width.toFixed(1)} px wide in a ${f.column.toFixed(1)} px column`);
      assert.ok(f.figure[0] >= -1 && f.figure[1] <= f.column + 1, `${where}: figure at ${f.figure.map((x) => x.toFixed(1))} of its column`);
      for (const [l, r, x0, x1] of f.boards) {
        assert.ok(l >= -1 && r <= f.column + 1, `${where}: board at ${l.toFixed(1)}…${r.toFixed(1)} of a ${f.column.toFixed(1)} px column`);
        assert.ok(x0 >= 0 && x1 <= A4_TEXT_WIDTH, `${where}: board at ${x0.toFixed(1)}…${x1.toFixed(1)} on a ${A4_TEXT_WIDTH} px page`);
      }
    }
  }
  t.diagnostic(`${n} printed figures measured on ${pages.length} pages`);
  assert.deepEqual(page.problems, []);
});
