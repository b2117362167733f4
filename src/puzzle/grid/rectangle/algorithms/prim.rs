//! Randomized Prim's (the true, edge-frontier version).
//!
//! The tree starts at a random cell. The frontier is the set of walls between a tree
//! cell and a cell outside; each round takes a uniformly random wall from it. If the
//! cell beyond is still outside the tree, the wall becomes a passage and that cell's
//! own walls to outside cells join the frontier; otherwise the wall is dropped (it
//! went stale when its far cell joined the tree by another wall). Taking a random
//! entry from a `Vec` is a swap-remove, so each wall costs O(1) and the whole is linear.
//!
//! Character: the tree grows outward from its start as a blob, making a radial
//! texture with very many short dead ends (about 32% of cells, the most of these
//! algorithms) and hardly any corridor longer than a few cells. Lots of easy
//! decisions; the solution is very direct, barely longer than the shortest possible.
//! A dense, "bushy" look.

use rand_chacha::ChaCha8Rng;

use super::super::maze::GridMaze;
use crate::puzzle::cells::Direction;
use crate::puzzle::random::below;

pub(super) fn carve(maze: &mut GridMaze, rng: &mut ChaCha8Rng) {
    if maze.is_empty() {
        return;
    }
    assert!(maze.len() <= 1 << 30, "prim: grids hold at most 2³⁰ cells");
    let mut in_tree = vec![false; maze.len()];
    let mut frontier = Frontier::default();
    let start = below(rng, maze.len());
    in_tree[start] = true;
    frontier.add_walls_of(maze, &in_tree, start);
    while let Some((cell, direction)) = frontier.take_random(rng) {
        if !in_tree[cell] {
            in_tree[cell] = true;
            maze.carve(cell, direction);
            frontier.add_walls_of(maze, &in_tree, cell);
        }
    }
}

/// The frontier walls, each stored as the outside cell and the direction (index in
/// [`Direction::ALL`]) from it back into the tree: `cell << 2 | direction`.
#[derive(Default)]
struct Frontier {
    walls: Vec<u32>,
}

impl Frontier {
    /// Adds the walls between tree cell `cell` and its neighbours outside the tree.
    fn add_walls_of(&mut self, maze: &GridMaze, in_tree: &[bool], cell: usize) {
        for direction in Direction::ALL {
            if let Some(next) = maze.neighbour(cell, direction)
                && !in_tree[next]
            {
                // Fieldless enum: the discriminant is the index in `Direction::ALL`.
                let back = direction.opposite() as u32;
                self.walls.push((next as u32) << 2 | back);
            }
        }
    }

    /// Removes and returns a uniformly random wall, as (outside cell, direction back).
    fn take_random(&mut self, rng: &mut ChaCha8Rng) -> Option<(usize, Direction)> {
        if self.walls.is_empty() {
            return None;
        }
        let wall = self.walls.swap_remove(below(rng, self.walls.len()));
        let direction = Direction::ALL[(wall & 3) as usize];
        Some(((wall >> 2) as usize, direction))
    }
}
