//! Draws a maze with floors: each floor's walls under its label, the stairs as ▲
//! (up) and ▼ (down) in their cells (both in a cell that has both), matching on
//! the two floors a stair joins, the start and goal marks, and under a puzzle a
//! legend of the two symbols. The answer key draws the route on every floor and
//! numbers each stair it takes, 1, 2, 3…, on both floors, so the route can be
//! followed from floor to floor.
//!
//! `layout` places the floors in the box (side by side, in rows or a block,
//! whichever gives the largest cells), `captions` measures the words, `walls`,
//! `stairs`, `route`, `numbers` and `legend` draw.

pub mod captions;
pub mod layout;
mod legend;
mod numbers;
mod route;
mod stairs;
mod walls;

use svg::node::element::{Group, Text};

use self::captions::{CaptionWidths, LABEL_PT};
use self::layout::{LABEL_BAND, LABEL_BASELINE, Layout, mark_fit};
use super::{FloorsFinished, FloorsRecipe};
use crate::puzzle::cells::marks::pointer::{Drawn, draw_mark};
use crate::puzzle::cells::marks::{Lattice, MIN_ANSWER_MARK_PT, MIN_MARK_PT, Mark, Outside};
use crate::puzzle::cells::{Direction, Placement};
use crate::puzzle::grid::shaped::ends::Ends;
use crate::render::fit::{INK_ABOVE, TextBox, room_with};
use crate::render::fmt::num;
use crate::render::style::Style;
use crate::units::PT_PER_MM;

/// The smallest cell an answer key prints (2.5 mm): its stair numbers are
/// discs of printable text (7 pt), about 9 pt across; below this they bury the
/// route they number where the way takes stairs close together.
pub const MIN_ANSWER_CELL_PT: f64 = 7.0;

/// What the layout needs to know of a maze with floors.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Shape {
    pub width: usize,
    pub height: usize,
    pub floors: usize,
    pub wall: f64,
    pub captions: CaptionWidths,
    /// Whether the start's and the goal's outside copies need an arrow (their
    /// cell is not on the left, or the right, edge).
    pub arrows: [bool; 2],
}

impl Shape {
    /// The shape of any maze `recipe` makes, arrows where its ends may need them.
    pub fn of_recipe(recipe: &FloorsRecipe) -> Shape {
        let arrows = match recipe.ends {
            Ends::Like(Placement::Corners | Placement::Sides) => [false, false],
            Ends::Centre => [false, true],
            Ends::Like(Placement::Longest) => [true, true],
        };
        let stack = recipe.stack;
        Shape {
            width: stack.width,
            height: stack.height,
            floors: stack.floors,
            wall: recipe.wall.pt(),
            captions: recipe.captions,
            arrows,
        }
    }

    /// The shape of a made maze.
    pub fn of_finished(finished: &FloorsFinished) -> Shape {
        let puzzle = &finished.puzzle;
        let stack = puzzle.stack;
        Shape {
            width: stack.width,
            height: stack.height,
            floors: stack.floors,
            wall: finished.wall.pt(),
            captions: finished.captions,
            arrows: [puzzle.start[0] != 0, puzzle.goal[0] + 1 != stack.width],
        }
    }
}

/// The box the drawing takes in a `size` box: its best layout's.
pub fn drawn_size(finished: &FloorsFinished, size: (f64, f64)) -> (f64, f64) {
    let layout = layout::best(&Shape::of_finished(finished), size, false);
    (layout.width, layout.height)
}

/// Columns of floors for a drawing on its own: side by side up to three, in two
/// rows above.
fn natural_columns(floors: usize) -> usize {
    match floors {
        0..=3 => floors.max(1),
        _ => floors.div_ceil(2),
    }
}

/// The natural layout: [`natural_columns`] with cells of 6 mm.
fn natural(finished: &FloorsFinished) -> (Shape, Layout) {
    let shape = Shape::of_finished(finished);
    let cell = 6.0 * PT_PER_MM;
    let pointers = mark_fit(shape.wall).needs_pointer(cell);
    let columns = natural_columns(shape.floors);
    (shape, layout::measure(&shape, columns, cell, pointers, 1))
}

/// Width ÷ height of the natural layout.
pub fn natural_aspect(finished: &FloorsFinished) -> f64 {
    let (_, layout) = natural(finished);
    layout.width / layout.height
}

/// A stand-alone drawing's size per column of one floor: the natural layout,
/// or less to keep it 180 mm wide.
pub fn standalone_width(finished: &FloorsFinished) -> f64 {
    natural(finished).1.width.min(180.0 * PT_PER_MM)
}

/// A stand-alone drawing's size per column of one floor.
pub fn standalone_unit(finished: &FloorsFinished) -> f64 {
    let (shape, layout) = natural(finished);
    layout.width.min(180.0 * PT_PER_MM) / shape.width as f64
}

/// Draws the maze (with `answer`, its answer key) into a `size` box.
pub fn draw(finished: &FloorsFinished, answer: bool, size: (f64, f64), style: &Style) -> Group {
    let shape = Shape::of_finished(finished);
    let layout = layout::best(&shape, size, answer);
    let across = ((size.0 - layout.width) / 2.0).max(0.0);
    let panels: Vec<Lattice> = (0..shape.floors)
        .map(|floor| {
            let (x, y) = layout.grid_origin(&shape, floor);
            Lattice {
                left: across + x,
                top: y,
                cell: layout.cell,
                columns: shape.width,
                rows: shape.height,
            }
        })
        .collect();
    // Puzzle pages: walls as set, or thickening with the cell; answer keys
    // thin theirs so the route stays the boldest line (`Wall::drawn`).
    let wall = finished.wall.drawn(layout.cell, answer);
    let puzzle = &finished.puzzle;
    let mut group = Group::new().set("font-family", style.font_family.as_str());
    if answer {
        group = group.add(route::line(&finished.solution, &panels, style));
    }
    group = group
        .add(walls::path(puzzle, &panels, wall, style))
        .add(stairs::symbols(puzzle, &panels, style))
        .add(labels(&panels, layout.column, style));
    group = marks(group, finished, &panels, &layout, answer, style);
    // The stairs' numbers last, clear of the marks (an answer key's may reach
    // past their cells) and of each other.
    if answer {
        let size = mark_size(finished, &layout, answer);
        let puzzle = &finished.puzzle;
        let marks = [(puzzle.start, size), (puzzle.goal, size)];
        let numbers = numbers::stair_numbers(&finished.solution, &panels, &marks, style);
        group = group.add(numbers);
    }
    if layout.legend_lines > 0 {
        let top = layout.legend_top(&shape);
        let lines = layout.legend_lines;
        let width = layout::legend_width(&shape, lines);
        let at = [across, top];
        group = group.add(legend::legend(at, (lines, width), &shape.captions, style));
    }
    group
}

/// The centre of cell `[x, y]` of a floor drawn on `panel`.
fn centre(panel: &Lattice, [x, y]: [usize; 2]) -> (f64, f64) {
    (
        panel.left + (x as f64 + 0.5) * panel.cell,
        panel.top + (y as f64 + 0.5) * panel.cell,
    )
}

/// Each floor's label above its walls.
fn labels(panels: &[Lattice], column: f64, style: &Style) -> Group {
    let mut group = Group::new().set("class", "floor-labels");
    for (floor, panel) in panels.iter().enumerate() {
        // The label's band above the walls, a column wide (the layout made
        // the column as wide as the widest label), and above it as high as
        // the label's ink may reach.
        let top = (panel.top - LABEL_BAND + LABEL_BASELINE - INK_ABOVE * LABEL_PT)
            .min(panel.top - LABEL_BAND);
        let room = TextBox {
            width: column,
            height: panel.top - top,
        };
        let text = Text::new(captions::label(&style.words, floor))
            .set("x", num(panel.left))
            .set("y", num(panel.top - LABEL_BAND + LABEL_BASELINE))
            .set("font-size", num(LABEL_PT))
            .set("font-weight", "bold")
            .set("fill", style.ink);
        group = group.add(room_with("floor", [panel.left, top], room, [text]));
    }
    group
}

/// The size of the start and goal marks in their cells: an answer key's never
/// under [`MIN_ANSWER_MARK_PT`]; a puzzle's as large as the cell holds, at
/// least [`MIN_MARK_PT`] unless a full-size copy stands outside.
fn mark_size(finished: &FloorsFinished, layout: &Layout, answer: bool) -> f64 {
    let fit = mark_fit(finished.wall.pt());
    let cell = layout.cell;
    match (answer, layout.pointers) {
        (true, _) => (cell * fit.share).max(MIN_ANSWER_MARK_PT),
        (false, true) => (cell * fit.share).min(cell - fit.clearance).max(0.0),
        (false, false) => (cell * fit.share)
            .max(MIN_MARK_PT)
            .min(cell - fit.clearance),
    }
}

/// The start mark on the first floor and the goal mark on the top floor: in
/// their cells, and with `pointers` also at full size left of the first floor
/// and right of the top floor, past an arrow when their cell is not on that
/// edge. An answer key's stay in their cells.
fn marks(
    group: Group,
    finished: &FloorsFinished,
    panels: &[Lattice],
    layout: &Layout,
    answer: bool,
    style: &Style,
) -> Group {
    let fit = mark_fit(finished.wall.pt());
    let size = mark_size(finished, layout, answer);
    let puzzle = &finished.puzzle;
    let (start, goal) = (puzzle.start, puzzle.goal);
    let outside = |side, arrow| {
        let copy = (!answer && layout.pointers).then_some(Outside { side, arrow });
        (copy, fit.outset)
    };
    let at = |cell: [usize; 3]| [cell[0], cell[1]];
    let last = panels.len() - 1;
    let start_copy = outside(Direction::West, start[0] != 0);
    let goal_copy = outside(Direction::East, goal[0] + 1 != puzzle.stack.width);
    let drawn = |(outside, outset)| Drawn {
        size,
        outside,
        outset,
        tagged: !answer,
    };
    let group = draw_mark(
        group,
        Mark::Start,
        &panels[start[2].min(last)],
        at(start),
        drawn(start_copy),
        style,
    );
    draw_mark(
        group,
        Mark::Goal,
        &panels[goal[2].min(last)],
        at(goal),
        drawn(goal_copy),
        style,
    )
}
