//! Where a shaped maze sits in its box: the part of the board its cells cover
//! (a picture's cells only, so a heart fills its slot), the scale from cell
//! units to points, and the narrowest corridor the shape prints, which is what
//! the legibility check measures.

use super::super::board::{Board, Tiling};
use super::super::geometry::{self, Point};
use super::rooms;

/// The board's bounding box in cell units: the corners of its cells in the maze
/// (the whole tiling when nothing is masked).
pub fn bounds(board: &Board) -> (Point, Point) {
    if !board.masked || board.tiling == Tiling::Circle {
        let (w, h) = geometry::extent(board);
        return ((0.0, 0.0), (w, h));
    }
    let mut low = (f64::MAX, f64::MAX);
    let mut high = (f64::MIN, f64::MIN);
    for cell in (0..board.len()).filter(|&c| board.in_maze[c]) {
        for (x, y) in geometry::corners(board, cell) {
            low = (low.0.min(x), low.1.min(y));
            high = (high.0.max(x), high.1.max(y));
        }
    }
    if low.0 > high.0 {
        return ((0.0, 0.0), (1.0, 1.0));
    }
    (low, high)
}

/// The cell-unit → point mapping of one drawing.
#[derive(Debug, Clone, Copy)]
pub struct Frame {
    pub left: f64,
    pub top: f64,
    /// Points per cell unit.
    pub unit: f64,
}

impl Frame {
    /// The largest frame that keeps the board, walls `wall` points wide
    /// included, inside a `width`×`height` box, centred in it.
    pub fn fit(board: &Board, width: f64, height: f64, wall: f64) -> Frame {
        let (low, high) = bounds(board);
        let (w, h) = (high.0 - low.0, high.1 - low.1);
        let unit = ((width - wall) / w).min((height - wall) / h).max(0.0);
        Frame {
            left: (width - w * unit) / 2.0 - low.0 * unit,
            top: (height - h * unit) / 2.0 - low.1 * unit,
            unit,
        }
    }

    /// A point in cell units, on the page.
    pub fn at(&self, (x, y): Point) -> Point {
        (self.left + x * self.unit, self.top + y * self.unit)
    }
}

/// The narrowest corridor, in cell units: the smallest diameter of a circle a
/// cell holds, over the board's cells. Squares and hexagons hold a circle 1
/// across; a triangle of side 1 only its incircle, 1/√3; a ring cell the disc
/// between its two radial walls and its ring's edges (narrowest just outside a
/// ring where the cells doubled). A pencil, a route band or a mark needs this much
/// room everywhere in the maze, so the legibility check counts on it.
pub fn narrowest(board: &Board) -> f64 {
    match board.tiling {
        Tiling::Circle => (0..board.rings.len())
            .map(|ring| rooms::ring_room(board, ring, 0).1)
            .fold(f64::MAX, f64::min)
            .min(2.0),
        _ if board.is_empty() => 1.0,
        _ => rooms::room(board, 0).1,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_narrowest_corridor_is_each_shape_s_smallest_room() {
        let tiled = |tiling| narrowest(&Board::tiled(tiling, 6, 5));
        assert_eq!(tiled(Tiling::Square), 1.0);
        assert_eq!(tiled(Tiling::Hexagon), 1.0);
        assert!((tiled(Tiling::Triangle) - 1.0 / 3f64.sqrt()).abs() < 1e-12);
        let circle = Board::circle(12);
        let smallest = narrowest(&circle);
        assert!(smallest < 1.0 && smallest > 0.75, "{smallest}");
        let starts = circle.ring_starts();
        for (ring, &first) in starts.iter().enumerate() {
            assert!(rooms::room(&circle, first).1 >= smallest, "ring {ring}");
        }
    }

    #[test]
    fn a_masked_board_fills_its_box_by_its_own_cells() {
        let mut in_maze = vec![false; 100];
        for cell in [44, 45, 54, 55] {
            in_maze[cell] = true;
        }
        let board = Board::masked(Tiling::Square, 10, in_maze);
        assert_eq!(bounds(&board), ((4.0, 4.0), (6.0, 6.0)));
        let frame = Frame::fit(&board, 102.0, 52.0, 2.0);
        assert_eq!(frame.unit, 25.0);
        assert_eq!(frame.at((4.0, 4.0)), (26.0, 1.0));
    }
}
