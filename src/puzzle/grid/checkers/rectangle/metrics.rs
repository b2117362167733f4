//! What makes a grid maze hard, measured on the checker's graph (never the
//! generator's): how long the solution is, how many decisions it asks for, and how
//! tempting the wrong turns are.

use super::CheckedGrid;
use crate::puzzle::Metrics;

/// A wrong branch counts as deep when it runs at least this many cells from the
/// solution.
pub const DEEP_BRANCH_CELLS: usize = 5;

/// Measures a checked maze.
pub fn measure(checked: &CheckedGrid) -> Metrics {
    let cells = checked.graph.len();
    let path = &checked.path;
    let branch_depths = &checked.branch_depths;
    let mut metrics = Metrics::default();
    metrics
        .count("solvable", 1)
        .count("cells", cells)
        .count("solution_length", path.len())
        .ratio("solution_share", path.len() as f64 / cells as f64)
        .count("turns", turns(path))
        .count("junctions", junctions(checked))
        .count("dead_ends", dead_ends(checked))
        .count(
            "deep_wrong_branches",
            branch_depths
                .iter()
                .filter(|&&d| d >= DEEP_BRANCH_CELLS)
                .count(),
        )
        .count(
            "longest_wrong_branch",
            branch_depths.iter().copied().max().unwrap_or(0),
        );
    metrics
}

/// Changes of direction along the path. Neighbouring cells' indices differ by ±1
/// across a row and ±width down a column, so a step's direction is that difference.
fn turns(path: &[usize]) -> usize {
    path.windows(3)
        .filter(|w| w[1].wrapping_sub(w[0]) != w[2].wrapping_sub(w[1]))
        .count()
}

/// Cells on the solution (before the goal) where the walker must choose between two
/// or more ways on, not counting the way they came in.
fn junctions(checked: &CheckedGrid) -> usize {
    let path = &checked.path;
    path[..path.len() - 1]
        .iter()
        .enumerate()
        .filter(|&(i, &cell)| {
            let came_in = usize::from(i > 0);
            checked.graph.degree(cell) - came_in >= 2
        })
        .count()
}

/// Cells with a single passage, apart from the start and the goal.
fn dead_ends(checked: &CheckedGrid) -> usize {
    let (start, goal) = (checked.path[0], checked.path[checked.path.len() - 1]);
    let ends = [start, goal]
        .iter()
        .filter(|&&c| checked.graph.degree(c) == 1)
        .count();
    checked.graph.single_passage_cells() - ends
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::grid::checkers::rectangle::{GridInput, check};

    /// 3×3, solution down the west column then along the south row; a wrong branch
    /// (1,0)→(2,0)→(2,1)→(1,1) hangs off the start.
    ///   (0,0) E S | (1,0) W E | (2,0) W S
    ///   (0,1) N S | (1,1) E   | (2,1) N W
    ///   (0,2) N E | (1,2) W E | (2,2) W
    const CELLS: [u8; 9] = [2 | 4, 8 | 2, 8 | 4, 1 | 4, 2, 1 | 8, 1 | 2, 8 | 2, 8];

    fn measured() -> Metrics {
        let input = GridInput {
            width: 3,
            height: 3,
            cells: &CELLS,
            start: [0, 0],
            goal: [2, 2],
        };
        measure(&check(&input).unwrap())
    }

    #[test]
    fn solution_and_turns() {
        let m = measured();
        assert_eq!(m.get("solution_length"), Some(5.0));
        assert_eq!(m.get("turns"), Some(1.0));
        assert_eq!(m.get("solution_share"), Some(5.0 / 9.0));
    }

    #[test]
    fn junctions_dead_ends_and_branches() {
        let m = measured();
        assert_eq!(
            m.get("junctions"),
            Some(1.0),
            "only the start offers a choice"
        );
        assert_eq!(m.get("dead_ends"), Some(1.0), "(1,1) ends the wrong branch");
        assert_eq!(m.get("longest_wrong_branch"), Some(4.0));
        assert_eq!(m.get("deep_wrong_branches"), Some(0.0));
    }
}
