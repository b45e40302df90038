// The shared harness of the browser tests: start the static server, launch
// Debian's Chromium, read the game's published state (parlourState()), tap
// its targets like a person would, and play any table through the kit's
// prompt. Each game's table has its own test file (<game>.test.js); the
// kit's and the menus' tests are kit.test.js, menus.test.js and
// storage.test.js.
import { spawn } from "node:child_process";
import { test } from "node:test";
import { chromium } from "playwright-core";
import { setTimeout as sleep } from "node:timers/promises";
import fs from "node:fs";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "../..");
export const SHOTS = path.join(ROOT, "build/screenshots");
fs.mkdirSync(SHOTS, { recursive: true });

// longTest is a test that takes a minute or so under SwiftShader: one that
// plays whole games through the canvas, or follows a table move by move
// through many rounds. make test skips them (PARLOUR_LONG_TESTS=skip) so
// that it stays within 25 minutes on two cores; make browser-long runs only
// them (their names end in "[long]"), and .ci/run runs both. The rules of
// whole games are the native suites' (conformance, soak); these check that a
// person can play one to its end, and what only shows over many moves.
export function longTest(name, fn) {
  const skip = process.env.PARLOUR_LONG_TESTS === "skip" && "a long test: make browser-long runs it";
  return test(`${name} [long]`, { skip }, fn);
}

// testPort is a test file's port: its base plus PARLOUR_PORT_OFFSET, so two
// checkouts can run their browser tests at once without one testing the
// other's build.
export function testPort(base) {
  return base + Number(process.env.PARLOUR_PORT_OFFSET || 0);
}

// startServer serves dir on port. A port that already answers is refused: the
// tests would otherwise play whatever build that other server serves.
export async function startServer(port, dir = "build/web", host = "127.0.0.1") {
  try {
    await fetch(`http://${host}:${port}/`);
    throw new Error(`port ${port} is already served by another program: stop it, or set PARLOUR_PORT_OFFSET`);
  } catch (e) {
    if (e.message.startsWith("port ")) throw e;
  }
  const bin = path.join(ROOT, "build/serve");
  const proc = spawn(bin, ["-dir", path.resolve(ROOT, dir), "-addr", `${host}:${port}`], { stdio: ["ignore", "pipe", "inherit"] });
  let exited = false;
  proc.on("exit", () => { exited = true; });
  for (let i = 0; i < 100 && !exited; i++) {
    try { if ((await fetch(`http://${host}:${port}/`)).ok) return proc; } catch {}
    await sleep(100);
  }
  proc.kill();
  throw new Error(exited ? `the static server exited (is port ${port} taken?)` : "the static server did not start");
}

export async function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
      "--disable-component-update", "--disable-sync", "--use-angle=swiftshader", "--enable-unsafe-swiftshader",
      "--disable-features=PaintHolding"],
  });
}

// open starts a page on the game; query is the URL's "?…".
export async function open(browser, port, { viewport = { width: 1280, height: 720 }, touch = false, query = "", scale = 1 } = {}) {
  const ctx = await browser.newContext({ viewport, hasTouch: touch, deviceScaleFactor: scale });
  const page = await ctx.newPage();
  page.warnings = [];
  page.on("pageerror", (e) => console.error("page error:", e.message));
  page.on("console", (m) => { if (m.type() === "warning") page.warnings.push(m.text()); });
  await page.goto(`http://127.0.0.1:${port}/${query}`);
  await waitFor(page, (s) => s.scene, "the game to start");
  return { ctx, page, tap: touch ? await touchTapper(page) : mouseTapper(page) };
}

export async function state(target) {
  const s = await target.evaluate(() => (window.parlourState ? window.parlourState() : null));
  return s ? JSON.parse(s) : null;
}

export async function waitFor(target, pred, what, ms = 60000) {
  const end = Date.now() + ms;
  let last = null;
  while (Date.now() < end) {
    last = await state(target).catch(() => null);
    if (last && pred(last)) return last;
    await sleep(40);
  }
  const brief = last && { scene: last.scene, game: last.game, notice: last.notice, table: last.table && { ...last.table, view: undefined, log: last.table.log && last.table.log.slice(-4) }, targets: Object.keys(last.targets || {}) };
  throw new Error(`timed out waiting for ${what}; last state: ${JSON.stringify(brief)}`);
}

const centre = (r) => [r.X + r.W / 2, r.Y + r.H / 2];

// Mouse: a real click on the canvas.
export function mouseTapper(page) {
  return async (r) => { const [x, y] = centre(r); await page.mouse.click(x, y); };
}

// Touch: touchStart, a pause longer than a frame, touchEnd (through the DevTools protocol).
export async function touchTapper(page) {
  const cdp = await page.context().newCDPSession(page);
  return async (r) => {
    const [x, y] = centre(r);
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
    await sleep(60);
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  };
}

// settled waits until the game has run two updates after an input was
// dispatched, and returns the state then. The frame count must be read after
// the input: a slow frame is followed by a burst of catch-up updates, so a
// count read before the tap can be passed by updates that never saw it.
export async function settled(target) {
  const f = (await state(target)).frames;
  return waitFor(target, (n) => n.frames > f + 1, "frames after an input");
}

// tapTarget taps a named target and waits until the game has handled it.
export async function tapTarget(target, tap, name) {
  const s = await waitFor(target, (s) => s.targets && s.targets[name], `target ${name}`);
  await tap(s.targets[name]);
  return settled(target);
}

// press presses a key, holding it down over an update (Ebitengine reads the
// keys' state each update: a press and release between two updates is lost),
// and waits until the game has handled it.
export async function press(page, key) {
  await page.keyboard.down(key);
  await settled(page);
  await page.keyboard.up(key);
  return settled(page);
}

// atRest is a table where the person may act, or a summary waits.
export const atRest = (s) => s.scene === "table" && s.table && (s.table.summary || (!s.table.busy && s.table.human_to_move && s.table.prompt));

// nextMove picks the next tap from the kit's prompt, for any game: close a
// round's summary, confirm, pick the first choice, seat or hand card that
// can be picked. prefer(prompt) may name a hand card to pick instead.
export function nextMove(s, prefer) {
  const t = s.table;
  if (!t) return null;
  if (t.summary) return t.summary.final ? null : "summary-next";
  if (t.busy || !t.human_to_move || !t.prompt) return null;
  const p = t.prompt;
  const first = (arr) => (arr || []).findIndex((m) => m.on);
  let i = first(p.choices);
  if (i >= 0) return `choice-${i}`;
  i = first(p.seats);
  if (i >= 0) return `seat-${i}`;
  if (p.confirm) return "confirm";
  const pick = prefer && prefer(t);
  if (pick) return pick;
  i = first(p.hand);
  return i >= 0 ? `hand-${i}` : null;
}

// playToTheEnd plays the person's moves until the game's final summary.
export async function playToTheEnd(page, tap, { maxMs = 300000, prefer, onStep } = {}) {
  const end = Date.now() + maxMs;
  let taps = 0;
  for (;;) {
    if (Date.now() > end) throw new Error("the game did not finish in time");
    const s = await state(page);
    if (s.table && s.table.summary && s.table.summary.final) return { state: s, taps };
    const move = s.table ? nextMove(s, prefer) : null;
    if (!move || !s.targets[move]) { await sleep(40); continue; }
    await tap(s.targets[move]);
    taps++;
    await settled(page);
    if (onStep) await onStep(taps, s);
  }
}

// makeMoves taps until the person has made n decisions and may act again.
// It allows ms for it: bots may play a whole round while the person, knocked
// out, waits for the next deal (a loop counted in polls once ran out first).
export async function makeMoves(page, tap, n, prefer, ms = 180000) {
  let made = 0;
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const s = await state(page);
    if (made >= n && atRest(s) && !s.table.summary && s.table.prompt && !s.table.prompt.back) return s;
    const move = nextMove(s, prefer);
    if (move && s.targets[move]) {
      const before = s.table.log_len;
      await tap(s.targets[move]);
      const after = await settled(page);
      if (after.table && (after.table.busy || after.table.log_len > before)) made++;
    } else {
      await sleep(40);
    }
  }
  throw new Error(`could not make ${n} moves in ${ms / 1000} s (made ${made})`);
}

export async function screenshotNotBlank(page, name) {
  const file = path.join(SHOTS, name);
  const png = await page.screenshot({ path: file });
  // A blank felt or loading page compresses to a few kilobytes; a drawn table does not.
  if (png.length < 15000) throw new Error(`${name} looks blank (${png.length} bytes)`);
  return file;
}
