import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { launch, fileUrl, watchedPage, marked, boardData, currentFrame } from "./helpers.mjs";

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

async function openFigure(page, url, index) {
  await page.goto(fileUrl(url));
  const fig = page.locator("figure.board-example.interactive").nth(index);
  await fig.evaluate((f) => { const d = f.closest("details"); if (d) d.open = true; });
  await fig.scrollIntoViewIfNeeded();
  return fig;
}

/** Every origin square with moves in the current frame, tapped one by one. */
async function tapAll(fig) {
  const data = await boardData(fig);
  const frame = data[await currentFrame(fig)];
  const origins = Object.keys(frame.moves);
  assert.ok(origins.length > 0);
  for (const key of origins) {
    const [prefix, square] = key.includes(":") ? key.split(":") : ["", key];
    const scope = prefix
      ? fig.locator("div.board:not([hidden]) g.board-part").nth(["A", "B"].indexOf(prefix))
      : fig.locator("div.board:not([hidden])");
    // tap where a reader taps: the piece drawn on the square
    await scope.locator(`use.piece[data-square="${square}"]`).click();
    const want = frame.moves[key].map((d) => (prefix ? prefix + ":" + d : d)).sort();
    assert.deepEqual(await marked(fig), want, `destinations of ${key}`);
  }
  return frame;
}

test("tapping a piece marks exactly the destinations the engine computed", async () => {
  const page = await watchedPage(browser);
  const fig = await openFigure(page, "echecs/faq.html", 1);
  await tapAll(fig);
  // tapping elsewhere clears
  await page.locator("h1").click();
  assert.deepEqual(await marked(fig), []);
  assert.deepEqual(page.problems, []);
});

test("the start position's data agrees with the published perft(1) = 20", async () => {
  const page = await watchedPage(browser);
  const fig = await openFigure(page, "echecs/faq.html", 0);
  const data = await boardData(fig);
  assert.equal(data[0].label, "Position de départ");
  const total = Object.values(data[0].moves).reduce((n, d) => n + d.length, 0);
  assert.equal(total, 20);
  // the same count from the command line, when the test runs through cargo
  if (process.env.ARBITRE) {
    const cli = execFileSync(process.env.ARBITRE, ["moves", "--game", "chess", "--position", "start"])
      .toString().trim().split("\n");
    assert.equal(cli.length, total);
    assert.ok(cli.includes("Nf3") && cli.includes("Nh3"));
  }
  assert.deepEqual(data[0].moves.g1, ["f3", "h3"]);
  // and the first frame, once shown, answers like the JSON
  while (await currentFrame(fig) > 0) await fig.locator(".step-prev").click();
  await fig.locator('div.board:not([hidden]) use.piece[data-square="g1"]').click();
  assert.deepEqual(await marked(fig), ["f3", "h3"]);
  assert.match(await fig.locator(".board-annonce").textContent(), /Cavalier g1 : f3, h3/);
});

test("four-player, shogi and bughouse boards answer too", async () => {
  const page = await watchedPage(browser);
  for (const url of ["quatre-joueurs/faq.html", "shogi4/faq.html", "bughouse/faq.html"]) {
    const fig = await openFigure(page, url, 0);
    await tapAll(fig);
  }
  assert.deepEqual(page.problems, []);
});

test("the keyboard alone selects a piece and shows the same squares", async () => {
  const page = await watchedPage(browser);
  const fig = await openFigure(page, "echecs/faq.html", 1);
  const data = await boardData(fig);
  const frame = data[await currentFrame(fig)];
  const [origin] = Object.entries(frame.moves).find(([, d]) => d.length > 1);
  const board = fig.locator("div.board:not([hidden])");
  await board.focus();
  await page.keyboard.press("ArrowRight"); // shows the cursor
  const cursor = () => board.locator("rect.curseur").getAttribute("data-square");
  for (let i = 0; i < 20; i++) {
    const at = await cursor();
    if (at === origin) break;
    const df = origin.charCodeAt(0) - at.charCodeAt(0);
    const dr = Number(origin.slice(1)) - Number(at.slice(1));
    await page.keyboard.press(df > 0 ? "ArrowRight" : df < 0 ? "ArrowLeft" : dr > 0 ? "ArrowUp" : "ArrowDown");
  }
  assert.equal(await cursor(), origin);
  await page.keyboard.press("Enter");
  assert.deepEqual(await marked(fig), [...frame.moves[origin]].sort());
  assert.match(await fig.locator(".board-annonce").textContent(), new RegExp(origin + " : " + frame.moves[origin].join(", ")));
  await page.keyboard.press("Escape");
  assert.deepEqual(await marked(fig), []);
  await page.keyboard.press(" ");
  assert.deepEqual(await marked(fig), [...frame.moves[origin]].sort());
  assert.deepEqual(page.problems, []);
});

test("stepping through a sequence changes the board", async () => {
  const page = await watchedPage(browser);
  const fig = await openFigure(page, "echecs/faq.html", 0);
  const data = await boardData(fig);
  assert.ok(data.length > 2);
  const last = data.length - 1;
  assert.equal(await currentFrame(fig), last);
  const label = fig.locator(".step-label");
  assert.match(await label.textContent(), new RegExp(`\\(${last + 1}/${data.length}\\)`));
  const pieces = () => fig.locator("div.board:not([hidden]) use.piece")
    .evaluateAll((us) => us.map((u) => u.getAttribute("class") + "@" + u.dataset.square).sort().join());
  const before = await pieces();
  await fig.locator(".step-prev").click();
  assert.equal(await currentFrame(fig), last - 1);
  assert.equal(await fig.locator("div.board:not([hidden])").count(), 1);
  assert.notEqual(await pieces(), before);
  assert.ok((await label.textContent()).startsWith(data[last - 1].label));
  // keys on the step controls
  await fig.locator(".step-next").focus();
  await page.keyboard.press("ArrowLeft");
  assert.equal(await currentFrame(fig), last - 2);
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  assert.equal(await currentFrame(fig), last);
  assert.equal(await pieces(), before);
  assert.equal(await fig.locator(".step-next").isDisabled(), true);
  assert.deepEqual(page.problems, []);
});
