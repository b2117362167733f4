//! Where the start and goal go. This is part of generation (it runs on the
//! generator's maze); the checker later verifies the path between them on its own.

use rand_chacha::ChaCha8Rng;

use super::maze::GridMaze;
use crate::puzzle::cells::{Direction, Placement};
use crate::puzzle::random::below;

/// Start and goal cells as `[x, y]` for `placement` in `maze`:
/// - corners: start at the top-left cell, goal at the bottom-right one;
/// - sides: start somewhere on the left edge, goal somewhere on the right edge
///   (top and bottom for a one-column maze);
/// - longest: the two ends of the maze's longest path (its diameter), the longest
///   solution the maze has.
pub fn place(
    placement: Placement,
    maze: &GridMaze,
    rng: &mut ChaCha8Rng,
) -> ([usize; 2], [usize; 2]) {
    let (w, h) = (maze.width(), maze.height());
    match placement {
        Placement::Corners => ([0, 0], [w - 1, h - 1]),
        Placement::Sides if w >= 2 => ([0, below(rng, h)], [w - 1, below(rng, h)]),
        Placement::Sides => ([below(rng, w), 0], [below(rng, w), h - 1]),
        Placement::Longest => {
            let (a, _) = farthest_from(maze, 0);
            let (b, _) = farthest_from(maze, a);
            let (a, b) = (maze.position(a), maze.position(b));
            // Start at the end nearer the top-left, as readers expect.
            if (a.1, a.0) <= (b.1, b.0) {
                ([a.0, a.1], [b.0, b.1])
            } else {
                ([b.0, b.1], [a.0, a.1])
            }
        }
    }
}

/// The cell farthest from `from` through the maze's passages, and its distance.
fn farthest_from(maze: &GridMaze, from: usize) -> (usize, usize) {
    let mut distance = vec![u32::MAX; maze.len()];
    distance[from] = 0;
    let mut queue = Vec::with_capacity(maze.len());
    queue.push(from);
    let mut head = 0;
    while head < queue.len() {
        let cell = queue[head];
        head += 1;
        for direction in Direction::ALL {
            if !maze.is_open(cell, direction) {
                continue;
            }
            if let Some(next) = maze.neighbour(cell, direction)
                && distance[next] == u32::MAX
            {
                distance[next] = distance[cell] + 1;
                queue.push(next);
            }
        }
    }
    let last = queue[queue.len() - 1];
    (last, distance[last] as usize)
}
