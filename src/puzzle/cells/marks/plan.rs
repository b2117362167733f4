//! The plan for one drawing's start and goal marks (see [`super`]): how
//! big they print in their cells and, on a puzzle page whose cells are too small,
//! beyond which borders their full-size copies stand.

use svg::node::element::Group;

use super::pointer::{Drawn, draw_mark};
use super::{Fit, Lattice, MIN_ANSWER_MARK_PT, Mark, Outside, fitted_cell, room, sides};
use crate::render::style::Style;

/// The marks of one drawing: their size in the cells and, when drawn, the sides
/// of their outside copies.
#[derive(Debug, Clone, Copy)]
pub struct Plan {
    fit: Fit,
    size: f64,
    outside: Option<[Outside; 2]>,
    start: [usize; 2],
    goal: [usize; 2],
    answer: bool,
}

impl Plan {
    /// Plans the marks at `start` and `goal` of a `shape` (columns, rows) maze in a
    /// `size` (width, height) box; `answer` for its key.
    pub fn new(
        fit: Fit,
        [start, goal]: [[usize; 2]; 2],
        shape: (usize, usize),
        size: (f64, f64),
        answer: bool,
    ) -> Plan {
        let plain = fitted_cell(shape, size, [0.0; 4]);
        let (size, outside) = if answer {
            ((plain * fit.share).max(MIN_ANSWER_MARK_PT), None)
        } else if !fit.needs_pointer(plain) {
            (fit.inside(plain), None)
        } else {
            let pair = sides([start, goal], shape, size, fit.outset);
            (0.0, Some(pair))
        };
        Plan {
            fit,
            size,
            outside,
            start,
            goal,
            answer,
        }
    }

    /// Whether a mark stands outside past an arrow (its cell is inside).
    pub fn arrow(&self) -> bool {
        self.outside
            .is_some_and(|sides| sides.iter().any(|outside| outside.arrow))
    }

    /// The room to set aside beside the maze (left, right, top, bottom).
    pub fn room(&self) -> [f64; 4] {
        self.outside
            .map_or([0.0; 4], |sides| room(&sides, self.fit.outset))
    }

    /// Adds both marks, on the maze's final `lattice`, to `group`.
    pub fn draw(&self, group: Group, lattice: &Lattice, style: &Style) -> Group {
        let size = if self.outside.is_some() {
            (lattice.cell * self.fit.share)
                .min(lattice.cell - self.fit.clearance)
                .max(0.0)
        } else {
            self.size
        };
        let drawn = |i: usize| Drawn {
            size,
            outside: self.outside.map(|sides| sides[i]),
            outset: self.fit.outset,
            tagged: !self.answer,
        };
        let group = draw_mark(group, Mark::Start, lattice, self.start, drawn(0), style);
        draw_mark(group, Mark::Goal, lattice, self.goal, drawn(1), style)
    }
}
