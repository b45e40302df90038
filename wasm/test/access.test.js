// Issue 31: the game on the accessible page beside the canvas. Controls are
// found by role and name (Playwright's getByRole, as a screen reader finds
// them) and used by focusing them and pressing Enter, never by canvas
// coordinates.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { testPort, startServer, launch, open, waitFor, settled, state, screenshotNotBlank } from "./harness.js";

const PORT = testPort(18250);
let server, browser;
before(async () => { server = await startServer(PORT); browser = await launch(); });
after(async () => { await browser?.close(); server?.kill(); });

// press focuses a control found by role and name and presses Enter on it.
async function press(page, role, name, within = page) {
  const el = within.getByRole(role, { name, exact: true });
  assert.equal(await el.count(), 1, `one ${role} named "${name}", found ${await el.count()}: ${await names(page)}`);
  await el.focus();
  await page.keyboard.press("Enter");
  return settled(page);
}

// names lists the accessible page's buttons, for messages.
const names = (page) => page.evaluate(() => [...document.querySelectorAll("#parlour-access button")].map((b) => b.textContent).join(" | "));

// A button named as its target is a button nobody gave words ("speed-auto").
async function everyButtonHasWords(page, what) {
  const all = await page.evaluate(() => [...document.querySelectorAll("#parlour-access button")].map((b) => b.textContent));
  assert.ok(all.length > 0, `${what}: no buttons on the accessible page`);
  for (const n of all) assert.ok(n.trim() !== "" && !/^[a-z]+(-[a-z0-9]+)+$/.test(n), `${what}: a button is named "${n}"`);
}

test("the title, settings, rules, statistics and a game's setup work through the accessible page alone", async () => {
  const { ctx, page } = await open(browser, PORT, { viewport: { width: 1280, height: 720 } });
  let s = await waitFor(page, (x) => x.scene === "title" && x.frames > 30, "the title");
  await settled(page);
  await everyButtonHasWords(page, "the title");
  assert.equal(await page.getByRole("region", { name: "Parlour" }).count(), 1, "the title is a region named Parlour");
  for (const game of ["Love Letter", "Mascarade", "Rebel Princess", "Three Parts"]) assert.equal(await page.getByRole("button", { name: game, exact: true }).count(), 1, `no button for ${game}`);

  s = await press(page, "button", "Settings");
  assert.equal(s.scene, "settings", "Settings opened from the accessible page");
  await everyButtonHasWords(page, "the settings");
  const speed = page.getByRole("group", { name: "Animation speed" });
  assert.equal(await speed.getByRole("button").count(), 5, "the speeds are one group");
  s = await press(page, "button", "Slow", speed);
  assert.equal(s.speed, "slow", "Slow chosen from the accessible page");
  assert.equal(await speed.getByRole("button", { name: "Slow", pressed: true }).count(), 1, "the chosen speed reads as pressed");
  await press(page, "button", "Back");

  s = await press(page, "button", "Rules");
  assert.equal(s.scene, "rules");
  await everyButtonHasWords(page, "the rules");
  const text = await page.evaluate(() => document.querySelector("#parlour-access").textContent);
  assert.match(text, /Love Letter/, "the rules' words are on the page");
  assert.ok(text.length > 400, `the rules page reads only ${text.length} characters`);
  await press(page, "button", "Back");

  s = await press(page, "button", "Statistics");
  assert.equal(s.scene, "stats");
  const stats = await page.evaluate(() => document.querySelector("#parlour-access").textContent);
  assert.match(stats, /Mascarade, 0 played, 0 won/i, "each game's record is read as a line");
  await press(page, "button", "Back");

  s = await press(page, "button", "Love Letter");
  assert.equal(s.scene, "setup", "a game's setup opened from the accessible page");
  await everyButtonHasWords(page, "Love Letter's setup");
  const players = page.getByRole("group", { name: "Players" });
  s = await press(page, "button", "3", players);
  assert.equal(s.setup.players, 3, "three players chosen from the accessible page");
  assert.equal(await players.getByRole("button", { name: "3", pressed: true }).count(), 1);
  s = await press(page, "button", "Start");
  await waitFor(page, (x) => x.scene === "table", "the table, started from the accessible page");
  await ctx.close();
});

// A look at the accessible page drawn over the canvas (?a11y=show).
test("the accessible page can be shown over the canvas for a look", async () => {
  const { ctx, page } = await open(browser, PORT, { viewport: { width: 1280, height: 720 }, query: "?a11y=show&game=mascarade&players=5" });
  await waitFor(page, (x) => x.scene === "setup", "the setup");
  await settled(page);
  await screenshotNotBlank(page, "access-shown-setup-1280x720.png");
  await ctx.close();
});
