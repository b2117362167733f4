//! The backtracker for mazes with floors, on the floors' own bytes: from the
//! newest cell of its path it takes a uniformly random move among the open ways
//! to unreached cells (N E S W across the floor, U D by a stair), writing the
//! passage straight into the two cells' bits, and backs up when there is none.
//!
//! Its cost is in the step, taken once or twice a cell, so the step has no loop
//! and almost no branch: the cells are kept with a floor row of padding before
//! and after, so the four neighbours on the floor are read whatever the cell and
//! the open ways mask what is off the floor; a table lists the directions of
//! each set of four (the rectangle's `SET_BITS` and `NTH_SET_BIT`); a choice
//! takes one byte of a `u64` drawn for eight (weave's `Draws`, exactly uniform).
//! Stairs are only at the few places `stairs` chose, so a cell with a way up or
//! down takes a slower path of its own.

use rand_chacha::ChaCha8Rng;

use super::stack::{DOWN, EAST, NORTH, SOUTH, STAIRS, Stack, UP, WEST};
use crate::puzzle::grid::rectangle::algorithms::unvisited::{NTH_SET_BIT, SET_BITS};
use crate::puzzle::grid::weave::draws::Draws;

/// The passage bit at the far end of a way, by way (N E S W U D).
const BACK: [u8; 6] = [SOUTH, WEST, NORTH, EAST, DOWN, UP];

/// Carves a spanning tree of `stack` along `ways` (the open ways of each cell,
/// see [`Stack::open_ways`]; they must join every cell), starting at cell 0;
/// returns each cell's passage bits. A cell has been reached when it has a
/// passage (the first cell gets one on the first step), so the walk reads and
/// writes one array, not a visited mark in another.
pub fn carve(stack: &Stack, ways: Vec<u8>, rng: &mut ChaCha8Rng) -> Vec<u8> {
    if ways.is_empty() {
        return Vec::new();
    }
    let mut board = Board::new(stack, ways);
    let mut draws = Draws::new(rng);
    // The cells behind the walk's head that may still have a way on, newest last.
    let mut behind: Vec<u32> = Vec::with_capacity(board.ways.len());
    let mut cell = 0;
    loop {
        let open = board.open(cell);
        if open == 0 {
            match behind.pop() {
                Some(back) => cell = back as usize,
                None => break,
            }
            continue;
        }
        let (way, count) = pick(open, &mut draws);
        // With one choice this cell has none left: coming back to it would only
        // find that out, so it is kept only when it had more.
        if count > 1 {
            behind.push(cell as u32);
        }
        cell = board.join(cell, way);
    }
    board.into_cells()
}

/// A way among `open` (a set of ways, not empty), each equally likely, and how
/// many there were to choose from.
#[inline(always)]
fn pick(open: u8, draws: &mut Draws) -> (usize, usize) {
    if open & STAIRS == 0 {
        let count = usize::from(SET_BITS[usize::from(open)]);
        let way = NTH_SET_BIT[usize::from(open)][draws.choice(count)];
        return (usize::from(way), count);
    }
    pick_with_stairs(open, draws)
}

/// [`pick`] where a stair is among the ways (a few cells a maze).
#[cold]
fn pick_with_stairs(open: u8, draws: &mut Draws) -> (usize, usize) {
    let count = open.count_ones() as usize;
    let mut left = open;
    for _ in 0..draws.choice(count) {
        left &= left - 1;
    }
    (left.trailing_zeros() as usize, count)
}

/// The cells' passage bits with `pad` cells of padding before and after, the
/// ways open from each cell, and the step in cell numbers through each way.
struct Board {
    cells: Vec<u8>,
    ways: Vec<u8>,
    pad: usize,
    steps: [isize; 6],
}

impl Board {
    /// An uncarved board: a floor row of padding (at least a cell) each side,
    /// so every cell's neighbours on its floor can be read.
    fn new(stack: &Stack, ways: Vec<u8>) -> Board {
        let pad = stack.width.max(1);
        Board {
            cells: vec![0; ways.len() + 2 * pad],
            ways,
            pad,
            steps: stack.steps(),
        }
    }

    /// The ways from `cell` (a number without padding) to cells not yet reached.
    #[inline(always)]
    fn open(&self, cell: usize) -> u8 {
        let ways = self.ways[cell];
        let at = cell + self.pad;
        let width = self.steps[2].unsigned_abs();
        let free = |neighbour: usize| u8::from(self.cells[neighbour] == 0);
        let floor = (free(at - width) * NORTH)
            | (free(at + 1) * EAST)
            | (free(at + width) * SOUTH)
            | (free(at - 1) * WEST);
        if ways & STAIRS == 0 {
            return ways & floor;
        }
        self.open_with_stairs(at, ways, floor)
    }

    /// [`Board::open`] for a cell with a way up or down.
    #[cold]
    fn open_with_stairs(&self, at: usize, ways: u8, floor: u8) -> u8 {
        // A stair leads off the stack only where it is not open: read no further.
        let free = |way: usize| match ways & 1 << way {
            0 => 0,
            bit => bit * u8::from(self.cells[at.wrapping_add_signed(self.steps[way])] == 0),
        };
        (ways & floor) | free(4) | free(5)
    }

    /// Opens the passage from `cell` through `way`; the cell it leads to.
    #[inline(always)]
    fn join(&mut self, cell: usize, way: usize) -> usize {
        let next = cell.wrapping_add_signed(self.steps[way]);
        self.cells[cell + self.pad] |= 1 << way;
        self.cells[next + self.pad] |= BACK[way];
        next
    }

    /// The passage bits, without the padding.
    fn into_cells(mut self) -> Vec<u8> {
        self.cells.truncate(self.pad + self.ways.len());
        self.cells.drain(..self.pad);
        self.cells
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::grid::floors::zones::Zones;
    use rand::SeedableRng;

    /// The ways of `stack` in one zone a floor, with a stair up from every
    /// `every`th cell below the top floor.
    fn ways_with_stairs(stack: &Stack, every: usize) -> Vec<u8> {
        let zones = Zones {
            per_floor: 1,
            of: vec![0; stack.cells()],
        };
        let below_top = (stack.cells() - stack.per_floor()) as u32;
        let sites: Vec<u32> = (0..below_top).step_by(every).collect();
        stack.open_ways(&sites, &zones)
    }

    /// The cells reached from cell 0 through the passages, each passage
    /// checked to be an open way with its other end's bit set.
    fn reached(stack: &Stack, ways: &[u8], cells: &[u8]) -> usize {
        let steps = stack.steps();
        let mut seen = vec![false; cells.len()];
        let mut todo = vec![0usize];
        seen[0] = true;
        let mut count = 0;
        while let Some(cell) = todo.pop() {
            count += 1;
            assert_eq!(
                cells[cell] & !ways[cell],
                0,
                "a passage off the ways at {cell}"
            );
            for way in (0..6).filter(|&way| cells[cell] & 1 << way != 0) {
                let next = cell.wrapping_add_signed(steps[way]);
                assert_ne!(cells[next] & BACK[way], 0, "one-sided passage at {cell}");
                if !seen[next] {
                    seen[next] = true;
                    todo.push(next);
                }
            }
        }
        count
    }

    #[test]
    fn carves_a_spanning_tree_along_the_open_ways() {
        // The narrowest floors a section may have (2 cells each way), a row, a
        // column and a wider stack.
        let stacks = [(7, 5, 3), (2, 2, 4), (9, 1, 2), (1, 6, 3), (16, 12, 6)];
        for (width, height, floors) in stacks {
            let stack = Stack {
                width,
                height,
                floors,
            };
            for seed in 0..16 {
                let ways = ways_with_stairs(&stack, 3);
                let cells = carve(&stack, ways.clone(), &mut ChaCha8Rng::seed_from_u64(seed));
                let ends: u32 = cells.iter().map(|bits| bits.count_ones()).sum();
                assert_eq!(ends as usize, 2 * (stack.cells() - 1), "{stack:?} {seed}");
                assert_eq!(reached(&stack, &ways, &cells), stack.cells(), "{stack:?}");
                let again = carve(&stack, ways, &mut ChaCha8Rng::seed_from_u64(seed));
                assert_eq!(cells, again, "the same seed, the same maze");
            }
        }
    }

    #[test]
    fn the_open_ways_are_the_ways_to_unreached_cells() {
        // Cell 0 of a 3 × 3 × 2 stack with a stair up from it: east, south, up.
        let stack = Stack {
            width: 3,
            height: 3,
            floors: 2,
        };
        let ways = ways_with_stairs(&stack, 9);
        assert_eq!(ways[0], EAST | SOUTH | UP);
        let mut board = Board::new(&stack, ways);
        assert_eq!(board.open(0), EAST | SOUTH | UP);
        assert_eq!(board.open(4), NORTH | EAST | SOUTH | WEST);
        assert_eq!(board.join(0, 4), 9);
        assert_eq!(board.open(0), EAST | SOUTH);
        assert_eq!(
            board.open(9),
            EAST | SOUTH,
            "cell 9 was reached by its stair"
        );
        assert_eq!(board.join(0, 1), 1);
        assert_eq!(board.open(4), EAST | SOUTH | WEST);
        assert_eq!(board.open(0), SOUTH);
        let cells = board.into_cells();
        assert_eq!(cells.len(), stack.cells());
        assert_eq!((cells[0], cells[1], cells[9]), (UP | EAST, WEST, DOWN));
    }

    #[test]
    fn a_pick_on_the_floor_takes_each_way_alike() {
        let mut rng = ChaCha8Rng::seed_from_u64(4);
        let mut draws = Draws::new(&mut rng);
        let open = NORTH | EAST | WEST;
        let mut seen = [0usize; 6];
        for _ in 0..6000 {
            let (way, count) = pick(open, &mut draws);
            assert_eq!(count, 3);
            seen[way] += 1;
        }
        for way in [0, 1, 3] {
            assert!((1800..2200).contains(&seen[way]), "{seen:?}");
        }
        assert_eq!(pick(SOUTH, &mut draws), (2, 1));
    }

    #[test]
    fn a_pick_among_stairs_takes_each_way_alike() {
        let mut rng = ChaCha8Rng::seed_from_u64(5);
        let mut draws = Draws::new(&mut rng);
        let open = NORTH | WEST | UP | DOWN;
        let mut seen = [0usize; 6];
        for _ in 0..8000 {
            let (way, count) = pick(open, &mut draws);
            assert_eq!(count, 4);
            seen[way] += 1;
        }
        for way in [0, 3, 4, 5] {
            assert!((1800..2200).contains(&seen[way]), "{seen:?}");
        }
        assert_eq!(seen[1] + seen[2], 0);
    }
}
