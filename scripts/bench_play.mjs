// Times the engine in the page (issue 31) with Chromium's CPU throttled 4× (CDP
// Emulation.setCPUThrottlingRate): the first tap on a board (loading static/jeu.js and
// the engine, starting the game, listing the moves) until its targets are drawn, then
// each later move played by taps until the next targets are drawn. Numbers go to
// docs/MEASURES.md; the tests only assert budgets that are not times.
//
//   SITE_DIR=/tmp/site [RUNS=5] [SHOTS=/tmp/dir] node scripts/bench_play.mjs
// (from the repository's root: playwright-core is tests/browser's; SHOTS keeps a
// screenshot of each played-out line at 390 px)
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";

const require = createRequire(path.resolve("tests/browser/package.json"));
const { chromium } = require("playwright-core");
const SITE = process.env.SITE_DIR;
if (!SITE) throw new Error("SITE_DIR: a built site");
const RUNS = Number(process.env.RUNS || 5);

// pages whose first figure is played: chess, four-player chess, shogi4, bughouse
const CASES = ["echecs/index.html", "quatre-joueurs/index.html", "shogi4/index.html", "bughouse/index.html"];
const MOVES = 4;

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

async function centre(fig, b, sq) {
  return fig.evaluate((f, [b, sq]) => {
    const p = f.arbitre.parts[b];
    const c = p.at[sq];
    const m = p.svg.getScreenCTM();
    const pt = p.svg.createSVGPoint();
    pt.x = p.x0 + c[0] * 45 + 22.5;
    pt.y = p.y0 + c[1] * 45 + 22.5;
    const q = pt.matrixTransform(m);
    return [q.x, q.y];
  }, [b, sq]);
}

/** Taps and waits until the figure draws targets (or announces something). */
async function timedTap(page, fig, b, sq, wait) {
  const [x, y] = await centre(fig, b, sq);
  const t0 = await page.evaluate(() => performance.now());
  await page.mouse.click(x, y);
  await page.waitForFunction(wait, null, { polling: "raf" });
  return (await page.evaluate(() => performance.now())) - t0;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run"],
});
const results = [];
for (const url of CASES) {
  const first = [], later = [];
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 390, height: 900 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.goto(pathToFileURL(path.join(SITE, url)).href);
    const fig = page.locator("figure.board-example.interactive").first();
    await fig.scrollIntoViewIfNeeded();
    // the first tap: a piece of the side to move, read from the diagram's own data
    let from = await fig.evaluate((f) => {
      const st = f.arbitre.states[f.arbitre.frame()];
      const seat = st.movers[0];
      const sq = Object.keys(st.pieces[0]).find((s) => f.arbitre.api.data.looks[st.pieces[0][s]][0] === seat);
      return sq;
    });
    for (let i = 0; i < MOVES && from; i++) {
      const b = from.includes(":") ? "AB".indexOf(from[0]) : 0;
      const sq = from.includes(":") ? from.split(":")[1] : from;
      const dt = await timedTap(page, fig, b, sq,
        () => document.querySelector("figure.board-example circle.cible, figure.board-example .board-annonce:not(:empty)"));
      if (i === 0) first.push(dt);
      // a piece with moves (the engine's listing, now loaded) and its first target
      const pick = await fig.evaluate((f, key) => {
        const st = f.arbitre.states[f.arbitre.frame()];
        const k = st.moves[key] && st.moves[key].length ? key
          : Object.keys(st.moves).find((k) => !k.startsWith("*") && st.moves[k].length);
        return k ? [k, st.moves[k][0]] : null;
      }, from);
      if (!pick) break;
      if (pick[0] !== from) {
        const [x, y] = await centre(fig, b, pick[0].split(":").pop());
        await page.mouse.click(x, y);
      }
      const before = await fig.evaluate((f) => f.arbitre.frame());
      const [x, y] = await centre(fig, b, pick[1]);
      const t0 = await page.evaluate(() => performance.now());
      await page.mouse.click(x, y);
      await page.waitForFunction((n) => {
        const f = document.querySelector("figure.board-example.interactive");
        return f.arbitre.frame() > n;
      }, before, { polling: "raf" });
      later.push((await page.evaluate(() => performance.now())) - t0);
      from = await fig.evaluate((f) => {
        const st = f.arbitre.states[f.arbitre.frame()];
        return Object.keys(st.moves || {}).find((k) => !k.startsWith("*") && st.moves[k].length) || null;
      });
    }
    if (process.env.SHOTS && run === 0) {
      // the played-out line as a reader sees it (phone width)
      await fig.screenshot({ path: path.join(process.env.SHOTS, url.replace(/\W+/g, "-") + ".png") });
    }
    await context.close();
  }
  results.push({ url, firstTapMs: Math.round(median(first)), laterMoveMs: Math.round(median(later) * 10) / 10, runs: RUNS });
}
await browser.close();
console.log(JSON.stringify(results, null, 2));
