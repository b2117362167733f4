//! Draws a grid maze in real units: walls as one compact path of merged straight
//! runs (small PDFs), openings in the outer wall at a border start or goal, the
//! start and goal marks (placed by `cells::marks`), and, for the answer key, the solution as a broad
//! coloured band under the pictograms.

use crate::render::wall::Wall;
use std::io::Write;

use svg::node::element::{Group, Path};

use super::GridPuzzle;
use crate::puzzle::cells::marks::{Fit, Lattice, Plan, fitted_cell};
use crate::puzzle::cells::{Direction, Placement};
use crate::render::answer_line::{answer_line_through, write_points};
use crate::render::fmt::{num, push_num};
use crate::render::streamed::{LATER, Later, Streamed};
use crate::render::style::Style;

const NORTH: u8 = Direction::North.bit();
const WEST: u8 = Direction::West.bit();

/// Where a maze sits inside its box (centred across, at the top): the top-left
/// corner and the cell size.
#[derive(Clone, Copy)]
struct Frame {
    left: f64,
    top: f64,
    cell: f64,
}

impl Frame {
    /// Fits the maze in the box, `room` (left, right, top, bottom) kept free beside it.
    fn fit(columns: usize, rows: usize, width: f64, height: f64, room: [f64; 4]) -> Frame {
        let [left, right, top, _] = room;
        let cell = fitted_cell((columns, rows), (width, height), room);
        Frame {
            left: left + (width - left - right - cell * columns as f64) / 2.0,
            // Hang from the top of the box, right under its label.
            top,
            cell,
        }
    }

    fn lattice(&self, maze: &GridPuzzle) -> Lattice {
        Lattice {
            left: self.left,
            top: self.top,
            cell: self.cell,
            columns: maze.width,
            rows: maze.height,
        }
    }

    fn x(&self, column: usize) -> f64 {
        self.left + column as f64 * self.cell
    }

    fn y(&self, row: usize) -> f64 {
        self.top + row as f64 * self.cell
    }

    fn centre(&self, cell: [usize; 2]) -> (f64, f64) {
        (
            self.x(cell[0]) + self.cell / 2.0,
            self.y(cell[1]) + self.cell / 2.0,
        )
    }
}

/// Whether the maze on a puzzle page in a `width`×`height` box prints a mark
/// outside past an arrow.
pub fn marks_arrow(maze: &GridPuzzle, width: f64, height: f64, wall: Wall) -> bool {
    Layout::of(maze, false, width, height, wall).marks.arrow()
}

/// Draws the maze into a `width`×`height` point box; with `solution`, as its answer key.
pub fn draw(
    maze: &GridPuzzle,
    solution: Option<&[[usize; 2]]>,
    width: f64,
    height: f64,
    wall: Wall,
    style: &Style,
) -> Group {
    let layout = Layout::of(maze, solution.is_some(), width, height, wall);
    let frame = layout.frame;
    let line = solution.map(|path| collected(|emit| write_solution(path, &frame, emit)));
    let walls = collected(|emit| write_walls(maze, &frame, emit));
    layout.group(maze, line, walls, style)
}

/// The text `write` hands on, whole.
fn collected(
    write: impl FnOnce(&mut dyn FnMut(&str) -> std::io::Result<()>) -> std::io::Result<()>,
) -> String {
    let mut text = String::new();
    // Text gathered in memory cannot fail to be written.
    let _ = write(&mut |chunk| {
        text.push_str(chunk);
        Ok(())
    });
    text
}

/// As [`draw`], with the walls' path written later, straight into the output.
pub fn draw_streamed<'a>(
    maze: &'a GridPuzzle,
    solution: Option<&'a [[usize; 2]]>,
    width: f64,
    height: f64,
    wall: Wall,
    style: &Style,
) -> Streamed<'a> {
    let layout = Layout::of(maze, solution.is_some(), width, height, wall);
    let line = solution.map(|_| LATER.to_string());
    let group = layout.group(maze, line, LATER.to_string(), style);
    let frame = layout.frame;
    let mut later: Vec<Later<'a>> = Vec::new();
    if let Some(path) = solution {
        later.push(Box::new(move |out: &mut dyn Write| {
            write_solution(path, &frame, &mut |chunk| out.write_all(chunk.as_bytes()))
        }));
    }
    later.push(Box::new(move |out: &mut dyn Write| {
        write_walls(maze, &frame, &mut |run| out.write_all(run.as_bytes()))
    }));
    Streamed { group, later }
}

/// Where a drawing goes, its marks, and how thick its walls print.
struct Layout {
    marks: Plan,
    frame: Frame,
    wall: f64,
}

impl Layout {
    fn of(maze: &GridPuzzle, answer: bool, width: f64, height: f64, wall: Wall) -> Layout {
        let ends = [maze.start, maze.goal];
        let shape = (maze.width, maze.height);
        let fit = mark_fit(wall.pt());
        let marks = Plan::new(fit, ends, shape, (width, height), answer);
        let frame = Frame::fit(maze.width, maze.height, width, height, marks.room());
        // Puzzle pages: walls as set, or thickening with the cell; answer keys
        // thin theirs so the solution stays the boldest line (`Wall::drawn`).
        let wall = wall.drawn(frame.cell, answer);
        Layout { marks, frame, wall }
    }

    /// The drawing, with `line` as the solution line's points (an answer
    /// key's) and `walls` as the walls' path data.
    fn group(
        &self,
        maze: &GridPuzzle,
        line: Option<String>,
        walls: String,
        style: &Style,
    ) -> Group {
        let mut group = Group::new();
        if let Some(points) = line {
            let width = self.frame.cell * solution_share(self.frame.cell, style);
            group = group.add(answer_line_through(points, width, style));
        }
        let walls = Path::new()
            .set("d", walls)
            .set("fill", "none")
            .set("stroke", style.ink)
            .set("stroke-width", num(self.wall))
            .set("stroke-linecap", "square");
        self.marks
            .draw(group.add(walls), &self.frame.lattice(maze), style)
    }
}

/// The cell size a `columns`×`rows` maze with walls `wall` points wide gets in a
/// `width`×`height` puzzle slot, counting the room its outside marks may need.
pub fn cell_size(
    (columns, rows): (usize, usize),
    width: f64,
    height: f64,
    wall: f64,
    placement: Placement,
) -> f64 {
    mark_fit(wall).cell_for((columns, rows), (width, height), placement)
}

/// A grid mark fills 78% of a roomy cell and keeps clear of its wall strokes,
/// which reach half their width past the lattice; `corners` puts the ends in the
/// corner cells.
fn mark_fit(wall: f64) -> Fit {
    Fit {
        share: 0.78,
        clearance: wall + 1.5,
        outset: wall / 2.0,
        corner_ends: true,
    }
}

/// The solution line's points through the cells' centres, a chunk at a time.
fn write_solution(
    path: &[[usize; 2]],
    frame: &Frame,
    emit: &mut dyn FnMut(&str) -> std::io::Result<()>,
) -> std::io::Result<()> {
    write_points(path.iter().map(|&cell| frame.centre(cell)), emit)
}

/// How much of a corridor the answer line fills: more when corridors are narrow,
/// so the line still stands out from the walls.
fn solution_share(cell: f64, style: &Style) -> f64 {
    if cell < 10.0 {
        style.solution_share_of_cell.max(0.5)
    } else {
        style.solution_share_of_cell
    }
}

/// Every wall as `M x y h len` (horizontal) and `M x y v len` (vertical) runs,
/// written a row (or column) at a time into `emit` (no allocation per run: a
/// large maze has millions).
fn write_walls(
    maze: &GridPuzzle,
    frame: &Frame,
    emit: &mut dyn FnMut(&str) -> std::io::Result<()>,
) -> std::io::Result<()> {
    let mut d = String::new();
    for row in 0..=maze.height {
        d.clear();
        push_runs(
            maze.width,
            |x| horizontal_wall(maze, x, row),
            |start, len| {
                push_segment(&mut d, [frame.x(start), frame.y(row)], 'h', len, frame);
            },
        );
        emit(&d)?;
    }
    for column in 0..=maze.width {
        d.clear();
        push_runs(
            maze.height,
            |y| vertical_wall(maze, column, y),
            |start, len| {
                push_segment(&mut d, [frame.x(column), frame.y(start)], 'v', len, frame);
            },
        );
        emit(&d)?;
    }
    Ok(())
}

/// Appends `M x y` and a run of `len` cells along `axis` (`h` or `v`).
fn push_segment(d: &mut String, [x, y]: [f64; 2], axis: char, len: usize, frame: &Frame) {
    d.push('M');
    push_num(d, x);
    d.push(' ');
    push_num(d, y);
    d.push(axis);
    push_num(d, len as f64 * frame.cell);
}

/// Calls `segment(start, length)` once per maximal run of `true` in `0..count`.
fn push_runs(count: usize, wall: impl Fn(usize) -> bool, mut segment: impl FnMut(usize, usize)) {
    let mut run_start = None;
    for i in 0..=count {
        let here = i < count && wall(i);
        match (here, run_start) {
            (true, None) => run_start = Some(i),
            (false, Some(start)) => {
                segment(start, i - start);
                run_start = None;
            }
            _ => {}
        }
    }
}

/// The wall along the top edge of cell (x, row); row = height is the bottom border.
fn horizontal_wall(maze: &GridPuzzle, x: usize, row: usize) -> bool {
    if row == 0 || row == maze.height {
        let cell = [x, if row == 0 { 0 } else { row - 1 }];
        let side = if row == 0 {
            Direction::North
        } else {
            Direction::South
        };
        return !maze.is_opening(cell, side);
    }
    maze.cell(x, row) & NORTH == 0
}

/// The wall along the left edge of cell (column, y); column = width is the right border.
fn vertical_wall(maze: &GridPuzzle, column: usize, y: usize) -> bool {
    if column == 0 || column == maze.width {
        let cell = [if column == 0 { 0 } else { column - 1 }, y];
        let side = if column == 0 {
            Direction::West
        } else {
            Direction::East
        };
        return !maze.is_opening(cell, side);
    }
    maze.cell(column, y) & WEST == 0
}

/// The outer-wall side to open for a start or goal cell on the border, as the
/// direction out of the maze through it: left and right edges first (mazes read left to right), then top and bottom.
pub fn opening_side(cell: [usize; 2], width: usize, height: usize) -> Option<Direction> {
    if cell[0] == 0 {
        Some(Direction::West)
    } else if cell[0] + 1 == width {
        Some(Direction::East)
    } else if cell[1] == 0 {
        Some(Direction::North)
    } else if cell[1] + 1 == height {
        Some(Direction::South)
    } else {
        None
    }
}
