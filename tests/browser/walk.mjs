// One walk over the guide's pages per (transport, width, colour scheme): each page is
// opened once and every check that wants it reads it in turn, where each test file used to
// open every page again for its own check (docs/CONTRIBUTING.md, « Tests dans un vrai
// navigateur »). Each check is
// still reported as its own node:test test, one subtest a page, so a failure names both.
import { test } from "node:test";
import assert from "node:assert/strict";

/**
 * A check of a walk:
 * - `name`: the test that reports it;
 * - `pages(rel)`: whether it reads this page (every page when absent);
 * - `read(page, rel, res)`: what it needs from the page as it opened, left unchanged;
 * - `mutate(page, rel, data)`: what it does to the page (an inline script added, a menu
 *   opened), run once every check has read the page; returns what it found;
 * - `judge(seen, rel)`: the assertions on one page; `seen` holds `data` (from read),
 *   `changed` (from mutate), `quiet` (the page's console errors and requests leaving the
 *   machine until it was mutated) and `problems` (the same until the page was left);
 * - `overall(pages, t)`: assertions over every page read ([rel, seen] pairs), if any.
 */

/** Opens each page of `rels` once in `page` (a watchedPage) at `url(rel)`, and runs the
 * checks on it: every read first, in order, then every mutation. A page that fails to
 * open, or a check that throws, is recorded against that page and check. Returns
 * Map(check → Map(rel → seen)). */
export async function walk(page, rels, url, checks) {
  const seen = new Map(checks.map((c) => [c, new Map()]));
  for (const rel of rels) {
    const mine = checks.filter((c) => !c.pages || c.pages(rel));
    if (mine.length === 0) continue;
    const from = page.problems.length;
    const got = new Map(mine.map((c) => [c, {}]));
    let res;
    try {
      res = await page.goto(url(rel));
    } catch (e) {
      for (const c of mine) seen.get(c).set(rel, { error: e });
      continue;
    }
    for (const c of mine) {
      try { got.get(c).data = await c.read(page, rel, res); } catch (e) { got.get(c).error = e; }
    }
    const quiet = page.problems.slice(from);
    for (const c of mine.filter((c) => c.mutate)) {
      if (got.get(c).error) continue;
      try { got.get(c).changed = await c.mutate(page, rel, got.get(c).data); } catch (e) { got.get(c).error = e; }
    }
    const problems = page.problems.slice(from);
    for (const c of mine) seen.get(c).set(rel, { ...got.get(c), quiet, problems });
  }
  return seen;
}

/** Runs `start` once, on first call, and gives every caller its promise. */
export function once(start) {
  let p;
  return () => (p ??= start());
}

/** Declares one node:test test per check, a subtest per page it read, then its overall
 * assertions; `walked()` gives the walk's result (started by the first test). */
export function reportChecks(walked, checks) {
  for (const check of checks) {
    test(check.name, async (t) => {
      const pages = (await walked()).get(check);
      // a check that read no page has checked nothing: it must not pass
      assert.ok(pages.size > 0, `${check.name}: no page read`);
      for (const [rel, seen] of pages) {
        await t.test(rel, () => {
          if (seen.error) throw seen.error;
          check.judge(seen, rel);
        });
      }
      if (check.overall) await t.test("over every page", (s) => check.overall([...pages], s));
    });
  }
}
