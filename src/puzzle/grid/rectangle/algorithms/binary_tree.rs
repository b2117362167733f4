//! Binary tree: every cell opens either north or east, by a coin toss.
//!
//! Cells in the top row can only go east and cells in the east column only north
//! (the north-east corner does neither), so the top row and the east column are
//! unbroken corridors and every cell has exactly one way toward the north-east corner:
//! the maze is a binary tree rooted there. One pass, no memory beyond the grid.
//!
//! Character: the most biased of all: a strong diagonal grain running south-west to
//! north-east, two long corridors along the top and the east side, and many short
//! dead ends (about a quarter of cells), each open only to the north or east. From
//! any cell the way to the north-east corner is trivial (always up or right), and
//! the solution between opposite corners is a shortest path; best kept for the
//! easiest levels.

use rand_chacha::ChaCha8Rng;

use super::super::maze::GridMaze;
use crate::puzzle::cells::Direction;
use crate::puzzle::random::coin;

pub(super) fn carve(maze: &mut GridMaze, rng: &mut ChaCha8Rng) {
    let width = maze.width();
    for y in 0..maze.height() {
        for x in 0..width {
            if let Some(direction) = choose(x + 1 < width, y > 0, rng) {
                maze.carve(maze.index(x, y), direction);
            }
        }
    }
}

/// North or east by a coin toss when both are possible, else whichever is.
fn choose(east: bool, north: bool, rng: &mut ChaCha8Rng) -> Option<Direction> {
    match (east, north) {
        (true, true) if coin(rng) => Some(Direction::East),
        (_, true) => Some(Direction::North),
        (true, false) => Some(Direction::East),
        (false, false) => None,
    }
}
