import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { startServer, launch, waitFor, tapTarget, mouseTapper, touchTapper, screenshotNotBlank, state } from "./harness.js";

const PORT = 18082;
let server, browser;
before(async () => { server = await startServer(PORT); browser = await launch(); });
after(async () => { await browser?.close(); server?.kill(); });

async function open(viewport, hasTouch = false) {
  const ctx = await browser.newContext({ viewport, hasTouch, deviceScaleFactor: 1 });
  const page = await ctx.newPage();
  page.on("pageerror", (e) => console.error("page error:", e.message));
  await page.goto(`http://127.0.0.1:${PORT}/`);
  await waitFor(page, (s) => s.scene === "title", "the title");
  return { ctx, page };
}

// answerNextDialog answers the next prompt() with text (or dismisses it with
// null) and resolves to the text the game offered in it.
function answerNextDialog(page, text) {
  return new Promise((resolve) => page.once("dialog", async (d) => {
    const offered = d.defaultValue();
    if (text === null) await d.dismiss(); else await d.accept(text);
    resolve(offered);
  }));
}

test("settings are chosen by tapping and survive a reload", async () => {
  const { ctx, page } = await open({ width: 1280, height: 720 });
  const tap = mouseTapper(page);
  await tapTarget(page, tap, "settings");
  await waitFor(page, (s) => s.scene === "settings", "settings");
  await tapTarget(page, tap, "speed-fast");
  await tapTarget(page, tap, "sound-false");
  let s = await state(page);
  assert.equal(s.speed, "fast");
  assert.equal(s.sound, false);
  await screenshotNotBlank(page, "settings-1280x720.png");
  await page.reload();
  s = await waitFor(page, (s) => s.scene === "title", "the title after a reload");
  assert.equal(s.speed, "fast", "speed was not saved");
  assert.equal(s.sound, false, "sound was not saved");
  await ctx.close();
});

test("a save code exported and pasted back restores settings; a damaged one changes nothing", async () => {
  const { ctx, page } = await open({ width: 1280, height: 720 });
  const tap = mouseTapper(page);
  await tapTarget(page, tap, "settings");
  await tapTarget(page, tap, "speed-slow");
  const offered = answerNextDialog(page, null);
  await tapTarget(page, tap, "export");
  const code = await offered;
  assert.match(code, /^parlour1-[A-Za-z0-9_-]+$/);

  await tapTarget(page, tap, "speed-instant");
  const bad = answerNextDialog(page, "parlour1-thisisnotacode");
  await tapTarget(page, tap, "import");
  await bad;
  let s = await waitFor(page, (s) => s.notice && s.notice.startsWith("Nothing changed"), "the refusal");
  assert.equal(s.speed, "instant", "a damaged code changed the settings");

  const good = answerNextDialog(page, code);
  await tapTarget(page, tap, "import");
  await good;
  s = await waitFor(page, (s) => s.speed === "slow", "the imported settings");
  assert.match(s.notice, /Save code loaded/);
  await ctx.close();
});

test("the rules reference and statistics read on a phone", async () => {
  const { ctx, page } = await open({ width: 390, height: 844 }, true);
  const tap = await touchTapper(page);
  await tapTarget(page, tap, "rules");
  await waitFor(page, (s) => s.scene === "rules", "rules");
  await screenshotNotBlank(page, "rules-390x844.png");
  await tapTarget(page, tap, "rules-page-1");
  await screenshotNotBlank(page, "rules-cards-390x844.png");
  await tapTarget(page, tap, "back");
  await tapTarget(page, tap, "stats");
  await waitFor(page, (s) => s.scene === "stats", "statistics");
  await screenshotNotBlank(page, "stats-390x844.png");
  await tapTarget(page, tap, "settings" in (await state(page)).targets ? "settings" : "back");
  await tapTarget(page, tap, "settings");
  await waitFor(page, (s) => s.scene === "settings", "settings");
  await screenshotNotBlank(page, "settings-390x844.png");
  await ctx.close();
});

test("the rules open from the table and lead back to the same game", async () => {
  const { ctx, page } = await open({ width: 1280, height: 720 });
  const tap = mouseTapper(page);
  await tapTarget(page, tap, "play");
  await tapTarget(page, tap, "start");
  const before = await waitFor(page, (s) => s.scene === "loveletter" && s.table.human_to_move, "the person's turn");
  await tapTarget(page, tap, "table-rules");
  await waitFor(page, (s) => s.scene === "rules", "rules");
  await screenshotNotBlank(page, "rules-1280x720.png");
  await tapTarget(page, tap, "back");
  const after = await waitFor(page, (s) => s.scene === "loveletter", "the table again");
  assert.deepEqual(after.table.hand, before.table.hand);
  assert.equal(after.table.round, before.table.round);
  await ctx.close();
});

test("on a HiDPI screen (device pixel ratio 2) taps land where they are drawn", async () => {
  const ctx = await browser.newContext({ viewport: { width: 800, height: 600 }, deviceScaleFactor: 2 });
  const page = await ctx.newPage();
  await page.goto(`http://127.0.0.1:${PORT}/`);
  await waitFor(page, (s) => s.scene === "title", "the title");
  const tap = mouseTapper(page);
  await tapTarget(page, tap, "settings");
  await waitFor(page, (s) => s.scene === "settings", "settings");
  await tapTarget(page, tap, "speed-instant");
  assert.equal((await state(page)).speed, "instant");
  const size = await page.evaluate(() => { const c = document.querySelector("canvas"); return [c.width, c.height]; });
  assert.deepEqual(size, [1600, 1200], "the canvas is drawn at device resolution");
  await screenshotNotBlank(page, "settings-800x600@2x.png");
  await ctx.close();
});

test("seat names typed at setup sit at the table and are remembered", async () => {
  const { ctx, page } = await open({ width: 1280, height: 720 });
  const tap = mouseTapper(page);
  await tapTarget(page, tap, "play");
  await tapTarget(page, tap, "players-3");
  const asked = answerNextDialog(page, "  Zoë   Kowalska-Nowak  ");
  await tapTarget(page, tap, "name-2");
  assert.equal(await asked, "Basil", "the dialog offers the current name");
  await screenshotNotBlank(page, "setup-names-1280x720.png");
  await tapTarget(page, tap, "start");
  const s = await waitFor(page, (s) => s.scene === "loveletter", "the table");
  assert.deepEqual(s.table.names, ["You", "Ada", "Zoë Kowalska-N"]);
  await page.reload();
  await waitFor(page, (s) => s.scene === "title", "the title");
  await tapTarget(page, tap, "play");
  const again = answerNextDialog(page, null);
  await tapTarget(page, tap, "name-2");
  assert.equal(await again, "Zoë Kowalska-N", "the name was not remembered");
  await ctx.close();
});
