// Parlour's service worker. Its cache is named after the build's content hash,
// so a new deploy installs a new worker with a new cache, takes over at once,
// and deletes the old cache: an old wasm_exec.js never meets a new wasm.
"use strict";
const CACHE = "parlour-{{HASH}}";
const FILES = ["./", "index.html", "index.css?v={{HASH}}", "index.js?v={{HASH}}", "wasm_exec.js?v={{HASH}}", "parlour.wasm?v={{HASH}}", "manifest.webmanifest", "icon.svg"{{LANGS}}];

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((c) => c.addAll(FILES)).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith("parlour-") && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim())
  );
});

self.addEventListener("fetch", (event) => {
  const req = event.request;
  if (req.method !== "GET" || new URL(req.url).origin !== location.origin) return;
  event.respondWith(
    caches.open(CACHE).then((cache) =>
      cache.match(req, { ignoreSearch: req.mode === "navigate" }).then((hit) =>
        hit || fetch(req).then((resp) => {
          if (resp.ok && new URL(req.url).search.includes("{{HASH}}")) cache.put(req, resp.clone());
          return resp;
        })
      )
    )
  );
});
