(function () {
  // Live reload for `arbitre serve` (injected into served pages only, never built).
  // The server pushes its state on an event stream. At a newer version: a page whose
  // title, <main> and outline alone changed fetches itself and swaps them in place (no
  // reload: faster, the scroll position kept), then the page's script prepares the new
  // content (window.ARBITRE_PAGE: boards, FAQ filter); any other change to this page, a
  // shared file (style sheet, script) or a missed version reloads the page; a page left
  // untouched stays. An error shows the build's diagnostics over the last good page.
  // the version and the page come from the script element's data (no inline script:
  // the pages' Content-Security-Policy allows scripts from the site only)
  var me = document.currentScript;
  var served = Number(me.getAttribute("data-version"));
  var page = me.hasAttribute("data-page") ? me.getAttribute("data-page") : null;
  var TEXTES = __TEXTES__;
  var box = null;
  function hide() {
    if (box) { box.remove(); box = null; }
  }
  function show(text) {
    if (!box) {
      box = document.createElement("div");
      box.id = "arbitre-diagnostics";
      box.setAttribute("role", "alert");
      box.style.cssText = "position:fixed;inset:auto 0 0 0;max-height:60vh;overflow:auto;z-index:2147483647;" +
        "background:#2b1010;color:#fde8e8;border-top:4px solid #e5484d;padding:12px 16px;" +
        "font:14px/1.45 ui-monospace,Menlo,Consolas,monospace;box-shadow:0 -4px 16px rgba(0,0,0,.4)";
      var head = document.createElement("p");
      head.style.cssText = "margin:0 0 8px;font-weight:bold;font-family:system-ui,sans-serif";
      head.textContent = served === 0 ? TEXTES.jamais : TEXTES.plus;
      var close = document.createElement("button");
      close.type = "button";
      close.textContent = TEXTES.masquer;
      close.style.cssText = "float:right;margin-left:12px";
      close.onclick = hide;
      head.appendChild(close);
      var pre = document.createElement("pre");
      // the page's own styles must not reach the overlay's text
      pre.style.cssText = "margin:0;padding:0;border:0;white-space:pre-wrap;background:none;color:#fde8e8;font:inherit;max-width:none";
      box.appendChild(head);
      box.appendChild(pre);
      (document.body || document.documentElement).appendChild(box);
    }
    box.lastChild.textContent = text;
  }

  var each = function (list, f) { Array.prototype.forEach.call(list, f); };
  var EXECUTED = 'script:not([type]), script[type=""], script[type="module"], script[type*="javascript" i]';
  // The page as last served, parsed and untouched by the page's script (`shown.main`), and
  // the live nodes of its article's blocks (`shown.blocks`, same order): a new version
  // replaces only the blocks that differ. Null until known: then <main> is swapped whole.
  var shown = null;
  function article(main) { return main.querySelector(":scope > article"); }
  // <main> without its article's blocks: what must not change for a swap by blocks
  function shell(main) {
    var copy = main.cloneNode(true), a = article(copy);
    if (a) a.textContent = "";
    return copy.outerHTML;
  }
  function remember(main, liveMain) {
    var a = article(main), live = liveMain && article(liveMain);
    if (!a || !live) { shown = null; return; }
    // the page's script adds nodes of its own (a filter bar…): each served block is found
    // in order among the live ones by its tag and id
    var blocks = [], j = 0, kids = live.children;
    for (var i = 0; i < a.children.length; i++) {
      var want = a.children[i];
      while (j < kids.length && (kids[j].tagName !== want.tagName || kids[j].id !== want.id)) j++;
      if (j === kids.length) { shown = null; return; }
      blocks.push(kids[j++]);
    }
    shown = { main: main, blocks: blocks };
    // (for tests and the curious: the page can now be patched by blocks)
    document.documentElement.setAttribute("data-arbitre-blocs", String(blocks.length));
  }

  // Only the blocks that changed, or false when this cannot be done (no record of the
  // page as served, a FAQ whose filter holds its questions, a change outside the blocks).
  function patch(fresh) {
    var old = shown && article(shown.main), neu = article(fresh);
    if (!old || !neu || neu.classList.contains("faq") || shell(shown.main) !== shell(fresh) ||
        shown.blocks.some(function (n) { return !n.isConnected; })) return false;
    var a = Array.prototype.map.call(old.children, function (n) { return n.outerHTML; });
    var b = Array.prototype.map.call(neu.children, function (n) { return n.outerHTML; });
    var p = 0, s = 0;
    while (p < a.length && p < b.length && a[p] === b[p]) p++;
    while (s < a.length - p && s < b.length - p && a[a.length - 1 - s] === b[b.length - 1 - s]) s++;
    var removed = shown.blocks.slice(p, a.length - s);
    var anchor = s > 0 ? shown.blocks[a.length - s] : null;
    var parent = shown.blocks.length ? shown.blocks[0].parentNode : article(document.querySelector("main"));
    var added = Array.prototype.slice.call(neu.children, p, b.length - s).map(function (n, i) {
      var copy = document.importNode(n, true);
      if (removed[i] && removed[i].tagName === "DETAILS" && copy.tagName === "DETAILS") copy.open = removed[i].open;
      return copy;
    });
    each(removed, function (n) { n.remove(); });
    each(added, function (n) { parent.insertBefore(n, anchor); });
    shown = { main: fresh, blocks: shown.blocks.slice(0, p).concat(added, shown.blocks.slice(a.length - s)) };
    if (window.ARBITRE_PAGE) each(added, function (n) { window.ARBITRE_PAGE(n); });
    return true;
  }

  // The new version of this page in place of the old: title, outline, and the changed
  // blocks of <main> (or <main> whole); false when the page must reload instead.
  function swapIn(html) {
    var doc = new DOMParser().parseFromString(html, "text/html");
    var fresh = doc.querySelector("main"), old = document.querySelector("main");
    var freshOutline = doc.querySelector("details.sur-cette-page > ol");
    var oldOutline = document.querySelector("details.sur-cette-page > ol");
    // a script of the page's own would not run in swapped content
    if (!fresh || !old || !freshOutline !== !oldOutline || fresh.querySelector(EXECUTED)) return false;
    var x = window.scrollX, y = window.scrollY;
    document.title = doc.title;
    if (oldOutline && oldOutline.outerHTML !== freshOutline.outerHTML) {
      oldOutline.replaceWith(document.importNode(freshOutline, true));
    }
    if (!patch(fresh)) {
      var served = fresh.cloneNode(true);
      // the answers the reader opened stay open (by id, else by rank)
      var before = old.querySelectorAll("details"), after = fresh.querySelectorAll("details");
      each(before, function (d, i) {
        if (!d.open) return;
        var same = d.id ? fresh.querySelector('details[id="' + CSS.escape(d.id) + '"]')
          : before.length === after.length ? after[i] : null;
        if (same) same.open = true;
      });
      old.replaceWith(document.adoptNode(fresh));
      remember(served, fresh);
      if (window.ARBITRE_PAGE) window.ARBITRE_PAGE(fresh);
    }
    window.scrollTo(x, y);
    return true;
  }
  // The page as served, once it is loaded and the machine idle: the first change then
  // replaces only its blocks too.
  function learn() {
    fetch(location.pathname + location.search, { cache: "no-store" })
      .then(function (r) { return r.ok ? r.text() : null; })
      .then(function (html) {
        // (the version served must be the one shown, and no swap under way)
        var v = html && /recharger\.js" data-version="(\d+)"/.exec(html);
        if (!v || Number(v[1]) !== served || busy || shown) return;
        var main = new DOMParser().parseFromString(html, "text/html").querySelector("main");
        if (main) remember(main, document.querySelector("main"));
      })
      .catch(function () { /* swapped whole then */ });
  }
  // One fetch at a time; a version that comes meanwhile fetches again after it.
  var busy = false, again = false;
  function refresh() {
    if (busy) { again = true; return; }
    busy = true;
    fetch(location.pathname + location.search, { cache: "no-store" })
      .then(function (r) {
        if (!r.ok) throw new Error(String(r.status));
        return r.text();
      })
      .then(function (html) {
        busy = false;
        if (!swapIn(html)) { location.reload(); return; }
        if (again) { again = false; refresh(); }
      })
      .catch(function () { location.reload(); });
  }

  if (!window.EventSource) return;
  if (page !== null && window.fetch && window.DOMParser) {
    var later = window.requestIdleCallback || function (f) { setTimeout(f, 200); };
    if (document.readyState === "complete") later(learn);
    else window.addEventListener("load", function () { later(learn); });
  }
  var source = new EventSource("__EVENTS__");
  source.addEventListener("etat", function (e) {
    var state;
    try { state = JSON.parse(e.data); } catch (err) { return; }
    if (state.version !== served) {
      var swappable = page !== null && state.depuis === served && !state.tout &&
        (state.recharger || []).indexOf(page) < 0 && window.fetch && window.DOMParser;
      if (!swappable) { location.reload(); return; }
      served = state.version;
      if ((state.remplacer || []).indexOf(page) >= 0) refresh();
    }
    if (state.erreur) { show(state.erreur); } else { hide(); }
  });
})();
