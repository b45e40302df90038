import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { startServer, launch, waitFor, tapTarget, mouseTapper, touchTapper, playToTheEnd, screenshotNotBlank, state } from "./harness.js";

const PORT = 18080;
let server, browser;
before(async () => { server = await startServer(PORT); browser = await launch(); });
after(async () => { await browser?.close(); server?.kill(); });

async function openGame(viewport, hasTouch, query = "") {
  const ctx = await browser.newContext({ viewport, hasTouch, deviceScaleFactor: 1 });
  const page = await ctx.newPage();
  page.on("pageerror", (e) => console.error("page error:", e.message));
  await page.goto(`http://127.0.0.1:${PORT}/${query}`);
  await waitFor(page, (s) => s.scene === "title" || s.scene === "setup", "the game to start");
  return { ctx, page };
}

test("a full Love Letter game played to the end by mouse clicks", async () => {
  const { ctx, page } = await openGame({ width: 1280, height: 720 }, false, "?speed=fast");
  const tap = mouseTapper(page);
  await screenshotNotBlank(page, "title-1280x720.png");
  await tapTarget(page, tap, "play");
  await waitFor(page, (s) => s.scene === "setup", "setup");
  await tapTarget(page, tap, "players-3");
  await tapTarget(page, tap, "bots-random");
  await screenshotNotBlank(page, "setup-1280x720.png");
  await tapTarget(page, tap, "start");
  await waitFor(page, (s) => s.scene === "loveletter", "the table");
  let shot = false;
  const { state: end, taps } = await playToTheEnd(page, tap, {
    onStep: async (n) => { if (!shot && n >= 3) { shot = true; await screenshotNotBlank(page, "table-1280x720.png"); } },
  });
  await screenshotNotBlank(page, "game-over-1280x720.png");
  assert.ok(taps > 5, `only ${taps} taps`);
  assert.ok(end.table.winners.length > 0);
  // The finished game is counted in the statistics, and the screen shows it.
  await tapTarget(page, tap, "overlay");
  await tapTarget(page, tap, "back");
  await tapTarget(page, tap, "stats");
  const st = await waitFor(page, (s) => s.scene === "stats", "the statistics");
  assert.equal(st.stats.loveletter.played, 1);
  assert.equal(st.stats.loveletter.won, end.table.winners.includes(0) ? 1 : 0);
  await screenshotNotBlank(page, "stats-1280x720.png");
  await ctx.close();
});

test("a full Love Letter game played to the end by touch on a phone", async () => {
  const { ctx, page } = await openGame({ width: 390, height: 844 }, true, "?game=loveletter&players=2&bots=random&speed=fast");
  const tap = await touchTapper(page);
  await screenshotNotBlank(page, "setup-390x844.png");
  await tapTarget(page, tap, "start");
  await waitFor(page, (s) => s.scene === "loveletter", "the table");
  let shot = false;
  const { state: end } = await playToTheEnd(page, tap, {
    onStep: async (n) => { if (!shot && n >= 2) { shot = true; await screenshotNotBlank(page, "table-390x844.png"); } },
  });
  assert.ok(end.table.winners.length > 0);
  await ctx.close();
});
