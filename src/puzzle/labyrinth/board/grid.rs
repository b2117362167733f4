//! The geometry of a board as the samplers and the search see it: row-major
//! square indices, wall slots (east slots first, then south), and per-square
//! open-passage bits.

use super::{Square, Wall, wall_slots};

/// Open-passage bits of a square, as in the grid kind's JSON form.
pub(crate) const NORTH: u8 = 1;
pub(crate) const EAST: u8 = 2;
pub(crate) const SOUTH: u8 = 4;
pub(crate) const WEST: u8 = 8;

/// The geometry of a W×H board: squares (row-major indices) and wall slots.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Grid {
    pub width: usize,
    pub height: usize,
}

impl Grid {
    pub fn new(width: usize, height: usize) -> Grid {
        Grid { width, height }
    }

    pub fn squares(self) -> usize {
        self.width * self.height
    }

    pub fn slots(self) -> usize {
        wall_slots(self.width, self.height)
    }

    /// Number of east slots; the south slots follow them.
    fn east_slots(self) -> usize {
        self.height * self.width.saturating_sub(1)
    }

    pub fn index(self, square: Square) -> usize {
        square[1] * self.width + square[0]
    }

    pub fn square(self, index: usize) -> Square {
        [index % self.width, index / self.width]
    }

    pub fn contains(self, square: Square) -> bool {
        square[0] < self.width && square[1] < self.height
    }

    /// The two squares (row-major indices) a slot separates, west/north first.
    pub fn slot_squares(self, slot: usize) -> (usize, usize) {
        let east = self.east_slots();
        if slot < east {
            let row = slot / (self.width - 1);
            let a = row * self.width + slot % (self.width - 1);
            (a, a + 1)
        } else {
            let a = slot - east;
            (a, a + self.width)
        }
    }

    /// Whether the slot separates east–west neighbours (else north–south).
    pub fn is_east_slot(self, slot: usize) -> bool {
        slot < self.east_slots()
    }

    /// The slot between two squares, if they are neighbours on the board.
    pub fn slot_of(self, wall: Wall) -> Option<usize> {
        let Wall(a, b) = wall;
        if !self.contains(a) || !self.contains(b) {
            return None;
        }
        if a[1] == b[1] {
            Some(a[1] * (self.width - 1) + a[0])
        } else {
            Some(self.east_slots() + self.index(a))
        }
    }

    #[cfg(test)]
    pub fn wall(self, slot: usize) -> Wall {
        let (a, b) = self.slot_squares(slot);
        Wall(self.square(a), self.square(b))
    }

    /// Per square, the open-passage bits when the slots marked in `is_wall` hold walls.
    pub fn open_sides(self, is_wall: &[bool]) -> Vec<u8> {
        let mut open = vec![0u8; self.squares()];
        for (slot, _) in is_wall.iter().enumerate().filter(|(_, wall)| !**wall) {
            let (a, b) = self.slot_squares(slot);
            if self.is_east_slot(slot) {
                open[a] |= EAST;
                open[b] |= WEST;
            } else {
                open[a] |= SOUTH;
                open[b] |= NORTH;
            }
        }
        open
    }

    /// The squares `index` opens to, given the open-passage bits of every square.
    pub fn open_neighbours(self, open: &[u8], index: usize) -> impl Iterator<Item = usize> {
        let bits = open[index];
        let width = self.width;
        [
            (NORTH, index.wrapping_sub(width)),
            (EAST, index + 1),
            (SOUTH, index + width),
            (WEST, index.wrapping_sub(1)),
        ]
        .into_iter()
        .filter(move |(bit, _)| bits & bit != 0)
        .map(|(_, next)| next)
    }

    /// Marks in `seen` every square reachable from `start` through open passages;
    /// returns how many there are.
    pub fn reach(self, open: &[u8], start: usize, seen: &mut [bool]) -> usize {
        let mut stack = vec![start];
        seen[start] = true;
        let mut count = 1;
        while let Some(square) = stack.pop() {
            for next in self.open_neighbours(open, square) {
                if !seen[next] {
                    seen[next] = true;
                    count += 1;
                    stack.push(next);
                }
            }
        }
        count
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slots_round_trip() {
        for (width, height) in [(1, 2), (2, 1), (3, 4), (6, 6)] {
            let grid = Grid::new(width, height);
            for slot in 0..grid.slots() {
                assert_eq!(grid.slot_of(grid.wall(slot)), Some(slot));
            }
        }
    }
}
