//! Sidewinder: each row is cut into runs; every run opens north once.
//!
//! The top row is one long corridor. In every other row, a run of cells grows
//! eastward, each cell carving east, until a coin toss (or the east edge) closes it;
//! then one cell of the run, chosen at random, carves north into the row above.
//! Each row is handled once from west to east, so time is linear and memory is one
//! run index.
//!
//! Character: strongly biased. The top row is an unbroken corridor, and every run
//! has exactly one exit north, so from any cell the way up is a quick, decision-free
//! climb: solving from the bottom up is easy, while going down means guessing which
//! run to drop into. Horizontal runs average two cells; many dead ends (about 28% of
//! cells); the solution between distant cells is very direct.

use rand_chacha::ChaCha8Rng;

use super::super::maze::GridMaze;
use crate::puzzle::cells::Direction;
use crate::puzzle::random::{below, coin};

pub(super) fn carve(maze: &mut GridMaze, rng: &mut ChaCha8Rng) {
    if maze.is_empty() {
        return;
    }
    carve_corridor(maze, 0);
    for y in 1..maze.height() {
        carve_runs(maze, y, rng);
    }
}

/// Opens row `y` into one corridor from west to east.
fn carve_corridor(maze: &mut GridMaze, y: usize) {
    for x in 1..maze.width() {
        maze.carve(maze.index(x - 1, y), Direction::East);
    }
}

/// Cuts row `y` (not the top one) into runs, each joined north once.
fn carve_runs(maze: &mut GridMaze, y: usize, rng: &mut ChaCha8Rng) {
    let width = maze.width();
    let mut run_start = 0;
    for x in 0..width {
        let closes = x + 1 == width || coin(rng);
        if closes {
            let up = run_start + below(rng, x - run_start + 1);
            maze.carve(maze.index(up, y), Direction::North);
            run_start = x + 1;
        } else {
            maze.carve(maze.index(x, y), Direction::East);
        }
    }
}
