"use strict";
// The game's page starts here, in a file rather than inline, so that a host
// may serve it under a strict Content-Security-Policy (script-src 'self'
// 'wasm-unsafe-eval'; style-src 'self'). The build stamps this file with
// its hash and the wasm's size, and the page asks for it by that hash: a
// page never mixes files of two deploys.
const BUILD = "{{HASH}}", WASM_SIZE = {{WASM_SIZE}};
const status = (t) => { document.getElementById("status").textContent = t; };
const fail = (t) => { document.getElementById("loader").className = "error"; status(t); console.error(t); tellHost(t); };
document.getElementById("retry").onclick = () => location.reload();

// An embed (embed=1) whose game cannot start tells its host, as the game
// would have (postMessage version 1, "error"; scenes/hostlink): to the
// origins the host listed (origins=, at most 8), or else to the page that
// embedded it. postMessage delivers only where the parent's origin is one
// of them.
function tellHost(message) {
  try {
    const q = new URLSearchParams(location.search);
    if (!/^(1|true|yes)$/i.test(q.get("embed") || "") || window.parent === window) return;
    const origin = (a) => { try { const u = new URL(a); return /^https?:$/.test(u.protocol) ? u.origin : ""; } catch (e) { return ""; } };
    let targets = (q.get("origins") || "").split(",").slice(0, 8).map((o) => origin(o.trim())).filter(Boolean);
    const ao = location.ancestorOrigins;
    if (!targets.length) targets = [origin(ao && ao.length ? ao[0] : document.referrer)].filter(Boolean);
    for (const t of targets) parent.postMessage({ parlour: 1, type: "error", message: message }, t);
  } catch (e) { console.warn("parlour: the host was not told:", e.message); }
}

// Taps are recorded here between frames and taken by the game every frame:
// a click or touch shorter than a frame would otherwise be lost.
const taps = [];
window.parlourTakeTaps = () => taps.splice(0, taps.length);
// A language's catalog, fetched when it is first chosen: the program
// carries English alone; the service worker keeps every language offline.
// A reply over 1 MiB (platform.MaxCatalog) is refused before Go copies it.
window.parlourCatalog = (lang) => fetch("lang/" + encodeURIComponent(lang) + ".json?v=" + BUILD)
  .then((r) => { if (!r.ok) throw new Error("HTTP " + r.status); return r.text(); })
  .then((t) => { if (t.length > 1048576) throw new Error("too large"); return t; });
addEventListener("pointerup", (e) => { if (e.isPrimary !== false) taps.push([e.clientX, e.clientY, e.pointerType === "touch"]); }, { capture: true });
addEventListener("pointerdown", () => { const c = document.querySelector("canvas"); if (c) c.focus(); }, { capture: true });

// Service worker: offline after the first visit. It is registered once the
// game has drawn its first scene, when the browser is idle: its install
// fetches and stores the whole wasm again, and during a cold start that work
// competed with the page's own download and compile (a cold first frame took
// some 200 ms longer). Reading navigator.serviceWorker throws in a sandboxed
// iframe without allow-same-origin, so every step is guarded.
function registerWorker() {
  try {
    if ("serviceWorker" in navigator && location.protocol !== "file:") {
      navigator.serviceWorker.register("sw.js").catch((e) => console.warn("parlour: no offline support:", e.message));
    }
  } catch (e) { console.warn("parlour: no offline support:", e.message); }
}
const whenIdle = (f) => (window.requestIdleCallback ? requestIdleCallback(f, { timeout: 2000 }) : setTimeout(f, 500));

function progress(got) {
  document.getElementById("fill").style.width = Math.min(100, 100 * got / WASM_SIZE).toFixed(1) + "%";
}

// The wasm is compiled while it downloads (instantiateStreaming), and the
// bytes are counted on the way through for the loading bar: progress counts
// decoded bytes against the raw size, since the download may be compressed.
async function instantiateWithProgress(respPromise, imports) {
  const resp = await respPromise;
  if (!resp.ok) throw new Error("parlour.wasm: HTTP " + resp.status);
  if (WebAssembly.instantiateStreaming && resp.body && window.TransformStream) {
    let got = 0;
    const counted = resp.body.pipeThrough(new TransformStream({
      transform(chunk, ctl) { got += chunk.length; progress(got); ctl.enqueue(chunk); },
    }));
    return WebAssembly.instantiateStreaming(new Response(counted, { headers: { "Content-Type": "application/wasm" } }), imports);
  }
  const bytes = new Uint8Array(await resp.arrayBuffer());
  progress(bytes.length);
  return WebAssembly.instantiate(bytes, imports);
}

(async () => {
  try {
    // Start the big download at once; load the small Go glue alongside it.
    // The page preloads the wasm (index.html), so its download has begun
    // before this file arrives: this fetch takes that response.
    const wasm = fetch("parlour.wasm?v=" + BUILD);
    const script = document.createElement("script");
    script.src = "wasm_exec.js?v=" + BUILD;
    await new Promise((ok, no) => { script.onload = ok; script.onerror = () => no(new Error("wasm_exec.js did not load")); document.head.appendChild(script); });
    const go = new Go();
    const { instance } = await instantiateWithProgress(wasm, go.importObject);
    status("Starting…");
    window.parlourStarted = performance.now();
    // The game's first frame is the felt alone (fast); this page's title
    // stays over it until the game has drawn its first scene (parlourShown).
    const loader = document.getElementById("loader");
    const observer = new MutationObserver(() => {
      if (!document.querySelector("canvas")) return;
      observer.disconnect();
      loader.style.pointerEvents = "none";
      const wait = () => {
        if (window.parlourShown === undefined) { requestAnimationFrame(wait); return; }
        loader.remove();
        whenIdle(registerWorker);
      };
      wait();
    });
    observer.observe(document.body, { childList: true });
    await go.run(instance);
  } catch (e) {
    fail("Parlour could not start (" + e.message + "). Check the connection, then try again.");
  }
})();
