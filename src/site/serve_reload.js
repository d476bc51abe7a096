(function () {
  // Live reload for `arbitre serve` (injected into served pages only, never built).
  // The server pushes its state on an event stream: a newer version reloads the page;
  // an error shows the build's diagnostics over the last good page, which stays.
  var served = __VERSION__;
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
      head.textContent = served === 0
        ? "Le livre ne se construit pas encore : voici pourquoi. La page se rechargera dès que la construction réussira."
        : "Le livre ne se construit plus : voici pourquoi. La page montrée est la dernière version réussie.";
      var close = document.createElement("button");
      close.type = "button";
      close.textContent = "Masquer";
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
  if (!window.EventSource) return;
  var source = new EventSource("__EVENTS__");
  source.addEventListener("etat", function (e) {
    var state;
    try { state = JSON.parse(e.data); } catch (err) { return; }
    if (state.version !== served) { location.reload(); return; }
    if (state.erreur) { show(state.erreur); } else { hide(); }
  });
})();
