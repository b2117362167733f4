// Traffic-light mazes (docs/viennese.md): drive from junction to junction; every
// move changes every light (green → orange → red → green); a street may be
// driven only while its light is not red, and without U-turns in "nht" mazes.
// The lights on the map change with the moves, each colour with its shape as on
// paper (green circle, orange triangle, red square); a refused move says why.
"use strict";

PLAYERS.viennese = (article, puzzle) => {
  const form = puzzle.form;
  const parts = frame(article);
  const nodes = form.nodes;
  const streetOf = new Map();
  let shortestStreet = Infinity;
  form.streets.forEach(([u, v], index) => {
    streetOf.set(u + "-" + v, index);
    streetOf.set(v + "-" + u, index);
    shortestStreet = Math.min(shortestStreet, Math.hypot(nodes[u][0] - nodes[v][0], nodes[u][1] - nodes[v][1]));
  });
  const scale = 1 / (shortestStreet > 0 && isFinite(shortestStreet) ? shortestStreet : 1);
  const xs = nodes.map((n) => n[0]), ys = nodes.map((n) => n[1]);
  const [minX, maxY] = [Math.min(...xs), Math.max(...ys)];
  const centre = nodes.map(([x, y]) => [+((x - minX) * scale).toFixed(3), +((maxY - y) * scale).toFixed(3)]);
  const width = (Math.max(...xs) - minX) * scale, height = (maxY - Math.min(...ys)) * scale;
  const neighbours = nodes.map(() => []);
  for (const [u, v] of form.streets) { neighbours[u].push(v); neighbours[v].push(u); }
  const solution = form.solution || [form.start];
  const fewest = solution.length - 1;

  const root = svg("svg", {
    viewBox: [-0.45, -0.45, width + 0.9, height + 0.9].join(" "),
    class: "streets-map", role: "group", "aria-label": article.getAttribute("aria-label"),
  }, parts.board);
  const streetLayer = svg("g", { class: "streets" }, root);
  for (const [u, v] of form.streets) {
    svg("line", { x1: centre[u][0], y1: centre[u][1], x2: centre[v][0], y2: centre[v][1] }, streetLayer);
  }
  const answer = svg("polyline", { class: "answer", "data-answer": solution.join(" "), points: pointsOf(solution) }, root);
  answer.style.display = "none";
  const trailLine = svg("polyline", { class: "trail" }, root);
  const lights = form.streets.map(([u, v]) => {
    const x = (centre[u][0] + centre[v][0]) / 2, y = (centre[u][1] + centre[v][1]) / 2;
    return { x, y, shape: svg("path", { class: "light" }, root) };
  });
  const elements = nodes.map((_, i) =>
    svg("circle", { class: "node", cx: centre[i][0], cy: centre[i][1], r: 0.17, "data-node": i, "data-cell": i }, root));
  drawEnds(root, centre[form.start], centre[form.goal], 0.22);
  const marker = svg("circle", { class: "here", r: 0.12 }, root);

  let state = { at: form.start, from: null, moves: 0, path: [form.start] };
  let history = [];
  let focusable = [];

  function pointsOf(ids) { return ids.map((i) => centre[i].join(",")).join(" "); }
  function colour(street, moves) { return (form.streets[street][2] + moves) % 3; }
  function solved() { return state.at === form.goal; }

  /** Why the move to `node` is not allowed, or null when it is. */
  function refusal(node) {
    const street = streetOf.get(state.at + "-" + node);
    if (street === undefined) return "play-no-street";
    if (colour(street, state.moves) === 2) return "play-red";
    if (form.variant !== "ht" && node === state.from) return "play-no-u-turn";
    return null;
  }
  function go(node) {
    if (solved()) return false;
    const why = refusal(node);
    if (why) {
      article.dataset.refused = why;
      parts.status.textContent = word(why);
      return false;
    }
    history.push(state);
    state = { at: node, from: state.at, moves: state.moves + 1, path: state.path.concat([node]) };
    delete article.dataset.refused;
    update();
    return true;
  }
  function undo() {
    if (history.length) { state = history.pop(); delete article.dataset.refused; update(); }
  }
  function restart() {
    state = { at: form.start, from: null, moves: 0, path: [form.start] };
    history = [];
    delete article.dataset.refused;
    update();
  }
  function showAnswer() {
    const shown = answer.style.display === "none";
    answer.style.display = shown ? "" : "none";
    answerButton.setAttribute("aria-pressed", String(shown));
  }

  /** A light's outline: circle (green), triangle (orange) or square (red). */
  function lightPath(x, y, c) {
    const s = 0.13;
    if (c === 0) return `M${x - s} ${y}a${s} ${s} 0 1 0 ${2 * s} 0a${s} ${s} 0 1 0 ${-2 * s} 0z`;
    if (c === 1) return `M${x} ${y - s * 1.2}L${x + s * 1.1} ${y + s * 0.8}L${x - s * 1.1} ${y + s * 0.8}z`;
    return `M${x - s} ${y - s}h${2 * s}v${2 * s}h${-2 * s}z`;
  }
  const colourNames = ["green", "orange", "red"];
  function update() {
    lights.forEach((light, street) => {
      const c = colour(street, state.moves);
      light.shape.setAttribute("d", lightPath(light.x, light.y, c));
      light.shape.setAttribute("class", "light " + colourNames[c]);
    });
    trailLine.setAttribute("points", pointsOf(state.path));
    marker.setAttribute("cx", centre[state.at][0]);
    marker.setAttribute("cy", centre[state.at][1]);
    for (const element of focusable) { element.removeAttribute("tabindex"); element.removeAttribute("aria-label"); element.removeAttribute("role"); }
    focusable = solved() ? [] : neighbours[state.at].map((n) => elements[n]);
    for (const element of focusable) {
      element.setAttribute("tabindex", "0");
      element.setAttribute("role", "button");
      element.setAttribute("aria-label", word("play-go-to", { place: element.dataset.node }));
    }
    const count = word("play-moves", { n: state.moves, best: fewest });
    const phase = word("play-lights") + " " + word("viennese-after-" + (state.moves % 3));
    parts.status.textContent = (solved() ? word("play-solved") + " " : "") + count + " · " + phase;
    article.dataset.phase = String(state.moves % 3);
    parts.setState(solved() ? "solved" : "playing");
    undoButton.disabled = history.length === 0;
  }

  const undoButton = button(parts.controls, word("play-undo"), undo, { "data-control": "undo" });
  button(parts.controls, word("play-restart"), restart, { "data-control": "restart" });
  const answerButton = button(parts.controls, word("play-answer"), showAnswer, { "data-control": "answer", "aria-pressed": "false" });

  const nodeOf = (target) => target && target.closest && target.closest("[data-node]");
  root.addEventListener("click", (event) => {
    const node = nodeOf(event.target);
    if (node) go(+node.dataset.node);
  });
  parts.board.addEventListener("keydown", (event) => {
    const node = nodeOf(event.target);
    let handled = true;
    if ((event.key === "Enter" || event.key === " ") && node) {
      if (go(+node.dataset.node)) (focusable[0] || parts.board).focus();
    } else if (ARROWS[event.key]) {
      const options = neighbours[state.at].map((n) => ({ n, centre: centre[n] }));
      const chosen = byArrow(event.key, centre[state.at], options);
      if (chosen) go(chosen.n);
    } else if (event.key === "u" || event.key === "Backspace") {
      undo();
    } else {
      handled = false;
    }
    if (handled) event.preventDefault();
  });
  update();
};
