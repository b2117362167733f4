//! The rectangle checker's second pass: proves the grid a tree and finds its
//! solution by the checkers' shared leaf peeling (`checkers::peel`), on work words
//! of the JSON form's four passage bits, with no queue and no adjacency list.
//!
//! What stays after peeling a tree is exactly the path from start to goal; the
//! heights the peeled cells handed on are the wrong branches' depths. The scan runs
//! behind the sweep that verified the bits, so memory is read almost in order.

use super::super::peel::ways::FourWays;
use super::super::solve::{Solved, peel_ways};

/// Grids this large or larger cannot keep heights beside the passages.
pub(super) const MAX_CELLS: usize = FourWays::MAX_CELLS;

/// Peels a grid whose every cell the sweep found sound (bits on the grid and
/// mirrored) and which has cells − 1 passages; `None` when what stays is not a
/// single path from `start` to `goal`, that is when the grid is not connected.
/// Needs fewer than [`MAX_CELLS`] cells.
pub(super) fn peel(cells: &[u8], width: usize, start: usize, goal: usize) -> Option<Solved> {
    debug_assert!(cells.len() < MAX_CELLS);
    let w = width as isize;
    // The passage bits by position: N=1 E=2 S=4 W=8.
    let ways = FourWays::new(cells, [-w, 1, w, -1]);
    peel_ways(ways, cells, start, goal)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// 3×3, solution down the west column then along the south row; a wrong branch
    /// (1,0)→(2,0)→(2,1)→(1,1) hangs off the start.
    const CELLS: [u8; 9] = [2 | 4, 8 | 2, 8 | 4, 1 | 4, 2, 1 | 8, 1 | 2, 8 | 2, 8];

    #[test]
    fn leaves_the_path_and_measures_the_branch() {
        let peeled = peel(&CELLS, 3, 0, 8).unwrap();
        assert_eq!(peeled.path, vec![0, 3, 6, 7, 8]);
        assert_eq!(peeled.branch_depths, vec![4]);
    }

    #[test]
    fn the_path_may_run_either_way() {
        let peeled = peel(&CELLS, 3, 8, 1).unwrap();
        assert_eq!(peeled.path, vec![8, 7, 6, 3, 0, 1]);
        assert_eq!(peeled.branch_depths, vec![3]);
    }

    #[test]
    fn a_loop_beside_an_island_is_not_a_path() {
        // 3×2: a loop through (0,0) (1,0) (1,1) (0,1) plus (2,0)-(2,1).
        let cells = [2 | 4, 8 | 4, 4, 1 | 2, 1 | 8, 1];
        assert_eq!(peel(&cells, 3, 0, 4), None);
        assert_eq!(peel(&cells, 3, 2, 5), None);
    }
}
