//! Draws a block maze in real units: every wall cell as a filled square (merged
//! into one path of row runs, so PDFs stay small and show no seams), the start and
//! goal marks in the door cells (with a full-size copy and an arrow outside the
//! maze when its cells are too small, see `cells::marks`), and for an answer key
//! the solution as a broad band, with, in the explored style, the cells the
//! simple solver tried and abandoned in light grey.
//! Black walls, light-grey tries and a mid-tone band stay apart in black and white.
//!
//! It takes plain data ([`BlockDrawing`]), which `kind` builds, so it does not
//! depend on `kind`.

use svg::node::element::{Group, Path, Polyline};

use super::maze::BlockPuzzle;
use crate::puzzle::cells::Placement;
use crate::puzzle::cells::marks::{Fit, Lattice, Plan, fitted_cell};
use crate::render::answer_line::answer_line;
use crate::render::fmt::num;
use crate::render::style::Style;

/// The fill of cells the explored key greys out.
pub const EXPLORED_GREY: &str = "#d4d4d4";

/// What a block drawing shows.
#[derive(Debug, Clone, Copy)]
pub struct BlockDrawing<'a> {
    pub puzzle: &'a BlockPuzzle,
    /// The checker's path from start to goal, drawn on the answer key.
    pub solution: &'a [[usize; 2]],
    /// The cells the simple solver tried and abandoned, greyed on the answer key
    /// in the explored style; `None` in the path style.
    pub explored: Option<&'a [[usize; 2]]>,
}

/// Where the maze sits in its box: top-left corner and cell size.
struct Frame {
    left: f64,
    top: f64,
    cell: f64,
}

impl Frame {
    /// Fits the maze in the box, `room` (left, right, top, bottom) kept free beside it.
    fn fit(columns: usize, rows: usize, width: f64, height: f64, room: [f64; 4]) -> Frame {
        let [left, right, top, _] = room;
        let inner_w = width - left - right;
        let cell = fitted_cell((columns, rows), (width, height), room);
        Frame {
            left: left + (inner_w - cell * columns as f64) / 2.0,
            top,
            cell,
        }
    }

    fn lattice(&self, columns: usize, rows: usize) -> Lattice {
        Lattice {
            left: self.left,
            top: self.top,
            cell: self.cell,
            columns,
            rows,
        }
    }

    fn corner(&self, cell: [usize; 2]) -> (f64, f64) {
        (
            self.left + cell[0] as f64 * self.cell,
            self.top + cell[1] as f64 * self.cell,
        )
    }

    fn centre(&self, cell: [usize; 2]) -> (f64, f64) {
        let (x, y) = self.corner(cell);
        (x + self.cell / 2.0, y + self.cell / 2.0)
    }
}

/// A block mark fills 90% of a roomy cell; its walls are squares beside it, and
/// its corner doors are in the frame beside the corner, not in it.
const MARK_FIT: Fit = Fit {
    share: 0.9,
    clearance: 0.0,
    outset: 0.0,
    corner_ends: false,
};

/// The cell size a `columns`×`rows` maze gets in a `width`×`height` puzzle slot,
/// counting the room its outside marks may need.
pub fn cell_size(
    columns: usize,
    rows: usize,
    width: f64,
    height: f64,
    placement: Placement,
) -> f64 {
    MARK_FIT.cell_for((columns, rows), (width, height), placement)
}

/// Whether the maze on a puzzle page in a `width`×`height` box prints a mark
/// outside past an arrow (never, while doors are in the frame; said all the
/// same, from the marks' plan).
pub fn marks_arrow(drawing: &BlockDrawing, width: f64, height: f64) -> bool {
    let maze = &drawing.puzzle.maze;
    let ends = [drawing.puzzle.start, drawing.puzzle.goal];
    let shape = (maze.width(), maze.height());
    Plan::new(MARK_FIT, ends, shape, (width, height), false).arrow()
}

/// Draws the maze (or its answer key) into a `width`×`height` point box.
pub fn draw(drawing: &BlockDrawing, answer: bool, width: f64, height: f64, style: &Style) -> Group {
    let maze = &drawing.puzzle.maze;
    let (w, h) = (maze.width(), maze.height());
    let ends = [drawing.puzzle.start, drawing.puzzle.goal];
    let marks = Plan::new(MARK_FIT, ends, (w, h), (width, height), answer);
    let frame = Frame::fit(w, h, width, height, marks.room());
    let mut group = Group::new();
    if let Some(explored) = drawing.explored.filter(|_| answer) {
        group = group.add(cells_path(explored, &frame).set("fill", EXPLORED_GREY));
    }
    let walls: Vec<[usize; 2]> = (0..h)
        .flat_map(|y| (0..w).map(move |x| [x, y]))
        .filter(|&c| !maze.is_open(c))
        .collect();
    group = group.add(cells_path(&walls, &frame).set("fill", style.ink));
    if answer {
        group = group.add(solution_band(drawing.solution, &frame, style));
    }
    marks.draw(group, &frame.lattice(w, h), style)
}

/// Squares for `cells` (in row-major order), merged into runs along each row.
/// Every corner is written in absolute coordinates from the cell lattice, so
/// squares in touching rows share their edges exactly and show no seam.
fn cells_path(cells: &[[usize; 2]], frame: &Frame) -> Path {
    let mut d = String::new();
    let mut i = 0;
    while i < cells.len() {
        let first = cells[i];
        let mut len = 1;
        while i + len < cells.len() && cells[i + len] == [first[0] + len, first[1]] {
            len += 1;
        }
        let (x0, y0) = frame.corner(first);
        let (x1, y1) = frame.corner([first[0] + len, first[1] + 1]);
        d.push_str(&format!(
            "M{} {}H{}V{}H{}z",
            num(x0),
            num(y0),
            num(x1),
            num(y1),
            num(x0)
        ));
        i += len;
    }
    Path::new().set("d", d)
}

fn solution_band(path: &[[usize; 2]], frame: &Frame, style: &Style) -> Polyline {
    let points: Vec<(f64, f64)> = path.iter().map(|&cell| frame.centre(cell)).collect();
    answer_line(&points, frame.cell * 0.55, style)
}
