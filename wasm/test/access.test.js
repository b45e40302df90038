// Issue 31: the game on the accessible page beside the canvas. Controls are
// found by role and name (Playwright's getByRole, as a screen reader finds
// them) and used by focusing them and pressing Enter, never by canvas
// coordinates.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { testPort, startServer, launch, open, waitFor, settled, state, screenshotNotBlank, longTest, accessMove, atRest, nextMove, tapTarget } from "./harness.js";

const PORT = testPort(18250);
let server, browser;
before(async () => { server = await startServer(PORT); browser = await launch(); });
after(async () => { await browser?.close(); server?.kill(); });

// press focuses a control found by role and name and presses Enter on it.
async function press(page, role, name, within = page) {
  const el = within.getByRole(role, { name, exact: true });
  assert.equal(await el.count(), 1, `one ${role} named "${name}", found ${await el.count()}: ${await names(page)}`);
  await el.focus();
  await page.keyboard.press("Enter");
  return settled(page);
}

// names lists the accessible page's buttons, for messages.
const names = (page) => page.evaluate(() => [...document.querySelectorAll("#parlour-access button")].map((b) => b.textContent).join(" | "));

// A button named as its target is a button nobody gave words ("speed-auto").
async function everyButtonHasWords(page, what) {
  const all = await page.evaluate(() => [...document.querySelectorAll("#parlour-access button")].map((b) => b.textContent));
  assert.ok(all.length > 0, `${what}: no buttons on the accessible page`);
  for (const n of all) assert.ok(n.trim() !== "" && !/^[a-z]+(-[a-z0-9]+)+$/.test(n), `${what}: a button is named "${n}"`);
}

test("the title, settings, rules, statistics and a game's setup work through the accessible page alone", async () => {
  const { ctx, page } = await open(browser, PORT, { viewport: { width: 1280, height: 720 } });
  let s = await waitFor(page, (x) => x.scene === "title" && x.frames > 30, "the title");
  await settled(page);
  await everyButtonHasWords(page, "the title");
  assert.equal(await page.getByRole("region", { name: "Parlour" }).count(), 1, "the title is a region named Parlour");
  for (const game of ["Love Letter", "Mascarade", "Rebel Princess", "Three Parts"]) assert.equal(await page.getByRole("button", { name: game, exact: true }).count(), 1, `no button for ${game}`);

  s = await press(page, "button", "Settings");
  assert.equal(s.scene, "settings", "Settings opened from the accessible page");
  await everyButtonHasWords(page, "the settings");
  const speed = page.getByRole("group", { name: "Animation speed" });
  assert.equal(await speed.getByRole("button").count(), 5, "the speeds are one group");
  s = await press(page, "button", "Slow", speed);
  assert.equal(s.speed, "slow", "Slow chosen from the accessible page");
  assert.equal(await speed.getByRole("button", { name: "Slow", pressed: true }).count(), 1, "the chosen speed reads as pressed");
  await press(page, "button", "Back");

  s = await press(page, "button", "Rules");
  assert.equal(s.scene, "rules");
  await everyButtonHasWords(page, "the rules");
  const text = await page.evaluate(() => document.querySelector("#parlour-access").textContent);
  assert.match(text, /Love Letter/, "the rules' words are on the page");
  assert.ok(text.length > 400, `the rules page reads only ${text.length} characters`);
  await press(page, "button", "Back");

  s = await press(page, "button", "Statistics");
  assert.equal(s.scene, "stats");
  const stats = await page.evaluate(() => document.querySelector("#parlour-access").textContent);
  assert.match(stats, /Mascarade, 0 played, 0 won/i, "each game's record is read as a line");
  await press(page, "button", "Back");

  s = await press(page, "button", "Love Letter");
  assert.equal(s.scene, "setup", "a game's setup opened from the accessible page");
  await everyButtonHasWords(page, "Love Letter's setup");
  const players = page.getByRole("group", { name: "Players" });
  s = await press(page, "button", "3", players);
  assert.equal(s.setup.players, 3, "three players chosen from the accessible page");
  assert.equal(await players.getByRole("button", { name: "3", pressed: true }).count(), 1);
  s = await press(page, "button", "Start");
  await waitFor(page, (x) => x.scene === "table", "the table, started from the accessible page");
  await ctx.close();
});

// A look at the accessible page drawn over the canvas (?a11y=show).
test("the accessible page can be shown over the canvas for a look", async () => {
  const { ctx, page } = await open(browser, PORT, { viewport: { width: 1280, height: 720 }, query: "?a11y=show&game=mascarade&players=5" });
  await waitFor(page, (x) => x.scene === "setup", "the setup");
  await settled(page);
  await screenshotNotBlank(page, "access-shown-setup-1280x720.png");
  await ctx.close();
});

// listen installs a recorder of what the live regions say: each element
// written to one (scenes/platform writes one an utterance), in order.
async function listen(page) {
  await page.evaluate(() => {
    window.parlourHeard = [];
    const watch = () => {
      for (const el of document.querySelectorAll("#parlour-access [data-live]")) {
        if (el.dataset.watched) continue;
        el.dataset.watched = "1";
        new MutationObserver((records) => {
          for (const r of records) for (const n of r.addedNodes) window.parlourHeard.push({ text: n.textContent, assertive: el.dataset.live === "assertive", at: performance.now() });
        }).observe(el, { childList: true, characterData: true, subtree: true });
      }
    };
    watch();
    setInterval(watch, 200);
  });
}

// heardSince is what the live regions said after the first n utterances.
const heardSince = (page, n) => page.evaluate((n) => window.parlourHeard.slice(n), n);

// Lines folded into one summary (scenes/speech): "9 moves; the latest: …",
// "3 moves: …".
const FOLDED = /^(\d+) moves?(?:: |; the latest: )/;

// saidInOrder checks what the live regions said against the log (issue
// 38): every line said once, in the log's order, or folded into a summary
// said in its place that says the latest of them; and each mark (a
// decision or a summary the person waited to hear, with the log's length
// when it came) said after exactly the lines before it. It returns the
// problems found.
function saidInOrder(heard, log, marks = []) {
  const problems = [];
  let covered = 0, m = 0;
  for (const h of heard) {
    if (!h.text) continue;
    if (!h.assertive) {
      const folded = FOLDED.exec(h.text);
      if (log[covered] === h.text) covered++;
      else if (folded && Number(folded[1]) >= 2 && h.text.includes(log[covered + Number(folded[1]) - 1])) covered += Number(folded[1]);
      else problems.push(`said "${h.text}" where the log's line ${covered} is "${log[covered]}"`);
    } else if (m < marks.length && h.text.startsWith(marks[m].text)) {
      if (covered !== marks[m].lines) problems.push(`"${marks[m].text}" said after ${covered} lines of the log, when ${marks[m].lines} had played before it`);
      m++;
    }
  }
  if (covered !== log.length) problems.push(`${covered} of the log's ${log.length} lines said`);
  if (m < marks.length) problems.push(`${marks.length - m} decisions or summaries never said, the first "${marks[m].text}" (after ${marks[m].lines} lines)`);
  return problems;
}

// everythingSaid waits until the live regions have said the whole log (the
// lines play out, and are said at the pace of speech), and returns what
// they said and the log.
async function everythingSaid(page, what) {
  for (const end = Date.now() + 120000; ;) {
    const s = await state(page);
    const log = s.table.log_all || [];
    const heard = await heardSince(page, 0);
    if (!s.table.busy && !saidInOrder(heard, log).some((p) => /lines said$/.test(p)) || Date.now() > end) return { heard, log };
    await new Promise((r) => setTimeout(r, 200)); // polls the condition above
  }
}

// playThrough plays a table to its end through the accessible page alone
// (a round's summary closed by its Next round). With hear, the person waits
// to hear each decision and summary before answering it, as a person
// listening would, and they are returned as marks for saidInOrder.
async function playThrough(page, game, { hear = false } = {}) {
  const moves = [], marks = [];
  const tries = {};
  let acted = 0; // utterances heard when the person last acted
  const heardIt = async (text, what) => {
    await page.waitForFunction(([n, t]) => window.parlourHeard.slice(n).some((h) => h.assertive && h.text.startsWith(t)), [acted, text], { timeout: 60000 })
      .catch(async () => { throw new Error(`${game}: ${what} "${text}" was not said within a minute: heard since ${JSON.stringify((await heardSince(page, acted)).map((h) => h.text))}`); });
  };
  let s;
  for (let step = 0; ; step++) {
    assert.ok(step < 600, `${game}: the game did not end in 600 decisions: ${moves.slice(-5)}`);
    const waiting = (x) => x.table && (x.table.summary || (!x.table.busy && x.table.human_to_move && x.table.prompt));
    await waitFor(page, waiting, "a decision or a summary", 120000);
    await settled(page);
    s = await state(page);
    if (!waiting(s)) continue; // it moved on meanwhile (a bot's vote)
    if (hear && (s.table.summary || s.table.prompt && s.table.human_to_move && !s.table.busy)) {
      const text = s.table.summary ? s.table.summary.title : s.table.prompt.text;
      if (!marks.length || marks[marks.length - 1].acted !== acted) {
        marks.push({ text, lines: s.table.log_len, acted });
        await heardIt(text, s.table.summary ? "the summary" : "the decision");
        // Said after exactly the lines before it, every one of them.
        assert.deepEqual(saidInOrder(await heardSince(page, 0), s.table.log_all.slice(0, s.table.log_len), marks), [], `${game}: what was said up to "${text}" is not the log in its order`);
      }
    }
    if (s.table.summary && s.table.summary.final) return { s, moves, marks };
    acted = (await heardSince(page, 0)).length;
    if (s.table.summary) {
      const next = page.getByRole("button", { name: "Next round", exact: true });
      assert.equal(await next.count(), 1, `${game}: a round's summary has no "Next round" button: ${await names(page)} (moves: ${moves.slice(-6).join(" ; ")})`);
      await next.focus();
      await page.keyboard.press("Enter");
      await waitFor(page, (x) => !x.table.summary, "the summary closed: the next round");
      continue;
    }
    const key = JSON.stringify([s.table.prompt, s.table.log_len, s.table.hand]);
    tries[key] = (tries[key] || 0) + 1;
    const move = await accessMove(page, s, tries[key] - 1);
    assert.ok(move, `${game}: nothing usable on the accessible page for "${s.table.prompt.text}"`);
    moves.push(move);
    // The press changed the decision (a card chosen, a step made, the
    // move played); one that changed nothing is tried again with the next.
    await waitFor(page, (x) => !x.table.human_to_move || x.table.busy || x.table.summary || JSON.stringify([x.table.prompt, x.table.log_len, x.table.hand]) !== key, `${game}: the press "${move}" answered`, 5000).catch(() => null);
  }
}

// startListening opens a deal's setup, listens to the live regions and
// starts the game from the accessible page.
async function startListening(query) {
  const { ctx, page } = await open(browser, PORT, { viewport: { width: 1280, height: 720 }, query });
  await waitFor(page, (x) => x.scene === "setup", "the setup");
  await listen(page);
  const start = page.getByRole("button", { name: /^(Start|Play this deal)$/ });
  await start.first().focus();
  await page.keyboard.press("Enter");
  await waitFor(page, (x) => x.scene === "table", "the table");
  return { ctx, page };
}

// Issue 31: a whole game of each game from the title to its end, by the
// accessible page alone; what the live regions say is the log, in its
// order (issue 38), and the game's end.
for (const [game, players, seed] of [["loveletter", 2, 27], ["mascarade", 4, 7], ["rebelprincess", 3, 5], ["threeparts", 3, 1]]) {
  longTest(`${game}: a whole game played through the accessible page alone, its log said aloud`, async () => {
    const { ctx, page } = await startListening(`?game=${game}&players=${players}&seed=${seed}&speed=instant`);
    let { s } = await playThrough(page, game);
    await screenshotNotBlank(page, `access-${game}-over-1280x720.png`);
    s = await state(page);
    const { heard, log } = await everythingSaid(page, game);
    assert.ok(log.length > 5, `${game}: only ${log.length} lines logged`);
    assert.deepEqual(saidInOrder(heard, log), [], `${game}: what was said is not the log`);
    assert.ok(heard.some((h) => h.assertive && h.text.includes(s.table.summary.title)), `${game}: the game's end was not said`);
    await ctx.close();
  });
}

// Issue 38: what is said follows the table's order. At five players
// (seed 3) "Your turn" was said before all four opponents' turns ("Clara
// swaps masks with you — or only pretends to"), 2 of the 12 lines before it
// were ever said, and at instant speed 16 of 55. The person listens: each
// decision and summary is waited for before it is answered; each must come
// after exactly the lines before it, and every line be said, one by one or
// in a summary in its place. After the end, T and R still say the table
// and the last moves.
for (const speed of ["normal", "instant"]) {
  longTest(`mascarade, 5 players, seed 3, ${speed} speed: the page says the log in its order, each decision after the lines before it`, async () => {
    const { ctx, page } = await startListening(`?game=mascarade&players=5&seed=3&speed=${speed}`);
    const { marks } = await playThrough(page, "mascarade", { hear: true });
    const { heard, log } = await everythingSaid(page, "mascarade");
    assert.ok(marks.length > 5 && log.length > 30, `only ${marks.length} decisions and ${log.length} lines`);
    assert.deepEqual(saidInOrder(heard, log, marks), [], "what was said is not the log in its order");
    // Issue 38, point 4: after the end, T and R still answer.
    const said = async (key) => {
      const before = (await heardSince(page, 0)).length;
      await page.keyboard.press(key);
      await page.waitForFunction((n) => window.parlourHeard.slice(n).some((h) => h.assertive && h.text), before, { timeout: 10000 })
        .catch(async () => { throw new Error(`after the end, ${key} said nothing: ${JSON.stringify((await heardSince(page, before - 3)).map((h) => h.text))}`); });
      return (await heardSince(page, before)).filter((h) => h.assertive && h.text).pop().text;
    };
    assert.match(await said("t"), /^On the table: /, "after the end, T says what lies on the table");
    const moves = await said("r");
    assert.ok(moves.includes(log[log.length - 1]), `after the end, R said "${moves}", not the last line "${log[log.length - 1]}"`);
    await ctx.close();
  });
}

// Issue 31: keys say the state again — whose turn, the scores, the person's
// cards, the table, the last moves — from a button on the accessible page,
// where Ebitengine hears no key (the page hands them on).
test("keys on the accessible page say again whose turn it is, the scores, my cards, the table and the last moves; the canvas rings the page's focus", async () => {
  const { ctx, page } = await startListening("?game=loveletter&players=3&seed=27&speed=instant");
  let s = await waitFor(page, (x) => x.table && !x.table.busy && x.table.human_to_move && x.table.prompt, "the person's first decision", 60000);
  await settled(page);
  const region = page.getByRole("region", { name: "Love Letter" });
  assert.match(await region.getAttribute("aria-description"), /W whose turn/, "the table says its keys");
  // Focus stays on a button of the page, as a screen reader's would.
  // The canvas's ring follows the page's focus.
  const cards = page.getByRole("group", { name: "Your hand", exact: true }).getByRole("button");
  await cards.nth(1).focus();
  await waitFor(page, (x) => x.table.focus === "hand-1", "the table's focus on the second card, as the page's", 5000);
  await settled(page);
  await screenshotNotBlank(page, "access-focus-hand-1-1280x720.png");
  await cards.nth(0).focus();
  await waitFor(page, (x) => x.table.focus === "hand-0", "the table's focus back on the first card", 5000);
  const said = async (key) => {
    const before = await page.evaluate(() => window.parlourHeard.length);
    await page.keyboard.press(key);
    await page.waitForFunction((n) => window.parlourHeard.slice(n).some((h) => h.assertive && h.text), before, { timeout: 10000 })
      .catch(async (e) => { throw new Error(`${key} said nothing: ${JSON.stringify(await page.evaluate(() => window.parlourHeard.slice(-4)))}: ${e}`); });
    return page.evaluate((n) => window.parlourHeard.slice(n).filter((h) => h.assertive && h.text).pop().text, before);
  };
  assert.equal(await said("w"), s.table.prompt.text, "W says whose turn it is and the decision");
  const hand = await page.getByRole("group", { name: "Your hand", exact: true }).getByRole("button").allTextContents();
  assert.equal(hand.length, 2, "two cards in hand at one's turn");
  const held = await said("c");
  for (const c of hand) assert.ok(held.includes(c), `C said "${held}", without "${c}"`);
  const seats = await page.getByRole("group", { name: "Players", exact: true }).locator("p, button").allTextContents();
  const scores = await said("s");
  for (const line of seats) assert.ok(scores.includes(line), `S said "${scores}", without "${line}"`);
  assert.match(await said("t"), /^On the table: .*cards? left/, "T says what lies on the table");
  const log = await page.getByRole("list", { name: "Log" }).locator("li").allTextContents();
  const moves = await said("r");
  assert.ok(log.length > 0 && moves.includes(log[log.length - 1]), `R said "${moves}", not the last line "${log[log.length - 1]}"`);
  // The focus stayed where the person left it.
  assert.equal(await page.evaluate(() => document.activeElement?.closest("#parlour-access") !== null), true, "the focus stayed on the page");
  await ctx.close();
});

// Issue 38: the choices a shared deal fixes said no reason on the
// accessible page; the sight toggles said nothing when off (no
// aria-pressed="false"), so they read as buttons that only act.
test("a shared deal's fixed choices say why; the settings' toggles say when they are off", async () => {
  const { ctx, page } = await open(browser, PORT, { viewport: { width: 1280, height: 720 }, query: "?game=loveletter&players=3&seed=5" });
  let s = await waitFor(page, (x) => x.scene === "setup" && x.setup.deal, "the shared deal's setup");
  await settled(page);
  const players = page.getByRole("group", { name: "Players", exact: true });
  const fixed = players.getByRole("button", { disabled: true });
  assert.ok(await fixed.count() > 0, `no fixed player count: ${await names(page)}`);
  for (let i = 0; i < await fixed.count(); i++) {
    assert.match(await fixed.nth(i).getAttribute("aria-description") || "", /shared deal fixes/, `the fixed player count ${await fixed.nth(i).textContent()} says no reason`);
  }
  assert.equal(await players.getByRole("button", { name: "3", pressed: true }).getAttribute("aria-pressed"), "true");
  assert.equal(await players.getByRole("button", { name: "4" }).getAttribute("aria-pressed"), "false", "a choice not chosen says so");
  assert.equal(await page.getByRole("button", { name: "Play this deal" }).getAttribute("aria-pressed"), null, "a button that only acts is no toggle");
  s = await press(page, "button", "Back");
  s = await press(page, "button", "Settings");
  assert.equal(s.scene, "settings");
  const sight = { "Less motion": s.reduced_motion, "Larger text": s.large_text, "High contrast": s.high_contrast };
  for (const [name, on] of Object.entries(sight)) {
    assert.equal(await page.getByRole("button", { name, exact: true }).getAttribute("aria-pressed"), on ? "true" : "false", `${name} (${on ? "on" : "off"})`);
  }
  s = await press(page, "button", "Larger text");
  assert.equal(s.large_text, true);
  const larger = page.getByRole("button", { name: "Larger text", exact: true });
  for (const end = Date.now() + 5000; Date.now() < end && await larger.getAttribute("aria-pressed") !== "true";) await new Promise((r) => setTimeout(r, 100));
  assert.equal(await larger.getAttribute("aria-pressed"), "true", "Larger text, turned on");
  await ctx.close();
});

// Issue 38: Mascarade's choices were listed twice on the accessible page
// ("Swap, Pretend, Swap, Pretend", with repeated ids); the canvas shows
// one of each. (Every test now fails on a repeated id: harness.js.)
test("a table's choices are on the accessible page once each, as the canvas shows them", async () => {
  const { ctx, page, tap } = await open(browser, PORT, { viewport: { width: 1280, height: 720 }, query: "?game=mascarade&players=4&seed=3&speed=instant" });
  await waitFor(page, (x) => x.scene === "setup", "the setup");
  let s = await tapTarget(page, tap, "start");
  for (let i = 0; i < 40; i++) {
    s = await waitFor(page, atRest, "a decision");
    if (s.table.prompt && s.table.prompt.choices && s.table.prompt.choices.length) break;
    const m = nextMove(s);
    if (m && s.targets[m]) { await tap(s.targets[m]); await settled(page); }
  }
  const p = s.table.prompt;
  assert.ok(p.choices && p.choices.length > 1, "no decision with choices");
  const want = [...p.choices.map((c) => c.label), ...(p.back ? [p.back] : []), ...(p.confirm ? [p.confirm] : [])];
  const choices = page.getByRole("group", { name: "Your choices", exact: true }).getByRole("button");
  for (const end = Date.now() + 5000; Date.now() < end && await choices.count() < want.length;) await new Promise((r) => setTimeout(r, 100));
  await new Promise((r) => setTimeout(r, 300)); // a second copy would come with the first
  assert.deepEqual(await choices.allTextContents(), want, "the choices as the page lists them");
  const ids = await page.evaluate(() => [...document.querySelectorAll("#parlour-access [data-id]")].map((e) => e.dataset.id));
  assert.deepEqual(ids.filter((id, i) => ids.indexOf(id) !== i), [], "ids repeated on the page");
  await ctx.close();
});
