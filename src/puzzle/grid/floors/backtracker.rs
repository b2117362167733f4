//! The backtracker for mazes with floors, on the floors' own bytes: the walk the
//! shaped boards' backtracker takes on the same ways (the same neighbours in the
//! same order, N E S W U D, and the same draws, so the same maze for a seed), but
//! writing each passage straight into the two cells' bits instead of a list of
//! passages to be turned into bits afterwards. That list was eight bytes a cell
//! written and read back again, the largest part of making a maze with floors.

use rand_chacha::ChaCha8Rng;

use super::stack::{DOWN, EAST, NORTH, SOUTH, Stack, UP, WEST};
use crate::puzzle::random::below;

/// The passage bit at the far end of a way, by way (N E S W U D).
const BACK: [u8; 6] = [SOUTH, WEST, NORTH, EAST, DOWN, UP];

/// Carves a spanning tree of `stack` along `ways` (the open ways of each cell,
/// see [`Stack::open_ways`]; they must join every cell), starting at cell 0;
/// returns each cell's passage bits. A cell has been reached when it has a
/// passage (the first cell gets one on the first step), so the walk reads and
/// writes one array, not a visited mark in another.
pub fn carve(stack: &Stack, ways: Vec<u8>, rng: &mut ChaCha8Rng) -> Vec<u8> {
    let steps = stack.steps();
    let mut cells = vec![0u8; ways.len()];
    if ways.is_empty() {
        return cells;
    }
    let mut path: Vec<u32> = Vec::with_capacity(ways.len());
    path.push(0);
    let mut open = [0u8; 6];
    while let Some(&cell) = path.last() {
        let cell = cell as usize;
        let mut left = ways[cell];
        let mut count = 0;
        while left != 0 {
            let way = left.trailing_zeros() as u8;
            left &= left - 1;
            open[count] = way;
            let next = cell.wrapping_add_signed(steps[usize::from(way)]);
            count += usize::from(cells[next] == 0);
        }
        if count == 0 {
            path.pop();
            continue;
        }
        let way = usize::from(open[below(rng, count)]);
        let next = cell.wrapping_add_signed(steps[way]);
        cells[cell] |= 1 << way;
        cells[next] |= BACK[way];
        // With one choice this cell has none left: coming back to it would only
        // take it off again, so `next` takes its place (as the shaped walk does).
        match path.last_mut() {
            Some(top) if count == 1 => *top = next as u32,
            _ => path.push(next as u32),
        }
    }
    cells
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::grid::floors::zones::Zones;
    use crate::puzzle::grid::rectangle::algorithms::Algorithm;
    use crate::puzzle::grid::shaped::carve;
    use rand::SeedableRng;

    #[test]
    fn the_same_maze_as_the_shaped_backtracker() {
        let stacks = [
            Stack {
                width: 7,
                height: 5,
                floors: 3,
            },
            // The narrowest floors a section may have (2 cells each way).
            Stack {
                width: 2,
                height: 2,
                floors: 4,
            },
        ];
        for stack in stacks {
            let zones = Zones {
                per_floor: 1,
                of: vec![0; stack.cells()],
            };
            // A stair up from every third cell below the top floor.
            let below_top = stack.cells() - stack.per_floor();
            let sites: Vec<u32> = (0..below_top as u32).step_by(3).collect();
            for seed in 0..8 {
                let ways = stack.open_ways(&sites, &zones);
                let mine = carve(&stack, ways, &mut ChaCha8Rng::seed_from_u64(seed));
                let graph = stack.adjacency(&sites, &zones);
                let mut rng = ChaCha8Rng::seed_from_u64(seed);
                let passages = carve::carve(Algorithm::Backtracker, &graph, 0, &mut rng).unwrap();
                assert_eq!(mine, stack.cells_of(&passages), "{stack:?} seed {seed}");
            }
        }
    }
}
