// No text on a phone is drawn under the readable size (style.ReadableCSS, 10
// CSS pixels): the game reports each frame's smallest text, counting the
// words inside cached card images each time they are shown (issue 19).
import { test, after } from "node:test";
import assert from "node:assert/strict";
import { testPort, startServer, launch, open, waitFor, tapTarget, makeMoves, atRest, settled, state, screenshotNotBlank, publishedGames } from "./harness.js";

const PORT = testPort(18140);
const READABLE = 10;
// The server and the browser start as the file loads: the games to look at
// are the build's own (parlourState().games), read before the tests are named.
const server = await startServer(PORT);
const browser = await launch();
after(async () => { await browser?.close(); server?.kill(); });
const GAMES = await publishedGames(browser, PORT);

// TABLES is the table each game is read at, where it is not four players
// and seed 1: Mascarade's largest (13 players on a phone), and the deals
// whose first decision is the person's.
const TABLES = { loveletter: { players: 4, seed: 29 }, mascarade: { players: 13, seed: 4 }, rebelprincess: { players: 4, seed: 5 } };
// MOVES are the games whose first two moves are read too (the others' first
// decisions take several taps each; their own files play them).
const MOVES = ["loveletter", "mascarade"];

// readable checks the smallest text of the frames drawn after the screen settled.
async function readable(page, what) {
  await settled(page);
  const s = await settled(page);
  const t = s.smallest_text;
  assert.ok(t, `${what}: the frame reports no text at all`);
  assert.ok(t.css >= READABLE, `${what}: "${t.words}" is drawn at ${t.css} CSS pixels, under ${READABLE}`);
  // Every screen that stays up is drawn from cached images and quads: a
  // vector path drawn straight onto the screen each frame costs a software
  // renderer a large part of its frame (render/paths.go).
  assert.equal(s.uncached_paths, 0, `${what}: ${s.uncached_paths} vector paths drawn onto the screen every frame`);
}

for (const viewport of [{ width: 360, height: 640 }, { width: 390, height: 844 }]) {
  const size = `${viewport.width}×${viewport.height}`;
  test(`menus at ${size}: title, settings and every game's rules are readable`, async () => {
    const { ctx, page, tap } = await open(browser, PORT, { viewport, touch: true });
    await waitFor(page, (s) => s.scene === "title" && s.frames > 30, "the title with its cards dealt");
    await readable(page, "the title");
    await tapTarget(page, tap, "settings");
    await readable(page, "the settings");
    await tapTarget(page, tap, "lang-uk");
    await readable(page, "the settings in Ukrainian");
    await tapTarget(page, tap, "lang-en");
    await tapTarget(page, tap, "back");
    await tapTarget(page, tap, "rules");
    for (const game of GAMES) {
      await tapTarget(page, tap, `rules-game-${game}`);
      const s = await state(page);
      for (let i = 0; s.targets[`rules-page-${i}`]; i++) {
        await tapTarget(page, tap, `rules-page-${i}`);
        await readable(page, `${game}'s rules page ${i}`);
        await screenshotNotBlank(page, `rules-${game}-${i}-${size}.png`);
      }
    }
    await ctx.close();
  });

  for (const game of GAMES) {
    const { players, seed } = { players: 4, seed: 1, ...TABLES[game] };
    test(`${game} at ${size} with ${players} players: setup and table are readable (pinned deal)`, async () => {
      const { ctx, page, tap } = await open(browser, PORT, { viewport, touch: true, query: `?game=${game}&players=${players}&seed=${seed}&speed=instant` });
      await waitFor(page, (s) => s.scene === "setup", "the setup");
      await readable(page, "the setup");
      await tapTarget(page, tap, "start");
      await waitFor(page, (s) => s.scene === "table" && atRest(s), "the person's first decision", 120000);
      await readable(page, "the table at the first decision");
      if (MOVES.includes(game)) {
        await makeMoves(page, tap, 2);
        await readable(page, "the table after two moves");
      }
      await ctx.close();
    });
  }
}

// Issue 29: the tracker's heading ran past its panel in Ukrainian and
// Russian ("Карты, которых вы ещё не видели"). It is fitted to its room, in
// the side panel on a wide screen and in the drawer on a phone.
test("the tracker's heading fits its panel in every language, wide and in a phone's drawer", async () => {
  // Russian and Ukrainian have the longest headings (Polish and English fit
  // with room to spare).
  for (const lang of ["ru", "uk"]) {
    for (const viewport of [{ width: 1280, height: 720 }, { width: 360, height: 640 }]) {
      const what = `${lang} ${viewport.width}x${viewport.height}`;
      const { ctx, page, tap } = await open(browser, PORT, { viewport, query: `?game=loveletter&players=3&seed=3&speed=fast&lang=${lang}` });
      await tapTarget(page, tap, "start");
      let s = await waitFor(page, (x) => x.scene === "table" && x.table.prompt, `${what}: the person's turn`);
      if (!s.table.wide) s = await tapTarget(page, tap, "log");
      s = await waitFor(page, (x) => x.table && x.table.tracker_head, `${what}: the tracker drawn`);
      const h = s.table.tracker_head;
      assert.ok(h.width <= h.room + 0.5, `${what}: "${h.text}" is ${h.width.toFixed(1)} px wide in ${h.room.toFixed(1)} px`);
      if (lang === "ru") await screenshotNotBlank(page, `tracker-head-${what.replace(" ", "-")}.png`);
      await ctx.close();
    }
  }
});
