// The handouts (fiches/<jeu>.html) play as the chapters do (#28): each loads the boards'
// scripts and their words (static/textes.js, static/arbitre.js, static/plateaux.js) and
// nothing else, and every diagram on it plays a move with the engine in the page, from
// file:// and over http.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { launch, fileUrl, serve, watchedPage, SITE, boardData, currentFrame, decode, squareCentre, boardOfKey, engineReady } from "./helpers.mjs";

let browser, server;
before(async () => { browser = await launch(); server = await serve(); });
after(async () => { await browser?.close(); await server?.close(); });

const HANDOUTS = fs.readdirSync(path.join(SITE, "fiches")).filter((f) => f.endsWith(".html")).sort();

test("the guide's five handouts load the boards' script and its words, nothing else", async () => {
  assert.equal(HANDOUTS.length, 5, HANDOUTS.join(" "));
  const page = await watchedPage(browser);
  for (const f of HANDOUTS) {
    await page.goto(fileUrl(`fiches/${f}`));
    const scripts = await page.locator("script[src]").evaluateAll((s) => s.map((e) => e.getAttribute("src")));
    assert.deepEqual(scripts, ["../static/textes.js", "../static/arbitre.js", "../static/plateaux.js"], f);
    const figs = page.locator("figure.board-example");
    assert.ok(await figs.count() >= 2, f);
    // every figure is set up by the script, as on a chapter's page
    assert.equal(await page.locator("figure.board-example.interactive.pret").count(), await figs.count(), f);
  }
  assert.deepEqual(page.problems, []);
});

/** Plays one move on the figure by taps: a first tap loads the engine, then a piece of
 * the side to move (on the board or in hand) and one of its destinations; the engine's
 * controls then appear. On a finished game (no move), a tapped piece says so.
 * Returns whether a move was played. */
async function playOne(page, fig, what) {
  await fig.scrollIntoViewIfNeeded();
  const box = await fig.locator("div.board svg.diagram").first().boundingBox();
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await engineReady(page);
  const data = await boardData(fig);
  const frame = data.frames[await currentFrame(fig)];
  const keys = Object.keys(frame.m).filter((k) => frame.m[k]);
  const key = keys.find((k) => !k.startsWith("*")) || keys[0];
  if (!key) {
    const live = fig.locator(".board-annonce");
    assert.match(await live.textContent(), /aucun coup|pas le tour|vide/, `${what}: a finished game answers`);
    return false;
  }
  const b = boardOfKey(data, key);
  if (key.startsWith("*")) {
    const hand = await fig.locator(`g.in-hand[data-key="${key}"]`).first().boundingBox();
    await page.mouse.click(hand.x + hand.width / 2, hand.y + hand.height / 2);
  } else {
    const from = await squareCentre(fig, b, key.includes(":") ? key.split(":")[1] : key);
    await page.mouse.click(from.x, from.y);
  }
  const dest = (await decode(fig, b, frame.m[key]))[0];
  const to = await squareCentre(fig, b, dest);
  await page.mouse.click(to.x, to.y);
  // a promotion's choice, if the move asks one
  const promo = fig.locator(".promotion button");
  if (await promo.count() > 0) await promo.first().click();
  await fig.locator(".jeu-commandes").waitFor({ timeout: 15_000 });
  return true;
}

for (const [how, url] of [["file://", (p) => fileUrl(p)], ["http", (p) => server.base + p]]) {
  test(`every diagram of every handout plays a move by taps (${how})`, async (t) => {
    const page = await watchedPage(browser, { viewport: { width: 390, height: 844 } });
    let tapped = 0, played = 0;
    for (const f of HANDOUTS) {
      await page.goto(url(`fiches/${f}`));
      const figs = page.locator("figure.board-example");
      for (let i = 0; i < await figs.count(); i++) {
        if (await playOne(page, figs.nth(i), `${f} #${i + 1}`)) played++;
        tapped++;
      }
    }
    t.diagnostic(`${tapped} handout diagrams answered, a move played on ${played}`);
    assert.equal(tapped, 14);
    // (a diagram ends a game: the bughouse smothered mate)
    assert.ok(played >= 12, `${played} moves played`);
    assert.deepEqual(page.problems, []);
  });
}
