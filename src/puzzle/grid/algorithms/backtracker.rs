//! Recursive backtracker (randomized depth-first search), done with an explicit stack.
//!
//! Character: long, winding corridors with few branches and long dead ends; the
//! solution usually wanders through a large share of the maze. Easy to follow for a
//! child (few decisions), tiring for an adult (long path). Each cell is pushed once,
//! so time and memory are linear in cells. It draws the same random numbers, in the
//! same order, as the textbook loop over `Direction::ALL` (the open directions are
//! numbered in that order), so a seed gives the same maze as it always did.

use rand_chacha::ChaCha8Rng;

use super::super::maze::GridMaze;
use super::padded::Padded;
use crate::puzzle::random::below;

/// A padded cell's flag: visited (border cells have it from the start). The cell's
/// other bits record its passages (see [`Padded`]).
const VISITED: u8 = 0b1_0000;

pub(crate) fn carve(maze: &mut GridMaze, rng: &mut ChaCha8Rng) {
    if maze.is_empty() {
        return;
    }
    // The search runs on a padded grid whose border counts as visited, so finding
    // the open directions is four loads and no branches; the passages are recorded
    // there too and carved into the maze at the end.
    let padded = Padded::new(maze);
    let mut state = padded.cells(0, VISITED);
    assert!(
        u32::try_from(state.len()).is_ok(),
        "backtracker: grids hold under 2³² cells"
    );
    let start = padded.pad(below(rng, maze.len()));
    state[start] = VISITED;
    // The path can grow to a large share of the cells: reserve once.
    let mut stack = Vec::with_capacity(maze.len());
    stack.push(start as u32);
    while let Some(&current) = stack.last() {
        let current = current as usize;
        let open = unvisited_directions(&padded, &state, current);
        if open == 0 {
            stack.pop();
            continue;
        }
        let count = usize::from(SET_BITS[usize::from(open)]);
        let direction = nth_direction(open, below(rng, count));
        let next = padded.step(current, direction);
        padded.record(&mut state, current, direction);
        state[next] |= VISITED;
        stack.push(next as u32);
    }
    padded.carve_recorded(maze, &state);
}

/// The directions from `cell` to unvisited cells, as a mask (bit i for
/// `Direction::ALL[i]`).
#[inline]
fn unvisited_directions(padded: &Padded, state: &[u8], cell: usize) -> u8 {
    (0..4).fold(0, |mask, d| {
        mask | u8::from(state[padded.step(cell, d)] & VISITED == 0) << d
    })
}

/// `SET_BITS[mask]`: the number of set bits of the 4-bit `mask` (a table, as the
/// baseline x86-64 target has no population count instruction).
const SET_BITS: [u8; 16] = [0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4];

/// The index of the `n`th (from 0) set bit of `mask`, which has more than `n`.
#[inline]
fn nth_direction(mask: u8, n: usize) -> usize {
    usize::from(NTH_SET_BIT[usize::from(mask)][n])
}

/// `NTH_SET_BIT[mask][n]`: the position of the `n`th set bit of the 4-bit `mask`.
const NTH_SET_BIT: [[u8; 4]; 16] = {
    let mut table = [[0; 4]; 16];
    let mut mask = 0;
    while mask < 16 {
        let (mut bit, mut n) = (0, 0);
        while bit < 4 {
            if mask & (1 << bit) != 0 {
                table[mask][n] = bit as u8;
                n += 1;
            }
            bit += 1;
        }
        mask += 1;
    }
    table
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nth_set_bit_table() {
        assert_eq!(nth_direction(0b1010, 0), 1);
        assert_eq!(nth_direction(0b1010, 1), 3);
        assert_eq!(nth_direction(0b1111, 2), 2);
        assert_eq!(nth_direction(0b0100, 0), 2);
    }
}
