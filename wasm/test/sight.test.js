// Issue 31, settings for sight and motion: reduced motion, larger text and
// a high-contrast table. The browser's prefers-reduced-motion turns reduced
// motion on until the person chooses, on the accessible page, where the
// toggle reads as pressed (and access.test.js presses Larger text there).
// That each is a toggle in Settings, stored with the other settings and
// read again on the next visit, is tested natively
// (scenes/apptest/settings_test.go), and that under reduced motion no card
// moves through the air, though cards still show where they land at the
// table's pace (scenes/apptest/motion_test.go).
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { testPort, startServer, launch, open, waitFor, settled, still, tapTarget, atRest, screenshotNotBlank, SETTINGS } from "./harness.js";

const PORT = testPort(18260);
let server, browser;
before(async () => { server = await startServer(PORT); browser = await launch(); });
after(async () => { await browser?.close(); server?.kill(); });

const stored = async (page) => JSON.parse((await page.evaluate((k) => localStorage.getItem(k), SETTINGS)) || "{}");

// pressAccess focuses a control of the accessible page and presses Enter.
async function pressAccess(page, name, within = page) {
  const el = within.getByRole("button", { name, exact: true });
  assert.equal(await el.count(), 1, `one button named "${name}"`);
  await el.focus();
  await page.keyboard.press("Enter");
  return settled(page);
}

test("prefers-reduced-motion turns reduced motion on for a fresh profile, until the person chooses", async () => {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 720 }, reducedMotion: "reduce" });
  const page = await ctx.newPage();
  await page.goto(`http://127.0.0.1:${PORT}/`);
  let s = await waitFor(page, (x) => x.scene === "title" && x.frames > 10, "the title");
  assert.equal(s.reduced_motion, true, "on by default when the browser prefers reduced motion");
  assert.equal((await stored(page)).motion, undefined, "nothing is stored: the device decides until the person chooses");
  s = await pressAccess(page, "Settings");
  const group = page.getByRole("group", { name: "Sight and motion", exact: true });
  assert.equal(await group.getByRole("button").count(), 3, "the three toggles are one group");
  assert.equal(await group.getByRole("button", { name: "Less motion", pressed: true }).count(), 1, "Less motion reads as pressed");
  s = await pressAccess(page, "Less motion", group);
  assert.equal(s.reduced_motion, false, "the person turned it off");
  await page.reload();
  s = await waitFor(page, (x) => x.scene === "title" && x.frames > 10, "the title after a reload");
  assert.equal(s.reduced_motion, false, "the person's choice holds over the browser's preference");
  await ctx.close();

  // A browser with no preference: off.
  const plain = await browser.newContext({ viewport: { width: 1280, height: 720 }, reducedMotion: "no-preference" });
  const p2 = await plain.newPage();
  await p2.goto(`http://127.0.0.1:${PORT}/`);
  s = await waitFor(p2, (x) => x.scene === "title" && x.frames > 10, "the title");
  assert.equal(s.reduced_motion, false);
  await plain.close();
});


// Screenshots to look at, and what only the canvas shows: Love Letter and
// Three Parts at their first decision with larger text on a desktop, and
// Love Letter on a phone with high contrast. Nothing but a seat's name may
// be cut short. Larger text on a 360×640 phone is checked natively for every
// game (TestEveryScreensWordsFitInEnglishAt360x640WithLargerText); high
// contrast changes colours and line widths, not where words go, so its
// words fit wherever the plain table's do (the native fit tests).
const LARGE = ["large-text", { text: "large" }];
const HIGH = ["high-contrast", { contrast: "high" }];
for (const [game, players, viewport, [what, extra]] of [
  ["loveletter", 4, { width: 1280, height: 720 }, LARGE],
  ["threeparts", 4, { width: 1280, height: 720 }, LARGE],
  ["loveletter", 4, { width: 360, height: 640 }, HIGH],
]) {
  const size = `${viewport.width}x${viewport.height}`;
  test(`${game} at ${size} with ${what}`, async () => {
    const touch = viewport.width < 500;
    const { ctx, page, tap } = await open(browser, PORT, { viewport, touch, query: `?game=${game}&players=${players}&seed=3&speed=instant`, settings: { speed: "auto", sound: true, language: "en", ...extra } });
    await waitFor(page, (s) => s.scene === "setup", "the setup");
    await tapTarget(page, tap, "start");
    await waitFor(page, (s) => s.scene === "table" && atRest(s), "the person's first decision", 120000);
    const s = await still(page);
    assert.equal(s.large_text, !!extra.text);
    assert.equal(s.high_contrast, !!extra.contrast);
    const names = new Set(s.table.seats.map((x) => x.name));
    assert.deepEqual((s.clipped || []).filter((w) => !names.has(w)), [], "cut short with an ellipsis");
    assert.ok(s.smallest_text && s.smallest_text.css >= 10, `"${s.smallest_text?.words}" at ${s.smallest_text?.css} CSS px`);
    await screenshotNotBlank(page, `sight-${game}-${size}-${what}.png`);
    await ctx.close();
  });
}
