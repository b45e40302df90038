// A host page on another site, for the embed's tests and measures
// (embedpage.test.js, embedmeasure.mjs): the game is served by cmd/serve
// behind a counting proxy on 127.0.0.1, so that every request that reached
// the network — not the browser's cache, not the service worker — is on
// record with its bytes; the host pages are served from localhost, another
// site to the browser, as a real host's page is.
import http from "node:http";
import { startServer } from "./harness.js";

// startGame serves build/web on port+1 and a proxy in front of it on port.
// log lists every request the proxy passed on: { path, status, bytes, at }.
export async function startGame(port, dir = "build/web") {
  const serve = await startServer(port + 1, dir);
  const log = [];
  const proxy = http.createServer((req, res) => {
    const up = http.request({ host: "127.0.0.1", port: port + 1, path: req.url, method: req.method, headers: req.headers }, (r) => {
      const entry = { path: req.url, status: r.statusCode, bytes: 0, at: Date.now() };
      log.push(entry);
      res.writeHead(r.statusCode, r.headers);
      r.on("data", (b) => { entry.bytes += b.length; });
      r.pipe(res);
    });
    up.on("error", () => res.destroy());
    req.pipe(up);
  });
  await new Promise((ok) => proxy.listen(port, "127.0.0.1", ok));
  return {
    origin: `http://127.0.0.1:${port}`,
    log,
    close() { proxy.close(); serve.kill(); },
  };
}

// startHost serves pages (path → { body, type, csp }) at http://localhost:port,
// on both loopback addresses (the browser may try either for localhost).
// log lists what it served.
export async function startHost(port, pages) {
  const log = [];
  const handler = (req, res) => {
    const p = pages[new URL(req.url, "http://x").pathname];
    if (!p) { res.writeHead(404); res.end(); return; }
    const headers = { "Content-Type": p.type || "text/html; charset=utf-8", "Cache-Control": "no-cache" };
    if (p.csp) headers["Content-Security-Policy"] = p.csp;
    res.writeHead(200, headers);
    res.end(p.body);
    log.push({ path: req.url, status: 200, bytes: Buffer.byteLength(p.body), at: Date.now() });
  };
  const servers = [];
  for (const host of ["127.0.0.1", "::1"]) {
    const s = http.createServer(handler);
    await new Promise((ok) => { s.once("error", ok); s.listen(port, host, ok); });
    servers.push(s);
  }
  return { origin: `http://localhost:${port}`, log, close() { for (const s of servers) s.close(); } };
}

// The host's own stylesheet: three boxes in a row on a wide screen, one
// under another on a phone; no inline style, so a strict CSP allows it.
export const hostCSS = `body { font: 16px system-ui, sans-serif; margin: 0 auto; max-width: 1240px; padding: 12px; color: #222; background: #fafaf7; }
h1 { font-size: 22px; margin: 4px 0 12px; }
.row { display: grid; grid-template-columns: repeat(auto-fit, minmax(300px, 1fr)); gap: 14px; }
.spacer { height: 2400px; }
.plain { width: 100%; aspect-ratio: 16 / 10; border: 0; }`;

// strictCSP is the host page's policy: the game's origin may give scripts,
// images and frames, nothing else is allowed (no inline script or style).
export const strictCSP = (game) => `default-src 'none'; script-src ${game}; img-src ${game}; frame-src ${game}; style-src 'self'`;

// embedPage is a host page with the loader and a box for each embed
// ({ game, players, load, id }); far puts the boxes below a tall spacer.
export function embedPage(game, embeds, { far = false } = {}) {
  const boxes = embeds.map((e) => `<div class="box" id="${e.id || e.game}" data-parlour-game="${e.game}"${e.players ? ` data-players="${e.players}"` : ""}${e.load ? ` data-load="${e.load}"` : ""}></div>`).join("\n");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>A club's page</title><link rel="stylesheet" href="/host.css">
<script src="${game}/embed.js" async></script></head><body>
<h1>Games night: pick a table</h1>
${far ? '<div class="spacer"></div>' : ""}<div class="row">
${boxes}
</div></body></html>`;
}

// iframePage is the same page with the plain iframe snippet instead (no
// loader), as the builder gives it (lazy) or without loading="lazy".
export function iframePage(game, embeds, { lazy = true } = {}) {
  const frames = embeds.map((e) => `<iframe class="plain" title="Parlour" src="${game}/?embed=1&amp;game=${e.game}${e.players ? `&amp;players=${e.players}` : ""}" allow="fullscreen; autoplay"${lazy ? ' loading="lazy"' : ""}></iframe>`).join("\n");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>A club's page</title><link rel="stylesheet" href="/host.css"></head><body>
<h1>Games night: pick a table</h1><div class="row">
${frames}
</div></body></html>`;
}

// heavy is a request for what only playing needs: the wasm, its glue, the game's page.
export const heavy = (p) => /parlour\.wasm|wasm_exec\.js|^\/(\?|index\.html|$)/.test(p);
