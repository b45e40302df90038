// Issue 29: every catalog string fits where it is drawn, in every language
// and at each size. The game reports each frame's smallest text (counting
// words inside cached images each time they are shown) and every text it cut
// short with an ellipsis; on the title, the settings, the statistics, each
// game's rules, setup and table at its first decision, no text may be drawn
// under the readable size and nothing may be cut but a seat's name (a name
// a person typed may be long). Ukrainian and Russian have the longest words.
import { before, after } from "node:test";
import assert from "node:assert/strict";
import { testPort, startServer, launch, open, waitFor, tapTarget, atRest, settled, state, screenshotNotBlank, longTest } from "./harness.js";

const PORT = testPort(18240);
const READABLE = 10;
let server, browser;
// Every test here is a long one: make test, which skips them, starts no
// server and no browser for this file.
before(async () => {
  if (process.env.PARLOUR_LONG_TESTS === "skip") return;
  server = await startServer(PORT);
  browser = await launch();
});
after(async () => { await browser?.close(); server?.kill(); });

// fits checks the frames drawn after the screen settled.
async function fits(page, what) {
  await settled(page);
  const s = await settled(page);
  const t = s.smallest_text;
  assert.ok(t, `${what}: the frame reports no text at all`);
  assert.ok(t.css >= READABLE, `${what}: "${t.words}" is drawn at ${t.css} CSS pixels, under ${READABLE}`);
  const names = new Set(((s.table && s.table.seats) || []).map((x) => x.name));
  const cut = (s.clipped || []).filter((w) => !names.has(w));
  assert.deepEqual(cut, [], `${what}: cut short with an ellipsis`);
  return s;
}

// Pinned deals: each game's first decision at a table of several players.
const TABLES = [["loveletter", 4, 3], ["mascarade", 6, 3], ["rebelprincess", 4, 3], ["threeparts", 4, 3]];

// fitTest checks every screen in lang at viewport, with the settings
// given stored first (larger text: issue 31).
function fitTest(lang, viewport, settings) {
  const size = `${viewport.width}x${viewport.height}` + (settings ? `-${Object.values(settings).join("-")}` : "");
  const touch = viewport.width < 500;
  return async () => {
    {
      const { ctx, page, tap } = await open(browser, PORT, { viewport, touch, query: `?lang=${lang}`, settings });
      await waitFor(page, (s) => s.scene === "title" && s.frames > 30, "the title with its cards dealt");
      await fits(page, `${lang} ${size} title`);
      await tapTarget(page, tap, "settings");
      await fits(page, `${lang} ${size} settings`);
      await tapTarget(page, tap, "back");
      await tapTarget(page, tap, "stats");
      await fits(page, `${lang} ${size} statistics`);
      await tapTarget(page, tap, "back");
      await tapTarget(page, tap, "rules");
      const games = (await state(page)).games || TABLES.map(([g]) => g);
      for (const game of games) {
        await tapTarget(page, tap, `rules-game-${game}`);
        await fits(page, `${lang} ${size} ${game}'s rules`);
      }
      await ctx.close();
    }
    for (const [game, players, seed] of TABLES) {
      const { ctx, page, tap } = await open(browser, PORT, { viewport, touch, query: `?game=${game}&players=${players}&seed=${seed}&speed=instant&lang=${lang}`, settings });
      await waitFor(page, (s) => s.scene === "setup", "the setup");
      await fits(page, `${lang} ${size} ${game} setup`);
      await tapTarget(page, tap, "start");
      await waitFor(page, (s) => s.scene === "table" && atRest(s), "the person's first decision", 120000);
      await fits(page, `${lang} ${size} ${game} table`);
      await screenshotNotBlank(page, `fit-${game}-${lang}-${size}.png`);
      await ctx.close();
    }
  };
}

// make test reads the longest words on the smallest phone and on the
// desktop (Ukrainian at 360×640, Russian at 1280×720) and English at 360×640
// with larger text natively, on the same deals (scenes/menus/fit_test.go);
// make browser-long reads every other language and size here.
const LARGE = { speed: "auto", sound: true, language: "en", text: "large" };
for (const lang of ["uk", "ru", "pl"]) {
  longTest(`every screen's words fit in ${lang} at 360×640 with larger text`, fitTest(lang, { width: 360, height: 640 }, { ...LARGE, language: lang }));
}
longTest("every screen's words fit in English at 1280×720 with larger text", fitTest("en", { width: 1280, height: 720 }, LARGE));
for (const lang of ["en", "pl", "ru", "uk"]) {
  for (const viewport of [{ width: 360, height: 640 }, { width: 390, height: 844 }, { width: 1280, height: 720 }]) {
    if ((lang === "uk" && viewport.width === 360) || (lang === "ru" && viewport.width === 1280)) continue;
    longTest(`every screen's words fit in ${lang} at ${viewport.width}×${viewport.height}`, fitTest(lang, viewport));
  }
}
