//! The room inside a cell for a mark: the largest circle the cell holds, as its
//! centre and diameter in cell units. A square or hexagon holds a circle 1 across
//! at its centre; a triangle its incircle (at its centroid, the triangle being
//! equilateral), 1/√3 across; the centre of a circle a disc 2 across; a ring cell
//! the disc touching its two radial walls and its outer edge, or, when the cell is
//! wider than deep, the disc filling its depth at the middle of the ring.

use std::f64::consts::PI;

use super::super::board::{Board, Tiling};
use super::super::geometry::{self, Point};

/// 1/√3: a triangle of side 1's incircle diameter.
const TRIANGLE_INCIRCLE: f64 = 0.577_350_269_189_625_8;

/// The largest circle in `cell`: its centre and diameter.
pub fn room(board: &Board, cell: usize) -> (Point, f64) {
    match board.tiling {
        Tiling::Square | Tiling::Hexagon => (geometry::centre(board, cell), 1.0),
        Tiling::Triangle => (geometry::centre(board, cell), TRIANGLE_INCIRCLE),
        Tiling::Circle => {
            let (ring, place) = board.ring_of(cell);
            ring_room(board, ring, place)
        }
    }
}

/// [`room`] for the cell at `place` in `ring` of a circle.
pub fn ring_room(board: &Board, ring: usize, place: usize) -> (Point, f64) {
    if ring == 0 {
        return (geometry::polar(board, 0.0, 0.0), 2.0);
    }
    let (from, to) = geometry::ring_span(board, ring, place);
    let middle = (from + to) / 2.0;
    let half = (to - from) * PI;
    let sin = if half >= PI / 2.0 {
        1.0
    } else {
        libm::sin(half)
    };
    let outer = ring as f64 + 1.0;
    // The disc touching both radial walls and the outer edge.
    let radius = outer * sin / (1.0 + sin);
    if radius >= 0.5 {
        (geometry::polar(board, ring as f64 + 0.5, middle), 1.0)
    } else {
        (
            geometry::polar(board, outer / (1.0 + sin), middle),
            2.0 * radius,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_ring_cell_s_disc_stays_between_its_walls() {
        let board = Board::circle(12);
        for (ring, &first) in board.ring_starts().iter().enumerate().skip(1) {
            let (centre, diameter) = ring_room(&board, ring, 0);
            let middle = geometry::polar(&board, 0.0, 0.0);
            let distance = ((centre.0 - middle.0).powi(2) + (centre.1 - middle.1).powi(2)).sqrt();
            let r = diameter / 2.0;
            assert!(distance - r >= ring as f64 - 1e-9, "ring {ring}");
            assert!(distance + r <= ring as f64 + 1.0 + 1e-9, "ring {ring}");
            // Clear of the radial wall at angle 0 (the cell's first side).
            let half = PI / board.rings[ring] as f64;
            assert!(distance * libm::sin(half) >= r - 1e-9, "ring {ring}");
            assert_eq!(room(&board, first), (centre, diameter));
        }
    }
}
