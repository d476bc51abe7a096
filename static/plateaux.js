// arbitre — les plateaux interactifs : pièces choisies, coups montrés, pas à pas,
// « Agrandir le plateau ». No game rule here: the legal moves come from the data the
// engine computed at build time (script.board-data of each figure); the engine itself
// (static/jeu.js) comes at the first tap. Loaded after static/arbitre.js, whose
// window.ARBITRE gives each() and t() (the texts of static/textes.js).
(function () {
  "use strict";

  var each = window.ARBITRE.each, t = window.ARBITRE.t;

  // ------------------------------------------------------ plateaux interactifs
  // Le moteur de règles (static/jeu.js → moteur.wasm) vient au premier toucher (data.g).
  var STATIC = (document.currentScript && document.currentScript.src || "").replace(/[^/]*$/, "");
  var jeu = null;
  function loadScript(src) {
    return new Promise(function (ok, ko) {
      var s = document.createElement("script");
      s.src = src;
      s.onload = ok;
      s.onerror = ko;
      document.head.appendChild(s);
    });
  }
  function loadJeu() {
    if (!jeu) {
      // the engine's bytes come at the same time as the page code that uses them:
      // compiled while they arrive over http(s), in a script from disk (file://
      // refuses fetch); static/jeu.js takes them from window.ARBITRE_MOTEUR
      var disk = location.protocol === "file:" || !window.fetch;
      var W = window.WebAssembly;
      window.ARBITRE_MOTEUR = {
        module: !disk && W && W.compileStreaming ? W.compileStreaming(fetch(STATIC + "moteur.wasm")) : null,
        script: disk ? loadScript(STATIC + "moteur-wasm.js") : null
      };
      // a failure here is jeu.js's to handle (it tries the other way)
      [window.ARBITRE_MOTEUR.module, window.ARBITRE_MOTEUR.script].forEach(function (p) {
        if (p) p.catch(function () {});
      });
      jeu = loadScript(STATIC + "jeu.js").then(function () { return window.ARBITRE_JEU.load(); });
    }
    return jeu.catch(function (e) { jeu = null; throw e; });
  }
  var SVGNS = "http://www.w3.org/2000/svg";
  var SQ = 45;
  var SQUARE = /[a-n]\d+|\d[a-i]/g;
  var B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

  // L'ordre du plateau, celui des listes du moteur : colonne puis rangée (« k1, k2,
  // k10 » ; au shogi, colonnes 9 à 1 et rangées i à a, comme les compte le moteur).
  function boardKey(n) {
    var m = /^([a-n])(\d+)$/.exec(n);
    if (m) return [m[1].charCodeAt(0), Number(m[2])];
    m = /^(\d)([a-i])$/.exec(n);
    return m ? [-Number(m[1]), -m[2].charCodeAt(0)] : [0, 0];
  }
  function boardOrder(a, b) {
    var x = boardKey(a), y = boardKey(b);
    return x[0] - y[0] || x[1] - y[1];
  }

  // Un nombre écrit comme le fait arbitre (deux décimales au plus).
  function num(v) {
    var r = Math.round(v * 100) / 100;
    return r === 0 ? "0" : String(r);
  }
  function place(template, x, y, key) {
    return template.split("{x}").join(num(x)).split("{y}").join(num(y)).split("{key}").join(key || "");
  }

  // Les gabarits des pièces, une fois par page (script.arb-looks), par identifiant.
  var LOOKS = {};
  var CODES = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
  function code(i) {
    return i < CODES.length ? CODES.charAt(i) : code(Math.floor(i / CODES.length) - 1) + CODES.charAt(i % CODES.length);
  }

  // A piece's markup without its place: a look's template at (0, 0) or a drawn piece.
  function bareMarkup(n) {
    var c = n.cloneNode(true);
    c.removeAttribute("x");
    c.removeAttribute("y");
    if (/^translate\(/.test(c.getAttribute("transform") || "")) c.removeAttribute("transform");
    return c.outerHTML;
  }
  function cornerOfNode(n) {
    var tr = /^translate\(([-\d.]+)[ ,]+([-\d.]+)\)/.exec(n.getAttribute("transform") || "");
    return tr ? [Number(tr[1]), Number(tr[2])] : [Number(n.getAttribute("x")), Number(n.getAttribute("y"))];
  }
  // The page's looks by their markup without place (ids: a drawing may serve two seats).
  var BARE = null;
  function lookIndex() {
    if (BARE) return BARE;
    BARE = {};
    var g = document.createElementNS(SVGNS, "g");
    Object.keys(LOOKS).forEach(function (id) {
      var l = LOOKS[id];
      if (!Array.isArray(l) || typeof l[2] !== "string") return;
      g.innerHTML = place(l[2], 0, 0);
      if (!g.firstElementChild) return;
      var k = bareMarkup(g.firstElementChild);
      (BARE[k] = BARE[k] || []).push(id);
    });
    return BARE;
  }

  // Une figure interactive : son contexte `b` (données, plateaux, états, sélection),
  // que chaque fonction ci-dessous reçoit.
  function setupBoard(fig) {
    var data = figureData(fig);
    var svgs = Array.prototype.slice.call(fig.querySelectorAll("div.board svg.diagram"));
    if (!data || !data.frames || data.frames.length === 0 || svgs.length !== data.boards.length) return;
    // trays and markers of each board, highlight templates: the page's table
    data.boards = data.boards.map(function (id) { return LOOKS[id] || { trays: {}, tm: {} }; });
    data.tpl = LOOKS["arb-tpl"] || { lm: "", ck: "" };
    var parts = svgs.map(function (svg, i) { return boardPart(svg, i, svgs.length > 1); });
    if (parts.some(function (p) { return !p; })) return;
    var b = { fig: fig, data: data, parts: parts, seatBoard: {}, states: [], last: 0, current: 0,
      selected: null, cursor: null, targets: null, player: null, stepBar: null };
    data.boards.forEach(function (x, i) { Object.keys(x.tm).forEach(function (s) { b.seatBoard[s] = i; }); });
    frameStates(b);
    b.live = document.createElement("p");
    b.live.className = "board-annonce";
    b.live.setAttribute("aria-live", "polite");
    fig.insertBefore(b.live, fig.querySelector("figcaption"));
    parts.forEach(function (p, i) { listenBoard(b, p, i); });
    setupSteps(b);
    // what static/jeu.js works with
    b.api = { fig: fig, data: data, states: b.states, parts: parts, live: b.live, looks: LOOKS,
      say: function (text) { say(b.live, text); },
      show: function (i) { show(b, i); }, current: function () { return b.current; } };
    // Toucher ailleurs efface la sélection.
    document.addEventListener("click", function (ev) {
      if (b.selected && !fig.contains(ev.target)) { clear(b); say(b.live, ""); }
    });
    watchHands(b);
    fig.setAttribute("data-frame", String(b.current));
    fig.classList.add("pret");
    fig.arbitre = { frame: function () { return b.current; }, states: b.states, parts: parts, api: b.api };
  }

  // The figure's data (script.board-data), its codes a, b, … mapped to the page's looks.
  function figureData(fig) {
    var dataEl = fig.querySelector("script.board-data");
    if (!dataEl) return null;
    var data;
    try { data = JSON.parse(dataEl.textContent); } catch (e) { return null; }
    data.seats = LOOKS[data.seats] || data.seats || {};
    data.counts = data.counts || {};
    var looks = {};
    (data.looks || []).forEach(function (id, i) { looks[code(i)] = LOOKS[id]; });
    data.looks = looks;
    return data;
  }

  // Chaque plateau : sa grille de cases (lue sur le dessin partagé) et ses calques.
  function boardPart(svg, i, many) {
    var use = svg.querySelector(":scope > use");
    var sym = use && document.getElementById((use.getAttribute("href") || "").slice(1));
    if (!sym) return null;
    var rows = sym.getAttribute("data-grid").split("/").map(function (r) { return r.split(" "); });
    var o = sym.getAttribute("data-o").split(" ").map(Number);
    var at = {}, order = [], index = {};
    rows.forEach(function (r, row) {
      r.forEach(function (n, col) { if (n !== ".") { at[n] = [col, row]; index[n] = order.length; order.push(n); } });
    });
    // la case choisie sous les pièces, les cases d'arrivée et le curseur par-dessus
    var under = document.createElementNS(SVGNS, "g");
    under.setAttribute("class", "sel-sous");
    svg.insertBefore(under, svg.querySelector(":scope > g.pc"));
    var sel = document.createElementNS(SVGNS, "g");
    sel.setAttribute("class", "sel");
    svg.appendChild(sel);
    var hands = {}, layers = {};
    each(svg.querySelectorAll("g.hand-items"), function (g) { hands[g.getAttribute("data-seat")] = g; });
    return {
      svg: svg, rows: rows, x0: o[0], y0: o[1], at: at, order: order, index: index, sel: sel, under: under, hands: hands,
      letter: many ? String.fromCharCode(65 + i) : "",
      focus: many ? svg.closest(".board-part") : svg.closest("div.board"),
      layer: function (name) { // looked up once: a move asks for its layers often
        return name in layers ? layers[name] : (layers[name] = svg.querySelector(":scope > g." + name));
      }
    };
  }

  // The square whose corner a drawn node sits at (x, y or a translation).
  function squareOfNode(p, n) {
    var at = cornerOfNode(n);
    var row = p.rows[Math.round((at[1] - p.y0) / SQ)];
    var sq = row && row[Math.round((at[0] - p.x0) / SQ)];
    return sq && sq !== "." ? sq : null;
  }
  // A figure the engine plays, of one frame, leaves its pieces to its drawing: each
  // node of the board's piece layer is a look of the page's table at a square's corner;
  // its code in the figure is the look's id.
  function drawnPieces(b, p, i) {
    var out = {};
    var index = lookIndex();
    each(p.layer("pc").children, function (n) {
      var ids = index[bareMarkup(n)] || [];
      // the same drawing for two seats (bughouse): the one playing on this board
      var id = ids.filter(function (x) { return b.seatBoard[LOOKS[x][0]] === i; })[0] || ids[0];
      var sq = squareOfNode(p, n);
      if (!id || !sq) return;
      b.data.looks[id] = LOOKS[id];
      out[sq] = id;
    });
    return out;
  }
  // Les coups d'un coup de la suite : par plateau, « origine+arrivées » séparés par « ; ».
  function readMoves(many, m) {
    var out = {};
    m.forEach(function (text, i) {
      (text || "").split(";").filter(Boolean).forEach(function (e) {
        var d = /^(\*\d+[A-Z])(.*)$/.exec(e) || /^([a-n]\d+|\d[a-i])(.*)$/.exec(e);
        if (!d) return;
        var key = d[1].charAt(0) === "*" || !many ? d[1] : String.fromCharCode(65 + i) + ":" + d[1];
        out[key] = d[2];
      });
    });
    return out;
  }
  // The pieces of one frame on board i: the previous frame's, changed by this one's.
  function framePieces(b, f, prev, p, i) {
    if (!prev && !f.p) return drawnPieces(b, p, i);
    var m = prev ? Object.assign({}, prev.pieces[i]) : {};
    (f.p[i] || "").split(",").filter(Boolean).forEach(function (tok) {
      var mm = /^([a-n]\d+|\d[a-i])(.*)$/.exec(tok);
      if (!mm) return;
      if (mm[2]) m[mm[1]] = mm[2]; else delete m[mm[1]];
    });
    return m;
  }
  // L'état de chaque coup : pièces par plateau, mains, trait, dernier coup, échecs.
  function frameStates(b) {
    var data = b.data, states = b.states;
    data.frames.forEach(function (f, i) {
      var prev = states[i - 1];
      states.push({
        pieces: b.parts.map(function (p, k) { return framePieces(b, f, prev, p, k); }),
        hands: f.h || (prev && prev.hands) || {},
        movers: f.t || (prev && prev.movers) || [],
        lastMove: f.lm || (prev && prev.lastMove) || [],
        checked: f.ck || (prev && prev.checked) || [],
        status: f.s !== undefined ? (data.status[f.s] || "") : (prev ? prev.status : ""),
        moves: readMoves(b.parts.length > 1, f.m || []),
        pos: f.pos, mv: f.mv,
        label: f.l || ""
      });
    });
    b.last = b.current = states.length - 1;
  }

  function cornerOf(p, name) {
    var c = p.at[name];
    return c ? [p.x0 + c[0] * SQ, p.y0 + c[1] * SQ] : null;
  }
  function squaresOf(p, text) {
    if (!text) return [];
    if (Array.isArray(text)) return text.slice().sort(boardOrder);
    if (text.charAt(0) !== "~") return text.match(SQUARE) || [];
    var out = [];
    for (var i = 0; i < p.order.length; i++) {
      var v = B64.indexOf(text.charAt(1 + Math.floor(i / 6)));
      if (v >= 0 && (v >> (i % 6)) & 1) out.push(p.order[i]);
    }
    return out.sort(boardOrder);
  }

  // 44 CSS px (WCAG 2.5.5) in the board's drawing units; a board not on screen yet
  // is drawn for a 360 px phone and drawn again when it shows (see watchHands)
  function fingerUnits(p) {
    var vb = p.svg.viewBox.baseVal;
    var w = p.svg.getBoundingClientRect().width;
    var k = w > 0 && vb && vb.width ? w / vb.width : Math.min(1, 360 / ((vb && vb.width) || 360));
    return 45 / k; // a pixel to spare for rounding
  }
  // A finger's width, measured once per board size (measuring after the page
  // changed would make the browser lay the page out on the spot).
  function reachOf(p) {
    if (!p.reach) {
      var r = fingerUnits(p);
      if (p.svg.getBoundingClientRect().width > 0) p.reach = r;
      return r;
    }
    return p.reach;
  }
  // An invisible tap target under a piece in hand (drawn 36 units wide, at x, y): w × h
  // around it, kept inside the drawing and off the squares.
  function handTarget(p, x, y, w, h, key) {
    var vb = p.svg.viewBox.baseVal;
    var cols = p.rows[0] ? p.rows[0].length : 0;
    var bx0 = p.x0, bx1 = p.x0 + cols * SQ, by0 = p.y0, by1 = p.y0 + p.rows.length * SQ;
    var rx = x + 18 - w / 2, ry = y + 18 - h / 2;
    rx = Math.max(0, Math.min(rx, vb.width - w));
    ry = Math.max(0, Math.min(ry, vb.height - h));
    // a tray beside the board: the target stops at the squares' edge
    if (y >= by1) ry = Math.max(ry, by1); else if (y + 36 <= by0) ry = Math.min(ry, by0 - h);
    if (x >= bx1) rx = Math.max(rx, bx1); else if (x + 36 <= bx0) rx = Math.min(rx, bx0 - w);
    return '<rect class="prise-main" data-key="' + key + '" x="' + num(rx) + '" y="' + num(ry) +
      '" width="' + num(w) + '" height="' + num(h) + '"/>';
  }
  // A count badge on a piece in hand: the page's drawing of that number, or, for a
  // count no frame of the guide has (a game played on), the same badge in text.
  function countOf(data, n, cx, cy) {
    if (data.counts[n]) return place(data.counts[n], cx, cy);
    return '<circle class="count" cx="' + num(cx) + '" cy="' + num(cy) + '" r="7" fill="#333333"/>' +
      '<text class="count-digits" x="' + num(cx) + '" y="' + num(cy) + '" fill="#ffffff" font-size="' +
      (n > 9 ? 8 : 11) + '" font-weight="700" text-anchor="middle" dominant-baseline="central">' + n + "</text>";
  }

  // Dessine un coup de la suite, avec les mêmes gabarits que la page construite.
  // The pieces of board p: known by square (p.drawn: per square its code and nodes),
  // then only the squares that changed are redrawn, so that a move played costs a few
  // nodes, not a board's worth of style and layout.
  var parsed = {}, scratch = null;
  function parse(markup) {
    scratch = scratch || document.createElementNS(SVGNS, "g");
    scratch.innerHTML = markup;
    return Array.prototype.slice.call(scratch.childNodes);
  }
  // A piece's nodes at a square's corner: the template parsed once, then copies whose
  // placed attributes are set (parsing markup for each new square led a move's work in
  // the page, docs/MEASURES.md). The slots, on the template's outer elements
  // (src/diagram/page.rs), are read on it parsed as inert HTML ("{x}" as an SVG length
  // would be an error); a template with slots deeper is parsed placed each time.
  function parsedTemplate(template) {
    if (!parsed[template]) {
      var raw = document.createElement("template"), slots = [], found = 0;
      raw.innerHTML = template;
      Array.prototype.forEach.call(raw.content.childNodes, function (n, k) {
        Array.prototype.forEach.call(n.attributes || [], function (a) {
          if (a.value.indexOf("{") >= 0) { slots.push([k, a.name, a.value]); found += a.value.split("{").length - 1; }
        });
      });
      parsed[template] = found === template.split("{").length - 1 ? { nodes: parse(place(template, 0, 0)), slots: slots } : {};
    }
    return parsed[template];
  }
  function pieceNodes(template, c) {
    var t = parsedTemplate(template);
    if (!t.nodes) return parse(place(template, c[0], c[1]));
    var out = t.nodes.map(function (n) { return n.cloneNode(true); });
    t.slots.forEach(function (s) { out[s[0]].setAttribute(s[1], place(s[2], c[0], c[1])); });
    return out;
  }
  // The pieces of board p by square (p.drawn: per square its code and nodes): only the
  // squares that changed are drawn again (static/jeu.js, with the engine: D below).
  function drawPieces(data, p, pieces) {
    var layer = p.layer("pc");
    if (!p.drawn) { p.drawn = {}; layer.textContent = ""; }
    Object.keys(p.drawn).concat(Object.keys(pieces)).forEach(function (sq) {
      var had = p.drawn[sq], code = pieces[sq];
      if ((had && had.code) === code) return;
      var look = code && data.looks[code];
      // the same drawing under another code (a look id, static/jeu.js's code): kept
      var was = had && data.looks[had.code];
      if (look && was && was[2] === look[2]) { had.code = code; return; }
      if (had) { had.nodes.forEach(function (n) { n.remove(); }); delete p.drawn[sq]; }
      var c = cornerOf(p, sq);
      if (!look || !c) return;
      var nodes = pieceNodes(look[2], c);
      // in board order, as the page was built: the same markup for the same frame
      var next = null;
      for (var k = p.index[sq] + 1; k < p.order.length && !next; k++) {
        var d = p.drawn[p.order[k]];
        if (d) next = d.nodes[0];
      }
      nodes.forEach(function (n) { layer.insertBefore(n, next); });
      p.drawn[sq] = { code: code, nodes: nodes };
    });
  }
  // A layer's markup written only when it changed: parsing and restyling the same
  // nodes again is most of what a move would cost the browser. A markup seen before
  // (the side to move's marker) is copied from its parsed nodes.
  var parsedMarkup = {};
  function setMarkup(g, html) {
    if (g.arbMarkup === html) return;
    var fresh = parsedMarkup[html] || (parsedMarkup[html] = parse(html));
    g.textContent = "";
    fresh.forEach(function (n) { g.appendChild(n.cloneNode(true)); });
    g.arbMarkup = html;
  }
  // A layer of templates placed at corners ([template, corner] each), rewritten only
  // when they changed, from the templates' parsed nodes (see pieceNodes).
  function setPlaced(g, items) {
    var key = items.map(function (it) { return it[1].join(" ") + it[0]; }).join("|");
    if (g.arbMarkup === key) return;
    g.textContent = "";
    items.forEach(function (it) { pieceNodes(it[0], it[1]).forEach(function (n) { g.appendChild(n); }); });
    g.arbMarkup = key;
  }
  var D = { drawPieces: drawPieces, setMarkup: setMarkup, setPlaced: setPlaced };
  // The last move's and the checked kings' squares on board p: [template, corner] each.
  function highlights(data, p, st, i) {
    var hl = [];
    var lm = squaresOf(p, st.lastMove[i]);
    lm.filter(function (s, k) { return lm.indexOf(s) === k; }).forEach(function (sq) {
      var c = cornerOf(p, sq);
      if (c) hl.push([data.tpl.lm, c]);
    });
    squaresOf(p, st.checked[i]).forEach(function (sq) {
      var c = cornerOf(p, sq);
      if (c) hl.push([data.tpl.ck, c]);
    });
    return hl;
  }
  // The pieces in a seat's hand, spread so that each gets a finger's width of its own.
  function handMarkup(data, p, i, st, seat, reach) {
    var tray = data.boards[i].trays[seat];
    var items = (st.hands[seat] || "").split(",").filter(Boolean);
    var h = "";
    var dx = tray[2] && Math.sign(tray[2]) * Math.max(Math.abs(tray[2]), reach);
    var dy = tray[3] && Math.sign(tray[3]) * Math.max(Math.abs(tray[3]), reach);
    items.forEach(function (tok, k) {
      var mm = /^([a-zA-Z]+)(\d*)$/.exec(tok);
      var look = mm && data.looks[mm[1]];
      if (!look) return;
      var x = tray[0] + dx * k, y = tray[1] + dy * k;
      h += handTarget(p, x, y, dx ? Math.abs(dx) : reach, dy ? Math.abs(dy) : reach, "*" + seat + look[4]);
      h += place(look[3], x, y, "*" + seat + look[4]);
      var n = Number(mm[2] || 1);
      if (n > 1) h += countOf(data, n, x + tray[4], y + tray[5]);
    });
    return h;
  }
  function render(b, i) {
    var st = b.states[i], data = b.data;
    var reaches = b.parts.map(function (p) { return Object.keys(p.hands).length ? reachOf(p) : 0; });
    b.parts.forEach(function (p, k) {
      D.drawPieces(data, p, st.pieces[k]);
      D.setPlaced(p.layer("hl"), highlights(data, p, st, k));
      Object.keys(p.hands).forEach(function (seat) {
        D.setMarkup(p.hands[seat], handMarkup(data, p, k, st, seat, reaches[k]));
      });
      var tm = "";
      st.movers.forEach(function (s) { if (data.boards[k].tm[s]) tm += data.boards[k].tm[s]; });
      D.setMarkup(p.layer("tm"), tm);
    });
    var etat = b.fig.querySelector("figcaption .etat");
    if (etat) say(etat, st.status);
    showOwnMarks(b, i === b.last);
  }
  function showOwnMarks(b, on) {
    if (b.marksOn === on) return; // (each write restyles the layer)
    b.marksOn = on;
    b.parts.forEach(function (p) {
      ["mk", "show"].forEach(function (n) {
        var g = p.layer(n);
        if (g) g.style.display = on ? "" : "none";
      });
    });
  }

  // Runs f with the engine's moves of the state shown (loaded at the first tap).
  function withEngine(b, f) {
    var J = window.ARBITRE_JEU;
    if (J && J.ready) {
      if (!b.player) {
        b.player = J.attach(b.api, J.ready);
      }
      b.player.moves(b.current);
      f();
      return;
    }
    // « Chargement… » only when loading is slow: the line appearing lays the page out
    var slow = setTimeout(function () { say(b.live, t("jeu.chargement")); }, 400);
    loadJeu().then(function () { clearTimeout(slow); withEngine(b, f); },
      function () { clearTimeout(slow); say(b.live, t("jeu.indisponible")); });
  }
  // A tap on a target of the piece chosen plays the move.
  function played(b, i, sq) {
    var key = b.selected, targets = b.targets;
    if (!b.player || !key || !targets || targets[0] !== i || targets[1].indexOf(sq) < 0) return false;
    clear(b, true); // the marks: the move's frame hides them (not shown, then hidden)
    var done = b.player.move(key, i, sq);
    if (!done) showOwnMarks(b, b.current === b.last);
    return done;
  }
  function clear(b, keepMarks) {
    b.selected = null;
    b.targets = null;
    b.parts.forEach(function (p) {
      each(p.sel.querySelectorAll(":not(.curseur)"), function (n) { n.remove(); });
      p.under.textContent = "";
    });
    each(b.fig.querySelectorAll("g.in-hand.choisie"), function (g) { g.classList.remove("choisie"); });
    if (!keepMarks) showOwnMarks(b, b.current === b.last);
  }
  function drawSquare(p, sq, cls) {
    var c = cornerOf(p, sq);
    if (!c) return;
    var layer = cls === "curseur" ? p.sel : p.under;
    var r = document.createElementNS(SVGNS, "rect");
    r.setAttribute("class", cls);
    r.setAttribute("data-square", sq);
    r.setAttribute("x", c[0]); r.setAttribute("y", c[1]);
    r.setAttribute("width", SQ); r.setAttribute("height", SQ);
    layer.appendChild(r);
  }
  function drawTarget(p, sq, capture) {
    var c = cornerOf(p, sq);
    if (!c) return;
    var dot = document.createElementNS(SVGNS, "circle");
    dot.setAttribute("class", "cible marque-coup" + (capture ? " prise" : ""));
    dot.setAttribute("data-square", sq);
    dot.setAttribute("cx", c[0] + SQ / 2);
    dot.setAttribute("cy", c[1] + SQ / 2);
    dot.setAttribute("r", capture ? SQ * 0.44 : SQ * 0.16);
    p.sel.appendChild(dot);
  }
  // A line's words set in its text node (a new node is styled and laid out anew).
  function say(n, text) {
    var f = n.firstChild;
    if (f && f.nodeType === 3 && !f.nextSibling) { if (f.data !== text) f.data = text; } else n.textContent = text;
  }
  function seatName(b, seat) { return (b.data.seats[seat] || ["", ""])[0]; }
  function onBoard(p) { return p.letter ? " (" + t("plateau.echiquier", { nom: p.letter }) + ")" : ""; }
  function listOf(dests) {
    return dests.length > 12 ? t("plateau.nombre-cases", { n: dests.length }) : dests.join(", ");
  }

  function chooseSquare(b, i, sq) {
    if (b.data.g && !b.player) { withEngine(b, function () { chooseSquare(b, i, sq); }); return; }
    if (played(b, i, sq)) return;
    if (b.player) b.player.moves(b.current);
    var p = b.parts[i], live = b.live;
    var key = p.letter ? p.letter + ":" + sq : sq;
    if (b.selected === key) { clear(b); say(live, t("plateau.efface")); return; }
    clear(b);
    var st = b.states[b.current];
    var code = st.pieces[i][sq];
    if (!code) { say(live, t("plateau.vide", { case: sq + onBoard(p) })); return; }
    var look = b.data.looks[code];
    var where = sq + onBoard(p);
    b.selected = key;
    showOwnMarks(b, false);
    drawSquare(p, sq, "choisie");
    if (st.movers.indexOf(look[0]) < 0) {
      say(live, t("plateau.pas-son-tour", { piece: look[1], case: where, joueur: seatName(b, look[0]) }));
      return;
    }
    var dests = squaresOf(p, st.moves[key]);
    b.targets = [i, dests];
    dests.forEach(function (d) { drawTarget(p, d, !!st.pieces[i][d]); });
    say(live, dests.length
      ? t("plateau.coups", { piece: look[1], case: where, cases: dests.join(", ") })
      : t("plateau.aucun-coup", { piece: look[1], case: where }));
  }

  function chooseHand(b, g) {
    if (b.data.g && !b.player) { withEngine(b, function () { chooseHand(b, g); }); return; }
    var key = g.getAttribute("data-key"), live = b.live;
    if (b.player) b.player.moves(b.current);
    if (b.selected === key) { clear(b); say(live, t("plateau.efface")); return; }
    clear(b);
    var seat = Number(key.slice(1, -1));
    var letter = key.slice(-1);
    var i = b.seatBoard[seat] || 0, p = b.parts[i];
    var st = b.states[b.current];
    var name = letter;
    (st.hands[seat] || "").split(",").forEach(function (tok) {
      var l = b.data.looks[(/^[a-zA-Z]+/.exec(tok) || [""])[0]];
      if (l && l[4] === letter) name = l[1];
    });
    var piece = t("plateau.en-main", { piece: name, joueur: seatName(b, seat) });
    b.selected = key;
    showOwnMarks(b, false);
    g.classList.add("choisie");
    if (st.movers.indexOf(seat) < 0) {
      say(live, t("plateau.main-pas-son-tour", { piece: piece, joueur: seatName(b, seat) }));
      return;
    }
    var dests = squaresOf(p, st.moves[key]);
    b.targets = [i, dests];
    dests.forEach(function (d) { drawTarget(p, d, false); });
    say(live, dests.length
      ? t("plateau.parachutages", { piece: piece, cases: listOf(dests) })
      : t("plateau.main-aucun", { piece: piece }));
  }

  function squareAt(p, ev) {
    // the square the tapped node tells (a target carries it, a piece sits at its corner):
    // measuring the board would lay out the page a move has just changed
    var n = ev.target, told = n.getAttribute && n.getAttribute("data-square");
    if (told && p.at[told]) return told;
    var at = n.parentNode === p.layer("pc") && (n.hasAttribute("x") || n.hasAttribute("transform")) && squareOfNode(p, n);
    if (at) return at;
    var m = p.svg.getScreenCTM();
    if (!m) return null;
    var pt = p.svg.createSVGPoint();
    pt.x = ev.clientX; pt.y = ev.clientY;
    var q = pt.matrixTransform(m.inverse());
    var col = Math.floor((q.x - p.x0) / SQ), row = Math.floor((q.y - p.y0) / SQ);
    var name = p.rows[row] && p.rows[row][col];
    return name && name !== "." ? name : null;
  }

  function setCursor(b, i, sq) {
    b.cursor = sq === null ? null : [i, sq];
    b.parts.forEach(function (p) { each(p.sel.querySelectorAll(".curseur"), function (r) { r.remove(); }); });
    if (!b.cursor) return;
    drawSquare(b.parts[i], sq, "curseur");
    // in an enlarged board's sideways frame, the cursor stays in view
    var r = b.fig.classList.contains("agrandi") && b.parts[i].sel.querySelector(".curseur");
    if (r && r.scrollIntoView) r.scrollIntoView({ block: "nearest", inline: "nearest" });
    var code = b.states[b.current].pieces[i][sq];
    say(b.live, code ? t("plateau.curseur", { case: sq, piece: b.data.looks[code][1] }) : sq);
  }
  function step(p, sq, dc, dr) {
    var c = p.at[sq];
    var col = c[0] + dc, row = c[1] + dr;
    while (row >= 0 && row < p.rows.length && col >= 0 && col < p.rows[row].length) {
      var n = p.rows[row][col];
      if (n && n !== ".") return n;
      col += dc; row += dr;
    }
    return sq;
  }

  // A tap on board i: a piece in hand (or the wider target around it), else a square.
  function onTap(b, p, i, ev) {
    var hand = ev.target.closest ? ev.target.closest("g.in-hand[data-key]") : null;
    // the wider target around a piece in hand stands for the piece
    if (!hand && ev.target.matches && ev.target.matches("rect.prise-main")) {
      var hs = p.svg.querySelectorAll("g.in-hand[data-key]");
      for (var hi = 0; hi < hs.length && !hand; hi++) {
        if (hs[hi].getAttribute("data-key") === ev.target.getAttribute("data-key") &&
          hs[hi].previousElementSibling === ev.target) hand = hs[hi];
      }
    }
    setCursor(b, i, null);
    if (hand) { chooseHand(b, hand); return; }
    var sq = squareAt(p, ev);
    if (sq) chooseSquare(b, i, sq);
    else { clear(b); say(b.live, ""); }
  }
  // The keyboard on board i: arrows move the cursor, Enter or space chooses, Escape clears.
  function onKey(b, p, i, ev) {
    var dirs = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    var cursor = b.cursor;
    if (dirs[ev.key]) {
      ev.preventDefault();
      if (!cursor || cursor[0] !== i) {
        var st = b.states[b.current];
        if (b.player) b.player.moves(b.current);
        var start = p.order.filter(function (sq) { return (st.moves || {})[p.letter ? p.letter + ":" + sq : sq]; })[0] || p.order[0];
        setCursor(b, i, start);
        return;
      }
      setCursor(b, i, step(p, cursor[1], dirs[ev.key][0], dirs[ev.key][1]));
    } else if (ev.key === "Enter" || ev.key === " ") {
      ev.preventDefault();
      if (cursor && cursor[0] === i) chooseSquare(b, i, cursor[1]);
    } else if (ev.key === "Escape") {
      clear(b);
      say(b.live, t("plateau.efface"));
    }
  }
  function listenBoard(b, p, i) {
    var f = p.focus;
    f.tabIndex = 0;
    f.setAttribute("role", "application");
    f.setAttribute("aria-roledescription", t("plateau.role"));
    f.setAttribute("aria-label", t("plateau.aide"));
    // the engine starts loading when the finger touches the board, not when it lifts,
    // or at the first key pressed on it (the arrows come before Enter)
    var early = function () { if (b.data.g) loadJeu().catch(function () {}); };
    p.svg.addEventListener("pointerdown", early);
    f.addEventListener("keydown", early);
    p.svg.addEventListener("click", function (ev) { onTap(b, p, i, ev); });
    f.addEventListener("keydown", function (ev) { onKey(b, p, i, ev); });
    f.addEventListener("blur", function () { if (b.cursor && b.cursor[0] === i) setCursor(b, i, null); });
  }

  // Pas à pas dans une suite de coups (celle du guide, puis les coups joués).
  function show(b, i, quiet) {
    if (i < 0 || i >= b.states.length) return;
    b.current = i; // before clear(), which shows the example's marks on its last frame
    clear(b);
    b.cursor = null;
    say(b.live, "");
    if (!quiet) render(b, i);
    b.fig.setAttribute("data-frame", String(i));
    if (b.stepBar) b.stepBar(i);
    if (b.player) b.player.shown();
  }
  function setupSteps(b) {
    var steps = b.fig.querySelector(".board-steps");
    if (!steps || b.states.length < 2) return;
    var prev = steps.querySelector(".step-prev"), next = steps.querySelector(".step-next");
    var label = steps.querySelector(".step-label");
    b.stepBar = function (i) {
      say(label, t("plateau.coup", { label: b.states[i].label, n: i + 1, total: b.states.length }));
      prev.disabled = i === 0;
      next.disabled = i === b.states.length - 1;
    };
    prev.addEventListener("click", function () { show(b, b.current - 1); });
    next.addEventListener("click", function () { show(b, b.current + 1); });
    steps.addEventListener("keydown", function (ev) {
      if (ev.key === "ArrowLeft") { ev.preventDefault(); show(b, b.current - 1); (prev.disabled ? next : prev).focus(); }
      if (ev.key === "ArrowRight") { ev.preventDefault(); show(b, b.current + 1); (next.disabled ? prev : next).focus(); }
    });
    show(b, b.last, true);
  }
  // Pieces in hand get their tap targets at the board's size on screen: drawn now,
  // and again when a closed answer opens or the screen turns.
  function watchHands(b) {
    var withHands = b.parts.some(function (p) { return Object.keys(p.hands).length > 0; });
    var redraw = function () {
      b.parts.forEach(function (p) { p.reach = 0; });
      if (!b.selected) render(b, b.current);
    };
    setupEnlarge(b.fig, b.parts, function () { if (withHands) redraw(); });
    if (!withHands) return;
    // after the first paint: measuring each board before it would hold the page back
    (window.requestAnimationFrame || setTimeout)(redraw);
    var box = b.fig.closest("details");
    if (box) box.addEventListener("toggle", function () { if (box.open) redraw(); });
    window.addEventListener("resize", redraw);
  }

  // ------------------------------------------------- agrandir un plateau
  // On a phone the 9×9 and 14×14 boards take the screen's width with squares under
  // 44 CSS px (WCAG 2.5.5 asks 44 of a tap target). « Agrandir le plateau », a toggle
  // button under such a board (off by default, never printed), draws it at 46 px a
  // square in its frame, which then scrolls sideways (the keyboard cursor kept in view).
  // The button shows only where a square is under 44 px: every board's size is read in
  // one pass (one layout), then the buttons are shown or hidden.
  var BIG = 46;
  var enlargeable = [];
  function setupEnlarge(fig, parts, redraw) {
    var frame = fig.querySelector("div.board");
    if (!frame) return;
    var bar = document.createElement("div");
    bar.className = "board-outils";
    bar.hidden = true;
    var button = document.createElement("button");
    button.type = "button";
    button.className = "agrandir";
    button.textContent = t("plateau.agrandir");
    button.setAttribute("aria-pressed", "false");
    bar.appendChild(button);
    frame.parentNode.insertBefore(bar, frame.nextSibling);
    var svg = parts[0].svg;
    button.addEventListener("click", function () {
      var on = !fig.classList.contains("agrandi");
      fig.classList.toggle("agrandi", on);
      button.setAttribute("aria-pressed", on ? "true" : "false");
      parts.forEach(function (p) {
        if (on) p.svg.style.setProperty("--agrandi", (p.svg.viewBox.baseVal.width * BIG / SQ) + "px");
        else p.svg.style.removeProperty("--agrandi");
      });
      // the middle of the board in view (the 4-player cross's centre)
      frame.scrollLeft = on ? (frame.scrollWidth - frame.clientWidth) / 2 : 0;
      redraw();
    });
    var one = {
      fig: fig,
      // a square's side on screen now (0 in a closed answer)
      read: function () {
        var vb = svg.viewBox.baseVal;
        return vb && vb.width ? svg.getBoundingClientRect().width / vb.width * SQ : 0;
      },
      write: function (side) {
        if (!fig.classList.contains("agrandi") && side > 0) bar.hidden = side >= 43.5;
      }
    };
    enlargeable.push(one);
    var box = fig.closest("details");
    if (box) box.addEventListener("toggle", function () { if (box.open) one.write(one.read()); });
  }
  function measureEnlargeable() {
    // (figures `arbitre serve` replaced are let go)
    enlargeable = enlargeable.filter(function (e) { return e.fig.isConnected; });
    var sides = enlargeable.map(function (e) { return e.read(); });
    enlargeable.forEach(function (e, i) { e.write(sides[i]); });
  }
  window.addEventListener("resize", measureEnlargeable);

  // The boards of the page (or of what `arbitre serve` swapped in): the page's piece
  // looks first, then each interactive figure.
  function within(root, sel) {
    var found = Array.prototype.slice.call(root.querySelectorAll(sel));
    if (root.matches && root.matches(sel)) found.unshift(root);
    return found;
  }
  function setupBoards(root) {
    each(within(root, "script.arb-looks"), function (s) {
      try { Object.assign(LOOKS, JSON.parse(s.textContent)); } catch (e) { /* illisible */ }
    });
    each(within(root, "figure.board-example.interactive"), setupBoard);
    measureEnlargeable();
  }
  window.ARBITRE.boards = setupBoards;
  // how a frame is drawn: static/jeu.js puts in its patching versions (D) and uses these
  window.ARBITRE.dessin = { D: D, template: parsedTemplate, pieceNodes: pieceNodes, parse: parse,
    place: place, cornerOf: cornerOf, squareOfNode: squareOfNode };
  setupBoards(document);
})();
