// The table's extras in a real browser, on any table the kit seats (Love
// Letter's here): a hint that rings a legal move and marks the game
// assisted, undo refused with its reason where it must be, a replay that
// reaches the end and comes back, a shared link that deals the same cards
// in a fresh browser — at a phone's size and at 1280×720. The guided first
// round, the close-ups (the Spy's rule at 360×640, a focused hand card's,
// Mascarade's masks to announce), a pass-and-play vote asked person by
// person, the daily deal and every game's hint followed to a whole move
// are tested natively (scenes/<game>/closeup_test.go, guide_test.go,
// scenes/threeparts/pass_test.go, scenes/apptest/daily_test.go,
// hint_test.go).
import { after } from "node:test";
import assert from "node:assert/strict";
import { startServer, launch, open, waitFor, tapTarget, playToTheEnd, nextMove, atRest, screenshotNotBlank, state, testPort, settled, still, longTest } from "./harness.js";

const PORT = testPort(18097);
const PHONE = { width: 390, height: 844 };
// Every test here is long: the short suite (PARLOUR_LONG_TESTS=skip)
// starts no server and no browser for them.
const long = process.env.PARLOUR_LONG_TESTS !== "skip";
const server = long ? await startServer(PORT) : null;
const browser = long ? await launch() : null;
after(async () => { await browser?.close(); server?.kill(); });

const GAME = "loveletter";
const PRINCESS = 9;
// lookFirst plays a Priest, Baron or King when it can (cards that show the
// person what only they may see), else as keepThePrincess.
const lookFirst = (t) => {
  const p = t.prompt;
  if (!p.hand) return null;
  const i = p.hand.findIndex((m, k) => m.on && [2, 3, 7].includes(t.hand[k]));
  return i >= 0 ? `hand-${i}` : keepThePrincess(t);
};
const keepThePrincess = (t) => {
  const p = t.prompt;
  if (!p.hand) return null;
  const i = p.hand.findIndex((m, k) => m.on && t.hand[k] !== PRINCESS);
  return i >= 0 ? `hand-${i}` : null;
};

// firstPrompt waits for the person's first decision. A random deal (or the
// day's) may knock the person out before it: the round's summary is then
// closed and the next round's first decision awaited.
async function firstPrompt(page, tap) {
  for (let round = 0; round < 5; round++) {
    const s = await waitFor(page, (x) => atRest(x) && (x.table.summary || x.table.prompt), "the person's first decision");
    if (!s.table.summary) return s;
    assert.ok(!s.table.summary.final, "the game ended before the person's first decision");
    await tapTarget(page, tap, "summary-next");
  }
  assert.fail("five rounds passed without a decision for the person");
}

longTest("a hint rings a legal move on a phone, and the game counts as assisted", async () => {
  // Seed 2: the person moves first and is not knocked out by it. With a random
  // deal the hinted move could end the round at once, and at instant speed its
  // log line was gone from the snapshot's last lines before it was read.
  const { ctx, page, tap } = await open(browser, PORT, { viewport: PHONE, touch: true, query: `?game=${GAME}&players=3&seed=2&speed=instant` });
  await tapTarget(page, tap, "start");
  let s = await firstPrompt(page, tap);
  assert.equal(s.table.hint, undefined);
  assert.equal(s.table.assisted, undefined);
  s = await tapTarget(page, tap, "hint");
  s = await waitFor(page, (x) => x.table.hint && x.table.hint.target, "a hint with a target");
  const target = s.table.hint.target;
  const [zone, idx] = [target.replace(/-\d+$/, ""), Number(target.split("-").pop())];
  const marks = { hand: s.table.prompt.hand, seat: s.table.prompt.seats, choice: s.table.prompt.choices }[zone];
  assert.ok(marks && marks[idx] && marks[idx].on, `the hint ${target} is a move the prompt offers: ${JSON.stringify(s.table.prompt)}`);
  assert.ok(s.table.assisted, "asking for a hint marks the game assisted");
  assert.match(s.notice || s.table.caption, /./);
  await screenshotNotBlank(page, "extras-hint-390x844.png");
  // Following the hint pick by pick plays the hinted action.
  const hinted = s.table.hint.action;
  const lines = s.table.log_len;
  // The move is whole once it is in the log: the person may still be to move
  // after it (a Chancellor's keep), so that alone does not end the picks.
  for (let i = 0; i < 5; i++) {
    const cur = await waitFor(page, (x) => !x.table.human_to_move || x.table.log_len > lines || (x.table.hint && x.table.hint.target), "the hint's next pick");
    if (!cur.table.human_to_move || cur.table.log_len > lines) break;
    await tapTarget(page, tap, cur.table.hint.target);
  }
  // (This is the person's first decision: no earlier "You play" is in the log.)
  await waitFor(page, (x) => x.table.log_len > lines && x.table.log.some((l) => /^You play/.test(l)), `the hinted move (${hinted}) in the log`);
  const { state: end } = await playToTheEnd(page, tap, { prefer: keepThePrincess });
  await tapTarget(page, tap, "summary-menu");
  await tapTarget(page, tap, "stats");
  const st = await waitFor(page, (x) => x.scene === "stats", "the statistics");
  assert.equal(st.stats[GAME].assisted, 1, "an assisted game is counted as assisted");
  assert.equal(st.stats[GAME].played ?? 0, 0, "an assisted game is not among the games played unaided");
  assert.equal(st.stats[GAME].assisted_won ?? 0, end.table.winners.includes(0) ? 1 : 0);
  await screenshotNotBlank(page, "extras-stats-390x844.png");
  await ctx.close();
});

longTest("undo says why it is refused; a finished game replays to its end and back, and its shared link deals the same cards in a fresh browser", async () => {
  // Seed 2: the person moves first, so the first decision is round 1's (the
  // replay's start is compared with it).
  const { ctx, page, tap } = await open(browser, PORT, { viewport: PHONE, touch: true, query: `?game=${GAME}&players=3&seed=2&speed=instant` });
  await tapTarget(page, tap, "start");
  let s = await firstPrompt(page, tap);
  const firstHand = s.table.hand;
  const opening = s.table.log;
  const noneYet = s.table.undo;
  assert.match(noneYet, /./, "undo is refused before the person has moved");
  await tapTarget(page, tap, "undo");
  s = await waitFor(page, (x) => x.notice, "the reason on a tap of the disabled undo");
  assert.equal(s.notice, s.table.undo, "tapping the disabled undo shows why");
  // After a play the next player draws: undo would take back what they saw.
  s = await tapTarget(page, tap, "hand-0");
  s = await state(page);
  if (s.table.prompt && s.table.human_to_move) {
    // The card needs a target or a name: finish the decision.
    for (let i = 0; i < 4 && s.table.human_to_move && s.table.prompt; i++) {
      await tapTarget(page, tap, nextMove(s));
      s = await state(page);
    }
  }
  s = await waitFor(page, (x) => x.table.undo && x.table.undo !== noneYet, "a reason after the move");
  assert.ok(!s.table.over ? /Ada|Basil|You|you/.test(s.table.undo) : true, `the reason names who saw or decided: ${s.table.undo}`);
  await screenshotNotBlank(page, "extras-undo-refused-390x844.png");
  const { state: end } = await playToTheEnd(page, tap, { prefer: keepThePrincess });
  for (const name of ["summary-again", "summary-menu", "summary-replay", "summary-share"]) assert.ok(end.targets[name], `the final summary offers ${name}`);
  await screenshotNotBlank(page, "extras-final-390x844.png");
  // Share: the link names the game, the setup, the seed and the seat.
  s = await tapTarget(page, tap, "summary-share");
  const link = (await waitFor(page, (x) => x.table.shared, "the shared link")).table.shared;
  assert.match(link, /[?&]game=loveletter/);
  assert.match(link, /[?&]seed=\d+/);
  assert.match(link, /[?&]seat=0/);
  // Replay: from the start to the end and back.
  await tapTarget(page, tap, "summary-replay");
  s = await waitFor(page, (x) => x.table && x.table.replay, "the replay");
  const moves = s.table.replay.moves;
  assert.ok(moves > 3, `${moves} moves to replay`);
  assert.equal(s.table.replay.at, 0);
  await tapTarget(page, tap, "replay-back");
  assert.match((await waitFor(page, (x) => x.notice, "why back is disabled")).notice, /./);
  for (let i = 0; i < 3; i++) await tapTarget(page, tap, "replay-forward");
  s = await waitFor(page, (x) => x.table.replay.at === 3 && !x.table.busy, "three moves replayed");
  // Seed 2: the person is still in at move 3, their hand shown.
  assert.ok(s.table.hand.length > 0 && !s.table.seats[0].out, `the person's hand shows in the replay: ${JSON.stringify(s.table.seats[0])}`);
  await screenshotNotBlank(page, "extras-replay-390x844.png");
  // The track takes a tap anywhere along it to that move: its right end is
  // the game's end, its left end the deal.
  const track = (await state(page)).targets["replay-track"];
  const at = (f) => ({ X: track.X + track.W * f - 1, Y: track.Y, W: 2, H: track.H });
  await tap(at(0.999));
  s = await waitFor(page, (x) => x.table.replay.at === moves, "the replay's end");
  assert.ok(s.table.over, "the replay ends where the game ended");
  assert.deepEqual(s.table.winners, end.table.winners, "the replay ends with the same winners");
  await tap(at(0.5));
  s = await waitFor(page, (x) => x.table.replay.at === Math.round(moves / 2), "the replay's middle");
  await tap(at(0.001));
  s = await waitFor(page, (x) => x.table.replay.at === 0 && !x.table.busy, "the replay's start");
  assert.deepEqual(s.table.hand, firstHand.slice(0, s.table.hand.length), "back at the start, the first hand again");
  await tapTarget(page, tap, "replay-face-up");
  for (let i = 0; i < 4; i++) await tapTarget(page, tap, "replay-forward");
  s = await waitFor(page, (x) => x.table.replay.open && x.table.replay.at === 4 && !x.table.busy && x.table.replay.hands, "four moves face up");
  assert.ok(s.table.replay.hands.some((h, seat) => seat !== 0 && h && h.length > 0), "with every card face up, another seat's hand shows");
  await screenshotNotBlank(page, "extras-replay-face-up-390x844.png");
  await tapTarget(page, tap, "replay-leave");
  await waitFor(page, (x) => x.table && x.table.summary && x.table.summary.final && !x.table.replay, "back at the final summary");
  await ctx.close();

  // The link in a fresh browser context (no storage): the same deal.
  const url = new URL(link);
  const fresh = await open(browser, PORT, { query: `${url.search}&speed=instant` });
  s = await waitFor(fresh.page, (x) => x.scene === "setup" && x.setup && x.setup.deal, "the shared deal's setup");
  assert.equal(s.setup.players, 3);
  await screenshotNotBlank(fresh.page, "extras-shared-setup-1280x720.png");
  await tapTarget(fresh.page, fresh.tap, "players-4");
  assert.match((await waitFor(fresh.page, (x) => x.notice, "why the setup is locked")).notice, /./);
  await tapTarget(fresh.page, fresh.tap, "start");
  s = await firstPrompt(fresh.page, fresh.tap);
  assert.deepEqual(s.table.hand, firstHand, "the shared link deals the same first hand");
  assert.deepEqual(s.table.log, opening, "the bots play the same opening moves");
  await fresh.ctx.close();
});

longTest("pass and play: two people, a cover between them that shows no hand, each with their own view, and no statistics (pinned deal)", async () => {
  // Seed 2: a person plays a Priest, Baron or King on another seat (a view
  // that only they may see, handed off).
  const { ctx, page, tap } = await open(browser, PORT, { viewport: PHONE, touch: true, query: `?game=${GAME}&players=3&seed=2&speed=instant` });
  await waitFor(page, (x) => x.scene === "setup", "the setup");
  await tapTarget(page, tap, "person-0");
  let s = await state(page);
  assert.deepEqual(s.setup.people, [true, false, false], "the last person stays");
  assert.match(s.notice ?? "", /./, "removing the last person says why it cannot be done");
  await tapTarget(page, tap, "person-1");
  await screenshotNotBlank(page, "extras-setup-people-390x844.png");
  await tapTarget(page, tap, "start");
  s = await waitFor(page, (x) => x.scene === "table" && x.table.cover, "the cover before the first person's view");
  assert.deepEqual(s.table.people, [0, 1]);
  assert.deepEqual(s.table.hand, [], "no hand under the cover");
  assert.ok(!s.targets["hand-0"] && !s.targets.log && !s.targets.hint, "nothing of the table can be tapped under the cover");
  await screenshotNotBlank(page, "extras-cover-390x844.png");
  const seen = new Set();
  let covers = 0, taps = 0, handOffs = 0, keptSeen = 0;
  for (let end = Date.now() + 300000; Date.now() < end;) {
    s = await state(page);
    if (s.table.summary && s.table.summary.final) break;
    if (s.table.hand_off && !s.table.busy) {
      // Issue 29: a Priest's look, a Baron's comparison or a King's trade
      // once vanished under the cover within a second. The view stays, with
      // the person's hand, until they say they are done.
      handOffs++;
      s = await waitFor(page, (x) => x.targets["pass-done"] || x.table.cover, "the button to pass the device, or the cover");
      assert.ok(!s.table.cover && s.targets["pass-done"], "the cover came down over a card only this person may see");
      const later = await waitFor(page, (x) => x.frames > s.frames + 90, "ninety frames later");
      assert.ok(!later.table.cover && later.table.hand_off === s.table.hand_off, "the cover came down by itself");
      // Issue 38 §12: a card shown to this person alone (a Priest's look, a
      // Baron's comparison) stays too, not only the caption; a King's trade
      // leaves the card in the hand.
      const shown = later.table.log.slice(-3).some((l) => /You play the (Priest|Baron)|plays the Baron on you/.test(l));
      assert.ok(!shown || later.table.kept > 0, `the card only this person may see went back before they were done: ${JSON.stringify(later.table.log.slice(-3))}`);
      if (shown) keptSeen++;
      if (handOffs === 1) await screenshotNotBlank(page, "extras-hand-off-390x844.png");
      await tapTarget(page, tap, "pass-done");
      await waitFor(page, (x) => x.table.cover === s.table.hand_off, "the cover for the next person once done");
      continue;
    }
    if (s.table.cover) {
      covers++;
      assert.deepEqual(s.table.hand, [], "no hand under the cover");
      const who = s.table.cover;
      if (covers === 2) await screenshotNotBlank(page, "extras-cover-second-390x844.png");
      await tapTarget(page, tap, "pass-show");
      s = await waitFor(page, (x) => !x.table.cover, "the person's view");
      assert.equal(s.table.seats[s.table.holder].name, who, "the view is the named person's");
      if (!seen.has(s.table.holder) && seen.size === 1) await screenshotNotBlank(page, "extras-second-person-390x844.png");
      seen.add(s.table.holder);
      // A person reads only their own log: every "You draw" line is theirs.
      continue;
    }
    const move = nextMove(s, lookFirst);
    if (!move || !s.targets[move]) { await new Promise((r) => setTimeout(r, 40)); continue; } // a poll's pace
    await tap(s.targets[move]);
    taps++;
    await settled(page);
  }
  assert.ok(s.table.summary && s.table.summary.final, "the shared game reached its end");
  assert.ok(handOffs >= 1, "in a whole game neither person played a Priest, Baron or King on the other seats");
  assert.ok(keptSeen >= 1, "no hand-off in the whole game followed a Priest's look or a Baron's comparison");
  assert.deepEqual([...seen].sort(), [0, 1], "both people were shown their own view");
  assert.ok(covers >= 3, `${covers} covers`);
  await tapTarget(page, tap, "summary-menu");
  await tapTarget(page, tap, "stats");
  s = await waitFor(page, (x) => x.scene === "stats", "the statistics");
  assert.equal(s.stats[GAME]?.played ?? 0, 0, "a game of two people is not in the statistics");
  await ctx.close();
});

// followHint asks for a hint and taps its ring until the move is made.
async function followHint(page, tap) {
  await firstPrompt(page, tap);
  await tapTarget(page, tap, "hint");
  let s = await waitFor(page, (x) => x.table.hint && x.table.hint.target, "a hint with a target");
  const lines = s.table.log_len;
  for (let i = 0; i < 6; i++) {
    const cur = await waitFor(page, (x) => x.table.log_len > lines || x.table.busy || !x.table.human_to_move || (x.table.hint && x.table.hint.target), "the ring's next pick");
    if (cur.table.log_len > lines || cur.table.busy || !cur.table.human_to_move) return cur;
    const t = cur.table.hint.target;
    const [zone, idx] = [t.replace(/-\d+$/, ""), Number(t.split("-").pop())];
    const marks = { hand: cur.table.prompt.hand, seat: cur.table.prompt.seats, choice: cur.table.prompt.choices, spot: cur.table.view && null }[zone];
    if (marks) assert.ok(marks[idx] && marks[idx].on, `the ring ${t} is on something the prompt offers`);
    await tapTarget(page, tap, t);
  }
  return waitFor(page, (x) => x.table.log_len > lines, "the hinted move made");
}

// Issue 30's check that every table's Prompt is pure (check=pure) runs
// natively now, at every player count and variant, hints and all: the table
// conformance suite (scenes/table/tabletest, make unit-screen).

longTest("threeparts: undo is offered after a move that revealed nothing, and takes it back (pinned deal)", async () => {
  const { ctx, page, tap } = await open(browser, PORT, { query: "?game=threeparts&players=3&seed=2&speed=slow" });
  await tapTarget(page, tap, "start");
  for (let n = 0; n < 30; n++) {
    const s = await firstPrompt(page, tap);
    const before = s.table.prompt.text;
    await followHint(page, tap);
    // Undo is offered as the move is made, or the next decision comes without it.
    const after = await waitFor(page, (x) => x.table.undo === "" || atRest(x), "undo offered, or the next decision");
    if (after.table.undo !== "") continue;
    await tapTarget(page, tap, "undo");
    const back = await waitFor(page, (x) => x.table.human_to_move && x.table.prompt && !x.table.busy, "the decision again");
    await screenshotNotBlank(page, "extras-threeparts-undone-1280x720.png");
    assert.match(back.notice, /taken back/, "undo says it took the move back");
    assert.equal(back.table.prompt.text, before, "undo brings back the same decision");
    assert.match(back.table.undo, /./, "after an undo there is nothing more to take back at once");
    await ctx.close();
    return;
  }
  assert.fail("undo was never offered in 30 decisions of Three Parts");
});
