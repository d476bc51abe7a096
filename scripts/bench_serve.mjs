// Edit → page shown, in `arbitre serve`, measured in headless Chromium (a benchmark, not a
// test: nothing is asserted about the time). Usage:
//   node scripts/bench_serve.mjs ARBITRE BOOK PAGE.md RUNS
// BOOK is a copy of a book (its PAGE.md is edited in place); the page opened is PAGE's
// output. Each run appends a paragraph with a new marker to PAGE.md and times, from the
// write, until the open page has reloaded (the server pushes the new version on its event
// stream) and its `load` event has fired with the marker in the document. Prints one line
// of JSON: each run's time and the median, in milliseconds.
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
try {
  const tab = await browser.newPage();
  await tab.goto(base + url, { waitUntil: "load" });
  // one untimed edit first: the server's page cache and the browser are warm
  for (let i = -1; i < runs; i++) {
    const marker = `Mesure${process.pid}x${i + 1}x${Date.now()}`; // no "--": typography makes it a dash
    const loaded = new Promise((resolve) => {
      const onLoad = async () => {
        let has = false;
        try {
          has = await tab.evaluate((m) => document.body.textContent.includes(m), marker);
        } catch {
          // the next reload came first
        }
        if (has) {
          tab.off("load", onLoad);
          resolve(performance.now());
        }
      };
      tab.on("load", onLoad);
    });
    let tAsk = null;
    const onRequest = (r) => {
      if (tAsk === null && r.isNavigationRequest()) tAsk = performance.now();
    };
    tab.on("request", onRequest);
    const t0 = performance.now();
    fs.writeFileSync(file, `${original}\n\n${marker}\n`);
    const t1 = await Promise.race([
      loaded,
      new Promise((_, reject) => setTimeout(() => reject(new Error("page non rechargée en 20 s")), 20000)),
    ]);
    tab.off("request", onRequest);
    if (i >= 0) {
      times.push(t1 - t0);
      asked.push(tAsk - t0);
    }
    // the server settles before the next edit
    await new Promise((r) => setTimeout(r, 300));
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
}));
