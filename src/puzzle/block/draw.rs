//! Draws a block maze in real units: every wall cell as a filled square (merged
//! into one path of row runs, so PDFs stay small and show no seams), the start and
//! goal marks at the doors (outside the maze when its cells are too small to hold
//! them), and for an answer key the solution as a broad band, with, in the
//! explored style, the cells the simple solver tried and abandoned in light grey.
//! Black walls, light-grey tries and a mid-tone band stay apart in black and white.
//!
//! It takes plain data ([`BlockDrawing`]), which `kind` builds, so it does not
//! depend on `kind`.

use svg::node::element::{Group, Path, Polyline};

use super::maze::BlockPuzzle;
use crate::puzzle::cells::Placement;
use crate::render::answer_line::answer_line;
use crate::render::fmt::num;
use crate::render::pictogram;
use crate::render::style::Style;

/// Start and goal marks are never drawn smaller than this (points)…
const MIN_MARK_PT: f64 = 14.0;
/// …and go outside the maze, beyond their doors, when a cell is smaller than this.
const MARK_INSIDE_MIN_CELL_PT: f64 = 20.0;
/// Room beside the maze for a mark drawn outside it.
const MARK_ROOM_PT: f64 = MIN_MARK_PT * 1.3;
/// The fill of cells the explored key greys out.
pub const EXPLORED_GREY: &str = "#d4d4d4";

/// What a block drawing shows.
#[derive(Debug, Clone, Copy)]
pub struct BlockDrawing<'a> {
    pub puzzle: &'a BlockPuzzle,
    /// Where the doors may be, which decides where marks go when cells are small.
    pub placement: Placement,
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
    fn fit(columns: usize, rows: usize, width: f64, height: f64, room: (f64, f64)) -> Frame {
        let cell = ((width - 2.0 * room.0) / columns as f64)
            .min((height - 2.0 * room.1) / rows as f64)
            .max(0.0);
        Frame {
            left: (width - cell * columns as f64) / 2.0,
            top: room.1,
            cell,
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

/// The room a maze needs beside it (across, down) for marks drawn outside, when its
/// cells would be too small for them: left and right for doors there, all round
/// when the doors may be on any side.
fn mark_room(plain_cell: f64, placement: Placement) -> (f64, f64) {
    if plain_cell >= MARK_INSIDE_MIN_CELL_PT {
        return (0.0, 0.0);
    }
    match placement {
        Placement::Longest => (MARK_ROOM_PT, MARK_ROOM_PT),
        _ => (MARK_ROOM_PT, 0.0),
    }
}

/// The cell size a `columns`×`rows` maze gets in a `width`×`height` box.
pub fn cell_size(
    columns: usize,
    rows: usize,
    width: f64,
    height: f64,
    placement: Placement,
) -> f64 {
    let plain = (width / columns as f64).min(height / rows as f64);
    let room = mark_room(plain, placement);
    Frame::fit(columns, rows, width, height, room).cell
}

/// Draws the maze (or its answer key) into a `width`×`height` point box.
pub fn draw(drawing: &BlockDrawing, answer: bool, width: f64, height: f64, style: &Style) -> Group {
    let maze = &drawing.puzzle.maze;
    let (w, h) = (maze.width(), maze.height());
    let plain = (width / w as f64).min(height / h as f64);
    let room = mark_room(plain, drawing.placement);
    let frame = Frame::fit(w, h, width, height, room);
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
    add_marks(group, drawing.puzzle, &frame, style)
}

/// Adds the start and goal marks: inside their cells when those are big enough,
/// otherwise beyond their doors at the smallest mark size.
fn add_marks(group: Group, puzzle: &BlockPuzzle, frame: &Frame, style: &Style) -> Group {
    let (w, h) = (puzzle.maze.width(), puzzle.maze.height());
    let inside = frame.cell >= MARK_INSIDE_MIN_CELL_PT;
    let size = if inside {
        frame.cell * 0.9
    } else {
        MIN_MARK_PT
    };
    let (sx, sy) = mark_centre(frame, puzzle.start, w, h, inside, size);
    let (gx, gy) = mark_centre(frame, puzzle.goal, w, h, inside, size);
    group
        .add(pictogram::start(sx, sy, size, style.ink))
        .add(pictogram::goal(gx, gy, size, style.ink))
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

/// A mark in its door cell, or just outside the maze beyond the door.
fn mark_centre(
    frame: &Frame,
    door: [usize; 2],
    width: usize,
    height: usize,
    inside: bool,
    size: f64,
) -> (f64, f64) {
    let (x, y) = frame.centre(door);
    if inside {
        return (x, y);
    }
    let offset = frame.cell / 2.0 + size * 0.62;
    if door[0] == 0 {
        (x - offset, y)
    } else if door[0] + 1 == width {
        (x + offset, y)
    } else if door[1] == 0 {
        (x, y - offset)
    } else if door[1] + 1 == height {
        (x, y + offset)
    } else {
        (x, y)
    }
}
