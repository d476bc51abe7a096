// French search in a real browser (chromium through playwright-core), on the club's
// guide built into $SITE_DIR: opened from file:// (a guide on a USB stick) and served
// over http by a tiny local server; no console error either way.
//
//   SITE_DIR=/tmp/site CHROMIUM=/usr/bin/chromium node --test tests/browser/search.test.mjs
// Optional: SCREENSHOT_DIR=/tmp/shots saves a picture of the open results.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';

const SITE_DIR = process.env.SITE_DIR;
const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';
// a site without its search index is a failure of these tests, never a skip
if (!SITE_DIR || !existsSync(path.join(SITE_DIR, 'search-index.js'))) {
  throw new Error('SITE_DIR does not hold a built site with search-index.js');
}

let browser;
let server;
let httpBase;

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.svg': 'image/svg+xml', '.png': 'image/png', '.xml': 'application/xml' };

before(async () => {
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  server = createServer(async (req, res) => {
    const rel = decodeURIComponent(new URL(req.url, 'http://x').pathname).replace(/^\/+/, '');
    const file = path.join(SITE_DIR, rel || 'index.html');
    if (!file.startsWith(path.resolve(SITE_DIR))) { res.writeHead(403); res.end(); return; }
    try {
      const body = await readFile(file);
      res.writeHead(200, { 'content-type': TYPES[path.extname(file)] || 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(404); res.end();
    }
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  httpBase = `http://127.0.0.1:${server.address().port}/`;
});

after(async () => {
  if (browser) await browser.close();
  if (server) server.close();
});

/** A page that records console errors and uncaught exceptions. */
async function openPage(url) {
  const page = await browser.newPage({ viewport: { width: 1200, height: 800 } });
  const errors = [];
  page.on('console', (m) => {
    // chromium asks a served site for /favicon.ico by itself; the guide has none
    if (m.type() === 'error' && !/\/favicon\.ico$/.test(m.location().url || '')) {
      errors.push(`${m.text()} (${m.location().url})`);
    }
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('requestfailed', (r) => {
    if (!r.url().endsWith('/favicon.ico')) errors.push(`request failed: ${r.url()}`);
  });
  await page.goto(url, { waitUntil: 'load' });
  return { page, errors };
}

async function search(page, query) {
  const input = page.locator('#recherche-champ');
  await input.fill('');
  await input.pressSequentially(query, { delay: 20 });
  await page.waitForFunction(() => {
    const s = document.querySelector('.recherche-etat');
    return s && /résultat/.test(s.textContent);
  });
  return page.$$eval('.recherche-resultat a', (as) => as.map((a) => ({
    href: a.href,
    page: a.querySelector('.recherche-page')?.textContent,
    section: a.querySelector('.recherche-section')?.textContent || '',
    excerpt: a.querySelector('.recherche-extrait')?.textContent || '',
  })));
}

function siteUrl(base, rel) {
  const [file, hash] = rel.split('#');
  const url = base === 'file' ? pathToFileURL(path.join(SITE_DIR, file)).href : httpBase + file;
  return hash === undefined ? url : `${url}#${hash}`;
}

for (const base of ['file', 'http']) {
  test(`search box finds French words over ${base}`, async () => {
    const { page, errors } = await openPage(siteUrl(base, 'index.html'));
    // a labelled search box in the header
    const label = await page.$eval('label[for="recherche-champ"]', (l) => l.textContent);
    assert.equal(label, 'Rechercher');
    // without accents: "echec" finds the page about check, with a section and an excerpt
    let hits = await search(page, 'echec');
    assert.ok(hits.length > 3, JSON.stringify(hits));
    assert.ok(hits.some((h) => h.href.startsWith(siteUrl(base, 'echecs/echec-mat-pat.html'))), JSON.stringify(hits));
    assert.ok(hits.some((h) => h.section && h.href.includes('#')), 'results name their section');
    assert.ok(hits.every((h) => h.page), 'every result names its page');
    assert.ok(hits.filter((h) => h.excerpt).length * 2 >= hits.length, 'most results have an excerpt');
    const marked = await page.$$eval('.recherche-extrait mark', (ms) => ms.map((m) => m.textContent.toLowerCase()));
    assert.ok(marked.some((m) => m.startsWith('échec')), JSON.stringify(marked));
    // a plural finds the singular: "roques" → the castling page
    hits = await search(page, 'roques');
    assert.ok(hits.some((h) => h.href === siteUrl(base, 'echecs/roque.html')), JSON.stringify(hits));
    // a FAQ question is a section of its own: the link opens that answer
    hits = await search(page, 'annoncer echec');
    assert.ok(hits.some((h) => h.href.startsWith(siteUrl(base, 'echecs/faq.html#')) && /annoncer/i.test(h.section)),
      JSON.stringify(hits));
    // nothing found is said, in French, in the live region
    await search(page, 'xylophone');
    const status = await page.$eval('.recherche-etat', (s) => [s.textContent, s.getAttribute('aria-live')]);
    assert.match(status[0], /^Aucun résultat/);
    assert.equal(status[1], 'polite');
    assert.deepEqual(errors, []);
    await page.close();
  });
}

test('from a nested page, a result leads to the right page and section (file://)', async () => {
  const { page, errors } = await openPage(siteUrl('file', 'echecs/roque.html'));
  const hits = await search(page, 'prise en passant');
  const target = hits.find((h) => h.href.startsWith(siteUrl('file', 'quatre-joueurs/deplacements.html#')));
  assert.ok(target, JSON.stringify(hits));
  if (process.env.SCREENSHOT_DIR) {
    await page.screenshot({ path: path.join(process.env.SCREENSHOT_DIR, 'recherche.png') });
  }
  await page.click(`.recherche-resultat a[href="${target.href}"]`);
  await page.waitForURL(target.href);
  const id = decodeURIComponent(new URL(target.href).hash.slice(1));
  assert.ok(await page.$(`[id="${id}"]`), `heading #${id} on the page`);
  assert.deepEqual(errors, []);
  await page.close();
});

test('keyboard: / focuses, arrows walk the results, Escape closes', async () => {
  const { page, errors } = await openPage(siteUrl('file', 'index.html'));
  await page.locator('main').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('/');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'recherche-champ');
  await page.keyboard.type('tour');
  await page.waitForSelector('.recherche-resultat a');
  await page.keyboard.press('ArrowDown');
  const first = await page.evaluate(() => document.activeElement.closest('.recherche-resultat') !== null);
  assert.ok(first, 'ArrowDown moves into the results');
  await page.keyboard.press('ArrowDown');
  const second = await page.evaluate(() => {
    const as = [...document.querySelectorAll('.recherche-resultat a')];
    return as.indexOf(document.activeElement);
  });
  assert.equal(second, 1);
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'recherche-champ');
  await page.keyboard.press('Escape');
  assert.equal(await page.$eval('#recherche-resultats', (p) => p.hidden), true);
  assert.equal(await page.$eval('#recherche-champ', (i) => i.hasAttribute('aria-expanded')), false, 'a search field takes no aria-expanded');
  assert.deepEqual(errors, []);
  await page.close();
});

test('the reference queries rank their section first, and each result names its game', async () => {
  const table = (await readFile(new URL('../data/search_queries.txt', import.meta.url), 'utf8'))
    .split('\n').filter((l) => l.trim() && !l.startsWith('#'))
    .map((l) => { const [q, want] = l.split('|'); return [q.trim(), want.trim().split(/\s+/)]; });
  assert.ok(table.length >= 9);
  // from the home page, which belongs to no game: the plain ranking
  const { page, errors } = await openPage(siteUrl('file', 'index.html'));
  const base = pathToFileURL(SITE_DIR).href + '/';
  for (const [q, accepted] of table) {
    const hits = await search(page, q);
    assert.ok(hits.length > 0, q);
    const first = decodeURIComponent(hits[0].href.slice(base.length));
    assert.ok(accepted.includes(first), `« ${q} » ranks ${first} first; expected one of ${accepted}`);
    const games = await page.$$eval('.recherche-resultat .recherche-jeu', (s) => s.map((x) => x.textContent));
    assert.ok(games.length > 0 && games.every((g) => g.length > 2), `${q}: ${games}`);
  }
  // the game's name is on the result: "prise en passant" finds chess and four-player pages, and says which
  await search(page, 'prise en passant');
  const pages = await page.$$eval('.recherche-resultat .recherche-page', (s) => s.map((x) => x.textContent));
  assert.ok(pages.some((p) => p.startsWith('Échecs — ')), JSON.stringify(pages));
  assert.ok(pages.some((p) => p.startsWith('Échecs à quatre')), JSON.stringify(pages));
  assert.deepEqual(errors, []);
  await page.close();
});

test("the reader's game comes first, and excerpts hold no « PNG » nor settings cells", async () => {
  const { page, errors } = await openPage(siteUrl('file', 'shogi4/deplacements.html'));
  const base = pathToFileURL(SITE_DIR).href + '/';
  const rel = (h) => decodeURIComponent(h.href.slice(base.length));
  // a shogi4 reader searching « échec »: shogi4's sections before any other game's
  let hits = await search(page, 'échec');
  assert.ok(hits.length > 3);
  const games = hits.map((h) => rel(h).split('/')[0]);
  const firstOther = games.findIndex((g) => g !== 'shogi4');
  assert.ok(games[0] === 'shogi4' && (firstOther < 0 || games.slice(firstOther).every((g) => g !== 'shogi4')),
    games.join(' '));
  // from a chess page, « répétition » puts chess first (shogi4 did before)
  await page.goto(siteUrl('file', 'echecs/roque.html'));
  hits = await search(page, 'répétition');
  assert.equal(rel(hits[0]).split('/')[0], 'echecs', hits.map(rel).join(' '));
  // from a four-player page, « points » finds the scoring table first
  await page.goto(siteUrl('file', 'quatre-joueurs/index.html'));
  hits = await search(page, 'points');
  assert.ok(hits.some((h) => h.section.includes('Le barème')), hits.map((h) => h.section).join(' | '));
  // excerpts: no download link text, no `rules:` names from a settings table
  for (const q of ['position', 'parachutage', 'réglages', 'pion']) {
    hits = await search(page, q);
    for (const h of hits) {
      assert.ok(!/\bPNG\b/.test(h.excerpt), `${q}: ${h.excerpt}`);
      assert.ok(!/pawn-drop-mate|mated-pieces|en-passant:|any-checked/.test(h.excerpt), `${q}: ${h.excerpt}`);
    }
  }
  assert.deepEqual(errors, []);
  await page.close();
});
