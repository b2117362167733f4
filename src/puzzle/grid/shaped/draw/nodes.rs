//! Where wall pieces meet, as numbers: `strokes` joins pieces that share a
//! node. A tiled board's corners are the points of a lattice, numbered from a
//! cell and a corner alone with no search and no memory (squares by their
//! grid point; hexagons, whose every corner is the top or the bottom corner of
//! exactly one hexagon of the tiling, by that hexagon, which may lie just off
//! the board; triangles by their half-unit column and row). A circle's arcs meet
//! at points of any angle, so they are numbered by where they lie, rounded to a
//! millionth of a cell unit.

use rustc_hash::FxHashMap;

use super::super::board::{Board, Tiling};
use super::super::geometry::{Point, points_up};

/// The numbering of a tiled board's corners.
#[derive(Debug, Clone, Copy)]
pub struct Lattice {
    tiling: Tiling,
    width: usize,
    height: usize,
}

impl Lattice {
    pub fn of(board: &Board) -> Lattice {
        Lattice {
            tiling: board.tiling,
            width: board.width,
            height: board.height,
        }
    }

    /// How many numbers the corners may take (some are corners of no cell).
    pub fn count(&self) -> usize {
        let (w, h) = (self.width, self.height);
        match self.tiling {
            Tiling::Square => (w + 1) * (h + 1),
            Tiling::Hexagon => (w + 2) * (h + 2) * 2,
            Tiling::Triangle => (w + 3) * (h + 1),
            Tiling::Circle => 0,
        }
    }

    /// The number of corner `k` of `cell` (in `geometry::corners` order).
    pub fn node(&self, cell: usize, k: usize) -> usize {
        self.node_at(cell % self.width, cell / self.width, k)
    }

    /// [`Lattice::node`] of the cell at column `x` and row `y`.
    #[inline]
    pub fn node_at(&self, x: usize, y: usize, k: usize) -> usize {
        match self.tiling {
            Tiling::Square => {
                let (dx, dy) = [(0, 0), (1, 0), (1, 1), (0, 1)][k];
                (y + dy) * (self.width + 1) + x + dx
            }
            Tiling::Hexagon => self.hexagon(x, y, k),
            Tiling::Triangle => {
                let (u, row) = match (points_up(x, y), k) {
                    (true, 0) => (x + 1, y),
                    (true, 1) => (x + 2, y + 1),
                    (true, _) => (x, y + 1),
                    (false, 0) => (x, y),
                    (false, 1) => (x + 2, y),
                    (false, _) => (x + 1, y + 1),
                };
                row * (self.width + 3) + u
            }
            Tiling::Circle => 0,
        }
    }

    /// Corner `k` of the hexagon at (x, y): the top (0) or bottom (3) corner of
    /// itself, or of the neighbour across the corner's upper or lower side.
    #[inline]
    fn hexagon(&self, x: usize, y: usize, k: usize) -> usize {
        let odd = y % 2;
        // In the lattice widened by one hexagon all round: column x + 1, row y + 1.
        let (column, row, bottom) = match k {
            0 => (x + 1, y + 1, 0),
            1 => (x + odd + 1, y, 1),
            2 => (x + odd + 1, y + 2, 0),
            3 => (x + 1, y + 1, 1),
            4 => (x + odd, y + 2, 0),
            _ => (x + odd, y, 1),
        };
        (row * (self.width + 2) + column) * 2 + bottom
    }
}

/// A point rounded to a millionth of a cell unit, to tell where pieces meet.
pub type Key = (i64, i64);

pub fn key((x, y): Point) -> Key {
    ((x * 1e6).round() as i64, (y * 1e6).round() as i64)
}

/// Numbers points by where they lie: equal [`key`]s, equal numbers, the first
/// point seen numbered 0.
#[derive(Default)]
pub struct ByPlace {
    numbers: FxHashMap<Key, u32>,
}

impl ByPlace {
    pub fn number(&mut self, point: Point) -> u32 {
        let next = self.numbers.len() as u32;
        *self.numbers.entry(key(point)).or_insert(next)
    }

    pub fn count(&self) -> usize {
        self.numbers.len()
    }
}

#[cfg(test)]
mod tests {
    use super::super::super::geometry::corners;
    use super::*;

    /// Corners numbered alike exactly when they lie at one point.
    fn agrees_with_place(board: &Board) {
        let lattice = Lattice::of(board);
        let mut by_place = ByPlace::default();
        let mut by_number: FxHashMap<usize, u32> = FxHashMap::default();
        for cell in 0..board.len() {
            for (k, &point) in corners(board, cell).iter().enumerate() {
                let node = lattice.node(cell, k);
                assert!(node < lattice.count(), "{:?}", board.tiling);
                let place = by_place.number(point);
                let first = *by_number.entry(node).or_insert(place);
                assert_eq!(first, place, "{:?} cell {cell} corner {k}", board.tiling);
            }
        }
        assert_eq!(by_number.len(), by_place.count(), "{:?}", board.tiling);
    }

    #[test]
    fn lattice_numbers_are_the_corners_places() {
        for tiling in [Tiling::Square, Tiling::Hexagon, Tiling::Triangle] {
            for (width, height) in [(1, 1), (1, 2), (2, 1), (5, 4), (6, 7), (13, 9)] {
                agrees_with_place(&Board::tiled(tiling, width, height));
            }
        }
    }
}
