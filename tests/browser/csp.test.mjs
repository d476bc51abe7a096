// The Content-Security-Policy (issue 27): `script-src 'self'`, no inline script. Every
// page of the guide opens over file:// and http with no violation reported, the policy
// is in force there (an inline script added to the page does not run), and `arbitre
// serve` sends it as a header while its live-reload script, now a file, still runs.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { SITE, launch, fileUrl, serve, watchedPage } from "./helpers.mjs";

const ARBITRE = process.env.ARBITRE;
const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
let browser, server;
before(async () => { browser = await launch(); server = await serve(); });
after(async () => { await browser?.close(); await server?.close(); });

/** Every page of the built site, relative to its root. */
function pages(dir = SITE, prefix = "") {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const rel = prefix + e.name;
    if (e.isDirectory()) return pages(path.join(dir, e.name), rel + "/");
    return rel.endsWith(".html") ? [rel] : [];
  });
}

/** A watched page that also records the policy's violations, from before any script. */
async function cspPage() {
  const page = await watchedPage(browser);
  await page.addInitScript(() => {
    window.violations = [];
    document.addEventListener("securitypolicyviolation", (e) =>
      window.violations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`));
  });
  return page;
}

/** Adds an inline script to the page: it must not run, and be reported. */
async function inlineRefused(page) {
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

for (const [how, url] of [["file://", (p) => fileUrl(p)], ["http", (p) => server.base + p]]) {
  test(`every page of the guide keeps its policy over ${how}, with no violation`, async () => {
    const page = await cspPage();
    const all = pages();
    assert.ok(all.length > 20, `${all.length} pages`);
    for (const p of all) {
      await page.goto(url(p));
      await page.waitForLoadState("load");
      // what the page says, read in one evaluation (one round trip a page, not five)
      const seen = await page.evaluate(() => {
        const metas = document.querySelectorAll('meta[http-equiv="Content-Security-Policy"]');
        return {
          meta: metas.length,
          policy: metas.length ? metas[0].getAttribute("content") : null,
          scripts: document.querySelectorAll("script[src]").length,
          inline: document.querySelectorAll("script:not([src]):not([type])").length,
          violations: window.violations,
        };
      });
      // every page that runs a script carries the policy (some pages run none: the table
      // of contents, redirects)
      assert.ok(seen.meta === 1 || seen.scripts === 0, `${p}: ${seen.scripts} scripts, ${seen.meta} policies`);
      if (seen.meta === 0) continue;
      assert.equal(seen.policy, "script-src 'self' 'wasm-unsafe-eval'", p);
      assert.deepEqual(seen.violations, [], p);
      assert.equal(seen.inline, 0, `${p}: inline script`);
      if (["index.html", "echecs/faq.html", "echecs/roque.html"].includes(p)) {
        assert.ok(await inlineRefused(page), `${p}: an inline script ran`);
      }
    }
    assert.deepEqual(page.problems.filter((m) => !m.includes("inlineRan") && !/Content Security Policy/.test(m)), []);
  });
}

test("serve sends the policy as a header and its live reload still runs", { skip: !ARBITRE && "ARBITRE not set" }, async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "arbitre-csp-"));
  for (const f of ["book.toml", "content", "templates", "static"]) {
    if (fs.existsSync(path.join(REPO, f))) fs.cpSync(path.join(REPO, f), path.join(root, f), { recursive: true });
  }
  const child = spawn(ARBITRE, ["serve", root, "-p", "0"], { stdio: ["ignore", "pipe", "ignore"] });
  try {
    const base = await new Promise((resolve, reject) => {
      let out = "";
      child.stdout.on("data", (d) => {
        out += d;
        const m = /http:\/\/127\.0\.0\.1:\d+\//.exec(out);
        if (m) resolve(m[0]);
      });
      child.on("exit", () => reject(new Error("arbitre serve s'est arrêté :\n" + out)));
    });
    child.stdout.resume();
    const page = await cspPage();
    // the reload script opens its stream (watched from here: waitForFunction evaluates a
    // string in the page, which the policy refuses)
    let streams = 0;
    page.on("request", (r) => { if (r.url().includes("/__arbitre/evenements")) streams += 1; });
    for (const p of ["index.html", "echecs/roque.html", "echecs/faq.html", "print.html", "absente.html"]) {
      const before = streams;
      const res = await page.goto(base + p);
      assert.equal(res.headers()["content-security-policy"], "script-src 'self' 'wasm-unsafe-eval'", p);
      await page.waitForLoadState("load");
      // the reload script came from the server and opened its stream
      for (let i = 0; i < 100 && streams <= before; i++) await new Promise((ok) => setTimeout(ok, 100));
      assert.ok(streams > before, `${p}: the live-reload stream is open`);
      assert.deepEqual(await page.evaluate(() => window.violations), [], p);
    }
    assert.ok(await inlineRefused(page), "an inline script ran under serve");
    // the 404 page's own status, and the streams cut by each navigation, are expected
    assert.deepEqual(page.problems.filter((m) =>
      !/Content Security Policy|status of 404|__arbitre\/evenements/.test(m)), []);
  } finally {
    child.kill();
    fs.rmSync(root, { recursive: true, force: true });
  }
});
