// make measure-embed: what a host page with three embeds costs before
// anyone plays, with the loader (posters) and with three plain iframes,
// and the time from pressing Play to the game's first frame, cold (the
// first game, nothing cached) and warm (a second game, its wasm shared).
// Figures for the closing notes, not pass/fail. Bytes are what the servers
// sent (brotli bodies, no headers); each round is a new browser profile.
//
//	node embedmeasure.mjs build/measure [rounds]
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { ROOT, testPort, launchProfile } from "./harness.js";
import { startGame, startHost, embedPage, iframePage, hostCSS, heavy } from "./hostpage.js";

const DIR = process.argv[2] || "build/measure";
const ROUNDS = Number(process.argv[3] || 3);
const EMBEDS = [{ game: "loveletter", players: 3 }, { game: "mascarade", players: 4 }, { game: "rebelprincess", players: 3 }];
const game = await startGame(testPort(18275), path.resolve(ROOT, DIR));
const host = await startHost(testPort(18277), {
  "/loader": { body: embedPage(game.origin, EMBEDS) },
  "/plain": { body: iframePage(game.origin, EMBEDS) },
  "/eager": { body: iframePage(game.origin, EMBEDS, { lazy: false }) },
  "/host.css": { body: hostCSS, type: "text/css" },
});
const KB = (n) => (n / 1024).toFixed(1) + " KB";
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const sent = (since, until = Infinity) => [...host.log, ...game.log].filter((e) => e.at >= since && e.at <= until);
const bytes = (es) => es.reduce((n, e) => n + e.bytes, 0);

// quiet waits until neither server has sent anything for ms.
async function quiet(ms = 3000, max = 60000) {
  const end = Date.now() + max;
  let n = -1;
  while (Date.now() < end) {
    const now = host.log.length + game.log.length;
    if (now === n) return;
    n = now;
    await sleep(ms);
  }
}

async function frameOf(page, name) {
  for (;;) {
    const f = page.frames().find((x) => x.url().includes(`game=${name}`));
    if (f) return f;
    await sleep(20);
  }
}

// firstFrame is when a frame drew its first frame and its first scene,
// in milliseconds since the epoch.
async function firstFrame(frame) {
  await frame.waitForFunction(() => window.parlourShown !== undefined, null, { timeout: 120000 });
  return frame.evaluate(() => [performance.timeOrigin + window.parlourFirstFrame, performance.timeOrigin + window.parlourShown]);
}

async function pageCost(p) {
  const ctx = await launchProfile({ viewport: { width: 1280, height: 720 } });
  const page = ctx.pages()[0] || await ctx.newPage();
  const t0 = Date.now();
  await page.goto(host.origin + p, { waitUntil: "load" });
  const loaded = Date.now();
  const ms = await page.evaluate(() => performance.getEntriesByType("navigation")[0].loadEventStart);
  await quiet();
  const all = sent(t0);
  return { ctx, page, t0, ms, atLoad: bytes(sent(t0, loaded)), settled: bytes(all), heavy: all.filter((e) => heavy(e.path)).length, wasm: all.filter((e) => e.path.startsWith("/parlour.wasm")).length };
}

const rows = { loader: [], plain: [], eager: [] };
const play = { cold: [], coldScene: [], warm: [], warmScene: [] };
const plainFirst = [];
try {
  for (let r = 0; r < ROUNDS; r++) {
    // The loader: the cost of the page, then Play on the first game (cold)
    // and on the second (its wasm already downloaded).
    const l = await pageCost("/loader");
    rows.loader.push(l);
    for (const [i, e] of EMBEDS.slice(0, 2).entries()) {
      await l.page.evaluate(() => addEventListener("click", (ev) => { window.playAt = performance.timeOrigin + ev.timeStamp; }, { capture: true, once: true }));
      await l.page.locator(`#${e.game} button`).click();
      const [first, scene] = await firstFrame(await frameOf(l.page, e.game));
      const at = await l.page.evaluate(() => window.playAt);
      play[i ? "warm" : "cold"].push(first - at);
      play[i ? "warmScene" : "coldScene"].push(scene - at);
    }
    await l.ctx.close();
    // Three plain iframes: everything starts at once (loading="lazy", as
    // the builder's snippet, lets the page's load event pass before them).
    const p = await pageCost("/plain");
    rows.plain.push(p);
    const origin = await p.page.evaluate(() => performance.timeOrigin);
    const firsts = await Promise.all(EMBEDS.map(async (e) => (await firstFrame(await frameOf(p.page, e.game)))[0] - origin));
    plainFirst.push(Math.max(...firsts));
    await p.ctx.close();
    const eager = await pageCost("/eager");
    rows.eager.push(eager);
    await eager.ctx.close();
    console.log(`round ${r + 1}: loader ${KB(l.atLoad)} / ${l.ms.toFixed(0)} ms, plain ${KB(p.atLoad)} / ${p.ms.toFixed(0)} ms, eager ${KB(eager.atLoad)} / ${eager.ms.toFixed(0)} ms; Play→first frame cold ${play.cold[r].toFixed(0)} ms, warm ${play.warm[r].toFixed(0)} ms`);
  }
  console.log(`\n== a host page with three embeds (Love Letter, Mascarade, Rebel Princess), 1280×720, medians of ${ROUNDS} rounds, each in a new profile`);
  for (const [name, rs] of Object.entries(rows)) {
    console.log(`${name.padEnd(6)}: ${KB(median(rs.map((x) => x.atLoad)))} by the load event at ${median(rs.map((x) => x.ms)).toFixed(0)} ms; ${KB(median(rs.map((x) => x.settled)))} once the network is quiet; ${median(rs.map((x) => x.heavy))} heavy requests (wasm, wasm_exec.js, game page), ${median(rs.map((x) => x.wasm))} downloads of the wasm`);
  }
  console.log(`(plain: the builder's iframe snippet, loading="lazy"; eager: the same without it)`);
  console.log(`plain: all three frames' first frames by ${median(plainFirst).toFixed(0)} ms after navigation`);
  console.log(`\n== loader: from pressing Play to the game's first frame (first scene)`);
  console.log(`cold (first game, nothing cached): ${median(play.cold).toFixed(0)} ms (${median(play.coldScene).toFixed(0)} ms)`);
  console.log(`warm (second game, wasm in the cache): ${median(play.warm).toFixed(0)} ms (${median(play.warmScene).toFixed(0)} ms)`);
} finally {
  host.close();
  game.close();
}
