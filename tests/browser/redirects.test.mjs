// mdBook's redirects with anchors (issue #30), in a real browser, on the small book
// tests/data/mdbook-books/addresses built by arbitre: static/redirects.js sends an old
// page's `#anchor` where book.toml says (from a redirect page and from a page of the
// book), and a redirect page keeps any other anchor the reader came with, as mdBook's
// own redirect page does with its inline script.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { launch, builtFixture } from "./helpers.mjs";

let browser, tmp, site;

before(async () => {
  ({ tmp, site } = builtFixture("tests/data/mdbook-books/addresses", "redirects"));
  browser = await launch();
});
after(async () => {
  await browser?.close();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

/** Where the browser ends after opening `rel` (with its #anchor) of the built site. */
async function landing(rel) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const [file, hash] = rel.split("#");
  const url = pathToFileURL(path.join(site, file)).href + (hash ? "#" + hash : "");
  await page.goto(url);
  // (a meta refresh or a script's location.replace: wait until the address settles)
  let last = "";
  for (let i = 0; i < 40 && page.url() !== last; i++) {
    last = page.url();
    await page.waitForTimeout(150);
  }
  const at = decodeURIComponent(page.url().slice(pathToFileURL(site).href.length + 1));
  await context.close();
  return at;
}

test("an old page's anchors go where book.toml sends them", async () => {
  assert.equal(await landing("old-page.html#own"), "headings.html#own");
  assert.equal(await landing("old-page.html#gone"), "part/chapter.html");
});

test("a redirect page keeps the reader's other anchor", async () => {
  assert.equal(await landing("old-page.html#same-2"), "headings.html#same-2");
  assert.equal(await landing("moved.html"), "headings.html#same-1");
  assert.equal(await landing("moved.html#a--b"), "headings.html#a--b");
  assert.equal(await landing("old-page.html"), "headings.html");
});

test("a page of the book sends its redirected anchor on, and keeps the others", async () => {
  assert.equal(await landing("headings.html#old-title"), "part/chapter.html#chapter");
  assert.equal(await landing("headings.html#same"), "headings.html#same");
});
