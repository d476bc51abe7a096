// Edit → page shown, in `arbitre serve`, measured in headless Chromium (a benchmark, not a
// test: nothing is asserted about the time). Usage:
//   node scripts/bench_serve.mjs ARBITRE BOOK PAGE.md RUNS
// BOOK is a copy of a book (its PAGE.md is edited in place); the page opened is PAGE's
// output. Each run appends a paragraph with a new marker to PAGE.md and times, from the
// write, until the open page shows it: the first frame after the marker entered the
// document, whether the page swapped its content in place or reloaded (a script run in
// every document the tab loads watches for it). Prints one line of JSON: each run's time
// and the median, in milliseconds, and how often the page reloaded instead of swapping.
import { createRequire } from "node:module";
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(path.join(here, "../tests/browser/package.json"));
const { chromium } = require("playwright-core");

const [arbitre, book, page, runsArg] = process.argv.slice(2);
if (!arbitre || !book || !page) {
  console.error("usage : node scripts/bench_serve.mjs ARBITRE LIVRE PAGE.md [PASSES]");
  process.exit(2);
}
const runs = Number(runsArg || 7);
const file = path.join(book, page);
const original = fs.readFileSync(file, "utf8");
const url = page.replace(/^[^/]+\//, "").replace(/\.md$/, ".html");

const server = spawn(arbitre, ["serve", book, "-p", "0"], { stdio: ["ignore", "pipe", "pipe"] });
server.stderr.resume();
const base = await new Promise((resolve, reject) => {
  let out = "";
  server.stdout.on("data", (d) => {
    out += d;
    const m = /http:\/\/127\.0\.0\.1:(\d+)\//.exec(out);
    if (m) resolve(m[0]);
  });
  server.on("exit", () => reject(new Error("arbitre serve s'est arrêté :\n" + out)));
});
server.stdout.resume();

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
    "--no-first-run", "--disable-component-update", "--disable-sync"],
});
const times = [];
const asked = []; // write → the browser asks for the new page (the server's part)
let reloads = 0; // full page loads during the timed runs
try {
  const tab = await browser.newPage();
  // marker → when it was first shown (epoch ms, the same clock in node and the page)
  const shown = new Map();

  await tab.exposeFunction("__benchShown", (marker, t) => { if (!shown.has(marker)) shown.set(marker, t); });
  await tab.addInitScript(() => {
    const seen = new Set();
    const look = () => {
      const found = (document.body ? document.body.textContent : "").match(/Mesure\d+x\d+x\d+/g) || [];
      for (const m of found) {
        if (seen.has(m)) continue;
        seen.add(m);
        // after the next frame is painted
        requestAnimationFrame(() => setTimeout(() => window.__benchShown(m, performance.timeOrigin + performance.now()), 0));
      }
    };
    new MutationObserver(look).observe(document, { childList: true, subtree: true, characterData: true });
  });
  tab.on("framenavigated", (f) => { if (f === tab.mainFrame()) reloads++; });
  await tab.goto(base + url, { waitUntil: "load" });
  reloads = 0;
  // one untimed edit first: the server's page cache and the browser are warm
  for (let i = -1; i < runs; i++) {
    if (i === 0) reloads = 0;
    const marker = `Mesure${process.pid}x${i + 1}x${Date.now()}`; // no "--": typography makes it a dash
    let tAsk = null;
    const onRequest = (r) => {
      if (tAsk === null && r.url() === base + url) tAsk = performance.timeOrigin + performance.now();
    };
    tab.on("request", onRequest);
    const t0 = performance.timeOrigin + performance.now();
    fs.writeFileSync(file, `${original}\n\n${marker}\n`);
    const deadline = Date.now() + 20000;
    while (!shown.has(marker)) {
      if (Date.now() > deadline) throw new Error("page non mise à jour en 20 s");
      await new Promise((r) => setTimeout(r, 5));
    }
    tab.off("request", onRequest);
    if (i >= 0) {
      times.push(shown.get(marker) - t0);
      asked.push(tAsk - t0);
    }
    // the server makes its full build before the next edit
    await new Promise((r) => setTimeout(r, 800));
  }
} finally {
  fs.writeFileSync(file, original);
  await browser.close();
  server.kill();
}
function median(v) {
  const s = [...v].sort((a, b) => a - b);
  return Math.round(s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2);
}
console.log(JSON.stringify({
  page,
  runs: times.map((t) => Math.round(t)),
  median_ms: median(times),
  // from the write until the browser asks for the page: watching, rebuilding, pushing
  median_until_request_ms: median(asked),
  // full page loads during the timed runs (0: every change swapped in place)
  reloads,
}));
