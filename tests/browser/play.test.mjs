// Playing on the guide's diagrams with the engine in the page (issue 31), as a reader
// does it, by taps: « Suivre la ligne du guide » replays an example's moves up to the
// very drawing the page was built with; a shogi promotion asks promote-or-not and both
// choices play; four-player points and eliminations are said in the status line and an
// eliminated seat loses its turns; a bughouse capture goes to the partner's hand and is
// dropped from there. Figures are found by what they show, checked against the engine.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { launch, fileUrl, watchedPage, engineReady, engineSquareCentre } from "./helpers.mjs";

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

/** The i-th figure played by the engine on a page, on screen. */
async function figure(page, url, i) {
  await page.goto(fileUrl(url));
  const fig = page.locator("figure.board-example.interactive").nth(i);
  // a figure in a FAQ answer: the answer opened
  await fig.evaluate((f) => { for (let d = f.closest("details"); d; d = d.parentElement.closest("details")) d.open = true; });
  await fig.scrollIntoViewIfNeeded();
  assert.ok(await fig.evaluate((f) => Boolean(f.arbitre && f.arbitre.api.data.g)), `${url} #${i} is played`);
  return fig;
}

/** Taps the centre of a square of board b. */
async function tap(page, fig, b, sq) {
  const [x, y] = await engineSquareCentre(fig, b, sq);
  await page.mouse.click(x, y);
}

/** What the figure shows: per board square → [seat, piece name], hands as the page
 * lists them, whose turn, the caption's status and the announcement. */
async function shown(fig) {
  return fig.evaluate((f) => {
    const st = f.arbitre.states[f.arbitre.frame()];
    const looks = f.arbitre.api.data.looks;
    return {
      boards: st.pieces.map((m) => Object.fromEntries(Object.entries(m).map(([sq, c]) => [sq, [looks[c][0], looks[c][1]]]))),
      hands: st.hands,
      movers: st.movers,
      status: f.querySelector("figcaption .etat")?.textContent ?? "",
      live: f.querySelector(".board-annonce").textContent,
      frame: f.arbitre.frame(),
    };
  });
}

/** Taps a square to load the engine and list the frame's moves, then taps it again
 * (which lets go of the piece): the moves the page's engine lists. */
async function listMoves(page, fig, b, sq) {
  await tap(page, fig, b, sq);
  await engineReady(page);
  await waitFor(page, fig, (f) => f.querySelector(".board-annonce").textContent && !f.querySelector(".board-annonce").textContent.includes("…"));
  const moves = await movesShown(fig);
  await tap(page, fig, b, sq);
  return moves;
}

/** Plays from → to on board b by two taps (the first loads the engine). */
async function play(page, fig, b, from, to) {
  const before = await fig.evaluate((f) => f.arbitre.frame());
  await tap(page, fig, b, from);
  await engineReady(page);
  await waitFor(page, fig, (f) => f.querySelectorAll("circle.cible").length > 0);
  await tap(page, fig, b, to);
  const promotion = await fig.locator(".promotion button").count();
  if (!promotion) assert.equal(await fig.evaluate((f) => f.arbitre.frame()), before + 1, `${from}-${to} played`);
}

async function waitFor(page, fig, f) {
  for (let i = 0; i < 200; i++) {
    if (await fig.evaluate(f)) return;
    await page.waitForTimeout(50);
  }
  throw new Error("never true: " + f);
}

/** The moves the page's engine lists at the frame shown: key → destinations. */
async function movesShown(fig) {
  return fig.evaluate((f) => {
    const api = f.arbitre.api;
    return api.states[api.current()].moves;
  });
}

test("« Suivre la ligne du guide » replays the example's moves to the very drawing of the guide", async () => {
  const page = await watchedPage(browser, { viewport: { width: 390, height: 900 } });
  // a figure that shows only the end of an example with `moves:`
  await page.goto(fileUrl("echecs/echec-mat-pat.html"));
  const index = await page.locator("figure.board-example.interactive").evaluateAll((fs) =>
    fs.findIndex((f) => { const d = JSON.parse(f.querySelector("script.board-data").textContent); return d.line && d.line.mv.length > 3; }));
  assert.ok(index >= 0, "a figure with the example's line");
  const fig = await figure(page, "echecs/echec-mat-pat.html", index);
  const built = await fig.locator("div.board g.pc").innerHTML();
  const end = await shown(fig);
  const line = await fig.evaluate((f) => f.arbitre.api.data.line);
  const button = fig.locator(".jeu-ligne");
  // the button comes with the engine, at the first tap
  await tap(page, fig, 0, Object.keys(end.boards[0])[0]);
  await engineReady(page);
  await waitFor(page, fig, (f) => f.querySelector(".jeu-ligne"));
  assert.equal(await button.textContent(), "Suivre la ligne du guide");
  await button.click();
  const start = await shown(fig);
  assert.notDeepEqual(start.boards, end.boards, "the line starts before the figure's end");
  assert.match(start.live, new RegExp(`${line.mv.length}`));
  for (let k = 0; k < line.mv.length; k++) {
    await button.click();
    const now = await shown(fig);
    assert.equal(now.live.split(" — ")[0], line.mv[k], `step ${k + 1} announces the guide's move`);
    // each step is the engine's position after the guide's k + 1 moves
    const want = await fig.evaluate((f, [line, k]) => {
      const E = window.ARBITRE_JEU.ready;
      const o = E.open(f.arbitre.api.data.g, line.pos, f.arbitre.api.data.r || "");
      for (let j = 0; j <= k; j++) E.playText(o.h, line.mv[j]);
      const pos = E.state(o.h).position;
      E.close(o.h);
      return pos;
    }, [line, k]);
    assert.equal(await fig.evaluate((f) => f.arbitre.states[f.arbitre.frame()].pos), want);
  }
  // the line's end: the pieces and the very markup the guide's drawing has
  assert.deepEqual((await shown(fig)).boards, end.boards);
  assert.equal(await fig.locator("div.board g.pc").innerHTML(), built);
  assert.equal((await shown(fig)).status, end.status);
  assert.deepEqual(page.problems, []);
});

test("on a figure with steps, « Suivre la ligne du guide » goes back to its first step", async () => {
  const page = await watchedPage(browser, { viewport: { width: 390, height: 900 } });
  await page.goto(fileUrl("echecs/faq.html"));
  const index = await page.locator("figure.board-example.interactive").evaluateAll((fs) =>
    fs.findIndex((f) => JSON.parse(f.querySelector("script.board-data").textContent).frames.length > 2));
  assert.ok(index >= 0, "a figure with steps");
  const fig = await figure(page, "echecs/faq.html", index);
  const built = await fig.locator("div.board g.pc").innerHTML();
  const frames = await fig.evaluate((f) => f.arbitre.states.length);
  assert.ok(frames > 1);
  const moves = await listMoves(page, fig, 0, "a1");
  const from = Object.keys(moves).find((k) => moves[k].length);
  await play(page, fig, 0, from, moves[from][0]);
  await fig.locator(".jeu-ligne").click();
  assert.equal((await shown(fig)).frame, 0);
  assert.equal(await fig.evaluate((f) => f.arbitre.states.length), frames, "the played move is gone");
  for (let k = 1; k < frames; k++) await fig.locator(".step-next").click();
  assert.equal(await fig.locator("div.board g.pc").innerHTML(), built);
  assert.deepEqual(page.problems, []);
});

test("shogi: a promotion asks promote or not, and both choices play", async () => {
  const page = await watchedPage(browser, { viewport: { width: 390, height: 900 } });
  // the first figure of the moves chapter: a rook that may promote on entering the zone
  const fig = await figure(page, "shogi4/deplacements.html", 0);
  const moves = await listMoves(page, fig, 0, "5e");
  assert.ok(moves["5e"].includes("5c"), JSON.stringify(moves["5e"]));
  const before = await shown(fig);
  const [seat, name] = before.boards[0]["5e"];
  const choose = async (which) => {
    await play(page, fig, 0, "5e", "5c");
    const buttons = fig.locator(".promotion button");
    assert.deepEqual((await buttons.allTextContents()).map((t) => t.replace(/ \(.*$/, "")), ["Promouvoir", "Ne pas promouvoir"]);
    await buttons.nth(which).click();
    const after = await shown(fig);
    assert.equal(after.boards[0]["5e"], undefined);
    assert.equal(after.boards[0]["5c"][0], seat);
    await fig.locator(".jeu-annuler").click();
    assert.deepEqual((await shown(fig)).boards, before.boards, "taken back");
    return after.boards[0]["5c"][1];
  };
  const promoted = await choose(0);
  const plain = await choose(1);
  assert.equal(plain, name);
  assert.notEqual(promoted, name, "the promoted piece has its own name");
  assert.deepEqual(page.problems, []);
});

test("four-player: a capture scores, a mate eliminates, both said in French; a seat out is skipped", async () => {
  const page = await watchedPage(browser, { viewport: { width: 390, height: 900 } });
  // points: a red rook takes on h10
  let fig = await figure(page, "quatre-joueurs/deplacements.html", 4);
  await play(page, fig, 0, "h3", "h10");
  let now = await shown(fig);
  assert.match(now.status, /Points\s:\sRouge 5, Bleu 0, Jaune 0, Vert 0\./);
  assert.ok(now.live.endsWith(now.status), now.live);

  // free-for-all, Yellow and Green out: Red mates Blue, who is eliminated
  fig = await figure(page, "quatre-joueurs/ffa.html", 23);
  const start = await shown(fig);
  assert.deepEqual(start.movers, [0]);
  await play(page, fig, 0, "g1", "a7");
  now = await shown(fig);
  // the last seat standing ends the game; free-for-all ranks by points and the best
  // score wins: the status names the first of the ranking, who has the most points
  assert.match(now.status, /^Partie terminée \(élimination des adversaires\)\s: victoire de (\S+), premier du classement\./);
  assert.match(now.status, /Éliminés\s:\s.*Bleu/);
  const winner = /victoire de (\S+),/.exec(now.status)[1];
  const points = Object.fromEntries(/Points\s:\s([^.]*)\./.exec(now.status)[1].split(", ").map((e) => e.split(" ")).map(([s, n]) => [s, Number(n)]));
  assert.equal(points[winner], Math.max(...Object.values(points)), now.status);
  await fig.locator(".jeu-annuler").click();

  // another red move: Blue's turn; then Blue's: Red again, Yellow and Green skipped
  const moves = await listMoves(page, fig, 0, "h1");
  const red = Object.keys(moves).find((k) => moves[k].some((d) => !(k === "g1" && d === "a7")) && k !== "g1");
  await play(page, fig, 0, red, moves[red][0]);
  now = await shown(fig);
  assert.deepEqual(now.movers, [1]);
  assert.match(now.status, /^Trait .*Bleu/);
  const blue = await listMoves(page, fig, 0, "a7");
  const from = Object.keys(blue).find((k) => blue[k].length);
  await play(page, fig, 0, from, blue[from][0]);
  now = await shown(fig);
  assert.deepEqual(now.movers, [0], "Yellow and Green, out, are skipped");
  assert.match(now.status, /^Trait .*Rouge/);
  assert.deepEqual(page.problems, []);
});

test("bughouse: a capture goes to the partner's hand and is dropped from there", async () => {
  const page = await watchedPage(browser, { viewport: { width: 390, height: 900 } });
  const fig = await figure(page, "bughouse/regles.html", 4);
  const start = await shown(fig);
  // a capture on board B by the side to move there
  const moves = await listMoves(page, fig, 1, "a1");
  const capture = Object.entries(moves).find(([k, ds]) => k.startsWith("B:") && ds.some((d) => start.boards[1][d]));
  assert.ok(capture, JSON.stringify(moves));
  const [key, ds] = capture;
  const to = ds.find((d) => start.boards[1][d]);
  const taken = start.boards[1][to];
  await play(page, fig, 1, key.slice(2), to);
  let now = await shown(fig);
  // the piece went to a hand of board A: the capturer's partner
  const gained = Object.keys(now.hands).filter((s) => now.hands[s] !== (start.hands[s] || ""));
  assert.equal(gained.length, 1, JSON.stringify(now.hands));
  const partner = Number(gained[0]);
  const boardOf = await fig.evaluate((f, s) => f.arbitre.api.data.boards.findIndex((b) => String(s) in b.tm), partner);
  assert.equal(boardOf, 0, "the partner plays on the other board");
  assert.notEqual(partner, taken[0], "not the side that lost it");
  // the partner's side moves first when it is not its turn yet
  if (!now.movers.includes(partner)) {
    const all = await movesShown(fig);
    const [k, d] = Object.entries(all).find(([k, d]) => k.startsWith("A:") && d.length);
    await tap(page, fig, 0, k.slice(2));
    await tap(page, fig, 0, d[0]);
    now = await shown(fig);
  }
  assert.ok(now.movers.includes(partner));
  // the piece in hand: tapped, its drops shown, one played
  const inHand = fig.locator(`g.in-hand[data-key^="*${partner}"]`).first();
  await inHand.click();
  const handKey = await inHand.getAttribute("data-key");
  const drops = (await movesShown(fig))[handKey];
  assert.ok(drops && drops.length > 0, handKey);
  await waitFor(page, fig, (f) => f.querySelectorAll("circle.cible").length > 0);
  await tap(page, fig, 0, drops[0]);
  const dropped = await shown(fig);
  assert.equal(dropped.boards[0][drops[0]][0], partner);
  assert.equal(dropped.hands[partner] || "", start.hands[partner] || "", "the hand is empty again");
  assert.deepEqual(page.problems, []);
});

test("bughouse: a count in hand that no frame of the guide has still gets its badge", async () => {
  const page = await watchedPage(browser, { viewport: { width: 390, height: 900 } });
  // Black A takes on d6, White A's bishop on a6: the pawn joins the one already in
  // Black B's hand (a count of 2, which the figure's own frames never show)
  const fig = await figure(page, "bughouse/regles.html", 6);
  await fig.locator("svg.diagram").first().evaluate((s) => s.scrollIntoView({ block: "center" }));
  await play(page, fig, 0, "d8", "d6");
  await play(page, fig, 0, "f1", "a6");
  const now = await shown(fig);
  assert.match(now.hands[3], /2$/, JSON.stringify(now.hands));
  const badge = fig.locator('g.hand-items[data-seat="3"] .count');
  assert.equal(await badge.count(), 1);
  assert.equal(await fig.locator('g.hand-items[data-seat="3"]').textContent(), "2");
  assert.deepEqual(page.problems, []);
});
