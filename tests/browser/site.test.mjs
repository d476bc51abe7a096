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

// What Lighthouse's SEO and best-practices audits check on every page, cheap and stable
// (docs/MEASURES.md has the whole Lighthouse run): French, a title, a description for
// search engines, a viewport for phones, one h1, every link and image named.
test("every page says its language, title, description and viewport, with one h1", async () => {
  const fs = await import("node:fs");
  const path = await import("node:path");
  const { SITE } = await import("./helpers.mjs");
  const pages = [];
  const walk = (d) => fs.readdirSync(path.join(SITE, d), { withFileTypes: true }).forEach((e) => {
    const rel = d ? `${d}/${e.name}` : e.name;
    if (e.isDirectory()) walk(rel);
    else if (rel.endsWith(".html") && !/^(print|fiches)[/.]|^404\.html$/.test(rel)) pages.push(rel);
  });
  walk("");
  assert.ok(pages.length >= 30, `${pages.length} pages`);
  const page = await watchedPage(browser);
  for (const p of pages) {
    await page.goto(fileUrl(p));
    const seo = await page.evaluate(() => ({
      lang: document.documentElement.lang,
      title: document.title.trim(),
      description: document.querySelector('meta[name="description"]')?.content.trim() || "",
      viewport: document.querySelector('meta[name="viewport"]')?.content || "",
      h1: document.querySelectorAll("main h1").length,
      unnamed: [...document.querySelectorAll("a[href]")].filter((a) => !(a.textContent.trim() || a.getAttribute("aria-label") || a.title)).length,
      noAlt: [...document.querySelectorAll("img")].filter((i) => !i.hasAttribute("alt")).length,
    }));
    assert.equal(seo.lang, "fr", p);
    assert.ok(seo.title.length > 5, `${p}: title`);
    assert.ok(seo.description.length > 20, `${p}: description « ${seo.description} »`);
    assert.match(seo.viewport, /width=device-width/, p);
    assert.equal(seo.h1, 1, `${p}: one h1`);
    assert.equal(seo.unnamed, 0, `${p}: links without a name`);
    assert.equal(seo.noAlt, 0, `${p}: images without alt`);
  }
  assert.deepEqual(page.problems, []);
});
