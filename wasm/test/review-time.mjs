// make measure-review: each game's figure for a review in Chromium (issue
// 41: "a 2-player Love Letter game is reviewed in at most 20 s on these
// machines in Chromium; every game states its figure"). For each game a
// pinned deal is played to its end at speed=instant through the page, by
// the first legal pick of each prompt, then Replay opens the review: the
// figure is the decisions reviewed and the seconds from the tap on Replay
// to the review done, with the updates a second the page ran meanwhile
// (the review runs in slices between frames). Figures, not pass/fail: the
// closing notes quote them; make test does not run this.
import fs from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { testPort, startServer, launch, open, waitFor, state, tapTarget, settled, still, press, nextMove, threePartsMove, rpMove } from "./harness.js";

const DIR = process.argv[2] || "build/web";
const PORT = testPort(18094);

// The games and their seats, as the issue names them; GAMES=loveletter,…
// measures only those.
const ALL = [["loveletter", 2], ["mascarade", 4], ["rebelprincess", 4], ["threeparts", 3]];
const only = process.env.GAMES ? process.env.GAMES.split(",") : null;
const games = ALL.filter(([g]) => !only || only.includes(g));
const SEED = process.env.SEED || "1";

// prefer picks what the kit's generic nextMove cannot: Three Parts' part or
// stack (tapped twice), and a hand card not yet chosen. Rebel Princess is
// played by its own (rpMove): the generic one taps a choice first.
function prefer(t) {
  const tp = threePartsMove(t);
  if (tp) return tp;
  const i = (t.prompt.hand || []).findIndex((m) => m.on && !m.selected);
  return i >= 0 ? `hand-${i}` : null;
}

// playOut plays the person's moves to the final summary; it gives up when
// the same tap changes nothing forty times, or after maxMs.
async function playOut(page, tap, maxMs = 1800000) {
  const end = Date.now() + maxMs;
  let last = "", same = 0, taps = 0, idle = Date.now(), told = Date.now();
  for (;;) {
    const s = await state(page);
    const t = s.table;
    if (Date.now() - told > 60000) {
      // A long game says how far it has gone, once a minute.
      told = Date.now();
      console.log(`  … ${taps} taps, log ${t && t.log_len}, prompt ${JSON.stringify(t && t.prompt && t.prompt.text)}`);
    }
    if (Date.now() > end) throw new Error(`the game did not finish in ${maxMs / 60000} min (${taps} taps, log ${t && t.log_len})`);
    if (t && t.summary && t.summary.final) return s;
    const move = !t ? null : t.game === "rebelprincess" ? rpMove(s) : nextMove(s, prefer);
    if (t && t.busy) idle = Date.now();
    if (Date.now() - idle > 120000) throw new Error(`no move for 2 min (${taps} taps): ${JSON.stringify({ prompt: t && t.prompt, view: t && t.view })}`);
    if (!move || !s.targets[move]) { await sleep(40); continue; }
    idle = Date.now();
    taps++;
    const key = `${move}@${t.log_len}@${JSON.stringify(t.prompt && t.prompt.text)}`;
    same = key === last ? same + 1 : 0;
    last = key;
    if (same > 40) throw new Error(`the same tap changes nothing: ${move} at ${JSON.stringify(t.prompt)}`);
    await tap(s.targets[move]);
    await settled(page);
  }
}

// shoot saves the review as a person sees it, into dir: the chart from the
// game's start, then the first mark's moment with its caption, at 1280×720
// and 390×844 (REVIEW_SHOTS=dir: for looking at, not for the figures).
async function shoot(page, game, dir) {
  fs.mkdirSync(dir, { recursive: true });
  for (const [w, h] of [[1280, 720], [390, 844]]) {
    await page.setViewportSize({ width: w, height: h });
    await press(page, "Home");
    await still(page);
    await page.screenshot({ path: path.join(dir, `${game}-review-chart-${w}x${h}.png`) });
    await press(page, "BracketRight");
    await still(page);
    await page.screenshot({ path: path.join(dir, `${game}-review-mark-${w}x${h}.png`) });
  }
}

const server = await startServer(PORT, DIR);
const browser = await launch();
try {
  console.log(`== a finished game's review in Chromium (seed ${SEED}, speed=instant, 1280×720; target: Love Letter 2p ≤ 20 s)`);
  for (const [game, players] of games) {
    // A game that cannot be played out says so; the others are measured.
    await measure(game, players).catch((e) => console.log(`${game} ${players}p: not measured: ${e.message.slice(0, 2000)}`));
  }
} finally {
  await browser.close();
  server.kill();
}

async function measure(game, players) {
  const { ctx, page, tap } = await open(browser, PORT, { query: `?game=${game}&players=${players}&seed=${SEED}&speed=instant` });
  try {
    const s0 = await state(page);
    if (s0.scene === "title") await tapTarget(page, tap, `game-${game}`);
    await waitFor(page, (s) => s.scene === "setup" && s.game === game, `the ${game} setup`);
    await tapTarget(page, tap, "start");
    await waitFor(page, (s) => s.scene === "table" && s.table && s.table.game === game, `the ${game} table`);
    const played = Date.now();
    await playOut(page, tap);
    const playSecs = (Date.now() - played) / 1000;
    const before = await state(page);
    const started = Date.now();
    await tap(before.targets["summary-replay"]);
    const done = await waitFor(page, (x) => x.table && x.table.replay && x.table.replay.review && x.table.replay.review.done, `${game}'s review done`, 600000);
    const secs = (Date.now() - started) / 1000;
    const r = done.table.replay.review;
    const rate = (done.frames - before.frames) / secs;
    // The same replay's updates a second once the review is done, over
    // three seconds: what the review's slices cost the page's frames.
    const t0 = Date.now();
    await sleep(3000);
    const after = await state(page);
    const restRate = (after.frames - done.frames) / ((Date.now() - t0) / 1000);
    // The longest frame (update and draw) in which the review judged, and
    // the review's part of it, and the most the review took of any frame
    // (issue 41: no frame over 33 ms; the drawing's share is the renderer's).
    const p = done.perf;
    const longest = `longest frame judging ${p.max_review_frame_ms} ms (the review ${p.max_review_frame_parts_ms.think} ms of it, drawing ${p.max_review_frame_draw_ms} ms) over ${p.review_frames} frames; the review's most in a frame ${p.max_review_work_ms} ms`;
    const row = `${game} ${players}p: ${r.total} decisions reviewed in ${secs.toFixed(1)} s (${(secs / Math.max(1, r.total)).toFixed(2)} s a decision, ${r.marks.length} marked${r.failed ? ", failed: " + r.failed : ""}); ${rate.toFixed(0)} updates a second meanwhile, ${restRate.toFixed(0)} once done; ${longest}; the game played in ${playSecs.toFixed(0)} s`;
    console.log(row);
    if (process.env.REVIEW_SHOTS) await shoot(page, game, process.env.REVIEW_SHOTS);
  } finally {
    await ctx.close();
  }
}
