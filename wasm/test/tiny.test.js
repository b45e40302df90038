// Issue 30: Tiny, the test-only game (game/gametest/tiny), reaches the person
// through the kit alone: its own folders (its rules, its entry, its table in
// scenes/gametest/tiny) and one registration (cmd/parlour/tiny.go, built
// with -tags tinygame by make web-tiny). A whole game is played from the
// title, by the accessible page, to the game's summary.
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { ROOT, testPort, startServer, launch, open, waitFor, settled, state, screenshotNotBlank, longTest } from "./harness.js";

const PORT = testPort(18460);

longTest("Tiny, a game registered by one line, is offered on the title and played to its end through the kit", async () => {
  assert.ok(fs.existsSync(path.join(ROOT, "build/web-tiny/parlour.wasm")), "build/web-tiny is missing: run make web-tiny");
  const server = await startServer(PORT, "build/web-tiny");
  const browser = await launch();
  try {
    const { ctx, page } = await open(browser, PORT, { viewport: { width: 1280, height: 720 } });
    let s = await waitFor(page, (x) => x.scene === "title" && x.frames > 30, "the title");
    assert.ok(s.games.includes("tiny"), `the running game lists ${s.games}`);
    await settled(page);
    await screenshotNotBlank(page, "tiny-title-1280x720.png");
    const tile = page.getByRole("button", { name: "Tiny", exact: true });
    assert.equal(await tile.count(), 1, "the title offers Tiny");
    await tile.focus();
    await page.keyboard.press("Enter");
    await waitFor(page, (x) => x.scene === "setup", "Tiny's setup");
    const start = page.getByRole("button", { name: /^(Start|Play this deal)$/ });
    await start.first().focus();
    await page.keyboard.press("Enter");
    await waitFor(page, (x) => x.scene === "table", "Tiny's table");
    let plays = 0;
    for (let step = 0; step < 40; step++) {
      s = await waitFor(page, (x) => x.table && (x.table.summary && x.table.summary.final || !x.table.busy && x.table.human_to_move && x.table.prompt), "a decision or the end", 60000);
      await settled(page);
      if (s.table.summary && s.table.summary.final) break;
      if (plays === 0) await screenshotNotBlank(page, "tiny-table-1280x720.png");
      const card = page.getByRole("group", { name: "Your hand", exact: true }).getByRole("button", { disabled: false }).first();
      await card.focus();
      await page.keyboard.press("Enter");
      plays++;
      await waitFor(page, (x) => !x.table.human_to_move || x.table.busy || x.table.summary, "the card played", 10000);
    }
    s = await state(page);
    assert.ok(s.table.summary && s.table.summary.final, "the game ended with its summary");
    assert.equal(plays, 3, "the person played their three cards");
    const standings = s.table.summary.standings;
    assert.equal(standings.reduce((n, st) => n + st.score, 0), 3, `three tricks were taken: ${JSON.stringify(standings)}`);
    assert.ok(s.table.log.some((l) => /^You play \d$/.test(l)), `the log says the person's plays: ${s.table.log}`);
    await screenshotNotBlank(page, "tiny-over-1280x720.png");
    await ctx.close();
  } finally {
    await browser.close();
    server.kill();
  }
});
