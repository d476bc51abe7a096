// Page weight of the built guide, and long interactive examples (issue 13): no guide page
// over 150 KB of HTML, the heaviest under 30 KB gzipped, print.html under 1.5 MB, an
// interactive example of 400 moves under 200 KB with every frame tappable. Prints the
// table the README shows.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { pathToFileURL } from "node:url";
import { launch, watchedPage, SITE, decodeMany, boardOfKey, boardData } from "./helpers.mjs";

const LONG = process.env.LONG_SITE_DIR;
const KB = 1024;

function htmlFiles(dir) {
  return fs.readdirSync(dir, { recursive: true }).filter((f) => f.endsWith(".html")).sort();
}
function weigh(dir, f) {
  const bytes = fs.readFileSync(path.join(dir, f));
  return { file: f, raw: bytes.length, gz: zlib.gzipSync(bytes, { level: 9 }).length };
}
const kb = (n) => (n / KB).toFixed(1);

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

test("page weight: every guide page under 150 KB, the heaviest under 30 KB gzipped, print.html under 1.5 MB", () => {
  const all = htmlFiles(SITE).map((f) => weigh(SITE, f));
  // print.html (the whole guide; a chapter alone is its group there) is weighed apart
  const isPrint = (w) => w.file === "print.html" || w.file.startsWith("print/");
  const pages = all.filter((w) => !isPrint(w));
  const heaviest = pages.reduce((a, b) => (b.raw > a.raw ? b : a));
  const heaviestGz = pages.reduce((a, b) => (b.gz > a.gz ? b : a));
  const print = all.find((w) => w.file === "print.html");
  console.log("# page | HTML (KB) | gzip (KB)");
  for (const w of [...all].sort((a, b) => b.raw - a.raw).slice(0, 8)) {
    console.log(`# ${w.file} | ${kb(w.raw)} | ${kb(w.gz)}`);
  }
  for (const w of pages) assert.ok(w.raw <= 150 * KB, `${w.file}: ${kb(w.raw)} KB`);
  assert.ok(heaviestGz.gz < 30 * KB, `${heaviestGz.file}: ${kb(heaviestGz.gz)} KB gzipped`);
  for (const w of all.filter(isPrint)) assert.ok(w.raw <= print.raw && w.raw < 1.5 * KB * KB, `${w.file}: ${kb(w.raw)} KB`);
  assert.ok(heaviest.raw > 10 * KB, "the guide has real pages");
});

for (const name of ["echecs.html", "bughouse.html"]) {
  test(`an interactive example of 400 moves (${name}) weighs under 200 KB and every frame answers`,
    async () => {
      // without the long examples' site this cannot run: fail, never skip
      assert.ok(LONG, "LONG_SITE_DIR must name the site of 400-move examples (cargo test --test suite sets it)");
      const w = weigh(LONG, name);
      console.log(`# 400 moves, ${name} | ${kb(w.raw)} | ${kb(w.gz)}`);
      assert.ok(w.raw < 200 * KB, `${name}: ${kb(w.raw)} KB`);
      const page = await watchedPage(browser, { viewport: { width: 1280, height: 1200 } });
      await page.goto(pathToFileURL(path.join(LONG, name)).href);
      const fig = page.locator("figure.board-example.interactive");
      const data = await boardData(fig);
      assert.equal(data.frames.length, 401);
      // every frame: step there, tap one origin (a square, or a piece in hand), compare
      const keys = data.frames.map((f) => Object.keys(f.m)[Object.keys(f.m).length >> 1]);
      // decoded in one evaluation (one round trip instead of 401)
      const want = await decodeMany(fig, keys.map((k, i) => (k ? [boardOfKey(data, k), data.frames[i].m[k]] : [0, ""])));
      const got = await fig.evaluate((f, [keys, boards]) => {
        const out = [];
        const prev = f.querySelector(".step-prev");
        while (!prev.disabled) prev.click();
        const next = f.querySelector(".step-next");
        const svgs = f.querySelectorAll("div.board svg.diagram");
        for (let i = 0; i < keys.length; i++) {
          if (i > 0) next.click();
          const key = keys[i];
          if (!key) { out.push([]); continue; }
          if (key.startsWith("*")) {
            f.querySelector(`g.in-hand[data-key="${key}"]`).dispatchEvent(new MouseEvent("click", { bubbles: true }));
          } else {
            const b = key.includes(":") ? ["A", "B"].indexOf(key[0]) : 0;
            const sq = key.includes(":") ? key.split(":")[1] : key;
            const svg = svgs[b];
            const sym = document.getElementById(svg.querySelector(":scope > use").getAttribute("href").slice(1));
            const rows = sym.dataset.grid.split("/").map((r) => r.split(" "));
            const [x0, y0] = sym.dataset.o.split(" ").map(Number);
            const row = rows.findIndex((r) => r.includes(sq));
            const p = svg.createSVGPoint();
            p.x = x0 + rows[row].indexOf(sq) * 45 + 22.5; p.y = y0 + row * 45 + 22.5;
            const q = p.matrixTransform(svg.getScreenCTM());
            svg.dispatchEvent(new MouseEvent("click", { bubbles: true, clientX: q.x, clientY: q.y }));
          }
          out.push([...f.querySelectorAll(".cible[data-square]")].map((c) => c.dataset.square).sort());
        }
        return out;
      }, [keys, data.boards.length]);
      for (let i = 0; i < keys.length; i++) {
        assert.deepEqual(got[i], [...want[i]].sort(), `frame ${i}, ${keys[i]}`);
      }
      assert.deepEqual(page.problems, []);
    });
}
