// Parlour's embed loader: <script src="https://<parlour>/embed.js" async></script>
// turns each <div data-parlour-game="loveletter" data-players="3"></div>
// into the game's poster with a Play button, and only when the person
// presses Play (or, with data-load="visible", when the box scrolls into
// view) into an iframe of the game. Until then the host page pays for this
// file and one small SVG per embed: no wasm, no game page.
//
// It sets styles through the CSSOM (element.style), never a style
// attribute or a <style> element, and evaluates no code, so a host page
// with a strict Content-Security-Policy needs only: script-src <parlour>;
// img-src <parlour>; frame-src <parlour>. It relays nothing: the host
// listens to the frame's own messages.
(() => {
  "use strict";
  const me = document.currentScript;
  // The game lives beside this file; the build stamps its content hash and
  // the games' names in.
  const base = new URL(".", me && me.src ? me.src : location.href);
  const BUILD = "{{HASH}}";
  const GAMES = {{GAMES}};
  // data-* attributes that shape the box rather than the game; every other
  // one is a URL parameter of the game (players, variant, bots, speed,
  // lang, lock, or one of the game's options).
  const OWN = ["parlourGame", "load", "width", "height", "ratio"];
  const done = new WeakSet();

  const set = (el, css) => Object.assign(el.style, css);
  const size = (v) => (/^\d+(\.\d+)?$/.test(v) ? v + "px" : v);
  const kebab = (k) => k.replace(/[A-Z]/g, (c) => "-" + c.toLowerCase());

  // src is the game's address for a box: embed=1, the game and the host's
  // choices, in the order the host wrote them.
  function src(box) {
    const q = new URLSearchParams({ embed: "1", game: box.dataset.parlourGame });
    for (const [k, v] of Object.entries(box.dataset)) {
      if (!OWN.includes(k)) q.set(kebab(k), v);
    }
    return new URL("?" + q, base).href;
  }

  function play(box, focus) {
    if (box.querySelector("iframe")) return;
    const f = document.createElement("iframe");
    f.src = src(box);
    f.title = (GAMES[box.dataset.parlourGame] || "Parlour") + " — Parlour";
    f.allow = "fullscreen; autoplay";
    f.allowFullscreen = true;
    set(f, { border: "0", width: "100%", height: "100%", display: "block" });
    box.replaceChildren(f);
    // Keys reach a frame once it has the focus: the person who pressed
    // Play should not have to click again.
    if (focus) f.focus();
  }

  const seen = window.IntersectionObserver && new IntersectionObserver((entries) => {
    for (const e of entries) {
      if (e.isIntersecting) {
        seen.unobserve(e.target);
        play(e.target, false);
      }
    }
  });

  function poster(box) {
    const d = box.dataset, game = d.parlourGame, title = GAMES[game] || game;
    if (d.width) box.style.width = size(d.width);
    if (d.height) box.style.height = size(d.height);
    if (d.ratio) box.style.aspectRatio = d.ratio;
    // A box the host left without a height takes the poster's shape.
    if (!box.clientHeight) box.style.aspectRatio = "16 / 10";
    if (getComputedStyle(box).position === "static") box.style.position = "relative";
    set(box, { overflow: "hidden", background: "#1f4d3a", borderRadius: box.style.borderRadius || "12px" });

    const img = document.createElement("img");
    img.src = new URL("posters/" + encodeURIComponent(game) + ".svg?v=" + BUILD, base).href;
    img.alt = ""; // the button names the game
    // Lazy: a poster far down the page costs nothing until it is near,
    // and posters never hold up the host page's load event.
    img.loading = "lazy";
    img.decoding = "async";
    img.onerror = () => img.remove();
    set(img, { width: "100%", height: "100%", objectFit: "cover", display: "block" });

    const b = document.createElement("button");
    b.type = "button";
    b.setAttribute("aria-label", "Play " + title);
    const tri = document.createElement("span");
    tri.setAttribute("aria-hidden", "true");
    tri.textContent = "▶ ";
    b.append(tri, "Play");
    set(b, {
      position: "absolute", left: "50%", top: "44%", transform: "translate(-50%, -50%)",
      font: "600 18px/1 system-ui, sans-serif", padding: "14px 26px", minHeight: "44px",
      color: "#221c18", background: "#e8c15a", border: "2px solid #f2e6c9", borderRadius: "999px",
      boxShadow: "0 4px 14px #0008", cursor: "pointer",
    });
    b.onclick = () => play(box, true);
    box.replaceChildren(img, b);
    if (d.load === "visible") {
      if (seen) seen.observe(box);
      else play(box, false);
    }
  }

  // scan turns every box not yet turned; a page that adds boxes later
  // calls window.parlourEmbed.scan().
  function scan() {
    for (const box of document.querySelectorAll("[data-parlour-game]")) {
      if (!done.has(box)) {
        done.add(box);
        poster(box);
      }
    }
  }
  window.parlourEmbed = { scan };
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", scan);
  else scan();
})();
