import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { setTimeout as sleep } from "node:timers/promises";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startServer, launch, waitFor, tapTarget, mouseTapper, chooseMove, state } from "./harness.js";

const PORT = 18090;
let server, browser;
before(async () => { server = await startServer(PORT); browser = await launch(); });
after(async () => { await browser?.close(); server?.kill(); });

// makeMoves taps until the person has made n moves and it is their turn again.
async function makeMoves(target, tap, n) {
  let made = 0;
  for (let i = 0; i < 400; i++) {
    const s = await state(target);
    const move = chooseMove(s);
    if (made >= n && s.table.human_to_move && s.table.selected < 0 && !s.table.overlay) return s;
    if (move && s.targets[move]) {
      await tap(s.targets[move]);
      if (move.startsWith("seat-") || move.startsWith("pick-") || move === "action" || s.table.phase === "keep") made++;
      await waitFor(target, (x) => x.frames > s.frames + 2, "frames");
    } else {
      await sleep(50);
    }
  }
  throw new Error("could not make moves");
}

test("reloading mid-round continues exactly where the game was", async () => {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await ctx.newPage();
  await page.goto(`http://127.0.0.1:${PORT}/?game=loveletter&players=3&bots=random&speed=fast`);
  const tap = mouseTapper(page);
  await waitFor(page, (s) => s.scene === "setup", "setup");
  await tapTarget(page, tap, "start");
  await waitFor(page, (s) => s.scene === "loveletter", "table");
  const before = await makeMoves(page, tap, 2);
  await page.reload();
  await waitFor(page, (s) => s.scene === "title" || s.scene === "setup", "the page after reload");
  await page.goto(`http://127.0.0.1:${PORT}/`);
  await tapTarget(page, tap, "continue");
  const after = await waitFor(page, (s) => s.scene === "loveletter" && s.table, "the resumed table");
  assert.equal(after.table.round, before.table.round);
  assert.deepEqual(after.table.tokens, before.table.tokens);
  assert.deepEqual(after.table.hand, before.table.hand);
  assert.deepEqual(after.table.legal, before.table.legal);
  await ctx.close();
});

test("after a first visit the game starts offline", async () => {
  const ctx = await browser.newContext({ viewport: { width: 800, height: 600 } });
  const page = await ctx.newPage();
  await page.goto(`http://127.0.0.1:${PORT}/`);
  await waitFor(page, (s) => s.scene === "title", "first load");
  await page.evaluate(async () => { await navigator.serviceWorker.ready; });
  await ctx.setOffline(true);
  await page.reload();
  const s = await waitFor(page, (s) => s.scene === "title", "the offline start");
  assert.equal(s.scene, "title");
  await ctx.close();
});

test("in a cross-origin iframe the game runs and saves", async () => {
  // The host page is a real page on another site (127.0.0.2 is not 127.0.0.1):
  // a page fulfilled by the test itself counts as a public address, from which
  // Chrome will not frame a local one.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "parlour-host-"));
  fs.writeFileSync(path.join(dir, "index.html"), `<!doctype html><body style="margin:0"><h1 style="margin:0;height:60px">Host</h1>
    <iframe id="g" src="http://127.0.0.1:${PORT}/?game=loveletter&players=2&bots=random&speed=fast" style="width:900px;height:600px;border:0"></iframe></body>`);
  const hostServer = await startServer(PORT + 1, dir, "127.0.0.2");
  const ctx = await browser.newContext({ viewport: { width: 1000, height: 800 } });
  const page = await ctx.newPage();
  try {
    await page.goto(`http://127.0.0.2:${PORT + 1}/`);
    const frame = await (await page.waitForSelector("#g")).contentFrame();
    const box = await (await page.$("#g")).boundingBox();
    const tap = async (r) => page.mouse.click(box.x + r.X + r.W / 2, box.y + r.Y + r.H / 2);
    const s = await waitFor(frame, (s) => s.scene === "setup", "the game inside the iframe");
    assert.equal(s.storage, 0, "storage works inside the iframe");
    await tapTarget(frame, tap, "start");
    await waitFor(frame, (x) => x.scene === "loveletter", "the table in the iframe");
    await makeMoves(frame, tap, 1);
    await page.reload();
    const again = await (await page.waitForSelector("#g")).contentFrame();
    await waitFor(again, (x) => x.scene === "setup", "the reloaded iframe");
    await again.goto(`http://127.0.0.1:${PORT}/`);
    const t = await waitFor(again, (x) => x.scene === "title" && x.targets && x.targets.continue, "Continue inside the iframe");
    assert.ok(t.targets.continue, "the game saved inside the iframe");
  } finally {
    await ctx.close();
    hostServer.kill();
  }
});
