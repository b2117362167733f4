//! Growing tree: a list of active cells; each round picks one, carves to a random
//! unvisited neighbour (which becomes active) or, if it has none, retires it.
//!
//! How the cell is picked sets the character ([`GrowingTreeMode`]):
//! - `Newest` always takes the most recently added cell, which makes it the
//!   recursive backtracker: long winding corridors, few dead ends (about 10% of
//!   cells), a long solution. It even draws the same random numbers, so a seed
//!   gives exactly the backtracker's maze.
//! - `Random` takes any active cell with equal chance, which behaves like the
//!   cell-frontier ("simplified") Prim's: a radial, bushy texture with many short
//!   dead ends (about 28% of cells), short corridors and a very direct solution.
//! - `Mixed` flips a fair coin each round: newest on heads, random on tails. The
//!   result sits between the two: corridors of middling length with regular
//!   branching, about 20% dead ends, a solution longer than `Random`'s but far
//!   shorter than `Newest`'s.
//!
//! Retiring a cell from the middle of the list leaves a tombstone instead of shifting
//! the rest (the list's order is what "newest" means); the list is compacted when half
//! of it is tombstones, so every operation is amortised O(1) and the whole is linear.

use rand_chacha::ChaCha8Rng;

use super::super::maze::GridMaze;
use super::padded::Padded;
use super::unvisited::{self, VISITED};
use crate::puzzle::random::{below, coin};

/// How the growing tree picks the next active cell.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GrowingTreeMode {
    /// Always the most recently added cell (a recursive backtracker).
    Newest,
    /// Any active cell, uniformly (like the cell-frontier Prim's).
    Random,
    /// Newest with probability 1/2, otherwise a uniformly random one.
    Mixed,
}

/// Grows the tree on a padded grid whose border counts as visited (see
/// `unvisited`), recording the passages there and carving them into the maze at
/// the end; the active list holds padded indices.
pub(super) fn carve(maze: &mut GridMaze, rng: &mut ChaCha8Rng, mode: GrowingTreeMode) {
    if maze.is_empty() {
        return;
    }
    let padded = Padded::new(maze);
    let mut state = padded.cells(0, VISITED);
    assert!(
        u32::try_from(state.len()).is_ok(),
        "grids hold under 2³² cells"
    );
    let start = padded.pad(below(rng, maze.len()));
    state[start] = VISITED;
    let mut active = ActiveCells::starting_with(start);
    while let Some(slot) = active.pick(rng, mode) {
        let cell = active.cell(slot);
        match unvisited::draw(&padded, &state, cell, rng) {
            Some(direction) => {
                let next = padded.step(cell, direction);
                padded.record(&mut state, cell, direction);
                state[next] |= VISITED;
                active.push(next);
            }
            None => active.retire(slot),
        }
    }
    padded.carve_recorded(maze, &state);
}

/// A retired slot in the list.
const TOMBSTONE: u32 = u32::MAX;

/// The active cells in the order they were added, with tombstones for cells retired
/// from the middle.
pub(in crate::puzzle::grid) struct ActiveCells {
    slots: Vec<u32>,
    tombstones: usize,
}

impl ActiveCells {
    pub(in crate::puzzle::grid) fn starting_with(cell: usize) -> Self {
        ActiveCells {
            slots: vec![cell as u32],
            tombstones: 0,
        }
    }

    pub(in crate::puzzle::grid) fn cell(&self, slot: usize) -> usize {
        self.slots[slot] as usize
    }

    pub(in crate::puzzle::grid) fn push(&mut self, cell: usize) {
        self.slots.push(cell as u32);
    }

    /// The slot of the next cell to grow from, or `None` when no cell is active.
    pub(in crate::puzzle::grid) fn pick(
        &mut self,
        rng: &mut ChaCha8Rng,
        mode: GrowingTreeMode,
    ) -> Option<usize> {
        if self.slots.len() == self.tombstones {
            return None;
        }
        let newest = match mode {
            GrowingTreeMode::Newest => true,
            GrowingTreeMode::Random => false,
            GrowingTreeMode::Mixed => coin(rng),
        };
        self.pick_by(newest, |n| below(rng, n))
    }

    /// The slot of the next cell to grow from, the newest or (`newest` false) a
    /// uniformly random one, with `below(n)` a uniform index in `0..n`; `None`
    /// when no cell is active.
    pub(in crate::puzzle::grid) fn pick_by(
        &mut self,
        newest: bool,
        below: impl FnMut(usize) -> usize,
    ) -> Option<usize> {
        if self.slots.len() == self.tombstones {
            return None;
        }
        Some(if newest {
            self.newest()
        } else {
            self.random(below)
        })
    }

    /// The last live slot (dropping tombstones off the end). Some slot is live.
    fn newest(&mut self) -> usize {
        while self.slots.last() == Some(&TOMBSTONE) {
            self.slots.pop();
            self.tombstones -= 1;
        }
        self.slots.len() - 1
    }

    /// A uniformly random live slot: at most half the slots are tombstones, so this
    /// takes under two draws on average. Some slot is live.
    fn random(&mut self, mut below: impl FnMut(usize) -> usize) -> usize {
        loop {
            let slot = below(self.slots.len());
            if self.slots[slot] != TOMBSTONE {
                return slot;
            }
        }
    }

    /// Retires the cell in `slot`, keeping the order of the others.
    pub(in crate::puzzle::grid) fn retire(&mut self, slot: usize) {
        if slot + 1 == self.slots.len() {
            self.slots.pop();
        } else {
            self.slots[slot] = TOMBSTONE;
            self.tombstones += 1;
        }
        if self.tombstones * 2 > self.slots.len() {
            self.slots.retain(|&cell| cell != TOMBSTONE);
            self.tombstones = 0;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    #[test]
    fn retiring_keeps_order_and_compacts() {
        let mut active = ActiveCells::starting_with(10);
        for cell in 11..16 {
            active.push(cell);
        }
        active.retire(1);
        active.retire(2);
        assert_eq!(active.slots, [10, TOMBSTONE, TOMBSTONE, 13, 14, 15]);
        active.retire(3);
        assert_eq!(active.slots, [10, TOMBSTONE, TOMBSTONE, TOMBSTONE, 14, 15]);
        active.retire(4);
        assert_eq!(active.slots, [10, 15]);
        active.retire(1);
        assert_eq!(active.slots, [10]);
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        assert_eq!(active.pick(&mut rng, GrowingTreeMode::Mixed), Some(0));
        active.retire(0);
        assert_eq!(active.pick(&mut rng, GrowingTreeMode::Random), None);
    }

    #[test]
    fn newest_skips_tombstones_at_the_end() {
        let mut active = ActiveCells::starting_with(0);
        for cell in 1..6 {
            active.push(cell);
        }
        active.retire(4);
        active.retire(5);
        assert_eq!(active.slots, [0, 1, 2, 3, TOMBSTONE]);
        assert_eq!(active.newest(), 3);
        assert_eq!(active.tombstones, 0);
    }
}
