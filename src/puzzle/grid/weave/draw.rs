//! Draws a weave maze so its bridges read at a glance. Every corridor is drawn
//! inset in its cell (its walls [`INSET`] of a cell in from the cell's edges, as
//! Jamis Buck draws weave mazes), so a passage between two cells is a short neck
//! and a corridor's walls run on in line from cell to cell. At a crossing the
//! bridge's walls run straight across the cell, unbroken, and the corridor under
//! it shows only as its walls' ends on either side, broken by the bridge's
//! walls: the eye follows both corridors straight through. Every wall is one
//! stroke of the same weight.
//!
//! Walls are gathered along the lines they lie on (two across each row, two down
//! each column, three slots a cell each) and written as merged runs, so a large
//! maze's path stays compact. The answer key's route is the usual answer line,
//! dashed and thinner across each bridge it goes under.
//!
//! Room: a corridor is `1 − 2 × INSET` of its cell, so a weave cell needs
//! 1 / (1 − 2 × INSET) times the room of a plain one to print corridors as wide
//! (`corridor`; the recipe's legibility check counts on it).

use crate::render::wall::Wall;
use svg::node::element::{Group, Line, Path};

use super::{Bridge, WeavePuzzle};
use crate::puzzle::cells::Placement;
use crate::puzzle::cells::marks::{Fit, Lattice, Plan, fitted_cell};
use crate::render::answer_line::answer_line;
use crate::render::fmt::{num, push_num};
use crate::render::style::Style;

/// How far a corridor's walls stand in from its cell's edges, as a share of the cell.
pub const INSET: f64 = 0.15;

/// The width of a corridor in a cell `cell` points wide.
pub fn corridor(cell: f64) -> f64 {
    cell * (1.0 - 2.0 * INSET)
}

const NORTH: u8 = 1;
const EAST: u8 = 2;
const SOUTH: u8 = 4;
const WEST: u8 = 8;

/// Where the maze sits in its box: the top-left corner and the cell size.
struct Frame {
    left: f64,
    top: f64,
    cell: f64,
}

impl Frame {
    fn x(&self, column: usize) -> f64 {
        self.left + column as f64 * self.cell
    }

    fn y(&self, row: usize) -> f64 {
        self.top + row as f64 * self.cell
    }

    /// The position of slot boundary `k` (0–3) of cell `index` along a line
    /// starting at `origin`: the cell's edge, its two insets, the next edge.
    fn along(&self, origin: f64, index: usize, k: usize) -> f64 {
        let inset = INSET * self.cell;
        origin
            + index as f64 * self.cell
            + match k {
                0 => 0.0,
                1 => inset,
                2 => self.cell - inset,
                _ => self.cell,
            }
    }

    fn centre(&self, [x, y]: [usize; 2]) -> (f64, f64) {
        (self.x(x) + self.cell / 2.0, self.y(y) + self.cell / 2.0)
    }
}

/// A weave mark fills 78 % of a roomy corridor and keeps clear of its walls,
/// which stand `INSET` in from the cell's edges (counted on `plain`, the cell
/// the box gives before any room is set aside, which the drawing never exceeds).
fn mark_fit(wall: f64, plain: f64) -> Fit {
    Fit {
        share: 0.78 * (1.0 - 2.0 * INSET),
        clearance: wall + 1.5 + 2.0 * INSET * plain,
        outset: wall / 2.0,
        corner_ends: true,
    }
}

/// The cell size a `columns`×`rows` weave maze gets in a `width`×`height` slot,
/// counting the room its outside marks may need.
pub fn cell_size(
    shape: (usize, usize),
    width: f64,
    height: f64,
    wall: f64,
    placement: Placement,
) -> f64 {
    let plain = fitted_cell(shape, (width, height), [0.0; 4]);
    mark_fit(wall, plain).cell_for(shape, (width, height), placement)
}

/// The marks of the maze in a `width`×`height` point box (`answer` for its key).
fn marks_plan(puzzle: &WeavePuzzle, width: f64, height: f64, wall_pt: f64, answer: bool) -> Plan {
    let grid = &puzzle.grid;
    let shape = (grid.width, grid.height);
    let plain = fitted_cell(shape, (width, height), [0.0; 4]);
    let fit = mark_fit(wall_pt, plain);
    Plan::new(fit, [grid.start, grid.goal], shape, (width, height), answer)
}

/// Whether the maze on a puzzle page in a `width`×`height` box prints a mark
/// outside past an arrow.
pub fn marks_arrow(puzzle: &WeavePuzzle, width: f64, height: f64, wall_pt: f64) -> bool {
    marks_plan(puzzle, width, height, wall_pt, false).arrow()
}

/// Draws the maze into a `width`×`height` point box; with `route`, as its answer key.
pub fn draw(
    puzzle: &WeavePuzzle,
    route: Option<&[[usize; 2]]>,
    width: f64,
    height: f64,
    wall: Wall,
    style: &Style,
) -> Group {
    let grid = &puzzle.grid;
    let shape = (grid.width, grid.height);
    let marks = marks_plan(puzzle, width, height, wall.pt(), route.is_some());
    let [left, right, top, _] = marks.room();
    let cell = fitted_cell(shape, (width, height), marks.room());
    let frame = Frame {
        left: left + (width - left - right - cell * grid.width as f64) / 2.0,
        top,
        cell,
    };
    let links = Links::of(puzzle);
    let mut group = Group::new();
    if let Some(route) = route {
        group = draw_route(group, route, &links, &frame, style);
    }
    // Puzzle pages: walls as set, or thickening with the cell; answer keys
    // thin theirs so the route stays the boldest line (`Wall::drawn`).
    let wall = wall.drawn(cell, route.is_some());
    let walls = Path::new()
        .set("d", wall_path(&links, &frame))
        .set("fill", "none")
        .set("stroke", style.ink)
        .set("stroke-width", num(wall))
        .set("stroke-linecap", "square");
    let lattice = Lattice {
        left: frame.left,
        top: frame.top,
        cell,
        columns: grid.width,
        rows: grid.height,
    };
    marks.draw(group.add(walls), &lattice, style)
}

/// Each cell's passages as the drawing needs them: all of them (a crossing has
/// four), and those of the cell's own corridor (a crossing's bridge), with the
/// doors of a start or goal on the border counted as passages out.
struct Links {
    width: usize,
    height: usize,
    all: Vec<u8>,
    own: Vec<u8>,
}

impl Links {
    fn of(puzzle: &WeavePuzzle) -> Links {
        let grid = &puzzle.grid;
        let mut all = grid.cells.clone();
        let mut own = grid.cells.clone();
        for crossing in &puzzle.crossings {
            let index = crossing.cell[1] * grid.width + crossing.cell[0];
            own[index] = match crossing.over {
                Bridge::EastWest => EAST | WEST,
                Bridge::NorthSouth => NORTH | SOUTH,
            };
        }
        for end in [grid.start, grid.goal] {
            if let Some(side) =
                super::super::rectangle::draw::opening_side(end, grid.width, grid.height)
            {
                let index = end[1] * grid.width + end[0];
                all[index] |= side.bit();
                own[index] |= side.bit();
            }
        }
        Links {
            width: grid.width,
            height: grid.height,
            all,
            own,
        }
    }

    fn cell(&self, x: usize, y: usize) -> (u8, u8) {
        let index = y * self.width + x;
        (self.all[index], self.own[index])
    }

    /// Whether the route's step through `cell`, running east–west or not, goes
    /// under a bridge there.
    fn under(&self, [x, y]: [usize; 2], east_west: bool) -> bool {
        let (all, own) = self.cell(x, y);
        let across = if east_west {
            EAST | WEST
        } else {
            NORTH | SOUTH
        };
        all == 0b1111 && own != all && own & across == 0
    }
}

/// Slot `k` (0–2) of cell (x, y) on the horizontal line at its top inset
/// (`lower` false) or bottom inset: the neck to the west, the corridor's top or
/// bottom wall, the neck to the east.
fn across(links: &Links, x: usize, y: usize, k: usize, lower: bool) -> bool {
    let (all, own) = links.cell(x, y);
    match k {
        0 => all & WEST != 0,
        1 => own & if lower { SOUTH } else { NORTH } == 0,
        _ => all & EAST != 0,
    }
}

/// Slot `k` (0–2) of cell (x, y) on the vertical line at its left inset (`right`
/// false) or right inset: the neck to the north, the corridor's side wall, the
/// neck to the south.
fn down(links: &Links, x: usize, y: usize, k: usize, right: bool) -> bool {
    let (all, own) = links.cell(x, y);
    match k {
        0 => all & NORTH != 0,
        1 => own & if right { EAST } else { WEST } == 0,
        _ => all & SOUTH != 0,
    }
}

/// Every wall as merged `M x y h len` and `M x y v len` runs.
fn wall_path(links: &Links, frame: &Frame) -> String {
    let mut d = String::new();
    let inset = INSET * frame.cell;
    for y in 0..links.height {
        for lower in [false, true] {
            let at = frame.y(y) + if lower { frame.cell - inset } else { inset };
            runs(
                links.width,
                |x, k| across(links, x, y, k, lower),
                |a, b| {
                    let from = frame.along(frame.left, a.0, a.1);
                    let to = frame.along(frame.left, b.0, b.1 + 1);
                    segment(&mut d, [from, at], 'h', to - from);
                },
            );
        }
    }
    for x in 0..links.width {
        for right in [false, true] {
            let at = frame.x(x) + if right { frame.cell - inset } else { inset };
            runs(
                links.height,
                |y, k| down(links, x, y, k, right),
                |a, b| {
                    let from = frame.along(frame.top, a.0, a.1);
                    let to = frame.along(frame.top, b.0, b.1 + 1);
                    segment(&mut d, [at, from], 'v', to - from);
                },
            );
        }
    }
    d
}

/// Calls `run(first, last)` for each maximal run of set slots along a line of
/// `cells` cells with three slots each, slots named (cell, k).
fn runs(
    cells: usize,
    set: impl Fn(usize, usize) -> bool,
    mut run: impl FnMut((usize, usize), (usize, usize)),
) {
    let mut open: Option<(usize, usize)> = None;
    let mut last = (0, 0);
    for cell in 0..cells {
        for k in 0..3 {
            match (set(cell, k), open) {
                (true, None) => open = Some((cell, k)),
                (false, Some(first)) => {
                    run(first, last);
                    open = None;
                }
                _ => {}
            }
            last = (cell, k);
        }
    }
    if let Some(first) = open {
        run(first, last);
    }
}

fn segment(d: &mut String, [x, y]: [f64; 2], axis: char, length: f64) {
    d.push('M');
    push_num(d, x);
    d.push(' ');
    push_num(d, y);
    d.push(axis);
    push_num(d, length);
}

/// The route: solid answer lines, broken at each bridge it goes under, where a
/// thinner dashed line crosses the bridge (drawn first, so the route over a
/// bridge lies on top of the route under it). Under two bridges in a row, one
/// dashed line runs under both.
fn draw_route(
    group: Group,
    route: &[[usize; 2]],
    links: &Links,
    frame: &Frame,
    style: &Style,
) -> Group {
    let width = frame.cell * line_share(frame.cell, style);
    let pieces = RoutePieces::of(route, links, frame, width);
    let dash = corridor(frame.cell) / 5.0;
    let mut group = group;
    for [a, b] in pieces.dashed {
        group = group.add(
            Line::new()
                .set("x1", num(a.0))
                .set("y1", num(a.1))
                .set("x2", num(b.0))
                .set("y2", num(b.1))
                .set("stroke", style.palette.solution)
                .set("stroke-width", num(width * 0.6))
                .set("stroke-dasharray", format!("{} {}", num(dash), num(dash))),
        );
    }
    for piece in pieces.solid.iter().filter(|piece| piece.len() >= 2) {
        group = group.add(answer_line(piece, width, style));
    }
    group
}

/// The route cut where it goes under bridges.
struct RoutePieces {
    solid: Vec<Vec<(f64, f64)>>,
    dashed: Vec<[(f64, f64); 2]>,
}

impl RoutePieces {
    fn of(route: &[[usize; 2]], links: &Links, frame: &Frame, width: f64) -> RoutePieces {
        let mut pieces = RoutePieces {
            solid: vec![Vec::new()],
            dashed: Vec::new(),
        };
        // Half a bridge's length, and as far again as the solid line's round cap.
        let reach = frame.cell / 2.0 - INSET * frame.cell;
        let clear = reach + width / 2.0;
        let mut under_before = false;
        for (i, &cell) in route.iter().enumerate() {
            let centre = frame.centre(cell);
            let Some(before) = i.checked_sub(1).map(|j| route[j]) else {
                pieces.point(centre);
                continue;
            };
            if !links.under(cell, before[1] == cell[1]) {
                pieces.point(centre);
                under_before = false;
                continue;
            }
            // From `before`: in under the bridge's near wall, out under its far one.
            let from = frame.centre(before);
            let (dx, dy) = (toward(from.0, centre.0), toward(from.1, centre.1));
            let at = |distance: f64| (centre.0 + dx * distance, centre.1 + dy * distance);
            match (under_before, pieces.dashed.last_mut()) {
                (true, Some(last)) => last[1] = at(reach),
                _ => {
                    pieces.point(at(-clear));
                    pieces.dashed.push([at(-reach), at(reach)]);
                }
            }
            pieces.solid.push(vec![at(clear)]);
            under_before = true;
        }
        pieces
    }

    /// Carries the current solid line on to `point` (a line of one point, left
    /// between two bridges in a row, is never drawn).
    fn point(&mut self, point: (f64, f64)) {
        if let Some(piece) = self.solid.last_mut() {
            piece.push(point);
        }
    }
}

/// The sign of the step from `a` to `b`.
fn toward(a: f64, b: f64) -> f64 {
    match b.partial_cmp(&a) {
        Some(std::cmp::Ordering::Greater) => 1.0,
        Some(std::cmp::Ordering::Less) => -1.0,
        _ => 0.0,
    }
}

/// How much of a cell the answer line fills: a share of its corridor, more when
/// corridors are narrow, so the line still stands out from the walls.
fn line_share(cell: f64, style: &Style) -> f64 {
    let share = if corridor(cell) < 10.0 {
        style.solution_share_of_cell.max(0.5)
    } else {
        style.solution_share_of_cell
    };
    share * (1.0 - 2.0 * INSET)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn runs_merge_across_cells() {
        let set = [true, true, true, false, true, true];
        let mut found = Vec::new();
        runs(2, |cell, k| set[3 * cell + k], |a, b| found.push((a, b)));
        assert_eq!(found, [((0, 0), (0, 2)), ((1, 1), (1, 2))]);
    }

    #[test]
    fn a_weave_cell_needs_more_room_than_a_plain_one() {
        assert!((corridor(10.0) - 7.0).abs() < 1e-9);
    }
}
