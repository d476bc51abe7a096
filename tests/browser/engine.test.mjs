// The rules engine in the reader's page (issue 31) against the command line: for at
// least 500 positions per game family, from the guide's examples and from random
// playouts (capture-hungry, so that sparse positions come too), the legal moves that
// the page's engine (static/moteur.wasm, loaded as on a first tap) gives must be
// exactly those `arbitre moves` gives. Also: the engine file's budget, and a game
// played by taps on each board kind.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { promisify } from "node:util";
import { launch, fileUrl, watchedPage, SITE, pageEngine, engineSquareCentre } from "./helpers.mjs";

const run = promisify(execFile);
const FAMILY = {
  chess: "chess", "chess4-ffa": "chess4", "chess4-teams": "chess4", "chess4-qdan-teams": "chess4",
  "chess4-qdan-solo": "chess4", shogi4: "shogi4", "shogi4-teams": "shogi4", bughouse: "bughouse",
};
const PER_FAMILY = 500;
const PLAYOUTS = 250;

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

/** Every frame of every interactive figure of the built guide: (game, options, position). */
function guidePositions() {
  const out = [];
  const walk = (dir) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith(".html")) {
        const html = fs.readFileSync(p, "utf8");
        for (const m of html.matchAll(/<script type="application\/json" class="board-data">([\s\S]*?)<\/script>/g)) {
          const data = JSON.parse(m[1]);
          if (!data.g) continue;
          // frames after the first carry their move (or their position): the guide's
          // positions are the frames' and the lines' starts; playouts go on from them
          for (const f of data.frames) if (f.pos) out.push({ g: data.g, r: data.r || "", pos: f.pos, from: path.relative(SITE, p) });
          if (data.line) out.push({ g: data.g, r: data.r || "", pos: data.line.pos, from: path.relative(SITE, p) });
        }
      }
    }
  };
  walk(SITE);
  return out;
}

/** Random playouts in the page's engine from each start: every position met. */
async function playouts(page, starts, need) {
  return page.evaluate(async ([starts, need, FAMILY]) => {
    const E = await window.ARBITRE_JEU.load();
    let seed = 31;
    const rand = (n) => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed % n; };
    const count = {};
    const out = [];
    for (let round = 0; round < 50; round++) {
      for (const s of starts) {
        const fam = FAMILY[s.g];
        if ((count[fam] || 0) >= need[fam]) continue;
        const o = E.open(s.g, s.pos, s.r);
        if (!o.h) continue;
        const plies = rand(160);
        for (let i = 0; i < plies && (count[fam] || 0) < need[fam]; i++) {
          const legal = E.legal(o.h);
          if (!legal.length) break;
          // two in three times a capture when there is one: the board empties
          const st = E.state(o.h);
          const full = new Set(st.boards.flatMap((b, k) => b.map((e) => k + e[0])));
          const takes = legal.filter((m) => full.has(m.b + m.t));
          const pick = takes.length && rand(3) < 2 ? takes[rand(takes.length)] : legal[rand(legal.length)];
          const next = E.play(o.h, pick.i === undefined ? legal.indexOf(pick) : pick.i);
          if (!next) break;
          if (rand(4) === 0 || i === plies - 1) {
            out.push({ g: s.g, r: s.r, pos: next.position, from: "playout" });
            count[fam] = (count[fam] || 0) + 1;
          }
        }
        E.close(o.h);
      }
    }
    return out;
  }, [starts, need, FAMILY]);
}

/** The guide's positions as the page's engine reads them, in the notation's full form. */
async function fullPositions(page, positions) {
  const full = await page.evaluate(async (positions) => {
    const E = await window.ARBITRE_JEU.load();
    return positions.map((p) => {
      const o = E.open(p.g, p.pos, p.r);
      if (!o.h) return p.pos;
      const pos = E.state(o.h).position;
      E.close(o.h);
      return pos;
    });
  }, positions);
  return positions.map((p, i) => ({ ...p, pos: full[i] }));
}

async function pageLegal(page, positions) {
  return page.evaluate(async (positions) => {
    const E = await window.ARBITRE_JEU.load();
    return positions.map((p) => {
      const o = E.open(p.g, p.pos, p.r);
      if (!o.h) return ["refused: " + o.error];
      const l = [...new Set(E.legal(o.h, true).map((m) => m.n))].sort();
      E.close(o.h);
      return l;
    });
  }, positions);
}

async function cliLegal(p) {
  const args = ["moves", "--game", p.g, "--position", p.pos];
  if (p.r) args.push("--rules", p.r);
  const { stdout } = await run(process.env.ARBITRE, args);
  return stdout.split("\n").filter(Boolean).sort();
}

test("the page's engine gives the legal moves `arbitre moves` gives, 500 positions per family", { timeout: 900_000 }, async (t) => {
  // without the binary there is nothing to compare with: fail, never skip
  assert.ok(process.env.ARBITRE, "ARBITRE must name the arbitre binary (cargo test --test suite sets it)");
  const page = await watchedPage(browser);
  await page.goto(fileUrl("index.html"));
  await pageEngine(page);
  const guide = guidePositions();
  const starts = [...new Map(guide.map((p) => [p.g + p.r + p.pos, p])).values()];
  for (const g of Object.keys(FAMILY)) starts.push({ g, r: "", pos: "start" });
  // the guide's positions count towards the 500; playouts bring the rest, and never
  // fewer than PLAYOUTS a family (sparse positions come from them)
  const need = {};
  for (const fam of new Set(Object.values(FAMILY))) {
    const own = guide.filter((p) => FAMILY[p.g] === fam).length;
    need[fam] = Math.max(PLAYOUTS, PER_FAMILY - own);
  }
  // the page writes `start` and four-player boards without their corner cells: the
  // command line gets each position as the page's engine reads it, in full
  const all = (await fullPositions(page, guide)).concat(await playouts(page, starts, need));
  const per = {};
  for (const p of all) per[FAMILY[p.g]] = (per[FAMILY[p.g]] || 0) + 1;
  for (const fam of ["chess", "chess4", "shogi4", "bughouse"]) {
    assert.ok(per[fam] >= PER_FAMILY, `${fam}: ${per[fam]} positions`);
  }
  const inPage = await pageLegal(page, all);
  // the command line, four at a time
  const expected = new Array(all.length);
  let next = 0;
  await Promise.all([0, 1, 2, 3].map(async () => {
    while (next < all.length) {
      const i = next++;
      expected[i] = await cliLegal(all[i]);
    }
  }));
  // not a comparison of empty lists
  assert.ok(expected.reduce((n, l) => n + l.length, 0) > 20 * all.length, "moves listed");
  let sparse = 0;
  for (let i = 0; i < all.length; i++) {
    assert.deepEqual(inPage[i], expected[i], `${all[i].g} ${all[i].r} « ${all[i].pos} » (${all[i].from})`);
    if ((all[i].pos.match(/[a-zA-Z]/g) || []).length < 20) sparse++;
  }
  assert.ok(sparse > 50, `sparse positions: ${sparse}`);
  t.diagnostic(`${all.length} positions (${JSON.stringify(per)}), ${sparse} sparse`);
  assert.deepEqual(page.problems, []);
});

test("the engine file stays within 150 KB gzipped, and its script carries the same bytes", () => {
  const wasm = fs.readFileSync(path.join(SITE, "static/moteur.wasm"));
  const gz = zlib.gzipSync(wasm, { level: 9 }).length;
  assert.ok(gz <= 150 * 1024, `moteur.wasm: ${gz} bytes gzipped`);
  const js = fs.readFileSync(path.join(SITE, "static/moteur-wasm.js"), "utf8");
  const b64 = /ARBITRE_MOTEUR_WASM = "([^"]+)"/.exec(js)[1];
  assert.ok(Buffer.from(b64, "base64").equals(wasm));
});

test("no engine file is loaded before the first tap", async () => {
  const page = await watchedPage(browser);
  const asked = [];
  page.on("request", (r) => asked.push(r.url()));
  await page.goto(fileUrl("echecs/faq.html"));
  await page.waitForLoadState("load");
  assert.deepEqual(asked.filter((u) => /moteur|jeu\.js/.test(u)), []);
  assert.deepEqual(page.problems, []);
});

test("the first key pressed on a board starts loading the engine, before Enter", async () => {
  const page = await watchedPage(browser);
  const asked = [];
  page.on("request", (r) => asked.push(r.url()));
  await page.goto(fileUrl("echecs/index.html"));
  const board = page.locator("figure.board-example.interactive div.board").first();
  await board.focus();
  assert.deepEqual(asked.filter((u) => /moteur|jeu\.js/.test(u)), []);
  await page.keyboard.press("ArrowRight"); // the cursor only, no piece chosen yet
  await until(page, () => window.ARBITRE_JEU && window.ARBITRE_JEU.ready);
  assert.ok(asked.some((u) => /moteur-wasm\.js$/.test(u)) && asked.some((u) => /jeu\.js$/.test(u)), asked.join(" "));
  assert.deepEqual(page.problems, []);
});

// Chromium compiles each wasm function at its first call, on the main thread: the
// first tap's largest cost was compiling the ~184 functions it reached
// (docs/MEASURES.md). Counted in a trace (wasm.CompileBaseline), not timed. The bounds
// leave room for the rules to grow a little; crossing one asks for a look at what the
// first tap now calls (scripts/bench_play.mjs prints the count per board kind). The
// shogi4 board's once reached the repetition rule's hash map (160 functions).
for (const [url, bound] of [["echecs/index.html", 150], ["shogi4/index.html", 150]]) {
  test(`a first tap on ${url} compiles at most ${bound} wasm functions`, async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 900 } });
    const page = await context.newPage();
    await page.goto(fileUrl(url));
    const fig = page.locator("figure.board-example.interactive").first();
    await fig.scrollIntoViewIfNeeded();
    // a piece of the side to move, read from the diagram's own data
    const from = await fig.evaluate((f) => {
      const st = f.arbitre.states[f.arbitre.frame()];
      return Object.keys(st.pieces[0]).find((s) => f.arbitre.api.data.looks[st.pieces[0][s]][0] === st.movers[0]);
    });
    const cdp = await context.newCDPSession(page);
    const events = [];
    cdp.on("Tracing.dataCollected", (d) => events.push(...d.value));
    const done = new Promise((ok) => cdp.once("Tracing.tracingComplete", ok));
    await cdp.send("Tracing.start", { transferMode: "ReportEvents",
      traceConfig: { includedCategories: ["disabled-by-default-v8.wasm.detailed", "blink.user_timing"] } });
    // the frame that shows the targets, marked in the trace: the page warms the engine's
    // play after it (static/jeu.js), which a slow trace end could otherwise count
    await fig.evaluate((f) => {
      new MutationObserver((_, obs) => {
        if (!f.querySelector("circle.cible")) return;
        obs.disconnect();
        requestAnimationFrame(() => performance.mark("arb-cibles"));
      }).observe(f, { subtree: true, childList: true });
    });
    const [x, y] = await engineSquareCentre(fig, 0, from);
    await page.mouse.click(x, y);
    await fig.locator("circle.cible").first().waitFor({ state: "attached" });
    await page.waitForTimeout(50);
    await cdp.send("Tracing.end");
    await done;
    const shown = events.find((e) => e.name === "arb-cibles");
    assert.ok(shown, "the targets' frame marked in the trace");
    const compiled = events.filter((e) => e.name === "wasm.CompileBaseline" && e.ts <= shown.ts).length;
    await context.close();
    assert.ok(compiled > 50, `the trace saw the engine's functions compiled (${compiled})`);
    assert.ok(compiled <= bound, `${compiled} wasm functions compiled on the first tap`);
  });
}

// The first move played used to compile as many wasm functions again (play, the
// move's text, the state: ~150), doubling its work; static/jeu.js plays and takes back
// a move on a game of its own while the reader aims (docs/MEASURES.md).
test("the first move played compiles (nearly) no wasm function of its own", async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 900 } });
  const page = await context.newPage();
  await page.goto(fileUrl("echecs/index.html"));
  const fig = page.locator("figure.board-example.interactive").first();
  await fig.scrollIntoViewIfNeeded();
  const tapSq = async (sq) => { const [x, y] = await engineSquareCentre(fig, 0, sq); await page.mouse.click(x, y); };
  await tapSq("e2");
  await fig.locator("circle.cible").first().waitFor({ state: "attached" });
  await page.waitForTimeout(800); // a reader aiming at the target
  const cdp = await context.newCDPSession(page);
  const events = [];
  cdp.on("Tracing.dataCollected", (d) => events.push(...d.value));
  const done = new Promise((ok) => cdp.once("Tracing.tracingComplete", ok));
  await cdp.send("Tracing.start", { transferMode: "ReportEvents",
    traceConfig: { includedCategories: ["disabled-by-default-v8.wasm.detailed"] } });
  await tapSq("e4");
  await until(page, () => /e4/.test(document.querySelector("figure.board-example .board-annonce").textContent));
  await cdp.send("Tracing.end");
  await done;
  const compiled = events.filter((e) => e.name === "wasm.CompileBaseline").length;
  await context.close();
  assert.ok(compiled <= 10, `${compiled} wasm functions compiled by the first move played`);
});

// A move redraws what it changed, not the board: the piece that moved is the same
// node set at its new corner (put back in the layer only when the board order needs
// it), a capture takes one node out; the first move once redrew all 32 pieces. The
// side to move's marker and the last move's squares get new attributes, the lines new
// text in their text nodes (a node put in the page is styled and laid out anew).
test("a move played rewrites only the squares it changed", async () => {
  const { page, fig, tapSq } = await firstChessBoard();
  const play = async (from, to) => {
    await tapSq(from);
    await until(page, () => document.querySelectorAll("figure.board-example circle.cible").length > 0);
    await fig.evaluate((f, from) => {
      window.PC = { added: 0, removed: 0, pieces: 0 };
      const pc = f.querySelector("div.board g.pc");
      // the node drawn on the square left (before the first move, the page's own:
      // static/jeu.js knows the built nodes by square from the first frame it draws)
      const p0 = f.arbitre.parts[0];
      window.PC.moving = p0.drawn ? p0.drawn[from].nodes[0]
        : [...pc.children].find((n) => window.ARBITRE.dessin.squareOfNode(p0, n) === from);
      window.PC.obs = new MutationObserver((l) => l.forEach((r) => {
        window.PC.added += r.addedNodes.length;
        window.PC.removed += r.removedNodes.length;
      }));
      window.PC.obs.observe(pc, { childList: true, subtree: true });
      // elsewhere in the figure: nodes put in (the targets' layers left out), text
      // nodes replaced in the status and announcement lines
      window.PC.other = [];
      window.PC.obs2 = new MutationObserver((l) => l.forEach((r) => {
        const layer = r.target.closest ? r.target.closest("g.sel, g.sel-sous, g.pc, .jeu-commandes") : null;
        if (!layer) r.addedNodes.forEach((n) => window.PC.other.push((r.target.getAttribute("class") || r.target.nodeName) + ">" + n.nodeName));
      }));
      window.PC.obs2.observe(f, { childList: true, subtree: true });
    }, from);
    const frame = await fig.evaluate((f) => f.arbitre.frame());
    await tapSq(to);
    assert.equal(await fig.evaluate((f) => f.arbitre.frame()), frame + 1, `${from}-${to} played`);
    return fig.evaluate((f, to) => {
      window.PC.obs.takeRecords().forEach((r) => { window.PC.added += r.addedNodes.length; window.PC.removed += r.removedNodes.length; });
      window.PC.obs.disconnect();
      window.PC.obs2.takeRecords().forEach((r) => {
        const layer = r.target.closest ? r.target.closest("g.sel, g.sel-sous, g.pc, .jeu-commandes") : null;
        if (!layer) r.addedNodes.forEach((n) => window.PC.other.push((r.target.getAttribute("class") || r.target.nodeName) + ">" + n.nodeName));
      });
      window.PC.obs2.disconnect();
      // each piece node at its square's corner, in board order, one per piece
      const p = f.arbitre.parts[0], st = f.arbitre.states[f.arbitre.frame()];
      const at = [...f.querySelector("div.board g.pc").children].map((n) => {
        const c = [Number(n.getAttribute("x")), Number(n.getAttribute("y"))];
        return p.rows[Math.round((c[1] - p.y0) / 45)][Math.round((c[0] - p.x0) / 45)];
      });
      const sorted = [...at].sort((a, b) => p.index[a] - p.index[b]);
      return { added: window.PC.added, removed: window.PC.removed, at, sorted, want: Object.keys(st.pieces[0]).sort(), other: window.PC.other,
        same: f.arbitre.parts[0].drawn[to].nodes[0] === window.PC.moving };
    }, to);
  };
  const check = (r, pieces) => {
    assert.ok(r.same, "the piece's own node moved");
    assert.equal(r.at.length, pieces);
    assert.deepEqual([...r.at].sort(), r.want);
    assert.deepEqual(r.at, r.sorted, "in the drawing's order");
  };
  // the first move: its piece's node put back in the drawing's order, nothing else
  let r = await play("e2", "e4");
  assert.ok(r.added <= 1 && r.removed <= 1, JSON.stringify(r));
  check(r, 32);
  r = await play("g8", "f6");
  assert.ok(r.added <= 1 && r.removed <= 1, JSON.stringify(r));
  check(r, 32);
  // the side to move's marker, the last move's squares and the lines keep their nodes
  assert.deepEqual(r.other, []);
  // a capture: the taken piece's node goes too
  await play("d2", "d4");
  await play("f6", "e4");
  await play("d1", "d3");
  r = await play("e4", "f2"); // (the knight took e4 and now f2)
  assert.ok(r.added <= 1 && r.removed <= 2, JSON.stringify(r));
  check(r, 30);
  // a rook along its rank, no piece between in the drawing's order: no node taken out
  await play("e1", "f2");
  await play("h8", "g8");
  await play("h2", "h3");
  r = await play("g8", "h8");
  assert.deepEqual([r.added, r.removed], [0, 0]);
  check(r, 29);
  assert.deepEqual(r.other, []);
  assert.deepEqual(page.problems, []);
});

// The chess chapter's first board at phone width, and a tap on one of its squares.
async function firstChessBoard() {
  const page = await watchedPage(browser, { viewport: { width: 390, height: 900 } });
  await page.goto(fileUrl("echecs/index.html"));
  const fig = page.locator("figure.board-example.interactive").first();
  await fig.scrollIntoViewIfNeeded();
  const tapSq = async (sq) => { const [x, y] = await engineSquareCentre(fig, 0, sq); await page.mouse.click(x, y); };
  return { page, fig, tapSq };
}

// The first tap only shows targets: static/jeu.js learns the built pieces' nodes by
// square (to move them later) at the first frame it draws, not when the engine loads
// during the first tap (docs/MEASURES.md). The first move still keeps every node of a
// piece that stayed.
test("the first tap leaves the built pieces to the first move, which keeps them", async () => {
  const { page, fig, tapSq } = await firstChessBoard();
  await tapSq("e2");
  await until(page, () => document.querySelectorAll("figure.board-example circle.cible").length > 0);
  assert.equal(await fig.evaluate((f) => f.arbitre.parts[0].drawn === undefined), true, "no piece adopted at the first tap");
  await fig.evaluate((f) => { window.KEPT = [...f.querySelector("div.board g.pc").children]; });
  await tapSq("e4");
  await until(page, () => /e4/.test(document.querySelector("figure.board-example .board-annonce").textContent));
  const kept = await fig.evaluate((f) => {
    const now = [...f.querySelector("div.board g.pc").children];
    return { same: window.KEPT.filter((n) => now.includes(n)).length, now: now.length };
  });
  assert.deepEqual(kept, { same: 32, now: 32 });
  assert.deepEqual(page.problems, []);
});

// A later move gives the side to move's marker (and hands) their new attributes
// without serializing the page's nodes to compare them: each markup's shape is known
// from its parsing (static/jeu.js, setMarkup). Counted: reads of innerHTML or
// outerHTML on nodes in the page during the move.
test("a later move reads no markup back from the page's nodes", async () => {
  const { page, fig, tapSq } = await firstChessBoard();
  const play = async (from, to) => {
    await tapSq(from);
    await until(page, () => document.querySelectorAll("figure.board-example circle.cible").length > 0);
    const frame = await fig.evaluate((f) => f.arbitre.frame());
    await tapSq(to);
    assert.equal(await fig.evaluate((f) => f.arbitre.frame()), frame + 1, `${from}-${to} played`);
  };
  await page.evaluate(() => {
    window.READS = { on: false, n: 0 };
    for (const name of ["innerHTML", "outerHTML"]) {
      const d = Object.getOwnPropertyDescriptor(Element.prototype, name);
      Object.defineProperty(Element.prototype, name, { ...d, get() {
        if (window.READS.on && this.isConnected) window.READS.n++;
        return d.get.call(this);
      } });
    }
  });
  await play("e2", "e4");
  await play("e7", "e5");
  await tapSq("g1");
  await until(page, () => document.querySelectorAll("figure.board-example circle.cible").length > 0);
  await page.evaluate(() => { window.READS.on = true; });
  await tapSq("f3");
  await until(page, () => /Cf3/.test(document.querySelector("figure.board-example .board-annonce").textContent));
  const reads = await page.evaluate(() => { window.READS.on = false; return window.READS.n; });
  // the move was drawn: the marker of the side to move changed seat
  assert.equal(await fig.evaluate((f) => f.arbitre.states[f.arbitre.frame()].movers.join()), "1");
  assert.equal(reads, 0, `${reads} reads of the page's markup during the move`);
  assert.deepEqual(page.problems, []);
});

/** Waits (up to 10 s) until `f` is true in the page (the pages' policy forbids the
 * string evaluation playwright's waitForFunction may use). */
async function until(page, f) {
  for (let i = 0; i < 200; i++) {
    if (await page.evaluate(f)) return;
    await page.waitForTimeout(50);
  }
  throw new Error("never true: " + f);
}

test("a reader plays by taps: the move, the status, a promotion asked, take back", async () => {
  const { page, fig, tapSq } = await firstChessBoard();
  await tapSq("e2");
  await until(page, () => document.querySelectorAll("figure.board-example circle.cible").length === 2);
  await tapSq("e4");
  await until(page, () => /e4/.test(document.querySelector("figure.board-example .board-annonce").textContent));
  assert.equal(await fig.locator("figcaption .etat").textContent(), "Trait aux Noirs.");
  const pieceOn = (sq) => fig.evaluate((f, sq) => f.arbitre.states[f.arbitre.frame()].pieces[0][sq] || null, sq);
  assert.ok(await pieceOn("e4"));
  assert.equal(await pieceOn("e2"), null);
  await fig.locator(".jeu-annuler").click();
  assert.ok(await pieceOn("e2"));
  assert.equal(await fig.locator("figcaption .etat").textContent(), "Trait aux Blancs.");

  // a pawn that promotes: the page asks which piece, queen first
  await page.goto(fileUrl("echecs/promotion.html"));
  const pf = page.locator("figure.board-example.interactive").first();
  await pf.scrollIntoViewIfNeeded();
  const [x0, y0] = await engineSquareCentre(pf, 0, "e7");
  await page.mouse.click(x0, y0);
  await until(page, () => document.querySelectorAll("figure.board-example circle.cible").length > 0);
  const [x1, y1] = await engineSquareCentre(pf, 0, "e8");
  await page.mouse.click(x1, y1);
  const choices = await pf.locator(".promotion button").allTextContents();
  assert.deepEqual(choices.map((c) => c.split(" ")[0]), ["Dame", "Tour", "Fou", "Cavalier"]);
  await pf.locator(".promotion button").first().click();
  assert.match(await pf.locator(".board-annonce").textContent(), /^e8=D/);
  assert.deepEqual(page.problems, []);
});

test("the keyboard alone plays a move with the engine and takes it back", async () => {
  const page = await watchedPage(browser, { viewport: { width: 390, height: 900 } });
  await page.goto(fileUrl("echecs/index.html"));
  const fig = page.locator("figure.board-example.interactive").first();
  await fig.scrollIntoViewIfNeeded();
  const board = fig.locator("div.board");
  await board.focus();
  await page.keyboard.press("ArrowRight"); // shows the cursor
  const cursor = () => board.locator("rect.curseur").getAttribute("data-square");
  const goTo = async (sq) => {
    for (let i = 0; i < 20; i++) {
      const at = await cursor();
      if (at === sq) return;
      const df = sq.charCodeAt(0) - at.charCodeAt(0);
      const dr = Number(sq.slice(1)) - Number(at.slice(1));
      await page.keyboard.press(df > 0 ? "ArrowRight" : df < 0 ? "ArrowLeft" : dr > 0 ? "ArrowUp" : "ArrowDown");
    }
    assert.equal(await cursor(), sq);
  };
  await goTo("g1");
  await page.keyboard.press("Enter"); // loads the engine, shows the knight's squares
  await until(page, () => document.querySelectorAll("figure.board-example circle.cible").length === 2);
  assert.match(await fig.locator(".board-annonce").textContent(), /f3, h3/);
  await goTo("f3");
  await page.keyboard.press("Enter");
  await until(page, () => /Cf3/.test(document.querySelector("figure.board-example .board-annonce").textContent));
  const pieceOn = (sq) => fig.evaluate((f, sq) => f.arbitre.states[f.arbitre.frame()].pieces[0][sq] || null, sq);
  assert.ok(await pieceOn("f3"));
  assert.equal(await pieceOn("g1"), null);
  assert.equal(await fig.locator("figcaption .etat").textContent(), "Trait aux Noirs.");
  // the buttons are reached with Tab and pressed with Enter
  await fig.locator(".jeu-annuler").focus();
  await page.keyboard.press("Enter");
  assert.ok(await pieceOn("g1"));
  assert.equal(await fig.locator("figcaption .etat").textContent(), "Trait aux Blancs.");
  assert.deepEqual(page.problems, []);
});
