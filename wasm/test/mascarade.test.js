// The Mascarade table in a real browser: whole games by mouse on a desktop
// and by touch on a phone with 13 players, and screenshots of every kind
// of moment (looked at, not only checked for blankness). A reload in the
// middle of a contest, the memory aid kept over a reload
// (scenes/mascarade/reload_test.go), the claims'
// answers, the swaps that move alike, 13 players on a phone, the
// custom-scenario builder, the hint and the guided round beside the memory
// aid, a mask looked at on a phone (a first tap on one to announce, a
// finger held on one), and the rules are tested natively
// (scenes/mascarade/*_test.go, make unit-screen).
import { before, after } from "node:test";
import assert from "node:assert/strict";
import { setTimeout as sleep } from "node:timers/promises";
import { testPort, startServer, launch, open, waitFor, tapTarget, screenshotNotBlank, state, settled, longTest, dealPinned } from "./harness.js";

const PORT = testPort(18100);

// A Go panic is printed to the console before the program exits; show it,
// so a failure says what broke rather than "Go program has already exited".
async function opened(...args) {
  const o = await open(...args);
  o.page.on("console", (m) => { if (m.type() === "error") console.error("console:", m.text().slice(0, 2000)); });
  return o;
}
let server, browser;
// Every test here is long: the short suite (PARLOUR_LONG_TESTS=skip)
// starts no server and no browser for them.
before(async () => {
  if (process.env.PARLOUR_LONG_TESTS === "skip") return;
  server = await startServer(PORT);
  browser = await launch();
});
after(async () => { await browser?.close(); server?.kill(); });

// A small seeded generator, so a failing game can be played again.
function rng(seed) {
  let x = seed >>> 0 || 1;
  return () => { x ^= x << 13; x >>>= 0; x ^= x >>> 17; x ^= x << 5; x >>>= 0; return x / 4294967296; };
}

const onIdx = (arr) => (arr || []).map((m, i) => (m.on ? i : -1)).filter((i) => i >= 0);
const pickOne = (r, xs) => xs[Math.floor(r() * xs.length)];

// kindOf names a decision for screenshots and counts: "contest", "turn",
// "opening", "real", "announce", "name", "power:<step>".
function kindOf(t) {
  const v = t.view;
  if (v.phase === "contest") return "contest";
  if (v.phase === "name") return "name";
  if (v.phase === "power") return `power-${v.step}`;
  if (v.mode === 1) return "announce";
  if (v.mode === 2) return "real";
  return v.opening > 0 ? "opening" : "turn";
}

// chooser plays like a varied newcomer: swaps, looks, announces (now and
// then a bluff), contests sometimes, and makes every power's choice.
function chooser(seed, { contest = 0.2 } = {}) {
  const r = rng(seed);
  return (s) => {
    const t = s.table;
    if (!t || t.summary || t.busy || !t.human_to_move || !t.prompt) return null;
    const p = t.prompt, v = t.view;
    const seats = onIdx(p.seats).map((i) => `seat-${i}`);
    const centre = (v.spots || []).map((x, i) => (x.startsWith("centre:") ? `spot-${i}` : null)).filter(Boolean);
    const choices = onIdx(p.choices).map((i) => `choice-${i}`);
    switch (kindOf(t)) {
      case "contest": return r() < contest ? "choice-0" : "choice-1";
      case "opening": return pickOne(r, [...seats, ...centre]);
      case "turn": {
        const x = r();
        if (x < 0.45 || choices.length === 0) return pickOne(r, [...seats, ...centre]);
        if (x < 0.7 || !choices.includes("choice-1")) return "choice-0";
        return "choice-1";
      }
      default: return pickOne(r, [...choices, ...seats]);
    }
  };
}

async function startGame(page, tap, query) {
  await page.goto(`http://127.0.0.1:${PORT}/${query}`);
  await waitFor(page, (s) => s.scene === "setup" && s.game === "mascarade", "the Mascarade setup");
  dealPinned(page);
  await tapTarget(page, tap, "start");
  return waitFor(page, (s) => s.scene === "table" && s.table && s.table.game === "mascarade", "the table");
}

// play makes the person's moves with choose until the final summary, taking
// a screenshot of the first moment of each kind; onState sees every state.
async function play(page, tap, choose, { size, maxMs = 900000, shots = new Set(), onState } = {}) {
  const end = Date.now() + maxMs;
  const kinds = {};
  let taps = 0;
  for (;;) {
    assert.ok(Date.now() < end, `the game did not finish in time (${JSON.stringify(kinds)})`);
    const s = await state(page);
    const t = s.table;
    if (onState) await onState(s);
    if (t && t.summary && t.summary.final) return { state: s, taps, kinds };
    let move = choose(s);
    // On a touch screen a first tap on a choice too small to print its
    // power only looks at it (the kit's close-up); a second tap on the same
    // choice chooses it. A chooser that drew another choice meanwhile would
    // only look again: the choice looked at is the one it drew first.
    if (move && move.startsWith("choice-") && t && t.looked_choice >= 0) move = `choice-${t.looked_choice}`;
    if (!move || !s.targets[move]) {
      if (t && t.busy && !shots.has("motion") && t.view && t.view.turn > 2) {
        shots.add("motion");
        await screenshotNotBlank(page, `mascarade-motion-${size}.png`);
      }
      // A contest's masks face up for all, and a coin on its way.
      const said = t && t.busy && t.caption || "";
      for (const [name, re] of [["reveal", / reveals? the /], ["coins", /coins? (from|to)/]]) {
        if (!shots.has(name) && re.test(said)) {
          shots.add(name);
          await screenshotNotBlank(page, `mascarade-${name}-${size}.png`);
        }
      }
      await sleep(40);
      continue;
    }
    const kind = kindOf(t);
    kinds[kind] = (kinds[kind] || 0) + 1;
    if (!shots.has(kind)) {
      shots.add(kind);
      await screenshotNotBlank(page, `mascarade-${kind}-${size}.png`);
    }
    await tap(s.targets[move]);
    taps++;
    await settled(page);
  }
}

// endsWell checks the final summary: standings for every seat, winners
// marked, a title, and the way the game ended.
function endsWell(end, players) {
  const sum = end.table.summary;
  assert.ok(sum.final, "the game ends with its final summary");
  assert.equal(sum.standings.length, players, "every player is in the standings");
  assert.ok(sum.standings.some((st) => st.winner), "a winner is marked");
  assert.ok(end.table.winners.length > 0);
  const ends = /13 coins|last coin|the Cheat/;
  assert.ok(sum.lines.some((l) => ends.test(l)), `the summary says how the game ended: ${JSON.stringify(sum.lines)}`);
  assert.ok(end.targets["summary-again"] && end.targets["summary-menu"], "a new game or the main menu");
}

longTest("a full 5-player game by mouse at 1280×720 (pinned deal)", async () => {
  const { ctx, page, tap } = await opened(browser, PORT);
  await page.goto(`http://127.0.0.1:${PORT}/?game=mascarade&players=5&seed=2&speed=fast`);
  await waitFor(page, (s) => s.scene === "setup", "setup");
  await screenshotNotBlank(page, "mascarade-setup-1280x720.png");
  await tapTarget(page, tap, "start");
  const first = await waitFor(page, (s) => s.scene === "table" && s.table.view, "the table");
  assert.equal(first.table.view.centre, 1, "five players play with one centre mask");
  // The masks lie face up at first, for everyone to remember.
  const shown = await waitFor(page, (s) => /^Remember who wears which mask/.test(s.table.caption), "the masks shown face up at setup");
  await screenshotNotBlank(page, "mascarade-memorise-1280x720.png");
  assert.equal(shown.table.log.filter((l) => /^Setup: /.test(l)).length, 6, "the log says what everyone saw at setup");
  assert.ok(shown.table.log.some((l) => /^Setup: you show the /.test(l)), "the person's own mask at setup");
  const { state: end, taps, kinds } = await play(page, tap, chooser(5), { size: "1280x720" });
  await screenshotNotBlank(page, "mascarade-game-over-1280x720.png");
  assert.ok(taps > 5, `only ${taps} taps`);
  assert.ok(kinds.turn >= 1 && kinds.contest >= 1, `the person took turns and answered announcements: ${JSON.stringify(kinds)}`);
  endsWell(end, 5);
  await ctx.close();
});

longTest("a full 13-player game by touch on a 390×844 phone (pinned deal)", async () => {
  const { ctx, page, tap } = await opened(browser, PORT, { viewport: { width: 390, height: 844 }, touch: true });
  const s0 = await startGame(page, tap, "?game=mascarade&players=13&seed=4&speed=instant"); // the 5-player game shows the motion
  assert.equal(s0.table.seats.length, 13);
  // Every seat panel and every target is on the screen and large enough to tap.
  const shots = new Set();
  const { state: end, kinds } = await play(page, tap, chooser(13, { contest: 0.5 }), {
    size: "390x844", shots,
    onState: async (s) => {
      const t = s.table;
      if (!t || !t.prompt || !t.human_to_move || t.busy) return;
      for (const [name, r] of Object.entries(s.targets)) {
        if (!/^(seat|choice|spot|confirm|back)/.test(name)) continue;
        assert.ok(r.X >= 0 && r.Y >= 0 && r.X + r.W <= 390.5 && r.Y + r.H <= 844.5, `${name} is off the screen: ${JSON.stringify(r)}`);
        assert.ok(Math.min(r.W, r.H) >= 30, `${name} is too small to tap: ${JSON.stringify(r)}`);
      }
    },
  });
  await screenshotNotBlank(page, "mascarade-game-over-390x844.png");
  // Frame times with 12 bots, reported (a shared machine makes them a figure, not a test).
  console.log(`# frames with 12 bots at 390×844: ${JSON.stringify(end.perf)}`);
  assert.ok(kinds.contest >= 1, JSON.stringify(kinds));
  endsWell(end, 13);
  await ctx.close();
});

// powerChooser is a player who looks at their mask, then announces what they
// saw (so their powers come into play), and makes every power's choice.
function powerChooser(seed) {
  const r = rng(seed);
  const base = chooser(seed);
  let seen = null, looked = 0;
  return (s) => {
    const t = s.table;
    if (!t || t.summary || t.busy || !t.human_to_move || !t.prompt) return null;
    const lines = t.log || [];
    for (let i = lines.length - 1; i >= Math.max(0, lines.length - 12); i--) {
      const m = /^You look at your mask: the (.+)$/.exec(lines[i]) || /^You reveal the (.+?)(:.*)?$/.exec(lines[i]);
      if (m) { if (i !== looked) { looked = i; seen = m[1]; } break; }
    }
    const p = t.prompt;
    switch (kindOf(t)) {
      case "turn":
        if (seen) return "choice-1"; // Announce…
        return r() < 0.6 && p.choices && p.choices[0] && p.choices[0].on ? "choice-0" : base(s);
      case "announce": {
        const i = (p.choices || []).findIndex((c) => c.label === seen);
        seen = null;
        return i >= 0 ? `choice-${i}` : "choice-0";
      }
      case "contest": return "choice-1";
      default: return base(s);
    }
  };
}

// unchallenged checks, in the log's tail, that every "Nobody contests" line
// names the player whose announcement it ends (the line just before it: the
// passes are only captioned), with the same mask; it returns the lines checked.
function unchallenged(t, checked) {
  const log = t.log || [];
  for (let i = 0; i < log.length; i++) {
    const m = /^Nobody contests: (.+?) uses? the (.+) unrevealed$/.exec(log[i]);
    if (!m || i === 0) continue;
    const a = /^(.+?) announces?: “I am the (.+)!”$/.exec(log[i - 1]);
    assert.ok(a, `"${log[i]}" follows "${log[i - 1]}", not an announcement: ${JSON.stringify(log)}`);
    const who = (x) => (x === "You" || x === "you" ? "you" : x);
    assert.equal(who(m[1]), who(a[1]), `"${log[i]}" after "${log[i - 1]}"`);
    assert.equal(m[2], a[2], `"${log[i]}" after "${log[i - 1]}"`);
    checked.add(`${log[i - 1]} / ${log[i]}`);
  }
}

longTest("the log names the announcer when nobody contests, alone and in pass and play (pinned deals)", async () => {
  const { ctx, page, tap } = await opened(browser, PORT);
  // Alone: a whole pinned game, nobody contesting the person's claims' answers.
  await startGame(page, tap, "?game=mascarade&players=4&seed=7&speed=fast");
  const checked = new Set();
  const { state: end } = await play(page, tap, chooser(7, { contest: 0 }), { size: "1280x720", onState: (s) => s.table && unchallenged(s.table, checked) });
  unchallenged(end.table, checked);
  assert.ok(checked.size >= 3, `too few unchallenged announcements seen: ${[...checked]}`);
  await screenshotNotBlank(page, "mascarade-log-unchallenged-1280x720.png");
  // Pass and play, two people: each person's log names the announcer, once.
  await page.goto(`http://127.0.0.1:${PORT}/?game=mascarade&players=4&seed=7&speed=fast`);
  await waitFor(page, (s) => s.scene === "setup" && s.game === "mascarade", "the Mascarade setup");
  await tapTarget(page, tap, "person-1");
  await tapTarget(page, tap, "start");
  const people = await waitFor(page, (s) => s.scene === "table" && s.table, "the shared table");
  assert.deepEqual(people.table.people, [0, 1], "two people share the device");
  const shared = new Set();
  const choose = chooser(9, { contest: 0 });
  for (let guard = 0; shared.size < 3; guard++) {
    assert.ok(guard < 3000, `too few unchallenged announcements in pass and play: ${[...shared]}`);
    const s = await state(page);
    const t = s.table;
    assert.ok(!(t && t.summary && t.summary.final), `the game ended first: ${[...shared]}`);
    if (t && t.cover) { await tapTarget(page, tap, "pass-show"); continue; }
    if (t) unchallenged(t, shared);
    const move = choose(s);
    if (move && s.targets[move]) await tapTarget(page, tap, move); else await sleep(40);
  }
  await screenshotNotBlank(page, "mascarade-log-pass-and-play-1280x720.png");
  await ctx.close();
});

longTest("a whole 4-player game of powers by touch on a 360×640 phone: every power's choice as a prompt", async () => {
  const { ctx, page, tap } = await opened(browser, PORT, { viewport: { width: 360, height: 640 }, touch: true });
  const masks = "judge,spy,fool,witch,princess,king";
  // Seed 1: a deal in which this player's announcements win the mask's power
  // (on an unpinned deal every claim can be contested away, as CI once saw).
  await startGame(page, tap, `?game=mascarade&players=4&masks=${masks}&seed=1&speed=instant`);
  const shots = new Set();
  const { state: end, kinds } = await play(page, tap, powerChooser(8), { size: "360x640", shots });
  await screenshotNotBlank(page, "mascarade-game-over-360x640.png");
  const powers = Object.keys(kinds).filter((k) => k.startsWith("power") || k === "name");
  assert.ok(powers.length >= 1, `the person used a power: ${JSON.stringify(kinds)}`);
  assert.ok(kinds.announce >= 1, `the person announced: ${JSON.stringify(kinds)}`);
  endsWell(end, 4);
  await ctx.close();
});

// Issue 38: the memory aid said "Judge Basil?" while Basil's mask lay face
// up as the Cheat in the middle of a reveal: it was read at rest, before
// the reveal played. At every moment, a mask lying face up is what the aid
// says of its place, for sure.
longTest("the memory aid says the masks lying face up, at every moment of the motion (pinned deal)", async () => {
  const { ctx, page, tap } = await opened(browser, PORT);
  await startGame(page, tap, "?game=mascarade&players=6&seed=3&speed=normal");
  const choose = chooser(11, { contest: 0.5 });
  let s = await untilDecision(page, tap, choose, (t) => (t.view.spots || []).includes("aid"), "the memory aid's switch");
  s = await tapTarget(page, tap, `spot-${s.table.view.spots.indexOf("aid")}`);
  assert.equal(s.table.view.aid, true, "the switch turns the aid on");
  let moments = 0, shot = false;
  for (const end = Date.now() + 240000; Date.now() < end && moments < 6;) {
    s = await state(page);
    const t = s.table, v = t.view;
    assert.ok(!(t.summary && t.summary.final), `the game ended with ${moments} moments checked`);
    const lying = v.up.map((m, p) => (m && !v.air.includes(p) ? p : -1)).filter((p) => p >= 0);
    for (const p of lying) {
      const a = v.aid_marks[p];
      assert.ok(a.sure && a.mask === v.up[p], `place ${p}'s mask lies face up as the ${v.up[p]}, the aid says ${JSON.stringify(a)} (${t.busy ? "busy" : "at rest"}): ${t.caption}`);
    }
    if (t.busy && lying.length > 0) {
      moments++;
      if (!shot) { shot = true; await screenshotNotBlank(page, "mascarade-aid-reveal-1280x720.png"); }
    }
    const move = choose(s);
    if (move && s.targets[move]) await tapTarget(page, tap, move); else await sleep(25);
  }
  assert.ok(moments >= 6, `only ${moments} moments in motion seen with a mask lying face up`);
  await ctx.close();
});

// untilDecision plays with choose until the person owes a decision that
// want accepts.
async function untilDecision(page, tap, choose, want, what) {
  for (let guard = 0; guard < 3000; guard++) {
    const s = await state(page);
    const t = s.table;
    assert.ok(!(t.summary && t.summary.final), `the game ended before ${what}`);
    if (t.human_to_move && !t.busy && t.prompt && want(t)) return s;
    const move = choose(s);
    if (move && s.targets[move]) await tapTarget(page, tap, move); else await sleep(40);
  }
  assert.fail(`no ${what}`);
}

longTest("the replay with every card face up shows every mask face up, and face down again when turned off (pinned deal)", async () => {
  const { ctx, page, tap } = await opened(browser, PORT);
  await startGame(page, tap, "?game=mascarade&players=4&seed=7&speed=instant");
  await play(page, tap, chooser(7), { size: "1280x720" });
  await tapTarget(page, tap, "summary-replay");
  let s = await waitFor(page, (x) => x.scene === "table" && x.table.replay && !x.table.busy, "the replay");
  const masks = [...s.table.view.masks].sort();
  assert.equal(masks.length, 6, "four players and two centre masks");
  const faceUp = (x) => x.table.view.up.filter((m) => m !== "");
  assert.ok(faceUp(s).length < 6, `as the person saw it, masks lie face down: ${JSON.stringify(s.table.view.up)}`);
  await tapTarget(page, tap, "replay-face-up");
  s = await waitFor(page, (x) => x.table.replay.open && !x.table.busy, "every card face up");
  assert.deepEqual([...faceUp(s)].sort(), masks, `every mask face up, each once: ${JSON.stringify(s.table.view.up)}`);
  assert.equal(s.table.view.open, true);
  await screenshotNotBlank(page, "mascarade-replay-open-1280x720.png");
  // Moves played face up keep every mask face up, where the real swaps took them.
  for (let i = 0; i < 12; i++) await tapTarget(page, tap, "replay-forward");
  s = await waitFor(page, (x) => x.table.replay.at >= 12 && !x.table.busy, "twelve moves on");
  assert.deepEqual([...faceUp(s)].sort(), masks, `after twelve moves: ${JSON.stringify(s.table.view.up)}`);
  const moved = s.table.view.up;
  // The same moves reached at once (rebuilt, no motion) show the same masks.
  await tapTarget(page, tap, "replay-back");
  await tapTarget(page, tap, "replay-forward");
  s = await waitFor(page, (x) => x.table.replay.at === 12 && !x.table.busy, "back and forward");
  assert.deepEqual(s.table.view.up, moved, "the masks followed the real swaps");
  await screenshotNotBlank(page, "mascarade-replay-open-later-1280x720.png");
  await tapTarget(page, tap, "replay-face-up");
  s = await waitFor(page, (x) => !x.table.replay.open && !x.table.busy, "as the person saw it again");
  assert.equal(s.table.view.open, false);
  assert.ok(faceUp(s).length < 6, `masks face down again: ${JSON.stringify(s.table.view.up)}`);
  await ctx.close();
});

const mid = (a) => [a[0] + a[2] / 2, a[1] + a[3] / 2];

longTest("a mask on the table shows its power under the mouse: the announced mask, a revealed one, the list of masks (pinned deal)", async () => {
  const { ctx, page, tap } = await opened(browser, PORT);
  await startGame(page, tap, "?game=mascarade&players=4&seed=7&speed=fast");
  // Answering an announcement: the announced mask lies face up in the centre.
  let s = await untilDecision(page, tap, chooser(7, { contest: 0 }), (t) => kindOf(t) === "contest", "an announcement to answer");
  const claim = s.table.view.cards.find((c) => c.place === -1);
  assert.ok(claim, "the announced mask is on the table");
  await page.mouse.move(...mid(claim.at));
  s = await waitFor(page, (x) => x.table.view.look, "the announced mask looked at");
  assert.equal(s.table.view.look.mask, s.table.view.claim.mask, "the close-up is the announced mask");
  assert.ok(s.table.view.look.rule, `its power is printed: ${JSON.stringify(s.table.view.look)}`);
  await screenshotNotBlank(page, "mascarade-look-claim-1280x720.png");
  // A face-down mask the person knows nothing of shows nothing.
  const other = s.table.view.cards.find((c) => c.seat === 1);
  await page.mouse.move(...mid(other.at));
  s = await settled(page);
  assert.equal(s.table.view.look, undefined, "a face-down mask tells nothing");
  // The list of the masks in this game: the row under the mouse opens with its power.
  const row = s.table.view.tracker[2];
  await page.mouse.move(...mid(row.at));
  s = await waitFor(page, (x) => x.table.view.tracker_open, "a row of the list opened");
  assert.equal(s.table.view.tracker_open, row.mask);
  await screenshotNotBlank(page, "mascarade-look-tracker-1280x720.png");
  // A revealed mask, face up at its seat until the turn ends.
  const choose = chooser(7, { contest: 0.5 });
  let found = null;
  for (let guard = 0; !found && guard < 3000; guard++) {
    s = await state(page);
    assert.ok(!(s.table.summary && s.table.summary.final), "the game ended before a mask was revealed at another seat");
    const c = s.table.view.cards.find((x) => x.seat > 0 && s.table.view.up[x.place]);
    if (c) {
      await page.mouse.move(...mid(c.at));
      const x = await settled(page);
      if (x.table.view.look && x.table.view.look.place === c.place) {
        found = x;
        await screenshotNotBlank(page, "mascarade-look-revealed-1280x720.png");
        assert.equal(x.table.view.look.mask, x.table.view.up[c.place]);
        assert.ok(x.table.view.look.rule && x.table.view.look.card[2] > c.at[2], `shown close up, larger, with its power: ${JSON.stringify(x.table.view.look)}`);
      }
      continue;
    }
    const move = choose(s);
    if (move && s.targets[move]) await tapTarget(page, tap, move); else await sleep(40);
  }
  assert.ok(found, "a revealed mask was looked at");
  await ctx.close();
});
