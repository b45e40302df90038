import { launch, open, tapTarget, waitFor, state, startServer, testPort, atRest } from "./harness.js";
const PORT = testPort(9460);
const srv = await startServer(PORT);
const browser = await launch();
const games = [["loveletter","&players=3"],["threeparts","&players=3"],["mascarade","&players=5"],["rebelprincess","&players=3&variant=classic&rounds=first-game"]];
for (const [g, extra] of games) for (const vp of [{width:1280,height:720},{width:390,height:844}]) {
  const { ctx, page, tap } = await open(browser, PORT, { viewport: vp, query: `?game=${g}${extra}&speed=instant&seed=3` });
  await tapTarget(page, tap, "start");
  await waitFor(page, (s) => s.scene === "table" && atRest(s), "rest", 120000);
  await page.evaluate(() => { window.__raf = 0; const f = () => { window.__raf++; requestAnimationFrame(f); }; requestAnimationFrame(f); });
  const a = await state(page); const t0 = Date.now();
  await new Promise(r => setTimeout(r, 8000));
  const b = await state(page); const dt = (Date.now() - t0) / 1000;
  const raf = await page.evaluate(() => window.__raf);
  console.log(g, vp.width, `updates/s ${((b.frames - a.frames)/dt).toFixed(1)} raf/s ${(raf/dt).toFixed(1)} perf ${JSON.stringify(b.table && b.table.perf || b.perf || {})}`);
  await ctx.close();
}
await browser.close(); process.exit(0);
