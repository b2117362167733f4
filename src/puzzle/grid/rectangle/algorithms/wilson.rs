//! Wilson's algorithm: loop-erased random walks.
//!
//! One random cell starts the tree. From each cell not yet in it, a random walk
//! wanders until it touches the tree, remembering only the direction in which it last
//! left each cell, so any loop the walk makes is erased as soon as it is overwritten.
//! Following those directions from the walk's start then gives a loop-free path,
//! which is carved and joins the tree.
//!
//! Character: a uniform spanning tree, so every perfect maze of the grid is equally
//! likely and there is no directional bias. Many short dead ends (about 29% of cells
//! on a large grid), short twisty corridors with frequent branching; the solution
//! meanders but is much shorter than a backtracker's. Expected time is about n·log n
//! steps on a grid: the first walks are long (the tree is a single cell), later
//! ones are short.
//!
//! The walk runs on a padded copy of the grid (a border of sentinel cells around it),
//! so a step needs no bounds checks (see [`Padded`]).

use rand_chacha::ChaCha8Rng;

use super::super::maze::GridMaze;
use super::padded::Padded;
use crate::puzzle::cells::Direction;
use crate::puzzle::cells::direction::RandomDirections;
use crate::puzzle::random::below;

/// A cell's walk state: the index (0–3, in [`Direction::ALL`] order) of the direction
/// the walk last left it by, or one of these.
const IN_TREE: u8 = 4;
const BORDER: u8 = 5;

pub(super) fn carve(maze: &mut GridMaze, rng: &mut ChaCha8Rng) {
    if maze.is_empty() {
        return;
    }
    let padded = Padded::new(maze);
    let mut state = padded.cells(0, BORDER);
    state[padded.pad(below(rng, maze.len()))] = IN_TREE;
    let mut bits = RandomDirections::default();
    for start in padded.inner_cells() {
        if state[start] != IN_TREE {
            walk(&padded, &mut state, start, rng, &mut bits);
            join_path(maze, &padded, &mut state, start);
        }
    }
}

/// Walks at random from padded cell `start` until the tree is reached, recording in
/// each cell the direction it was last left by.
fn walk(
    padded: &Padded,
    state: &mut [u8],
    start: usize,
    rng: &mut ChaCha8Rng,
    bits: &mut RandomDirections,
) {
    let mut cell = start;
    loop {
        let direction = bits.next(rng);
        let next = padded.step(cell, direction);
        let next_state = state[next];
        if next_state == BORDER {
            continue;
        }
        state[cell] = direction as u8;
        if next_state == IN_TREE {
            return;
        }
        cell = next;
    }
}

/// Carves the loop-erased path from padded cell `start` to the tree and adds it to
/// the tree.
fn join_path(maze: &mut GridMaze, padded: &Padded, state: &mut [u8], start: usize) {
    let mut cell = start;
    while state[cell] != IN_TREE {
        let direction = usize::from(state[cell]);
        state[cell] = IN_TREE;
        maze.carve(padded.unpad(cell), Direction::ALL[direction]);
        cell = padded.step(cell, direction);
    }
}
