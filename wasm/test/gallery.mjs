// The card gallery (make gallery; not part of make test): each game's card
// reference from its rules pages, screenshot plain and under a simulated
// deuteranopia and protanopia (Machado, Oliveira & Fernandes 2009, severity
// 1, as an SVG feColorMatrix applied to the canvas with a CSS filter), into
// build/gallery/<game>-<page>-<filter>.png. Look at them: no two cards may
// differ by hue alone.
//
//   CHROMIUM=/usr/bin/chromium PARLOUR_PORT_OFFSET=0 node gallery.mjs [game…]
import fs from "node:fs";
import path from "node:path";
import { ROOT, startServer, testPort, launch, open, tapTarget, waitFor, press } from "./harness.js";

const OUT = path.join(ROOT, "build/gallery");
fs.mkdirSync(OUT, { recursive: true });
const GAMES = process.argv.length > 2 ? process.argv.slice(2) : ["loveletter", "threeparts", "mascarade", "rebelprincess"];
// The pages of each game's rules that draw its cards.
const PAGES = { loveletter: [1], threeparts: [3], mascarade: [2, 3], rebelprincess: [1, 2] };
const MATRIX = {
  deuteranopia: "0.367322 0.860646 -0.227968 0 0  0.280085 0.672501 0.047413 0 0  -0.011820 0.042940 0.968881 0 0  0 0 0 1 0",
  protanopia: "0.152286 1.052583 -0.204868 0 0  0.114503 0.786281 0.099216 0 0  -0.003882 -0.048116 1.051998 0 0  0 0 0 1 0",
};
const VIEWPORT = { width: 1280, height: Number(process.env.GALLERY_HEIGHT || 2000) };

const server = await startServer(testPort(8190));
const browser = await launch();
try {
  for (const game of GAMES) {
    const { ctx, page, tap } = await open(browser, testPort(8190), { viewport: VIEWPORT, query: `?game=${game}&speed=instant&seed=1` });
    await page.evaluate((m) => {
      const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
      svg.setAttribute("style", "position:absolute;width:0;height:0");
      svg.innerHTML = Object.entries(m).map(([id, v]) =>
        `<filter id="${id}" color-interpolation-filters="linearRGB"><feColorMatrix type="matrix" values="${v}"/></filter>`).join("");
      document.body.appendChild(svg);
    }, MATRIX);
    await tapTarget(page, tap, "start");
    await waitFor(page, (s) => s.scene === "table" && s.targets && s.targets["table-rules"], "the table", 180000);
    await tapTarget(page, tap, "table-rules");
    await waitFor(page, (s) => s.scene === "rules", "the rules");
    for (const p of PAGES[game]) {
      await tapTarget(page, tap, `rules-page-${p}`);
      // A list longer than the window scrolls: shoot it screen by screen
      // (Page Down) until a screen shows nothing new.
      let last = null;
      for (let screen = 0; screen < 8; screen++) {
        const plain = await page.screenshot();
        if (last && plain.equals(last)) break;
        last = plain;
        for (const filter of ["plain", "deuteranopia", "protanopia"]) {
          await page.evaluate((f) => { for (const c of document.querySelectorAll("canvas")) c.style.filter = f === "plain" ? "" : `url(#${f})`; }, filter);
          await page.waitForTimeout(300);
          const file = path.join(OUT, `${game}-${p}${screen ? "-" + screen : ""}-${filter}.png`);
          await page.screenshot({ path: file });
          console.log(file);
        }
        await page.evaluate(() => { for (const c of document.querySelectorAll("canvas")) c.style.filter = ""; });
        await press(page, "PageDown");
        await page.waitForTimeout(500);
      }
    }
    await ctx.close();
  }
} finally {
  await browser.close();
  server.kill();
}
