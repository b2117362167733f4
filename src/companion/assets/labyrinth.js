// Magic Labyrinth layouts as the board game itself, for 2–4 players at one
// screen: the walls are hidden under the board; on your turn roll the die and
// step that many squares; a bump into a hidden wall sends you back to your
// corner and ends your turn; reaching the star wins it and a new star is drawn.
// The first to win five stars wins, and the walls are shown. Goals and dice
// come from a random stream seeded by the puzzle's seed: the same game each time.
"use strict";

PLAYERS["magic-labyrinth"] = (article, puzzle) => {
  const form = puzzle.form;
  const parts = frame(article);
  const { width, height } = form;
  const STARS_TO_WIN = 5;
  const corners = [[0, 0], [width - 1, 0], [0, height - 1], [width - 1, height - 1]];
  const wallSet = new Set();
  for (const [a, b] of form.walls) { wallSet.add(a + "|" + b); wallSet.add(b + "|" + a); }
  const isCorner = (x, y) => corners.some(([cx, cy]) => Math.abs(cx - x) + Math.abs(cy - y) <= 1);
  const goals = form.goals || [];
  if (!form.goals) {
    for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) if (!isCorner(x, y)) goals.push([x, y]);
  }

  const root = svg("svg", {
    viewBox: [-0.15, -0.15, width + 0.3, height + 0.3].join(" "),
    class: "labyrinth", role: "group", "aria-label": article.getAttribute("aria-label"),
  }, parts.board);
  const squares = new Map();
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      squares.set(x + "," + y, svg("rect", { class: "square", x: x + 0.04, y: y + 0.04, width: 0.92, height: 0.92, rx: 0.12, "data-cell": x + "," + y }, root));
    }
  }
  corners.forEach(([x, y], k) => svg("rect", { class: "corner p" + k, x: x + 0.04, y: y + 0.04, width: 0.92, height: 0.92, rx: 0.12 }, root));
  let wallPath = "";
  for (const [[x1, y1], [x2, y2]] of form.walls) {
    wallPath += x1 === x2 ? `M${x1} ${Math.max(y1, y2)}h1` : `M${Math.max(x1, x2)} ${y1}v1`;
  }
  const hiddenWalls = svg("path", { class: "walls hidden-walls", d: wallPath, "stroke-width": 0.12 }, root);
  const star = svg("polygon", { class: "goal-mark" }, root);
  const tokens = [0, 1, 2, 3].map((k) => svg("circle", { class: "token p" + k, r: 0.22, "data-player": k + 1 }, root));

  const playersLabel = html("label", {}, parts.controls, word("play-players") + " ");
  const playersChoice = html("select", { "data-control": "players" }, playersLabel);
  for (const n of [2, 3, 4]) html("option", { value: n }, playersChoice, String(n));
  button(parts.controls, word("play-new-game"), () => newGame(), { "data-control": "new-game" });
  const rollButton = button(parts.controls, word("play-roll"), () => roll(), { "data-control": "roll" });
  const endButton = button(parts.controls, word("play-end-turn"), () => endTurn(), { "data-control": "end-turn" });
  button(parts.controls, word("play-show-walls"), () => finish(null), { "data-control": "show-walls" });
  const scores = html("p", { class: "scores" });
  parts.status.after(scores);

  let games = 0;
  let game;

  function newGame() {
    games += 1;
    const random = randomStream((puzzle.seed32 + games * 7919) >>> 0);
    const order = goals.slice();
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j], order[i]];
    }
    const players = +playersChoice.value;
    game = {
      random, order, next: 0, players,
      at: corners.slice(0, players).map((c) => c.slice()),
      stars: new Array(players).fill(0),
      turn: 0, left: 0, rolled: false, over: false,
      message: "",
    };
    drawGoal();
    hiddenWalls.style.display = "none";
    update();
  }
  function drawGoal() {
    // Never a star where a player stands.
    for (let tries = 0; tries < game.order.length; tries++) {
      const goal = game.order[game.next % game.order.length];
      game.next += 1;
      if (!game.at.some(([x, y]) => x === goal[0] && y === goal[1])) { game.goal = goal; return; }
    }
    game.goal = game.order[0];
  }
  function roll() {
    if (game.over || game.rolled) return;
    game.left = 1 + Math.floor(game.random() * 6);
    game.rolled = true;
    game.message = "";
    update();
  }
  function endTurn() {
    if (game.over) return;
    game.turn = (game.turn + 1) % game.players;
    game.left = 0;
    game.rolled = false;
    update();
  }
  function step(x, y) {
    if (game.over || game.left === 0) return false;
    const [px, py] = game.at[game.turn];
    if (Math.abs(px - x) + Math.abs(py - y) !== 1 || x < 0 || y < 0 || x >= width || y >= height) return false;
    const player = game.turn + 1;
    if (wallSet.has(px + "," + py + "|" + x + "," + y)) {
      game.at[game.turn] = corners[game.turn].slice();
      game.message = word("play-bump", { n: player });
      endTurn();
      return true;
    }
    game.at[game.turn] = [x, y];
    game.left -= 1;
    game.message = "";
    if (x === game.goal[0] && y === game.goal[1]) {
      game.stars[game.turn] += 1;
      if (game.stars[game.turn] >= STARS_TO_WIN) return finish(player), true;
      game.message = word("play-found", { n: player });
      drawGoal();
      endTurn();
      return true;
    }
    if (game.left === 0) endTurn(); else update();
    return true;
  }
  function finish(winner) {
    game.over = true;
    game.winner = winner;
    hiddenWalls.style.display = "";
    update();
  }

  function update() {
    game.at.forEach(([x, y], k) => {
      const offset = [[-0.17, -0.17], [0.17, -0.17], [-0.17, 0.17], [0.17, 0.17]][k];
      tokens[k].setAttribute("cx", x + 0.5 + offset[0]);
      tokens[k].setAttribute("cy", y + 0.5 + offset[1]);
      tokens[k].dataset.at = x + "," + y;
    });
    tokens.forEach((token, k) => { token.style.display = k < game.players ? "" : "none"; });
    star.setAttribute("points", starPoints(game.goal[0] + 0.5, game.goal[1] + 0.5, 0.4));
    article.dataset.turn = String(game.turn + 1);
    article.dataset.stepsLeft = String(game.left);
    article.dataset.goal = game.goal.join(",");
    rollButton.disabled = game.over || game.rolled;
    endButton.disabled = game.over;
    const player = game.turn + 1;
    let text;
    if (game.over) text = game.winner ? word("play-wins", { n: game.winner }) : word("play-walls-shown");
    else if (!game.rolled) text = word("play-your-roll", { n: player });
    else text = word("play-steps-left", { n: player, left: game.left });
    parts.status.textContent = (game.message ? game.message + " " : "") + text;
    scores.textContent = "★ " + game.stars.map((s, k) => word("play-stars", { n: k + 1, stars: s })).join(" · ");
    parts.setState(game.over ? "solved" : "playing");
  }

  root.addEventListener("click", (event) => {
    const square = event.target.closest && event.target.closest("[data-cell]");
    if (square) step(...square.dataset.cell.split(",").map(Number));
  });
  parts.board.addEventListener("keydown", (event) => {
    const arrow = ARROWS[event.key];
    let handled = true;
    if (arrow) {
      const [x, y] = game.at[game.turn];
      step(x + arrow[0], y + arrow[1]);
    } else if (event.key === "d") {
      roll();
    } else if (event.key === "e") {
      endTurn();
    } else {
      handled = false;
    }
    if (handled) event.preventDefault();
  });
  newGame();
};
