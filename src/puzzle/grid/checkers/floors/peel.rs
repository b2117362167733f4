//! The floors checker's second pass: proves the maze a tree and finds its
//! solution by the checkers' shared leaf peeling (`checkers::peel`), on work
//! words of six ways. Peeling turns a way round by flipping its lowest bit, so
//! the JSON form's bits (N E S W U D) are taken in pairs of opposites first:
//! N S, E W, U D.

use super::super::peel::ways::Ways;
use super::super::rows::{EAST, SOUTH};
use super::super::solve::{Solved, peel_ways};

/// Six ways, way `w`'s opposite `w ^ 1`.
type SixWays = Ways<6, 1>;

/// Mazes this large or larger cannot keep heights beside the ways.
pub(super) const MAX_CELLS: usize = SixWays::MAX_CELLS;

/// A cell's bits with its ways in pairs of opposites: N S E W U D.
#[inline]
fn paired(bits: u8) -> u8 {
    (bits & !(EAST | SOUTH)) | ((bits & SOUTH) >> 1) | ((bits & EAST) << 1)
}

/// Peels a maze whose every cell the sweep found sound and which has cells − 1
/// passages; `None` when what stays is not a single path from `start` to `goal`,
/// that is when the maze is not connected. Needs fewer than [`MAX_CELLS`] cells.
pub(super) fn peel(
    cells: &[u8],
    width: usize,
    per_floor: usize,
    start: usize,
    goal: usize,
) -> Option<Solved> {
    debug_assert!(cells.len() < MAX_CELLS);
    let (w, f) = (width as isize, per_floor as isize);
    let open: Vec<u8> = cells.iter().map(|&bits| paired(bits)).collect();
    let ways = SixWays::new(&open, [-w, w, 1, -1, f, -f]);
    peel_ways(ways, &open, start, goal)
}

#[cfg(test)]
mod tests {
    use super::super::super::rows::{DOWN, NORTH, UP, WEST};
    use super::super::agreement::TWO_FLOORS as CELLS;
    use super::*;

    #[test]
    fn pairs_put_opposites_side_by_side() {
        assert_eq!(paired(NORTH), 1);
        assert_eq!(paired(SOUTH), 2);
        assert_eq!(paired(EAST), 4);
        assert_eq!(paired(WEST), 8);
        assert_eq!(paired(UP | DOWN), UP | DOWN);
    }

    #[test]
    fn leaves_the_path_up_the_stairs_and_measures_the_branches() {
        let peeled = peel(&CELLS, 2, 4, 2, 4).unwrap();
        assert_eq!(peeled.path, vec![2, 0, 1, 5, 7, 6, 4]);
        let mut depths = peeled.branch_depths;
        depths.sort();
        assert_eq!(depths, vec![1]);
    }
}
