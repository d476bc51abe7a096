import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { launch, fileUrl, watchedPage } from "./helpers.mjs";

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

const FAQ = "echecs/faq.html";

function fold(s) { return s.toLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, ""); }

test("a FAQ answer opens on click, and its themes count their questions", async () => {
  const page = await watchedPage(browser);
  await page.goto(fileUrl(FAQ));
  const q = page.locator("details.faq-question").first();
  assert.equal(await q.evaluate((d) => d.open), false);
  await q.locator("summary").click();
  assert.equal(await q.evaluate((d) => d.open), true);
  assert.ok(await q.locator(".faq-reponse").isVisible());
  for (const theme of await page.locator("section.faq-theme").all()) {
    const n = await theme.locator("details.faq-question").count();
    const label = await theme.locator("h2 .faq-compte").textContent();
    assert.equal(Number(label.match(/\d+/)[0]), n, label);
  }
  assert.deepEqual(page.problems, []);
});

test("a deep link opens and scrolls to its answer, also on hashchange", async () => {
  const page = await watchedPage(browser, { viewport: { width: 1280, height: 700 } });
  const ids = await page.goto(fileUrl(FAQ)).then(() =>
    page.locator("details.faq-question").evaluateAll((ds) => ds.map((d) => d.id)));
  const target = ids[ids.length - 1];
  await page.goto(fileUrl(FAQ + "#" + target));
  const d = page.locator(`details[id="${target}"]`);
  assert.equal(await d.evaluate((e) => e.open), true);
  const top = await d.evaluate((e) => e.getBoundingClientRect().top);
  assert.ok(top >= -5 && top < 700, `scrolled into view (top ${top})`);
  const other = ids[1];
  await page.evaluate((id) => { location.hash = id; }, other);
  await page.waitForFunction((id) => document.getElementById(id).open, other);
  assert.deepEqual(page.problems, []);
});

test("the filter narrows questions, accents and case ignored", async () => {
  const page = await watchedPage(browser);
  await page.goto(fileUrl(FAQ));
  const all = await page.locator("details.faq-question").count();
  // what the filter should keep: questions whose text holds « échec » in any form
  const expected = await page.locator("details.faq-question").evaluateAll((ds) => ds.map((d) => {
    const c = d.cloneNode(true);
    c.querySelectorAll("svg, script").forEach((n) => n.remove());
    return c.textContent.toLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, "").includes("echec");
  }));
  assert.ok(expected.some(Boolean) && !expected.every(Boolean), "the word splits the FAQ");
  assert.ok((await page.content()).includes("échec"), "the page spells it with its accent");
  await page.locator("input.faq-filtre").fill("ECHEC");
  const hidden = await page.locator("details.faq-question").evaluateAll((ds) => ds.map((d) => d.hidden));
  assert.deepEqual(hidden.map((h) => !h), expected);
  const visible = await page.locator("details.faq-question:visible").count();
  assert.equal(visible, expected.filter(Boolean).length);
  assert.ok(visible < all);
  await page.locator("input.faq-filtre").fill("zzzz introuvable");
  assert.equal(await page.locator("details.faq-question:visible").count(), 0);
  assert.match(await page.locator(".faq-statut").textContent(), /Aucune question/);
  await page.locator("input.faq-filtre").fill("");
  assert.equal(await page.locator("details.faq-question:visible").count(), all);
  assert.deepEqual(page.problems, []);
});

test("expand all, collapse all", async () => {
  const page = await watchedPage(browser);
  await page.goto(fileUrl("quatre-joueurs/faq.html"));
  const opened = () => page.locator("details.faq-question").evaluateAll((ds) => ds.filter((d) => d.open).length);
  const n = await page.locator("details.faq-question").count();
  assert.ok(n > 3);
  await page.locator("button.faq-tout-ouvrir").click();
  assert.equal(await opened(), n);
  await page.locator("button.faq-tout-fermer").click();
  assert.equal(await opened(), 0);
  assert.deepEqual(page.problems, []);
});

test("without JavaScript every answer is in the page and no dead control shows", async () => {
  const page = await watchedPage(browser, { javaScriptEnabled: false });
  await page.goto(fileUrl(FAQ));
  assert.equal(await page.locator(".faq-outils").count(), 0);
  assert.equal(await page.locator(".board-steps:visible").count(), 0);
  await page.locator("details.faq-question summary").first().click();
  assert.ok(await page.locator("details.faq-question .faq-reponse").first().isVisible());
  const ld = JSON.parse(await page.locator('script[type="application/ld+json"]').textContent());
  assert.equal(ld["@type"], "FAQPage");
  assert.equal(ld.mainEntity.length, await page.locator("details.faq-question").count());
  assert.ok(ld.mainEntity.every((q) => q.name && q.acceptedAnswer.text.length > 10));
});

test("printing opens every answer (beforeprint)", async () => {
  const page = await watchedPage(browser);
  await page.goto(fileUrl(FAQ));
  await page.evaluate(() => window.dispatchEvent(new Event("beforeprint")));
  const closed = await page.locator("details").evaluateAll((ds) => ds.filter((d) => !d.open).length);
  assert.equal(closed, 0);
  assert.ok(fold("Échec") === "echec");
});

test("even without JavaScript, closed answers are printed", async () => {
  const page = await watchedPage(browser, { javaScriptEnabled: false });
  await page.goto(fileUrl(FAQ));
  assert.equal(await page.locator(".faq-reponse").first().isVisible(), false);
  await page.emulateMedia({ media: "print" });
  const answers = await page.locator(".faq-reponse").count();
  for (let i = 0; i < answers; i++) {
    assert.ok(await page.locator(".faq-reponse").nth(i).isVisible(), `answer ${i} printed`);
  }
});

test("every board in a FAQ answer is interactive, with its engine data", async () => {
  const page = await watchedPage(browser);
  for (const url of [FAQ, "quatre-joueurs/faq.html", "shogi4/faq.html", "bughouse/faq.html"]) {
    await page.goto(fileUrl(url));
    const all = await page.locator("details.faq-question figure.board-example").count();
    assert.ok(all > 0, url);
    assert.equal(await page.locator("details.faq-question figure.board-example.interactive.pret").count(), all, url);
    assert.equal(await page.locator("details.faq-question figure.board-example script.board-data").count(), all, url);
  }
  assert.deepEqual(page.problems, []);
});

test("FAQ filter: each theme's count says how many of its questions are shown", async () => {
  const page = await watchedPage(browser);
  await page.goto(fileUrl("echecs/faq.html"));
  const counts = () => page.locator(".faq-theme").evaluateAll((ts) => ts.filter((t) => !t.hidden).map((t) => [
    Number((t.querySelector(".faq-compte")?.textContent.match(/\d+/) || [NaN])[0]),
    t.querySelectorAll("details.faq-question:not([hidden])").length]));
  const before = await counts();
  assert.ok(before.length > 1 && before.every(([n, shown]) => n === shown), JSON.stringify(before));
  await page.locator("input.faq-filtre").fill("roque");
  const after = await counts();
  assert.ok(after.length > 0 && after.every(([n, shown]) => n === shown), JSON.stringify(after));
  await page.locator("input.faq-filtre").fill("");
  assert.deepEqual(await counts(), before);
  assert.deepEqual(page.problems, []);
});
