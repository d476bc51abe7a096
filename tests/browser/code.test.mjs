// The code blocks' buttons (issue #30) on a small mdBook book built by arbitre
// (tests/data/mdbook-content/book): Copy puts the visible code on the clipboard, without
// the hidden lines; Run sends nothing until it is clicked, then posts the whole code
// (hidden lines too) to the Rust playground as mdBook's book.js does. The playground
// is never reached: the request is intercepted, checked, and answered here.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { launch, builtFixture } from "./helpers.mjs";

const PLAYGROUND = "https://play.rust-lang.org/evaluate.json";
let browser, tmp, site;

before(async () => {
  ({ tmp, site } = builtFixture("tests/data/mdbook-content/book", "code"));
  browser = await launch();
});
after(async () => {
  await browser?.close();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

/** The code page, with the clipboard recorded and every request leaving file:// kept. */
async function codePage() {
  const context = await browser.newContext({ viewport: { width: 390, height: 900 } });
  const page = await context.newPage();
  page.sent = [];
  page.problems = [];
  page.on("pageerror", (e) => page.problems.push(e.message));
  page.on("request", (r) => { if (!r.url().startsWith("file://")) page.sent.push(r); });
  await page.addInitScript(() => {
    window.copied = [];
    Object.defineProperty(navigator, "clipboard", {
      value: { writeText: (t) => { window.copied.push(t); return Promise.resolve(); } },
    });
  });
  await page.goto(pathToFileURL(path.join(site, "code.html")).href);
  return page;
}

test("Copy puts the visible lines on the clipboard, not the hidden ones", async () => {
  const page = await codePage();
  const first = page.locator("pre").first();
  await first.hover();
  await first.locator("button.code-copy").click();
  await page.waitForFunction(() => window.copied.length === 1);
  const [text] = await page.evaluate(() => window.copied);
  assert.ok(text.includes('"hello".to_string()'), text);
  assert.ok(text.includes("# not hidden"), "`## ` is a line starting `#`: " + text);
  assert.ok(!text.includes("use std::fmt"), "the hidden line is not copied: " + text);
  assert.deepEqual(page.sent.map((r) => r.url()), [], "copying sends nothing");
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test("Run contacts the playground only when clicked, with the whole code", async () => {
  const page = await codePage();
  const posted = [];
  await page.route(PLAYGROUND, async (route) => {
    posted.push({ method: route.request().method(), body: JSON.parse(route.request().postData()) });
    await route.fulfill({ status: 200, contentType: "application/json",
      headers: { "access-control-allow-origin": "*" }, body: JSON.stringify({ result: "Bonjour du terrain de jeu\n" }) });
  });
  // each runnable block has its button; `ignore` and `noplayground` blocks have none
  const runs = page.locator("button.code-run");
  assert.ok(await runs.count() >= 2, "the runnable blocks have a Run button");
  const ignored = page.locator("pre", { hasText: "fn ignored_block" });
  assert.equal(await ignored.locator("button.code-run").count(), 0);
  const none = page.locator("pre", { hasText: "fn no_playground_block" });
  assert.equal(await none.locator("button.code-run").count(), 0);
  await page.waitForLoadState("load");
  await page.waitForTimeout(300);
  assert.deepEqual(page.sent.map((r) => r.url()), [], "nothing sent before a click");
  const first = page.locator("pre").first();
  await first.hover();
  await first.locator("button.code-run").click();
  await first.locator("code.result").filter({ hasText: "Bonjour du terrain de jeu" }).waitFor();
  assert.equal(posted.length, 1);
  const { method, body } = posted[0];
  assert.equal(method, "POST");
  assert.deepEqual(Object.keys(body).sort(), ["code", "edition", "optimize", "version"]);
  assert.equal(body.version, "stable");
  assert.equal(body.optimize, "0");
  assert.equal(body.edition, "2021", "book.toml's [rust] edition");
  assert.ok(body.code.includes("use std::fmt;"), "hidden lines are sent: " + body.code);
  assert.ok(body.code.includes('"hello".to_string()'), body.code);
  assert.deepEqual(page.sent.map((r) => r.url()), [PLAYGROUND], "one request, to the playground");
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test("The show-hidden button shows the hidden lines, and hides them again", async () => {
  const page = await codePage();
  const first = page.locator("pre").first();
  const hidden = first.locator(".boring", { hasText: "use std::fmt" });
  assert.equal(await hidden.count(), 1, "the hidden line is in the page");
  assert.equal(await hidden.isVisible(), false, "hidden at first");
  await first.hover();
  const toggle = first.locator("button.code-toggle");
  assert.equal(await toggle.getAttribute("aria-pressed"), "false");
  await toggle.click();
  assert.equal(await hidden.isVisible(), true, "shown after a click");
  assert.equal(await toggle.getAttribute("aria-pressed"), "true");
  await toggle.click();
  assert.equal(await hidden.isVisible(), false, "hidden after a second click");
  assert.equal(await toggle.getAttribute("aria-pressed"), "false");
  // a block without hidden lines has no such button
  const plain = page.locator("pre", { hasText: "fn no_playground_block" });
  assert.equal(await plain.locator(".boring").count(), 0);
  assert.equal(await plain.locator("button.code-toggle").count(), 0);
  assert.deepEqual(page.sent.map((r) => r.url()), [], "showing sends nothing");
  assert.deepEqual(page.problems, []);
  await page.context().close();
});
