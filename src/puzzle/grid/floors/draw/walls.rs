//! Every floor's walls as one path of merged straight runs (`M x y h len` and
//! `M x y v len`): the outer wall of each floor, opened as a door beside the
//! start (on the first floor's left edge) and the goal (on the top floor's right
//! edge), and every inner wall where the cells on either side have no passage.

use svg::node::element::Path;

use super::super::FloorsPuzzle;
use super::super::stack::{NORTH, WEST};
use crate::puzzle::cells::marks::Lattice;
use crate::render::fmt::{num, push_num};
use crate::render::style::Style;

/// The walls of every floor, `wall` points wide.
pub fn path(puzzle: &FloorsPuzzle, panels: &[Lattice], wall: f64, style: &Style) -> Path {
    let mut d = String::new();
    for (floor, panel) in panels.iter().enumerate() {
        floor_walls(&mut d, puzzle, floor, panel);
    }
    Path::new()
        .set("d", d)
        .set("fill", "none")
        .set("stroke", style.ink)
        .set("stroke-width", num(wall))
        .set("stroke-linecap", "square")
}

/// One floor's walls, appended to `d`.
fn floor_walls(d: &mut String, puzzle: &FloorsPuzzle, floor: usize, panel: &Lattice) {
    let stack = puzzle.stack;
    let (w, h) = (stack.width, stack.height);
    let bits = |x: usize, y: usize| puzzle.cells[stack.index([x, y, floor])];
    let door = |x: usize, y: usize, west: bool| {
        let (start, goal) = (puzzle.start, puzzle.goal);
        match west {
            true => start == [x, y, floor] && x == 0,
            false => goal == [x, y, floor] && x + 1 == w,
        }
    };
    let x_of = |column: usize| panel.left + column as f64 * panel.cell;
    let y_of = |row: usize| panel.top + row as f64 * panel.cell;
    for row in 0..=h {
        let wall = |x: usize| row == 0 || row == h || bits(x, row) & NORTH == 0;
        runs(w, wall, |first, len| {
            segment(d, [x_of(first), y_of(row)], 'h', len, panel.cell)
        });
    }
    for column in 0..=w {
        let wall = |y: usize| match column {
            0 => !door(0, y, true),
            c if c == w => !door(w - 1, y, false),
            c => bits(c, y) & WEST == 0,
        };
        runs(h, wall, |first, len| {
            segment(d, [x_of(column), y_of(first)], 'v', len, panel.cell)
        });
    }
}

/// Appends `M x y` and a run of `len` cells along `axis` (`h` or `v`).
fn segment(d: &mut String, [x, y]: [f64; 2], axis: char, len: usize, cell: f64) {
    d.push('M');
    push_num(d, x);
    d.push(' ');
    push_num(d, y);
    d.push(axis);
    push_num(d, len as f64 * cell);
}

/// Calls `found(first, length)` once per maximal run of `true` in `0..count`.
fn runs(count: usize, wall: impl Fn(usize) -> bool, mut found: impl FnMut(usize, usize)) {
    let mut first = None;
    for i in 0..=count {
        match (i < count && wall(i), first) {
            (true, None) => first = Some(i),
            (false, Some(from)) => {
                found(from, i - from);
                first = None;
            }
            _ => {}
        }
    }
}
