"use strict";
// The builder of embed.html. It reads the games from games.json (written
// by cmd/webbuild from the list of games): a new game appears here without
// an edit. It is a file, not inline, so that the page runs under a strict
// Content-Security-Policy, as the game's own page does.
const $ = (id) => document.getElementById(id);
const origin = new URL("./", location.href).href;
let site;

function fill(select, items, keep) {
  const old = keep ? select.value : "";
  select.replaceChildren(...items.map(([v, t]) => new Option(t, v)));
  if (items.some(([v]) => v === old)) select.value = old;
}

function current() { return site.games.find((g) => g.name === $("game").value); }

// range is the players the chosen variant seats.
function range(g) {
  const v = (g.variants || []).find((x) => x.name === $("variant").value);
  return [v && v.min || g.min, v && v.max || g.max];
}

function onGame() {
  const g = current();
  $("variant-label").hidden = !(g.variants && g.variants.length);
  $("variant-name").textContent = g.variantLabel || "Deck";
  fill($("variant"), [["", "The game's default"], ...(g.variants || []).map((v) => [v.name, v.label])]);
  onVariant();
}

function onVariant() {
  const g = current(), [lo, hi] = range(g);
  const players = [["", "The person chooses"]];
  for (let n = lo; n <= hi; n++) players.push([String(n), String(n)]);
  fill($("players"), players, true);
  if (!$("players").value) $("players").value = String(Math.min(Math.max(3, lo), hi));
  const opts = $("options");
  opts.replaceChildren();
  for (const o of g.options || []) {
    const l = document.createElement("label");
    l.textContent = o.label + " ";
    const s = document.createElement("select");
    s.dataset.option = o.name;
    fill(s, [["", "The game's default"], ...o.values.map((v) => [v.name, v.label])]);
    s.onchange = update;
    l.append(s);
    opts.append(l);
  }
  update();
}

// choices are the URL parameters the site owner chose, in order.
function choices() {
  const g = current(), c = [];
  const add = (k, v) => { if (v) c.push([k, v]); };
  add("players", $("players").value);
  add("variant", $("variant").value);
  for (const s of $("options").querySelectorAll("select")) {
    const o = g.options.find((x) => x.name === s.dataset.option);
    const applies = (!o.variants || o.variants.includes($("variant").value || (g.variants || [{}])[0].name)) &&
      (!o.min || !$("players").value || Number($("players").value) >= o.min);
    if (applies) add(s.dataset.option, s.value);
  }
  add("bots", $("bots").value);
  add("speed", $("speed").value);
  add("lang", $("lang").value);
  return c;
}

function locks(chosen) {
  const box = $("locks"), was = new Set([...box.querySelectorAll("input:checked")].map((i) => i.value));
  box.replaceChildren();
  for (const [k] of chosen) {
    const l = document.createElement("label");
    const i = document.createElement("input");
    i.type = "checkbox"; i.value = k; i.checked = was.has(k); i.onchange = update;
    l.append(i, names()[k] || k);
    box.append(l);
  }
  if (!chosen.length) box.textContent = "Choose something above to lock it.";
  return [...box.querySelectorAll("input:checked")].map((i) => i.value);
}

// names are the lock boxes' words for the parameters.
function names() {
  const g = current(), n = { players: "Players", variant: g.variantLabel || "Deck", bots: "Opponents", speed: "Speed", lang: "Language" };
  for (const o of g.options || []) n[o.name] = o.label;
  return n;
}

const esc = (s) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

function update() {
  const g = current(), chosen = choices(), locked = locks(chosen);
  if (locked.length) chosen.push(["lock", locked.join(",")]);
  const size = $("size").value, fixed = size === "fixed";
  $("sizes").hidden = !fixed;
  const load = document.querySelector("input[name=load]:checked").value;
  const attrs = [["parlour-game", g.name], ...chosen];
  if (fixed) attrs.push(["width", $("width").value], ["height", $("height").value]);
  else attrs.push(["ratio", size]);
  if (load !== "click") attrs.push(["load", load]);
  const div = `<div ${attrs.map(([k, v]) => `data-${k}="${esc(v)}"`).join(" ")}></div>`;
  $("snippet-loader").textContent = `<script src="${origin}embed.js" async><\/script>\n${div}`;

  const q = new URLSearchParams([["embed", "1"], ["game", g.name], ...chosen]);
  const box = fixed ? `width="${$("width").value}" height="${$("height").value}" style="border:0"`
    : `style="width:100%;aspect-ratio:${size};border:0"`;
  $("snippet-frame").textContent = `<iframe src="${esc(origin + "?" + q)}" title="${esc(g.title)} — Parlour" allow="fullscreen; autoplay" loading="lazy" ${box}></iframe>`;

  // The preview is the loader itself on a fresh box.
  const p = document.createElement("div");
  for (const [k, v] of attrs) p.setAttribute("data-" + k, v);
  $("preview").replaceChildren(p);
  window.parlourEmbed.scan();
}

for (const which of ["loader", "frame"]) {
  $("copy-" + which).onclick = async () => {
    const said = $("copied-" + which);
    try { await navigator.clipboard.writeText($("snippet-" + which).textContent); said.textContent = "Copied."; }
    catch { said.textContent = "Select the text above and copy it."; }
  };
}

fetch("games.json?v={{HASH}}").then((r) => r.json()).then((s) => {
  site = s;
  fill($("game"), s.games.map((g) => [g.name, g.title]));
  fill($("bots"), [["", "The game's default"], ...s.bots.map((b) => [b.name, b.label])]);
  fill($("speed"), [["", "The person's setting"], ...s.speeds.map((b) => [b.name, b.label])]);
  fill($("lang"), [["", "The person's language"], ...s.languages.map((l) => [l, l])]);
  const want = new URLSearchParams(location.search).get("game");
  if (want && s.games.some((g) => g.name === want)) $("game").value = want;
  $("game").onchange = onGame;
  $("variant").onchange = onVariant;
  for (const id of ["players", "bots", "speed", "lang", "size", "width", "height"]) $(id).onchange = update;
  for (const r of document.querySelectorAll("input[name=load]")) r.onchange = update;
  onGame();
}).catch((e) => { $("preview").textContent = "The list of games did not load: " + e.message; });
