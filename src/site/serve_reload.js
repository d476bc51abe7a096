(function () {
  // Live reload for `arbitre serve` (injected into served pages only, never built).
  // The server pushes its state on an event stream. At a newer version: a page whose
  // title, <main> and outline alone changed fetches itself and swaps them in place (no
  // reload: faster, the scroll position kept), then the page's script prepares the new
  // content (window.ARBITRE_PAGE: boards, FAQ filter); any other change to this page, a
  // shared file (style sheet, script) or a missed version reloads the page; a page left
  // untouched stays. An error shows the build's diagnostics over the last good page.
  var served = __VERSION__;
  var page = __PAGE__;
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

  // The new page's <main> (and title, outline) in place of the old, or false when this
  // page cannot be swapped (then it reloads).
  function swapIn(html) {
    var doc = new DOMParser().parseFromString(html, "text/html");
    var fresh = doc.querySelector("main"), old = document.querySelector("main");
    var freshOutline = doc.querySelector("details.sur-cette-page > ol");
    var oldOutline = document.querySelector("details.sur-cette-page > ol");
    // a script of the page's own would not run in swapped content
    if (!fresh || !old || !freshOutline !== !oldOutline ||
        fresh.querySelector('script:not([type]), script[type=""], script[type="module"], script[type*="javascript" i]')) return false;
    var x = window.scrollX, y = window.scrollY;
    // the answers the reader opened stay open (by id, else by rank)
    var before = old.querySelectorAll("details"), after = fresh.querySelectorAll("details");
    Array.prototype.forEach.call(before, function (d, i) {
      if (!d.open) return;
      var same = d.id ? fresh.querySelector('details[id="' + CSS.escape(d.id) + '"]')
        : before.length === after.length ? after[i] : null;
      if (same) same.open = true;
    });
    document.title = doc.title;
    old.replaceWith(document.adoptNode(fresh));
    if (oldOutline) oldOutline.replaceWith(document.adoptNode(freshOutline));
    if (window.ARBITRE_PAGE) window.ARBITRE_PAGE(fresh);
    window.scrollTo(x, y);
    return true;
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
