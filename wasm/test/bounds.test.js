// Inputs that must be bounded (issue 28), as a page meets them: a host that
// serves the game under a strict Content-Security-Policy, one that allows no
// blob: script. Ebitengine's audio (oto) loads its AudioWorklet from a blob:
// URL; under such a policy the game must say that sound is off, once, and
// raise no uncaught error, and the game must play on without sound.
//
// The page is served by build/serve as every test's; the policy is added to
// the page's response here (page.route), so that the same server serves the
// page without it too. The page has no inline script or style; WebAssembly
// is allowed by 'wasm-unsafe-eval'. Set PARLOUR_WEB_DIR to serve another
// build than build/web.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { testPort, startServer, launch, waitFor, tapTarget, mouseTapper, settled, state, atRest } from "./harness.js";

const PORT = testPort(18150);
let server, browser;
before(async () => { server = await startServer(PORT, process.env.PARLOUR_WEB_DIR || "build/web"); browser = await launch(); });
after(async () => { await browser?.close(); server?.kill(); });

// strictPolicy is a policy for the page: scripts, styles and workers from
// the site, WebAssembly; no inline script or style, no blob:, no eval.
const strictPolicy = () => "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; worker-src 'self'; img-src 'self' data:";

// openPage opens the game at query, under policy(html) when given. The
// service worker is blocked so that every load of the page passes through
// the route that adds the policy.
async function openPage(query, policy) {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 720 }, serviceWorkers: "block" });
  // Count the audio contexts the page makes (an init script is not
  // subject to the page's policy).
  await ctx.addInitScript(() => {
    window.parlourAudioContexts = 0;
    const Base = window.AudioContext;
    if (Base) window.AudioContext = class extends Base { constructor(...args) { super(...args); window.parlourAudioContexts++; } };
  });
  const page = await ctx.newPage();
  page.errors = [];
  page.console = [];
  page.on("pageerror", (e) => page.errors.push(e.message));
  page.on("console", (m) => page.console.push(`${m.type()}: ${m.text()}`));
  if (policy) {
    await page.route((u) => u.pathname === "/" || u.pathname === "/index.html", async (route) => {
      const resp = await route.fetch();
      const html = await resp.text();
      const headers = { ...resp.headers(), "content-security-policy": policy(html) };
      delete headers["content-encoding"];
      delete headers["content-length"];
      await route.fulfill({ status: resp.status(), headers, body: html });
    });
  }
  await page.goto(`http://127.0.0.1:${PORT}/${query}`);
  await waitFor(page, (s) => s.scene, "the game to start");
  return { ctx, page, tap: mouseTapper(page) };
}

// startTable taps Start on the setup the query opened and waits for the
// table: taps prepare the sound, and the deal plays its effects. It returns
// once the browser has answered the audio check and the deal has played
// (its sounds with it), and sixty more updates have run: time for a second
// warning or an uncaught error to show.
async function startTable(page, tap) {
  await waitFor(page, (s) => s.scene === "setup", "setup");
  await tapTarget(page, tap, "start");
  await waitFor(page, (s) => s.scene === "table" && s.table, "the table");
  // A tap on the felt: the sound is prepared at a tap, and the audio would
  // start at a gesture.
  await page.mouse.click(640, 40);
  await settled(page);
  await page.waitForFunction(() => window.parlourAudioCheck !== undefined, null, { timeout: 30000 });
  const s = await waitFor(page, atRest, "the deal played out");
  await waitFor(page, (x) => x.frames > s.frames + 60, "sixty more updates");
}

const QUERY = "?game=loveletter&players=2&seed=27&speed=fast";

test("under a policy that refuses blob: scripts, sound is off, said once, with no uncaught error", async () => {
  const { ctx, page, tap } = await openPage(QUERY, strictPolicy);
  // The policy is in force: a blob: worker is refused (Chromium says so
  // with the worker's error event, not by throwing).
  const blocked = await page.evaluate(() => new Promise((done) => {
    try {
      const w = new Worker(URL.createObjectURL(new Blob(["postMessage(1)"], { type: "text/javascript" })));
      w.onerror = () => done(true);
      w.onmessage = () => done(false);
    } catch { done(true); }
  }));
  assert.ok(blocked, "the page's policy lets a blob: worker start: the test does not test a strict policy");
  await startTable(page, tap);
  assert.deepEqual(page.errors, [], "uncaught errors");
  const said = page.console.filter((m) => /parlour: sound unavailable: /.test(m));
  assert.equal(said.length, 1, `the console says sound is off once: ${JSON.stringify(page.console)}`);
  const check = await page.evaluate(() => window.parlourAudioCheck);
  assert.match(String(check), /^refused: /, `the audio check: ${check}`);
  assert.equal(await page.evaluate(() => window.parlourAudioContexts), 0, "an audio context was made all the same");
  // The game plays on: the table still answers.
  const s = await state(page);
  assert.equal(s.scene, "table");
  await ctx.close();
});

test("the notice says sound is off under such a policy", async () => {
  const { ctx, page } = await openPage(QUERY, strictPolicy);
  await waitFor(page, (s) => s.notice && /Sound is off/.test(s.notice), "a notice that sound is off", 10000);
  await ctx.close();
});

test("without such a policy the audio check passes and nothing is said", async () => {
  const { ctx, page, tap } = await openPage(QUERY, null);
  await startTable(page, tap);
  const check = await page.evaluate(() => window.parlourAudioCheck);
  assert.equal(check, "ok");
  assert.equal(await page.evaluate(() => window.parlourAudioContexts), 1, "the sound's audio context");
  assert.deepEqual(page.console.filter((m) => /sound unavailable/.test(m)), []);
  assert.deepEqual(page.errors, [], "uncaught errors");
  await ctx.close();
});
