// Lighthouse (from npm, tests/browser/package.json) over http: accessibility at 100 (#28),
// on one page of each kind the guide builds (below); LIGHTHOUSE_PAGES=all runs every page,
// handouts included. axe.test.mjs already checks every page, in two modes, at each pass:
// Lighthouse on all 42 cost about 2 min of CPU for no page kind more. One Chromium for all pages,
// driven through Lighthouse's node API: each page is loaded, then Lighthouse takes its
// snapshot of the accessibility category (the same audits as a navigation report, without
// its waits for a quiet network and CPU), desktop preset, no full-page screenshot.
// About 2.7 s of CPU a page (42 pages, 7 December 2026).
//
// The whole report once, as a reader's Lighthouse runs it (navigation, best practices
// and SEO too): LIGHTHOUSE_MODE=navigation LIGHTHOUSE_CATEGORIES=accessibility,best-practices,seo
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import { snapshot, navigation, desktopConfig } from "lighthouse";
import puppeteer from "puppeteer-core";
import { serve, SITE, sitePages } from "./helpers.mjs";

const CATEGORIES = (process.env.LIGHTHOUSE_CATEGORIES || "accessibility").split(",");
const MODE = process.env.LIGHTHOUSE_MODE || "snapshot";
/** One page per kind: home, contents, 404, a handout, the game records, a FAQ (its
 * filter), and a chapter of each family (their boards, hands and controls differ).
 * Not print.html: it repeats the chapters, and axe.test.mjs checks it whole. */
const KINDS = ["index.html", "sommaire.html", "404.html", "fiches/echecs.html",
  "parties-reelles.html", "shogi4/faq.html", "echecs/roque.html", "bughouse/regles.html",
  "quatre-joueurs/plateau.html", "quatre-joueurs-qdan/individuel.html", "shogi4/deplacements.html"];
/** Pages whose score below 100 in a category is by design, and why. */
const BY_DESIGN = {
  // the paper version repeats every page: kept out of search engines (noindex)
  "print.html": { seo: "noindex: the print version repeats the pages" },
};

let browser, server;
before(async () => {
  server = await serve();
  browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run",
      "--disable-component-update", "--disable-sync"],
  });
});
after(async () => { await browser?.close(); await server?.close(); });

const ALL = process.env.LIGHTHOUSE_PAGES === "all";
test(`Lighthouse: ${CATEGORIES.join(", ")} at 100 on ${ALL ? "every page" : "a page of each kind"} (${MODE}, desktop)`, { timeout: 1_800_000 }, async (t) => {
  const config = {
    extends: "lighthouse:default",
    settings: { ...desktopConfig.settings, onlyCategories: CATEGORIES, disableFullPageScreenshot: true },
  };
  const page = await browser.newPage();
  const pages = sitePages();
  assert.ok(pages.length > 30, `${pages.length} pages`);
  // a page renamed away must fail here, not leave its kind unchecked
  assert.deepEqual(KINDS.filter((p) => !pages.includes(p)), [], "pages of each kind exist");
  const all = ALL ? pages : KINDS;
  const found = [];
  for (const rel of all) {
    let result;
    if (MODE === "navigation") {
      result = await navigation(page, server.base + rel, { config });
    } else {
      await page.goto(server.base + rel, { waitUntil: "load" });
      result = await snapshot(page, { config });
    }
    const { lhr } = result;
    assert.equal(lhr.runtimeError, undefined, `${rel}: ${JSON.stringify(lhr.runtimeError)}`);
    for (const c of CATEGORIES) {
      const cat = lhr.categories[c];
      assert.ok(cat, `${rel}: no ${c} score`);
      if (cat.score === 1 || BY_DESIGN[rel]?.[c]) continue;
      const failed = cat.auditRefs.map((r) => lhr.audits[r.id])
        .filter((a) => a.score !== null && a.score < 1 && !["informative", "manual", "notApplicable"].includes(a.scoreDisplayMode))
        .map((a) => a.id);
      found.push(`${rel}: ${c} ${Math.round(cat.score * 100)} (${failed.join(", ")})`);
    }
  }
  t.diagnostic(`${all.length} pages, ${CATEGORIES.join(", ")} (${MODE})`);
  assert.deepEqual(found, []);
});
