// Lighthouse (from npm, tests/browser/package.json) on every page of the built guide,
// handouts included, over http: accessibility at 100 (#28). One Chromium for all pages,
// driven through Lighthouse's node API: each page is loaded, then Lighthouse takes its
// snapshot of the accessibility category (the same audits as a navigation report, without
// its waits for a quiet network and CPU), desktop preset, no full-page screenshot.
// About 2.7 s of CPU a page (47 pages, 7 December 2026).
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

test(`Lighthouse: ${CATEGORIES.join(", ")} at 100 on every page (${MODE}, desktop)`, { timeout: 1_800_000 }, async (t) => {
  const config = {
    extends: "lighthouse:default",
    settings: { ...desktopConfig.settings, onlyCategories: CATEGORIES, disableFullPageScreenshot: true },
  };
  const page = await browser.newPage();
  const all = sitePages();
  assert.ok(all.length > 30, `${all.length} pages`);
  assert.ok(all.some((p) => p.startsWith("fiches/")), "the handouts are among them");
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
