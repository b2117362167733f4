//! The start and goal pictograms of a shaped maze, each inside its cell: centred
//! on the middle of the largest circle the cell holds (a triangle's incircle, a
//! ring cell's disc, see `rooms`) and as large as that circle holds clear of the
//! walls, as the rectangle's marks are: 78 % of the room, at least
//! [`MIN_MARK_PT`] where the room holds it, never touching a wall.
//!
//! Unlike the rectangle's, no full-size copy stands outside the maze when the
//! cells are too small for a [`MIN_MARK_PT`] mark: such a small mark then stays
//! in its cell, with the door in the outline beside it to find it by.

use svg::node::element::Group;

use super::super::board::Board;
use super::frame::Frame;
use super::rooms::room;
use crate::puzzle::cells::marks::MIN_MARK_PT;
use crate::render::pictogram;
use crate::render::style::Style;
use crate::render::tags::{MARK_GOAL, MARK_START};

/// A mark's share of the circle its cell holds.
const SHARE: f64 = 0.78;
/// Between a mark and the walls' edges, beyond half a wall (as rectangles keep).
const GAP_PT: f64 = 0.75;

/// The size a mark in `cell` prints with walls `wall` points wide.
pub fn size(board: &Board, cell: usize, frame: &Frame, wall: f64) -> f64 {
    let room = room(board, cell).1 * frame.unit;
    (room * SHARE)
        .max(MIN_MARK_PT)
        .min(room - wall - 2.0 * GAP_PT)
        .max(0.0)
}

/// Adds the start and goal marks to `group`.
pub fn draw(
    group: Group,
    board: &Board,
    [start, goal]: [usize; 2],
    frame: &Frame,
    wall: f64,
    style: &Style,
) -> Group {
    let at = |cell: usize| frame.at(room(board, cell).0);
    let (sx, sy) = at(start);
    let (gx, gy) = at(goal);
    group
        .add(
            pictogram::start(sx, sy, size(board, start, frame, wall), style)
                .set("id", format!("{MARK_START}1")),
        )
        .add(
            pictogram::goal(gx, gy, size(board, goal, frame, wall), style)
                .set("id", format!("{MARK_GOAL}1")),
        )
}
