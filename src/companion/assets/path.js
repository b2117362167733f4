// Tracing a way through cells: the player grid and block mazes share. A kind
// hands it a graph (each cell's outline and centre, the open neighbours of each
// place, the walls, start, goal and the solution; optionally `under` and `over`
// layers, a `segment` for steps that are no straight line, `arrowOptions` for
// the ways arrow keys choose among and `byKey` for other keys' steps, each
// naming a cell) and gets dragging, tapping, arrow keys, Tab + Enter, a
// breadcrumb trail, undo, restart, "to the next junction", the answer, and the
// solved state with steps against the shortest.
// A place is a cell, unless the graph says otherwise: a weave maze's crossing
// is two places in one cell (over and under its bridge), and `graph.cellOf`
// names the cell a place is in. A tap on a cell moves to the open place next
// to here that lies in it.
"use strict";

function pathGame(article, puzzle, graph) {
  const parts = frame(article);
  const shortest = graph.solution.length - 1;
  const cellOf = graph.cellOf || ((id) => id);
  const cellCentres = new Map(graph.cells.map((cell) => [cell.id, cell.centre]));
  const centres = { get: (id) => cellCentres.get(cellOf(id)) };
  const root = svg("svg", {
    viewBox: graph.viewBox.join(" "),
    class: "maze",
    role: "group",
    "aria-label": article.getAttribute("aria-label"),
  }, parts.board);
  if (graph.under) graph.under(root);
  const cellLayer = svg("g", { class: "cells" }, root);
  // One parse for all the cells: much faster than an element at a time.
  cellLayer.innerHTML = graph.cells
    .map((cell) => `<path class="cell" data-cell="${cell.id}" d="${cell.d}"/>`)
    .join("");
  const elements = new Map();
  Array.from(cellLayer.children).forEach((element, i) => elements.set(graph.cells[i].id, element));
  const line = { "stroke-width": graph.lineWidth };
  const answer = svg("path", Object.assign({ class: "answer", "data-answer": graph.solution.map(cellOf).join(" "), d: route(graph.solution) }, line), root);
  answer.style.display = "none";
  const trailLine = svg("path", Object.assign({ class: "trail" }, line), root);
  svg("path", { class: graph.filledWalls ? "walls filled" : "walls", d: graph.walls, "stroke-width": graph.wallWidth }, root);
  if (graph.over) graph.over(root);
  drawEnds(root, centres.get(graph.start), centres.get(graph.goal), graph.markSize);
  const marker = svg("circle", { class: "here", r: graph.markSize * 0.45 }, root);

  let trail = [graph.start];
  let moves = 0;
  let history = [];
  let focusable = [];

  /** The way through `ids` from centre to centre (along the ring where a shape says so). */
  function route(ids) {
    let d = "";
    ids.forEach((id, i) => {
      const [x, y] = centres.get(id);
      const bend = i > 0 && graph.segment ? graph.segment(ids[i - 1], id) : null;
      d += bend || (i ? "L" : "M") + x.toFixed(3) + " " + y.toFixed(3);
    });
    return d;
  }
  function here() { return trail[trail.length - 1]; }
  function solved() { return here() === graph.goal; }
  function open(id) { return graph.adjacent.get(id) || []; }

  /** Steps to the open place next to here in the cell `cell`, if there is one. */
  function step(cell) {
    const id = open(here()).find((place) => cellOf(place) === cell);
    if (solved() || id === undefined) return false;
    history.push({ trail: trail.slice(), moves });
    moveTo(id);
    update();
    return true;
  }
  function moveTo(id) {
    const seen = trail.lastIndexOf(id);
    if (seen >= 0) trail.length = seen + 1; else trail.push(id);
    moves += 1;
  }
  function toJunction() {
    if (solved()) return;
    const before = { trail: trail.slice(), moves };
    for (let guard = graph.adjacent.size; guard > 0 && !solved(); guard--) {
      const back = trail[trail.length - 2];
      const onward = open(here()).filter((id) => id !== back);
      if (onward.length !== 1) break;
      moveTo(onward[0]);
    }
    if (moves !== before.moves) history.push(before);
    update();
  }
  function undo() {
    const last = history.pop();
    if (!last) return;
    trail = last.trail;
    moves = last.moves;
    update();
  }
  function restart() {
    trail = [graph.start];
    moves = 0;
    history = [];
    update();
  }
  function showAnswer() {
    const shown = answer.style.display === "none";
    answer.style.display = shown ? "" : "none";
    for (const id of graph.solution) elements.get(cellOf(id)).classList.toggle("on-answer", shown);
    answerButton.setAttribute("aria-pressed", String(shown));
  }

  function update() {
    trailLine.setAttribute("d", route(trail));
    const [x, y] = centres.get(here());
    marker.setAttribute("cx", x);
    marker.setAttribute("cy", y);
    for (const element of focusable) {
      element.removeAttribute("tabindex");
      element.removeAttribute("role");
      element.removeAttribute("aria-label");
    }
    focusable = solved() ? [] : open(here()).map((id) => elements.get(cellOf(id)));
    for (const element of focusable) {
      element.setAttribute("tabindex", "0");
      element.setAttribute("role", "button");
      element.setAttribute("aria-label", word("play-go-to", { place: element.dataset.cell }));
    }
    const count = word("play-steps", { n: moves, best: shortest });
    parts.status.textContent = solved() ? word("play-solved") + " " + count : count;
    parts.setState(solved() ? "solved" : "playing");
    undoButton.disabled = history.length === 0;
  }

  const undoButton = button(parts.controls, word("play-undo"), undo, { "data-control": "undo" });
  button(parts.controls, word("play-restart"), restart, { "data-control": "restart" });
  button(parts.controls, word("play-junction"), toJunction, { "data-control": "junction" });
  const answerButton = button(parts.controls, word("play-answer"), showAnswer, { "data-control": "answer", "aria-pressed": "false" });

  const cellElement = (target) => target && target.closest && target.closest("[data-cell]");
  root.addEventListener("click", (event) => {
    const cell = cellElement(event.target);
    if (cell) step(cell.dataset.cell);
  });
  // The browser may merge a fast finger's moves (or a busy device's) into
  // one event several cells on: each merged move is replayed in turn.
  root.addEventListener("pointerdown", (event) => {
    const cell = cellElement(event.target);
    if (cell) step(cell.dataset.cell);
  });
  root.addEventListener("pointermove", (event) => {
    if (!event.buttons) return;
    const merged = event.getCoalescedEvents ? event.getCoalescedEvents() : [];
    for (const move of merged.length ? merged : [event]) {
      const cell = cellElement(document.elementFromPoint(move.clientX, move.clientY));
      if (cell && root.contains(cell)) step(cell.dataset.cell);
    }
  });
  parts.board.addEventListener("keydown", (event) => {
    const cell = cellElement(event.target);
    let handled = true;
    if ((event.key === "Enter" || event.key === " ") && cell) {
      step(cell.dataset.cell);
      const back = trail.length > 1 ? cellOf(trail[trail.length - 2]) : undefined;
      const next = focusable.find((element) => element.dataset.cell !== back) || focusable[0];
      (next || parts.board).focus();
    } else if (graph.byKey && graph.byKey(event.key, here()) !== null) {
      step(graph.byKey(event.key, here()));
    } else if (ARROWS[event.key]) {
      const ways = graph.arrowOptions ? graph.arrowOptions(here()) : open(here());
      const options = ways.map((id) => ({ id, centre: centres.get(id) }));
      const chosen = byArrow(event.key, centres.get(here()), options);
      if (chosen) step(cellOf(chosen.id));
    } else if (event.key === "u" || event.key === "Backspace") {
      undo();
    } else if (event.key === "j") {
      toJunction();
    } else {
      handled = false;
    }
    if (handled) event.preventDefault();
  });
  update();
}
