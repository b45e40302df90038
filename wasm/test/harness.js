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
import os from "node:os";
import zlib from "node:zlib";

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
// tests would otherwise play whatever build that other server serves. csp,
// when given, is the Content-Security-Policy sent with every file.
export async function startServer(port, dir = "build/web", host = "127.0.0.1", { csp } = {}) {
  try {
    await fetch(`http://${host}:${port}/`);
    throw new Error(`port ${port} is already served by another program: stop it, or set PARLOUR_PORT_OFFSET`);
  } catch (e) {
    if (e.message.startsWith("port ")) throw e;
  }
  const bin = path.join(ROOT, "build/serve");
  const args = ["-dir", path.resolve(ROOT, dir), "-addr", `${host}:${port}`, ...(csp ? ["-csp", csp] : [])];
  const proc = spawn(bin, args, { stdio: ["ignore", "pipe", "inherit"] });
  let exited = false;
  proc.on("exit", () => { exited = true; });
  for (let i = 0; i < 100 && !exited; i++) {
    try { if ((await fetch(`http://${host}:${port}/`)).ok) return proc; } catch {}
    await sleep(100);
  }
  proc.kill();
  throw new Error(exited ? `the static server exited (is port ${port} taken?)` : "the static server did not start");
}

const CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
  "--disable-component-update", "--disable-sync", "--use-angle=swiftshader", "--enable-unsafe-swiftshader",
  "--disable-features=PaintHolding"];

export async function launch() {
  return chromium.launch({ executablePath: process.env.CHROMIUM || "/usr/bin/chromium", args: CHROMIUM_ARGS });
}

// launchProfile is a browser with a profile on disk in a new temporary
// folder, as a person's is: its HTTP cache is on disk, where a browser
// context of launch() keeps an in-memory cache that stores no entry over a
// megabyte or so (the wasm never stays in it). Closing it deletes the folder.
export async function launchProfile(options = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "parlour-profile-"));
  const ctx = await chromium.launchPersistentContext(dir, { executablePath: process.env.CHROMIUM || "/usr/bin/chromium", args: CHROMIUM_ARGS, ...options });
  const close = ctx.close.bind(ctx);
  ctx.close = async () => { await close(); fs.rmSync(dir, { recursive: true, force: true }); };
  return ctx;
}

// SETTINGS is the storage key of the settings (scenes/storage's prefix).
export const SETTINGS = "parlour_parlour__$settings$";

// open starts a page on the game; query is the URL's "?…". settings, when
// given, are stored before the page first loads, as if chosen earlier
// (larger text, high contrast).
export async function open(browser, port, { viewport = { width: 1280, height: 720 }, touch = false, query = "", scale = 1, settings } = {}) {
  const ctx = await browser.newContext({ viewport, hasTouch: touch, deviceScaleFactor: scale });
  if (settings) {
    await ctx.addInitScript(([k, v]) => { if (!sessionStorage.getItem("parlour-test-seeded")) { sessionStorage.setItem("parlour-test-seeded", "1"); localStorage.setItem(k, v); } }, [SETTINGS, JSON.stringify(settings)]);
  }
  const page = await ctx.newPage();
  page.warnings = [];
  page.on("pageerror", (e) => console.error("page error:", e.message));
  page.on("console", (m) => { if (m.type() === "warning") page.warnings.push(m.text()); });
  await page.goto(`http://127.0.0.1:${port}/${query}`);
  // A language other than English is fetched at start (lang=, or stored):
  // tests read the words once they are in.
  await waitFor(page, (s) => s.scene && !s.words_coming, "the game to start");
  dealPinned(page);
  return { ctx, page, tap: touch ? await touchTapper(page) : mouseTapper(page) };
}

// dealPinned fails if the page's URL named a deal the game ignored: a seed
// without players=, or with a count the game does not seat, deals at random,
// and a test that pins its deal must get it.
export function dealPinned(page) {
  const ignored = page.warnings.find((w) => /ignoring seed=/.test(w));
  if (ignored) throw new Error(`the deal is not pinned: ${ignored}`);
}

export async function state(target) {
  return checked(await readState(target));
}

async function readState(target) {
  const s = await target.evaluate(() => (window.parlourState ? window.parlourState() : null));
  return s ? JSON.parse(s) : null;
}

// checked fails every test that reads a state whose accessible page gave
// one ID to two nodes (issue 38: Mascarade's choices were listed twice):
// the page then shows, and a screen reader reads, only one of them.
function checked(s) {
  if (s && s.access_repeated && s.access_repeated.length) {
    throw new Error(`the accessible page of scene ${s.scene} repeats the ids ${s.access_repeated.join(", ")}`);
  }
  return s;
}

export async function waitFor(target, pred, what, ms = 60000) {
  const end = Date.now() + ms;
  let last = null;
  while (Date.now() < end) {
    last = checked(await readState(target).catch(() => null));
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
    await sleep(60); // paces the input: the finger stays down over an update, as a person's does
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  };
}

// settled waits until the game has run two updates after an input was
// dispatched, and returns the state then. The frame count must be read after
// the input: a slow frame is followed by a burst of catch-up updates, so a
// count read before the tap can be passed by updates that never saw it.
// A language chosen by the input has its words in (its catalog is fetched).
export async function settled(target) {
  const f = (await state(target)).frames;
  return waitFor(target, (n) => n.frames > f + 1 && !n.words_coming, "frames after an input");
}

// still waits until nothing on the screen moves: the game has kept n frames
// (scenes/rest keeps a frame that would look like the last one drawn, and
// only while no motion plays and no bot owes a move). It returns the state
// then. A screenshot taken after it shows the table as it rests, not a
// moment of its motion.
export async function still(target, n = 3, ms = 60000) {
  const r = (await state(target)).rested;
  return waitFor(target, (x) => x.rested >= r + n, `the screen at rest (${n} frames kept)`, ms);
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

// spotOf is the prompt's spot named name ("part-blue", "gap-3", "stack-8").
export const spotOf = (t, name) => {
  const i = (t.view.spots || []).indexOf(name);
  return i >= 0 ? `spot-${i}` : null;
};

// THREE_PARTS_COLOURS are Three Parts' parts, by their choice card.
export const THREE_PARTS_COLOURS = ["white", "blue", "black"];

// threePartsMove plays the person's part of a Three Parts decision the
// kit's generic driver (nextMove) cannot, as its prefer: a part to vote for
// (any, varied by the round) or a stack for a joker, tapped once to choose
// and once more to commit.
export function threePartsMove(t) {
  const v = t.view;
  if (!v || !v.spots || !v.spots.length) return null;
  if (v.phase === "vote") {
    if (v.selected >= 0) return spotOf(t, `part-${THREE_PARTS_COLOURS[v.selected]}`);
    return `spot-${(v.round + t.log_len) % v.spots.length}`;
  }
  if (v.phase === "joker") {
    if (v.selected > 0) return spotOf(t, `stack-${v.selected}`);
    return spotOf(t, v.spots.find((n) => !(v.off || []).includes(n)));
  }
  return null;
}

// rpMove is the next tap of a person playing Rebel Princess from what the
// table shows (the kit's generic nextMove taps a choice first): it
// uses every power offered, passes the first cards it may, plays the first
// card the table allows. A target name, or null while the table is busy.
export function rpMove(s) {
  const t = s.table;
  if (!t) return null;
  if (t.summary) return t.summary.final ? null : "summary-next";
  if (!t.human_to_move || t.busy || !t.prompt) return null;
  const p = t.prompt;
  if (p.confirm) return "confirm";
  const first = (list, pred) => (list || []).findIndex(pred);
  let i = first(p.seats, (m) => m.on);
  if (i >= 0) return `seat-${i}`;
  i = first(p.hand, (m) => m.on && !m.selected);
  if (i >= 0) return `hand-${i}`;
  // In the draft, a princess whose power is offered before a trick, so the
  // game shows a power prompt; else the first choice.
  i = first(p.choices, (c) => c.on && t.view.phase === "draft" && RP_PROMPTED.test(c.label));
  if (i < 0) i = first(p.choices, (c) => c.on);
  if (i >= 0) return `choice-${i}`;
  return null;
}

// RP_PROMPTED: the princesses whose power is a prompt before a trick in both editions.
const RP_PROMPTED = /^(Cinderella|Little Mermaid|Sleeping Beauty|Scheherazade|Ice Princess)$/;

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

// accessMove makes the person's decision through the accessible page only.
// The candidates are the usable buttons of the decision's groups — its
// choices but a step back, the players it may pick, the hand's cards not
// chosen already — and the confirm; try is how many times this same
// decision was tried, so that a button that changed nothing gives way to
// the next.
export async function accessMove(page, s, tried) {
  // The accessible page follows the scene a frame or two behind the state
  // a test reads (it is written once a frame, only what changed): the
  // decision's buttons are waited for, not assumed.
  for (const end = Date.now() + 5000; ;) {
    const cands = await accessChoices(page, s);
    if (cands.length > 0 || Date.now() > end) {
      if (cands.length === 0) return null;
      const c = cands[tried % cands.length];
      await c.el.focus();
      await page.keyboard.press("Enter");
      return c.what;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

// accessChoices are the person's decisions the accessible page offers now.
async function accessChoices(page, s) {
  const cands = [];
  // A choice or a place already chosen is taken by a second press (Three
  // Parts' vote: "tap the part you want, then tap it again"): it comes first.
  const chosen = page.getByRole("group", { name: "Your choices", exact: true }).getByRole("button", { disabled: false, pressed: true });
  for (let i = 0; i < await chosen.count(); i++) cands.push({ el: chosen.nth(i), what: `Your choices: ${await chosen.nth(i).textContent()} (again)` });
  for (const group of ["Your choices", "Players", "Your hand"]) {
    const list = page.getByRole("group", { name: group, exact: true }).getByRole("button", { disabled: false, pressed: false });
    const n = await list.count();
    for (let i = 0; i < n; i++) {
      const name = await list.nth(i).textContent();
      if (group === "Your choices" && s.table.prompt && name === s.table.prompt.back) continue; // not a step back
      cands.push({ el: list.nth(i), what: `${group}: ${name}` });
    }
  }
  return cands;
}

// publishedGames is the games the running build offers, in the title's
// order (parlourState().games): tests that go over every game read them
// rather than list them, so a game added is tested with the others. (A
// build from before the list was published names them by its title's
// tiles, game-<name>: shots.mjs may shoot such a build to compare.)
export async function publishedGames(browser, port) {
  const { ctx, page } = await open(browser, port);
  const tiles = (x) => Object.keys(x.targets || {}).filter((k) => k.startsWith("game-")).map((k) => k.slice(5)).sort();
  const s = await waitFor(page, (x) => (x.games && x.games.length > 0) || (x.scene === "title" && !("games" in x) && tiles(x).length > 0), "the games the build offers");
  await ctx.close();
  return s.games || tiles(s);
}

// decodePNG reads a PNG as Chromium writes one (8 bits a channel, grey,
// RGB or RGBA, not interlaced): its size, channels a pixel and pixels.
export function decodePNG(buf) {
  let pos = 8, w = 0, h = 0, type = 0, depth = 0, interlace = 0;
  const idat = [];
  while (pos < buf.length) {
    const len = buf.readUInt32BE(pos), kind = buf.toString("ascii", pos + 4, pos + 8), data = buf.subarray(pos + 8, pos + 8 + len);
    if (kind === "IHDR") { w = data.readUInt32BE(0); h = data.readUInt32BE(4); depth = data[8]; type = data[9]; interlace = data[12]; }
    if (kind === "IDAT") idat.push(data);
    pos += 12 + len;
  }
  const bpp = { 0: 1, 2: 3, 4: 2, 6: 4 }[type];
  if (depth !== 8 || !bpp || interlace) throw new Error(`decodePNG: a PNG of colour type ${type}, depth ${depth}, interlace ${interlace} is not read`);
  const stride = w * bpp, raw = zlib.inflateSync(Buffer.concat(idat));
  const out = Buffer.alloc(h * stride);
  for (let y = 0; y < h; y++) {
    const f = raw[y * (stride + 1)];
    for (let x = 0; x < stride; x++) {
      const v = raw[y * (stride + 1) + 1 + x];
      const a = x >= bpp ? out[y * stride + x - bpp] : 0, b = y > 0 ? out[(y - 1) * stride + x] : 0, c = x >= bpp && y > 0 ? out[(y - 1) * stride + x - bpp] : 0;
      const p = a + b - c, pa = Math.abs(p - a), pb = Math.abs(p - b), pc = Math.abs(p - c);
      const pred = [0, a, b, (a + b) >> 1, pa <= pb && pa <= pc ? a : pb <= pc ? b : c][f];
      out[y * stride + x] = (v + pred) & 255;
    }
  }
  return { w, h, bpp, data: out };
}

// rgb is pixel i of a decoded image as [r, g, b].
const rgb = (img, i) => (img.bpp >= 3 ? [img.data[i * img.bpp], img.data[i * img.bpp + 1], img.data[i * img.bpp + 2]] : [img.data[i * img.bpp], img.data[i * img.bpp], img.data[i * img.bpp]]);

// drawnShare is the share of a decoded image's pixels that differ from the
// background bg ([r, g, b]) under any light of the table's lamp
// (render/felt.go brightens the felt's middle and darkens its rim, so bg
// made brighter or darker, by scale, is background too). Text, cards,
// buttons and panels differ from it; a bare felt is all background.
export function drawnShare(img, bg) {
  const n = img.w * img.h;
  if (!n) return 0;
  const bb = bg[0] * bg[0] + bg[1] * bg[1] + bg[2] * bg[2] || 1;
  let drawn = 0;
  for (let i = 0; i < n; i++) {
    const p = rgb(img, i);
    // The nearest lamp-lit background: bg scaled by k, within the lamp's range.
    const k = Math.min(1.5, Math.max(0.5, (p[0] * bg[0] + p[1] * bg[1] + p[2] * bg[2]) / bb));
    const d = Math.hypot(p[0] - k * bg[0], p[1] - k * bg[1], p[2] - k * bg[2]);
    if (d > BG_TOLERANCE) drawn++;
  }
  return drawn / n;
}

// background is the colour the game draws everything on, the felt, as the
// game's page names it (its theme-color, the colour of the page under the
// canvas): the page's own, or that of the frame that holds the game.
export async function background(page) {
  if (!page.feltColour) {
    for (const f of page.frames()) {
      const hex = await f.evaluate(() => document.querySelector('meta[name="theme-color"]')?.content).catch(() => null);
      if (hex) { page.feltColour = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)); break; }
    }
    if (!page.feltColour) throw new Error("no frame of the page names the game's background (theme-color)");
  }
  return page.feltColour;
}

// BG_TOLERANCE is how far (RGB distance) a pixel may lie from the lamp-lit
// background and still be background: the lamp's white glow (6%) and
// rounding stay within it, the faintest text and card edges do not.
const BG_TOLERANCE = 24;

// MIN_DRAWN is the least share of a region's pixels that must differ from
// the felt for it not to be blank. The loading page (a title, a bar and a
// line on the felt) has 0.4% at 1280×720 and 1.4% at 360×640; a rules page
// of text at 1280×720, among the sparest screens a test shoots, 8.6%.
export const MIN_DRAWN = 0.03;

// screenshotNotBlank saves a screenshot of the page, or of clip (CSS pixels:
// the region under test), as build/screenshots/<name>, and fails unless at
// least min of its pixels differ from the background. It returns the file.
export async function screenshotNotBlank(page, name, { clip, min = MIN_DRAWN, timeout } = {}) {
  const file = path.join(SHOTS, name);
  const bg = await background(page);
  const png = await page.screenshot({ path: file, clip, timeout });
  assertDrawn(png, bg, name, min);
  return file;
}

// assertDrawn fails unless at least min of a PNG's pixels differ from the
// background bg (see drawnShare), and returns the share that does.
export function assertDrawn(png, bg, what, min = MIN_DRAWN) {
  const share = drawnShare(decodePNG(png), bg);
  if (!(share >= min)) throw new Error(`${what} looks blank: ${(share * 100).toFixed(2)}% of its pixels differ from the background (${(min * 100).toFixed(0)}% at least)`);
  return share;
}
