//! The growing generator: a block maze grown from one random open cell by keeping
//! a list of the wall cells that may still become path.
//!
//! A wall cell is a *candidate* when exactly one of its four neighbours is open
//! (its parent) and the two diagonal cells on the far side from the parent are
//! walls. Opening a candidate then adds one cell and one passage to the open
//! cells, so they stay a tree; and the far-side rule keeps corridors from touching
//! at a corner, so every wall between two corridors is at least one whole cell.
//!
//! The list is kept up to date as cells open, never rebuilt: opening a cell can
//! only spoil candidates among its eight neighbours (removed at once, in O(1) each
//! through a slot table) and can only create candidates among its four
//! neighbours (added). Each cell enters the list at most once, so growth is linear
//! in the maze's area. A candidate never becomes valid again once spoiled (open
//! cells never close), so at the end no wall cell could be opened: the maze is
//! full.
//!
//! The outer ring of cells is a frame that stays wall; cells next to it are judged
//! like any other (the frame simply counts as wall), so corridors run along every
//! edge.

use rand_chacha::ChaCha8Rng;

use super::maze::BlockMaze;
use crate::puzzle::random::below;

/// Not in the candidate list.
const NONE: u32 = u32::MAX;
/// Resolution of the bias draw.
const BIAS_STEPS: usize = 1 << 16;

/// Grows a full block maze of `width`×`height` cells (frame included).
/// `bias` (0 to 1) is the chance of taking the newest candidate instead of a
/// random one: 0 is the classic growth (many short dead ends), near 1 long winding
/// corridors.
pub fn grow(width: usize, height: usize, bias: f64, rng: &mut ChaCha8Rng) -> BlockMaze {
    let mut growth = Growth::new(width, height);
    let first = [1 + below(rng, width - 2), 1 + below(rng, height - 2)];
    growth.push(growth.maze.index(first));
    let threshold = (bias.clamp(0.0, 1.0) * BIAS_STEPS as f64) as usize;
    while !growth.list.is_empty() {
        let newest = threshold > 0 && below(rng, BIAS_STEPS) < threshold;
        let at = if newest {
            growth.list.len() - 1
        } else {
            below(rng, growth.list.len())
        };
        let cell = growth.remove_at(at);
        growth.open(cell);
    }
    growth.maze
}

/// The maze being grown and its list of candidates.
struct Growth {
    maze: BlockMaze,
    list: Vec<u32>,
    /// Each cell's position in `list`, or `NONE`.
    slot: Vec<u32>,
}

impl Growth {
    fn new(width: usize, height: usize) -> Self {
        Growth {
            maze: BlockMaze::walled(width, height),
            list: Vec::new(),
            slot: vec![NONE; width * height],
        }
    }

    fn push(&mut self, cell: usize) {
        self.slot[cell] = self.list.len() as u32;
        self.list.push(cell as u32);
    }

    fn remove_at(&mut self, at: usize) -> usize {
        let cell = self.list.swap_remove(at) as usize;
        self.slot[cell] = NONE;
        if let Some(&moved) = self.list.get(at) {
            self.slot[moved as usize] = at as u32;
        }
        cell
    }

    /// Opens `cell`, drops the candidates it spoils and adds those it creates.
    fn open(&mut self, cell: usize) {
        self.maze.open_at(cell);
        let w = self.maze.width() as isize;
        for offset in [-w - 1, -w, -w + 1, -1, 1, w - 1, w, w + 1] {
            let near = (cell as isize + offset) as usize;
            if self.slot[near] != NONE && !self.is_candidate(near) {
                self.remove_at(self.slot[near] as usize);
            }
        }
        for offset in [-w, 1, w, -1] {
            let near = (cell as isize + offset) as usize;
            if self.slot[near] == NONE && self.is_candidate(near) {
                self.push(near);
            }
        }
    }

    /// An inner wall cell with exactly one open neighbour, whose two diagonals on
    /// the far side from that neighbour are walls.
    fn is_candidate(&self, cell: usize) -> bool {
        let [x, y] = self.maze.cell(cell);
        if x == 0 || y == 0 || x + 1 == self.maze.width() || y + 1 == self.maze.height() {
            return false;
        }
        if self.maze.open_at_index(cell) {
            return false;
        }
        let w = self.maze.width() as isize;
        let mut parent = None;
        for step in [-w, 1, w, -1] {
            if self.open_by(cell, step) {
                if parent.is_some() {
                    return false;
                }
                parent = Some(step);
            }
        }
        let Some(step) = parent else {
            return false;
        };
        // The far side is -step; its diagonals are -step ± the perpendicular.
        let across = if step.abs() == 1 { w } else { 1 };
        !self.open_by(cell, -step + across) && !self.open_by(cell, -step - across)
    }

    fn open_by(&self, cell: usize, offset: isize) -> bool {
        self.maze.open_at_index((cell as isize + offset) as usize)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    fn grown(width: usize, height: usize, bias: f64, seed: u64) -> BlockMaze {
        grow(width, height, bias, &mut ChaCha8Rng::seed_from_u64(seed))
    }

    #[test]
    fn the_frame_stays_wall() {
        let maze = grown(12, 9, 0.0, 3);
        for x in 0..12 {
            assert!(!maze.is_open([x, 0]) && !maze.is_open([x, 8]));
        }
        for y in 0..9 {
            assert!(!maze.is_open([0, y]) && !maze.is_open([11, y]));
        }
    }

    #[test]
    fn no_open_cells_touch_only_at_a_corner() {
        for seed in 0..20 {
            let maze = grown(15, 11, 0.5, seed);
            for y in 0..10 {
                for x in 0..14 {
                    let [a, b, c, d] =
                        [[x, y], [x + 1, y], [x, y + 1], [x + 1, y + 1]].map(|p| maze.is_open(p));
                    let corner_touch = (a && d || b && c) && a != b && a == d && b == c;
                    assert!(!corner_touch, "diagonal touch at {x},{y}");
                    assert!(!(a && b && c && d), "open 2×2 at {x},{y}");
                }
            }
        }
    }

    #[test]
    fn the_same_seed_grows_the_same_maze() {
        assert_eq!(grown(31, 17, 0.3, 9), grown(31, 17, 0.3, 9));
        assert_ne!(grown(31, 17, 0.3, 9), grown(31, 17, 0.3, 10));
    }
}
