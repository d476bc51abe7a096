// Accessibility: axe-core (from npm, tests/browser/package.json) run on every page of
// the built guide, scripts loaded (the search field, the FAQ filter, the boards), on a
// desktop in light mode and on a phone in dark mode: no violation of any rule axe checks.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import { createRequire } from "node:module";
import { launch, fileUrl, watchedPage, SITE, boardData, currentFrame, decode, squareCentre, boardOfKey, engineReady, sitePages } from "./helpers.mjs";

const AXE = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

// print.html repeats every page of the guide in one, and axe on it costs a third of a
// pass (its colour contrasts mostly): it is checked once, on the desktop (on the walk of
// every page, walk-desktop.test.mjs, with the other checks of each page); on the phone in
// dark mode its pages are checked one by one.
for (const [what, options, skip] of [
  ["phone, dark", { viewport: { width: 390, height: 844 }, colorScheme: "dark", hasTouch: true, isMobile: true }, ["print.html"]],
]) {
  test(`axe-core: no violation on any page (${what})`, async (t) => {
    // axe is injected by the test as an inline script, which the pages' own policy
    // (script-src 'self') refuses: the test's context bypasses it, the pages keep it.
    const page = await watchedPage(browser, { ...options, bypassCSP: true });
    // axe given to each new document of the context before its own scripts, rather than
    // added after the load: the 550 KB script is not sent over CDP again for every page
    // (a pass of every page without axe 16.3 s, with addScriptTag 33.0 s, with the init
    // script 19.7 s; docs/MEASURES.md, « Mise en route »)
    await page.context().addInitScript({ content: AXE });
    const all = sitePages().filter((p) => !skip.includes(p));
    assert.ok(all.length > 30, `${all.length} pages`);
    const found = [];
    for (const rel of all) {
      await page.goto(fileUrl(rel));
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

/** A first tap on the figure's board loads the engine; returns the board data and the
 * frame shown, whose moves name what can be played next. */
async function firstTap(page, fig) {
  const box = await fig.locator("div.board svg.diagram").first().boundingBox();
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await engineReady(page);
  const data = await boardData(fig);
  return { data, frame: data.frames[await currentFrame(fig)] };
}

test("FAQ pages: two search landmarks, each named", async () => {
  const page = await watchedPage(browser);
  await page.goto(fileUrl("echecs/faq.html"));
  const names = await page.locator('[role="search"]').evaluateAll((es) => es.map((e) => e.getAttribute("aria-label") || ""));
  assert.equal(names.length, 2);
  assert.ok(names.every((n) => n.length > 0) && names[0] !== names[1], `names: ${names}`);
  assert.deepEqual(page.problems, []);
});

// The engine's controls appear only once a board is played on (static/jeu.js): the
// buttons, the status line and a promotion's choice, checked by axe after real moves.
test("axe-core: no violation once a board is played on (engine buttons, status, promotion)", async (t) => {
  const page = await watchedPage(browser, { viewport: { width: 390, height: 844 }, colorScheme: "dark", hasTouch: true, isMobile: true, bypassCSP: true });
  const found = [];
  let played = 0;
  for (const rel of ["echecs/roque.html", "echecs/promotion.html", "bughouse/regles.html", "shogi4/deplacements.html",
    "quatre-joueurs/ffa.html", "quatre-joueurs-qdan/plateau.html", "echecs/faq.html"]) {
    await page.goto(fileUrl(rel));
    const fig = page.locator("figure.board-example.interactive").first();
    await fig.evaluate((f) => { const d = f.closest("details"); if (d) d.open = true; });
    await fig.scrollIntoViewIfNeeded();
    // a first tap loads the engine; then a piece of the side to move, and one of its squares
    const { data, frame } = await firstTap(page, fig);
    const key = Object.keys(frame.m).find((k) => !k.startsWith("*") && frame.m[k]);
    assert.ok(key, `${rel}: a piece with moves`);
    const b = boardOfKey(data, key);
    const from = await squareCentre(fig, b, key.includes(":") ? key.split(":")[1] : key);
    await page.mouse.click(from.x, from.y);
    const to = await squareCentre(fig, b, (await decode(fig, b, frame.m[key]))[0]);
    await page.mouse.click(to.x, to.y);
    await fig.locator(".jeu-commandes").waitFor();
    played++;
    await page.addScriptTag({ content: AXE });
    const r = await page.evaluate(() => window.axe.run(document, { resultTypes: ["violations"], preload: false }));
    for (const v of r.violations) found.push(`${rel}: ${v.id} (${v.impact}) at ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(", ")}`);
  }
  // a promotion's choice, opened by a pawn's move to the last rank
  await page.goto(fileUrl("echecs/promotion.html"));
  let chose = false;
  const figs = page.locator("figure.board-example.interactive");
  for (let i = 0; i < await figs.count() && !chose; i++) {
    const fig = figs.nth(i);
    await fig.scrollIntoViewIfNeeded();
    const { data, frame } = await firstTap(page, fig);
    for (const key of Object.keys(frame.m).filter((k) => /^[a-h][27]$/.test(k))) {
      const last = (await decode(fig, 0, frame.m[key])).find((d) => /[18]$/.test(d));
      if (!last) continue;
      const from = await squareCentre(fig, 0, key);
      await page.mouse.click(from.x, from.y);
      const to = await squareCentre(fig, 0, last);
      await page.mouse.click(to.x, to.y);
      if (await fig.locator(".promotion button").count() > 0) { chose = true; break; }
    }
  }
  assert.ok(chose, "a promotion's choice shown");
  await page.addScriptTag({ content: AXE });
  const r = await page.evaluate(() => window.axe.run(document, { resultTypes: ["violations"], preload: false }));
  for (const v of r.violations) found.push(`promotion: ${v.id} (${v.impact}) at ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(", ")}`);
  t.diagnostic(`${played} boards played on, and a promotion's choice`);
  assert.equal(played, 7);
  assert.deepEqual(found, []);
  assert.deepEqual(page.problems, []);
});

// « Agrandir le plateau » pressed: the toggle's state and the board's scrolling frame.
test("axe-core: no violation with the boards enlarged (phone, light and dark)", async () => {
  const found = [];
  let pressed = 0;
  for (const colorScheme of ["light", "dark"]) {
    const page = await watchedPage(browser, { viewport: { width: 390, height: 844 }, colorScheme, hasTouch: true, isMobile: true, bypassCSP: true });
    for (const rel of ["shogi4/deplacements.html", "quatre-joueurs/plateau.html", "fiches/quatre-joueurs.html"]) {
      await page.goto(fileUrl(rel));
      for (const b of await page.locator("button.agrandir:visible").all()) { await b.click(); pressed++; }
      await page.addScriptTag({ content: AXE });
      const r = await page.evaluate(() => window.axe.run(document, { resultTypes: ["violations"], preload: false }));
      for (const v of r.violations) found.push(`${rel} (${colorScheme}): ${v.id} (${v.impact}) at ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(", ")}`);
    }
    assert.deepEqual(page.problems, []);
  }
  assert.ok(pressed >= 10, `${pressed} boards enlarged`);
  assert.deepEqual(found, []);
});
