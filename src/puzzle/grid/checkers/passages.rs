//! The passages as the rectangle's and the floors' checkers decoded and verified
//! them, one graph for both: a rectangle is a stack of one floor. Per cell, the
//! open ways in the JSON form's bits (`rows`: N E S W, on floors U D), one byte a
//! cell so 4000×4000 mazes stay small; each way's step in cell numbers comes
//! from the width and the cells a floor.

use super::rows::{DOWN, UP};

/// The decoded passages of a rectangle or a stack of floors.
#[derive(Debug, Clone)]
pub struct Graph {
    width: usize,
    per_floor: usize,
    open: Vec<u8>,
}

impl Graph {
    /// The passages `open` (the verified bits, cell by cell) of floors `width`
    /// cells wide and `per_floor` cells each.
    pub(super) fn new(open: Vec<u8>, width: usize, per_floor: usize) -> Graph {
        Graph {
            width,
            per_floor,
            open,
        }
    }

    /// Number of cells.
    pub fn len(&self) -> usize {
        self.open.len()
    }

    pub fn is_empty(&self) -> bool {
        self.open.is_empty()
    }

    /// Number of open passages (and stairs) from `cell`.
    pub fn degree(&self, cell: usize) -> usize {
        self.open[cell].count_ones() as usize
    }

    /// Number of cells with exactly one open passage (or stair).
    pub fn single_passage_cells(&self) -> usize {
        self.open
            .iter()
            .filter(|&&bits| bits != 0 && bits & bits.wrapping_sub(1) == 0)
            .count()
    }

    /// The cells `cell` opens to, in bit order (all in the maze: the checker's
    /// decoding verified that).
    pub fn neighbours(&self, cell: usize) -> impl Iterator<Item = usize> + '_ {
        let (w, f) = (self.width as isize, self.per_floor as isize);
        let steps = [-w, 1, w, -1, f, -f];
        let open = self.open[cell];
        (0..steps.len())
            .filter(move |&way| open & (1 << way) != 0)
            .map(move |way| cell.wrapping_add_signed(steps[way]))
    }

    /// Whether a passage (or stair) joins `a` and `b`.
    pub fn connects(&self, a: usize, b: usize) -> bool {
        self.neighbours(a).any(|n| n == b)
    }

    /// Whether `cell` has a stair (up or down).
    pub fn has_stair(&self, cell: usize) -> bool {
        self.open[cell] & (UP | DOWN) != 0
    }

    /// The floor `cell` is on (0: the first; a rectangle's cells are all on it).
    pub fn floor_of(&self, cell: usize) -> usize {
        cell / self.per_floor
    }

    /// `[x, y, floor]` of cell number `cell`.
    pub fn position(&self, cell: usize) -> [usize; 3] {
        let within = cell % self.per_floor;
        [
            within % self.width,
            within / self.width,
            cell / self.per_floor,
        ]
    }

    /// Stairs in the maze, each counted once (from its lower end).
    pub fn stairs(&self) -> usize {
        self.open.iter().filter(|&&bits| bits & UP != 0).count()
    }
}
