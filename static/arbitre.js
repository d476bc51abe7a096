// arbitre — petit script facultatif : tout reste lisible sans JavaScript.
// Aucune règle de jeu ici : les coups possibles viennent des données calculées par le
// moteur au moment de la construction (script.board-data de chaque diagramme).
(function () {
  "use strict";

  function each(list, f) { Array.prototype.forEach.call(list, f); }

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

  function setupFaq(faq) {
    var questions = Array.prototype.slice.call(faq.querySelectorAll("details.faq-question"));
    if (questions.length === 0) return;
    var bar = document.createElement("div");
    bar.className = "faq-outils";
    bar.setAttribute("role", "search");
    var input = document.createElement("input");
    input.type = "search";
    input.className = "faq-filtre";
    input.placeholder = "Filtrer les questions…";
    input.setAttribute("aria-label", "Filtrer les questions (accents et majuscules ignorés)");
    var all = document.createElement("button");
    all.type = "button";
    all.className = "faq-tout-ouvrir";
    all.textContent = "Tout ouvrir";
    var none = document.createElement("button");
    none.type = "button";
    none.className = "faq-tout-fermer";
    none.textContent = "Tout fermer";
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
      each(clone.querySelectorAll("svg, script, .board-steps, .png-link"), function (n) { n.remove(); });
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
      each(faq.querySelectorAll(".faq-theme"), function (t) {
        var qs = t.querySelectorAll("details.faq-question");
        var visible = t.querySelectorAll("details.faq-question:not([hidden])").length;
        t.hidden = qs.length > 0 && visible === 0;
      });
      status.textContent = words.length === 0 ? "" :
        shown === 0 ? "Aucune question ne correspond." :
        shown + (shown > 1 ? " questions correspondent." : " question correspond.");
    });
  }
  each(document.querySelectorAll("article.faq"), setupFaq);

  // ------------------------------------------------------ plateaux interactifs
  var SVGNS = "http://www.w3.org/2000/svg";
  var NAMES = {
    king: "Roi", queen: "Dame", rook: "Tour", bishop: "Fou", knight: "Cavalier",
    pawn: "Pion", gold: "Or", silver: "Argent", dragon: "Dragon", tokin: "Pion promu"
  };
  var PARTS = ["A", "B"];

  function pieceName(use) {
    var cls = (use.getAttribute("class") || "").split(/\s+/);
    for (var i = 0; i < cls.length; i++) if (NAMES[cls[i]]) return NAMES[cls[i]];
    return "Pièce";
  }

  function setupBoard(fig) {
    var dataEl = fig.querySelector("script.board-data");
    if (!dataEl) return;
    var data;
    try { data = JSON.parse(dataEl.textContent); } catch (e) { return; }
    var frames = Array.prototype.slice.call(fig.querySelectorAll("div.board"));
    if (frames.length === 0 || data.length !== frames.length) return;
    var current = frames.length - 1;
    frames.forEach(function (f, i) { if (!f.hidden) current = i; });

    var live = document.createElement("p");
    live.className = "board-annonce";
    live.setAttribute("aria-live", "polite");
    fig.insertBefore(live, fig.querySelector("figcaption"));

    var selected = null; // clé de la case choisie (« e2 » ou « A:e2 »)
    var cursor = null;   // élément rect sous le curseur clavier

    function board() { return frames[current]; }
    function moves() { return (data[current] && data[current].moves) || {}; }
    function partOf(el) {
      var part = el.closest("g.board-part");
      if (!part) return "";
      var parts = board().querySelectorAll("g.board-part");
      return PARTS[Array.prototype.indexOf.call(parts, part)] + ":";
    }
    function scope(prefix) {
      if (!prefix) return board();
      var parts = board().querySelectorAll("g.board-part");
      return parts[PARTS.indexOf(prefix.slice(0, 1))] || board();
    }
    function rectOf(prefix, square) {
      return scope(prefix).querySelector('rect[data-square="' + square + '"]');
    }
    function pieceOn(prefix, square) {
      return scope(prefix).querySelector('use.piece[data-square="' + square + '"]');
    }

    function clear() {
      selected = null;
      each(fig.querySelectorAll(".choisie, .cible"), function (r) {
        r.classList.remove("choisie");
        r.classList.remove("cible");
      });
      each(fig.querySelectorAll(".marque-coup"), function (c) { c.remove(); });
    }

    function mark(rect, capture) {
      rect.classList.add("cible");
      var x = +rect.getAttribute("x"), y = +rect.getAttribute("y");
      var w = +rect.getAttribute("width"), h = +rect.getAttribute("height");
      var c = document.createElementNS(SVGNS, "circle");
      c.setAttribute("class", "marque-coup" + (capture ? " prise" : ""));
      c.setAttribute("cx", x + w / 2);
      c.setAttribute("cy", y + h / 2);
      c.setAttribute("r", capture ? w * 0.44 : w * 0.16);
      // au-dessus des pièces, dans le même repère que la case
      var layer = rect.parentNode.parentNode;
      layer.appendChild(c);
    }

    function choose(rect) {
      var prefix = partOf(rect);
      var square = rect.getAttribute("data-square");
      var key = prefix + square;
      if (selected === key) { clear(); live.textContent = "Sélection effacée."; return; }
      clear();
      var piece = pieceOn(prefix, square);
      if (!piece) { live.textContent = "Case " + square + " vide."; return; }
      var dests = moves()[key] || [];
      selected = key;
      rect.classList.add("choisie");
      dests.forEach(function (d) {
        var r = rectOf(prefix, d);
        if (r) mark(r, !!pieceOn(prefix, d));
      });
      var where = prefix ? " (échiquier " + prefix.slice(0, 1) + ")" : "";
      live.textContent = pieceName(piece) + " " + square + where + " : " +
        (dests.length ? dests.join(", ") : "aucun coup possible ici");
    }

    function squaresOf(b) { return Array.prototype.slice.call(b.querySelectorAll("rect[data-square]")); }
    function center(r) {
      var b = r.getBoundingClientRect();
      return { x: b.left + b.width / 2, y: b.top + b.height / 2, s: b.width };
    }
    function setCursor(r) {
      if (cursor) cursor.classList.remove("curseur");
      cursor = r;
      if (!r) return;
      r.classList.add("curseur");
      var piece = pieceOn(partOf(r), r.getAttribute("data-square"));
      live.textContent = r.getAttribute("data-square") + (piece ? " : " + pieceName(piece) : "");
    }
    // Le voisin le plus proche dans une direction, d'après la position à l'écran :
    // vaut pour l'échiquier, la croix à 160 cases, le shogi et un plateau retourné.
    function neighbour(r, dx, dy) {
      var c = center(r);
      var best = null, bestD = Infinity;
      squaresOf(board()).forEach(function (o) {
        if (o === r) return;
        var p = center(o);
        var ax = p.x - c.x, ay = p.y - c.y;
        var along = dx ? ax * dx : ay * dy;
        var across = dx ? Math.abs(ay) : Math.abs(ax);
        if (along < c.s / 2 || across > c.s / 2) return;
        if (along < bestD) { bestD = along; best = o; }
      });
      return best;
    }

    frames.forEach(function (f) {
      f.tabIndex = 0;
      f.setAttribute("role", "application");
      f.setAttribute("aria-roledescription", "plateau interactif");
      f.setAttribute("aria-label", "Plateau : touchez une pièce pour voir ses coups. Au clavier, " +
        "flèches pour se déplacer, Entrée ou Espace pour choisir, Échap pour effacer.");
      f.addEventListener("click", function (ev) {
        var t = ev.target;
        var rect = null;
        if (t.closest) {
          var sq = t.closest("[data-square]");
          if (sq && sq.tagName.toLowerCase() === "rect") rect = sq;
          else if (sq) rect = rectOf(partOf(sq), sq.getAttribute("data-square"));
        }
        if (!rect) {
          // une marque de coup ou une pièce sans case : retrouver la case sous le doigt
          var under = document.elementsFromPoint ? document.elementsFromPoint(ev.clientX, ev.clientY) : [];
          for (var i = 0; i < under.length; i++) {
            if (under[i].tagName && under[i].tagName.toLowerCase() === "rect" && under[i].hasAttribute("data-square")) { rect = under[i]; break; }
          }
        }
        if (rect) {
          setCursor(null);
          choose(rect);
        } else { clear(); live.textContent = ""; }
      });
      f.addEventListener("keydown", function (ev) {
        var dirs = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
        if (dirs[ev.key]) {
          ev.preventDefault();
          if (!cursor || !f.contains(cursor)) {
            var withMoves = squaresOf(f).filter(function (r) { return moves()[partOf(r) + r.getAttribute("data-square")]; });
            setCursor(withMoves[0] || squaresOf(f)[0]);
            return;
          }
          var n = neighbour(cursor, dirs[ev.key][0], dirs[ev.key][1]);
          if (n) setCursor(n);
        } else if (ev.key === "Enter" || ev.key === " ") {
          ev.preventDefault();
          if (cursor) choose(cursor);
        } else if (ev.key === "Escape") {
          clear();
          live.textContent = "Sélection effacée.";
        }
      });
      f.addEventListener("blur", function () { setCursor(null); });
    });

    // Pas à pas dans une suite de coups.
    var steps = fig.querySelector(".board-steps");
    if (steps) {
      var prev = steps.querySelector(".step-prev");
      var next = steps.querySelector(".step-next");
      var label = steps.querySelector(".step-label");
      var show = function (i) {
        if (i < 0 || i >= frames.length) return;
        clear();
        setCursor(null);
        frames.forEach(function (f, j) { f.hidden = j !== i; });
        current = i;
        label.textContent = (data[i].label || "") + " (" + (i + 1) + "/" + frames.length + ")";
        prev.disabled = i === 0;
        next.disabled = i === frames.length - 1;
      };
      prev.addEventListener("click", function () { show(current - 1); });
      next.addEventListener("click", function () { show(current + 1); });
      steps.addEventListener("keydown", function (ev) {
        if (ev.key === "ArrowLeft") { ev.preventDefault(); show(current - 1); (prev.disabled ? next : prev).focus(); }
        if (ev.key === "ArrowRight") { ev.preventDefault(); show(current + 1); (next.disabled ? prev : next).focus(); }
      });
      show(current);
    }
    // Toucher ailleurs efface la sélection.
    document.addEventListener("click", function (ev) {
      if (selected && !fig.contains(ev.target)) { clear(); live.textContent = ""; }
    });
    fig.classList.add("pret");
  }
  each(document.querySelectorAll("figure.board-example.interactive"), setupBoard);
})();
