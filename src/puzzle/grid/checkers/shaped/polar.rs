//! Peeling on a regular circle (`ladder`), from work words made of its links
//! (`links`): per cell, the passages left and the xor of the cells they lead to,
//! so peeling follows a leaf to its one neighbour with a single load and no
//! arithmetic, and a chain of peeled cells waits on nothing else at each step.
//!
//! A cell's work word keeps, beside the passages left, the height of the tallest
//! branch peeled into it and how many of those branches are deep, so the walk
//! along the path that peeling leaves reads the metrics off the path's own cells.
//!
//! The peeling is the checkers' shared one (`checkers::peel`) on these words.
//!
//! As for tiled shapes, whatever is not a tree fails to peel: with as many
//! passages as cells less one, a loop, a passage listed twice (one link for two
//! passages) or a cut-off piece leaves a cell that is neither peeled nor on the
//! path (a piece without the start or goal peels down to one cell that has no
//! passage left).

use super::super::peel::{Leaves, peel};
use super::form::ShapedMaze;
use super::ladder::Ladder;
use super::links;
use super::routes::DEEP_BRANCH;
use super::tree::Tree;

/// A work word: the passages left (a ring cell has at most five, and a centre
/// with more than seven is left to the general check), how many deep branches
/// were peeled into the cell, and the height of the tallest.
const COUNT: u32 = 0b111;
const DEEP_SHIFT: u32 = 3;
const DEEP: u32 = 0b111 << DEEP_SHIFT;
const HEIGHT_SHIFT: u32 = 6;
/// The most cells, so that a height fits beside the rest.
const MAX_CELLS: usize = 1 << (32 - HEIGHT_SHIFT);
/// The centre's cell number.
const CENTRE: u32 = 0;

/// Proves a circle a tree (the caller has checked the ends and the count);
/// `None` when the circle is not regular or the maze not a tree.
pub(super) fn prove(maze: &ShapedMaze, rings: &[usize], in_maze: usize) -> Option<Tree> {
    let ladder = Ladder::new(rings)?;
    let cells = maze.cells;
    if ladder.cells() != cells || in_maze != cells || cells > MAX_CELLS {
        return None;
    }
    let links = links::record(maze, &ladder)?;
    let (mut work, ones) = links::words(&links, &ladder);
    if work[CENTRE as usize][0] > COUNT {
        return None;
    }
    let ends = [maze.start as u32, maze.goal as u32];
    let peeled = peel(XorLinks(&mut work), maze.start, maze.goal);
    let walk = walk(&work, ends)?;
    if peeled + walk.path.len() != in_maze {
        return None;
    }
    // An end with one passage had no branch peeled into it.
    let single = |end: u32| usize::from(work[end as usize][0] >> HEIGHT_SHIFT == 0);
    Some(Tree {
        dead_ends: ones - single(ends[0]) - single(ends[1]),
        ..walk
    })
}

/// A circle's work words as peeling sees them: per cell, the word (passages
/// left, deep branches, height) and the xor of the cells its passages lead to.
struct XorLinks<'w>(&'w mut [[u32; 2]]);

impl Leaves for XorLinks<'_> {
    type Word = [u32; 2];

    #[inline]
    fn cells(&self) -> usize {
        self.0.len()
    }

    #[inline]
    fn word(&self, cell: usize) -> [u32; 2] {
        self.0[cell]
    }

    #[inline]
    fn is_leaf([word, _]: [u32; 2]) -> bool {
        word & COUNT == 1
    }

    /// A leaf's xor is its one neighbour; the neighbour's xor loses the leaf.
    #[inline]
    fn cut(&mut self, cell: usize, [word, next]: [u32; 2]) -> (usize, [u32; 2]) {
        self.0[cell][0] = word & !COUNT;
        let height = (word >> HEIGHT_SHIFT) + 1;
        let [old, xor] = self.0[next as usize];
        let tallest = (old >> HEIGHT_SHIFT).max(height);
        let deep = (old & DEEP) + (u32::from(height as usize >= DEEP_BRANCH) << DEEP_SHIFT);
        let left = (old & COUNT) - 1;
        let after = [(tallest << HEIGHT_SHIFT) | deep | left, xor ^ cell as u32];
        self.0[next as usize] = after;
        (next as usize, after)
    }
}

/// Walks what peeling left from the start: a path has one passage at the start
/// and at the goal and two at every cell between. What was peeled into each cell
/// of the path is a wrong branch, so the walk also counts the junctions (cells
/// with a branch, the goal excepted), the deep branches and the longest.
fn walk(work: &[[u32; 2]], [start, goal]: [u32; 2]) -> Option<Tree> {
    let passages = |cell: u32| work[cell as usize][0] & COUNT;
    let mut tree = Tree {
        path: Vec::new(),
        junctions: 0,
        dead_ends: 0,
        deep: 0,
        longest: 0,
    };
    // The start's one passage is its xor itself, as though it came from cell 0.
    let (mut came_from, mut cell) = (CENTRE, start);
    loop {
        let word = work[cell as usize][0];
        let height = (word >> HEIGHT_SHIFT) as usize;
        tree.path.push(cell as usize);
        tree.deep += ((word & DEEP) >> DEEP_SHIFT) as usize;
        tree.longest = tree.longest.max(height);
        let ways = 2 - u32::from(cell == start) - u32::from(cell == goal);
        if passages(cell) != ways || tree.path.len() > work.len() {
            return None;
        }
        if cell == goal {
            return Some(tree);
        }
        // Another way on than the path's is a branch peeled into the cell.
        tree.junctions += usize::from(height > 0);
        let next = work[cell as usize][1] ^ came_from;
        (came_from, cell) = (cell, next);
    }
}
