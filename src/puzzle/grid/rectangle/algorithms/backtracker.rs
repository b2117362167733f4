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
use super::unvisited::{self, VISITED};
use crate::puzzle::random::below;

pub(crate) fn carve(maze: &mut GridMaze, rng: &mut ChaCha8Rng) {
    if maze.is_empty() {
        return;
    }
    // The search runs on a padded grid whose border counts as visited (see
    // `unvisited`); the passages are recorded there too and carved into the maze
    // at the end.
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
        let Some(direction) = unvisited::draw(&padded, &state, current, rng) else {
            stack.pop();
            continue;
        };
        let next = padded.step(current, direction);
        padded.record(&mut state, current, direction);
        state[next] |= VISITED;
        stack.push(next as u32);
    }
    padded.carve_recorded(maze, &state);
}
