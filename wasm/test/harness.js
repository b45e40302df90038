// Shared helpers: start the static server, launch Debian's Chromium, read the
// game's published state, and tap its targets like a person would.
import { spawn } from "node:child_process";
import { chromium } from "playwright-core";
import { setTimeout as sleep } from "node:timers/promises";
import fs from "node:fs";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "../..");
export const SHOTS = path.join(ROOT, "build/screenshots");
fs.mkdirSync(SHOTS, { recursive: true });

export async function startServer(port, dir = "build/web", host = "127.0.0.1") {
  const bin = path.join(ROOT, "build/serve");
  const proc = spawn(bin, ["-dir", path.resolve(ROOT, dir), "-addr", `${host}:${port}`], { stdio: ["ignore", "pipe", "inherit"] });
  for (let i = 0; i < 100; i++) {
    try { if ((await fetch(`http://${host}:${port}/`)).ok) return proc; } catch {}
    await sleep(100);
  }
  proc.kill();
  throw new Error("the static server did not start");
}

export async function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
      "--disable-component-update", "--disable-sync", "--use-angle=swiftshader", "--enable-unsafe-swiftshader",
      "--disable-features=PaintHolding"],
  });
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
    await sleep(50);
  }
  throw new Error(`timed out waiting for ${what}; last state: ${JSON.stringify(last && { scene: last.scene, table: last.table, targets: Object.keys(last.targets || {}) })}`);
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

// tapTarget taps a named target and waits until the game has run a few frames.
export async function tapTarget(target, tap, name) {
  const s = await waitFor(target, (s) => s.targets && s.targets[name], `target ${name}`);
  await tap(s.targets[name]);
  await waitFor(target, (n) => n.frames > s.frames + 2, "frames after a tap");
}

// chooseMove decides the next tap for a Love Letter turn from the person's view:
// any legal move will do; the test proves the table can be played, not well.
export function chooseMove(s) {
  const t = s.table, targets = s.targets;
  if (t.overlay) return "overlay";
  if (!t.human_to_move) return null;
  if (t.phase === "keep") return "hand-0";
  if (t.picking >= 0) return Object.keys(targets).filter((k) => k.startsWith("pick-")).sort()[0] || null;
  if (t.selected >= 0) {
    const seats = Object.keys(targets).filter((k) => k.startsWith("seat-")).sort();
    if (seats.length) return seats[0];
    if (targets.action) return "action";
  }
  const names = ["spy", "guard", "priest", "baron", "handmaid", "prince", "chancellor", "king", "countess", "princess"];
  const playable = t.hand.map((c, i) => ({ c, i })).filter(({ c }) => t.legal.some((l) => l.startsWith(names[c])));
  // Keep the Princess when there is a choice.
  const pick = playable.find(({ c }) => c !== 9) || playable[0];
  return pick ? `hand-${pick.i}` : null;
}

export async function playToTheEnd(target, tap, { maxMs = 240000, onStep } = {}) {
  const end = Date.now() + maxMs;
  let taps = 0;
  for (;;) {
    if (Date.now() > end) throw new Error("the game did not finish in time");
    const s = await state(target);
    if (s.table && s.table.over && s.table.overlay) return { state: s, taps };
    const move = s.table ? chooseMove(s) : null;
    if (!move || !s.targets[move]) { await sleep(40); continue; }
    await tap(s.targets[move]);
    taps++;
    await waitFor(target, (n) => n.frames > s.frames + 2, "frames after a tap");
    if (onStep) await onStep(taps);
  }
}

export async function screenshotNotBlank(page, name) {
  const file = path.join(SHOTS, name);
  const png = await page.screenshot({ path: file });
  // A blank felt or loading page compresses to a few kilobytes; a drawn table does not.
  if (png.length < 15000) throw new Error(`${name} looks blank (${png.length} bytes)`);
  return file;
}
