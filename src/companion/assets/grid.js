// Grid mazes of every shape, from their JSON form (docs/formats.md): square
// cells (rectangles, pictures and words, with passage bits), weave mazes
// (squares whose corridors cross on bridges), hexagons and triangles (numbered
// cells, passage pairs), circles (rings) and mazes with floors (square cells
// with stairs, the floors side by side). Each shape gives the path player its
// cells' outlines and centres, the open neighbours and the walls.
"use strict";

PLAYERS.grid = (article, puzzle) => {
  const form = puzzle.form;
  const shape = form.shape || "rectangle";
  if (form.levels) {
    pathGame(article, puzzle, floorsGraph(form));
    const keys = article.querySelector(".keys");
    if (keys) keys.textContent += " " + word("play-keys-floors");
    return;
  }
  const graph = form.crossings ? weaveGraph(form)
    : shape === "circle" ? circleGraph(form)
    : shape === "hexagon" ? hexagonGraph(form)
    : shape === "triangle" ? triangleGraph(form)
    : squareGraph(form);
  pathGame(article, puzzle, graph);
};

function fixed(v) { return +v.toFixed(3); }

/** Common parts: ids of start, goal and solution, the open neighbours. */
function withEnds(form, graph) {
  graph.start = placeId(form.start);
  graph.goal = placeId(form.goal);
  graph.solution = (form.solution || [form.start]).map(placeId);
  return graph;
}

function adjacencyFromPairs(pairs) {
  const adjacent = new Map();
  const add = (a, b) => {
    if (!adjacent.has(a)) adjacent.set(a, []);
    adjacent.get(a).push(b);
  };
  for (const [a, b] of pairs) { add(String(a), String(b)); add(String(b), String(a)); }
  return adjacent;
}

/** In the maze: a mask's '#' (no mask: every cell). */
function inMask(form, x, y) {
  if (!form.mask) return x >= 0 && y >= 0 && x < form.width && y < form.height;
  const row = form.mask[y];
  return row !== undefined && row[x] === "#";
}

/** Square cells with passage bits N=1 E=2 S=4 W=8 (rectangles and masks). */
function squareGraph(form) {
  const { width, height, cells } = form;
  const inside = (x, y) => x >= 0 && y >= 0 && x < width && y < height && inMask(form, x, y);
  const bits = (x, y) => (inside(x, y) ? cells[y * width + x] : 0);
  const list = [];
  const adjacent = new Map();
  let walls = "";
  // [bit, dx, dy, the side's segment from the cell's corner]; each wall drawn
  // once: north and west sides always, east and south ones only where no cell
  // of the maze is across.
  const SIDES = [[1, 0, -1, 0, 0, "h1"], [2, 1, 0, 1, 0, "v1"], [4, 0, 1, 0, 1, "h1"], [8, -1, 0, 0, 0, "v1"]];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!inside(x, y)) continue;
      const id = x + "," + y;
      list.push({ id, d: "M" + x + " " + y + "h1v1h-1z", centre: [x + 0.5, y + 0.5] });
      const open = [];
      const here = bits(x, y);
      for (const [bit, dx, dy, cx, cy, line] of SIDES) {
        if (here & bit) open.push((x + dx) + "," + (y + dy));
        else if (bit === 1 || bit === 8 || !inside(x + dx, y + dy)) walls += "M" + (x + cx) + " " + (y + cy) + line;
      }
      adjacent.set(id, open);
    }
  }
  return withEnds(form, {
    viewBox: [-0.25, -0.25, width + 0.5, height + 0.5],
    cells: list, adjacent, walls,
    wallWidth: 0.08, lineWidth: 0.3, markSize: 0.34,
  });
}

/**
 * A weave maze: squares whose corridors may cross, one on a bridge and one
 * under it. A crossing is two places: "x,y" on the bridge and "x,y~" under
 * it, each running straight through, so nothing turns there; a step into a
 * crossing lands on the place that runs the way it goes. Every corridor is
 * drawn inset in its cell, as on the printed page: the bridge's walls run
 * unbroken across a crossing and the corridor under it shows only as its
 * walls' ends.
 */
function weaveGraph(form) {
  const { width, height, cells } = form;
  const INSET = 0.15;
  const bridges = new Map(form.crossings.map(([x, y, over]) => [x + "," + y, over]));
  // [bit, dx, dy, the way's axis]; the axis of "ew" bridges is "ew".
  const SIDES = [[1, 0, -1, "ns"], [2, 1, 0, "ew"], [4, 0, 1, "ns"], [8, -1, 0, "ew"]];
  /** The place in cell (x, y) for a way along `axis`. */
  const placeAt = (x, y, axis) => {
    const id = x + "," + y;
    const over = bridges.get(id);
    return over === undefined || over === axis ? id : id + "~";
  };
  const list = [];
  const adjacent = new Map();
  let walls = "";
  const line = (x1, y1, x2, y2) => { walls += `M${fixed(x1)} ${fixed(y1)}L${fixed(x2)} ${fixed(y2)}`; };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const id = x + "," + y;
      const bits = cells[y * width + x];
      const over = bridges.get(id);
      list.push({ id, d: "M" + x + " " + y + "h1v1h-1z", centre: [x + 0.5, y + 0.5] });
      // A plain cell is one place with every way; a crossing two, one a way.
      const places = over === undefined ? [[null, id]] : ["ew", "ns"].map((axis) => [axis, placeAt(x, y, axis)]);
      for (const [axis, place] of places) {
        const open = SIDES
          .filter(([bit, , , side]) => bits & bit && (axis === null || side === axis))
          .map(([, dx, dy, side]) => placeAt(x + dx, y + dy, side));
        adjacent.set(place, open);
      }
      // The cell's inset square, corner by corner: (a, b) from its top left.
      const lo = INSET, hi = 1 - INSET;
      const sides = [[lo, lo, hi, lo], [hi, lo, hi, hi], [lo, hi, hi, hi], [lo, lo, lo, hi]];
      SIDES.forEach(([bit, dx, dy, side], k) => {
        const [a1, b1, a2, b2] = sides[k];
        const bridgeWall = over !== undefined && side !== over;
        if (!(bits & bit) || bridgeWall) line(x + a1, y + b1, x + a2, y + b2);
        if (bits & bit) {
          // The corridor's walls run on to the cell's edge.
          line(x + a1, y + b1, x + a1 + dx * INSET, y + b1 + dy * INSET);
          line(x + a2, y + b2, x + a2 + dx * INSET, y + b2 + dy * INSET);
        }
      });
    }
  }
  const graph = withEnds(form, {
    viewBox: [-0.25, -0.25, width + 0.5, height + 0.5],
    cells: list, adjacent, walls,
    wallWidth: 0.07, lineWidth: 0.26, markSize: 0.34,
    cellOf: (place) => place.replace("~", ""),
  });
  graph.solution = weaveRoute(graph.solution, placeAt);
  return graph;
}

/** The form's solution (cells) as places: over or under each crossing by the way it runs. */
function weaveRoute(ids, placeAt) {
  const xy = (id) => id.split(",").map(Number);
  return ids.map((id, i) => {
    const [x, y] = xy(id);
    const other = xy(ids[i > 0 ? i - 1 : i + 1] || id);
    return placeAt(x, y, other[1] === y ? "ew" : "ns");
  });
}

/** Hexagons, pointy side up, odd rows shifted right by half a cell. */
function hexagonGraph(form) {
  const { width, height } = form;
  const root3 = Math.sqrt(3);
  const centre = (x, y) => [fixed(root3 * (x + 0.5 + 0.5 * (y & 1))), fixed(1.5 * y + 1)];
  const corner = (c, k) => {
    const angle = (Math.PI / 3) * k - Math.PI / 2;
    return [fixed(c[0] + Math.cos(angle)), fixed(c[1] + Math.sin(angle))];
  };
  // Across corner k → k+1: NE, E, SE, SW, W, NW.
  const across = (x, y, k) => {
    const odd = y & 1;
    return [[x + odd, y - 1], [x + 1, y], [x + odd, y + 1], [x - 1 + odd, y + 1], [x - 1, y], [x - 1 + odd, y - 1]][k];
  };
  return polygonGraph(form, (x, y) => {
    const c = centre(x, y);
    const corners = [0, 1, 2, 3, 4, 5].map((k) => corner(c, k));
    return { centre: c, corners, neighbours: [0, 1, 2, 3, 4, 5].map((k) => across(x, y, k)) };
  }, [-0.3, -0.3, root3 * (width + 0.5) + 0.6, 1.5 * height + 0.5 + 0.6], 0.09, 0.45);
}

/** Triangles: (x, y) points up when x + y is even. */
function triangleGraph(form) {
  const { width, height } = form;
  const h = Math.sqrt(3) / 2;
  return polygonGraph(form, (x, y) => {
    const left = x / 2;
    const up = (x + y) % 2 === 0;
    const top = fixed(y * h);
    const bottom = fixed((y + 1) * h);
    // Sides in order, each with the cell across it.
    const corners = up
      ? [[left, bottom], [left + 0.5, top], [left + 1, bottom]]
      : [[left, top], [left + 1, top], [left + 0.5, bottom]];
    const neighbours = up ? [[x - 1, y], [x + 1, y], [x, y + 1]] : [[x, y - 1], [x + 1, y], [x - 1, y]];
    const centre = [left + 0.5, fixed(up ? y * h + h * 2 / 3 : y * h + h / 3)];
    return { centre, corners, neighbours };
  }, [-0.2, -0.2, (width + 1) / 2 + 0.4, height * h + 0.4], 0.06, 0.19);
}

/** Numbered cells (y·W + x) drawn as polygons; side k joins corner k and k+1. */
function polygonGraph(form, cellAt, viewBox, wallWidth, markSize) {
  const { width } = form;
  const inside = (x, y) => x >= 0 && x < width && y >= 0 && y < form.height && inMask(form, x, y);
  const adjacent = adjacencyFromPairs(form.passages);
  const list = [];
  let walls = "";
  for (let y = 0; y < form.height; y++) {
    for (let x = 0; x < width; x++) {
      if (!inside(x, y)) continue;
      const id = String(y * width + x);
      const cell = cellAt(x, y);
      const open = adjacent.get(id) || [];
      adjacent.set(id, open);
      list.push({ id, d: "M" + cell.corners.map((p) => p.join(" ")).join("L") + "Z", centre: cell.centre });
      cell.neighbours.forEach(([nx, ny], k) => {
        const other = ny * width + nx;
        const outside = !inside(nx, ny);
        if (outside || (other > +id && !open.includes(String(other)))) {
          const a = cell.corners[k];
          const b = cell.corners[(k + 1) % cell.corners.length];
          walls += `M${a[0]} ${a[1]}L${b[0]} ${b[1]}`;
        }
      });
    }
  }
  return withEnds(form, { viewBox, cells: list, adjacent, walls, wallWidth, lineWidth: markSize * 0.8, markSize });
}

/** A polar maze: rings of cells around the centre, numbered clockwise from north. */
function circleGraph(form) {
  const rings = form.rings;
  const adjacent = adjacencyFromPairs(form.passages);
  const first = [];
  rings.reduce((sum, n) => { first.push(sum); return sum + n; }, 0);
  const point = (radius, turn) => {
    const angle = turn * 2 * Math.PI;
    return [fixed(radius * Math.sin(angle)), fixed(-radius * Math.cos(angle))];
  };
  const arc = (radius, from, to) => {
    const end = point(radius, to);
    return `A${radius} ${radius} 0 ${to - from > 0.5 ? 1 : 0} 1 ${end[0]} ${end[1]}`;
  };
  const list = [];
  let walls = "";
  const joined = (a, b) => (adjacent.get(String(a)) || []).includes(String(b));
  rings.forEach((n, r) => {
    for (let i = 0; i < n; i++) {
      const id = first[r] + i;
      const key = String(id);
      if (!adjacent.has(key)) adjacent.set(key, []);
      if (n === 1) {
        list.push({ id: key, d: r === 0 ? `M0 ${-1}A1 1 0 1 1 0 1A1 1 0 1 1 0 ${-1}Z` : ringPath(r), centre: r === 0 ? [0, 0] : point(r + 0.5, 0) });
      } else {
        const [from, to] = [i / n, (i + 1) / n];
        const a = point(r, from), b = point(r + 1, from), c = point(r, to);
        list.push({
          id: key,
          d: `M${a[0]} ${a[1]}L${b[0]} ${b[1]}${arc(r + 1, from, to)}L${c[0]} ${c[1]}` + (r > 0 ? arcBack(r, to, from) : "") + "Z",
          centre: point(r + 0.5, (from + to) / 2),
        });
        // The radial wall on its clockwise side.
        if (!joined(id, first[r] + ((i + 1) % n))) {
          const p = point(r, to), q = point(r + 1, to);
          walls += `M${p[0]} ${p[1]}L${q[0]} ${q[1]}`;
        }
      }
      // Walls towards the next ring out: over each overlap.
      const outer = rings[r + 1];
      const [from, to] = [i / n, (i + 1) / n];
      if (outer === undefined) continue;
      for (let j = 0; j < outer; j++) {
        const lo = Math.max(from, j / outer), hi = Math.min(to, (j + 1) / outer);
        if (hi - lo <= 1e-9 || joined(id, first[r + 1] + j)) continue;
        const p = point(r + 1, lo);
        walls += `M${p[0]} ${p[1]}` + arc(r + 1, lo, hi);
      }
    }
  });
  const outside = rings.length;
  walls += `M0 ${-outside}A${outside} ${outside} 0 1 1 0 ${outside}A${outside} ${outside} 0 1 1 0 ${-outside}`;
  function ringPath(r) {
    return `M0 ${-(r + 1)}A${r + 1} ${r + 1} 0 1 1 0 ${r + 1}A${r + 1} ${r + 1} 0 1 1 0 ${-(r + 1)}ZM0 ${-r}A${r} ${r} 0 1 0 0 ${r}A${r} ${r} 0 1 0 0 ${-r}Z`;
  }
  function arcBack(radius, from, to) {
    const end = point(radius, to);
    return `A${radius} ${radius} 0 ${from - to > 0.5 ? 1 : 0} 0 ${end[0]} ${end[1]}`;
  }
  // A step between two cells of one ring follows the ring, not the chord.
  const ringOf = (id) => {
    let r = rings.length - 1;
    while (r > 0 && first[r] > id) r -= 1;
    return r;
  };
  const segment = (a, b) => {
    const [from, to] = [+a, +b];
    const r = ringOf(from);
    const n = rings[r];
    if (n < 2 || ringOf(to) !== r) return null;
    const step = (to - first[r] - (from - first[r]) + n) % n;
    const clockwise = step === 1;
    const end = point(r + 0.5, (to - first[r] + 0.5) / n);
    const radius = r + 0.5;
    return `A${radius} ${radius} 0 0 ${clockwise ? 1 : 0} ${end[0]} ${end[1]}`;
  };
  const size = outside + 0.3;
  return withEnds(form, {
    viewBox: [-size, -size, 2 * size, 2 * size],
    segment,
    cells: list, adjacent, walls,
    wallWidth: 0.08, lineWidth: 0.28, markSize: 0.3,
  });
}

/**
 * A maze with floors: `levels` floors of square cells, drawn side by side (in
 * two rows above three floors, as the book prints them), each under its label.
 * Bits N=1 E=2 S=4 W=8 within a floor, U=16 up and D=32 down to the same place
 * on the next floor; a stair is drawn ▲ (up) or ▼ (down) in its cell. Cells are
 * "x,y,floor"; the trail breaks where it takes a stair; + or Page Up climbs a
 * stair, - or Page Down goes down one, the arrows stay on the floor.
 */
function floorsGraph(form) {
  const { width, height, levels, cells } = form;
  const columns = levels <= 3 ? levels : Math.ceil(levels / 2);
  const [gapX, label] = [1.5, 1.2];
  const origin = (f) => [(f % columns) * (width + gapX), Math.floor(f / columns) * (height + label + 0.6) + label];
  const id = (x, y, f) => x + "," + y + "," + f;
  const list = [];
  const adjacent = new Map();
  const centres = new Map();
  const floorOf = (cell) => +cell.split(",")[2];
  let walls = "";
  let stairs = "";
  const SIDES = [[1, 0, -1, 0, 0, "h1"], [2, 1, 0, 1, 0, "v1"], [4, 0, 1, 0, 1, "h1"], [8, -1, 0, 0, 0, "v1"]];
  for (let f = 0; f < levels; f++) {
    const [ox, oy] = origin(f);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const here = cells[(f * height + y) * width + x] || 0;
        const [left, top] = [ox + x, oy + y];
        const key = id(x, y, f);
        list.push({ id: key, d: "M" + left + " " + top + "h1v1h-1z", centre: [left + 0.5, top + 0.5] });
        centres.set(key, [left + 0.5, top + 0.5]);
        const open = [];
        for (const [bit, dx, dy, cx, cy, line] of SIDES) {
          const inside = x + dx >= 0 && y + dy >= 0 && x + dx < width && y + dy < height;
          if (here & bit) open.push(id(x + dx, y + dy, f));
          else if (bit === 1 || bit === 8 || !inside) walls += "M" + (left + cx) + " " + (top + cy) + line;
        }
        // Stairs last: a tie between ways prefers the floor's own.
        const up = (here & 16) && f + 1 < levels;
        const down = (here & 32) && f > 0;
        if (up) open.push(id(x, y, f + 1));
        if (down) open.push(id(x, y, f - 1));
        if (up && down) stairs += stairTriangle(left + 0.3, top + 0.5, 0.22, -1) + stairTriangle(left + 0.7, top + 0.5, 0.22, 1);
        else if (up) stairs += stairTriangle(left + 0.5, top + 0.5, 0.3, -1);
        else if (down) stairs += stairTriangle(left + 0.5, top + 0.5, 0.3, 1);
        adjacent.set(key, open);
      }
    }
  }
  const rows = Math.ceil(levels / columns);
  const graph = withEnds(form, {
    viewBox: [-0.25, -0.25, columns * (width + gapX) - gapX + 0.5, rows * (height + label + 0.6) - 0.6 + 0.5],
    cells: list, adjacent, walls,
    wallWidth: 0.08, lineWidth: 0.3, markSize: 0.34,
  });
  // A stair is no line: the trail and the answer lift off and land on the next floor.
  graph.segment = (a, b) => {
    if (floorOf(a) === floorOf(b)) return null;
    const [x, y] = centres.get(b);
    return "M" + x.toFixed(3) + " " + y.toFixed(3);
  };
  graph.over = (root) => {
    svg("path", { class: "stairs", d: stairs, "aria-hidden": "true" }, root);
    for (let f = 0; f < levels; f++) {
      const [ox, oy] = origin(f);
      // Labels as on paper: about a cell high, smaller over narrow floors.
      const size = Math.max(0.5, Math.min(0.8, width / 12));
      const text = svg("text", { class: "floor-label", x: ox, y: oy - 0.3, "font-size": size }, root);
      text.textContent = word("floor", { n: f + 1 });
    }
  };
  graph.arrowOptions = (here) => (adjacent.get(here) || []).filter((cell) => floorOf(cell) === floorOf(here));
  graph.byKey = (key, here) => {
    const floor = floorOf(here) + (key === "+" || key === "PageUp" ? 1 : key === "-" || key === "PageDown" ? -1 : 0);
    if (floor === floorOf(here)) return null;
    const [x, y] = here.split(",");
    const there = id(x, y, floor);
    return (adjacent.get(here) || []).includes(there) ? there : null;
  };
  return graph;
}

/** A triangle around (x, y), pointing up (`way` −1) or down (+1). */
function stairTriangle(x, y, size, way) {
  const tip = y + way * size;
  const base = y - way * size * 0.8;
  return `M${fixed(x)} ${fixed(tip)}L${fixed(x + size)} ${fixed(base)}L${fixed(x - size)} ${fixed(base)}Z`;
}
