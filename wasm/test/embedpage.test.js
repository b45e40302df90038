// The embed's page side (issue 32): the loader (wasm/embed.js) on a host
// page of another site under a strict Content-Security-Policy turns three
// boxes into posters, downloads nothing heavy until one is played, and the
// three games share one download of the wasm. What the frames show inside
// (the embed mode's menus, its messages) is embed.test.js's.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { setTimeout as sleep } from "node:timers/promises";
import { ROOT, SHOTS, testPort, launchProfile } from "./harness.js";
import { startGame, startHost, embedPage, hostCSS, strictCSP, heavy } from "./hostpage.js";

const WEB = path.join(ROOT, "build/web");
const EMBEDS = [
  { game: "loveletter", players: 3 },
  { game: "mascarade", players: 4 },
  { game: "rebelprincess", players: 3 },
];
let game, host;

before(async () => {
  game = await startGame(testPort(18270));
  const css = { body: hostCSS, type: "text/css" };
  const csp = strictCSP(game.origin);
  host = await startHost(testPort(18272), {
    "/": { body: embedPage(game.origin, EMBEDS), csp },
    "/far": { body: embedPage(game.origin, [{ game: "threeparts", players: 4, load: "visible" }], { far: true }), csp },
    "/host.css": css,
  });
});
after(() => {
  host?.close();
  game?.close();
});

// hostTab opens a host page in a new browser with a new profile on disk
// (an empty cache that keeps what it is given, as a person's does) and
// collects what the console says against the page's policy.
async function hostTab(p, viewport = { width: 1280, height: 720 }) {
  const ctx = await launchProfile({ viewport });
  const page = ctx.pages()[0] || await ctx.newPage();
  page.violations = [];
  page.on("console", (m) => { if (/Content Security Policy|Refused to/.test(m.text())) page.violations.push(m.text()); });
  page.on("pageerror", (e) => page.violations.push("page error: " + e.message));
  await page.goto(host.origin + p);
  return { ctx, page };
}

const posters = (page) => page.waitForFunction(() => {
  const imgs = [...document.querySelectorAll("[data-parlour-game] img")];
  return imgs.length > 0 && imgs.every((i) => i.complete && i.naturalWidth > 0);
}, null, { timeout: 20000 });

// shown waits for the frame of a game to reach its first scene.
async function shown(page, name) {
  const deadline = Date.now() + 90000;
  let frame;
  while (!(frame = page.frames().find((f) => f.url().includes(`game=${name}`)))) {
    if (Date.now() > deadline) throw new Error(`no frame of ${name}`);
    await sleep(50);
  }
  await frame.waitForFunction(() => window.parlourShown !== undefined, null, { timeout: 90000 });
  return frame;
}

const downloads = (p) => game.log.filter((e) => e.status === 200 && e.path.startsWith(p));

test("the loader and the posters are small: at most 5 KB brotli and 30 KB a poster", () => {
  const loader = zlib.brotliCompressSync(fs.readFileSync(path.join(WEB, "embed.js"))).length;
  assert.ok(loader <= 5 * 1024, `embed.js is ${loader} bytes brotli`);
  const files = fs.readdirSync(path.join(WEB, "posters"));
  assert.ok(files.length >= 4, `a poster per game: ${files}`);
  for (const f of files) {
    const n = fs.statSync(path.join(WEB, "posters", f)).size;
    assert.ok(n <= 30 * 1024, `${f} is ${n} bytes`);
  }
  console.log(`embed.js ${loader} bytes brotli; posters ${files.map((f) => `${f} ${fs.statSync(path.join(WEB, "posters", f)).size}`).join(", ")}`);
});

test("three embeds under a strict CSP: posters only until Play, then one wasm download shared by all three", async () => {
  const { ctx, page } = await hostTab("/");
  try {
    await posters(page);
    for (const e of EMBEDS) {
      const title = { loveletter: "Love Letter", mascarade: "Mascarade", rebelprincess: "Rebel Princess" }[e.game];
      assert.equal(await page.getByRole("button", { name: `Play ${title}` }).count(), 1, `a Play button named for ${title}`);
    }
    await page.screenshot({ path: path.join(SHOTS, "embed-host-1280x720.png") });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForFunction(() => innerWidth === 390);
    await page.screenshot({ path: path.join(SHOTS, "embed-host-390x844.png"), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 720 });
    // Whatever the page would fetch on its own has been fetched once the
    // network has been quiet for half a second.
    await page.waitForLoadState("networkidle");
    const before = game.log.map((e) => e.path);
    assert.deepEqual(before.filter(heavy), [], `nothing heavy before Play: ${before}`);
    assert.ok(before.every((p) => /^\/(embed\.js|posters\/)/.test(p)), `only the loader and the posters: ${before}`);
    assert.equal(await page.locator("iframe").count(), 0);

    // The keyboard: the first Play button is the first thing Tab reaches.
    await page.keyboard.press("Tab");
    assert.equal(await page.evaluate(() => document.activeElement.getAttribute("aria-label")), "Play Love Letter");
    await page.keyboard.press("Enter");
    const f = page.locator("#loveletter iframe");
    const src = new URL(await f.getAttribute("src"));
    assert.equal(src.origin, game.origin);
    assert.equal(src.searchParams.get("embed"), "1");
    assert.equal(src.searchParams.get("game"), "loveletter");
    assert.equal(src.searchParams.get("players"), "3");
    assert.equal(await f.getAttribute("title"), "Love Letter — Parlour");
    assert.equal(await f.getAttribute("allow"), "fullscreen; autoplay");
    const box = await page.locator("#loveletter").boundingBox(), fb = await f.boundingBox();
    assert.ok(Math.abs(box.width - fb.width) < 1 && Math.abs(box.height - fb.height) < 1, `the frame fills its box: ${JSON.stringify([box, fb])}`);
    await shown(page, "loveletter");
    assert.equal(downloads("/parlour.wasm").length, 1, "Play downloads the wasm");
    assert.equal(await page.locator("iframe").count(), 1, "the other two still wait");

    for (const name of ["mascarade", "rebelprincess"]) {
      await page.locator(`#${name} button`).click();
      await shown(page, name);
    }
    const wasm = downloads("/parlour.wasm"), glue = downloads("/wasm_exec.js");
    assert.equal(wasm.length, 1, `one network download of the wasm for three games: ${JSON.stringify(game.log)}`);
    assert.ok(glue.length <= 1, `wasm_exec.js once: ${JSON.stringify(glue)}`);
    console.log(`requests that reached the game's server: ${game.log.map((e) => `${e.path} ${e.status} ${e.bytes}`).join("; ")}`);
    await page.screenshot({ path: path.join(SHOTS, "embed-host-played-1280x720.png") });
    assert.deepEqual(page.violations, [], "the loader needs nothing the strict policy forbids");
  } finally {
    await ctx.close();
  }
});

test("data-load=visible loads the frame when the box scrolls into view, not before", async () => {
  const { ctx, page } = await hostTab("/far", { width: 390, height: 844 });
  try {
    const from = game.log.length;
    await page.waitForSelector("#threeparts button", { state: "attached" });
    await page.waitForLoadState("networkidle");
    assert.equal(await page.locator("iframe").count(), 0, "below the fold: still a poster");
    assert.deepEqual(game.log.slice(from).map((e) => e.path).filter(heavy), []);
    assert.ok(!game.log.slice(from).some((e) => e.path.startsWith("/posters/")), "a poster far down the page is not fetched before it is near");
    await page.locator("#threeparts").scrollIntoViewIfNeeded();
    const f = page.locator("#threeparts iframe");
    await f.waitFor({ timeout: 10000 });
    const src = new URL(await f.getAttribute("src"));
    assert.equal(src.searchParams.get("game"), "threeparts");
    assert.equal(src.searchParams.get("players"), "4");
    assert.equal(src.searchParams.get("load"), null, "data-load shapes the box, it is not the game's");
    await shown(page, "threeparts");
    assert.deepEqual(page.violations, []);
  } finally {
    await ctx.close();
  }
});

// builder opens the embed builder in a new profile, once its preview shows.
async function builder() {
  const ctx = await launchProfile({ viewport: { width: 1280, height: 900 } });
  const page = ctx.pages()[0] || await ctx.newPage();
  await page.goto(`${game.origin}/embed.html`);
  await page.waitForSelector("#preview button");
  return { ctx, page };
}

test("the embed builder offers every game, previews the choice with the loader and gives both snippets", async () => {
  const { ctx, page } = await builder();
  try {
    const games = JSON.parse(fs.readFileSync(path.join(WEB, "games.json"), "utf8")).games.map((g) => g.name);
    assert.deepEqual(await page.locator("#game option").evaluateAll((o) => o.map((x) => x.value)), games);
    await page.selectOption("#game", "rebelprincess");
    await page.selectOption("#variant", "deluxe");
    await page.selectOption("#players", "4");
    await page.locator("#locks input[value=players]").check();
    await page.check("input[name=load][value=visible]");
    const loader = await page.textContent("#snippet-loader");
    assert.match(loader, /<script src="http:\/\/127\.0\.0\.1:\d+\/embed\.js" async><\/script>/);
    assert.match(loader, /<div data-parlour-game="rebelprincess" data-players="4" data-variant="deluxe" data-lock="players" data-ratio="16\/10" data-load="visible"><\/div>/);
    const frame = await page.textContent("#snippet-frame");
    assert.match(frame, /src="http:\/\/127\.0\.0\.1:\d+\/\?embed=1&amp;game=rebelprincess&amp;players=4&amp;variant=deluxe&amp;lock=players"/);
    // The preview is the loader's own: with data-load=visible it is
    // already the frame, with the builder's choices.
    const src = new URL(await page.locator("#preview iframe").getAttribute("src"));
    assert.equal(src.searchParams.get("lock"), "players");
    assert.equal(src.searchParams.get("variant"), "deluxe");
    await page.screenshot({ path: path.join(SHOTS, "embed-builder-1280.png"), fullPage: true });
  } finally {
    await ctx.close();
  }
});

test("every control of the embed builder has a name, and every choice reads as words", async () => {
  const { ctx, page } = await builder();
  try {
    // Each box is found by its name, as a screen reader finds it (issue
    // 38: the Size box had none).
    for (const name of ["Game", "Players", "Opponents", "Speed", "Language", "Size"]) {
      assert.equal(await page.getByRole("combobox", { name, exact: true }).count(), 1, `no box named ${name}`);
    }
    const unnamed = await page.evaluate(() => [...document.querySelectorAll("#form select, #form input")]
      .filter((el) => !el.labels.length && !el.getAttribute("aria-label") && !el.getAttribute("aria-labelledby"))
      .map((el) => el.id || el.name));
    assert.deepEqual(unnamed, [], "controls with no name");
    // The opponents are the levels the game offers, in words: not
    // "random", a bot for tests that the game ignores in a snippet.
    const bots = await page.locator("#bots option").evaluateAll((o) => o.map((x) => [x.value, x.textContent]));
    assert.ok(bots.length > 1, `opponents offered: ${JSON.stringify(bots)}`);
    for (const [value, words] of bots) {
      assert.notEqual(value, "random", "the builder offers the test bot");
      assert.ok(words !== value && !/^[a-z]+$/.test(words), `an opponent reads "${words}"`);
    }
  } finally {
    await ctx.close();
  }
});
