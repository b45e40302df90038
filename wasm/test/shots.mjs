// The look, shot (make shots; not part of make test): the title and every
// game's table at its first decision, at the four sizes a closing note shows
// (1280×720, 1920×1080, 390×844, 360×640), into <out>/<game>-<size>.png. The
// same seeds every time, so two builds (before and after a change) can be
// compared picture by picture.
//
//   CHROMIUM=/usr/bin/chromium node shots.mjs [site dir] [out dir]
//
// ONLY=rebelprincess,1280 shoots only the games and sizes named.
import fs from "node:fs";
import path from "node:path";
import { ROOT, startServer, testPort, launch, open, tapTarget, waitFor, atRest, still, publishedGames } from "./harness.js";

const DIR = process.argv[2] || "build/web";
const OUT = path.resolve(ROOT, process.argv[3] || "build/shots");
fs.mkdirSync(OUT, { recursive: true });
const SIZES = [[1280, 720], [1920, 1080], [390, 844], [360, 640]];
// Each game the build offers (parlourState().games), at a table size that
// shows its character, with a deal whose first decision is the person's:
// four players and seed 1 unless named here.
const TABLES = { loveletter: [4, 2], mascarade: [6, 3], rebelprincess: [4, 3] };
const ONLY = (process.env.ONLY || "").split(",").filter(Boolean);
const onlyWidths = ONLY.filter((n) => /^\d+$/.test(n)).map(Number);
const onlyNames = ONLY.filter((n) => !/^\d+$/.test(n));
const wanted = (name) => !onlyNames.length || onlyNames.includes(name);
const PORT = testPort(8195);

const server = await startServer(PORT, DIR);
const browser = await launch();
const shot = async (page, name) => {
  const file = path.join(OUT, name);
  await page.screenshot({ path: file });
  console.log(file);
};
try {
  const GAMES = (await publishedGames(browser, PORT)).map((g) => [g, ...(TABLES[g] || [4, 1])]);
  for (const [w, h] of SIZES) {
    const viewport = { width: w, height: h };
    const touch = w < 500;
    if (onlyWidths.length && !onlyWidths.includes(w)) continue;
    if (wanted("title")) {
      const { ctx, page } = await open(browser, PORT, { viewport, touch });
      await waitFor(page, (s) => s.scene === "title" && s.frames > 40, "the title with its cards dealt");
      await shot(page, `title-${w}x${h}.png`);
      await ctx.close();
    }
    for (const [game, players, seed] of GAMES) {
      if (!wanted(game)) continue;
      const { ctx, page, tap } = await open(browser, PORT, { viewport, touch, query: `?game=${game}&players=${players}&seed=${seed}&speed=fast` });
      await waitFor(page, (s) => s.scene === "setup", "the setup", 120000);
      await tapTarget(page, tap, "start");
      await waitFor(page, (s) => atRest(s), "the person's first decision", 240000);
      await still(page); // the last motion over
      await shot(page, `${game}-${w}x${h}.png`);
      await ctx.close();
    }
  }
} finally {
  await browser.close();
  server.kill();
}
