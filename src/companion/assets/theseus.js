// Theseus and the Minotaur (notes/theseus-rules.md): Theseus steps (U D L R)
// or waits (W), never through a wall or onto the Minotaur; stepping out through
// the exit from the exit square wins at once. Then the Minotaur takes two
// steps, each towards Theseus's column if it can, else towards his row, else
// none; reaching him catches him. The Minotaur's two steps are animated one
// after the other. The move buttons carry data-action = U, D, L, R, W.
"use strict";

PLAYERS.theseus = (article, puzzle) => {
  const form = puzzle.form;
  const parts = frame(article);
  const { width, height } = form;
  const STEP = { U: [0, -1], D: [0, 1], L: [-1, 0], R: [1, 0], W: [0, 0] };
  const SIDE = { north: "U", south: "D", west: "L", east: "R" };
  const walls = new Set();
  for (const [a, b] of form.walls) { walls.add(a + "|" + b); walls.add(b + "|" + a); }
  const exitCell = form.exit.cell;
  const exitLetter = SIDE[form.exit.side];
  const solution = form.solution || "";
  const open = (x, y, nx, ny) =>
    nx >= 0 && ny >= 0 && nx < width && ny < height && !walls.has(x + "," + y + "|" + nx + "," + ny);

  const root = svg("svg", {
    viewBox: [-0.7, -0.7, width + 1.4, height + 1.4].join(" "),
    class: "theseus", role: "group", "aria-label": article.getAttribute("aria-label"),
  }, parts.board);
  const cells = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) cells.push(`<path class="cell" data-cell="${x},${y}" d="M${x} ${y}h1v1h-1z"/>`);
  }
  svg("g", {}, root).innerHTML = cells.join("");
  // The border, open at the exit, and the inner walls.
  let wallPath = "";
  for (let x = 0; x < width; x++) {
    if (!(exitLetter === "U" && exitCell[0] === x && exitCell[1] === 0)) wallPath += `M${x} 0h1`;
    if (!(exitLetter === "D" && exitCell[0] === x && exitCell[1] === height - 1)) wallPath += `M${x} ${height}h1`;
  }
  for (let y = 0; y < height; y++) {
    if (!(exitLetter === "L" && exitCell[0] === 0 && exitCell[1] === y)) wallPath += `M0 ${y}v1`;
    if (!(exitLetter === "R" && exitCell[0] === width - 1 && exitCell[1] === y)) wallPath += `M${width} ${y}v1`;
  }
  for (const [[x1, y1], [x2, y2]] of form.walls) {
    wallPath += x1 === x2 ? `M${x1} ${Math.max(y1, y2)}h1` : `M${Math.max(x1, x2)} ${y1}v1`;
  }
  const [ex, ey] = [exitCell[0] + 0.5 + STEP[exitLetter][0] * 0.85, exitCell[1] + 0.5 + STEP[exitLetter][1] * 0.85];
  svg("polygon", { class: "goal-mark", points: starPoints(ex, ey, 0.3), "aria-hidden": "true" }, root);
  const answer = svg("polyline", { class: "answer", "data-answer": solution, "stroke-width": 0.25, points: answerPoints() }, root);
  answer.style.display = "none";
  svg("path", { class: "walls", d: wallPath, "stroke-width": 0.1 }, root);
  const minotaur = svg("g", { class: "minotaur", "aria-hidden": "true" }, root);
  svg("circle", { r: 0.36 }, minotaur);
  svg("path", { class: "horns", d: "M-0.3 -0.2Q-0.45 -0.5 -0.2 -0.55M0.3 -0.2Q0.45 -0.5 0.2 -0.55" }, minotaur);
  const hero = svg("circle", { class: "here hero", r: 0.3 }, root);

  const start = { t: form.theseus.slice(), m: form.minotaur.slice(), moves: "", over: null };
  let state = start;
  let history = [];
  let timer = null;

  function answerPoints() {
    let [x, y] = form.theseus;
    const points = [[x, y]];
    for (const letter of solution) {
      x += STEP[letter][0];
      y += STEP[letter][1];
      points.push([x, y]);
    }
    return points.map(([px, py]) => (px + 0.5) + "," + (py + 0.5)).join(" ");
  }
  function toward(m, t) {
    const [mx, my] = m;
    if (t[0] !== mx) {
      const nx = mx + Math.sign(t[0] - mx);
      if (open(mx, my, nx, my)) return [nx, my];
    }
    if (t[1] !== my) {
      const ny = my + Math.sign(t[1] - my);
      if (open(mx, my, mx, ny)) return [mx, ny];
    }
    return m;
  }
  const same = (a, b) => a[0] === b[0] && a[1] === b[1];

  /** Why `letter` is not allowed now, or null. */
  function refusal(letter) {
    const [x, y] = state.t;
    if (letter === "W") return null;
    if (letter === exitLetter && same(state.t, exitCell)) return null;
    const [nx, ny] = [x + STEP[letter][0], y + STEP[letter][1]];
    if (!open(x, y, nx, ny)) return "play-wall";
    if (same([nx, ny], state.m)) return "play-minotaur-there";
    return null;
  }
  function move(letter) {
    if (state.over) return false;
    const why = refusal(letter);
    if (why) {
      article.dataset.refused = why;
      parts.status.textContent = word(why);
      return false;
    }
    delete article.dataset.refused;
    history.push(state);
    const moves = state.moves + letter;
    if (letter !== "W" && letter === exitLetter && same(state.t, exitCell)) {
      state = { t: state.t, m: state.m, moves, over: "escaped" };
      update(null);
      return true;
    }
    const t = [state.t[0] + STEP[letter][0], state.t[1] + STEP[letter][1]];
    const first = toward(state.m, t);
    const second = same(first, t) ? first : toward(first, t);
    state = { t, m: second, moves, over: same(first, t) || same(second, t) ? "caught" : null };
    update(first);
    return true;
  }
  function undo() { if (history.length) { state = history.pop(); delete article.dataset.refused; update(null); } }
  function restart() { state = start; history = []; delete article.dataset.refused; update(null); }
  function showAnswer() {
    const shown = answer.style.display === "none";
    answer.style.display = shown ? "" : "none";
    answerButton.setAttribute("aria-pressed", String(shown));
    answerText.textContent = shown ? solution : "";
  }

  function place(element, [x, y]) {
    element.style.transform = `translate(${x + 0.5}px, ${y + 0.5}px)`;
  }
  /** Draws the state; the Minotaur shows its first step, then its second. */
  function update(firstStep) {
    clearTimeout(timer);
    place(hero, state.over === "escaped" ? [ex - 0.5, ey - 0.5] : state.t);
    if (firstStep && !same(firstStep, state.m)) {
      place(minotaur, firstStep);
      timer = setTimeout(() => place(minotaur, state.m), 260);
    } else {
      place(minotaur, state.m);
    }
    article.dataset.theseus = state.t.join(",");
    article.dataset.minotaur = state.m.join(",");
    article.dataset.caught = String(state.over === "caught");
    const count = word("play-moves", { n: state.moves.length, best: solution.length });
    const lead = state.over === "escaped" ? word("play-solved") + " " : state.over === "caught" ? word("play-caught") + " " : "";
    parts.status.textContent = lead + count;
    parts.setState(state.over === "escaped" ? "solved" : "playing");
    undoButton.disabled = history.length === 0;
  }

  const labels = { U: "north", L: "west", W: "play-wait", R: "east", D: "south" };
  const arrows = { U: "↑", L: "←", W: "·", R: "→", D: "↓" };
  for (const letter of ["U", "L", "W", "R", "D"]) {
    button(parts.controls, arrows[letter] + " " + letter, () => move(letter), {
      "data-action": letter, "aria-label": word(labels[letter]) + " (" + letter + ")",
    });
  }
  const undoButton = button(parts.controls, word("play-undo"), undo, { "data-control": "undo" });
  button(parts.controls, word("play-restart"), restart, { "data-control": "restart" });
  const answerButton = button(parts.controls, word("play-answer"), showAnswer, { "data-control": "answer", "aria-pressed": "false" });
  const answerText = html("output", { class: "answer-text" }, parts.controls);

  root.addEventListener("click", (event) => {
    const cell = event.target.closest && event.target.closest("[data-cell]");
    if (!cell) return;
    const [x, y] = cell.dataset.cell.split(",").map(Number);
    const letter = ["U", "D", "L", "R"].find((l) => state.t[0] + STEP[l][0] === x && state.t[1] + STEP[l][1] === y);
    if (letter) move(letter);
  });
  const KEYS = { ArrowUp: "U", ArrowDown: "D", ArrowLeft: "L", ArrowRight: "R", w: "W", " ": "W" };
  parts.board.addEventListener("keydown", (event) => {
    if (KEYS[event.key]) move(KEYS[event.key]);
    else if (event.key === "u" || event.key === "Backspace") undo();
    else return;
    event.preventDefault();
  });
  update(null);
};
