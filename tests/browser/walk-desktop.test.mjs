// Every page of the guide on a desktop screen, opened once per transport (walk.mjs):
// over file:// in light mode, axe-core (every rule it checks), the Content-Security-Policy
// (issue 27), the language, title and description search engines read, the links to
// print.html; over http, the policy again and the pages' status. These checks were each
// their own walk over every page in four test files.
import { before, after } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { SITE, launch, fileUrl, serve, sitePages, cspPage, inlineRefused } from "./helpers.mjs";
import { walk, once, reportChecks } from "./walk.mjs";

const AXE = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

let browser, server;
before(async () => { browser = await launch(); server = await serve(); });
after(async () => { await browser?.close(); await server?.close(); });

// ---- the policy, over both transports ----

/** The policy kept on every page, no violation; an inline script added to three pages is
 * refused (the page is changed: done once every other check has read it). */
function policyCheck(how) {
  return {
    name: `every page of the guide keeps its policy over ${how}, with no violation`,
    // what the page says, read in one evaluation (one round trip a page, not five)
    read: (page) => page.evaluate(() => {
      const metas = document.querySelectorAll('meta[http-equiv="Content-Security-Policy"]');
      return {
        meta: metas.length,
        policy: metas.length ? metas[0].getAttribute("content") : null,
        scripts: document.querySelectorAll("script[src]").length,
        inline: document.querySelectorAll("script:not([src]):not([type])").length,
        violations: window.violations,
      };
    }),
    mutate: async (page, p, seen) => (seen.meta > 0 && ["index.html", "echecs/faq.html", "echecs/roque.html"].includes(p)
      ? { inlineRefused: await inlineRefused(page) } : {}),
    judge: ({ data: seen, changed, problems }, p) => {
      // every page that runs a script carries the policy (some pages run none: the table
      // of contents, redirects)
      assert.ok(seen.meta === 1 || seen.scripts === 0, `${p}: ${seen.scripts} scripts, ${seen.meta} policies`);
      if (seen.meta !== 0) {
        assert.equal(seen.policy, "script-src 'self' 'wasm-unsafe-eval'", p);
        assert.deepEqual(seen.violations, [], p);
        assert.equal(seen.inline, 0, `${p}: inline script`);
        if (["index.html", "echecs/faq.html", "echecs/roque.html"].includes(p)) {
          assert.ok(changed.inlineRefused, `${p}: an inline script ran`);
        }
      }
      assert.deepEqual(problems.filter((m) => !m.includes("inlineRan") && !/Content Security Policy/.test(m)), [], p);
    },
    overall: (pages) => assert.ok(pages.length > 20, `${pages.length} pages`),
  };
}

// ---- the pages open ----

const OPENED = ["index.html", "echecs/roque.html", "echecs/faq.html", "quatre-joueurs/faq.html",
  "shogi4/faq.html", "bughouse/faq.html", "quatre-joueurs/ffa.html", "print.html",
  "fiches/echecs.html", "fiches/bughouse.html", "404.html"];

function openCheck(how) {
  return {
    name: `pages open over ${how} with no console error and no network`,
    pages: (p) => OPENED.includes(p),
    read: async (page, p, res) => ({
      status: res.status(),
      main: await page.locator("main").count(),
      // the stylesheet applied (relative links work from here)
      font: await page.evaluate(() => getComputedStyle(document.body).fontFamily),
    }),
    judge: ({ data, quiet }, p) => {
      if (how === "http") assert.equal(data.status, 200, p);
      assert.ok(data.main === 1, p);
      assert.match(data.font, /system-ui|sans/, p);
      assert.deepEqual(quiet, [], p);
    },
    overall: (pages) => assert.equal(pages.length, OPENED.length),
  };
}

// ---- what search engines read ----

// What Lighthouse's SEO and best-practices audits check on every page, cheap and stable
// (docs/MEASURES.md has the whole Lighthouse run): French, a title, a description for
// search engines, a viewport for phones, one h1, every link and image named.
const seoCheck = {
  name: "every page says its language, title, description and viewport, with one h1",
  pages: (rel) => !/^(print|fiches)[/.]|^404\.html$/.test(rel),
  read: (page) => page.evaluate(() => ({
    lang: document.documentElement.lang,
    title: document.title.trim(),
    description: document.querySelector('meta[name="description"]')?.content.trim() || "",
    viewport: document.querySelector('meta[name="viewport"]')?.content || "",
    h1: document.querySelectorAll("main h1").length,
    unnamed: [...document.querySelectorAll("a[href]")].filter((a) => !(a.textContent.trim() || a.getAttribute("aria-label") || a.title)).length,
    noAlt: [...document.querySelectorAll("img")].filter((i) => !i.hasAttribute("alt")).length,
  })),
  judge: ({ data: seo, quiet }, p) => {
    assert.equal(seo.lang, "fr", p);
    assert.ok(seo.title.length > 5, `${p}: title`);
    assert.ok(seo.description.length > 20, `${p}: description « ${seo.description} »`);
    assert.match(seo.viewport, /width=device-width/, p);
    assert.equal(seo.h1, 1, `${p}: one h1`);
    assert.equal(seo.unnamed, 0, `${p}: links without a name`);
    assert.equal(seo.noAlt, 0, `${p}: images without alt`);
    assert.deepEqual(quiet, [], p);
  },
  overall: (pages) => assert.ok(pages.length >= 30, `${pages.length} pages`),
};

// ---- « Imprimer ce chapitre » on each page ----

// the chapters print.html groups, and the site's pages as its sitemap lists them
const whole = fs.readFileSync(path.join(SITE, "print.html"), "utf8");
const anchors = [...whole.matchAll(/<div class="groupe-imprime avec-pages" id="imprimer-([^"]+)">/g)].map((m) => m[1]);
const sitemap = fs.readFileSync(path.join(SITE, "sitemap.xml"), "utf8");
const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(/^.*?((?:[^/]+\/)?[^/]+\.html)$/, "$1"));

const printLinkCheck = {
  name: "« Imprimer ce chapitre »: each page of a chapter links to its group of print.html, beside the whole book's link",
  pages: (rel) => locs.includes(rel),
  // what the checks below read, in one evaluation a page (they were five round trips):
  // the link's text as shown (innerText, after the page's CSS), its href resolved
  // against the page, and whether the whole book's link sits beside it
  read: (page) => page.evaluate(() => {
    const links = document.querySelectorAll("header a.vers-imprimer-chapitre");
    const a = links[0];
    const c = document.querySelector("a.vers-imprimer-chapitre");
    const b = document.querySelector("a.vers-imprimer");
    return { count: links.length, text: a ? a.innerText : null, href: a ? a.getAttribute("href") : null,
      url: location.href, both: !!c && !!b && c.parentElement === b.parentElement && b.getAttribute("href").endsWith("print.html") };
  }),
  judge: ({ data: seen, quiet }, rel) => {
    const dir = rel.includes("/") ? rel.split("/")[0] : null;
    if (dir && anchors.includes(dir)) {
      assert.equal(seen.count, 1, rel);
      assert.equal(seen.text.trim(), "Imprimer ce chapitre", rel);
      const href = new URL(seen.href, seen.url);
      assert.ok(href.pathname.endsWith("/print.html") && href.hash === `#imprimer-${dir}`, `${rel} → ${href}`);
      // beside the whole book's link
      assert.ok(seen.both, `${rel}: both print links side by side`);
    } else {
      assert.equal(seen.count, 0, `${rel} belongs to no chapter`);
    }
    assert.deepEqual(quiet, [], rel);
  },
  overall: (pages) => {
    assert.ok(anchors.includes("echecs") && anchors.length >= 5, `anchors: ${anchors}`);
    // every page the sitemap lists was read (none missing from the site)
    assert.deepEqual(pages.map(([rel]) => rel).sort(), [...locs].sort());
  },
};

// ---- axe-core ----

// axe is given to each new document of the context before its own scripts, rather than
// added after the load: the 550 KB script is not sent over CDP again for every page
// (docs/MEASURES.md, « Mise en route »). A script given so is not an inline script: the
// pages' policy stays in force around it (axe finds the same results with and without it),
// so the policy's checks read the same pages.
const axeCheck = {
  name: "axe-core: no violation on any page (desktop, light)",
  read: async (page, rel) => {
    const r = await page.evaluate(() => window.axe.run(document, { resultTypes: ["violations"], preload: false }));
    return r.violations.map((v) => `${rel}: ${v.id} (${v.impact}) at ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(", ")}`);
  },
  judge: ({ data: found, quiet }, rel) => {
    assert.deepEqual(found, []);
    assert.deepEqual(quiet, [], rel);
  },
  overall: (pages, t) => {
    t.diagnostic(`${pages.length} pages checked by axe-core`);
    assert.ok(pages.length > 30, `${pages.length} pages`);
  },
};

// ---- the walks ----

// axe and the readings of every page before it, which leave the page as it opened; the
// policy's inline script last (it changes the page)
const overFile = [openCheck("file://"), policyCheck("file://"), seoCheck, printLinkCheck, axeCheck];
const walkedFile = once(async () => {
  const page = await cspPage(browser, { viewport: { width: 1280, height: 900 }, colorScheme: "light" });
  await page.context().addInitScript({ content: AXE });
  const seen = await walk(page, sitePages(), fileUrl, overFile);
  await page.context().close();
  return seen;
});
reportChecks(walkedFile, overFile);

const overHttp = [openCheck("http"), policyCheck("http")];
const walkedHttp = once(async () => {
  const page = await cspPage(browser);
  const seen = await walk(page, sitePages(), (p) => server.base + p, overHttp);
  await page.context().close();
  return seen;
});
reportChecks(walkedHttp, overHttp);
