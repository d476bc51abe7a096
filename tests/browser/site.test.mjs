import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { launch, fileUrl, serve, watchedPage } from "./helpers.mjs";

let browser;
let server;
before(async () => { browser = await launch(); server = await serve(); });
after(async () => { await browser?.close(); await server?.close(); });

const PAGES = ["index.html", "echecs/roque.html", "echecs/faq.html", "quatre-joueurs/faq.html",
  "shogi4/faq.html", "bughouse/faq.html", "quatre-joueurs/ffa.html", "print.html",
  "fiches/echecs.html", "fiches/bughouse.html", "404.html"];

for (const [how, url] of [["file://", (p) => fileUrl(p)], ["http", (p) => server.base + p]]) {
  test(`pages open over ${how} with no console error and no network`, async () => {
    const page = await watchedPage(browser);
    for (const p of PAGES) {
      const res = await page.goto(url(p));
      if (how === "http") assert.equal(res.status(), 200, p);
      await page.waitForLoadState("load");
      assert.ok(await page.locator("main").count() === 1, p);
      // the stylesheet applied (relative links work from here)
      const bg = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
      assert.match(bg, /system-ui|sans/, p);
    }
    assert.deepEqual(page.problems, []);
  });
}

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

test("at 390 px wide nothing overflows sideways", async () => {
  const page = await watchedPage(browser, { viewport: { width: 390, height: 844 } });
  for (const p of ["echecs/faq.html", "quatre-joueurs/plateau.html", "bughouse/regles.html"]) {
    await page.goto(fileUrl(p));
    const over = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(over <= 1, `${p} overflows by ${over}px`);
  }
  assert.deepEqual(page.problems, []);
});
