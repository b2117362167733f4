//! Where a maze's floors go in a box: side by side, in rows, or in a block of
//! both (two rows of three for six floors), whichever gives the largest cells.
//! Each floor is a panel, its label above its walls; the legend runs under a
//! puzzle's panels; the start's and the goal's full-size outside copies, when
//! the cells are too small for them, stand left of the first floor and right of
//! the top floor. Lengths are points.

use super::Shape;
use super::captions::LABEL_PT;
use crate::puzzle::cells::marks::{Fit, room_pt};

/// Room above a floor's walls for its label.
pub const LABEL_BAND: f64 = LABEL_PT * 1.8;
/// The label's baseline below the panel's top.
pub const LABEL_BASELINE: f64 = LABEL_PT * 1.2;
/// A legend line's height.
pub const LEGEND_LINE: f64 = LABEL_PT * 1.6;
/// The legend's stair symbol, across.
pub const LEGEND_SYMBOL: f64 = LABEL_PT * 0.95;
/// Between a legend symbol and its words, and between the two entries.
pub const LEGEND_GAP: (f64, f64) = (3.0, 14.0);

/// One way of laying out the floors in one box.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Layout {
    pub columns: usize,
    pub rows: usize,
    pub cell: f64,
    /// Whether the start and goal get full-size copies outside the floors.
    pub pointers: bool,
    /// Room left of the first column (for the start's copy).
    pub left: f64,
    /// A column's width (a floor, or its label when that is wider).
    pub column: f64,
    pub gap_across: f64,
    pub gap_down: f64,
    /// Lines of the legend (none on an answer key).
    pub legend_lines: usize,
    /// The whole drawing.
    pub width: f64,
    pub height: f64,
}

impl Layout {
    /// The top-left corner of `floor`'s walls.
    pub fn grid_origin(&self, shape: &Shape, floor: usize) -> (f64, f64) {
        let (column, row) = (floor % self.columns, floor / self.columns);
        let x = self.left + column as f64 * (self.column + self.gap_across);
        let y = row as f64 * (self.panel_height(shape) + self.gap_down) + LABEL_BAND;
        (x, y)
    }

    /// A floor's label and walls, down.
    fn panel_height(&self, shape: &Shape) -> f64 {
        LABEL_BAND + shape.height as f64 * self.cell
    }

    /// The top of the legend.
    pub fn legend_top(&self, shape: &Shape) -> f64 {
        let rows = self.rows as f64;
        rows * self.panel_height(shape) + (rows - 1.0) * self.gap_down + legend_gap(self.cell)
    }
}

/// The start and goal marks' fit in a cell, as the rectangle's.
pub fn mark_fit(wall: f64) -> Fit {
    Fit {
        share: 0.78,
        clearance: wall + 1.5,
        outset: wall / 2.0,
        corner_ends: true,
    }
}

/// The best layout of `shape` in a `size` box, for the puzzle or (`answer`) its
/// key: the arrangement with the largest cells, side by side on a tie.
pub fn best(shape: &Shape, size: (f64, f64), answer: bool) -> Layout {
    let mut best: Option<Layout> = None;
    for columns in (1..=shape.floors).rev() {
        let layout = arranged(shape, columns, size, answer);
        if best.is_none_or(|b| layout.cell > b.cell + 1e-9) {
            best = Some(layout);
        }
    }
    best.unwrap_or_else(|| measure(shape, 1, 0.0, false, 0))
}

/// The layout in `columns` columns: the largest cells that fit, with the marks'
/// outside copies when a puzzle's cells are too small to hold them.
pub fn arranged(shape: &Shape, columns: usize, size: (f64, f64), answer: bool) -> Layout {
    let lines = match answer {
        true => 0,
        false => legend_lines(shape, size.0),
    };
    let plain = largest(shape, columns, size, false, lines);
    let fit = mark_fit(shape.wall);
    match !answer && fit.needs_pointer(plain.cell) {
        true => largest(shape, columns, size, true, lines),
        false => plain,
    }
}

/// The layout with the largest cell that fits `size`, by halving: every length
/// grows with the cell.
fn largest(
    shape: &Shape,
    columns: usize,
    size: (f64, f64),
    pointers: bool,
    lines: usize,
) -> Layout {
    let at = |cell: f64| measure(shape, columns, cell, pointers, lines);
    let fits = |layout: &Layout| layout.width <= size.0 + 1e-9 && layout.height <= size.1 + 1e-9;
    let (mut low, mut high) = (0.0, size.0.max(size.1));
    if !fits(&at(low)) {
        return at(0.0);
    }
    for _ in 0..60 {
        let middle = (low + high) / 2.0;
        match fits(&at(middle)) {
            true => low = middle,
            false => high = middle,
        }
    }
    at(low)
}

/// The layout in `columns` columns with cells of `cell` points and a legend of
/// `lines` lines (none on an answer key). Every length grows with the cell.
pub fn measure(shape: &Shape, columns: usize, cell: f64, pointers: bool, lines: usize) -> Layout {
    let rows = shape.floors.div_ceil(columns);
    let column = (shape.width as f64 * cell).max(shape.captions.label);
    let gap_across = 0.75 * cell + 10.0;
    let gap_down = 0.5 * cell + 6.0;
    let outset = shape.wall / 2.0;
    let room = |arrow: bool| outset + room_pt(arrow);
    let left = if pointers { room(shape.arrows[0]) } else { 0.0 };
    let floors_across = columns as f64 * column + (columns - 1) as f64 * gap_across;
    // The goal's copy stands right of the top floor, in the empty places of the
    // last row when there are any.
    let empty = (columns - 1 - (shape.floors - 1) % columns) as f64 * (column + gap_across);
    let right = match pointers {
        true => (room(shape.arrows[1]) - empty).max(outset),
        false => outset,
    };
    let width = (left + floors_across + right).max(legend_width(shape, lines));
    let panels =
        rows as f64 * (LABEL_BAND + shape.height as f64 * cell) + (rows - 1) as f64 * gap_down;
    let legend = match lines {
        0 => outset,
        lines => legend_gap(cell) + lines as f64 * LEGEND_LINE,
    };
    Layout {
        columns,
        rows,
        cell,
        pointers,
        left,
        column,
        gap_across,
        gap_down,
        legend_lines: lines,
        width,
        height: panels + legend,
    }
}

/// Between the lowest floor's walls and the legend.
fn legend_gap(cell: f64) -> f64 {
    0.4 * cell + 6.0
}

/// The legend's lines in a box `width` wide: both entries on one, or one each.
fn legend_lines(shape: &Shape, width: f64) -> usize {
    match legend_width(shape, 1) <= width {
        true => 1,
        false => 2,
    }
}

/// The legend's width on `lines` lines (0: no legend).
pub fn legend_width(shape: &Shape, lines: usize) -> f64 {
    let entry = |words: f64| LEGEND_SYMBOL + LEGEND_GAP.0 + words;
    let (up, down) = (entry(shape.captions.up), entry(shape.captions.down));
    match lines {
        0 => 0.0,
        1 => up + LEGEND_GAP.1 + down,
        _ => up.max(down),
    }
}
