// arbitre — petit script facultatif : tout reste lisible sans JavaScript.
// The page shell: FAQ, wide tables, contents tree and page outline, code buttons. The
// interactive boards are static/plateaux.js (loaded after this one, only on a page that
// has some); both share window.ARBITRE (each, t). Displayed texts come from
// static/textes.js (src/lang/fr/browser.rs).
(function () {
  "use strict";

  function each(list, f) { Array.prototype.forEach.call(list, f); }
  var TEXTES = window.ARBITRE_TEXTES || {};
  // Un texte du tableau, ses {emplacements} remplis.
  function t(key, vars) {
    var s = Object.prototype.hasOwnProperty.call(TEXTES, key) ? TEXTES[key] : key;
    if (vars) Object.keys(vars).forEach(function (k) { s = s.split("{" + k + "}").join(vars[k]); });
    return s;
  }

  // what static/plateaux.js shares with this script
  window.ARBITRE = { each: each, t: t };

  // ---------------------------------------------------------------- FAQ
  // Un lien profond vers une question (ou vers un élément de sa réponse) l'ouvre.
  function openTarget() {
    var id;
    try { id = decodeURIComponent(location.hash.slice(1)); } catch (e) { return; }
    if (!id) return;
    var el = document.getElementById(id);
    if (!el) return;
    var d = el.closest ? el.closest("details") : null;
    var opened = false;
    while (d) {
      if (!d.open) { d.open = true; opened = true; }
      d = d.parentElement ? d.parentElement.closest("details") : null;
    }
    if (opened || el.tagName === "DETAILS") el.scrollIntoView();
  }
  window.addEventListener("hashchange", openTarget);
  openTarget();

  // À l'impression, toutes les réponses sont ouvertes (Chromium n'imprime pas le contenu
  // d'un <details> fermé) ; on referme ensuite celles qui l'étaient.
  var closedBeforePrint = [];
  window.addEventListener("beforeprint", function () {
    closedBeforePrint = [];
    each(document.querySelectorAll("details"), function (d) {
      if (!d.open) { closedBeforePrint.push(d); d.open = true; }
    });
  });
  window.addEventListener("afterprint", function () {
    closedBeforePrint.forEach(function (d) { d.open = false; });
    closedBeforePrint = [];
  });

  function fold(s) {
    return s.toLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, "")
      .replace(/[\u2019']/g, "'").replace(/\s+/g, " ");
  }

  // A theme's count « (3 questions) » follows the filter: the number is replaced, and the
  // word after it loses its plural « s » when one question is left (the built text keeps
  // its words: no French here).
  function recount(c, n) {
    if (!c.hasAttribute("data-total")) {
      c.setAttribute("data-total", c.textContent);
    }
    var text = c.getAttribute("data-total");
    var m = /(\d+)(\s+\S*?)(s?)(\)?)$/.exec(text);
    if (!m) return;
    var plural = n === 1 ? "" : (Number(m[1]) === 1 ? "s" : m[3]);
    c.textContent = text.slice(0, m.index) + n + m[2] + plural + m[4];
  }

  function setupFaq(faq) {
    var questions = Array.prototype.slice.call(faq.querySelectorAll("details.faq-question"));
    if (questions.length === 0) return;
    var bar = document.createElement("div");
    bar.className = "faq-outils";
    bar.setAttribute("role", "search");
    // named: the header's search is a second search landmark on the page
    bar.setAttribute("aria-label", t("faq.filtre-aide"));
    var input = document.createElement("input");
    input.type = "search";
    input.className = "faq-filtre";
    input.placeholder = t("faq.filtre");
    input.setAttribute("aria-label", t("faq.filtre-aide"));
    var all = document.createElement("button");
    all.type = "button";
    all.className = "faq-tout-ouvrir";
    all.textContent = t("faq.tout-ouvrir");
    var none = document.createElement("button");
    none.type = "button";
    none.className = "faq-tout-fermer";
    none.textContent = t("faq.tout-fermer");
    var status = document.createElement("p");
    status.className = "faq-statut";
    status.setAttribute("aria-live", "polite");
    bar.appendChild(input);
    bar.appendChild(all);
    bar.appendChild(none);
    bar.appendChild(status);
    var first = faq.querySelector(".faq-theme");
    faq.insertBefore(bar, first);
    // textes repliés une fois pour toutes : question et réponse (sans les diagrammes)
    var texts = questions.map(function (d) {
      var clone = d.cloneNode(true);
      each(clone.querySelectorAll("svg, script, .board-steps, .png-link, .board-name"), function (n) { n.remove(); });
      return fold(clone.textContent);
    });
    all.addEventListener("click", function () {
      questions.forEach(function (d) { if (!d.hidden) d.open = true; });
    });
    none.addEventListener("click", function () { questions.forEach(function (d) { d.open = false; }); });
    input.addEventListener("input", function () {
      var words = fold(input.value).trim().split(" ").filter(Boolean);
      var shown = 0;
      questions.forEach(function (d, i) {
        var ok = words.every(function (w) { return texts[i].indexOf(w) >= 0; });
        d.hidden = !ok;
        if (ok) shown++;
      });
      each(faq.querySelectorAll(".faq-theme"), function (th) {
        var qs = th.querySelectorAll("details.faq-question");
        var visible = th.querySelectorAll("details.faq-question:not([hidden])").length;
        th.hidden = qs.length > 0 && visible === 0;
        each(th.querySelectorAll(".faq-compte"), function (c) { recount(c, visible); });
      });
      status.textContent = words.length === 0 ? "" :
        shown === 0 ? t("faq.aucune") : shown === 1 ? t("faq.une") : t("faq.plusieurs", { n: shown });
    });
  }

  // ------------------------------------------------- tableaux trop larges
  // A table wider than the screen scrolls sideways (arbitre.css): it takes the keyboard
  // focus then, so that it scrolls with the arrow keys too (WCAG 2.1.1).
  function focusableTables() {
    each(document.querySelectorAll("main table"), function (tb) {
      if (tb.scrollWidth > tb.clientWidth + 1) tb.setAttribute("tabindex", "0");
      else tb.removeAttribute("tabindex");
    });
  }
  focusableTables();
  window.addEventListener("resize", focusableTables);

  // ------------------------------------------------- sommaire et plan de la page
  // Chaque page ne porte que son voisinage dans le sommaire ; le sommaire entier est dans
  // un script partagé (static/sommaire.js, window.ARBITRE_SOMMAIRE) : on le dessine ici,
  // replié sauf le long de la page courante, et les branches ne sont construites qu'à
  // l'ouverture. Sans JavaScript, le voisinage et le lien « Sommaire complet » restent.
  var toc = document.getElementById("sommaire");
  var rows = window.ARBITRE_SOMMAIRE;
  if (toc && rows && rows.length) buildToc(toc, rows);

  function buildToc(nav, rows) {
    var root = nav.getAttribute("data-racine") || "";
    var here = nav.querySelector('[aria-current="page"]');
    var current = here && here.closest("li") ? Number(here.closest("li").getAttribute("data-n")) : -1;
    var kids = rows.map(function () { return []; });
    var top = [];
    rows.forEach(function (r, i) { if (r[5] >= 0) kids[r[5]].push(i); else top.push(i); });
    var openSet = {};
    for (var c = current; c >= 0; c = rows[c][5]) openSet[c] = true;
    function item(i) {
      var r = rows[i];
      var li = document.createElement("li");
      li.setAttribute("data-n", i);
      if (r[0] === "p") { li.className = "partie"; li.textContent = r[1]; return li; }
      if (r[0] === "s") { li.className = "separateur"; li.setAttribute("aria-hidden", "true"); return li; }
      li.className = "chapitre" + (r[0] === "d" ? " brouillon" : "");
      var line = document.createElement("div");
      line.className = "ligne";
      var label = document.createElement(r[0] === "d" ? "span" : "a");
      if (r[0] === "d") label.title = "À venir"; else label.href = root + r[2];
      if (i === current) label.setAttribute("aria-current", "page");
      if (r[3]) {
        var n = document.createElement("span");
        n.className = "numero";
        n.textContent = r[3];
        label.appendChild(n);
        label.appendChild(document.createTextNode(" "));
      }
      label.appendChild(document.createTextNode(r[1]));
      line.appendChild(label);
      li.appendChild(line);
      if (kids[i].length) {
        var b = document.createElement("button");
        b.type = "button";
        b.className = "plier";
        b.setAttribute("aria-label", r[1]);
        line.insertBefore(b, label);
        var set = function (open) {
          b.setAttribute("aria-expanded", open ? "true" : "false");
          var sub = li.querySelector(":scope > ol");
          if (open && !sub) { sub = list(kids[i]); li.appendChild(sub); }
          if (sub) sub.hidden = !open;
        };
        b.addEventListener("click", function () { set(b.getAttribute("aria-expanded") !== "true"); });
        set(!!openSet[i]);
      }
      return li;
    }
    function list(ids) {
      var ol = document.createElement("ol");
      ids.forEach(function (i) { ol.appendChild(item(i)); });
      return ol;
    }
    var tree = list(top);
    tree.className = "sommaire-arbre";
    var local = nav.querySelector("ol.sommaire-local");
    if (local) local.replaceWith(tree); else nav.appendChild(tree);
  }

  // Le bouton « Sommaire » de l'en-tête ouvre le sommaire par-dessus la page (sans
  // JavaScript, le lien mène au sommaire, que :target affiche de même).
  var tocButton = document.querySelector(".vers-sommaire");
  if (tocButton && toc) {
    var setToc = function (open) {
      document.body.classList.toggle("sommaire-ouvert", open);
      tocButton.setAttribute("aria-expanded", open ? "true" : "false");
      tocButton.setAttribute("aria-label", open ? t("plan.fermer-sommaire") : t("plan.ouvrir-sommaire"));
      if (open) {
        var cur = toc.querySelector('[aria-current="page"]') || toc.querySelector("a");
        if (cur) { cur.focus(); cur.scrollIntoView({ block: "center" }); }
      }
    };
    tocButton.setAttribute("role", "button");
    tocButton.setAttribute("aria-controls", "sommaire");
    tocButton.setAttribute("aria-expanded", "false");
    tocButton.addEventListener("click", function (ev) {
      // sur un grand écran le sommaire est déjà à gauche : le lien y mène
      if (window.matchMedia && !window.matchMedia("(max-width: 48rem)").matches) return;
      ev.preventDefault();
      setToc(!document.body.classList.contains("sommaire-ouvert"));
    });
    var closer = toc.querySelector(".sommaire-fermer");
    if (closer) closer.addEventListener("click", function (ev) { ev.preventDefault(); setToc(false); tocButton.focus(); });
    document.addEventListener("keydown", function (ev) {
      if (ev.key === "Escape" && document.body.classList.contains("sommaire-ouvert")) {
        setToc(false);
        tocButton.focus();
      }
    });
    toc.addEventListener("click", function (ev) {
      if (ev.target.closest && ev.target.closest("a")) document.body.classList.remove("sommaire-ouvert");
    });
  }
  // Le plan « Sur cette page » est replié sur un petit écran, ouvert sur un grand.
  each(document.querySelectorAll("details.sur-cette-page"), function (d) {
    if (window.matchMedia && window.matchMedia("(min-width: 70rem)").matches) d.open = true;
    d.addEventListener("click", function (ev) {
      if (ev.target.closest && ev.target.closest("a") && window.matchMedia("(max-width: 70rem)").matches) d.open = false;
    });
  });

  // Le contenu de la page : `arbitre serve` remplace <main>, ou les seuls blocs modifiés,
  // sans recharger la page, puis les prépare de nouveau par window.ARBITRE_PAGE.
  function within(root, sel) {
    var found = Array.prototype.slice.call(root.querySelectorAll(sel));
    if (root.matches && root.matches(sel)) found.unshift(root);
    return found;
  }
  function setupContent(root) {
    each(within(root, "article.faq"), setupFaq);
  }
  // ---------------------------------------------------------------- code
  // Les boutons des blocs de code (src/site/code.rs) : copier ce qui est visible,
  // montrer les lignes cachées, exécuter sur le terrain de jeu Rust (seulement au clic).
  function codeText(pre, all) {
    var code = pre.querySelector("code");
    if (!code) return "";
    var copy = code.cloneNode(true);
    if (!all) each(copy.querySelectorAll(".boring"), function (b) { b.remove(); });
    return copy.textContent;
  }
  function runCode(pre, button) {
    var code = pre.querySelector("code");
    var result = pre.querySelector("code.result");
    if (!result) {
      result = document.createElement("code");
      result.className = "result";
      pre.appendChild(result);
    }
    result.textContent = button.getAttribute("data-running");
    var text = codeText(pre, true);
    var m = /edition(\d{4})/.exec(code.className);
    var params = { version: text.indexOf("#![feature") !== -1 ? "nightly" : "stable",
      optimize: "0", code: text, edition: m ? m[1] : "2021" };
    fetch("https://play.rust-lang.org/evaluate.json", { method: "POST", mode: "cors",
      headers: { "Content-Type": "application/json" }, body: JSON.stringify(params) })
      .then(function (r) { return r.json(); })
      .then(function (j) {
        var out = j.result || j.error || "";
        result.textContent = out.trim() === "" ? button.getAttribute("data-empty") : out;
      })
      .catch(function () { result.textContent = button.getAttribute("data-failed"); });
  }
  document.addEventListener("click", function (ev) {
    var b = ev.target.closest ? ev.target.closest(".code-buttons button") : null;
    if (!b) return;
    var pre = b.closest("pre");
    if (b.classList.contains("code-copy")) {
      var done = function () {
        b.classList.add("done");
        setTimeout(function () { b.classList.remove("done"); }, 1500);
      };
      if (navigator.clipboard) navigator.clipboard.writeText(codeText(pre, false)).then(done, function () {});
    } else if (b.classList.contains("code-toggle")) {
      var on = pre.classList.toggle("show-hidden");
      b.setAttribute("aria-pressed", on ? "true" : "false");
    } else if (b.classList.contains("code-run")) {
      runCode(pre, b);
    }
  });

  // The boards set themselves up when static/plateaux.js runs (after this script).
  setupContent(document);
  // `arbitre serve` may swap in a first board on a page loaded without the boards' script:
  // it is fetched then, and prepares every figure of the page when it runs.
  var STATIC = (document.currentScript && document.currentScript.src || "").replace(/[^/]*$/, "");
  var boardsAsked = false;
  window.ARBITRE_PAGE = function (root) {
    setupContent(root);
    if (window.ARBITRE.boards) window.ARBITRE.boards(root);
    else if (!boardsAsked && within(root, "figure.board-example.interactive").length) {
      boardsAsked = true;
      var s = document.createElement("script");
      s.src = STATIC + "plateaux.js";
      document.head.appendChild(s);
    }
  };
})();
