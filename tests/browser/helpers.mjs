// Shared by the browser tests: the built site, Chromium through playwright-core, a tiny
// static server on 127.0.0.1, and a watch on console errors and network requests.
import { chromium } from "playwright-core";
import http from "node:http";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

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

/** Visible squares marked as destinations on a figure's current board. */
export async function marked(fig) {
  return (await fig.locator("div.board:not([hidden]) rect.cible")
    .evaluateAll((rs) => rs.map((r) => {
      const part = r.closest("g.board-part");
      const prefix = part ? ["A", "B"][[...r.closest("svg").querySelectorAll("g.board-part")].indexOf(part)] + ":" : "";
      return prefix + r.dataset.square;
    }))).sort();
}

export async function boardData(fig) {
  return JSON.parse(await fig.locator("script.board-data").textContent());
}

export async function currentFrame(fig) {
  return Number(await fig.locator("div.board:not([hidden])").getAttribute("data-frame"));
}
