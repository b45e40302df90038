// make measure (start-up): Parlour's cold first frame against a bare
// Ebitengine program (cmd/bare: it only fills the screen) built with the same
// go flags and served by the same page from the same server, twice over:
// "stock" is built against Ebitengine as published, "bare" against the copy
// that Parlour's build patches (cmd/webbuild: precomputed shader sources, no
// go/build, shaders compiled at build time), so the second ratio shows what
// Parlour's own code costs on top of the same engine. Each round loads all
// three cold, each in a fresh browser context (no HTTP cache, no service
// worker), in each of the six orders in turn (12 rounds by default); it
// prints the medians, the median of each per-round ratio, and the sizes of
// the builds.
//
//   node startup.mjs <parlour site dir, built with -compress> [rounds]
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { execFileSync } from "node:child_process";
import { ROOT, testPort, startServer, launch } from "./harness.js";

const SITE = path.resolve(ROOT, process.argv[2] || "build/measure");
const ROUNDS = Number(process.argv[3] || process.env.ROUNDS || 12);
const PORT = testPort(18091);
const OUT = path.join(ROOT, "build/startup");
const MB = (n) => (n / 1e6).toFixed(2) + " MB";

// Two sites side by side under one server: /parlour/ is the game's build, and
// /bare/ is the same page and loader with the bare program's wasm.
fs.rmSync(OUT, { recursive: true, force: true });
fs.cpSync(SITE, path.join(OUT, "parlour"), { recursive: true });
// The same build flags as the game's wasm (cmd/webbuild says which); stock
// leaves out the -modfile that selects the patched copy.
const flags = execFileSync("go", ["run", "./cmd/webbuild", "-flags"], { cwd: ROOT, encoding: "utf8" }).trim().split("\n");
const BARES = { bare: flags, stock: flags.filter((f) => !f.startsWith("-modfile=")) };
const compress = (file) => {
  const b = fs.readFileSync(file);
  fs.writeFileSync(file + ".br", zlib.brotliCompressSync(b, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_LGWIN]: 24, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: b.length } }));
  fs.writeFileSync(file + ".gz", zlib.gzipSync(b, { level: 9 }));
};
for (const [name, f] of Object.entries(BARES)) {
  fs.cpSync(SITE, path.join(OUT, name), { recursive: true });
  const wasm = path.join(OUT, name, "parlour.wasm");
  execFileSync("go", ["build", ...f, "-o", wasm, "./cmd/bare"], {
    cwd: ROOT, env: { ...process.env, GOOS: "js", GOARCH: "wasm" }, stdio: "inherit",
  });
  compress(wasm);
  // The loader's progress bar divides by the wasm's size: give it the bare one.
  const page = path.join(OUT, name, "index.html");
  fs.writeFileSync(page, fs.readFileSync(page, "utf8").replace(/WASM_SIZE = \d+/, `WASM_SIZE = ${fs.statSync(wasm).size}`));
  compress(page);
}
fs.writeFileSync(path.join(OUT, "index.html"), '<a href="parlour/">parlour</a> <a href="bare/">bare</a> <a href="stock/">stock</a>\n');

const size = (f) => (fs.existsSync(f) ? fs.statSync(f).size : 0);
console.log("== sizes (wasm: raw, gzip -9, brotli -q 11)");
for (const name of ["parlour", "bare", "stock"]) {
  const w = path.join(OUT, name, "parlour.wasm");
  console.log(`${name.padEnd(8)} ${MB(size(w))}  ${MB(size(w + ".gz"))}  ${MB(size(w + ".br"))}`);
}

const server = await startServer(PORT, path.relative(ROOT, OUT));
const browser = await launch();
const shown = [];
// When each wasm was compiled and instantiated (the loader's parlourStarted):
// what comes after it is Go's start-up and the first frame.
const started = { parlour: [], bare: [], stock: [] };
const median = (xs) => { const s = [...xs].sort((a, b) => a - b); const m = s.length >> 1; return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2; };
async function cold(name) {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  try {
    const p = await ctx.newPage();
    await p.goto(`http://127.0.0.1:${PORT}/${name}/`);
    await p.waitForFunction(() => window.parlourFirstFrame !== undefined, null, { timeout: 60000 });
    if (name === "parlour") {
      // The game's first frame is the felt under the loader page's title;
      // the title scene follows (parlourShown). Both are reported.
      // (A build from before parlourShown removes the loader at its first frame.)
      await p.waitForFunction(() => window.parlourShown !== undefined || !document.getElementById("loader"), null, { timeout: 60000 });
      shown.push(await p.evaluate(() => window.parlourShown ?? window.parlourFirstFrame));
    }
    started[name].push(await p.evaluate(() => window.parlourStarted));
    return await p.evaluate(() => window.parlourFirstFrame);
  } finally {
    await ctx.close();
  }
}
try {
  await cold("bare"); await cold("stock"); await cold("parlour"); // warm the browser process and the OS file cache
  console.log(`== cold first frame, ${ROUNDS} rounds (navigation → first frame drawn, ms)`);
  // The six orders in turn, so that over six rounds each program loads
  // first, between and last as often as the others, and right after each
  // of them as often (a large wasm may slow whatever loads next).
  const orders = [["parlour", "bare", "stock"], ["bare", "stock", "parlour"], ["stock", "parlour", "bare"],
    ["parlour", "stock", "bare"], ["stock", "bare", "parlour"], ["bare", "parlour", "stock"]];
  const times = { parlour: [], bare: [], stock: [] };
  const ratio = { bare: [], stock: [] };
  for (let i = 0; i < ROUNDS; i++) {
    for (const name of orders[i % orders.length]) times[name].push(await cold(name));
    const g = times.parlour.at(-1);
    for (const b of ["bare", "stock"]) ratio[b].push(g / times[b].at(-1));
    const at = (n) => `${n} ${times[n].at(-1).toFixed(0)} (compiled ${started[n].at(-1).toFixed(0)})`;
    console.log(`round ${String(i + 1).padStart(2)}: ${at("parlour")}, title ${shown.at(-1).toFixed(0)}  ${at("bare")}  ${at("stock")}  ratios ${ratio.bare.at(-1).toFixed(2)} ${ratio.stock.at(-1).toFixed(2)}`);
  }
  console.log(`median: parlour ${median(times.parlour).toFixed(0)} ms, bare ${median(times.bare).toFixed(0)} ms, stock ${median(times.stock).toFixed(0)} ms`);
  console.log(`median ratio to a bare Ebitengine program (target ≤ 1.10): ${median(ratio.stock).toFixed(2)} against stock Ebitengine; ${median(ratio.bare).toFixed(2)} against the same patched copy`);
  console.log(`median: parlour's title scene drawn at ${median(shown.slice(1)).toFixed(0)} ms`);
  console.log(`median: compiled and instantiated at parlour ${median(started.parlour.slice(1)).toFixed(0)} ms, bare ${median(started.bare.slice(1)).toFixed(0)} ms, stock ${median(started.stock.slice(1)).toFixed(0)} ms`);
} finally {
  await browser.close();
  server.kill();
}
