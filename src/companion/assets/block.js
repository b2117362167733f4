// Block mazes: walls are whole cells ('#'), the way runs over the open ones
// (' '), from side to side, never corner to corner (docs/block.md).
"use strict";

PLAYERS.block = (article, puzzle) => {
  const form = puzzle.form;
  const rows = form.rows;
  const open = (x, y) => y >= 0 && y < rows.length && rows[y][x] === " ";
  const cells = [];
  const adjacent = new Map();
  let walls = "";
  rows.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) {
      if (!open(x, y)) {
        walls += `M${x} ${y}h1v1h-1z`;
        continue;
      }
      const id = x + "," + y;
      cells.push({ id, d: `M${x} ${y}h1v1h-1z`, centre: [x + 0.5, y + 0.5] });
      adjacent.set(id, [[0, -1], [1, 0], [0, 1], [-1, 0]]
        .filter(([dx, dy]) => open(x + dx, y + dy))
        .map(([dx, dy]) => (x + dx) + "," + (y + dy)));
    }
  });
  const width = Math.max(...rows.map((row) => row.length));
  pathGame(article, puzzle, {
    viewBox: [-0.1, -0.1, width + 0.2, rows.length + 0.2],
    cells, adjacent, walls, filledWalls: true,
    wallWidth: 0, lineWidth: 0.3, markSize: 0.36,
    start: placeId(form.start), goal: placeId(form.goal),
    solution: (form.solution || [form.start]).map(placeId),
  });
};
