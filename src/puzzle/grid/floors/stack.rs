//! The generators' view of a maze with floors: `width` × `height` cells a floor,
//! `floors` floors stacked, the cells numbered as the JSON form lists them (the
//! first floor first, each floor row by row). Each cell holds the form's passage
//! bits: N=1 E=2 S=4 W=8 across its floor, and the stairs, U=16 up to the floor
//! above and D=32 down to the floor below.
//!
//! The generators carve on the shaped boards' neighbour graph ([`Adjacency`]),
//! built here a byte a cell: every side within a floor is open to them, and a
//! way up or down only where a stair may go (`stairs` chooses those places).

use super::zones::Zones;
use crate::puzzle::grid::shaped::adjacency::{Adjacency, Sides};
use crate::puzzle::grid::shaped::carve::Passage;

pub const NORTH: u8 = 1;
pub const EAST: u8 = 2;
pub const SOUTH: u8 = 4;
pub const WEST: u8 = 8;
/// A stair up to the same place on the floor above.
pub const UP: u8 = 16;
/// A stair down to the same place on the floor below.
pub const DOWN: u8 = 32;
/// Both kinds of stair.
pub const STAIRS: u8 = UP | DOWN;

/// The size of a maze with floors.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Stack {
    pub width: usize,
    pub height: usize,
    pub floors: usize,
}

impl Stack {
    /// Cells on one floor.
    pub fn per_floor(&self) -> usize {
        self.width * self.height
    }

    /// Cells on every floor.
    pub fn cells(&self) -> usize {
        self.per_floor() * self.floors
    }

    /// The number of the cell at `[x, y, floor]`.
    pub fn index(&self, [x, y, z]: [usize; 3]) -> usize {
        (z * self.height + y) * self.width + x
    }

    /// The `[x, y, floor]` of cell number `index`.
    pub fn position(&self, index: usize) -> [usize; 3] {
        let (floor, within) = (index / self.per_floor(), index % self.per_floor());
        [within % self.width, within / self.width, floor]
    }

    /// The step in cell numbers through each way, in bit order (N E S W U D).
    pub fn steps(&self) -> [isize; 6] {
        let (w, f) = (self.width as isize, self.per_floor() as isize);
        [-w, 1, w, -1, f, -f]
    }

    /// The ways open to the generators: every side within a floor that does not
    /// cross a border of `zones`, and a stair from each cell in `sites` (on
    /// floors below the top) to the cell above.
    pub fn adjacency(&self, sites: &[u32], zones: &Zones) -> Adjacency {
        let steps = self.steps();
        Adjacency::of_sides(Sides {
            steps: [steps, steps],
            bits: self.open_ways(sites, zones),
        })
    }

    /// The ways open to the generators as bits a cell (N E S W U D, as the
    /// passages'): what [`Stack::adjacency`] hands the shaped boards' algorithms,
    /// and what the floors' own backtracker walks.
    pub fn open_ways(&self, sites: &[u32], zones: &Zones) -> Vec<u8> {
        let mut bits = vec![0u8; self.cells()];
        let floors = bits.chunks_exact_mut(self.per_floor());
        for (floor_bits, floor_zones) in floors.zip(zones.of.chunks_exact(self.per_floor())) {
            self.floor_ways(floor_bits, floor_zones);
        }
        for &low in sites {
            bits[low as usize] |= UP;
            bits[low as usize + self.per_floor()] |= DOWN;
        }
        bits
    }

    /// Sets the sides of one floor's cells that join a cell of the same zone
    /// (`zones`, a byte a cell): row by row, each compared with the next cell
    /// and the row above, no division and no branch a cell.
    fn floor_ways(&self, bits: &mut [u8], zones: &[u8]) {
        let w = self.width;
        for (y, row_bits) in bits.chunks_exact_mut(w).enumerate() {
            let row = &zones[y * w..(y + 1) * w];
            let (left, right) = (&row[..w - 1], &row[1..]);
            let beside = || left.iter().zip(right).map(|(a, b)| u8::from(a == b));
            for (cell, same) in row_bits[..w - 1].iter_mut().zip(beside()) {
                *cell |= EAST * same;
            }
            for (cell, same) in row_bits[1..].iter_mut().zip(beside()) {
                *cell |= WEST * same;
            }
            if y > 0 {
                let above = &zones[(y - 1) * w..y * w];
                for (cell, (here, up)) in row_bits.iter_mut().zip(row.iter().zip(above)) {
                    *cell |= NORTH * u8::from(here == up);
                }
            }
            if y + 1 < self.height {
                let under = &zones[(y + 1) * w..(y + 2) * w];
                for (cell, (here, down)) in row_bits.iter_mut().zip(row.iter().zip(under)) {
                    *cell |= SOUTH * u8::from(here == down);
                }
            }
        }
    }

    /// The passage bits of the cells, from the passages a generator carved
    /// (each between two cells one way apart).
    pub fn cells_of(&self, passages: &[Passage]) -> Vec<u8> {
        let mut cells = vec![0u8; self.cells()];
        let (w, f) = (self.width as i64, self.per_floor() as i64);
        for &[a, b] in passages {
            let (from, to) = match i64::from(b) - i64::from(a) {
                1 => (EAST, WEST),
                -1 => (WEST, EAST),
                d if d == w => (SOUTH, NORTH),
                d if d == -w => (NORTH, SOUTH),
                d if d == f => (UP, DOWN),
                _ => (DOWN, UP),
            };
            cells[a as usize] |= from;
            cells[b as usize] |= to;
        }
        cells
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const STACK: Stack = Stack {
        width: 3,
        height: 2,
        floors: 2,
    };

    #[test]
    fn positions_and_numbers_agree() {
        for index in 0..STACK.cells() {
            assert_eq!(STACK.index(STACK.position(index)), index);
        }
        assert_eq!(STACK.position(7), [1, 0, 1]);
    }

    #[test]
    fn the_graph_has_every_side_and_only_the_stairs_asked_for() {
        let zones = Zones {
            per_floor: 1,
            of: vec![0; STACK.cells()],
        };
        let graph = STACK.adjacency(&[4], &zones);
        // Cell 4 is [1, 1, 0]: west, north and east on its floor, and up to 10.
        assert_eq!(&*graph.neighbours(4), &[1, 5, 3, 10]);
        assert_eq!(&*graph.neighbours(10), &[7, 11, 9, 4]);
        assert_eq!(&*graph.neighbours(0), &[1, 3]);
        let pairs = graph.pairs().count();
        assert_eq!(pairs, 2 * 7 + 1, "seven sides a floor and one stair");
    }

    #[test]
    fn no_side_crosses_a_zone_border() {
        // The first floor's left column is a zone of its own.
        let mut of = vec![0; STACK.cells()];
        of[0] = 1;
        of[3] = 1;
        let graph = STACK.adjacency(&[], &Zones { per_floor: 2, of });
        assert_eq!(&*graph.neighbours(0), &[3]);
        assert_eq!(&*graph.neighbours(1), &[2, 4]);
        assert_eq!(&*graph.neighbours(4), &[1, 5]);
    }

    #[test]
    fn passages_become_mirrored_bits() {
        let cells = STACK.cells_of(&[[0, 1], [4, 10], [9, 6]]);
        assert_eq!(cells[0], EAST);
        assert_eq!(cells[1], WEST);
        assert_eq!(cells[4], UP);
        assert_eq!(cells[10], DOWN);
        assert_eq!(cells[9], NORTH);
        assert_eq!(cells[6], SOUTH);
    }
}
