// Interactive boards in Chromium, compared with the data the engine computed at build time.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { launch, fileUrl, watchedPage, marked, boardData, currentFrame, decode, squareCentre, boardOfKey, frameMoves } from "./helpers.mjs";

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

/** Taps the piece on a square (or in hand) where a reader would. */
async function tap(page, fig, data, key) {
  const b = boardOfKey(data, key);
  if (key.startsWith("*")) {
    await fig.locator(`g.in-hand[data-key="${key}"]`).click();
    return;
  }
  const sq = key.includes(":") ? key.split(":")[1] : key;
  const { x, y } = await squareCentre(fig, b, sq);
  await page.mouse.click(x, y);
}

/** Board order, as the engine lists squares: file then rank (chess and cross board:
 * letter, then number; shogi: file 9 to 1, then rank i to a). */
function boardKey(n) {
  let m = /^([a-n])(\d+)$/.exec(n);
  if (m) return [m[1].charCodeAt(0), Number(m[2])];
  m = /^(\d)([a-i])$/.exec(n);
  return [-Number(m[1]), -m[2].charCodeAt(0)];
}
function boardOrder(a, b) {
  const x = boardKey(a), y = boardKey(b);
  return x[0] - y[0] || x[1] - y[1];
}

/** Every origin (squares and pieces in hand) of the current frame, tapped one by one. */
async function tapAll(page, fig) {
  const data = await boardData(fig);
  const frame = data.frames[await currentFrame(fig)];
  const origins = Object.keys(frame.m);
  assert.ok(origins.length > 0);
  for (const key of origins) {
    const b = boardOfKey(data, key);
    await tap(page, fig, data, key);
    const dests = await decode(fig, b, frame.m[key]);
    const prefix = data.boards.length > 1 ? ["A", "B"][b] + ":" : "";
    assert.deepEqual(await marked(fig), dests.map((d) => prefix + d).sort(), `destinations of ${key}`);
    // a list of names comes in board order; a bit set is read in screen order, then sorted
    if (!frame.m[key].startsWith("~")) {
      assert.deepEqual([...dests].sort(boardOrder), dests, `${key}: destinations in board order`);
    }
    dests.sort(boardOrder);
    // the announcement lists them in that order (or counts them, for many drops)
    const said = await fig.locator(".board-annonce").textContent();
    if (dests.length <= 12) assert.ok(said.includes(dests.join(", ")), `${key}: ${said}`);
  }
  return { data, frame };
}

test("tapping a piece marks exactly the destinations the engine computed", async () => {
  const page = await watchedPage(browser);
  const fig = await openFigure(page, "echecs/faq.html", 1);
  await tapAll(page, fig);
  // tapping elsewhere clears
  await page.locator("h1").click();
  assert.deepEqual(await marked(fig), []);
  assert.deepEqual(page.problems, []);
});

test("the start position's data agrees with the published perft(1) = 20", async () => {
  const page = await watchedPage(browser);
  const fig = await openFigure(page, "echecs/faq.html", 0);
  const data = await boardData(fig);
  assert.equal(data.frames[0].l, "Position initiale");
  let total = 0;
  for (const d of Object.values(data.frames[0].m)) total += (await decode(fig, 0, d)).length;
  assert.equal(total, 20);
  // the same count from the command line, when the test runs through cargo
  if (process.env.ARBITRE) {
    const cli = execFileSync(process.env.ARBITRE, ["moves", "--game", "chess", "--position", "start"])
      .toString().trim().split("\n");
    assert.equal(cli.length, total);
    assert.ok(cli.includes("Nf3") && cli.includes("Nh3"));
  }
  assert.equal(data.frames[0].m.g1, "f3h3");
  // and the first frame, once shown, answers like the JSON
  while (await currentFrame(fig) > 0) await fig.locator(".step-prev").click();
  await tap(page, fig, data, "g1");
  assert.deepEqual(await marked(fig), ["f3", "h3"]);
  assert.match(await fig.locator(".board-annonce").textContent(), /^Cavalier g1\s:\sf3, h3$/);
  assert.deepEqual(page.problems, []);
});

test("four-player, shogi and bughouse boards answer too", async () => {
  const page = await watchedPage(browser);
  for (const url of ["quatre-joueurs/faq.html", "shogi4/faq.html", "bughouse/faq.html"]) {
    const fig = await openFigure(page, url, 0);
    await tapAll(page, fig);
  }
  assert.deepEqual(page.problems, []);
});

test("a piece in hand marks its legal drops (bughouse and shogi)", async () => {
  const page = await watchedPage(browser);
  for (const url of ["bughouse/faq.html", "shogi4/faq.html"]) {
    await page.goto(fileUrl(url));
    const figs = page.locator("figure.board-example.interactive");
    let tried = 0;
    for (let i = 0; i < await figs.count(); i++) {
      const fig = await openFigure(page, url, i);
      const data = await boardData(fig);
      const frame = data.frames[await currentFrame(fig)];
      const drops = Object.keys(frame.m).filter((k) => k.startsWith("*"));
      for (const key of drops) {
        await tap(page, fig, data, key);
        const dests = await decode(fig, boardOfKey(data, key), frame.m[key]);
        const prefix = data.boards.length > 1 ? ["A", "B"][boardOfKey(data, key)] + ":" : "";
        assert.deepEqual(await marked(fig), dests.map((d) => prefix + d).sort(), `${url} ${key}`);
        assert.match(await fig.locator(".board-annonce").textContent(), / en main /);
        tried++;
      }
    }
    assert.ok(tried > 0, `${url}: some piece in hand can be dropped`);
  }
  assert.deepEqual(page.problems, []);
});

test("a piece of a player not to move says that it is not its turn", async () => {
  const page = await watchedPage(browser);
  const fig = await openFigure(page, "echecs/faq.html", 1);
  const data = await boardData(fig);
  const st = await fig.evaluate((f) => {
    const s = f.arbitre.states[f.arbitre.frame()];
    return { pieces: s.pieces[0], movers: s.movers };
  });
  const [sq] = Object.entries(st.pieces).find(([, code]) => !st.movers.includes(data.looks[code][0]));
  await tap(page, fig, data, sq);
  assert.match(await fig.locator(".board-annonce").textContent(), /ce n’est pas le tour des (Blancs|Noirs)\.$/);
  assert.deepEqual(await marked(fig), []);
  // an empty square says so too
  const empty = await fig.evaluate((f, occupied) => {
    const svg = f.querySelector("div.board svg.diagram");
    const sym = document.getElementById(svg.querySelector(":scope > use").getAttribute("href").slice(1));
    return sym.dataset.grid.split(/[/ ]/).find((n) => n !== "." && !(n in occupied));
  }, st.pieces);
  await tap(page, fig, data, empty);
  assert.match(await fig.locator(".board-annonce").textContent(), new RegExp(`^Case ${empty} vide\\.$`));
  assert.deepEqual(page.problems, []);
});

test("the keyboard alone selects a piece and shows the same squares", async () => {
  const page = await watchedPage(browser);
  const fig = await openFigure(page, "echecs/faq.html", 1);
  const data = await boardData(fig);
  const frame = data.frames[await currentFrame(fig)];
  const [origin, enc] = Object.entries(frame.m).find(([, d]) => d.length > 2);
  const dests = await decode(fig, 0, enc);
  const board = fig.locator("div.board");
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
  assert.deepEqual(await marked(fig), [...dests].sort());
  assert.ok((await fig.locator(".board-annonce").textContent()).endsWith(dests.join(", ")));
  await page.keyboard.press("Escape");
  assert.deepEqual(await marked(fig), []);
  await page.keyboard.press(" ");
  assert.deepEqual(await marked(fig), [...dests].sort());
  assert.deepEqual(page.problems, []);
});

test("stepping: each frame its own pieces, side to move and last move; selection cleared", async () => {
  const page = await watchedPage(browser);
  const fig = await openFigure(page, "echecs/faq.html", 0);
  const data = await boardData(fig);
  assert.ok(data.frames.length > 2);
  const last = data.frames.length - 1;
  assert.equal(await currentFrame(fig), last);
  const label = fig.locator(".step-label");
  assert.match(await label.textContent(), new RegExp(`\\(${last + 1}/${data.frames.length}\\)`));
  const shot = () => fig.locator("div.board svg").screenshot();
  const pieces = () => fig.locator("div.board g.pc").innerHTML();
  const before = await pieces();
  const picture = await shot();
  const status = () => fig.locator("figcaption .etat").textContent();
  const statusLast = await status();
  // a selection, then a step: the selection and the announcement are gone
  const origin = Object.keys(data.frames[last].m)[0];
  await tap(page, fig, data, origin);
  assert.ok((await marked(fig)).length > 0);
  await fig.locator(".step-prev").click();
  assert.equal(await currentFrame(fig), last - 1);
  assert.deepEqual(await marked(fig), []);
  assert.equal(await fig.locator(".board-annonce").textContent(), "");
  assert.notEqual(await pieces(), before);
  assert.ok((await label.textContent()).startsWith(data.frames[last - 1].l));
  // the caption's side to move follows the frame shown
  assert.notEqual(await status(), statusLast);
  assert.match(await status(), /^Trait aux (Blancs|Noirs)\./);
  // the previous frame answers with its own moves
  await tapAll(page, fig);
  // keys on the step controls
  await fig.locator(".step-next").focus();
  await page.keyboard.press("ArrowLeft");
  assert.equal(await currentFrame(fig), last - 2);
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  assert.equal(await currentFrame(fig), last);
  // back at the last frame: the very markup and picture the page was built with
  assert.equal(await pieces(), before);
  assert.equal(await status(), statusLast);
  await page.locator("h1").click();
  assert.ok((await shot()).equals(picture), "the redrawn last frame looks like the built one");
  assert.equal(await fig.locator(".step-next").isDisabled(), true);
  assert.deepEqual(page.problems, []);
});

test("step labels use the notation the chapter teaches, with move numbers", async () => {
  const page = await watchedPage(browser);
  const want = {
    "echecs/faq.html": /^\d+(\.|…)[KQRBNCDTF]?[a-h]?x?[a-h][1-8]|^\d+(\.|…)O-O/,
    "bughouse/faq.html": /^\d+[AaBb]\. (?:[KQRBN]|[a-h]|P@|O-O)/,
    "shogi4/faq.html": /^\d+\. (Sud|Ouest|Nord|Est) [1-9P]/,
    "quatre-joueurs/faq.html": /^\d+\. (Rouge|Bleu|Jaune|Vert) /,
  };
  for (const [url, re] of Object.entries(want)) {
    await page.goto(fileUrl(url));
    const labels = await page.locator("figure.interactive script.board-data").evaluateAll((ss) =>
      ss.flatMap((s) => JSON.parse(s.textContent).frames.slice(1).map((f) => f.l)));
    const moves = labels.filter((l) => !/abandon|temps|nulle|victoire|départ/.test(l));
    assert.ok(moves.length > 0, `${url} has steps`);
    for (const l of moves) assert.match(l, re, `${url}: ${l}`);
  }
  // bughouse: English letters, as the chapter teaches (N, not C)
  await page.goto(fileUrl("bughouse/faq.html"));
  const all = await page.locator("figure.interactive script.board-data").evaluateAll((ss) =>
    ss.flatMap((s) => JSON.parse(s.textContent).frames.map((f) => f.l)));
  assert.ok(all.some((l) => /\bN[a-h]?[1-8]?x?[a-h][1-8]/.test(l)), all.join(" | "));
  assert.ok(!all.some((l) => /\. C[a-h]/.test(l)), all.join(" | "));
  assert.deepEqual(page.problems, []);
});

test("without JavaScript every diagram still shows its final position", async () => {
  const page = await watchedPage(browser, { javaScriptEnabled: false });
  for (const url of ["echecs/faq.html", "bughouse/faq.html", "shogi4/faq.html", "quatre-joueurs/ffa.html"]) {
    await page.goto(fileUrl(url));
    const counts = await page.locator("figure.board-example").evaluateAll((fs) => fs.map((f) => {
      const data = f.querySelector("script.board-data");
      const drawn = f.querySelectorAll("div.board svg g.pc > *").length;
      if (!data) return [drawn, drawn];
      // the data's last frame, rebuilt from frame 0 and its changes
      const frames = JSON.parse(data.textContent).frames;
      // one frame the engine plays: its pieces are the drawing's (no list)
      if (!frames[0].p) return [drawn, frames.length === 1 && frames[0].pos ? drawn : -1];
      const boards = frames[0].p.map(() => new Map());
      for (const fr of frames) fr.p.forEach((s, b) => s.split(",").filter(Boolean).forEach((tok) => {
        const m = /^([a-n]\d+|\d[a-i])(.*)$/.exec(tok);
        if (m[2]) boards[b].set(m[1], m[2]); else boards[b].delete(m[1]);
      }));
      return [drawn, boards.reduce((n, m) => n + m.size, 0)];
    }));
    assert.ok(counts.length > 0);
    for (const [drawn, want] of counts) assert.equal(drawn, want, url);
    assert.ok(counts.some(([d]) => d > 0));
  }
  assert.deepEqual(page.problems, []);
});

test("a sequence's first step says « Position initiale » only from the game's start", async () => {
  const page = await watchedPage(browser);
  const firsts = async (url) => {
    await page.goto(fileUrl(url));
    return page.$$eval("script.board-data", (ss) => ss.map((s) => JSON.parse(s.textContent).frames[0].l));
  };
  const chess = await firsts("echecs/faq.html");
  assert.equal(chess[0], "Position initiale");
  // shogi4's FAQ boards are all set up by hand: none is the start position
  const shogi = await firsts("shogi4/faq.html");
  assert.ok(shogi.length > 5, shogi.join(" | "));
  assert.ok(shogi.every((l) => l !== "Position initiale" && l !== "Position de départ"), shogi.join(" | "));
  assert.ok(shogi.includes("Position"), shogi.join(" | "));
  assert.deepEqual(page.problems, []);
});
