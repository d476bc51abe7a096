/* Recherche dans le guide, en français, y compris hors ligne (file://).
 *
 * L'index (search-index.js, produit par arbitre) est un simple script qui définit
 * window.ARBITRE_SEARCH : il se charge par une balise <script> classique, sans fetch,
 * module ni WASM, donc aussi depuis une clé USB. Les mots de la requête passent par les
 * mêmes règles que ceux de l'index (src/site/search.rs) : minuscules, accents ôtés
 * (« echec » trouve « échec »), racine française légère (« roques » trouve « roque »).
 * Les tests comparent ces règles à celles de Rust sur une liste de mots.
 */
(function () {
  'use strict';

  var FOLD = {
    'à': 'a', 'á': 'a', 'â': 'a', 'ã': 'a', 'ä': 'a', 'å': 'a', 'ç': 'c',
    'è': 'e', 'é': 'e', 'ê': 'e', 'ë': 'e', 'ì': 'i', 'í': 'i', 'î': 'i', 'ï': 'i',
    'ñ': 'n', 'ò': 'o', 'ó': 'o', 'ô': 'o', 'õ': 'o', 'ö': 'o',
    'ù': 'u', 'ú': 'u', 'û': 'u', 'ü': 'u', 'ý': 'y', 'ÿ': 'y',
    'œ': 'oe', 'æ': 'ae', 'ß': 'ss'
  };
  var STOP_WORDS = ['au', 'aux', 'ce', 'ces', 'cet', 'cette', 'dans', 'de', 'des', 'du',
    'elle', 'en', 'est', 'et', 'il', 'la', 'le', 'les', 'leur', 'ne', 'on', 'ou', 'par',
    'pour', 'qu', 'que', 'qui', 'sa', 'se', 'ses', 'son', 'sur', 'un', 'une'];
  var SUFFIXES = ['issement', 'atrice', 'ement', 'ation', 'ateur', 'aient', 'ence', 'ance',
    'euse', 'eur', 'ait', 'ant', 'ent', 'ee', 'er', 'ez', 'e'];
  // words kept whole by the stemmer (same list as EXCEPTIONS in search.rs)
  var EXCEPTIONS = { passant: 'passant', passants: 'passant', passent: 'passent' };
  // shorter query words match whole words only ("mat" must not find "match")
  var MIN_PREFIX = 4;
  var MAX_RESULTS = 20;
  var MAX_PER_PAGE = 3;
  var SEPARATOR = /[^\p{Alphabetic}\p{N}]+/u;

  function fold(text) {
    var lower = String(text).toLowerCase();
    var out = '';
    for (var ch of lower) {
      out += Object.prototype.hasOwnProperty.call(FOLD, ch) ? FOLD[ch] : ch;
    }
    return out;
  }

  function words(text) {
    return fold(text).split(SEPARATOR).filter(function (w) { return w.length > 0; });
  }

  function stem(word) {
    if (word.length <= 3 || !/^[a-z]+$/.test(word)) return word;
    if (Object.prototype.hasOwnProperty.call(EXCEPTIONS, word)) return EXCEPTIONS[word];
    var w = word;
    if (w.length >= 5 && w.endsWith('aux')) {
      w = w.slice(0, -3) + 'al';
    } else if (w.endsWith('s') || w.endsWith('x')) {
      w = w.slice(0, -1);
    }
    for (var i = 0; i < SUFFIXES.length; i++) {
      var s = SUFFIXES[i];
      if (w.endsWith(s) && w.length - s.length >= 3) {
        w = w.slice(0, -s.length);
        break;
      }
    }
    var n = w.length;
    if (n >= 4 && w[n - 1] === w[n - 2] && 'aeiouys'.indexOf(w[n - 1]) < 0) {
      w = w.slice(0, -1);
    }
    return w;
  }

  function isStopWord(w) {
    var chars = Array.from(w);
    if (chars.length === 1 && !/^\p{N}$/u.test(chars[0])) return true;
    return STOP_WORDS.indexOf(w) >= 0;
  }

  function terms(text) {
    return words(text).filter(function (w) { return !isStopWord(w); }).map(stem);
  }

  /* Same ranking as SearchIndex::search_in in Rust: every word must match, the last one
   * also as a prefix when it has MIN_PREFIX letters or more; the sections of `game` (the
   * reader's game, '' for none) come first, then those where every word matched whole,
   * then by score. */
  /* Once per index: the sorted terms (for prefixes), and each section's page, written as
   * its distance from the section before's (0 or 1: fewer bytes in a big book). */
  function unpack(index) {
    index.keys = Object.keys(index.terms).sort();
    for (var i = 0, page = 0; i < index.sections.length; i++) {
      page += index.sections[i][0];
      index.sections[i][0] = page;
    }
  }

  function search(index, query, game) {
    var qw = words(query).filter(function (w) { return !isStopWord(w); });
    if (qw.length === 0) return [];
    if (!index.keys) unpack(index);
    var has = Object.prototype.hasOwnProperty;
    var scores = null; // section → [score, whole]
    qw.forEach(function (word, i) {
      var term = stem(word);
      var these = new Map();
      function add(p, whole) {
        // each section is written as its distance from the one before (src/site/search.rs)
        for (var j = 0, s = 0; j + 1 < p.length; j += 2) {
          s += p[j];
          var e = these.get(s) || [0, false];
          e[0] += p[j + 1];
          e[1] = e[1] || whole;
          these.set(s, e);
        }
      }
      if (has.call(index.terms, term)) add(index.terms[term], true);
      if (i === qw.length - 1 && Array.from(word).length >= MIN_PREFIX) {
        index.keys.forEach(function (k) {
          if (k !== term && k.startsWith(term)) add(index.terms[k], false);
        });
      }
      if (scores === null) {
        scores = these;
      } else {
        var kept = new Map();
        scores.forEach(function (c, s) {
          var d = these.get(s);
          if (d) kept.set(s, [c[0] + d[0], c[1] && d[1]]);
        });
        scores = kept;
      }
    });
    var ranked = Array.from(scores.entries());
    function here(s) {
      var sec = index.sections[s];
      var page = sec && index.pages[sec[0]];
      return game && page && page[2] === game ? 1 : 0;
    }
    ranked.sort(function (a, b) {
      return (here(b[0]) - here(a[0])) || (b[1][1] - a[1][1]) || (b[1][0] - a[1][0]) ||
        (a[0] - b[0]);
    });
    var perPage = new Map();
    var hits = [];
    for (var r = 0; r < ranked.length && hits.length < MAX_RESULTS; r++) {
      var sec = index.sections[ranked[r][0]];
      if (!sec) continue;
      var n = perPage.get(sec[0]) || 0;
      if (n >= MAX_PER_PAGE) continue;
      perPage.set(sec[0], n + 1);
      var page = index.pages[sec[0]];
      // a page top with no text of its own shows the start of what follows
      var next = index.sections[ranked[r][0] + 1];
      var borrows = !sec[3] && next && next[0] === sec[0];
      hits.push({
        href: sec[1] ? page[0] + '#' + sec[1] : page[0],
        title: page[1], game: page[2] || '', heading: sec[1] ? sec[2] : '',
        text: borrows ? next[3] : sec[3],
        score: ranked[r][1][0], whole: ranked[r][1][1], section: ranked[r][0], borrows: borrows
      });
    }
    // ... unless that section is a result of its own
    var listed = new Set(hits.map(function (h) { return h.section; }));
    hits.forEach(function (h) { if (h.borrows && listed.has(h.section + 1)) h.text = ''; });
    return hits;
  }

  /* A piece of the text around the first word that matches, as [before, match, after]. */
  function excerpt(text, query) {
    var q = terms(query);
    var re = /[\p{Alphabetic}\p{N}]+/gu;
    var m;
    var found = null;
    var qw = words(query).filter(function (w) { return !isStopWord(w); });
    var prefix = qw.length > 0 && Array.from(qw[qw.length - 1]).length >= MIN_PREFIX;
    while (q.length && (m = re.exec(text)) !== null) {
      var t = stem(fold(m[0]));
      var hit = q.some(function (x, i) { return i === q.length - 1 && prefix ? t.startsWith(x) : t === x; });
      if (hit) { found = m; break; }
    }
    if (!found) return [text.slice(0, 160) + (text.length > 160 ? '…' : ''), '', ''];
    var start = Math.max(0, found.index - 60);
    var end = Math.min(text.length, found.index + found[0].length + 100);
    return [
      (start > 0 ? '…' : '') + text.slice(start, found.index),
      found[0],
      text.slice(found.index + found[0].length, end) + (end < text.length ? '…' : '')
    ];
  }

  /* The game of the page at `rel` (its address from the site root), '' for none. */
  function gameOf(index, rel) {
    var r = rel === '' || rel.endsWith('/') ? rel + 'index.html' : rel;
    for (var i = 0; i < index.pages.length; i++) {
      var p = index.pages[i];
      if (p[0] === r || p[0] === r + '.html') return p[2] || '';
    }
    return '';
  }

  var api = {
    fold: fold, words: words, stem: stem, terms: terms, search: search, excerpt: excerpt,
    gameOf: gameOf
  };
  if (typeof module !== 'undefined' && module.exports) {
    module.exports = api; // node, for the tests
    return;
  }
  if (typeof document === 'undefined') return;
  window.ArbitreSearch = api;

  /* ---- In the page ---- */
  // every text shown comes from static/textes.js (src/site/textes.rs)
  var TEXTES = window.ARBITRE_TEXTES || {};
  function t(key, vars) {
    var s = Object.prototype.hasOwnProperty.call(TEXTES, key) ? TEXTES[key] : key;
    if (vars) Object.keys(vars).forEach(function (k) { s = s.split('{' + k + '}').join(vars[k]); });
    return s;
  }
  var script = document.currentScript;
  var root = script && script.src ? script.src.replace(/static\/search\.js(\?.*)?$/, '') : '';

  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text) e.textContent = text;
    return e;
  }

  function setup() {
    var slot = document.getElementById('recherche');
    if (!slot) {
      var header = document.querySelector('header.entete') || document.body;
      slot = el('div');
      slot.id = 'recherche';
      header.appendChild(slot);
    }
    if (slot.querySelector('.recherche-champ')) return;
    slot.classList.add('recherche');
    // the search box's state: its elements, the index once loaded
    var s = searchForm(slot);
    s.slot = slot;
    s.index = null;
    s.loading = false;
    s.pending = false;
    listenSearch(s);
  }

  // The form, its field and the results panel, in the slot: { input, panel, status, list }.
  function searchForm(slot) {
    var form = el('form', 'recherche-formulaire');
    form.setAttribute('role', 'search');
    // named: a FAQ page has a second search landmark (its filter)
    form.setAttribute('aria-label', t('recherche.etiquette'));
    form.addEventListener('submit', function (e) { e.preventDefault(); });
    var label = el('label', 'recherche-etiquette', t('recherche.etiquette'));
    label.htmlFor = 'recherche-champ';
    var input = el('input', 'recherche-champ');
    input.id = 'recherche-champ';
    input.type = 'search';
    input.autocomplete = 'off';
    input.spellcheck = false;
    // the « / » shortcut is announced only where there is a keyboard to type it
    var touch = window.matchMedia && window.matchMedia('(hover: none) and (pointer: coarse)').matches;
    input.placeholder = t(touch ? 'recherche.etiquette' : 'recherche.indication');
    // no aria-expanded: a search field (role searchbox) does not take it; the panel's
    // status line announces the results
    input.setAttribute('aria-controls', 'recherche-resultats');
    var panel = el('div', 'recherche-panneau');
    panel.id = 'recherche-resultats';
    panel.hidden = true;
    var status = el('p', 'recherche-etat');
    status.setAttribute('role', 'status');
    status.setAttribute('aria-live', 'polite');
    var list = el('ol', 'recherche-liste');
    list.setAttribute('aria-label', t('recherche.resultats'));
    panel.appendChild(status);
    panel.appendChild(list);
    form.appendChild(label);
    form.appendChild(input);
    slot.appendChild(form);
    slot.appendChild(panel);
    return { input: input, panel: panel, status: status, list: list };
  }

  function loadIndex(s) {
    if (s.index || s.loading) return;
    if (window.ARBITRE_SEARCH) { s.index = window.ARBITRE_SEARCH; return; }
    s.loading = true;
    var tag = document.createElement('script');
    tag.src = root + 'search-index.js';
    tag.onload = function () {
      s.loading = false;
      s.index = window.ARBITRE_SEARCH || null;
      if (!s.index) s.status.textContent = t('recherche.illisible');
      else if (s.pending) run(s);
    };
    tag.onerror = function () {
      s.loading = false;
      s.status.textContent = t('recherche.introuvable');
      s.panel.hidden = false;
    };
    document.head.appendChild(tag);
  }

  // the reader's game: results from the chapter being read come first
  function currentGame(index) {
    var here = location.href.split('#')[0].split('?')[0];
    if (!root || here.indexOf(root) !== 0) return '';
    try {
      return gameOf(index, decodeURIComponent(here.slice(root.length)));
    } catch (e) {
      return '';
    }
  }

  // One result: its page (and game), its section, an excerpt with the match marked.
  function resultItem(h, query) {
    var li = el('li', 'recherche-resultat');
    var a = el('a');
    a.href = root + h.href;
    var where = el('span', 'recherche-page');
    if (h.game && h.game !== h.title) {
      where.appendChild(el('span', 'recherche-jeu', h.game));
      where.appendChild(document.createTextNode(' — '));
    }
    where.appendChild(document.createTextNode(h.title));
    a.appendChild(where);
    if (h.heading) a.appendChild(el('span', 'recherche-section', h.heading));
    var ex = excerpt(h.text, query);
    var p = el('span', 'recherche-extrait');
    p.appendChild(document.createTextNode(ex[0]));
    if (ex[1]) p.appendChild(el('mark', '', ex[1]));
    p.appendChild(document.createTextNode(ex[2]));
    a.appendChild(p);
    li.appendChild(a);
    return li;
  }

  function run(s) {
    var query = s.input.value.trim();
    var list = s.list, status = s.status;
    if (!query) { list.textContent = ''; status.textContent = ''; s.panel.hidden = true; return; }
    if (!s.index) { s.pending = true; status.textContent = t('recherche.chargement'); s.panel.hidden = false; loadIndex(s); return; }
    s.pending = false;
    var hits = search(s.index, query, currentGame(s.index));
    list.textContent = '';
    hits.forEach(function (h) { list.appendChild(resultItem(h, query)); });
    status.textContent = hits.length === 0 ? t('recherche.aucun', { q: query })
      : hits.length === 1 ? t('recherche.un')
        : t(hits.length === MAX_RESULTS ? 'recherche.meilleurs' : 'recherche.plusieurs', { n: hits.length });
    s.panel.hidden = false;
  }

  // The keyboard and pointer: typing searches, arrows walk the results, Escape closes,
  // « / » anywhere goes to the field.
  function listenSearch(s) {
    var input = s.input, list = s.list, panel = s.panel;
    function links() { return Array.prototype.slice.call(list.querySelectorAll('a')); }
    // only when open: writing the attribute even unchanged restyles the panel at every
    // click of the page, a board's moves included
    function close() { if (!panel.hidden) panel.hidden = true; }
    input.addEventListener('focus', function () { loadIndex(s); });
    input.addEventListener('input', function () { run(s); });
    input.addEventListener('keydown', function (e) {
      if (e.key === 'ArrowDown') {
        var l = links();
        if (l.length) { e.preventDefault(); panel.hidden = false; l[0].focus(); }
      } else if (e.key === 'Escape') {
        if (!panel.hidden) { e.preventDefault(); close(); } else { input.value = ''; }
      } else if (e.key === 'Enter') {
        var first = links()[0];
        if (first) { e.preventDefault(); first.click(); }
      }
    });
    list.addEventListener('keydown', function (e) {
      var l = links();
      var i = l.indexOf(document.activeElement);
      if (e.key === 'ArrowDown' && i >= 0) {
        e.preventDefault();
        l[Math.min(i + 1, l.length - 1)].focus();
      } else if (e.key === 'ArrowUp' && i >= 0) {
        e.preventDefault();
        if (i === 0) input.focus(); else l[i - 1].focus();
      } else if (e.key === 'Escape') {
        e.preventDefault();
        close();
        input.focus();
      }
    });
    list.addEventListener('click', function (e) {
      // a result on the page being read: the address changes only by its #fragment
      if (e.target.closest && e.target.closest('a')) close();
    });
    document.addEventListener('click', function (e) {
      if (!s.slot.contains(e.target)) close();
    });
    document.addEventListener('keydown', function (e) {
      var tg = e.target;
      var typing = tg && (tg.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(tg.tagName));
      if (e.key === '/' && !typing && !e.ctrlKey && !e.metaKey && !e.altKey) {
        e.preventDefault();
        input.focus();
      }
    });
  }

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', setup);
  else setup();
})();
