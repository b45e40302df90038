// The site under a strict Content-Security-Policy, as a careful host or a
// club's site serves it (issue 37): no inline script or style, no eval, no
// blob: script. The game's page, its embed frame and the embed builder must
// start and play under it, saving as usual, and break none of its rules:
// no page may report a violation (a securitypolicyviolation event, or the
// console's "Content Security Policy" line) nor raise an uncaught error.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { testPort, startServer, launch, waitFor, tapTarget, mouseTapper, makeMoves, screenshotNotBlank } from "./harness.js";

const PORT = testPort(18300);
const POLICY = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data: blob:";
let server, browser;
// PARLOUR_WEB_DIR serves another build than build/web (an older one, to see
// this test fail on it).
before(async () => { server = await startServer(PORT, process.env.PARLOUR_WEB_DIR || "build/web", "127.0.0.1", { csp: POLICY }); browser = await launch(); });
after(async () => { await browser?.close(); server?.kill(); });

// openStrict opens path under the policy and records, in every frame, what
// the policy refused and what was thrown.
async function openStrict(path, viewport = { width: 1280, height: 720 }) {
  const ctx = await browser.newContext({ viewport });
  // An init script runs before the page's own, in every frame, and is not
  // subject to the page's policy.
  await ctx.addInitScript(() => {
    window.parlourRefused = [];
    document.addEventListener("securitypolicyviolation", (e) => window.parlourRefused.push(`${e.violatedDirective}: ${e.blockedURI} (${e.sourceFile}:${e.lineNumber})`));
  });
  const page = await ctx.newPage();
  page.refused = [];
  // Chromium's own words ("Refused to load …", "… violates the following
  // Content Security Policy directive"), not the game's, which says that
  // sound is off under a policy without blob: script.
  page.on("console", (m) => { if (/Refused to|Content Security Policy/.test(m.text())) page.refused.push(`console: ${m.text()}`); });
  page.on("pageerror", (e) => page.refused.push(`uncaught: ${e.message}`));
  const resp = await page.goto(`http://127.0.0.1:${PORT}/${path}`);
  assert.equal(resp.headers()["content-security-policy"], POLICY, "the page is not served under the policy");
  return { ctx, page, tap: mouseTapper(page) };
}

// refused is everything the policy refused, or that was thrown, on the page
// and in its frames.
async function refused(page) {
  const all = [...page.refused];
  for (const f of page.frames()) all.push(...(await f.evaluate(() => window.parlourRefused || []).catch(() => [])));
  return all;
}

test("the detector sees what the policy refuses (an inline style set as markup)", async () => {
  const { ctx, page } = await openStrict("embed.html");
  await page.evaluate(() => { document.body.insertAdjacentHTML("beforeend", '<i style="color:red">x</i>'); });
  await page.waitForFunction(() => window.parlourRefused.length > 0, null, { timeout: 5000 });
  assert.match((await refused(page)).join("\n"), /style-src/);
  await ctx.close();
});

test("the title draws at 1280×720 and 390×844, and a game plays and saves", async () => {
  for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 720 }]) {
    const { ctx, page, tap } = await openStrict("", viewport);
    await waitFor(page, (s) => s.scene === "title", "the title");
    await page.waitForFunction(() => !document.getElementById("loader"), null, { timeout: 30000 });
    await screenshotNotBlank(page, `csp-title-${viewport.width}x${viewport.height}.png`);
    if (viewport.width === 1280) {
      await page.goto(`http://127.0.0.1:${PORT}/?game=loveletter&players=3&speed=fast`);
      const setup = await waitFor(page, (s) => s.scene === "setup", "the setup");
      assert.equal(setup.storage, 0, `storage works under the policy (notice: ${setup.notice})`);
      await tapTarget(page, tap, "start");
      await waitFor(page, (s) => s.scene === "table", "the table");
      await makeMoves(page, tap, 1);
      await screenshotNotBlank(page, "csp-table-1280x720.png");
      await page.reload();
      const again = await waitFor(page, (s) => s.scene === "title" && s.targets, "the title after a reload");
      assert.ok(again.targets.continue, "the game was saved: Continue is offered");
    }
    assert.deepEqual(await refused(page), [], "the policy refused something, or an error was thrown");
    await ctx.close();
  }
});

test("the embed builder loads, and its preview's Play starts the game in a frame", async () => {
  const { ctx, page } = await openStrict("embed.html?game=threeparts");
  await page.getByRole("button", { name: /^Play / }).click();
  const iframe = await page.waitForSelector("#preview iframe");
  const frame = await iframe.contentFrame();
  // The frame is in the page before it has navigated (about:blank under load).
  await frame.waitForURL(/[?&]embed=1&game=threeparts/, { timeout: 30000 });
  assert.match(frame.url(), /[?&]embed=1&game=threeparts/);
  await waitFor(frame, (s) => s.scene === "setup", "the embedded game's setup");
  const box = await iframe.boundingBox();
  await frame.waitForFunction(() => !document.getElementById("loader"), null, { timeout: 30000 });
  await screenshotNotBlank(page, "csp-embed-frame.png", { clip: box });
  assert.deepEqual(await refused(page), [], "the policy refused something, or an error was thrown");
  await ctx.close();
});
