//! The doors in the outer wall: a start or goal cell on the outline gets an
//! opening in one of its sides that face out of the maze, the one nearest the
//! edge of the drawing (left and right before top and bottom on a tie: mazes
//! read left to right). On a circle the door is the cell's stretch of the outer
//! circle. A cell inside the maze (a circle's centre) gets none.

use super::super::board::{Board, Tiling};
use super::super::geometry::{self, Point};
use super::frame::bounds;

/// An opening: `side` of `cell` (for a circle, its outer edge: side 0).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Door {
    pub cell: usize,
    pub side: usize,
}

/// The door of `cell`, when it lies on the outline.
pub fn door(board: &Board, cell: usize) -> Option<Door> {
    if board.tiling == Tiling::Circle {
        let (ring, _) = board.ring_of(cell);
        return (ring + 1 == board.rings.len() && ring > 0).then_some(Door { cell, side: 0 });
    }
    let corners = geometry::corners(board, cell);
    let (low, high) = bounds(board);
    let rank = |side: usize| {
        let (a, b) = (corners[side], corners[(side + 1) % corners.len()]);
        let middle: Point = ((a.0 + b.0) / 2.0, (a.1 + b.1) / 2.0);
        let edge = (middle.0 - low.0)
            .min(high.0 - middle.0)
            .min(middle.1 - low.1)
            .min(high.1 - middle.1);
        // A side across (x changes little) faces left or right.
        let upright = (a.0 - b.0).abs() < (a.1 - b.1).abs();
        ((edge * 1e6).round() as i64, !upright)
    };
    (0..corners.len())
        .filter(|&side| {
            geometry::side_neighbour(board, cell, side).is_none_or(|other| !board.in_maze[other])
        })
        .min_by_key(|&side| rank(side))
        .map(|side| Door { cell, side })
}
