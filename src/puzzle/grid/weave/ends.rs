//! Where the start and goal of a weave maze go: as on the rectangle, in the
//! corners, on the left and right sides, or at the two ends of its longest path,
//! found by walking the weave graph (through bridges and under them). None of
//! them is ever a crossing: corners and sides lie on the border, and the longest
//! path of a tree ends in dead ends, which a crossing never is.

use rand_chacha::ChaCha8Rng;

use super::woven::WovenMaze;
use crate::puzzle::cells::Placement;
use crate::puzzle::random::below;

/// Start and goal as `[x, y]` for `placement` in a perfect `maze`.
pub fn place(
    placement: Placement,
    maze: &WovenMaze,
    rng: &mut ChaCha8Rng,
) -> ([usize; 2], [usize; 2]) {
    let (w, h) = (maze.width, maze.height);
    match placement {
        Placement::Corners => ([0, 0], [w - 1, h - 1]),
        Placement::Sides if w >= 2 => ([0, below(rng, h)], [w - 1, below(rng, h)]),
        Placement::Sides => ([below(rng, w), 0], [below(rng, w), h - 1]),
        Placement::Longest => {
            let a = farthest_from(maze, 0) >> 1;
            let b = farthest_from(maze, 2 * a) >> 1;
            let (a, b) = ([a % w, a / w], [b % w, b / w]);
            // Start at the end nearer the top-left, as readers expect.
            if (a[1], a[0]) <= (b[1], b[0]) {
                (a, b)
            } else {
                (b, a)
            }
        }
    }
}

/// The node farthest from node `from` through the maze's passages.
fn farthest_from(maze: &WovenMaze, from: usize) -> usize {
    let mut seen = vec![false; 2 * maze.len()];
    let mut queue = Vec::with_capacity(maze.len());
    seen[from] = true;
    queue.push(from as u32);
    let mut head = 0;
    while let Some(&node) = queue.get(head) {
        head += 1;
        let node = node as usize;
        let mut ways = maze.ways(node);
        while ways != 0 {
            let next = maze.step(node, ways.trailing_zeros() as usize);
            ways &= ways - 1;
            if !seen[next] {
                seen[next] = true;
                queue.push(next as u32);
            }
        }
    }
    queue.last().map_or(from, |&node| node as usize)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::grid::rectangle::algorithms::GrowingTreeMode;
    use crate::puzzle::grid::weave::tunnels;
    use rand::SeedableRng;

    #[test]
    fn the_longest_path_ends_in_dead_ends() {
        for seed in 0..10 {
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let maze = tunnels::carve((12, 9), 1.0, GrowingTreeMode::Newest, &mut rng);
            let (start, goal) = place(Placement::Longest, &maze, &mut rng);
            for end in [start, goal] {
                let cell = end[1] * 12 + end[0];
                assert!(!maze.is_crossing(cell));
                assert_eq!(maze.cells[cell].count_ones(), 1, "{end:?}");
            }
            assert!((start[1], start[0]) <= (goal[1], goal[0]));
        }
    }
}
