// mdBook's fragment redirects ([output.html.redirect] in book.toml): an address
// `page.html#old` that book.toml sends elsewhere, on a page of the book or on a
// redirect page; a redirect page also keeps any other #fragment when it sends the
// reader on (mdBook's redirect page does both with an inline script, which the
// pages' Content-Security-Policy refuses: hence this file). MAPS: old path → map.
(function () {
  "use strict";
  var maps = MAPS;
  var me = document.currentScript;
  if (!me || !location.hash) return;
  var root = new URL("../", me.src).href;
  var here = location.href.split("#")[0].split("?")[0];
  var path = here.indexOf(root) === 0 ? here.slice(root.length) : "";
  try {
    path = decodeURIComponent(path);
  } catch (e) {
    return;
  }
  if (path === "" || path.slice(-1) === "/") path += "index.html";
  var target = (maps[path] || {})[location.hash];
  if (target) {
    location.replace(new URL(target, location.href).href);
    return;
  }
  var to = me.getAttribute("data-to");
  if (to !== null) {
    var url = new URL(to, location.href);
    url.hash = location.hash;
    location.replace(url.href);
  }
})();
