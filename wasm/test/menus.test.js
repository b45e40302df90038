// The menus, from every game's metadata: the rules and statistics on a
// phone, taps on a HiDPI screen, seat names and save codes through the
// page's own dialog, URL parameters that warn about what they ignore, and
// the accessible page's focus in a setup that scrolls. What the app
// computes of the menus is checked natively: the keyboard's focus, what
// the setup remembers, Settings' Auto, the rules from a table
// (scenes/menus/keyboard_test.go); typed names (names_test.go); save codes
// (savecode_test.go); settings stored and the URL's never, the table's
// menu, touch targets on a 360-pixel phone
// (scenes/apptest/settings_test.go, tablemenu_test.go); a language chosen
// mid-game (scenes/apptest/relog_test.go, language_test.go).
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { testPort, startServer, launch, open, waitFor, tapTarget, screenshotNotBlank, state } from "./harness.js";

const PORT = testPort(18082);
let server, browser;
before(async () => { server = await startServer(PORT); browser = await launch(); });
after(async () => { await browser?.close(); server?.kill(); });

// answerNextDialog answers the next prompt() with text (or dismisses it with
// null) and resolves to the text the game offered in it.
function answerNextDialog(page, text) {
  return new Promise((resolve) => page.once("dialog", async (d) => {
    const offered = d.defaultValue();
    if (text === null) await d.dismiss(); else await d.accept(text);
    resolve(offered);
  }));
}

test("the rules reference and statistics read on a phone", async () => {
  const { ctx, page, tap } = await open(browser, PORT, { viewport: { width: 390, height: 844 }, touch: true });
  await tapTarget(page, tap, "rules");
  await waitFor(page, (s) => s.scene === "rules", "rules");
  await screenshotNotBlank(page, "rules-390x844.png");
  await tapTarget(page, tap, "rules-page-1");
  await screenshotNotBlank(page, "rules-cards-390x844.png");
  await tapTarget(page, tap, "back");
  await tapTarget(page, tap, "stats");
  await waitFor(page, (s) => s.scene === "stats", "statistics");
  await screenshotNotBlank(page, "stats-390x844.png");
  await tapTarget(page, tap, "back");
  await tapTarget(page, tap, "settings");
  await waitFor(page, (s) => s.scene === "settings", "settings");
  await screenshotNotBlank(page, "settings-390x844.png");
  await ctx.close();
});

test("on a HiDPI screen (device pixel ratio 2) taps land where they are drawn", async () => {
  const { ctx, page, tap } = await open(browser, PORT, { viewport: { width: 800, height: 600 }, scale: 2 });
  await tapTarget(page, tap, "settings");
  await waitFor(page, (s) => s.scene === "settings", "settings");
  await tapTarget(page, tap, "speed-instant");
  assert.equal((await state(page)).speed, "instant");
  const size = await page.evaluate(() => { const c = document.querySelector("canvas"); return [c.width, c.height]; });
  assert.deepEqual(size, [1600, 1200], "the canvas is drawn at device resolution");
  await screenshotNotBlank(page, "settings-800x600@2x.png");
  await ctx.close();
});

// A seat's name and a save code go through the page's own dialog (a
// canvas has no text field): it offers the seat's name, or the code to
// copy, and its answer is taken (a code cut short is refused, its details
// in the console). What the app makes of them is checked natively: a
// typed name (cleaned, composed, shortened and said so, refused naming
// the character, remembered, at the table) in scenes/menus/names_test.go;
// a code pasted back, damaged, or with a game or statistics of its own in
// scenes/menus/savecode_test.go.
test("a seat's name and a save code go through the page's own dialog", async () => {
  const { ctx, page, tap } = await open(browser, PORT, { viewport: { width: 390, height: 844 }, touch: true, query: "?game=loveletter&players=3" });
  const asked = answerNextDialog(page, "  Zoë   Kowalska-Nowak  ");
  await tapTarget(page, tap, "name-2");
  assert.equal(await asked, "Basil", "the dialog offers the current name");
  const again = answerNextDialog(page, null);
  await tapTarget(page, tap, "name-2");
  assert.equal(await again, "Zoë Kowalska-N", "the typed name is not the seat's");

  await tapTarget(page, tap, "back");
  await tapTarget(page, tap, "settings");
  const offered = answerNextDialog(page, null);
  await tapTarget(page, tap, "export");
  const code = await offered;
  assert.match(code, /^parlour2-[A-Za-z0-9_-]+$/);
  const bad = answerNextDialog(page, code.slice(0, -2));
  await tapTarget(page, tap, "import");
  await bad;
  await waitFor(page, (s) => s.notice && s.notice.startsWith("Nothing changed"), "the refusal of the code pasted cut short");
  assert.ok(page.warnings.some((w) => /save code/.test(w)), "the details go to the console");
  await ctx.close();
});

test("setup offers only the bot levels that play, and the URL warns about what it ignores", async () => {
  const { ctx, page } = await open(browser, PORT, { query: "?game=loveletter&players=9&bots=expert&colour=red" });
  const s = await waitFor(page, (s) => s.scene === "setup", "setup from the URL");
  assert.ok(!s.setup.offered_bots.includes("random"), "the random bot is for tests only");
  assert.ok(s.setup.offered_bots.includes("clever"));
  for (const b of ["clever", "beginner", "expert"]) {
    assert.equal(!!s.targets[`bots-${b}`], s.setup.offered_bots.length > 1 && s.setup.offered_bots.includes(b));
  }
  for (const w of [/players="9"/, /colour/]) assert.ok(page.warnings.some((x) => w.test(x)), `no warning matching ${w}: ${page.warnings}`);
  assert.ok(s.setup.players >= 2 && s.setup.players <= 6);
  await ctx.close();
});

// Issue 38: a setup's choices scrolled out of view were missing from the
// accessible page and out of reach of its focus (Mascarade at 5 players,
// 1280×720: Dmitri appeared only after a mouse-wheel scroll). The page's
// own focus, as a screen reader moves it, on a seat out of view scrolls it
// into view. (That every seat is on the page and in reach of Tab and the
// arrows, which scroll it into view, is checked natively:
// scenes/menus/keyboard_test.go.)
test("the accessible page's focus on a seat out of view scrolls it into view", async () => {
  const { ctx, page } = await open(browser, PORT, { query: "?game=mascarade&players=5" });
  const inView = (s, name) => {
    const r = s.targets[name], start = s.targets.start, back = s.targets.back;
    return !!r && r.Y >= back.Y + back.H && r.Y + r.H <= start.Y;
  };
  const s = await waitFor(page, (x) => x.scene === "setup" && x.frames > 5, "the setup");
  assert.ok(!inView(s, "person-4") && s.out_of_view.includes("person-4"), "the fifth seat shows without scrolling: the test needs a setup that scrolls");
  await page.getByRole("group", { name: "People at this device", exact: true }).getByRole("button", { name: "Dmitri" }).focus();
  await waitFor(page, (x) => x.focus === "person-4" && inView(x, "person-4"), "the page's focus on Dmitri scrolled into view");
  await ctx.close();
});
