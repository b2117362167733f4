// mazebook's playable companion: the parts every kind's player shares.
// The book's data sits in <script id="book-data">; each puzzle's <article>
// carries data-puzzle, data-kind and data-state (docs/formats.md), and each
// kind's player (grid.js, block.js, …) registers itself in PLAYERS by the kind's
// name. Adding a kind is one more player file registering one more name.
"use strict";

const BOOK = JSON.parse(document.getElementById("book-data").textContent);
const WORDS = BOOK.words;
const SVG_NS = "http://www.w3.org/2000/svg";
const PLAYERS = {};

/** A word of the book's language with its {placeholders} filled. */
function word(key, values) {
  const text = WORDS[key] === undefined ? key : WORDS[key];
  return text.replace(/\{([a-z]+)\}/g, (all, name) =>
    values && values[name] !== undefined ? String(values[name]) : all);
}

/** An HTML element with attributes (and text), appended to parent if given. */
function html(tag, attrs, parent, text) {
  const node = document.createElement(tag);
  for (const name in attrs || {}) node.setAttribute(name, attrs[name]);
  if (text !== undefined) node.textContent = text;
  if (parent) parent.appendChild(node);
  return node;
}

/** An SVG element with attributes, appended to parent if given. */
function svg(tag, attrs, parent) {
  const node = document.createElementNS(SVG_NS, tag);
  for (const name in attrs || {}) node.setAttribute(name, attrs[name]);
  if (parent) parent.appendChild(node);
  return node;
}

/** A labelled button; `onPress` runs on click, Enter and Space. */
function button(parent, label, onPress, attrs) {
  const node = html("button", Object.assign({ type: "button" }, attrs || {}), parent, label);
  node.addEventListener("click", (event) => { event.preventDefault(); onPress(); });
  return node;
}

/** "x,y" or "n": a place's id as the JSON solution writes it. */
function placeId(place) {
  return Array.isArray(place) ? place.join(",") : String(place);
}

/** A seeded random stream (mulberry32): the same seed, the same draws. */
function randomStream(seed) {
  let state = (seed >>> 0) ^ 0x9e3779b9;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A 5-pointed star's points around (x, y). */
function starPoints(x, y, outer) {
  const points = [];
  for (let k = 0; k < 10; k++) {
    const radius = k % 2 ? outer * 0.45 : outer;
    const angle = (Math.PI / 5) * k - Math.PI / 2;
    points.push((x + radius * Math.cos(angle)).toFixed(3) + "," + (y + radius * Math.sin(angle)).toFixed(3));
  }
  return points.join(" ");
}

/** The start mark (a smiling face) and the goal mark (a star) at their places. */
function drawEnds(layer, start, goal, size) {
  const face = svg("g", { class: "start-mark", "aria-hidden": "true" }, layer);
  svg("circle", { cx: start[0], cy: start[1], r: size }, face);
  const eye = size * 0.14;
  svg("circle", { class: "feature", cx: start[0] - size * 0.35, cy: start[1] - size * 0.25, r: eye }, face);
  svg("circle", { class: "feature", cx: start[0] + size * 0.35, cy: start[1] - size * 0.25, r: eye }, face);
  const mouth = `M${start[0] - size * 0.5} ${start[1] + size * 0.15} Q${start[0]} ${start[1] + size * 0.75} ${start[0] + size * 0.5} ${start[1] + size * 0.15}`;
  svg("path", { class: "smile", d: mouth, "stroke-width": size * 0.12 }, face);
  svg("polygon", { class: "goal-mark", points: starPoints(goal[0], goal[1], size * 1.15), "aria-hidden": "true" }, layer);
}

/** The parts of a puzzle's article every player fills in. */
function frame(article) {
  return {
    board: article.querySelector(".board"),
    controls: article.querySelector(".controls"),
    status: article.querySelector(".status"),
    setState(state) { article.dataset.state = state; },
  };
}

/** The arrow keys as directions on screen (x right, y down). */
const ARROWS = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };

/**
 * The place among `options` (each with a centre) whose direction from `from`
 * is closest to the arrow's, within 60°; null when none is.
 */
function byArrow(key, from, options) {
  const arrow = ARROWS[key];
  if (!arrow) return null;
  let best = null;
  let bestCos = Math.cos(Math.PI / 3) - 1e-9;
  for (const option of options) {
    const dx = option.centre[0] - from[0];
    const dy = option.centre[1] - from[1];
    const length = Math.hypot(dx, dy) || 1;
    const cos = (dx * arrow[0] + dy * arrow[1]) / length;
    if (cos > bestCos) { best = option; bestCos = cos; }
  }
  return best;
}

/** Draws each puzzle's player: the first ones at once, the rest soon after. */
function startPlayers() {
  const articles = Array.from(document.querySelectorAll("article[data-puzzle]"));
  const data = new Map(BOOK.puzzles.map((puzzle) => [String(puzzle.number), puzzle]));
  let next = 0;
  const drawSome = (count) => {
    for (const end = Math.min(articles.length, next + count); next < end; next++) {
      const article = articles[next];
      const puzzle = data.get(article.dataset.puzzle);
      const player = PLAYERS[article.dataset.kind];
      if (puzzle && player) player(article, puzzle);
    }
    if (next < articles.length) setTimeout(() => drawSome(12), 0);
    else {
      document.documentElement.dataset.ready = "true";
      performance.mark("mazebook-ready");
    }
  };
  drawSome(6);
  performance.mark("mazebook-playable");
}
