// Accessibility: axe-core (from npm, tests/browser/package.json) run on every page of
// the built guide, scripts loaded (the search field, the FAQ filter, the boards), on a
// desktop in light mode and on a phone in dark mode: no violation of any rule axe checks.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { launch, fileUrl, watchedPage, SITE } from "./helpers.mjs";

const AXE = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

function pages() {
  const out = [];
  (function walk(dir) {
    for (const f of fs.readdirSync(dir).sort()) {
      const p = path.join(dir, f);
      if (fs.statSync(p).isDirectory()) walk(p);
      else if (f.endsWith(".html")) out.push(path.relative(SITE, p).split(path.sep).join("/"));
    }
  })(SITE);
  return out;
}

for (const [what, options] of [
  ["desktop, light", { viewport: { width: 1280, height: 900 }, colorScheme: "light" }],
  ["phone, dark", { viewport: { width: 390, height: 844 }, colorScheme: "dark", hasTouch: true, isMobile: true }],
]) {
  test(`axe-core: no violation on any page (${what})`, async (t) => {
    // axe is injected by the test as an inline script, which the pages' own policy
    // (script-src 'self') refuses: the test's context bypasses it, the pages keep it.
    const page = await watchedPage(browser, { ...options, bypassCSP: true });
    const all = pages();
    assert.ok(all.length > 30, `${all.length} pages`);
    const found = [];
    for (const rel of all) {
      await page.goto(fileUrl(rel));
      await page.addScriptTag({ content: AXE });
      const r = await page.evaluate(() => window.axe.run(document, { resultTypes: ["violations"], preload: false }));
      for (const v of r.violations) {
        found.push(`${rel}: ${v.id} (${v.impact}) at ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(", ")}`);
      }
    }
    t.diagnostic(`${all.length} pages checked by axe-core`);
    assert.deepEqual(found, []);
    assert.deepEqual(page.problems, []);
  });
}

test("FAQ pages: two search landmarks, each named", async () => {
  const page = await watchedPage(browser);
  await page.goto(fileUrl("echecs/faq.html"));
  const names = await page.locator('[role="search"]').evaluateAll((es) => es.map((e) => e.getAttribute("aria-label") || ""));
  assert.equal(names.length, 2);
  assert.ok(names.every((n) => n.length > 0) && names[0] !== names[1], `names: ${names}`);
  assert.deepEqual(page.problems, []);
});
