// Shared by the browser tests: the built site, Chromium through playwright-core, a tiny
// static server on 127.0.0.1, and a watch on console errors and network requests.
import { chromium } from "playwright-core";
import http from "node:http";
import fs from "node:fs";
import path from "node:path";
import os from "node:os";
import { execFileSync } from "node:child_process";
import { pathToFileURL, fileURLToPath } from "node:url";

export const SITE = process.env.SITE_DIR;
if (!SITE || !fs.existsSync(path.join(SITE, "index.html"))) {
  throw new Error("SITE_DIR must name a built site (run through `cargo test --test browser`)");
}

export async function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
      "--no-first-run", "--disable-component-update", "--disable-sync"],
  });
}

export function fileUrl(rel) {
  const [p, hash] = rel.split("#");
  return pathToFileURL(path.join(SITE, p)).href + (hash !== undefined ? "#" + hash : "");
}

const TYPES = { ".html": "text/html; charset=utf-8", ".css": "text/css", ".js": "text/javascript",
  ".png": "image/png", ".svg": "image/svg+xml", ".json": "application/json", ".xml": "application/xml" };

/** Serves SITE on 127.0.0.1 on a free port; returns { base, close }. */
export async function serve() {
  const server = http.createServer((req, res) => {
    let rel = decodeURIComponent(new URL(req.url, "http://x").pathname);
    if (rel.endsWith("/")) rel += "index.html";
    const file = path.join(SITE, path.normalize(rel));
    if (!file.startsWith(path.resolve(SITE)) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      res.writeHead(404, { "content-type": "text/html; charset=utf-8" });
      res.end(fs.readFileSync(path.join(SITE, "404.html")));
      return;
    }
    res.writeHead(200, { "content-type": TYPES[path.extname(file)] || "application/octet-stream" });
    res.end(fs.readFileSync(file));
  });
  await new Promise((ok) => server.listen(0, "127.0.0.1", ok));
  const { port } = server.address();
  return { base: `http://127.0.0.1:${port}/`, close: () => new Promise((ok) => server.close(ok)) };
}

/** A page that records console errors, page errors and requests leaving the machine. */
export async function watchedPage(browser, options = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 1600 }, ...options });
  const page = await context.newPage();
  page.problems = [];
  page.on("console", (m) => { if (m.type() === "error") page.problems.push("console: " + m.text()); });
  page.on("pageerror", (e) => page.problems.push("page error: " + e.message));
  page.on("request", (r) => {
    const u = r.url();
    if (!(u.startsWith("file://") || u.startsWith("http://127.0.0.1") || u.startsWith("data:"))) {
      page.problems.push("network: " + u);
    }
  });
  page.on("requestfailed", (r) => page.problems.push("failed: " + r.url()));
  return page;
}

/** A watched page that also records the Content-Security-Policy's violations
 * (`window.violations`), from before any script. */
export async function cspPage(browser, options) {
  const page = await watchedPage(browser, options);
  await page.addInitScript(() => {
    window.violations = [];
    document.addEventListener("securitypolicyviolation", (e) =>
      window.violations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`));
  });
  return page;
}

/** Adds an inline script to the page: it must not run, and be reported. */
export async function inlineRefused(page) {
  return page.evaluate(async () => {
    const s = document.createElement("script");
    s.textContent = "window.inlineRan = true;";
    document.body.append(s);
    await new Promise((ok) => setTimeout(ok, 50));
    const refused = !window.inlineRan && window.violations.length > 0;
    window.violations = [];
    return refused;
  });
}

/** Squares marked as destinations on a figure's boards (`A:e4` on bughouse boards). */
export async function marked(fig) {
  return (await fig.locator(".cible[data-square]").evaluateAll((cs) => cs.map((c) => {
    const part = c.closest(".board-part");
    return (part ? part.dataset.board + ":" : "") + c.dataset.square;
  }))).sort();
}

/** A figure's board data, each frame's moves read into { key: destinations } and its
 * looks (ids) into { code: [seat, name, board template, hand template, letter] } from
 * the page's tables. */
export async function boardData(fig) {
  const data = JSON.parse(await fig.locator("script.board-data").textContent());
  for (const f of data.frames) f.m = f.m ? frameMoves(data, f) : await engineMoves(fig.page(), data, f);
  const tables = await fig.page().locator("script.arb-looks").allTextContents();
  const all = Object.assign({}, ...tables.map((t) => JSON.parse(t)));
  const abc = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
  const code = (i) => (i < abc.length ? abc[i] : code(Math.floor(i / abc.length) - 1) + abc[i % abc.length]);
  data.looks = Object.fromEntries((data.looks || []).map((id, i) => [code(i), all[id]]));
  // a figure of one frame the engine plays reads its pieces from its drawing: their
  // codes are the looks' ids
  for (const [id, look] of Object.entries(all)) if (Array.isArray(look) && !(id in data.looks)) data.looks[id] = look;
  data.boards = data.boards.map((id) => all[id]);
  return data;
}

/** The frame a figure shows (its last one until the reader steps). */
export async function currentFrame(fig) {
  return Number(await fig.getAttribute("data-frame"));
}

/**
 * Decodes a destination string of the board data ("f3h3", or "~" and a bit set over the
 * board's squares in screen order), reading the board's square grid from its drawing:
 * the test's own reading of the format documented in src/site/board_data.rs.
 */
export async function decode(fig, board, text) {
  return (await decodeMany(fig, [[board, text]]))[0];
}

/** `decode` of many [board, text] pairs in one evaluation (one round trip to the page
 * instead of one a pair: the 400-move examples of weight.test.mjs decode 401). */
export async function decodeMany(fig, pairs) {
  return fig.evaluate((f, pairs) => pairs.map(([b, t]) => {
    if (!t) return [];
    if (t[0] !== "~") return t.match(/[a-n]\d+|\d[a-i]/g) || [];
    const svg = f.querySelectorAll("div.board svg.diagram")[b];
    const sym = document.getElementById(svg.querySelector(":scope > use").getAttribute("href").slice(1));
    const order = sym.dataset.grid.split("/").flatMap((r) => r.split(" ")).filter((n) => n !== ".");
    const abc = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    return order.filter((_, i) => (abc.indexOf(t[1 + Math.floor(i / 6)]) >> (i % 6)) & 1);
  }), pairs);
}

/** The centre of a square on the screen, from the board drawing's own grid. */
export async function squareCentre(fig, board, square) {
  return fig.evaluate((f, [b, sq]) => {
    const svg = f.querySelectorAll("div.board svg.diagram")[b];
    const sym = document.getElementById(svg.querySelector(":scope > use").getAttribute("href").slice(1));
    const rows = sym.dataset.grid.split("/").map((r) => r.split(" "));
    const [x0, y0] = sym.dataset.o.split(" ").map(Number);
    const row = rows.findIndex((r) => r.includes(sq));
    const col = rows[row].indexOf(sq);
    const p = svg.createSVGPoint();
    p.x = x0 + col * 45 + 22.5; p.y = y0 + row * 45 + 22.5;
    const q = p.matrixTransform(svg.getScreenCTM());
    return { x: q.x, y: q.y };
  }, [board, square]);
}

/** The board index of a move key of the data ("A:e2" → 0, "*3N" → seat 3's board). */
export function boardOfKey(data, key) {
  if (key.startsWith("*")) {
    const seat = key.slice(1, -1);
    return Math.max(0, data.boards.findIndex((b) => seat in b.tm));
  }
  return key.includes(":") ? ["A", "B"].indexOf(key[0]) : 0;
}

/** A frame's moves as { key: destinations } ("e2", "A:e2", "*1N"), read from its
 * per-board strings (origin then destinations, entries separated by ";"). */
export function frameMoves(data, frame) {
  const out = {};
  const many = data.boards.length > 1;
  frame.m.forEach((text, b) => {
    for (const e of text.split(";").filter(Boolean)) {
      const d = /^(\*\d+[A-Z])(.*)$/.exec(e) || /^([a-n]\d+|\d[a-i])(.*)$/.exec(e);
      const key = d[1].startsWith("*") || !many ? d[1] : "AB"[b] + ":" + d[1];
      out[key] = d[2];
    }
  });
  return out;
}

/** Waits until the engine that a first tap loads is ready (its first answer is then
 * drawn): a busy machine may take a second. The condition is polled inside the page by
 * one evaluation (playwright's waitForFunction builds its predicate with `new Function`,
 * which the pages' CSP refuses; an evaluated function is not refused). */
export async function engineReady(page) {
  const ready = await page.evaluate((ms) => new Promise((done) => {
    const t0 = performance.now();
    (function poll() {
      if (window.ARBITRE_JEU && window.ARBITRE_JEU.ready) done(true);
      else if (performance.now() - t0 > ms) done(false);
      else setTimeout(poll, 10);
    })();
  }), 15_000);
  if (!ready) throw new Error("the page's engine did not load in 15 s");
}

/** Loads the page's engine (static/jeu.js, then static/moteur.wasm) as a first tap would. */
export async function pageEngine(page) {
  await page.evaluate(() => new Promise((ok, ko) => {
    if (window.ARBITRE_JEU) { ok(); return; }
    const s = document.createElement("script");
    s.src = document.querySelector('script[src$="arbitre.js"]').src.replace(/[^/]*$/, "jeu.js");
    s.onload = ok;
    s.onerror = () => ko(new Error("jeu.js"));
    document.head.appendChild(s);
  }));
  await page.evaluate(() => window.ARBITRE_JEU.load());
}

/** The legal moves of (game, position, options), after `moves`, from the engine in
 * the page. */
export async function legalInPage(page, game, position, rules, moves = []) {
  await pageEngine(page);
  return page.evaluate(async ([g, p, r, moves]) => {
    const E = await window.ARBITRE_JEU.load();
    const o = E.open(g, p, r || "");
    if (!o.h) throw new Error("engine refused " + g + " " + p + ": " + o.error);
    for (const m of moves) if (!E.playText(o.h, m)) throw new Error("engine refused " + m);
    const l = E.legal(o.h);
    E.close(o.h);
    return l;
  }, [game, position, rules, moves]);
}

/** Where the engine plays in the page, a frame carries its position, not its moves:
 * the same origin → destinations map, from the page's engine (names in board order). */
async function engineMoves(page, data, frame) {
  // a frame after the first may carry the move that led to it: replay from the last
  // position at or before it
  let j = data.frames.indexOf(frame);
  while (j > 0 && !data.frames[j].pos) j--;
  const moves = data.frames.slice(j + 1, data.frames.indexOf(frame) + 1).map((f) => f.mv);
  const list = await legalInPage(page, data.g, data.frames[j].pos, data.r, moves);
  const many = data.boards.length > 1;
  const by = {};
  for (const m of list) {
    const key = m.k.startsWith("*") || !many ? m.k : "AB"[m.b] + ":" + m.k;
    (by[key] = by[key] || new Set()).add(m.t);
  }
  const order = (n) => {
    let x = /^([a-n])(\d+)$/.exec(n);
    if (x) return [x[1].charCodeAt(0), Number(x[2])];
    x = /^(\d)([a-i])$/.exec(n);
    return [-Number(x[1]), -x[2].charCodeAt(0)];
  };
  const out = {};
  for (const [k, set] of Object.entries(by)) {
    out[k] = [...set].sort((a, b) => { const p = order(a), q = order(b); return p[0] - q[0] || p[1] - q[1]; }).join("");
  }
  return out;
}

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** Builds a fixture book of the repository (`tests/data/...`) with arbitre into a fresh
 * temporary folder; returns { tmp, site } (remove tmp when done). The « N passed » line
 * stays out of the test's output. */
export function builtFixture(rel, name) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), `arbitre-${name}-`));
  const book = path.join(tmp, "book");
  fs.cpSync(path.join(REPO, rel), book, { recursive: true });
  const site = path.join(tmp, "site");
  execFileSync(process.env.ARBITRE, ["build", book, "-o", site, "-q"], { stdio: ["ignore", "pipe", "inherit"] });
  return { tmp, site };
}

/** Every page of the built site (handouts in fiches/ included), as paths relative to it. */
export function sitePages() {
  const out = [];
  (function walk(dir) {
    for (const f of fs.readdirSync(dir).sort()) {
      const p = path.join(dir, f);
      if (fs.statSync(p).isDirectory()) walk(p);
      else if (f.endsWith(".html")) out.push(path.relative(SITE, p).split(path.sep).join("/"));
    }
  })(SITE);
  return out;
}

/** The centre of square index sq of board b on screen, from the page engine's own parts. */
export async function engineSquareCentre(fig, b, sq) {
  return fig.evaluate((f, [b, sq]) => {
    const p = f.arbitre.parts[b];
    const c = p.at[sq];
    const pt = p.svg.createSVGPoint();
    pt.x = p.x0 + c[0] * 45 + 22.5;
    pt.y = p.y0 + c[1] * 45 + 22.5;
    const q = pt.matrixTransform(p.svg.getScreenCTM());
    return [q.x, q.y];
  }, [b, sq]);
}
