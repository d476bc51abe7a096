// `arbitre serve` in Chromium (issue 16): a saved page is swapped in place, without a
// reload, and its boards, FAQ filter, open answers and scroll position still work after
// the swap; a change to what every page shares reloads the page.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { launch, watchedPage, marked, squareCentre, engineReady, cspPage, inlineRefused } from "./helpers.mjs";

const ARBITRE = process.env.ARBITRE;
// Without the binary these tests cannot run: they fail saying so, never skip (a skip
// reads as a pass at the end of the suite).
function needArbitre() {
  assert.ok(ARBITRE, "ARBITRE must name the arbitre binary (cargo test --test suite sets it)");
}
const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
let browser, server, base, root;

const board = "```position\nsetup: start\nexpect:\n  next: white\n```\n";
const filler = Array.from({ length: 40 }, (_, i) => `Paragraphe de remplissage numéro ${i + 1}.`).join("\n\n");
function faq(extra) {
  return `---\ntitle: Questions\ngame: chess\nfaq: true\n---\n\n# Questions\n\n## Le jeu\n\n` +
    `### Qui commence ?\n\nLes Blancs.${extra}\n\n${board}\n### Le roi peut-il reculer ?\n\nOui.\n\n${filler}\n`;
}

function plateau(text, move) {
  return `---\ntitle: Plateau\ngame: chess\n---\n\n# Plateau\n\n${text}\n\n` +
    "```position\nsetup: start\n" + `moves: [${move}]\n` +
    "show: { moves_of: g8, interactive: true }\nexpect:\n  next: black\n```\n\nFin.\n";
}

before(async () => {
  if (!ARBITRE) return;
  root = fs.mkdtempSync(path.join(os.tmpdir(), "arbitre-serve-"));
  fs.mkdirSync(path.join(root, "content"));
  fs.writeFileSync(path.join(root, "book.toml"), '[book]\ntitle = "Essai"\n');
  fs.writeFileSync(path.join(root, "content/SUMMARY.md"), "- [Questions](faq.md)\n- [Plateau](plateau.md)\n");
  fs.writeFileSync(path.join(root, "content/faq.md"), faq(""));
  fs.writeFileSync(path.join(root, "content/plateau.md"), plateau("Premier texte.", "e4"));
  server = spawn(ARBITRE, ["serve", root, "-p", "0"], { stdio: ["ignore", "pipe", "ignore"] });
  base = await new Promise((resolve, reject) => {
    let out = "";
    server.stdout.on("data", (d) => {
      out += d;
      const m = /http:\/\/127\.0\.0\.1:\d+\//.exec(out);
      if (m) resolve(m[0]);
    });
    server.on("exit", () => reject(new Error("arbitre serve s'est arrêté :\n" + out)));
  });
  server.stdout.resume();
  browser = await launch();
});
after(async () => {
  await browser?.close();
  server?.kill();
  if (root) fs.rmSync(root, { recursive: true, force: true });
});

// The pages here run under serve's Content-Security-Policy, which refuses the string
// that waitForFunction evaluates: these tests bypass it (the last test, below, checks
// that the live reload runs under the policy).

/** Taps e2 on the figure's board and returns the squares then marked. */
async function tapE2(page, fig) {
  await fig.scrollIntoViewIfNeeded();
  const { x, y } = await squareCentre(fig, 0, "e2");
  await page.mouse.click(x, y);
  await engineReady(page);
  return marked(fig);
}

test("a saved page swaps its content in place; boards, filter and scroll still work", async () => {
  needArbitre();
  const page = await watchedPage(browser, { viewport: { width: 1280, height: 700 }, bypassCSP: true });
  await page.goto(base + "faq.html");
  const fig = page.locator("figure.board-example.interactive").first();
  await fig.evaluate((f) => { f.closest("details").open = true; });
  assert.deepEqual(await tapE2(page, fig), ["e3", "e4"]);
  // a mark that a reload would lose, an answer opened, the page scrolled
  await page.evaluate(() => { window.sansRechargement = true; });
  await page.locator("details.faq-question").nth(1).evaluate((d) => { d.open = true; });
  await page.evaluate(() => { document.body.click(); window.scrollTo(0, 400); });
  const scrolled = await page.evaluate(() => window.scrollY);
  assert.ok(scrolled > 300, `the page scrolls (${scrolled})`);

  fs.writeFileSync(path.join(root, "content/faq.md"), faq(" Toujours, depuis le début de la partie."));
  await page.waitForFunction(() => document.querySelector("main").textContent.includes("depuis le début"),
    null, { timeout: 20000 });
  assert.equal(await page.evaluate(() => window.sansRechargement), true, "no reload");
  assert.equal(await page.evaluate(() => window.scrollY), scrolled, "scroll position kept");
  assert.deepEqual(await page.locator("details.faq-question").evaluateAll((ds) => ds.map((d) => d.open)),
    [true, true], "the answers open before stay open");
  // the new content is prepared: one filter bar, a board that answers taps
  assert.equal(await page.locator(".faq-outils").count(), 1);
  const fresh = page.locator("figure.board-example.interactive").first();
  assert.equal(await fresh.evaluate((f) => f.classList.contains("pret")), true);
  assert.deepEqual(await tapE2(page, fresh), ["e3", "e4"]);
  // the filter hides the question that does not match
  await page.locator(".faq-outils input").fill("reculer");
  assert.deepEqual(await page.locator("details.faq-question").evaluateAll((ds) => ds.map((d) => d.hidden)),
    [true, false]);

  // (the second test changes the book: this page reloads)
  await page.context().close();
});

test("a page patched by blocks: only the changed block is new, and it works", async () => {
  needArbitre();
  const page = await watchedPage(browser, { viewport: { width: 1280, height: 700 }, bypassCSP: true });
  await page.goto(base + "plateau.html");
  // the page as served is known (fetched once the page is idle)
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-arbitre-blocs"), null, { timeout: 20000 });
  await page.evaluate(() => { window.sansRechargement = true; document.querySelector("figure.board-example").marque = 1; });
  fs.writeFileSync(path.join(root, "content/plateau.md"), plateau("Second texte.", "e4"));
  await page.waitForFunction(() => document.querySelector("main").textContent.includes("Second texte"), null, { timeout: 20000 });
  assert.equal(await page.evaluate(() => window.sansRechargement), true, "no reload");
  assert.equal(await page.evaluate(() => document.querySelector("figure.board-example").marque), 1,
    "the unchanged board is the same node");
  assert.equal(await page.locator("main p", { hasText: "Premier texte" }).count(), 0);
  // the example changes: its figure alone is new, and answers taps
  fs.writeFileSync(path.join(root, "content/plateau.md"), plateau("Second texte.", "d4"));
  await page.waitForFunction(() => !document.querySelector("figure.board-example").marque, null, { timeout: 20000 });
  assert.equal(await page.evaluate(() => window.sansRechargement), true, "no reload");
  assert.equal(await page.locator("figure.board-example").count(), 1);
  const fig = page.locator("figure.board-example.interactive").first();
  await page.waitForFunction(() => document.querySelector("figure.board-example").classList.contains("pret"));
  await fig.scrollIntoViewIfNeeded();
  const { x, y } = await squareCentre(fig, 0, "g8");
  await page.mouse.click(x, y);
  await engineReady(page);
  assert.deepEqual(await marked(fig), ["f6", "h6"]);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test("a change to what every page shares reloads the page", async () => {
  needArbitre();
  const page = await watchedPage(browser, { viewport: { width: 1280, height: 700 }, bypassCSP: true });
  await page.goto(base + "faq.html");
  await page.evaluate(() => { window.sansRechargement = true; });
  // the book's title is on every page, outside the content: a full reload
  fs.writeFileSync(path.join(root, "book.toml"), '[book]\ntitle = "Essai renommé"\n');
  await page.waitForFunction(() => document.title.includes("Essai renommé"), null, { timeout: 20000 });
  await page.waitForLoadState("load");
  assert.equal(await page.evaluate(() => window.sansRechargement), undefined, "reloaded");
  assert.deepEqual(page.problems, []);
});

// The Content-Security-Policy (issue 27) under serve: sent as a header, while the
// live-reload script, a file, still runs (the walks over every page check the policy
// over file:// and http, walk-desktop.test.mjs).
test("serve sends the policy as a header and its live reload still runs", async () => {
  needArbitre();
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "arbitre-csp-"));
  for (const f of ["book.toml", "content", "templates", "static"]) {
    if (fs.existsSync(path.join(REPO, f))) fs.cpSync(path.join(REPO, f), path.join(root, f), { recursive: true });
  }
  const child = spawn(ARBITRE, ["serve", root, "-p", "0"], { stdio: ["ignore", "pipe", "ignore"] });
  try {
    const base = await new Promise((resolve, reject) => {
      let out = "";
      child.stdout.on("data", (d) => {
        out += d;
        const m = /http:\/\/127\.0\.0\.1:\d+\//.exec(out);
        if (m) resolve(m[0]);
      });
      child.on("exit", () => reject(new Error("arbitre serve s'est arrêté :\n" + out)));
    });
    child.stdout.resume();
    const page = await cspPage(browser);
    // the reload script opens its stream (watched from here: waitForFunction evaluates a
    // string in the page, which the policy refuses)
    let streams = 0;
    page.on("request", (r) => { if (r.url().includes("/__arbitre/evenements")) streams += 1; });
    for (const p of ["index.html", "echecs/roque.html", "echecs/faq.html", "print.html", "absente.html"]) {
      const before = streams;
      const res = await page.goto(base + p);
      assert.equal(res.headers()["content-security-policy"], "script-src 'self' 'wasm-unsafe-eval'", p);
      await page.waitForLoadState("load");
      // the reload script came from the server and opened its stream
      for (let i = 0; i < 100 && streams <= before; i++) await new Promise((ok) => setTimeout(ok, 100));
      assert.ok(streams > before, `${p}: the live-reload stream is open`);
      assert.deepEqual(await page.evaluate(() => window.violations), [], p);
    }
    assert.ok(await inlineRefused(page), "an inline script ran under serve");
    // the 404 page's own status, and the streams cut by each navigation, are expected
    assert.deepEqual(page.problems.filter((m) =>
      !/Content Security Policy|status of 404|__arbitre\/evenements/.test(m)), []);
  } finally {
    child.kill();
    fs.rmSync(root, { recursive: true, force: true });
  }
});
