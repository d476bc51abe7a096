//# allFunctionsCalledOnLoad
// arbitre — jouer sur les diagrammes : le moteur de règles qui vérifie le guide
// (crates/play, static/moteur.wasm) tourne ici, chargé au premier toucher d'une pièce.
// static/plateaux.js dessine ; ce fichier demande au moteur les coups, les joue et met à
// jour l'état (trait, échec, mat, points, éliminations), avec les mots de
// static/textes.js.
(function () {
  "use strict";

  var TEXTES = window.ARBITRE_TEXTES || {};
  function t(key, vars) {
    var s = Object.prototype.hasOwnProperty.call(TEXTES, key) ? TEXTES[key] : key;
    if (vars) Object.keys(vars).forEach(function (k) { s = s.split("{" + k + "}").join(vars[k]); });
    return s;
  }
  var me = document.currentScript;
  var base = me && me.src ? me.src.replace(/[^/]*$/, "") : "";

  // ------------------------------------------------------------ le moteur
  var pre = window.ARBITRE_MOTEUR || {};
  function decode(b64) {
    if (Uint8Array.fromBase64) return Uint8Array.fromBase64(b64);
    var s = atob(b64);
    var u = new Uint8Array(s.length);
    for (var i = 0; i < s.length; i++) u[i] = s.charCodeAt(i);
    return u;
  }
  // Les octets du moteur par un script (file:// refuse fetch()) : celui que
  // static/plateaux.js a demandé au toucher, sinon un autre.
  function fromScript() {
    var asked = pre.script || Promise.reject(new Error("moteur-wasm.js"));
    pre.script = null;
    return asked.then(function () {
      if (window.ARBITRE_MOTEUR_WASM) return decode(window.ARBITRE_MOTEUR_WASM);
      throw new Error("moteur-wasm.js");
    }).catch(function () {
      return new Promise(function (ok, ko) {
        var s = document.createElement("script");
        s.src = base + "moteur-wasm.js";
        s.onload = function () {
          if (window.ARBITRE_MOTEUR_WASM) ok(decode(window.ARBITRE_MOTEUR_WASM));
          else ko(new Error("moteur-wasm.js"));
        };
        s.onerror = function () { ko(new Error("moteur-wasm.js")); };
        document.head.appendChild(s);
      });
    });
  }
  function bytes() {
    if (location.protocol === "file:" || !window.fetch) return fromScript();
    return fetch(base + "moteur.wasm").then(function (r) {
      if (!r.ok) throw new Error(String(r.status));
      return r.arrayBuffer();
    }).catch(fromScript);
  }
  // The engine's instance: the module compiled while it arrived, or from its bytes.
  function instance() {
    var compiled = pre.module || Promise.reject(new Error("moteur.wasm"));
    return compiled.then(function (m) { return WebAssembly.instantiate(m, {}); }).catch(function () {
      return bytes().then(function (b) { return WebAssembly.instantiate(b, {}); })
        .then(function (r) { return r.instance; });
    });
  }

  // La table d'exports (crates/play/src/abi.rs) : chaînes écrites dans la mémoire du
  // moteur, réponses en JSON dans son tampon de sortie.
  function wrap(x) {
    var enc = new TextEncoder(), dec = new TextDecoder();
    function put(s) {
      var b = enc.encode(s || "");
      var p = x.arb_alloc(b.length);
      new Uint8Array(x.memory.buffer, p, b.length).set(b);
      return [p, b.length];
    }
    function out() {
      var n = x.arb_out_len();
      return JSON.parse(dec.decode(new Uint8Array(x.memory.buffer, x.arb_out_ptr(), n)));
    }
    return {
      open: function (game, position, rules) {
        var a = put(game), b = put(position), c = put(rules);
        var h = x.arb_new_game(a[0], a[1], b[0], b[1], c[0], c[1]);
        [a, b, c].forEach(function (m) { x.arb_free(m[0], m[1]); });
        return h ? { h: h } : { error: out().error };
      },
      // the moves without their texts (writing one looks past it for check and mate):
      // the page asks the French text of the move it plays (text: { f }), the tests all
      // of them in both notations (legal with texts)
      legal: function (h, texts) { x.arb_legal_moves(h, texts ? 1 : 0); return out() || []; },
      text: function (h, i) { x.arb_move_text(h, i); return out() || {}; },
      state: function (h) { x.arb_state(h); return out(); },
      play: function (h, i) { return x.arb_play(h, i) ? out() : null; },
      playText: function (h, text) {
        var a = put(text);
        var ok = x.arb_play_text(h, a[0], a[1]);
        x.arb_free(a[0], a[1]);
        return ok ? out() : null;
      },
      undo: function (h) { return x.arb_undo(h) ? out() : null; },
      close: function (h) { x.arb_drop_game(h); }
    };
  }

  var engine = null;
  function load() {
    if (!engine) {
      engine = instance()
        .then(function (i) {
          window.ARBITRE_JEU.ready = wrap(i.exports);
          return window.ARBITRE_JEU.ready;
        });
    }
    return engine;
  }

  // ------------------------------------------------------------ une figure
  // `api` vient de static/plateaux.js : states (les coups affichés), show(i), current(),
  // data, live (la ligne lue par les lecteurs d'écran), fig. Each function below takes
  // the figure's game `g`: api, the engine E, the guide's states, the engine's game.
  function attach(api, E) {
    var g = { api: api, E: E, data: api.data, guide: api.states.slice(), session: null,
      codes: {}, n: 0, K: {}, HK: {}, lineAt: -1, lineState: null, pending: false };
    // the page's map of the engine's piece keys → look ids, given codes of their own
    // (letters, as render() reads hand tokens) in the figure's table of looks
    var table = api.looks[g.data.kid] || { k: {}, hk: {} };
    Object.keys(table.k).forEach(function (k) { g.K[k] = table.k[k]; });
    Object.keys(table.hk).forEach(function (k) { g.HK[k] = table.hk[k]; });
    g.refresh = controls(g);
    warm(g);
    // the built pieces are known by square at the first frame drawn (drawPieces), not
    // here: the first tap only shows targets (docs/MEASURES.md, « Le premier toucher »).
    // Until then the drawing shows the guide's last frame.
    var last = api.states[api.states.length - 1];
    api.parts.forEach(function (p, i) { if (!p.drawn) p.built = last.pieces[i]; });
    return {
      moves: function (i) { return movesAt(g, i); },
      move: function (key, b, sq) { return move(g, key, b, sq); },
      shown: function () { shown(g); }
    };
  }

  function codeFor(g, id) {
    if (!g.codes[id]) {
      var c = "ZZZ", i = g.n++;
      do { c += String.fromCharCode(97 + (i % 26)); i = Math.floor(i / 26); } while (i > 0);
      g.codes[id] = c;
      g.data.looks[c] = g.api.looks[id];
    }
    return g.codes[id];
  }
  function seatWord(g, s, k) { return (g.data.seats[s] || ["", "", String(s)])[k]; }

  // L'état de la page d'après celui du moteur.
  function lookOf(g, key) {
    var K = g.K, looks = g.api.looks;
    if (K[key]) return codeFor(g, K[key]);
    // a promoted piece drawn as the piece has no key of its own (src/site/board_engine.rs)
    var plain = key.replace("+", "");
    if (plain !== key) return lookOf(g, plain);
    // a dead four-player chess piece: the live look in the dead army's grey
    var live = key.replace("x", "");
    if (key !== live && K[live] && looks[K[live]]) {
      var id = K[live] + "-dead";
      if (!looks[id]) {
        looks[id] = looks[K[live]].map(function (v) {
          return typeof v === "string" ? v.replace(/class="c-[a-z]+"/, 'class="c-dead"') : v;
        });
      }
      return codeFor(g, id);
    }
    // a piece the figure has no drawing for as such (a shogi4 army handed on with
    // its facing): the same piece of that owner as drawn facing its own way
    var stem = key.slice(0, -1);
    var found = Object.keys(K).filter(function (k) { return k.slice(0, -1) === stem; })[0];
    return found ? codeFor(g, K[found]) : null;
  }
  // A game ranked at its end (free-for-all: the best score wins, the last seat
  // standing need not be first): the first place named, shared when tied.
  function first(g, place, why) {
    if (place.length === 1) return t("jeu.classement", { raison: why, joueur: seatWord(g, place[0], 0) });
    return t("jeu.classement-egalite", { raison: why, joueurs: place.map(function (s) { return seatWord(g, s, 2); }).join(" et ") });
  }
  function ending(g, end) {
    var why = t("fin." + end.reason);
    if (end.win) return t("jeu.victoire", { raison: why, joueur: end.win.map(function (s) { return seatWord(g, s, 0); }).join(" et ") });
    if (end.draw) return t("jeu.nulle", { raison: why });
    if (end.ranking && end.ranking.length) return first(g, end.ranking[0], why);
    return t("jeu.fin", { raison: why });
  }
  function status(g, st) {
    var parts = [];
    if (st.end) {
      parts.push(ending(g, st.end));
    } else if (st.turn.length) {
      parts.push(t("jeu.trait", { joueur: st.turn.map(function (s) { return seatWord(g, s, 1); }).join(" et ") }));
      if (st.checked.length) parts.push(t("jeu.echec", { joueur: st.checked.map(function (s) { return seatWord(g, s, 0); }).join(" et ") }));
    }
    var pts = Object.keys(st.scores).map(function (s) { return seatWord(g, s, 2) + " " + st.scores[s]; });
    if (pts.length) parts.push(t("jeu.points", { liste: pts.join(", ") }));
    if (st.out.length) parts.push(t("jeu.elimines", { liste: st.out.map(function (s) { return seatWord(g, s, 2); }).join(", ") }));
    return parts.join(" ");
  }
  function toPage(g, st, label) {
    var hands = {};
    Object.keys(st.hands).forEach(function (seat) {
      var items = [];
      (st.hands[seat].match(/[A-Z]\d+/g) || []).forEach(function (tok) {
        var c = g.HK[seat + tok.charAt(0)] && codeFor(g, g.HK[seat + tok.charAt(0)]);
        var n = Number(tok.slice(1));
        if (c) items.push(n > 1 ? c + n : c);
      });
      hands[seat] = items.join(",");
    });
    return {
      pieces: st.boards.map(function (list) {
        var m = {};
        list.forEach(function (e) { var c = lookOf(g, e[1]); if (c) m[e[0]] = c; });
        return m;
      }),
      hands: hands,
      movers: st.turn,
      lastMove: st.last,
      checked: st.kings,
      status: status(g, st),
      moves: null,
      label: label,
      pos: st.position,
      played: true
    };
  }

  // La partie du moteur à l'état i : gardée quand on joue à la suite, refaite sinon.
  // A guide frame carries its position or the move that led to it: the game starts
  // at the last position at or before i and replays the moves after it.
  function sessionAt(g, i) {
    var api = g.api, E = g.E;
    if (g.session && g.session.at === i) return g.session;
    if (g.session) E.close(g.session.h);
    g.session = null;
    var j = i;
    while (j > 0 && !api.states[j].pos) j--;
    var made = E.open(g.data.g, api.states[j].pos, g.data.r || "");
    if (!made.h) { api.say(t("jeu.erreur", { raison: made.error })); return null; }
    for (var k = j + 1; k <= i; k++) {
      if (!E.playText(made.h, api.states[k].mv)) {
        E.close(made.h);
        api.say(t("jeu.erreur", { raison: api.states[k].mv }));
        return null;
      }
    }
    g.session = { h: made.h, at: i };
    return g.session;
  }
  // Les coups de l'état i, par origine : { "e2": [coups…] } (« A:e2 » sur deux plateaux).
  function movesAt(g, i) {
    var st = g.api.states[i];
    if (st.moves && st.legal) return st.moves;
    var s = sessionAt(g, i);
    var list = s ? g.E.legal(s.h) : [];
    var map = {};
    list.forEach(function (m, n) {
      m.i = n;
      var key = m.k.charAt(0) === "*" || g.api.parts.length < 2 ? m.k : String.fromCharCode(65 + m.b) + ":" + m.k;
      (map[key] = map[key] || []).push(m);
    });
    st.legal = list;
    st.moves = {};
    Object.keys(map).forEach(function (k) {
      var seen = {};
      st.moves[k] = map[k].map(function (m) { return m.t; }).filter(function (d) {
        if (seen[d]) return false;
        seen[d] = true;
        return true;
      });
    });
    st.byKey = map;
    return st.moves;
  }

  function played(g, next, label) {
    var api = g.api, i = api.current();
    var st = toPage(g, next, label);
    api.states.length = i + 1;
    api.states.push(st);
    if (g.session) g.session.at = i + 1;
    api.show(i + 1);
    api.say(label + (st.status ? " — " + st.status : ""));
  }
  function playIndex(g, m) {
    var s = sessionAt(g, g.api.current());
    var label = s && g.E.text(s.h, m.i).f;
    var next = s && g.E.play(s.h, m.i);
    if (next) played(g, next, label);
  }
  // A promotion asks the piece (shogi: promote or not).
  function choose(g, options) {
    var fig = g.api.fig;
    var old = fig.querySelector(".promotion");
    if (old) old.remove();
    var box = document.createElement("div");
    box.className = "promotion";
    box.setAttribute("role", "group");
    box.setAttribute("aria-label", t("jeu.promotion"));
    var shogi = options.some(function (m) { return !m.p; });
    var s = sessionAt(g, g.api.current());
    options.forEach(function (m) { m.f = s ? g.E.text(s.h, m.i).f : m.t; });
    // the usual choice first: queen (then rook, bishop, knight); promote, then not
    var rank = function (m) { return m.p ? "QRBNSPG".indexOf(m.p) : 9; };
    options.slice().sort(function (a, b) { return rank(a) - rank(b); }).forEach(function (m) {
      var b = document.createElement("button");
      b.type = "button";
      b.textContent = shogi ? t(m.p ? "jeu.promouvoir" : "jeu.sans-promotion") + " (" + m.f + ")"
        : t("piece." + m.p) + " (" + m.f + ")";
      b.addEventListener("click", function (ev) {
        ev.stopPropagation();
        box.remove();
        playIndex(g, m);
      });
      box.appendChild(b);
    });
    fig.insertBefore(box, fig.querySelector("figcaption"));
    box.querySelector("button").focus();
    g.api.say(t("jeu.promotion"));
  }
  // Plays the move of `key` to `sq` on board `b`; false when there is none.
  function move(g, key, b, sq) {
    var st = g.api.states[g.api.current()];
    var options = ((st.byKey || {})[key] || []).filter(function (m) { return m.t === sq && m.b === b; });
    if (!options.length) return false;
    if (options.length === 1) playIndex(g, options[0]);
    else choose(g, options);
    return true;
  }

  // Les commandes : annuler, revenir au diagramme, suivre la ligne du guide.
  function controls(g) {
    var api = g.api;
    var bar = document.createElement("div");
    bar.className = "jeu-commandes";
    function button(cls, word, f) {
      var b = document.createElement("button");
      b.type = "button";
      b.className = cls;
      b.textContent = t(word);
      b.addEventListener("click", function (ev) { ev.stopPropagation(); f(); });
      bar.appendChild(b);
      return b;
    }
    var undo = button("jeu-annuler", "jeu.annuler", function () { takeBack(g); });
    button("jeu-revenir", "jeu.revenir", function () { reset(g, g.guide.length - 1); });
    if (g.guide.length > 1) {
      button("jeu-ligne", "jeu.ligne", function () { reset(g, 0); });
    } else if (g.data.line) {
      button("jeu-ligne", "jeu.ligne", function () { follow(g); });
    }
    // put in the page after the first tap's frame: its targets show first, and the
    // bar's layout (the figure grows, buttons' text shaped) comes in the frame after
    // (docs/MEASURES.md, « Le premier toucher »)
    afterPaint(function () { api.fig.insertBefore(bar, api.fig.querySelector("figcaption")); });
    return function () { undo.disabled = !api.states[api.current()].played; };
  }
  function takeBack(g) {
    var api = g.api, i = api.current();
    if (!api.states[i].played) return;
    if (g.session && g.session.at === i && g.E.undo(g.session.h)) g.session.at = i - 1;
    api.states.length = i;
    api.show(i - 1);
    api.say(t("jeu.annule"));
  }
  // « Suivre la ligne du guide » on a figure that shows only its end: the first press
  // sets up the example's start, each next one plays the guide's next move.
  function follow(g) {
    var api = g.api, E = g.E, mv = g.data.line.mv;
    if (g.lineAt < 0 || api.states[api.current()] !== g.lineState || g.lineAt >= mv.length) {
      if (g.session) E.close(g.session.h);
      var made = E.open(g.data.g, g.data.line.pos, g.data.r || "");
      if (!made.h) { api.say(t("jeu.erreur", { raison: made.error })); return; }
      g.session = { h: made.h, at: 1 };
      g.lineState = toPage(g, E.state(made.h), t("jeu.ligne-debut"));
      g.lineState.played = true;
      api.states.length = 1;
      api.states.push(g.lineState);
      g.lineAt = 0;
      api.show(1);
      api.say(t("jeu.ligne-suite", { n: mv.length }));
      return;
    }
    var s = sessionAt(g, api.current());
    var next = s && E.playText(s.h, mv[g.lineAt]);
    if (!next) return;
    played(g, next, mv[g.lineAt]);
    g.lineAt++;
    g.lineState = api.states[api.current()];
  }
  function reset(g, i) {
    var api = g.api;
    api.states.length = 0;
    g.guide.forEach(function (s) { api.states.push(s); });
    api.show(i);
    api.say(t(i === 0 ? "jeu.ligne-aide" : "jeu.revenu"));
  }
  // Chromium compiles each wasm function at its first call: the first move played
  // would compile the engine's play, text and state (its work doubled, docs/MEASURES.md).
  // A move played and taken back on a game of its own, once per page, while the reader
  // aims at a target (after the first tap's frame, and after the traces that count the
  // first tap's functions, tests/browser/engine.test.mjs).
  var warmed = false;
  function warm(g) {
    afterPaint(function () {
      setTimeout(function () {
        var j = g.api.current();
        while (j > 0 && !g.api.states[j].pos) j--;
        if (warmed || !g.api.states[j].pos) return;
        warmed = true;
        var o = g.E.open(g.data.g, g.api.states[j].pos, g.data.r || "");
        if (!o.h) return;
        if (g.E.legal(o.h).length) { g.E.text(o.h, 0); g.E.play(o.h, 0); g.E.undo(o.h); }
        g.E.close(o.h);
      }, 150);
    });
  }
  // f once the next frame is painted (a task after its animation frame)
  function afterPaint(f) {
    (window.requestAnimationFrame || setTimeout)(function () { setTimeout(f, 0); });
  }
  // each state shown: the take-back button's state now, its moves from the engine
  // after the frame is painted (a tap before that asks them itself: moves())
  function shown(g) {
    g.refresh();
    if (g.pending) return;
    g.pending = true;
    afterPaint(function () { g.pending = false; movesAt(g, g.api.current()); });
  }

  // ------------------------------------------------------------ les coups dessinés
  // static/plateaux.js draws a frame (D); a move played patches it: a piece that left a
  // square and arrives on another with the same drawing is moved there (its corner set;
  // taken out and put back only when the drawing's order needs it), a marker moved to
  // the next seat gets its attributes: a <use> put in the page anew builds its shadow
  // tree again, which led the style and layout of a move (docs/MEASURES.md).
  var P = (window.ARBITRE || {}).dessin;
  // A piece's nodes moved to another corner: its placed attributes set again (false
  // when its template places deeper nodes, which are then drawn anew).
  function movePiece(template, nodes, c) {
    var t = P.template(template);
    if (!t.nodes || t.nodes.length !== nodes.length) return false;
    t.slots.forEach(function (s) {
      var v = P.place(s[2], c[0], c[1]);
      if (nodes[s[0]].getAttribute(s[1]) !== v) nodes[s[0]].setAttribute(s[1], v);
    });
    return true;
  }
  // The built drawing's nodes taken as drawn (each at its square's corner, in board
  // order), so that the first move patches them instead of redrawing the board.
  function adoptDrawn(p, pieces) {
    var drawn = {}, count = 0, ok = true;
    Array.prototype.forEach.call(p.layer("pc").children, function (n) {
      var sq = P.squareOfNode(p, n);
      if (!sq || !pieces[sq] || drawn[sq]) { ok = false; return; }
      drawn[sq] = { code: pieces[sq], nodes: [n] };
      count++;
    });
    if (ok && count === Object.keys(pieces).length) p.drawn = drawn;
  }
  // The squares whose piece changed, [square, code, look] each in the drawing's order,
  // and the drawn pieces that left (their nodes still in the layer).
  function changes(data, p, pieces) {
    var come = [], gone = [], seen = {};
    Object.keys(p.drawn).concat(Object.keys(pieces)).forEach(function (sq) {
      if (seen[sq]) return;
      seen[sq] = true;
      var had = p.drawn[sq], code = pieces[sq];
      if ((had && had.code) === code) return;
      var look = code && data.looks[code], was = had && data.looks[had.code];
      // the same drawing under another code: kept (static/plateaux.js, drawPieces)
      if (look && was && was[2] === look[2]) { had.code = code; return; }
      if (had) { gone.push({ look: was, nodes: had.nodes }); delete p.drawn[sq]; }
      if (look && P.cornerOf(p, sq)) come.push([sq, code, look]);
    });
    come.sort(function (a, b) { return p.index[a[0]] - p.index[b[0]]; });
    return { come: come, gone: gone };
  }
  function drawPieces(data, p, pieces) {
    var layer = p.layer("pc");
    if (!p.drawn && p.built) adoptDrawn(p, p.built);
    p.built = null;
    if (!p.drawn) { p.drawn = {}; layer.textContent = ""; }
    var ch = changes(data, p, pieces);
    var reused = ch.come.map(function (c) {
      for (var k = 0; k < ch.gone.length; k++) {
        var g = ch.gone[k];
        if (g && g.look && g.look[2] === c[2][2] && movePiece(c[2][2], g.nodes, P.cornerOf(p, c[0]))) {
          ch.gone[k] = null;
          return g.nodes;
        }
      }
      return null;
    });
    ch.gone.forEach(function (g) { if (g) g.nodes.forEach(function (n) { n.remove(); }); });
    ch.come.forEach(function (c, k) {
      var sq = c[0], nodes = reused[k] || P.pieceNodes(c[2][2], P.cornerOf(p, sq));
      // in the drawing's order, as the page was built: the same markup for the same frame
      var next = null;
      for (var j = p.index[sq] + 1; j < p.order.length && !next; j++) {
        var d = p.drawn[p.order[j]];
        if (d) next = d.nodes[0];
      }
      var last = nodes[nodes.length - 1];
      if (!reused[k] || last.nextSibling !== next || !last.parentNode) {
        nodes.forEach(function (n) { layer.insertBefore(n, next); });
      }
      p.drawn[sq] = { code: c[1], nodes: nodes };
    });
  }
  // The shape of parsed nodes, all but their own attributes: two markups of the same
  // shape differ by attributes only (computed once per markup: serializing the live
  // nodes at each move cost more than the attributes it saves).
  function shapeOf(nodes) {
    return nodes.map(function (n) {
      return n.nodeType === 1 ? n.nodeName + ">" + n.innerHTML : "#" + n.data;
    }).join("\u0000");
  }
  // g's children (drawn from markup `was`) given the attributes of `fresh`'s when both
  // have the same shape; false (nothing changed) otherwise.
  function morph(g, was, fresh) {
    var old = g.childNodes;
    if (!was || was.shape !== fresh.shape || old.length !== fresh.nodes.length) return false;
    fresh = fresh.nodes;
    Array.prototype.forEach.call(old, function (a, k) {
      if (a.nodeType !== 1) return;
      var b = fresh[k];
      Array.prototype.forEach.call(b.attributes, function (at) {
        if (a.getAttribute(at.name) !== at.value) a.setAttribute(at.name, at.value);
      });
      Array.prototype.slice.call(a.attributes).forEach(function (at) {
        if (!b.hasAttribute(at.name)) a.removeAttribute(at.name);
      });
    });
    return true;
  }
  var parsedMarkup = {}, plain = P && { setMarkup: P.D.setMarkup, setPlaced: P.D.setPlaced };
  function markupOf(html) {
    if (!parsedMarkup[html]) {
      var nodes = P.parse(html);
      parsedMarkup[html] = { nodes: nodes, shape: shapeOf(nodes) };
    }
    return parsedMarkup[html];
  }
  function setMarkup(g, html) {
    if (g.arbMarkup === html) return;
    // the markup drawn: the page's own (no arbMarkup yet) read once from its nodes
    var was = g.arbMarkup !== undefined ? markupOf(g.arbMarkup)
      : { shape: shapeOf(Array.prototype.slice.call(g.childNodes)) };
    if (morph(g, was, markupOf(html))) g.arbMarkup = html; else plain.setMarkup(g, html);
  }
  // the same templates at other corners (the last move's squares): moved there
  function setPlaced(g, items) {
    var kinds = items.map(function (it) { return it[0]; }).join("|"), placed = g.arbPlaced;
    if (placed && g.arbKinds === kinds && items.every(function (it, k) { return movePiece(it[0], placed[k], it[1]); })) {
      g.arbMarkup = items.map(function (it) { return it[1].join(" ") + it[0]; }).join("|");
      return;
    }
    plain.setPlaced(g, items);
    var nodes = Array.prototype.slice.call(g.childNodes), at = 0;
    g.arbPlaced = items.map(function (it) { var n = P.template(it[0]).nodes; var k = n ? n.length : 1; at += k; return nodes.slice(at - k, at); });
    g.arbKinds = kinds;
  }
  if (P) {
    P.D.drawPieces = drawPieces;
    P.D.setMarkup = setMarkup;
    P.D.setPlaced = setPlaced;
  }

  window.ARBITRE_JEU = { load: load, attach: attach };
})();
