//! Aldous–Broder: a plain random walk that carves whenever it first enters a cell.
//!
//! The walk starts at a random cell and steps to a uniformly random neighbour, again
//! and again; each time it enters a cell it has never visited, the passage it came
//! through is carved. It stops when every cell has been visited.
//!
//! Character: a uniform spanning tree, exactly like Wilson's: no directional bias,
//! many short dead ends (about 29% of cells), short twisty corridors, a meandering
//! solution of moderate length. The price is time: the walk must cover the whole
//! grid, which takes of the order of n·(log n)² steps (measured: about 30 steps per
//! cell at 100×100, 95 at 2000×2000), so its cost per cell grows with the grid. The stepping
//! loop runs on Wilson's padded grid, so a step needs no bounds checks, and draws
//! 2 random bits per step.

use rand_chacha::ChaCha8Rng;

use super::super::maze::GridMaze;
use super::padded::Padded;
use crate::puzzle::cells::Direction;
use crate::puzzle::cells::direction::RandomDirections;
use crate::puzzle::random::below;

/// A padded cell's state.
const UNVISITED: u8 = 0;
const VISITED: u8 = 1;
const BORDER: u8 = 2;

pub(super) fn carve(maze: &mut GridMaze, rng: &mut ChaCha8Rng) {
    if maze.len() < 2 {
        return;
    }
    let padded = Padded::new(maze);
    let mut state = padded.cells(UNVISITED, BORDER);
    let mut cell = padded.pad(below(rng, maze.len()));
    state[cell] = VISITED;
    let mut bits = RandomDirections::default();
    for _ in 1..maze.len() {
        let (from, direction) = walk_to_new_cell(&padded, &mut state, &mut cell, rng, &mut bits);
        maze.carve(padded.unpad(from), Direction::ALL[direction]);
    }
}

/// Walks from `cell` until it enters an unvisited cell, which it marks visited;
/// returns the cell it came from and the direction index of the last step. This is
/// the hot loop: one table lookup, one load and one well-predicted branch per step.
#[inline]
fn walk_to_new_cell(
    padded: &Padded,
    state: &mut [u8],
    cell: &mut usize,
    rng: &mut ChaCha8Rng,
    bits: &mut RandomDirections,
) -> (usize, usize) {
    loop {
        let direction = bits.next(rng);
        let next = padded.step(*cell, direction);
        match state[next] {
            VISITED => *cell = next,
            UNVISITED => {
                state[next] = VISITED;
                let from = std::mem::replace(cell, next);
                return (from, direction);
            }
            _ => {}
        }
    }
}
