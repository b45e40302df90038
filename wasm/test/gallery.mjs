// The card gallery (make gallery; not part of make test): each game's card
// reference from its rules pages (every page of every game the build
// offers, read from parlourState().games), screenshot plain and under a simulated
// deuteranopia and protanopia (Machado, Oliveira & Fernandes 2009, severity
// 1, as an SVG feColorMatrix applied to the canvas with a CSS filter), into
// build/gallery/<game>-<page>-<filter>.png. Look at them: no two cards may
// differ by hue alone.
//
//   CHROMIUM=/usr/bin/chromium PARLOUR_PORT_OFFSET=0 node gallery.mjs [game…]
import fs from "node:fs";
import path from "node:path";
import { ROOT, startServer, testPort, launch, open, tapTarget, state, publishedGames } from "./harness.js";

const OUT = path.join(ROOT, "build/gallery");
fs.mkdirSync(OUT, { recursive: true });
const MATRIX = {
  deuteranopia: "0.367322 0.860646 -0.227968 0 0  0.280085 0.672501 0.047413 0 0  -0.011820 0.042940 0.968881 0 0  0 0 0 1 0",
  protanopia: "0.152286 1.052583 -0.204868 0 0  0.114503 0.786281 0.099216 0 0  -0.003882 -0.048116 1.051998 0 0  0 0 0 1 0",
};
// Tall enough for the longest list of cards on one screen.
const VIEWPORT = { width: 1280, height: Number(process.env.GALLERY_HEIGHT || 2000) };
// painted waits until the page has painted twice since a change of style.
const painted = (page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

const server = await startServer(testPort(8190));
const browser = await launch();
try {
  const GAMES = process.argv.length > 2 ? process.argv.slice(2) : await publishedGames(browser, testPort(8190));
  for (const game of GAMES) {
    const { ctx, page, tap } = await open(browser, testPort(8190), { viewport: VIEWPORT });
    await page.evaluate((m) => {
      const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
      svg.setAttribute("style", "position:absolute;width:0;height:0");
      svg.innerHTML = Object.entries(m).map(([id, v]) =>
        `<filter id="${id}" color-interpolation-filters="linearRGB"><feColorMatrix type="matrix" values="${v}"/></filter>`).join("");
      document.body.appendChild(svg);
    }, MATRIX);
    await tapTarget(page, tap, "rules");
    await tapTarget(page, tap, `rules-game-${game}`);
    for (let p = 0; (await state(page)).targets[`rules-page-${p}`]; p++) {
      await tapTarget(page, tap, `rules-page-${p}`);
      for (const filter of ["plain", "deuteranopia", "protanopia"]) {
        await page.evaluate((f) => { for (const c of document.querySelectorAll("canvas")) c.style.filter = f === "plain" ? "" : `url(#${f})`; }, filter);
        await painted(page);
        const file = path.join(OUT, `${game}-${p}-${filter}.png`);
        await page.screenshot({ path: file });
        console.log(file);
      }
      await page.evaluate(() => { for (const c of document.querySelectorAll("canvas")) c.style.filter = ""; });
    }
    await ctx.close();
  }
} finally {
  await browser.close();
  server.kill();
}
