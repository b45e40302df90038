// Issue 31, settings for sight and motion: reduced motion, larger text and
// a high-contrast table. Each is a toggle in Settings (on the canvas and on
// the accessible page, where it reads as pressed), is stored with the other
// settings and comes back after a reload; the browser's
// prefers-reduced-motion turns reduced motion on until the person chooses.
// That under reduced motion no card moves through the air, though cards
// still show where they land at the table's pace, is tested natively
// (scenes/apptest/motion_test.go).
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { testPort, startServer, launch, open, waitFor, settled, state, still, tapTarget, atRest, screenshotNotBlank, SETTINGS } from "./harness.js";

const PORT = testPort(18260);
let server, browser;
before(async () => { server = await startServer(PORT); browser = await launch(); });
after(async () => { await browser?.close(); server?.kill(); });

const stored = async (page) => JSON.parse((await page.evaluate((k) => localStorage.getItem(k), SETTINGS)) || "{}");
const sight = (s) => ({ motion: s.reduced_motion, text: s.large_text, contrast: s.high_contrast });

// pressAccess focuses a control of the accessible page and presses Enter.
async function pressAccess(page, name, within = page) {
  const el = within.getByRole("button", { name, exact: true });
  assert.equal(await el.count(), 1, `one button named "${name}"`);
  await el.focus();
  await page.keyboard.press("Enter");
  return settled(page);
}

test("each sight setting is a toggle in Settings, pressed on the accessible page, stored and restored after a reload", async () => {
  const { ctx, page, tap } = await open(browser, PORT);
  let s = await waitFor(page, (x) => x.scene === "title" && x.frames > 10, "the title");
  assert.deepEqual(sight(s), { motion: false, text: false, contrast: false }, "all three are off on a fresh profile");
  s = await pressAccess(page, "Settings");
  assert.equal(s.scene, "settings");
  const group = page.getByRole("group", { name: "Sight and motion", exact: true });
  assert.equal(await group.getByRole("button").count(), 3, "the three toggles are one group");
  assert.equal(await group.getByRole("button", { pressed: true }).count(), 0, "none reads as pressed while off");
  // By keyboard on the accessible page.
  for (const [name, key] of [["Less motion", "motion"], ["Larger text", "text"], ["High contrast", "contrast"]]) {
    s = await pressAccess(page, name, group);
    assert.equal(sight(s)[key], true, `${name} is on`);
    assert.equal(await group.getByRole("button", { name, pressed: true }).count(), 1, `${name} reads as pressed`);
  }
  assert.deepEqual(sight(s), { motion: true, text: true, contrast: true });
  await screenshotNotBlank(page, "sight-settings-1280x720-all-on.png");
  let st = await stored(page);
  assert.equal(st.motion, "reduced");
  assert.equal(st.text, "large");
  assert.equal(st.contrast, "high");
  assert.equal(st.speed, "auto", "the other settings are kept");

  await page.reload();
  s = await waitFor(page, (x) => x.scene === "title" && x.frames > 10, "the title after a reload");
  assert.deepEqual(sight(s), { motion: true, text: true, contrast: true }, "restored after a reload");

  // Off again on the canvas, by tapping.
  await tapTarget(page, tap, "settings");
  for (const name of ["sight-motion", "sight-text", "sight-contrast"]) s = await tapTarget(page, tap, name);
  assert.deepEqual(sight(s), { motion: false, text: false, contrast: false }, "each tap turns its setting off");
  st = await stored(page);
  assert.equal(st.motion, "full", "motion chosen full is stored as chosen");
  assert.ok(!st.text && !st.contrast, "text and contrast back at their defaults");
  await page.reload();
  s = await waitFor(page, (x) => x.scene === "title" && x.frames > 10, "the title after a second reload");
  assert.deepEqual(sight(s), { motion: false, text: false, contrast: false }, "off after a reload");
  await ctx.close();
});

test("prefers-reduced-motion turns reduced motion on for a fresh profile, until the person chooses", async () => {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 720 }, reducedMotion: "reduce" });
  const page = await ctx.newPage();
  await page.goto(`http://127.0.0.1:${PORT}/`);
  let s = await waitFor(page, (x) => x.scene === "title" && x.frames > 10, "the title");
  assert.equal(s.reduced_motion, true, "on by default when the browser prefers reduced motion");
  assert.equal((await stored(page)).motion, undefined, "nothing is stored: the device decides until the person chooses");
  s = await pressAccess(page, "Settings");
  const group = page.getByRole("group", { name: "Sight and motion", exact: true });
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


// Screenshots to look at: Love Letter and Three Parts at their first
// decision, with larger text and with high contrast, on a desktop and a
// phone. Nothing but a seat's name may be cut short.
for (const [game, players] of [["loveletter", 4], ["threeparts", 4]]) {
  for (const viewport of [{ width: 1280, height: 720 }, { width: 360, height: 640 }]) {
    for (const [what, extra] of [["large-text", { text: "large" }], ["high-contrast", { contrast: "high" }]]) {
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
  }
}
