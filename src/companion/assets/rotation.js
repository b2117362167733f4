// Rotation puzzles (docs/rotation.md): turn the whole board a quarter turn right
// (R, clockwise) or left (L); the ball falls down the screen until a blocked
// square or the edge stops it. Solved when it comes to rest on the star.
// The board turns and the ball rolls animated; the turns are counted against
// the exact minimum. The turn buttons carry data-action = L or R.
"use strict";

PLAYERS.rotation = (article, puzzle) => {
  const form = puzzle.form;
  const parts = frame(article);
  const rows = form.rows;
  const height = rows.length;
  const width = Math.max(...rows.map((row) => row.length));
  // Gravity in board terms, in the order R turns it: S → E → N → W.
  const GRAVITY = [[0, 1], [1, 0], [0, -1], [-1, 0]];
  const solution = form.solution || "";
  const side = Math.max(width, height) + 0.8;

  const root = svg("svg", {
    viewBox: [-side / 2, -side / 2, side, side].join(" "),
    class: "rotation", role: "img", "aria-label": article.getAttribute("aria-label"),
  }, parts.board);
  const board = svg("g", { class: "turning" }, root);
  const inner = svg("g", { transform: `translate(${-width / 2} ${-height / 2})` }, board);
  svg("rect", { class: "floor", x: 0, y: 0, width, height }, inner);
  let blocks = "";
  rows.forEach((row, y) => {
    for (let x = 0; x < width; x++) if (row[x] === "#") blocks += `M${x} ${y}h1v1h-1z`;
  });
  svg("path", { class: "blocks", d: blocks }, inner);
  svg("rect", { class: "frame", x: 0, y: 0, width, height }, inner);
  svg("line", { class: "first-bottom", x1: 0, y1: height + 0.2, x2: width, y2: height + 0.2 }, inner);
  svg("polygon", { class: "goal-mark", points: starPoints(form.goal[0] + 0.5, form.goal[1] + 0.5, 0.42) }, inner);
  const rests = form.rests || [form.ball];
  const answer = svg("polyline", { class: "answer", "data-answer": solution, points: rests.map(([x, y]) => (x + 0.5) + "," + (y + 0.5)).join(" ") }, inner);
  answer.style.display = "none";
  const ball = svg("circle", { class: "ball", cx: 0.5, cy: 0.5, r: 0.36 }, inner);

  const start = { at: form.ball.slice(), gravity: 0, angle: 0, turns: "" };
  let state = start;
  let history = [];

  function blocked(x, y) {
    return x < 0 || y < 0 || x >= width || y >= height || rows[y][x] === "#";
  }
  function fall(at, gravity) {
    const [dx, dy] = GRAVITY[gravity];
    let [x, y] = at;
    while (!blocked(x + dx, y + dy)) { x += dx; y += dy; }
    return [x, y];
  }
  function solved() {
    return state.turns.length > 0 && state.at[0] === form.goal[0] && state.at[1] === form.goal[1];
  }
  function turn(letter) {
    if (solved()) return;
    const gravity = (state.gravity + (letter === "R" ? 1 : 3)) % 4;
    history.push(state);
    state = {
      at: fall(state.at, gravity),
      gravity,
      angle: state.angle + (letter === "R" ? 90 : -90),
      turns: state.turns + letter,
    };
    update();
  }
  function undo() { if (history.length) { state = history.pop(); update(); } }
  function restart() { state = start; history = []; update(); }
  function showAnswer() {
    const shown = answer.style.display === "none";
    answer.style.display = shown ? "" : "none";
    answerButton.setAttribute("aria-pressed", String(shown));
    answerText.textContent = shown ? solution : "";
  }

  function update() {
    board.style.transform = `rotate(${state.angle}deg)`;
    ball.style.transform = `translate(${state.at[0]}px, ${state.at[1]}px)`;
    article.dataset.ball = state.at.join(",");
    const count = word("play-turns", { n: state.turns.length, best: solution.length });
    parts.status.textContent = (solved() ? word("play-solved") + " " : "") + count + (state.turns ? " · " + state.turns : "");
    parts.setState(solved() ? "solved" : "playing");
    undoButton.disabled = history.length === 0;
  }

  button(parts.controls, "↺ L", () => turn("L"), { "data-action": "L", "aria-label": word("play-turn-left") + " (L)" });
  button(parts.controls, "R ↻", () => turn("R"), { "data-action": "R", "aria-label": word("play-turn-right") + " (R)" });
  const undoButton = button(parts.controls, word("play-undo"), undo, { "data-control": "undo" });
  button(parts.controls, word("play-restart"), restart, { "data-control": "restart" });
  const answerButton = button(parts.controls, word("play-answer"), showAnswer, { "data-control": "answer", "aria-pressed": "false" });
  const answerText = html("output", { class: "answer-text" }, parts.controls);

  parts.board.addEventListener("keydown", (event) => {
    const key = event.key.toLowerCase();
    let handled = true;
    if (event.key === "ArrowLeft" || key === "l") turn("L");
    else if (event.key === "ArrowRight" || key === "r") turn("R");
    else if (key === "u" || event.key === "Backspace") undo();
    else handled = false;
    if (handled) event.preventDefault();
  });
  update();
};
