import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { execFileSync } from "node:child_process";
import { launch, fileUrl, watchedPage, SITE } from "./helpers.mjs";

let browser;
let tmp;
before(async () => { browser = await launch(); tmp = fs.mkdtempSync(path.join(os.tmpdir(), "arbitre-pdf-")); });
after(async () => { await browser?.close(); fs.rmSync(tmp, { recursive: true, force: true }); });

const HANDOUTS = ["echecs", "quatre-joueurs", "quatre-joueurs-qdan", "shogi4", "bughouse"];

function have(cmd) {
  try { execFileSync(cmd, ["-v"], { stdio: "ignore" }); return true; } catch { return false; }
}

/** Page sizes (points) read from the PDF itself: every /MediaBox. */
function mediaBoxes(pdf) {
  const text = pdf.toString("latin1");
  return [...text.matchAll(/\/MediaBox\s*\[\s*([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s*\]/g)]
    .map((m) => [Number(m[3]) - Number(m[1]), Number(m[4]) - Number(m[2])]);
}

for (const name of HANDOUTS) {
  test(`handout ${name}: one or two A4 pages with its diagrams`, async () => {
    const page = await watchedPage(browser);
    await page.goto(fileUrl(`fiches/${name}.html`));
    const figures = await page.locator("figure.board-example svg").count();
    assert.ok(figures >= 1, "a handout has diagrams");
    await page.emulateMedia({ media: "print" });
    const sizes = await page.locator("figure.board-example svg")
      .evaluateAll((ss) => ss.map((s) => s.getBoundingClientRect().width));
    assert.ok(sizes.every((w) => w > 100), `diagrams drawn in print: ${sizes}`);
    assert.equal(await page.locator(".png-link:visible, .barre-impression:visible").count(), 0);
    const out = path.join(tmp, `${name}.pdf`);
    await page.pdf({ path: out, format: "A4", printBackground: true });
    const pdf = fs.readFileSync(out);
    const boxes = mediaBoxes(pdf);
    assert.ok(boxes.length >= 1 && boxes.length <= 2, `${boxes.length} pages`);
    for (const [w, h] of boxes) {
      assert.ok(Math.abs(w - 595.28) < 1.5 && Math.abs(h - 841.89) < 1.5, `A4: ${w}×${h}`);
    }
    if (have("pdfinfo")) {
      const info = execFileSync("pdfinfo", [out]).toString();
      const pages = Number(info.match(/Pages:\s+(\d+)/)[1]);
      assert.ok(pages >= 1 && pages <= 2, info);
      assert.match(info, /Page size:\s+59[45]\.\d+ x 84[12]\.\d+ pts \(A4\)/);
      // each diagram's caption printed; the diagram itself is vector drawing near it
      const text = execFileSync("pdftotext", ["-layout", out, "-"]).toString().replace(/\s+/g, " ");
      const captions = await page.locator("figure.board-example figcaption").allInnerTexts();
      for (const c of captions) {
        const words = c.replace(/\s+/g, " ").trim().split(" ").slice(0, 3).join(" ");
        assert.ok(text.includes(words.replace(/[\u00a0\u202f]/g, " ")), `caption « ${words} » printed`);
      }
    }
    assert.deepEqual(page.problems, []);
  });
}

test("print.html: the whole guide, chapters in order, ids unique, links inside, nothing interactive", async () => {
  const page = await watchedPage(browser);
  await page.goto(fileUrl("print.html"));
  const sitemap = fs.readFileSync(path.join(SITE, "sitemap.xml"), "utf8");
  const chapters = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(/^.*?([^/]+\/)?([^/]+)\.html$/, (s) => s));
  const sections = await page.locator("section.chapitre-imprime").evaluateAll((ss) => ss.map((s) => s.id));
  assert.equal(sections.length, chapters.length);
  const dup = await page.evaluate(() => {
    const seen = new Map();
    document.querySelectorAll("[id]").forEach((e) => seen.set(e.id, (seen.get(e.id) || 0) + 1));
    return [...seen].filter(([, n]) => n > 1).map(([id]) => id);
  });
  assert.deepEqual(dup, []);
  const broken = await page.evaluate(() => [...document.querySelectorAll('a[href^="#"]')]
    .map((a) => a.getAttribute("href").slice(1)).filter((id) => id && !document.getElementById(decodeURIComponent(id))));
  assert.deepEqual(broken, []);
  const toPages = await page.evaluate(() => [...document.querySelectorAll("main a[href]")]
    .map((a) => a.getAttribute("href")).filter((h) => /\.html(#|$)/.test(h) && !/^[a-z]+:/.test(h)));
  // Handouts are separate printable documents (print.html lists them too): a link to one
  // stays a link; a link to any chapter must have become an in-page anchor.
  const handouts = new Set(await page.evaluate(() => [...document.querySelectorAll("nav.fiches-liste a")]
    .map((a) => a.getAttribute("href"))));
  assert.ok(handouts.size >= 5, "print.html lists the handouts");
  assert.deepEqual(toPages.filter((h) => !handouts.has(h)), [], "links between chapters point inside the page");
  assert.equal(await page.locator("details:not([open])").count(), 0);
  assert.ok(await page.locator("details").count() > 10);
  assert.equal(await page.locator(".board-steps, script.board-data, figure.interactive, div.board[hidden]").count(), 0);
  assert.ok(await page.locator("figure.board-example svg").count() > 150);
  const pdf = await page.pdf({ format: "A4" });
  const boxes = mediaBoxes(pdf);
  assert.ok(boxes.length > sections.length, `${boxes.length} pages for ${sections.length} chapters`);
  assert.deepEqual(page.problems, []);
});

test("every diagram has its 300 dpi PNG", async () => {
  const page = await watchedPage(browser);
  await page.goto(fileUrl("echecs/roque.html"));
  const hrefs = await page.locator("figure a.png-link").evaluateAll((as) => as.map((a) => a.href));
  assert.equal(hrefs.length, await page.locator("figure.board-example").count());
  for (const h of hrefs) {
    const file = decodeURIComponent(new URL(h).pathname);
    const png = fs.readFileSync(file);
    assert.equal(png.subarray(1, 4).toString(), "PNG");
    const width = png.readUInt32BE(16);
    const svgWidth = 400; // chess diagrams are drawn 400 px wide at 96 dpi
    assert.equal(width, Math.round(svgWidth * 300 / 96));
  }
});
